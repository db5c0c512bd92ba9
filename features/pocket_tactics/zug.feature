# language: de
Funktionalität: Wer am Zug ist und wessen Einheiten er führt
  Die Spieler wechseln sich ab; ein Zug besteht aus genau einer Aktion. Jeder Spieler gibt
  nur den Einheiten seiner eigenen Fraktion Befehle.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"

  @klausel:PT-ZUG-1
  Szenario: Die Legion kann nicht ziehen, wenn die Stämme am Zug sind
    Angenommen die Stämme sind am Zug
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1
  Szenario: Die Stämme können nicht aufstellen, wenn die Legion am Zug ist
    Angenommen die Legion ist am Zug
    Und "S1" (Späher der Stämme) ist in der Reserve
    Wenn die Stämme "S1" aus der Reserve auf (0,-2) aufstellt
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1
  Szenario: Wer nicht am Zug ist, wird abgewiesen, bevor die Regeln des Zugs greifen
    Angenommen die Stämme sind am Zug
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" nach (5,5) bewegt
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-2
  Szenario: Die Legion bewegt keine Einheit der Stämme
    Angenommen die Legion ist am Zug
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Wenn die Legion "S1" nach (1,0) bewegt
    Dann wird die Aktion mit PT.UNIT.NOT_OWN nach Klausel PT-ZUG-2 abgelehnt

  @klausel:PT-ZUG-2
  Szenario: Die Stämme stellen keine Einheit der Legion auf
    Angenommen die Stämme sind am Zug
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Stämme "R1" aus der Reserve auf (0,-2) aufstellt
    Dann wird die Aktion mit PT.UNIT.NOT_OWN nach Klausel PT-ZUG-2 abgelehnt

  @klausel:PT-ZUG-1
  Szenario: Nach dem Zug der Stämme ist wieder die Legion am Zug
    Angenommen die Stämme sind am Zug
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,2)
    Wenn die Stämme "S1" nach (-1,-1) bewegt
    Dann ist die Legion am Zug
    Und steht "R1" auf (0,2)
    Und lautet die Ereignisfolge: Schritt, Zugwechsel
