# language: de
Funktionalität: Eine Blickrichtung haben nur Flugzeuge
  Nur ein FLUGZEUG hat auf dem Schlachtfeld eine Blickrichtung: sie bestimmt, wohin es geradeaus
  fliegt, und es darf sich um höchstens 90 Grad drehen. Nennt die Bewegung oder das Eintreffen
  eines anderen Modells eine Blickrichtung, bekommt das Modell dadurch keine; es zieht oder wird
  aufgestellt wie sonst auch.

  @klausel:WH-BEW-1 @klausel:WH-FLZ-2
  Szenario: Ein Infanterist bekommt durch eine Blickrichtung in seiner Bewegung keine
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (10|16)
    Und "Trupp-1" dabei nach Osten blickt
    Dann steht "Trupp-1" bei (10|16)

  @klausel:WH-VER-1 @klausel:WH-FLZ-1
  Szenario: Ein Infanterist bekommt durch eine Blickrichtung beim Eintreffen keine
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (5|22)
    Und "Reserve-1" dabei nach Osten blickt
    Dann ist "Reserve" auf dem Schlachtfeld
    Und lautet die Ereignisfolge: Eintreffen
