# language: de
Funktionalität: Lesarten des Neuordnens zum Missionsziel: zwei gleich nahe Marker
  Sind zwei Marker der Einheit gleich nah (WH-A-NEUORDNEN-MARKER=einheit), genügt es, einem von
  ihnen näher zu kommen. "Paar-1" steht 4 Zoll (Mitte zu Mitte) westlich von "Ost", "Paar-2" 4 Zoll
  östlich von "West"; jedes Modell ist schon in Reichweite seines Markers.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten [5080|5080|0]; [4572|5080|0]
    Und ein Missionszielmarker "West" liegt bei [3556|5080|0]
    Und ein Missionszielmarker "Ost" liegt bei [6096|5080|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu

  @klausel:WH-NAH-14 @auslegung-ebenso:WH-A-NEUORDNEN-MARKER=einheit
  Szenario: Auch nach den veröffentlichten Regeln darf ein Modell zum einen der gleich nahen Marker
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-1" nach [5131|5080|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu

  @klausel:WH-NAH-14 @auslegung-ebenso:WH-A-NEUORDNEN-MARKER=einheit
  Szenario: Auch nach den veröffentlichten Regeln darf ein Modell zum anderen der gleich nahen Marker
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [4521|5080|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu
