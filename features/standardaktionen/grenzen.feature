# language: de
Funktionalität: Grenzfälle der Messungen auf dem Schachbrettfeld
  Jede Zahl von Feldern, Schritten und Life, die die Regeln mit einer Grenze vergleichen, einmal
  genau an der Grenze ("gleich"), eine kleinste Einheit darunter ("knapp darunter") und eine
  darüber ("knapp darüber"). Die kleinste Einheit ist ein Feld (ein Schritt) bei Entfernungen
  und Koordinaten, ein Punkt bei Life, Schaden und Power. Welche Messung welche Familie hat,
  steht in grenzen.yaml.

  Das Schlachtfeld hat 7 × 7 Felder, (0,0) ist die Nordwestecke, x wächst nach Osten, y nach
  Süden. Spieler 1 ist am Zug; "G9" von Spieler 2 steht abseits in der Nordwestecke und hält
  Spieler 2 im Spiel.

  Hintergrund:
    Angenommen "G9" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden

  # -- Reichweite in gerader Linie ----------------------------------------------------------------
  # In einer Zeile oder Spalte zählen beide Lesarten von "ortholinear" gleich: die Zahl der Felder
  # bis zum Ziel.

  @klausel:SA-ANG-2 @klausel:SA-ANG-1
  Szenariogrundriss: Eine Reichweite von 3 reicht in einer Zeile genau drei Felder weit
    Angenommen "A1" (Schütze von Spieler 1) steht auf (1,3) und blickt nach Osten
    Und "A1" hat Reichweite 3
    Und "G1" (Krieger von Spieler 2) steht auf <ziel> und blickt nach Westen
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel  | ergebnis                                                                |
      | gleich         | (4,3) | lautet die Ereignisfolge: Angriffsansage, neue Abfrage                  |
      | knapp darunter | (3,3) | lautet die Ereignisfolge: Angriffsansage, neue Abfrage                  |
      | knapp darüber  | (5,3) | wird die Aktion mit SA.ATTACK.OUT_OF_RANGE nach Klausel SA-ANG-2 abgelehnt |

  @klausel:SA-ANG-2 @klausel:SA-ANG-1
  Szenariogrundriss: Eine Reichweite von 3 reicht in einer Spalte genau drei Felder weit
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite 3
    Und "G1" (Krieger von Spieler 2) steht auf <ziel> und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel  | ergebnis                                                                |
      | gleich         | (3,2) | lautet die Ereignisfolge: Angriffsansage, neue Abfrage                  |
      | knapp darunter | (3,3) | lautet die Ereignisfolge: Angriffsansage, neue Abfrage                  |
      | knapp darüber  | (3,1) | wird die Aktion mit SA.ATTACK.OUT_OF_RANGE nach Klausel SA-ANG-2 abgelehnt |

  # -- Ein Schritt -----------------------------------------------------------------------------------
  # Abstand 0 ist das eigene Feld: ein Zug, der dort absetzt, ist kein Schritt.

  @klausel:SA-BEW-2
  Szenariogrundriss: Ein Schritt führt genau auf ein Nachbarfeld
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel  | ergebnis                                                              |
      | gleich         | (3,4) | steht "E1" auf (3,4)                                                  |
      | knapp darunter | (3,5) | wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt |
      | knapp darüber  | (3,3) | wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt |

  # -- Der Rand des Schlachtfelds beim Ziehen ----------------------------------------------------------
  # Gemessen wird die Koordinate des Feldes, auf das der Schritt führt: 0 ist die erste Zeile
  # (Spalte) im Norden (Westen), 6 die letzte im Süden (Osten). Die Einheit blickt in ihre
  # Zugrichtung.

  @klausel:SA-FLD-1 @klausel:SA-BEW-2
  Szenariogrundriss: Ein Schritt nach Norden führt bis in die Zeile 0
    Angenommen "E1" (Krieger von Spieler 1) steht auf <start> und blickt nach Norden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall           | start | ziel   | ergebnis                                                          |
      | gleich         | (3,1) | (3,0)  | steht "E1" auf (3,0)                                              |
      | knapp darunter | (3,0) | (3,-1) | wird die Aktion mit SA.MOVE.OFF_BOARD nach Klausel SA-FLD-1 abgelehnt |
      | knapp darüber  | (3,2) | (3,1)  | steht "E1" auf (3,1)                                              |

  @klausel:SA-FLD-1 @klausel:SA-BEW-2
  Szenariogrundriss: Ein Schritt nach Osten führt bis in die Spalte 6
    Angenommen "E1" (Krieger von Spieler 1) steht auf <start> und blickt nach Osten
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall           | start | ziel  | ergebnis                                                          |
      | gleich         | (5,3) | (6,3) | steht "E1" auf (6,3)                                              |
      | knapp darunter | (4,3) | (5,3) | steht "E1" auf (5,3)                                              |
      | knapp darüber  | (6,3) | (7,3) | wird die Aktion mit SA.MOVE.OFF_BOARD nach Klausel SA-FLD-1 abgelehnt |

  @klausel:SA-FLD-1 @klausel:SA-BEW-2
  Szenariogrundriss: Ein Schritt nach Süden führt bis in die Zeile 6
    Angenommen "E1" (Krieger von Spieler 1) steht auf <start> und blickt nach Süden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall           | start | ziel  | ergebnis                                                          |
      | gleich         | (3,5) | (3,6) | steht "E1" auf (3,6)                                              |
      | knapp darunter | (3,4) | (3,5) | steht "E1" auf (3,5)                                              |
      | knapp darüber  | (3,6) | (3,7) | wird die Aktion mit SA.MOVE.OFF_BOARD nach Klausel SA-FLD-1 abgelehnt |

  @klausel:SA-FLD-1 @klausel:SA-BEW-2
  Szenariogrundriss: Ein Schritt nach Westen führt bis in die Spalte 0
    Angenommen "E1" (Krieger von Spieler 1) steht auf <start> und blickt nach Westen
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall           | start | ziel   | ergebnis                                                          |
      | gleich         | (1,3) | (0,3)  | steht "E1" auf (0,3)                                              |
      | knapp darunter | (0,3) | (-1,3) | wird die Aktion mit SA.MOVE.OFF_BOARD nach Klausel SA-FLD-1 abgelehnt |
      | knapp darüber  | (2,3) | (1,3)  | steht "E1" auf (1,3)                                              |

  # -- Der Rand des Schlachtfelds beim Blick -------------------------------------------------------
  # Gemessen wird die Koordinate des Feldes, zu dem die Einheit blicken soll.

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Der Blick nach Norden reicht bis zur Zeile 0
    Angenommen "E1" (Krieger von Spieler 1) steht auf <ort> und blickt nach Süden
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann <ergebnis>

    Beispiele:
      | Fall           | ort   | ergebnis                                                             |
      | gleich         | (3,1) | blickt "E1" nach Norden                                              |
      | knapp darunter | (3,0) | wird die Aktion mit SA.FACING.OFF_BOARD nach Klausel SA-BLI-3 abgelehnt |
      | knapp darüber  | (3,2) | blickt "E1" nach Norden                                              |

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Der Blick nach Osten reicht bis zur Spalte 6
    Angenommen "E1" (Krieger von Spieler 1) steht auf <ort> und blickt nach Westen
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann <ergebnis>

    Beispiele:
      | Fall           | ort   | ergebnis                                                             |
      | gleich         | (5,3) | blickt "E1" nach Osten                                               |
      | knapp darunter | (4,3) | blickt "E1" nach Osten                                               |
      | knapp darüber  | (6,3) | wird die Aktion mit SA.FACING.OFF_BOARD nach Klausel SA-BLI-3 abgelehnt |

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Der Blick nach Süden reicht bis zur Zeile 6
    Angenommen "E1" (Krieger von Spieler 1) steht auf <ort> und blickt nach Norden
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Süden
    Dann <ergebnis>

    Beispiele:
      | Fall           | ort   | ergebnis                                                             |
      | gleich         | (3,5) | blickt "E1" nach Süden                                               |
      | knapp darunter | (3,4) | blickt "E1" nach Süden                                               |
      | knapp darüber  | (3,6) | wird die Aktion mit SA.FACING.OFF_BOARD nach Klausel SA-BLI-3 abgelehnt |

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Der Blick nach Westen reicht bis zur Spalte 0
    Angenommen "E1" (Krieger von Spieler 1) steht auf <ort> und blickt nach Osten
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Westen
    Dann <ergebnis>

    Beispiele:
      | Fall           | ort   | ergebnis                                                             |
      | gleich         | (1,3) | blickt "E1" nach Westen                                              |
      | knapp darunter | (0,3) | wird die Aktion mit SA.FACING.OFF_BOARD nach Klausel SA-BLI-3 abgelehnt |
      | knapp darüber  | (2,3) | blickt "E1" nach Westen                                              |

  # -- Schaden, Überschuss und Tod -----------------------------------------------------------------
  # "E1" (Power 2) hat "G1" direkt nördlich angegriffen; "G1" blickt zu ihm hin, es gibt keinen
  # Hinterhalt. Gemessen wird das Life, das "G1" nach dem Schaden bleibt (Tod bei 0 oder weniger),
  # und der Schaden gegen das restliche Life (Überschuss nur, wenn er größer ist).

  @klausel:SA-SCH-4 @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Eine Einheit stirbt genau bei 0 Life nach dem Schaden
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G1" hat noch <life> Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch <rest> Life
    Und <ergebnis>

    Beispiele:
      | Fall           | life | rest | ergebnis         |
      | gleich         | 2    | 0    | ist "G1" tot     |
      | knapp darunter | 1    | -1   | ist "G1" tot     |
      | knapp darüber  | 3    | 1    | lebt "G1" noch   |

  @klausel:SA-SCH-2 @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Ein Überschuss entsteht erst bei mehr Schaden als restlichem Life
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G1" hat noch 3 Life
    Und "E1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt <power>
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann erleidet "G1" <power> Schaden
    Und beträgt der Schadenüberschuss <ueberschuss>

    Beispiele:
      | Fall           | power | ueberschuss |
      | gleich         | 3     | 0           |
      | knapp darunter | 2     | 0           |
      | knapp darüber  | 4     | 1           |

  # -- Erholung bis zum Life-Wert ------------------------------------------------------------------
  # Ein Troll (Life-Wert 5) erholt sich am Ende seiner Blickrichtungsphase um 2. Gemessen wird das
  # Life vor der Kappung gegen den Life-Wert.

  @klausel:SA-AKT-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Die Erholung füllt das Life genau bis zum Life-Wert auf
    Angenommen "T1" (Troll von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "T1" hat noch <life> Life
    Und "T1" trägt keinen Effekt
    Und "T1" trägt den Effekt Erholung 2 am Ende der Blickrichtungsphase
    Und "T1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "T1" nach Norden
    Dann hat "T1" noch <danach> Life

    Beispiele:
      | Fall           | life | danach |
      | gleich         | 3    | 5      |
      | knapp darunter | 2    | 4      |
      | knapp darüber  | 4    | 5      |

  # -- Die Hauptachse eines schrägen Angriffs --------------------------------------------------------
  # In der Lesart "hauptachse" kommt ein schräger Angriff aus der Richtung der Achse, entlang der
  # der Angreifer weiter entfernt ist; sind beide Abstände gleich, aus beiden Richtungen. "G1" auf
  # (2,2) blickt nach Norden, von Süden her ist es ein Hinterhalt. Gemessen wird der Abstand
  # nach Osten minus den nach Süden. Die Power des Angriffs ist 0, damit allein der Hinterhalt
  # das Ergebnis unterscheidet.

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Auf der Hauptachse kommt ein gleich weit schräger Angriff aus beiden Richtungen
    Angenommen "G1" (Krieger von Spieler 2) steht auf (2,2) und blickt nach Norden
    Und "E1" (Krieger von Spieler 1) steht auf <angreifer> und blickt nach Norden
    Und "E1" hat Reichweite 5
    Und "E1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt 0
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann <hinterhalt> Hinterhalt ausgelöst

    Beispiele:
      | Fall           | angreifer | hinterhalt |
      | gleich         | (4,4)     | wird ein   |
      | knapp darunter | (3,4)     | wird ein   |
      | knapp darüber  | (5,4)     | wird kein  |

  # -- Bewegungsweite: die Frage nach den legalen Zügen ------------------------------------------------
  # "E1" ist von (3,6) einen Schritt nach (3,5) gezogen. Nördlich stehen die Verbündeten "F1" bis
  # "F4" auf (3,4), (3,3), (3,2) und (3,1): an ihnen vorbei führt jeder Zug seitlich auf ein freies
  # Feld, nach 2, 3, 4 oder 5 Feldern. Gemessen wird der Zug über "F1" und "F2" nach (2,3): mit dem
  # ersten Schritt sind es 4 Schritte in dieser Bewegungsphase. Gefragt wird nach den legalen
  # Aktionen, damit jeder Fall zeigt, was die Lesarten unterscheidet: die Züge über vier Verbündete
  # sind für jeden hier genannten Bewegungswert zu weit, ohne Grenze nicht; die Züge über einen
  # Verbündeten sind immer erlaubt, aber nicht, wenn die Einheit auf jedem Feld anhält; schräge
  # Schritte und der Schritt zurück aufs Startfeld sind immer kurz genug.

  @klausel:SA-BEW-4 @klausel:SA-BEW-1 @auslegung:SA-A-MOVE-WERT=wert-der-einheit @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-STARTFELD=zaehlt-nicht
  Szenariogrundriss: Ein Zug reicht genau bis zum Bewegungswert
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (3,3) und blickt nach Norden
    Und "F3" (Krieger von Spieler 1) steht auf (3,2) und blickt nach Norden
    Und "F4" (Krieger von Spieler 1) steht auf (3,1) und blickt nach Norden
    Und "E1" hat Move <move>
    Und "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,5) gezogen
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Zug von "E1" über (3,4), (3,3) nach (2,3) <legal>

    Beispiele:
      | Fall           | move | legal       |
      | gleich         | 4    | legal       |
      | knapp darunter | 5    | legal       |
      | knapp darüber  | 3    | nicht legal |

  # Zählen Diagonalen, führt der gemessene Zug von "F2" schräg nach (2,2): wieder 4 Schritte.

  @klausel:SA-BEW-4 @klausel:SA-BEW-2 @auslegung:SA-A-MOVE-WERT=wert-der-einheit @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-STARTFELD=zaehlt-nicht
  Szenariogrundriss: Auch mit einem schrägen Schritt reicht ein Zug genau bis zum Bewegungswert
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (3,3) und blickt nach Norden
    Und "F3" (Krieger von Spieler 1) steht auf (3,2) und blickt nach Norden
    Und "F4" (Krieger von Spieler 1) steht auf (3,1) und blickt nach Norden
    Und "E1" hat Move <move>
    Und "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,5) gezogen
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Zug von "E1" über (3,4), (3,3) nach (2,2) <legal>

    Beispiele:
      | Fall           | move | legal       |
      | gleich         | 4    | legal       |
      | knapp darunter | 5    | legal       |
      | knapp darüber  | 3    | nicht legal |

  # Halbiert die Einschränkung den Bewegungswert, wird abgerundet: 9 erlaubt 4 Schritte, 11
  # erlaubt 5, 7 erlaubt 3. Ohne Abrunden wären es 5, 6 und 4.

  @klausel:SA-BEW-1 @klausel:SA-BEW-4 @auslegung:SA-A-EINSCHRAENKUNG=halbiert @auslegung:SA-A-MOVE-WERT=wert-der-einheit @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-STARTFELD=zaehlt-nicht
  Szenariogrundriss: Eine eingeschränkte Einheit zieht genau bis zum halben Bewegungswert, abgerundet
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (3,3) und blickt nach Norden
    Und "F3" (Krieger von Spieler 1) steht auf (3,2) und blickt nach Norden
    Und "F4" (Krieger von Spieler 1) steht auf (3,1) und blickt nach Norden
    Und "E1" hat Move <move>
    Und "E1" ist eingeschränkt
    Und "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,5) gezogen
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Zug von "E1" über (3,4), (3,3) nach (2,3) <legal>

    Beispiele:
      | Fall           | move | legal       |
      | gleich         | 9    | legal       |
      | knapp darunter | 11   | legal       |
      | knapp darüber  | 7    | nicht legal |

  # -- Reichweite um die Ecke und schräg: die Frage nach den legalen Angriffen -------------------------
  # "A1" (Reichweite 3) auf (3,3) ist in der Kampfphase. Ohne Diagonalen ist ein Ziel, das zwei
  # Felder nach Osten und eines nach Süden steht, drei Felder entfernt. "Z1" auf (1,1) steht zwei
  # Felder schräg: ohne Diagonalen vier Felder weit, mit zwei. "Z2" auf (2,4) steht um die Ecke in
  # Reichweite: nur eine gerade Linie erreicht es nicht.

  @klausel:SA-ANG-2 @klausel:SA-ANG-1 @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-REICHWEITE=schritte @auslegung:SA-A-REIHENFOLGE=fest
  Szenariogrundriss: Ohne Diagonalen reicht eine Reichweite von 3 um die Ecke genau drei Felder weit
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,3) und blickt nach Osten
    Und "A1" hat Reichweite 3
    Und "G1" (Krieger von Spieler 2) steht auf <ziel> und blickt nach Westen
    Und "Z1" (Krieger von Spieler 2) steht auf (1,1) und blickt nach Süden
    Und "Z2" (Krieger von Spieler 2) steht auf (2,4) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Angriff von "A1" auf "G1" <legal>

    Beispiele:
      | Fall           | ziel  | legal       |
      | gleich         | (5,4) | legal       |
      | knapp darunter | (4,4) | legal       |
      | knapp darüber  | (5,5) | nicht legal |

  # Mit Diagonalen zählt ein schräger Schritt wie ein gerader. "A1" hat Reichweite 2; "Z1" auf
  # (1,1) liegt zwei Felder schräg auf derselben Diagonale wie das Ziel, ohne Diagonalen vier weit.

  @klausel:SA-ANG-2 @klausel:SA-ANG-1 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-REIHENFOLGE=fest
  Szenariogrundriss: Mit Diagonalen reicht eine Reichweite von 2 schräg genau zwei Felder weit
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,3) und blickt nach Osten
    Und "A1" hat Reichweite 2
    Und "G1" (Krieger von Spieler 2) steht auf <ziel> und blickt nach Westen
    Und "Z1" (Krieger von Spieler 2) steht auf (1,1) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Angriff von "A1" auf "G1" <legal>

    Beispiele:
      | Fall           | ziel  | legal       |
      | gleich         | (5,5) | legal       |
      | knapp darunter | (4,4) | legal       |
      | knapp darüber  | (6,6) | nicht legal |

  # Mit Diagonalen ist ein Ziel drei Felder östlich und eines südlich drei Schritte entfernt (zwei
  # schräge und ein gerader Schritt wären es auch). "A1" (Reichweite 3) steht auf (1,3); "Z1" auf
  # (3,1) liegt zwei Felder schräg, ohne Diagonalen vier weit; "Z2" auf (0,5) ist in Reichweite,
  # aber nicht auf einer geraden Linie.

  @klausel:SA-ANG-2 @klausel:SA-ANG-1 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-REICHWEITE=schritte @auslegung:SA-A-REIHENFOLGE=fest
  Szenariogrundriss: Mit Diagonalen reicht eine Reichweite von 3 auch versetzt genau drei Felder weit
    Angenommen "A1" (Schütze von Spieler 1) steht auf (1,3) und blickt nach Osten
    Und "A1" hat Reichweite 3
    Und "G1" (Krieger von Spieler 2) steht auf <ziel> und blickt nach Westen
    Und "Z1" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden
    Und "Z2" (Krieger von Spieler 2) steht auf (0,5) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Angriff von "A1" auf "G1" <legal>

    Beispiele:
      | Fall           | ziel  | legal       |
      | gleich         | (4,4) | legal       |
      | knapp darunter | (3,4) | legal       |
      | knapp darüber  | (5,4) | nicht legal |

  # -- Schaden nie unter 0 ----------------------------------------------------------------------------
  # Reaktionen können die Power eines Angriffs senken, auch unter 0. Gemessen wird die Power des
  # Angriffs gegen 0: Schaden in Höhe der Power, aber nie weniger als 0, ein Angriff heilt nicht.

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Ein Angriff macht Schaden in Höhe der Power, aber nie unter 0
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "E1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt <power>
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann erleidet "G1" <schaden> Schaden
    Und hat "G1" noch <life> Life

    Beispiele:
      | Fall           | power | schaden | life |
      | gleich         | 0     | 0       | 4    |
      | knapp darunter | -1    | 0       | 4    |
      | knapp darüber  | 1     | 1       | 3    |

  # -- Einsätze einer Reaktion ----------------------------------------------------------------------
  # Gemessen wird, wie oft "Staerkung1" noch eingesetzt werden darf, gegen den einen Einsatz, den
  # das Spielen verbraucht.

  @klausel:SA-REA-1 @klausel:SA-REA-3
  Szenariogrundriss: Eine Reaktion wird gespielt, solange sie noch mindestens einen Einsatz hat
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und Spieler 1 hält "Staerkung1" (Stärkung um 2, Technik)
    Und "Staerkung1" hat noch <einsaetze> Einsätze
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "Staerkung1"
    Dann <ergebnis>

    Beispiele:
      | Fall           | einsaetze | ergebnis                                                              |
      | gleich         | 1         | hat "Staerkung1" noch 0 Einsätze                                      |
      | knapp darunter | 0         | wird die Aktion mit SA.REACT.USED_UP nach Klausel SA-REA-1 abgelehnt |
      | knapp darüber  | 2         | hat "Staerkung1" noch 1 Einsätze                                      |

  # -- Der Umweg um versperrende Einheiten ------------------------------------------------------------
  # Versperren Einheiten den Angriff, braucht er eine Kette freier Felder, höchstens so lang wie
  # die Reichweite. "A1" auf (3,5) greift "G1" auf (3,3) an; "H1" auf (3,4) steht dazwischen, der
  # kürzeste freie Umweg ist vier Felder lang. Gemessen wird dieser Umweg gegen die Reichweite.
  # Gefragt wird nach den legalen Aktionen: "Z1" in der Ecke (6,6) ist hinter "W1" und "W2"
  # eingeschlossen und nur ohne Versperren oder schräg erreichbar; "W1" auf (5,6) ist in Reichweite,
  # aber nicht auf einer geraden Linie.

  @klausel:SA-ANG-2 @klausel:SA-ANG-1 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-REICHWEITE=schritte @auslegung:SA-A-REIHENFOLGE=fest
  Szenariogrundriss: Versperren Einheiten dazwischen, reicht ein Umweg genau so lang wie die Reichweite
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite <reichweite>
    Und "H1" (Krieger von Spieler 2) steht auf (3,4) und blickt nach Süden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "W1" (Krieger von Spieler 2) steht auf (5,6) und blickt nach Norden
    Und "W2" (Krieger von Spieler 2) steht auf (6,5) und blickt nach Norden
    Und "Z1" (Krieger von Spieler 2) steht auf (6,6) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist der Angriff von "A1" auf "G1" <legal>

    Beispiele:
      | Fall           | reichweite | legal       |
      | gleich         | 4          | legal       |
      | knapp darunter | 5          | legal       |
      | knapp darüber  | 3          | nicht legal |

  # -- Ein schräger Schritt ----------------------------------------------------------------------------
  # Zählen Diagonalen (SA-A-ORTHOLINEAR=mit-diagonalen), ist das Feld über die Ecke ein Nachbarfeld
  # (Abstand 1, gleich). Das Feld zwei Schritte schräg (Abstand 2) ist in keiner Lesart ein Schritt:
  # diese Zeile steht in einem Grundriss ohne Tag. Abstand 0, das eigene Feld, hat keine Richtung
  # (der Grundriss "Ein Schritt führt genau auf ein Nachbarfeld").

  @klausel:SA-BEW-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenariogrundriss: Mit Diagonalen führt ein Schritt genau auf das Feld über die Ecke
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann steht "E1" auf <ziel>

    Beispiele:
      | Fall   | ziel  |
      | gleich | (4,4) |

  @klausel:SA-BEW-2
  Szenariogrundriss: Schräg führt ein Schritt nicht zwei Felder weit
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt

    Beispiele:
      | Fall          | ziel  |
      | knapp darüber | (5,3) |
