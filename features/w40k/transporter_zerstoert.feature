# language: de
Funktionalität: Ein zerstörter Transporter und seine Insassen
  Wird ein TRANSPORTER zerstört, müssen seine Insassen aussteigen, bevor irgendetwas anderes
  geschieht: ihr Spieler stellt sie auf (Aktion emergency_disembark). Für jedes Modell der Einheit
  wird ein W6 geworfen (Würfelschlange "transporter"); innerhalb von 3 Zoll kostet jede 1 eine
  tödliche Verwundung, steht ein Modell weiter weg (bis 6 Zoll), kostet jede 1 bis 3 eine. Modelle
  ohne Platz sind zerstört. Die Einheit ist danach erschüttert, gilt als normal bewegt und darf
  nicht angreifen.

  Der Pikk-Up der Orks (90-mm-Base) wurde bei (30|30) zerstört; seine Boyz (32-mm-Bases) müssen
  aussteigen. Ein Ork bei (30|34) steht ganz innerhalb von 3 Zoll um das Wrack, einer bei (30|35) nur zum Teil,
  einer bei (30|37) gut 4,5 Zoll entfernt.

  Hintergrund:
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)

  @klausel:WH-ATK-17 @klausel:WH-TRA-2 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Wird der Transporter zerstört, warten seine Insassen darauf, aufgestellt zu werden
    Angenommen "Pikk-1" hat nur noch 1 Lebenspunkt
    Und "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 1, BF 3+, S 12, DS -1, SW 3)
    Wenn der imperiale Spieler "Trupp" mit "Laser" auf "Pikk" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 2 zeigt
    Dann ist "Pikk" zerstört
    Und müssen "Boyz" aus dem zerstörten Transporter "Pikk" aussteigen
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Gefährliches Ende, Einheit zerstört, Transporter zerstört

  @klausel:WH-ATK-17 @klausel:WH-TRA-2 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Gefährliches Ende des Transporters trifft die Insassen nicht, sie sind noch an Bord
    Angenommen "Pikk-1" hat nur noch 1 Lebenspunkt
    Und "Pikk" hat Gefährliches Ende 3
    Und "Trupp" trägt die Fernkampfwaffe "Laser" (Reichweite 48 Zoll, A 1, BF 3+, S 12, DS -1, SW 3)
    Wenn der imperiale Spieler "Trupp" mit "Laser" auf "Pikk" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann löst "Pikk-1" Gefährliches Ende aus, trifft aber keine Einheit
    Und müssen "Boyz" aus dem zerstörten Transporter "Pikk" aussteigen

  @klausel:WH-ATK-17 @klausel:WH-ATK-18 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Innerhalb von 3 Zoll kostet jede 1 eine tödliche Verwundung
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (31|33); "Boyz-3" bei (29|33)
    Und die Transporterwürfe 1, 2, 3 zeigen
    Dann kostet beim Notausstieg jede 1 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 1 tödliche Verwundung
    Und ist "Boyz-1" zerstört
    Und ist "Boyz" erschüttert
    Und zählt "Boyz" als in diesem Zug normal bewegt
    Und darf "Boyz" in diesem Zug nicht mehr angreifen
    Und ist "Boyz" auf dem Schlachtfeld
    Und lautet die Ereignisfolge: Notausstieg, Tödliche Verwundungen, Tödliche Verwundung, Modell zerstört

  @klausel:WH-ATK-19 @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Steht ein Modell weiter als 3 Zoll, kostet jede 1 bis 3 eine tödliche Verwundung
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|37); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 1, 3, 4 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 2 tödliche Verwundungen
    Und ist "Boyz-1" zerstört
    Und ist "Boyz-2" zerstört
    Und lebt "Boyz-3" noch

  @klausel:WH-ATK-19
  Szenario: Weiter als 6 Zoll vom Transporter kann niemand aufgestellt werden
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|39); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 1, 3, 4 zeigen
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19 @auslegung:WH-A-NOTAUSSTIEG-NAHKAMPF=verboten
  Szenario: Beim Notausstieg wird niemand in Nahkampfreichweite aufgestellt
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und "Trupp" steht stattdessen bei (34|36)
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|35); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 1, 3, 4 zeigen
    Dann wird die Aktion mit WH.TRANSPORT.ENGAGED nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-20 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen @auslegung:WH-A-NOTAUSSTIEG-WUERFE=je-insasse
  Szenario: Modelle ohne Platz sind zerstört
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann sind "Boyz-2", "Boyz-3" zerstört
    Und lebt "Boyz-1" noch
    Und lautet die Ereignisfolge: Notausstieg, Modell zerstört, Modell zerstört

  @klausel:WH-ATK-20 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen @auslegung:WH-A-NOTAUSSTIEG-WUERFE=je-insasse
  Szenario: Findet kein Modell Platz, ist die Einheit zerstört
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" nirgends aus dem zerstörten Transporter aufstellen kann
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann ist "Boyz" zerstört
    Und lautet die Ereignisfolge: Notausstieg, Modell zerstört, Modell zerstört, Modell zerstört, Einheit zerstört

  @klausel:WH-ATK-17 @klausel:WH-TRA-7 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Nach der Übersicht genügt es, wenn die Base in die 3 Zoll hineinreicht
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|35); "Boyz-2" bei (32|34); "Boyz-3" bei (28|34)
    Und die Transporterwürfe 2, 3, 4 zeigen
    Dann kostet beim Notausstieg jede 1 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 0 tödliche Verwundungen

  @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig @auslegung:WH-A-TOEDLICH-UEBERSCHUSS=weiter @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Nach den veröffentlichten Regeln muss die Base ganz in den 3 Zoll stehen
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|35); "Boyz-2" bei (32|34); "Boyz-3" bei (28|34)
    Und die Transporterwürfe 2, 3, 4 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 2 tödliche Verwundungen

  @klausel:WH-ATK-17
  Szenario: Solange die Insassen nicht aufgestellt sind, geht das Spiel nicht weiter
    Angenommen der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.PENDING.OPEN nach Klausel WH-ATK-17 abgelehnt

  @klausel:WH-ATK-17
  Szenario: Nur eine Einheit aus einem zerstörten Transporter wird so aufgestellt
    Angenommen "Grots" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (30|35)
    Und der Transporterwurf 4 zeigt
    Dann wird die Aktion mit WH.PENDING.NOT_PENDING nach Klausel WH-ATK-17 abgelehnt
