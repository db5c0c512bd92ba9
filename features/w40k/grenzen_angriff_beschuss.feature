# language: de
Funktionalität: Grenzfälle des Beschusses: mehrere Ziele, Gruppen und Abzüge
  Eine schießende Einheit legt alle Ziele vorab fest. Aufeinanderfolgende Zeilen mit derselben
  Waffe gegen dasselbe Ziel werden zusammen gewürfelt, jede andere Zeile für sich, jede mit den
  Modifikatoren ihrer eigenen Waffe. Ein Ziel wird abgeschlossen, ehe das nächste folgt, auch wenn
  es dazwischen schon einmal beschossen wurde. In Nahkampfreichweite irgendeiner feindlichen
  Einheit schießt eine Einheit nicht, auch nicht auf eine andere. Die Abzüge der MONSTER und
  FAHRZEUGE verrechnen sich mit den Boni der Waffe, bevor die Grenze von ±1 greift.

  Der Trupp steht bei (10|10), (12|10), (14|10) und (16|10), die Boyz bei (10|30), (12|30) und
  (14|30), die Grots bei (20|25).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 4 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten
    Und "Grots" (Ork der Orks) steht bei (20|25)

  @klausel:WH-FKP-2
  Szenario: In Nahkampfreichweite einer feindlichen Einheit schießt die Einheit auch nicht auf eine andere
    Angenommen "Boyz-1" steht stattdessen bei (10|11,5)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Grots" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.ENGAGED nach Klausel WH-FKP-2 abgelehnt

  @klausel:WH-FKP-6
  Szenario: Ein Ziel, zu dem der Beschuss nach einem anderen zurückkehrt, ist nicht abgeschlossen
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-2" mit "Bolter" auf "Boyz"; "Trupp-3" mit "Bolter" auf "Grots"; "Trupp-4" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.ORDER nach Klausel WH-FKP-6 abgelehnt

  @klausel:WH-FKP-3 @klausel:WH-FKP-6 @klausel:WH-ATK-2 @klausel:WH-ATK-3 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Jede Waffe würfelt mit ihrem eigenen Modifikator, gleiche Zeilen zusammen
    Angenommen "Trupp-1" trägt die Fernkampfwaffe "Plasma" (Reichweite 24 Zoll, A 1, BF 3+, S 7, DS -2, SW 1)
    Und eine andere Regel gibt der Waffe "Plasma" 1 auf den Trefferwurf
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Plasma" auf "Boyz"; "Trupp-2" mit "Bolter" auf "Grots"; "Trupp-3" mit "Bolter" auf "Grots"
    Und die Trefferwürfe 2, 2, 3 zeigen
    Und die Verwundungswürfe 1, 1 zeigen
    Dann erzielt "Plasma" 1 Treffer
    Und erzielt "Bolter" 1 Treffer
    Und würfelt "Plasma" mit Modifikator 1 auf Treffer
    Und würfelt "Bolter" mit Modifikator 0 auf Treffer
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Trefferwürfe, Verwundungswürfe

  @klausel:WH-FKP-3 @klausel:WH-FKP-6 @klausel:WH-ATK-3 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Zwei Zeilen mit derselben Waffe gegen dasselbe Ziel nach einem anderen Ziel werden zusammen gewürfelt
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-2" mit "Bolter" auf "Grots"; "Trupp-3" mit "Bolter" auf "Grots"
    Und die Trefferwürfe 1, 1, 1 zeigen
    Dann erzielt "Bolter" 0 Treffer
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Trefferwürfe

  @klausel:WH-FKP-2 @klausel:WH-FKP-8 @klausel:WH-ATK-2 @auslegung:WH-A-GEBUNDEN-SELBST=andere-einheiten
  Szenario: Der Abzug eines FAHRZEUGS in Nahkampfreichweite hebt den Bonus seiner Waffe auf
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (10|25)
    Und "Panzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 8, DS 0, SW 1)
    Und eine andere Regel gibt der Waffe "Kanone" 1 auf den Trefferwurf
    Und "Boyz-1" steht stattdessen bei [2540|7112|0]
    Wenn der imperiale Spieler "Panzer" mit "Kanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 3 zeigt
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Kanone" 1 Treffer

  @klausel:WH-FKP-7 @klausel:WH-FKP-8 @klausel:WH-ATK-2
  Szenario: Der Abzug auf ein MONSTER im Nahkampf mit einer befreundeten Einheit hebt den Bonus der Waffe auf
    Angenommen "Bestie" (Monster der Orks) steht bei (20|30)
    Und "Zweiter" (Infanterist des Imperiums) steht bei (20|33)
    Und eine andere Regel gibt der Waffe "Bolter" 1 auf den Trefferwurf
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Bestie" schießen lässt
    Und die Trefferwürfe 3, 2, 2, 2 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-FKP-9 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein Einsamer Wolf ist ein Ziel, wenn eines seiner Modelle nahe genug ist
    Angenommen "Pirsch" (Scharfschütze der Orks) steht an den Punkten [2540|5080|0]; [2540|6604|0]
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Gewehr" auf "Pirsch"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Gewehr" 0 Treffer

  @klausel:WH-FKP-6 @klausel:WH-ATK-5 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ist das Ziel zerstört, verfallen die Attacken der folgenden Waffe gegen dieses Ziel
    Angenommen "Boyz" hat nur noch 1 lebendes Modell
    Und "Trupp-1" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Melter" auf "Boyz"; "Trupp-2" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 3 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 1 zeigt
    Dann ist "Boyz-1" zerstört
    Und erzielt "Bolter" 0 Treffer
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Einheit zerstört
