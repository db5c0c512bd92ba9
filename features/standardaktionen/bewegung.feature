# language: de
Funktionalität: Bewegung Schritt für Schritt
  In ihrer Bewegungsphase geht eine Einheit Schritt für Schritt auf Nachbarfelder, höchstens so
  viele, wie ihr Bewegungswert erlaubt, nie durch Gegner, nie zweimal auf dasselbe Feld. Ein Zug
  ist ein Absetzen der Einheit; führt er über Felder eigener Einheiten, nennt der Zug alle
  Felder, die die Einheit betritt, das letzte ist das Feld, auf dem sie abgesetzt wird.

  "E1" ist ein Krieger (Move 3) auf (3,5) mitten am Südrand eines 7 × 7 Felder großen
  Schlachtfelds; Norden ist oben, (3,4) liegt nördlich von (3,5).

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden
    Und "E1" ist in der Bewegungsphase

  @klausel:SA-BEW-2 @klausel:SA-BEW-8 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenariogrundriss: Ein Schritt auf ein freies Nachbarfeld
    Angenommen "E1" blickt nach <blick>
    Wenn Spieler 1 zieht "E1" nach <ziel>
    Dann steht "E1" auf <ziel>
    Und blickt "E1" nach <blick>
    Und ist "E1" in der Bewegungsphase
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht
    Und lautet die Ereignisfolge: Ziehen

    Beispiele:
      | Richtung | ziel  | blick  |
      | Norden   | (3,4) | Süden  |
      | Osten    | (4,5) | Norden |
      | Süden    | (3,6) | Norden |
      | Westen   | (2,5) | Norden |

  @klausel:SA-BEW-2 @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Ein Schritt über die Ecke ist kein ortholinearer Schritt
    Wenn Spieler 1 zieht "E1" nach (4,4)
    Dann wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt

  @klausel:SA-BEW-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenario: Zählen Diagonalen als ortholinear, geht ein Schritt auch über die Ecke
    Wenn Spieler 1 zieht "E1" nach (4,4)
    Dann steht "E1" auf (4,4)
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht

  @klausel:SA-BEW-2 @klausel:SA-BEW-3
  Szenario: Zwei Felder weit geht es nicht mit einem einzigen Schritt
    Wenn Spieler 1 zieht "E1" nach (3,3)
    Dann wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt

  @klausel:SA-BEW-2 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Der Weg eines Zuges muss von Feld zu Nachbarfeld führen
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (5,4)
    Dann wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt

  @klausel:SA-FLD-1 @klausel:SA-BEW-2
  Szenario: Hinter dem Rand des Schlachtfelds gibt es kein Feld
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,7)
    Dann wird die Aktion mit SA.MOVE.OFF_BOARD nach Klausel SA-FLD-1 abgelehnt

  @klausel:SA-FLD-1
  Szenario: Auch am Westrand endet das Schlachtfeld
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (2,5) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (1,5) gezogen
    Und "E1" hat Move 5
    Und "E1" ist in dieser Bewegungsphase schon nach (0,5) gezogen
    Wenn Spieler 1 zieht "E1" nach (-1,5)
    Dann wird die Aktion mit SA.MOVE.OFF_BOARD nach Klausel SA-FLD-1 abgelehnt

  @klausel:SA-BEW-5
  Szenario: Auf ein Feld mit einem Gegner zieht keine Einheit
    Angenommen "G2" (Krieger von Spieler 2) steht auf (3,4) und blickt nach Süden
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.MOVE.THROUGH_ENEMY nach Klausel SA-BEW-5 abgelehnt

  @klausel:SA-BEW-5
  Szenario: Durch einen Gegner zieht keine Einheit hindurch
    Angenommen "G2" (Krieger von Spieler 2) steht auf (3,4) und blickt nach Süden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (3,3)
    Dann wird die Aktion mit SA.MOVE.THROUGH_ENEMY nach Klausel SA-BEW-5 abgelehnt

  @klausel:SA-BEW-5 @klausel:SA-BEW-3 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: An einem Verbündeten zieht die Einheit vorbei, ohne auf seinem Feld anzuhalten
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (3,3)
    Dann steht "E1" auf (3,3)
    Und steht "F1" auf (3,4)
    Und hat "E1" in dieser Bewegungsphase 2 Schritte gemacht
    Und lautet die Ereignisfolge: Ziehen

  @klausel:SA-BEW-5 @klausel:SA-BEW-3 @auslegung:SA-A-DURCHZIEHEN=anhalten
  Szenario: Hält die Einheit auf jedem Feld an, versperrt auch ein Verbündeter den Weg
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (3,3)
    Dann wird die Aktion mit SA.MOVE.THROUGH_FRIEND nach Klausel SA-BEW-3 abgelehnt

  @klausel:SA-BEW-5 @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-MOVE-WERT=wert-der-einheit
  Szenario: Eine Einheit zieht an zwei Verbündeten in einem Zug vorbei und verbraucht jeden Schritt
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4), (4,4) nach (4,3)
    Dann steht "E1" auf (4,3)
    Und ist "E1" in der Kampfphase
    Und lautet die Ereignisfolge: Ziehen, Phasenende

  @klausel:SA-BEW-5
  Szenario: Auf dem Feld eines Verbündeten bleibt keine Einheit stehen
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.MOVE.OCCUPIED nach Klausel SA-BEW-5 abgelehnt

  @klausel:SA-BEW-3
  Szenario: Auf einem freien Feld hält die Einheit an, der Zug endet dort
    Wenn Spieler 1 zieht "E1" über (3,4) nach (3,3)
    Dann wird die Aktion mit SA.MOVE.STOP_ON_FREE nach Klausel SA-BEW-3 abgelehnt

  @klausel:SA-BEW-3 @klausel:SA-BEW-8
  Szenario: Zwei Schritte sind zwei Züge, und jeder zählt
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,3)
    Dann steht "E1" auf (3,3)
    Und hat "E1" in dieser Bewegungsphase 2 Schritte gemacht
    Und lautet die Ereignisfolge: Ziehen

  # -- Bewegungswert ---------------------------------------------------------------------------

  @klausel:SA-BEW-4 @auslegung:SA-A-MOVE-WERT=wert-der-einheit
  Szenario: Mit dem letzten erlaubten Schritt endet die Bewegungsphase
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,3) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,2)
    Dann steht "E1" auf (3,2)
    Und ist "E1" in der Kampfphase
    Und ist die Bewegungsphase von "E1" beendet
    Und lautet die Ereignisfolge: Ziehen, Phasenende

  @klausel:SA-BEW-4 @klausel:SA-BEW-1 @auslegung:SA-A-MOVE-WERT=unbegrenzt
  Szenario: Ist der Bewegungswert nicht angegeben, endet die Bewegung nicht nach drei Schritten
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,3) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,2)
    Dann steht "E1" auf (3,2)
    Und ist "E1" in der Bewegungsphase
    Und hat "E1" in dieser Bewegungsphase 3 Schritte gemacht

  @klausel:SA-BEW-4 @auslegung:SA-A-MOVE-WERT=wert-der-einheit @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Über einen Verbündeten hinweg geht keine Einheit weiter, als ihr Bewegungswert erlaubt
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,2) und blickt nach Norden
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,3) gezogen
    Wenn Spieler 1 zieht "E1" über (3,2) nach (3,1)
    Dann wird die Aktion mit SA.MOVE.TOO_FAR nach Klausel SA-BEW-4 abgelehnt

  @klausel:SA-BEW-4 @klausel:SA-BEW-1 @auslegung:SA-A-MOVE-WERT=wert-der-einheit
  Szenario: Eine Einheit mit Move 0 geht keinen Schritt
    Angenommen "E1" hat Move 0
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.MOVE.TOO_FAR nach Klausel SA-BEW-4 abgelehnt

  @klausel:SA-BEW-1 @auslegung:SA-A-MOVE-WERT=unbegrenzt
  Szenario: Ohne angegebenen Bewegungswert geht auch eine Einheit mit Move 0
    Angenommen "E1" hat Move 0
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann steht "E1" auf (3,4)

  @klausel:SA-BEW-1 @auslegung:SA-A-EINSCHRAENKUNG=stillstand
  Szenario: Eine eingeschränkte Einheit bleibt stehen
    Angenommen "E1" ist eingeschränkt
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.MOVE.RESTRICTED nach Klausel SA-BEW-1 abgelehnt

  @klausel:SA-BEW-1 @auslegung:SA-A-EINSCHRAENKUNG=stillstand @auslegung-ebenso:SA-A-MOVE-WERT=unbegrenzt
  Szenario: Auch ohne angegebenen Bewegungswert bleibt eine eingeschränkte Einheit stehen
    Angenommen "E1" ist eingeschränkt
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.MOVE.RESTRICTED nach Klausel SA-BEW-1 abgelehnt

  @klausel:SA-BEW-1 @klausel:SA-BEW-4 @auslegung:SA-A-EINSCHRAENKUNG=halbiert @auslegung:SA-A-MOVE-WERT=wert-der-einheit
  Szenario: Halbiert die Einschränkung den Wert, geht ein Krieger einen Schritt und ist fertig
    Angenommen "E1" ist eingeschränkt
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann steht "E1" auf (3,4)
    Und ist "E1" in der Kampfphase

  @klausel:SA-BEW-1
  Szenario: Eine eingeschränkte Einheit zieht auch an einem Verbündeten nicht vorbei
    Angenommen "E1" ist eingeschränkt
    Und "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (3,3)
    Dann wird die Aktion mit SA.MOVE.RESTRICTED nach Klausel SA-BEW-1 abgelehnt

  @klausel:SA-BEW-1 @auslegung:SA-A-EINSCHRAENKUNG=halbiert @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-MOVE-WERT=wert-der-einheit
  Szenario: Halbiert die Einschränkung den Wert, geht eine Einheit mit Move 5 zwei Schritte
    Angenommen "E1" ist eingeschränkt
    Und "E1" hat Move 5
    Und "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (3,3)
    Dann steht "E1" auf (3,3)
    Und ist "E1" in der Kampfphase

  @klausel:SA-BEW-1 @auslegung:SA-A-EINSCHRAENKUNG=halbiert @auslegung:SA-A-MOVE-WERT=unbegrenzt
  Szenario: Ist der Bewegungswert nicht angegeben, begrenzt auch eine halbierende Einschränkung nichts
    Angenommen "E1" ist eingeschränkt
    Und "E1" hat Move 1
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann steht "E1" auf (3,4)
    Und ist "E1" in der Bewegungsphase

  # -- Ende der Bewegung ------------------------------------------------------------------------

  @klausel:SA-BEW-6 @klausel:SA-AKT-2
  Szenario: Der Spieler beendet die Bewegung vorzeitig
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist "E1" in der Kampfphase
    Und steht "E1" auf (3,4)
    Und ist die Bewegungsphase von "E1" beendet
    Und lautet die Ereignisfolge: Phasenende

  @klausel:SA-BEW-6 @klausel:SA-BEW-5
  Szenario: Nach einem Zug an einem Verbündeten vorbei beendet der Spieler die Bewegung
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "E1" ist in dieser Bewegungsphase schon über (3,4) nach (3,3) gezogen
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann steht "E1" auf (3,3)
    Und ist die Bewegungsphase von "E1" beendet

  @klausel:SA-BEW-6 @auslegung:SA-A-NICHT-BEWEGT=uebersprungen @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Eine Einheit muss nicht ziehen
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist "E1" in der Kampfphase
    Und steht "E1" auf (3,5)
    Und ist die Bewegungsphase von "E1" übersprungen

  # -- Kein Feld zweimal -----------------------------------------------------------------------

  @klausel:SA-BEW-10
  Szenario: Ein schon betretenes Feld betritt die Einheit im selben Zug nicht noch einmal
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (4,4) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.MOVE.REVISIT nach Klausel SA-BEW-10 abgelehnt

  @klausel:SA-BEW-10 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Auch das Feld eines Verbündeten, an dem die Einheit vorbeizog, betritt sie nicht noch einmal
    Angenommen "E1" hat Move 5
    Und "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "E1" ist in dieser Bewegungsphase schon über (3,4) nach (3,3) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (4,3) gezogen
    Wenn Spieler 1 zieht "E1" über (4,4) nach (3,4)
    Dann wird die Aktion mit SA.MOVE.REVISIT nach Klausel SA-BEW-10 abgelehnt

  @klausel:SA-BEW-10 @auslegung:SA-A-STARTFELD=zaehlt-nicht @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenario: Auf ihr Startfeld darf die Einheit einmal zurück
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,5)
    Dann steht "E1" auf (3,5)
    Und hat "E1" in dieser Bewegungsphase 2 Schritte gemacht

  @klausel:SA-BEW-10 @auslegung:SA-A-STARTFELD=zaehlt
  Szenario: Zählt das Startfeld als betreten, geht es nicht dorthin zurück
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,5)
    Dann wird die Aktion mit SA.MOVE.REVISIT nach Klausel SA-BEW-10 abgelehnt

  @klausel:SA-BEW-3 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Ein freies Feld unterwegs beendet auch einen Rundweg
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "E1" hat Move 4
    Wenn Spieler 1 zieht "E1" über (3,4), (4,4), (4,5) nach (3,5)
    Dann wird die Aktion mit SA.MOVE.STOP_ON_FREE nach Klausel SA-BEW-3 abgelehnt

  @klausel:SA-BEW-10 @auslegung:SA-A-STARTFELD=zaehlt-nicht @auslegung:SA-A-DURCHZIEHEN=durchziehen @auslegung:SA-A-MOVE-WERT=wert-der-einheit @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenario: Über drei Verbündete hinweg kehrt die Einheit in einem Zug auf ihr Startfeld zurück
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "F3" (Krieger von Spieler 1) steht auf (4,5) und blickt nach Norden
    Und "E1" hat Move 4
    Wenn Spieler 1 zieht "E1" über (3,4), (4,4), (4,5) nach (3,5)
    Dann steht "E1" auf (3,5)
    Und ist "E1" in der Kampfphase

  @klausel:SA-BEW-10 @auslegung:SA-A-STARTFELD=zaehlt @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Zählt das Startfeld, endet auch ein Zug um Verbündete herum nicht dort
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "F3" (Krieger von Spieler 1) steht auf (4,5) und blickt nach Norden
    Und "E1" hat Move 4
    Wenn Spieler 1 zieht "E1" über (3,4), (4,4), (4,5) nach (3,5)
    Dann wird die Aktion mit SA.MOVE.REVISIT nach Klausel SA-BEW-10 abgelehnt

  @klausel:SA-BEW-2 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Ein Zug, der auf der Stelle tritt, macht keinen Schritt
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "E1" hat Move 5
    Wenn Spieler 1 zieht "E1" über (3,4), (3,4) nach (3,3)
    Dann wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt

  @klausel:SA-BEW-10 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Auch ein einziger Zug betritt kein Feld zweimal
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "F2" (Krieger von Spieler 1) steht auf (3,3) und blickt nach Norden
    Und "F3" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Norden
    Und "F4" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "E1" hat Move 6
    Wenn Spieler 1 zieht "E1" über (3,4), (3,3), (4,3), (4,4), (3,4) nach (2,4)
    Dann wird die Aktion mit SA.MOVE.REVISIT nach Klausel SA-BEW-10 abgelehnt

  @klausel:SA-BEW-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Mit Diagonalen zieht eine Einheit auch schräg an einem Verbündeten vorbei
    Angenommen "F1" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (4,4) nach (5,3)
    Dann steht "E1" auf (5,3)
    Und hat "E1" in dieser Bewegungsphase 2 Schritte gemacht

  # -- Blickrichtung beim Ziehen ---------------------------------------------------------------

  @klausel:SA-BLI-1 @klausel:SA-BEW-3 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenario: Eine Bewegung ändert die Blickrichtung nicht
    Wenn Spieler 1 zieht "E1" nach (4,5)
    Dann steht "E1" auf (4,5)
    Und blickt "E1" nach Norden

  @klausel:SA-BLI-1 @klausel:SA-BEW-3 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=zugrichtung
  Szenario: Blickt eine Einheit in ihre Zugrichtung, sieht sie nach dem Schritt nach Osten nach Osten
    Wenn Spieler 1 zieht "E1" nach (4,5)
    Dann steht "E1" auf (4,5)
    Und blickt "E1" nach Osten

  @klausel:SA-BLI-1 @klausel:SA-BEW-5 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=zugrichtung @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: An einem Verbündeten vorbei zählt der letzte Schritt für die Blickrichtung
    Angenommen "F1" (Krieger von Spieler 1) steht auf (4,5) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (4,5) nach (4,6)
    Dann steht "E1" auf (4,6)
    Und blickt "E1" nach Süden

  @klausel:SA-BLI-1 @klausel:SA-BEW-5 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=zugrichtung @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Nach dem Weg über einen Verbündeten nach Westen blickt die Einheit nach Westen
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Wenn Spieler 1 zieht "E1" über (3,4) nach (2,4)
    Dann steht "E1" auf (2,4)
    Und blickt "E1" nach Westen

  @klausel:SA-BLI-1 @klausel:SA-BEW-2 @auslegung-ebenso:SA-A-BLICK-BEIM-ZIEHEN=zugrichtung @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenario: Ein schräger Schritt lässt die Blickrichtung, wie sie ist
    Angenommen "E1" blickt nach Süden
    Wenn Spieler 1 zieht "E1" nach (4,4)
    Dann steht "E1" auf (4,4)
    Und blickt "E1" nach Süden
