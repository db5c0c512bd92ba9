# language: de
Funktionalität: Grenzfall-Familien der Nahkampfreichweite: ein Zwischenpunkt auf dem Rand
  Jede Familie misst eine Größe genau an ihrer Grenze (gleich), eine Einheit (1/254 Zoll)
  darunter und eine Einheit darüber (features/w40k/grenzen.yaml). Hier geht es um die
  Nahkampfreichweite unterwegs: jeder Punkt eines Weges zählt in seiner eigenen Höhe, also auch
  ein Zwischenpunkt, der genau auf dem Rand eines Geländestücks liegt. Wer dort oben steht, steht
  auf der Höhe des Geländestücks, auch wenn die Stücke davor und danach unten verlaufen.

  Infanteristen und Orks haben 32-mm-Bases (320 Einheiten): ihre Bases berühren sich bei 320
  Einheiten zwischen den Mittelpunkten; 1 Zoll Lücke sind 574. Die Mauer reicht von [6096|2540]
  bis [7112|4064] und ist 2 Zoll (508 Einheiten) hoch, so dass Hinauf und Hinunter nichts kosten;
  ihr Westrand liegt bei x = 6096.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" (Infanterist des Imperiums) steht bei [5080|3302|0]
    Und "Boyz" (Ork der Orks) steht bei (50|40)

  # -- waagerecht: der Feind steht oben auf der Mauer, der Weg berührt sie nur am Zwischenpunkt --
  # Der Trupp läuft von unten auf den Westrand der Mauer und wieder hinunter. Nur der Zwischenpunkt
  # selbst liegt oben (508); die Stücke davor und danach liegen unten. Oben ist der Höhenunterschied
  # zum Feind 0, seine Base ist waagerecht 1 Zoll (574 Mittelpunktabstand), eine Einheit weniger
  # oder mehr entfernt. Unten wären es 2 Zoll Höhe: nach der Übersicht (1 Zoll im Raum) nicht in
  # Reichweite.

  @klausel:WH-BEW-2 @klausel:WH-GEL-1
  Szenariogrundriss: Ein Zwischenpunkt auf dem Rand der Mauer misst zum Feind auf der Mauer in ihrer Höhe
    Angenommen ein Geländestück "Mauer" reicht von [6096|2540|0] bis [7112|4064|0] und ist 2 Zoll hoch
    Und "Boyz-1" steht stattdessen bei [<x>|3302|508]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über [6096|3302|508] nach [5588|3302|0]
    Dann <ergebnis>

    Beispiele:
      | Fall           | x    | ergebnis                                                                 |
      | gleich         | 6670 | wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt   |
      | knapp darunter | 6669 | wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt   |
      | knapp darüber  | 6671 | steht "Trupp-1" bei [5588\|3302\|0]                                       |

  # -- senkrecht nach der Übersicht: der Weg bleibt oben, der Feind steht unten ------------------
  # Der Trupp zieht oben auf einem Sockel, der <hoehe> Einheiten hoch ist, über dessen Westrand.
  # Unten vor dem Rand steht der Feind, seine Base berührt waagerecht die des Zwischenpunkts: die
  # Entfernung ist allein die Höhe, 1 Zoll im Raum, eine Einheit weniger oder mehr. Wer den
  # Zwischenpunkt am Boden misst, fände den Feind in Basekontakt. Die Wache steht 2 Zoll über dem
  # Trupp auf einem Turm neben ihm: nach der Übersicht ist sie nicht in Nahkampfreichweite, nach
  # den veröffentlichten Regeln schon, und dann dürfte sich der Trupp gar nicht normal bewegen.

  @klausel:WH-BEW-2 @auslegung:WH-A-NAHKAMPFREICHWEITE=1-zoll
  Szenariogrundriss: Ein Zwischenpunkt auf dem Rand eines Sockels misst zum Feind darunter in der Höhe des Sockels
    Angenommen ein Geländestück "Sockel" reicht von [6096|2540|0] bis [7112|4064|0] und ist <hoehe> Einheiten hoch
    Und ein Geländestück "Turm" reicht von [7112|3048|0] bis [7620|3556|0] und ist 3 Zoll hoch
    Und "Trupp-1" steht stattdessen bei [6858|3302|<hoehe>]
    Und "Boyz-1" steht stattdessen bei [5776|3302|0]
    Und "Wache" (Ork der Orks) steht bei [7178|3302|762]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über [6096|3302|<hoehe>] nach [6604|3810|<hoehe>]
    Dann <ergebnis>

    Beispiele:
      | Fall           | hoehe | ergebnis                                                                 |
      | gleich         | 254   | wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt   |
      | knapp darunter | 253   | wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt   |
      | knapp darüber  | 255   | steht "Trupp-1" bei [6604\|3810\|255]                                     |
