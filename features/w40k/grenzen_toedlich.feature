# language: de
Funktionalität: Zerstörte Einheiten mitten in einer Aktion
  Ein zerstörtes Modell mit Gefährlichem Ende trifft bei einer 6 auch die eigene Einheit. Fällt
  dabei deren letztes Modell, ist die Einheit zerstört, und das wird genau einmal gemeldet: nach
  dem Modell, das als letztes fiel, und nicht noch einmal, wenn das erste Modell fertig
  abgehandelt ist.

  Zerstört eine Einheit im Nahkampf einen TRANSPORTER, steigen dessen Insassen aus, bevor irgendetwas
  anderes geschieht, auch bevor sich die siegreiche Einheit neu ordnet.

  @klausel:WH-ATK-16 @klausel:WH-ATK-13 @klausel:WH-ATK-12
  Szenario: Die eigene Einheit, die das Gefährliche Ende auslöscht, ist genau einmal zerstört
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (30|15)
    Und "Panzer" (Panzer der Orks) steht mit 2 Modellen ab (30|30) im Abstand von 5 Zoll nach Osten
    Und "Panzer" hat Gefährliches Ende 3
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Panzer-2" hat nur noch 3 Lebenspunkte
    Und "Trupp" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Wenn der imperiale Spieler "Trupp" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und die Würfe für Gefährliches Ende 6, 1 zeigen
    Dann ist "Panzer" zerstört
    Und löst "Panzer-2" Gefährliches Ende nicht aus
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Gefährliches Ende, Tödliche Verwundungen, Tödliche Verwundung, Tödliche Verwundung, Tödliche Verwundung, Modell zerstört, Gefährliches Ende, Einheit zerstört

  @klausel:WH-ATK-17 @klausel:WH-NAH-13 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Die Insassen eines im Nahkampf zerstörten Transporters steigen aus, bevor sich der Sieger neu ordnet
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" (Infanterist des Imperiums) steht bei (30|24)
    Und "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und "Trupp" hat gerade gekämpft und ordnet sich nun neu
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (31|33); "Boyz-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann ist "Boyz" auf dem Schlachtfeld
    Und lautet die Ereignisfolge: Notausstieg
