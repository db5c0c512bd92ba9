# language: de
Funktionalität: Angriffe ohne Spielfeld, wie ein Würfelrechner sie stellt
  Ein Würfelrechner hat kein Spielfeld. Er beschreibt einen Angriff durch die Einheiten, die der
  Angriff erreichen kann, mit dem, was der Angriffsablauf von ihnen liest: Profile, verbliebene
  Lebenspunkte, Deckung, Schlüsselwörter, Waffen. Was sonst das Spielfeld entscheidet, steht als
  Angabe im Fall: ob eine Einheit in Nahkampfreichweite eines Feindes steht (für Große Kanonen
  ruhen nie) und welche Modelle höchstens 6 Zoll von einem Modell entfernt sind (für dessen
  Gefährliches Ende). Wer angreifen darf, prüft der Fall nicht; abgehandelt wird nach denselben
  Regeln wie im Spiel, mit denselben Würfeln und denselben Ereignissen (docs/w40k.md, "Für
  Würfelrechner / for dice calculators").

  Die Szenarien bauen ein Spiel auf und stellen den Angriff dann ohne Spielfeld. Jeder Angriff der
  übrigen Features mit genau einem Ziel steht außerdem ohne Spielfeld in vectors/w40k/rechner.json (abgeleitet, nicht aus einem Szenario)
  und muss dort dasselbe ergeben wie im Spiel; hier stehen die Fälle, die nur diese Form kennt.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)

  # -- abgehandelt wie im Spiel ---------------------------------------------------------------------

  @klausel:WH-ATK-2 @klausel:WH-ATK-3 @klausel:WH-ATK-4 @klausel:WH-ATK-5 @klausel:WH-ATK-6 @klausel:WH-ATK-12
  @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe
  Szenario: Ohne Spielfeld trifft das verwundete Modell ein gedeckelter Durchschlag, und der überschüssige Schaden verfällt
    Angenommen "Brecher" (Terminator der Orks) steht mit 2 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten
    Und "Brecher-2" hat nur noch 1 Lebenspunkt
    Und "Trupp" trägt die Fernkampfwaffe "Plasma" (Reichweite 24 Zoll, A W3, BF 3+, S 8, DS -3, SW 2)
    Wenn der Rechner den Beschuss von "Trupp" ohne Spielfeld abhandelt: "Trupp-1" mit "Plasma" auf "Brecher"
    Und der Attackenwurf 5 zeigt
    Und die Trefferwürfe 1, 3, 6 zeigen
    Und die Verwundungswürfe 3, 2 zeigen
    Und der Schutzwurf 2 zeigt
    Dann erzielt "Plasma" 2 Treffer
    Und verwundet "Plasma" 1-mal
    Und werden die Attacken "Brecher-2" zugewiesen
    Und würfelt "Brecher-2" den Rüstungswurf auf 2+ mit Modifikator -1
    Und verfällt bei "Brecher-2" ein Schadensüberschuss von 1
    Und ist "Brecher-2" zerstört
    Und hat "Brecher-1" noch 3 Lebenspunkte
    Und lautet die Ereignisfolge: Zielansage, Attackenwurf, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört

  @klausel:WH-FKP-8 @klausel:WH-ATK-3
  Szenario: Ohne Spielfeld zählt ein MONSTER in Nahkampfreichweite eines Feindes für Große Kanonen ruhen nie
    Angenommen "Bestie" (Monster der Orks) steht bei (30|30)
    Und "Wache" (Infanterist des Imperiums) steht bei (30|27)
    Wenn der Rechner den Beschuss von "Trupp" ohne Spielfeld abhandelt: "Trupp-1" mit "Bolter" auf "Bestie"
    Und die Trefferwürfe 3, 4 zeigen
    Und die Verwundungswürfe 6 zeigen
    Und der Schutzwurf 5 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer
    Und hält 1 Schutzwurf

  @klausel:WH-ATK-16 @klausel:WH-ATK-13 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Ohne Spielfeld reicht Gefährliches Ende zu den Modellen, die der Fall als nah nennt
    Angenommen "Panzer" (Panzer der Orks) steht bei (40|30)
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Panzer" hat Gefährliches Ende 2
    Und "Grots" (Ork der Orks) steht mit 2 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[1].models[0].near auf ["Grots-2"] gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Panzer", "attacks": [{"model": "Trupp-1", "weapon": "Melter"}]}
      """
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 2 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Grots"
    Und erleidet "Grots" 2 tödliche Verwundungen
    Und sind "Grots-1", "Grots-2" zerstört

  # -- die Lesarten des Schutzwurfs, die nur hier ohne Spielfeld stehen --------------------------------

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-SCHUTZ-SECHS=sechs-gelingt
  Szenario: Ohne Spielfeld hält nach der Übersicht eine unmodifizierte 6 auch einen Rüstungswurf, den der Durchschlag unerreichbar macht
    Angenommen "Grots" (Ork der Orks) steht bei (10|30)
    Und "Grots" hat Rüstungswurf 6
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS -1, SW 1)
    Wenn der Rechner den Beschuss von "Trupp" ohne Spielfeld abhandelt: "Trupp-1" mit "Flinte" auf "Grots"
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 6 zeigt
    Dann hält 1 Schutzwurf
    Und lebt "Grots-1" noch

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-SCHUTZ-SECHS=nur-eins-misslingt
  Szenario: Ohne Spielfeld misslingt nach den veröffentlichten Regeln ein Rüstungswurf mit 6, den der Durchschlag unerreichbar macht
    Angenommen "Grots" (Ork der Orks) steht bei (10|30)
    Und "Grots" hat Rüstungswurf 6
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS -1, SW 1)
    Wenn der Rechner den Beschuss von "Trupp" ohne Spielfeld abhandelt: "Trupp-1" mit "Flinte" auf "Grots"
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 6 zeigt
    Dann halten 0 Schutzwürfe
    Und ist "Grots-1" zerstört

  @klausel:WH-ATK-1 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-3PLUS=nur-3plus @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Ohne Spielfeld misslingt ein Rüstungswurf mit unmodifizierter 1, auch wenn die Deckung ihn reichen ließe
    Angenommen "Brecher" (Terminator der Orks) steht bei (10|30)
    Und "Brecher" ist in Deckung
    Wenn der Rechner den Beschuss von "Trupp" ohne Spielfeld abhandelt: "Trupp-1" mit "Bolter" auf "Brecher"
    Und die Trefferwürfe 4, 2 zeigen
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Dann gilt für "Brecher-1" Deckung
    Und würfelt "Brecher-1" den Rüstungswurf auf 2+ mit Modifikator 1
    Und halten 0 Schutzwürfe
    Und hat "Brecher-1" noch 2 Lebenspunkte

  # -- was ein Fall ohne Spielfeld nicht sein kann --------------------------------------------------

  @klausel:WH-FKP-3
  Szenario: Ein Beschuss des Spiels passt nicht zu einem Zustand ohne Spielfeld
    Angenommen "Boyz" (Ork der Orks) steht bei (10|30)
    Und der Zustand ist ohne Spielfeld gestellt
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird der Fall als fehlerhaft mit WH.ACTION.FORM abgewiesen

  @klausel:WH-ATK-3
  Szenario: Ein Fall ohne Spielfeld passt nicht zu einem Zustand des Spiels
    Angenommen "Boyz" (Ork der Orks) steht bei (10|30)
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.FORM abgewiesen

  @klausel:WH-ATK-16
  Szenario: Ein Modell, das der Fall ohne Spielfeld als nah nennt, muss es im Zustand geben
    Angenommen "Panzer" (Panzer der Orks) steht bei (40|30)
    Und im Zustand wird $.units[0].models[0].near auf ["Geist-1"] gesetzt
    Wenn der Rechner den Beschuss von "Trupp" ohne Spielfeld abhandelt: "Trupp-1" mit "Bolter" auf "Panzer"
    Dann wird der Fall als fehlerhaft mit WH.STATE.NEAR abgewiesen

  @klausel:WH-FKP-4
  Szenario: Ohne Spielfeld beschießt eine Einheit nicht sich selbst
    Angenommen der Zustand ist ohne Spielfeld gestellt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "ranged", "target": "Trupp", "attacks": [{"model": "Trupp-1", "weapon": "Bolter"}]}
      """
    Dann wird die Aktion mit WH.SHOOT.INVALID_TARGET nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-NAH-8
  Szenario: Ohne Spielfeld greift niemand eine Einheit an, von der kein Modell mehr lebt
    Angenommen "Boyz" (Ork der Orks) steht bei (10|30)
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 2, KG 3+, S 4, DS 0, SW 1)
    Und der Zustand ist ohne Spielfeld gestellt
    Und im Zustand wird $.units[0].models[0].status auf "destroyed" gesetzt
    Und im Zustand wird $.units[0].models[0].wounds_left auf 0 gesetzt
    Wenn die Aktion lautet:
      """json
      {"type": "resolve_attacks", "unit": "Trupp", "kind": "melee", "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Messer"}]}
      """
    Dann wird die Aktion mit WH.FIGHT.INVALID_TARGET nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-FKP-3
  Szenario: Ohne Spielfeld schießt ein zerstörtes Modell nicht
    Angenommen "Garde" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Osten
    Und "Garde" trägt die Fernkampfwaffe "Lasergewehr" (Reichweite 24 Zoll, A 1, BF 4+, S 3, DS 0, SW 1)
    Und "Garde-2" ist zerstört
    Und "Boyz" (Ork der Orks) steht bei (10|30)
    Wenn der Rechner den Beschuss von "Garde" ohne Spielfeld abhandelt: "Garde-2" mit "Lasergewehr" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.MODEL_GONE nach Klausel WH-FKP-3 abgelehnt

  @klausel:WH-NAH-5
  Szenario: Ohne Spielfeld kämpft ein zerstörtes Modell nicht
    Angenommen "Garde" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Osten
    Und "Garde" trägt die Nahkampfwaffe "Bajonett" (A 1, KG 4+, S 3, DS 0, SW 1)
    Und "Garde-2" ist zerstört
    Und "Boyz" (Ork der Orks) steht bei (22|11,5)
    Wenn der Rechner den Nahkampf von "Garde" ohne Spielfeld abhandelt: "Garde-2" mit "Bajonett" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.MODEL_GONE nach Klausel WH-NAH-5 abgelehnt
