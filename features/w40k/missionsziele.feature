# language: de
Funktionalität: Missionszielmarker kontrollieren
  Ein Modell ist in Reichweite eines Markers, wenn es höchstens 3 Zoll waagerecht und 5 Zoll
  senkrecht von ihm entfernt ist (gemessen zur Base des Markers, 40 mm, wenn nicht anders
  angegeben). Die Kontrollstufe eines Spielers ist die Summe der MK-Werte seiner Modelle in
  Reichweite; die höhere Stufe kontrolliert den Marker. Erschütterte Einheiten haben MK 0.

  Der Marker "Mitte" liegt bei (30|22). Ein Infanterist hat MK 2 und eine 32-mm-Base; genau 3 Zoll
  zwischen Base und Marker sind es, wenn die Mittelpunkte 1122 Einheiten auseinanderliegen.

  Hintergrund:
    Angenommen ein Missionszielmarker "Mitte" liegt bei (30|22)
    Und der imperiale Spieler ist am Zug in der Befehlsphase

  @klausel:WH-MZ-1 @klausel:WH-MZ-2 @klausel:WH-MZ-3
  Szenario: Die höhere Kontrollstufe kontrolliert den Marker
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (29|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (28|24) im Abstand von 2 Zoll nach Osten
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": "orks", "levels": {"imperium": 4, "orks": 6}}}

  @klausel:WH-MZ-1 @klausel:WH-MZ-2 @klausel:WH-MZ-3
  Szenario: Zwei Marker werden jeder für sich gewertet
    Angenommen ein Missionszielmarker "Nord" liegt bei (30|40)
    Und "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (29|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (28|38) im Abstand von 2 Zoll nach Osten
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": "imperium", "levels": {"imperium": 4, "orks": 0}}, "Nord": {"controller": "orks", "levels": {"imperium": 0, "orks": 6}}}

  @klausel:WH-MZ-1
  Szenariogrundriss: Drei Zoll waagerecht, gemessen bis zur Base des Markers
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei <ort>
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": <wer>, "levels": {"imperium": <stufe>, "orks": 0}}}

    Beispiele:
      | Fall                 | ort                | wer        | stufe |
      | genau drei Zoll      | [7620\|6710\|0]    | "imperium" | 2     |
      | eine Einheit weiter  | [7620\|6711\|0]    | null       | 0     |
      | schräg innerhalb     | (32\|25)           | "imperium" | 2     |

  @klausel:WH-MZ-1
  Szenario: Ein Marker ohne Durchmesser wird bis zu seinem Mittelpunkt gemessen
    Angenommen der Missionszielmarker "Mitte" ist ein Punkt ohne Durchmesser
    Und "Trupp" (Infanterist des Imperiums) steht bei [7620|6710|0]
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": null, "levels": {"imperium": 0, "orks": 0}}}

  @klausel:WH-MZ-1
  Szenariogrundriss: Fünf Zoll senkrecht
    Angenommen ein Geländestück "Turm" reicht von (31|21) bis (33|23) und ist <hoehe> Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei (32|22|<hoehe>)
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": <wer>, "levels": {"imperium": <stufe>, "orks": 0}}}

    Beispiele:
      | Fall              | hoehe | wer        | stufe |
      | fünf Zoll hoch    | 5     | "imperium" | 2     |
      | sechs Zoll hoch   | 6     | null       | 0     |

  @klausel:WH-ERS-2 @klausel:WH-MZ-2
  Szenario: Eine erschütterte Einheit zählt mit MK 0
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (29|20) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (28|24) im Abstand von 2 Zoll nach Osten
    Und "Boyz" ist erschüttert
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": "imperium", "levels": {"imperium": 4, "orks": 0}}}

  @klausel:WH-MZ-2
  Szenario: Die MK-Werte verschiedener Einheiten eines Spielers werden addiert
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (29|20)
    Und "Zweiter" (Infanterist des Imperiums) steht bei (31|20)
    Und "Panzer" (Panzer der Orks) steht bei (30|26)
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": "imperium", "levels": {"imperium": 4, "orks": 3}}}

  @klausel:WH-MZ-3 @auslegung:WH-A-KONTROLLE-GLEICHSTAND=niemand
  Szenario: Bei Gleichstand kontrolliert niemand den Marker
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (29|20)
    Und "Boyz" (Ork der Orks) steht bei (29|24)
    Und der Orkspieler kontrolliert den Missionszielmarker "Mitte"
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": null, "levels": {"imperium": 2, "orks": 2}}}

  @klausel:WH-MZ-3 @auslegung:WH-A-KONTROLLE-GLEICHSTAND=bisheriger
  Szenario: Nach der Option behält bei Gleichstand der bisherige Spieler den Marker
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (29|20)
    Und "Boyz" (Ork der Orks) steht bei (29|24)
    Und der Orkspieler kontrolliert den Missionszielmarker "Mitte"
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": "orks", "levels": {"imperium": 2, "orks": 2}}}

  @klausel:WH-MZ-3 @auslegung:WH-A-KONTROLLE-GLEICHSTAND=bisheriger
  Szenario: Nach der Option behält der bisherige Spieler auch einen Marker, an dem niemand steht
    Angenommen der imperiale Spieler kontrolliert den Missionszielmarker "Mitte"
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Mitte": {"controller": "imperium", "levels": {"imperium": 0, "orks": 0}}}

  @klausel:WH-MZ-3
  Szenario: Am Ende der Befehlsphase wird die Kontrolle festgestellt
    Angenommen "Boyz" (Ork der Orks) steht bei (29|24)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert der Orkspieler den Missionszielmarker "Mitte"
    Und lautet die Ereignisfolge: Missionsziel, Phasenwechsel

  @klausel:WH-MZ-3 @auslegung:WH-A-KONTROLLE-ZEITPUNKT=befehlsphase
  Szenario: Nach der Übersicht ändert das Ende einer anderen Phase nichts an der Kontrolle
    Angenommen der imperiale Spieler ist am Zug in der Fernkampfphase
    Und "Boyz" (Ork der Orks) steht bei (29|24)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert niemand den Missionszielmarker "Mitte"
    Und lautet die Ereignisfolge: Phasenwechsel

  @klausel:WH-MZ-3 @auslegung:WH-A-KONTROLLE-ZEITPUNKT=jede-phase
  Szenario: Nach den veröffentlichten Regeln wird am Ende jeder Phase neu entschieden
    Angenommen der imperiale Spieler ist am Zug in der Fernkampfphase
    Und "Boyz" (Ork der Orks) steht bei (29|24)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert der Orkspieler den Missionszielmarker "Mitte"
    Und lautet die Ereignisfolge: Missionsziel, Phasenwechsel

  @klausel:WH-MZ-3 @klausel:WH-RND-1
  Szenario: Der Schritt Verstärkungen beendet die Bewegungsphase noch nicht
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Boyz" (Ork der Orks) steht bei (29|24)
    Wenn der imperiale Spieler die Phase beendet
    Dann kontrolliert niemand den Missionszielmarker "Mitte"
    Und ist der imperiale Spieler am Zug in der Bewegungsphase, Schritt Verstärkungen
