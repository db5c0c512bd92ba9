# language: de
Funktionalität: Grenzfälle am Ende von Phase und Zug: Tests, Marker, Entfernen, Erschütterung
  Der Erschütterungstest gehört in die Befehlsphase: eine Einheit, die erst später unter halbe
  Sollstärke fällt, hält das Ende einer anderen Phase nicht auf. Am Ende der Befehlsphase wird
  jeder Missionszielmarker entschieden, in der Ordnung ihrer Namen. Modelle herausnehmen lassen sich nur
  aus Einheiten auf dem Schlachtfeld; wählt der Spieler die Modelle, die wegen der Formation gehen
  (WH-A-FORMATION-ENTFERNEN=spieler-waehlt), verliert eine Einheit in Formation, für die er nichts
  nennt, auch nichts. Wird die Kontrolle am Ende jeder Phase entschieden, dann auch am Ende des Zuges. Endet die
  Erschütterung erst mit der eigenen Befehlsphase, endet sie nur für erschütterte Einheiten.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 3 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-ERS-1 @klausel:WH-RND-1
  Szenario: Außerhalb der Befehlsphase hält ein fälliger Erschütterungstest das Phasenende nicht auf
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" hat nur noch 1 lebendes Modell
    Wenn der imperiale Spieler die Phase beendet
    Dann ist der imperiale Spieler am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und lautet die Ereignisfolge: Phasenwechsel

  @klausel:WH-MZ-1 @klausel:WH-MZ-3
  Szenario: Am Ende der Befehlsphase wird jeder Marker entschieden, in der Ordnung der Namen
    Angenommen der imperiale Spieler ist am Zug in der Befehlsphase
    Und ein Missionszielmarker "Beta" liegt bei (40|38)
    Und ein Missionszielmarker "Alpha" liegt bei (10|12)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert der imperiale Spieler den Missionszielmarker "Alpha"
    Und kontrolliert der Orkspieler den Missionszielmarker "Beta"
    Und lautet die Ereignisfolge: Missionsziel, Missionsziel, Phasenwechsel

  @klausel:WH-ZUG-2
  Szenario: Aus einer Einheit in Reserve nimmt niemand Modelle heraus
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Wenn der imperiale Spieler den Zug beendet und aus "Reserve" "Reserve-1" herausnimmt
    Dann wird die Aktion mit WH.COHERENCY.REMOVALS nach Klausel WH-ZUG-2 abgelehnt

  @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ENTFERNEN=spieler-waehlt @auslegung:WH-A-FORMATION-ZAHL=aktuelle
  Szenario: Nach der Wahl des Spielers verliert eine Einheit in Formation nichts
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten (10|20); (20|20)
    Wenn der imperiale Spieler den Zug beendet und aus "Paar" "Paar-2" herausnimmt
    Dann werden aus "Paar" "Paar-2" entfernt
    Und lautet die Ereignisfolge: Entfernen, Zugwechsel, Befehlspunkt, Befehlspunkt, Phasenwechsel

  @klausel:WH-MZ-3 @klausel:WH-RND-1 @auslegung:WH-A-KONTROLLE-ZEITPUNKT=jede-phase
  Szenario: Nach den veröffentlichten Regeln wird die Kontrolle auch am Ende des Zuges entschieden
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und ein Missionszielmarker "Ziel" liegt bei (11|12)
    Wenn der imperiale Spieler den Zug beendet
    Dann kontrolliert der imperiale Spieler den Missionszielmarker "Ziel"
    Und lautet die Ereignisfolge: Missionsziel, Zugwechsel, Befehlspunkt, Befehlspunkt, Phasenwechsel

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-DAUER=bis-eigene-befehlsphase
  Szenario: Nach den veröffentlichten Regeln endet die Erschütterung nur für erschütterte Einheiten
    Angenommen der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Zweiter" (Infanterist des Imperiums) steht bei (30|10)
    Und "Trupp" ist erschüttert
    Wenn der Orkspieler den Zug beendet
    Dann ist "Trupp" nicht erschüttert
    Und lautet die Ereignisfolge: Zugwechsel, Erschütterung endet, Befehlspunkt, Befehlspunkt, Phasenwechsel

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-DAUER=bis-eigene-befehlsphase
  Szenario: Nach den veröffentlichten Regeln endet ohne erschütterte Einheit am Zug auch keine Erschütterung
    Angenommen der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Boyz" ist erschüttert
    Wenn der Orkspieler den Zug beendet
    Dann ist "Boyz" erschüttert
    Und lautet die Ereignisfolge: Zugwechsel, Befehlspunkt, Befehlspunkt, Phasenwechsel
