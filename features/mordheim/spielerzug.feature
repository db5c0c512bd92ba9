# language: de
Funktionalität: Was die Einleitung für den eigentlichen Spielerzug festlegt
  Die Regeln des eigentlichen Spielerzuges stehen nicht in diesem Text. Die Engine prüft nur,
  was die Einleitung hinterlässt: ein gesammeltes Modell tut in diesem Zug nichts mehr, ein
  aufgestandenes bewegt sich nicht. Sonst zeichnet sie Bewegen (gerade Strecke zum Zielpunkt),
  Schießen und Zaubern nur auf.

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-ABL-1
  Szenario: Ein stehendes Modell bewegt sich im eigentlichen Spielerzug
    Wenn die Bande Reikland bewegt "Hans" nach (14|14)
    Dann steht "Hans" bei (14|14)
    Und ist die Unterphase "Spielerzug"
    Und lautet die Ereignisfolge: Bewegung

  @klausel:MH-ABL-1
  Szenario: Ein stehendes Modell schießt auf einen Feind
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann lautet die Ereignisfolge: Schuss

  @klausel:MH-ABL-1
  Szenario: Ein stehendes Modell zaubert
    Wenn die Bande Reikland lässt "Kurt" zaubern
    Dann lautet die Ereignisfolge: Zauber

  @klausel:MH-SAM-3
  Szenario: Ein gesammeltes Modell bewegt sich in diesem Zug nicht mehr
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland bewegt "Hans" nach (14|12)
    Dann wird die Aktion mit MH.ACT.RALLIED nach Klausel MH-SAM-3 abgelehnt

  @klausel:MH-SAM-3
  Szenario: Ein gesammeltes Modell schießt in diesem Zug nicht mehr
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann wird die Aktion mit MH.ACT.RALLIED nach Klausel MH-SAM-3 abgelehnt

  @klausel:MH-SAM-3 @auslegung:MH-A-SAMMELN-ZAUBERN=nichts
  Szenario: Ein gesammeltes Modell zaubert nach dem Text nicht
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland lässt "Hans" zaubern
    Dann wird die Aktion mit MH.ACT.RALLIED nach Klausel MH-SAM-3 abgelehnt

  @klausel:MH-SAM-3 @auslegung:MH-A-SAMMELN-ZAUBERN=zaubern-erlaubt
  Szenario: Nach dem Regelbuch darf ein gesammeltes Modell zaubern
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland lässt "Hans" zaubern
    Dann lautet die Ereignisfolge: Zauber

  @klausel:MH-SAM-3
  Szenario: Nur das gesammelte Modell ist beschränkt, die anderen handeln
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland bewegt "Kurt" nach (10|13)
    Dann steht "Kurt" bei (10|13)

  @klausel:MH-ERH-3 @auslegung:MH-A-AUFSTEHEN-BEWEGUNG=keine-bewegung
  Szenario: Ein aufgestandenes Modell bewegt sich in diesem Zug nicht mehr
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland bewegt "Hans" nach (15|10)
    Dann wird die Aktion mit MH.ACT.STOOD_UP nach Klausel MH-ERH-3 abgelehnt

  @klausel:MH-ERH-3 @auslegung:MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung
  Szenario: Nach dem Regelbuch geht ein aufgestandenes Modell die halbe Bewegung
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland bewegt "Hans" nach (16|10)
    Dann steht "Hans" bei (16|10)

  @klausel:MH-ERH-3 @auslegung:MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung
  Szenario: Nach dem Regelbuch ist schon eine Einheit mehr als die halbe Bewegung zu weit
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland bewegt "Hans" nach [4065|2540|0]
    Dann wird die Aktion mit MH.ACT.TOO_FAR nach Klausel MH-ERH-3 abgelehnt

  @klausel:MH-ERH-3
  Szenario: Ein aufgestandenes Modell darf schießen
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann lautet die Ereignisfolge: Schuss

  @klausel:MH-ERH-3
  Szenario: Ein aufgestandenes Modell darf zaubern
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland lässt "Hans" zaubern
    Dann lautet die Ereignisfolge: Zauber

  @klausel:MH-ABL-1 @auslegung:MH-A-HANDLUNGSFAEHIG=nur-stehende
  Szenariogrundriss: Ein Modell, das nicht steht, bewegt sich nicht aus eigenem Entschluss
    Angenommen "Hans" ist <zustand>
    Wenn die Bande Reikland bewegt "Hans" nach (14|12)
    Dann wird die Aktion mit MH.ACT.NOT_STANDING nach Klausel MH-ABL-1 abgelehnt

    Beispiele:
      | Fall     | zustand           |
      | am Boden | zu Boden gegangen |
      | betäubt  | betäubt           |

  @klausel:MH-ABL-1 @auslegung:MH-A-HANDLUNGSFAEHIG=nur-stehende
  Szenario: Ein fliehendes Modell schießt nicht
    Angenommen "Hans" flieht nach Norden
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann wird die Aktion mit MH.ACT.NOT_STANDING nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1 @auslegung:MH-A-HANDLUNGSFAEHIG=nur-textgrenzen
  Szenario: Mit den Grenzen dieses Textes allein zaubert auch ein betäubtes Modell
    Angenommen "Hans" ist betäubt
    Wenn die Bande Reikland lässt "Hans" zaubern
    Dann lautet die Ereignisfolge: Zauber

  @klausel:MH-ABL-1 @auslegung:MH-A-HANDLUNGSFAEHIG=nur-textgrenzen
  Szenario: Mit den Grenzen dieses Textes allein bewegt sich auch ein fliehendes Modell
    Angenommen "Hans" flieht nach Norden
    Wenn die Bande Reikland bewegt "Hans" nach (14|12)
    Dann flieht "Hans" nach Norden
    Und steht "Hans" bei (14|12)

  @klausel:MH-ABL-1
  Szenariogrundriss: Ein Modell, das nicht mehr auf dem Spielfeld ist, handelt nicht
    Angenommen "Hans" ist <zustand>
    Wenn die Bande Reikland lässt "Hans" zaubern
    Dann wird die Aktion mit MH.ACT.NOT_ON_TABLE nach Klausel MH-ABL-1 abgelehnt

    Beispiele:
      | Fall          | zustand                      |
      | ausgeschaltet | ausgeschaltet                |
      | geflohen      | über die Tischkante geflohen |

  @klausel:MH-ABL-1
  Szenario: Eine Bewegung endet auf dem Tisch
    Wenn die Bande Reikland bewegt "Hans" nach (49|10)
    Dann wird die Aktion mit MH.ACT.OFF_TABLE nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Eine Bewegung bis an den Rand des Tisches ist erlaubt
    Wenn die Bande Reikland bewegt "Hans" nach (48|10)
    Dann steht "Hans" bei (48|10)

  @klausel:MH-ABL-1
  Szenario: Auf ein eigenes Modell wird nicht geschossen
    Wenn die Bande Reikland lässt "Hans" auf "Kurt" schießen
    Dann wird die Aktion mit MH.ACT.NO_TARGET nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Auf ein ausgeschaltetes Modell wird nicht geschossen
    Angenommen "Ansgar" ist ausgeschaltet
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann wird die Aktion mit MH.ACT.NO_TARGET nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Auch auf einen liegenden Feind darf geschossen werden
    Angenommen "Ansgar" ist zu Boden gegangen
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann lautet die Ereignisfolge: Schuss
