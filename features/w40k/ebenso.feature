# language: de
Funktionalität: Lesarten, die hier zum selben Ergebnis kommen wie die Standardlesart
  Jedes Szenario dieser Datei läuft absichtlich unter einer Option, die nicht die Standardlesart
  ist, in einem Fall, in dem beide Lesarten dieselbe Antwort geben (@auslegung-ebenso). Die Engine
  geht unter der Option einen eigenen Weg (eine andere Messung, eine andere Prüfung) und muss doch
  dort ankommen, wo die Standardlesart ankommt.

  Maße: 1 Zoll sind 254 Einheiten, eine 32-mm-Base hat einen Durchmesser von 320 Einheiten, die
  90-mm-Base eines Transporters 900, die 100-mm-Base eines Panzers oder Monsters 1000.

  # -- Aussteigen am Wrack: die Höhe zählt auch vollständig gemessen ------------------------------

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung-ebenso:WH-A-AUSSTEIGEN-GANZ=vollstaendig @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Vollständig gemessen ist ein Modell mehr als 3 Zoll über dem Wrack nicht innerhalb von 3 Zoll
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und ein Geländestück "Kiste" reicht von (29|29) bis (31|31) und ist 763 Einheiten hoch
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|7620|763]; "Boyz-2" bei (31|33); "Boyz-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" keine tödlichen Verwundungen

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung-ebenso:WH-A-AUSSTEIGEN-GANZ=vollstaendig @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Vollständig gemessen steht ein Modell genau 3 Zoll über der Mitte des Wracks noch innerhalb von 3 Zoll
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und ein Geländestück "Kiste" reicht von (29|29) bis (31|31) und ist 3 Zoll hoch
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|7620|762]; "Boyz-2" bei (31|33); "Boyz-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann kostet beim Notausstieg jede 1 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" keine tödlichen Verwundungen

  # -- Durch befreundete Modelle: große Modelle bleiben aufgehalten ------------------------------

  @klausel:WH-BEW-1 @klausel:WH-FLI-1 @auslegung-ebenso:WH-A-DURCH-MODELLE=befreundete
  Szenario: Auch wer befreundete Modelle durchqueren lässt, lässt kein Monster durch einen befreundeten Panzer ziehen
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Bestie" (Monster des Imperiums) steht bei (10|20)
    Und "Russ" (Panzer des Imperiums) steht bei (14|20)
    Wenn der imperiale Spieler "Bestie" normal bewegt: "Bestie-1" nach (18|20)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-BEW-1 @klausel:WH-FLI-1 @auslegung-ebenso:WH-A-DURCH-MODELLE=befreundete
  Szenario: Auch wer befreundete Modelle durchqueren lässt, lässt keinen Panzer durch einen befreundeten Transporter ziehen
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Panzer" (Panzer des Imperiums) steht bei (20|20)
    Und "Rhino" (Transporter des Imperiums) steht bei (20|26)
    Wenn der imperiale Spieler "Panzer" normal bewegt: "Panzer-1" nach (20|30)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  # -- Formation nach jeder Bewegung: wer in Formation bleibt, zieht ----------------------------

  @klausel:WH-ZUG-1 @klausel:WH-BEW-2 @auslegung-ebenso:WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  Szenario: Eine Bewegung, nach der die Einheit in Formation steht, ist auch bei Prüfung nach jeder Bewegung erlaubt
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Kette" (Infanterist des Imperiums) steht mit 2 Modellen ab (20|10) im Abstand von 2 Zoll nach Norden
    Wenn der imperiale Spieler "Kette" normal bewegt: "Kette-2" nach (20|13)
    Dann steht "Kette-2" bei (20|13)

  # -- Angriff: auch nur am Ende gemessen zählt das Ende -------------------------------------------

  @klausel:WH-ANG-4 @auslegung-ebenso:WH-A-ANGRIFF-FREMDE=nur-am-ende
  Szenario: Wer nur das Ende der Angriffsbewegung prüft, lehnt ein Ende bei einer fremden Einheit ab
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|18) im Abstand von 2 Zoll nach Osten
    Und "Grots" (Ork der Orks) steht bei (8|17,5)
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.CHARGE.OTHER_UNIT nach Klausel WH-ANG-4 abgelehnt

  # -- Halbe Sollstärke nach Lebenspunkten: genau die Hälfte ist nicht darunter ---------------------

  @klausel:WH-ERS-1 @auslegung-ebenso:WH-A-EINZELMODELL=lebenspunkte
  Szenario: Nach Lebenspunkten gemessen ist ein Einzelmodell mit genau der Hälfte nicht unter halber Sollstärke
    Angenommen der imperiale Spieler ist am Zug in der Befehlsphase
    Und "Panzer" (Panzer des Imperiums) steht bei (40|10)
    Und "Panzer" hat 12 Lebenspunkte
    Und "Panzer-1" hat nur noch 6 Lebenspunkte
    Wenn gefragt wird, ob "Panzer" unter halber Sollstärke ist
    Dann lautet die Antwort false

  # -- Der Spieler wählt, wer die Formation verlässt: was die Standardlesart ohnehin ablehnt ------

  @klausel:WH-ZUG-2 @auslegung-ebenso:WH-A-FORMATION-ENTFERNEN=spieler-waehlt
  Szenario: Auch wer selbst wählt, nimmt kein Modell heraus, nachdem die Einheit schon in Formation ist
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10)
    Wenn der imperiale Spieler den Zug beendet und aus "Trupp" "Trupp-3", "Trupp-1" herausnimmt
    Dann wird die Aktion mit WH.COHERENCY.REMOVALS nach Klausel WH-ZUG-2 abgelehnt

  @klausel:WH-ZUG-2 @auslegung-ebenso:WH-A-FORMATION-ENTFERNEN=spieler-waehlt
  Szenario: Auch wer selbst wählt, nennt kein schon zerstörtes Modell
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten (5|10); (7|10); (12|10); (9|10)
    Und "Trupp" hat nur noch 3 lebende Modelle
    Wenn der imperiale Spieler den Zug beendet und aus "Trupp" "Trupp-4", "Trupp-3" herausnimmt
    Dann wird die Aktion mit WH.COHERENCY.REMOVALS nach Klausel WH-ZUG-2 abgelehnt

  # -- Nahkampf: Ziele und Nachrücken nach den veröffentlichten Regeln ----------------------------

  @klausel:WH-NAH-8 @auslegung-ebenso:WH-A-NAHKAMPFZIEL=oder
  Szenario: Auch nach den veröffentlichten Regeln greift ein Modell in Basekontakt mit einem Modell des Ziels an
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2540|0]
    Und "Held" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [3048|2860|0]; [4000|2860|0]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-3 @auslegung-ebenso:WH-A-NACHRUECKEN-REICHWEITE=einheit
  Szenario: Auch nur für die Einheit geprüft darf ein Modell, das nicht nachrückt, außer Reichweite bleiben
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten [3048|2286|0]; [3400|2286|0]
    Und "Paar" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [3048|2860|0]; [4000|2860|0]
    Wenn der imperiale Spieler "Paar" kämpfen lässt: "Paar-1" mit "Messer" gegen "Boyz"
    Und die Einheit zuvor nachrückt: "Paar-1" nach [3048|2540|0]
    Und der Trefferwurf 1 zeigt
    Dann steht "Paar-1" bei [3048|2540|0]
