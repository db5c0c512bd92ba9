# language: de
Funktionalität: Grenzen der Geometrie: Basekontakt
  Zwei Bases stehen in Basekontakt, wenn sie sich berühren; die Engine lässt dafür einen halben
  Millimeter (5 Einheiten) Spiel, und der Höhenunterschied darf höchstens 1 Zoll betragen. Ein
  Modell in Basekontakt mit einem feindlichen Modell rückt nicht nach.

  Held und Ork haben 32-mm-Bases: ihre Mittelpunkte berühren sich bei 320 Einheiten Abstand. Der
  Ork steht bei [3048|2860]; der Held steht südlich davon. Die Grenzfälle (gleich, knapp darunter,
  knapp darüber) stellen die Lücke auf 5 Einheiten, 4 und 6, oder den Höhenunterschied auf 1 Zoll,
  eine Einheit weniger und mehr (features/w40k/grenzen.yaml).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]
    Und "Held" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht bei [3048|2860|0]

  @klausel:WH-NAH-3
  Szenariogrundriss: Ein halber Millimeter Spiel gilt noch als Basekontakt
    Angenommen "Held-1" steht stattdessen bei <ort>
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2540|0]
    Und der Trefferwurf 1 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | ort             | ergebnis                                                                        |
      | gleich                 | [3048\|2535\|0] | wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt |
      | knapp darunter         | [3048\|2536\|0] | wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt |
      | knapp darüber          | [3048\|2534\|0] | steht "Held-1" bei [3048\|2540\|0]                                              |

  @klausel:WH-NAH-3
  Szenariogrundriss: Basekontakt über einen Höhenunterschied von höchstens 1 Zoll
    Angenommen ein Geländestück "Sockel" reicht von (10|8) bis (13|<bis>) und ist 1 Zoll hoch
    Und "Held-1" steht stattdessen bei [3048|2540|254]
    Und "Boyz-1" steht stattdessen bei [3048|2860|<ork>]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3048|2530|254]
    Dann wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt

    Beispiele:
      | Fall                          | bis | ork |
      | der Held genau 1 Zoll höher   | 10  | 0   |
      | beide oben auf dem Sockel     | 13  | 254 |

  # Der Held steht auf dem Nordrand eines Sockels, der <hoehe> Einheiten hoch ist; "Boyz-1" steht
  # unten davor, die Bases berühren sich waagerecht. Die Grots stehen oben neben dem Held, 100
  # Einheiten Lücke: in Nahkampfreichweite, nicht in Basekontakt. Wer nicht in Basekontakt ist,
  # rückt auf die Grots zu nach.

  @klausel:WH-NAH-3
  Szenariogrundriss: Basekontakt an der Grenze von 1 Zoll Höhenunterschied
    Angenommen ein Geländestück "Sockel" reicht von [2000|1500|0] bis [4000|2540|0] und ist <hoehe> Einheiten hoch
    Und "Held-1" steht stattdessen bei [3048|2540|<hoehe>]
    Und "Grots" (Ork der Orks) steht bei [3468|2540|<hoehe>]
    Wenn der imperiale Spieler "Held" mit "Messer" gegen "Grots" kämpfen lässt
    Und die Einheit zuvor nachrückt: "Held-1" nach [3148|2540|<hoehe>]
    Und der Trefferwurf 1 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall           | hoehe | ergebnis                                                                        |
      | gleich         | 254   | wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt |
      | knapp darunter | 253   | wird die Aktion mit WH.FIGHT.ALREADY_IN_CONTACT nach Klausel WH-NAH-3 abgelehnt |
      | knapp darüber  | 255   | steht "Held-1" bei [3148\|2540\|255]                                            |
