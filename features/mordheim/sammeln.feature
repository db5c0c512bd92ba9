# language: de
Funktionalität: Fliehende Modelle sammeln
  Für jedes fliehende Modell der Bande auf dem Spielfeld darf der Spieler einen Sammeltest
  versuchen: einen Moralwerttest (Würfelschlange "sammeltest", zwei W6), auf den eigenen
  Moralwert oder den des Anführers, wenn dieser nah ist. Bestanden: die Flucht endet sofort, und
  das Modell tut in diesem Zug nichts mehr. Verpatzt: die Flucht geht weiter. In der
  Standardlesart bewegt sich das Modell erst in der Bewegungsphase (MH-A-FLUCHT-ZEITPUNKT);
  wird die Flucht sofort ausgeführt, geht sie in gerader Linie weiter (Weite aus der
  Würfelschlange "fluchtweite", Auslegung MH-A-FLUCHTWEITE), und wer dabei die Tischkante
  erreicht, hat das Spiel verlassen.

  Kurt ist Hauptmann (Moralwert 8), Hans Jungspund (Moralwert 6, Bewegung 4); alle haben Bases
  von 25 mm. Zwischen den Bases von Kurt und Hans liegen gut 3 Zoll; Max steht etwas weiter weg. Der Tisch misst 48 mal 48 Zoll; x wächst
  nach Osten, y nach Norden. Punkte in eckigen Klammern sind in Einheiten von 1/254 Zoll
  angegeben, für Endpunkte, die nicht auf einem Zehntelzoll liegen.

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (20|20)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (24|20)
    Und "Hans" flieht nach Süden
    Und "Max" (Jungspund der Bande Reikland) steht bei (20|24)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-SAM-1 @klausel:MH-SAM-3
  Szenario: Ein bestandener Sammeltest beendet die Flucht sofort
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 2 und 3
    Dann testet "Hans" mit seinem eigenen Moralwert 6
    Und ist der Sammeltest bestanden
    Und ist "Hans" stehend
    Und steht "Hans" bei (24|20)
    Und hat sich "Hans" in diesem Zug gesammelt
    Und ist die Unterphase "Sammeln"
    Und lautet die Ereignisfolge: Sammeltest

  @klausel:MH-SAM-2
  Szenario: Der nahe Anführer leiht seinen Moralwert
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers
    Und ist der Sammeltest bestanden
    Und hat sich "Hans" in diesem Zug gesammelt

  @klausel:MH-SAM-1 @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Mit dem eigenen Moralwert verpatzt derselbe Wurf, und die Flucht geht weiter
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Und die Fluchtweite zeigt 3 und 4
    Dann ist der Sammeltest verpatzt
    Und flieht "Hans" nach Süden
    Und steht "Hans" bei (24|13)
    Und flieht "Hans" 7 Zoll weit
    Und lautet die Ereignisfolge: Sammeltest, Weiterflucht

  # Der Sammeltest ist derselbe Moralwerttest wie der Rückzugstest (MH-MWT-1): auch hier
  # entscheidet MH-A-MORALWERTTEST, wie eine Summe gleich dem Moralwert ausgeht.

  @klausel:MH-SAM-1 @klausel:MH-MWT-1 @auslegung:MH-A-MORALWERTTEST=gleich-besteht
  Szenario: Ein Sammeltest gleich dem Moralwert ist in der Standardlesart bestanden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 2 und 4
    Dann testet "Hans" mit seinem eigenen Moralwert 6
    Und ist der Sammeltest bestanden
    Und ist "Hans" stehend
    Und hat sich "Hans" in diesem Zug gesammelt

  @klausel:MH-SAM-1 @klausel:MH-MWT-1 @auslegung:MH-A-MORALWERTTEST=unter-besteht @auslegung:MH-A-FLUCHT-ZEITPUNKT=spaeter
  Szenario: Ein Sammeltest gleich dem Moralwert ist in der strengen Lesart verpatzt
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 2 und 4
    Dann testet "Hans" mit seinem eigenen Moralwert 6
    Und ist der Sammeltest verpatzt
    Und flieht "Hans" nach Süden
    Und steht "Hans" bei (24|20)

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=bisherige-richtung @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Die Flucht geht in der bisherigen Richtung weiter
    Angenommen "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 3 und 3
    Dann flieht "Hans" nach <richtung>
    Und steht "Hans" bei <ziel>
    Und flieht "Hans" 6 Zoll weit

    Beispiele:
      | Fall       | richtung   | ziel              |
      | Osten      | Osten      | (30\|20)          |
      | Westen     | Westen     | (18\|20)          |
      | Norden     | Norden     | (24\|26)          |
      | Nordosten  | Nordosten  | [7174\|6158\|0]   |
      | Südwesten  | Südwesten  | [5018\|4002\|0]   |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Nach dem Regelbuch flieht das Modell zur nächsten Tischkante
    Angenommen "Hans" flieht nach Osten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 3 und 3
    Dann flieht "Hans" nach Süden
    Und steht "Hans" bei (24|14)

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Bei gleich nahen Tischkanten gilt die westliche vor der südlichen
    Angenommen "Hans" steht stattdessen bei (10|10)
    Und "Hans" flieht nach Osten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 3 und 3
    Dann flieht "Hans" nach Westen
    Und steht "Hans" bei (4|10)

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=doppelte-bewegung @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: In der anderen Lesart flieht das Modell ohne Wurf die doppelte Bewegung weit
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Dann flieht "Hans" 8 Zoll weit
    Und steht "Hans" bei (24|12)

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Die fortgesetzte Flucht behält die Höhe
    Angenommen "Hans" steht 3 Zoll hoch
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 5
    Dann steht "Hans" bei (24|14|3)

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Wer über die Tischkante flieht, verlässt das Spiel
    Angenommen "Hans" steht stattdessen bei (3|20)
    Und "Hans" flieht nach Westen
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 5 und 4
    Und die Fluchtweite zeigt 3 und 3
    Dann verlässt "Hans" das Spielfeld
    Und ist "Hans" über die Tischkante geflohen
    Und lautet die Ereignisfolge: Sammeltest, Weiterflucht

  @klausel:MH-SAM-4 @auslegung:MH-A-TISCHKANTE=erreicht @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Berührt die Base die Tischkante, hat das Modell das Spiel verlassen
    Angenommen "Hans" steht stattdessen bei (6,5|20)
    Und "Hans" hat eine Base von 25,4 mm
    Und "Hans" flieht nach Westen
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 5 und 4
    Und die Fluchtweite zeigt 3 und 3
    Dann verlässt "Hans" das Spielfeld

  @klausel:MH-SAM-4 @auslegung:MH-A-TISCHKANTE=mitte-jenseits @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Solange der Mittelpunkt auf dem Tisch liegt, flieht das Modell in der anderen Lesart weiter
    Angenommen "Hans" steht stattdessen bei (6,5|20)
    Und "Hans" hat eine Base von 25,4 mm
    Und "Hans" flieht nach Westen
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 5 und 4
    Und die Fluchtweite zeigt 3 und 3
    Dann flieht "Hans" nach Westen
    Und steht "Hans" bei (0,5|20)

  @klausel:MH-SAM-1
  Szenariogrundriss: Nur ein fliehendes Modell legt einen Sammeltest ab
    Angenommen "Ulrich" (Champion der Bande Reikland) steht bei (22|22)
    Und "Ulrich" ist <zustand>
    Wenn die Bande Reikland versucht, "Ulrich" zu sammeln
    Und der Sammeltest zeigt 1 und 1
    Dann wird die Aktion mit MH.RALLY.NOT_FLEEING nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall         | zustand                      |
      | stehend      | stehend                      |
      | am Boden     | zu Boden gegangen            |
      | betäubt      | betäubt                      |
      | ausgeschaltet | ausgeschaltet               |
      | geflohen     | über die Tischkante geflohen |

  @klausel:MH-SAM-1 @klausel:MH-SAM-3
  Szenario: Ein gesammeltes Modell sammelt sich nicht noch einmal
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 1
    Dann wird die Aktion mit MH.RALLY.NOT_FLEEING nach Klausel MH-SAM-1 abgelehnt

  # -- Was ein gesammeltes Modell danach noch tut ---------------------------------------------
  # Auch wenn das Regelbuch ihm den Zauber lässt (MH-A-SAMMELN-ZAUBERN=zaubern-erlaubt): Gehen und
  # Schießen bleiben ihm in diesem Zug verwehrt, wie in der Standardlesart.

  @klausel:MH-SAM-3 @auslegung-ebenso:MH-A-SAMMELN-ZAUBERN=zaubern-erlaubt
  Szenario: Darf ein gesammeltes Modell zaubern, geht es in diesem Zug trotzdem nicht
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland bewegt "Hans" nach (24|23)
    Dann wird die Aktion mit MH.ACT.RALLIED nach Klausel MH-SAM-3 abgelehnt

  @klausel:MH-SAM-3 @auslegung-ebenso:MH-A-SAMMELN-ZAUBERN=zaubern-erlaubt
  Szenario: Darf ein gesammeltes Modell zaubern, schießt es in diesem Zug trotzdem nicht
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland lässt "Hans" auf "Ansgar" schießen
    Dann wird die Aktion mit MH.ACT.RALLIED nach Klausel MH-SAM-3 abgelehnt

  @klausel:MH-SAM-1
  Szenario: Jedes fliehende Modell legt höchstens einen Sammeltest je Zug ab
    Angenommen "Hans" hat in diesem Zug seinen Sammeltest verpatzt
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 1 und 1
    Dann wird die Aktion mit MH.RALLY.ALREADY_TESTED nach Klausel MH-SAM-1 abgelehnt

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenario: Ein Anführer mehr als 6 Zoll entfernt leiht keinen Moralwert
    Angenommen "Hans" steht stattdessen bei (28|20)
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-NAEHE=ueberall
  Szenario: Ohne festes Maß leiht der Anführer seinen Moralwert auch aus der Ferne
    Angenommen "Hans" steht stattdessen bei (44|4)
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-2
  Szenario: Genau 6 Zoll zwischen den Bases sind noch nah
    Angenommen "Hans" steht stattdessen bei [6854|5080|0]
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenario: Eine Einheit mehr als 6 Zoll zwischen den Bases ist zu weit
    Angenommen "Hans" steht stattdessen bei [6855|5080|0]
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2
  Szenario: Gemessen wird zwischen den Rändern der Bases, größere Bases sind näher
    Angenommen "Kurt" hat eine Base von 40 mm
    Und "Hans" steht stattdessen bei (27|20)
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenario: Mit kleinen Bases ist derselbe Abstand zu weit
    Angenommen "Hans" steht stattdessen bei (27|20)
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2 @auslegung:MH-A-MESSUNG=waagerecht
  Szenario: Ein höher stehender Anführer ist in der Standardlesart nah
    Angenommen "Kurt" steht 6 Zoll hoch
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-2 @auslegung:MH-A-MESSUNG=raeumlich @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenario: Räumlich gemessen ist derselbe Anführer zu weit oben
    Angenommen "Kurt" steht 6 Zoll hoch
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2
  Szenario: Ein kleiner Höhenunterschied ändert an der Nähe nichts
    Angenommen "Kurt" steht 2 Zoll hoch
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-2
  Szenario: Ein ausgeschalteter Anführer leiht keinen Moralwert
    Angenommen "Kurt" ist ausgeschaltet
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.NO_LEADER nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2
  Szenario: Eine Bande ohne Anführer leiht keinen Moralwert
    Angenommen die Bande Reikland hat keinen Anführer
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.NO_LEADER nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2
  Szenario: Der fliehende Anführer leiht sich selbst keinen Moralwert
    Angenommen "Kurt" flieht nach Norden
    Wenn die Bande Reikland versucht, "Kurt" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.OWN_LEADER nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-1 @klausel:MH-SAM-2
  Szenario: Der fliehende Anführer sammelt sich mit seinem eigenen Moralwert
    Angenommen "Kurt" flieht nach Norden
    Wenn die Bande Reikland versucht, "Kurt" zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Kurt" mit seinem eigenen Moralwert 8
    Und hat sich "Kurt" in diesem Zug gesammelt

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-ZUSTAND=jeder-zustand
  Szenariogrundriss: In der Standardlesart leiht auch ein liegender Anführer seinen Moralwert
    Angenommen "Kurt" ist <zustand>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

    Beispiele:
      | Fall     | zustand           |
      | am Boden | zu Boden gegangen |
      | betäubt  | betäubt           |

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-ZUSTAND=jeder-zustand
  Szenario: In der Standardlesart leiht auch ein fliehender Anführer seinen Moralwert
    Angenommen "Kurt" flieht nach Norden
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-ZUSTAND=nur-stehend
  Szenariogrundriss: Nach dem Regelbuch leiht nur ein stehender Anführer seinen Moralwert
    Angenommen "Kurt" ist <zustand>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_UNABLE nach Klausel MH-SAM-2 abgelehnt

    Beispiele:
      | Fall             | zustand           |
      | am Boden streng  | zu Boden gegangen |
      | betäubt streng   | betäubt           |

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-ZUSTAND=nur-stehend
  Szenario: Nach dem Regelbuch leiht ein fliehender Anführer keinen Moralwert
    Angenommen "Kurt" flieht nach Norden
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_UNABLE nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-ZUSTAND=wie-rueckzugstest
  Szenario: Wie beim Rückzugstest leiht ein betäubter Anführer keinen Moralwert
    Angenommen "Kurt" ist betäubt
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_UNABLE nach Klausel MH-SAM-2 abgelehnt

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-ZUSTAND=wie-rueckzugstest
  Szenario: Wie beim Rückzugstest leiht ein zu Boden gegangener Anführer seinen Moralwert
    Angenommen "Kurt" ist zu Boden gegangen
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenario: Nach dem Regelbuch sammelt sich kein Modell, dem ein Feind am nächsten steht
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei (24|17)
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=keine-bedingung
  Szenario: Nach dem Text sammelt sich ein Modell auch neben einem Feind
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei (24|17)
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenario: Ein zu Boden gegangener Freund zählt nicht als nächstes Modell
    Angenommen "Ulrich" (Champion der Bande Reikland) steht bei (24|19)
    Und "Ulrich" ist zu Boden gegangen
    Und "Bruno" (Champion der Bande Middenheim) steht bei (24|17)
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-PFLICHT=freiwillig
  Szenario: Die Unterphase endet, auch wenn ein fliehendes Modell keinen Sammeltest versucht hat
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Erholungsphase"
    Und ist "Hans" auf der Flucht

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-PFLICHT=pflicht
  Szenario: In der strengen Lesart versucht jedes fliehende Modell vorher seinen Sammeltest
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.RALLY.UNTESTED nach Klausel MH-SAM-1 abgelehnt

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-PFLICHT=pflicht
  Szenario: In der strengen Lesart fehlt auch der Sammeltest eines zweiten fliehenden Modells
    Angenommen "Hans" hat in diesem Zug seinen Sammeltest verpatzt
    Und "Max" flieht nach Norden
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.RALLY.UNTESTED nach Klausel MH-SAM-1 abgelehnt

  @klausel:MH-SAM-1
  Szenario: Nach dem Sammelversuch jedes fliehenden Modells endet die Unterphase
    Angenommen "Hans" hat in diesem Zug seinen Sammeltest verpatzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Erholungsphase"
    Und ist "Hans" auf der Flucht

  @klausel:MH-SAM-1
  Szenario: Ohne Würfel gibt es keinen Sammeltest
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Dann fehlt ein Würfel für "sammeltest"

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Nach einem verpatzten Sammeltest fehlt ohne Würfel die Fluchtweite
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 5
    Dann fehlt ein Würfel für "fluchtweite"

  @klausel:MH-SAM-3
  Szenario: Ein bestandener Sammeltest liest keine Fluchtweite
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 2 und 2
    Und die Fluchtweite zeigt 3 und 3
    Dann bleiben Würfel für "fluchtweite" übrig

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHT-ZEITPUNKT=spaeter
  Szenario: Nach dem Regelbuch bleibt das Modell nach dem verpatzten Test fliehend stehen
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 5
    Dann ist der Sammeltest verpatzt
    Und flieht "Hans" nach Süden
    Und steht "Hans" bei (24|20)
    Und lautet die Ereignisfolge: Sammeltest
