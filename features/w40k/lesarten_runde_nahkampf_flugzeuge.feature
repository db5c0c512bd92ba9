# language: de
Funktionalität: Lesarten der Nahkampfphase: FLUGZEUGE nur gegen FLIEGENDE "und umgekehrt"
  Ob "und umgekehrt" heißt, dass nur FLIEGENDE Einheiten gegen FLUGZEUGE kämpfen, oder dass
  FLIEGENDE Einheiten nur gegen FLUGZEUGE kämpfen, regelt WH-A-FLUGZEUG-UMGEKEHRT. Der Trupp kann
  FLIEGEN und steht in Basekontakt mit den Boyz (Infanterie).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Trupp" hat das Schlüsselwort FLIEGEND
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]

  @klausel:WH-NAH-6 @auslegung:WH-A-FLUGZEUG-UMGEKEHRT=nur-fliegende
  Szenario: Nach den veröffentlichten Regeln kämpft eine FLIEGENDE Einheit gegen Infanterie
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-6 @auslegung:WH-A-FLUGZEUG-UMGEKEHRT=fliegende-nur-flugzeuge
  Szenario: Mit vertauschten Rollen kämpft eine FLIEGENDE Einheit nur gegen FLUGZEUGE
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-6 @auslegung-ebenso:WH-A-FLUGZEUG-UMGEKEHRT=fliegende-nur-flugzeuge @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Auch mit vertauschten Rollen kämpft eine FLIEGENDE Einheit gegen ein FLUGZEUG
    Angenommen "Boyz-1" steht stattdessen bei (40|40)
    Und "Boyz-2" steht stattdessen bei (42|40)
    Und "Bomber" (Flugzeug der Orks) steht bei [2540|3300|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Bomber"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Messer" 0 Treffer
