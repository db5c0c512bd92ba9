# language: de
Funktionalität: Lesarten der Angriffsbewegung gegen mehrere Ziele
  Ein Angriff gelingt, wenn "mindestens ein Modell in … jeder Zieleinheit
  gelangen kann" (WH-A-ANGRIFF-JEDES-ZIEL: für jedes Ziel ein Modell, oder ein Modell für alle).

  "Boyz" (bei [2540|4572|0]) und "Grots" (bei [3302|4572|0]) stehen 3 Zoll auseinander. Ein Modell
  in Basekontakt mit dem einen ist nicht in Nahkampfreichweite des anderen, außer es steht schräg
  zwischen beiden (bei [2817|4411|0]: Basekontakt mit "Boyz-1", 191 Einheiten Abstand zu "Grots-1").

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht bei [2540|4572|0]
    Und "Grots" (Ork der Orks) steht bei [3302|4572|0]
    Und "Trupp" hat einen Angriff auf "Boyz", "Grots" angesagt und 9 Zoll gewürfelt

  @klausel:WH-ANG-4 @auslegung:WH-A-ANGRIFF-JEDES-ZIEL=je-ziel
  Szenario: Nach den veröffentlichten Regeln genügt für jedes Ziel ein anderes Modell
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3302|4252|0]
    Dann gelingt der Angriff von "Trupp"

  @klausel:WH-ANG-4 @auslegung:WH-A-ANGRIFF-JEDES-ZIEL=ein-modell
  Szenario: Nach der strengeren Lesart muss ein Modell in Nahkampfreichweite jedes Ziels stehen
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3302|4252|0]
    Dann wird die Aktion mit WH.CHARGE.TARGET_NOT_REACHED nach Klausel WH-ANG-4 abgelehnt

  @klausel:WH-ANG-4 @auslegung-ebenso:WH-A-ANGRIFF-JEDES-ZIEL=ein-modell
  Szenario: Auch nach der strengeren Lesart gelingt der Angriff, wenn ein Modell beide Ziele erreicht
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2817|4411|0]; "Trupp-2" nach [3302|4252|0]
    Dann gelingt der Angriff von "Trupp"

  @klausel:WH-ANG-4 @auslegung-ebenso:WH-A-ANGRIFF-JEDES-ZIEL=ein-modell
  Szenario: Auch nach der strengeren Lesart scheitert der Angriff, wenn kein Modell ein Ziel erreicht
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|3900|0]; "Trupp-2" nach [3302|3900|0]
    Dann wird die Aktion mit WH.CHARGE.TARGET_NOT_REACHED nach Klausel WH-ANG-4 abgelehnt
