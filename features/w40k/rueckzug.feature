# language: de
Funktionalität: Zurückziehen und Fluchttest
  Eine Einheit in Nahkampfreichweite kann sich zurückziehen: bis zu B Zoll, am Ende außerhalb der
  Nahkampfreichweite. Zieht sie dabei über feindliche Modelle (und ist weder TITANISCH noch
  FLIEGEND) oder ist sie erschüttert, legt sie einen Fluchttest ab: ein W6 je Modell (Würfelschlange
  "flucht", in der Reihenfolge der Modelle), und jede 1 oder 2 kostet ein Modell. Strittig: wer
  testet (WH-A-FLUCHTTEST-WER), welches Modell verloren geht (WH-A-FLUCHTTEST-OPFER) und ob der Weg
  durch fremde Nahkampfreichweite führen darf (WH-A-RUECKZUG-NAHKAMPF).

  Der Trupp steht mit drei Modellen bei (8|10), (10|10) und (12|10); "Boyz-1" steht 1,5 Zoll
  nördlich von "Trupp-2", also in Nahkampfreichweite.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 3 Modellen ab (8|10) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht bei (10|11,5)

  @klausel:WH-BEW-4 @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Rückzug aus der Nahkampfreichweite
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|5)
    Dann steht "Trupp-2" bei (10|5)
    Und zählt "Trupp" als in diesem Zug zurückgezogen
    Und legt kein Modell einen Fluchttest ab
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung

  @klausel:WH-BEW-4
  Szenario: Wer nicht in Nahkampfreichweite ist, zieht sich nicht zurück
    Angenommen "Boyz-1" steht stattdessen bei (30|30)
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|5)
    Dann wird die Aktion mit WH.MOVE.NOT_ENGAGED nach Klausel WH-BEW-4 abgelehnt

  @klausel:WH-BEW-4
  Szenario: Am Ende des Rückzugs ist kein Modell in Nahkampfreichweite
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach [2540|2490|0]
    Dann wird die Aktion mit WH.MOVE.ENDS_ENGAGED nach Klausel WH-BEW-4 abgelehnt

  @klausel:WH-BEW-4
  Szenario: Auch der Rückzug reicht nur bis zum Bewegungswert
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|3)
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-4 abgelehnt

  @klausel:WH-BEW-4 @auslegung:WH-A-RUECKZUG-NAHKAMPF=beliebig @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Nach den veröffentlichten Regeln darf der Rückzug unterwegs Nahkampfreichweite streifen
    Angenommen "Grot" (Ork der Orks) steht bei (11,5|7)
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|4)
    Dann steht "Trupp-2" bei (10|4)

  @klausel:WH-BEW-4 @auslegung:WH-A-RUECKZUG-NAHKAMPF=nur-bisherige
  Szenario: Nach der Übersicht streift der Rückzug nicht die Nahkampfreichweite eines weiteren Feindes
    Angenommen "Grot" (Ork der Orks) steht bei (11,5|7)
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|4)
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-4 abgelehnt

  @klausel:WH-BEW-5 @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-WER=ganze-einheit @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Nach der Übersicht testet die ganze Einheit, wenn ein Modell über Feinde zieht
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und die Fluchttests 3, 2, 6 zeigen
    Dann legen "Trupp-1", "Trupp-2", "Trupp-3" einen Fluchttest ab
    Und gehen beim Fluchttest "Trupp-2" verloren
    Und ist "Trupp-2" zerstört
    Und lautet die Ereignisfolge: Einheitenbewegung, Fluchttest, Modell zerstört

  @klausel:WH-BEW-5 @auslegung:WH-A-FLUCHTTEST-WER=kreuzende-modelle @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Nach den veröffentlichten Regeln testen nur die Modelle, die über Feinde ziehen
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und der Fluchttest 3 zeigt
    Dann legen "Trupp-2" einen Fluchttest ab
    Und steht "Trupp-2" bei (10|14)

  @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FLUCHTTEST-WER=ganze-einheit @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenariogrundriss: Der Fluchttest misslingt bei 1 und 2
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und die Fluchttests <würfe> zeigen
    Dann gehen beim Fluchttest <verloren> verloren

    Beispiele:
      | Fall       | würfe    | verloren             |
      | eins       | 1, 6, 6  | "Trupp-1"            |
      | zwei       | 6, 6, 2  | "Trupp-3"            |
      | zwei Einsen | 1, 3, 1 | "Trupp-1", "Trupp-3" |

  @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-OPFER=spieler-waehlt @auslegung:WH-A-FLUCHTTEST-WER=ganze-einheit @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Nach den veröffentlichten Regeln wählt der Spieler die Verluste
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und der Spieler als Verluste zuerst "Trupp-3", "Trupp-1", "Trupp-2" wählt
    Und die Fluchttests 6, 1, 6 zeigen
    Dann gehen beim Fluchttest "Trupp-3" verloren
    Und steht "Trupp-2" bei (10|14)

  @klausel:WH-BEW-6 @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Zu wenige gewählte Verluste nimmt keine Lesart an
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und der Spieler als Verluste zuerst "Trupp-3" wählt
    Und die Fluchttests 6, 1, 6 zeigen
    Dann wird die Aktion mit WH.MOVE.CASUALTIES nach Klausel WH-BEW-6 abgelehnt

  @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Nach der Übersicht wählt der Spieler keine Verluste
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und der Spieler als Verluste zuerst "Trupp-3", "Trupp-1", "Trupp-2" wählt
    Und die Fluchttests 6, 1, 6 zeigen
    Dann wird die Aktion mit WH.MOVE.CASUALTIES nach Klausel WH-BEW-6 abgelehnt

  @klausel:WH-BEW-5 @klausel:WH-ERS-4 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Eine erschütterte Einheit testet mit jedem Modell, auch ohne über Feinde zu ziehen
    Angenommen "Trupp" ist erschüttert
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|5)
    Und die Fluchttests 2, 5, 5 zeigen
    Dann legen "Trupp-1", "Trupp-2", "Trupp-3" einen Fluchttest ab
    Und ist "Trupp-1" zerstört
    Und steht "Trupp-2" bei (10|5)

  @klausel:WH-ERS-4 @klausel:WH-BEW-5 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Erschüttert testet in jeder Lesart die ganze Einheit
    Angenommen "Trupp" ist erschüttert
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und die Fluchttests 5, 5, 5 zeigen
    Dann legen "Trupp-1", "Trupp-2", "Trupp-3" einen Fluchttest ab

  @klausel:WH-BEW-5 @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Eine FLIEGENDE Einheit zieht ohne Fluchttest über Feinde
    Angenommen "Trupp" hat das Schlüsselwort FLIEGEND
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Dann legt kein Modell einen Fluchttest ab
    Und steht "Trupp-2" bei (10|14)

  @klausel:WH-BEW-5
  Szenario: Eine TITANISCHE Einheit zieht ohne Fluchttest über Feinde
    Angenommen "Titan" (Titan des Imperiums) steht bei (30|20)
    Und "Mob" (Ork der Orks) steht bei [7620|6280|0]
    Wenn der imperiale Spieler "Titan" zurückzieht: "Titan-1" nach (30|30)
    Dann legt kein Modell einen Fluchttest ab
    Und steht "Titan-1" bei (30|30)

  @klausel:WH-BEW-5 @auslegung:WH-A-FLUCHTTEST-WER=ganze-einheit @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Ist nur ein Teil der Einheit TITANISCH, bleibt der Fluchttest
    Angenommen "Trupp-1" hat das Schlüsselwort TITANISCH
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und die Fluchttests 5, 5, 5 zeigen
    Dann legen "Trupp-1", "Trupp-2", "Trupp-3" einen Fluchttest ab

  @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Ein Modell, das beim Fluchttest zerstört wird, zieht nicht mehr
    Angenommen "Trupp" ist erschüttert
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|5)
    Und die Fluchttests 5, 1, 5 zeigen
    Dann ist "Trupp-2" zerstört
    Und lautet die Ereignisfolge: Einheitenbewegung, Fluchttest, Modell zerstört

  @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FLUCHTTEST-WER=ganze-einheit @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Ein Fluchttest ohne 1 und 2 kostet kein Modell
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-2" nach (10|14)
    Und die Fluchttests 3, 4, 5 zeigen
    Dann geht beim Fluchttest kein Modell verloren
    Und steht "Trupp-2" bei (10|14)

  @klausel:WH-BEW-4
  Szenario: Auch ein Modell, das sich nicht bewegt, steht am Ende des Rückzugs außerhalb der Nahkampfreichweite
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-1" nach (8|5)
    Dann wird die Aktion mit WH.MOVE.ENDS_ENGAGED nach Klausel WH-BEW-4 abgelehnt
