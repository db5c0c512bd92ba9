# language: de
Funktionalität: Lesarten der tödlichen Verwundungen: Überschuss und Gefährliches Ende eines Transporters
  Jede tödliche Verwundung kostet einen LP. Ob tödliche Verwundungen, die ein Modell nicht mehr
  braucht, auf das nächste Modell übergehen oder wie überschüssiger Schaden verfallen, sagt der
  Text nicht (WH-A-TOEDLICH-UEBERSCHUSS). Ebenso wenig, ob das Gefährliche Ende eines zerstörten
  TRANSPORTERS gewürfelt wird, bevor seine Insassen aufgestellt werden, oder danach, wenn sie
  innerhalb von 6 Zoll stehen (WH-A-TRANSPORTER-ENDE).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Warpkanone" (Reichweite 24 Zoll, A 1, BF 3+, S 8, DS 0, SW 1)
    Und jede Verwundung der Waffe "Warpkanone" verursacht zusätzlich 2 tödliche Verwundungen
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-ATK-13 @klausel:WH-ATK-14 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=verfaellt
  Szenario: Nach der engen Lesart verfallen tödliche Verwundungen, die ein zerstörtes Modell nicht mehr braucht
    Wenn der imperiale Spieler "Trupp" mit "Warpkanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 6 zeigt
    Dann erleidet "Boyz" 2 tödliche Verwundungen
    Und ist "Boyz-1" zerstört
    Und lebt "Boyz-2" noch
    Und lebt "Boyz-3" noch
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört

  @klausel:WH-ATK-13 @klausel:WH-ATK-16 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Die tödlichen Verwundungen von Gefährliches Ende gehen auf das nächste Modell über
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende 3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht mit 3 Modellen ab (26|36) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Grots"
    Und ist "Grots" zerstört

  @klausel:WH-ATK-13 @klausel:WH-ATK-16 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=verfaellt @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der engen Lesart trifft Gefährliches Ende von einer Einheit nur ein Modell
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende 3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht mit 3 Modellen ab (26|36) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" steht stattdessen bei (30|15)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Panzer-1" Gefährliches Ende aus und trifft "Grots"
    Und ist "Grots-1" zerstört
    Und lebt "Grots-2" noch
    Und lebt "Grots-3" noch

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der späten Lesart wird Gefährliches Ende des Transporters beim Zerstören noch nicht gewürfelt
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Pikk-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 1, BF 3+, S 12, DS -1, SW 3)
    Wenn der imperiale Spieler "Trupp" mit "Laser" auf "Pikk" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 1 zeigt
    Dann ist "Pikk" zerstört
    Und müssen "Grots" aus dem zerstörten Transporter "Pikk" aussteigen
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Einheit zerstört, Transporter zerstört

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Nach den veröffentlichten Regeln liest das Aufstellen der Insassen keinen Wurf für Gefährliches Ende
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|34); "Grots-2" bei (31|33); "Grots-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann bleiben Würfel für "gefaehrliches-ende" übrig

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Nach den veröffentlichten Regeln bleiben die aufgestellten Insassen vom Wrack unversehrt
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|34); "Grots-2" bei (31|33); "Grots-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann lebt "Grots-1" noch
    Und lebt "Grots-2" noch
    Und lebt "Grots-3" noch
    Und lautet die Ereignisfolge: Notausstieg

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Nach der späten Lesart trifft das Gefährliche Ende des Wracks die gerade aufgestellten Insassen
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|34); "Grots-2" bei (31|33); "Grots-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Pikk-1" Gefährliches Ende aus und trifft "Grots"
    Und ist "Grots" zerstört
    Und lautet die Ereignisfolge: Notausstieg, Gefährliches Ende, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört, Tödliche Verwundung, Modell zerstört, Tödliche Verwundung, Modell zerstört, Einheit zerstört

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen
  Szenario: Nach der späten Lesart löst eine 5 das Gefährliche Ende des Wracks nicht aus
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|34); "Grots-2" bei (31|33); "Grots-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Und der Wurf für Gefährliches Ende 5 zeigt
    Dann löst "Pikk-1" Gefährliches Ende nicht aus
    Und lebt "Grots-1" noch
    Und lebt "Grots-2" noch
    Und lebt "Grots-3" noch

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung-ebenso:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen
  Szenario: Nach der späten Lesart wartet das Gefährliche Ende, bis die letzte Einheit aufgestellt ist
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Mob" (Ork der Orks) mit 2 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Mob" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|34); "Grots-2" bei (31|33); "Grots-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann lebt "Grots-1" noch
    Und lebt "Grots-2" noch
    Und lebt "Grots-3" noch
    Und müssen "Mob" aus dem zerstörten Transporter "Pikk" aussteigen
    Und lautet die Ereignisfolge: Notausstieg

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Auch nach der späten Lesart würfelt ein Modell ohne Insassen sein Gefährliches Ende sofort
    Angenommen "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat Gefährliches Ende 3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Pikk" (Transporter der Orks) steht bei (50|30)
    Und "Pikk" hat Gefährliches Ende 3
    Und "Pikk-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Und "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 1, BF 3+, S 12, DS -1, SW 3)
    Und "Trupp" steht stattdessen bei (40|15)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Melter" auf "Panzer"; "Trupp-1" mit "Laser" auf "Pikk"
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 5, 4 zeigen
    Und die Schutzwürfe 1, 1 zeigen
    Und der Wurf für Gefährliches Ende 2 zeigt
    Dann löst "Panzer-1" Gefährliches Ende nicht aus
    Und ist "Pikk" zerstört
    Und müssen "Grots" aus dem zerstörten Transporter "Pikk" aussteigen

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen @auslegung:WH-A-ZUWEISUNG-UEBERSCHUSS=einzeln @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Auch nach der späten Lesart würfelt ein Modell eines Transporters, der noch steht, sofort
    Angenommen "Pikk" (Transporter der Orks) steht mit 2 Modellen ab (30|30) im Abstand von 5 Zoll nach Osten
    Und "Pikk" hat Gefährliches Ende 3
    Und "Pikk-1" hat nur noch 1 Lebenspunkt
    Und "Pikk-2" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 2, BF 3+, S 12, DS -1, SW 3)
    Wenn der imperiale Spieler "Trupp" mit "Laser" auf "Pikk" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und die Schutzwürfe 1, 1 zeigen
    Und der Wurf für Gefährliches Ende 2 zeigt
    Dann löst "Pikk-1" Gefährliches Ende nicht aus
    Und ist "Pikk" zerstört
    Und müssen "Grots" aus dem zerstörten Transporter "Pikk" aussteigen

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Nach der späten Lesart würfelt der Transporter, dessen letzte Einheit aufgestellt ist, auch wenn ein anderes Wrack noch wartet
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Laster" (Transporter der Orks) steht bei (50|30)
    Und "Laster" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Mob" (Ork der Orks) mit 2 Modellen sitzt im Transporter "Laster"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Und der Transporter "Laster" wurde bei (50|30) zerstört und "Mob" muss aussteigen
    Wenn der Orkspieler "Mob" aus dem zerstörten Transporter aufstellt: "Mob-1" bei (50|34); "Mob-2" bei (51|33)
    Und die Transporterwürfe 4, 5 zeigen
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Laster-1" Gefährliches Ende aus und trifft "Mob"
    Und ist "Mob" zerstört
    Und müssen "Grots" aus dem zerstörten Transporter "Pikk" aussteigen

  @klausel:WH-ATK-16 @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter
  Szenario: Nach der späten Lesart würfelt bei einem Transporter aus zwei Modellen das letzte Modell mit Gefährliches Ende
    Angenommen "Pikk" (Transporter der Orks) steht mit 2 Modellen ab (30|30) im Abstand von 5 Zoll nach Osten
    Und "Pikk-1" hat Gefährliches Ende 1
    Und "Pikk-2" hat Gefährliches Ende 3
    Und "Grots" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Grots" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|34); "Grots-2" bei (31|33); "Grots-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Pikk-2" Gefährliches Ende aus und trifft "Grots"
    Und ist "Grots" zerstört
