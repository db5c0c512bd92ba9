# language: de
Funktionalität: Unmögliche Stellungen und fehlerhafte Eingaben
  Ein Fall, der keine mögliche Spielsituation beschreibt, wird als fehlerhaft abgewiesen und
  nicht nach den Regeln beurteilt. Verglichen wird nur die Art der Abweisung; der Code nennt
  die Ursache, wie die Referenz-Engine sie meldet. Die Referenz-Engine prüft in der Reihenfolge
  von docs/standardaktionen.md und meldet die erste Ursache.

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden

  # -- Spieler und Einheiten ---------------------------------------------------------------------

  @klausel:SA-SPL-1
  Szenario: Zwei Spieler mit derselben Kennung sind unmöglich
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und im Zustand wird $.players[2].id auf "p2" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.PLAYER_TWICE abgewiesen

  @klausel:SA-SPL-1
  Szenario: Ein Startspieler, der nicht mitspielt, ist unmöglich
    Angenommen im Zustand wird $.starting_player auf "p9" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNKNOWN_PLAYER abgewiesen

  @klausel:SA-REA-1
  Szenario: Zwei Reaktionen mit derselben Kennung sind auch ohne Einheiten unmöglich
    Angenommen Spieler 2 hält "K1" (Schild, Technik)
    Und Spieler 2 hält "K2" (Bann, Zauber)
    Und im Zustand wird $.reactions[1].id auf "K1" gesetzt
    Und im Zustand wird $.units auf [] gesetzt
    Wenn Spieler 1 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.REACTION_TWICE abgewiesen

  @klausel:SA-SPL-1
  Szenario: Zwei Einheiten mit derselben Kennung sind unmöglich
    Angenommen "E2" (Krieger von Spieler 1) steht auf (1,5) und blickt nach Norden
    Und im Zustand wird $.units[1].id auf "E1" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNIT_TWICE abgewiesen

  @klausel:SA-SPL-1
  Szenario: Eine Einheit ohne mitspielenden Besitzer ist unmöglich
    Angenommen im Zustand wird $.units[1].owner auf "p9" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNKNOWN_OWNER abgewiesen

  @klausel:SA-SCH-1
  Szenario: Mehr Life als der Life-Wert ist unmöglich
    Angenommen "E1" hat noch 5 Life
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.LIFE_ABOVE_MAX abgewiesen

  @klausel:SA-SCH-4
  Szenario: Eine tote Einheit auf dem Schlachtfeld ist unmöglich
    Angenommen "G1" hat noch 0 Life
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.DEAD_ON_BOARD abgewiesen

  @klausel:SA-FLD-1
  Szenario: Eine lebende Einheit, die nirgends steht, ist unmöglich
    Angenommen "G1" hat noch 1 Life
    Und im Zustand wird $.units[1].at auf null gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.ALIVE_OFF_BOARD abgewiesen

  @klausel:SA-FLD-1
  Szenario: Eine Einheit jenseits des Randes ist unmöglich
    Angenommen "G1" steht auf (7,1)
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.OFF_BOARD abgewiesen

  @klausel:SA-BEW-5
  Szenario: Zwei Einheiten auf einem Feld sind unmöglich
    Angenommen "G1" steht auf (3,5)
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.SQUARE_SHARED abgewiesen

  @klausel:SA-SCH-4 @klausel:SA-BEW-5
  Szenario: Eine tote Einheit teilt ihr letztes Feld mit niemandem mehr
    Angenommen "G1" ist tot
    Und "G2" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden
    Wenn nach dem Ausgang der Partie gefragt wird
    Dann ist die Partie noch nicht entschieden

  @klausel:SA-REA-1
  Szenario: Zwei Reaktionen mit derselben Kennung sind unmöglich
    Angenommen Spieler 1 hält "K1" (Schild, Zauber)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und im Zustand wird $.reactions[1].id auf "K1" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.REACTION_TWICE abgewiesen

  @klausel:SA-REA-1
  Szenario: Eine Reaktion ohne mitspielenden Besitzer ist unmöglich
    Angenommen Spieler 9 hält "K1" (Schild, Zauber)
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNKNOWN_OWNER abgewiesen

  @klausel:SA-SPL-1
  Szenario: Eine unbekannte Einheit hat keinen Zug gehabt
    Angenommen im Zustand wird $.acted auf ["X9"] gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNKNOWN_UNIT abgewiesen

  # -- Ende der Partie und Zug -------------------------------------------------------------------

  @klausel:SA-SCH-4
  Szenario: Ein Sieger, während noch jemand am Zug ist, ist unmöglich
    Angenommen im Zustand wird $.winner auf "p1" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.WINNER_ACTIVE abgewiesen

  @klausel:SA-SCH-4
  Szenario: Eine beendete Partie mit einem laufenden Zug ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und im Zustand wird $.winner auf "p1" gesetzt
    Und im Zustand wird $.active_player auf null gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_UNIT abgewiesen

  @klausel:SA-SPL-1
  Szenario: Der Zug einer gegnerischen Einheit, während Spieler 1 am Zug ist, ist unmöglich
    Angenommen "G1" ist in der Bewegungsphase
    Und Spieler 1 ist am Zug
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_UNIT abgewiesen

  @klausel:SA-AKT-1
  Szenario: Der Zug einer unbekannten Einheit ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und im Zustand wird $.turn.unit auf "X9" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_UNIT abgewiesen

  @klausel:SA-AKT-1
  Szenario: Eine Phase, die zweimal endete, ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und im Zustand wird $.turn.done auf ["movement", "movement"] gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_DONE abgewiesen

  @klausel:SA-BLI-4
  Szenario: Ein Zug nach dem Ende der Blickrichtungsphase ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und im Zustand wird $.turn.done auf ["movement", "attack", "facing"] gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_DONE abgewiesen

  @klausel:SA-BEW-3
  Szenario: Eine aufgezeichnete Bewegung nach dem Ende der Bewegungsphase ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und im Zustand wird $.turn.done auf ["movement"] gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_MOVEMENT abgewiesen

  @klausel:SA-BEW-8
  Szenario: Eine Einheit, die nicht dort steht, wo ihr letzter Zug endete, ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und "E1" steht auf (3,3)
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_POSITION abgewiesen

  @klausel:SA-SPL-1
  Szenario: Ein Spieler am Zug ohne Einheit, die noch ziehen kann, ist unmöglich
    Angenommen "E1" hatte in dieser Runde schon ihren Zug
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.STATE.NOTHING_TO_DO abgewiesen

  @klausel:SA-AKT-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Ohne fehlenden Abschnitt gibt es keine beendete Abschnitt-3-Phase
    Angenommen "E1" ist in der Bewegungsphase
    Und im Zustand wird $.turn.done auf ["movement", "attack", "section_3"] gesetzt
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann wird der Fall als fehlerhaft mit SA.STATE.PHASE_READING abgewiesen

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: In fester Reihenfolge endet der Angriff nicht vor der Bewegung
    Angenommen "E1" ist in der Bewegungsphase
    Und im Zustand wird $.turn.done auf ["attack"] gesetzt
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann wird der Fall als fehlerhaft mit SA.STATE.PHASE_READING abgewiesen

  # -- Reaktionsphase und Korrektur ----------------------------------------------------------------

  @klausel:SA-REA-1
  Szenario: Eine Reaktionsphase ohne den Zug des Angreifers ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Und im Zustand wird $.turn.done auf ["movement", "attack"] gesetzt
    Wenn Spieler 1 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.WINDOW_TURN abgewiesen

  @klausel:SA-REA-1
  Szenario: Ein unbekanntes Ziel eines Angriffs ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Und im Zustand wird $.window.target auf "X9" gesetzt
    Wenn Spieler 1 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.WINDOW_TARGET abgewiesen

  @klausel:SA-REA-1
  Szenario: Ein totes Ziel eines laufenden Angriffs ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und "G2" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden
    Und "E1" hat "G1" angegriffen
    Und "G1" ist tot
    Wenn Spieler 1 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.WINDOW_TARGET abgewiesen

  @klausel:SA-REA-2
  Szenario: Eine Initiative bei einem unbekannten Spieler ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Und im Zustand wird $.window.initiative auf "p9" gesetzt
    Wenn Spieler 1 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.WINDOW_PLAYER abgewiesen

  @klausel:SA-REA-2
  Szenario: Die Initiative bei einem ausgeschiedenen Spieler ist unmöglich
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "D1" ist tot
    Und "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Und Spieler 3 hat die Initiative
    Wenn Spieler 3 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.WINDOW_PLAYER abgewiesen

  @klausel:SA-REA-3
  Szenario: Eine wartende Reaktion, die es nicht gibt, ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat "K2" gespielt
    Und im Zustand wird $.window.stack[0].reaction auf "X9" gesetzt
    Wenn Spieler 2 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNKNOWN_REACTION abgewiesen

  @klausel:SA-REA-3
  Szenario: Eine wartende Reaktion ist auch ohne Einheiten und ohne Reaktionen unmöglich
    Angenommen "G1" steht auf (3,4)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat "K2" gespielt
    Und im Zustand wird $.units auf [] gesetzt
    Und im Zustand wird $.reactions auf [] gesetzt
    Wenn Spieler 2 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.TURN_UNIT abgewiesen

  @klausel:SA-REA-3
  Szenario: Eine wartende Reaktion mit einem Spieler, den es nicht gibt, ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat "K2" gespielt
    Und im Zustand wird $.window.stack[0].player auf "p9" gesetzt
    Wenn Spieler 2 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.UNKNOWN_PLAYER abgewiesen

  @klausel:SA-REA-3
  Szenario: Mehr wartende Reaktionen als gespielte sind unmöglich
    Angenommen "G1" steht auf (3,4)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat "K2" gespielt
    Und im Zustand wird $.window.played auf 0 gesetzt
    Wenn Spieler 2 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.STACK_ORDER abgewiesen

  @klausel:SA-REA-3
  Szenario: Zwei wartende Reaktionen mit derselben Nummer sind unmöglich
    Angenommen "G1" steht auf (3,4)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und Spieler 2 hält "K3" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat "K2" gespielt
    Und Spieler 2 hat "K3" gespielt
    Und im Zustand wird $.window.stack[1].seq auf 1 gesetzt
    Und im Zustand wird $.window.stack[1].answers auf null gesetzt
    Wenn Spieler 2 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.STACK_ORDER abgewiesen

  @klausel:SA-REA-3
  Szenario: Eine Reaktion, die auf eine spätere antwortet, ist unmöglich
    Angenommen "G1" steht auf (3,4)
    Und Spieler 2 hält "K2" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat "K2" gespielt
    Und im Zustand wird $.window.stack[0].answers auf 1 gesetzt
    Wenn Spieler 2 passt
    Dann wird der Fall als fehlerhaft mit SA.STATE.STACK_ORDER abgewiesen

  @klausel:SA-BEW-9
  Szenario: Eine Bitte um Korrektur ohne Zug ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 nimmt die Korrektur an
    Dann wird der Fall als fehlerhaft mit SA.STATE.CORRECTION_TURN abgewiesen

  @klausel:SA-BEW-9
  Szenario: Eine Bitte um Korrektur an sich selbst ist unmöglich
    Angenommen "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und Spieler 1 hat Spieler 1 um eine Korrektur gebeten
    Wenn Spieler 1 nimmt die Korrektur an
    Dann wird der Fall als fehlerhaft mit SA.STATE.CORRECTION_PLAYERS abgewiesen

  # -- Aktionen ----------------------------------------------------------------------------------

  @klausel:SA-SPL-1
  Szenario: Ein Spieler, den es nicht gibt, handelt nicht
    Wenn Spieler 9 wählt "E1"
    Dann wird der Fall als fehlerhaft mit SA.ACTION.UNKNOWN_PLAYER abgewiesen

  @klausel:SA-SPL-1
  Szenario: Eine Einheit, die es nicht gibt, wird nicht gewählt
    Wenn Spieler 1 wählt "X9"
    Dann wird der Fall als fehlerhaft mit SA.ACTION.UNKNOWN_UNIT abgewiesen

  @klausel:SA-ANG-1
  Szenario: Ein Ziel, das es nicht gibt, wird nicht angegriffen
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "X9" an
    Dann wird der Fall als fehlerhaft mit SA.ACTION.UNKNOWN_UNIT abgewiesen

  @klausel:SA-REA-1
  Szenario: Eine Reaktion, die es nicht gibt, wird nicht gespielt
    Angenommen "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "X9"
    Dann wird der Fall als fehlerhaft mit SA.ACTION.UNKNOWN_REACTION abgewiesen

  @klausel:SA-BLI-2
  Szenario: Eine Blickrichtung außerhalb der Windrose verletzt das Schema
    Angenommen im Zustand wird $.units[0].facing auf "NO" gesetzt
    Wenn Spieler 1 wählt "E1"
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:SA-SCH-1
  Szenario: Ein Trefferwurf mit einer 7 ist auf einem W6 unmöglich
    Angenommen "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf 7 zeigt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

  @klausel:SA-BEW-3
  Szenario: Ein Zug ohne Felder verletzt das Schema
    Angenommen "E1" ist in der Bewegungsphase
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "p1", "unit": "E1", "path": []}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:SA-SCH-1
  Szenario: Würfel unter einem Namen, den das Regelwerk nicht kennt, sind fehlerhaft
    Angenommen "G1" steht auf (3,4)
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und für "schaden" wird 3 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.UNKNOWN_LABEL abgewiesen
