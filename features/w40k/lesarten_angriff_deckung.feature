# language: de
Funktionalität: Lesarten der Deckung: wer sie bekommt, welcher Wurf, welche Art von +1
  "+1 auf den RW … Modell in Deckung ist." Der Text lässt drei Fragen offen:
  ob das Modell in Deckung sein muss, das den Schutzwurf macht, oder irgendeines seiner Einheit
  (WH-A-DECKUNG-WER); ob das +1 auch einen Rettungswurf verbessert (WH-A-DECKUNG-RETTUNGSWURF);
  und ob es den Wurf modifiziert, innerhalb der Grenze von ±1, oder den Wert RW um eine Stufe
  verbessert (WH-A-DECKUNG-ART).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Plasma" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -2, SW 1)
    Und "Marines" (Infanterist der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten

  @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-WER=je-modell @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein Modell außerhalb der Deckung bekommt kein +1, auch wenn ein anderes seiner Einheit in Deckung ist
    Angenommen "Marines-2" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" keine Deckung
    Und würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator -1
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-WER=einheit @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Lesart für die Einheit gibt ein Modell in Deckung jedem Modell seiner Einheit +1
    Angenommen "Marines-2" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" Deckung
    Und würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator 0
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-8 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein zerstörtes Modell in Deckung gibt seiner Einheit keine Deckung
    Angenommen "Marines-2" ist in Deckung
    Und "Marines-2" ist zerstört
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" keine Deckung
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-7 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-RETTUNGSWURF=nur-ruestungswurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Deckung verbessert einen Rettungswurf nicht
    Angenommen "Marines" hat Rüstungswurf 6
    Und "Marines" hat Rettungswurf 5
    Und "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 4 zeigt
    Dann würfelt "Marines-1" den Rettungswurf auf 5+
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-7 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-RETTUNGSWURF=auch-rettungswurf @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der weiten Lesart verbessert Deckung auch den Rettungswurf
    Angenommen "Marines" hat Rüstungswurf 6
    Und "Marines" hat Rettungswurf 5
    Und "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 4 zeigt
    Dann gilt für "Marines-1" Deckung
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-7 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-RETTUNGSWURF=auch-rettungswurf @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Auch mit Deckung auf dem Rettungswurf hält eine 3 ihn nicht
    Angenommen "Marines" hat Rüstungswurf 6
    Und "Marines" hat Rettungswurf 5
    Und "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" Deckung
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-2 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-MODIFIKATOR-SUMME=summe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Als Modifikator des Wurfs fällt die Deckung mit dem DS unter die Grenze
    Angenommen "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Plasma" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 3+ mit Modifikator -1
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-2 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-ART=wert @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Als Verbesserung des Werts macht Deckung aus RW 3+ einen RW 2+, und der DS zählt begrenzt
    Angenommen "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Plasma" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 2+ mit Modifikator -1
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-2 @klausel:WH-ATK-8 @auslegung:WH-A-DECKUNG-ART=wert @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Als Verbesserung des Werts hält ein Schutzwurf 2 gegen DS -2 trotzdem nicht
    Angenommen "Marines" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Plasma" auf "Marines" schießen lässt
    Und der Trefferwurf 5 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 2 zeigt
    Dann würfelt "Marines-1" den Rüstungswurf auf 2+ mit Modifikator -1
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-8 @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-ART=wert
  Szenario: Als Verbesserung des Werts misst die Ausnahme für RW 3+ den Wert vor der Deckung
    Wenn gefragt wird nach dem Schutzwurf 3 mit Rüstungswurf 4+ und DS 0 in Deckung
    Dann lautet die Antwort {"modifier": 0, "needed": 3, "save": "armour", "saved": true}
