# language: de
Funktionalität: Unmögliche Stellungen und fehlerhafte Eingaben
  Ein Fall, der keine mögliche Spielsituation beschreibt, wird als fehlerhaft abgewiesen und nicht
  nach den Regeln beurteilt. Verglichen wird nur die Art der Abweisung; der Code nennt die Ursache,
  wie die Referenz-Engine sie meldet (docs/w40k.md, "Impossible states"). Die Referenz-Engine
  prüft in der dort beschriebenen Reihenfolge und meldet die erste Ursache.

  Die Einheiten stehen nach ihrer Kennung sortiert im Zustand: "Boyz" ist $.units[0], "Trupp"
  ist $.units[1].

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|30)

  # -- die Spielrunde ------------------------------------------------------------------------------

  @klausel:WH-RND-2
  Szenario: Zwei Spieler mit derselben Kennung sind unmöglich
    Angenommen im Zustand wird $.players auf ["imperium", "imperium"] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PLAYERS abgewiesen

  @klausel:WH-BEF-1
  Szenario: Befehlspunkte, die nicht genau die beiden Spieler nennen, sind unmöglich
    Angenommen im Zustand wird $.cp auf {"imperium": 0} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PLAYER_DATA abgewiesen

  @klausel:WH-RND-1
  Szenario: Eine Spielrunde nach der letzten ist unmöglich
    Angenommen im Zustand wird $.round auf 6 gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.ROUND abgewiesen

  @klausel:WH-RND-1 @klausel:WH-RES-5
  Szenario: Ein Ergebnis, während das Spiel läuft, ist unmöglich
    Angenommen im Zustand wird $.result auf {"reserves_destroyed": []} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.RESULT abgewiesen

  @klausel:WH-RND-1
  Szenario: Ein Schritt, den die Phase nicht hat, ist unmöglich
    Angenommen im Zustand wird $.step auf "move" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PHASE abgewiesen

  @klausel:WH-ANG-3
  Szenario: Ein Angriff, der in der Fernkampfphase unterwegs ist, ist unmöglich
    Angenommen im Zustand wird $.sequence auf {"kind": "charge", "unit": "Trupp", "roll": 7, "targets": ["Boyz"]} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen

  # -- Einheiten und Modelle -----------------------------------------------------------------------

  @klausel:WH-RND-2
  Szenario: Zwei Modelle mit derselben Kennung sind unmöglich
    Angenommen im Zustand wird $.units[1].models[0].id auf "Boyz-1" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.ID_TWICE abgewiesen

  @klausel:WH-RND-2
  Szenario: Eine Einheit eines Spielers, der nicht mitspielt, ist unmöglich
    Angenommen im Zustand wird $.units[0].player auf "eldar" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.UNKNOWN_PLAYER abgewiesen

  @klausel:WH-ATK-11
  Szenario: Eine zerstörte Einheit mit lebenden Modellen ist unmöglich
    Angenommen im Zustand wird $.units[0].location auf "destroyed" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.UNIT_STATUS abgewiesen

  @klausel:WH-TRA-2
  Szenario: Eine Einheit auf dem Schlachtfeld, die einen Transporter nennt, ist unmöglich
    Angenommen im Zustand wird $.units[0].transport auf "Trupp" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.TRANSPORT abgewiesen

  @klausel:WH-ATK-17
  Szenario: Eine wartende Notaufstellung ohne Insassen ist unmöglich
    Angenommen im Zustand wird $.pending auf [{"kind": "emergency_disembark", "unit": "Boyz", "transport": "Trupp", "at": [2540, 2540, 0], "base": 900}] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PENDING abgewiesen

  @klausel:WH-BEW-1
  Szenario: Ein lebendes Modell auf dem Schlachtfeld ohne Position ist unmöglich
    Angenommen im Zustand wird $.units[0].models[0].at auf null gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.POSITION abgewiesen

  @klausel:WH-BEW-1
  Szenario: Eine Base, die über den Spielfeldrand ragt, ist unmöglich
    Angenommen im Zustand wird $.units[0].models[0].at auf [0, 0, 0] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.OFF_TABLE abgewiesen

  @klausel:WH-GEL-3
  Szenario: Ein Modell in der Luft ist unmöglich
    Angenommen im Zustand wird $.units[0].models[0].at auf [10160, 7620, 254] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.HEIGHT abgewiesen

  @klausel:WH-FLZ-2
  Szenario: Ein Modell, das in keine Richtung blickt, ist unmöglich
    Angenommen im Zustand wird $.units[0].models[0].facing auf [0, 0] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.FACING abgewiesen

  @klausel:WH-ATK-11
  Szenario: Mehr verbleibende Lebenspunkte als das Profil hat sind unmöglich
    Angenommen im Zustand wird $.units[0].models[0].wounds_left auf 5 gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.WOUNDS abgewiesen

  @klausel:WH-NAH-7
  Szenario: Zwei Waffen mit derselben Kennung an einem Modell sind unmöglich
    Angenommen im Zustand wird $.units[0].models[0].weapons auf [{"id": "Spalta", "type": "melee", "range": null, "attacks": 2, "skill": 3, "strength": 4, "ap": -1, "damage": 1, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0}, {"id": "Spalta", "type": "melee", "range": null, "attacks": 2, "skill": 3, "strength": 4, "ap": -1, "damage": 1, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0}] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.WEAPONS abgewiesen

  @klausel:WH-BEW-1
  Szenario: Zwei Basen, die sich überlappen, sind unmöglich
    Angenommen im Zustand wird $.units[0].models[0].at auf [2600, 2540, 0] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.OVERLAP abgewiesen

  @klausel:WH-FKP-4
  Szenario: Ein Modell, das sich selbst nicht sieht, ist unmöglich
    Angenommen im Zustand wird $.hidden auf [["Trupp-1", "Trupp-1"]] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.HIDDEN abgewiesen

  # -- Aktionen und Fragen ---------------------------------------------------------------------------

  @klausel:WH-FKP-3
  Szenario: Ein Ziel, das es nicht gibt, ist eine fehlerhafte Aktion
    Angenommen "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn die Aktion lautet:
      """json
      {"type": "shoot", "player": "imperium", "unit": "Trupp", "attacks": [{"model": "Trupp-1", "weapon": "Bolter", "target": "Eldar"}], "allocation": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FLZ-2
  Szenario: Eine Blickrichtung ohne Richtung ist eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "normal", "paths": [{"model": "Trupp-1", "path": [[2540, 3048, 0]]}], "embark": null, "casualties": [], "facing": {"Trupp-1": [0, 0]}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.FACING abgewiesen

  @klausel:WH-ZUG-1
  Szenario: Nach der Formation einer Einheit in der Reserve zu fragen ist fehlerhaft
    Angenommen "Terminatoren" (Terminator des Imperiums) mit 3 Modellen ist in Schocktruppen-Reserve
    Wenn gefragt wird, ob "Terminatoren" in Formation ist
    Dann wird der Fall als fehlerhaft mit WH.ASK.NOT_PLACED abgewiesen

  # -- Verweise, die der Zustand nicht kennt ---------------------------------------------------------

  @klausel:WH-RND-2
  Szenario: Ein Spieler, der nicht mitspielt, ist eine fehlerhafte Aktion
    Wenn die Aktion lautet:
      """json
      {"type": "end_phase", "player": "eldar"}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FKP-3
  Szenario: Eine Einheit, die es nicht gibt, ist eine fehlerhafte Aktion
    Wenn die Aktion lautet:
      """json
      {"type": "shoot", "player": "imperium", "unit": "Eldar", "attacks": [{"model": "Eldar-1", "weapon": "Bolter", "target": "Boyz"}], "allocation": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FKP-3
  Szenario: Ein Modell, das nicht zur schießenden Einheit gehört, ist eine fehlerhafte Aktion
    Wenn die Aktion lautet:
      """json
      {"type": "shoot", "player": "imperium", "unit": "Trupp", "attacks": [{"model": "Boyz-1", "weapon": "Bolter", "target": "Boyz"}], "allocation": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FKP-3
  Szenario: Eine Waffe, die das Modell nicht trägt, ist eine fehlerhafte Aktion
    Wenn die Aktion lautet:
      """json
      {"type": "shoot", "player": "imperium", "unit": "Trupp", "attacks": [{"model": "Trupp-1", "weapon": "Laser", "target": "Boyz"}], "allocation": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-ATK-5
  Szenario: Eine Reihenfolge der Zuweisung für eine unbekannte Einheit ist eine fehlerhafte Aktion
    Angenommen "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Wenn die Aktion lautet:
      """json
      {"type": "shoot", "player": "imperium", "unit": "Trupp", "attacks": [{"model": "Trupp-1", "weapon": "Bolter", "target": "Boyz"}], "allocation": {"Eldar": ["Eldar-1"]}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-BEW-1
  Szenario: Ein Weg für ein Modell einer anderen Einheit ist eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "normal", "paths": [{"model": "Boyz-1", "path": [[2540, 3048, 0]]}], "embark": null, "casualties": [], "facing": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-TRA-1
  Szenario: Ein Transporter, den es nicht gibt, ist eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "normal", "paths": [{"model": "Trupp-1", "path": [[2540, 3048, 0]]}], "embark": "Rhino", "casualties": [], "facing": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FLZ-2
  Szenario: Eine Blickrichtung für ein fremdes Modell ist eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "normal", "paths": [{"model": "Trupp-1", "path": [[2540, 3048, 0]]}], "embark": null, "casualties": [], "facing": {"Boyz-1": [0, 1]}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-VER-1
  Szenario: Eine Aufstellung eines fremden Modells ist eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Terminatoren" (Terminator des Imperiums) mit 3 Modellen ist in Schocktruppen-Reserve
    Wenn die Aktion lautet:
      """json
      {"type": "arrive", "player": "imperium", "unit": "Terminatoren", "positions": {"Trupp-1": [7620, 2540, 0]}, "facing": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-ANG-2
  Szenario: Ein Angriffsziel, das es nicht gibt, ist eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Wenn die Aktion lautet:
      """json
      {"type": "declare_charge", "player": "imperium", "unit": "Trupp", "targets": ["Eldar"]}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-ZUG-2
  Szenario: Entfernte Modelle einer unbekannten Einheit sind eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn die Aktion lautet:
      """json
      {"type": "end_turn", "player": "imperium", "removals": {"Eldar": []}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-ZUG-2
  Szenario: Entfernte Modelle, die nicht zur Einheit gehören, sind eine fehlerhafte Aktion
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn die Aktion lautet:
      """json
      {"type": "end_turn", "player": "imperium", "removals": {"Trupp": ["Boyz-1"]}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-BEW-2
  Szenario: Nach einem Modell zu fragen, das es nicht gibt, ist fehlerhaft
    Wenn gefragt wird, ob "Trupp-1" und "Eldar-1" in Nahkampfreichweite sind
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-BEW-2
  Szenario: Nach der Nahkampfreichweite eines Modells in der Reserve zu fragen ist fehlerhaft
    Angenommen "Terminatoren" (Terminator des Imperiums) mit 3 Modellen ist in Schocktruppen-Reserve
    Wenn gefragt wird, ob "Terminatoren-1" und "Boyz-1" in Nahkampfreichweite sind
    Dann wird der Fall als fehlerhaft mit WH.ASK.NOT_PLACED abgewiesen

  # -- Schema und Würfel ---------------------------------------------------------------------------

  @klausel:WH-RND-2
  Szenario: Ein unbekannter Zustand eines Modells verletzt das Schema
    Angenommen im Zustand wird $.units[1].models[0].status auf "schlafend" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:WH-RND-1
  Szenario: Würfel einer Schlange, die das Regelwerk nicht hat, sind fehlerhaft
    Wenn der imperiale Spieler die Phase beendet
    Und für "gefahr" wird 3 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.UNKNOWN_LABEL abgewiesen

  @klausel:WH-ERS-1
  Szenario: Eine Sieben auf einem W6 ist fehlerhaft
    Wenn der imperiale Spieler die Phase beendet
    Und für "erschuetterung" werden 7, 1 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen
