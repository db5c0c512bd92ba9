# language: de
Funktionalität: Lesarten der Nahkampfphase: wer gewählt werden darf
  Die Übersicht sagt, welche Modelle kämpfen können, und dass die Einheiten, die angegriffen
  haben, im Erstschlag kämpfen. Ob eine solche Einheit auch dann gewählt werden darf, wenn keiner
  ihrer Modelle mehr in Nahkampfreichweite steht, regelt WH-A-KAMPF-BERECHTIGT.

  Der Trupp hat angegriffen; die Boyz stehen 10 Zoll von ihm entfernt (ihre Modelle in seiner
  Nahkampfreichweite sind gefallen).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht bei (10|20)
    Und "Trupp" hat in diesem Zug erfolgreich angegriffen

  @klausel:WH-NAH-2 @auslegung:WH-A-KAMPF-BERECHTIGT=angreifer-oder-nahkampfreichweite
  Szenario: Nach den veröffentlichten Regeln kämpft, wer angegriffen hat, auch ohne Feind in Reichweite
    Wenn die Aktion lautet:
      """json
      {"type": "fight", "player": "imperium", "unit": "Trupp", "pile_in": [], "attacks": []}
      """
    Dann lautet die Ereignisfolge: Zielansage

  @klausel:WH-NAH-2 @auslegung:WH-A-KAMPF-BERECHTIGT=nur-nahkampfreichweite
  Szenario: Nach der engeren Lesart kämpft nur eine Einheit mit einem Modell in Nahkampfreichweite
    Wenn die Aktion lautet:
      """json
      {"type": "fight", "player": "imperium", "unit": "Trupp", "pile_in": [], "attacks": []}
      """
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-2 @auslegung:WH-A-KAMPF-BERECHTIGT=angreifer-oder-nahkampfreichweite
  Szenario: Nach den veröffentlichten Regeln endet der Erstschlag nicht, bevor der Angreifer gekämpft hat
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.FIGHT.UNITS_LEFT nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-2 @auslegung:WH-A-KAMPF-BERECHTIGT=nur-nahkampfreichweite
  Szenario: Nach der engeren Lesart hält ein Angreifer ohne Feind in Reichweite den Erstschlag nicht auf
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion angenommen

  @klausel:WH-NAH-2 @auslegung-ebenso:WH-A-KAMPF-BERECHTIGT=nur-nahkampfreichweite
  Szenario: Auch nach der engeren Lesart kämpft ein Angreifer in Nahkampfreichweite
    Angenommen "Boyz" steht stattdessen bei [2540|2860|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Messer" 0 Treffer
