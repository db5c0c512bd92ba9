# language: de
Funktionalität: Sieg, Ende der Partie und Aussetzen
  Eine Partie gewinnt, wer alle Einheiten des Gegners gefangen hat oder dessen Stützpunkt
  besiegt. Einheiten in der Reserve sind nicht gefangen. Fallen die letzten Einheiten beider
  Seiten mit derselben Aktion, entscheidet PT-A-GLEICHZEITIGER-SIEG. Nach dem Ende der Partie
  wird jede Aktion abgelehnt, Fragen werden weiter beantwortet. Wer keine Aktion ausführen kann,
  setzt aus (PT-A-KEIN-ZUG); solange eine Aktion möglich ist, ist Aussetzen verboten.

  Alle Kämpfe liegen so, dass keine Seite Wiederholungswürfe erhält: kein Kämpfer steht auf
  einem Gelände, das ihm Vorteil gibt, und keine weitere Einheit und kein Stützpunkt grenzt an
  Angreifer oder Ziel. Auf dem Übungsfeld ist (0,0) Feld, (1,-1) Hügel und (0,-1) Wasser; der
  Stützpunkt der Stämme auf (0,-3) grenzt an (0,-2), (1,-3) und (-1,-2), der der Legion auf
  (0,3) an (0,2), (1,2) und (-1,3).

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  # -- Sieg durch Gefangennahme der ganzen Armee (PT-SIEG-1) ---------------------------------

  @klausel:PT-SIEG-1 @klausel:PT-WUE-4
  Szenario: Die Legion gewinnt, wenn ihr Angriff die letzte Einheit der Stämme gefangen nimmt
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) ist im Gefangenenlager der Legion
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "K1" auf (1,-1)
    Und gewinnt die Legion die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und ist niemand mehr am Zug
    Und ist die Partie in der Phase "Ende"
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-ZUG-1
  Szenario: Eine weitere Einheit der Stämme auf dem Spielfeld hält die Partie am Laufen
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und geht die Partie weiter
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Zugwechsel

  @klausel:PT-SIEG-1 @klausel:PT-ZUG-1 @auslegung:PT-A-SIEG-RESERVE=reserve-gehoert-dazu
  Szenario: Eine Einheit der Stämme in der Reserve hält die Partie am Laufen
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "S2" in der Reserve der Stämme
    Und geht die Partie weiter
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Zugwechsel

  @klausel:PT-SIEG-1 @auslegung:PT-A-SIEG-RESERVE=nur-eingesetzte
  Szenario: Zählt die Reserve nicht zur Armee, gewinnt die Legion mit der letzten Einheit der Stämme auf dem Spielfeld
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "S2" in der Reserve der Stämme
    Und gewinnt die Legion die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Spielende

  @klausel:PT-SIEG-1 @auslegung:PT-A-NAEHE-DES-ZIELS=neben-dem-ziel
  Szenario: Die Stämme gewinnen, wenn ihr Angriff die letzte Einheit der Legion gefangen nimmt
    Angenommen die Stämme sind am Zug
    Und "M1" (Moloch der Stämme) steht auf (1,-1)
    Und "M1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (-2,2)
    Wenn die Stämme mit "M1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 1 zeigen
    Und die blauen Würfel des Angreifers 4, 4 zeigen
    Und die roten Würfel des Verteidigers 3 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann ist "R1" im Gefangenenlager der Stämme
    Und steht "M1" auf (0,0)
    Und gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist

  @klausel:PT-SIEG-1 @klausel:PT-GEF-2
  Szenario: Ertrinkt die letzte Einheit der Legion im Wasser, gewinnen die Stämme
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und ist niemand mehr am Zug
    Und lautet die Ereignisfolge: Schritt, Gefahrenprüfung, Gefangennahme, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-GEF-2 @auslegung:PT-A-SIEG-RESERVE=reserve-gehoert-dazu
  Szenario: Ertrinkt die letzte Einheit der Legion auf dem Spielfeld, rettet die Reserve die Partie
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist "R2" in der Reserve der Legion
    Und geht die Partie weiter
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Schritt, Gefahrenprüfung, Gefangennahme, Zugwechsel

  @klausel:PT-SIEG-1 @klausel:PT-GEF-1 @auslegung:PT-A-NAHKAMPF-GEFAHR=vor-dem-kampf
  Szenario: Ertrinkt der letzte Angreifer vor dem Kampf, gewinnt der Verteidiger
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "S1" (Späher der Stämme) steht auf (0,-1)
    Wenn die Legion mit "R1" die Kachel (0,-1) im Nahkampf angreift
    Und der Gefahrenwürfel 3 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)
    Und gewinnen die Stämme die Partie
    Und lautet die Ereignisfolge: Angriff, Gefahrenprüfung, Gefangennahme, Spielende

  # -- Beide letzten Einheiten fallen zugleich (PT-A-GLEICHZEITIGER-SIEG) ----------------------

  @klausel:PT-SIEG-1 @klausel:PT-WUE-3 @auslegung:PT-A-GLEICHZEITIGER-SIEG=unentschieden
  Szenario: Besiegen sich die letzten Einheiten gegenseitig, endet die Partie unentschieden
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) ist im Gefangenenlager der Legion
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 6 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "K1" im Gefangenenlager der Stämme
    Und endet die Partie unentschieden
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und ist niemand mehr am Zug
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Gefangennahme, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-WUE-3 @auslegung:PT-A-GLEICHZEITIGER-SIEG=angreifer
  Szenario: Besiegen sich die letzten Einheiten gegenseitig, gewinnt in der anderen Lesart die angreifende Legion
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S2" (Späher der Stämme) ist im Gefangenenlager der Legion
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 6 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "K1" im Gefangenenlager der Stämme
    Und gewinnt die Legion die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist

  @klausel:PT-SIEG-1 @klausel:PT-WUE-3 @auslegung:PT-A-GLEICHZEITIGER-SIEG=angreifer
  Szenario: Besiegen sich die letzten Einheiten gegenseitig, gewinnen in der anderen Lesart die angreifenden Stämme
    Angenommen die Stämme sind am Zug
    Und "M1" (Moloch der Stämme) steht auf (1,-1)
    Und "M1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Stämme mit "M1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 1 zeigen
    Und die blauen Würfel des Angreifers 4, 4 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist "M1" im Gefangenenlager der Legion
    Und gewinnen die Stämme die Partie

  @klausel:PT-SIEG-1 @klausel:PT-WUE-3 @auslegung:PT-A-SIEG-RESERVE=reserve-gehoert-dazu
  Szenario: Fallen beide Kämpfer, gewinnt die Seite, der eine Einheit in der Reserve bleibt
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 6 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "K1" im Gefangenenlager der Stämme
    Und ist "R2" in der Reserve der Legion
    Und gewinnt die Legion die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist

  # -- Sieg durch Besiegen des Stützpunkts (PT-SIEG-2) -------------------------------------

  @klausel:PT-SIEG-2 @klausel:PT-STP-1
  Szenario: Die Legion gewinnt mit dem Stützpunkt der Stämme, auch wenn deren Einheiten noch stehen
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,-2)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Legion mit "K1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 4, 2 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Dann ist der Stützpunkt der Stämme besiegt
    Und steht "K1" auf (0,-2)
    Und steht "S1" auf (2,0)
    Und gewinnt die Legion die Partie
    Und endet die Partie, weil ein Stützpunkt besiegt ist
    Und ist niemand mehr am Zug
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Stützpunkt besiegt, Spielende

  @klausel:PT-SIEG-2
  Szenario: Die Stämme gewinnen mit dem Stützpunkt der Legion
    Angenommen die Stämme sind am Zug
    Und "M1" (Moloch der Stämme) steht auf (0,2)
    Und "M1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und der Stützpunkt der Legion hat 2 Abwehrwürfel
    Und "R1" (Rekrut der Legion) steht auf (-2,0)
    Wenn die Stämme mit "M1" den Stützpunkt der Legion im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 6 zeigen
    Und die blauen Würfel des Verteidigers 6, 5 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 6 gegen 5
    Und ist der Stützpunkt der Legion besiegt
    Und gewinnen die Stämme die Partie
    Und endet die Partie, weil ein Stützpunkt besiegt ist

  @klausel:PT-SIEG-2 @klausel:PT-WUE-3
  Szenario: Hält der Stützpunkt stand, geht die Partie weiter
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,-2)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Wenn die Legion mit "K1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3, 1 zeigen
    Und die blauen Würfel des Verteidigers 5, 3 zeigen
    Dann ist der Stützpunkt der Stämme nicht besiegt
    Und steht "K1" auf (0,-2)
    Und geht die Partie weiter
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  # -- Nach dem Ende der Partie (PT-SIEG-3) ------------------------------------------------

  @klausel:PT-SIEG-3
  Szenariogrundriss: Nach dem Sieg der Legion wird jede Aktion abgelehnt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und die Partie ist mit Legion als Sieger beendet
    Wenn <aktion>
    Dann wird die Aktion mit PT.GAME.OVER nach Klausel PT-SIEG-3 abgelehnt

    Beispiele:
      | Fall                   | aktion                                                             |
      | Bewegen                | die Legion "R1" nach (1,-2) bewegt                                 |
      | Aufstellen             | die Legion "R2" aus der Reserve auf (0,2) aufstellt                |
      | Angriff auf Stützpunkt | die Legion mit "R1" den Stützpunkt der Stämme im Nahkampf angreift |
      | Aussetzen der Legion   | die Legion aussetzt                                                |
      | Aussetzen der Stämme   | die Stämme aussetzen                                               |
      | Startwurf              | die Spieler um den ersten Zug würfeln                              |

  @klausel:PT-SIEG-3
  Szenario: Nach einem Unentschieden wird jede Aktion abgelehnt
    Angenommen "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S2" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und die Partie ist unentschieden beendet
    Wenn die Stämme aussetzen
    Dann wird die Aktion mit PT.GAME.OVER nach Klausel PT-SIEG-3 abgelehnt

  @klausel:PT-SIEG-3 @klausel:PT-KOS-1
  Szenario: Nach dem Ende der Partie werden die Kosten der Armeen noch genannt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R1" kostet 5 Punkte
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "R2" kostet 5 Punkte
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S1" kostet 6 Punkte
    Und die Partie ist mit Legion als Sieger beendet
    Wenn nach den Kosten der Armeen gefragt wird
    Dann kostet die Armee der Legion 10 Punkte
    Und kostet die Armee der Stämme 6 Punkte

  @klausel:PT-SIEG-3 @klausel:PT-ZEIT-1
  Szenario: Nach dem Ende der Partie wird die Frage nach dem Spielen auf Zeit noch beantwortet
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (1,-2)
    Und "R3" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und die Partie ist mit Legion als Sieger beendet
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "nein"

  @klausel:PT-SIEG-3
  Szenario: Eine beendete Partie ohne Sieger ist unmöglich
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und die Partie ist in der Phase "Ende"
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_WINNER abgewiesen

  @klausel:PT-SIEG-3
  Szenario: Ein Sieger in einer laufenden Partie ist unmöglich
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und im Zustand wird $.winner auf "legion" gesetzt
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_WINNER abgewiesen

  @klausel:PT-SIEG-3
  Szenario: Wer nach dem Ende der Partie noch am Zug wäre, ist eine unmögliche Stellung
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und die Partie ist mit Legion als Sieger beendet
    Und im Zustand wird $.active auf "tribes" gesetzt
    Wenn die Stämme aussetzen
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  # -- Aussetzen, wenn keine Aktion möglich ist (PT-A-KEIN-ZUG) ------------------------------

  @klausel:PT-ZUG-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Wer eine Einheit bewegen kann, darf nicht aussetzen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-RES-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Wer eine Einheit aus der Reserve aufstellen kann, darf nicht aussetzen
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Und "S2" (Späher der Stämme) steht auf (1,2)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-ANG-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Wer eingekeilt ist, aber angreifen kann, darf nicht aussetzen
    Angenommen "R1" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Späher der Stämme) steht auf (1,-2)
    Und "S2" (Späher der Stämme) steht auf (2,-1)
    Und "S3" (Späher der Stämme) steht auf (1,-1)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1
  Szenario: Wer nicht am Zug ist, setzt auch nicht aus
    Angenommen die Stämme sind am Zug
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Und "S2" (Späher der Stämme) steht auf (1,2)
    Und "S3" (Späher der Stämme) steht auf (-1,3)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Ohne mögliche Aktion setzt die Legion aus und die Stämme sind am Zug
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Und "S2" (Späher der Stämme) steht auf (1,2)
    Und "S3" (Späher der Stämme) steht auf (-1,3)
    Wenn die Legion aussetzt
    Dann ist "R1" in der Reserve der Legion
    Und geht die Partie weiter
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @klausel:PT-SIEG-3 @auslegung:PT-A-KEIN-ZUG=verliert
  Szenario: Ohne mögliche Aktion verliert die Legion in der strengen Lesart
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Und "S2" (Späher der Stämme) steht auf (1,2)
    Und "S3" (Späher der Stämme) steht auf (-1,3)
    Wenn die Legion aussetzt
    Dann gewinnen die Stämme die Partie
    Und endet die Partie, weil ein Spieler keine Aktion hat
    Und ist niemand mehr am Zug
    Und lautet die Ereignisfolge: Aussetzen, Spielende

  @klausel:PT-ZUG-1 @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Ohne mögliche Aktion setzen die Stämme aus und die Legion ist am Zug
    Angenommen die Stämme sind am Zug
    Und "S1" (Druide der Stämme) ist in der Reserve
    Und "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (1,-3)
    Und "R3" (Rekrut der Legion) steht auf (-1,-2)
    Wenn die Stämme aussetzen
    Dann ist "S1" in der Reserve der Stämme
    Und ist die Legion am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @klausel:PT-SIEG-3 @auslegung:PT-A-KEIN-ZUG=verliert
  Szenario: Ohne mögliche Aktion verlieren die Stämme in der strengen Lesart
    Angenommen die Stämme sind am Zug
    Und "S1" (Druide der Stämme) ist in der Reserve
    Und "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (1,-3)
    Und "R3" (Rekrut der Legion) steht auf (-1,-2)
    Wenn die Stämme aussetzen
    Dann gewinnt die Legion die Partie
    Und endet die Partie, weil ein Spieler keine Aktion hat
    Und lautet die Ereignisfolge: Aussetzen, Spielende

  @klausel:PT-ZUG-1 @klausel:PT-SIEG-3 @auslegung:PT-A-KEIN-ZUG=unentschieden
  Szenario: Ohne mögliche Aktion endet die Partie unentschieden, wenn das die Lesart ist
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Und "S2" (Späher der Stämme) steht auf (1,2)
    Und "S3" (Späher der Stämme) steht auf (-1,3)
    Wenn die Legion aussetzt
    Dann endet die Partie unentschieden
    Und endet die Partie, weil ein Spieler keine Aktion hat
    Und ist niemand mehr am Zug
    Und lautet die Ereignisfolge: Aussetzen, Spielende

  @klausel:PT-ZUG-1 @klausel:PT-SIEG-1 @auslegung-ebenso:PT-A-KEIN-ZUG=verliert @auslegung:PT-A-SIEG-RESERVE=nur-eingesetzte
  Szenario: Hat die Legion schon verloren, bleibt es beim Sieg durch Gefangennahme, auch wenn Aussetzen verliert
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Und "S2" (Späher der Stämme) steht auf (1,2)
    Und "S3" (Späher der Stämme) steht auf (-1,3)
    Wenn die Legion aussetzt
    Dann gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und lautet die Ereignisfolge: Aussetzen, Spielende

  # -- Sieg während der Aufstellung (PT-A-SIEG-AUFSTELLUNG) ------------------------------------
  # Nur wenn beim Einsetzen auf Wasser gewürfelt wird (PT-A-AUFSTELLUNG-GEFAHR=pruefung), kann
  # eine Armee vor dem ersten Zug ganz gefangen sein. Der Stützpunkt der Legion (0,3) grenzt an
  # das Wasser auf (1,2), der der Stämme (0,-3) an (0,-2), (1,-3) und (-1,-2).

  @klausel:PT-SIEG-1 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-AUFSTELLUNG=sofort
  Szenario: Ertrinkt beim Einsetzen die letzte Einheit einer Armee, endet die Partie schon dort
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Wenn die Legion "R1" auf (1,2) einsetzt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und gewinnen die Stämme die Partie
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme, Phasenwechsel, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-SIEG-3 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-AUFSTELLUNG=erst-im-spiel
  Szenario: Wird der Sieg erst im Spiel geprüft, beginnt das Spiel auch nach dem Verlust der ganzen Armee
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Wenn die Legion "R1" auf (1,2) einsetzt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist die Partie in der Phase "Spiel"
    Und geht die Partie weiter
    Und ist die Legion am Zug
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme, Phasenwechsel

  @klausel:PT-SIEG-1 @klausel:PT-ZUG-1
  Szenario: Beginnt das Spiel mit einer ganz gefangenen Armee, endet es mit der ersten Aktion
    Angenommen "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Wenn die Legion aussetzt
    Dann gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und lautet die Ereignisfolge: Aussetzen, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-SIEG-3 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-AUFSTELLUNG=sofort
  Szenario: Verliert die Legion ihre Armee, während die Stämme noch einsetzen, endet die Partie sofort
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Legion "R1" auf (1,2) einsetzt
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist "S2" in der Reserve der Stämme
    Und gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-SIEG-3 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-AUFSTELLUNG=ende-der-aufstellung
  Szenario: Wird der Sieg mit dem letzten Einsetzen geprüft, setzen die Stämme nach dem Verlust der Legion weiter ein
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Legion "R1" auf (1,2) einsetzt
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist die Partie in der Phase "Aufstellung"
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme

  @klausel:PT-SIEG-1 @klausel:PT-SIEG-3 @klausel:PT-VOR-8 @auslegung:PT-A-SIEG-AUFSTELLUNG=ende-der-aufstellung
  Szenario: Wird der Sieg mit dem letzten Einsetzen geprüft, gewinnen die Stämme mit ihrer letzten Einheit
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Stämme sind am Zug
    Und "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Stämme "S2" auf (1,-3) einsetzen
    Dann steht "S2" auf (1,-3)
    Und gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und lautet die Ereignisfolge: Einsetzen, Phasenwechsel, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-AUFSTELLUNG=ende-der-aufstellung @auslegung:PT-A-GLEICHZEITIGER-SIEG=unentschieden
  Szenario: Ertrinkt mit dem letzten Einsetzen auch die letzte Einheit der Stämme, endet die Partie unentschieden
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Stämme sind am Zug
    Und auf (1,-3) liegt Wasser
    Und "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Stämme "S2" auf (1,-3) einsetzen
    Und der Gefahrenwürfel 3 zeigt
    Dann ist "S2" im Gefangenenlager der Legion
    Und endet die Partie unentschieden
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme, Phasenwechsel, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-AUFSTELLUNG=ende-der-aufstellung @auslegung:PT-A-GLEICHZEITIGER-SIEG=angreifer
  Szenario: Ertrinkt mit dem letzten Einsetzen auch die letzte Einheit der Stämme, gewinnen in der anderen Lesart die Stämme
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und die Stämme sind am Zug
    Und auf (1,-3) liegt Wasser
    Und "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S2" (Späher der Stämme) ist in der Reserve
    Wenn die Stämme "S2" auf (1,-3) einsetzen
    Und der Gefahrenwürfel 3 zeigt
    Dann ist "S2" im Gefangenenlager der Legion
    Und gewinnen die Stämme die Partie

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-RESERVE=reserve-gehoert-dazu
  Szenario: Ertrinkt beim Einsetzen eine Einheit, bleibt aber eine in der Reserve, geht das Einsetzen weiter
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Wenn die Legion "R1" auf (1,2) einsetzt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist die Partie in der Phase "Aufstellung"
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme

  @klausel:PT-SIEG-1 @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung @auslegung:PT-A-SIEG-RESERVE=nur-eingesetzte @auslegung:PT-A-SIEG-AUFSTELLUNG=sofort
  Szenario: Zählt die Reserve nicht zur Armee, verliert die Legion schon mit der ersten ertrunkenen Einheit
    Angenommen die Partie ist in der Phase "Aufstellung"
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Wenn die Legion "R1" auf (1,2) einsetzt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist "R2" in der Reserve der Legion
    Und gewinnen die Stämme die Partie
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme, Spielende

  # -- Was zur ganzen Armee gehört (PT-A-SIEG-RESERVE) --------------------------------------------

  @klausel:PT-SIEG-1 @klausel:PT-RES-3 @auslegung:PT-A-SIEG-RESERVE=reserve-gehoert-dazu
  Szenario: Zieht die Legion ihre letzte Einheit in die Reserve zurück, geht die Partie weiter
    Angenommen "R1" (Rekrut der Legion) steht auf (0,2)
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (-2,0)
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann ist "R1" in der Reserve der Legion
    Und geht die Partie weiter
    Und lautet die Ereignisfolge: Rückkehr in die Reserve, Zugwechsel

  @klausel:PT-SIEG-1 @klausel:PT-RES-3 @auslegung:PT-A-SIEG-RESERVE=nur-eingesetzte
  Szenario: Zählt die Reserve nicht zur Armee, verliert die Legion, wenn sie ihre letzte Einheit zurückzieht
    Angenommen "R1" (Rekrut der Legion) steht auf (0,2)
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Späher der Stämme) steht auf (-2,0)
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann ist "R1" in der Reserve der Legion
    Und gewinnen die Stämme die Partie
    Und endet die Partie, weil die ganze Armee gefangen ist
    Und lautet die Ereignisfolge: Rückkehr in die Reserve, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-GEF-2 @auslegung:PT-A-SIEG-RESERVE=nur-eingesetzte
  Szenario: Zählt die Reserve nicht zur Armee, rettet sie die Legion nicht, wenn ihre letzte Einheit auf dem Spielfeld ertrinkt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (-2,2)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist "R2" in der Reserve der Legion
    Und gewinnen die Stämme die Partie
    Und lautet die Ereignisfolge: Schritt, Gefahrenprüfung, Gefangennahme, Spielende

  @klausel:PT-SIEG-1 @klausel:PT-WUE-3 @auslegung:PT-A-SIEG-RESERVE=nur-eingesetzte @auslegung:PT-A-GLEICHZEITIGER-SIEG=unentschieden
  Szenario: Zählt die Reserve nicht zur Armee, endet der Fall beider Kämpfer unentschieden, obwohl die Legion eine Reserve hat
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (1,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "K1" die Kachel (1,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Angreifers 3, 1 zeigen
    Und die roten Würfel des Verteidigers 6 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "K1" im Gefangenenlager der Stämme
    Und ist "R2" in der Reserve der Legion
    Und endet die Partie unentschieden
