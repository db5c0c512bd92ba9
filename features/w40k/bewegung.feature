# language: de
Funktionalität: Einheiten bewegen: stationär, normal, vorrücken
  In der Bewegungsphase bewegt sich jede Einheit höchstens einmal. Eine normale Bewegung reicht bis
  B Zoll, Vorrücken bis B plus einen W6 (Würfelschlange "vorruecken", gewürfelt mit der Aktion
  advance, bevor die Modelle ziehen). Dabei kommt kein Modell in die Nahkampfreichweite feindlicher
  Modelle, auch nicht unterwegs. Ein Weg besteht aus geraden Stücken; jedes Stück zählt seine
  waagerechte Länge, auf eine Einheit aufgerundet.

  Der Trupp (B 6, 32-mm-Base) steht bei (10|10); 6 Zoll sind 1524 Einheiten.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-BEW-1
  Szenario: Eine stationäre Einheit bewegt sich nicht
    Wenn der imperiale Spieler "Trupp" stationär bleiben lässt
    Dann steht "Trupp-1" bei (10|10)
    Und zählt "Trupp" als in diesem Zug stationär geblieben
    Und lautet die Ereignisfolge: Einheitenbewegung

  @klausel:WH-BEW-1
  Szenario: Wer stationär bleibt, gibt keinen Weg an
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "stationary", "paths": [{"model": "Trupp-1", "path": [[2540, 3048, 0]]}]}
      """
    Dann wird die Aktion mit WH.MOVE.STATIONARY nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-BEW-2
  Szenariogrundriss: Eine normale Bewegung bis zum Bewegungswert
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann steht "Trupp-1" bei <ziel>
    Und zählt der Weg von "Trupp-1" <länge> Einheiten
    Und zählt "Trupp" als in diesem Zug normal bewegt

    Beispiele:
      | Fall                   | ziel             | länge |
      | genau 6 Zoll           | (10\|16)         | 1524  |
      | schräg 3-4-5           | (13\|14)         | 1270  |
      | schräg, aufgerundet    | (14\|14)         | 1437  |

  @klausel:WH-BEW-2
  Szenariogrundriss: Weiter als der Bewegungswert ist nicht erlaubt
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-2 abgelehnt

    Beispiele:
      | Fall                   | ziel                 |
      | eine Einheit zu weit   | [2540\|4065\|0]      |
      | schräg zu weit         | (15\|14)             |

  @klausel:WH-BEW-2
  Szenario: Ein Weg aus mehreren Stücken zählt jedes Stück aufgerundet
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über (11|11) nach (12|12)
    Dann zählt der Weg von "Trupp-1" 720 Einheiten

  @klausel:WH-BEW-2
  Szenario: Eine normale Bewegung kommt nicht in die Nahkampfreichweite eines Feindes
    Angenommen "Boyz-1" steht stattdessen bei (10|18)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-2
  Szenario: Auch unterwegs darf kein Modell in die Nahkampfreichweite kommen
    Angenommen "Boyz-1" steht stattdessen bei (11,5|13)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-2
  Szenario: Ein Umweg außen herum hält Abstand
    Angenommen "Boyz-1" steht stattdessen bei (11,5|13)
    Und "Trupp" hat Bewegung 8
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über (8|13) nach (10|16)
    Dann steht "Trupp-1" bei (10|16)

  @klausel:WH-BEW-2 @klausel:WH-BEW-4
  Szenario: Eine Einheit in Nahkampfreichweite bewegt sich nicht normal
    Angenommen "Boyz-1" steht stattdessen bei (10|11,5)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|6)
    Dann wird die Aktion mit WH.MOVE.ENGAGED nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-1
  Szenario: Jede Einheit bewegt sich nur einmal in der Bewegungsphase
    Angenommen "Trupp" ist in diesem Zug normal bewegt
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|12)
    Dann wird die Aktion mit WH.MOVE.ALREADY_MOVED nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-BEW-1
  Szenario: Keine Base verlässt das Spielfeld
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|0,5)
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-BEW-1 @klausel:WH-FLI-1
  Szenario: Auch ein fliegendes Modell endet nicht auf einem anderen
    Angenommen "Springer" (Sprungtruppe des Imperiums) steht bei (30|10)
    Und "Wall" (Infanterist des Imperiums) steht bei (30|13)
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" nach (30|13,5)
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-BEW-1
  Szenario: Ein zerstörtes Modell bewegt sich nicht
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Und "Kette-2" ist zerstört
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Kette", "mode": "normal", "paths": [{"model": "Kette-2", "path": [[5080, 3556, 0]]}]}
      """
    Dann wird die Aktion mit WH.MOVE.MODEL_GONE nach Klausel WH-BEW-1 abgelehnt

  @klausel:WH-BEW-1
  Szenario: Ein Modell mit zwei Wegen ist ein fehlerhafter Fall
    Wenn die Aktion lautet:
      """json
      {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "normal", "paths": [{"model": "Trupp-1", "path": [[2540, 3048, 0]]}, {"model": "Trupp-1", "path": [[2540, 3302, 0]]}]}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.PATH_TWICE abgewiesen

  @klausel:WH-BEW-1
  Szenario: Die Modelle einer Einheit ziehen nacheinander, das vordere macht dem hinteren Platz
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-2" nach (20|16); "Kette-1" nach (20|14)
    Dann steht "Kette-1" bei (20|14)
    Und steht "Kette-2" bei (20|16)

  @klausel:WH-BEW-1 @klausel:WH-FLI-1 @auslegung:WH-A-DURCH-MODELLE=nur-fliegende
  Szenario: In Reihenfolge der Einheit kann das hintere Modell nicht durch das vordere ziehen
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-1" nach (20|15); "Kette-2" nach (20|17)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-BEW-1 @auslegung:WH-A-DURCH-MODELLE=befreundete
  Szenario: Nach den veröffentlichten Regeln zieht ein Modell durch befreundete Modelle
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-1" nach (20|15); "Kette-2" nach (20|17)
    Dann steht "Kette-1" bei (20|15)

  @klausel:WH-FLI-1
  Szenario: Ein fliegendes Modell zieht über andere Modelle hinweg
    Angenommen "Springer" (Sprungtruppe des Imperiums) steht bei (30|10)
    Und "Wall" (Infanterist des Imperiums) steht bei (30|13)
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" nach (30|16)
    Dann steht "Springer-1" bei (30|16)

  @klausel:WH-FLI-1 @auslegung:WH-A-DURCH-MODELLE=nur-fliegende
  Szenario: Ohne FLIEGEN zieht ein Modell nicht über ein befreundetes Modell
    Angenommen "Wall" (Infanterist des Imperiums) steht bei (10|13)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-FLI-1 @auslegung:WH-A-DURCH-MODELLE=befreundete
  Szenario: Nach den veröffentlichten Regeln zieht jedes Modell durch ein befreundetes
    Angenommen "Wall" (Infanterist des Imperiums) steht bei (10|13)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Dann steht "Trupp-1" bei (10|16)

  @klausel:WH-FLI-1
  Szenario: In keiner Lesart zieht ein FAHRZEUG durch ein befreundetes FAHRZEUG
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (20|20)
    Und "Rhino" (Transporter des Imperiums) steht bei (20|26)
    Wenn der imperiale Spieler "Panzer" normal bewegt: "Panzer-1" nach (20|30)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-FLI-1
  Szenario: Touchieren ist kein Überqueren
    Angenommen "Wall" (Infanterist des Imperiums) steht bei [2860|3302|0]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Dann steht "Trupp-1" bei (10|16)

  @klausel:WH-BEW-3
  Szenario: Vorrücken beginnt mit dem Wurf
    Wenn der imperiale Spieler für "Trupp" den Vorrückwurf würfelt
    Und der Vorrückwurf 4 zeigt
    Dann lautet die Ereignisfolge: Vorrückwurf

  @klausel:WH-BEW-3
  Szenariogrundriss: Vorrücken reicht bis B plus den Wurf
    Angenommen "Trupp" hat einen Vorrückwurf von 3 abgelegt
    Wenn der imperiale Spieler "Trupp" im Vorrücken bewegt: "Trupp-1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall            | ziel              | ergebnis                                                               |
      | neun Zoll       | (10\|19)          | zählt "Trupp" als in diesem Zug vorgerückt                             |
      | zu weit         | [2540\|4827\|0]   | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-3 abgelehnt     |

  @klausel:WH-BEW-3
  Szenario: Ohne Vorrückwurf gibt es kein Vorrücken
    Wenn der imperiale Spieler "Trupp" im Vorrücken bewegt: "Trupp-1" nach (10|19)
    Dann wird die Aktion mit WH.MOVE.NOT_ROLLED nach Klausel WH-BEW-3 abgelehnt

  @klausel:WH-BEW-3
  Szenario: Nach dem Vorrückwurf bewegt sich zuerst diese Einheit
    Angenommen "Trupp" hat einen Vorrückwurf von 3 abgelegt
    Und "Zweiter" (Infanterist des Imperiums) steht bei (20|10)
    Wenn der imperiale Spieler "Zweiter" stationär bleiben lässt
    Dann wird die Aktion mit WH.SEQUENCE.OPEN nach Klausel WH-BEW-3 abgelehnt

  @klausel:WH-BEW-3
  Szenario: Aus der Nahkampfreichweite rückt niemand vor
    Angenommen "Boyz-1" steht stattdessen bei (10|11,5)
    Wenn der imperiale Spieler für "Trupp" den Vorrückwurf würfelt
    Und der Vorrückwurf 4 zeigt
    Dann wird die Aktion mit WH.MOVE.ENGAGED nach Klausel WH-BEW-3 abgelehnt

  @klausel:WH-BEW-3
  Szenario: Auch beim Vorrücken bleibt die Einheit aus der Nahkampfreichweite
    Angenommen "Trupp" hat einen Vorrückwurf von 3 abgelegt
    Und "Boyz-1" steht stattdessen bei (10|20,5)
    Wenn der imperiale Spieler "Trupp" im Vorrücken bewegt: "Trupp-1" nach (10|19)
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-3 abgelehnt

  @klausel:WH-BEW-2 @auslegung:WH-A-NAHKAMPFREICHWEITE=1-zoll
  Szenario: Nach der Übersicht misst die Nahkampfreichweite im Raum
    Angenommen ein Geländestück "Kiste" reicht von (20|30) bis (22|32) und ist 3 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (21|31|3)
    Und "Trupp-1" steht stattdessen bei (21|29)
    Wenn gefragt wird, ob "Trupp-1" und "Boyz-1" in Nahkampfreichweite sind
    Dann lautet die Antwort false

  @klausel:WH-BEW-2 @auslegung:WH-A-NAHKAMPFREICHWEITE=1-zoll-5-senkrecht
  Szenario: Nach den veröffentlichten Regeln gelten 1 Zoll waagerecht und 5 Zoll senkrecht
    Angenommen ein Geländestück "Kiste" reicht von (20|30) bis (22|32) und ist 3 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (21|31|3)
    Und "Trupp-1" steht stattdessen bei (21|29)
    Wenn gefragt wird, ob "Trupp-1" und "Boyz-1" in Nahkampfreichweite sind
    Dann lautet die Antwort true

  @klausel:WH-BEW-2
  Szenariogrundriss: Nahkampfreichweite an ihrer Grenze
    Angenommen "Boyz-1" steht stattdessen bei <ort>
    Wenn gefragt wird, ob "Trupp-1" und "Boyz-1" in Nahkampfreichweite sind
    Dann lautet die Antwort <in>

    Beispiele:
      | Fall                   | ort              | in    |
      | genau 1 Zoll           | [2540\|3114\|0]  | true  |
      | eine Einheit weiter    | [2540\|3115\|0]  | false |
      | Basekontakt            | [2540\|2860\|0]  | true  |

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-BEWEGUNG=nur-zugende
  Szenario: Nach der Übersicht darf eine Bewegung die Formation vorübergehend brechen
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-2" nach (20|18)
    Dann steht "Kette-2" bei (20|18)

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  Szenario: Nach den veröffentlichten Regeln endet jede Bewegung in Formation
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-2" nach (20|18)
    Dann wird die Aktion mit WH.MOVE.COHERENCY nach Klausel WH-ZUG-1 abgelehnt

  @klausel:WH-ZUG-1 @klausel:WH-BEW-1 @auslegung-ebenso:WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  Szenario: Auch nach den veröffentlichten Regeln bleibt eine Einheit außer Formation stehen, statt nicht ziehen zu können
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 8 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-2" nach (20|18)
    Dann steht "Kette-2" bei (20|18)
    Und steht "Kette-1" bei (20|10)

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  Szenario: Nach den veröffentlichten Regeln darf eine Einheit außer Formation nur in Formation ziehen
    Angenommen "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 8 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-2" nach (20|17)
    Dann wird die Aktion mit WH.MOVE.COHERENCY nach Klausel WH-ZUG-1 abgelehnt
