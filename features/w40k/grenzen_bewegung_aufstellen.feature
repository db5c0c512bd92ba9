# language: de
Funktionalität: Grenzen des Aufstellens: Aussteigen, Notausstieg und Eintreffen
  Wer aussteigt, aus einem zerstörten TRANSPORTER aufgestellt wird oder aus der Reserve eintrifft,
  wird auf das Spielfeld gestellt: ganz auf der Platte, auf der Oberfläche, ohne fremde Bases zu
  überdecken und außerhalb der Nahkampfreichweite. Die Fälle hier liegen an den Rändern: eine Base
  knapp über der Kante oder in der Luft, ein TRANSPORTER aus zwei Modellen, zwei Feinde, von denen
  nur einer nah ist, ein Notausstieg zwischen 5 und 6 Zoll, zwei zerstörte TRANSPORTER zugleich,
  Einheiten mit Modellen, die nicht mehr leben.

  Maße: eine 32-mm-Base hat 0,63 Zoll Radius, eine 90-mm-Base 1,77 Zoll, eine 40-mm-Base 0,79
  Zoll. Ein Infanterist 4 Zoll vom Mittelpunkt eines TRANSPORTERS entfernt steht 1,6 Zoll von
  dessen Base.

  # -- Aussteigen ----------------------------------------------------------------------------------

  @klausel:WH-TRA-7 @klausel:WH-BEW-1
  Szenario: Wer aussteigt, wird nicht über die Spielfeldkante hinaus aufgestellt
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei (2|20)
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (0,5|20)
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-TRA-7 abgelehnt

  @klausel:WH-TRA-7 @klausel:WH-GEL-3
  Szenario: Wer aussteigt, steht auf der Oberfläche und nicht in der Luft
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei (20|20)
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|24|1)
    Dann wird die Aktion mit WH.MOVE.MID_CLIMB nach Klausel WH-GEL-3 abgelehnt

  @klausel:WH-TRA-7
  Szenario: Beim Aussteigen genügt die Nähe zu einem Modell des Transporters, und nur lebende Modelle steigen aus
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht an den Punkten (20|20); (40|20)
    Und "Veteranen" (Infanterist des Imperiums) mit 2 Modellen sitzt im Transporter "Rhino"
    Und "Veteranen-2" ist zerstört
    Wenn der imperiale Spieler "Veteranen" aus dem Transporter aussteigen lässt: "Veteranen-1" bei (20|24)
    Dann ist "Veteranen" auf dem Schlachtfeld
    Und steht "Veteranen-1" bei (20|24)
    Und ist "Veteranen-2" zerstört

  @klausel:WH-TRA-7
  Szenario: Beim Aussteigen verbietet schon ein einziges nahes feindliches Modell den Platz
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei (20|20)
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und "Boyz" (Ork der Orks) steht an den Punkten (20|25,5); (40|40)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei (20|24)
    Dann wird die Aktion mit WH.TRANSPORT.ENGAGED nach Klausel WH-TRA-7 abgelehnt

  # -- Notausstieg aus einem zerstörten Transporter ------------------------------------------------

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Wrack und Insassen auf demselben Hügel: die ganze Base zählt nur waagerecht
    Angenommen ein Geländestück "Huegel" reicht von (20|20) bis (40|40) und ist 3,5 Zoll hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30|3,5)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30|3,5) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34|3,5); "Boyz-2" bei (32|34|3,5); "Boyz-3" bei (28|34|3,5)
    Und die Transporterwürfe 2, 4, 5 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 1 tödliche Verwundung

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Wrack und Insassen auf demselben Hügel: die Base reicht in die 3 Zoll hinein
    Angenommen ein Geländestück "Huegel" reicht von (20|20) bis (40|40) und ist 3,5 Zoll hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30|3,5)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30|3,5) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34|3,5); "Boyz-2" bei (32|34|3,5); "Boyz-3" bei (28|34|3,5)
    Und die Transporterwürfe 2, 4, 5 zeigen
    Dann kostet beim Notausstieg jede 1 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 0 tödliche Verwundungen

  @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Ein Notausstieg 5,6 Zoll vom Wrack ist noch innerhalb von 6 Zoll
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|38); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" 0 tödliche Verwundungen
    Und steht "Boyz-1" bei (30|38)

  @klausel:WH-ATK-19 @klausel:WH-BEW-1
  Szenario: Auch beim Notausstieg wird niemand über die Spielfeldkante hinaus aufgestellt
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (2|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (0,5|30); "Boyz-2" bei (2|34); "Boyz-3" bei (5|32)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19 @klausel:WH-ATK-20
  Szenario: Fehlt einem Modell der Platz, wird der Rest trotzdem auf die 6 Zoll geprüft
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-2" bei (30|39); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19 @klausel:WH-ATK-20 @klausel:WH-BEW-1
  Szenario: Fehlt einem Modell der Platz, dürfen sich die übrigen trotzdem nicht überdecken
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-2" bei (32|35); "Boyz-3" bei (32,5|35)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19 @auslegung:WH-A-NOTAUSSTIEG-NAHKAMPF=verboten
  Szenario: Beim Notausstieg verbietet schon ein einziges nahes feindliches Modell den Platz
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Spaeher" (Infanterist des Imperiums) steht bei (34|36)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|35); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 1, 3, 4 zeigen
    Dann wird die Aktion mit WH.TRANSPORT.ENGAGED nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-17 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Sind zwei Transporter zerstört, wird jede Einheit um ihr eigenes Wrack aufgestellt
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Truck" (Transporter der Orks) steht bei (10|35)
    Und "Grots" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Truck"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und der Transporter "Truck" wurde bei (10|35) zerstört und "Grots" muss aussteigen
    Wenn der Orkspieler "Grots" aus dem zerstörten Transporter aufstellt: "Grots-1" bei (10|38)
    Und der Transporterwurf 4 zeigt
    Dann ist "Grots" auf dem Schlachtfeld
    Und müssen "Boyz" aus dem zerstörten Transporter "Pikk" aussteigen

  @klausel:WH-ATK-17 @klausel:WH-ZUG-2 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Ein schon aus der Einheit entferntes Modell bleibt beim Notausstieg entfernt
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und im Zustand wird $.units[0].models[2].status auf "removed" gesetzt
    Und im Zustand wird $.units[0].models[2].wounds_left auf 0 gesetzt
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (32|34)
    Und die Transporterwürfe 4, 5 zeigen
    Dann ist "Boyz-3" aus der Einheit entfernt
    Und lebt "Boyz-1" noch

  # -- Eintreffen aus der Reserve ------------------------------------------------------------------

  @klausel:WH-VER-1 @klausel:WH-SCT-1
  Szenario: Aus der Reserve treffen nur die lebenden Modelle einer Einheit ein
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Termis" (Terminator des Imperiums) mit 2 Modellen ist in Schocktruppen-Reserve
    Und "Termis-2" ist zerstört
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (20|20)
    Dann ist "Termis" auf dem Schlachtfeld
    Und steht "Termis-1" bei (20|20)
    Und ist "Termis-2" zerstört

  @klausel:WH-VER-1 @klausel:WH-BEW-1
  Szenario: Wer aus der Reserve eintrifft, wird nicht über die Spielfeldkante hinaus aufgestellt
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Termis" (Terminator des Imperiums) mit 1 Modellen ist in Schocktruppen-Reserve
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (0,5|20)
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-VER-1 abgelehnt
