# language: de
Funktionalität: Trefferwurf, unmodifizierte Würfe und die Grenze der Modifikatoren
  Für jede Attacke ein W6 (Würfelschlange "treffer"); er trifft, wenn er die BF oder KG der Waffe
  erreicht. Eine unmodifizierte 6 trifft immer, eine unmodifizierte 1 nie, und alle Modifikatoren
  zusammen verändern den Wurf um höchstens 1. Die vollständige Tabelle jedes Wurfs gegen jede BF
  mit Modifikatoren von -2 bis +2 steht in vectors/w40k/tables/.

  Der Trupp des Imperiums steht im Süden, die Boyz der Orks 20 Zoll weiter nördlich. Bolter: S 4
  gegen W 5 der Orks verwundet auf 5+, die Orks haben RW 5+ und einen Lebenspunkt.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 5 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-ATK-3
  Szenariogrundriss: Ein Trefferwurf trifft, wenn er die BF erreicht
    Wenn gefragt wird, ob der Trefferwurf <wurf> gegen BF <bf>+ mit Modifikator 0 trifft
    Dann lautet die Antwort {"hit": <treffer>, "modifier": 0}

    Beispiele:
      | Fall          | wurf | bf | treffer |
      | gleich BF     | 3    | 3  | true    |
      | über BF       | 4    | 3  | true    |
      | unter BF      | 2    | 3  | false   |
      | fünf gegen 5+ | 5    | 5  | true    |
      | vier gegen 5+ | 4    | 5  | false   |

  @klausel:WH-ATK-1 @klausel:WH-ATK-2
  Szenariogrundriss: Unmodifizierte Sechsen treffen, unmodifizierte Einsen nie
    Wenn gefragt wird, ob der Trefferwurf <wurf> gegen BF <bf>+ mit Modifikator <m> trifft
    Dann lautet die Antwort {"hit": <treffer>, "modifier": <angewandt>}

    Beispiele:
      | Fall                     | wurf | bf | m  | angewandt | treffer |
      | sechs trotz minus        | 6    | 6  | -1 | -1        | true    |
      | eins trotz plus          | 1    | 2  | 1  | 1         | false   |
      | zwei mit plus auf 3+     | 2    | 3  | 1  | 1         | true    |
      | fünf mit minus auf 6+    | 5    | 5  | -1 | -1        | false   |

  @klausel:WH-ATK-2
  Szenariogrundriss: Mehrere Modifikatoren verändern den Trefferwurf zusammen um höchstens 1
    Wenn gefragt wird, ob der Trefferwurf <wurf> gegen BF 4+ mit Modifikator <m> trifft
    Dann lautet die Antwort {"hit": <treffer>, "modifier": <angewandt>}

    Beispiele:
      | Fall          | wurf | m  | angewandt | treffer |
      | minus zwei    | 5    | -2 | -1        | true    |
      | minus drei    | 5    | -3 | -1        | true    |
      | plus zwei     | 2    | 2  | 1         | false   |
      | plus drei     | 3    | 3  | 1         | true    |

  @klausel:WH-ATK-3 @klausel:WH-FKP-3
  Szenario: Zwei Attacken, ein Treffer
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 3, 2 zeigen
    Und der Verwundungswurf 4 zeigt
    Dann erzielt "Bolter" 1 Treffer
    Und verwundet "Bolter" 0-mal
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe

  @klausel:WH-ATK-3
  Szenario: Ohne Treffer wird nicht auf Verwundung gewürfelt
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 1, 2 zeigen
    Dann erzielt "Bolter" 0 Treffer
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe

  @klausel:WH-ATK-3
  Szenario: Fehlt ein Trefferwurf, ist der Fall unvollständig
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und der Trefferwurf 3 zeigt
    Dann fehlt ein Würfel für "treffer"

  @klausel:WH-ATK-2 @klausel:WH-FKP-10
  Szenario: Tarnung und ein Bonus heben sich auf
    Angenommen "Boyz" hat das Schlüsselwort TARNUNG
    Und eine andere Regel gibt der Waffe "Bolter" 1 auf den Trefferwurf
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 3, 2 zeigen
    Und der Verwundungswurf 6 zeigt
    Und der Schutzwurf 1 zeigt
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-ATK-2 @klausel:WH-FKP-10
  Szenario: Zwei Abzüge wiegen nur eins
    Angenommen "Boyz" hat das Schlüsselwort TARNUNG
    Und eine andere Regel gibt der Waffe "Bolter" -1 auf den Trefferwurf
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 3 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-ATK-1 @klausel:WH-ATK-2 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Drei Abzüge, und die Sechs trifft doch
    Angenommen "Boyz" hat das Schlüsselwort TARNUNG
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 2, BF 6+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" mit "Gewehr" auf "Boyz" schießen lässt
    Und die Trefferwürfe 6, 5 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann erzielt "Gewehr" 1 Treffer
