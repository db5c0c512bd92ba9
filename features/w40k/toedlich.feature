# language: de
Funktionalität: Tödliche Verwundungen und Gefährliches Ende
  Jede tödliche Verwundung kostet einen Lebenspunkt, ohne Schutzwurf; sie wird zugewiesen wie eine
  Attacke und geht auf das nächste Modell über, wenn eines zerstört ist. Eine Waffe, deren
  Verwundungen zusätzlich tödliche Verwundungen verursachen, teilt diese nach ihrem normalen
  Schaden zu, auch wenn der Schutzwurf ihn verhindert hat. Ein zerstörtes Modell mit Gefährliches
  Ende X wirft einen W6 (Würfelschlange "gefaehrliches-ende"): bei einer 6 erleidet jede Einheit
  im Umkreis von 6 Zoll X tödliche Verwundungen (ein zufälliges X aus "toedlich").

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Warpkanone" (Reichweite 24 Zoll, A 1, BF 3+, S 8, DS 0, SW 1)
    Und jede Verwundung der Waffe "Warpkanone" verursacht zusätzlich 2 tödliche Verwundungen
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-ATK-13 @klausel:WH-ATK-14 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Tödliche Verwundungen kommen nach dem Schaden, auch wenn der Schutzwurf hielt
    Wenn der imperiale Spieler "Trupp" mit "Warpkanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 6 zeigt
    Dann erleidet "Boyz" 2 tödliche Verwundungen
    Und sind "Boyz-1", "Boyz-2" zerstört
    Und lebt "Boyz-3" noch
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört, Tödliche Verwundung, Modell zerstört

  @klausel:WH-ATK-13 @klausel:WH-ATK-14 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Nach einem misslungenen Schutzwurf zerstört erst der Schaden, dann treffen die tödlichen Verwundungen die nächsten Modelle
    Wenn der imperiale Spieler "Trupp" mit "Warpkanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 2 zeigt
    Dann ist "Boyz" zerstört
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört, Tödliche Verwundung, Modell zerstört, Einheit zerstört

  @klausel:WH-ATK-13 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Tödliche Verwundungen gehen auf das nächste Modell über, jede für sich
    Angenommen "Boyz" hat 2 Lebenspunkte
    Und jede Verwundung der Waffe "Warpkanone" verursacht zusätzlich 3 tödliche Verwundungen
    Wenn der imperiale Spieler "Trupp" mit "Warpkanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 5 zeigt
    Dann ist "Boyz-1" zerstört
    Und hat "Boyz-2" noch 1 Lebenspunkt

  @klausel:WH-ATK-13 @klausel:WH-ATK-15
  Szenario: Auch gegen tödliche Verwundungen wird Verletzungen ignorieren gewürfelt
    Angenommen "Boyz" hat Verletzungen ignorieren 5
    Wenn der imperiale Spieler "Trupp" mit "Warpkanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 5 zeigt
    Und die Würfe für Verletzungen ignorieren 6, 2 zeigen
    Dann ist "Boyz-1" zerstört
    Und lebt "Boyz-2" noch

  @klausel:WH-ATK-13
  Szenario: Eine zufällige Zahl tödlicher Verwundungen liest "toedlich"
    Angenommen jede Verwundung der Waffe "Warpkanone" verursacht zusätzlich W3 tödliche Verwundungen
    Wenn der imperiale Spieler "Trupp" mit "Warpkanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 5 zeigt
    Und der Wurf für tödliche Verwundungen 2 zeigt
    Dann erleidet "Boyz" 1 tödliche Verwundung
    Und ist "Boyz-1" zerstört
    Und lebt "Boyz-2" noch

  @klausel:WH-ATK-14 @auslegung:WH-A-TOEDLICH-ZEITPUNKT=je-attacke @auslegung:WH-A-ZUWEISUNG-UEBERSCHUSS=einzeln @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Übersicht folgen die tödlichen Verwundungen jeder Attacke sofort
    Angenommen "Trupp" trägt die Fernkampfwaffe "Warpsturm" (Reichweite 24 Zoll, A 2, BF 3+, S 8, DS 0, SW 1)
    Und jede Verwundung der Waffe "Warpsturm" verursacht zusätzlich 1 tödliche Verwundung
    Wenn der imperiale Spieler "Trupp" mit "Warpsturm" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 3, 3 zeigen
    Und die Schutzwürfe 6, 6 zeigen
    Dann werden die Attacken "Boyz-1", "Boyz-2" zugewiesen
    Und sind "Boyz-1", "Boyz-2" zerstört
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört, Zuweisung, Schutzwurf, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört

  @klausel:WH-ATK-14 @auslegung:WH-A-TOEDLICH-ZEITPUNKT=nach-allen-attacken @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Option folgen die tödlichen Verwundungen erst nach allen Attacken der Waffe
    Angenommen "Trupp" trägt die Fernkampfwaffe "Warpsturm" (Reichweite 24 Zoll, A 2, BF 3+, S 8, DS 0, SW 1)
    Und jede Verwundung der Waffe "Warpsturm" verursacht zusätzlich 1 tödliche Verwundung
    Wenn der imperiale Spieler "Trupp" mit "Warpsturm" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 3, 3 zeigen
    Und die Schutzwürfe 6, 6 zeigen
    Dann werden die Attacken "Boyz-1", "Boyz-1" zugewiesen
    Und sind "Boyz-1", "Boyz-2" zerstört
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Zuweisung, Schutzwurf, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört

  @klausel:WH-ATK-16 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Gefährliches Ende trifft bei einer 6 jede Einheit im Umkreis von 6 Zoll
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende 3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei (30|36)
    Und "Fern" (Ork der Orks) steht bei (40|30)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Grots"
    Und ist "Grots-1" zerstört
    Und lebt "Fern-1" noch

  @klausel:WH-ATK-16 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ohne 6 löst Gefährliches Ende nichts aus
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei (30|36)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 5 zeigt
    Dann löst "Panzer-1" Gefährliches Ende nicht aus
    Und lebt "Grots-1" noch

  @klausel:WH-ATK-16 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenariogrundriss: Gefährliches Ende misst 6 Zoll zwischen den Bases
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende 1
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei <ort>
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann erleidet "Grots" <tödlich> tödliche Verwundungen

    Beispiele:
      | Fall                   | ort                  | tödlich |
      | genau 6 Zoll           | [7620\|9804\|0]      | 1       |
      | eine Einheit weiter    | [7620\|9805\|0]      | 0       |

  @klausel:WH-ATK-16 @auslegung:WH-A-GEFAEHRLICHES-ENDE-WURF=ein-wurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Gefährliches Ende trifft auch die eigene Einheit und ein zufälliges X liest "toedlich"
    Angenommen "Panzer" (Panzer der Orks) steht mit 2 Modellen ab (30|30) im Abstand von 5 Zoll nach Osten
    Und "Panzer" hat Gefährliches Ende W6
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Und der Wurf für tödliche Verwundungen 4 zeigt
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Panzer"
    Und hat "Panzer-2" noch 9 Lebenspunkte

  @klausel:WH-ATK-16 @klausel:WH-ATK-13 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Gefährliches Ende kann ein weiteres Gefährliches Ende auslösen
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende 3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Laster" (Transporter der Orks) steht bei (30|36)
    Und "Laster-1" hat nur noch 2 Lebenspunkte
    Und "Laster" hat Gefährliches Ende 1
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und die Würfe für Gefährliches Ende 6, 2 zeigen
    Dann ist "Laster" zerstört
    Und löst "Laster-1" Gefährliches Ende nicht aus
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Gefährliches Ende, Tödliche Verwundungen, Tödliche Verwundung, Tödliche Verwundung, Modell zerstört, Gefährliches Ende, Einheit zerstört, Einheit zerstört

  @klausel:WH-ATK-16 @auslegung:WH-A-GEFAEHRLICHES-ENDE-WURF=ein-wurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein zufälliges X von Gefährliches Ende gilt mit einem Wurf für jede getroffene Einheit
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende W3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei (30|36)
    Und "Mob" (Ork der Orks) steht bei (36|30)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Und der Wurf für tödliche Verwundungen 5 zeigt
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Grots", "Mob"
    Und erleidet "Grots" 3 tödliche Verwundungen
    Und erleidet "Mob" 3 tödliche Verwundungen

  @klausel:WH-ATK-16 @auslegung:WH-A-GEFAEHRLICHES-ENDE-WURF=ein-wurf @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Mit einem Wurf für alle bleibt ein zweiter Wurf für das X übrig
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende W3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei (30|36)
    Und "Mob" (Ork der Orks) steht bei (36|30)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Und die Würfe für tödliche Verwundungen 1, 5 zeigen
    Dann bleiben Würfel für "toedlich" übrig

  @klausel:WH-ATK-16 @auslegung:WH-A-GEFAEHRLICHES-ENDE-WURF=je-einheit @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Option wird ein zufälliges X von Gefährliches Ende für jede Einheit gewürfelt
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende W3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei (30|36)
    Und "Mob" (Ork der Orks) steht bei (36|30)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Und die Würfe für tödliche Verwundungen 1, 5 zeigen
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Grots", "Mob"
    Und erleidet "Grots" 1 tödliche Verwundung
    Und erleidet "Mob" 3 tödliche Verwundungen

  @klausel:WH-ATK-16 @auslegung:WH-A-GEFAEHRLICHES-ENDE-WURF=je-einheit @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Option fehlt für die zweite getroffene Einheit ein Wurf für das X
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende W3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei (30|36)
    Und "Mob" (Ork der Orks) steht bei (36|30)
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Und der Wurf für tödliche Verwundungen 5 zeigt
    Dann fehlt ein Würfel für "toedlich"
