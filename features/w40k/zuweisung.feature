# language: de
Funktionalität: Attacken zuweisen
  Der Spieler der Zieleinheit wählt das Modell, dem eine Verwundung zugewiesen wird. Hat ein
  Modell schon Lebenspunkte verloren oder in dieser Phase schon eine Attacke bekommen, muss er
  dieses nehmen. Die Aktion kann die Reihenfolge der Wahl für eine Einheit angeben; sonst gilt
  die Reihenfolge der Modelle im Zustand.

  Die Orks haben hier zwei Lebenspunkte je Modell, damit ein verwundetes Modell stehen bleibt.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 8, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten
    Und "Boyz" hat 2 Lebenspunkte

  @klausel:WH-ATK-5
  Szenario: Ohne verwundetes Modell gilt die Reihenfolge der Einheit
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und die Schutzwürfe 1, 1 zeigen
    Dann werden die Attacken "Boyz-1", "Boyz-1" zugewiesen
    Und ist "Boyz-1" zerstört
    Und hat "Boyz-2" noch 2 Lebenspunkte

  @klausel:WH-ATK-5
  Szenario: Die Reihenfolge der Aktion bestimmt das erste Modell
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und "Boyz" Attacken in der Reihenfolge "Boyz-3", "Boyz-1", "Boyz-2" erhält
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und die Schutzwürfe 1, 6 zeigen
    Dann werden die Attacken "Boyz-3", "Boyz-3" zugewiesen
    Und hat "Boyz-3" noch 1 Lebenspunkt
    Und wurde "Boyz-3" in dieser Phase eine Attacke zugewiesen

  @klausel:WH-ATK-5
  Szenario: Ein Modell, das schon Lebenspunkte verloren hat, muss die Attacke nehmen
    Angenommen "Boyz-2" hat nur noch 1 Lebenspunkt
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und "Boyz" Attacken in der Reihenfolge "Boyz-1", "Boyz-2", "Boyz-3" erhält
    Und die Trefferwürfe 4, 1 zeigen
    Und der Verwundungswurf 4 zeigt
    Und der Schutzwurf 1 zeigt
    Dann werden die Attacken "Boyz-2" zugewiesen
    Und ist "Boyz-2" zerstört
    Und hat "Boyz-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-5
  Szenario: Ein Modell, dem in dieser Phase schon eine Attacke zugewiesen wurde, muss auch die nächste nehmen
    Angenommen "Boyz-3" wurde in dieser Phase schon eine Attacke zugewiesen
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und die Schutzwürfe 5, 5 zeigen
    Dann werden die Attacken "Boyz-3", "Boyz-3" zugewiesen
    Und hat "Boyz-3" noch 2 Lebenspunkte

  @klausel:WH-ATK-5
  Szenario: Nach einem gehaltenen Schutzwurf bleibt das Modell die Wahl für die nächste Verwundung
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und "Boyz" Attacken in der Reihenfolge "Boyz-2", "Boyz-1", "Boyz-3" erhält
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und die Schutzwürfe 6, 1 zeigen
    Dann werden die Attacken "Boyz-2", "Boyz-2" zugewiesen
    Und hat "Boyz-2" noch 1 Lebenspunkt

  @klausel:WH-ATK-5
  Szenario: Eine Reihenfolge, die nicht jedes Modell der Einheit einmal nennt, ist fehlerhaft
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und "Boyz" Attacken in der Reihenfolge "Boyz-3", "Boyz-1" erhält
    Und die Trefferwürfe 4, 4 zeigen
    Dann wird der Fall als fehlerhaft mit WH.ACTION.ALLOCATION abgewiesen

  @klausel:WH-ATK-5 @klausel:WH-ATK-12
  Szenario: Ist die Zieleinheit ausgelöscht, verfallen die übrigen Verwundungen
    Angenommen "Boyz" hat 1 Lebenspunkte
    Und "Boyz-2" ist zerstört
    Und "Boyz-3" ist zerstört
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 4, 4 zeigen
    Und der Schutzwurf 1 zeigt
    Dann ist "Boyz" zerstört
    Und werden die Attacken "Boyz-1" zugewiesen
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört, Einheit zerstört
