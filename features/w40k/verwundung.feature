# language: de
Funktionalität: Verwundungswurf und Verwundungstabelle
  Für jeden Treffer ein W6 (Würfelschlange "verwundung"). Was er braucht, vergleicht die Stärke S
  der Waffe mit dem Widerstand W: das Doppelte oder mehr 2+, mehr 3+, gleich 4+, weniger 5+, die
  Hälfte oder weniger 6+. Die ganze Tabelle für S und W von 1 bis 14 und jeden Wurf gegen jede
  Zahl mit Modifikatoren von -2 bis +2 steht in vectors/w40k/tables/.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-ATK-4
  Szenariogrundriss: Die Verwundungstabelle an ihren Grenzen
    Wenn gefragt wird, was Stärke <s> gegen Widerstand <w> zum Verwunden braucht
    Dann lautet die Antwort <braucht>

    Beispiele:
      | Fall                       | s  | w  | braucht |
      | genau doppelt              | 8  | 4  | 2       |
      | mehr als doppelt           | 9  | 4  | 2       |
      | knapp unter doppelt        | 7  | 4  | 3       |
      | eins mehr                  | 5  | 4  | 3       |
      | gleich                     | 4  | 4  | 4       |
      | eins weniger               | 3  | 4  | 5       |
      | genau die Hälfte           | 2  | 4  | 6       |
      | weniger als die Hälfte     | 1  | 4  | 6       |
      | knapp über der Hälfte      | 4  | 7  | 5       |
      | unter der halben Sieben    | 3  | 7  | 6       |
      | genau die halbe Sechs      | 3  | 6  | 6       |
      | eins gegen eins            | 1  | 1  | 4       |
      | zwei gegen eins            | 2  | 1  | 2       |
      | eins gegen zwei            | 1  | 2  | 6       |
      | vierzehn gegen sieben      | 14 | 7  | 2       |
      | dreizehn gegen sieben      | 13 | 7  | 3       |

  @klausel:WH-ATK-1 @klausel:WH-ATK-2 @klausel:WH-ATK-4
  Szenariogrundriss: Verwundungswürfe mit Modifikatoren
    Wenn gefragt wird, ob der Verwundungswurf <wurf> bei <n>+ mit Modifikator <m> verwundet
    Dann lautet die Antwort {"modifier": <angewandt>, "wound": <verwundet>}

    Beispiele:
      | Fall                      | wurf | n | m  | angewandt | verwundet |
      | genau erreicht            | 4    | 4 | 0  | 0         | true      |
      | knapp verfehlt            | 3    | 4 | 0  | 0         | false     |
      | plus eins reicht          | 3    | 4 | 1  | 1         | true      |
      | plus zwei reicht nicht    | 2    | 4 | 2  | 1         | false     |
      | minus zwei wie minus eins | 5    | 4 | -2 | -1        | true      |
      | sechs gegen sechs minus   | 6    | 6 | -2 | -1        | true      |
      | eins gegen zwei plus      | 1    | 2 | 2  | 1         | false     |

  @klausel:WH-ATK-4
  Szenariogrundriss: Im Spiel vergleicht der Verwundungswurf die Stärke der Waffe mit dem Widerstand
    Angenommen "Boyz" hat keinen Rüstungswurf
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S <s>, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf <wurf> zeigt
    Dann braucht der Verwundungswurf eine <braucht>+
    Und verwundet "Kanone" <verwundungen>-mal

    Beispiele:
      | Fall                   | s  | wurf | braucht | verwundungen |
      | Stärke zehn            | 10 | 2    | 2       | 1            |
      | Stärke sechs           | 6  | 2    | 3       | 0            |
      | Stärke fünf            | 5  | 4    | 4       | 1            |
      | Stärke vier            | 4  | 4    | 5       | 0            |
      | Stärke zwei            | 2  | 5    | 6       | 0            |

  @klausel:WH-ATK-2 @klausel:WH-ATK-4
  Szenario: Ein Bonus auf den Verwundungswurf zählt höchstens einmal
    Angenommen "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 5, DS 0, SW 1)
    Und eine andere Regel gibt der Waffe "Kanone" 2 auf den Verwundungswurf
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 2 zeigt
    Dann verwundet "Kanone" 0-mal
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe

  @klausel:WH-ATK-4 @klausel:WH-ATK-5 @auslegung:WH-A-WIDERSTAND=zuzuweisendes-modell
  Szenario: In einer gemischten Einheit zählt der Widerstand des Modells, das die Verwundung bekommt
    Angenommen "Boyz-1" hat Widerstand 8
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 5, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Boyz" schießen lässt
    Und "Boyz" Attacken in der Reihenfolge "Boyz-2", "Boyz-1", "Boyz-3" erhält
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Dann braucht der Verwundungswurf eine 4+
    Und ist "Boyz-2" zerstört

  @klausel:WH-ATK-4 @auslegung:WH-A-WIDERSTAND=hoechster
  Szenario: Nach der Option zählt der höchste Widerstand der Einheit
    Angenommen "Boyz-1" hat Widerstand 8
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 5, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Boyz" schießen lässt
    Und "Boyz" Attacken in der Reihenfolge "Boyz-2", "Boyz-1", "Boyz-3" erhält
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Dann braucht der Verwundungswurf eine 5+
    Und verwundet "Kanone" 0-mal

  @klausel:WH-ATK-4 @klausel:WH-ATK-5 @auslegung:WH-A-WIDERSTAND=hoechster
  Szenario: Nach der Option bleibt der höchste Widerstand stehen, auch wenn sein Modell fällt
    Angenommen "Boyz-1" hat Widerstand 8
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 5, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Kanone" auf "Boyz"; "Trupp-1" mit "Flinte" auf "Boyz"
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 5, 5 zeigen
    Und der Schutzwurf 2 zeigt
    Dann ist "Boyz-1" zerstört
    Und verwundet "Kanone" 1-mal
    Und verwundet "Flinte" 0-mal
    Und lebt "Boyz-2" noch

  @klausel:WH-ATK-4 @klausel:WH-ATK-5 @auslegung:WH-A-WIDERSTAND=zuzuweisendes-modell
  Szenario: Fällt das härtere Modell, zählt danach der Widerstand des nächsten Modells
    Angenommen "Boyz-1" hat Widerstand 8
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 5, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Kanone" auf "Boyz"; "Trupp-1" mit "Flinte" auf "Boyz"
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 5, 5 zeigen
    Und die Schutzwürfe 2, 2 zeigen
    Dann ist "Boyz-1" zerstört
    Und verwundet "Kanone" 1-mal
    Und verwundet "Flinte" 1-mal
    Und ist "Boyz-2" zerstört

  @klausel:WH-ATK-4
  Szenario: Steht das härtere Modell vorn, gilt sein Widerstand in beiden Lesarten
    Angenommen "Boyz-1" hat Widerstand 8
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 5, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Dann braucht der Verwundungswurf eine 5+
    Und verwundet "Kanone" 0-mal
