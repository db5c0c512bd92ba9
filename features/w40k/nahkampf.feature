# language: de
Funktionalität: Nahkampfphase
  Zuerst kämpfen die Einheiten mit Erstschlag, darunter alle, die angegriffen haben, dann die
  übrigen; in jedem Schritt wählt der Spieler, der nicht am Zug ist, zuerst, danach wechseln die
  Spieler ab. Eine Einheit rückt bis 3 Zoll nach, kämpft (jedes Modell mit einer Nahkampfwaffe,
  alle Ziele vorab, Attacken aufteilbar) und ordnet sich danach bis 3 Zoll neu. Kämpfen dürfen
  Modelle in Nahkampfreichweite und solche in indirektem Basekontakt. FLUGZEUGE kämpfen nur gegen
  FLIEGENDE Einheiten und umgekehrt.

  Die Modelle stehen in Einheiten von 1/254 Zoll: "Trupp-1" (2540|2540) in Basekontakt mit "Boyz-1"
  (2540|2860), "Trupp-2" (3048|2540) in Basekontakt mit "Boyz-2" (3048|2860); "Boyz-3" (3048|3180)
  steht hinter "Boyz-2" in Basekontakt mit ihm, aber nicht in Nahkampfreichweite des Trupps.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 2, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]; [3048|3180|0]
    Und "Boyz" trägt die Nahkampfwaffe "Spalta" (A 2, KG 3+, S 4, DS -1, SW 1)

  @klausel:WH-NAH-5 @klausel:WH-NAH-8 @klausel:WH-NAH-7
  Szenario: Die Modelle in Nahkampfreichweite kämpfen mit ihrer Nahkampfwaffe
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Trefferwürfe 3, 2, 2, 2 zeigen
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 6 zeigt
    Dann erzielt "Messer" 1 Treffer
    Und wählt der Orkspieler als Nächster eine Einheit zum Kämpfen
    Und lautet die Ereignisfolge: Zielansage, Trefferwürfe, Verwundungswürfe, Zuweisung, Schutzwurf

  @klausel:WH-NAH-12 @klausel:WH-NAH-8 @auslegung:WH-A-ZUWEISUNG-UEBERSCHUSS=einzeln
  Szenario: Die Attacken werden ausgeführt, auch wenn kein Feind mehr in Reichweite steht
    Angenommen "Boyz-2" ist zerstört
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und die Trefferwürfe 3, 3 zeigen
    Und die Verwundungswürfe 5, 5 zeigen
    Und die Schutzwürfe 1, 1 zeigen
    Dann werden die Attacken "Boyz-1", "Boyz-3" zugewiesen
    Und ist "Boyz" zerstört

  @klausel:WH-NAH-5
  Szenario: Ein zerstörtes Modell kämpft nicht mehr
    Angenommen "Trupp-2" ist zerstört
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-2" mit "Messer" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.MODEL_GONE nach Klausel WH-NAH-5 abgelehnt

  @klausel:WH-NAH-5 @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Ein Modell in indirektem Basekontakt kämpft
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-3" mit "Spalta" gegen "Trupp"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Spalta" 0 Treffer

  @klausel:WH-NAH-5 @auslegung:WH-A-INDIREKTER-KONTAKT=basekontakt
  Szenario: Nach der Übersicht kämpft ein Modell 2 Zoll hinter dem Kameraden nicht
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz-3" steht stattdessen bei [3048|3500|0]
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-3" mit "Spalta" gegen "Trupp"
    Und die Trefferwürfe 1, 1 zeigen
    Dann wird die Aktion mit WH.FIGHT.MODEL_CANNOT nach Klausel WH-NAH-5 abgelehnt

  @klausel:WH-NAH-5 @auslegung:WH-A-INDIREKTER-KONTAKT=2-zoll @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Nach der großzügigeren Lesart kämpft ein Modell bis 2 Zoll hinter dem Kameraden
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz-3" steht stattdessen bei [3048|3500|0]
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-3" mit "Spalta" gegen "Trupp"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Spalta" 0 Treffer

  @klausel:WH-NAH-5 @klausel:WH-NAH-8
  Szenario: Ein Modell ohne Kontakt zum Ziel kämpft nicht gegen es
    Angenommen "Grots" (Ork der Orks) steht bei [4200|2540|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Grots"
    Dann wird die Aktion mit WH.FIGHT.TARGET_OUT_OF_REACH nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-8 @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet @auslegung-ebenso:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Ein Modell in Nahkampfreichweite ohne Basekontakt greift die Einheit an
    Angenommen "Trupp-1" steht stattdessen bei [2540|2500|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-8 @auslegung:WH-A-NAHKAMPFZIEL=und @auslegung:WH-A-INDIREKTER-KONTAKT=basekontakt @auslegung:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Nach dem Wortlaut der Zielwahl braucht ein Modell in Nahkampfreichweite auch Basekontakt
    Angenommen "Trupp-1" steht stattdessen bei [2540|2500|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.TARGET_OUT_OF_REACH nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-5 @klausel:WH-NAH-8 @auslegung:WH-A-NAHKAMPFZIEL=und @auslegung:WH-A-NAHKAMPFZIEL-WER=je-modell
  Szenario: Nach dem Wortlaut der Zielwahl greift ein Modell in indirektem Basekontakt außerhalb der Nahkampfreichweite nicht an
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der Orkspieler "Boyz" kämpfen lässt: "Boyz-3" mit "Spalta" gegen "Trupp"
    Dann wird die Aktion mit WH.FIGHT.TARGET_OUT_OF_REACH nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-5
  Szenario: Eine Einheit ohne Feind in Nahkampfreichweite kämpft nicht
    Angenommen "Zweiter" (Infanterist des Imperiums) steht bei (30|30)
    Und "Zweiter" trägt die Nahkampfwaffe "Messer" (A 2, KG 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Zweiter" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-2
  Szenario: Jede Einheit kämpft einmal
    Angenommen "Trupp" hat in dieser Phase schon gekämpft
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-7
  Szenario: Ein Modell kämpft mit genau einer Nahkampfwaffe
    Angenommen "Trupp" trägt die Nahkampfwaffe "Faust" (A 1, KG 4+, S 8, DS -2, SW 2)
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-1" mit "Faust" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.TWO_WEAPONS nach Klausel WH-NAH-7 abgelehnt

  @klausel:WH-NAH-7
  Szenario: Eine Fernkampfwaffe ist keine Nahkampfwaffe
    Angenommen "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Bolter" gegen "Boyz"
    Dann wird die Aktion mit WH.FIGHT.NOT_MELEE nach Klausel WH-NAH-7 abgelehnt

  @klausel:WH-NAH-7
  Szenario: Zwei Modelle kämpfen mit verschiedenen Waffen
    Angenommen "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 1, KG 4+, S 8, DS -2, SW 2)
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Boyz"; "Trupp-2" mit "Faust" gegen "Boyz"
    Und die Trefferwürfe 1, 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer
    Und erzielt "Faust" 0 Treffer

  @klausel:WH-NAH-8
  Szenario: Eigene Einheiten sind kein Ziel
    Angenommen "Zweiter" (Infanterist des Imperiums) steht bei [2540|2220|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Zweiter"
    Dann wird die Aktion mit WH.FIGHT.INVALID_TARGET nach Klausel WH-NAH-8 abgelehnt

  @klausel:WH-NAH-9 @klausel:WH-NAH-10 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Ein Modell teilt seine Attacken auf zwei Ziele auf
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"
    Und die Trefferwürfe 1, 1 zeigen
    Dann lautet die Ereignisfolge: Zielansage, Trefferwürfe, Trefferwürfe

  @klausel:WH-NAH-9
  Szenariogrundriss: Beim Aufteilen nennt jede Zeile außer der letzten die Zahl ihrer Attacken
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: <zeilen>
    Dann wird die Aktion mit WH.FIGHT.SPLIT nach Klausel WH-NAH-9 abgelehnt

    Beispiele:
      | Fall                  | zeilen                                                                           |
      | erste Zeile ohne Zahl | "Trupp-1" mit "Messer" gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"         |
      | letzte Zeile mit Zahl | "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-1" mit "Messer" 1 gegen "Grots"     |

  @klausel:WH-NAH-9 @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Die letzte Zeile nimmt die übrigen Attacken, auch wenn es keine mehr gibt
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 2 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"
    Und die Trefferwürfe 1, 1 zeigen
    Dann lautet die Ereignisfolge: Zielansage, Trefferwürfe

  @klausel:WH-NAH-10 @klausel:WH-NAH-11 @auslegung:WH-A-NAHKAMPF-REIHENFOLGE=ziel-vor-profil @auslegung:WH-A-NAHKAMPFZIEL=oder
  Szenario: Nach der Übersicht geht das Ziel vor dem Waffenprofil
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Und "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 2, KG 4+, S 8, DS -2, SW 2)
    Und "Grots-1" steht stattdessen bei [2794|2220|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-2" mit "Faust" 1 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"; "Trupp-2" mit "Faust" gegen "Grots"
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann lautet die Ereignisfolge: Zielansage, Trefferwürfe, Trefferwürfe, Trefferwürfe, Trefferwürfe

  @klausel:WH-NAH-11 @auslegung:WH-A-NAHKAMPF-REIHENFOLGE=profil-vor-ziel @auslegung:WH-A-NAHKAMPFZIEL=oder
  Szenario: Nach der zweiten Lesart geht das Waffenprofil vor dem Ziel
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Und "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 2, KG 4+, S 8, DS -2, SW 2)
    Und "Grots-1" steht stattdessen bei [2794|2220|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-2" mit "Faust" 1 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"; "Trupp-2" mit "Faust" gegen "Grots"
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann wird die Aktion mit WH.FIGHT.ORDER nach Klausel WH-NAH-11 abgelehnt

  @klausel:WH-NAH-10 @auslegung:WH-A-NAHKAMPF-REIHENFOLGE=ziel-vor-profil @auslegung:WH-A-NAHKAMPFZIEL=oder
  Szenario: Nach der Übersicht ist das Profil vor dem Ziel verboten
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Und "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 2, KG 4+, S 8, DS -2, SW 2)
    Und "Grots-1" steht stattdessen bei [2794|2220|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"; "Trupp-2" mit "Faust" 1 gegen "Boyz"; "Trupp-2" mit "Faust" gegen "Grots"
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann wird die Aktion mit WH.FIGHT.ORDER nach Klausel WH-NAH-10 abgelehnt

  @klausel:WH-NAH-11 @auslegung:WH-A-NAHKAMPF-REIHENFOLGE=frei @auslegung:WH-A-NAHKAMPFZIEL=oder
  Szenario: Nach der freieren Lesart ist jede Folge recht, die eine Waffe gegen ein Ziel zusammenhält
    Angenommen "Grots" (Ork der Orks) steht bei [2220|2540|0]
    Und "Trupp-2" trägt die Nahkampfwaffe "Faust" (A 2, KG 4+, S 8, DS -2, SW 2)
    Und "Grots-1" steht stattdessen bei [2794|2220|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" 1 gegen "Boyz"; "Trupp-1" mit "Messer" gegen "Grots"; "Trupp-2" mit "Faust" 1 gegen "Boyz"; "Trupp-2" mit "Faust" gegen "Grots"
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann lautet die Ereignisfolge: Zielansage, Trefferwürfe, Trefferwürfe, Trefferwürfe, Trefferwürfe

  @klausel:WH-NAH-1
  Szenario: Wählt der andere Spieler, kämpft keine eigene Einheit
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_YOUR_PICK nach Klausel WH-NAH-1 abgelehnt

  @klausel:WH-NAH-1
  Szenario: Hat der Spieler, der wählt, keine Einheit mehr, wählt der andere
    Angenommen der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Boyz" hat in dieser Phase schon gekämpft
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-2 @klausel:WH-ANG-9
  Szenario: Im Erstschlag kämpft, wer angegriffen hat
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und "Trupp" hat in diesem Zug erfolgreich angegriffen
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Und die Trefferwürfe 1, 1, 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer
    Und wählt der Orkspieler als Nächster eine Einheit zum Kämpfen

  @klausel:WH-NAH-2
  Szenario: Im Erstschlag kämpft niemand ohne Erstschlag
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-1 @klausel:WH-NAH-2
  Szenario: Eine Einheit mit Erstschlag des anderen Spielers kämpft zuerst
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und "Trupp" hat in diesem Zug erfolgreich angegriffen
    Und "Boyz" hat das Schlüsselwort ERSTSCHLAG
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.FIGHT.NOT_YOUR_PICK nach Klausel WH-NAH-1 abgelehnt

  @klausel:WH-NAH-2
  Szenario: Der Erstschlag endet erst, wenn alle Einheiten mit Erstschlag gekämpft haben
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und "Trupp" hat in diesem Zug erfolgreich angegriffen
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.FIGHT.UNITS_LEFT nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-1 @klausel:WH-NAH-2 @auslegung:WH-A-KAMPF-ZWEITER-SCHRITT=weiter-abwechselnd
  Szenario: Nach der Übersicht läuft der Wechsel nach dem Erstschlag weiter
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der imperiale Spieler die Phase beendet
    Dann ist der imperiale Spieler am Zug in der Nahkampfphase nach dem Erstschlag
    Und wählt der imperiale Spieler als Nächster eine Einheit zum Kämpfen

  @klausel:WH-NAH-1 @auslegung:WH-A-KAMPF-ZWEITER-SCHRITT=wieder-nicht-aktiver
  Szenario: Nach den veröffentlichten Regeln beginnt wieder der Spieler, der nicht am Zug ist
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der imperiale Spieler die Phase beendet
    Dann wählt der Orkspieler als Nächster eine Einheit zum Kämpfen

  @klausel:WH-NAH-1 @klausel:WH-RND-1
  Szenario: Zu Beginn der Nahkampfphase wählt der Spieler, der nicht am Zug ist
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Wenn der imperiale Spieler die Phase beendet
    Dann ist der imperiale Spieler am Zug in der Nahkampfphase
    Und wählt der Orkspieler als Nächster eine Einheit zum Kämpfen

  @klausel:WH-NAH-6
  Szenario: Ohne FLIEGEN kämpft niemand gegen ein FLUGZEUG
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [2540|1700|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Bomber"
    Dann wird die Aktion mit WH.FIGHT.AIRCRAFT nach Klausel WH-NAH-6 abgelehnt

  @klausel:WH-NAH-6 @auslegung:WH-A-NAHKAMPFZIEL=oder @auslegung:WH-A-ATTACKEN-WAHL=ansage-entscheidet
  Szenario: Eine FLIEGENDE Einheit kämpft gegen ein FLUGZEUG
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [2540|1700|0]
    Und "Trupp" hat das Schlüsselwort FLIEGEND
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Bomber"
    Und die Trefferwürfe 1, 1 zeigen
    Dann erzielt "Messer" 0 Treffer

  @klausel:WH-NAH-6 @klausel:WH-NAH-5
  Szenario: Ein FLUGZEUG allein neben einer Einheit ohne FLIEGEN lässt sie nicht kämpfen
    Angenommen "Boyz" hat nur noch 1 lebendes Modell
    Und "Boyz-1" steht stattdessen bei (40|40)
    Und "Bomber" (Flugzeug der Orks) steht bei [2540|1700|0]
    Wenn der imperiale Spieler "Trupp" kämpfen lässt: "Trupp-1" mit "Messer" gegen "Bomber"
    Dann wird die Aktion mit WH.FIGHT.NOT_ELIGIBLE nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-NAH-13
  Szenario: Nach dem Kampf ordnet sich zuerst die Einheit neu, die gekämpft hat
    Angenommen "Trupp" hat gerade gekämpft und ordnet sich nun neu
    Und der Orkspieler wählt als Nächster eine Einheit zum Kämpfen
    Wenn der Orkspieler "Boyz" mit "Spalta" gegen "Trupp" kämpfen lässt
    Dann wird die Aktion mit WH.SEQUENCE.OPEN nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-NAH-13
  Szenario: Neu ordnen gibt es nur nach dem Kampf
    Wenn der imperiale Spieler "Trupp" neu ordnet: "Trupp-2" nach [3368|2540|0]
    Dann wird die Aktion mit WH.SEQUENCE.NONE nach Klausel WH-NAH-13 abgelehnt
