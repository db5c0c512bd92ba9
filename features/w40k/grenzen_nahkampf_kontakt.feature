# language: de
Funktionalität: Grenzfälle im Nahkampf: indirekter Basekontakt, FLUGZEUGE, Waffen und Reihenfolge
  Wer kämpfen darf, entscheidet die Nahkampfreichweite oder der indirekte Basekontakt über ein
  Modell der eigenen Einheit, das selbst Basekontakt zum Feind hat. Diese Fälle prüfen die Ränder:
  der Kamerad ohne Feindkontakt hilft nicht, die Reihenfolge der Modelle in der Einheit spielt keine
  Rolle, und nach der Lesart mit 2 Zoll zählt genau 2 Zoll noch, eine Einheit mehr nicht mehr (nach
  dem wörtlichen Basekontakt ginge schon das erste Modell, das einen anderen Feind erreicht, nicht
  gegen dieses Ziel: WH-NAH-8).
  Dazu: ein FLUGZEUG kämpft nicht gegen eine Einheit ohne FLIEGEN, ein Modifikator gilt nur für
  seine Waffe, Deckung hilft nur gegen Beschuss, und nach der freien Reihenfolge ist nur jedes
  Profil gegen jedes Ziel in einem Zug abzuhandeln.

  Längen in Einheiten von 1/254 Zoll; Infanteristen und Orks haben Bases von 320 Einheiten
  (32 mm). "Trupp-1" (2540|2540) steht in Basekontakt mit "Boyz-1" (2540|2860).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 2, KG 3+, S 4, DS 0, SW 1)

  @klausel:WH-NAH-5 @klausel:WH-NAH-8 @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Indirekter Basekontakt gilt auch für das erste Modell der Einheit
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|3180|0]; [2540|2860|0]
    Und "Boyz" trägt die Nahkampfwaffe "Spalta" (A 2, KG 3+, S 4, DS -1, SW 1)
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-1" mit "Spalta" gegen "Trupp"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Spalta" 0 Treffer

  @klausel:WH-NAH-5
  Szenario: Basekontakt zu einem Kameraden ohne Feindkontakt genügt nicht
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [5080|5080|0]; [5080|5400|0]
    Und "Boyz" trägt die Nahkampfwaffe "Spalta" (A 2, KG 3+, S 4, DS -1, SW 1)
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-3" mit "Spalta" gegen "Trupp"
    Dann wird die Aktion mit WH.FIGHT.MODEL_CANNOT nach Klausel WH-NAH-5 abgelehnt

  @klausel:WH-NAH-5 @auslegung:WH-A-INDIREKTER-KONTAKT=2-zoll @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Nach der großzügigeren Lesart zählt ein Kamerad genau 2 Zoll entfernt noch
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [2540|3688|0]
    Und "Boyz" trägt die Nahkampfwaffe "Spalta" (A 2, KG 3+, S 4, DS -1, SW 1)
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-2" mit "Spalta" gegen "Trupp"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Spalta" 0 Treffer

  @klausel:WH-NAH-5 @klausel:WH-NAH-8 @auslegung:WH-A-INDIREKTER-KONTAKT=2-zoll @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Nach der großzügigeren Lesart zählt ein Kamerad eine Einheit weiter als 2 Zoll nicht mehr
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [2540|3688|0]; [1711|2860|0]
    Und "Boyz" trägt die Nahkampfwaffe "Spalta" (A 2, KG 3+, S 4, DS -1, SW 1)
    Und "Zweiter" (Infanterist des Imperiums) steht bei [2540|4008|0]
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-2" mit "Spalta" gegen "Trupp"; "Boyz-3" mit "Spalta" gegen "Trupp"
    Dann wird die Aktion mit WH.FIGHT.MODEL_CANNOT nach Klausel WH-NAH-5 abgelehnt

  @klausel:WH-NAH-6 @klausel:WH-NAH-2
  Szenario: Ein FLUGZEUG kämpft nicht gegen eine Einheit ohne FLIEGEN, auch wenn sie nah ist
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei [10160|5080|0]
    Und "Jaeger" trägt die Nahkampfwaffe "Rammen" (A 1, KG 4+, S 6, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht bei [10160|5940|0]
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der imperiale Spieler "Jaeger" mit "Rammen" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-7 @klausel:WH-ATK-3
  Szenario: Ein Modifikator auf den Trefferwurf gilt nur für die Waffe, der er gegeben ist
    Angenommen der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 1, KG 4+, S 8, DS -2, SW 2)
    Und eine andere Regel gibt der Waffe "Messer" 1 auf den Trefferwurf
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"; "Trupp-2" mit "Faust" gegen "Boyz"
    Und die Trefferwürfe 2, 2, 3 zeigen
    Und die Verwundungswürfe 1, 1 zeigen
    Dann erzielt "Messer" 2 Treffer
    Und erzielt "Faust" 0 Treffer

  @klausel:WH-ATK-8 @klausel:WH-NAH-5
  Szenario: Deckung hilft nicht gegen Nahkampfattacken
    Angenommen der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" (Ork der Orks) steht bei [2540|2860|0]
    Und "Boyz" ist in Deckung
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und die Trefferwürfe 3, 1 zeigen
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 4 zeigt
    Dann ist "Boyz-1" zerstört

  @klausel:WH-NAH-11 @auslegung:WH-A-NAHKAMPF-REIHENFOLGE=frei
  Szenario: In freier Reihenfolge darf ein Profil nach einem anderen wiederkehren
    Angenommen der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 1, KG 4+, S 8, DS -2, SW 2)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Und "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-2" mit "Faust" gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"
    Und die Trefferwürfe 1, 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer
    Und erzielt "Faust" 0 Treffer

  @klausel:WH-NAH-11 @auslegung:WH-A-NAHKAMPF-REIHENFOLGE=frei
  Szenario: Auch in freier Reihenfolge wird ein Profil gegen ein Ziel in einem Zug abgehandelt
    Angenommen der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Und "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"; "Trupp-2" mit "Messer" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.ORDER nach Klausel WH-NAH-11 abgelehnt

  @klausel:WH-NAH-3
  Szenario: Nachrücken über einen Zwischenpunkt endet in Basekontakt, der Kamerad bleibt stehen
    Angenommen der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp-2" steht stattdessen bei [3048|2286|0]
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Trupp-2" über [3200|2400|0] nach [3048|2540|0]
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann steht "Trupp-2" bei [3048|2540|0]
    Und steht "Trupp-1" bei [2540|2540|0]
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Zielansage, Trefferwürfe

  @klausel:WH-NAH-3
  Szenario: Gleich weit wie vorher ist nicht näher
    Angenommen der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp-2" steht stattdessen bei [3048|2286|0]
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Trupp-2" nach [3174|2300|0]
    Dann wird die Aktion mit WH.FIGHT.NOT_CLOSER nach Klausel WH-NAH-3 abgelehnt
