# language: de
Funktionalität: Nachrücken und Neuordnen
  Vor dem Kampf darf jedes Modell, das nicht in Basekontakt steht, bis 3 Zoll nachrücken: es endet
  wenn möglich in Basekontakt, jedenfalls näher an feindlichen Modellen, und die Einheit steht
  danach in Nahkampfreichweite und in Formation. Nach dem Kampf ordnet sich die Einheit genauso neu
  (näher am nächsten feindlichen Modell); geht das nicht, zieht sie bis in Reichweite des nächsten
  Missionszielmarkers, sonst gar nicht. FLUGZEUGE rücken nicht nach und ordnen sich nicht neu,
  und wer nicht FLIEGEN kann, lässt FLUGZEUGE beim Neuordnen außer Betracht. Was möglich war,
  entscheidet die Engine auf gerader Linie (WH-A-MOEGLICH).

  Der Held (ein Modell) steht bei (3048|2286) in Einheiten, genau 1 Zoll vor "Boyz-1" bei
  (3048|2860); in Basekontakt mit "Boyz-1" stünde er bei (3048|2540).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]
    Und "Held" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht bei [3048|2860|0]

  @klausel:WH-NAH-3
  Szenario: Nachrücken in Basekontakt
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2540|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Held-1" bei [3048|2540|0]
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Zielansage, Trefferwürfe

  @klausel:WH-NAH-3
  Szenario: Nachrücken endet nicht weiter weg vom Feind
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2100|0]
    Dann wird die Aktion mit WH.FIGHT.NOT_CLOSER nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3
  Szenario: Nachrücken reicht höchstens 3 Zoll
    Angenommen "Boyz-1" steht stattdessen bei [3048|3900|0]
    Und "Grot" (Ork der Orks) steht bei [2600|2286|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|3580|0]
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenario: Wer Basekontakt erreichen kann, rückt in Basekontakt
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2400|0]
    Dann wird die Aktion mit WH.FIGHT.BASE_CONTACT nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @auslegung:WH-A-MOEGLICH=nicht-geprueft @auslegung:WH-A-NAHKAMPFZIEL=oder
  Szenario: Nach der Option genügt es, näher zu kommen
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2400|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Held-1" bei [3048|2400|0]

  @klausel:WH-NAH-3
  Szenario: Ein Modell in Basekontakt rückt nicht nach
    Angenommen "Held-1" steht stattdessen bei [3048|2540|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3200|2540|0]
    Dann wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @auslegung:WH-A-NACHRUECKEN-NAEHER=irgendein-feind
  Szenario: Nach der Übersicht genügt es, einem anderen feindlichen Modell näher zu kommen
    Angenommen "Grot" (Ork der Orks) steht bei [3800|2286|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Grot" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3480|2286|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Held-1" bei [3480|2286|0]

  @klausel:WH-NAH-3 @auslegung:WH-A-NACHRUECKEN-NAEHER=naechster-feind
  Szenario: Nach den veröffentlichten Regeln geht es näher an das nächste feindliche Modell
    Angenommen "Grot" (Ork der Orks) steht bei [3800|2286|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Grot" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3480|2286|0]
    Dann wird die Aktion mit WH.FIGHT.NOT_CLOSER nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @auslegung:WH-A-MOEGLICH=nicht-geprueft @auslegung:WH-A-NACHRUECKEN-NAEHER=irgendein-feind @auslegung-ebenso:WH-A-NACHRUECKEN-REICHWEITE=einheit
  Szenario: Nach dem Nachrücken steht die Einheit in Nahkampfreichweite
    Angenommen "Fern" (Ork der Orks) steht bei [3048|1000|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2000|0]
    Dann wird die Aktion mit WH.FIGHT.NOT_ENGAGED nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @auslegung:WH-A-NACHRUECKEN-NAEHER=irgendein-feind
  Szenario: Nach dem Nachrücken steht die Einheit in Formation
    Angenommen "Paar" (Infanterist des Imperiums) steht an den Punkten [3048|2286|0]; [3400|2286|0]
    Und "Paar" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Held-1" steht stattdessen bei [1000|1000|0]
    Und "Grot" (Ork der Orks) steht bei [4300|2286|0]
    Wenn der imperiale Spieler "Paar" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Paar-2" nach [3980|2286|0]
    Dann wird die Aktion mit WH.FIGHT.COHERENCY nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @auslegung:WH-A-MOEGLICH=nicht-geprueft @auslegung:WH-A-NACHRUECKEN-REICHWEITE=einheit @auslegung:WH-A-NAHKAMPFZIEL=oder
  Szenario: Steht die Einheit in Nahkampfreichweite, darf ein nachrückendes Modell davor enden
    Angenommen "Paar" (Infanterist des Imperiums) steht an den Punkten [3048|2286|0]; [3400|2286|0]
    Und "Paar" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Held-1" steht stattdessen bei [1000|1000|0]
    Wenn der imperiale Spieler "Paar" kämpfen lässt: "Paar-1" mit "Messer" gegen "Boyz"
    Und die Einheit zuvor nachrückt: "Paar-2" nach [3400|2300|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Paar-2" bei [3400|2300|0]

  @klausel:WH-NAH-3 @auslegung:WH-A-MOEGLICH=nicht-geprueft @auslegung:WH-A-NACHRUECKEN-REICHWEITE=je-modell
  Szenario: Nach der Option endet jedes nachrückende Modell selbst in Nahkampfreichweite
    Angenommen "Paar" (Infanterist des Imperiums) steht an den Punkten [3048|2286|0]; [3400|2286|0]
    Und "Paar" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Held-1" steht stattdessen bei [1000|1000|0]
    Wenn der imperiale Spieler "Paar" kämpfen lässt: "Paar-1" mit "Messer" gegen "Boyz"
    Und die Einheit zuvor nachrückt: "Paar-2" nach [3400|2300|0]
    Dann wird die Aktion mit WH.FIGHT.NOT_ENGAGED nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @klausel:WH-NAH-16 @auslegung:WH-A-NACHRUECKEN-FLUGZEUGE=nur-neuordnen
  Szenario: Beim Nachrücken zählt ein feindliches FLUGZEUG in Basekontakt wie jeder Feind
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [3048|1526|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2540|0]
    Dann wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt

  @klausel:WH-NAH-3 @klausel:WH-NAH-16 @auslegung:WH-A-NACHRUECKEN-FLUGZEUGE=auch-nachruecken
  Szenario: Nach der Option lässt auch das Nachrücken ein feindliches FLUGZEUG außer Betracht
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [3048|1526|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2540|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Held-1" bei [3048|2540|0]

  @klausel:WH-NAH-4 @klausel:WH-NAH-6
  Szenario: Ein FLUGZEUG rückt nicht nach
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (40|20)
    Und "Jaeger" trägt die Nahkampfwaffe "Rammen" (A 1, KG 4+, S 6, DS 0, SW 1)
    Und "Flieger" (Sprungtruppe der Orks) steht bei [10160|6040|0]
    Wenn der imperiale Spieler "Jaeger" mit "Rammen" gegen "Flieger" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Jaeger-1" nach (40|20,5)
    Dann wird die Aktion mit WH.FIGHT.AIRCRAFT_PILE_IN nach Klausel WH-NAH-4 abgelehnt

  @klausel:WH-NAH-13
  Szenario: Neu ordnen zum nächsten Feind
    Angenommen "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3048|2540|0]
    Dann ordnet sich "Held" auf den Feind zu neu
    Und steht "Held-1" bei [3048|2540|0]
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Neuordnen

  @klausel:WH-NAH-13 @klausel:WH-NAH-15
  Szenario: Eine Einheit darf darauf verzichten, sich neu zu ordnen
    Angenommen "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" nicht neu ordnet
    Dann ordnet sich "Held" auf nichts zu neu
    Und lautet die Ereignisfolge: Neuordnen

  @klausel:WH-NAH-13
  Szenario: Ein Modell in Basekontakt ordnet sich nicht neu
    Angenommen "Held-1" steht stattdessen bei [3048|2540|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3200|2500|0]
    Dann wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-NAH-13
  Szenario: Auch das Neuordnen reicht nur 3 Zoll
    Angenommen "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3048|1400|0]
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-NAH-13 @klausel:WH-NAH-14 @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenario: Wer den Feind erreichen kann, ordnet sich nicht zum Missionsziel
    Angenommen ein Missionszielmarker "Ziel" liegt bei (12|5)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3048|1800|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-NAH-13 @auslegung:WH-A-MOEGLICH=nicht-geprueft @auslegung:WH-A-NACHRUECKEN-REICHWEITE=einheit
  Szenario: Beim Neuordnen genügt es, wenn die Einheit in Nahkampfreichweite steht
    Angenommen "Paar" (Infanterist des Imperiums) steht an den Punkten [3048|2286|0]; [3400|2286|0]
    Und "Held-1" steht stattdessen bei [1000|1000|0]
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [3400|2300|0]
    Dann ordnet sich "Paar" auf den Feind zu neu

  @klausel:WH-NAH-13 @klausel:WH-NAH-15 @auslegung:WH-A-MOEGLICH=nicht-geprueft @auslegung:WH-A-NACHRUECKEN-REICHWEITE=je-modell
  Szenario: Nach der Option muss sich auch beim Neuordnen jedes Modell in Nahkampfreichweite stellen
    Angenommen "Paar" (Infanterist des Imperiums) steht an den Punkten [3048|2286|0]; [3400|2286|0]
    Und "Held-1" steht stattdessen bei [1000|1000|0]
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" nach [3400|2300|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-15 abgelehnt

  @klausel:WH-NAH-14
  Szenario: Ohne Feind in Reichweite ordnet sich die Einheit zum nächsten Missionsziel
    Angenommen ein Missionszielmarker "Ziel" liegt bei (10|22)
    Und "Boyz-1" steht stattdessen bei (40|40)
    Und "Held-1" steht stattdessen bei (10|15)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach (10|18)
    Dann ordnet sich "Held" auf den Missionszielmarker zu neu

  @klausel:WH-NAH-14
  Szenario: Zum Missionsziel muss die Einheit in seine Reichweite kommen
    Angenommen ein Missionszielmarker "Ziel" liegt bei (10|22)
    Und "Boyz-1" steht stattdessen bei (40|40)
    Und "Held-1" steht stattdessen bei (10|14)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach (10|16)
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt

  @klausel:WH-NAH-14
  Szenario: Zum Missionsziel geht es auf den nächsten Marker zu
    Angenommen ein Missionszielmarker "Ziel" liegt bei (10|22)
    Und ein Missionszielmarker "Anderes" liegt bei (10|5)
    Und "Boyz-1" steht stattdessen bei (40|40)
    Und "Held-1" steht stattdessen bei (10|15)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach (10|12)
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt

  @klausel:WH-NAH-15
  Szenario: Ohne Feind und ohne Missionsziel ordnet sich niemand neu
    Angenommen "Boyz-1" steht stattdessen bei (40|40)
    Und "Held-1" steht stattdessen bei (10|15)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach (10|17)
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-15 abgelehnt

  @klausel:WH-NAH-16
  Szenario: Ein FLUGZEUG ordnet sich nicht neu
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (40|20)
    Und "Jaeger" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Jaeger" neu ordnet: "Jaeger-1" nach (40|21)
    Dann wird die Aktion mit WH.FIGHT.AIRCRAFT_CONSOLIDATE nach Klausel WH-NAH-16 abgelehnt

  @klausel:WH-NAH-16
  Szenario: Wer nicht fliegen kann, ordnet sich nicht auf ein FLUGZEUG zu
    Angenommen "Boyz-1" steht stattdessen bei (40|40)
    Und "Bomber" (Flugzeug der Orks) steht bei (10|20)
    Und "Held-1" steht stattdessen bei (10|15)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach (10|16)
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-15 abgelehnt

  @klausel:WH-NAH-16
  Szenario: Wer fliegen kann, ordnet sich auf ein FLUGZEUG zu
    Angenommen "Boyz-1" steht stattdessen bei (40|40)
    Und "Bomber" (Flugzeug der Orks) steht bei [2540|5200|0]
    Und "Held-1" steht stattdessen bei (10|15)
    Und "Held" hat das Schlüsselwort FLIEGEND
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|4440|0]
    Dann ordnet sich "Held" auf den Feind zu neu
