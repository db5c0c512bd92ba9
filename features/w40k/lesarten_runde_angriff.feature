# language: de
Funktionalität: Lesarten der Angriffsbewegung
  Die Übersicht verlangt von jedem angreifenden Modell nur, in Basekontakt zu gehen, wenn es kann,
  und von der Einheit, jedes Ziel zu erreichen, keiner anderen feindlichen Einheit nahe zu kommen
  und in Formation zu bleiben. Die veröffentlichten Regeln verlangen zusätzlich, dass jedes Modell
  seine Angriffsbewegung näher an einem Ziel des Angriffs beendet (WH-A-ANGRIFF-NAEHER).

  Der Trupp steht 2,5 Zoll (Abstand der Bases) vor "Boyz-1" und "Boyz-2" und hat 2 Zoll
  gewürfelt: Basekontakt erreicht keines seiner Modelle, Nahkampfreichweite schon. "Trupp-1" zieht
  in Nahkampfreichweite von "Boyz-1" (nach [2540|4000|0], 252 Einheiten Abstand der Bases).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|3617|0]; [3048|3617|0]
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|18) im Abstand von 2 Zoll nach Osten
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 2 Zoll gewürfelt

  @klausel:WH-ANG-6 @auslegung:WH-A-ANGRIFF-NAEHER=nicht-verlangt
  Szenario: Nach der Übersicht darf ein angreifendes Modell ohne Basekontakt auch zurückweichen
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4000|0]; "Trupp-2" nach [3048|3500|0]
    Dann gelingt der Angriff von "Trupp"
    Und steht "Trupp-2" bei [3048|3500|0]

  @klausel:WH-ANG-6 @auslegung:WH-A-ANGRIFF-NAEHER=naeher-am-ziel
  Szenario: Nach den veröffentlichten Regeln endet jedes angreifende Modell näher an einem Ziel
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4000|0]; "Trupp-2" nach [3048|3500|0]
    Dann wird die Aktion mit WH.CHARGE.NOT_CLOSER nach Klausel WH-ANG-6 abgelehnt

  @klausel:WH-ANG-6 @auslegung:WH-A-ANGRIFF-NAEHER=nicht-verlangt
  Szenario: Nach der Übersicht darf ein angreifendes Modell stehen bleiben
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4000|0]
    Dann gelingt der Angriff von "Trupp"
    Und steht "Trupp-2" bei [3048|3617|0]

  @klausel:WH-ANG-6 @auslegung:WH-A-ANGRIFF-NAEHER=naeher-am-ziel
  Szenario: Nach den veröffentlichten Regeln kommt auch ein Modell, das stehen bleibt, keinem Ziel näher
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4000|0]
    Dann wird die Aktion mit WH.CHARGE.NOT_CLOSER nach Klausel WH-ANG-6 abgelehnt

  @klausel:WH-ANG-6 @auslegung-ebenso:WH-A-ANGRIFF-NAEHER=naeher-am-ziel
  Szenario: Nach den veröffentlichten Regeln genügt es, einem Ziel näher zu kommen, ohne es zu erreichen
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4000|0]; "Trupp-2" nach [3048|3700|0]
    Dann gelingt der Angriff von "Trupp"
    Und steht "Trupp-2" bei [3048|3700|0]
