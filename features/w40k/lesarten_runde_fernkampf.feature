# language: de
Funktionalität: Lesarten der Zielwahl im Fernkampf: wer sehen und erreichen muss
  "Eine Einheit kann beschossen … sichtbar und in
  Waffenreichweite" ist. Ob das schießende Modell selbst das Ziel sehen und mit seiner Waffe
  erreichen muss oder irgendein Modell der schießenden Einheit, regelt WH-A-SICHT-JE-MODELL.

  Der Trupp steht bei (10|10) und (12|10), die Boyz 20 Zoll nördlich; der Bolter reicht 24 Zoll.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-FKP-4 @auslegung:WH-A-SICHT-JE-MODELL=je-modell
  Szenario: Nach den veröffentlichten Regeln muss das schießende Modell selbst ein Modell des Ziels sehen
    Angenommen "Trupp-1" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.NOT_VISIBLE nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-4 @auslegung:WH-A-SICHT-JE-MODELL=einheit @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Für die Einheit genügt es, dass ein anderes Modell das Ziel sieht
    Angenommen "Trupp-1" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-4 @auslegung:WH-A-SICHT-JE-MODELL=je-modell
  Szenario: Nach den veröffentlichten Regeln muss das Ziel in Reichweite der Waffe des schießenden Modells stehen
    Angenommen "Trupp-1" steht stattdessen bei (10|2)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.OUT_OF_RANGE nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-4 @auslegung:WH-A-SICHT-JE-MODELL=einheit @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Für die Einheit genügt es, dass ein anderes Modell das Ziel mit dieser Reichweite erreicht
    Angenommen "Trupp-1" steht stattdessen bei (10|2)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-4 @auslegung-ebenso:WH-A-SICHT-JE-MODELL=einheit
  Szenario: Auch für die Einheit muss ein Modell des Ziels zugleich sichtbar und in Reichweite sein
    Angenommen "Trupp" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.NOT_VISIBLE nach Klausel WH-FKP-4 abgelehnt
