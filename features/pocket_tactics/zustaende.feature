# language: de
Funktionalität: Unmögliche Zustände, je ein Grund
  Ein Zustand, in dem keine Partie sein kann, wird als fehlerhaft abgewiesen, bevor eine Regel
  greift. Jedes Szenario hier verletzt genau eine dieser Bedingungen und ist sonst ein gültiger
  Fall, dessen Aktion die Engine annehmen würde: fiele die eine Prüfung weg, käme ein anderes
  Ergebnis heraus. Verglichen wird nur die Art der Abweisung; der Code nennt den Grund, wie ihn
  die Referenz-Engine meldet.

  Die Fälle im Spiel nutzen drei Kacheln Feld auf (0,0), (1,0) und (0,1) mit dem Stützpunkt der
  Legion auf (0,2) und dem der Stämme auf (0,-2); "R1" der Legion zieht von (0,0) nach (1,0).
  In der Spielvorbereitung legt die Legion als erster Spieler ihren Stützpunkt auf (0,0), die
  erste Kachel auf (0,-1).

  # -- Verweise und Orte (im Spiel) ----------------------------------------------------------

  @klausel:PT-MAT-1
  Szenario: Zwei Kacheln an einer Stelle sind unmöglich
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (1,0) | Wald    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.TILE_TWICE abgewiesen

  @klausel:PT-MAT-1
  Szenario: Zwei Stützpunkte an einer Stelle sind unmöglich
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.BASE_ON_BASE abgewiesen

  @klausel:PT-MAT-2
  Szenario: Zwei Einheiten mit demselben Namen sind unmöglich
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und im Zustand wird $.units[1].id auf "R1" gesetzt
    Und im Zustand wird $.reserve.legion auf [] gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNIT_TWICE abgewiesen

  @klausel:PT-MAT-2
  Szenariogrundriss: Ein Verweis auf eine unbekannte Einheit ist unmöglich
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (0,1) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und im Zustand wird <pfad> auf <wert> gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNKNOWN_UNIT abgewiesen

    Beispiele:
      | Ort                | pfad             | wert                                                         |
      | auf dem Spielfeld  | $.board          | [{"unit": "R1", "at": [0, 0]}, {"unit": "X9", "at": [0, 1]}] |
      | in der Reserve     | $.reserve.tribes | ["X9"]                                                       |
      | im Gefangenenlager | $.prison.legion  | ["X9"]                                                       |

  @klausel:PT-MAT-2
  Szenario: Eine Einheit zugleich in der Reserve und im Gefangenenlager ist unmöglich
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und im Zustand wird $.prison.tribes auf ["R2"] gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNIT_IN_TWO_PLACES abgewiesen

  # -- wer zu welcher Phase gehört -----------------------------------------------------------

  @klausel:PT-VOR-3
  Szenario: Vor dem Startwurf gibt es noch keinen ersten Spieler
    Angenommen die Partie ist in der Phase "Startwurf"
    Und der Beutel enthält alle zwanzig Kacheln
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und die Legion ist erster Spieler
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 5 für die Legion und 3 für die Stämme zeigt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_FIRST abgewiesen

  @klausel:PT-VOR-3
  Szenariogrundriss: Nach dem Startwurf gibt es immer einen ersten Spieler
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und <phase>
    Und im Zustand wird $.first auf null gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_FIRST abgewiesen

    Beispiele:
      | Phase | phase                                        |
      | Spiel | die Legion ist am Zug                        |
      | Ende  | die Partie ist mit Legion als Sieger beendet |

  @klausel:PT-VOR-3 @klausel:PT-ZUG-1
  Szenario: Vor dem Startwurf ist niemand am Zug
    Angenommen die Partie ist in der Phase "Startwurf"
    Und der Beutel enthält alle zwanzig Kacheln
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und die Legion ist am Zug
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 5 für die Legion und 3 für die Stämme zeigt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  @klausel:PT-ZUG-1
  Szenario: Im Spiel ist immer jemand am Zug
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,2)
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und im Zustand wird $.active auf null gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  @klausel:PT-SIEG-3
  Szenario: Vor dem Startwurf hat niemand gewonnen
    Angenommen die Partie ist in der Phase "Startwurf"
    Und der Beutel enthält alle zwanzig Kacheln
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und im Zustand wird $.winner auf "legion" gesetzt
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 5 für die Legion und 3 für die Stämme zeigt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_WINNER abgewiesen

  # -- vor der Aufstellung ist niemand gefangen und nichts auf dem Spielfeld -------------------

  @klausel:PT-VOR-1
  Szenario: Vor dem Startwurf ist niemand gefangen
    Angenommen die Partie ist in der Phase "Startwurf"
    Und der Beutel enthält alle zwanzig Kacheln
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 5 für die Legion und 3 für die Stämme zeigt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_PRISON abgewiesen

  @klausel:PT-VOR-1 @klausel:PT-VOR-4
  Szenariogrundriss: Während die Kacheln gelegt werden, ist niemand gefangen und keine Einheit auf dem Spielfeld
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Und der Beutel enthält alle zwanzig Kacheln
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und die Stämme sind am Zug
    Und "S1" (Späher der Stämme) <wo>
    Wenn die Stämme eine Kachel auf (1,-1) legen
    Und aus dem Beutel Wald gezogen wird
    Dann wird der Fall als fehlerhaft mit <code> abgewiesen

    Beispiele:
      | Fall              | wo                                | code                  |
      | gefangen          | ist im Gefangenenlager der Legion | PT.STATE.PHASE_PRISON |
      | auf dem Spielfeld | steht auf (0,-1)                  | PT.STATE.PHASE_BOARD  |

  @klausel:PT-VOR-1 @klausel:PT-VOR-7
  Szenariogrundriss: Vor dem zweiten Stützpunkt ist niemand gefangen und keine Einheit auf dem Spielfeld
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und "S1" (Späher der Stämme) <wo>
    Wenn die Stämme ihren Stützpunkt auf (0,-2) legen
    Dann wird der Fall als fehlerhaft mit <code> abgewiesen

    Beispiele:
      | Fall              | wo                                | code                  |
      | gefangen          | ist im Gefangenenlager der Legion | PT.STATE.PHASE_PRISON |
      | auf dem Spielfeld | steht auf (0,-1)                  | PT.STATE.PHASE_BOARD  |

  # -- das Spielfeld in der Vorbereitung ------------------------------------------------------

  @klausel:PT-VOR-4
  Szenario: Eine Kachel liegt nicht vor dem ersten Stützpunkt
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Und der Beutel enthält alle zwanzig Kacheln
    Und auf (0,-1) liegt Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (1,-1) legen
    Und aus dem Beutel Wald gezogen wird
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_MAP abgewiesen

  @klausel:PT-VOR-7
  Szenario: Solange Kacheln gelegt werden, liegt der zweite Stützpunkt noch nicht
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Und der Beutel enthält alle zwanzig Kacheln
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (3,-6)
    Und auf (0,-1) liegt Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (1,-1) legen
    Und aus dem Beutel Wald gezogen wird
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_MAP abgewiesen

  @klausel:PT-VOR-6
  Szenario: Solange Kacheln gelegt werden, ist der Beutel nicht leer
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Und der Beutel ist leer
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (1,-1) legen
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_BAG abgewiesen

  @klausel:PT-VOR-4
  Szenario: Vor der ersten Kachel ist der erste Spieler am Zug
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Und der Beutel enthält alle zwanzig Kacheln
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (0,-1) legen
    Und aus dem Beutel Wald gezogen wird
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  @klausel:PT-VOR-7
  Szenariogrundriss: Vor dem zweiten Stützpunkt liegt genau der erste, und der Beutel ist leer
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und <zustand>
    Wenn die Stämme ihren Stützpunkt auf (0,-2) legen
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_MAP abgewiesen

    Beispiele:
      | Fall                     | zustand                                            |
      | beide Stützpunkte liegen | der Stützpunkt der Stämme liegt auf (3,-6)         |
      | kein Stützpunkt liegt    | im Zustand wird $.bases.legion.at auf null gesetzt |
      | Kacheln im Beutel        | im Beutel liegt nur noch eine Kachel Wald          |

  @klausel:PT-VOR-7
  Szenario: Den zweiten Stützpunkt legt der zweite Spieler
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Legion ist am Zug
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Wenn die Legion ihren Stützpunkt auf (0,-2) legt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  # -- Aufstellung, Spiel und Ende ------------------------------------------------------------

  @klausel:PT-VOR-8
  Szenario: Während der Aufstellung liegen beide Stützpunkte
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" auf (0,-1) einsetzt
    Dann wird der Fall als fehlerhaft mit PT.STATE.BASE_MISSING abgewiesen

  @klausel:PT-VOR-8
  Szenariogrundriss: Ab der Aufstellung ist der Beutel leer
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-1) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (0,-3)
    Und "R1" (Rekrut der Legion) <wo>
    Und <phase>
    Und im Beutel liegt nur noch eine Kachel Wald
    Wenn <aktion>
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_BAG abgewiesen

    Beispiele:
      | Phase       | wo                 | phase                                        | aktion                                  |
      | Aufstellung | ist in der Reserve | die Partie ist in der Phase "Aufstellung"    | die Legion "R1" auf (0,-1) einsetzt     |
      | Spiel       | steht auf (0,-1)   | die Legion ist am Zug                        | die Legion "R1" nach (1,-1) bewegt      |
      | Ende        | steht auf (0,-1)   | die Partie ist mit Legion als Sieger beendet | nach den Kosten der Armeen gefragt wird |

  @klausel:PT-VOR-8
  Szenariogrundriss: Wer schon drei Einheiten ins Spiel gebracht hat, ist bei der Aufstellung nicht mehr am Zug
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-1) | Feld    |
      | (-1,0) | Feld    |
      | (1,0)  | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Und der Stützpunkt der Stämme liegt auf (0,-3)
    Und "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (1,-1)
    Und "R3" (Rekrut der Legion) <wo>
    Und "R4" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R4" auf (1,0) einsetzt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

    Beispiele:
      | Dritte Einheit          | wo                                |
      | auf dem Spielfeld       | steht auf (-1,0)                  |
      | beim Einsetzen gefangen | ist im Gefangenenlager der Stämme |
