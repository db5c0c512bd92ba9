# language: de
Funktionalität: Einheitenformation am Ende des Zuges
  Ein Modell ist in Formation, wenn es höchstens 2 Zoll waagerecht und 5 Zoll senkrecht von einem
  anderen Modell seiner Einheit entfernt steht, in Einheiten aus 7 oder mehr Modellen von zwei
  anderen. Am Ende des Zuges werden Modelle entfernt, die nicht in Formation sind
  (WH-A-FORMATION-ENTFERNEN: alle auf einmal, oder der Spieler wählt). Strittig ist auch, ob die
  Einheit eine zusammenhängende Gruppe sein muss (WH-A-FORMATION-GRUPPE).

  Infanteristen haben 32-mm-Bases; bei 2 Zoll Abstand der Mittelpunkte sind die Bases knapp
  0,75 Zoll voneinander entfernt, bei 4 Zoll knapp 2,75 Zoll.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag

  @klausel:WH-ZUG-1
  Szenariogrundriss: Ein anderes Modell in Einheiten bis 6, zwei ab 7
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit <anzahl> Modellen ab (5|10) im Abstand von 2 Zoll nach Osten
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall            | anzahl | antwort                                              |
      | sechs Modelle   | 6      | {"coherent": true, "out": []}                        |
      | sieben Modelle  | 7      | {"coherent": false, "out": ["Trupp-1", "Trupp-7"]}   |

  @klausel:WH-ZUG-1
  Szenario: Sieben Modelle eng genug stehen in Formation
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 7 Modellen ab (5|10) im Abstand von 1,5 Zoll nach Osten
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort {"coherent": true, "out": []}

  @klausel:WH-ZUG-1
  Szenariogrundriss: Die Grenze von 2 Zoll waagerecht
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten [1270|2540|0]; <zweiter>
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall                  | zweiter          | antwort                                            |
      | genau 2 Zoll          | [2098\|2540\|0]  | {"coherent": true, "out": []}                      |
      | eine Einheit weiter   | [2099\|2540\|0]  | {"coherent": false, "out": ["Trupp-1", "Trupp-2"]} |

  @klausel:WH-ZUG-1
  Szenariogrundriss: Die Grenze von 5 Zoll senkrecht
    Angenommen ein Geländestück "Turm" reicht von (9|9) bis (11|11) und ist <hoehe> Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten (8|10); (10|10|<hoehe>)
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall          | hoehe | antwort                                            |
      | fünf Zoll     | 5     | {"coherent": true, "out": []}                      |
      | sechs Zoll    | 6     | {"coherent": false, "out": ["Trupp-1", "Trupp-2"]} |

  @klausel:WH-ZUG-1
  Szenario: Eine Einheit aus einem Modell ist immer in Formation
    Angenommen "Held" (Infanterist des Imperiums) steht bei (10|10)
    Wenn gefragt wird, ob "Held" in Formation ist
    Dann lautet die Antwort {"coherent": true, "out": []}

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-GRUPPE=je-modell
  Szenario: Nach der Übersicht sind zwei getrennte Paare in Formation
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (20|10); (22|10)
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort {"coherent": true, "out": []}

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-GRUPPE=eine-gruppe
  Szenario: Nach den veröffentlichten Regeln bilden zwei getrennte Paare keine Formation
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (20|10); (22|10)
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort {"coherent": false, "out": ["Trupp-3", "Trupp-4"]}

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-GRUPPE=eine-gruppe
  Szenario: Nach den veröffentlichten Regeln bleibt die größte Gruppe
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (20|10); (22|10); (24|10)
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort {"coherent": false, "out": ["Trupp-1", "Trupp-2"]}

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=alle-ausserhalb
  Szenario: Am Ende des Zuges werden die Modelle ohne Formation entfernt
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10)
    Wenn der imperiale Spieler den Zug beendet
    Dann ist "Trupp-3" aus der Einheit entfernt
    Und werden aus "Trupp" "Trupp-3" entfernt
    Und lebt "Trupp-1" noch

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=alle-ausserhalb
  Szenario: Nach der Übersicht gehen mehrere Modelle auf einmal
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (10|10); (12|10); (17|10)
    Wenn der imperiale Spieler den Zug beendet
    Dann werden aus "Trupp" "Trupp-1", "Trupp-4" entfernt
    Und lebt "Trupp-2" noch

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=alle-ausserhalb
  Szenario: Nach der Übersicht nennt der Spieler keine Modelle
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10)
    Wenn der imperiale Spieler den Zug beendet und aus "Trupp" "Trupp-3" herausnimmt
    Dann wird die Aktion mit WH.COHERENCY.REMOVALS nach Klausel WH-ZUG-2 abgelehnt

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=spieler-waehlt
  Szenario: Nach den veröffentlichten Regeln entfernt der Spieler Modelle, bis die Einheit in Formation ist
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10)
    Wenn der imperiale Spieler den Zug beendet und aus "Trupp" "Trupp-3" herausnimmt
    Dann ist "Trupp-3" aus der Einheit entfernt

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=spieler-waehlt
  Szenario: Nach den veröffentlichten Regeln muss der Spieler Modelle nennen, wenn die Einheit nicht in Formation ist
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10)
    Wenn der imperiale Spieler den Zug beendet
    Dann wird die Aktion mit WH.COHERENCY.REMOVALS nach Klausel WH-ZUG-2 abgelehnt

  @klausel:WH-ZUG-2
  Szenariogrundriss: Der Spieler entfernt nicht zu wenig und nicht zu viel
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10)
    Wenn der imperiale Spieler den Zug beendet und aus "Trupp" <modelle> herausnimmt
    Dann wird die Aktion mit WH.COHERENCY.REMOVALS nach Klausel WH-ZUG-2 abgelehnt

    Beispiele:
      | Fall           | modelle                |
      | zu wenig       | "Trupp-1"              |
      | zu viel        | "Trupp-3", "Trupp-1"   |

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=spieler-waehlt @auslegung:WH-A-FORMATION-GRUPPE=eine-gruppe
  Szenario: Der Spieler wählt, welche Gruppe geht, solange die Einheit danach in Formation ist
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10); (14|10)
    Wenn der imperiale Spieler den Zug beendet und aus "Trupp" "Trupp-1", "Trupp-2" herausnimmt
    Dann ist "Trupp-1" aus der Einheit entfernt
    Und lebt "Trupp-3" noch

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=alle-ausserhalb
  Szenario: Eine Einheit ohne verbliebene Modelle ist zerstört
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (10|10)
    Wenn der imperiale Spieler den Zug beendet
    Dann ist "Trupp" zerstört
    Und werden aus "Trupp" "Trupp-1", "Trupp-2" entfernt

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=alle-ausserhalb
  Szenario: Ein entferntes Modell löst kein Gefährliches Ende aus
    Angenommen "Panzer" (Panzer des Imperiums) steht an den Punkten (5|10); (30|10)
    Wenn der imperiale Spieler den Zug beendet
    Dann lautet die Ereignisfolge: Entfernen, Einheit zerstört, Zugwechsel, Befehlspunkt, Befehlspunkt, Phasenwechsel

  @klausel:WH-ZUG-2
  Szenario: Eine Einheit in Formation verliert niemanden
    Angenommen "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (9|10)
    Wenn der imperiale Spieler den Zug beendet
    Dann wird kein Modell wegen der Formation entfernt
