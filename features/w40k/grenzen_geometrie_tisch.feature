# language: de
Funktionalität: Grenzen der Geometrie: Spielfeldrand und Ränder der Geländestücke
  Eine Base muss ganz auf dem Spielfeld liegen; genau an der Kante ist sie noch darauf, eine
  Einheit (1/254 Zoll) weiter ragt sie darüber. Ein Geländestück schließt seine Ränder ein: wer mit
  dem Mittelpunkt genau auf dem Rand steht, steht oben. Ein Weg, der genau auf einem Rand entlang
  führt, liegt auf dem Geländestück, und Wege über Gelände zählen in jeder Richtung gleich.

  Das Spielfeld misst 60 mal 44 Zoll, also 15240 mal 11176 Einheiten. Der Trupp hat eine
  32-mm-Base (320 Einheiten): sein Mittelpunkt darf bis auf 160 Einheiten an eine Kante heran.
  Der Block reicht von (20|20) bis (22|22), das sind [5080|5080] bis [5588|5588], und ist 3 Zoll
  (762 Einheiten) hoch.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Block" reicht von (20|20) bis (22|22) und ist 3 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|30)

  @klausel:WH-BEW-1
  Szenariogrundriss: Bis genau an die Spielfeldkante
    Angenommen "Trupp-1" steht stattdessen bei <start>
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann steht "Trupp-1" bei <ziel>

    Beispiele:
      | Kante  | start      | ziel                |
      | Westen | (3\|10)    | [160\|2540\|0]      |
      | Osten  | (57\|10)   | [15080\|2540\|0]    |
      | Süden  | (10\|3)    | [2540\|160\|0]      |
      | Norden | (10\|41)   | [2540\|11016\|0]    |

  @klausel:WH-BEW-1
  Szenariogrundriss: Eine Einheit über die Spielfeldkante hinaus
    Angenommen "Trupp-1" steht stattdessen bei <start>
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-BEW-1 abgelehnt

    Beispiele:
      | Kante  | start      | ziel                |
      | Westen | (3\|10)    | [159\|2540\|0]      |
      | Osten  | (57\|10)   | [15081\|2540\|0]    |
      | Süden  | (10\|3)    | [2540\|159\|0]      |
      | Norden | (10\|41)   | [2540\|11017\|0]    |

  @klausel:WH-VER-1 @klausel:WH-SCT-1
  Szenario: Auch beim Aufstellen aus der Reserve liegt jede Base ganz auf dem Spielfeld
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Termis" (Terminator des Imperiums) mit 1 Modellen ist in Schocktruppen-Reserve
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei [199|5080|0]
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-VER-1 abgelehnt

  @klausel:WH-GEL-3
  Szenariogrundriss: Wer genau auf dem Rand eines Geländestücks steht, steht oben
    Angenommen "Trupp-1" steht stattdessen bei <start>
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann steht "Trupp-1" bei <ziel>

    Beispiele:
      | Rand   | start      | ziel                 |
      | Westen | (18\|21)   | [5080\|5334\|762]    |
      | Osten  | (24\|21)   | [5588\|5334\|762]    |
      | Süden  | (21\|18)   | [5334\|5080\|762]    |
      | Norden | (21\|24)   | [5334\|5588\|762]    |

  @klausel:WH-GEL-3
  Szenariogrundriss: Eine Einheit neben dem Rand steht niemand oben
    Angenommen "Trupp-1" steht stattdessen bei <start>
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach <ziel>
    Dann wird die Aktion mit WH.MOVE.MID_CLIMB nach Klausel WH-GEL-3 abgelehnt

    Beispiele:
      | Rand   | start      | ziel                 |
      | Westen | (18\|21)   | [5079\|5334\|762]    |
      | Osten  | (24\|21)   | [5589\|5334\|762]    |
      | Süden  | (21\|18)   | [5334\|5079\|762]    |
      | Norden | (21\|24)   | [5334\|5589\|762]    |

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=nur-hoch
  Szenariogrundriss: Ein Weg genau auf dem Rand entlang führt über das Geländestück
    Angenommen "Trupp-1" steht stattdessen bei <start>
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach <ziel> zählt
    Dann lautet die Antwort <laenge>

    Beispiele:
      | Weg                         | start      | ziel        | laenge |
      | auf dem Westrand nach Norden | (20\|19)  | (20\|23)    | 1778   |
      | auf dem Ostrand nach Norden  | (22\|19)  | (22\|23)    | 1778   |
      | auf dem Südrand nach Osten   | (19\|20)  | (23\|20)    | 1778   |
      | auf dem Nordrand nach Osten  | (19\|22)  | (23\|22)    | 1778   |

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=nur-hoch
  Szenariogrundriss: Über das Geländestück zählt jede Richtung gleich
    Angenommen "Trupp-1" steht stattdessen bei <start>
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach <ziel> zählt
    Dann lautet die Antwort <laenge>

    Beispiele:
      | Richtung                       | start             | ziel              | laenge |
      | nach Osten                     | (19\|21)          | (23\|21)          | 1778   |
      | nach Westen                    | (23\|21)          | (19\|21)          | 1778   |
      | nach Norden                    | (21\|19)          | (21\|23)          | 1778   |
      | nach Süden                     | (21\|23)          | (21\|19)          | 1778   |
      | fast nach Norden, leicht westwärts | [5334\|4826\|0] | [5333\|5842\|0] | 1779   |

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=nur-hoch
  Szenario: Wo sich zwei Geländestücke überlagern, zählt das höhere
    Angenommen ein Geländestück "Sockel" reicht von (29|19) bis (35|25) und ist 127 Einheiten hoch
    Und ein Geländestück "Turm" reicht von (30|20) bis (34|24) und ist 3 Zoll hoch
    Und "Trupp-1" steht stattdessen bei (28|22)
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach (36|22) zählt
    Dann lautet die Antwort 2667

  @klausel:WH-GEL-3
  Szenario: Auf dem Turm über dem Sockel steht man auf der Höhe des Turms
    Angenommen ein Geländestück "Sockel" reicht von (29|19) bis (35|25) und ist 127 Einheiten hoch
    Und ein Geländestück "Turm" reicht von (30|20) bis (34|24) und ist 3 Zoll hoch
    Und "Trupp-1" steht stattdessen bei [7493|5588|127]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach [7747|5588|762]
    Dann steht "Trupp-1" bei [7747|5588|762]
    Und zählt der Weg von "Trupp-1" 889 Einheiten
