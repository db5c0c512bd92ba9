# language: de
Funktionalität: Messen und Bewegen in Zoll
  Wie weit der Anführer entfernt ist, welches Modell einem fliehenden am nächsten steht, wo eine
  fortgesetzte Flucht endet und wann sie das Spielfeld verlässt: alles wird mit ganzen Zahlen in
  Einheiten von 1/254 Zoll entschieden (docs/mordheim.md, "Inch geometry"). Die Endpunkte der
  Fluchten sind unabhängig von der Engine nachgerechnet: Weite mal dx bzw. dy geteilt durch die
  Länge des Richtungsvektors, auf die nächste ganze Einheit gerundet.

  Punkte in runden Klammern stehen in Zoll, in eckigen Klammern in Einheiten ([6096|5080|0] ist
  (24|20)). Richtungen in eckigen Klammern sind Vektoren [dx|dy]; x wächst nach Osten, y nach
  Norden. Der Tisch misst 48 mal 48 Zoll (12192 Einheiten).

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (20|20)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (24|20)
    Und "Hans" flieht nach Süden
    Und "Max" (Jungspund der Bande Reikland) steht bei (20|24)
    Und "Albrecht" (Krieger der Bande Reikland) steht bei (46|4)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (2|2)

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=bisherige-richtung @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Die weitergehende Flucht endet auf dem gerundeten Punkt
    Angenommen "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt <wurf>
    Dann flieht "Hans" nach <richtung>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall               | richtung  | wurf    | ziel              |
      | 1 zu 2, 7 Zoll     | [1\|2]    | 3 und 4 | [6891\|6670\|0]   |
      | -3 zu 1, 9 Zoll    | [-3\|1]   | 4 und 5 | [3927\|5803\|0]   |
      | 2 zu -5, 5 Zoll    | [2\|-5]   | 2 und 3 | [6568\|3901\|0]   |
      | -1 zu -1, 12 Zoll  | [-1\|-1]  | 6 und 6 | [3941\|2925\|0]   |
      | 4 zu 3, 10 Zoll    | [4\|3]    | 5 und 5 | (32\|26)          |
      | -7 zu 2, 3 Zoll    | [-7\|2]   | 1 und 2 | [5363\|5289\|0]   |
      | 1 zu -3, 11 Zoll   | [1\|-3]   | 5 und 6 | [6980\|2429\|0]   |
      | 5 zu -1, 2 Zoll    | [5\|-1]   | 1 und 1 | [6594\|4980\|0]   |
      | -2 zu 3, 8 Zoll    | [-2\|3]   | 4 und 4 | [4969\|6771\|0]   |
      | 3 zu 3, 4 Zoll     | [3\|3]    | 2 und 2 | [6814\|5798\|0]   |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Eine Flucht, die vor der Kante endet, bleibt auf dem Tisch
    Angenommen "Hans" steht stattdessen bei <ort>
    Und "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 2
    Dann flieht "Hans" nach <richtung>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall             | ort       | richtung | ziel      |
      | vor der Ostkante | (44\|20)  | Osten    | (47\|20)  |
      | vor der Nordkante | (24\|44) | Norden   | (24\|47)  |
      | vor der Westkante | (4\|20)  | Westen   | (1\|20)   |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Eine Flucht über eine Kante hinaus verlässt das Spielfeld
    Angenommen "Hans" steht stattdessen bei <ort>
    Und "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 3 und 3
    Dann verlässt "Hans" das Spielfeld

    Beispiele:
      | Fall                   | ort       | richtung   |
      | über die Nordkante     | (24\|44)  | Norden     |
      | über die Südkante      | (24\|4)   | Süden      |
      | über die Ostkante      | (44\|20)  | Osten      |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=bisherige-richtung @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenario: Eine Flucht schräg über die Ecke verlässt das Spielfeld
    Angenommen "Hans" steht stattdessen bei (46|46)
    Und "Hans" flieht nach Nordosten
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 2
    Dann verlässt "Hans" das Spielfeld

  @klausel:MH-SAM-4 @auslegung:MH-A-TISCHKANTE=erreicht @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Erreicht die Base eine Kante, ist das Modell geflohen
    Angenommen "Hans" steht stattdessen bei <ort>
    Und "Hans" hat eine Base von <base> mm
    Und "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt <wurf>
    Dann verlässt "Hans" das Spielfeld

    Beispiele:
      | Fall                        | ort                | base  | richtung | wurf    |
      | genau auf der Ostkante      | (44\|20)           | 25    | Osten    | 2 und 2 |
      | halbe Base vor der Ostkante | [10272\|5080\|0]   | 28,5  | Osten    | 3 und 4 |
      | halbe Base vor der Nordkante | [6096\|10272\|0]  | 28,5  | Norden   | 3 und 4 |
      | halbe Base vor der Südkante | [6096\|1920\|0]    | 28,5  | Süden    | 3 und 4 |

  @klausel:MH-SAM-4 @auslegung:MH-A-TISCHKANTE=mitte-jenseits @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Solange die Mitte auf dem Tisch liegt, bleibt das Modell in der anderen Lesart
    Angenommen "Hans" steht stattdessen bei <ort>
    Und "Hans" hat eine Base von <base> mm
    Und "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt <wurf>
    Dann steht "Hans" bei <ziel>

    Beispiele:
      | Fall                       | ort                | base  | richtung | wurf    | ziel              |
      | Mitte auf der Ostkante     | (44\|20)           | 25    | Osten    | 2 und 2 | (48\|20)          |
      | Base ragt über die Ostkante | [10272\|5080\|0]  | 28,5  | Osten    | 3 und 4 | [12050\|5080\|0]  |
      | Base ragt über die Nordkante | [6096\|10272\|0] | 28,5  | Norden   | 3 und 4 | [6096\|12050\|0]  |
      | Base ragt über die Südkante | [6096\|1920\|0]   | 28,5  | Süden    | 3 und 4 | [6096\|142\|0]    |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Eine Einheit vor der halben Base bleibt das Modell in jeder Lesart auf dem Tisch
    Angenommen "Hans" steht stattdessen bei <ort>
    Und "Hans" hat eine Base von 28,5 mm
    Und "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 3 und 4
    Dann steht "Hans" bei <ziel>

    Beispiele:
      | Fall           | ort                | richtung | ziel              |
      | vor Ostkante   | [10271\|5080\|0]   | Osten    | [12049\|5080\|0]  |
      | vor Nordkante  | [6096\|10271\|0]   | Norden   | [6096\|12049\|0]  |
      | vor Südkante   | [6096\|1921\|0]    | Süden    | [6096\|143\|0]    |

  @klausel:MH-SAM-4 @auslegung:MH-A-FLUCHTRICHTUNG=naechste-kante @auslegung:MH-A-FLUCHTWEITE=2w6-zoll @auslegung:MH-A-FLUCHT-ZEITPUNKT=sofort
  Szenariogrundriss: Nach dem Regelbuch flieht das Modell zu jeder Kante, die ihm am nächsten ist
    Angenommen "Hans" steht stattdessen bei <ort>
    Und "Hans" flieht nach <richtung>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 6 und 6
    Und die Fluchtweite zeigt 1 und 1
    Dann flieht "Hans" nach <kante>
    Und steht "Hans" bei <ziel>

    Beispiele:
      | Fall                     | ort       | richtung | kante  | ziel      |
      | zur Ostkante             | (44\|20)  | Westen   | Osten  | (46\|20)  |
      | zur Nordkante            | (24\|44)  | Süden    | Norden | (24\|46)  |
      | Ost vor Nord             | (44\|44)  | Westen   | Osten  | (46\|44)  |
      | Süd vor Ost              | (44\|4)   | Norden   | Süden  | (44\|2)   |
      | West vor Nord            | (4\|44)   | Osten    | Westen | (2\|44)   |

  @klausel:MH-SAM-2
  Szenariogrundriss: Der Anführer ist nah, wenn zwischen den Bases höchstens 6 Zoll liegen
    Angenommen "Kurt" hat eine Base von <base_kurt> mm
    Und "Hans" hat eine Base von <base_hans> mm
    Und "Hans" steht stattdessen bei <ort>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann testet "Hans" mit dem Moralwert 8 des Anführers

    Beispiele:
      | Fall                      | base_kurt | base_hans | ort              |
      | schräg mit Abstand        | 25        | 25        | [6380\|6080\|0]  |
      | 28,5 mm genau 6 Zoll      | 28,5      | 28,5      | [6889\|5080\|0]  |
      | 32 und 28,5 mm genau      | 32        | 28,5      | [6906\|5080\|0]  |
      | schräg knapp darunter     | 25        | 25        | [6334\|6334\|0]  |
      | nach Westen genau         | 25        | 25        | [3306\|5080\|0]  |

  @klausel:MH-SAM-2 @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenariogrundriss: Eine Einheit mehr als 6 Zoll zwischen den Bases ist nicht mehr nah
    Angenommen "Kurt" hat eine Base von <base_kurt> mm
    Und "Hans" hat eine Base von <base_hans> mm
    Und "Hans" steht stattdessen bei <ort>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

    Beispiele:
      | Fall                      | base_kurt | base_hans | ort              |
      | 28,5 mm knapp darüber     | 28,5      | 28,5      | [6890\|5080\|0]  |
      | 32 und 28,5 mm darüber    | 32        | 28,5      | [6907\|5080\|0]  |
      | schräg knapp darüber      | 25        | 25        | [6335\|6335\|0]  |
      | nach Süden darüber        | 25        | 25        | [5080\|3305\|0]  |

  @klausel:MH-SAM-2 @auslegung:MH-A-MESSUNG=raeumlich @auslegung:MH-A-ANFUEHRER-NAEHE=6-zoll
  Szenariogrundriss: Räumlich gemessen zählt der Höhenunterschied
    Angenommen "Kurt" steht stattdessen bei <kurt>
    Und "Hans" steht stattdessen bei <hans>
    Wenn die Bande Reikland versucht, "Hans" mit dem Moralwert des Anführers zu sammeln
    Und der Sammeltest zeigt 4 und 3
    Dann wird die Aktion mit MH.RALLY.LEADER_TOO_FAR nach Klausel MH-SAM-2 abgelehnt

    Beispiele:
      | Fall                         | kurt                  | hans                |
      | genau darüber, eine Einheit zu hoch | [5080\|5080\|1525] | [5080\|5080\|0] |
      | beide erhöht                 | [5080\|5080\|1778]    | [6096\|5080\|254]   |
      | 4 Zoll hoch, knapp zu weit   | [5080\|5080\|1016]    | [6466\|5080\|0]     |
      | 2 Zoll hoch, knapp zu weit   | [5080\|5080\|508]     | [6767\|5080\|0]     |
      | 6 Zoll hoch, eine Einheit daneben | [5080\|5080\|1524] | [5331\|5080\|0] |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nach dem Regelbuch entscheidet der Abstand zwischen den Bases, wer am nächsten steht
    Angenommen "Bruno" (Champion der Bande Middenheim) steht bei <feind>
    Und "Bruno" hat eine Base von <base> mm
    Und "Max" steht stattdessen bei <freund>
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall                          | feind             | base | freund            |
      | große feindliche Base         | (28\|20)          | 60   | (20\|24)          |
      | überlappender Feind           | [6196\|5080\|0]   | 25   | (20\|24)          |
      | Feind um Bruchteile näher     | [6796\|5794\|0]   | 25   | [7096\|5080\|0]   |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung:MH-A-MESSUNG=raeumlich
  Szenario: Räumlich gemessen steht der Feind auf gleicher Höhe näher als der Freund darunter
    Angenommen "Hans" steht stattdessen bei (24|20|3)
    Und "Max" steht stattdessen bei (24|21)
    Und "Bruno" (Champion der Bande Middenheim) steht bei (26|20|3)
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nach dem Regelbuch zählt auch ein knapper Vorsprung des Feindes
    Angenommen "Kurt" steht stattdessen bei (10|40)
    Und <feind> (Champion der Bande Middenheim) steht bei <feind_ort>
    Und <feind> hat eine Base von <feind_base> mm
    Und "Max" steht stattdessen bei <freund_ort>
    Und "Max" hat eine Base von <freund_base> mm
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall                           | feind    | feind_ort         | feind_base | freund_ort        | freund_base |
      | große Bases, Feind zuerst      | "Bruno"  | [6964\|4750\|0]   | 60         | [5892\|5833\|0]   | 28,5        |
      | große Bases, Freund zuerst     | "Zoltan" | [6964\|4750\|0]   | 60         | [5892\|5833\|0]   | 28,5        |
      | mittlere Bases                 | "Zoltan" | [6073\|4433\|0]   | 28,5       | [5457\|5317\|0]   | 32          |
      | Feind links, Freund rechts     | "Bruno"  | [5550\|4439\|0]   | 28,5       | [6810\|4621\|0]   | 25          |
      | beide überlappen, Feind zuerst | "Bruno"  | [6044\|4939\|0]   | 60         | [6257\|5474\|0]   | 60          |
      | beide überlappen, Freund zuerst | "Zoltan" | [6044\|4939\|0]  | 60         | [6257\|5474\|0]   | 60          |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Räumlich gemessen kann der Feind näher sein als der waagerecht nähere Freund
    Angenommen "Kurt" steht stattdessen bei (10|40)
    Und <feind> (Champion der Bande Middenheim) steht bei <feind_ort>
    Und <feind> hat eine Base von <feind_base> mm
    Und "Max" steht stattdessen bei <freund_ort>
    Und "Max" hat eine Base von <freund_base> mm
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall                       | feind    | feind_ort            | feind_base | freund_ort           | freund_base |
      | Freund einen Zoll höher    | "Bruno"  | [5961\|4381\|0]      | 28,5       | [6057\|5755\|254]    | 32          |
      | beide erhöht               | "Zoltan" | [5374\|5764\|254]    | 25         | [6446\|5368\|762]    | 25          |
      | große Bases                | "Bruno"  | [5499\|4490\|0]      | 40         | [6553\|4432\|254]    | 40          |

  # Die folgenden Fälle sind Stellungen, in denen ein Feind knapp näher steht als der Freund, nach
  # Basegröße, Überlappung und Höhe gemischt; dass der Feind näher ist, ist mit 60-stelligen
  # Dezimalzahlen unabhängig von der Engine nachgerechnet.
  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind
  Szenariogrundriss: Nach dem Regelbuch steht in jeder dieser Stellungen ein Feind am nächsten
    Angenommen "Kurt" steht stattdessen bei (10|40)
    Und <feind> (Champion der Bande Middenheim) steht bei <feind_ort>
    Und <feind> hat eine Base von <feind_base> mm
    Und "Max" steht stattdessen bei <freund_ort>
    Und "Max" hat eine Base von <freund_base> mm
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall     | feind    | feind_ort       | feind_base | freund_ort      | freund_base |
      | Fall 1   | "Bruno"  | [5956\|5828\|0] | 32    | [5222\|4612\|0] | 32    |
      | Fall 2   | "Zoltan" | [6898\|5710\|0] | 25,4  | [6248\|4018\|0] | 25    |
      | Fall 3   | "Zoltan" | [6959\|5043\|0] | 60    | [6048\|5807\|0] | 25    |
      | Fall 4   | "Zoltan" | [5191\|4431\|0] | 40    | [7151\|5318\|0] | 32    |
      | Fall 5   | "Bruno"  | [5692\|5199\|0] | 25,4  | [5871\|5568\|0] | 40    |
      | Fall 6   | "Bruno"  | [6192\|5330\|0] | 25,4  | [6286\|4661\|0] | 32    |
      | Fall 7   | "Bruno"  | [5593\|5555\|0] | 28,5  | [6057\|6050\|0] | 25,4  |
      | Fall 8   | "Bruno"  | [5106\|5547\|0] | 40    | [5332\|4287\|0] | 25    |
      | Fall 9   | "Zoltan" | [6063\|4083\|0] | 25    | [5298\|3999\|0] | 60    |
      | Fall 10  | "Zoltan" | [6848\|5605\|0] | 40    | [6901\|4683\|0] | 25,4  |
      | Fall 11  | "Zoltan" | [6457\|4169\|0] | 60    | [5165\|4752\|0] | 40    |
      | Fall 12  | "Zoltan" | [6302\|4389\|0] | 60    | [6741\|5258\|0] | 32    |
      | Fall 13  | "Zoltan" | [6292\|4937\|0] | 25,4  | [6162\|5324\|0] | 25,4  |
      | Fall 14  | "Bruno"  | [5870\|4758\|0] | 28,5  | [6254\|4700\|0] | 25    |
      | Fall 15  | "Zoltan" | [5962\|5095\|0] | 25    | [6340\|5238\|0] | 25,4  |
      | Fall 16  | "Zoltan" | [6434\|5017\|0] | 32    | [5999\|3953\|0] | 60    |
      | Fall 17  | "Zoltan" | [6018\|5172\|0] | 40    | [5338\|5057\|0] | 60    |
      | Fall 18  | "Bruno"  | [5075\|4332\|0] | 25,4  | [5321\|3968\|0] | 40    |
      | Fall 19  | "Zoltan" | [5190\|4739\|0] | 25,4  | [6606\|6102\|0] | 60    |
      | Fall 20  | "Bruno"  | [6487\|5507\|0] | 60    | [6417\|4517\|0] | 25    |
      | Fall 21  | "Bruno"  | [7027\|4696\|0] | 60    | [7115\|5143\|0] | 32    |
      | Fall 22  | "Bruno"  | [5430\|5830\|0] | 60    | [5204\|3991\|0] | 32    |
      | Fall 23  | "Bruno"  | [5790\|4366\|0] | 28,5  | [7264\|4819\|0] | 25,4  |
      | Fall 24  | "Bruno"  | [6065\|5721\|0] | 40    | [4911\|3939\|0] | 60    |
      | Fall 25  | "Zoltan" | [5614\|6191\|0] | 40    | [6623\|3980\|0] | 40    |
      | Fall 26  | "Zoltan" | [6824\|4847\|0] | 25,4  | [6508\|6079\|0] | 60    |
      | Fall 27  | "Zoltan" | [7076\|5238\|0] | 60    | [5323\|4051\|0] | 25,4  |
      | Fall 28  | "Zoltan" | [6351\|4325\|0] | 60    | [6005\|4427\|0] | 32    |
      | Fall 29  | "Bruno"  | [6701\|5056\|0] | 25    | [5288\|5352\|0] | 40    |
      | Fall 30  | "Bruno"  | [5813\|6276\|0] | 28,5  | [7042\|6154\|0] | 28,5  |
      | Fall 31  | "Zoltan" | [6404\|4412\|0] | 25    | [7008\|4609\|0] | 40    |
      | Fall 32  | "Zoltan" | [5644\|5200\|0] | 25,4  | [7281\|4773\|0] | 32    |
      | Fall 33  | "Bruno"  | [6793\|5028\|0] | 40    | [6564\|5595\|0] | 25    |
      | Fall 34  | "Bruno"  | [7190\|5268\|0] | 40    | [6114\|6167\|0] | 25    |
      | Fall 35  | "Zoltan" | [6629\|4767\|0] | 28,5  | [5217\|5435\|0] | 60    |
      | Fall 36  | "Zoltan" | [5742\|4130\|0] | 40    | [6857\|4446\|0] | 32    |
      | Fall 37  | "Zoltan" | [5461\|5577\|0] | 60    | [6709\|4572\|0] | 25,4  |
      | Fall 38  | "Zoltan" | [6676\|4848\|0] | 60    | [6116\|4521\|0] | 40    |
      | Fall 39  | "Zoltan" | [6168\|4918\|0] | 40    | [5821\|4965\|0] | 28,5  |
      | Fall 40  | "Bruno"  | [6237\|4939\|0] | 25,4  | [6381\|5047\|0] | 25,4  |
      | Fall 41  | "Zoltan" | [6716\|4209\|0] | 25    | [7219\|4785\|0] | 40    |
      | Fall 42  | "Zoltan" | [6402\|5177\|0] | 25    | [5776\|5474\|0] | 60    |
      | Fall 43  | "Bruno"  | [6709\|5747\|0] | 60    | [6918\|5156\|0] | 28,5  |

  @klausel:MH-SAM-1 @auslegung:MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind @auslegung:MH-A-MESSUNG=raeumlich
  Szenariogrundriss: Nach dem Regelbuch und räumlich gemessen steht in jeder dieser Stellungen ein Feind am nächsten
    Angenommen "Kurt" steht stattdessen bei (10|40)
    Und <feind> (Champion der Bande Middenheim) steht bei <feind_ort>
    Und <feind> hat eine Base von <feind_base> mm
    Und "Max" steht stattdessen bei <freund_ort>
    Und "Max" hat eine Base von <freund_base> mm
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und der Sammeltest zeigt 1 und 2
    Dann wird die Aktion mit MH.RALLY.ENEMY_CLOSEST nach Klausel MH-SAM-1 abgelehnt

    Beispiele:
      | Fall     | feind    | feind_ort       | feind_base | freund_ort      | freund_base |
      | Fall 1   | "Bruno"  | [5718\|4034\|127] | 40    | [5556\|5709\|762] | 25,4  |
      | Fall 2   | "Bruno"  | [5452\|4411\|0] | 25,4  | [6387\|5207\|762] | 25,4  |
      | Fall 3   | "Zoltan" | [5397\|4302\|0] | 32    | [5696\|5975\|254] | 25,4  |
      | Fall 4   | "Zoltan" | [5705\|5215\|508] | 28,5  | [6266\|5204\|762] | 32    |
      | Fall 5   | "Zoltan" | [6912\|5429\|127] | 40    | [5672\|4650\|508] | 28,5  |
      | Fall 6   | "Zoltan" | [7217\|4625\|0] | 40    | [5776\|4398\|762] | 25,4  |
      | Fall 7   | "Bruno"  | [5519\|4588\|0] | 25,4  | [5576\|5349\|762] | 60    |
      | Fall 8   | "Bruno"  | [6940\|4431\|127] | 40    | [6404\|4612\|762] | 60    |
      | Fall 9   | "Zoltan" | [5243\|3985\|0] | 60    | [7280\|5060\|762] | 25,4  |
      | Fall 10  | "Bruno"  | [4977\|4917\|0] | 40    | [6782\|4947\|762] | 60    |
      | Fall 11  | "Zoltan" | [7046\|4525\|0] | 60    | [6776\|4657\|762] | 25,4  |
      | Fall 12  | "Bruno"  | [5764\|5545\|254] | 40    | [6195\|4831\|762] | 32    |
      | Fall 13  | "Bruno"  | [6402\|3951\|0] | 60    | [5560\|5048\|762] | 25    |
      | Fall 14  | "Zoltan" | [5867\|5682\|254] | 32    | [6435\|5404\|508] | 60    |
      | Fall 15  | "Zoltan" | [6829\|4465\|0] | 25    | [5431\|4483\|508] | 25,4  |
      | Fall 16  | "Bruno"  | [6654\|4048\|127] | 40    | [7081\|4579\|254] | 28,5  |
      | Fall 17  | "Bruno"  | [5835\|4028\|0] | 32    | [6623\|5845\|508] | 25    |
      | Fall 18  | "Zoltan" | [5402\|4412\|0] | 60    | [6225\|4522\|762] | 25,4  |
