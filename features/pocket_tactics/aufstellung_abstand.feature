# language: de
Funktionalität: Wie weit eine Kachel beim Einsetzen vom eigenen Stützpunkt liegt
  Die ersten Einheiten kommen auf die freien Kacheln, die dem eigenen Stützpunkt am nächsten
  liegen. Gemessen wird nach der Standardlesart in Sechsecken, in der anderen Lesart als Weg
  über die Kacheln (PT-A-AUFSTELLUNG-ABSTAND). Auf einem zusammenhängenden Spielfeld ist das
  meist dasselbe; hier hat es eine Lücke.

  Der Stützpunkt der Legion liegt auf (0,0). Eine Reihe von Kacheln führt nach Nordosten: auf
  (1,-1) und (2,-2) stehen schon Einheiten der Legion, (3,-3) ist frei, drei Sechsecke und drei
  Schritte entfernt. Die freie Kachel (-1,-1) liegt zwei Sechsecke entfernt, aber ohne
  Verbindung über Kacheln.

  Hintergrund:
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (1,-1)  | Feld    |
      | (2,-2)  | Feld    |
      | (3,-3)  | Hügel   |
      | (-1,-1) | Wald    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (0,-6)
    Und "L1" (Rekrut der Legion) ist in der Reserve
    Und "L2" (Rekrut der Legion) steht auf (1,-1)
    Und "L3" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Späher der Stämme) ist in der Reserve

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-ABSTAND=hexabstand
  Szenario: In Sechsecken gemessen ist die Kachel jenseits der Lücke die nächste
    Wenn die Legion "L1" auf (-1,-1) einsetzt
    Dann steht "L1" auf (-1,-1)
    Und sind die Stämme am Zug

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-ABSTAND=hexabstand @auslegung:PT-A-AUFSTELLUNG-NAEHE=naechste-freie
  Szenario: In Sechsecken gemessen ist die Kachel am Ende der Reihe zu weit weg
    Wenn die Legion "L1" auf (3,-3) einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-ABSTAND=weg-ueber-kacheln
  Szenario: Über die Kacheln gemessen ist die Kachel am Ende der Reihe die nächste
    Wenn die Legion "L1" auf (3,-3) einsetzt
    Dann steht "L1" auf (3,-3)
    Und sind die Stämme am Zug

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-ABSTAND=weg-ueber-kacheln
  Szenario: Über die Kacheln gemessen ist eine Kachel ohne Verbindung unerreichbar weit
    Wenn die Legion "L1" auf (-1,-1) einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt
