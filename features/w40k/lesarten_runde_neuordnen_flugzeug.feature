# language: de
Funktionalität: Lesarten des Neuordnens: FLUGZEUGE ordnen sich nie neu
  Auch wenn eine Einheit sich neu ordnen muss, wo sie kann (WH-A-NEUORDNEN-PFLICHT=pflicht), bleibt
  ein FLUGZEUG stehen (WH-NAH-16). Der Bomber steht einen Zoll vor dem Helden.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]
    Und "Bomber" (Flugzeug der Orks) steht bei [3048|3300|0]
    Und "Bomber" hat gerade gekämpft und ordnet sich nun neu

  @klausel:WH-NAH-16 @auslegung-ebenso:WH-A-NEUORDNEN-PFLICHT=pflicht
  Szenario: Auch unter der Pflicht bleibt ein FLUGZEUG stehen
    Wenn der Orkspieler "Bomber" nicht neu ordnet
    Dann ordnet sich "Bomber" auf nichts zu neu
