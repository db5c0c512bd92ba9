# language: de
Funktionalität: Schutzwurf, Durchschlag, Rettungswurf und Deckung
  Das gewählte Modell wirft einen W6 (Würfelschlange "schutzwurf"), verändert um den DS der Waffe;
  liegt das Ergebnis unter seinem Rüstungswurf, erleidet es Schaden. Ein Rettungswurf wird durch
  den DS nicht verändert; das Modell nimmt den besseren der beiden. Gegen Beschuss gibt Deckung +1
  auf den Rüstungswurf, einmal, und nicht einem RW 3+ gegen DS 0. Die ganze Tabelle steht in
  vectors/w40k/tables/.

  Strittig sind hier drei Stellen: ob die Grenze von ±1 auch den Schutzwurf trifft
  (WH-A-MODIFIKATOR-GRENZE), ob eine unmodifizierte 6 jeden Schutzwurf hält (WH-A-SCHUTZ-SECHS) und
  ob die Ausnahme der Deckung auch für 2+ gilt (WH-A-DECKUNG-3PLUS).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 12 Zoll, A 1, BF 3+, S 9, DS -4, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Plasma" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -2, SW 1)
    Und "Marines" (Infanterist der Orks) steht bei (10|20)

  @klausel:WH-ATK-6
  Szenariogrundriss: Der DS verändert den Schutzwurf
    Wenn gefragt wird nach dem Schutzwurf <wurf> mit Rüstungswurf 3+ und DS <ds>
    Dann lautet die Antwort {"modifier": <m>, "needed": 3, "save": "armour", "saved": <hält>}

    Beispiele:
      | Fall               | wurf | ds | m  | hält  |
      | DS null            | 3    | 0  | 0  | true  |
      | DS null zwei       | 2    | 0  | 0  | false |
      | DS minus eins      | 3    | -1 | -1 | false |
      | DS minus eins hält | 4    | -1 | -1 | true  |

  @klausel:WH-ATK-6 @klausel:WH-ATK-2 @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe
  Szenariogrundriss: Nach der Übersicht verändert der DS den Schutzwurf um höchstens 1
    Wenn gefragt wird nach dem Schutzwurf <wurf> mit Rüstungswurf 3+ und DS <ds>
    Dann lautet die Antwort {"modifier": <m>, "needed": 3, "save": "armour", "saved": <hält>}

    Beispiele:
      | Fall               | wurf | ds | m  | hält  |
      | DS minus zwei      | 4    | -2 | -1 | true  |
      | DS minus drei      | 4    | -3 | -1 | true  |
      | DS minus vier      | 4    | -4 | -1 | true  |
      | DS minus vier drei | 3    | -4 | -1 | false |

  @klausel:WH-ATK-6 @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung
  Szenariogrundriss: Nach den veröffentlichten Regeln zählt der volle DS
    Wenn gefragt wird nach dem Schutzwurf <wurf> mit Rüstungswurf 3+ und DS <ds>
    Dann lautet die Antwort {"modifier": <m>, "needed": 3, "save": "armour", "saved": <hält>}

    Beispiele:
      | Fall             | wurf | ds | m  | hält  |
      | DS minus zwei    | 4    | -2 | -2 | false |
      | DS minus zwei fünf | 5  | -2 | -2 | true  |
      | DS minus vier    | 5    | -4 | -4 | false |

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-SCHUTZ-SECHS=sechs-gelingt @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung
  Szenario: Nach der Übersicht hält eine unmodifizierte 6 jeden Schutzwurf
    Wenn gefragt wird nach dem Schutzwurf 6 mit Rüstungswurf 3+ und DS -4
    Dann lautet die Antwort {"modifier": -4, "needed": 3, "save": "armour", "saved": true}

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-SCHUTZ-SECHS=nur-eins-misslingt @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung
  Szenario: Nach den veröffentlichten Regeln hält eine 6 nur, wenn das Ergebnis reicht
    Wenn gefragt wird nach dem Schutzwurf 6 mit Rüstungswurf 3+ und DS -4
    Dann lautet die Antwort {"modifier": -4, "needed": 3, "save": "armour", "saved": false}

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-SCHUTZ-SECHS=sechs-gelingt
  Szenario: Auch mit dem begrenzten DS rettet eine 6 einen Rüstungswurf von 6+
    Wenn gefragt wird nach dem Schutzwurf 6 mit Rüstungswurf 6+ und DS -1
    Dann lautet die Antwort {"modifier": -1, "needed": 6, "save": "armour", "saved": true}

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-SCHUTZ-SECHS=nur-eins-misslingt
  Szenario: Ohne sichere 6 misslingt ein Rüstungswurf von 6+ gegen DS -1
    Wenn gefragt wird nach dem Schutzwurf 6 mit Rüstungswurf 6+ und DS -1
    Dann lautet die Antwort {"modifier": -1, "needed": 6, "save": "armour", "saved": false}

  @klausel:WH-ATK-1 @klausel:WH-ATK-6 @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Eine unmodifizierte 1 misslingt auch mit Deckung
    Wenn gefragt wird nach dem Schutzwurf 1 mit Rüstungswurf 4+ und DS 0 in Deckung
    Dann lautet die Antwort {"modifier": 1, "needed": 4, "save": "armour", "saved": false}

  @klausel:WH-ATK-7 @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung
  Szenariogrundriss: Der bessere von Rüstungs- und Rettungswurf
    Wenn gefragt wird nach dem Schutzwurf <wurf> mit Rüstungswurf <rw>+, DS <ds> und Rettungswurf <rt>+
    Dann lautet die Antwort {"modifier": <m>, "needed": <n>, "save": "<art>", "saved": <hält>}

    Beispiele:
      | Fall                          | wurf | rw | ds | rt | art          | n | m  | hält  |
      | Rettungswurf besser           | 4    | 2  | -3 | 4  | invulnerable | 4 | 0  | true  |
      | Rettungswurf knapp verfehlt   | 3    | 2  | -3 | 4  | invulnerable | 4 | 0  | false |
      | Rüstungswurf besser           | 4    | 2  | -2 | 5  | armour       | 2 | -2 | true  |
      | gleich gut: Rüstung           | 4    | 2  | -2 | 4  | armour       | 2 | -2 | true  |

  @klausel:WH-ATK-7 @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe
  Szenario: Mit begrenztem DS bleibt der Rüstungswurf besser als der Rettungswurf
    Wenn gefragt wird nach dem Schutzwurf 3 mit Rüstungswurf 2+, DS -3 und Rettungswurf 4+
    Dann lautet die Antwort {"modifier": -1, "needed": 2, "save": "armour", "saved": true}

  @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-ART=wurf
  Szenariogrundriss: Deckung gibt +1 gegen Beschuss
    Wenn gefragt wird nach dem Schutzwurf <wurf> mit Rüstungswurf <rw>+ und DS <ds> in Deckung
    Dann lautet die Antwort {"modifier": <m>, "needed": <rw>, "save": "armour", "saved": <hält>}

    Beispiele:
      | Fall                        | wurf | rw | ds | m | hält  |
      | RW 4+ gegen DS 0            | 3    | 4  | 0  | 1 | true  |
      | RW 5+ gegen DS 0            | 3    | 5  | 0  | 1 | false |
      | RW 3+ gegen DS -1           | 3    | 3  | -1 | 0 | true  |

  @klausel:WH-ATK-9
  Szenario: Ein RW von 3+ bekommt gegen DS 0 keine Deckung
    Wenn gefragt wird nach dem Schutzwurf 2 mit Rüstungswurf 3+ und DS 0 in Deckung
    Dann lautet die Antwort {"modifier": 0, "needed": 3, "save": "armour", "saved": false}

  @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-3PLUS=nur-3plus @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Nach der Übersicht bekommt ein RW von 2+ gegen DS 0 Deckung
    Wenn gefragt wird nach dem Schutzwurf 1 mit Rüstungswurf 2+ und DS 0 in Deckung
    Dann lautet die Antwort {"modifier": 1, "needed": 2, "save": "armour", "saved": false}

  @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-3PLUS=3plus-oder-besser
  Szenario: Nach den veröffentlichten Regeln bekommt auch ein RW von 2+ gegen DS 0 keine Deckung
    Wenn gefragt wird nach dem Schutzwurf 1 mit Rüstungswurf 2+ und DS 0 in Deckung
    Dann lautet die Antwort {"modifier": 0, "needed": 2, "save": "armour", "saved": false}

  @klausel:WH-ATK-6 @klausel:WH-ATK-11 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein misslungener Rüstungswurf im Spiel kostet Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 2 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator 0
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-6 @klausel:WH-ATK-2 @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Im Spiel hält der Rüstungswurf gegen DS -4 mit einer 4
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 4 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator -1
    Und hält 1 Schutzwurf
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-6 @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Im Spiel misslingt der Rüstungswurf gegen DS -4 mit einer 4 nach den veröffentlichten Regeln
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 4 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator -4
    Und hält 0 Schutzwurf
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-7 @auslegung:WH-A-MODIFIKATOR-GRENZE=treffer-und-verwundung @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Im Spiel nimmt ein Modell gegen hohen DS seinen Rettungswurf
    Angenommen "Marines" hat Rettungswurf 4
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 4 zeigt
    Dann würfelt "Marines-1" den Rettungswurf auf 4+
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-8 @klausel:WH-ATK-10 @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-MODIFIKATOR-SUMME=summe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Zweifache Deckung gibt nur +1
    Angenommen "Marines" ist zweifach in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Plasma" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 2 zeigt
    Dann gilt für "Marines-1" Deckung
    Und würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator -1
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-MODIFIKATOR-SUMME=summe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Deckung und DS -2 ergeben -1
    Angenommen "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Plasma" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 4 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator -1
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-9 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Im Spiel hilft Deckung einem RW 3+ gegen einen Bolter mit DS 0 nicht
    Angenommen "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 2 zeigt
    Dann gilt für "Marines-1" keine Deckung
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-6 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein Modell ohne Rüstungs- und Rettungswurf würfelt nicht
    Angenommen "Marines" hat keinen Rüstungswurf
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Dann hat "Marines-1" keinen Schutzwurf
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-6 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Bleibt ein Schutzwurf übrig, ist der Fall unvollständig
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und die Schutzwürfe 2, 6 zeigen
    Dann bleiben Würfel für "schutzwurf" übrig

  @klausel:WH-ATK-6 @klausel:WH-ATK-7
  Szenario: Ohne Rüstungswurf und ohne Rettungswurf wird nicht gewürfelt
    Wenn die Aktion lautet:
      """json
      {"type": "ask", "question": "save_roll", "roll": 6, "save": null, "ap": 0, "invulnerable": null, "cover": true}
      """
    Dann lautet die Antwort {"save": "none", "needed": null, "modifier": 0, "saved": false}
