# language: de
Funktionalität: Kosten der Einheiten und der Armeen
  Jede Einheit hat Kosten, die auf ihrer Karte stehen; die Kosten einer Armee sind die Summe
  über alle Einheiten ihrer Fraktion, gleich ob sie auf dem Spielfeld, in der Reserve oder im
  Gefangenenlager des Gegners sind. Im Standardspiel bringt jede Fraktion 125 Punkte mit.

  Die Karten fehlen im Regeltext: die Kosten im Beispielkatalog (einheiten.yaml) sind Annahmen
  (PT-A-EINHEITENWERTE). Jede Einheit trägt ihre Kosten im Zustand; wo es auf sie ankommt,
  nennt das Szenario sie ausdrücklich. Die Frage nach den Kosten ändert den Zustand nicht und ist
  in jeder Phase erlaubt.

  @klausel:PT-KOS-2 @klausel:PT-MAT-3 @klausel:PT-MAT-4
  Szenario: Zu Beginn des Standardspiels kostet jede Armee 125 Punkte
    Angenommen die Partie beginnt mit beiden vollständigen Armeen
    Wenn nach den Kosten der Armeen gefragt wird
    Dann kostet die Armee der Legion 125 Punkte
    Und kostet die Armee der Stämme 125 Punkte

  @klausel:PT-KOS-1
  Szenario: Die Kosten einer Armee sind die Summe der Kosten ihrer Einheiten
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "K1" (Kriegerin der Legion) steht auf (1,0)
    Und "K1" kostet 18 Punkte
    Und "D1" (Druide der Stämme) steht auf (0,-2)
    Und "D1" kostet 20 Punkte
    Und "W1" (Waldhexe der Stämme) steht auf (1,-2)
    Und "W1" kostet 10 Punkte
    Wenn nach den Kosten der Armeen gefragt wird
    Dann kostet die Armee der Legion 23 Punkte
    Und kostet die Armee der Stämme 30 Punkte

  @klausel:PT-KOS-1 @klausel:PT-MAT-2
  Szenario: Einheiten in der Reserve und im Gefangenenlager zählen zu den Kosten ihrer Armee
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "B1" (Bogenschütze der Legion) ist in der Reserve
    Und "B1" kostet 12 Punkte
    Und "M1" (Magier der Legion) ist im Gefangenenlager der Stämme
    Und "M1" kostet 20 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "P1" (Plünderer der Stämme) ist im Gefangenenlager der Legion
    Und "P1" kostet 11 Punkte
    Wenn nach den Kosten der Armeen gefragt wird
    Dann kostet die Armee der Legion 37 Punkte
    Und kostet die Armee der Stämme 17 Punkte

  @klausel:PT-KOS-1
  Szenario: Es zählen die Kosten auf der Karte jeder einzelnen Einheit
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 7 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 4 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 9 Punkte
    Wenn nach den Kosten der Armeen gefragt wird
    Dann kostet die Armee der Legion 11 Punkte
    Und kostet die Armee der Stämme 9 Punkte

  @klausel:PT-KOS-1
  Szenario: Eine Fraktion ohne Einheiten im Zustand hat eine Armee von 0 Punkten
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Wenn nach den Kosten der Armeen gefragt wird
    Dann kostet die Armee der Legion 5 Punkte
    Und kostet die Armee der Stämme 0 Punkte

  @klausel:PT-KOS-1
  Szenario: Die Frage nach den Kosten stellt auch die Seite, die nicht am Zug ist
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Stämme sind am Zug
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Wenn die Aktion lautet:
      """json
      {"type": "ask", "question": "army_costs", "player": "legion"}
      """
    Dann kostet die Armee der Legion 5 Punkte
    Und kostet die Armee der Stämme 6 Punkte

  @klausel:PT-KOS-1
  Szenario: Eine unbekannte Frage verletzt das Schema
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "ask", "question": "unit_costs"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen
