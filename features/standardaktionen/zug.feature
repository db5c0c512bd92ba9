# language: de
Funktionalität: Der Zug einer Einheit
  Ein Spieler berührt eine seiner Einheiten und führt mit ihr die Phasen ihres Zuges aus:
  Bewegung, Angriff, Blickrichtung. Jede Phase darf übersprungen werden; mit dem Ende der
  Blickrichtungsphase ist der Zug der Einheit vorbei. Wer danach dran ist, regelt die
  Auslegung SA-A-ZUGFOLGE.

  Das Schlachtfeld hat 7 × 7 Felder; (0,0) ist die Nordwestecke, x wächst nach Osten, y nach
  Süden. Es spielen Spieler 1 und Spieler 2; Spieler 1 ist Startspieler und am Zug.

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "E2" (Krieger von Spieler 1) steht auf (1,5) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden

  # -- Auswahl ------------------------------------------------------------------------------

  @klausel:SA-AKT-1 @klausel:SA-BEW-8
  Szenario: Wer eine Einheit wählt, beginnt ihren Zug mit der Bewegungsphase
    Wenn Spieler 1 wählt "E1"
    Dann ist "E1" in der Bewegungsphase
    Und hat "E1" in dieser Bewegungsphase 0 Schritte gemacht
    Und lautet die Ereignisfolge: Auswahl

  @klausel:SA-SPL-1
  Szenario: Wer nicht am Zug ist, wählt keine Einheit
    Wenn Spieler 2 wählt "G1"
    Dann wird die Aktion mit SA.TURN.NOT_ACTIVE nach Klausel SA-SPL-1 abgelehnt

  @klausel:SA-SPL-1
  Szenario: Niemand wählt eine Einheit eines anderen Spielers
    Wenn Spieler 1 wählt "G1"
    Dann wird die Aktion mit SA.UNIT.NOT_OWN nach Klausel SA-SPL-1 abgelehnt

  @klausel:SA-SPL-1
  Szenario: Eine Einheit hat in einer Runde nur einen Zug
    Angenommen "E2" hatte in dieser Runde schon ihren Zug
    Wenn Spieler 1 wählt "E2"
    Dann wird die Aktion mit SA.UNIT.ACTED nach Klausel SA-SPL-1 abgelehnt

  @klausel:SA-SCH-4
  Szenario: Eine tote Einheit hat keinen Zug mehr
    Angenommen "E2" ist tot
    Wenn Spieler 1 wählt "E2"
    Dann wird die Aktion mit SA.UNIT.DEAD nach Klausel SA-SCH-4 abgelehnt

  @klausel:SA-BLI-4
  Szenario: Solange eine Einheit schon gezogen hat, beginnt kein anderer Zug
    Angenommen "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 wählt "E2"
    Dann wird die Aktion mit SA.TURN.IN_PROGRESS nach Klausel SA-BLI-4 abgelehnt

  @klausel:SA-BLI-4
  Szenario: Die Einheit am Zug wird nicht ein zweites Mal gewählt
    Angenommen "E1" ist in der Bewegungsphase
    Wenn Spieler 1 wählt "E1"
    Dann wird die Aktion mit SA.TURN.IN_PROGRESS nach Klausel SA-BLI-4 abgelehnt

  @klausel:SA-BLI-4
  Szenario: Nach einer beendeten Phase beginnt kein anderer Zug
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 wählt "E2"
    Dann wird die Aktion mit SA.TURN.IN_PROGRESS nach Klausel SA-BLI-4 abgelehnt

  @klausel:SA-BEW-8 @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Eine berührte Einheit muss ihren Zug machen
    Angenommen "E1" ist in der Bewegungsphase
    Wenn Spieler 1 wählt "E2"
    Dann wird die Aktion mit SA.TURN.UNIT_TOUCHED nach Klausel SA-BEW-8 abgelehnt

  @klausel:SA-BEW-8 @auslegung:SA-A-BERUEHRT=nur-abstellen
  Szenario: Bindet erst das Abstellen, darf der Spieler vor dem ersten Zug eine andere Einheit wählen
    Angenommen "E1" ist in der Bewegungsphase
    Wenn Spieler 1 wählt "E2"
    Dann ist "E2" in der Bewegungsphase
    Und lautet die Ereignisfolge: Auswahl

  @klausel:SA-AKT-1
  Szenario: Ohne gewählte Einheit gibt es keine Phase
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.TURN.NO_UNIT nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-AKT-1
  Szenario: Eine Phase gehört der Einheit, deren Zug läuft
    Angenommen "E1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "E2" nach (1,4)
    Dann wird die Aktion mit SA.TURN.OTHER_UNIT nach Klausel SA-AKT-1 abgelehnt

  # -- Reihenfolge der Phasen -----------------------------------------------------------------

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Der Angriff kommt in fester Reihenfolge nicht vor der Bewegungsphase
    Angenommen "G2" (Krieger von Spieler 2) steht auf (3,4) und blickt nach Süden
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 greift mit "E1" "G2" an
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: Auch in freier Reihenfolge muss eine begonnene Phase erst enden
    Angenommen "G2" (Krieger von Spieler 2) steht auf (4,4) und blickt nach Süden
    Und "E1" ist in der Bewegungsphase
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 greift mit "E1" "G2" an
    Dann wird die Aktion mit SA.PHASE.OPEN nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Nach dem Angriff gibt es in fester Reihenfolge keine Bewegung mehr
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: In freier Reihenfolge kommt jede Phase nur einmal
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann wird die Aktion mit SA.PHASE.DONE nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-AKT-1 @klausel:SA-REA-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: In freier Reihenfolge darf der Angriff vor der Bewegung kommen
    Angenommen "G2" (Krieger von Spieler 2) steht auf (3,4) und blickt nach Süden
    Und "E1" ist ausgewählt und noch in keiner Phase
    Wenn Spieler 1 greift mit "E1" "G2" an
    Dann hat Spieler 1 die Initiative
    Und lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-BLI-4 @auslegung:SA-A-REIHENFOLGE=frei @auslegung:SA-A-ZUGFOLGE=spielerzug
  Szenario: In freier Reihenfolge beendet die Blickrichtung den Zug auch vor Bewegung und Angriff
    Angenommen "E1" ist ausgewählt und noch in keiner Phase
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann ist der Zug von "E1" vorbei
    Und blickt "E1" nach Osten
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: In freier Reihenfolge öffnet ein Zug die Bewegungsphase
    Angenommen "E1" ist ausgewählt und noch in keiner Phase
    Und "E1" hat die Kampfphase schon hinter sich
    Wenn Spieler 1 zieht "E1" nach (3,4)
    Dann ist "E1" in der Bewegungsphase
    Und hat "E1" in dieser Bewegungsphase 1 Schritte gemacht

  @klausel:SA-AKT-1 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: In freier Reihenfolge geht die offene Bewegungsphase nach dem Angriff weiter
    Angenommen "E1" ist ausgewählt und noch in keiner Phase
    Und "E1" hat die Kampfphase schon hinter sich
    Und "E1" ist in dieser Bewegungsphase schon nach (3,4) gezogen
    Wenn Spieler 1 zieht "E1" nach (3,3)
    Dann steht "E1" auf (3,3)
    Und hat "E1" in dieser Bewegungsphase 2 Schritte gemacht

  # -- Überspringen ---------------------------------------------------------------------------

  @klausel:SA-AKT-2 @klausel:SA-BEW-6 @auslegung:SA-A-NICHT-BEWEGT=uebersprungen @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Eine übersprungene Bewegungsphase führt zur Kampfphase
    Angenommen "E1" ist in der Bewegungsphase
    Wenn Spieler 1 überspringt die Bewegungsphase von "E1"
    Dann ist "E1" in der Kampfphase
    Und steht "E1" auf (3,5)
    Und ist die Bewegungsphase von "E1" übersprungen
    Und lautet die Ereignisfolge: Phase übersprungen

  @klausel:SA-BEW-6 @auslegung:SA-A-NICHT-BEWEGT=vorzeitig-beendet @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Ist das Beenden ohne Zug ein frühzeitiges Ende, ist die Bewegungsphase beendet und nicht übersprungen
    Angenommen "E1" ist in der Bewegungsphase
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist "E1" in der Kampfphase
    Und steht "E1" auf (3,5)
    Und ist die Bewegungsphase von "E1" beendet
    Und lautet die Ereignisfolge: Phasenende

  @klausel:SA-AKT-2 @auslegung:SA-A-NICHT-BEWEGT=uebersprungen
  Szenario: Eine Einheit mit Move 0 kann nicht ziehen, ihre Bewegungsphase ist übersprungen
    Angenommen "E1" hat Move 0
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist die Bewegungsphase von "E1" übersprungen
    Und ist "E1" in der Kampfphase

  @klausel:SA-BEW-4 @klausel:SA-BEW-6 @auslegung:SA-A-NICHT-BEWEGT=vorzeitig-beendet
  Szenario: Gilt null Felder als frühzeitiges Ende, ist auch die Bewegungsphase mit Move 0 beendet
    Angenommen "E1" hat Move 0
    Und "E1" ist in der Bewegungsphase
    Wenn Spieler 1 beendet die Bewegungsphase von "E1"
    Dann ist die Bewegungsphase von "E1" beendet
    Und ist "E1" in der Kampfphase

  @klausel:SA-AKT-2
  Szenario: Nach einer übersprungenen Kampfphase kommt die Blickrichtung
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 überspringt die Kampfphase von "E1"
    Dann ist "E1" in der Blickrichtungsphase
    Und ist die Kampfphase von "E1" übersprungen

  @klausel:SA-AKT-2 @klausel:SA-BEW-6 @auslegung-ebenso:SA-A-NICHT-BEWEGT=vorzeitig-beendet
  Szenario: Wer null Felder als frühes Ende der Bewegung zählt, überspringt die Kampfphase trotzdem
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 überspringt die Kampfphase von "E1"
    Dann ist die Kampfphase von "E1" übersprungen
    Und ist "E1" in der Blickrichtungsphase
    Und lautet die Ereignisfolge: Phase übersprungen

  @klausel:SA-AKT-1 @auslegung:SA-A-ABSCHNITT-3=unbekannte-phase
  Szenario: Die unbekannte Phase kann nur übersprungen werden und führt zur Blickrichtung
    Angenommen "E1" ist in der Abschnitt-3-Phase
    Wenn Spieler 1 überspringt die Abschnitt-3-Phase von "E1"
    Dann ist "E1" in der Blickrichtungsphase
    Und lautet die Ereignisfolge: Phase übersprungen

  @klausel:SA-AKT-1 @auslegung:SA-A-ABSCHNITT-3=unbekannte-phase @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Mit dem fehlenden Abschnitt kommt nach dem Angriff nicht sofort die Blickrichtung
    Angenommen "E1" ist in der Abschnitt-3-Phase
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-AKT-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Ohne fehlenden Abschnitt gibt es keine dritte Phase zu überspringen
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 überspringt die Abschnitt-3-Phase von "E1"
    Dann wird die Aktion mit SA.PHASE.UNKNOWN nach Klausel SA-AKT-1 abgelehnt

  # -- Ende des Zuges und der nächste Zug -------------------------------------------------------

  @klausel:SA-BLI-4 @klausel:SA-SPL-1 @auslegung:SA-A-ZUGFOLGE=spielerzug @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Im Spielerzug führt derselbe Spieler seine nächste Einheit
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann ist der Zug von "E1" vorbei
    Und ist gerade keine Einheit am Zug
    Und ist Spieler 1 am Zug
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende

  @klausel:SA-BLI-4 @klausel:SA-SPL-1 @auslegung:SA-A-ZUGFOLGE=abwechselnd @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Abwechselnd ist nach jeder Einheit der nächste Spieler dran
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann ist der Zug von "E1" vorbei
    Und ist Spieler 2 am Zug
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende, Spielerwechsel

  @klausel:SA-SPL-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Hat ein Spieler keine Einheit ohne Zug mehr, ist der nächste dran
    Angenommen "E2" hatte in dieser Runde schon ihren Zug
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann ist Spieler 2 am Zug
    Und läuft Runde 1
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende, Spielerwechsel

  @klausel:SA-SPL-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Hat nur noch ein Spieler Einheiten ohne Zug, bleibt er dran
    Angenommen "G1" hatte in dieser Runde schon ihren Zug
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann ist Spieler 1 am Zug
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende

  @klausel:SA-SPL-1 @klausel:SA-BLI-4 @auslegung-ebenso:SA-A-ZUGFOLGE=abwechselnd @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Auch abwechselnd bleibt ein Spieler dran, wenn nur er noch Einheiten ohne Zug hat
    Angenommen "G1" hatte in dieser Runde schon ihren Zug
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann ist der Zug von "E1" vorbei
    Und ist Spieler 1 am Zug
    Und läuft Runde 1
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende

  @klausel:SA-SPL-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Nach dem letzten Zug der Runde beginnt beim Startspieler eine neue Runde
    Angenommen "E2", "G1" hatten in dieser Runde schon ihren Zug
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann läuft Runde 2
    Und ist Spieler 1 am Zug
    Und ist gerade keine Einheit am Zug
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Zugende, neue Runde

  @klausel:SA-SPL-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Die neue Runde beginnt beim Startspieler, auch wenn ein anderer zuletzt zog
    Angenommen Spieler 2 ist Startspieler
    Und es läuft Runde 3
    Und "E2", "G1" hatten in dieser Runde schon ihren Zug
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann läuft Runde 4
    Und ist Spieler 2 am Zug

  @klausel:SA-SPL-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Ist der Startspieler ausgeschieden, beginnt die Runde beim nächsten Spieler
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und Spieler 2 ist Startspieler
    Und "G1" ist tot
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E2", "D1" hatten in dieser Runde schon ihren Zug
    Und "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "E1" nach Norden
    Dann läuft Runde 2
    Und ist Spieler 3 am Zug
