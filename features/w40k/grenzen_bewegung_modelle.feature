# language: de
Funktionalität: Grenzen der Bewegung: Flugzeuge, Durchziehen, Rückzug und Einsteigen
  Fälle an den Rändern der Bewegungsregeln, die eine Engine leicht anders entscheidet als der
  Regeltext: ein Flugzeug, das in Nahkampfreichweite beginnt, schräg fliegt oder auf einem Modell
  landet; Modelle, die durch befreundete Modelle ziehen; ein Rückzug, bei dem nur ein Teil der
  Einheit oder nur das Ende des Weges in Nahkampfreichweite liegt; ein Einstieg über einen Umweg.

  Maße: eine 32-mm-Base hat 0,63 Zoll Radius, die 120-mm-Base eines Flugzeugs 2,36 Zoll, die
  100-mm-Base eines Panzers oder Monsters 1,97 Zoll, die 90-mm-Base eines Transporters 1,77 Zoll.
  Die Nahkampfreichweite ist 1 Zoll zwischen den Bases.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase

  # -- Flugzeuge -----------------------------------------------------------------------------------

  @klausel:WH-FLZ-2 @klausel:WH-FLZ-3
  Szenario: Ein Flugzeug, das in Nahkampfreichweite beginnt, bewegt sich trotzdem normal
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (20|20)
    Und "Jaeger-1" blickt nach Osten
    Und "Boyz" (Ork der Orks) steht bei (20|23,5)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (45|20)
    Dann steht "Jaeger-1" bei (45|20)
    Und blickt "Jaeger-1" nach Osten

  @klausel:WH-FLZ-2
  Szenario: Ein Flugzeug fliegt nicht erst 20 Zoll geradeaus und biegt dann ab
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (20|5)
    Und "Jaeger-1" blickt nach Norden
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" über (20|25) nach (22|25)
    Dann wird die Aktion mit WH.AIRCRAFT.PATH nach Klausel WH-FLZ-2 abgelehnt

  @klausel:WH-FLZ-2
  Szenario: Ein Flugzeug, das schräg blickt, fliegt schräg geradeaus
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (10|10)
    Und "Jaeger-1" blickt nach Nordosten
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (30|30)
    Dann steht "Jaeger-1" bei (30|30)

  @klausel:WH-FLZ-2 @klausel:WH-BEW-1
  Szenario: Auch ein Flugzeug beendet seine Bewegung nicht auf einem anderen Modell
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (20|5)
    Und "Jaeger-1" blickt nach Norden
    Und "Boyz" (Ork der Orks) steht bei (20|31)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|30)
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-BEW-1 abgelehnt

  # -- Vorrücken aus der Nahkampfreichweite --------------------------------------------------------

  @klausel:WH-BEW-3
  Szenario: Auch mit gewürfeltem Vorrücken verlässt eine Einheit die Nahkampfreichweite nicht vorrückend
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (10|11,5)
    Und "Trupp" hat einen Vorrückwurf von 3 abgelegt
    Wenn der imperiale Spieler "Trupp" im Vorrücken bewegt: "Trupp-1" nach (10|5)
    Dann wird die Aktion mit WH.MOVE.ENGAGED nach Klausel WH-BEW-3 abgelehnt

  @klausel:WH-BEW-1
  Szenario: Eine Einheit, die sich schon bewegt hat, würfelt nicht mehr fürs Vorrücken
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" ist in diesem Zug normal bewegt
    Wenn der imperiale Spieler für "Trupp" den Vorrückwurf würfelt
    Und der Vorrückwurf 3 zeigt
    Dann wird die Aktion mit WH.MOVE.ALREADY_MOVED nach Klausel WH-BEW-1 abgelehnt

  # -- durch befreundete Modelle -------------------------------------------------------------------

  @klausel:WH-BEW-1 @klausel:WH-FLI-1
  Szenario: Ein Panzer zieht nicht durch einen befreundeten Panzer
    Angenommen "Leman" (Panzer des Imperiums) steht bei (10|20)
    Und "Russ" (Panzer des Imperiums) steht bei (15|20)
    Wenn der imperiale Spieler "Leman" normal bewegt: "Leman-1" nach (20|20)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-BEW-1 @klausel:WH-FLI-1
  Szenario: Ein Monster zieht nicht durch ein befreundetes Monster
    Angenommen "Bestie" (Monster des Imperiums) steht bei (10|20)
    Und "Biest" (Monster des Imperiums) steht bei (14|20)
    Wenn der imperiale Spieler "Bestie" normal bewegt: "Bestie-1" nach (18|20)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-BEW-1 @klausel:WH-FLI-1 @auslegung:WH-A-DURCH-MODELLE=befreundete
  Szenario: Ein Infanterist zieht durch einen befreundeten Panzer
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|20)
    Und "Russ" (Panzer des Imperiums) steht bei (13|20)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (16|20)
    Dann steht "Trupp-1" bei (16|20)

  # -- Rückzug -------------------------------------------------------------------------------------

  @klausel:WH-BEW-4
  Szenario: Ein Rückzug über einen Umweg, der wieder in Nahkampfreichweite endet, ist verboten
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (10|10); (12|10)
    Und "Boyz" (Ork der Orks) steht an den Punkten (10|11,5); (30|30)
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-1" über (10|7) nach (10|10); "Trupp-2" nach (12|2)
    Dann wird die Aktion mit WH.MOVE.ENDS_ENGAGED nach Klausel WH-BEW-4 abgelehnt

  @klausel:WH-BEW-4
  Szenario: Beim Rückzug muss auch ein Modell, das stehen bleibt, die Nahkampfreichweite verlassen
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (10|10); (12|10)
    Und "Boyz" (Ork der Orks) steht an den Punkten (12|11,5); (30|30)
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-1" nach (10|5)
    Dann wird die Aktion mit WH.MOVE.ENDS_ENGAGED nach Klausel WH-BEW-4 abgelehnt

  @klausel:WH-BEW-5 @klausel:WH-BEW-6 @auslegung:WH-A-FLUCHTTEST-OPFER=spieler-waehlt
  Szenario: Wählt der Spieler die Verluste, nennt er sie vor den Fluchttests
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (10|10); (11,5|10)
    Und "Boyz" (Ork der Orks) steht bei (10|11,5)
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-1" nach (10|14); "Trupp-2" nach (12|14)
    Und die Fluchttests 3, 4 zeigen
    Dann wird die Aktion mit WH.MOVE.CASUALTIES nach Klausel WH-BEW-6 abgelehnt

  # -- Formation nach jeder Bewegung ---------------------------------------------------------------

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  Szenario: Auch mit einem zerstörten Modell endet keine Bewegung außer Formation
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (10|10); (11,5|10); (30|10)
    Und "Trupp-3" ist zerstört
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|15)
    Dann wird die Aktion mit WH.MOVE.COHERENCY nach Klausel WH-ZUG-1 abgelehnt

  # -- Einsteigen ----------------------------------------------------------------------------------

  @klausel:WH-TRA-1
  Szenario: Beim Einsteigen zählt nur, wo die Bewegung endet, und ein Modell des Transporters genügt
    Angenommen "Rhino" (Transporter des Imperiums) steht an den Punkten (20|20); (40|20)
    Und "Trupp" (Infanterist des Imperiums) steht bei (13|20)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über (13|22) nach (16|20)
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann sitzt "Trupp" im Transporter "Rhino"

  # -- Angriff an der Spielfeldkante ---------------------------------------------------------------

  @klausel:WH-ANG-3 @klausel:WH-BEW-1
  Szenario: Auch eine Angriffsbewegung endet nicht über der Spielfeldkante
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" (Infanterist des Imperiums) steht bei (1|20)
    Und "Boyz" (Ork der Orks) steht bei (1|25)
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach (0,5|23,5)
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-BEW-1 abgelehnt

  # -- über Modelle hinweg -------------------------------------------------------------------------

  @klausel:WH-FLI-1 @klausel:WH-FLZ-3
  Szenario: Ein Flugzeug ohne FLIEGEND zieht nicht über Modelle hinweg
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (20|5)
    Und "Jaeger-1" blickt nach Norden
    Und "Jaeger" hat das Schlüsselwort FLIEGEND nicht
    Und "Boyz" (Ork der Orks) steht bei (20|15)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|30)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-FLI-1 @klausel:WH-BEW-1
  Szenario: Ein fliegendes Modell darf über ein Modell hinweg, aber nicht auf ihm landen, auch nach einem Umweg
    Angenommen "Springer" (Sprungtruppe des Imperiums) steht bei (14|10)
    Und "Trupp" (Infanterist des Imperiums) steht bei (20|10)
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" über (17|12) nach (20|10,5)
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-BEW-1 abgelehnt

  # -- Fluchttests und Gefährliches Ende -----------------------------------------------------------

  @klausel:WH-BEW-5 @klausel:WH-BEW-6 @klausel:WH-ATK-16 @auslegung:WH-A-FLUCHTTEST-OPFER=wuerfelndes-modell @auslegung:WH-A-FLUCHTTEST-WER=ganze-einheit @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Ein Modell, das schon das Gefährliche Ende seines Nachbarn zerstört hat, geht beim Fluchttest nicht noch einmal verloren
    Angenommen "Panzer" (Panzer des Imperiums) steht an den Punkten (10|10); (15|10); (30|10)
    Und "Panzer" hat Gefährliches Ende 1
    Und "Panzer-2" hat nur noch 1 Lebenspunkt
    Und "Boyz" (Ork der Orks) steht bei (10|13)
    Wenn der imperiale Spieler "Panzer" zurückzieht: "Panzer-1" nach (10|20)
    Und die Fluchttests 1, 1, 6 zeigen
    Und die Würfe für Gefährliches Ende 6, 1 zeigen
    Dann sind "Panzer-1", "Panzer-2" zerstört
    Und ist "Boyz-1" zerstört
    Und lebt "Panzer-3" noch
    Und gehen beim Fluchttest "Panzer-1", "Panzer-2" verloren
