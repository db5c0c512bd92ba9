# language: de
Funktionalität: Angriffe auf einen Stützpunkt
  Ein Stützpunkt ist ein Ziel wie eine gegnerische Einheit, aber er besiegt niemanden: er schlägt
  nicht zurück und wehrt jeden Angriff, gleich welcher Art, mit seinen eigenen blauen
  Abwehrwürfeln ab. Niemand besetzt ihn, auch nicht nach einem Sieg; wer ihn besiegt, gewinnt die
  Partie. Den eigenen Stützpunkt greift niemand an.

  Karte "Kampfplatz": der Stützpunkt der Stämme liegt auf (0,-3) und grenzt nur an die Kachel
  (0,-2), der der Legion liegt auf (0,3) und grenzt nur an (0,2). Keine verbündete Einheit steht
  neben einem angegriffenen Stützpunkt, es gibt also keine Wiederholungswürfe. Die Abwehrwürfel
  des Stützpunkts setzt jedes Szenario selbst.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)

  @klausel:PT-STP-1 @klausel:PT-STP-2 @klausel:PT-ANG-1 @klausel:PT-WUE-3
  Szenario: Ein Stützpunkt übersteht einen Nahkampf und schlägt nicht zurück
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 4, 3 zeigen
    Und die blauen Würfel des Verteidigers 5, 3 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 4 gegen 5, 3 gegen 3
    Und ist der Stützpunkt der Stämme nicht besiegt
    Und würfelt der Verteidiger 2 blaue Würfel
    Und schlägt der Verteidiger nicht zurück
    Und würfelt der Angreifer 0 blaue Würfel
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,-2)
    Und geht die Partie weiter
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  @klausel:PT-STP-2 @klausel:PT-STP-4 @klausel:PT-SIEG-2 @klausel:PT-WUE-2
  Szenario: Ein besiegter Stützpunkt beendet die Partie, und der Angreifer bleibt auf seiner Kachel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 2 zeigen
    Und die blauen Würfel des Verteidigers 5, 4 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und ist der Stützpunkt der Stämme besiegt
    Und steht "L1" auf (0,-2)
    Und liegt der Stützpunkt der Stämme auf (0,-3)
    Und gewinnt die Legion die Partie
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Stützpunkt besiegt, Spielende

  @klausel:PT-STP-2 @klausel:PT-STP-1
  Szenariogrundriss: Ein Stützpunkt wehrt jede Angriffsart mit seinen Abwehrwürfeln ab
    Angenommen "L1" (<typ> der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für <art>
    Und der Stützpunkt der Stämme hat 3 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme <angriff> angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Verteidigers 4, 2, 1 zeigen
    Dann würfelt der Verteidiger 3 blaue Würfel
    Und schlägt der Verteidiger nicht zurück
    Und ist der Stützpunkt der Stämme nicht besiegt
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,-2)

    Beispiele:
      | Fall              | typ            | art      | angriff               |
      | Nahkampf          | Schwertkämpfer | Nahkampf | im Nahkampf           |
      | Magie im Nahkampf | Magier         | Magie    | im Nahkampf mit Magie |

  @klausel:PT-STP-2 @klausel:PT-STP-1 @klausel:PT-FERN-1 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenariogrundriss: Auch aus der Ferne wehrt ein Stützpunkt jede Angriffsart mit seinen Abwehrwürfeln ab
    Angenommen "L1" (<typ> der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für <art>
    Und der Stützpunkt der Stämme hat 3 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme <angriff> angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Verteidigers 4, 2, 1 zeigen
    Dann würfelt der Verteidiger 3 blaue Würfel
    Und schlägt der Verteidiger nicht zurück
    Und ist der Stützpunkt der Stämme nicht besiegt
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,-2)

    Beispiele:
      | Fall                | typ          | art       | angriff                 |
      | Fernkampf           | Bogenschütze | Fernkampf | aus der Ferne           |
      | Magie aus der Ferne | Magier       | Magie     | aus der Ferne mit Magie |

  @klausel:PT-FERN-1 @klausel:PT-STP-2 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf
  Szenariogrundriss: Wird ein Stützpunkt nur im Nahkampf angegriffen, ist ein Angriff aus der Ferne auf ihn verboten
    Angenommen "L1" (<typ> der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für <art>
    Wenn die Legion mit "L1" den Stützpunkt der Stämme <angriff> angreift
    Dann wird die Aktion mit PT.ATTACK.RANGED_ON_BASE nach Klausel PT-FERN-1 abgelehnt

    Beispiele:
      | Fall                | typ          | art       | angriff                 |
      | Fernkampf           | Bogenschütze | Fernkampf | aus der Ferne           |
      | Magie aus der Ferne | Magier       | Magie     | aus der Ferne mit Magie |

  @klausel:PT-STP-2 @klausel:PT-FERN-3 @klausel:PT-WUE-2 @klausel:PT-SIEG-2 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel
  Szenario: Ein Schütze mit Reichweite 2 besiegt den Stützpunkt über eine Kachel hinweg
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Und die roten Würfel des Angreifers 3, 2 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 3 gegen 5
    Und bleibt beim Angreifer 2 ohne Abwehrwürfel
    Und ist der Stützpunkt der Stämme besiegt
    Und steht "L1" auf (0,-1)
    Und gewinnt die Legion die Partie

  @klausel:PT-STP-2 @klausel:PT-SIEG-2
  Szenario: Ein Moloch der Stämme besiegt den Stützpunkt der Legion
    Angenommen die Stämme sind am Zug
    Und "S1" (Moloch der Stämme) steht auf (0,2)
    Und "S1" würfelt 3 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Legion hat 2 Abwehrwürfel
    Wenn die Stämme mit "S1" den Stützpunkt der Legion im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 1, 5 zeigen
    Und die blauen Würfel des Verteidigers 4, 6 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 5 gegen 4
    Und ist der Stützpunkt der Legion besiegt
    Und steht "S1" auf (0,2)
    Und gewinnen die Stämme die Partie

  # -- Ablehnungen ---------------------------------------------------------------------------------

  @klausel:PT-ANG-1
  Szenariogrundriss: Niemand greift den eigenen Stützpunkt an
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,2)
    Wenn die Legion mit "L1" den Stützpunkt der Legion <angriff> angreift
    Dann wird die Aktion mit PT.ATTACK.OWN_BASE nach Klausel PT-ANG-1 abgelehnt

    Beispiele:
      | Fall          | angriff       |
      | im Nahkampf   | im Nahkampf   |
      | aus der Ferne | aus der Ferne |

  @klausel:PT-NAH-1 @klausel:PT-STP-4
  Szenario: Ein Stützpunkt zwei Kacheln weiter ist für einen Nahkampf zu weit
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-1)
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-NAH-1 abgelehnt

  @klausel:PT-FERN-3 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenario: Ohne Reichweitenfähigkeit erreicht kein Schuss den Stützpunkt zwei Kacheln weiter
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenario: Leerer Raum vor dem Stützpunkt sperrt den weiten Schuss
    Angenommen auf (0,-2) liegt keine Kachel
    Und "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.EMPTY_SPACE nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=gerade-linie @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenario: Abseits der sechs Linien ist ein Stützpunkt in der Standardlesart außer Reichweite
    Angenommen "L1" (Bogenschütze der Legion) steht auf (1,-2)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @klausel:PT-STP-2 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenario: In der weiten Lesart erreicht ein Schütze den Stützpunkt auch abseits der Linien
    Angenommen "L1" (Bogenschütze der Legion) steht auf (1,-2)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann ist der Stützpunkt der Stämme nicht besiegt
    Und endet der Kampf im Patt
    Und steht "L1" auf (1,-2)

  @klausel:PT-NAH-2 @klausel:PT-STP-2 @auslegung:PT-A-NULLWUERFEL=kein-angriff
  Szenario: Ohne rote Würfel greift niemand einen Stützpunkt an
    Angenommen die Stämme sind am Zug
    Und "S1" (Waldhexe der Stämme) steht auf (0,2)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Legion hat 2 Abwehrwürfel
    Wenn die Stämme mit "S1" den Stützpunkt der Legion im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.NO_DICE nach Klausel PT-NAH-2 abgelehnt

  @klausel:PT-NAH-2 @klausel:PT-STP-1 @auslegung:PT-A-NULLWUERFEL=erlaubt
  Szenario: In der anderen Lesart bleibt ein Stützpunkt gegen einen Angriff ohne rote Würfel unbesiegt
    Angenommen die Stämme sind am Zug
    Und "S1" (Waldhexe der Stämme) steht auf (0,2)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Legion hat 2 Abwehrwürfel
    Wenn die Stämme mit "S1" den Stützpunkt der Legion im Nahkampf angreift
    Und die blauen Würfel des Verteidigers 1, 1 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: keine
    Und ist der Stützpunkt der Legion nicht besiegt
    Und endet der Kampf im Patt
    Und steht "S1" auf (0,2)
    Und geht die Partie weiter
    Und lautet die Ereignisfolge: Angriff, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  # -- Würfel -----------------------------------------------------------------------------------

  @klausel:PT-STP-1 @klausel:PT-STP-2
  Szenariogrundriss: Gegen einen Stützpunkt bleiben Würfel für einen Gegenangriff übrig
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und für <schlange> wird 2 gewürfelt
    Dann bleiben Würfel für <schlange> übrig

    Beispiele:
      | Fall                 | schlange          |
      | rote des Stützpunkts | "verteidiger-rot" |
      | blaue des Angreifers | "angreifer-blau"  |

  @klausel:PT-STP-2
  Szenario: Fehlt ein Abwehrwürfel des Stützpunkts, lässt sich der Angriff nicht auswerten
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann fehlt ein Würfel für "verteidiger-blau"

  @klausel:PT-STP-2 @auslegung:PT-A-WUERFELVORRAT=unbegrenzt
  Szenario: Ohne Würfelvorrat wirft ein Stützpunkt alle seine Abwehrwürfel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 5 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1, 2, 3, 4, 5 zeigen
    Dann würfelt der Verteidiger 5 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und ist der Stützpunkt der Stämme besiegt

  @klausel:PT-STP-2 @auslegung:PT-A-WUERFELVORRAT=drei-je-farbe
  Szenario: Mit drei Würfeln je Farbe wirft ein Stützpunkt höchstens drei Abwehrwürfel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und der Stützpunkt der Stämme hat 5 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1, 2, 3 zeigen
    Dann würfelt der Verteidiger 3 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 3
    Und ist der Stützpunkt der Stämme besiegt
