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

  @klausel:MH-ABL-1
  Szenariogrundriss: Jeder Punkt bis an die Kanten des Tisches ist ein erlaubtes Ziel
    Wenn die Bande Reikland bewegt "Hans" nach <ziel>
    Dann steht "Hans" bei <ziel>

    Beispiele:
      | Fall             | ziel      |
      | Westkante        | (0\|20)   |
      | Südkante         | (24\|0)   |
      | Nordkante        | (24\|48)  |
      | Südwestecke      | (0\|0)    |
      | Nordostecke      | (48\|48)  |

  @klausel:MH-ABL-1
  Szenariogrundriss: Eine Einheit jenseits der Kante ist kein erlaubtes Ziel
    Wenn die Bande Reikland bewegt "Hans" nach <ziel>
    Dann wird die Aktion mit MH.ACT.OFF_TABLE nach Klausel MH-ABL-1 abgelehnt

    Beispiele:
      | Fall           | ziel                 |
      | westlich       | [-1\|5080\|0]        |
      | südlich        | [6096\|-1\|0]        |
      | östlich        | [12193\|5080\|0]     |
      | nördlich       | [6096\|12193\|0]     |

  @klausel:MH-ERH-3 @auslegung:MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung
  Szenariogrundriss: Nach dem Regelbuch zählt die halbe Bewegung auf die Einheit genau
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Und "Hans" hat Bewegung <bewegung>
    Wenn die Bande Reikland bewegt "Hans" nach <ziel>
    Dann steht "Hans" bei <ziel>

    Beispiele:
      | Fall                  | bewegung | ziel              |
      | schräg knapp darunter | 4        | [3915\|2899\|0]   |
      | 2,5 Zoll genau        | 5        | [4191\|2540\|0]   |
      | 2,5 Zoll nach Westen  | 5        | [2921\|2540\|0]   |

  @klausel:MH-ERH-3 @auslegung:MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung
  Szenariogrundriss: Nach dem Regelbuch ist eine Einheit über der halben Bewegung zu weit
    Angenommen "Hans" ist in diesem Zug aufgestanden
    Und "Hans" hat Bewegung <bewegung>
    Wenn die Bande Reikland bewegt "Hans" nach <ziel>
    Dann wird die Aktion mit MH.ACT.TOO_FAR nach Klausel MH-ERH-3 abgelehnt

    Beispiele:
      | Fall                  | bewegung | ziel              |
      | schräg knapp darüber  | 4        | [3916\|2899\|0]   |
      | 2,5 Zoll und mehr     | 5        | [4192\|2540\|0]   |
      | nach Süden darüber    | 5        | [3556\|1904\|0]   |
