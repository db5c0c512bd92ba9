# language: de
Funktionalität: Eine Blickrichtung haben nur Flugzeuge
  Nur ein FLUGZEUG hat auf dem Schlachtfeld eine Blickrichtung: sie bestimmt, wohin es geradeaus
  fliegt, und es darf sich um höchstens 90 Grad drehen. Nennt die Bewegung eines anderen Modells
  eine Blickrichtung, bekommt das Modell dadurch keine; es zieht wie sonst auch.

  @klausel:WH-BEW-1 @klausel:WH-FLZ-2
  Szenario: Ein Infanterist bekommt durch eine Blickrichtung in seiner Bewegung keine
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Und "Trupp-1" dabei nach Osten blickt
    Dann steht "Trupp-1" bei (10|16)
