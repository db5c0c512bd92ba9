# language: de
Funktionalität: Fernkampfphase
  Wer vorgerückt ist oder sich zurückgezogen hat, schießt nicht; wer in Nahkampfreichweite steht,
  auch nicht, außer MONSTER und FAHRZEUGE mit -1 auf Treffer. Vor dem ersten Wurf werden alle
  Ziele festgelegt; ein Ziel braucht ein Modell, das sichtbar und in Reichweite ist. Modelle und
  Waffen dürfen verschiedene Ziele haben, ein Ziel wird aber abgeschlossen, bevor das nächste
  folgt. Einheiten in Nahkampfreichweite befreundeter Einheiten sind kein Ziel, außer MONSTER und
  FAHRZEUGE (dann -1). Einsamer Wolf: nur innerhalb von 12 Zoll; Tarnung: -1, wenn jedes Modell
  sie hat. Sichtbarkeit ist Teil des Zustands (WH-A-SICHTLINIE).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-FKP-3 @klausel:WH-FKP-4
  Szenario: Jedes Modell mit seiner Waffe auf ein Ziel in Reichweite
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 3, 1 zeigen
    Und der Verwundungswurf 2 zeigt
    Dann erzielt "Bolter" 1 Treffer
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe

  @klausel:WH-FKP-1
  Szenariogrundriss: Nach Vorrücken oder Rückzug schießt eine Einheit nicht
    Angenommen "Trupp" ist in diesem Zug <art>
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.ADVANCED nach Klausel WH-FKP-1 abgelehnt

    Beispiele:
      | Fall           | art            |
      | vorgerückt     | vorgerückt     |
      | zurückgezogen  | zurückgezogen  |

  @klausel:WH-FKP-1 @klausel:WH-VER-2
  Szenario: Eine Einheit, die aus der Reserve eintraf, schießt
    Angenommen "Trupp" ist in diesem Zug aus der Reserve eingetroffen
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-3
  Szenario: Jede Einheit schießt einmal
    Angenommen "Trupp" hat in diesem Zug geschossen
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.ALREADY_SHOT nach Klausel WH-FKP-3 abgelehnt

  @klausel:WH-FKP-3
  Szenario: Mit einer Nahkampfwaffe wird nicht geschossen
    Angenommen "Trupp" trägt die Nahkampfwaffe "Messer" (A 1, KG 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Messer" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.NOT_RANGED nach Klausel WH-FKP-3 abgelehnt

  @klausel:WH-FKP-3
  Szenario: Ein zerstörtes Modell schießt nicht
    Angenommen "Trupp-2" ist zerstört
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-2" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.MODEL_GONE nach Klausel WH-FKP-3 abgelehnt

  @klausel:WH-FKP-4
  Szenario: Ein Ziel außer Reichweite
    Angenommen "Boyz" hat nur noch 1 lebendes Modell
    Und "Boyz-1" steht stattdessen bei (10|36)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.OUT_OF_RANGE nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-4
  Szenariogrundriss: Die Reichweite wird zwischen den Bases gemessen
    Angenommen "Boyz" hat nur noch 1 lebendes Modell
    Und "Boyz-1" steht stattdessen bei <ort>
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                 | ort              | ergebnis                                                                   |
      | genau 24 Zoll        | [2540\|8956\|0]  | erzielt "Bolter" 0 Treffer                                                 |
      | eine Einheit weiter  | [2540\|8957\|0]  | wird die Aktion mit WH.SHOOT.OUT_OF_RANGE nach Klausel WH-FKP-4 abgelehnt  |

  @klausel:WH-FKP-4 @auslegung:WH-A-SICHT-JE-MODELL=je-modell
  Szenario: Ein Ziel, das kein schießendes Modell sieht
    Angenommen "Trupp-1" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.NOT_VISIBLE nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-4 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein einziges sichtbares Modell in Reichweite genügt
    Angenommen "Trupp-1" und "Boyz-1" sehen einander nicht
    Und "Trupp-1" und "Boyz-2" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Bolter" 0 Treffer

  @klausel:WH-FKP-4 @auslegung:WH-A-SICHT-JE-MODELL=je-modell
  Szenario: Sichtbar, aber außer Reichweite, und in Reichweite, aber nicht sichtbar, ist kein Ziel
    Angenommen "Boyz-3" steht stattdessen bei (14|40)
    Und "Trupp-1" und "Boyz-1" sehen einander nicht
    Und "Trupp-1" und "Boyz-2" sehen einander nicht
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.NOT_VISIBLE nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-4
  Szenario: Auf eigene Einheiten wird nicht geschossen
    Angenommen "Zweiter" (Infanterist des Imperiums) steht bei (10|20)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Zweiter" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.INVALID_TARGET nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-4 @klausel:WH-TRA-2
  Szenario: Eine Einheit in einem Transporter ist kein Ziel
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Drinnen" (Ork der Orks) mit 2 Modellen sitzt im Transporter "Pikk"
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Drinnen" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.INVALID_TARGET nach Klausel WH-FKP-4 abgelehnt

  @klausel:WH-FKP-5 @klausel:WH-FKP-6
  Szenario: Die Modelle einer Einheit schießen auf verschiedene Ziele, ein Ziel nach dem anderen
    Angenommen "Grots" (Ork der Orks) steht bei (20|25)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-2" mit "Bolter" auf "Grots"
    Und die Trefferwürfe 2, 2 zeigen
    Dann lautet die Ereignisfolge: Zielansage, Trefferwürfe, Trefferwürfe

  @klausel:WH-FKP-5 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein Modell mit zwei Waffen schießt auf zwei Ziele
    Angenommen "Grots" (Ork der Orks) steht bei (20|25)
    Und "Trupp-1" trägt die Fernkampfwaffe "Pistole" (Reichweite 12 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Grots-1" steht stattdessen bei (10|20)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-1" mit "Pistole" auf "Grots"
    Und die Trefferwürfe 2, 2 zeigen
    Dann erzielt "Bolter" 0 Treffer
    Und erzielt "Pistole" 0 Treffer

  @klausel:WH-FKP-5
  Szenario: Alle Attacken einer Waffe gehen auf ein Ziel
    Angenommen "Grots" (Ork der Orks) steht bei (20|25)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-1" mit "Bolter" auf "Grots"
    Dann wird die Aktion mit WH.SHOOT.WEAPON_TWICE nach Klausel WH-FKP-5 abgelehnt

  @klausel:WH-FKP-6 @auslegung:WH-A-ZIELREIHENFOLGE=ziel-fuer-ziel @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Übersicht kommt kein Ziel ein zweites Mal an die Reihe
    Angenommen "Grots" (Ork der Orks) steht bei (20|25)
    Und "Trupp-1" trägt die Fernkampfwaffe "Pistole" (Reichweite 12 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Trupp-2" trägt die Fernkampfwaffe "Sturmgewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Grots-1" steht stattdessen bei (10|20)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-1" mit "Pistole" auf "Grots"; "Trupp-2" mit "Sturmgewehr" auf "Boyz"
    Und die Trefferwürfe 2, 2, 2 zeigen
    Dann wird die Aktion mit WH.SHOOT.ORDER nach Klausel WH-FKP-6 abgelehnt

  @klausel:WH-FKP-6 @auslegung:WH-A-ZIELREIHENFOLGE=frei @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der freieren Lesart dürfen die Ziele wechseln
    Angenommen "Grots" (Ork der Orks) steht bei (20|25)
    Und "Trupp-1" trägt die Fernkampfwaffe "Pistole" (Reichweite 12 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Trupp-2" trägt die Fernkampfwaffe "Sturmgewehr" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Grots-1" steht stattdessen bei (10|20)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-1" mit "Pistole" auf "Grots"; "Trupp-2" mit "Sturmgewehr" auf "Boyz"
    Und die Trefferwürfe 2, 2, 2 zeigen
    Dann lautet die Ereignisfolge: Zielansage, Trefferwürfe, Trefferwürfe, Trefferwürfe

  @klausel:WH-FKP-5
  Szenario: In jeder Lesart wird eine Waffe gegen ein Ziel in einem Zug abgehandelt
    Angenommen "Grots" (Ork der Orks) steht bei (20|25)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Bolter" auf "Boyz"; "Trupp-2" mit "Bolter" auf "Grots"; "Trupp-1" mit "Bolter" auf "Boyz"
    Dann wird die Aktion mit WH.SHOOT.WEAPON_TWICE nach Klausel WH-FKP-5 abgelehnt

  @klausel:WH-FKP-2
  Szenario: In Nahkampfreichweite schießt eine Einheit nicht
    Angenommen "Boyz-1" steht stattdessen bei (10|11,5)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.ENGAGED nach Klausel WH-FKP-2 abgelehnt

  @klausel:WH-FKP-2 @klausel:WH-FKP-8 @auslegung:WH-A-GEBUNDEN-SELBST=andere-einheiten
  Szenario: Ein FAHRZEUG schießt aus der Nahkampfreichweite mit -1 auf Treffer
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (10|25)
    Und "Panzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 8, DS 0, SW 1)
    Und "Boyz-1" steht stattdessen bei [2540|7112|0]
    Wenn der imperiale Spieler "Panzer" mit "Kanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 3 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Kanone" 0 Treffer

  @klausel:WH-FKP-8 @auslegung:WH-A-GEBUNDEN-SELBST=auch-selbst
  Szenario: Nach der Option schützt auch die Nahkampfreichweite der schießenden Einheit selbst
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (10|25)
    Und "Panzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 8, DS 0, SW 1)
    Und "Boyz-1" steht stattdessen bei [2540|7112|0]
    Wenn der imperiale Spieler "Panzer" mit "Kanone" auf "Boyz" schießen lässt
    Und der Trefferwurf 3 zeigt
    Dann wird die Aktion mit WH.SHOOT.LOCKED nach Klausel WH-FKP-7 abgelehnt

  @klausel:WH-FKP-7
  Szenario: Auf eine Einheit im Nahkampf mit einer befreundeten Einheit wird nicht geschossen
    Angenommen "Zweiter" (Infanterist des Imperiums) steht bei (12|32)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.SHOOT.LOCKED nach Klausel WH-FKP-7 abgelehnt

  @klausel:WH-FKP-7 @klausel:WH-FKP-8
  Szenario: Ein MONSTER im Nahkampf mit einer befreundeten Einheit wird beschossen, mit -1
    Angenommen "Bestie" (Monster der Orks) steht bei (20|30)
    Und "Zweiter" (Infanterist des Imperiums) steht bei (20|33)
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Bestie" schießen lässt
    Und die Trefferwürfe 4, 3 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-FKP-8 @klausel:WH-ATK-2
  Szenario: Beide Abzüge der großen Kanonen zusammen zählen nur einmal
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (40|25)
    Und "Panzer" trägt die Fernkampfwaffe "Kanone" (Reichweite 36 Zoll, A 1, BF 3+, S 8, DS 0, SW 1)
    Und "Bestie" (Monster der Orks) steht bei [10160|7493|0]
    Wenn der imperiale Spieler "Panzer" mit "Kanone" auf "Bestie" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Kanone" 1 Treffer

  @klausel:WH-FKP-9 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein Einsamer Wolf nur innerhalb von 12 Zoll (genau 12 Zoll)
    Angenommen "Pirsch" (Scharfschütze der Orks) steht bei [2540|5873|0]
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Gewehr" auf "Pirsch"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Gewehr" 0 Treffer

  @klausel:WH-FKP-9
  Szenario: Ein Einsamer Wolf nur innerhalb von 12 Zoll (eine Einheit weiter)
    Angenommen "Pirsch" (Scharfschütze der Orks) steht bei [2540|5874|0]
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Gewehr" auf "Pirsch"
    Und der Trefferwurf 1 zeigt
    Dann wird die Aktion mit WH.SHOOT.LONE_OPERATIVE nach Klausel WH-FKP-9 abgelehnt

  @klausel:WH-FKP-9 @auslegung:WH-A-EINSAMER-WOLF=einheit @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Nach der Übersicht genügt ein Modell der schießenden Einheit innerhalb von 12 Zoll
    Angenommen "Pirsch" (Scharfschütze der Orks) steht bei (16|22)
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Gewehr" auf "Pirsch"
    Und der Trefferwurf 1 zeigt
    Dann erzielt "Gewehr" 0 Treffer

  @klausel:WH-FKP-9 @auslegung:WH-A-EINSAMER-WOLF=modell
  Szenario: Nach den veröffentlichten Regeln muss das schießende Modell selbst innerhalb von 12 Zoll sein
    Angenommen "Pirsch" (Scharfschütze der Orks) steht bei (16|22)
    Und "Trupp" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" schießen lässt: "Trupp-1" mit "Gewehr" auf "Pirsch"
    Und der Trefferwurf 1 zeigt
    Dann wird die Aktion mit WH.SHOOT.LONE_OPERATIVE nach Klausel WH-FKP-9 abgelehnt

  @klausel:WH-FKP-10
  Szenario: Tarnung gilt, wenn jedes Modell sie hat
    Angenommen "Boyz" hat das Schlüsselwort TARNUNG
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt
    Und erzielt "Bolter" 1 Treffer

  @klausel:WH-FKP-10
  Szenario: Tarnung gilt nicht, wenn nur ein Teil der Einheit sie hat
    Angenommen "Boyz-1" hat das Schlüsselwort TARNUNG
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und die Verwundungswürfe 1, 1 zeigen
    Dann wird mit Modifikator 0 auf Treffer gewürfelt
    Und erzielt "Bolter" 2 Treffer

  @klausel:WH-FKP-10
  Szenario: Sind die Modelle ohne Tarnung zerstört, hat die Einheit Tarnung
    Angenommen "Boyz-1" hat das Schlüsselwort TARNUNG
    Und "Boyz" hat nur noch 1 lebendes Modell
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Und die Trefferwürfe 3, 4 zeigen
    Und der Verwundungswurf 1 zeigt
    Dann wird mit Modifikator -1 auf Treffer gewürfelt

  @klausel:WH-RND-1
  Szenario: Außerhalb der Fernkampfphase wird nicht geschossen
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Wenn der imperiale Spieler "Trupp" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.PHASE.WRONG nach Klausel WH-RND-1 abgelehnt

  @klausel:WH-RND-2
  Szenario: Der Spieler, der nicht am Zug ist, schießt nicht
    Angenommen "Boyz" trägt die Fernkampfwaffe "Wumme" (Reichweite 24 Zoll, A 1, BF 5+, S 4, DS 0, SW 1)
    Wenn der Orkspieler "Boyz" mit "Wumme" auf "Trupp" schießen lässt
    Dann wird die Aktion mit WH.TURN.NOT_ACTIVE nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-RND-2
  Szenario: Nur mit eigenen Einheiten
    Angenommen "Boyz" trägt die Fernkampfwaffe "Wumme" (Reichweite 24 Zoll, A 1, BF 5+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Boyz" mit "Wumme" auf "Trupp" schießen lässt
    Dann wird die Aktion mit WH.UNIT.NOT_OWN nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-FKP-1
  Szenario: Eine Einheit in Reserve schießt nicht
    Angenommen "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Und "Reserve" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Reserve" mit "Bolter" auf "Boyz" schießen lässt
    Dann wird die Aktion mit WH.UNIT.NOT_ON_BATTLEFIELD nach Klausel WH-FKP-1 abgelehnt
