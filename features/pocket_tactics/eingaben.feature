# language: de
Funktionalität: Unmögliche Stellungen und fehlerhafte Eingaben
  Ein Fall, der keine mögliche Spielsituation beschreibt, wird als fehlerhaft abgewiesen und
  nicht nach den Regeln beurteilt: eine Einheit im leeren Raum oder auf einem Stützpunkt,
  zwei Einheiten auf einer Kachel, eine Einheit an zwei Orten oder an keinem, Verweise auf
  unbekannte Einheiten, Gelände oder Würfel. Verglichen wird nur die Art der Abweisung; der
  Code nennt die Ursache, wie die Referenz-Engine sie meldet.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  @klausel:PT-MAT-2
  Szenario: Eine Einheit im leeren Raum ist eine unmögliche Stellung
    Angenommen "R1" (Rekrut der Legion) steht auf (5,5)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNIT_OFF_MAP abgewiesen

  @klausel:PT-MAT-2
  Szenario: Zwei Einheiten auf einer Kachel sind eine unmögliche Stellung
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.TILE_SHARED abgewiesen

  @klausel:PT-MAT-2 @klausel:PT-STP-4
  Szenario: Eine Einheit auf einem Stützpunkt ist eine unmögliche Stellung
    Angenommen "R1" (Rekrut der Legion) steht auf (0,3)
    Wenn die Legion "R1" nach (0,2) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNIT_ON_BASE abgewiesen

  @klausel:PT-MAT-2
  Szenario: Eine Einheit zugleich auf dem Spielfeld und in der Reserve ist unmöglich
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und im Zustand wird $.reserve.legion auf ["R1"] gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNIT_IN_TWO_PLACES abgewiesen

  @klausel:PT-MAT-2
  Szenario: Eine Einheit an keinem Ort ist unmöglich
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und im Zustand wird $.reserve.legion auf [] gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.UNIT_NOWHERE abgewiesen

  @klausel:PT-MAT-2
  Szenario: Eine Einheit in der Reserve des Gegners ist unmöglich
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und im Zustand wird $.reserve.legion auf [] gesetzt
    Und im Zustand wird $.reserve.tribes auf ["R2"] gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.FOREIGN_RESERVE abgewiesen

  @klausel:PT-MAT-2
  Szenario: Eine Einheit im Gefangenenlager der eigenen Fraktion ist unmöglich
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Legion
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.OWN_PRISON abgewiesen

  @klausel:PT-MAT-1
  Szenario: Eine Kachel unter einem Stützpunkt ist unmöglich
    Angenommen auf (0,3) liegt Feld
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.BASE_ON_TILE abgewiesen

  @klausel:PT-MAT-1
  Szenario: Ein unbekanntes Gelände verletzt das Schema
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und im Zustand wird $.tiles[0].terrain auf "lava" gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:PT-MAT-1
  Szenario: Im Spiel fehlt kein Stützpunkt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und im Zustand wird $.bases.tribes.at auf null gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.BASE_MISSING abgewiesen

  @klausel:PT-ZUG-1
  Szenario: Eine Aktion mit einer unbekannten Einheit ist fehlerhaft
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R9" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.ACTION.UNKNOWN_UNIT abgewiesen

  @klausel:PT-ZUG-1
  Szenario: Eine Aktion ohne Ziel verletzt das Schema
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "legion", "unit": "R1"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:PT-ZUG-1
  Szenario: Eine unbekannte Aktionsart verletzt das Schema
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "teleport", "player": "legion", "unit": "R1", "to": [1, 0]}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:PT-GEF-2
  Szenario: Ein Würfel mit unbekanntem Namen ist fehlerhaft
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und für "blitz" wird 3 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.UNKNOWN_LABEL abgewiesen

  @klausel:PT-GEF-2
  Szenario: Ein W6 zeigt keine Sieben
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel 7 zeigt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

  @klausel:PT-GEF-2
  Szenario: Ein W6 zeigt keine Null
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel 0 zeigt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

  @klausel:PT-GEF-2
  Szenario: Bleiben Würfel zweier Schlangen übrig, wird die im Alphabet erste genannt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Und für "wiederholung" wird 4 gewürfelt
    Und für "angreifer-rot" wird 2 gewürfelt
    Dann bleiben Würfel für "angreifer-rot" übrig

  @klausel:PT-NAH-2
  Szenario: Fehlen alle Würfel eines Angriffs, wird die zuerst gelesene Schlange genannt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion mit "R1" die Kachel (1,0) im Nahkampf angreift
    Dann fehlt ein Würfel für "angreifer-rot"

  @klausel:PT-GEF-1 @klausel:PT-NAH-2 @auslegung:PT-A-NAHKAMPF-GEFAHR=vor-dem-kampf
  Szenario: Fehlen alle Würfel eines Angriffs ins Wasser, fehlt zuerst der Gefahrenwürfel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion mit "R1" die Kachel (0,-1) im Nahkampf angreift
    Dann fehlt ein Würfel für "gefahr"

  @klausel:PT-GEF-1 @klausel:PT-NAH-2 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-sieg
  Szenario: Fehlen alle Würfel eines Angriffs ins Wasser, fehlen erst die Kampfwürfel, wenn die Gefahr nach dem Sieg kommt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion mit "R1" die Kachel (0,-1) im Nahkampf angreift
    Dann fehlt ein Würfel für "angreifer-rot"
