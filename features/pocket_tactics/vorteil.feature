# language: de
Funktionalität: Wiederholungswürfe vor der Auswertung eines Angriffs
  Fähigkeiten, Geländevorteil und Unterstützung erlauben, eigene Würfel neu zu werfen, bevor die
  Paare verglichen werden; der neue Wert ersetzt den alten. Die Seiten wechseln sich ab, der
  Angreifer beginnt, und wer keine Wiederholung mehr nimmt, lässt den anderen allein
  weiterwürfeln. Wiederholungen aus Fähigkeiten kommen zuerst und sind keine
  Vorteilswiederholungen. Geworfen wird nur, was die eigene Seite gewürfelt hat.

  Die Aktion nennt jede Wiederholung (Seite, Farbe, Nummer des Würfels in der Reihenfolge des
  Wurfs); der neue Wert kommt aus der Würfelschlange "wiederholung". Ob alle Wiederholungen
  genutzt werden müssen, ob ein Würfel zweimal neu geworfen werden darf und wie Fähigkeiten und
  Vorteil beider Seiten ineinandergreifen, regeln die Register-Einträge
  PT-A-WIEDERHOLUNG-PFLICHT, PT-A-WIEDERHOLUNG-MEHRFACH und PT-A-WIEDERHOLUNG-REIHENFOLGE.

  Auf dem Vorteilsfeld (karten.yaml) greift "L1" der Legion von (0,0) aus "S1" der Stämme auf
  (0,-1) im Wald an; keiner der beiden hat Geländevorteil, wo das Szenario nichts anderes sagt,
  und kein Stützpunkt grenzt an den Kampf.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Vorteilsfeld"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "R9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" hat keinen Geländevorteil

  # -- Die Wiederholung und der Ausgang des Kampfes -------------------------------------------

  @klausel:PT-VTL-1 @klausel:PT-VTL-2
  Szenario: Die Wiederholung geschieht vor dem Vergleich der Würfel
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 6
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und ist der Verteidiger besiegt
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Wiederholung, Vergleich, Vergleich, Gefangennahme, Besetzen, Zugwechsel

  @klausel:PT-VTL-1 @klausel:PT-VTL-3
  Szenario: Die Wiederholung eines blauen Würfels bewahrt den Verteidiger vor der Niederlage
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 4 gegen 6
    Und ist der Verteidiger nicht besiegt
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)
    Und steht "S1" auf (0,-1)

  @klausel:PT-VTL-1 @klausel:PT-VTL-3 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen
  Szenario: Die Wiederholung eines blauen Würfels bewahrt den Angreifer vor dem Gegenangriff
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Verteidigers so verglichen: 4 gegen 5
    Und ist der Angreifer nicht besiegt
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)

  @klausel:PT-VTL-1 @klausel:PT-VTL-3 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen
  Szenario: Die Wiederholung eines roten Würfels des Verteidigers besiegt den Angreifer
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und der Verteidiger seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann werden die roten Würfel des Verteidigers so verglichen: 6 gegen 4
    Und ist der Angreifer besiegt
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)

  @klausel:PT-VTL-2
  Szenario: Eine Fähigkeit für Wiederholungswürfe ohne Anzahl gewährt einen Wiederholungswurf
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für Wiederholungswürfe ohne Anzahl
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann erhält der Angreifer einen Wiederholungswurf durch Fähigkeiten
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 3
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1
  Szenario: Der neue Wurf gilt auch, wenn er schlechter ausfällt
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 2 erhält
    Dann zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 2
    Und werden die roten Würfel des Angreifers so verglichen: 2 gegen 3
    Und endet der Kampf im Patt
    Und steht "S1" auf (0,-1)

  @klausel:PT-VTL-1 @klausel:PT-WUE-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Ein neu geworfener Würfel wird wieder der Größe nach eingereiht
    Angenommen "L1" würfelt 3 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2, 3, 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 6, 4, 2 zeigen
    Und der Angreifer seinen roten Würfel Nr. 3 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 3 gegen 4, 2 gegen 2
    Und endet der Kampf im Patt

  # -- Abwechselnd, der Angreifer zuerst -------------------------------------------------------

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Beide Seiten werfen abwechselnd neu, der Angreifer beginnt
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 3 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt und 4 erhält
    Und der Verteidiger seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 5
    Und zeigt der blaue Würfel Nr. 1 des Verteidigers nach der Wiederholung 6
    Und zeigt der blaue Würfel Nr. 1 des Angreifers nach der Wiederholung 4
    Und zeigt der rote Würfel Nr. 1 des Verteidigers nach der Wiederholung 4
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 1 gegen 4
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 4
    Und endet der Kampf im Patt
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Wiederholung, Wiederholung, Wiederholung, Wiederholung, Vergleich, Vergleich, Patt, Zugwechsel

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Hat der Angreifer keine Wiederholung mehr, wirft der Verteidiger allein weiter
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 3 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 1, 2 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 3 erhält
    Und der Verteidiger seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 6
    Und werden die roten Würfel des Verteidigers so verglichen: 5 gegen 3
    Und ist der Verteidiger nicht besiegt
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Hat der Verteidiger keine Wiederholung mehr, wirft der Angreifer allein weiter
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 3 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Und die roten Würfel des Verteidigers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 3 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 6 erhält
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt und 4 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und werden die roten Würfel des Verteidigers so verglichen: 3 gegen 4
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Hat nur der Verteidiger Wiederholungen, wirft er allein neu
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 4 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2, 3 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 4 gegen 5
    Und endet der Kampf im Patt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-beendet
  Szenario: Der Verteidiger wirft nicht vor dem Angreifer neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-beendet
  Szenario: Der Angreifer wirft nicht zweimal hintereinander, solange der Verteidiger noch an der Reihe ist
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=freiwillig @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Wer keine Wiederholung mehr nimmt, lässt den Gegner allein weiterwerfen
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4, 1 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 3 zeigen
    Und die blauen Würfel des Verteidigers 3, 5 zeigen
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 4 gegen 5
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 2
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)

  # -- Fähigkeiten zuerst ----------------------------------------------------------------------

  @klausel:PT-VTL-2 @klausel:PT-GEL-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Die Wiederholung aus der Fähigkeit kommt vor der aus dem Gelände und zählt nicht als Vorteil
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 3 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 1           | 1       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=freiwillig @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Nimmt eine Einheit nur eine ihrer Wiederholungen, ist es die aus der Fähigkeit
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-2 @klausel:PT-VTL-1 @klausel:PT-UNT-1 @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=je-seite @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: In der Lesart je Seite wechseln sich die Seiten auch zwischen Vorteil und Fähigkeit ab
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 2, 2 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 3 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 1             |
      | Verteidiger | 2           | 0       | 0             |
    Und zählt die Wiederholung Nr. 1 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 2 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 4 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-2 @klausel:PT-VTL-1 @klausel:PT-UNT-1 @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=faehigkeiten-zuerst @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: In der Standardlesart kommen die Fähigkeitswiederholungen beider Seiten vor jedem Vorteil
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 2, 2 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 3 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 3 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 4 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 4 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-1 @klausel:PT-UNT-1 @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=je-seite @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-beendet
  Szenario: In der Lesart je Seite darf der Verteidiger seine Fähigkeit nicht vor dem Vorteil des Angreifers nutzen
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 3 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-2 @klausel:PT-UNT-1 @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=faehigkeiten-zuerst
  Szenario: In der Standardlesart wartet der Vorteil des Angreifers auf die Fähigkeit des Verteidigers
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 3 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-2 abgelehnt

  @klausel:PT-VTL-2 @klausel:PT-VTL-1 @klausel:PT-GEL-1 @klausel:PT-GEL-3 @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=faehigkeiten-zuerst @auslegung:PT-A-WIEDERHOLUNG-NEUBEGINN=angreifer-beginnt @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: In der Standardlesart nimmt der Angreifer Fähigkeit und Vorteil hintereinander, bevor der Verteidiger seinen Vorteil nutzt
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 5 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 1           | 1       | 0             |
      | Verteidiger | 0           | 1       | 0             |
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 3 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 5 gegen 4
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-2 @klausel:PT-VTL-3 @klausel:PT-GEL-1 @klausel:PT-UNT-1 @klausel:PT-UNT-3 @auslegung:PT-A-STUETZPUNKT-UNTERSTUETZUNG=beide-seiten @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Fähigkeit, Gelände und Unterstützung zählen zusammen
    Angenommen "L3" (Schwertkämpfer der Legion) steht auf (1,1)
    Und "L3" würfelt 3 rote und 2 blaue Würfel für Nahkampf
    Und "L3" hat keinen Geländevorteil
    Und "L3" hat Geländevorteil auf Feld
    Und "L3" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L2" (Rekrut der Legion) steht auf (0,2)
    Und "S2" (Plünderer der Stämme) steht auf (1,2)
    Und "S2" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Und "S2" hat keinen Geländevorteil
    Wenn die Legion mit "L3" die Kachel (1,2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1, 1 zeigen
    Und die blauen Würfel des Angreifers 1, 1 zeigen
    Und die roten Würfel des Verteidigers 6 zeigen
    Und die blauen Würfel des Verteidigers 6, 6, 6 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 3 neu würfelt und 6 erhält
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen blauen Würfel Nr. 2 neu würfelt und 2 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 1           | 1       | 3             |
      | Verteidiger | 0           | 0       | 0             |
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 5 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 6 gegen 6, 6 gegen 6
    Und werden die roten Würfel des Verteidigers so verglichen: 6 gegen 6
    Und endet der Kampf im Patt
    Und steht "L3" auf (1,1)

  @klausel:PT-VTL-2 @klausel:PT-VTL-3 @klausel:PT-GEL-3 @klausel:PT-UNT-2 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Auch für den Verteidiger zählen Fähigkeit, Gelände und Unterstützung zusammen
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 5 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 1, 1 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 6 erhält
    Und der Verteidiger seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 1           | 1       | 1             |
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 3 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 5 gegen 6
    Und werden die roten Würfel des Verteidigers so verglichen: 5 gegen 4
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)

  # -- Unzulässige Wiederholungen --------------------------------------------------------------

  @klausel:PT-VTL-3
  Szenariogrundriss: Neu geworfen wird nur ein Würfel, den die eigene Seite geworfen hat
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der <rolle> seinen <farbe> Würfel Nr. <nummer> neu würfelt und 4 erhält
    Dann wird die Aktion mit PT.REROLL.NO_SUCH_DIE nach Klausel PT-VTL-3 abgelehnt

    Beispiele:
      | Würfel                                           | rolle       | farbe  | nummer |
      | blauer Würfel des Angreifers ohne Gegenangriff   | Angreifer   | blauen | 1      |
      | roter Würfel des Verteidigers ohne rote Würfel   | Verteidiger | roten  | 1      |
      | dritter von zwei roten Würfeln des Angreifers    | Angreifer   | roten  | 3      |
      | zweiter von einem blauen Würfel des Verteidigers | Verteidiger | blauen | 2      |

  @klausel:PT-VTL-1 @klausel:PT-VTL-2
  Szenario: Mehr Wiederholungen als gewährt nimmt der Angreifer nicht
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1
  Szenario: Ohne eigene Wiederholung wirft der Verteidiger nichts neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=erlaubt
  Szenario: In der Standardlesart darf derselbe Würfel zweimal neu geworfen werden
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 3 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 6
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=einmal-je-wuerfel
  Szenario: In der strengen Lesart wird derselbe Würfel nicht zweimal neu geworfen
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 3 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TWICE nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=pflicht
  Szenario: In der Pflicht-Lesart nutzt der Angreifer jede seiner Wiederholungen
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.NOT_ALL_USED nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=pflicht @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=erlaubt
  Szenario: In der Pflicht-Lesart wirft ein Angreifer seinen einzigen Würfel so oft neu, wie er Wiederholungen hat, auch gegen einen Verteidiger ohne Würfel
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 0 rote und 0 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.NOT_ALL_USED nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @klausel:PT-GEL-3 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=pflicht
  Szenario: In der Pflicht-Lesart nutzt auch der Verteidiger seinen Geländevorteil
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Dann wird die Aktion mit PT.REROLL.NOT_ALL_USED nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-1 @klausel:PT-GEL-3 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=freiwillig
  Szenario: In der Standardlesart verzichtet der Verteidiger auf seinen Geländevorteil
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann erhält der Verteidiger einen Wiederholungswurf durch Gelände
    Und wird kein Würfel neu geworfen
    Und endet der Kampf im Patt

  # -- Würfel für die Wiederholungen -----------------------------------------------------------

  @klausel:PT-VTL-1
  Szenario: Ohne Würfel für eine angesagte Wiederholung lässt sich der Angriff nicht abwickeln
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Aktion lautet:
      """json
      {"type": "attack", "player": "legion", "unit": "L1", "target": [0, -1], "assault": "melee", "weapon": "melee",
       "rerolls": [{"by": "attacker", "color": "red", "index": 0}]}
      """
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann fehlt ein Würfel für "wiederholung"

  @klausel:PT-VTL-1
  Szenario: Ein Würfel für eine Wiederholung, die niemand ansagt, bleibt übrig
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und für "wiederholung" wird 6 gewürfelt
    Dann bleiben Würfel für "wiederholung" übrig

  # -- Lesarten, die hier wie die Standardlesart entscheiden (@auslegung-ebenso) --------------------

  @klausel:PT-VTL-1 @auslegung-ebenso:PT-A-WIEDERHOLUNG-REIHENFOLGE=je-seite @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-beendet
  Szenario: Auch wenn jede Seite ihre Fähigkeiten zuerst nimmt, bricht ein Verteidiger, der vor dem Angreifer neu wirft, den Wechsel
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-1 abgelehnt

  # -- wer nach den Fähigkeiten beginnt (PT-A-WIEDERHOLUNG-NEUBEGINN) -----------------------------

  @klausel:PT-VTL-1 @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-NEUBEGINN=wechsel-fortsetzen @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Geht der Wechsel über die Fähigkeiten hinaus weiter, beginnt der Verteidiger den Vorteil
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 5 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 3 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 5 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-NEUBEGINN=wechsel-fortsetzen @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-beendet
  Szenario: Geht der Wechsel weiter, nimmt der Angreifer Fähigkeit und Vorteil nicht hintereinander
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 5 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-NEUBEGINN=angreifer-beginnt @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=faehigkeiten-zuerst @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-beendet
  Szenario: In der Standardlesart beginnt der Angreifer auch die Vorteilswiederholungen, nachdem er zuletzt neu geworfen hat
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 5 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-2 abgelehnt

  # -- einen Wechsel auslassen (PT-A-WIEDERHOLUNG-VERZICHT) ---------------------------------------

  @klausel:PT-VTL-1 @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-offen
  Szenario: Darf man einen Wechsel auslassen, wirft der Verteidiger auch vor dem Angreifer neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 1 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 1 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 1 gegen 1
    Und endet der Kampf im Patt

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-offen @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=je-seite @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Darf man einen Wechsel auslassen und nimmt jede Seite ihre Fähigkeit zuerst, wirft der Angreifer zweimal hintereinander
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 2 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 3 erhält
    Dann zählt die Wiederholung Nr. 1 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 3 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-2 @auslegung-ebenso:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-offen @auslegung:PT-A-WIEDERHOLUNG-REIHENFOLGE=faehigkeiten-zuerst
  Szenario: Auch wer einen Wechsel auslassen darf, nimmt keinen Vorteil vor einer Fähigkeit des Gegners
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.ORDER nach Klausel PT-VTL-2 abgelehnt

  # -- welche eigenen Würfel (PT-A-WIEDERHOLUNG-FARBE) --------------------------------------------

  @klausel:PT-VTL-3 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen
  Szenario: In der Standardlesart wirft der Angreifer auch seinen blauen Würfel gegen den Gegenangriff neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Verteidigers so verglichen: 4 gegen 5
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)

  @klausel:PT-VTL-3 @auslegung:PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle
  Szenario: Wirft jede Seite nur die Würfel ihrer Rolle neu, wirft der Angreifer seinen blauen Würfel nicht neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann wird die Aktion mit PT.REROLL.COLOR nach Klausel PT-VTL-3 abgelehnt

  @klausel:PT-VTL-3 @auslegung-ebenso:PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle
  Szenario: Auch wer nur die Würfel seiner Rolle neu wirft, wirft als Verteidiger seinen blauen Würfel neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 4 gegen 5
    Und endet der Kampf im Patt

  # -- Pflicht nur für Fähigkeitswiederholungen (PT-A-WIEDERHOLUNG-PFLICHT) -----------------------

  @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=faehigkeiten-pflicht
  Szenario: Müssen Fähigkeitswiederholungen genutzt werden, ist ein Angriff ohne sie nicht erlaubt
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Dann wird die Aktion mit PT.REROLL.NOT_ALL_USED nach Klausel PT-VTL-2 abgelehnt

  @klausel:PT-VTL-2 @klausel:PT-GEL-1 @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=faehigkeiten-pflicht
  Szenario: Müssen nur Fähigkeitswiederholungen genutzt werden, bleibt der Geländevorteil ungenutzt erlaubt
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 3
    Und ist "S1" im Gefangenenlager der Legion

  # -- ein Würfel oder die ganze Farbe (PT-A-WIEDERHOLUNG-UMFANG) ---------------------------------

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ganze-farbe
  Szenario: Wirft eine Wiederholung die ganze Farbe neu, bekommt jeder rote Würfel des Angreifers einen neuen Wert
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und für "wiederholung" werden 5, 6 gewürfelt
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt
    Dann zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 5
    Und zeigt der rote Würfel Nr. 2 des Angreifers nach der Wiederholung 6
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: In der Standardlesart wirft eine Wiederholung nur den genannten Würfel neu
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und für "wiederholung" wird 5 gewürfelt
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt
    Dann zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 5
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ganze-farbe @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=einmal-je-wuerfel
  Szenario: Wirft eine Wiederholung die ganze Farbe neu, wird dieselbe Farbe höchstens einmal neu geworfen, wenn jeder Würfel nur einmal darf
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt
    Dann wird die Aktion mit PT.REROLL.TWICE nach Klausel PT-VTL-1 abgelehnt

  # -- weitere Fälle der Lesarten der Wiederholungen ----------------------------------------------

  @klausel:PT-VTL-3 @auslegung-ebenso:PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle
  Szenario: Auch wer nur die Würfel seiner Rolle neu wirft, wirft als Angreifer seinen roten Würfel neu
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 5 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-1 @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-VERZICHT=verzicht-offen @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=erlaubt @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Darf man einen Wechsel auslassen, sind die ersten Wiederholungen jeder Seite ihre Fähigkeitswiederholungen
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 2 Wiederholungswürfe
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 2 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 2 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 3 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 3 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 4 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 2
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @klausel:PT-VTL-3 @auslegung-ebenso:PT-A-WIEDERHOLUNG-PFLICHT=pflicht @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=einmal-je-wuerfel @auslegung:PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Wirft jede Seite nur die Würfel ihrer Rolle einmal neu, muss der Angreifer nur seine roten Würfel neu werfen
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 3 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 3
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @auslegung-ebenso:PT-A-WIEDERHOLUNG-PFLICHT=pflicht @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=einmal-je-wuerfel @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ganze-farbe @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen
  Szenario: Wirft eine Wiederholung die ganze Farbe einmal neu, hat der Angreifer so viele Wiederholungen, wie er Farben hat
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für 3 Wiederholungswürfe
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und für "wiederholung" werden 6, 5, 4 gewürfelt
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt
    Und der Angreifer seinen blauen Würfel Nr. 1 neu würfelt
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 3
    Und werden die roten Würfel des Verteidigers so verglichen: 2 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-2 @auslegung-ebenso:PT-A-WIEDERHOLUNG-REIHENFOLGE=je-seite @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Auch wenn jede Seite ihre Fähigkeiten zuerst nimmt, zählt die zweite Wiederholung nach einer einzigen Fähigkeitswiederholung als Vorteil
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 5 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-VTL-1 @klausel:PT-VTL-2 @auslegung-ebenso:PT-A-WIEDERHOLUNG-NEUBEGINN=wechsel-fortsetzen @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=erlaubt
  Szenario: Auch wenn der Wechsel über die Fähigkeiten hinaus weitergeht, beginnt der Angreifer den Vorteil, wenn der Verteidiger zuletzt neu geworfen hat
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 2 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 2 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 3 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 3 erhält
    Dann zählt die Wiederholung Nr. 2 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 3 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 3 gegen 3
    Und endet der Kampf im Patt

  @klausel:PT-VTL-3 @auslegung-ebenso:PT-A-WIEDERHOLUNG-PFLICHT=pflicht @auslegung:PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle
  Szenario: Wirft jede Seite nur die Würfel ihrer Rolle neu, hat ein Verteidiger ohne blaue Würfel keine Wiederholung, die er nutzen müsste
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 0 blaue Würfel für Nahkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Dann bleibt beim Angreifer 1 ohne Abwehrwürfel
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-VTL-1 @klausel:PT-VTL-2 @auslegung:PT-A-WIEDERHOLUNG-NEUBEGINN=wechsel-fortsetzen @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=erlaubt @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Geht der Wechsel weiter, nimmt der Angreifer nach dem Vorteil des Verteidigers seine übrigen Vorteilswiederholungen hintereinander
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2, 2 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 3 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und zählt die Wiederholung Nr. 2 als Vorteilswiederholung
    Und zählt die Wiederholung Nr. 4 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und ist "S1" im Gefangenenlager der Legion
