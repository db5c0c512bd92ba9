# language: de
Funktionalität: Lesarten des Neuordnens zum Missionsziel: der nächste Marker steht nicht vorn
  Der Marker, der der Einheit am nächsten ist ("West", über "Paar-2"), ist nicht der des ersten
  Modells zum ersten Marker ("Paar-1" zu "Ost", 7,6 Zoll Mitte zu Mitte) (WH-A-NEUORDNEN-MARKER).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten [5080|5080|0]; [4572|5080|0]
    Und ein Missionszielmarker "Ost" liegt bei [7000|5080|0]
    Und ein Missionszielmarker "West" liegt bei [3531|5080|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu

  @klausel:WH-NAH-14 @auslegung-ebenso:WH-A-NEUORDNEN-MARKER=einheit
  Szenario: Auch nach den veröffentlichten Regeln zieht ein Modell zum Marker, der der Einheit am nächsten ist
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [4521|5080|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu
