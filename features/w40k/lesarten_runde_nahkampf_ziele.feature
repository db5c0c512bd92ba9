# language: de
Funktionalität: Lesarten der Zielwahl im Nahkampf: die Einheit oder jedes Modell
  "Eine Einheit kann nur … Basekontakt und Nahkampfreichweite befindet." Ob das die kämpfende Einheit oder jedes
  attackierende Modell betrifft, regelt WH-A-NAHKAMPFZIEL-WER.

  "Trupp-1" (2540|2540) steht in Basekontakt mit "Boyz-1" (2540|2860), "Trupp-2" (3048|2540) in
  Basekontakt mit "Boyz-2" (3048|2860) und mit "Grots-1" (3368|2540); "Grots-1" ist 508 Einheiten
  (2 Zoll) von "Trupp-1" entfernt.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Und "Grots" (Ork der Orks) steht bei [3368|2540|0]

  @klausel:WH-NAH-8 @auslegung:WH-A-NAHKAMPFZIEL-WER=einheit @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Übersicht attackiert ein Modell eine Einheit, die ein anderes Modell seiner Einheit erreicht
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Grots"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-8 @auslegung:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Nach den veröffentlichten Regeln attackiert ein Modell nur, wen es selbst erreicht
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Grots"
    Dann wird die Aktion mit WH.FIGHT.TARGET_OUT_OF_REACH nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-8 @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Auch nach den veröffentlichten Regeln attackiert ein Modell die Einheit, mit der es in Basekontakt steht
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"; "Trupp-2" mit "Messer" gegen "Grots"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-8 @klausel:WH-NAH-5
  Szenario: Auch wenn die Einheit das Ziel erreicht, kämpft ein Modell ohne Feind in seiner Nähe nicht
    Angenommen "Trupp-1" steht stattdessen bei [2000|1500|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Grots"
    Dann wird die Aktion mit WH.FIGHT.MODEL_CANNOT nach Klausel WH-NAH-5 abgelehnt
