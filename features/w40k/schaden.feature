# language: de
Funktionalität: Schaden, überschüssiger Schaden, zufällige Werte und Verletzungen ignorieren
  Misslingt der Schutzwurf, verliert das Modell so viele Lebenspunkte wie der Schadenswert der
  Waffe; wird es dabei zerstört, verfällt der Rest. Zufällige Schäden und Attacken (W3, W6, W6+1)
  lesen die Würfelschlangen "schaden" und "attacken"; ein W3 ist ein halbierter W6. Ein Modell mit
  Verletzungen ignorieren X+ wirft für jeden Lebenspunkt, den es verlieren würde, einen W6
  (Würfelschlange "verletzungen-ignorieren").

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 8, DS -1, SW 3)
    Und "Cybork" (Infanterist der Orks) steht mit 2 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten
    Und "Cybork" hat 4 Lebenspunkte

  @klausel:WH-ATK-11
  Szenario: Der Schaden kostet so viele Lebenspunkte, wie die Waffe Schaden hat
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Dann verliert "Cybork-1" durch Schaden 3 Lebenspunkte
    Und hat "Cybork-1" noch 1 Lebenspunkt
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden

  @klausel:WH-ATK-12
  Szenario: Überschüssiger Schaden verfällt und trifft nicht das nächste Modell
    Angenommen "Cybork-1" hat nur noch 1 Lebenspunkt
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Dann ist "Cybork-1" zerstört
    Und verfällt bei "Cybork-1" ein Schadensüberschuss von 2
    Und hat "Cybork-2" noch 4 Lebenspunkte

  @klausel:WH-ATK-12 @klausel:WH-ATK-5 @auslegung:WH-A-ZUWEISUNG-UEBERSCHUSS=einzeln @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Die zweite Verwundung trifft nach der Zerstörung das nächste Modell mit vollem Schaden
    Angenommen "Trupp" trägt die Fernkampfwaffe "Zwilling" (Reichweite 36 Zoll, A 2, BF 3+, S 8, DS -1, SW 3)
    Und "Cybork-1" hat nur noch 2 Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Zwilling" auf "Cybork" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und die Schutzwürfe 2, 2 zeigen
    Dann werden die Attacken "Cybork-1", "Cybork-2" zugewiesen
    Und ist "Cybork-1" zerstört
    Und verfällt bei "Cybork-1" ein Schadensüberschuss von 1
    Und hat "Cybork-2" noch 1 Lebenspunkt

  @klausel:WH-ATK-11 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenariogrundriss: Zufälliger Schaden liest die Schlange "schaden"
    Angenommen "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 1, BF 3+, S 12, DS -1, SW <sw>)
    Und "Cybork" hat 12 Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Laser" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 1 zeigt
    Und die Schadenswürfe <würfe> zeigen
    Dann beträgt der Schaden an "Cybork-1" <schaden>
    Und hat "Cybork-1" noch <übrig> Lebenspunkte

    Beispiele:
      | Fall          | sw    | würfe | schaden | übrig |
      | W3 aus eins   | W3    | 1     | 1       | 11    |
      | W3 aus zwei   | W3    | 2     | 1       | 11    |
      | W3 aus drei   | W3    | 3     | 2       | 10    |
      | W3 aus vier   | W3    | 4     | 2       | 10    |
      | W3 aus fünf   | W3    | 5     | 3       | 9     |
      | W3 aus sechs  | W3    | 6     | 3       | 9     |
      | W6            | W6    | 5     | 5       | 7     |
      | W6 plus eins  | W6+1  | 6     | 7       | 5     |
      | zwei W6       | 2W6   | 3, 4  | 7       | 5     |

  @klausel:WH-ATK-11 @auslegung:WH-A-WUERFELAUSDRUCK=wert @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Zufälliger Schaden mit einem Zuschlag über 1 liest die Schlange "schaden" und zählt den Zuschlag voll
    Angenommen "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 1, BF 3+, S 12, DS -1, SW W3+3)
    Und "Cybork" hat 12 Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Laser" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 1 zeigt
    Und die Schadenswürfe 3 zeigen
    Dann beträgt der Schaden an "Cybork-1" 5
    Und hat "Cybork-1" noch 7 Lebenspunkte

  @klausel:WH-ATK-3 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenariogrundriss: Zufällige Attacken werden vor den Trefferwürfen gewürfelt
    Angenommen "Trupp" trägt die Fernkampfwaffe "Flammer" (Reichweite 12 Zoll, A <a>, BF 3+, S 4, DS 0, SW 1)
    Und "Trupp" steht stattdessen bei (10|25)
    Wenn der imperiale Spieler "Trupp" mit "Flammer" auf "Cybork" schießen lässt
    Und der Attackenwurf <wurf> zeigt
    Und die Trefferwürfe <treffer> zeigen
    Und die Verwundungswürfe <verwundung> zeigen
    Dann erzielt "Flammer" <anzahl> Treffer
    Und lautet die Ereignisfolge: Zielansage, Attackenwurf, Trefferwürfe, Verwundungswürfe

    Beispiele:
      | Fall      | a    | wurf | treffer       | verwundung    | anzahl |
      | W6 zeigt zwei | W6 | 2  | 3, 4          | 1, 1          | 2      |
      | W3 zeigt fünf | W3 | 5  | 3, 3, 3       | 1, 1, 1       | 3      |
      | W6+1 zeigt eins | W6+1 | 1 | 3, 2       | 1             | 1      |

  @klausel:WH-ATK-15
  Szenario: Verletzungen ignorieren wirft für jeden Lebenspunkt
    Angenommen "Cybork" hat Verletzungen ignorieren 5
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Und die Würfe für Verletzungen ignorieren 5, 4, 6 zeigen
    Dann ignoriert "Cybork-1" 2 verlorene Lebenspunkte
    Und verliert "Cybork-1" durch Schaden 1 Lebenspunkt
    Und hat "Cybork-1" noch 3 Lebenspunkte
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Verletzungen ignorieren, Verletzungen ignorieren, Verletzungen ignorieren, Schaden

  @klausel:WH-ATK-15 @klausel:WH-ATK-12
  Szenario: Nach der Zerstörung wird für den Rest des Schadens nicht mehr gewürfelt
    Angenommen "Cybork" hat Verletzungen ignorieren 6
    Und "Cybork-1" hat nur noch 1 Lebenspunkt
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Und der Wurf für Verletzungen ignorieren 3 zeigt
    Dann ist "Cybork-1" zerstört
    Und verfällt bei "Cybork-1" ein Schadensüberschuss von 2

  @klausel:WH-ATK-15 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenariogrundriss: Verletzungen ignorieren an der Grenze
    Angenommen "Cybork" hat Verletzungen ignorieren 5
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 8, DS -1, SW 1)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Und der Wurf für Verletzungen ignorieren <wurf> zeigt
    Dann hat "Cybork-1" noch <übrig> Lebenspunkte

    Beispiele:
      | Fall  | wurf | übrig |
      | vier  | 4    | 3     |
      | fünf  | 5    | 4     |
      | sechs | 6    | 4     |

  @klausel:WH-ATK-11 @klausel:WH-ATK-15
  Szenario: Verletzungen ignorieren kann alles verhindern, der Schutzwurf war trotzdem misslungen
    Angenommen "Cybork" hat Verletzungen ignorieren 2
    Wenn der imperiale Spieler "Trupp" mit "Kanone" auf "Cybork" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 2 zeigt
    Und die Würfe für Verletzungen ignorieren 2, 3, 4 zeigen
    Dann hat "Cybork-1" noch 4 Lebenspunkte
    Und verliert "Cybork-1" durch Schaden 0 Lebenspunkte
