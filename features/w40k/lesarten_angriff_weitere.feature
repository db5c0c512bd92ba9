# language: de
Funktionalität: Weitere Lesarten des Angriffsablaufs: Große Kanonen, Deckung in gemischten Einheiten, Zuweisung, Notausstieg
  Vier Stellen, die der zweite Leser des Regeltexts fand: ob Große Kanonen ruhen nie für Schütze
  und Ziel zweimal -1 gibt (WH-A-KANONEN-JEWEILS); ob die Ausnahme "Einheiten mit einer RW 3+"
  nach dem RW des Modells oder seiner Einheit fragt (WH-A-DECKUNG-AUSNAHME-WER); ob die Attacken,
  die einem Modell zugewiesen sind, mit ihm verfallen (WH-A-ZUWEISUNG-UEBERSCHUSS); und ob für
  Insassen eines zerstörten TRANSPORTERS gewürfelt wird, die keinen Platz finden
  (WH-A-NOTAUSSTIEG-WUERFE).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 9, DS 0, SW 1)

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @auslegung:WH-A-KANONEN-JEWEILS=je-fall @auslegung:WH-A-MODIFIKATOR-SUMME=summe
  Szenario: Schießt ein Panzer in Nahkampfreichweite auf den Panzer, mit dem er kämpft, gilt zweimal -1
    Angenommen "Kampfpanzer" (Panzer des Imperiums) steht bei (34,5|30)
    Und "Kampfpanzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 24 Zoll, A 2, BF 3+, S 12, DS -1, SW 1)
    Und eine andere Regel gibt der Waffe "Kanone" 1 auf den Trefferwurf
    Und "Panzer" (Panzer der Orks) steht bei (30|30)
    Wenn der imperiale Spieler "Kampfpanzer" mit "Kanone" auf "Panzer" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Kanone" 1 Treffer

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @auslegung:WH-A-KANONEN-JEWEILS=einmal
  Szenario: Nach der Lesart mit einem Abzug hebt der Bonus das -1 von Große Kanonen ruhen nie auf
    Angenommen "Kampfpanzer" (Panzer des Imperiums) steht bei (34,5|30)
    Und "Kampfpanzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 24 Zoll, A 2, BF 3+, S 12, DS -1, SW 1)
    Und eine andere Regel gibt der Waffe "Kanone" 1 auf den Trefferwurf
    Und "Panzer" (Panzer der Orks) steht bei (30|30)
    Wenn der imperiale Spieler "Kampfpanzer" mit "Kanone" auf "Panzer" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und die Verwundungswürfe 1, 1 zeigen
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Kanone" 2 Treffer

  @klausel:WH-ATK-2 @klausel:WH-FKP-8 @auslegung:WH-A-KANONEN-JEWEILS=einmal
  Szenario: Auch mit einem Abzug trifft eine 2 des Panzers nicht
    Angenommen "Kampfpanzer" (Panzer des Imperiums) steht bei (34,5|30)
    Und "Kampfpanzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 24 Zoll, A 2, BF 3+, S 12, DS -1, SW 1)
    Und eine andere Regel gibt der Waffe "Kanone" 1 auf den Trefferwurf
    Und "Panzer" (Panzer der Orks) steht bei (30|30)
    Wenn der imperiale Spieler "Kampfpanzer" mit "Kanone" auf "Panzer" schießen lässt
    Und die Trefferwürfe 2, 1 zeigen
    Dann erzielt "Kanone" 0 Treffer

  @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-AUSNAHME-WER=je-modell @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Ein Modell mit RW 4+ in Deckung bekommt sie gegen DS 0, auch wenn ein anderes Modell seiner Einheit RW 3+ hat
    Angenommen "Marines" (Infanterist der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Marines-1" hat Rüstungswurf 4
    Und "Marines-1" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und die Trefferwürfe 5, 1 zeigen
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" Deckung
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-AUSNAHME-WER=einheit
  Szenario: Nach der Lesart für die Einheit nimmt ein Modell mit RW 3+ der ganzen Einheit die Deckung gegen DS 0
    Angenommen "Marines" (Infanterist der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Marines-1" hat Rüstungswurf 4
    Und "Marines-1" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und die Trefferwürfe 5, 1 zeigen
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" keine Deckung
    Und hat "Marines-1" noch 1 Lebenspunkt

  @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-ART=wurf
  Szenario: Ein zerstörtes Modell mit RW 3+ nimmt seiner Einheit die Deckung nicht
    Angenommen "Marines" (Infanterist der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Marines-1" hat Rüstungswurf 4
    Und "Marines-1" ist in Deckung
    Und "Marines-2" ist zerstört
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Marines" schießen lässt
    Und die Trefferwürfe 5, 1 zeigen
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 3 zeigt
    Dann gilt für "Marines-1" Deckung
    Und hat "Marines-1" noch 2 Lebenspunkte

  @klausel:WH-ATK-5 @klausel:WH-ATK-12 @auslegung:WH-A-ZUWEISUNG-UEBERSCHUSS=verfallen
  Szenario: Nach der engen Lesart verfällt die zweite Verwundung mit dem Modell, dem beide zugewiesen waren
    Angenommen "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 3, 3 zeigen
    Und der Schutzwurf 1 zeigt
    Dann ist "Boyz-1" zerstört
    Und lebt "Boyz-2" noch
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf, Schaden, Modell zerstört

  @klausel:WH-ATK-17 @klausel:WH-ATK-20 @auslegung:WH-A-NOTAUSSTIEG-WUERFE=je-insasse
  Szenario: Nach dem Wortlaut wird auch für ein Modell ohne Platz gewürfelt
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (31|33)
    Und die Transporterwürfe 4, 5, 1 zeigen
    Dann ist "Boyz-3" zerstört
    Und erleidet "Boyz" 1 tödliche Verwundung
    Und ist "Boyz-1" zerstört
    Und lebt "Boyz-2" noch

  @klausel:WH-ATK-17 @klausel:WH-ATK-20 @auslegung:WH-A-NOTAUSSTIEG-WUERFE=je-insasse
  Szenario: Nach dem Wortlaut fehlt ein Würfel, wenn nur für die aufgestellten Modelle gewürfelt wird
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (31|33)
    Und die Transporterwürfe 4, 5 zeigen
    Dann fehlt ein Würfel für "transporter"

  @klausel:WH-ATK-17 @klausel:WH-ATK-20 @auslegung:WH-A-NOTAUSSTIEG-WUERFE=je-aufgestelltes-modell
  Szenario: Nach den veröffentlichten Regeln würfeln nur die aufgestellten Modelle
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (31|33)
    Und die Transporterwürfe 4, 1 zeigen
    Dann ist "Boyz-3" zerstört
    Und erleidet "Boyz" 1 tödliche Verwundung
    Und ist "Boyz-1" zerstört
    Und lebt "Boyz-2" noch

  @klausel:WH-ATK-17 @klausel:WH-ATK-20 @auslegung:WH-A-NOTAUSSTIEG-WUERFE=je-aufgestelltes-modell
  Szenario: Nach den veröffentlichten Regeln bleibt ein dritter Transporterwurf übrig
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei (31|33)
    Und die Transporterwürfe 4, 5, 1 zeigen
    Dann bleiben Würfel für "transporter" übrig

  @klausel:WH-ATK-19 @auslegung:WH-A-NOTAUSSTIEG-NAHKAMPF=verboten
  Szenario: Nach den veröffentlichten Regeln steigt niemand aus dem Wrack in Nahkampfreichweite aus
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und "Trupp" steht stattdessen bei (34|36)
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|35); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann wird die Aktion mit WH.TRANSPORT.ENGAGED nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19 @auslegung:WH-A-NOTAUSSTIEG-NAHKAMPF=erlaubt @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb
  Szenario: Nach der weiten Lesart darf der Notausstieg in Nahkampfreichweite enden
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und "Trupp" steht stattdessen bei (34|36)
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|35); "Boyz-2" bei (32|35); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann ist "Boyz" auf dem Schlachtfeld
    Und lebt "Boyz-2" noch

  @klausel:WH-ATK-19 @auslegung:WH-A-NOTAUSSTIEG-NAHKAMPF=erlaubt
  Szenario: Auch nach der weiten Lesart gilt die Grenze von 6 Zoll um das Wrack
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und "Trupp" steht stattdessen bei (34|36)
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (32|35); "Boyz-2" bei (30|40); "Boyz-3" bei (28|35)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-3 @klausel:WH-FKP-10 @auslegung:WH-A-TARNUNG-ZEITPUNKT=ansage @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Fällt das letzte Modell ohne Tarnung, würfelt die nächste Waffe mit dem Modifikator der Ansage
    Angenommen "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz-2" hat das Schlüsselwort TARNUNG
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Flinte" auf "Boyz"; "Trupp-1" mit "Gewehr" auf "Boyz"
    Und die Trefferwürfe 4, 3 zeigen
    Und die Verwundungswürfe 3, 1 zeigen
    Und der Schutzwurf 1 zeigt
    Dann ist "Boyz-1" zerstört
    Und würfelt "Gewehr" mit Modifikator 0 auf Treffer
    Und erzielt "Gewehr" 1 Treffer

  @klausel:WH-ATK-3 @klausel:WH-FKP-10 @auslegung:WH-A-TARNUNG-ZEITPUNKT=je-waffe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Prüfung je Waffe hat das Ziel nach dem Tod des letzten Modells ohne Tarnung Tarnung
    Angenommen "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz-2" hat das Schlüsselwort TARNUNG
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Flinte" auf "Boyz"; "Trupp-1" mit "Gewehr" auf "Boyz"
    Und die Trefferwürfe 4, 3 zeigen
    Und der Verwundungswurf 3 zeigt
    Und der Schutzwurf 1 zeigt
    Dann ist "Boyz-1" zerstört
    Und würfelt "Gewehr" mit Modifikator -1 auf Treffer
    Und erzielt "Gewehr" 0 Treffer

  @klausel:WH-ATK-3 @klausel:WH-FKP-10 @auslegung:WH-A-TARNUNG-ZEITPUNKT=je-waffe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Auch nach der Prüfung je Waffe trifft eine 4 mit -1
    Angenommen "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz-2" hat das Schlüsselwort TARNUNG
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Flinte" auf "Boyz"; "Trupp-1" mit "Gewehr" auf "Boyz"
    Und die Trefferwürfe 4, 4 zeigen
    Und die Verwundungswürfe 3, 1 zeigen
    Und der Schutzwurf 1 zeigt
    Dann würfelt "Gewehr" mit Modifikator -1 auf Treffer
    Und erzielt "Gewehr" 1 Treffer

  @klausel:WH-ATK-3 @klausel:WH-FKP-10 @auslegung:WH-A-TARNUNG-ZEITPUNKT=je-waffe @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Prüfung je Waffe zählt die neue Tarnung einmal, und ein Ziel mit Tarnung von Anfang an behält sein -1
    Angenommen "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Flinte" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und "Trupp" trägt die Fernkampfwaffe "Pistole" (Reichweite 12 Zoll, A 1, BF 3+, S 9, DS 0, SW 1)
    Und eine andere Regel gibt der Waffe "Gewehr" 1 auf den Trefferwurf
    Und eine andere Regel gibt der Waffe "Pistole" 1 auf den Trefferwurf
    Und "Boyz" (Ork der Orks) steht mit 2 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz-2" hat das Schlüsselwort TARNUNG
    Und "Grots" (Ork der Orks) steht bei (14|16)
    Und "Grots" hat das Schlüsselwort TARNUNG
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Flinte" auf "Boyz"; "Trupp-1" mit "Gewehr" auf "Boyz"; "Trupp-1" mit "Pistole" auf "Grots"
    Und die Trefferwürfe 4, 3, 3 zeigen
    Und die Verwundungswürfe 3, 1, 1 zeigen
    Und der Schutzwurf 1 zeigt
    Dann ist "Boyz-1" zerstört
    Und würfelt "Gewehr" mit Modifikator 0 auf Treffer
    Und würfelt "Pistole" mit Modifikator 0 auf Treffer
    Und erzielt "Pistole" 1 Treffer

  @klausel:WH-ATK-9 @auslegung:WH-A-DECKUNG-AUSNAHME-WER=einheit @auslegung:WH-A-DECKUNG-ART=wurf @auslegung:WH-A-ZUWEISUNG-UEBERSCHUSS=einzeln @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Lesart für die Einheit gilt die Deckung wieder, sobald das letzte Modell mit RW 3+ gefallen ist
    Angenommen "Trupp" trägt die Fernkampfwaffe "Schwerbolter" (Reichweite 24 Zoll, A 3, BF 3+, S 9, DS 0, SW 2)
    Und "Marines" (Infanterist der Orks) steht mit 3 Modellen ab (10|20) im Abstand von 2 Zoll nach Osten
    Und "Marines-1" hat Rüstungswurf 4
    Und "Marines-2" hat Rüstungswurf 4
    Und "Marines-1" ist in Deckung
    Und "Marines-2" ist in Deckung
    Wenn der imperiale Spieler "Trupp" mit "Schwerbolter" auf "Marines" schießen lässt
    Und "Marines" Attacken in der Reihenfolge "Marines-1", "Marines-3", "Marines-2" erhält
    Und die Trefferwürfe 5, 5, 5 zeigen
    Und die Verwundungswürfe 3, 3, 3 zeigen
    Und die Schutzwürfe 3, 1, 3 zeigen
    Dann sind "Marines-1", "Marines-3" zerstört
    Und gilt für "Marines-2" Deckung
    Und hat "Marines-2" noch 2 Lebenspunkte
