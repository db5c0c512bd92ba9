# language: de
Funktionalität: Blickrichtung und Ende des Zuges
  In der letzten Phase ihres Zuges bestimmt die Einheit, wohin sie blickt: nach Norden, Osten,
  Süden oder Westen, nie in eine Richtung, in der kein Feld mehr liegt. Damit endet ihr Zug.
  Ob die Phase übersprungen werden darf, regelt SA-A-DREHPFLICHT.

  "E1" ist ein Krieger von Spieler 1; Spieler 2 hat mit "G1" noch eine Einheit ohne Zug, also
  ist nach dem Zug von "E1" Spieler 2 dran. Das Schlachtfeld hat 7 × 7 Felder, (0,0) ist die
  Nordwestecke.

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,3) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (0,6) und blickt nach Norden

  @klausel:SA-BLI-1 @klausel:SA-BLI-4 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Die Einheit blickt in jede der vier Richtungen
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach <richtung>
    Dann blickt "E1" nach <richtung>
    Und ist der Zug von "E1" vorbei
    Und ist Spieler 2 am Zug
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende, Spielerwechsel

    Beispiele:
      | Fall   | richtung |
      | Norden | Norden   |
      | Osten  | Osten    |
      | Süden  | Süden    |
      | Westen | Westen   |

  @klausel:SA-BLI-2 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Schräg blickt keine Einheit
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach <richtung>
    Dann wird die Aktion mit SA.FACING.NOT_ORTHOGONAL nach Klausel SA-BLI-2 abgelehnt

    Beispiele:
      | Fall       | richtung   |
      | Nordosten  | Nordosten  |
      | Südosten   | Südosten   |
      | Südwesten  | Südwesten  |
      | Nordwesten | Nordwesten |

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Am Rand blickt keine Einheit über das Schlachtfeld hinaus
    Angenommen "E1" steht auf <ort>
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach <richtung>
    Dann wird die Aktion mit SA.FACING.OFF_BOARD nach Klausel SA-BLI-3 abgelehnt

    Beispiele:
      | Rand  | ort   | richtung |
      | Nord  | (3,0) | Norden   |
      | Ost   | (6,3) | Osten    |
      | Süd   | (3,6) | Süden    |
      | West  | (0,3) | Westen   |

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenariogrundriss: Eine Reihe vor dem Rand blickt eine Einheit noch zum Rand hin
    Angenommen "E1" steht auf <ort>
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach <richtung>
    Dann blickt "E1" nach <richtung>

    Beispiele:
      | Rand  | ort   | richtung |
      | Nord  | (3,1) | Norden   |
      | Ost   | (5,3) | Osten    |
      | Süd   | (3,5) | Süden    |
      | West  | (1,3) | Westen   |

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Am Nordrand blickt eine Einheit weiter nach Süden
    Angenommen "E1" steht auf (3,0)
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Süden
    Dann blickt "E1" nach Süden

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: In der Ecke bleiben zwei Blickrichtungen
    Angenommen "E1" steht auf (6,0)
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Westen
    Dann blickt "E1" nach Westen

  @klausel:SA-BLI-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Auf einem Schlachtfeld aus einem einzigen Feld gibt es keine Blickrichtung
    Angenommen das Schlachtfeld ist 1 Felder breit und 1 Felder hoch
    Und "E1" steht auf (0,0)
    Und "G1" ist tot
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Süden
    Dann wird die Aktion mit SA.FACING.OFF_BOARD nach Klausel SA-BLI-3 abgelehnt

  @klausel:SA-BLI-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Die bisherige Richtung zu bestimmen führt die Phase zu Ende
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann ist die Blickrichtungsphase von "E1" beendet
    Und blickt "E1" nach Norden

  @klausel:SA-BLI-1 @klausel:SA-AKT-2 @klausel:SA-BLI-4 @auslegung:SA-A-DREHPFLICHT=freiwillig @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Wer die Blickrichtung nicht bestimmt, überspringt die Phase und beendet den Zug
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 überspringt die Blickrichtungsphase von "E1"
    Dann blickt "E1" nach Norden
    Und ist der Zug von "E1" vorbei
    Und ist die Blickrichtungsphase von "E1" übersprungen
    Und lautet die Ereignisfolge: Phase übersprungen, Zugende, Spielerwechsel

  @klausel:SA-BLI-1 @auslegung:SA-A-DREHPFLICHT=pflicht @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Ist die Blickrichtung Pflicht, endet der Zug nicht ohne sie
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 überspringt die Blickrichtungsphase von "E1"
    Dann wird die Aktion mit SA.FACING.MANDATORY nach Klausel SA-BLI-1 abgelehnt

  @klausel:SA-BLI-1 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Vor dem Angriff wird die Blickrichtung in fester Reihenfolge nicht bestimmt
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-BLI-4 @auslegung:SA-A-ABSCHNITT-3=keine-aktion @auslegung:SA-A-ZUGFOLGE=spielerzug
  Szenario: Nach ihrem Zug ist die Einheit für diese Runde fertig, ihr Spieler führt die nächste
    Angenommen "E2" (Krieger von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Süden
    Dann ist der Zug von "E1" vorbei
    Und ist gerade keine Einheit am Zug
    Und ist Spieler 1 am Zug
