# language: de
Funktionalität: Unterstützung durch Verbündete und Stützpunkte
  Verbündete neben dem Kampf bringen Wiederholungswürfe: dem Angreifer jede eigene Einheit in
  der Nähe des Ziels (Register PT-A-NAEHE-DES-ZIELS), dem Verteidiger jede eigene Einheit auf
  einer Nachbarkachel, und ein benachbarter eigener Stützpunkt zählt doppelt. Ein angegriffener
  Stützpunkt wird von den eigenen Einheiten neben ihm unterstützt. Wer in der Nachbarschaft
  eines Stützpunkts angreift, bekommt keinen Vorteil (Register PT-A-STUETZPUNKT-NACHBARSCHAFT).

  Das Vorteilsfeld (karten.yaml): Die Legion greift von (0,0) aus die Stämme auf (0,-1) an. Die
  Nachbarn des Ziels sind (0,-2), (1,-2), (1,-1), (-1,0) und (-1,-1); (1,-1) und (-1,0) grenzen
  auch an den Angreifer, (0,1) grenzt nur an den Angreifer. Der Stützpunkt der Legion liegt auf
  (0,3) neben (0,2), der der Stämme auf (0,-3) neben (0,-2), (1,-3) und (-1,-2). Die kämpfenden
  Einheiten haben keinen Geländevorteil, wo das Szenario nichts anderes sagt.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Vorteilsfeld"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "R9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)

  @klausel:PT-UNT-1 @klausel:PT-VTL-3
  Szenariogrundriss: Ein Verbündeter neben dem Ziel gibt dem Angreifer einen Wiederholungswurf
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf <ort>
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 1             |
      | Verteidiger | 0           | 0       | 0             |
    Und zählt die Wiederholung Nr. 1 als Vorteilswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)
    Und steht "L2" auf <ort>

    Beispiele:
      | Lage des Verbündeten                          | ort     |
      | Norden des Ziels                              | (0,-2)  |
      | Nordosten des Ziels                           | (1,-2)  |
      | Südosten des Ziels, auch neben dem Angreifer  | (1,-1)  |
      | Südwesten des Ziels, auch neben dem Angreifer | (-1,0)  |
      | Nordwesten des Ziels                          | (-1,-1) |

  @klausel:PT-UNT-1 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Drei Verbündete neben dem Ziel geben drei Wiederholungswürfe
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 3 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (1,-1)
    Und "L3" (Rekrut der Legion) steht auf (-1,-1)
    Und "L4" (Rekrut der Legion) steht auf (0,-2)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2, 3 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 6, 5, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 6 erhält
    Und der Angreifer seinen roten Würfel Nr. 3 neu würfelt und 2 erhält
    Dann erhält der Angreifer 3 Wiederholungswürfe durch Unterstützung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 6 gegen 5
    Und ist der Verteidiger besiegt
    Und steht "L1" auf (0,-1)

  @klausel:PT-UNT-1 @auslegung:PT-A-NAEHE-DES-ZIELS=neben-dem-ziel
  Szenario: Ein Verbündeter nur neben dem Angreifer unterstützt in der Standardlesart nicht
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann erhält der Angreifer keinen Wiederholungswurf durch Unterstützung
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)

  @klausel:PT-UNT-1 @auslegung:PT-A-NAEHE-DES-ZIELS=neben-angreifer-oder-ziel
  Szenario: In der weiten Lesart unterstützt auch ein Verbündeter neben dem Angreifer
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann erhält der Angreifer einen Wiederholungswurf durch Unterstützung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-1)

  @klausel:PT-UNT-2 @klausel:PT-VTL-3
  Szenariogrundriss: Ein Verbündeter neben dem Verteidiger gibt ihm einen Wiederholungswurf
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S2" (Späher der Stämme) steht auf <ort>
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 5 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 1             |
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 5
    Und werden die roten Würfel des Verteidigers so verglichen: 2 gegen 3
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,0)
    Und steht "S1" auf (0,-1)

    Beispiele:
      | Lage des Verbündeten                            | ort     |
      | Norden des Verteidigers                         | (0,-2)  |
      | Nordosten des Verteidigers                      | (1,-2)  |
      | Südosten des Verteidigers, neben dem Angreifer  | (1,-1)  |
      | Südwesten des Verteidigers, neben dem Angreifer | (-1,0)  |
      | Nordwesten des Verteidigers                     | (-1,-1) |

  @klausel:PT-UNT-1 @klausel:PT-UNT-2 @klausel:PT-WUE-3 @auslegung:PT-A-WIEDERHOLUNG-FARBE=alle-eigenen
  Szenario: Jede Seite zählt nur ihre eigenen Verbündeten
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (-1,-1)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S2" (Späher der Stämme) steht auf (1,-1)
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 1             |
      | Verteidiger | 0           | 0       | 1             |
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 5
    Und werden die roten Würfel des Verteidigers so verglichen: 5 gegen 2
    Und ist "S1" im Gefangenenlager der Legion
    Und ist "L1" im Gefangenenlager der Stämme
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Wiederholung, Wiederholung, Vergleich, Vergleich, Gefangennahme, Gefangennahme, Zugwechsel

  @klausel:PT-UNT-3 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-UNTERSTUETZUNG=beide-seiten @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Der eigene Stützpunkt neben dem Ziel gibt dem Angreifer zwei Wiederholungswürfe
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 3 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 2             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,2)

  @klausel:PT-UNT-3 @klausel:PT-UNT-2 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Der eigene Stützpunkt neben dem Verteidiger gibt ihm zwei Wiederholungswürfe
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 4 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3, 2 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 5 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 2             |
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 6, 4 gegen 5
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,-1)
    Und steht "S1" auf (0,-2)

  @klausel:PT-STP-3 @klausel:PT-UNT-3 @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Jede Einheit neben ihrem angegriffenen Stützpunkt gibt ihm einen Wiederholungswurf
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S2" (Späher der Stämme) steht auf (1,-3)
    Und "S3" (Späher der Stämme) steht auf (-1,-2)
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 6, 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 5 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 2 neu würfelt und 3 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 2             |
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 6, 2 gegen 3
    Und ist der Stützpunkt der Stämme nicht besiegt
    Und steht "L1" auf (0,-2)

  @klausel:PT-STP-5 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angriff-auf-stuetzpunkt
  Szenario: Wer einen Stützpunkt angreift, bekommt in der Standardlesart keine Unterstützung
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (1,-3)
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann erhält der Angreifer keinen Wiederholungswurf durch Unterstützung
    Und ist der Stützpunkt der Stämme nicht besiegt
    Und steht "L1" auf (0,-2)

  @klausel:PT-STP-5 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=nur-gelaende
  Szenario: In der Lesart nur Gelände unterstützen Verbündete auch den Angriff auf einen Stützpunkt
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (1,-3)
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann erhält der Angreifer einen Wiederholungswurf durch Unterstützung
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 4
    Und ist der Stützpunkt der Stämme besiegt
    Und gewinnt die Legion die Partie

  @klausel:PT-STP-5 @klausel:PT-GEL-2 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angriff-auf-stuetzpunkt @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenario: Ein Schuss aus zwei Kacheln Entfernung auf einen Stützpunkt bringt in der Standardlesart keinen Vorteil
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (1,-3)
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 2 gegen 3, 1 gegen 3
    Und ist der Stützpunkt der Stämme nicht besiegt

  @klausel:PT-STP-5 @klausel:PT-GEL-2 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angreifer-neben-stuetzpunkt @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Ein Schuss aus zwei Kacheln Entfernung auf einen Stützpunkt bringt Gelände und Unterstützung, wenn nur die Nachbarschaft des Angreifers zählt
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (1,-3)
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 4 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 1             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 3
    Und ist der Stützpunkt der Stämme besiegt

  @klausel:PT-STP-5 @klausel:PT-GEL-2 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=nur-gelaende @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Ein Schuss aus zwei Kacheln Entfernung auf einen Stützpunkt bringt in der Lesart nur Gelände die Unterstützung
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (1,-3)
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 1             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 3
    Und ist der Stützpunkt der Stämme besiegt

  @klausel:PT-STP-5 @klausel:PT-GEL-1 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angriff-auf-stuetzpunkt @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-dem-verteidiger @auslegung:PT-A-WIEDERHOLUNG-UMFANG=ein-wuerfel
  Szenario: Neben einem Stützpunkt hat der Angriff auf eine Einheit in der Standardlesart Vorteil
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Plünderer der Stämme) steht auf (1,-2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (1,-2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Und der Angreifer seinen roten Würfel Nr. 2 neu würfelt und 2 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 1       | 1             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 4
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (1,-2)

  @klausel:PT-STP-5 @klausel:PT-GEL-1 @klausel:PT-UNT-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angreifer-neben-stuetzpunkt @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-dem-verteidiger
  Szenario: Neben einem Stützpunkt hat der Angriff auf eine Einheit keinen Vorteil, wenn die Nachbarschaft des Angreifers zählt
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Plünderer der Stämme) steht auf (1,-2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (1,-2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,-2)

  @klausel:PT-STP-5 @klausel:PT-VTL-2
  Szenario: Eine Fähigkeit gibt ihre Wiederholung auch beim Angriff auf einen Stützpunkt
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat eine Fähigkeit für einen Wiederholungswurf
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 1           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und zählt die Wiederholung Nr. 1 als Fähigkeitswiederholung
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist der Stützpunkt der Stämme besiegt

  # -- Wiederholungen, die eine Lesart nicht gewährt ----------------------------------------------

  @klausel:PT-UNT-1 @klausel:PT-VTL-1 @auslegung:PT-A-NAEHE-DES-ZIELS=neben-dem-ziel
  Szenario: Ein Verbündeter nur neben dem Angreifer gibt in der Standardlesart keine Wiederholung, die man nehmen könnte
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-STP-5 @klausel:PT-VTL-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angriff-auf-stuetzpunkt
  Szenario: Wer einen Stützpunkt angreift, kann in der Standardlesart keine Wiederholung aus Unterstützung nehmen
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (1,-3)
    Und der Stützpunkt der Stämme hat 1 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-STP-5 @klausel:PT-VTL-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=angreifer-neben-stuetzpunkt
  Szenario: Neben einem Stützpunkt kann man keine Wiederholung nehmen, wenn die Nachbarschaft des Angreifers zählt
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und "L2" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Plünderer der Stämme) steht auf (1,-2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (1,-2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 5 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-STP-5 @klausel:PT-GEL-2 @klausel:PT-VTL-1 @auslegung:PT-A-STUETZPUNKT-NACHBARSCHAFT=nur-gelaende @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt
  Szenario: In der Lesart nur Gelände bringt ein Schuss auf einen Stützpunkt keine Wiederholung aus dem Gelände
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,-1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "L1" hat keinen Geländevorteil
    Und "L1" hat Geländevorteil auf Wald
    Und der Stützpunkt der Stämme hat 2 Abwehrwürfel
    Wenn die Legion mit "L1" den Stützpunkt der Stämme aus der Ferne angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  # -- Nähe zwei Kacheln weit (PT-A-NAEHE-DES-ZIELS=umkreis-zwei) -----------------------------------

  @klausel:PT-UNT-1 @auslegung:PT-A-NAEHE-DES-ZIELS=umkreis-zwei
  Szenario: Reicht die Nähe zwei Kacheln weit, unterstützt auch ein Verbündeter zwei Kacheln vom Ziel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Angreifers 5 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 1             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und ist "S1" im Gefangenenlager der Legion

  @klausel:PT-UNT-1 @auslegung:PT-A-NAEHE-DES-ZIELS=neben-dem-ziel
  Szenario: In der Standardlesart unterstützt ein Verbündeter zwei Kacheln vom Ziel nicht
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "L2" (Rekrut der Legion) steht auf (2,-2)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  # -- Verbündete des Verteidigers neben dem Angreifer (PT-A-NAEHE-DES-VERTEIDIGERS) ---------------

  @klausel:PT-UNT-2 @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-verteidiger-oder-angreifer
  Szenario: Zählen die Nachbarn des Angreifers mit, unterstützt den Verteidiger auch sein Verbündeter neben dem Angreifer
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S2" (Späher der Stämme) steht auf (1,0)
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 1             |
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 6
    Und endet der Kampf im Patt

  @klausel:PT-UNT-2 @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-dem-verteidiger
  Szenario: In der Standardlesart unterstützt ein Verbündeter nur neben dem Angreifer den Verteidiger nicht
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Und "S2" (Späher der Stämme) steht auf (1,0)
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  # -- der eigene Stützpunkt nur für den Verteidiger (PT-A-STUETZPUNKT-UNTERSTUETZUNG) -------------

  @klausel:PT-UNT-3 @auslegung:PT-A-STUETZPUNKT-UNTERSTUETZUNG=nur-verteidiger
  Szenario: Gilt der Stützpunkt nur für den Verteidiger, bringt er dem Angreifer neben ihm nichts
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,2) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 3, 3 zeigen
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 0             |
    Und werden die roten Würfel des Angreifers so verglichen: 2 gegen 3, 1 gegen 3
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)

  @klausel:PT-UNT-3 @auslegung:PT-A-STUETZPUNKT-UNTERSTUETZUNG=nur-verteidiger
  Szenario: Gilt der Stützpunkt nur für den Verteidiger, kann der Angreifer neben ihm keine Wiederholung nehmen
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,2)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,2) im Nahkampf angreift
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 4 erhält
    Dann wird die Aktion mit PT.REROLL.TOO_MANY nach Klausel PT-VTL-1 abgelehnt

  @klausel:PT-UNT-2 @klausel:PT-UNT-3 @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-verteidiger-oder-angreifer @auslegung:PT-A-WIEDERHOLUNG-MEHRFACH=erlaubt
  Szenario: Zählen die Nachbarn des Angreifers mit, gibt der Stützpunkt neben dem Angreifer dem Verteidiger zwei Wiederholungswürfe
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,-2)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat keinen Geländevorteil
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" hat keinen Geländevorteil
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Angreifers 6 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 3 erhält
    Und der Verteidiger seinen blauen Würfel Nr. 1 neu würfelt und 6 erhält
    Dann stehen diese Wiederholungswürfe zur Verfügung:
      | Seite       | Fähigkeiten | Gelände | Unterstützung |
      | Angreifer   | 0           | 0       | 0             |
      | Verteidiger | 0           | 0       | 2             |
    Und werden die roten Würfel des Angreifers so verglichen: 5 gegen 6
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,-2)
