# language: de
Funktionalität: Grenzfall-Familien der Reichweiten im Raum
  "Innerhalb von N Zoll" misst zwischen den nächsten Punkten der Bases im Raum: die waagerechte
  Lücke und der Höhenunterschied nach Pythagoras (WH-A-ENTFERNUNG). Jede Familie stellt die
  Entfernung genau auf die Grenze (gleich), eine Einheit (1/254 Zoll) darunter und darüber; einmal
  auf gleicher Höhe, einmal "im Raum" mit einem Höhenunterschied. Für 10 Zoll gibt es ein Dreieck
  aus ganzen Einheiten (6, 8 und 10 Zoll); für 3, 6 und 12 Zoll nicht (254 mal 3, 6 oder 12 ist
  keine Summe zweier Quadrate außer mit 0), dort berühren sich die Bases waagerecht, und die ganze
  Entfernung ist Höhe.

  Bases: Infanterist und Ork 32 mm (320 Einheiten), Scharfschütze 25 mm (250), Transporter 90 mm
  (900), Panzer 100 mm (1000). Die Mittelpunkte zweier Bases mit den Durchmessern d1 und d2 liegen
  bei einer Lücke g genau (d1 + d2) / 2 + g auseinander.

  # -- Waffenreichweite: 10 Zoll (2540), im Raum 8 Zoll waagerecht und 6 Zoll hoch --------------
  # Im Raum steht der Schütze auf einem Sockel von 1 Zoll, das Ziel auf einem Turm 6 Zoll höher.

  @klausel:WH-FKP-4
  Szenariogrundriss: Ein Ziel an der Grenze der Waffenreichweite von 10 Zoll
    Angenommen ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und ein Geländestück "Sockel" reicht von <svon> bis <sbis> und ist 1 Zoll hoch
    Und "Schuetze" (Infanterist des Imperiums) steht bei [2540|2540|<sz>]
    Und "Schuetze" trägt die Fernkampfwaffe "Karabiner" (Reichweite 10 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht bei [2540|<y>|<z>]
    Wenn der imperiale Spieler "Schuetze" mit "Karabiner" auf "Boyz" schießen lässt
    Und der Trefferwurf 1 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | svon             | sbis             | sz  | y    | z    | ergebnis                                                                   |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | [13000\|800\|0]  | [13500\|1300\|0] | 0   | 5400 | 0    | erzielt "Karabiner" 0 Treffer                                              |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | [13000\|800\|0]  | [13500\|1300\|0] | 0   | 5399 | 0    | erzielt "Karabiner" 0 Treffer                                              |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | [13000\|800\|0]  | [13500\|1300\|0] | 0   | 5401 | 0    | wird die Aktion mit WH.SHOOT.OUT_OF_RANGE nach Klausel WH-FKP-4 abgelehnt  |
      | im Raum gleich         | [2200\|4700\|0]  | [2900\|5200\|0]  | 1778  | [2200\|2200\|0]  | [2900\|2700\|0]  | 254 | 4892 | 1778 | erzielt "Karabiner" 0 Treffer                                              |
      | im Raum knapp darunter | [2200\|4700\|0]  | [2900\|5200\|0]  | 1777  | [2200\|2200\|0]  | [2900\|2700\|0]  | 254 | 4892 | 1777 | erzielt "Karabiner" 0 Treffer                                              |
      | im Raum knapp darüber  | [2200\|4700\|0]  | [2900\|5200\|0]  | 1779  | [2200\|2200\|0]  | [2900\|2700\|0]  | 254 | 4892 | 1779 | wird die Aktion mit WH.SHOOT.OUT_OF_RANGE nach Klausel WH-FKP-4 abgelehnt  |

  # -- Einsamer Wolf: nur innerhalb von 12 Zoll (3048) um die schießende Einheit ----------------

  @klausel:WH-FKP-9
  Szenariogrundriss: Ein Einsamer Wolf an der Grenze von 12 Zoll
    Angenommen ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Schuetze" (Infanterist des Imperiums) steht bei [2540|2540|0]
    Und "Schuetze" trägt die Fernkampfwaffe "Gewehr" (Reichweite 36 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Pirsch" (Scharfschütze der Orks) steht bei [2540|<y>|<z>]
    Wenn der imperiale Spieler "Schuetze" mit "Gewehr" auf "Pirsch" schießen lässt
    Und der Trefferwurf 1 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z    | ergebnis                                                                     |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 3048  | 5873 | 0    | erzielt "Gewehr" 0 Treffer                                                   |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 3048  | 5872 | 0    | erzielt "Gewehr" 0 Treffer                                                   |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 3048  | 5874 | 0    | wird die Aktion mit WH.SHOOT.LONE_OPERATIVE nach Klausel WH-FKP-9 abgelehnt  |
      | im Raum gleich         | [2300\|2750\|0]  | [2800\|3200\|0]  | 3048  | 2825 | 3048 | erzielt "Gewehr" 0 Treffer                                                   |
      | im Raum knapp darunter | [2300\|2750\|0]  | [2800\|3200\|0]  | 3047  | 2825 | 3047 | erzielt "Gewehr" 0 Treffer                                                   |
      | im Raum knapp darüber  | [2300\|2750\|0]  | [2800\|3200\|0]  | 3049  | 2825 | 3049 | wird die Aktion mit WH.SHOOT.LONE_OPERATIVE nach Klausel WH-FKP-9 abgelehnt  |

  # -- Angriffsziel: innerhalb von 12 Zoll (3048) um die angreifende Einheit --------------------

  @klausel:WH-ANG-2
  Szenariogrundriss: Ein Angriffsziel an der Grenze von 12 Zoll
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [2540|2540|<z>]
    Und "Boyz" (Ork der Orks) steht bei [2540|<y>|0]
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | z    | y    | ergebnis                                                                |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 3048  | 0    | 5908 | beträgt die Angriffsdistanz 7 Zoll                                      |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 3048  | 0    | 5907 | beträgt die Angriffsdistanz 7 Zoll                                      |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 3048  | 0    | 5909 | wird die Aktion mit WH.CHARGE.TOO_FAR nach Klausel WH-ANG-2 abgelehnt   |
      | im Raum gleich         | [2200\|2200\|0]  | [2800\|2700\|0]  | 3048  | 3048 | 2860 | beträgt die Angriffsdistanz 7 Zoll                                      |
      | im Raum knapp darunter | [2200\|2200\|0]  | [2800\|2700\|0]  | 3047  | 3047 | 2860 | beträgt die Angriffsdistanz 7 Zoll                                      |
      | im Raum knapp darüber  | [2200\|2200\|0]  | [2800\|2700\|0]  | 3049  | 3049 | 2860 | wird die Aktion mit WH.CHARGE.TOO_FAR nach Klausel WH-ANG-2 abgelehnt   |

  # -- Gefährliches Ende: jede Einheit innerhalb von 6 Zoll (1524) ------------------------------
  # Der Panzer der Orks (100-mm-Base) fällt mit seinem letzten Lebenspunkt und würfelt die 6.

  @klausel:WH-ATK-16
  Szenariogrundriss: Gefährliches Ende an der Grenze von 6 Zoll
    Angenommen ein Geländestück "Turm" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Panzer" (Panzer der Orks) steht bei [10160|5080|0]
    Und "Panzer" hat Gefährliches Ende 1
    Und "Panzer-1" hat nur noch 1 Lebenspunkt
    Und "Grots" (Ork der Orks) steht bei [10160|<y>|<z>]
    Und "Schuetze" (Infanterist des Imperiums) steht bei [10160|1524|0]
    Und "Schuetze" trägt die Fernkampfwaffe "Melter" (Reichweite 24 Zoll, A 1, BF 3+, S 9, DS -1, SW 6)
    Wenn der imperiale Spieler "Schuetze" mit "Melter" auf "Panzer" schießen lässt
    Und der Trefferwurf 4 zeigt
    Und der Verwundungswurf 5 zeigt
    Und der Schutzwurf 1 zeigt
    Und der Wurf für Gefährliches Ende 6 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z    | ergebnis                                           |
      | gleich                 | [2000\|8000\|0]  | [2500\|8500\|0]  | 1524  | 7264 | 0    | erleidet "Grots" 1 tödliche Verwundung             |
      | knapp darunter         | [2000\|8000\|0]  | [2500\|8500\|0]  | 1524  | 7263 | 0    | erleidet "Grots" 1 tödliche Verwundung             |
      | knapp darüber          | [2000\|8000\|0]  | [2500\|8500\|0]  | 1524  | 7265 | 0    | löst "Panzer-1" Gefährliches Ende aus, trifft aber keine Einheit |
      | im Raum gleich         | [9900\|5700\|0]  | [10400\|6200\|0] | 1524  | 5740 | 1524 | erleidet "Grots" 1 tödliche Verwundung             |
      | im Raum knapp darunter | [9900\|5700\|0]  | [10400\|6200\|0] | 1523  | 5740 | 1523 | erleidet "Grots" 1 tödliche Verwundung             |
      | im Raum knapp darüber  | [9900\|5700\|0]  | [10400\|6200\|0] | 1525  | 5740 | 1525 | löst "Panzer-1" Gefährliches Ende aus, trifft aber keine Einheit |

  # -- Einsteigen: jedes Modell endet innerhalb von 3 Zoll (762) um den TRANSPORTER -------------

  @klausel:WH-TRA-1
  Szenariogrundriss: Einsteigen an der Grenze von 3 Zoll um den Transporter
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Rampe" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Rhino" (Transporter des Imperiums) steht bei [5080|5080|0]
    Und "Trupp" (Infanterist des Imperiums) steht bei <start>
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Und die Einheit dabei in den Transporter "Rhino" einsteigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | start              | ziel               | ergebnis                                                               |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 762   | [5080\|3200\|0]    | [5080\|3708\|0]    | sitzt "Trupp" im Transporter "Rhino"                                   |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 762   | [5080\|3200\|0]    | [5080\|3709\|0]    | sitzt "Trupp" im Transporter "Rhino"                                   |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 762   | [5080\|3200\|0]    | [5080\|3707\|0]    | wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-1 abgelehnt |
      | im Raum gleich         | [3000\|4500\|0]  | [4500\|5600\|0]  | 762   | [3800\|5080\|762]  | [4470\|5080\|762]  | sitzt "Trupp" im Transporter "Rhino"                                   |
      | im Raum knapp darunter | [3000\|4500\|0]  | [4500\|5600\|0]  | 761   | [3800\|5080\|761]  | [4470\|5080\|761]  | sitzt "Trupp" im Transporter "Rhino"                                   |
      | im Raum knapp darüber  | [3000\|4500\|0]  | [4500\|5600\|0]  | 763   | [3800\|5080\|763]  | [4470\|5080\|763]  | wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-1 abgelehnt |

  # -- Notaufstellung am Wrack: innerhalb von 3 Zoll kostet nur die 1 ---------------------------
  # Nach der Übersicht genügt es, dass ein Teil der Base innerhalb der Entfernung steht. Der Boy hat
  # eine Base von 140 mm: vollständig gemessen (WH-A-AUSSTEIGEN-GANZ=vollstaendig) stünde er in
  # keinem dieser Fälle auch nur innerhalb von 6 Zoll, denn seine ferne Seite ist 1400 Einheiten
  # weiter als die nahe. Das Wrack (90 mm) liegt bei (30|30) = [7620|7620]; Boy und Wrack berühren
  # sich bei 1150 Einheiten zwischen den Mittelpunkten.

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb
  Szenariogrundriss: Notaufstellung an der Grenze von 3 Zoll um das Wrack
    Angenommen ein Geländestück "Kiste" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Boyz-1" hat eine Base von 140 mm
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|<y>|<z>]
    Und der Transporterwurf 4 zeigt
    Dann kostet beim Notausstieg jede <n> oder weniger eine tödliche Verwundung

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z   | n |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 762   | 9532 | 0   | 1 |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 762   | 9531 | 0   | 1 |
      | knapp darüber          | [12000\|800\|0]  | [12500\|1300\|0] | 762   | 9533 | 0   | 3 |
      | im Raum gleich         | [7200\|8600\|0]  | [8100\|9100\|0]  | 762   | 8770 | 762 | 1 |
      | im Raum knapp darunter | [7200\|8600\|0]  | [8100\|9100\|0]  | 761   | 8770 | 761 | 1 |
      | im Raum knapp darüber  | [7200\|8600\|0]  | [8100\|9100\|0]  | 763   | 8770 | 763 | 3 |

  # Vollständig gemessen (WH-A-AUSSTEIGEN-GANZ=vollstaendig) zählt die ferne Seite der Base. Ein Boy
  # mit 32-mm-Base steht dann genau 3 Zoll weit, wenn sein Mittelpunkt 1052 Einheiten vom Wrack
  # entfernt ist (450 + 762 − 160); seine nahe Seite ist 442 entfernt, nach der Übersicht ohnehin
  # innerhalb. Im Raum steht er auf einer Kiste genau über der Mitte des Wracks: waagerecht ist er
  # dann nirgends außerhalb, nur die Höhe zählt, in beiden Lesarten gleich.

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung-ebenso:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenariogrundriss: Vollständig gemessen an der Grenze von 3 Zoll um das Wrack, wo beide Lesarten gleich messen
    Angenommen ein Geländestück "Kiste" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|<y>|<z>]
    Und der Transporterwurf 4 zeigt
    Dann kostet beim Notausstieg jede <n> oder weniger eine tödliche Verwundung

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z   | n |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 762   | 8672 | 0   | 1 |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 762   | 8671 | 0   | 1 |
      | im Raum gleich         | [7400\|7400\|0]  | [7840\|7840\|0]  | 762   | 7620 | 762 | 1 |
      | im Raum knapp darunter | [7400\|7400\|0]  | [7840\|7840\|0]  | 761   | 7620 | 761 | 1 |
      | im Raum knapp darüber  | [7400\|7400\|0]  | [7840\|7840\|0]  | 763   | 7620 | 763 | 3 |

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenariogrundriss: Vollständig gemessen eine Einheit über 3 Zoll um das Wrack
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|8673|0]
    Und der Transporterwurf 4 zeigt
    Dann kostet beim Notausstieg jede <n> oder weniger eine tödliche Verwundung

    Beispiele:
      | Fall          | n |
      | knapp darüber | 3 |

  # -- Notaufstellung am Wrack: innerhalb von 6 Zoll, sonst findet das Modell keinen Platz ------
  # Nach der Übersicht: die nahe Seite der Base (32 mm) höchstens 6 Zoll vom Wrack, Mittelpunkte
  # 2134 Einheiten auseinander (450 + 160 + 1524); im Raum auf einer Kiste, deren Höhe die ganze
  # Entfernung ist. Vollständig gemessen stünde das Modell in den Fällen bis zur Grenze schon
  # außerhalb; eine Einheit darüber scheitert es in beiden Lesarten.

  @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb
  Szenariogrundriss: Notaufstellung an der Grenze von 6 Zoll um das Wrack
    Angenommen ein Geländestück "Kiste" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|<y>|<z>]
    Und der Transporterwurf 4 zeigt
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z    |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | 9754 | 0    |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | 9753 | 0    |
      | im Raum gleich         | [7300\|8100\|0]  | [7940\|8600\|0]  | 1524  | 8230 | 1524 |
      | im Raum knapp darunter | [7300\|8100\|0]  | [7940\|8600\|0]  | 1523  | 8230 | 1523 |

  @klausel:WH-ATK-19
  Szenariogrundriss: Eine Einheit über 6 Zoll um das Wrack findet ein Modell keinen Platz
    Angenommen ein Geländestück "Kiste" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|<y>|<z>]
    Und der Transporterwurf 4 zeigt
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt

    Beispiele:
      | Fall                  | von              | bis              | hoehe | y    | z    |
      | knapp darüber         | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | 9755 | 0    |
      | im Raum knapp darüber | [7300\|8100\|0]  | [7940\|8600\|0]  | 1525  | 8230 | 1525 |

  # Vollständig gemessen: die ferne Seite höchstens 6 Zoll, Mittelpunkte 1814 Einheiten
  # auseinander; die nahe Seite ist dann 1204 entfernt, nach beiden Lesarten jenseits von 3 Zoll.
  # Im Raum genau über der Mitte des Wracks.

  @klausel:WH-ATK-19 @auslegung-ebenso:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenariogrundriss: Vollständig gemessen an der Grenze von 6 Zoll um das Wrack, wo beide Lesarten gleich messen
    Angenommen ein Geländestück "Kiste" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|<y>|<z>]
    Und der Transporterwurf 4 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                   | von              | bis              | hoehe | y    | z    | ergebnis                                                                  |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | 9434 | 0    | kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung      |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 1524  | 9433 | 0    | kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung      |
      | im Raum gleich         | [7400\|7400\|0]  | [7840\|7840\|0]  | 1524  | 7620 | 1524 | kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung      |
      | im Raum knapp darunter | [7400\|7400\|0]  | [7840\|7840\|0]  | 1523  | 7620 | 1523 | kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung      |
      | im Raum knapp darüber  | [7400\|7400\|0]  | [7840\|7840\|0]  | 1525  | 7620 | 1525 | wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt |

  @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenariogrundriss: Vollständig gemessen eine Einheit über 6 Zoll um das Wrack
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Pikk" hat kein Gefährliches Ende
    Und "Boyz" (Ork der Orks) mit 1 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|9435|0]
    Und der Transporterwurf 4 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall          | ergebnis                                                                  |
      | knapp darüber | wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt |

  # -- Aussteigen: jedes Modell innerhalb von 3 Zoll um den TRANSPORTER -------------------------
  # Der Rhino (90 mm) steht bei [5080|5080]. Nach der Übersicht zählt die nahe Seite der Base
  # (Mittelpunkte 1372 auseinander, im Raum auf einer Rampe, deren Höhe die ganze Entfernung ist),
  # vollständig gemessen die ferne (Mittelpunkte 1052 auseinander; die nahe Seite ist dann 442
  # entfernt). Was eine Lesart allein entscheidet, steht in einem eigenen Grundriss.

  @klausel:WH-TRA-7 @auslegung:WH-A-AUSSTEIGEN-GANZ=innerhalb
  Szenariogrundriss: Aussteigen an der Grenze von 3 Zoll um den Transporter
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Rampe" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Rhino" (Transporter des Imperiums) steht bei [5080|5080|0]
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei <ort>
    Dann ist "Trupp" auf dem Schlachtfeld

    Beispiele:
      | Fall                   | von              | bis              | hoehe | ort                |
      | gleich                 | [12000\|800\|0]  | [12500\|1300\|0] | 762   | [5080\|3708\|0]    |
      | knapp darunter         | [12000\|800\|0]  | [12500\|1300\|0] | 762   | [5080\|3709\|0]    |
      | im Raum gleich         | [3000\|4500\|0]  | [4500\|5600\|0]  | 762   | [4470\|5080\|762]  |
      | im Raum knapp darunter | [3000\|4500\|0]  | [4500\|5600\|0]  | 761   | [4470\|5080\|761]  |

  @klausel:WH-TRA-7
  Szenariogrundriss: Eine Einheit über 3 Zoll um den Transporter steigt niemand aus
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Rampe" reicht von <von> bis <bis> und ist <hoehe> Einheiten hoch
    Und "Rhino" (Transporter des Imperiums) steht bei [5080|5080|0]
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei <ort>
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-7 abgelehnt

    Beispiele:
      | Fall                  | von              | bis              | hoehe | ort                |
      | knapp darüber         | [12000\|800\|0]  | [12500\|1300\|0] | 762   | [5080\|3707\|0]    |
      | im Raum knapp darüber | [3000\|4500\|0]  | [4500\|5600\|0]  | 763   | [4470\|5080\|763]  |

  @klausel:WH-TRA-7 @auslegung-ebenso:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenariogrundriss: Vollständig gemessen an der Grenze von 3 Zoll um den Transporter
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei [5080|5080|0]
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei [5080|<y>|0]
    Dann ist "Trupp" auf dem Schlachtfeld

    Beispiele:
      | Fall           | y    |
      | gleich         | 4028 |
      | knapp darunter | 4029 |

  @klausel:WH-TRA-7 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenariogrundriss: Vollständig gemessen eine Einheit über 3 Zoll um den Transporter
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei [5080|5080|0]
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und "Boyz" (Ork der Orks) steht bei (50|40)
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei [5080|<y>|0]
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-TRA-7 abgelehnt

    Beispiele:
      | Fall          | y    |
      | knapp darüber | 4027 |
