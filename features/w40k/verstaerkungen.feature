# language: de
Funktionalität: Verstärkungen aus strategischer Reserve und Schocktruppen
  Im Schritt Verstärkungen der Bewegungsphase kommen Einheiten aus der Reserve ins Spiel und
  gelten als normal bewegt. Strategische Reserven treffen nicht in der ersten Runde ein; in Runde 2
  vollständig innerhalb von 6 Zoll einer Spielfeldkante und nicht in der gegnerischen
  Aufstellungszone, ab Runde 3 nur vollständig innerhalb von 6 Zoll einer Kante. Schocktruppen
  sind keine strategische Reserve. Beide werden mehr als 9 Zoll von allen feindlichen Einheiten
  entfernt aufgestellt.

  Das Spielfeld misst 60 mal 44 Zoll; die Aufstellungszone der Orks sind die nördlichen 12 Zoll.
  Ein Infanterist (32-mm-Base) steht vollständig innerhalb von 6 Zoll der Westkante, wenn sein
  Mittelpunkt höchstens 1364 Einheiten von ihr entfernt ist.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Und "Termis" (Terminator des Imperiums) mit 2 Modellen ist in Schocktruppen-Reserve
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-VER-1 @klausel:WH-VER-2 @klausel:WH-RES-2
  Szenario: Strategische Reserve trifft in Runde 2 an der Westkante ein
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (5|22)
    Dann ist "Reserve" auf dem Schlachtfeld
    Und zählt "Reserve" als in diesem Zug normal bewegt
    Und lautet die Ereignisfolge: Eintreffen

  @klausel:WH-RES-2
  Szenariogrundriss: Vollständig innerhalb von 6 Zoll der Kante
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei <ort>; "Reserve-2" bei (5|22)
    Dann <ergebnis>

    Beispiele:
      | Fall                 | ort               | ergebnis                                                                  |
      | genau am Rand        | [1364\|5080\|0]   | ist "Reserve" auf dem Schlachtfeld                                        |
      | eine Einheit zu weit | [1365\|5080\|0]   | wird die Aktion mit WH.RESERVE.EDGE nach Klausel WH-RES-2 abgelehnt       |

  @klausel:WH-RES-2
  Szenario: Alle Modelle stehen an derselben Kante
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|3); "Reserve-2" bei (10|3)
    Dann ist "Reserve" auf dem Schlachtfeld

  @klausel:WH-RES-2 @auslegung:WH-A-RESERVE-KANTE=eine-kante
  Szenario: Zwei Modelle an zwei verschiedenen Kanten genügen nicht
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (3|20); "Reserve-2" bei (57|20)
    Dann wird die Aktion mit WH.RESERVE.EDGE nach Klausel WH-RES-2 abgelehnt

  @klausel:WH-RES-1
  Szenario: In der ersten Runde trifft keine strategische Reserve ein
    Angenommen es ist Runde 1
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (5|22)
    Dann wird die Aktion mit WH.RESERVE.FIRST_ROUND nach Klausel WH-RES-1 abgelehnt

  @klausel:WH-RES-2
  Szenario: In Runde 2 nicht in der gegnerischen Aufstellungszone
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (3|42); "Reserve-2" bei (3|40)
    Dann wird die Aktion mit WH.RESERVE.ENEMY_ZONE nach Klausel WH-RES-2 abgelehnt

  @klausel:WH-RES-2
  Szenario: Schon eine Base, die in die gegnerische Aufstellungszone ragt, ist zu weit
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei [762|7968|0]; "Reserve-2" bei (3|29)
    Dann wird die Aktion mit WH.RESERVE.ENEMY_ZONE nach Klausel WH-RES-2 abgelehnt

  @klausel:WH-RES-2
  Szenario: Eine Base, die die gegnerische Aufstellungszone nicht berührt, ist erlaubt
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei [762|7967|0]; "Reserve-2" bei (3|29)
    Dann ist "Reserve" auf dem Schlachtfeld

  @klausel:WH-RES-3
  Szenario: Ab Runde 3 auch in der gegnerischen Aufstellungszone
    Angenommen es ist Runde 3
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (3|42); "Reserve-2" bei (3|40)
    Dann ist "Reserve" auf dem Schlachtfeld

  @klausel:WH-RES-3
  Szenario: Auch ab Runde 3 vollständig innerhalb von 6 Zoll einer Kante
    Angenommen es ist Runde 3
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (30|22); "Reserve-2" bei (30|24)
    Dann wird die Aktion mit WH.RESERVE.EDGE nach Klausel WH-RES-3 abgelehnt

  @klausel:WH-RES-4
  Szenariogrundriss: Mehr als 9 Zoll von allen feindlichen Einheiten
    Angenommen "Boyz-1" steht stattdessen bei <ork>
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (3|20)
    Dann <ergebnis>

    Beispiele:
      | Fall                  | ork              | ergebnis                                                                |
      | genau 9 Zoll          | [1270\|7686\|0]  | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |
      | eine Einheit weiter   | [1270\|7687\|0]  | ist "Reserve" auf dem Schlachtfeld                                      |
      | deutlich zu nah       | (8\|28)          | wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt |

  @klausel:WH-RES-4 @auslegung:WH-A-RESERVE-ABSTAND=raeumlich
  Szenario: Nach der Übersicht zählt auch der Höhenunterschied zu den 9 Zoll
    Angenommen ein Geländestück "Turm" reicht von (4|29) bis (6|31) und ist 6 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (5|30|6)
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (3|20)
    Dann ist "Reserve" auf dem Schlachtfeld

  @klausel:WH-RES-4 @auslegung:WH-A-RESERVE-ABSTAND=waagerecht
  Szenario: Nach den veröffentlichten Regeln zählt nur der waagerechte Abstand
    Angenommen ein Geländestück "Turm" reicht von (4|29) bis (6|31) und ist 6 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (5|30|6)
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (3|20)
    Dann wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-RES-4 abgelehnt

  @klausel:WH-SCT-1 @klausel:WH-SCT-2 @klausel:WH-VER-2
  Szenario: Schocktruppen kommen überall an, wo 9 Zoll Abstand bleiben
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (30|25); "Termis-2" bei (32|25)
    Dann ist "Termis" auf dem Schlachtfeld
    Und zählt "Termis" als in diesem Zug normal bewegt
    Und lautet die Ereignisfolge: Eintreffen

  @klausel:WH-SCT-2
  Szenario: Auch Schocktruppen halten mehr als 9 Zoll Abstand
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (40|32); "Termis-2" bei (42|32)
    Dann wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-SCT-2 abgelehnt

  @klausel:WH-SCT-1 @auslegung:WH-A-SCHOCKTRUPPEN-RUNDE=jede-runde
  Szenario: Nach der Übersicht kommen Schocktruppen schon in der ersten Runde
    Angenommen es ist Runde 1
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (30|25); "Termis-2" bei (32|25)
    Dann ist "Termis" auf dem Schlachtfeld

  @klausel:WH-SCT-1 @auslegung:WH-A-SCHOCKTRUPPEN-RUNDE=ab-runde-2
  Szenario: Nach der Option kommen auch Schocktruppen frühestens in Runde 2
    Angenommen es ist Runde 1
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (30|25); "Termis-2" bei (32|25)
    Dann wird die Aktion mit WH.RESERVE.FIRST_ROUND nach Klausel WH-SCT-1 abgelehnt

  @klausel:WH-VER-1
  Szenario: Eine Einheit auf dem Spielfeld kommt nicht aus der Reserve
    Wenn der Orkspieler "Boyz" aus der Reserve aufstellt: "Boyz-1" bei (30|30)
    Dann wird die Aktion mit WH.TURN.NOT_ACTIVE nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-VER-1
  Szenario: Nur eine Einheit in Reserve wird aus der Reserve aufgestellt
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Wenn der imperiale Spieler "Trupp" aus der Reserve aufstellt: "Trupp-1" bei (12|10)
    Dann wird die Aktion mit WH.RESERVE.NOT_IN_RESERVE nach Klausel WH-VER-1 abgelehnt

  @klausel:WH-VER-1
  Szenario: Alle Modelle einer Einheit treffen zusammen ein
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20)
    Dann wird die Aktion mit WH.TRANSPORT.ALL_MODELS nach Klausel WH-VER-1 abgelehnt

  @klausel:WH-VER-1 @klausel:WH-RND-1
  Szenario: Verstärkungen kommen nur im Schritt Verstärkungen
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20); "Reserve-2" bei (5|22)
    Dann wird die Aktion mit WH.PHASE.WRONG nach Klausel WH-RND-1 abgelehnt

  @klausel:WH-VER-1
  Szenario: Auch aus der Reserve steht kein Modell auf einem anderen
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (5|20)
    Wenn der imperiale Spieler "Reserve" aus der Reserve aufstellt: "Reserve-1" bei (5|20,5); "Reserve-2" bei (5|23)
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-VER-1 abgelehnt
