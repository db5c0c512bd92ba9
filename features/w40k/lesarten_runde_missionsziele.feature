# language: de
Funktionalität: Lesarten der Kontrolle über Missionszielmarker: wann entschieden wird
  Die Übersicht stellt die Kontrolle in den Abschnitt der Befehlsphase, ohne einen Zeitpunkt zu
  nennen (WH-A-KONTROLLE-ZEITPUNKT). Unter beiden Lesarten wird am Ende der Befehlsphase
  entschieden.

  Hintergrund:
    Angenommen ein Missionszielmarker "Mitte" liegt bei (30|22)
    Und der imperiale Spieler ist am Zug in der Befehlsphase

  @klausel:WH-MZ-3 @auslegung-ebenso:WH-A-KONTROLLE-ZEITPUNKT=befehlsphase
  Szenario: Auch nach der Anordnung der Übersicht wird am Ende der Befehlsphase entschieden
    Angenommen "Boyz" (Ork der Orks) steht bei (29|24)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert der Orkspieler den Missionszielmarker "Mitte"
    Und lautet die Ereignisfolge: Missionsziel, Phasenwechsel
