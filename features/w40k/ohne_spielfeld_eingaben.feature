# language: de
Funktionalität: Eingaben eines Falls ohne Spielfeld, die nicht sein können, und was nur diese Form anders liest
  Ein Fall ohne Spielfeld beschreibt seine Einheiten selbst (docs/w40k.md, "Für Würfelrechner / for
  dice calculators"). Was an einem solchen Zustand unmöglich ist, weist die Engine mit demselben
  Code ab wie bei einem Zustand des Spiels: ein Name, den zwei Einheiten oder Modelle tragen
  (WH.STATE.ID_TWICE), Lebenspunkte, die zum Zustand des Modells nicht passen (WH.STATE.WOUNDS),
  Waffen, die ein Modell doppelt trägt oder die in einer Einheit zwei Profile haben
  (WH.STATE.WEAPONS). Die Aktion resolve_attacks darf nur Einheiten, Modelle und Waffen nennen,
  die der Zustand kennt (WH.ACTION.UNKNOWN). Gibt es mehrere Fehler, zählt der zuerst gefundene.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht bei (10|30)

  # -- unmögliche Zustände ohne Spielfeld -------------------------------------------------------------

  @klausel:WH-ATK-3
  Szenario: Ohne Spielfeld teilen sich Einheiten und Modelle die Namen, und der erste Fehler zählt
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[0].models[0].id auf "Boyz" gesetzt
    Und im Zustand wird $.units[1].models[0].wounds_left auf 0 gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.ID_TWICE abgewiesen

  @klausel:WH-ATK-3
  Szenario: Ohne Spielfeld darf kein Modell zweimal denselben Namen tragen
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[1].models[0].id auf "Boyz-1" gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Boyz-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.ID_TWICE abgewiesen

  @klausel:WH-ATK-12
  Szenario: Ohne Spielfeld hat ein lebendes Modell mindestens einen Lebenspunkt
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[0].models[0].wounds_left auf 0 gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.WOUNDS abgewiesen

  @klausel:WH-ATK-12
  Szenario: Ohne Spielfeld hat ein lebendes Modell nicht mehr Lebenspunkte als sein Profil
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[0].models[0].wounds_left auf 2 gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.WOUNDS abgewiesen

  @klausel:WH-ATK-12
  Szenario: Ohne Spielfeld hat ein zerstörtes Modell keine Lebenspunkte mehr
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[0].models[0].status auf "destroyed" gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.WOUNDS abgewiesen

  @klausel:WH-FKP-3
  Szenario: Ohne Spielfeld trägt ein Modell eine Waffe nicht zweimal
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[1].models[0].weapons auf [{"id": "Bolter", "attacks": 2, "skill": 3, "strength": 4, "ap": 0, "damage": 1, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0}, {"id": "Bolter", "attacks": 2, "skill": 3, "strength": 4, "ap": 0, "damage": 1, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0}] gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.WEAPONS abgewiesen

  @klausel:WH-FKP-3
  Szenario: Ohne Spielfeld hat eine Waffe in einer Einheit nur ein Profil
    Angenommen "Garde" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Osten
    Und "Garde" trägt die Fernkampfwaffe "Lasergewehr" (Reichweite 24 Zoll, A 1, BF 4+, S 3, DS 0, SW 1)
    Und der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[1].models[1].weapons[0].strength auf 4 gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Garde", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Garde-1", "weapon": "Lasergewehr"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.STATE.WEAPONS abgewiesen

  # -- was die Aktion nennt, muss es im Zustand geben ---------------------------------------------------

  @klausel:WH-FKP-4
  Szenario: Ohne Spielfeld muss das Ziel eine Einheit des Zustands sein
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Geister", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FKP-3
  Szenario: Ohne Spielfeld greift nur ein Modell der angreifenden Einheit an
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Boyz-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-FKP-3
  Szenario: Ohne Spielfeld greift ein Modell nur mit einer Waffe an, die es trägt
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Plasma"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  # -- Modifikatoren, die nur die Angaben des Falls entscheiden -------------------------------------------

  @klausel:WH-FKP-8 @klausel:WH-ATK-3
  Szenario: Ohne Spielfeld würfelt ein MONSTER außerhalb jeder Nahkampfreichweite ohne Abzug auf Treffer
    Angenommen "Koloss" (Monster des Imperiums) steht bei (40|10)
    Und "Koloss" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 9, DS -2, SW 3)
    Wenn der Rechner den Beschuss von "Koloss" ohne Spielfeld abhandelt: "Koloss-1" mit "Kanone" auf "Boyz"
    Und der Trefferwurf 3 zeigt
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Kanone" 1 Treffer

  @klausel:WH-FKP-10 @klausel:WH-ATK-3 @auslegung-ebenso:WH-A-TARNUNG-ZEITPUNKT=je-waffe
  Szenario: Ohne Spielfeld hebt Tarnung den Bonus der Waffe auf und zählt nicht ein zweites Mal
    Angenommen "Boyz" hat das Schlüsselwort TARNUNG
    Und der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[1].models[0].weapons[0].hit_modifier auf 1 gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Und die Trefferwürfe 3, 2 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-FKP-10 @klausel:WH-NAH-8 @auslegung-ebenso:WH-A-TARNUNG-ZEITPUNKT=je-waffe
  Szenario: Ohne Spielfeld zählt Tarnung im Nahkampf auch dann nicht, wenn die letzten Modelle ohne sie gefallen sind
    Angenommen "Grots" (Ork der Orks) steht mit 2 Modellen ab (10|40) im Abstand von 2 Zoll nach Osten
    Und "Grots-2" hat das Schlüsselwort TARNUNG
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Trupp" trägt die Nahkampfwaffe "Faust" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und der Zustand ist ohne Spielfeld gestellt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "melee", "target": "Grots", "attacks": [{"model": "Trupp-1", "weapon": "Messer"}, {"model": "Trupp-1", "weapon": "Faust"}]}
      """
    Und die Trefferwürfe 4, 3 zeigen
    Und die Verwundungswürfe 5, 1 zeigen
    Und der Schutzwurf 1 zeigt
    Dann ist "Grots-1" zerstört
    Und würfelt "Faust" mit Modifikator 0 auf Treffer
    Und erzielt "Faust" 1 Treffer
