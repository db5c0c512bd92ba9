# language: de
Funktionalität: Lesarten der strategischen Reserve: eine Kante oder eine je Modell
  Strategische Reserven stehen "vollständig innerhalb von 6" einer Spielfeldkante". Ob alle Modelle
  an derselben Kante stehen müssen, regelt WH-A-RESERVE-KANTE. Das Spielfeld misst 60 mal 44 Zoll;
  (3|20) liegt an der West-, (57|20) an der Ostkante.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-RES-2 @auslegung:WH-A-RESERVE-KANTE=je-modell
  Szenario: Jedes Modell an irgendeiner Kante genügt nach der Lesart je Modell
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (3|20); "Reserve-2" bei (57|20)
    Dann ist "Reserve" auf dem Schlachtfeld

  @klausel:WH-RES-2 @auslegung-ebenso:WH-A-RESERVE-KANTE=je-modell
  Szenario: Auch je Modell steht jedes Modell innerhalb von 6 Zoll einer Kante
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (3|20); "Reserve-2" bei (30|20)
    Dann wird die Aktion mit WH.RESERVE.EDGE nach Klausel WH-RES-2 abgelehnt
