# language: de
Funktionalität: Kämpfen, ohne anzugreifen
  Die Kampfaktion nennt die Attacken, die der Spieler ausführt; sie darf auch keine nennen
  (WH-A-ATTACKEN-WAHL). Dann hat die Einheit gekämpft, ohne anzugreifen, und ordnet sich danach
  neu. So bleibt keine Einheit, die kämpfen muss, ohne erlaubte Aktion: nach der Lesart
  WH-A-NAHKAMPFZIEL=und darf ein Modell nur angreifen, wen es (auch indirekt) berührt und in
  dessen Nahkampfreichweite es steht. Danach wählt der andere Spieler.

  Längen in Einheiten von 1/254 Zoll. Der Held (Base 320) steht bei (3048|2286); die Boyz (Base 320)
  stehen bei (3048|2733): zwischen den Bases liegt ein halber Zoll (127 Einheiten), der Held ist in
  Nahkampfreichweite, aber nicht in Basekontakt.

  Hintergrund:
    Angenommen der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]
    Und "Boyz" (Ork der Orks) steht bei [3048|2733|0]

  @klausel:WH-NAH-2 @klausel:WH-NAH-8
  Szenario: Eine Einheit kämpft auch ohne Attacken und der andere Spieler wählt als Nächster
    Wenn die Aktion lautet:
      """json
      {"type": "fight", "player": "imperium", "unit": "Held", "pile_in": [], "attacks": []}
      """
    Dann lautet die Ereignisfolge: Zielansage
    Und wählt der Orkspieler als Nächster eine Einheit zum Kämpfen
