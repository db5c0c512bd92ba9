# language: de
Funktionalität: Angriff, Reichweite, Schaden und Tod
  Eine Einheit greift in ihrer Kampfphase eine andere Einheit in Reichweite an. Die Ansage
  öffnet die Reaktionsphase (reaktionen.feature); haben alle Spieler gepasst und wartet keine
  Reaktion mehr, wird der Angriff abgewickelt: Schaden in Höhe der Power, immer voll, auch über
  das verbleibende Life hinaus. Eine Einheit mit 0 Life oder weniger stirbt. Nach dem Angriff
  ist die Kampfphase vorbei.

  "E1" ist ein Krieger (Power 2, Reichweite 1) auf (3,4), "G1" ein gegnerischer Krieger (Life 4)
  direkt nördlich auf (3,3), der den Angreifer ansieht. "G9" hält Spieler 2 im Spiel, wenn "G1"
  stirbt. Spieler 1 greift an; in der Reaktionsphase hat er als Startspieler zuerst die
  Initiative, nach seinem Passen Spieler 2.

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G9" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden

  # -- Ansage ---------------------------------------------------------------------------------

  @klausel:SA-ANG-1 @klausel:SA-REA-1 @klausel:SA-REA-2
  Szenario: Die Ansage eines Angriffs öffnet die Reaktionsphase
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G1" an
    Dann hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1
    Und beträgt die Power des Angriffs 2
    Und wartet keine Reaktion mehr auf die Abwicklung
    Und hat "G1" noch 4 Life
    Und lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-1
  Szenario: Eine Einheit greift nicht sich selbst an
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "E1" an
    Dann wird die Aktion mit SA.ATTACK.SELF nach Klausel SA-ANG-1 abgelehnt

  @klausel:SA-ANG-1 @klausel:SA-SCH-4
  Szenario: Eine tote Einheit ist kein Ziel
    Angenommen "G9" ist tot
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G9" an
    Dann wird die Aktion mit SA.ATTACK.TARGET_DEAD nach Klausel SA-ANG-1 abgelehnt

  @klausel:SA-ANG-1 @auslegung:SA-A-ZIELE=nur-gegner
  Szenario: Eine eigene Einheit ist kein Ziel
    Angenommen "F1" (Krieger von Spieler 1) steht auf (2,4) und blickt nach Norden
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "F1" an
    Dann wird die Aktion mit SA.ATTACK.FRIENDLY nach Klausel SA-ANG-1 abgelehnt

  @klausel:SA-ANG-1 @auslegung:SA-A-ZIELE=jede-einheit
  Szenario: Ist jede andere Einheit ein Ziel, darf eine Einheit auch eine eigene angreifen
    Angenommen "F1" (Krieger von Spieler 1) steht auf (2,4) und blickt nach Norden
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "F1" an
    Dann hat Spieler 1 die Initiative
    Und lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-SPL-1
  Szenario: Angreifen darf nur der Spieler am Zug
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 2 greift mit "G1" "E1" an
    Dann wird die Aktion mit SA.TURN.NOT_ACTIVE nach Klausel SA-SPL-1 abgelehnt

  # -- Reichweite -----------------------------------------------------------------------------

  @klausel:SA-ANG-1 @klausel:SA-ANG-2
  Szenario: Ein Ziel außer Reichweite kann nicht angegriffen werden
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G9" an
    Dann wird die Aktion mit SA.ATTACK.OUT_OF_RANGE nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Ein schräg benachbartes Ziel ist zwei ortholineare Felder entfernt
    Angenommen "G2" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G2" an
    Dann wird die Aktion mit SA.ATTACK.OUT_OF_RANGE nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenario: Zählen Diagonalen, ist ein schräg benachbartes Ziel in Reichweite 1
    Angenommen "G2" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G2" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2
  Szenario: Ein Schütze erreicht ein Ziel drei Felder entfernt in gerader Linie
    Angenommen "A1" (Schütze von Spieler 1) steht auf (6,3) und blickt nach Westen
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-REICHWEITE=schritte
  Szenario: Die Reichweite zählt die Schritte auch um die Ecke
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "G2" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G2" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-REICHWEITE=gerade-linie
  Szenario: Reicht ein Angriff nur in gerader Linie, ist ein Ziel um die Ecke nicht erreichbar
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "G2" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G2" an
    Dann wird die Aktion mit SA.ATTACK.NOT_IN_LINE nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenario: Mit Diagonalen reicht ein Angriff auch schräg über zwei Felder
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Ohne Diagonalen ist dasselbe Ziel vier Felder entfernt
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.OUT_OF_RANGE nach Klausel SA-ANG-2 abgelehnt

  # -- Einheiten zwischen Angreifer und Ziel ------------------------------------------------------

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=nichts-versperrt
  Szenario: Einheiten zwischen Angreifer und Ziel versperren den Angriff nicht
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "H1" (Krieger von Spieler 2) steht auf (3,5) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Versperren Einheiten dazwischen, erreicht der Schütze das Ziel hinter ihnen nicht
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "H1" (Krieger von Spieler 2) steht auf (3,5) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @klausel:SA-ANG-1 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Auch eine eigene Einheit dazwischen versperrt den Angriff
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite 2
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung-ebenso:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-REICHWEITE=schritte
  Szenario: Ein Umweg innerhalb der Reichweite umgeht die Einheit dazwischen
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite 4
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Ein Umweg länger als die Reichweite hilft nicht
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite 3
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung-ebenso:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-REICHWEITE=schritte
  Szenario: Ist einer von zwei kürzesten Wegen frei, ist das Ziel erreichbar
    Angenommen "A1" (Schütze von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal @auslegung:SA-A-REICHWEITE=schritte
  Szenario: Sind beide kürzesten Wege versperrt, ist das schräg stehende Ziel nicht erreichbar
    Angenommen "A1" (Schütze von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "H1" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @klausel:SA-FLD-1 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Der Umweg um versperrende Einheiten führt nicht über den Rand
    Angenommen "A1" (Schütze von Spieler 1) steht auf (0,2) und blickt nach Norden
    Und "A1" hat Reichweite 4
    Und "H1" (Krieger von Spieler 2) steht auf (0,1) und blickt nach Süden
    Und "H2" (Krieger von Spieler 2) steht auf (1,1) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G9" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-REICHWEITE=gerade-linie
  Szenario: Reicht der Angriff nur in gerader Linie, versperrt die Einheit auf der Linie auch bei freiem Umweg
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite 4
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung-ebenso:SA-A-DAZWISCHEN=einheiten-versperren @auslegung-ebenso:SA-A-REICHWEITE=gerade-linie
  Szenario: In gerader Linie versperren Einheiten neben der Linie nichts
    Angenommen "A1" (Schütze von Spieler 1) steht auf (6,3) und blickt nach Westen
    Und "H1" (Krieger von Spieler 2) steht auf (5,4) und blickt nach Süden
    Und "H2" (Krieger von Spieler 2) steht auf (4,2) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung-ebenso:SA-A-REICHWEITE=gerade-linie
  Szenario: In gerader Linie versperrt eine Einheit auf der Linie von Westen
    Angenommen "A1" (Schütze von Spieler 1) steht auf (0,3) und blickt nach Osten
    Und "H1" (Krieger von Spieler 2) steht auf (2,3) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung-ebenso:SA-A-REICHWEITE=gerade-linie
  Szenario: In gerader Linie versperrt auch eine Einheit zwei Felder vor dem Schützen im Süden
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung-ebenso:SA-A-REICHWEITE=gerade-linie
  Szenario: In gerader Linie versperrt auch eine Einheit zwei Felder vor dem Schützen im Osten
    Angenommen "A1" (Schütze von Spieler 1) steht auf (6,3) und blickt nach Westen
    Und "H1" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-REICHWEITE=gerade-linie @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenario: Mit Diagonalen versperrt eine Einheit auf der schrägen Linie
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "E1" steht auf (4,4)
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=einheiten-versperren @auslegung:SA-A-ORTHOLINEAR=mit-diagonalen
  Szenario: Mit Diagonalen führt der Weg um die Einheit dazwischen über eine Ecke
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,5) und blickt nach Norden
    Und "A1" hat Reichweite 2
    Und "E1" steht auf (4,4)
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=gegner-versperren
  Szenario: Versperren nur Gegner, steht eine eigene Einheit dazwischen nicht im Weg
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,5) und blickt nach Norden
    Und "A1" hat Reichweite 2
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=gegner-versperren @auslegung:SA-A-ORTHOLINEAR=orthogonal
  Szenario: Versperren nur Gegner, hält eine gegnerische Einheit dazwischen den Angriff auf
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "H1" (Krieger von Spieler 2) steht auf (3,5) und blickt nach Süden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann wird die Aktion mit SA.ATTACK.BLOCKED nach Klausel SA-ANG-2 abgelehnt

  @klausel:SA-ANG-2 @auslegung:SA-A-DAZWISCHEN=gegner-versperren @auslegung-ebenso:SA-A-REICHWEITE=gerade-linie
  Szenario: Versperren nur Gegner, steht in gerader Linie eine eigene Einheit nicht im Weg
    Angenommen "A1" (Schütze von Spieler 1) steht auf (3,6) und blickt nach Norden
    Und "A1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "A1" "G1" an
    Dann lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  # -- Abwicklung ------------------------------------------------------------------------------

  @klausel:SA-SCH-1 @klausel:SA-ANG-3 @klausel:SA-REA-3 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Haben alle gepasst, macht der Angriff Schaden in Höhe der Power
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch 2 Life
    Und erleidet "G1" 2 Schaden
    Und ist die Reaktionsphase vorbei
    Und ist "E1" in der Blickrichtungsphase
    Und ist die Kampfphase von "E1" beendet
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende

  @klausel:SA-SCH-2 @klausel:SA-SCH-4 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Der Schaden wird voll ausgeteilt, der Überschuss bleibt festgehalten
    Angenommen "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann ist "G1" tot
    Und hat "G1" noch -1 Life
    Und erleidet "G1" 2 Schaden
    Und beträgt der Schadenüberschuss 1
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Phasenende

  @klausel:SA-SCH-2 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Eine hohe Power schlägt weit über das Life hinaus
    Angenommen "E1" hat Power 10
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch -6 Life
    Und beträgt der Schadenüberschuss 6

  @klausel:SA-SCH-4 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Bei genau 0 Life stirbt die Einheit, ohne Überschuss
    Angenommen "G1" hat noch 2 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann ist "G1" tot
    Und hat "G1" noch 0 Life
    Und beträgt der Schadenüberschuss 0

  @klausel:SA-SCH-4 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Bei 1 Life bleibt die Einheit am Leben
    Angenommen "G1" hat noch 3 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann lebt "G1" noch
    Und hat "G1" noch 1 Life
    Und steht "G1" auf (3,3)
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ein Angriff mit Power 0 richtet nichts an
    Angenommen "E1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt 0
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch 4 Life
    Und erleidet "G1" 0 Schaden

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Eine unter 0 gesenkte Power heilt nicht
    Angenommen "E1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt -2
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch 4 Life
    Und erleidet "G1" 0 Schaden

  @klausel:SA-ANG-3 @auslegung:SA-A-REIHENFOLGE=fest
  Szenario: Nach einem Angriff greift die Einheit in diesem Zug nicht noch einmal an
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 greift mit "E1" "G1" an
    Dann wird die Aktion mit SA.PHASE.ORDER nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-ANG-3 @auslegung:SA-A-REIHENFOLGE=frei
  Szenario: Auch in freier Reihenfolge gibt es nur einen Angriff je Zug
    Angenommen "E1" ist in der Blickrichtungsphase
    Wenn Spieler 1 greift mit "E1" "G1" an
    Dann wird die Aktion mit SA.PHASE.DONE nach Klausel SA-AKT-1 abgelehnt

  @klausel:SA-REA-1
  Szenario: Während der Reaktionsphase wird nicht weitergezogen
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 1 dreht "E1" nach Osten
    Dann wird die Aktion mit SA.WINDOW.OPEN nach Klausel SA-REA-1 abgelehnt

  # -- Tod und Ende der Partie ------------------------------------------------------------------

  @klausel:SA-SCH-4 @auslegung:SA-A-SIEG=letzter-spieler @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Stirbt die letzte Einheit eines Gegners, gewinnt der letzte Spieler mit Einheiten
    Angenommen "G9" ist tot
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann gewinnt Spieler 1 die Partie
    Und ist gerade keine Einheit am Zug
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, ausgeschieden, Phasenende, Spielende

  @klausel:SA-SCH-4 @auslegung:SA-A-SIEG=kein-ende @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ohne Siegbedingung geht die Partie auch mit einem Spieler weiter
    Angenommen "G9" ist tot
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann geht die Partie weiter
    Und ist "E1" in der Blickrichtungsphase
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, ausgeschieden, Phasenende

  @klausel:SA-SCH-4 @klausel:SA-SPL-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ist ein Spieler schon allein, endet die Partie nicht mit einem Angriff, in dem keine Einheit stirbt
    Angenommen "G1" ist tot
    Und "G9" ist tot
    Und "F1" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "E1" hat "F1" angegriffen
    Wenn Spieler 1 passt
    Dann hat "F1" noch 2 Life
    Und geht die Partie weiter
    Und ist Spieler 1 am Zug
    Und ist "E1" in der Blickrichtungsphase
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende

  @klausel:SA-SCH-4 @klausel:SA-SPL-1 @auslegung:SA-A-SIEG=letzter-spieler @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ist ein Spieler schon allein, endet die Partie, sobald in einem Angriff eine Einheit stirbt
    Angenommen "G1" ist tot
    Und "G9" ist tot
    Und "F1" (Krieger von Spieler 1) steht auf (4,4) und blickt nach Norden
    Und "F1" hat noch 1 Life
    Und "E1" hat "F1" angegriffen
    Wenn Spieler 1 passt
    Dann ist "F1" tot
    Und gewinnt Spieler 1 die Partie
    Und ist gerade keine Einheit am Zug
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Phasenende, Spielende

  @klausel:SA-SCH-4 @klausel:SA-SPL-1 @auslegung:SA-A-TREFFER=kein-wurf @auslegung:SA-A-BOSSREIHENFOLGE=zugreihenfolge
  Szenario: Scheidet einer von drei Spielern aus, spielen die anderen weiter
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "G9" ist tot
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 3 hat die Initiative
    Wenn Spieler 3 passt
    Dann geht die Partie weiter
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, ausgeschieden, Phasenende

  @klausel:SA-SCH-4
  Szenario: Nach dem Ende der Partie ist keine Aktion mehr erlaubt
    Angenommen "G9" ist tot
    Und "G1" ist tot
    Und Spieler 1 hat die Partie gewonnen
    Wenn Spieler 1 wählt "E1"
    Dann wird die Aktion mit SA.GAME.OVER nach Klausel SA-SCH-4 abgelehnt

  # -- Trefferwurf -----------------------------------------------------------------------------

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=trefferwurf @auslegung:SA-A-FEHLSCHLAG=beendet
  Szenariogrundriss: Mit Trefferwurf trifft ein Angriff ab einer 4
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf <wurf> zeigt
    Dann hat "G1" noch <life> Life
    Und lautet die Ereignisfolge: <ereignisse>

    Beispiele:
      | Fall           | wurf | life | ereignisse                      |
      | eins           | 1    | 4    | Passen, Trefferwurf, Phasenende |
      | knapp darunter | 3    | 4    | Passen, Trefferwurf, Phasenende |

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=trefferwurf
  Szenariogrundriss: Mit Trefferwurf trifft ein Angriff mit einer 4 oder mehr
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf <wurf> zeigt
    Dann hat "G1" noch <life> Life
    Und lautet die Ereignisfolge: <ereignisse>

    Beispiele:
      | Fall          | wurf | life | ereignisse                               |
      | gleich        | 4    | 2    | Passen, Trefferwurf, Schaden, Phasenende |
      | knapp darüber | 5    | 2    | Passen, Trefferwurf, Schaden, Phasenende |
      | sechs         | 6    | 2    | Passen, Trefferwurf, Schaden, Phasenende |

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=trefferwurf
  Szenario: Mit Trefferwurf fehlt ohne Würfel die Entscheidung
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann fehlt ein Würfel für "treffer"

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ohne Trefferwurf bleibt ein mitgegebener Würfel ungelesen
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf 5 zeigt
    Dann bleiben Würfel für "treffer" übrig

  # -- Schadenüberschuss -----------------------------------------------------------------------

  @klausel:SA-SCH-2 @auslegung:SA-A-UEBERSCHUSS=nur-vermerken @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Der Überschuss wird nur vermerkt und trifft niemanden sonst
    Angenommen "H1" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "H1" noch 4 Life
    Und beträgt der Schadenüberschuss 1
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Phasenende

  @klausel:SA-SCH-2 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Mit Durchschlag trifft der Überschuss die Einheit dahinter
    Angenommen "H1" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "H1" noch 3 Life
    Und erleidet "H1" 1 Schaden
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Durchschlag, Schaden, Phasenende

  @klausel:SA-SCH-2 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ein Angriff von Westen schlägt nach Osten durch
    Angenommen "E1" steht auf (2,3)
    Und "H1" (Krieger von Spieler 2) steht auf (4,3) und blickt nach Süden
    Und "H2" (Krieger von Spieler 2) steht auf (3,4) und blickt nach Süden
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "H1" noch 3 Life
    Und hat "H2" noch 4 Life

  @klausel:SA-SCH-2 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Der Durchschlag trifft auch eine eigene Einheit des Angreifers
    Angenommen "F1" (Krieger von Spieler 1) steht auf (3,2) und blickt nach Süden
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "F1" noch 3 Life

  @klausel:SA-SCH-2 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ein schräger Durchschlag trifft das Eckfeld hinter dem Ziel
    Angenommen "A1" (Schütze von Spieler 1) steht auf (4,5) und blickt nach Norden
    Und "A1" hat Power 3
    Und "H1" (Krieger von Spieler 2) steht auf (2,2) und blickt nach Süden
    Und "H2" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "G1" hat noch 1 Life
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "H1" noch 2 Life
    Und hat "H2" noch 4 Life
    Und beträgt der Schadenüberschuss 2

  @klausel:SA-SCH-2 @klausel:SA-SCH-4 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Der Durchschlag tötet, sein eigener Überschuss geht nicht weiter
    Angenommen "H1" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "H1" hat noch 1 Life
    Und "H2" (Krieger von Spieler 2) steht auf (3,1) und blickt nach Süden
    Und "E1" hat Power 4
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann ist "G1" tot
    Und ist "H1" tot
    Und hat "H1" noch -2 Life
    Und hat "H2" noch 4 Life
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Durchschlag, Schaden, Tod, Phasenende

  @klausel:SA-SCH-2 @klausel:SA-SCH-4 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf @auslegung:SA-A-SIEG=letzter-spieler
  Szenario: Tötet der Durchschlag die letzte Einheit, ist die Partie vorbei
    Angenommen "G9" ist tot
    Und "H1" (Krieger von Spieler 2) steht auf (3,2) und blickt nach Süden
    Und "H1" hat noch 1 Life
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann gewinnt Spieler 1 die Partie
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Durchschlag, Schaden, Tod, ausgeschieden, Phasenende, Spielende

  @klausel:SA-SCH-2 @klausel:SA-SCH-4 @klausel:SA-SPL-1 @auslegung:SA-A-UEBERSCHUSS=durchschlag @auslegung:SA-A-TREFFER=kein-wurf @auslegung:SA-A-SIEG=letzter-spieler @auslegung:SA-A-BOSSREIHENFOLGE=zugreihenfolge
  Szenario: Scheiden in einem Angriff zwei Spieler aus, dann in Zugreihenfolge und nicht in der Reihenfolge ihrer Tode
    Angenommen es spielen Spieler 1, Spieler 3 und Spieler 2 in dieser Reihenfolge
    Und "G9" ist tot
    Und "D1" (Krieger von Spieler 3) steht auf (3,2) und blickt nach Süden
    Und "D1" hat noch 1 Life
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann ist "G1" tot
    Und ist "D1" tot
    Und scheiden Spieler 3 und Spieler 2 in dieser Reihenfolge aus
    Und gewinnt Spieler 1 die Partie
    Und lautet die Ereignisfolge: Passen, Schaden, Tod, Durchschlag, Schaden, Tod, ausgeschieden, ausgeschieden, Phasenende, Spielende
