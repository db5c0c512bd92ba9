# language: de
Funktionalität: Lesarten des Neuordnens zum Missionsziel: der nächste Marker
  Kann sich eine Einheit nicht zum Feind neu ordnen, bewegt sich "jedes Modell auf den nächsten
  Missionszielmarker zu". Ob der nächste Marker der jedes Modells oder der der Einheit ist,
  regelt WH-A-NEUORDNEN-MARKER.

  "Paar-1" steht 4 Zoll (Mitte zu Mitte) westlich von Marker "Ost", "Paar-2" 2 Zoll westlich von
  "Paar-1" und 4,1 Zoll östlich von Marker "West"; beide Modelle sind schon in Reichweite ihres
  nächsten Markers. Der Einheit am nächsten ist "Ost" (über "Paar-1"). Die Boyz sind weit weg.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten [5080|5080|0]; [4572|5080|0]
    Und ein Missionszielmarker "Ost" liegt bei [6096|5080|0]
    Und ein Missionszielmarker "West" liegt bei [3531|5080|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu

  @klausel:WH-NAH-14 @auslegung:WH-A-NEUORDNEN-MARKER=je-modell
  Szenario: Nach der Übersicht zieht jedes Modell zu seinem eigenen nächsten Marker
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [4521|5080|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu

  @klausel:WH-NAH-14 @auslegung:WH-A-NEUORDNEN-MARKER=einheit
  Szenario: Nach den veröffentlichten Regeln ziehen alle zum Marker, der der Einheit am nächsten ist
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [4521|5080|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt

  @klausel:WH-NAH-14 @auslegung:WH-A-NEUORDNEN-MARKER=einheit
  Szenario: Nach den veröffentlichten Regeln darf ein Modell zum Marker der Einheit ziehen
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [4650|5080|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu

  @klausel:WH-NAH-14 @auslegung:WH-A-NEUORDNEN-MARKER=je-modell
  Szenario: Nach der Übersicht darf ein Modell nicht vom eigenen nächsten Marker weg ziehen
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [4650|5080|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt
