# language: de
Funktionalität: Grenzfall-Familien des Aufstellens aus der Reserve
  Wer aus der Reserve kommt, steht mehr als 9 Zoll von jeder feindlichen Einheit entfernt: genau
  9 Zoll ist zu nah. Eine strategische Reserve steht vollständig innerhalb von 6 Zoll einer
  Spielfeldkante (genau 6 Zoll genügt) und in Runde 2 mit keinem Punkt ihrer Base in der
  gegnerischen Aufstellungszone (eine Base, die die Zone berührt, steht darin). Jede Familie stellt
  die Größe genau auf die Grenze (gleich), eine Einheit (1/254 Zoll) darunter und darüber.

  Ob die 9 Zoll im Raum oder waagerecht gemessen werden, ist eine Auslegung
  (WH-A-RESERVE-ABSTAND); hier stehen alle Modelle auf gleicher Höhe, wo beide Lesarten gleich
  messen. Bases: Infanterist und Ork 32 mm (320 Einheiten), Terminator 40 mm (400). 9 Zoll sind
  2286 Einheiten, 6 Zoll 1524.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen

  # -- mehr als 9 Zoll: eine strategische Reserve an der Westkante, der Feind östlich von ihr ----

  @klausel:WH-RES-4
  Szenariogrundriss: Eine strategische Reserve an der Grenze von 9 Zoll zum Feind
    Angenommen "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Und "Boyz" (Ork der Orks) steht bei [<x>|5080|0]
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei [1364|5080|0]
    Dann <ergebnis>

    Beispiele:
      | Fall           | x    | ergebnis                                                                   |
      | gleich         | 3970 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt   |
      | knapp darunter | 3969 | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt   |
      | knapp darüber  | 3971 | ist "Spaeher" auf dem Schlachtfeld                                         |

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
