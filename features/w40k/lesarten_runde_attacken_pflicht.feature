# language: de
Funktionalität: Lesarten der Ansage: muss angreifen, wer angreifen kann
  Die Übersicht verlangt, dass die Ziele "aller Attacken" bzw. "für alle Waffen" einer Einheit vor
  dem ersten Wurf bestimmt werden. Ob damit jedes Modell, das angreifen kann, auch angreifen muss,
  regelt WH-A-ATTACKEN-WAHL: nach der Standardlesart (und den veröffentlichten Regeln) nennt die
  Ansage nur die Attacken, die der Spieler machen will; unter "pflicht" steht jede Waffe bzw. jedes
  Modell mit einem erlaubten Ziel in der Ansage.

  Die Boyz stehen 20 Zoll vor dem Trupp, in Reichweite beider Bolter (24 Zoll).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-FKP-3 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Standardlesart schießt nur, wer in der Ansage steht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-3 @auslegung:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Unter der Pflicht steht jede Waffe mit einem Ziel in der Ansage
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.WEAPON_IDLE nach Klausel WH-FKP-3 abgelehnt

  @klausel:WH-FKP-3 @auslegung-ebenso:WH-A-ATTACKEN-WAHL=pflicht @auslegung:WH-A-SICHT-JE-MODELL=je-modell
  Szenario: Auch unter der Pflicht schweigt eine Waffe, die kein Ziel in Reichweite hat
    Angenommen "Trupp-2" steht stattdessen bei (40|2)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-3 @auslegung-ebenso:WH-A-ATTACKEN-WAHL=pflicht @auslegung:WH-A-SICHT-JE-MODELL=je-modell
  Szenario: Auch unter der Pflicht schweigt eine Waffe, deren Ziel nicht sichtbar ist
    Angenommen "Trupp-2" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-3 @auslegung-ebenso:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Auch unter der Pflicht genügt die Ansage, die jede Waffe nennt
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-3 @auslegung:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Unter der Pflicht schießt ein Modell mit jeder seiner Waffen, die ein Ziel hat
    Angenommen "Trupp" trägt die Fernkampfwaffe "Plasma" (Reichweite 24 Zoll, A 1, BF 3+, S 7, DS -2, SW 2)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.WEAPON_IDLE nach Klausel WH-FKP-3 abgelehnt

  @klausel:WH-FKP-3 @auslegung:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Unter der Pflicht zählt auch ein anderes Ziel als das angesagte
    Angenommen "Trupp-2" steht stattdessen bei (40|2)
    Und "Grots" (Ork der Orks) steht bei (40|10)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.WEAPON_IDLE nach Klausel WH-FKP-3 abgelehnt
