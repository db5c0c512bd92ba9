# language: de
Funktionalität: Geländevorteil im Kampf
  Jede Einheit nennt auf ihrer Karte ein Gelände, auf dem sie mit Vorteil kämpft. Wer im
  Nahkampf auf ein solches Gelände angreift, wer aus der Ferne von einem solchen Gelände
  schießt und wer auf einem solchen Gelände verteidigt, bekommt je einen Wiederholungswurf.
  Wer im Nahkampf angreift, kämpft auf der Kachel des Ziels, wer schießt, auf seiner eigenen.
  Ein Stützpunkt ist kein Gelände.

  Das Vorteilsfeld (karten.yaml) hat Hügel auf (0,0), Wald auf (0,-1) und Dorf auf (0,1); fast
  alle anderen Kacheln sind Feld. Die Legion greift von (0,0) aus die Stämme auf (0,-1) an, kein
  Stützpunkt grenzt an diese beiden Kacheln. Jede Seite hat eine weitere Einheit auf einer
  abgelegenen Kachel ohne Nachbarn ((4,-4) und (-4,4)), damit keine Gefangennahme die Partie
  beendet, gleich ob die Reserve zur Armee zählt (PT-A-SIEG-RESERVE). Würfelzahlen und
  Geländevorteil jeder kämpfenden Einheit legt das Szenario selbst fest.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Vorteilsfeld"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "R9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)

  @klausel:PT-GEL-1 @klausel:PT-NAH-1
  Szenariogrundriss: Ein Nahkampf auf Gelände mit Vorteil gibt dem Angreifer einen Wiederholungswurf
    Angenommen auf (0,-1) liegt <gelände>
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf <gelände>
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und zählt die Wiederholung Nr. 1 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 3
    Und ist der Verteidiger besiegt
    Und ist der Angreifer nicht besiegt
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

    Beispiele:
      | Fall   | gelände |
      | Feld   | Feld    |
      | Hügel  | Hügel   |
      | Dorf   | Dorf    |
      | Wald   | Wald    |
      | Wasser | Wasser  |

  @klausel:PT-GEL-1 @klausel:PT-NAH-1
  Szenariogrundriss: Im Nahkampf zählt nur das Gelände des Ziels, nicht die Ausgangskachel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf <vorteil>
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und wird kein Würfel neu geworfen
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Zugwechsel
    Und steht "L1" auf (0,-1)

    Beispiele:
      | Vorteil des Angreifers         | vorteil |
      | Hügel wie seine Ausgangskachel | Hügel   |
      | Feld                           | Feld    |
      | Dorf                           | Dorf    |

  @klausel:PT-GEL-1 @klausel:PT-VTL-1
  Szenario: Ohne Geländevorteil ist schon eine Wiederholung zu viel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Hügel
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-GEL-2 @klausel:PT-FERN-1
  Szenariogrundriss: Ein Fernkampf von Gelände mit Vorteil aus gibt einen Wiederholungswurf
    Angenommen auf (0,0) liegt <gelände>
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf <gelände>
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,0)

    Beispiele:
      | Fall   | gelände |
      | Feld   | Feld    |
      | Hügel  | Hügel   |
      | Dorf   | Dorf    |
      | Wasser | Wasser  |

  @klausel:PT-GEL-2 @klausel:PT-FERN-3
  Szenario: Ein Schütze mit Reichweite zählt das Gelände, auf dem er steht
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Dorf
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann erhält der Angreifer einen Wiederholungswurf durch Gelände
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)

  @klausel:PT-GEL-2 @klausel:PT-GEL-1 @auslegung:PT-A-FERNKAMPF-ZIELGELAENDE=nur-standort
  Szenario: Ein Fernkampf auf Gelände mit Vorteil bringt dem Schützen keinen Wiederholungswurf
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)

  @klausel:PT-GEL-1 @klausel:PT-VTL-1 @auslegung:PT-A-FERNKAMPF-ZIELGELAENDE=nur-standort
  Szenario: In der Lesart nur Standort gibt ein Schuss auf Gelände mit Vorteil keine Wiederholung, die man nehmen könnte
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-GEL-1 @auslegung:PT-A-FERNKAMPF-ZIELGELAENDE=auch-ziel @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=freiwillig
  Szenario: In der Standardlesart bringt ein Fernkampf auf Gelände mit Vorteil einen Wiederholungswurf
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)

  @klausel:PT-GEL-3 @klausel:PT-NAH-2
  Szenariogrundriss: Wer auf Gelände mit Vorteil verteidigt, erhält einen Wiederholungswurf
    Angenommen auf (0,-1) liegt <gelände>
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S1" hat Geländevorteil auf <gelände>
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 1       | 0             |
    Und zeigt der blaue Würfel Nr. 1 des Verteidigers nach der Wiederholung 5
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 5
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)
    Und steht "S1" auf (0,-1)

    Beispiele:
      | Fall  | gelände |
      | Feld  | Feld    |
      | Hügel | Hügel   |
      | Dorf  | Dorf    |
      | Wald  | Wald    |

  @klausel:PT-GEL-3 @klausel:PT-FERN-1
  Szenario: Auch gegen einen Fernkampf hilft dem Verteidiger sein Gelände
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat keinen Geländevorteil
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann erhält der Verteidiger einen Wiederholungswurf durch Gelände
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 5
    Und endet der Kampf im Patt
    Und steht "S1" auf (0,-1)

  @klausel:PT-GEL-3
  Szenario: Wer auf Gelände ohne Vorteil verteidigt, erhält keinen Wiederholungswurf
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S1" hat Geländevorteil auf Feld
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann erhält der Verteidiger keinen Wiederholungswurf durch Gelände
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 2
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-GEL-1 @klausel:PT-GEL-3 @klausel:PT-VTL-1
  Szenario: Haben beide Vorteil auf dem umkämpften Gelände, wiederholen beide einen Würfel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S1" hat Geländevorteil auf Wald
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 0             |
      | Verteidiger | 0           | 1       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 2
    Und ist der Verteidiger nicht besiegt
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Wiederholung, Wiederholung, Vergleich, Vergleich, Gefangennahme, Zugwechsel

  @klausel:PT-GEL-1 @klausel:PT-STP-5
  Szenario: Ein Stützpunkt ist kein Gelände, auf das ein Nahkampf mit Vorteil geht
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Feld
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und ist der Stützpunkt der Stämme nicht besiegt
    Und steht "L1" auf (0,-2)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel
