# language: de
Funktionalität: Grenzfälle beim Neuordnen: der nächste Feind, der nächste Marker und ihre Reichweiten
  Nach dem Kampf ordnet sich eine Einheit bis 3 Zoll neu: jedes Modell, das zieht, endet näher am
  nächsten feindlichen Modell. Der nächste ist der mit dem kleinsten Abstand zwischen den Bases
  (große Bases zählen mit, Höhenunterschiede auch); bei Gleichstand zählt jeder der gleich
  nahen. Zum Feind muss es gehen, wenn ein feindliches Modell höchstens 3 Zoll plus
  Nahkampfreichweite entfernt ist (WH-A-MOEGLICH); sonst geht es zum nächsten Missionszielmarker,
  dessen Reichweite 3 Zoll waagerecht und 5 Zoll senkrecht ist.

  Längen in Einheiten von 1/254 Zoll. Der Held hat eine Base von 320 Einheiten (wo nicht anders
  gesagt), der Panzer eine von 1000, ein Missionszielmarker einen Durchmesser von 400: zwischen Held
  und Marker sind es Mitte zu Mitte also 360 Einheiten mehr als der Abstand der Ränder.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]

  @klausel:WH-NAH-13
  Szenariogrundriss: Bei gleich nahen Feinden genügt es, einem von ihnen näher zu kommen
    Angenommen "Boyz" (Ork der Orks) steht bei [3048|2860|0]
    Und "Grots" (Ork der Orks) steht bei [3048|1712|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach <ziel>
    Dann ordnet sich "Held" auf den Feind zu neu
    Und steht "Held-1" bei <ziel>

    Beispiele:
      | Fall                  | ziel            |
      | nach Norden zu Boyz   | [3048\|2540\|0] |
      | nach Süden zu Grots   | [3048\|2032\|0] |

  @klausel:WH-NAH-13
  Szenario: Das nächste feindliche Modell ist das mit dem kleinsten Abstand, nicht das erste
    Angenommen "Boyz" (Ork der Orks) steht bei [3048|1600|0]
    Und "Grots" (Ork der Orks) steht bei [3500|2286|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3180|2286|0]
    Dann ordnet sich "Held" auf den Feind zu neu

  @klausel:WH-NAH-13 @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenario: Näher an einem ferneren Feind genügt beim Neuordnen nicht
    Angenommen "Boyz" (Ork der Orks) steht bei [3048|1600|0]
    Und "Grots" (Ork der Orks) steht bei [3500|2286|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3048|1920|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-NAH-13
  Szenario: Eine große Base ist näher, auch wenn ihre Mitte weiter weg ist
    Angenommen "Held" hat eine Base von 40 mm
    Und "Panzer" (Panzer der Orks) steht bei [4348|2286|0]
    Und "Boyz" (Ork der Orks) steht bei [2048|2286|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3648|2286|0]
    Dann ordnet sich "Held" auf den Feind zu neu

  @klausel:WH-NAH-13
  Szenario: Auf gleicher Höhe ist ein Feind näher als einer darunter
    Angenommen ein Geländestück "Ruine" reicht von [2000|1500|0] bis [3300|3500|0] und ist 3 Zoll hoch
    Und "Held-1" steht stattdessen bei [3048|2286|762]
    Und "Boyz" (Ork der Orks) steht bei [3048|2860|762]
    Und "Grots" (Ork der Orks) steht bei [3468|2286|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3048|2540|762]
    Dann ordnet sich "Held" auf den Feind zu neu

  # Ob ein Feind zu erreichen war, misst die Engine auf gerader Linie: höchstens 3 Zoll Weg plus
  # 1 Zoll Nahkampfreichweite, im Raum (WH-A-MOEGLICH=gerade-reichweite). Der Feind steht südlich
  # des Helden, auf gleicher Höhe oder auf einem Turm, dessen Höhe die ganze Entfernung ist (die
  # Bases berühren sich waagerecht). Bis zur Grenze entscheidet nur diese Lesart, jenseits nicht.

  @klausel:WH-NAH-13 @klausel:WH-NAH-14 @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenariogrundriss: Zum Feind muss es gehen, wenn ein Feind höchstens 4 Zoll entfernt ist
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2540|5588|0]
    Und ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Held-1" steht stattdessen bei [2540|3810|0]
    Und "Boyz" (Ork der Orks) steht bei [2540|<y>|<z>]
    Und "Grots" (Ork der Orks) steht bei (40|40)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|4572|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-13 abgelehnt

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z    |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 1016  | 2474 | 0    |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 1016  | 2475 | 0    |
      | im Raum gleich         | [2200\|3000\|0]  | [2900\|3600\|0]  | 1016  | 3490 | 1016 |
      | im Raum knapp darunter | [2200\|3000\|0]  | [2900\|3600\|0]  | 1015  | 3490 | 1015 |

  @klausel:WH-NAH-13 @klausel:WH-NAH-14
  Szenariogrundriss: Ist der Feind weiter als 4 Zoll, darf es zum Marker gehen
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2540|5588|0]
    Und ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Held-1" steht stattdessen bei [2540|3810|0]
    Und "Boyz" (Ork der Orks) steht bei [2540|<y>|<z>]
    Und "Grots" (Ork der Orks) steht bei (40|40)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|4572|0]
    Dann ordnet sich "Held" auf den Missionszielmarker zu neu

    Beispiele:
      | Fall                  | von              | bis              | hoehe | y    | z    |
      | knapp darüber         | [12000\|800\|0]  | [12500\|1300\|0] | 1016  | 2473 | 0    |
      | im Raum knapp darüber | [2200\|3000\|0]  | [2900\|3600\|0]  | 1017  | 3490 | 1017 |

  @klausel:WH-NAH-14 @auslegung:WH-A-MOEGLICH=nicht-geprueft
  Szenario: Ohne Prüfung des Möglichen darf die Einheit zum Marker, auch wenn ein Feind nah ist
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2540|5588|0]
    Und "Held-1" steht stattdessen bei [2540|3810|0]
    Und "Boyz" (Ork der Orks) steht bei [2540|2474|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|4572|0]
    Dann ordnet sich "Held" auf den Missionszielmarker zu neu

  @klausel:WH-NAH-14 @klausel:WH-MZ-1
  Szenariogrundriss: Die Reichweite des Markers beim Neuordnen ist 3 Zoll waagerecht
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2540|5588|0]
    Und ein Geländestück "Turm" reicht von <von> bis <bis> und ist 5 Zoll hoch
    Und "Held-1" steht stattdessen bei [2540|3810|<z>]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|<y>|<z>]
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | y    | z    | ergebnis                                                                    |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 4466 | 0    | ordnet sich "Held" auf den Missionszielmarker zu neu                        |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 4467 | 0    | ordnet sich "Held" auf den Missionszielmarker zu neu                        |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 4465 | 0    | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |
      | im Raum gleich         | [1000\|3000\|0]  | [4000\|4800\|0]  | 4466 | 1270 | ordnet sich "Held" auf den Missionszielmarker zu neu                        |
      | im Raum knapp darunter | [1000\|3000\|0]  | [4000\|4800\|0]  | 4467 | 1270 | ordnet sich "Held" auf den Missionszielmarker zu neu                        |
      | im Raum knapp darüber  | [1000\|3000\|0]  | [4000\|4800\|0]  | 4465 | 1270 | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |

  @klausel:WH-NAH-14 @klausel:WH-MZ-1
  Szenariogrundriss: Die Reichweite des Markers beim Neuordnen ist 5 Zoll senkrecht
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2540|5300|0]
    Und ein Geländestück "Turm" reicht von [1000|3000|0] bis [4000|4800|0] und ist <hoehe> Einheiten hoch
    Und "Held-1" steht stattdessen bei [2540|4000|<hoehe>]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|4600|<hoehe>]
    Dann <ergebnis>

    Beispiele:
      | Fall           | hoehe | ergebnis                                                                    |
      | gleich         | 1270  | ordnet sich "Held" auf den Missionszielmarker zu neu                        |
      | knapp darunter | 1269  | ordnet sich "Held" auf den Missionszielmarker zu neu                        |
      | knapp darüber  | 1271  | wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt |

  @klausel:WH-NAH-14
  Szenario: Zum Marker zieht nur, wer will, und ein Zwischenpunkt darf weiter weg liegen
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2940|5588|0]
    Und "Held-1" steht stattdessen bei (30|40)
    Und "Paar" (Infanterist des Imperiums) steht an den Punkten [2540|4100|0]; [2940|4100|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Paar" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Paar" neu ordnet: "Paar-2" über [2940|4000|0] nach [2940|4500|0]
    Dann ordnet sich "Paar" auf den Missionszielmarker zu neu
    Und steht "Paar-2" bei [2940|4500|0]
    Und steht "Paar-1" bei [2540|4100|0]

  @klausel:WH-NAH-14
  Szenario: Auch in Reichweite des Markers muss jedes Modell, das zieht, ihm näher kommen
    Angenommen ein Missionszielmarker "Ziel" liegt bei [2540|5588|0]
    Und "Held-1" steht stattdessen bei [2540|5000|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|4900|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt

  @klausel:WH-NAH-14
  Szenario: Die Reichweite eines anderen als des nächsten Markers zählt nicht
    Angenommen ein Missionszielmarker "Nah" liegt bei [2540|5588|0]
    Und ein Missionszielmarker "Fern" liegt bei [4340|3810|0]
    Und "Held-1" steht stattdessen bei [2540|3810|0]
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [3271|4019|0]
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-14 abgelehnt
