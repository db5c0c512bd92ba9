# language: de
Funktionalität: Flugzeuge
  FLUGZEUGE beginnen in der Reserve, und für sie gelten die Regeln der strategischen Reserve. Sie
  bewegen sich nur normal, geradeaus, mindestens 20 Zoll, und drehen sich danach um höchstens
  90 Grad (WH-A-FLUGZEUG-DREHUNG: oder davor); dabei beachten sie feindliche Modelle in
  Nahkampfreichweite nicht, und andere Einheiten beachten sie beim Bewegen nicht. Reicht die
  Bewegung über den Rand des Spielfelds, geht das Flugzeug zurück in die Reserve.

  Der Jäger (120-mm-Base, B 30) steht bei (20|5) und blickt nach Norden.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Jaeger" (Flugzeug des Imperiums) steht bei (20|5)
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-FLZ-2
  Szenariogrundriss: Was ein Flugzeug nicht kann
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" <weg>
    Dann wird die Aktion mit WH.AIRCRAFT.PATH nach Klausel WH-FLZ-2 abgelehnt

    Beispiele:
      | Fall                     | weg                                 |
      | nur 19 Zoll              | nach (20\|24)                       |
      | schräg statt geradeaus   | nach (35\|20)                       |
      | zwei Stücke              | über (20\|15) nach (20\|30)         |
      | rückwärts                | nach (20\|2)                        |

  @klausel:WH-FLZ-2
  Szenario: Genau 20 Zoll genügen
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Dann steht "Jaeger-1" bei (20|25)

  @klausel:WH-FLZ-2 @auslegung:WH-A-FLUGZEUG-DREHUNG=nach-der-bewegung
  Szenariogrundriss: Nach dem Flug dreht sich das Flugzeug um höchstens 90 Grad
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Und "Jaeger-1" sich danach nach <richtung> dreht
    Dann blickt "Jaeger-1" nach <richtung>

    Beispiele:
      | Fall           | richtung   |
      | Osten          | Osten      |
      | Westen         | Westen     |
      | Nordwesten     | Nordwesten |

  @klausel:WH-FLZ-2
  Szenariogrundriss: Mehr als 90 Grad dreht sich kein Flugzeug
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Und "Jaeger-1" sich danach nach <richtung> dreht
    Dann wird die Aktion mit WH.AIRCRAFT.PATH nach Klausel WH-FLZ-2 abgelehnt

    Beispiele:
      | Fall           | richtung   |
      | Südosten       | Südosten   |
      | Süden          | Süden      |

  @klausel:WH-FLZ-2 @klausel:WH-BEW-2
  Szenario: Auch ein Flugzeug zieht nicht weiter als sein Bewegungswert
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|36)
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-FLZ-2
  Szenariogrundriss: Ein Flugzeug bewegt sich nur normal
    Wenn <aktion>
    Dann wird die Aktion mit WH.MOVE.AIRCRAFT nach Klausel WH-FLZ-2 abgelehnt

    Beispiele:
      | Fall            | aktion                                                          |
      | stationär       | der imperiale Spieler "Jaeger" stationär bleiben lässt          |
      | vorrücken       | der imperiale Spieler für "Jaeger" den Vorrückwurf würfelt      |

  @klausel:WH-FLZ-2 @auslegung:WH-A-FLUGZEUG-DREHUNG=nach-der-bewegung
  Szenario: Nach der Übersicht fliegt das Flugzeug in seiner bisherigen Richtung und dreht sich danach
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Und "Jaeger-1" dabei nach Osten blickt
    Dann steht "Jaeger-1" bei (20|25)
    Und blickt "Jaeger-1" nach Osten

  @klausel:WH-FLZ-2 @auslegung:WH-A-FLUGZEUG-DREHUNG=vor-der-bewegung
  Szenario: Dreht sich das Flugzeug nach der Option zuerst, fliegt es nicht mehr in der alten Richtung
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Und "Jaeger-1" dabei nach Osten blickt
    Dann wird die Aktion mit WH.AIRCRAFT.PATH nach Klausel WH-FLZ-2 abgelehnt

  @klausel:WH-FLZ-2 @auslegung:WH-A-FLUGZEUG-DREHUNG=vor-der-bewegung
  Szenario: Nach der Option fliegt es nach der Drehung in der neuen Richtung
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (45|5)
    Und "Jaeger-1" dabei nach Osten blickt
    Dann steht "Jaeger-1" bei (45|5)

  @klausel:WH-FLZ-2 @auslegung:WH-A-FLUGZEUG-DREHUNG=nach-der-bewegung
  Szenario: Nach der Übersicht fliegt es nicht in der neuen Richtung
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (45|5)
    Und "Jaeger-1" dabei nach Osten blickt
    Dann wird die Aktion mit WH.AIRCRAFT.PATH nach Klausel WH-FLZ-2 abgelehnt

  @klausel:WH-FLZ-4
  Szenario: Über den Spielfeldrand zurück in die Reserve
    Angenommen "Jaeger-1" steht stattdessen bei (20|30)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|52)
    Dann ist "Jaeger" in strategischer Reserve
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Flugzeug verlässt das Feld

  @klausel:WH-FLZ-3
  Szenario: Ein Flugzeug beachtet beim Bewegen feindliche Modelle in Nahkampfreichweite nicht
    Angenommen "Boyz-1" steht stattdessen bei (22|15)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Dann steht "Jaeger-1" bei (20|25)

  @klausel:WH-FLZ-3
  Szenario: Ein Flugzeug darf in Nahkampfreichweite einer feindlichen Einheit enden
    Angenommen "Boyz-1" steht stattdessen bei (23,5|25)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach (20|25)
    Dann steht "Jaeger-1" bei (20|25)

  @klausel:WH-FLZ-3
  Szenario: Andere Einheiten beachten beim Bewegen das Flugzeug nicht
    Angenommen der Orkspieler ist am Zug in der Bewegungsphase
    Und "Boyz-1" steht stattdessen bei (22,5|11)
    Wenn der Orkspieler "Boyz" normal bewegt: "Boyz-1" nach (21|8,5)
    Dann steht "Boyz-1" bei (21|8,5)

  @klausel:WH-FLZ-3 @klausel:WH-BEW-4
  Szenario: Neben einem Flugzeug ist eine Einheit nicht in Nahkampfreichweite, wenn sie sich bewegt
    Angenommen der Orkspieler ist am Zug in der Bewegungsphase
    Und "Boyz-1" steht stattdessen bei (23,5|5)
    Wenn der Orkspieler "Boyz" normal bewegt: "Boyz-1" nach (26|5)
    Dann steht "Boyz-1" bei (26|5)

  @klausel:WH-FLZ-1 @klausel:WH-RES-1
  Szenario: Auch ein Flugzeug trifft nicht in der ersten Runde ein
    Angenommen es ist Runde 1
    Und der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Bomber" (Flugzeug des Imperiums) mit 1 Modellen ist in Schocktruppen-Reserve
    Wenn der imperiale Spieler "Bomber" aus der Reserve aufstellt: "Bomber-1" bei (3|20)
    Und "Bomber-1" dabei nach Osten blickt
    Dann wird die Aktion mit WH.RESERVE.FIRST_ROUND nach Klausel WH-RES-1 abgelehnt

  @klausel:WH-FLZ-1 @klausel:WH-RES-2
  Szenario: Ein Flugzeug trifft ein wie eine strategische Reserve
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Bomber" (Flugzeug des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Wenn der imperiale Spieler "Bomber" aus der Reserve aufstellt: "Bomber-1" bei (3|20)
    Und "Bomber-1" dabei nach Osten blickt
    Dann ist "Bomber" auf dem Schlachtfeld
    Und blickt "Bomber-1" nach Osten

  @klausel:WH-FLZ-1
  Szenario: Ein Flugzeug wird mit einer Blickrichtung aufgestellt
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Bomber" (Flugzeug des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Wenn der imperiale Spieler "Bomber" aus der Reserve aufstellt: "Bomber-1" bei (3|20)
    Dann wird die Aktion mit WH.RESERVE.FACING nach Klausel WH-FLZ-1 abgelehnt

  @klausel:WH-FLZ-4 @klausel:WH-VER-1
  Szenario: Ein Flugzeug, das in diesem Zug das Feld verlassen hat, trifft nicht gleich wieder ein
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Bomber" (Flugzeug des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und "Bomber" ist in diesem Zug normal bewegt
    Wenn der imperiale Spieler "Bomber" aus der Reserve aufstellt: "Bomber-1" bei (3|20)
    Und "Bomber-1" dabei nach Osten blickt
    Dann wird die Aktion mit WH.RESERVE.NOT_IN_RESERVE nach Klausel WH-VER-1 abgelehnt
