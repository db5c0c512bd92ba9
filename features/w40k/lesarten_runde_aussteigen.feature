# language: de
Funktionalität: Lesarten des Aussteigens aus einem bewegten TRANSPORTER: wie lange kein Bewegen
  Ist der TRANSPORTER schon normal gezogen, darf die ausgestiegene Einheit weder ziehen noch angreifen und gilt als bewegt. Ob das nur für die Bewegungsphase oder den ganzen Zug gilt, regelt
  WH-A-AUSSTEIGEN-BEWEGT. Der Trupp ist aus einem bewegten Transporter ausgestiegen; die Boyz
  stehen einen halben Zoll (Abstand der Bases) vor "Trupp-1".

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Trupp" ist in diesem Zug aus einem Transporter ausgestiegen, der sich schon bewegt hatte
    Und "Boyz" (Ork der Orks) steht bei [2540|2987|0]

  @klausel:WH-TRA-4 @klausel:WH-NAH-3 @auslegung:WH-A-AUSSTEIGEN-BEWEGT=diese-phase
  Szenario: Nach den veröffentlichten Regeln rückt die Einheit im Nahkampf nach
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und die Einheit zuvor nachrückt: "Trupp-1" nach [2540|2667|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Trupp-1" bei [2540|2667|0]

  @klausel:WH-TRA-4 @auslegung:WH-A-AUSSTEIGEN-BEWEGT=ganzer-zug
  Szenario: Gilt das Verbot den ganzen Zug, rückt die Einheit nicht nach
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und die Einheit zuvor nachrückt: "Trupp-1" nach [2540|2667|0]
    Dann wird die Aktion mit WH.FIGHT.NO_MOVE nach Klausel WH-TRA-4 abgelehnt

  @klausel:WH-TRA-4 @klausel:WH-NAH-13 @auslegung:WH-A-AUSSTEIGEN-BEWEGT=diese-phase
  Szenario: Nach den veröffentlichten Regeln ordnet sich die Einheit neu
    Angenommen "Trupp" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Trupp" neu ordnet: "Trupp-1" nach [2540|2667|0]
    Dann ordnet sich "Trupp" auf den Feind zu neu

  @klausel:WH-TRA-4 @auslegung:WH-A-AUSSTEIGEN-BEWEGT=ganzer-zug
  Szenario: Gilt das Verbot den ganzen Zug, ordnet sich die Einheit nicht neu
    Angenommen "Trupp" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Trupp" neu ordnet: "Trupp-1" nach [2540|2667|0]
    Dann wird die Aktion mit WH.FIGHT.NO_MOVE nach Klausel WH-TRA-4 abgelehnt
