# language: de
Funktionalität: Absichtlich kaputt
  Jedes Szenario verletzt eine Regel der Prüfung. docs/features-schreiben.md zeigt, was
  `regelwerk check` dazu meldet; ein Test hält die Seite und die Meldungen gleich.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  @klausel:PT-BEW-1 @wichtig
  Szenario: Eine Einheit soll ziehen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann "R1" ist woanders

  @klausel:PT-BEW-1
  Szenario: Erst das Ergebnis, dann die Aktion
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Dann steht "R1" auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt

  @klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGBAHN=quer
  Szenario: Ein Schritt in einer unbekannten Lesart
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)

  @klausel:PT-BEW-1
  Szenariogrundriss: Zwei Fälle mit derselben id
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>

    @klausel:PT-BEW-2
    Beispiele:
      | Fall | ziel   |
      | Ost  | (1,0)  |
      | ost  | (1,-1) |

  @klausel:PT-BEW-1
  Szenario: Schritt auf eine freie Nachbarkachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)

  @klausel:PT-BEW-1
  Szenario: Die Stämme ziehen ebenso auf eine freie Nachbarkachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)

  @klausel:PT-GEF-9
  Szenario: Ein Schritt mit einer unbekannten Klausel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)

  Szenario: Ein Schritt ohne Klausel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)

  @klausel:PT-BEW-1
  Szenario: ???
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)

  @klausel:PT-GEF-2
  Szenario: Ein Gefahrenwürfel zu viel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Und der Gefahrenwürfel 4 zeigt
    Dann steht "R1" auf (1,0)

  @klausel:PT-BEW-2
  Szenario: Ein Sprung schräg am Verbündeten vorbei
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" nach (1,1) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGGEFAHR=verbuendeter-auf-gefahr
  Szenario: Ein Schritt mit überflüssigem Tag
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)
