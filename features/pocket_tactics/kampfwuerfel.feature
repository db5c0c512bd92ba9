# language: de
Funktionalität: Auswertung der Kampfwürfel
  Die roten Würfel einer Seite treffen auf die blauen Würfel der anderen: beide Reihen werden vom
  höchsten zum niedrigsten Wert geordnet und paarweise verglichen. Das erste Paar mit einem
  niedrigeren blauen Würfel besiegt die abwehrende Einheit und beendet den Vergleich; ein gleicher
  oder höherer blauer Würfel hält sein Paar. Ein roter Würfel, dem kein blauer mehr gegenübersteht,
  besiegt ebenfalls. Angriff und Gegenangriff werden getrennt ausgewertet, deshalb können beide
  Einheiten fallen oder keine.

  Alle Szenarien: der Schwertkämpfer "L1" auf (0,1) greift den Plünderer "S1" auf (0,0) im
  Nahkampf an, auf dem "Kampfplatz" (nur Feld, kein Geländevorteil, keine Unterstützung). Wo der
  Plünderer keine roten Würfel hat, schlägt er nicht zurück, und nur eine Richtung wird verglichen.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)

  # -- Paare bilden und vergleichen ----------------------------------------------------------------

  @klausel:PT-WUE-1 @klausel:PT-WUE-2 @klausel:PT-WUE-4
  Szenariogrundriss: Ein niedrigerer blauer Würfel besiegt den Verteidiger und beendet den Vergleich
    Angenommen "L1" würfelt <nr> rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 0 rote und <nb> blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers <rot> zeigen
    Und die blauen Würfel des Verteidigers <blau> zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: <paare>
    Und ist der Verteidiger besiegt
    Und bleibt beim Angreifer kein roter Würfel ohne Abwehrwürfel
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,0)

    Beispiele:
      | Fall                              | nr | nb | rot     | blau    | paare                           |
      | erstes Paar                       | 2  | 2  | 6, 3    | 5, 4    | 6 gegen 5                       |
      | zweites Paar                      | 2  | 2  | 5, 4    | 6, 3    | 5 gegen 6, 4 gegen 3            |
      | drittes Paar                      | 3  | 3  | 4, 6, 5 | 6, 1, 6 | 6 gegen 6, 5 gegen 6, 4 gegen 1 |
      | ungeordnet geworfen               | 2  | 2  | 2, 6    | 1, 5    | 6 gegen 5                       |
      | vor dem überzähligen roten Würfel | 2  | 1  | 6, 1    | 2       | 6 gegen 2                       |
      | Zwei gegen Eins                   | 1  | 1  | 2       | 1       | 2 gegen 1                       |

  @klausel:PT-WUE-1 @klausel:PT-WUE-2 @klausel:PT-WUE-3
  Szenariogrundriss: Ein gleicher oder höherer blauer Würfel hält jedes Paar
    Angenommen "L1" würfelt <nr> rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 0 rote und <nb> blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers <rot> zeigen
    Und die blauen Würfel des Verteidigers <blau> zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: <paare>
    Und ist der Verteidiger nicht besiegt
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und steht "S1" auf (0,0)

    Beispiele:
      | Fall                        | nr | nb | rot     | blau    | paare                           |
      | gleich                      | 1  | 1  | 4       | 4       | 4 gegen 4                       |
      | höher                       | 1  | 1  | 3       | 5       | 3 gegen 5                       |
      | Sechs gegen Sechs           | 1  | 1  | 6       | 6       | 6 gegen 6                       |
      | zwei gleiche Paare          | 2  | 2  | 5, 2    | 2, 5    | 5 gegen 5, 2 gegen 2            |
      | geordnet statt wie geworfen | 2  | 2  | 6, 1    | 1, 6    | 6 gegen 6, 1 gegen 1            |
      | überzählige blaue Würfel    | 1  | 3  | 5       | 1, 6, 1 | 5 gegen 6                       |
      | drei gehaltene Paare        | 3  | 3  | 3, 5, 2 | 5, 4, 3 | 5 gegen 5, 3 gegen 4, 2 gegen 3 |

  @klausel:PT-WUE-1 @klausel:PT-WUE-2 @klausel:PT-WUE-4 @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel
  Szenariogrundriss: Ein roter Würfel ohne blauen Partner besiegt den Verteidiger
    Angenommen "L1" würfelt <nr> rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 0 rote und <nb> blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers <rot> zeigen
    Und die blauen Würfel des Verteidigers <blau> zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: <paare>
    Und <verb> beim Angreifer <ohne> ohne Abwehrwürfel
    Und ist der Verteidiger besiegt
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,0)

    Beispiele:
      | Fall                        | nr | nb | rot     | blau | paare                | verb    | ohne |
      | eine Eins übrig             | 2  | 1  | 6, 1    | 6    | 6 gegen 6            | bleibt  | 1    |
      | zwei übrig                  | 3  | 1  | 2, 3, 2 | 5    | 3 gegen 5            | bleiben | 2, 2 |
      | nach zwei gehaltenen Paaren | 3  | 2  | 1, 4, 4 | 4, 5 | 4 gegen 5, 4 gegen 4 | bleibt  | 1    |

  @klausel:PT-WUE-2
  Szenario: Ohne blaue Würfel besiegt schon eine Eins den Verteidiger
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 0 rote und 0 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Dann würfelt der Verteidiger 0 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: keine
    Und bleibt beim Angreifer 1 ohne Abwehrwürfel
    Und ist der Verteidiger besiegt
    Und ist "S1" im Gefangenenlager der Legion
    Und lautet die Ereignisfolge: Angriff, Wurf, Wiederholungen, Vergleich, Gefangennahme, Besetzen, Zugwechsel

  # -- der Gegenangriff ------------------------------------------------------------------------------

  @klausel:PT-WUE-1 @klausel:PT-WUE-2 @klausel:PT-NAH-2
  Szenario: Der Gegenangriff wird ebenso geordnet und verglichen
    Angenommen "L1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Und die roten Würfel des Verteidigers 2, 6 zeigen
    Und die blauen Würfel des Angreifers 6, 1 zeigen
    Dann werden die roten Würfel des Verteidigers so verglichen: 6 gegen 6, 2 gegen 1
    Und ist der Angreifer besiegt
    Und ist der Verteidiger nicht besiegt
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)

  @klausel:PT-WUE-2 @klausel:PT-NAH-2 @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel
  Szenario: Ein roter Würfel des Verteidigers ohne Partner besiegt den Angreifer
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Und die roten Würfel des Verteidigers 3, 3 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann werden die roten Würfel des Verteidigers so verglichen: 3 gegen 4
    Und bleibt beim Verteidiger 3 ohne Abwehrwürfel
    Und ist der Angreifer besiegt
    Und ist "L1" im Gefangenenlager der Stämme

  @klausel:PT-WUE-2 @klausel:PT-WUE-3
  Szenario: Hält der Angreifer jedes Paar des Gegenangriffs, endet der Kampf im Patt
    Angenommen "L1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Und die roten Würfel des Verteidigers 5, 2 zeigen
    Und die blauen Würfel des Angreifers 2, 5 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 1 gegen 6
    Und werden die roten Würfel des Verteidigers so verglichen: 5 gegen 5, 2 gegen 2
    Und ist der Angreifer nicht besiegt
    Und ist der Verteidiger nicht besiegt
    Und endet der Kampf im Patt

  @klausel:PT-WUE-3 @klausel:PT-NAH-2 @klausel:PT-WUE-4
  Szenario: Auch ein besiegter Verteidiger schlägt noch zurück
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 1
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 3
    Und ist der Verteidiger besiegt
    Und ist der Angreifer besiegt
    Und ist "S1" im Gefangenenlager der Legion
    Und ist "L1" im Gefangenenlager der Stämme
    Und ist (0,0) frei

  # -- Würfel, die fehlen oder übrig bleiben -------------------------------------------------------

  @klausel:PT-NAH-2
  Szenariogrundriss: Fehlt ein Kampfwürfel, lässt sich der Angriff nicht auswerten
    Angenommen "L1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers <ar> zeigen
    Und die blauen Würfel des Angreifers <ab> zeigen
    Und die roten Würfel des Verteidigers <vr> zeigen
    Und die blauen Würfel des Verteidigers <vb> zeigen
    Dann fehlt ein Würfel für <schlange>

    Beispiele:
      | Fall             | ar   | ab   | vr   | vb   | schlange           |
      | Angreifer rot    | 5    | 4, 4 | 3, 3 | 2, 2 | "angreifer-rot"    |
      | Angreifer blau   | 5, 5 | 4    | 3, 3 | 2, 2 | "angreifer-blau"   |
      | Verteidiger rot  | 5, 5 | 4, 4 | 3    | 2, 2 | "verteidiger-rot"  |
      | Verteidiger blau | 5, 5 | 4, 4 | 3, 3 | 2    | "verteidiger-blau" |

  @klausel:PT-NAH-2
  Szenariogrundriss: Ein überzähliger Kampfwürfel bleibt übrig
    Angenommen "L1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers <ar> zeigen
    Und die blauen Würfel des Angreifers <ab> zeigen
    Und die roten Würfel des Verteidigers <vr> zeigen
    Und die blauen Würfel des Verteidigers <vb> zeigen
    Dann bleiben Würfel für <schlange> übrig

    Beispiele:
      | Fall             | ar      | ab      | vr      | vb      | schlange           |
      | Angreifer rot    | 5, 5, 1 | 4, 4    | 3, 3    | 2, 2    | "angreifer-rot"    |
      | Angreifer blau   | 5, 5    | 4, 4, 1 | 3, 3    | 2, 2    | "angreifer-blau"   |
      | Verteidiger rot  | 5, 5    | 4, 4    | 3, 3, 1 | 2, 2    | "verteidiger-rot"  |
      | Verteidiger blau | 5, 5    | 4, 4    | 3, 3    | 2, 2, 1 | "verteidiger-blau" |

  @klausel:PT-NAH-2
  Szenariogrundriss: Würfel für einen Gegenangriff, den es nicht gibt, bleiben übrig
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und für <schlange> wird 3 gewürfelt
    Dann bleiben Würfel für <schlange> übrig

    Beispiele:
      | Fall                  | schlange          |
      | rote des Verteidigers | "verteidiger-rot" |
      | blaue des Angreifers  | "angreifer-blau"  |

  @klausel:PT-NAH-2
  Szenariogrundriss: Ein Kampfwürfel zeigt nur eine Zahl von 1 bis 6
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und für <schlange> wird <wert> gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

    Beispiele:
      | Fall        | schlange           | wert |
      | rote Sieben | "angreifer-rot"    | 7    |
      | blaue Acht  | "angreifer-blau"   | 8    |
      | rote Zwölf  | "verteidiger-rot"  | 12   |
      | blaue Neun  | "verteidiger-blau" | 9    |

  @klausel:PT-NAH-2 @klausel:PT-VTL-1
  Szenariogrundriss: Jeder Kampfwürfel und jede Wiederholung zeigt 1 bis 6, auch wenn alle anderen Würfel stimmen
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und für "angreifer-rot" wird <ar> gewürfelt
    Und für "angreifer-blau" wird <ab> gewürfelt
    Und für "verteidiger-rot" wird <vr> gewürfelt
    Und für "verteidiger-blau" wird <vb> gewürfelt
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und <w> erhält
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

    Beispiele:
      | Fall                    | ar | ab | vr | vb | w |
      | Angreifer rot null      | 0  | 3  | 3  | 3  | 3 |
      | Angreifer rot sieben    | 7  | 3  | 3  | 3  | 3 |
      | Angreifer blau null     | 3  | 0  | 3  | 3  | 3 |
      | Angreifer blau sieben   | 3  | 7  | 3  | 3  | 3 |
      | Verteidiger rot null    | 3  | 3  | 0  | 3  | 3 |
      | Verteidiger rot sieben  | 3  | 3  | 7  | 3  | 3 |
      | Verteidiger blau null   | 3  | 3  | 3  | 0  | 3 |
      | Verteidiger blau sieben | 3  | 3  | 3  | 7  | 3 |
      | Wiederholung null       | 3  | 3  | 3  | 3  | 0 |
      | Wiederholung sieben     | 3  | 3  | 3  | 3  | 7 |

  # -- wie viele Würfel einer Farbe geworfen werden (PT-A-WUERFELVORRAT) ---------------------------

  @klausel:PT-NAH-2 @auslegung:PT-A-WUERFELVORRAT=unbegrenzt
  Szenario: Ohne Würfelvorrat wirft jede Seite so viele Würfel, wie ihre Karte nennt, auch mehr als drei
    Angenommen "L1" würfelt 4 rote und 4 blaue Würfel für Nahkampf
    Und "S1" würfelt 4 rote und 4 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1, 1, 6 zeigen
    Und die blauen Würfel des Angreifers 6, 6, 6, 6 zeigen
    Und die roten Würfel des Verteidigers 5, 5, 5, 5 zeigen
    Und die blauen Würfel des Verteidigers 6, 5, 4, 3 zeigen
    Dann würfelt der Angreifer 4 rote Würfel
    Und würfelt der Angreifer 4 blaue Würfel
    Und würfelt der Verteidiger 4 rote Würfel
    Und würfelt der Verteidiger 4 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 1 gegen 5, 1 gegen 4, 1 gegen 3
    Und ist der Verteidiger nicht besiegt
    Und ist der Angreifer nicht besiegt
    Und endet der Kampf im Patt

  @klausel:PT-NAH-2 @auslegung:PT-A-WUERFELVORRAT=drei-je-farbe
  Szenario: Mit drei Würfeln je Farbe wirft keine Seite mehr als drei Würfel einer Farbe
    Angenommen "L1" würfelt 4 rote und 4 blaue Würfel für Nahkampf
    Und "S1" würfelt 4 rote und 4 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1, 1 zeigen
    Und die blauen Würfel des Angreifers 6, 6, 6 zeigen
    Und die roten Würfel des Verteidigers 5, 5, 5 zeigen
    Und die blauen Würfel des Verteidigers 6, 5, 4 zeigen
    Dann würfelt der Angreifer 3 rote Würfel
    Und würfelt der Angreifer 3 blaue Würfel
    Und würfelt der Verteidiger 3 rote Würfel
    Und würfelt der Verteidiger 3 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: 1 gegen 6, 1 gegen 5, 1 gegen 4
    Und endet der Kampf im Patt

  @klausel:PT-NAH-2 @klausel:PT-VTL-3 @auslegung:PT-A-WUERFELVORRAT=drei-je-farbe
  Szenario: Mit drei Würfeln je Farbe gibt es keinen vierten Würfel, den man neu werfen könnte
    Angenommen "L1" würfelt 4 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1, 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Und der Angreifer seinen roten Würfel Nr. 4 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.NO_SUCH_DIE nach Klausel PT-VTL-3 abgelehnt

  # -- rote Würfel ohne Partner, wenn nur der ganze Wurf zählt (PT-A-UEBERZAEHLIGE-WUERFEL) --------

  @klausel:PT-WUE-2 @klausel:PT-WUE-3 @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=nur-ohne-abwehrwuerfel
  Szenario: Zählt nur der ganze Wurf, verfällt ein roter Würfel ohne Partner gegen einen blauen Würfel
    Angenommen "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 1 zeigen
    Und die blauen Würfel des Verteidigers 6 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 6 gegen 6
    Und bleibt beim Angreifer 1 ohne Abwehrwürfel
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und steht "S1" auf (0,0)

  @klausel:PT-WUE-2 @klausel:PT-WUE-3 @klausel:PT-NAH-2 @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=nur-ohne-abwehrwuerfel
  Szenario: Zählt nur der ganze Wurf, besiegt auch der Gegenangriff mit einem roten Würfel ohne Partner nicht
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 6, 1 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Dann werden die roten Würfel des Verteidigers so verglichen: 6 gegen 6
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)

  @klausel:PT-WUE-2 @klausel:PT-WUE-4 @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel
  Szenario: Wörtlich besiegt im Gegenangriff ein roter Würfel ohne Partner den Angreifer
    Angenommen "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 6, 1 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Dann werden die roten Würfel des Verteidigers so verglichen: 6 gegen 6
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)
