# language: de
Funktionalität: Grenzfälle der Befehlsphase: mehrere Missionszielmarker
  Am Ende der Befehlsphase wird jeder Missionszielmarker entschieden, in der Ordnung ihrer Namen.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Befehlsphase

  @klausel:WH-MZ-1 @klausel:WH-MZ-3
  Szenario: Am Ende der Befehlsphase wird jeder Marker entschieden, in der Ordnung der Namen
    Angenommen ein Missionszielmarker "Beta" liegt bei (40|30)
    Und ein Missionszielmarker "Alpha" liegt bei (10|12)
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|32)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert der imperiale Spieler den Missionszielmarker "Alpha"
    Und kontrolliert der Orkspieler den Missionszielmarker "Beta"
    Und lautet die Ereignisfolge: Missionsziel, Missionsziel, Phasenwechsel
