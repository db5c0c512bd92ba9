# language: de
Funktionalität: Grenzfälle des Schutzwurfs: Deckung für gute Rüstung, Gleichstand der Schutzwürfe
  Deckung gibt gegen Beschuss +1 auf den Rüstungswurf, aber nicht einem Rüstungswurf von 3+
  gegen DS 0; ob das auch für 2+ gilt, ist strittig (WH-A-DECKUNG-3PLUS). Hier die Grenze der
  Lesarten beim einzigen besseren Rüstungswurf, 2+.

  Hat ein Modell Rüstungs- und Rettungswurf, nimmt es den, der auf mehr Augenzahlen gelingt, bei
  Gleichstand den Rüstungswurf (WH-A-RETTUNGSWURF-WAHL). Gelingt der Rüstungswurf nur noch auf
  der unmodifizierten 6 (WH-A-SCHUTZ-SECHS=sechs-gelingt) und der Rettungswurf ebenfalls nur auf
  der 6, ist das ein Gleichstand.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Ziel" (Infanterist der Orks) steht bei (10|20)
    Und "Ziel" ist in Deckung

  @klausel:WH-ATK-8 @klausel:WH-ATK-10 @auslegung:WH-A-DECKUNG-3PLUS=3plus-oder-besser
  Szenario: Nach der Option bekommt ein Rüstungswurf von 2+ gegen DS 0 keine Deckung
    Angenommen "Ziel" hat Rüstungswurf 2
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Ziel" schießen lässt
    Und der Trefferwurf 3 zeigt
    Und der Verwundungswurf 6 zeigt
    Und der Schutzwurf 6 zeigt
    Dann gilt für "Ziel-1" keine Deckung
    Und würfelt "Ziel-1" den Rüstungswurf auf 2+ mit Modifikator 0
    Und hält 1 Schutzwurf

  @klausel:WH-ATK-8 @klausel:WH-ATK-10 @auslegung:WH-A-DECKUNG-3PLUS=nur-3plus @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Nach der Übersicht bekommt ein Rüstungswurf von 2+ gegen DS 0 Deckung
    Angenommen "Ziel" hat Rüstungswurf 2
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Ziel" schießen lässt
    Und der Trefferwurf 3 zeigt
    Und der Verwundungswurf 6 zeigt
    Und der Schutzwurf 6 zeigt
    Dann gilt für "Ziel-1" Deckung
    Und würfelt "Ziel-1" den Rüstungswurf auf 2+ mit Modifikator 1
    Und hält 1 Schutzwurf

  @klausel:WH-ATK-6 @klausel:WH-ATK-7 @klausel:WH-ATK-1 @auslegung:WH-A-SCHUTZ-SECHS=sechs-gelingt @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung
  Szenario: Gelingen beide Schutzwürfe nur auf der 6, nimmt das Modell den Rüstungswurf
    Wenn gefragt wird nach dem Schutzwurf 6 mit Rüstungswurf 6+, DS -2 und Rettungswurf 6+
    Dann lautet die Antwort {"modifier": -2, "needed": 6, "save": "armour", "saved": true}

  @klausel:WH-ATK-6 @klausel:WH-ATK-7 @klausel:WH-ATK-1 @auslegung:WH-A-SCHUTZ-SECHS=nur-eins-misslingt
  Szenario: Hält die 6 nicht jeden Schutzwurf, ist der Rettungswurf auf 6+ der bessere
    Wenn gefragt wird nach dem Schutzwurf 6 mit Rüstungswurf 6+, DS -2 und Rettungswurf 6+
    Dann lautet die Antwort {"modifier": 0, "needed": 6, "save": "invulnerable", "saved": true}

  # Ein Rettungswurf von 2+, den die Deckung (nach der Option auch für Rettungswürfe) um 1 verbessert,
  # gelingt auf der 2 bis 6, nicht auf der 1: eine unmodifizierte 1 misslingt immer (WH-ATK-1). Der
  # Rüstungswurf von 2+ gegen DS -1 in Deckung (-1 und +1) gelingt ebenso auf der 2 bis 6: ein
  # Gleichstand, und den gewinnt der Rüstungswurf.

  @klausel:WH-ATK-1 @klausel:WH-ATK-7 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-ART=wurf @auslegung-ebenso:WH-A-DECKUNG-RETTUNGSWURF=auch-rettungswurf
  Szenario: Auch mit Deckung gelingt ein Rettungswurf von 2+ nie auf der 1, und der Rüstungswurf gewinnt den Gleichstand
    Wenn gefragt wird nach dem Schutzwurf 2 mit Rüstungswurf 2+, DS -1 und Rettungswurf 2+ in Deckung
    Dann lautet die Antwort {"modifier": 0, "needed": 2, "save": "armour", "saved": true}
