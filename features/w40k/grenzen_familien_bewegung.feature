# language: de
Funktionalität: Grenzfall-Familien der Bewegung: Weiten, Stufen und näher kommen
  Ein Weg darf so lang sein wie die Bewegung, die er ausschöpft, einschließlich: B Zoll normal und
  beim Zurückziehen, B plus der Vorrückwurf beim Vorrücken, der Angriffswurf beim Angriff, 3 Zoll
  beim Nachrücken und Neuordnen. Jede Familie stellt die Länge des Weges genau auf die erlaubte
  Weite (gleich), eine Einheit (1/254 Zoll) darunter und darüber; "im Raum" klettert der Weg dabei
  auf ein Geländestück, dessen Höhe über 2 Zoll zur Länge zählt (WH-GEL-2). Bis 2 Zoll Höhe kostet
  eine Stufe nichts (WH-GEL-1). Ein FLUGZEUG zieht mindestens 20 Zoll geradeaus. Wer sich beim
  Neuordnen auf einen Missionszielmarker zu bewegt, endet näher an ihm als vorher; gleich weit ist
  nicht näher.

  Infanteristen und Orks haben 32-mm-Bases (320 Einheiten), ein Missionszielmarker 40 mm (400).
  B 6 Zoll sind 1524 Einheiten, 7 Zoll 1778, 9 Zoll 2286, 3 Zoll 762, 20 Zoll 5080.

  # -- normale Bewegung: bis B = 6 Zoll -----------------------------------------------------------

  @klausel:WH-BEW-2 @klausel:WH-GEL-2
  Szenariogrundriss: Eine normale Bewegung an der Grenze des Bewegungswerts
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Kiste" reicht von <von> bis <bis> und ist 3 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [2540|2540|0]
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | ziel               | ergebnis                                                           |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4064\|0]    | zählt der Weg von "Trupp-1" 1524 Einheiten                         |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4063\|0]    | zählt der Weg von "Trupp-1" 1523 Einheiten                         |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4065\|0]    | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-2 abgelehnt |
      | im Raum gleich         | [2000\|2900\|0]  | [3100\|4000\|0]  | [2540\|3302\|762]  | zählt der Weg von "Trupp-1" 1524 Einheiten                         |
      | im Raum knapp darunter | [2000\|2900\|0]  | [3100\|4000\|0]  | [2540\|3301\|762]  | zählt der Weg von "Trupp-1" 1523 Einheiten                         |
      | im Raum knapp darüber  | [2000\|2900\|0]  | [3100\|4000\|0]  | [2540\|3303\|762]  | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-2 abgelehnt |

  # -- Vorrücken: bis B plus den Wurf, hier 6 + 3 = 9 Zoll ----------------------------------------

  @klausel:WH-BEW-3 @klausel:WH-GEL-2
  Szenariogrundriss: Vorrücken an der Grenze von B plus dem Vorrückwurf
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Kiste" reicht von <von> bis <bis> und ist 3 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [2540|2540|0]
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Und "Trupp" hat einen Vorrückwurf von 3 abgelegt
    Wenn der imperiale Spieler "Trupp" im Vorrücken bewegt: "Trupp-1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | ziel               | ergebnis                                                           |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4826\|0]    | zählt der Weg von "Trupp-1" 2286 Einheiten                         |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4825\|0]    | zählt der Weg von "Trupp-1" 2285 Einheiten                         |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4827\|0]    | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-3 abgelehnt |
      | im Raum gleich         | [2000\|3800\|0]  | [3100\|4500\|0]  | [2540\|4064\|762]  | zählt der Weg von "Trupp-1" 2286 Einheiten                         |
      | im Raum knapp darunter | [2000\|3800\|0]  | [3100\|4500\|0]  | [2540\|4063\|762]  | zählt der Weg von "Trupp-1" 2285 Einheiten                         |
      | im Raum knapp darüber  | [2000\|3800\|0]  | [3100\|4500\|0]  | [2540\|4065\|762]  | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-3 abgelehnt |

  # -- Zurückziehen: bis B = 6 Zoll, aus dem Basekontakt mit "Boyz-1" heraus ----------------------

  @klausel:WH-BEW-4 @klausel:WH-GEL-2
  Szenariogrundriss: Zurückziehen an der Grenze des Bewegungswerts
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Kiste" reicht von <von> bis <bis> und ist 3 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [2540|2540|0]
    Und "Boyz" (Ork der Orks) steht bei [2540|2220|0]
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | ziel               | ergebnis                                                           |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4064\|0]    | zählt der Weg von "Trupp-1" 1524 Einheiten                         |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4063\|0]    | zählt der Weg von "Trupp-1" 1523 Einheiten                         |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4065\|0]    | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-4 abgelehnt |
      | im Raum gleich         | [2000\|2900\|0]  | [3100\|4000\|0]  | [2540\|3302\|762]  | zählt der Weg von "Trupp-1" 1524 Einheiten                         |
      | im Raum knapp darunter | [2000\|2900\|0]  | [3100\|4000\|0]  | [2540\|3301\|762]  | zählt der Weg von "Trupp-1" 1523 Einheiten                         |
      | im Raum knapp darüber  | [2000\|2900\|0]  | [3100\|4000\|0]  | [2540\|3303\|762]  | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-4 abgelehnt |

  # -- Angriffsbewegung: bis zum Angriffswurf, hier 7 Zoll ----------------------------------------
  # Auf gleicher Höhe steht "Boyz-1" so weit weg, dass Basekontakt auf gerader Linie nicht zu
  # erreichen ist (WH-A-MOEGLICH); der Trupp endet 62 Einheiten vor ihm, in Nahkampfreichweite. Im
  # Raum steht "Boyz-1" oben auf der Kiste, und der Trupp klettert in Basekontakt.

  @klausel:WH-ANG-3 @klausel:WH-ANG-7
  Szenariogrundriss: Eine Angriffsbewegung an der Grenze des Angriffswurfs
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und ein Geländestück "Kiste" reicht von <von> bis <bis> und ist 3 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [2540|2540|0]
    Und "Boyz" (Ork der Orks) steht bei <feind>
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | feind              | ziel               | ergebnis                                                           |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4700\|0]    | [2540\|4318\|0]    | gelingt der Angriff von "Trupp"                                    |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4700\|0]    | [2540\|4317\|0]    | gelingt der Angriff von "Trupp"                                    |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | [2540\|4700\|0]    | [2540\|4319\|0]    | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-ANG-3 abgelehnt |
      | im Raum gleich         | [2000\|3300\|0]  | [3100\|6000\|0]  | [2540\|3876\|762]  | [2540\|3556\|762]  | gelingt der Angriff von "Trupp"                                    |
      | im Raum knapp darunter | [2000\|3300\|0]  | [3100\|6000\|0]  | [2540\|3876\|762]  | [2540\|3555\|762]  | gelingt der Angriff von "Trupp"                                    |
      | im Raum knapp darüber  | [2000\|3300\|0]  | [3100\|6000\|0]  | [2540\|3876\|762]  | [2540\|3557\|762]  | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-ANG-3 abgelehnt |

  # -- Nachrücken und Neuordnen: bis 3 Zoll -------------------------------------------------------
  # "Held-1" steht westlich in Basekontakt mit "Boyz-1" und bleibt stehen; "Held-2" rückt bis in
  # Basekontakt mit "Boyz-2", dem feindlichen Modell, das ihm am nächsten ist. Im Raum steht "Boyz-2" auf einem Podest von 509 Einheiten, eine Einheit höher als
  # die 2 Zoll, die nichts kosten: der Weg zählt 253 waagerecht und 509 hinauf.

  @klausel:WH-NAH-3 @klausel:WH-GEL-2
  Szenariogrundriss: Nachrücken an der Grenze von 3 Zoll
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und ein Geländestück "Podest" reicht von <von> bis <bis> und ist 509 Einheiten hoch
    Und "Held" (Infanterist des Imperiums) steht an den Punkten [2840|2680|0]; <start>
    Und "Held" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2520|2680|0]; <feind>
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-2" nach <ziel>
    Und die Trefferwürfe 1, 1 zeigen
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | start              | feind              | ziel               | ergebnis                                                           |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | [3640\|1918\|0]    | [3640\|3000\|0]    | [3640\|2680\|0]    | zählt der Weg von "Held-2" 762 Einheiten                           |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | [3640\|1918\|0]    | [3640\|3000\|0]    | [3640\|2679\|0]    | zählt der Weg von "Held-2" 761 Einheiten                           |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | [3640\|1918\|0]    | [3640\|3000\|0]    | [3640\|2681\|0]    | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-NAH-3 abgelehnt |
      | im Raum gleich         | [3400\|2600\|0]  | [3900\|3300\|0]  | [3640\|2427\|0]    | [3640\|3000\|509]  | [3640\|2680\|509]  | zählt der Weg von "Held-2" 762 Einheiten                           |
      | im Raum knapp darunter | [3400\|2600\|0]  | [3900\|3300\|0]  | [3640\|2427\|0]    | [3640\|3000\|509]  | [3640\|2679\|509]  | zählt der Weg von "Held-2" 761 Einheiten                           |
      | im Raum knapp darüber  | [3400\|2600\|0]  | [3900\|3300\|0]  | [3640\|2427\|0]    | [3640\|3000\|509]  | [3640\|2681\|509]  | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-NAH-3 abgelehnt |

  @klausel:WH-NAH-13 @klausel:WH-GEL-2
  Szenariogrundriss: Neuordnen an der Grenze von 3 Zoll
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und ein Geländestück "Podest" reicht von <von> bis <bis> und ist 509 Einheiten hoch
    Und "Held" (Infanterist des Imperiums) steht an den Punkten [2840|2680|0]; <start>
    Und "Boyz" (Ork der Orks) steht an den Punkten [2520|2680|0]; <feind>
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-2" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | start              | feind              | ziel               | ergebnis                                                            |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | [3640\|1918\|0]    | [3640\|3000\|0]    | [3640\|2680\|0]    | zählt der Weg von "Held-2" 762 Einheiten                            |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | [3640\|1918\|0]    | [3640\|3000\|0]    | [3640\|2679\|0]    | zählt der Weg von "Held-2" 761 Einheiten                            |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | [3640\|1918\|0]    | [3640\|3000\|0]    | [3640\|2681\|0]    | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-NAH-13 abgelehnt |
      | im Raum gleich         | [3400\|2600\|0]  | [3900\|3300\|0]  | [3640\|2427\|0]    | [3640\|3000\|509]  | [3640\|2680\|509]  | zählt der Weg von "Held-2" 762 Einheiten                            |
      | im Raum knapp darunter | [3400\|2600\|0]  | [3900\|3300\|0]  | [3640\|2427\|0]    | [3640\|3000\|509]  | [3640\|2679\|509]  | zählt der Weg von "Held-2" 761 Einheiten                            |
      | im Raum knapp darüber  | [3400\|2600\|0]  | [3900\|3300\|0]  | [3640\|2427\|0]    | [3640\|3000\|509]  | [3640\|2681\|509]  | wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-NAH-13 abgelehnt |

  # -- Stufen bis 2 Zoll kosten nichts ------------------------------------------------------------
  # Der Weg führt 1016 Einheiten geradeaus auf eine Kiste von 2 Zoll Höhe (508), eine Einheit
  # niedriger oder höher.

  @klausel:WH-GEL-1 @klausel:WH-GEL-2
  Szenariogrundriss: Eine Stufe an der Grenze von 2 Zoll
    Angenommen ein Geländestück "Kiste" reicht von [2000|3000|0] bis [3100|4000|0] und ist <hoehe> Einheiten hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [2540|2540|0]
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach [2540|3556|<hoehe>] zählt
    Dann lautet die Antwort <laenge>

    Beispiele:
      | Fall           | hoehe | laenge |
      | gleich         | 508   | 1016   |
      | knapp darunter | 507   | 1016   |
      | knapp darüber  | 509   | 1525   |

  # -- FLUGZEUGE ziehen mindestens 20 Zoll (5080) geradeaus ---------------------------------------

  @klausel:WH-FLZ-2
  Szenariogrundriss: Ein FLUGZEUG an der Grenze von 20 Zoll
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Jaeger" (Flugzeug des Imperiums) steht bei [7620|2540|0]
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Jaeger" normal bewegt: "Jaeger-1" nach [7620|<y>|0]
    Dann <ergebnis>

    Beispiele:
      | Fall           | y    | ergebnis                                                              |
      | gleich         | 7620 | zählt der Weg von "Jaeger-1" 5080 Einheiten                           |
      | knapp darunter | 7619 | wird die Aktion mit WH.AIRCRAFT.PATH nach Klausel WH-FLZ-2 abgelehnt  |
      | knapp darüber  | 7621 | zählt der Weg von "Jaeger-1" 5081 Einheiten                           |

  # -- Neuordnen zum Missionszielmarker: näher, nicht gleich weit --------------------------------
  # Auf gleicher Höhe beginnt das Modell 1000 Einheiten (Mittelpunkte) südlich des Markers und
  # endet 600 westlich und 800 südlich von ihm: wieder genau 1000 entfernt, eine Einheit näher oder
  # weiter. Im Raum liegt der Marker auf einem Podest von 400 Einheiten Höhe; das Modell beginnt
  # unten, 300 Einheiten Lücke vor dem Marker (im Raum 500: 300 waagerecht, 400 hoch), und klettert
  # hinauf auf 500 Einheiten Lücke, auf gleicher Höhe: genau gleich weit. Waagerecht allein gemessen
  # hätte es sich entfernt.

  @klausel:WH-NAH-14
  Szenariogrundriss: Neuordnen zum Missionsziel an der Grenze von näher
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und ein Geländestück "Podest" reicht von <von> bis <bis> und ist 400 Einheiten hoch
    Und ein Missionszielmarker "Ziel" liegt bei [7620|5588|<mz>]
    Und "Einzel" (Infanterist des Imperiums) steht bei <start>
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Einzel" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Einzel" neu ordnet: "Einzel-1" nach <ziel>
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | mz  | start              | ziel               | ergebnis                                                               |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 0   | [7620\|4588\|0]    | [7020\|4788\|0]    | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 0   | [7620\|4588\|0]    | [7020\|4789\|0]    | ordnet sich "Einzel" auf den Missionszielmarker zu neu                 |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 0   | [7620\|4588\|0]    | [7020\|4787\|0]    | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |
      | im Raum gleich         | [7020\|5288\|0]  | [7920\|6488\|0]  | 400 | [6960\|5588\|0]    | [7104\|6276\|400]  | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |
      | im Raum knapp darunter | [7020\|5288\|0]  | [7920\|6488\|0]  | 400 | [6960\|5588\|0]    | [7104\|6275\|400]  | ordnet sich "Einzel" auf den Missionszielmarker zu neu                 |
      | im Raum knapp darüber  | [7020\|5288\|0]  | [7920\|6488\|0]  | 400 | [6960\|5588\|0]    | [7104\|6277\|400]  | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |
