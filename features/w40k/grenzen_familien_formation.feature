# language: de
Funktionalität: Grenzfall-Familien der getrennten Messungen: Formation und Missionszielmarker
  Formation und Reichweite eines Missionszielmarkers messen waagerecht und senkrecht getrennt:
  höchstens 2 Zoll waagerecht und 5 Zoll senkrecht zu einem Modell der Einheit, höchstens 3 Zoll
  waagerecht und 5 Zoll senkrecht zum Marker. Jede Familie stellt eine der beiden Größen genau auf
  ihre Grenze, eine Einheit (1/254 Zoll) darunter und darüber. In den Fällen "im Raum" steht das
  eine Modell zugleich genau 5 Zoll (1270 Einheiten) höher: die senkrechte Grenze ist ausgeschöpft,
  und waagerecht zählt trotzdem nur die waagerechte Lücke.

  Infanteristen haben 32-mm-Bases (320 Einheiten), ein Marker 40 mm (400 Einheiten): zwei
  Infanteristen berühren sich bei 320 Einheiten zwischen den Mittelpunkten, Infanterist und Marker
  bei 360. 2 Zoll Lücke sind 828 Einheiten zwischen zwei Infanteristen, 3 Zoll Lücke 1122 zwischen
  Infanterist und Marker.

  @klausel:WH-ZUG-1
  Szenariogrundriss: Formation an der Grenze von 2 Zoll waagerecht
    Angenommen ein Geländestück "Turm" reicht von <von> bis <bis> und ist 5 Zoll hoch
    Und "Kette" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [<x>|2540|<z>]
    Wenn gefragt wird, ob "Kette" in Formation ist
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall                   | von               | bis               | x    | z    | antwort                                            |
      | gleich                 | [12000\|8000\|0]  | [12500\|8500\|0]  | 3368 | 0    | {"coherent": true, "out": []}                      |
      | knapp darunter         | [12000\|8000\|0]  | [12500\|8500\|0]  | 3367 | 0    | {"coherent": true, "out": []}                      |
      | knapp darüber          | [12000\|8000\|0]  | [12500\|8500\|0]  | 3369 | 0    | {"coherent": false, "out": ["Kette-1", "Kette-2"]} |
      | im Raum gleich         | [3200\|2286\|0]   | [3800\|2794\|0]   | 3368 | 1270 | {"coherent": true, "out": []}                      |
      | im Raum knapp darunter | [3200\|2286\|0]   | [3800\|2794\|0]   | 3367 | 1270 | {"coherent": true, "out": []}                      |
      | im Raum knapp darüber  | [3200\|2286\|0]   | [3800\|2794\|0]   | 3369 | 1270 | {"coherent": false, "out": ["Kette-1", "Kette-2"]} |

  # Das erste Modell steht auf einem Sockel von 1 Zoll, das zweite auf einem Turm daneben, 5 Zoll
  # höher, eine Einheit weniger oder mehr; die Bases berühren sich waagerecht.

  @klausel:WH-ZUG-1
  Szenariogrundriss: Formation an der Grenze von 5 Zoll senkrecht
    Angenommen ein Geländestück "Sockel" reicht von [2000|2286|0] bis [2700|2794|0] und ist 1 Zoll hoch
    Und ein Geländestück "Turm" reicht von [2800|2286|0] bis [3400|2794|0] und ist <hoehe> Einheiten hoch
    Und "Kette" (Infanterist des Imperiums) steht an den Punkten [2540|2540|254]; [2860|2540|<hoehe>]
    Wenn gefragt wird, ob "Kette" in Formation ist
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall           | hoehe | antwort                                            |
      | gleich         | 1524  | {"coherent": true, "out": []}                      |
      | knapp darunter | 1523  | {"coherent": true, "out": []}                      |
      | knapp darüber  | 1525  | {"coherent": false, "out": ["Kette-1", "Kette-2"]} |

  # Der Marker "Ziel" liegt am Boden bei [10160|5588]; der Trupp steht nördlich von ihm.

  @klausel:WH-MZ-1
  Szenariogrundriss: Reichweite eines Missionszielmarkers an der Grenze von 3 Zoll waagerecht
    Angenommen ein Missionszielmarker "Ziel" liegt bei [10160|5588|0]
    Und ein Geländestück "Turm" reicht von <von> bis <bis> und ist 5 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [10160|<y>|<z>]
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Ziel": {"controller": <wer>, "levels": {"imperium": <stufe>, "orks": 0}}}

    Beispiele:
      | Fall                   | von               | bis               | y    | z    | wer        | stufe |
      | gleich                 | [2000\|8000\|0]   | [2500\|8500\|0]   | 6710 | 0    | "imperium" | 2     |
      | knapp darunter         | [2000\|8000\|0]   | [2500\|8500\|0]   | 6709 | 0    | "imperium" | 2     |
      | knapp darüber          | [2000\|8000\|0]   | [2500\|8500\|0]   | 6711 | 0    | null       | 0     |
      | im Raum gleich         | [9900\|6500\|0]   | [10400\|7000\|0]  | 6710 | 1270 | "imperium" | 2     |
      | im Raum knapp darunter | [9900\|6500\|0]   | [10400\|7000\|0]  | 6709 | 1270 | "imperium" | 2     |
      | im Raum knapp darüber  | [9900\|6500\|0]   | [10400\|7000\|0]  | 6711 | 1270 | null       | 0     |

  # Der Trupp steht auf einem Turm, seine Base berührt waagerecht die des Markers am Boden.

  @klausel:WH-MZ-1
  Szenariogrundriss: Reichweite eines Missionszielmarkers an der Grenze von 5 Zoll senkrecht
    Angenommen ein Missionszielmarker "Ziel" liegt bei [10160|5588|0]
    Und ein Geländestück "Turm" reicht von [9900|5900|0] bis [10400|6400|0] und ist <hoehe> Einheiten hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei [10160|5948|<hoehe>]
    Wenn gefragt wird, wer die Missionszielmarker kontrolliert
    Dann lautet die Antwort {"Ziel": {"controller": <wer>, "levels": {"imperium": <stufe>, "orks": 0}}}

    Beispiele:
      | Fall           | hoehe | wer        | stufe |
      | gleich         | 1270  | "imperium" | 2     |
      | knapp darunter | 1269  | "imperium" | 2     |
      | knapp darüber  | 1271  | null       | 0     |
