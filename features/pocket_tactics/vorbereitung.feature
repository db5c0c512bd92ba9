# language: de
Funktionalität: Material, Beutel und Startwurf
  Vor der Partie stehen beide Armeen vollständig neben dem Spielfeld bereit: die Legion mit
  elf Einheiten, die Stämme ebenso mit elf. Die zwanzig Geländekacheln beider Fraktionen
  stecken zusammen in einem Beutel, auf dem Spielfeld liegt noch nichts.

  Wer erster Spieler wird, entscheidet ein Wurf: beide werfen einen W6, die Legion zuerst
  (Würfel "startwurf", paarweise). Zeigen beide dieselbe Zahl, werfen sie noch einmal. Nach der
  Standardlesart beginnt die höhere Zahl (PT-A-STARTWURF).

  Hintergrund:
    Angenommen die Partie beginnt mit beiden vollständigen Armeen

  @klausel:PT-MAT-3 @klausel:PT-VOR-1
  Szenario: Die ganze Legion wartet in ihrer Reserve, während der erste Stützpunkt gelegt wird
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Wenn die Legion ihren Stützpunkt auf (0,0) legt
    Dann enthält die Reserve der Legion diese Einheiten:
      | Typ            | Anzahl |
      | Rekrut         | 3      |
      | Bogenschütze   | 2      |
      | Speerkämpfer   | 2      |
      | Schwertkämpfer | 2      |
      | Kriegerin      | 1      |
      | Magier         | 1      |
    Und sind 11 Einheiten der Legion in der Reserve
    Und stehen 0 Einheiten der Legion auf dem Spielfeld

  @klausel:PT-MAT-4 @klausel:PT-VOR-1
  Szenario: Die ganze Armee der Stämme wartet in ihrer Reserve, während der erste Stützpunkt gelegt wird
    Angenommen die Stämme beginnen den Aufbau als erster Spieler
    Wenn die Stämme ihren Stützpunkt auf (0,0) legen
    Dann enthält die Reserve der Stämme diese Einheiten:
      | Typ        | Anzahl |
      | Späher     | 3      |
      | Plünderer  | 2      |
      | Moloch     | 2      |
      | Waldhexe   | 2      |
      | Waldläufer | 1      |
      | Druide     | 1      |
    Und sind 11 Einheiten der Stämme in der Reserve
    Und stehen 0 Einheiten der Stämme auf dem Spielfeld

  @klausel:PT-VOR-2 @klausel:PT-MAT-3 @klausel:PT-MAT-4
  Szenario: Im Beutel stecken die zwanzig Kacheln beider Fraktionen
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Wenn die Legion ihren Stützpunkt auf (0,0) legt
    Dann enthält der Beutel diese Kacheln:
      | Gelände | Anzahl |
      | Feld    | 4      |
      | Hügel   | 4      |
      | Dorf    | 2      |
      | Wasser  | 3      |
      | Wald    | 7      |
    Und liegen noch 20 Kacheln im Beutel

  @klausel:PT-VOR-1 @klausel:PT-VOR-2 @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=hoeher-beginnt
  Szenario: Nach dem Startwurf ist das Spielfeld noch leer und der Beutel voll
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 5 für die Legion und 3 für die Stämme zeigt
    Dann liegt noch nichts auf dem Spielfeld
    Und liegen noch 20 Kacheln im Beutel
    Und sind 11 Einheiten der Legion in der Reserve
    Und sind 11 Einheiten der Stämme in der Reserve

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=hoeher-beginnt
  Szenariogrundriss: Die höhere Augenzahl beim Startwurf macht zum ersten Spieler
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf <legion> für die Legion und <staemme> für die Stämme zeigt
    Dann ist die <erster> erster Spieler
    Und ist die <erster> am Zug
    Und ist die Partie in der Phase "Aufbau"
    Und besteht der Startwurf aus einem Würfelpaar
    Und lautet die Ereignisfolge: Startwurf, Phasenwechsel

    Beispiele:
      | Fall                 | legion | staemme | erster |
      | Legion wirft höher   | 6      | 1       | Legion |
      | Stämme werfen höher  | 2      | 5       | Stämme |
      | knapp für die Legion | 4      | 3       | Legion |

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=niedriger-beginnt
  Szenariogrundriss: In der umgekehrten Lesart macht die niedrigere Augenzahl zum ersten Spieler
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf <legion> für die Legion und <staemme> für die Stämme zeigt
    Dann ist die <erster> erster Spieler
    Und ist die <erster> am Zug
    Und ist die Partie in der Phase "Aufbau"

    Beispiele:
      | Fall                | legion | staemme | erster |
      | Legion wirft höher  | 6      | 1       | Stämme |
      | Stämme werfen höher | 2      | 5       | Legion |

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=hoeher-beginnt
  Szenariogrundriss: Bei gleicher Augenzahl wird der Startwurf wiederholt
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann ist die <erster> erster Spieler
    Und ist die <erster> am Zug
    Und besteht der Startwurf aus <paare>

    Beispiele:
      | Fall                  | wuerfe                 | erster | paare          |
      | ein Gleichstand       | 3, 3, 5, 2             | Legion | 2 Würfelpaaren |
      | zwei Gleichstände     | 6, 6, 1, 1, 2, 4       | Stämme | 3 Würfelpaaren |
      | drei Gleichstände     | 2, 2, 4, 4, 5, 5, 1, 6 | Stämme | 4 Würfelpaaren |
      | höherer Gleichstand   | 5, 5, 4, 2             | Legion | 2 Würfelpaaren |
      | niedriger Gleichstand | 1, 1, 3, 4             | Stämme | 2 Würfelpaaren |

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=niedriger-beginnt
  Szenario: Auch in der umgekehrten Lesart entscheidet erst ein ungleiches Würfelpaar
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden 4, 4, 1, 3 gewürfelt
    Dann ist die Legion erster Spieler
    Und besteht der Startwurf aus 2 Würfelpaaren

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=niedriger-beginnt
  Szenariogrundriss: Auch in der umgekehrten Lesart wird jeder Gleichstand wiederholt
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann ist die <erster> erster Spieler
    Und ist die <erster> am Zug
    Und besteht der Startwurf aus <paare>

    Beispiele:
      | Fall              | wuerfe                 | erster | paare          |
      | zwei Gleichstände | 6, 6, 1, 1, 2, 4       | Legion | 3 Würfelpaaren |
      | drei Gleichstände | 2, 2, 4, 4, 5, 5, 6, 1 | Stämme | 4 Würfelpaaren |

  @klausel:PT-VOR-3
  Szenariogrundriss: Ein Würfel des Startwurfs zeigt nur 1 bis 6
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

    Beispiele:
      | Fall                  | wuerfe |
      | Null für die Legion   | 0, 3   |
      | Sieben für die Legion | 7, 3   |
      | Null für die Stämme   | 3, 0   |
      | Sieben für die Stämme | 3, 7   |

  @klausel:PT-VOR-3
  Szenariogrundriss: Ohne entscheidendes Würfelpaar fehlt ein Würfel für den Startwurf
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann fehlt ein Würfel für "startwurf"

    Beispiele:
      | Fall                       | wuerfe  |
      | nur ein Gleichstand        | 4, 4    |
      | nur ein Würfel             | 6       |
      | Gleichstand und ein Würfel | 2, 2, 5 |

  @klausel:PT-VOR-3
  Szenario: Ohne Würfel gibt es keinen Startwurf
    Wenn die Spieler um den ersten Zug würfeln
    Dann fehlt ein Würfel für "startwurf"

  @klausel:PT-VOR-3
  Szenariogrundriss: Würfel nach dem entscheidenden Paar bleiben übrig
    Wenn die Spieler um den ersten Zug würfeln
    Und für "startwurf" werden <wuerfe> gewürfelt
    Dann bleiben Würfel für "startwurf" übrig

    Beispiele:
      | Fall               | wuerfe     |
      | ein Würfel zu viel | 6, 1, 3    |
      | ein Paar zu viel   | 2, 5, 4, 4 |

  @klausel:PT-VOR-3
  Szenario: Vor dem Startwurf legt niemand einen Stützpunkt
    Wenn die Legion ihren Stützpunkt auf (0,0) legt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-3 abgelehnt

  @klausel:PT-VOR-3
  Szenario: Vor dem Startwurf wird keine Kachel gelegt
    Wenn die Stämme eine Kachel auf (0,-1) legen
    Und aus dem Beutel Wald gezogen wird
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-3 abgelehnt

  @klausel:PT-VOR-3
  Szenario: Vor dem Startwurf wird keine Einheit eingesetzt
    Wenn die Legion "Rekrut-1" auf (0,-1) einsetzt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-3 abgelehnt

  @klausel:PT-VOR-4
  Szenario: Nach dem Startwurf wird nicht noch einmal um den ersten Zug gewürfelt
    Angenommen die Stämme beginnen den Aufbau als erster Spieler
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 6 für die Legion und 1 für die Stämme zeigt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-1
  Szenario: Eine Kachel auf dem Spielfeld vor dem Startwurf ist eine unmögliche Stellung
    Angenommen auf (0,0) liegt Feld
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 6 für die Legion und 1 für die Stämme zeigt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_MAP abgewiesen

  @klausel:PT-VOR-1
  Szenario: Ein gelegter Stützpunkt vor dem Startwurf ist eine unmögliche Stellung
    Angenommen der Stützpunkt der Stämme liegt auf (0,0)
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 6 für die Legion und 1 für die Stämme zeigt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_MAP abgewiesen

  @klausel:PT-VOR-8 @klausel:PT-MAT-3 @klausel:PT-MAT-4
  Szenario: Nach der Aufstellung bilden je acht Einheiten die Reserve
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Und der Stützpunkt der Stämme liegt auf (1,-6)
    Und der Beutel ist leer
    Und die Partie ist in der Phase "Aufstellung"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und "Rekrut-1" ist bereits auf (0,-1) eingesetzt
    Und "Spaeher-1" ist bereits auf (1,-5) eingesetzt
    Und "Kriegerin-1" ist bereits auf (-1,0) eingesetzt
    Und "Spaeher-2" ist bereits auf (0,-5) eingesetzt
    Und "Magier-1" ist bereits auf (0,-2) eingesetzt
    Wenn die Stämme "Moloch-1" auf (0,-4) einsetzen
    Dann ist die Partie in der Phase "Spiel"
    Und ist die Legion am Zug
    Und stehen 3 Einheiten der Stämme auf dem Spielfeld
    Und sind 8 Einheiten der Stämme in der Reserve
    Und sind 8 Einheiten der Legion in der Reserve
    Und enthält die Reserve der Stämme diese Einheiten:
      | Typ        | Anzahl |
      | Späher     | 1      |
      | Plünderer  | 2      |
      | Moloch     | 1      |
      | Waldhexe   | 2      |
      | Waldläufer | 1      |
      | Druide     | 1      |
    Und enthält die Reserve der Legion diese Einheiten:
      | Typ            | Anzahl |
      | Rekrut         | 2      |
      | Bogenschütze   | 2      |
      | Speerkämpfer   | 2      |
      | Schwertkämpfer | 2      |
