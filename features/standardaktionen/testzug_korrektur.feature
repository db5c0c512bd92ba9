# language: de
Funktionalität: Testzüge, berührt geführt und die Bitte um Korrektur
  Ein angekündigter Testzug zeigt, wohin ein Zug führen würde, und hinterlässt keine Spur: die
  Antwort ändert den Zustand nicht und zählt keinen Schritt. Ohne Ankündigung gilt „berührt,
  geführt“: eine abgesetzte Einheit hat gezogen. Hat sich der Spieler vertan, darf er den
  Gegner um eine Korrektur bitten; der Gegner darf ablehnen. Beide Antworten sind Aktionen.

  "E1" ist ein Krieger (Move 3) auf (3,5), "G1" ein gegnerischer Krieger auf (3,3).

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "E1" ist in der Bewegungsphase

  # -- Testzüge -------------------------------------------------------------------------------

  @klausel:SA-BEW-7
  Szenario: Ein Testzug zeigt das Ziel und zählt keinen Schritt
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (2,5) an
    Dann ist der Testzug legal und endet auf (2,5) nach 1 Schritten
    Und endete nicht die Bewegungsphase mit diesem Testzug

  @klausel:SA-BEW-7 @klausel:SA-BEW-4 @auslegung:SA-A-MOVE-WERT=wert-der-einheit
  Szenario: Ein Testzug zeigt, dass der Zug die Bewegung beenden würde
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (2,5) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (1,5) gezogen
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (1,4) an
    Dann ist der Testzug legal und endet auf (1,4) nach 3 Schritten
    Und endete die Bewegungsphase mit diesem Testzug

  @klausel:SA-BEW-7 @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Ein Testzug darf an Verbündeten vorbeiführen
    Angenommen "F1" (Krieger von Spieler 1) steht auf (4,5) und blickt nach Norden
    Wenn Spieler 1 kündigt einen Testzug von "E1" über (4,5) nach (5,5) an
    Dann ist der Testzug legal und endet auf (5,5) nach 2 Schritten

  @klausel:SA-BEW-7 @auslegung:SA-A-TESTZUG=nur-legale @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Ein unzulässiger Testzug wird wie ein Zug abgelehnt
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (4,4) an
    Dann wird die Aktion mit SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2 abgelehnt

  @klausel:SA-BEW-7 @auslegung:SA-A-TESTZUG=frei @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Ist jeder Testzug erlaubt, sagt die Antwort, warum der Zug nicht ginge
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (4,4) an
    Dann wäre der Testzug nicht legal: SA.MOVE.NOT_ADJACENT nach Klausel SA-BEW-2

  @klausel:SA-BEW-7 @klausel:SA-BEW-5 @auslegung:SA-A-TESTZUG=frei
  Szenario: Auch ein Testzug in einen Gegner hinein wird in der freien Lesart beantwortet
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (3,3) an
    Dann wäre der Testzug nicht legal: SA.MOVE.THROUGH_ENEMY nach Klausel SA-BEW-5

  @klausel:SA-BEW-7 @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Testzüge gibt es nur in der Bewegungsphase
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (2,5) an
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-BEW-7 @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: In freier Reihenfolge gibt es nach der Bewegungsphase keinen Testzug mehr
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 kündigt einen Testzug von "E1" nach (2,5) an
    Dann wird die Aktion mit SA.PHASE.DONE nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-BEW-7 @klausel:SA-SPL-1
  Szenario: Wer nicht am Zug ist, kündigt keinen Testzug an
    Wenn Spieler 2 kündigt einen Testzug von "G1" nach (3,2) an
    Dann wird die Aktion mit SA.TURN.NOT_ACTIVE nach Klausel SA-SPL-1 abgelehnt

  # -- berührt, geführt -----------------------------------------------------------------------

  @klausel:SA-BEW-8 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenario: Eine abgesetzte Einheit hat gezogen, auch wenn es ein Fehler war
    Wenn Spieler 1 zieht "E1" nach (3,6)
    Dann steht "E1" auf (3,6)
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht

  # -- Bitte um Korrektur ----------------------------------------------------------------------

  @klausel:SA-BEW-9
  Szenario: Nach einem Zug bittet der Spieler den Gegner um eine Korrektur
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann warten noch Spieler 2 auf die Korrektur
    Und steht "E1" auf (3,6)
    Und lautet die Ereignisfolge: Korrekturbitte

  @klausel:SA-BEW-9
  Szenario: Vor dem ersten Zug gibt es nichts zu korrigieren
    Wenn Spieler 1 bittet um eine Korrektur
    Dann wird die Aktion mit SA.CORRECTION.NOTHING nach Klausel SA-BEW-9 abgelehnt

  @klausel:SA-BEW-9 @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Nach dem Ende der Bewegungsphase ist keine Korrektur mehr möglich
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 bittet um eine Korrektur
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-BEW-9 @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: Auch in freier Reihenfolge endet mit der Bewegungsphase die Frist für eine Korrektur
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 bittet um eine Korrektur
    Dann wird die Aktion mit SA.PHASE.DONE nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-UMFANG=letzter-zug
  Szenario: Stimmt der Gegner zu, wird der letzte Zug zurückgenommen
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (2,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 nimmt die Korrektur an
    Dann steht "E1" auf (3,6)
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht
    Und ist keine Korrektur mehr offen
    Und ist "E1" in der Bewegungsphase
    Und lautet die Ereignisfolge: Zustimmung, Rücknahme

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-UMFANG=ganze-bewegung
  Szenario: Nimmt die Korrektur die ganze Bewegung zurück, steht die Einheit wieder am Start
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (2,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 nimmt die Korrektur an
    Dann steht "E1" auf (3,5)
    Und hat "E1" in dieser Bewegungsphase 0 Schritte gemacht
    Und lautet die Ereignisfolge: Zustimmung, Rücknahme

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-UMFANG=letzter-zug
  Szenario: Nach der Rücknahme steht die Einheit am Ende des vorletzten Zuges, auch hinter einem Verbündeten
    Angenommen "E1" hat Move 5
    Und "F1" (Krieger von Spieler 1) steht auf (2,4) und blickt nach Norden
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Und "E1" ist in dieser Bewegungsphase schon über (2,4) nach (1,4) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (1,3) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 nimmt die Korrektur an
    Dann steht "E1" auf (1,4)
    Und hat "E1" in dieser Bewegungsphase 3 Schritte gemacht

  @klausel:SA-BEW-9 @klausel:SA-BEW-10 @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenario: Nach der Rücknahme der ganzen Bewegung zieht die Einheit neu vom Start
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und im Zustand wird $.turn.movement.moves auf [] gesetzt
    Und im Zustand wird $.units[0].at auf [3, 5] gesetzt
    Wenn Spieler 1 zieht "E1" nach (3,6)
    Dann steht "E1" auf (3,6)
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht

  @klausel:SA-BEW-9 @klausel:SA-BEW-10 @auslegung:SA-A-KORREKTUR-UMFANG=letzter-zug
  Szenario: Ein zurückgenommener Zug gilt nicht mehr als betreten
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und "E1" ist in dieser Bewegungsphase schon nach (2,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 nimmt die Korrektur an
    Dann steht "E1" auf (3,6)
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht

  @klausel:SA-BEW-9
  Szenario: Lehnt der Gegner ab, bleibt der Zug bestehen
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 lehnt die Korrektur ab
    Dann steht "E1" auf (3,6)
    Und ist keine Korrektur mehr offen
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht
    Und lautet die Ereignisfolge: Ablehnung

  @klausel:SA-BEW-9
  Szenario: Solange die Bitte offen ist, geht das Spiel nicht weiter
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 1 zieht "E1" nach (2,6)
    Dann wird die Aktion mit SA.CORRECTION.PENDING nach Klausel SA-BEW-9 abgelehnt

  @klausel:SA-BEW-9
  Szenario: Wer um die Korrektur bittet, beantwortet sie nicht selbst
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 1 nimmt die Korrektur an
    Dann wird die Aktion mit SA.CORRECTION.NOT_ASKED nach Klausel SA-BEW-9 abgelehnt

  @klausel:SA-BEW-9
  Szenario: Ohne Bitte gibt es nichts zu beantworten
    Wenn Spieler 2 lehnt die Korrektur ab
    Dann wird die Aktion mit SA.CORRECTION.NONE nach Klausel SA-BEW-9 abgelehnt

  @klausel:SA-BEW-9
  Szenario: Ohne einen Gegner im Spiel ist niemand zu fragen
    Angenommen "G1" ist tot
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann wird die Aktion mit SA.CORRECTION.NO_OPPONENT nach Klausel SA-BEW-9 abgelehnt

  # -- mehrere Gegner --------------------------------------------------------------------------

  @klausel:SA-BEW-9 @klausel:SA-SPL-1 @auslegung:SA-A-KORREKTUR-GEGNER=alle-gegner
  Szenario: Bei drei Spielern werden beide Gegner gefragt
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann warten noch Spieler 2 und Spieler 3 auf die Korrektur

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-GEGNER=naechster-gegner
  Szenario: Entscheidet nur der nächste Gegner, wird nur er gefragt
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann warten noch Spieler 2 auf die Korrektur

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-GEGNER=naechster-gegner
  Szenario: Der nächste Gegner ist der nächste Spieler nach dem Bittenden, der noch im Spiel ist
    Angenommen es spielen Spieler 3, Spieler 1 und Spieler 2 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann warten noch Spieler 2 auf die Korrektur

  @klausel:SA-BEW-9 @klausel:SA-SPL-1 @auslegung:SA-A-KORREKTUR-GEGNER=alle-gegner
  Szenario: Die Bitte fragt die Gegner in Zugreihenfolge, beginnend beim Spieler nach dem Bittenden
    Angenommen es spielen Spieler 3, Spieler 1 und Spieler 2 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann fragt die Bitte um Korrektur Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und warten noch Spieler 3 und Spieler 2 auf die Korrektur
    Und lautet die Ereignisfolge: Korrekturbitte

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-GEGNER=alle-gegner
  Szenario: Wer ausgeschieden ist, wird nicht gefragt
    Angenommen es spielen Spieler 1, Spieler 2, Spieler 3 und Spieler 4 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "V1" (Krieger von Spieler 4) steht auf (0,3) und blickt nach Osten
    Und "G1" ist tot
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann warten noch Spieler 3 und Spieler 4 auf die Korrektur

  @klausel:SA-BEW-9 @auslegung:SA-A-KORREKTUR-GEGNER=naechster-gegner
  Szenario: Ist der nächste Spieler ausgeschieden, entscheidet der übernächste
    Angenommen es spielen Spieler 1, Spieler 2, Spieler 3 und Spieler 4 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "V1" (Krieger von Spieler 4) steht auf (0,3) und blickt nach Osten
    Und "G1" ist tot
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Wenn Spieler 1 bittet um eine Korrektur
    Dann warten noch Spieler 3 auf die Korrektur

  @klausel:SA-BEW-9
  Szenario: Hat erst einer von zwei Gegnern zugestimmt, bleibt der Zug stehen
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und Spieler 1 hat Spieler 2 und Spieler 3 um eine Korrektur gebeten
    Wenn Spieler 3 nimmt die Korrektur an
    Dann warten noch Spieler 2 auf die Korrektur
    Und steht "E1" auf (3,6)
    Und lautet die Ereignisfolge: Zustimmung

  @klausel:SA-BEW-9
  Szenario: Stimmt auch der letzte Gegner zu, wird korrigiert
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und Spieler 1 hat Spieler 2 um eine Korrektur gebeten
    Wenn Spieler 2 nimmt die Korrektur an
    Dann steht "E1" auf (3,5)
    Und ist keine Korrektur mehr offen

  @klausel:SA-BEW-9
  Szenario: Ein einzelner Gegner lehnt für alle ab
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" ist in dieser Bewegungsphase schon nach (3,6) gezogen
    Und Spieler 1 hat Spieler 2 und Spieler 3 um eine Korrektur gebeten
    Wenn Spieler 3 lehnt die Korrektur ab
    Dann ist keine Korrektur mehr offen
    Und steht "E1" auf (3,6)

  # -- Muss eine berührte Einheit ziehen? -------------------------------------------------------

  @klausel:SA-BEW-8 @auslegung:SA-A-BERUEHRT=muss-ziehen
  Szenario: Muss eine berührte Einheit ziehen, endet ihre Bewegungsphase nicht ohne Zug
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann wird die Aktion mit SA.MOVE.MUST_MOVE nach Klausel SA-BEW-8 abgelehnt

  @klausel:SA-BEW-8 @klausel:SA-BEW-1 @auslegung-ebenso:SA-A-BERUEHRT=muss-ziehen @auslegung:SA-A-EINSCHRAENKUNG=stillstand @auslegung:SA-A-NICHT-BEWEGT=uebersprungen
  Szenario: Auch wenn eine berührte Einheit ziehen muss, wird die Bewegung einer Einheit übersprungen, die nicht ziehen kann
    Angenommen "E1" ist eingeschränkt
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist die Bewegungsphase von "E1" übersprungen
    Und ist "E1" in der Kampfphase

  @klausel:SA-BEW-8 @auslegung-ebenso:SA-A-BERUEHRT=muss-ziehen
  Szenario: Nach einem Zug darf auch die berührte Einheit, die ziehen muss, ihre Bewegung beenden
    Angenommen "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist die Bewegungsphase von "E1" beendet

  @klausel:SA-BEW-8 @auslegung:SA-A-BERUEHRT=muss-ziehen @auslegung:SA-A-DURCHZIEHEN=durchziehen
  Szenario: Eine eingekreiste Einheit, die nur über einen Verbündeten hinaus kann, muss ziehen
    Angenommen das Schlachtfeld ist 1 Felder breit und 4 Felder hoch
    Und "E1" steht auf (0,3)
    Und "G1" steht auf (0,0)
    Und "F1" (Krieger von Spieler 1) steht auf (0,2) und blickt nach Norden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann wird die Aktion mit SA.MOVE.MUST_MOVE nach Klausel SA-BEW-8 abgelehnt

  @klausel:SA-BEW-8 @klausel:SA-AKT-2 @auslegung-ebenso:SA-A-BERUEHRT=muss-ziehen
  Szenario: Die Pflicht zu ziehen gilt nur in der Bewegungsphase, die Kampfphase darf ausfallen
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 überspringt die Kampfphase von "E1"
    Dann ist die Kampfphase von "E1" übersprungen
    Und ist "E1" in der Blickrichtungsphase
    Und lautet die Ereignisfolge: Phase übersprungen

  @klausel:SA-BEW-8 @auslegung-ebenso:SA-A-BERUEHRT=muss-ziehen
  Szenario: Auch wenn sie ziehen muss, bleibt eine berührte Einheit die Einheit am Zug
    Angenommen "E2" (Krieger von Spieler 1) steht auf (1,5) und blickt nach Norden
    Wenn Spieler 1 wählt "E2"
    Dann wird die Aktion mit SA.TURN.UNIT_TOUCHED nach Klausel SA-BEW-8 abgelehnt
