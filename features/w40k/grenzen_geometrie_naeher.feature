# language: de
Funktionalität: Grenzen der Geometrie: näher am Missionszielmarker
  Ohne Feind in Reichweite ordnet sich eine Einheit nach dem Kampf auf den nächsten
  Missionszielmarker zu neu: jedes Modell, das sich bewegt, endet näher an ihm (bei gleich weit
  entfernten Markern an einem von ihnen), und die Einheit endet in seiner Reichweite. Entfernungen
  messen zwischen den nächsten Punkten von Base und Marker im Raum; wer auf dem Marker steht, ist
  waagerecht 0 von ihm entfernt, nur der Höhenunterschied bleibt.

  Der Held hat eine 32-mm-Base, ein Marker 40 mm (400 Einheiten): Base und Marker berühren sich
  bei 360 Einheiten zwischen den Mittelpunkten. Die Orks stehen weit weg.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Held" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-NAH-14
  Szenario: Wer auf den Marker tritt, ist ihm näher als 10 Einheiten davor
    Angenommen ein Missionszielmarker "Ziel" liegt bei (10|22)
    Und "Held-1" steht stattdessen bei [2540|5218|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach [2540|5248|0]
    Dann ordnet sich "Held" auf den Missionszielmarker zu neu

  @klausel:WH-NAH-14
  Szenariogrundriss: Zwei Marker gleich weit entfernt, einer schräg unten, einer auf gleicher Höhe
    Angenommen ein Geländestück "Kiste" reicht von (8|8) bis (16|12) und ist 400 Einheiten hoch
    Und "Held-1" steht stattdessen bei [2540|2540|400]
    Und ein Missionszielmarker "Oben" liegt bei [3400|2540|400]
    Und ein Missionszielmarker "Unten" liegt bei [2540|1880|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach <ziel>
    Dann ordnet sich "Held" auf den Missionszielmarker zu neu

    Beispiele:
      | Richtung                  | ziel                |
      | auf den oberen Marker zu  | [2640\|2540\|400]   |
      | auf den unteren Marker zu | [2540\|2440\|400]   |

  @klausel:WH-NAH-14
  Szenariogrundriss: Zwei Marker gleich weit entfernt, einer genau unter der Base
    Angenommen ein Geländestück "Kiste" reicht von (8|8) bis (16|12) und ist 400 Einheiten hoch
    Und "Held-1" steht stattdessen bei [2540|2100|400]
    Und ein Missionszielmarker "Darunter" liegt bei [2540|1900|0]
    Und ein Missionszielmarker "Daneben" liegt bei [3300|2100|400]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Held" neu ordnet: "Held-1" nach <ziel>
    Dann ordnet sich "Held" auf den Missionszielmarker zu neu

    Beispiele:
      | Richtung                      | ziel                |
      | hinunter auf den Marker       | [2540\|1850\|0]     |
      | auf den Marker daneben zu     | [2640\|2100\|400]   |
