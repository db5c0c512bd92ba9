# language: de
Funktionalität: Grenzfall-Familien des Aufstellens aus der Reserve
  Wer aus der Reserve kommt, steht mehr als 9 Zoll von jeder feindlichen Einheit entfernt: genau
  9 Zoll ist zu nah. Eine strategische Reserve steht vollständig innerhalb von 6 Zoll einer
  Spielfeldkante (genau 6 Zoll genügt) und in Runde 2 mit keinem Punkt ihrer Base in der
  gegnerischen Aufstellungszone (eine Base, die die Zone berührt, steht darin). Jede Familie stellt
  die Größe genau auf die Grenze (gleich), eine Einheit (1/254 Zoll) darunter und darüber.

  Ob die 9 Zoll im Raum oder waagerecht gemessen werden, ist eine Auslegung
  (WH-A-RESERVE-ABSTAND). Auf gleicher Höhe messen beide Lesarten gleich. Im Raum steht der Feind
  auf einem Turm: im Raum gemessen (Standard) berühren sich die Bases waagerecht, und die Höhe ist
  die ganze Entfernung (9 Zoll hat kein Dreieck aus ganzen Einheiten); waagerecht gemessen steht
  der Turm 3 Zoll hoch, und nur die waagerechte Lücke zählt. Was nur eine Lesart entscheidet, steht
  in einem eigenen Grundriss mit ihrem Tag. Bases: Infanterist und Ork 32 mm (320 Einheiten),
  Terminator 40 mm (400). 9 Zoll sind 2286 Einheiten, 6 Zoll 1524.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen

  # -- mehr als 9 Zoll: eine strategische Reserve an der Westkante, der Feind östlich von ihr ----

  @klausel:WH-RES-4
  Szenariogrundriss: Eine strategische Reserve an der Grenze von 9 Zoll zum Feind
    Angenommen "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Boyz" (Ork der Orks) steht bei [<x>|5080|<z>]
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [1364|5080|0]
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | x    | z    | ergebnis                                                                 |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 2286  | 3970 | 0    | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 2286  | 3969 | 0    | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 2286  | 3971 | 0    | ist "Spaeher" auf dem Schlachtfeld                                       |
      | im Raum gleich         | [1600\|4800\|0]  | [2200\|5400\|0]  | 2286  | 1684 | 2286 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |
      | im Raum knapp darunter | [1600\|4800\|0]  | [2200\|5400\|0]  | 2285  | 1684 | 2285 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |

  # Eine Einheit über 9 Zoll hoch steht der Feind im Raum gemessen weit genug weg, waagerecht
  # gemessen berühren sich die Bases.

  @klausel:WH-RES-4 @auslegung:WH-A-RESERVE-ABSTAND=raeumlich
  Szenariogrundriss: Eine strategische Reserve an der Grenze von 9 Zoll im Raum
    Angenommen "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und ein Geländestück "Turm" reicht von [1600|4800|0] bis [2200|5400|0] und ist <hoehe> Einheiten hoch
    Und "Boyz" (Ork der Orks) steht bei [1684|5080|<hoehe>]
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [1364|5080|0]
    Dann <ergebnis>

    Beispiele:
      | Fall                  | hoehe | ergebnis                           |
      | im Raum knapp darüber | 2287  | ist "Spaeher" auf dem Schlachtfeld |

  # Waagerecht gemessen zählt die Lücke allein, auch wenn der Feind 3 Zoll höher steht: genau
  # 9 Zoll und eine Einheit weniger sind zu nah (im Raum wären sie weit genug), eine Einheit mehr
  # nicht (nach keiner Lesart).

  @klausel:WH-RES-4 @auslegung:WH-A-RESERVE-ABSTAND=waagerecht
  Szenariogrundriss: Eine strategische Reserve an der Grenze von 9 Zoll waagerecht
    Angenommen "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und ein Geländestück "Turm" reicht von [3700|4800|0] bis [4300|5400|0] und ist 3 Zoll hoch
    Und "Boyz" (Ork der Orks) steht bei [<x>|5080|762]
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [1364|5080|0]
    Dann <ergebnis>

    Beispiele:
      | Fall                   | x    | ergebnis                                                                 |
      | im Raum gleich         | 3970 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |
      | im Raum knapp darunter | 3969 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |

  @klausel:WH-RES-4
  Szenariogrundriss: Eine strategische Reserve knapp über 9 Zoll waagerecht zu einem erhöhten Feind
    Angenommen "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und ein Geländestück "Turm" reicht von [3700|4800|0] bis [4300|5400|0] und ist 3 Zoll hoch
    Und "Boyz" (Ork der Orks) steht bei [3971|5080|762]
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [1364|5080|0]
    Dann <ergebnis>

    Beispiele:
      | Fall                  | ergebnis                           |
      | im Raum knapp darüber | ist "Spaeher" auf dem Schlachtfeld |

  # -- mehr als 9 Zoll: Schocktruppen südlich des Feindes ----------------------------------------

  @klausel:WH-SCT-2
  Szenariogrundriss: Schocktruppen an der Grenze von 9 Zoll zum Feind
    Angenommen "Termis" (Terminator des Imperiums) mit 1 Modellen ist in Schocktruppen-Reserve
    Und "Boyz" (Ork der Orks) steht bei [7620|5588|0]
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei [7620|<y>|0]
    Dann <ergebnis>

    Beispiele:
      | Fall           | y    | ergebnis                                                                   |
      | gleich         | 2942 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-SCT-2 abgelehnt   |
      | knapp darunter | 2943 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-SCT-2 abgelehnt   |
      | knapp darüber  | 2941 | ist "Termis" auf dem Schlachtfeld                                          |

  # -- vollständig innerhalb von 6 Zoll der Westkante: die ferne Seite der Base zählt -----------

  @klausel:WH-RES-2
  Szenariogrundriss: Eine strategische Reserve an der Grenze von 6 Zoll zur Kante
    Angenommen "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [<x>|5080|0]
    Dann <ergebnis>

    Beispiele:
      | Fall           | x    | ergebnis                                                              |
      | gleich         | 1364 | ist "Spaeher" auf dem Schlachtfeld                                    |
      | knapp darunter | 1363 | ist "Spaeher" auf dem Schlachtfeld                                    |
      | knapp darüber  | 1365 | wird die Aktion mit WH.RESERVE.EDGE nach Klausel WH-RES-2 abgelehnt   |

  # -- Runde 2: nicht in der gegnerischen Aufstellungszone ----------------------------------------
  # Die Zone der Orks beginnt hier bei y = 10000; eine Base mit dem Mittelpunkt bei y = 9840 berührt
  # sie. Gemessen wird der Abstand zwischen Base und Zone: 0, eine Einheit Überdeckung, eine
  # Einheit Luft.

  @klausel:WH-RES-2
  Szenariogrundriss: Eine strategische Reserve an der Grenze der gegnerischen Aufstellungszone
    Angenommen "Boyz" (Ork der Orks) steht bei (50|5)
    Und im Zustand wird $.deployment_zones.orks auf [0, 10000, 7620, 11176] gesetzt
    Und "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [5080|<y>|0]
    Dann <ergebnis>

    Beispiele:
      | Fall           | y    | ergebnis                                                                  |
      | gleich         | 9840 | wird die Aktion mit WH.RESERVE.ENEMY_ZONE nach Klausel WH-RES-2 abgelehnt |
      | knapp darunter | 9841 | wird die Aktion mit WH.RESERVE.ENEMY_ZONE nach Klausel WH-RES-2 abgelehnt |
      | knapp darüber  | 9839 | ist "Spaeher" auf dem Schlachtfeld                                         |
