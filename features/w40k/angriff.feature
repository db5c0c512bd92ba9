# language: de
Funktionalität: Angriffsphase
  Eine Einheit sagt einen Angriff auf Ziele innerhalb von 12 Zoll an und würfelt 2W6 (Würfelschlange
  "angriff"); dann bewegt sie sich höchstens so viele Zoll. Der Angriff gelingt, wenn ein Modell in
  Nahkampfreichweite jedes Ziels kommt, keines in die einer anderen feindlichen Einheit, und die
  Einheit in Formation bleibt; wer in Basekontakt kommen kann, muss es. Sonst scheitert er, und
  niemand bewegt sich (die Aktion charge_move ohne Wege). Wer angegriffen hat, bekommt Erstschlag.

  Der Trupp steht bei (10|10) und (12|10), die Boyz bei (10|18), (12|18) und (14|18). In Basekontakt
  mit "Boyz-1" steht ein Infanterist bei [2540|4252|0], 1712 Einheiten (knapp 6,75 Zoll) nördlich
  von "Trupp-1".

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|18) im Abstand von 2 Zoll nach Osten

  @klausel:WH-ANG-2 @klausel:WH-ANG-3
  Szenario: Die Angriffsansage würfelt die Angriffsdistanz
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann beträgt die Angriffsdistanz 7 Zoll
    Und lautet die Ereignisfolge: Angriffsansage

  @klausel:WH-ANG-4 @klausel:WH-ANG-6 @klausel:WH-ANG-9
  Szenario: Ein gelungener Angriff endet in Basekontakt
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann gelingt der Angriff von "Trupp"
    Und steht "Trupp-1" bei [2540|4252|0]
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Modellbewegung, Angriffsende

  @klausel:WH-ANG-5
  Szenario: Ohne Wege scheitert der Angriff, und niemand bewegt sich
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 3 Zoll gewürfelt
    Wenn der imperiale Spieler den Angriff von "Trupp" abbricht
    Dann scheitert der Angriff von "Trupp"
    Und steht "Trupp-1" bei (10|10)
    Und lautet die Ereignisfolge: Angriffsende

  @klausel:WH-ANG-3
  Szenario: Weiter als die Angriffsdistanz zieht niemand
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 6 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-ANG-3 abgelehnt

  @klausel:WH-ANG-4
  Szenario: Der Angriff muss jedes Ziel erreichen
    Angenommen "Grots" (Ork der Orks) steht bei (24|18)
    Und "Trupp" hat einen Angriff auf "Boyz", "Grots" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.CHARGE.TARGET_NOT_REACHED nach Klausel WH-ANG-4 abgelehnt

  @klausel:WH-ANG-4 @auslegung:WH-A-ANGRIFF-FREMDE=unterwegs
  Szenario: Nach der Übersicht kommt auch unterwegs kein Modell in die Nahkampfreichweite einer anderen Einheit
    Angenommen "Grots" (Ork der Orks) steht bei [3568|3556|0]
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.CHARGE.OTHER_UNIT nach Klausel WH-ANG-4 abgelehnt

  @klausel:WH-ANG-4 @auslegung:WH-A-ANGRIFF-FREMDE=nur-am-ende
  Szenario: Nach der Option zählt nur, wo die Modelle enden
    Angenommen "Grots" (Ork der Orks) steht bei [3568|3556|0]
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann gelingt der Angriff von "Trupp"

  @klausel:WH-ANG-4
  Szenario: Am Ende in Nahkampfreichweite einer anderen feindlichen Einheit scheitert der Angriff
    Angenommen "Grots" (Ork der Orks) steht bei (8|17,5)
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.CHARGE.OTHER_UNIT nach Klausel WH-ANG-4 abgelehnt

  @klausel:WH-ANG-4
  Szenario: Der Angriff endet in Formation
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]
    Dann wird die Aktion mit WH.CHARGE.COHERENCY nach Klausel WH-ANG-4 abgelehnt

  @klausel:WH-ANG-6 @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenario: Wer Basekontakt erreichen kann, muss es
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach (10|16,5); "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.CHARGE.BASE_CONTACT nach Klausel WH-ANG-6 abgelehnt

  @klausel:WH-ANG-6 @auslegung:WH-A-MOEGLICH=nicht-geprueft
  Szenario: Nach der Option prüft die Engine nicht, ob Basekontakt möglich war
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach (10|16,5); "Trupp-2" nach [3048|4252|0]
    Dann gelingt der Angriff von "Trupp"

  @klausel:WH-ANG-6
  Szenario: Wer Basekontakt nicht erreichen kann, endet in Nahkampfreichweite
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Und "Trupp-2" steht stattdessen bei (12|9)
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach (12|15)
    Dann gelingt der Angriff von "Trupp"

  @klausel:WH-ANG-1
  Szenariogrundriss: Wer nicht angreifen darf
    Angenommen <lage>
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit <code> nach Klausel <klausel> abgelehnt

    Beispiele:
      | Fall                         | lage                                                                                        | code                   | klausel   |
      | vorgerückt                   | "Trupp" ist in diesem Zug vorgerückt                                                        | WH.CHARGE.ADVANCED     | WH-ANG-1  |
      | zurückgezogen                | "Trupp" ist in diesem Zug zurückgezogen                                                     | WH.CHARGE.ADVANCED     | WH-ANG-1  |
      | schon angesagt               | "Trupp" hat in diesem Zug schon einen Angriff angesagt                                      | WH.CHARGE.ALREADY      | WH-ANG-1  |
      | in Nahkampfreichweite        | "Boyz-1" steht stattdessen bei (10\|11,5)                                                   | WH.CHARGE.ENGAGED      | WH-ANG-1  |
      | aus bewegtem Transporter     | "Trupp" ist in diesem Zug aus einem Transporter ausgestiegen, der sich schon bewegt hatte   | WH.CHARGE.NOT_ALLOWED  | WH-TRA-4  |

  @klausel:WH-ATK-18
  Szenario: Wer aus einem zerstörten Transporter kam, greift nicht an
    Angenommen "Trupp" ist in diesem Zug aus einem zerstörten Transporter ausgestiegen
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit WH.CHARGE.NOT_ALLOWED nach Klausel WH-ATK-18 abgelehnt

  @klausel:WH-VER-2 @klausel:WH-ANG-1
  Szenario: Wer aus der Reserve eintraf, greift an
    Angenommen "Trupp" ist in diesem Zug aus der Reserve eingetroffen
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann beträgt die Angriffsdistanz 7 Zoll

  @klausel:WH-ANG-1
  Szenario: Ein FLUGZEUG greift nicht an
    Angenommen "Jaeger" (Flugzeug des Imperiums) steht bei (30|10)
    Wenn der imperiale Spieler mit "Jaeger" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit WH.CHARGE.AIRCRAFT nach Klausel WH-ANG-1 abgelehnt

  @klausel:WH-ANG-1
  Szenario: Nur FLIEGENDE Einheiten greifen ein FLUGZEUG an
    Angenommen "Bomber" (Flugzeug der Orks) steht bei (10|20)
    Und "Boyz" hat nur noch 1 lebendes Modell
    Und "Boyz-1" steht stattdessen bei (40|40)
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Bomber" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit WH.CHARGE.AIRCRAFT_TARGET nach Klausel WH-ANG-1 abgelehnt

  @klausel:WH-ANG-1
  Szenario: Eine FLIEGENDE Einheit greift ein FLUGZEUG an
    Angenommen "Bomber" (Flugzeug der Orks) steht bei (10|20)
    Und "Boyz" hat nur noch 1 lebendes Modell
    Und "Boyz-1" steht stattdessen bei (40|40)
    Und "Trupp" hat das Schlüsselwort FLIEGEND
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Bomber" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann beträgt die Angriffsdistanz 7 Zoll

  @klausel:WH-ANG-2
  Szenariogrundriss: Ziele innerhalb von 12 Zoll
    Angenommen "Boyz" hat nur noch 1 lebendes Modell
    Und "Boyz-1" steht stattdessen bei <ort>
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann <ergebnis>

    Beispiele:
      | Fall                | ort              | ergebnis                                                               |
      | genau 12 Zoll       | [2540\|5908\|0]  | beträgt die Angriffsdistanz 7 Zoll                                     |
      | eine Einheit weiter | [2540\|5909\|0]  | wird die Aktion mit WH.CHARGE.TOO_FAR nach Klausel WH-ANG-2 abgelehnt  |

  @klausel:WH-ANG-2
  Szenario: Eine Einheit greift mehrere Einheiten an
    Angenommen "Grots" (Ork der Orks) steht bei (16|18)
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz", "Grots" ansagt
    Und der Angriffswurf 5 und 4 zeigt
    Dann beträgt die Angriffsdistanz 9 Zoll

  @klausel:WH-ANG-2
  Szenario: Eigene Einheiten sind kein Angriffsziel
    Angenommen "Zweiter" (Infanterist des Imperiums) steht bei (20|15)
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Zweiter" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit WH.CHARGE.INVALID_TARGET nach Klausel WH-ANG-2 abgelehnt

  @klausel:WH-ANG-2 @auslegung:WH-A-ANGRIFF-SICHT=sichtbar
  Szenario: Nach der Übersicht muss das Ziel sichtbar sein
    Angenommen "Trupp" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit WH.CHARGE.NOT_VISIBLE nach Klausel WH-ANG-2 abgelehnt

  @klausel:WH-ANG-2 @auslegung:WH-A-ANGRIFF-SICHT=keine-sicht
  Szenario: Nach den veröffentlichten Regeln muss das Ziel nicht sichtbar sein
    Angenommen "Trupp" und "Boyz" sehen einander nicht
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann beträgt die Angriffsdistanz 7 Zoll

  @klausel:WH-ANG-2
  Szenario: Ein einziges sichtbares Modell macht die Einheit sichtbar
    Angenommen "Trupp" und "Boyz-1" sehen einander nicht
    Und "Trupp" und "Boyz-2" sehen einander nicht
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann beträgt die Angriffsdistanz 7 Zoll

  @klausel:WH-ANG-3
  Szenario: Eine Angriffsbewegung ohne Ansage gibt es nicht
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.SEQUENCE.NONE nach Klausel WH-ANG-3 abgelehnt

  @klausel:WH-ANG-3
  Szenario: Nach der Ansage bewegt sich zuerst die angreifende Einheit
    Angenommen "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.SEQUENCE.OPEN nach Klausel WH-ANG-3 abgelehnt

  @klausel:WH-ANG-7 @auslegung:WH-A-KLETTERN=nur-hoch
  Szenario: Über Gelände angreifen kostet wie in der Bewegungsphase
    Angenommen ein Geländestück "Mauer" reicht von (8|13) bis (16|14) und ist 3 Zoll hoch
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 10 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann gelingt der Angriff von "Trupp"
    Und zählt der Weg von "Trupp-1" 2474 Einheiten

  @klausel:WH-ANG-7
  Szenario: Die Mauer macht den Angriff zu lang
    Angenommen ein Geländestück "Mauer" reicht von (8|13) bis (16|14) und ist 3 Zoll hoch
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-ANG-3 abgelehnt

  @klausel:WH-ANG-8 @auslegung:WH-A-DURCH-MODELLE=nur-fliegende
  Szenario: Ohne FLIEGEN kommt ein Angreifer nicht an einem Modell der eigenen Einheit vorbei
    Angenommen "Trupp-2" steht stattdessen bei (10|12)
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-ANG-8
  Szenario: Fliegende Angreifer ziehen über andere Modelle hinweg
    Angenommen "Trupp-2" steht stattdessen bei (10|12)
    Und "Trupp" hat das Schlüsselwort FLIEGEND
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler "Trupp" im Angriff bewegt: "Trupp-1" nach [2540|4252|0]; "Trupp-2" nach [3048|4252|0]
    Dann gelingt der Angriff von "Trupp"

  @klausel:WH-ANG-1
  Szenario: Eine Einheit in Reserve sagt keinen Angriff an
    Angenommen "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Wenn der imperiale Spieler mit "Reserve" einen Angriff auf "Boyz" ansagt
    Dann wird die Aktion mit WH.UNIT.NOT_ON_BATTLEFIELD nach Klausel WH-ANG-1 abgelehnt
