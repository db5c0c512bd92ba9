# language: de
Funktionalität: Effekte am Ende einer Phase
  Einheiten können Effekte tragen, die am Ende einer bestimmten Phase ihres Zuges eintreten,
  aber nur, wenn diese Phase zu Ende geführt und nicht übersprungen wurde. Das Beispiel des
  Textes ist der Söldner, dessen Spieler ein Darlehn bekommt, wenn die Kampfphase beendet
  wurde. Als zweiter Effekt dient die Erholung: die Einheit bekommt Life zurück, höchstens bis
  zu ihrem Life-Wert.

  Werte aus dem Beispielkatalog: ein Söldner hat Move 3, Power 2, Life 3, Reichweite 1 und
  bringt am Ende seiner Kampfphase ein Darlehn von 1; ein Troll hat Move 2, Power 3, Life 5,
  Reichweite 1 und erholt sich am Ende seiner Blickrichtungsphase um 1; ein Krieger hat Move 3,
  Power 2, Life 4, Reichweite 1 und keinen Effekt.

  Hintergrund:
    Angenommen "S1" (Söldner von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G2" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden

  @klausel:SA-AKT-4 @klausel:SA-AKT-3 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Führt der Söldner seine Kampfphase mit einem Angriff zu Ende, gibt es ein Darlehn
    Angenommen "S1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 1 Darlehn
    Und hat "G1" noch 2 Life
    Und ist die Kampfphase von "S1" beendet
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende, Darlehn

  @klausel:SA-ANG-3 @klausel:SA-AKT-3 @auslegung:SA-A-FEHLSCHLAG=beendet
  Szenario: Auch ein abgewehrter Angriff beendet die Kampfphase, und der Söldner bringt sein Darlehn
    Angenommen "S1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 1 Darlehn
    Und hat "G1" noch 4 Life
    Und ist die Kampfphase von "S1" beendet
    Und lautet die Ereignisfolge: Passen, abgewehrt, Phasenende, Darlehn

  @klausel:SA-ANG-3 @klausel:SA-AKT-3 @auslegung:SA-A-FEHLSCHLAG=uebersprungen
  Szenario: Zählt nur ein Treffer, ist die Kampfphase nach einem abgewehrten Angriff übersprungen
    Angenommen "S1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 0 Darlehn
    Und ist die Kampfphase von "S1" übersprungen
    Und ist "S1" in der Blickrichtungsphase
    Und lautet die Ereignisfolge: Passen, abgewehrt, Phase übersprungen

  @klausel:SA-ANG-3 @klausel:SA-SCH-1 @auslegung:SA-A-FEHLSCHLAG=uebersprungen @auslegung:SA-A-TREFFER=trefferwurf
  Szenario: Zählt nur ein Treffer, bringt ein verfehlter Angriff kein Darlehn
    Angenommen "S1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf 3 zeigt
    Dann hat Spieler 1 0 Darlehn
    Und lautet die Ereignisfolge: Passen, Trefferwurf, Phase übersprungen

  @klausel:SA-AKT-4 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Das Darlehn kommt zu dem hinzu, was der Spieler schon hat
    Angenommen Spieler 1 hat 2 Darlehn
    Und "S1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 3 Darlehn
    Und hat Spieler 2 0 Darlehn

  @klausel:SA-AKT-4 @klausel:SA-AKT-3 @klausel:SA-AKT-2
  Szenario: Überspringt der Spieler die Kampfphase des Söldners, gibt es kein Darlehn
    Angenommen "S1" ist in der Kampfphase
    Wenn Spieler 1 überspringt die Kampfphase von "S1"
    Dann hat Spieler 1 0 Darlehn
    Und ist die Kampfphase von "S1" übersprungen
    Und lautet die Ereignisfolge: Phase übersprungen

  @klausel:SA-AKT-4 @klausel:SA-AKT-3 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Auch ein Angriff, der nichts anrichtet, beendet die Kampfphase und bringt das Darlehn
    Angenommen "S1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt 0
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 1 Darlehn
    Und erleidet "G1" 0 Schaden

  @klausel:SA-AKT-4 @auslegung:SA-A-SOELDNER=eigene-kampfphase @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Greift eine andere Einheit an, bekommt der Söldner nichts
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 0 Darlehn
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende

  @klausel:SA-AKT-4 @auslegung:SA-A-SOELDNER=kampfphase-des-spielers @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Zählt jede Kampfphase des Spielers, bekommt der Söldner auch beim Angriff einer anderen Einheit
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 1 Darlehn
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende, Darlehn

  @klausel:SA-AKT-4 @auslegung:SA-A-SOELDNER=kampfphase-des-spielers @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Zählt jede Kampfphase des Spielers, zahlt erst der angreifende Söldner, dann die anderen nach id
    Angenommen "S0" (Söldner von Spieler 1) steht auf (6,6) und blickt nach Norden
    Und "S9" (Söldner von Spieler 1) steht auf (5,6) und blickt nach Norden
    Und "S9" trägt den Effekt Darlehn 2 am Ende der Kampfphase
    Und "S1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 5 Darlehn
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende, Darlehn, Darlehn, Darlehn, Darlehn

  @klausel:SA-AKT-4 @auslegung:SA-A-SOELDNER=kampfphase-des-spielers @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ein toter Söldner bekommt kein Darlehn mehr
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "S2" (Söldner von Spieler 1) steht auf (6,6) und blickt nach Norden
    Und "S1" ist tot
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 1 Darlehn

  @klausel:SA-AKT-4 @auslegung:SA-A-SOELDNER=kampfphase-des-spielers @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Zählt jede Kampfphase des Spielers, wirken bei anderen Einheiten nur Darlehen der Kampfphase
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "T1" (Troll von Spieler 1) steht auf (6,6) und blickt nach Norden
    Und "T1" hat noch 2 Life
    Und "T1" trägt den Effekt Erholung 1 am Ende der Kampfphase
    Und "T1" trägt den Effekt Darlehn 4 am Ende der Bewegungsphase
    Und "T1" trägt den Effekt Darlehn 1 am Ende der Kampfphase
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 2 Darlehn
    Und hat "T1" noch 2 Life

  @klausel:SA-AKT-3
  Szenario: Ein Effekt der Bewegungsphase tritt ein, wenn der Spieler die Bewegung nach einem Zug beendet
    Angenommen "S1" trägt den Effekt Darlehn 2 am Ende der Bewegungsphase
    Und "S1" ist in der Bewegungsphase
    Und "S1" ist in dieser Bewegungsphase schon nach (2,4) gezogen
    Wenn Spieler 1 beendet die Bewegungsphase von "S1"
    Dann hat Spieler 1 2 Darlehn
    Und lautet die Ereignisfolge: Phasenende, Darlehn

  @klausel:SA-AKT-3 @klausel:SA-BEW-6 @auslegung:SA-A-NICHT-BEWEGT=uebersprungen @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Eine Bewegungsphase ohne Zug ist übersprungen und löst nichts aus
    Angenommen "S1" trägt den Effekt Darlehn 2 am Ende der Bewegungsphase
    Und "S1" ist in der Bewegungsphase
    Wenn Spieler 1 beendet die Bewegungsphase von "S1"
    Dann hat Spieler 1 0 Darlehn
    Und ist die Bewegungsphase von "S1" übersprungen

  @klausel:SA-BEW-6 @klausel:SA-AKT-3 @auslegung:SA-A-NICHT-BEWEGT=vorzeitig-beendet @auslegung:SA-A-BERUEHRT=einheit-gebunden
  Szenario: Ist das Beenden ohne Zug ein frühzeitiges Ende, tritt der Effekt der Bewegungsphase ein
    Angenommen "S1" trägt den Effekt Darlehn 2 am Ende der Bewegungsphase
    Und "S1" ist in der Bewegungsphase
    Wenn Spieler 1 beendet die Bewegungsphase von "S1"
    Dann hat Spieler 1 2 Darlehn
    Und ist die Bewegungsphase von "S1" beendet
    Und ist "S1" in der Kampfphase
    Und lautet die Ereignisfolge: Phasenende, Darlehn

  @klausel:SA-AKT-3 @klausel:SA-BEW-4 @auslegung:SA-A-MOVE-WERT=wert-der-einheit @auslegung:SA-A-BLICK-BEIM-ZIEHEN=bleibt
  Szenario: Endet die Bewegung mit dem letzten erlaubten Schritt, tritt der Effekt sofort ein
    Angenommen "S1" trägt den Effekt Darlehn 2 am Ende der Bewegungsphase
    Und "S1" hat Move 1
    Und "S1" ist in der Bewegungsphase
    Wenn Spieler 1 zieht "S1" nach (2,4)
    Dann hat Spieler 1 2 Darlehn
    Und ist "S1" in der Kampfphase
    Und lautet die Ereignisfolge: Ziehen, Phasenende, Darlehn

  @klausel:SA-AKT-3 @klausel:SA-BLI-1 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Ein Troll erholt sich am Ende seiner Blickrichtungsphase
    Angenommen "T1" (Troll von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "T1" hat noch 3 Life
    Und "S1" hatte in dieser Runde schon ihren Zug
    Und "T1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "T1" nach Westen
    Dann hat "T1" noch 4 Life
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Erholung, Zugende, Spielerwechsel

  @klausel:SA-AKT-3 @klausel:SA-AKT-2 @auslegung:SA-A-DREHPFLICHT=freiwillig @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Überspringt der Troll die Blickrichtung, erholt er sich nicht
    Angenommen "T1" (Troll von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "T1" hat noch 3 Life
    Und "S1" hatte in dieser Runde schon ihren Zug
    Und "T1" ist in der Blickrichtungsphase
    Wenn Spieler 1 überspringt die Blickrichtungsphase von "T1"
    Dann hat "T1" noch 3 Life
    Und lautet die Ereignisfolge: Phase übersprungen, Zugende, Spielerwechsel

  @klausel:SA-AKT-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Die Erholung hebt das Life nicht über den Life-Wert
    Angenommen "T1" (Troll von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "T1" hat noch 5 Life
    Und "T1" trägt den Effekt Erholung 2 am Ende der Blickrichtungsphase
    Und "S1" hatte in dieser Runde schon ihren Zug
    Und "T1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "T1" nach Norden
    Dann hat "T1" noch 5 Life
    Und lautet die Ereignisfolge: Blickrichtung, Phasenende, Erholung, Erholung, Zugende, Spielerwechsel

  @klausel:SA-AKT-3 @auslegung:SA-A-ABSCHNITT-3=keine-aktion
  Szenario: Eine teilweise Erholung füllt bis zum Life-Wert auf
    Angenommen "T1" (Troll von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "T1" hat noch 4 Life
    Und "T1" trägt keinen Effekt
    Und "T1" trägt den Effekt Erholung 3 am Ende der Blickrichtungsphase
    Und "S1" hatte in dieser Runde schon ihren Zug
    Und "T1" ist in der Blickrichtungsphase
    Wenn Spieler 1 dreht "T1" nach Norden
    Dann hat "T1" noch 5 Life

  @klausel:SA-AKT-3
  Szenario: Effekte anderer Phasen treten am Ende einer Phase nicht ein
    Angenommen "T1" (Troll von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "T1" hat noch 2 Life
    Und "T1" trägt den Effekt Darlehn 1 am Ende der Kampfphase
    Und "T1" ist in der Bewegungsphase
    Und "T1" ist in dieser Bewegungsphase schon nach (5,4) gezogen
    Wenn Spieler 1 beendet die Bewegungsphase von "T1"
    Dann hat "T1" noch 2 Life
    Und hat Spieler 1 0 Darlehn
    Und lautet die Ereignisfolge: Phasenende
