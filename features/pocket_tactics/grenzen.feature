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
  In den Kämpfen halten "L9" und "S9" auf abgelegenen Kacheln beide Armeen im Spiel.

  # -- Bewegen: Schritt und Sprung ---------------------------------------------------------------

  @klausel:PT-BEW-1
  Szenariogrundriss: Ein Schritt führt genau auf eine Nachbarkachel
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach <ziel> bewegt
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel   | ergebnis                                                          |
      | gleich         | (0,-1) | steht "L1" auf (0,-1)                                             |
      | knapp darunter | (0,0)  | wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt |
      | knapp darüber  | (0,-2) | wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt |

  @klausel:PT-BEW-2 @klausel:PT-BEW-1
  Szenariogrundriss: Ein Sprung über einen Verbündeten landet genau zwei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach <ziel> bewegt
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel   | ergebnis                                                                  |
      | gleich         | (0,-1) | springt "L1" von (0,1) über (0,0) nach (0,-1)                             |
      | knapp darunter | (0,0)  | wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt      |
      | knapp darüber  | (0,-2) | wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt |

  # Versetzt: (1,-1) liegt zwei Kacheln von (0,1), aber nicht auf einer Geraden durch (0,0). Nur in
  # der Lesart "beliebig" erreicht ein Sprung über den Verbündeten auf (0,0) diese Kachel. Drei
  # Kacheln weit, versetzt auf (1,-2), springt in keiner Lesart jemand; einen weniger ist die Kachel
  # des Verbündeten selbst (der Grundriss geradeaus).

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGBAHN=beliebig
  Szenariogrundriss: In der weiten Lesart landet ein versetzter Sprung genau zwei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach (1,-1) bewegt
    Dann springt "L1" von (0,1) über (0,0) nach (1,-1)

    Beispiele:
      | Fall   |
      | gleich |

  @klausel:PT-BEW-2 @klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGBAHN=gerade
  Szenariogrundriss: Geradeaus gesprungen erreicht kein Sprung eine versetzte Kachel zwei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach (1,-1) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

    Beispiele:
      | Fall   |
      | gleich |

  @klausel:PT-BEW-2 @klausel:PT-BEW-1
  Szenariogrundriss: Kein Sprung landet versetzt drei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "L1" nach (1,-2) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

    Beispiele:
      | Fall          |
      | knapp darüber |

  # -- Aufstellen neben dem eigenen Stützpunkt ------------------------------------------------------

  @klausel:PT-RES-1
  Szenariogrundriss: Aus der Reserve kommt eine Einheit genau neben den eigenen Stützpunkt
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Rekrut der Legion) ist in der Reserve
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
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
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
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
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
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Bogenschütze der Legion) steht auf (-2,0)
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

  # Versetzt: (0,-1) liegt zwei Kacheln von (-2,0), aber auf keiner Geraden. Ob eine Reichweite von
  # 2 dorthin reicht, entscheidet PT-A-REICHWEITE-WEG; drei Kacheln weit, versetzt auf (1,-1),
  # reicht sie in keiner Lesart. Abstand 1 hat keine Richtung (der Grundriss in gerader Linie).

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg
  Szenariogrundriss: Auf beliebigem Weg reicht eine Reichweite von 2 auch versetzt genau zwei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann ist "S1" im Gefangenenlager der Legion

    Beispiele:
      | Fall   |
      | gleich |

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=gerade-linie
  Szenariogrundriss: In gerader Linie reicht eine Reichweite von 2 nicht versetzt zwei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

    Beispiele:
      | Fall   |
      | gleich |

  @klausel:PT-FERN-3
  Szenariogrundriss: Eine Reichweite von 2 reicht versetzt nicht drei Kacheln weit
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (1,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

    Beispiele:
      | Fall          |
      | knapp darüber |

  # Der Verteidiger "S1" hat eine Reichweitenfähigkeit für Fernkampf; er steht zwei Kacheln vom
  # Angreifer entfernt. Reicht sie nicht bis zum Angreifer, würfelt er keine roten Würfel, und die
  # für seinen Gegenangriff bereitgelegten Würfel bleiben übrig.

  @klausel:PT-FERN-2 @klausel:PT-FERN-3
  Szenariogrundriss: Ein Gegenangriff aus der Ferne reicht genau so weit wie die Reichweite des Verteidigers
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Bogenschütze der Legion) steht auf (-2,0)
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
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
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
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und auf (3,-3) liegt Feld
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

  # -- Würfelvorrat -----------------------------------------------------------------------------------
  # In der Lesart "drei-je-farbe" wirft eine Seite höchstens drei Würfel einer Farbe. Gemessen wird
  # die Zahl der roten Würfel, die das Profil des Angreifers nennt. Bis drei liest keine Lesart den
  # Schalter (Grundriss ohne Tag); mit vier würfelt der Angreifer nur drei. Der Verteidiger hat drei
  # blaue Würfel, es bleibt kein roter Würfel ohne Partner.

  @klausel:PT-NAH-2
  Szenariogrundriss: Bis drei rote Würfel wirft der Angreifer alle
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt <n> rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Moloch der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers <rot> zeigen
    Und die blauen Würfel des Verteidigers 6, 5, 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Dann würfelt der Angreifer <n> rote Würfel
    Und endet der Kampf im Patt

    Beispiele:
      | Fall           | n | rot     |
      | gleich         | 3 | 3, 2, 1 |
      | knapp darunter | 2 | 2, 1    |

  @klausel:PT-NAH-2 @auslegung:PT-A-WUERFELVORRAT=drei-je-farbe
  Szenariogrundriss: Mit einem Vorrat von drei Würfeln je Farbe wirft der Angreifer höchstens drei rote
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 4 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Moloch der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3, 2, 1 zeigen
    Und die blauen Würfel des Verteidigers 6, 5, 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Dann würfelt der Angreifer 3 rote Würfel
    Und endet der Kampf im Patt

    Beispiele:
      | Fall          |
      | knapp darüber |

  # -- Gesamtkosten beim Spielen auf Zeit -----------------------------------------------------------
  # Beide Seiten haben zwei Einheiten auf dem Spielfeld. Gemessen werden die Gesamtkosten der Legion
  # gegen die der Stämme (12 Punkte). Wer weniger kostet, darf auf Zeit spielen; was bei gleichen
  # Kosten gilt, regelt PT-A-ZEIT-GLEICHSTAND (ein Grundriss je Lesart).

  @klausel:PT-ZEIT-2
  Szenariogrundriss: Haben beide höchstens zwei Einheiten, darf nur spielen, wer einen Punkt weniger kostet
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 6 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet <kosten> Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall           | kosten | antwort |
      | knapp darunter | 5      | "ja"    |
      | knapp darüber  | 7      | "nein"  |

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-GLEICHSTAND=niemand
  Szenariogrundriss: Haben beide höchstens zwei Einheiten und kosten gleich viel, darf die Legion nicht auf Zeit spielen
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 6 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 6 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "nein"

    Beispiele:
      | Fall   |
      | gleich |

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-GLEICHSTAND=beide
  Szenariogrundriss: Haben beide höchstens zwei Einheiten und kosten gleich viel, darf in der weiten Lesart auch die Legion auf Zeit spielen
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 6 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 6 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "ja"

    Beispiele:
      | Fall   |
      | gleich |

  # -- Gefahr durch Wasser --------------------------------------------------------------------------

  @klausel:PT-GEF-2 @klausel:PT-GEF-1
  Szenariogrundriss: Ein Gefahrenwurf bis einschließlich 3 besiegt die Einheit im Wasser
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und auf (0,-1) liegt Wasser
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

  # -- Startwurf ------------------------------------------------------------------------------------
  # Gemessen wird die Augenzahl der Legion minus die der Stämme im ersten Würfelpaar. Bei
  # Gleichstand entscheidet ein weiteres Paar, hier 2 für die Legion und 5 für die Stämme.

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=hoeher-beginnt
  Szenariogrundriss: Beim Startwurf beginnt die höhere Augenzahl, ein Gleichstand wird wiederholt
    Angenommen die Partie beginnt mit beiden vollständigen Armeen
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann <erster> erster Spieler
    Und besteht der Startwurf aus <paare>

    Beispiele:
      | Fall           | wuerfe     | erster          | paare          |
      | gleich         | 4, 4, 2, 5 | sind die Stämme | 2 Würfelpaaren |
      | knapp darunter | 3, 4       | sind die Stämme | einem Würfelpaar |
      | knapp darüber  | 5, 4       | ist die Legion  | einem Würfelpaar |

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=niedriger-beginnt
  Szenariogrundriss: In der umgekehrten Lesart beginnt die niedrigere Augenzahl, ein Gleichstand wird wiederholt
    Angenommen die Partie beginnt mit beiden vollständigen Armeen
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann <erster> erster Spieler
    Und besteht der Startwurf aus <paare>

    Beispiele:
      | Fall           | wuerfe     | erster          | paare            |
      | gleich         | 4, 4, 2, 5 | ist die Legion  | 2 Würfelpaaren   |
      | knapp darunter | 3, 4       | ist die Legion  | einem Würfelpaar |
      | knapp darüber  | 5, 4       | sind die Stämme | einem Würfelpaar |

  # -- Der zweite Stützpunkt ------------------------------------------------------------------------
  # Alle Kacheln liegen; der Stützpunkt der Legion auf (0,0) berührt (0,-1) und (1,-1), also zwei
  # Kacheln. Ein Haken führt über (1,-2) und (2,-2) nach (2,-3). Die Stämme legen ihren Stützpunkt.

  @klausel:PT-VOR-7
  Szenariogrundriss: Der zweite Stützpunkt berührt genau so viele Kacheln wie der erste
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und der Beutel ist leer
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-1) | Feld    |
      | (1,-2) | Feld    |
      | (2,-2) | Feld    |
      | (2,-3) | Feld    |
      | (1,-3) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann <ergebnis>

    Beispiele:
      | Fall           | ort    | ergebnis                                                                       |
      | gleich         | (2,-4) | liegt der Stützpunkt der Stämme auf (2,-4)                                     |
      | knapp darunter | (1,-4) | wird die Aktion mit PT.SETUP.BASE_TOUCH_COUNT nach Klausel PT-VOR-7 abgelehnt |
      | knapp darüber  | (0,-2) | wird die Aktion mit PT.SETUP.BASE_TOUCH_COUNT nach Klausel PT-VOR-7 abgelehnt |

  # Unter den Stellen, die zwei Kacheln berühren, wählen die Stämme (3,-3), drei Sechsecke vom
  # ersten Stützpunkt entfernt. Gemessen wird dieser Abstand minus den der entferntesten anderen
  # Stelle mit zwei Nachbarkacheln: so weit wie (1,-3) (gleich), oder mit einer Kachel auf (1,-3)
  # eine Stelle weniger weit als (2,-4), oder mit einer Kachel auf (0,-2) die einzige entfernteste.
  # Über die Kacheln gemessen sind die Abstände hier dieselben.

  @klausel:PT-VOR-7
  Szenariogrundriss: Der zweite Stützpunkt liegt mindestens so weit weg wie jede andere passende Stelle
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und der Beutel ist leer
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-1) | Feld    |
      | (1,-2) | Feld    |
      | (2,-2) | Feld    |
      | (2,-3) | Feld    |
    Und auf <kachel> liegt Feld
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (3,-3) legen
    Dann <ergebnis>

    Beispiele:
      | Fall           | kachel | ergebnis                                                                        |
      | gleich         | (2,-3) | liegt der Stützpunkt der Stämme auf (3,-3)                                      |
      | knapp darunter | (1,-3) | wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt |
      | knapp darüber  | (0,-2) | liegt der Stützpunkt der Stämme auf (3,-3)                                      |

  # Über die Kacheln gemessen: eine Reihe von (0,-1) nach Norden bis (0,-3), dann ein Haken über
  # (1,-3) und (2,-3) nach (2,-2); (-1,0) liegt neben dem ersten Stützpunkt, der damit zwei
  # Kacheln berührt. Der Weg über die Kacheln zu (3,-3) ist fünf Schritte lang, in Sechsecken sind
  # es drei; (1,-4) und (2,-4) sind beides Mal vier entfernt. Eine Kachel auf (1,-2) kürzt den Weg
  # zu (3,-3) auf vier. Nach Luftlinie wäre jeder Fall umgekehrt entschieden.

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln
  Szenariogrundriss: Über die Kacheln gemessen liegt der zweite Stützpunkt mindestens so weit weg wie jede andere passende Stelle
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und der Beutel ist leer
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (-1,0) | Feld    |
      | (0,-1) | Feld    |
      | (0,-2) | Feld    |
      | (0,-3) | Feld    |
      | (1,-3) | Feld    |
      | (2,-3) | Feld    |
      | (2,-2) | Feld    |
    Und auf <kachel> liegt Feld
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann <ergebnis>

    Beispiele:
      | Fall           | kachel | ort    | ergebnis                                                                        |
      | gleich         | (1,-2) | (3,-3) | liegt der Stützpunkt der Stämme auf (3,-3)                                      |
      | knapp darunter | (0,-1) | (1,-4) | wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt |
      | knapp darüber  | (0,-1) | (3,-3) | liegt der Stützpunkt der Stämme auf (3,-3)                                      |

  # -- Aufstellung ----------------------------------------------------------------------------------
  # Die Legion hat ihren Stützpunkt auf (0,0), die Stämme auf (0,-3). Kacheln: (0,-1) und (1,-1)
  # grenzen an den Stützpunkt der Legion; (0,-2), (-1,-1) und (2,-2) liegen zwei Sechsecke von ihm.
  # Vom Stützpunkt der Stämme ist (0,-2) eins entfernt, (0,-1) und (-1,-1) zwei, (1,-1) und
  # (2,-2) drei. Über die Kacheln gemessen ist jede Kachel vom Stützpunkt der Legion so weit wie in
  # Sechsecken.

  @klausel:PT-VOR-8
  Szenariogrundriss: Eine Einheit kommt auf eine freie Kachel, die dem eigenen Stützpunkt mindestens so nahe ist wie jede andere
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Legion ist erster Spieler
    Und die Legion ist am Zug
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Feld    |
      | (0,-2)  | Feld    |
      | (-1,-1) | Feld    |
      | (2,-2)  | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (0,-3)
    Und "L1" (Rekrut der Legion) ist in der Reserve
    Und "L2" (Rekrut der Legion) steht auf <besetzt>
    Und "S1" (Späher der Stämme) ist in der Reserve
    Wenn die Legion "L1" auf <ziel> einsetzt
    Dann <ergebnis>

    Beispiele:
      | Fall           | besetzt | ziel   | ergebnis                                                                 |
      | gleich         | (-1,-1) | (1,-1) | steht "L1" auf (1,-1)                                                    |
      | knapp darunter | (1,-1)  | (0,-1) | steht "L1" auf (0,-1)                                                    |
      | knapp darüber  | (1,-1)  | (0,-2) | wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt |

  # In der Lesart der eigenen Hälfte zählt jede freie Kachel, die näher am eigenen als am
  # gegnerischen Stützpunkt liegt. Gemessen wird der Abstand zum eigenen Stützpunkt minus den zum
  # gegnerischen: (-1,-1) liegt gleich weit, (2,-2) eins näher am eigenen, (0,-2) eins näher am
  # gegnerischen. Nach der Standardlesart wäre jeder Fall umgekehrt entschieden.

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=eigene-haelfte
  Szenariogrundriss: In der Lesart der eigenen Hälfte liegt die Kachel näher am eigenen als am gegnerischen Stützpunkt
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Legion ist erster Spieler
    Und die Legion ist am Zug
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Feld    |
      | (0,-2)  | Feld    |
      | (-1,-1) | Feld    |
      | (2,-2)  | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (0,-3)
    Und "L1" (Rekrut der Legion) ist in der Reserve
    Und "L2" (Rekrut der Legion) <platz2>
    Und "L3" (Rekrut der Legion) <platz3>
    Und "S1" (Späher der Stämme) ist in der Reserve
    Wenn die Legion "L1" auf <ziel> einsetzt
    Dann <ergebnis>

    Beispiele:
      | Fall           | platz2             | platz3             | ziel    | ergebnis                                                                 |
      | gleich         | steht auf (0,-1)   | steht auf (1,-1)   | (-1,-1) | wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt |
      | knapp darunter | ist in der Reserve | ist in der Reserve | (2,-2)  | steht "L1" auf (2,-2)                                                    |
      | knapp darüber  | steht auf (0,-1)   | steht auf (1,-1)   | (0,-2)  | wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt |

  # Über die Kacheln gemessen (PT-A-AUFSTELLUNG-ABSTAND=weg-ueber-kacheln): zwischen dem Stützpunkt
  # der Legion auf (0,0) und (0,-2) liegt keine Kachel. Der Weg führt über (1,-1) (ein Schritt) und
  # (1,-2) (zwei) nach (0,-2) und (2,-3) (drei) und weiter nach (-1,-1) (vier). In Sechsecken liegen
  # (1,-2), (0,-2) und (-1,-1) zwei entfernt, (2,-3) drei. Einheiten der Stämme besetzen Kacheln,
  # ihr Stützpunkt liegt auf (-1,-2). Nach Luftlinie wäre jeder Fall umgekehrt entschieden.

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-ABSTAND=weg-ueber-kacheln
  Szenariogrundriss: Über die Kacheln gemessen kommt eine Einheit auf eine freie Kachel, die dem eigenen Stützpunkt mindestens so nahe ist wie jede andere
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Legion ist erster Spieler
    Und die Legion ist am Zug
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (1,-1)  | Feld    |
      | (1,-2)  | Feld    |
      | (0,-2)  | Feld    |
      | (-1,-1) | Feld    |
      | (2,-3)  | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (-1,-2)
    Und "L1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S2" (Späher der Stämme) <platz2>
    Und "S3" (Späher der Stämme) <platz3>
    Und "S4" (Späher der Stämme) ist in der Reserve
    Wenn die Legion "L1" auf <ziel> einsetzt
    Dann <ergebnis>

    Beispiele:
      | Fall           | platz2             | platz3             | ziel   | ergebnis                                                                 |
      | gleich         | steht auf (1,-2)   | ist in der Reserve | (2,-3) | steht "L1" auf (2,-3)                                                    |
      | knapp darunter | steht auf (1,-2)   | steht auf (0,-2)   | (2,-3) | steht "L1" auf (2,-3)                                                    |
      | knapp darüber  | ist in der Reserve | ist in der Reserve | (0,-2) | wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt |

  # Die Stämme haben ihre drei Einheiten schon im Spiel. Gemessen wird, wie viele Einheiten die
  # Legion nach dem Einsetzen im Spiel hat: mit der dritten beginnt das Spiel; wer schon drei hat,
  # ist nicht mehr am Zug.

  @klausel:PT-VOR-8
  Szenariogrundriss: Jeder Spieler setzt genau drei Einheiten ein
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Legion ist erster Spieler
    Und die Legion ist am Zug
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Feld    |
      | (-1,0)  | Feld    |
      | (1,0)   | Feld    |
      | (0,-2)  | Feld    |
      | (1,-3)  | Feld    |
      | (-1,-2) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (0,-3)
    Und "L1" (Rekrut der Legion) steht auf (0,-1)
    Und "L2" (Rekrut der Legion) <platz2>
    Und "L3" (Rekrut der Legion) <platz3>
    Und "L4" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) steht auf (1,-3)
    Und "S3" (Späher der Stämme) steht auf (-1,-2)
    Und "S4" (Späher der Stämme) ist in der Reserve
    Wenn die Legion "L4" auf (1,0) einsetzt
    Dann <ergebnis>

    Beispiele:
      | Fall           | platz2             | platz3             | ergebnis                                                  |
      | gleich         | steht auf (1,-1)   | ist in der Reserve | ist die Partie in der Phase "Spiel"                       |
      | knapp darunter | ist in der Reserve | ist in der Reserve | ist die Partie in der Phase "Aufstellung"                 |
      | knapp darüber  | steht auf (1,-1)   | steht auf (-1,0)   | wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen |
