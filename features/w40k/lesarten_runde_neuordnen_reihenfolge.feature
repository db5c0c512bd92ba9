# language: de
Funktionalität: Lesarten des Neuordnens zum Missionsziel: der nächste Marker steht nicht vorn
  Wie in den Lesarten des Neuordnens, nur ist "West" zuerst angelegt: der Marker, der der Einheit
  am nächsten ist ("Ost", über "Paar-1"), ist weder der erste Marker noch der des ersten Modells
  zum ersten Marker (WH-A-NEUORDNEN-MARKER).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten [5080|5080|0]; [4572|5080|0]
    Und ein Missionszielmarker "West" liegt bei [3531|5080|0]
    Und ein Missionszielmarker "Ost" liegt bei [6096|5080|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu

  @klausel:WH-NAH-14 @auslegung-ebenso:WH-A-NEUORDNEN-MARKER=einheit
  Szenario: Auch nach den veröffentlichten Regeln zieht ein Modell zum Marker, der der Einheit am nächsten ist
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-1" nach [5131|5080|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu
