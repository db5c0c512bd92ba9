# language: de
Funktionalität: Grenzfälle jeder Messung
  Jeder Vergleich, den die Regeln anstellen (ist der Anführer nah, welches Modell steht einem
  fliehenden am nächsten, erreicht die Base die Tischkante, welche Kante ist die nächste, wie weit
  darf ein aufgestandenes Modell gehen, ist ein Viertel der Bande verloren), bekommt eine Familie
  von Fällen: "gleich" (der gemessene Wert trifft die Grenze oder den Wert des Konkurrenten genau),
  "knapp darunter" und "knapp darüber" (eine kleinste Einheit weniger oder mehr). Wo räumlich
  gemessen wird (MH-A-MESSUNG=raeumlich), kommen dieselben drei Fälle "im Raum" hinzu: der
  gemessene Abstand besteht dann ganz oder teilweise aus dem Höhenunterschied. Die Liste der
  Familien steht in grenzen.yaml.

  Die kleinste Einheit des Zustands ist 1/254 Zoll (0,1 mm), die kleinste Änderung einer
  Koordinate. "Knapp" heißt: das gemessene Modell steht eine Einheit näher oder weiter, in der
  Ebene auf einer Achse (der Abstand ändert sich um genau eine Einheit) oder um eine Einheit in
  einer Koordinate einer schrägen Linie oder der Höhe (der Abstand ändert sich um weniger als
  eine Einheit, aber echt). Beim Viertel der Verluste ist die kleinste Einheit ein Modell.

  Jeder Vektor nennt genau die Auslegungen, von denen sein Ergebnis abhängt. Hängt nur ein Teil
  der Fälle einer Familie von einer Auslegung ab (der Fall jenseits der Grenze etwa von
  MH-A-ANFUEHRER-NAEHE, der diesseits nicht), stehen diese Fälle in einem eigenen Grundriss;
  grenzen.yaml führt die Grundrisse einer Familie zusammen. Alle erwarteten Ergebnisse sind von
  Hand aus dem Text und dem Auslegungsregister hergeleitet; die Rechnung steht jeweils darüber.

  Punkte in runden Klammern stehen in Zoll, in eckigen in Einheiten (x wächst nach Osten, y nach
  Norden, die dritte Zahl ist die Höhe). Hans (25 mm) steht bei (24|20), also [6096|5080|0], und
  flieht; Kurt führt die Bande an und steht, wo er nicht gebraucht wird, weit weg bei (10|40).
  Der Tisch misst 48 mal 48 Zoll (12192 Einheiten).

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (10|40)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (24|20)
    Und "Hans" flieht nach Süden

  # -- Der nahe Anführer (MH-SAM-2), waagerecht gemessen ---------------------------------------
  # Nah ist er bei höchstens 6 Zoll (1524 Einheiten) zwischen den Rändern der Bases
  # (MH-A-ANFUEHRER-NAEHE=6-zoll). Kurt hat 60 mm, Hans 25 mm: von Mitte zu Mitte sind das
  # 1524 + 300 + 125 = 1949 Einheiten, und 1749² + 860² = 1949². Kurt steht schräg nordwestlich
  # von Hans; eine Einheit weiter nach Osten ist er näher, eine weiter nach Westen ferner
  # (1748² + 860² < 1949² < 1750² + 860²).

  @klausel:MH-SAM-2
  Szenariogrundriss: Anführer waagerecht: bis einschließlich 6 Zoll zwischen den Bases ist er nah
    Angenommen "Kurt" hat eine Base von 60 mm
    Und "Kurt" steht stattdessen bei <kurt>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers
    Und ist der Sammeltest bestanden

    Beispiele:
      | Fall           | kurt            |
      | gleich         | [4347\|5940\|0] |
      | knapp darunter | [4348\|5940\|0] |

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenariogrundriss: Anführer waagerecht: knapp über 6 Zoll zwischen den Bases ist er zu weit
    Angenommen "Kurt" hat eine Base von 60 mm
    Und "Kurt" steht stattdessen bei <kurt>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

    Beispiele:
      | Fall          | kurt            |
      | knapp darüber | [4346\|5940\|0] |

  # -- Der nahe Anführer (MH-SAM-2), räumlich gemessen -----------------------------------------
  # Kurt hat 32 mm: 6 Zoll zwischen den Rändern sind 1524 + 160 + 125 = 1809 Einheiten von Mitte
  # zu Mitte. In der Ebene steht er genau nördlich. Für 1524 gibt es kein pythagoreisches Tripel
  # (1524 = 4 · 3 · 127, beide ungeraden Primfaktoren lassen bei Division durch 4 den Rest 3),
  # ein genauer Gleichstand im Raum braucht also einen waagerechten Anteil von 0: im Raum
  # berühren sich die Bases gerade (285 Einheiten von Mitte zu Mitte), und der Abstand ist der
  # Höhenunterschied allein. Eine Einheit tiefer ist er näher; eine Einheit weiter östlich liegt
  # waagerecht eine Einheit zwischen den Bases, und der Abstand ist die Wurzel aus 1524² + 1.
  # Waagerecht gemessen wäre Kurt in allen drei Fällen im Raum nah.

  @klausel:MH-SAM-2 @auslegung-ebenso:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Anführer räumlich: bis einschließlich 6 Zoll im Raum ist er nah
    Angenommen "Kurt" hat eine Base von 32 mm
    Und "Kurt" steht stattdessen bei <kurt>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers
    Und ist der Sammeltest bestanden

    Beispiele:
      | Fall                   | kurt               |
      | gleich                 | [6096\|6889\|0]    |
      | knapp darunter         | [6096\|6888\|0]    |
      | im Raum gleich         | [6381\|5080\|1524] |
      | im Raum knapp darunter | [6381\|5080\|1523] |

  @klausel:MH-SAM-2 @auslegung-ebenso:MH-A-MESSUNG=raeumlich @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenariogrundriss: Anführer räumlich: eine Einheit über 6 Zoll in der Ebene ist er zu weit
    Angenommen "Kurt" hat eine Base von 32 mm
    Und "Kurt" steht stattdessen bei <kurt>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

    Beispiele:
      | Fall          | kurt            |
      | knapp darüber | [6096\|6890\|0] |

  @klausel:MH-SAM-2 @auslegung:MH-A-MESSUNG=raeumlich @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenariogrundriss: Anführer räumlich: knapp über 6 Zoll im Raum ist er zu weit
    Angenommen "Kurt" hat eine Base von 32 mm
    Und "Kurt" steht stattdessen bei <kurt>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

    Beispiele:
      | Fall                  | kurt               |
      | im Raum knapp darüber | [6382\|5080\|1524] |

  # -- Das nächste Modell (MH-SAM-1, MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind) -----------
  # Gezählt werden die stehenden Modelle außer Hans; sind die nächsten nur Feinde, darf Hans
  # keinen Sammeltest ablegen, steht ein eigenes Modell gleich nah, darf er (Register). Kurt steht
  # weit weg (gut 23 Zoll) und ändert nie etwas. Der Sammeltest zeigt 1 und 2 und gelingt, wo er
  # erlaubt ist; ohne die Bedingung (Standardlesart) ist er immer erlaubt, deshalb gilt die Lesart
  # des Regelbuchs in den erlaubten Fällen als @auslegung-ebenso.

  # Gleiche Bases (25 mm): Max steht 600 Einheiten westlich und 800 südlich von Hans, Zoltan (ein
  # Feind, in der Reihenfolge der Namen nach Max) 1000 nördlich; beide 1000 von Mitte zu Mitte,
  # also 750 zwischen den Rändern. Gemessen wird Zoltan, eine Einheit näher oder weiter auf der
  # Achse.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nächstes Modell, gleiche Bases: steht der Feind nicht näher als der Freund, sammelt sich Hans
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei [5496|4280|0]
    Und "Zoltan" (Champion der Bande Middenheim) steht bei <zoltan>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden
    Und hat sich "Hans" in diesem Zug gesammelt

    Beispiele:
      | Fall          | zoltan          |
      | gleich        | [6096\|6080\|0] |
      | knapp darüber | [6096\|6081\|0] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nächstes Modell, gleiche Bases: eine Einheit näher steht der Feind allein am nächsten
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei [5496|4280|0]
    Und "Zoltan" (Champion der Bande Middenheim) steht bei <zoltan>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall           | zoltan          |
      | knapp darunter | [6096\|6079\|0] |

  # Verschiedene Bases: Bruno (Feind, 60 mm, in der Reihenfolge der Namen vor allen anderen)
  # steht 1175 Einheiten östlich von Hans, also 1175 - 300 - 125 = 750 zwischen den Rändern; Max
  # (25 mm) wie oben 1000 von Mitte zu Mitte, 750 zwischen den Rändern. Gemessen wird Bruno.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nächstes Modell, verschiedene Bases: steht der große Feind nicht näher, sammelt sich Hans
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei <bruno>
    Und "Bruno" hat eine Base von 60 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei [5496|4280|0]
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

    Beispiele:
      | Fall          | bruno           |
      | gleich        | [7271\|5080\|0] |
      | knapp darüber | [7272\|5080\|0] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nächstes Modell, verschiedene Bases: eine Einheit näher steht der große Feind allein am nächsten
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei <bruno>
    Und "Bruno" hat eine Base von 60 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei [5496|4280|0]
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall           | bruno           |
      | knapp darunter | [7270\|5080\|0] |

  # Gleichstand und ein drittes Modell: Bruno (Feind, 60 mm) steht 705 östlich und 940 nördlich
  # von Hans (1175 von Mitte zu Mitte, 750 zwischen den Rändern), Max (25 mm) 1000 westlich (750
  # zwischen den Rändern): die beiden stehen gleich nah. Zoltan (Feind, 25 mm, nach beiden in der
  # Reihenfolge der Namen) steht südlich und wird gemessen: 1000 von Mitte zu Mitte sind 750
  # zwischen den Rändern. Steht er gleich nah, sind alle drei die nächsten, und Max ist dabei.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nächstes Modell nach einem Gleichstand: ein dritter Feind, der nicht näher steht, ändert nichts
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei [6801|6020|0]
    Und "Bruno" hat eine Base von 60 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei [5096|5080|0]
    Und "Zoltan" (Champion der Bande Middenheim) steht bei <zoltan>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

    Beispiele:
      | Fall          | zoltan          |
      | gleich        | [6096\|4080\|0] |
      | knapp darüber | [6096\|4079\|0] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nächstes Modell nach einem Gleichstand: ein dritter Feind eine Einheit näher steht allein am nächsten
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei [6801|6020|0]
    Und "Bruno" hat eine Base von 60 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei [5096|5080|0]
    Und "Zoltan" (Champion der Bande Middenheim) steht bei <zoltan>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall           | zoltan          |
      | knapp darunter | [6096\|4081\|0] |

  # Räumlich gemessen (MH-A-MESSUNG=raeumlich): Zoltan (Feind, 40 mm) steht am Boden 795 westlich
  # und 1060 südlich von Hans, 1325 von Mitte zu Mitte, also 1325 - 200 - 125 = 1000 zwischen den
  # Rändern. Gemessen wird Max (25 mm): in der Ebene 1250 östlich (1000 zwischen den Rändern), im
  # Raum 850 östlich und 800 hoch: 600 zwischen den Rändern und 800 Höhe ergeben 1000. Eine
  # Einheit tiefer oder höher ist er näher oder weiter. Waagerecht gemessen stünde der erhöhte Max
  # mit 600 immer am nächsten.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung-ebenso:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Nächstes Modell räumlich: steht der Freund nicht weiter als der Feind, sammelt sich Hans
    Angenommen "Zoltan" (Champion der Bande Middenheim) steht bei [5301|4020|0]
    Und "Zoltan" hat eine Base von 40 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei <max>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

    Beispiele:
      | Fall                   | max               |
      | gleich                 | [7346\|5080\|0]   |
      | knapp darunter         | [7345\|5080\|0]   |
      | im Raum gleich         | [6946\|5080\|800] |
      | im Raum knapp darunter | [6946\|5080\|799] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung-ebenso:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Nächstes Modell räumlich: eine Einheit weiter in der Ebene lässt den Feind am nächsten
    Angenommen "Zoltan" (Champion der Bande Middenheim) steht bei [5301|4020|0]
    Und "Zoltan" hat eine Base von 40 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei <max>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall          | max             |
      | knapp darüber | [7347\|5080\|0] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Nächstes Modell räumlich: eine Einheit höher lässt den Feind am nächsten
    Angenommen "Zoltan" (Champion der Bande Middenheim) steht bei [5301|4020|0]
    Und "Zoltan" hat eine Base von 40 mm
    Und "Max" (Jungspund der Bande Reikland) steht bei <max>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall                  | max               |
      | im Raum knapp darüber | [6946\|5080\|801] |

  # Überlappende Bases, räumlich gemessen: Bruno (Feind, 25 mm, in der Reihenfolge der Namen
  # zuerst) steht 100 Einheiten östlich von Hans und 1000 höher; die Bases überlappen waagerecht,
  # der Abstand ist die Höhe allein: 1000 (Register: bei Überlappung zählt waagerecht 0). Gemessen
  # wird Max (25 mm): in der Ebene 1250 südlich (1000 zwischen den Rändern), im Raum 850 westlich
  # und 800 hoch (600 zwischen den Rändern, mit 800 Höhe 1000). Waagerecht gemessen stünde Bruno
  # mit 0 immer allein am nächsten.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Nächstes Modell über Hans: steht der Freund nicht weiter als der Feind darüber, sammelt sich Hans
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei [6196|5080|1000]
    Und "Max" (Jungspund der Bande Reikland) steht bei <max>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

    Beispiele:
      | Fall                   | max               |
      | gleich                 | [6096\|3830\|0]   |
      | knapp darunter         | [6096\|3831\|0]   |
      | im Raum gleich         | [5246\|5080\|800] |
      | im Raum knapp darunter | [5246\|5080\|799] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung-ebenso:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Nächstes Modell über Hans: eine Einheit weiter steht der Feind darüber allein am nächsten
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei [6196|5080|1000]
    Und "Max" (Jungspund der Bande Reikland) steht bei <max>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall                  | max               |
      | knapp darüber         | [6096\|3829\|0]   |
      | im Raum knapp darüber | [5246\|5080\|801] |

  # Dieselbe Lage mit vertauschten Rollen: der Freund überlappt Hans waagerecht und steht 1000
  # höher, der Feind steht am Boden 1250 von Mitte zu Mitte entfernt (1000 zwischen den Rändern).
  # Gleich nah, also darf Hans sich sammeln, gleich welcher der beiden in der Reihenfolge der
  # Namen zuerst kommt. Waagerecht gemessen stünde der Freund allein am nächsten.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung-ebenso:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Ein Freund genau über Hans steht so nah wie ein Feind gleich weit daneben
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei [5996|5080|1000]
    Und <feind> (Champion der Bande Middenheim) steht bei [6096|6330|0]
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

    Beispiele:
      | Fall          | feind    |
      | Feind zuerst  | "Bruno"  |
      | Freund zuerst | "Zoltan" |

  # Zwei Abstände im Raum, die sich nur um einen Hauch unterscheiden; mit 80-stelligen
  # Dezimalzahlen und von Hand nachgerechnet.
  # Erstens: Max (25 mm) steht 642 nördlich von Hans und 816 höher: 392 zwischen den Rändern, im
  # Raum die Wurzel aus 392² + 816² = 819520. Zoltan (Feind, 28,5 mm) steht 600 östlich und 842
  # höher: 600 - 142,5 - 125 = 332,5 zwischen den Rändern, im Raum die Wurzel aus 332,5² + 842² =
  # 819520,25. Max ist um gut ein Zehntausendstel Einheit näher. Waagerecht stünde Zoltan näher.

  @klausel:MH-SAM-1 @auslegung-ebenso:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung:MH-A-MESSUNG=raeumlich
  Szenario: Räumlich gemessen steht der Freund um einen Hauch näher als der Feind
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei [6096|5722|816]
    Und "Zoltan" (Champion der Bande Middenheim) steht bei [6696|5080|842]
    Und "Zoltan" hat eine Base von 28,5 mm
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann ist der Sammeltest bestanden

  # Zweitens: Zoltan (Feind, 25 mm) überlappt Hans waagerecht und steht 3584 höher: Abstand 3584.
  # Max (28,5 mm) steht 1 östlich und 1070 nördlich, also die Wurzel aus D = 1144901 von Mitte zu
  # Mitte, und 3493 höher. In halben Einheiten ist das Vierfache des Quadrats seines Abstands
  # 4D + 535² + (2 · 3493)² - 4 · 535 · Wurzel(D) = 53670025 - Wurzel(2289801² - 1), das von Zoltan
  # (2 · 3584)² = 53670025 - 2289801. Weil Wurzel(2289801² - 1) kleiner ist als 2289801, steht Max
  # um einen winzigen Bruchteil einer Einheit weiter weg: Zoltan ist allein der nächste.
  # Waagerecht gemessen stünde der überlappende Zoltan ebenso am nächsten.

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung-ebenso:MH-A-MESSUNG=raeumlich
  Szenario: Räumlich gemessen steht der Feind über Hans um einen Hauch näher als der Freund
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei [6097|6150|3493]
    Und "Max" hat eine Base von 28,5 mm
    Und "Zoltan" (Champion der Bande Middenheim) steht bei [6096|5080|3584]
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

  # -- Die Tischkante nach einer verpatzten Flucht (MH-SAM-4) ---------------------------------
  # Der Sammeltest misslingt (6 und 6), die Flucht geht sofort 2 Zoll (508 Einheiten) weiter, auf
  # einer Achse, also ohne Rundung. Hans hat 25 mm, seine halbe Base sind 125 Einheiten.
  # In der Standardlesart (erreicht) verlässt er das Spiel, wenn seine Base die Kante berührt
  # oder über sie ragt: die Mitte 125 vor der Ostkante (x = 12067) oder näher.

  @klausel:MH-SAM-4 @auslegung:MH-A-TISCHKANTE=erreicht @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Tischkante erreicht: berührt die Base die Kante oder ragt sie darüber, ist Hans geflohen
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Osten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann verlässt "Hans" das Spielfeld

    Beispiele:
      | Fall           | start            |
      | gleich         | [11559\|5080\|0] |
      | knapp darunter | [11560\|5080\|0] |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Tischkante erreicht: eine Einheit vor der halben Base bleibt Hans auf dem Tisch
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Osten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach Osten
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall          | start            | ziel             |
      | knapp darüber | [11558\|5080\|0] | [12066\|5080\|0] |

  # In der anderen Lesart (mitte-jenseits) verlässt er das Spiel erst, wenn seine Mitte jenseits
  # der Nordkante (y = 12192) landet; auf der Kante liegt sie noch auf dem Tisch.

  @klausel:MH-SAM-4 @auslegung:MH-A-TISCHKANTE=mitte-jenseits @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Mitte jenseits der Kante: liegt die Mitte auf oder vor der Kante, bleibt Hans auf dem Tisch
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Norden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach Norden
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall           | start            | ziel             |
      | gleich         | [6096\|11684\|0] | [6096\|12192\|0] |
      | knapp darunter | [6096\|11683\|0] | [6096\|12191\|0] |

  @klausel:MH-SAM-4 @auslegung-ebenso:MH-A-TISCHKANTE=mitte-jenseits @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Mitte jenseits der Kante: eine Einheit hinter der Kante ist Hans geflohen
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Norden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann verlässt "Hans" das Spielfeld

    Beispiele:
      | Fall          | start            |
      | knapp darüber | [6096\|11685\|0] |

  # -- Die nächste Tischkante (MH-SAM-4, MH-A-FLUCHTRICHTUNG=naechste-kante) -------------------
  # Hans flieht bisher nach Nordosten; nach dem verpatzten Test flieht er 2 Zoll senkrecht auf die
  # Kante zu, die seiner Mitte am nächsten ist; bei gleichem Abstand gilt die Folge West, Süd,
  # Ost, Nord (Register). In jeder Ecke stehen zwei Kanten 6 Zoll (1524) entfernt; gemessen wird
  # die in dieser Folge spätere. Keine Base erreicht danach eine Kante.

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Nächste Kante im Südwesten: bei gleichem Abstand geht West vor Süd
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Nordosten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach <kante>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall           | start           | kante  | ziel            |
      | gleich         | [1524\|1524\|0] | Westen | [1016\|1524\|0] |
      | knapp darunter | [1524\|1523\|0] | Süden  | [1524\|1015\|0] |
      | knapp darüber  | [1524\|1525\|0] | Westen | [1016\|1525\|0] |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Nächste Kante im Südosten: bei gleichem Abstand geht Süd vor Ost
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Nordosten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach <kante>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall           | start            | kante | ziel             |
      | gleich         | [10668\|1524\|0] | Süden | [10668\|1016\|0] |
      | knapp darunter | [10669\|1524\|0] | Osten | [11177\|1524\|0] |
      | knapp darüber  | [10667\|1524\|0] | Süden | [10667\|1016\|0] |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Nächste Kante im Nordosten: bei gleichem Abstand geht Ost vor Nord
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Nordosten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach <kante>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall           | start             | kante  | ziel              |
      | gleich         | [10668\|10668\|0] | Osten  | [11176\|10668\|0] |
      | knapp darunter | [10668\|10669\|0] | Norden | [10668\|11177\|0] |
      | knapp darüber  | [10668\|10667\|0] | Osten  | [11176\|10667\|0] |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Nächste Kante im Nordwesten: bei gleichem Abstand geht West vor Nord
    Angenommen "Hans" steht stattdessen bei <start>
    Und "Hans" flieht nach Nordosten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach <kante>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall           | start            | kante  | ziel             |
      | gleich         | [1524\|10668\|0] | Westen | [1016\|10668\|0] |
      | knapp darunter | [1524\|10669\|0] | Norden | [1524\|11177\|0] |
      | knapp darüber  | [1524\|10667\|0] | Westen | [1016\|10667\|0] |

  # -- Die halbe Bewegung nach dem Aufstehen (MH-ERH-3, MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung) --
  # Höchstens die halbe Bewegung, waagerecht von Mitte zu Mitte (Register). Otto hat Bewegung 5:
  # 2,5 Zoll = 635 Einheiten, und 381² + 508² = 635². Eine Einheit weniger oder mehr nach Osten.

  @klausel:MH-ERH-3 @auslegung:MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung
  Szenariogrundriss: Halbe Bewegung: bis einschließlich der halben Bewegung darf das aufgestandene Modell gehen
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und "Otto" (Krieger der Bande Reikland) steht bei (30|30)
    Und "Otto" hat Bewegung 5
    Und "Otto" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland bewegt "Otto" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall           | ziel            | ergebnis                                                          |
      | gleich         | [8001\|8128\|0] | steht "Otto" bei [8001\|8128\|0]                                   |
      | knapp darunter | [8000\|8128\|0] | steht "Otto" bei [8000\|8128\|0]                                   |
      | knapp darüber  | [8002\|8128\|0] | wird die Aktion mit MH.ACT.TOO_FAR nach Klausel MH-ERH-3 abgelehnt |

  # -- Ein Viertel der Anfangsmodelle (MH-RUE-1) ----------------------------------------------
  # 25 % oder mehr, genau gerechnet: acht Anfangsmodelle (Kurt, Hans und sechs Krieger), davon
  # zwei ausgeschaltet, sind genau ein Viertel. Die kleinste Einheit ist hier ein Modell.

  @klausel:MH-RUE-1
  Szenariogrundriss: Viertel der Verluste: ab genau einem Viertel ist der Rückzugstest fällig
    Angenommen die Bande Reikland ist in der Unterphase "Rückzugstest"
    Und die Bande Reikland hat <da> weitere Modelle (Krieger) bei (30|30)
    Und die Bande Reikland hat <verloren> weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 3
    Dann <ergebnis>

    Beispiele:
      | Fall           | da | verloren | ergebnis                                                              |
      | gleich         | 4  | 2        | legt "Kurt" den Rückzugstest mit Moralwert 8 ab                       |
      | knapp darunter | 5  | 1        | wird die Aktion mit MH.ROUT.NOT_REQUIRED nach Klausel MH-RUE-1 abgelehnt |
      | knapp darüber  | 3  | 3        | legt "Kurt" den Rückzugstest mit Moralwert 8 ab                       |
