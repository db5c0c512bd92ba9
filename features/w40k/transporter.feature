# language: de
Funktionalität: Einsteigen und Aussteigen
  Eine Einheit steigt in einen TRANSPORTER ein, wenn alle ihre Modelle die Bewegung höchstens
  3 Zoll von ihm entfernt beenden; an Bord tut sie nichts. Aussteigen darf eine Einheit, die die
  Bewegungsphase im TRANSPORTER begonnen hat: alle Modelle innerhalb von 3 Zoll um den
  TRANSPORTER und außerhalb der Nahkampfreichweite. Vor der Bewegung des TRANSPORTERS handelt sie
  danach normal; nach seiner normalen Bewegung gilt sie als bewegt und greift nicht an; ist er
  vorgerückt oder hat sich zurückgezogen, steigt niemand aus.

  Der Rhino (90-mm-Base) steht bei (20|10). Ein Infanterist 3 Zoll nördlich von ihm (20|13) steht
  gut einen halben Zoll vom Rhino entfernt.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei (20|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-TRA-1
  Szenario: Enden alle Modelle nahe am Transporter, steigt die Einheit ein
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|16) im Abstand von 2 Zoll nach Osten
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|13); "Trupp-2" nach (22|13)
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann sitzt "Trupp" im Transporter "Rhino"
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Modellbewegung, Einsteigen

  @klausel:WH-TRA-1 @klausel:WH-ZUG-1 @auslegung-ebenso:WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  Szenario: Wer einsteigt, muss am Ende der Bewegung nicht in Formation stehen
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|16) im Abstand von 2 Zoll nach Osten
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|13); "Trupp-2" nach (24|12)
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann sitzt "Trupp" im Transporter "Rhino"

  @klausel:WH-TRA-1
  Szenario: Endet ein Modell weiter weg, steigt niemand ein
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|16) im Abstand von 2 Zoll nach Osten
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|13)
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-1 abgelehnt

  @klausel:WH-TRA-1
  Szenariogrundriss: Eingestiegen wird nur in einen eigenen TRANSPORTER auf dem Spielfeld
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (30|16)
    Und <fahrzeug>
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (30|14)
    Und die Einheit dabei in den Transporter "Ziel" einsteigt
    Dann wird die Aktion mit WH.TRANSPORT.NOT_TRANSPORT nach Klausel WH-TRA-1 abgelehnt

    Beispiele:
      | Fall               | fahrzeug                                            |
      | kein Transporter   | "Ziel" (Panzer des Imperiums) steht bei (30\|10)     |
      | feindlich          | "Ziel" (Transporter der Orks) steht bei (30\|10)     |

  @klausel:WH-TRA-2 @klausel:WH-BEW-1
  Szenario: Eine Einheit an Bord bewegt sich nicht
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" stationär bleiben lässt
    Dann wird die Aktion mit WH.UNIT.NOT_ON_BATTLEFIELD nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-TRA-3 @klausel:WH-TRA-5 @klausel:WH-TRA-7
  Szenario: Vor der Bewegung des Transporters ausgestiegen, bewegt sich die Einheit noch
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (22|13)
    Dann ist "Trupp" auf dem Schlachtfeld
    Und steht "Trupp-1" bei (20|13)
    Und darf "Trupp" sich in dieser Phase noch bewegen
    Und lautet die Ereignisfolge: Aussteigen

  @klausel:WH-TRA-1 @klausel:WH-TRA-5 @auslegung:WH-A-WIEDER-EINSTEIGEN=nicht-in-derselben-phase
  Szenario: Wer in dieser Phase ausgestiegen ist, steigt in ihr nicht wieder ein
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|16) im Abstand von 2 Zoll nach Osten
    Und "Trupp" ist in dieser Phase vor der Bewegung des Transporters ausgestiegen
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|13); "Trupp-2" nach (22|13)
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann wird die Aktion mit WH.TRANSPORT.DISEMBARKED_THIS_TURN nach Klausel WH-TRA-1 abgelehnt

  @klausel:WH-TRA-5
  Szenario: Wer in dieser Phase ausgestiegen ist, bewegt sich ohne einzusteigen in beiden Lesarten
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|16) im Abstand von 2 Zoll nach Osten
    Und "Trupp" ist in dieser Phase vor der Bewegung des Transporters ausgestiegen
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|13); "Trupp-2" nach (22|13)
    Dann ist "Trupp" auf dem Schlachtfeld
    Und steht "Trupp-1" bei (20|13)

  @klausel:WH-TRA-1 @klausel:WH-TRA-5 @auslegung:WH-A-WIEDER-EINSTEIGEN=erlaubt
  Szenario: Nach der Option steigt eine eben ausgestiegene Einheit in derselben Phase wieder ein
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|16) im Abstand von 2 Zoll nach Osten
    Und "Trupp" ist in dieser Phase vor der Bewegung des Transporters ausgestiegen
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|13); "Trupp-2" nach (22|13)
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann sitzt "Trupp" im Transporter "Rhino"

  @klausel:WH-TRA-4
  Szenario: Nach der normalen Bewegung des Transporters gilt die Einheit als bewegt
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Und "Rhino" ist in diesem Zug normal bewegt
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (22|13)
    Dann zählt "Trupp" als in diesem Zug normal bewegt
    Und darf "Trupp" in diesem Zug nicht mehr angreifen

  @klausel:WH-TRA-4 @klausel:WH-BEW-1
  Szenario: Nach dem Aussteigen hinter dem bewegten Transporter bewegt sich die Einheit nicht mehr
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|13) im Abstand von 2 Zoll nach Osten
    Und "Trupp" ist in diesem Zug aus einem Transporter ausgestiegen, der sich schon bewegt hatte
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20|15)
    Dann wird die Aktion mit WH.MOVE.ALREADY_MOVED nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-TRA-6
  Szenariogrundriss: Nach Vorrücken oder Rückzug des Transporters steigt niemand aus
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Und "Rhino" ist in diesem Zug <art>
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (22|13)
    Dann wird die Aktion mit WH.TRANSPORT.ADVANCED nach Klausel WH-TRA-6 abgelehnt

    Beispiele:
      | Fall           | art            |
      | vorgerückt     | vorgerückt     |
      | zurückgezogen  | zurückgezogen  |

  @klausel:WH-TRA-5
  Szenario: Ist der Transporter stationär geblieben, steigt die Einheit aus und handelt normal
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Und "Rhino" ist in diesem Zug stationär geblieben
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (22|13)
    Dann darf "Trupp" sich in dieser Phase noch bewegen

  @klausel:WH-TRA-3
  Szenario: Wer in dieser Phase eingestiegen ist, steigt nicht gleich wieder aus
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Und "Trupp" ist in dieser Phase eingestiegen
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (22|13)
    Dann wird die Aktion mit WH.TRANSPORT.EMBARKED_THIS_TURN nach Klausel WH-TRA-3 abgelehnt

  @klausel:WH-TRA-3
  Szenario: Eine Einheit auf dem Spielfeld steigt nicht aus
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (30|30)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13)
    Dann wird die Aktion mit WH.TRANSPORT.NOT_EMBARKED nach Klausel WH-TRA-3 abgelehnt

  @klausel:WH-TRA-7
  Szenario: Alle Modelle steigen aus
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13)
    Dann wird die Aktion mit WH.TRANSPORT.ALL_MODELS nach Klausel WH-TRA-7 abgelehnt

  @klausel:WH-TRA-7
  Szenario: Kein Modell steigt weiter als 3 Zoll vom Transporter aus
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (20|17)
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-7 abgelehnt

  @klausel:WH-TRA-7
  Szenario: Kein Modell steigt in Nahkampfreichweite aus
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Und "Boyz-1" steht stattdessen bei (20|14,5)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (23|12)
    Dann wird die Aktion mit WH.TRANSPORT.ENGAGED nach Klausel WH-TRA-7 abgelehnt

  @klausel:WH-TRA-7 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb
  Szenario: Nach der Übersicht reicht es, wenn die Base in die 3 Zoll reicht
    Angenommen "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|15)
    Dann steht "Trupp-1" bei (20|15)

  @klausel:WH-TRA-7 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenario: Nach den veröffentlichten Regeln muss die ganze Base in den 3 Zoll stehen
    Angenommen "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|15)
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-7 abgelehnt

  @klausel:WH-TRA-7
  Szenario: Auch beim Aussteigen steht kein Modell auf einem anderen
    Angenommen "Trupp" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|13); "Trupp-2" bei (20,5|13)
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-TRA-7 abgelehnt
