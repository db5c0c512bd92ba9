# language: de
Funktionalität: Lesarten der Formation: wie viele Modelle die Einheit hat
  Ein Modell braucht in Einheiten aus 2 bis 6 Modellen ein anderes in seiner Nähe, ab 7 Modellen
  zwei. Ob die Modelle zählen, die die Einheit jetzt hat, oder ihre Sollstärke, regelt
  WH-A-FORMATION-ZAHL. Der Trupp begann mit 7 Modellen in einer Reihe (Mittelpunkte 2 Zoll
  auseinander); das siebte ist gefallen. An den Enden der Reihe hat ein Modell nur einen Nachbarn.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" (Infanterist des Imperiums) steht mit 7 Modellen ab (5|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp-7" ist zerstört

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-ZAHL=aktuelle
  Szenario: Nach der Übersicht zählen die Modelle, die die Einheit jetzt hat
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort {"coherent": true, "out": []}

  @klausel:WH-ZUG-1 @auslegung:WH-A-FORMATION-ZAHL=sollstaerke
  Szenario: Nach der Sollstärke braucht jedes Modell zwei andere in seiner Nähe
    Wenn gefragt wird, ob "Trupp" in Formation ist
    Dann lautet die Antwort {"coherent": false, "out": ["Trupp-1", "Trupp-6"]}

  @klausel:WH-ZUG-1 @klausel:WH-ZUG-2 @auslegung:WH-A-FORMATION-ZAHL=sollstaerke @auslegung:WH-A-FORMATION-ENTFERNEN=alle-ausserhalb
  Szenario: Nach der Sollstärke fallen am Ende des Zuges die Modelle an den Enden heraus
    Wenn der imperiale Spieler den Zug beendet
    Dann werden aus "Trupp" "Trupp-1", "Trupp-6" entfernt
