# language: de
Funktionalität: Lesarten der Ansage im Nahkampf: muss angreifen, wer angreifen kann
  Unter WH-A-ATTACKEN-WAHL=pflicht steht im Nahkampf jedes lebende Modell mit einer Nahkampfwaffe,
  das eine feindliche Einheit angreifen darf, in der Ansage; nach der Standardlesart nennt die
  Ansage nur die Attacken, die der Spieler machen will.

  "Trupp-1" (2540|2540) steht in Basekontakt mit "Boyz-1" (2540|2860), "Trupp-2" (3048|2540) in
  Basekontakt mit "Boyz-2" (3048|2860).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]

  @klausel:WH-NAH-8 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Standardlesart kämpft nur, wer in der Ansage steht
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-8 @auslegung:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Unter der Pflicht steht jedes Modell mit einem Ziel in der Ansage
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.MODEL_IDLE nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-8 @auslegung-ebenso:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Auch unter der Pflicht greift ein Modell ohne erreichbares Ziel nicht an
    Angenommen "Trupp-2" steht stattdessen bei [3600|2000|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-8 @auslegung-ebenso:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Auch unter der Pflicht genügt die Ansage, die jedes Modell nennt
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-8 @auslegung:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Unter der Pflicht zählt auch ein Modell mit einer Fernkampfwaffe und einem Feind außer Reichweite
    Angenommen "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Grots" (Ork der Orks) steht bei (40|40)
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.MODEL_IDLE nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-8 @auslegung:WH-A-ATTACKEN-WAHL=pflicht
  Szenario: Unter der Pflicht greift ein Modell mit Ziel an, auch wenn ein Modell davor keines hat
    Angenommen "Trupp-1" steht stattdessen bei [1500|1500|0]
    Wenn die Aktion lautet:
      """json
      {"type": "fight", "player": "imperium", "unit": "Trupp", "pile_in": [], "attacks": []}
      """
    Dann wird die Aktion mit WH.FIGHT.MODEL_IDLE nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-8 @auslegung-ebenso:WH-A-ATTACKEN-WAHL=pflicht @auslegung:WH-A-NAHKAMPFZIEL=und
  Szenario: Auch unter der Pflicht muss ein Modell ohne Ziel nicht angreifen, auch wenn es kämpfen kann
    Angenommen "Trupp-1" steht stattdessen bei [2540|2300|0]
    Und "Trupp-2" steht stattdessen bei [1500|1500|0]
    Wenn die Aktion lautet:
      """json
      {"type": "fight", "player": "imperium", "unit": "Trupp", "pile_in": [], "attacks": []}
      """
    Dann lautet die Ereignisfolge: Zielansage
