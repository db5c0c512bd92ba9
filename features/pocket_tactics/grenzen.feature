# language: de
Funktionalität: Grenzfälle der Messungen auf dem Sechseckfeld
  Jede Entfernung, Nachbarschaft, Anzahl und jeder Würfelwert, den die Regeln mit einer Grenze
  vergleichen, einmal genau an der Grenze ("gleich"), eine kleinste Einheit darunter ("knapp
  darunter") und eine darüber ("knapp darüber"). Die kleinste Einheit ist eine Kachel
  Entfernung (Sechseckabstand), ein Auge eines Würfels oder eine Einheit beim Zählen. Welche
  Messung welche Familie hat, steht in grenzen.yaml.

  Eine Nachbarschaft ist Abstand 1; Abstand 0 ist die eigene Kachel (die Kachel des Angreifers,
  des Verteidigers oder der Platz des Stützpunkts). Wo eine Gerade zwei Kacheln weit etwas
  anderes gilt als ein versetzter Weg gleicher Länge, hat jede Richtung ihren eigenen Grundriss.

  Karte "Kampfplatz": 19 Kacheln Feld rund um (0,0); die Linie (-2,0), (-1,0), (0,0), (1,0),
  (2,0) läuft von Nordwest nach Südost, (0,2), (0,1), (0,0), (0,-1), (0,-2) von Süd nach Nord.
  "L9" und "S9" auf abgelegenen Kacheln halten beide Armeen im Spiel.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)

  # -- Bewegen: Schritt und Sprung ---------------------------------------------------------------

  @klausel:PT-BEW-1
  Szenariogrundriss: Ein Schritt führt genau auf eine Nachbarkachel
    Angenommen "L1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach <ziel> bewegt
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel   | ergebnis                                                          |
      | gleich         | (0,-1) | steht "L1" auf (0,-1)                                             |
      | knapp darunter | (0,0)  | wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt |
      | knapp darüber  | (0,-2) | wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt |

  @klausel:PT-BEW-2 @klausel:PT-BEW-1
  Szenariogrundriss: Ein Sprung über einen Verbündeten landet genau zwei Kacheln weit
    Angenommen "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach <ziel> bewegt
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel   | ergebnis                                                                  |
      | gleich         | (0,-1) | springt "L1" von (0,1) über (0,0) nach (0,-1)                             |
      | knapp darunter | (0,0)  | wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt      |
      | knapp darüber  | (0,-2) | wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt |

  # -- Aufstellen neben dem eigenen Stützpunkt ------------------------------------------------------

  @klausel:PT-RES-1
  Szenariogrundriss: Aus der Reserve kommt eine Einheit genau neben den eigenen Stützpunkt
    Angenommen "L1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "L1" aus der Reserve auf <ziel> aufstellt
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel  | ergebnis                                                                      |
      | gleich         | (0,2) | steht "L1" auf (0,2)                                                          |
      | knapp darunter | (0,3) | wird die Aktion mit PT.SUMMON.NO_TILE nach Klausel PT-RES-1 abgelehnt         |
      | knapp darüber  | (0,1) | wird die Aktion mit PT.SUMMON.NOT_NEXT_TO_BASE nach Klausel PT-RES-1 abgelehnt |

  # -- Nahkampf und Fernkampf -------------------------------------------------------------------------
  # Abstand 0 ist die Kachel des Angreifers selbst: dort steht eine eigene Einheit.

  @klausel:PT-NAH-1 @klausel:PT-ANG-1
  Szenariogrundriss: Ein Nahkampf reicht genau auf die Nachbarkachel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf <gegner>
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel <ziel> im Nahkampf angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann <ergebnis>

    Beispiele:
      | Fall           | gegner | ziel   | ergebnis                                                                 |
      | gleich         | (0,0)  | (0,0)  | ist "S1" im Gefangenenlager der Legion                                   |
      | knapp darunter | (0,0)  | (0,1)  | wird die Aktion mit PT.ATTACK.FRIENDLY nach Klausel PT-ANG-1 abgelehnt   |
      | knapp darüber  | (0,-1) | (0,-1) | wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-NAH-1 abgelehnt |

  @klausel:PT-FERN-1 @klausel:PT-FERN-3 @klausel:PT-ANG-1
  Szenariogrundriss: Ohne Reichweitenfähigkeit reicht ein Fernkampf genau auf die Nachbarkachel
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf <gegner>
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel <ziel> aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann <ergebnis>

    Beispiele:
      | Fall           | gegner | ziel   | ergebnis                                                                  |
      | gleich         | (0,0)  | (0,0)  | ist "S1" im Gefangenenlager der Legion                                    |
      | knapp darunter | (0,0)  | (0,1)  | wird die Aktion mit PT.ATTACK.FRIENDLY nach Klausel PT-ANG-1 abgelehnt    |
      | knapp darüber  | (0,-1) | (0,-1) | wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt |

  @klausel:PT-FERN-3 @klausel:PT-FERN-1
  Szenariogrundriss: Eine Reichweite von 2 reicht in gerader Linie genau zwei Kacheln weit
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf <ziel>
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel <ziel> aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel   | ergebnis                                                                    |
      | gleich         | (0,0)  | ist "S1" im Gefangenenlager der Legion                                      |
      | knapp darunter | (-1,0) | ist "S1" im Gefangenenlager der Legion                                      |
      | knapp darüber  | (1,0)  | wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt |

  # Der Verteidiger "S1" hat eine Reichweitenfähigkeit für Fernkampf; er steht zwei Kacheln vom
  # Angreifer entfernt. Reicht sie nicht bis zum Angreifer, würfelt er keine roten Würfel, und die
  # für seinen Gegenangriff bereitgelegten Würfel bleiben übrig.

  @klausel:PT-FERN-2 @klausel:PT-FERN-3
  Szenariogrundriss: Ein Gegenangriff aus der Ferne reicht genau so weit wie die Reichweite des Verteidigers
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (0,0)
    Und "S1" hat die Fähigkeit Reichweite <reichweite> nur für Fernkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Dann <ergebnis>

    Beispiele:
      | Fall           | reichweite | ergebnis                                   |
      | gleich         | 2          | schlägt der Verteidiger zurück             |
      | knapp darunter | 3          | schlägt der Verteidiger zurück             |
      | knapp darüber  | 1          | bleiben Würfel für "angreifer-blau" übrig  |

  # -- Unterstützung ----------------------------------------------------------------------------------
  # Der Verteidiger "S1" auf (0,0) wirft seinen blauen Würfel mit einer Unterstützung neu. Abstand 0
  # ist seine eigene Kachel: der Verteidiger selbst unterstützt sich nicht, "S2" wartet in der
  # Reserve. (1,-1) und (2,-2) grenzen nicht an den Angreifer auf (0,1).

  @klausel:PT-UNT-2 @klausel:PT-VTL-1
  Szenariogrundriss: Ein Verbündeter unterstützt den Verteidiger genau von einer Nachbarkachel aus
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S2" (Späher der Stämme) <platz>
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann <ergebnis>

    Beispiele:
      | Fall           | platz              | ergebnis                                                                  |
      | gleich         | steht auf (1,-1)   | endet der Kampf im Patt                                                   |
      | knapp darunter | ist in der Reserve | wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt    |
      | knapp darüber  | steht auf (2,-2)   | wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt    |

  # In der Lesart "umkreis-zwei" zählt jeder Verbündete des Angreifers bis zwei Kacheln vom Ziel.
  # "L3" auf (-2,0) steht in jedem Fall zwei Kacheln vom Ziel (0,0) und drei vom Angreifer entfernt:
  # nur in dieser Lesart unterstützt er. "L2" ist der gemessene Verbündete; (3,-3) liegt drei
  # Kacheln vom Ziel.

  @klausel:PT-UNT-1 @auslegung:PT-A-NAEHE-DES-ZIELS=umkreis-zwei @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=freiwillig
  Szenariogrundriss: Im Umkreis zwei unterstützt ein Verbündeter den Angreifer genau bis zwei Kacheln vom Ziel
    Angenommen auf (3,-3) liegt Feld
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf <ort>
    Und "L3" (Rekrut der Legion) steht auf (-2,0)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Dann erhält der Angreifer <n> Wiederholungswürfe durch Unterstützung
    Und endet der Kampf im Patt

    Beispiele:
      | Fall           | ort    | n |
      | gleich         | (2,-2) | 2 |
      | knapp darunter | (1,-1) | 2 |
      | knapp darüber  | (3,-3) | 1 |

  # -- Gefahr durch Wasser --------------------------------------------------------------------------

  @klausel:PT-GEF-2 @klausel:PT-GEF-1
  Szenariogrundriss: Ein Gefahrenwurf bis einschließlich 3 besiegt die Einheit im Wasser
    Angenommen auf (0,-1) liegt Wasser
    Und "L1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach (0,-1) bewegt
    Und der Gefahrenwürfel <wurf> zeigt
    Dann zeigt die Gefahrenprüfung <wurf>
    Und <ergebnis>

    Beispiele:
      | Fall           | wurf | ergebnis                               |
      | gleich         | 3    | ist "L1" im Gefangenenlager der Stämme |
      | knapp darunter | 2    | ist "L1" im Gefangenenlager der Stämme |
      | knapp darüber  | 4    | steht "L1" auf (0,-1)                  |
