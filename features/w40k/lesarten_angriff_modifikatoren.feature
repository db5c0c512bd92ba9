# language: de
Funktionalität: Lesarten der Grenze von ±1: Summe oder Boni und Abzüge getrennt
  Kein Wurf kann um mehr als 1 modifiziert werden. Ob die Grenze für die Summe aller
  Modifikatoren gilt oder für Boni und Abzüge je für sich, lässt der Text offen
  (WH-A-MODIFIKATOR-SUMME). Ein Unterschied zeigt sich nur, wenn ein Wurf Boni und Abzüge zugleich
  hat: +1, -1, -1 ergibt als Summe -1, getrennt begrenzt +1 - 1 = 0.

  Der Panzer der Orks steht in Nahkampfreichweite der imperialen "Wache" und hat Tarnung; der
  "Trupp" schießt aus 20 Zoll auf ihn mit einer Waffe, die eine andere Regel +1 auf den Trefferwurf
  gibt: +1 (Waffe), -1 (Große Kanonen ruhen nie, das Ziel), -1 (Tarnung).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (30|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Und eine andere Regel gibt der Waffe "Bolter" 1 auf den Trefferwurf
    Und "Panzer" (Panzer der Orks) steht bei (30|30)
    Und "Panzer" hat das Schlüsselwort TARNUNG
    Und "Wache" (Infanterist des Imperiums) steht bei (30|33)
    Und "Marines" (Infanterist der Orks) steht bei (10|20)

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @klausel:WH-FKP-10 @auslegung:WH-A-MODIFIKATOR-SUMME=summe
  Szenario: Als Summe ergeben plus 1, minus 1 und minus 1 einen Abzug von 1
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Panzer" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @klausel:WH-FKP-10 @auslegung:WH-A-MODIFIKATOR-SUMME=getrennt
  Szenario: Getrennt begrenzt heben sich plus 1 und zweimal minus 1 auf
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Panzer" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und die Verwundungswürfe 1, 1 zeigen
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 2 Treffer

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @klausel:WH-FKP-10 @auslegung:WH-A-MODIFIKATOR-SUMME=getrennt
  Szenario: Getrennt begrenzt trifft eine 2 trotzdem nicht
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Panzer" schießen lässt
    Und die Trefferwürfe 2, 2 zeigen
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 0 Treffer

  @klausel:WH-ATK-2 @klausel:WH-ATK-6 @klausel:WH-ATK-8 @auslegung:WH-A-MODIFIKATOR-SUMME=summe @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Als Summe ergeben DS -2 und Deckung beim Schutzwurf -1
    Wenn gefragt wird nach dem Schutzwurf 3 mit Rüstungswurf 3+ und DS -2 in Deckung
    Dann lautet die Antwort {"modifier": -1, "needed": 3, "save": "armour", "saved": false}

  @klausel:WH-ATK-2 @klausel:WH-ATK-6 @klausel:WH-ATK-8 @auslegung:WH-A-MODIFIKATOR-SUMME=getrennt @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe
  Szenario: Getrennt begrenzt heben sich DS -2 und Deckung beim Schutzwurf auf
    Wenn gefragt wird nach dem Schutzwurf 3 mit Rüstungswurf 3+ und DS -2 in Deckung
    Dann lautet die Antwort {"modifier": 0, "needed": 3, "save": "armour", "saved": true}

  @klausel:WH-ATK-2 @klausel:WH-ATK-6 @klausel:WH-ATK-8 @auslegung:WH-A-MODIFIKATOR-SUMME=getrennt @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-MODIFIKATOR-GRENZE=alle-wuerfe
  Szenario: Getrennt begrenzt misslingt der Schutzwurf 2 gegen DS -2 in Deckung
    Wenn gefragt wird nach dem Schutzwurf 2 mit Rüstungswurf 3+ und DS -2 in Deckung
    Dann lautet die Antwort {"modifier": 0, "needed": 3, "save": "armour", "saved": false}

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @klausel:WH-FKP-10 @auslegung-ebenso:WH-A-MODIFIKATOR-SUMME=getrennt
  Szenario: Getrennt begrenzt zählt auch ein Bonus von 2 nur als plus 1
    Angenommen eine andere Regel gibt der Waffe "Bolter" 2 auf den Trefferwurf
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Panzer" schießen lässt
    Und die Trefferwürfe 2, 2 zeigen
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 0 Treffer

  @klausel:WH-ATK-11 @klausel:WH-ATK-2 @auslegung:WH-A-WUERFELAUSDRUCK=wert @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Der Zuschlag von W3+2 als Schaden zählt voll
    Angenommen "Trupp" trägt die Fernkampfwaffe "Lanze" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW W3+2)
    Und "Marines" hat 6 Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Lanze" auf "Marines" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Schadenswurf 3 zeigt
    Dann verliert "Marines-1" durch Schaden 4 Lebenspunkte

  @klausel:WH-ATK-11 @klausel:WH-ATK-2 @auslegung:WH-A-WUERFELAUSDRUCK=modifikator @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Als Modifikator zählt der Zuschlag von W3+2 als Schaden höchstens plus 1
    Angenommen "Trupp" trägt die Fernkampfwaffe "Lanze" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW W3+2)
    Und "Marines" hat 6 Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Lanze" auf "Marines" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Schadenswurf 3 zeigt
    Dann verliert "Marines-1" durch Schaden 3 Lebenspunkte

  @klausel:WH-ATK-11 @klausel:WH-ATK-2 @auslegung-ebenso:WH-A-WUERFELAUSDRUCK=modifikator @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Auch als Modifikator gelesen bleibt W3 ohne Zuschlag, was der Würfel zeigt
    Angenommen "Trupp" trägt die Fernkampfwaffe "Lanze" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW W3)
    Und "Marines" hat 6 Lebenspunkte
    Wenn der imperiale Spieler "Trupp" mit "Lanze" auf "Marines" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Schadenswurf 3 zeigt
    Dann verliert "Marines-1" durch Schaden 2 Lebenspunkte
