# language: de
Funktionalität: Fragen nach den legalen Aktionen und nach dem Ausgang der Partie
  Zwei Fragen ändern nichts am Spiel: welche Aktionen jetzt erlaubt sind (als Menge von
  Aktionen im JSON, ohne Fragen und Testzüge) und wie die Partie ausgegangen ist. Die Listen
  unten sind aus den Regeln abgeleitet; die Reihenfolge der Aktionen spielt keine Rolle.

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden

  @klausel:SA-SPL-1 @klausel:SA-BEW-8
  Szenario: Zu Beginn eines Zuges wählt der Spieler eine seiner Einheiten ohne Zug
    Angenommen "E2" (Krieger von Spieler 1) steht auf (1,5) und blickt nach Norden
    Und "E3" (Krieger von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "E3" hatte in dieser Runde schon ihren Zug
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "select", "player": "p1", "unit": "E1"},
       {"type": "select", "player": "p1", "unit": "E2"}]
      """

  @klausel:SA-BEW-2 @klausel:SA-BEW-6 @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-REIHENFOLGE=fest @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: In der Bewegungsphase sind die Schritte auf freie Nachbarfelder und das Ende erlaubt
    Angenommen das Schlachtfeld ist 3 Felder breit und 3 Felder hoch
    Und "E1" steht auf (1,2)
    Und "G1" steht auf (1,0)
    Und "E1" ist in der Bewegungsphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "move", "player": "p1", "unit": "E1", "path": [[1, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[2, 2]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[0, 2]]},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}]
      """

  @klausel:SA-BEW-5 @klausel:SA-BEW-10 @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-BERUEHRT=einheit-gebunden @auslegung:SA-A-STARTFELD=zaehlt-nicht @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Neben einem Verbündeten führen die Züge an ihm vorbei, auch zurück aufs Startfeld
    Angenommen das Schlachtfeld ist 3 Felder breit und 3 Felder hoch
    Und "E1" steht auf (0,2)
    Und "F1" (Krieger von Spieler 1) steht auf (1,2) und blickt nach Norden
    Und "G1" steht auf (2,0)
    Und "E1" ist in der Bewegungsphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "move", "player": "p1", "unit": "E1", "path": [[0, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[1, 2], [1, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[1, 2], [2, 2]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[1, 2], [0, 2]]},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}]
      """

  @klausel:SA-BEW-8 @auslegung:SA-A-BERUEHRT=nur-abstellen @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-DURCHZIEHEN=anhalten @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Bindet erst das Abstellen, darf der Spieler vor dem ersten Zug noch umwählen
    Angenommen das Schlachtfeld ist 3 Felder breit und 3 Felder hoch
    Und "E1" steht auf (0,2)
    Und "F1" (Krieger von Spieler 1) steht auf (1,2) und blickt nach Norden
    Und "G1" steht auf (2,0)
    Und "E1" ist in der Bewegungsphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "select", "player": "p1", "unit": "F1"},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[0, 1]]},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}]
      """

  @klausel:SA-BEW-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-REIHENFOLGE=fest @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Zählen Diagonalen, führen Schritte auf alle acht Nachbarfelder
    Angenommen das Schlachtfeld ist 4 Felder breit und 4 Felder hoch
    Und "E1" steht auf (1,1)
    Und "G1" steht auf (3,3)
    Und "E1" ist in der Bewegungsphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "move", "player": "p1", "unit": "E1", "path": [[1, 0]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[2, 0]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[2, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[2, 2]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[1, 2]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[0, 2]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[0, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[0, 0]]},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}]
      """

  @klausel:SA-BEW-2 @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-REIHENFOLGE=fest @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Ohne Diagonalen führen Schritte aus der Mitte auf die vier Nachbarfelder über die Kanten
    Angenommen das Schlachtfeld ist 3 Felder breit und 3 Felder hoch
    Und "E1" steht auf (1,1)
    Und "G1" steht auf (0,0)
    Und "E1" ist in der Bewegungsphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "move", "player": "p1", "unit": "E1", "path": [[1, 0]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[2, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[1, 2]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[0, 1]]},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}]
      """

  @klausel:SA-ANG-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Zählen Diagonalen, reicht Reichweite 1 auf das Eckfeld, aber nicht einen Rösselsprung weit
    Angenommen das Schlachtfeld ist 4 Felder breit und 4 Felder hoch
    Und "E1" steht auf (1,2)
    Und "G1" steht auf (2,1)
    Und "G2" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden
    Und "E1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "attack", "player": "p1", "unit": "E1", "target": "G1"},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "attack"}]
      """

  @klausel:SA-ANG-2 @auslegung:SA-A-REICHWEITE=gerade-linie @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Reicht ein Angriff nur in gerader Linie, bleiben von vier Zielen in Reichweite die in Spalte und Zeile
    Angenommen das Schlachtfeld ist 4 Felder breit und 4 Felder hoch
    Und "A1" (Schütze von Spieler 1) steht auf (1,3) und blickt nach Norden
    Und "E1" ist tot
    Und "G1" steht auf (1,0)
    Und "G2" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "G3" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G4" (Krieger von Spieler 2) steht auf (2,2) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "attack", "player": "p1", "unit": "A1", "target": "G1"},
       {"type": "attack", "player": "p1", "unit": "A1", "target": "G3"},
       {"type": "end_phase", "player": "p1", "unit": "A1", "phase": "attack"}]
      """

  @klausel:SA-ANG-2 @auslegung:SA-A-REICHWEITE=gerade-linie @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Mit Diagonalen reicht ein Angriff in gerader Linie auch über die Diagonale
    Angenommen das Schlachtfeld ist 4 Felder breit und 4 Felder hoch
    Und "A1" (Schütze von Spieler 1) steht auf (1,3) und blickt nach Norden
    Und "E1" ist tot
    Und "G1" steht auf (1,0)
    Und "G2" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "G4" (Krieger von Spieler 2) steht auf (2,2) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "attack", "player": "p1", "unit": "A1", "target": "G1"},
       {"type": "attack", "player": "p1", "unit": "A1", "target": "G4"},
       {"type": "end_phase", "player": "p1", "unit": "A1", "phase": "attack"}]
      """

  @klausel:SA-BEW-9 @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-STARTFELD=zaehlt-nicht
  Szenario: Nach einem Zug darf der Spieler auch um eine Korrektur bitten
    Angenommen das Schlachtfeld ist 3 Felder breit und 3 Felder hoch
    Und "E1" steht auf (1,2)
    Und "G1" steht auf (1,0)
    Und "E1" hat Move 2
    Und "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (2,2) gezogen
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "move", "player": "p1", "unit": "E1", "path": [[2, 1]]},
       {"type": "move", "player": "p1", "unit": "E1", "path": [[1, 2]]},
       {"type": "request_correction", "player": "p1"},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}]
      """

  @klausel:SA-ANG-1 @auslegung:SA-A-ZIELE=nur-gegner @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: In der Kampfphase sind die Angriffe auf Gegner in Reichweite und das Überspringen erlaubt
    Angenommen "G1" steht auf (3,4)
    Und "G9" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden
    Und "F1" (Krieger von Spieler 1) steht auf (2,5) und blickt nach Norden
    Und "E1" ist in der Kampfphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "attack", "player": "p1", "unit": "E1", "target": "G1"},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "attack"}]
      """

  @klausel:SA-BLI-2 @klausel:SA-BLI-3 @auslegung:SA-A-DREHPFLICHT=freiwillig @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: In der Nordwestecke bleiben zwei Blickrichtungen und das Überspringen
    Angenommen "E1" steht auf (0,0)
    Und "E1" ist in der Blickrichtungsphase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "face", "player": "p1", "unit": "E1", "direction": "E"},
       {"type": "face", "player": "p1", "unit": "E1", "direction": "S"},
       {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "facing"}]
      """

  @klausel:SA-REA-1 @klausel:SA-REA-3
  Szenario: In der Reaktionsphase passt der Spieler mit der Initiative oder reagiert
    Angenommen "G1" steht auf (3,4)
    Und Spieler 1 hält "Staerkung1" (Stärkung um 2, Technik)
    Und Spieler 1 hält "Bann1" (Bann, Fähigkeit)
    Und Spieler 2 hält "Schild2" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "pass", "player": "p1"},
       {"type": "react", "player": "p1", "reaction": "Staerkung1"}]
      """

  @klausel:SA-BEW-9
  Szenario: Ist eine Korrektur erbeten, antworten nur die Gefragten
    Angenommen "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "accept_correction", "player": "p2"},
       {"type": "refuse_correction", "player": "p2"}]
      """

  @klausel:SA-SCH-4
  Szenario: Nach dem Ende der Partie ist keine Aktion legal
    Angenommen "G1" ist tot
    Und Spieler 1 hat die Partie gewonnen
    Wenn nach den legalen Aktionen gefragt wird
    Dann ist keine Aktion legal

  @klausel:SA-SCH-4
  Szenario: Eine laufende Partie ist noch nicht entschieden
    Wenn nach dem Ausgang der Partie gefragt wird
    Dann ist die Partie noch nicht entschieden

  @klausel:SA-SCH-4
  Szenario: Eine beendete Partie hat den letzten Spieler mit Einheiten als Sieger
    Angenommen "G1" ist tot
    Und Spieler 1 hat die Partie gewonnen
    Wenn nach dem Ausgang der Partie gefragt wird
    Dann hat Spieler 1 als letzter Spieler mit Einheiten gewonnen

  @klausel:SA-AKT-1 @auslegung:SA-A-ABSCHNITT-3=unbekannte-phase @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: In der Phase des fehlenden Abschnitts ist nur ihr Ende legal
    Angenommen "E1" ist in der Abschnitt-3-Phase
    Wenn nach den legalen Aktionen gefragt wird
    Dann sind genau diese Aktionen legal:
      """json
      [{"type": "end_phase", "player": "p1", "unit": "E1", "phase": "section_3"}]
      """
