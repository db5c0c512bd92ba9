# language: de
Funktionalität: Grenzen der Geometrie: Nahkampfreichweite in der Höhe und unterwegs
  Nahkampfreichweite misst nach der Übersicht 1 Zoll im Raum zwischen den nächsten Punkten der
  Bases, nach den veröffentlichten Regeln 1 Zoll waagerecht und 5 Zoll senkrecht
  (WH-A-NAHKAMPFREICHWEITE). Eine Bewegung kommt auch unterwegs nicht in Nahkampfreichweite: es
  zählt jeder Punkt des Weges in der Höhe, in der das Modell dort steht, vom Anfang bis zum Ende.
  Ein Modell bewegt sich nicht über andere Modelle und endet nicht auf ihnen; Bases, die sich nur
  berühren, überlappen nicht.

  Alle Modelle hier sind Infanteristen mit 32-mm-Bases (320 Einheiten): ihre Mittelpunkte sind in
  Nahkampfreichweite, solange sie waagerecht höchstens 574 Einheiten auseinander liegen und auf
  gleicher Höhe stehen. Der Trupp (B 6, also 1524 Einheiten) bewegt sich; Geländestücke bis
  2 Zoll Höhe kosten keine Bewegung.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (50|40)

  @klausel:WH-BEW-2
  Szenario: Unterwegs zählt auch das Stück vor dem ersten Geländestück
    Angenommen ein Geländestück "Stufe" reicht von (10,5|8) bis (15|12) und ist 1 Zoll hoch
    Und "Trupp-1" steht stattdessen bei (5|10)
    Und "Boyz-1" steht stattdessen bei (10|12)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach [2794|2540|254]
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-2
  Szenario: Unterwegs zählt auch das Stück nach dem letzten Geländestück
    Angenommen ein Geländestück "Stufe" reicht von (10,5|8) bis (15|12) und ist 1 Zoll hoch
    Und "Trupp-1" steht stattdessen bei [2794|2540|254]
    Und "Boyz-1" steht stattdessen bei (8|12)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (5|10)
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-2 @klausel:WH-GEL-2
  Szenario: Der Endpunkt auf dem Rand einer Mauer zählt in der Höhe der Mauer
    Angenommen ein Geländestück "Mauer" reicht von (20|8) bis (24|14) und ist 3 Zoll hoch
    Und "Trupp-1" steht stattdessen bei (18|11)
    Und "Boyz-1" steht stattdessen bei [5480|2540|762]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über (19|10) nach [5080|2540|762]
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-2
  Szenario: Schräg vorbei: der nächste Punkt liegt mitten auf dem Weg
    Angenommen "Trupp-1" steht stattdessen bei [1270|1270|0]
    Und "Boyz-1" steht stattdessen bei [1970|1970|0]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach [2670|1770|0]
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-BEW-2
  Szenario: Schräg vorbei, gut 1 Zoll entfernt
    Angenommen "Trupp-1" steht stattdessen bei [1270|1270|0]
    Und "Boyz-1" steht stattdessen bei [1670|2070|0]
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach [2670|1770|0]
    Dann steht "Trupp-1" bei [2670|1770|0]

  @klausel:WH-BEW-2
  Szenario: Zwei Modelle oben auf demselben Geländestück in Basekontakt
    Angenommen ein Geländestück "Dach" reicht von (30|30) bis (34|34) und ist 3 Zoll hoch
    Und "Boyz-1" steht stattdessen bei [7874|8128|762]
    Und "Trupp-1" steht stattdessen bei [8194|8128|762]
    Wenn gefragt wird, ob "Trupp-1" und "Boyz-1" in Nahkampfreichweite sind
    Dann lautet die Antwort true

  @klausel:WH-BEW-4 @auslegung:WH-A-NAHKAMPFREICHWEITE=1-zoll-5-senkrecht
  Szenariogrundriss: Rückzug an einen Turm: 5 Zoll senkrecht unter dem Feind
    Angenommen ein Geländestück "Kiste" reicht von (18|10) bis (20|12) und ist 3 Zoll hoch
    Und "Grot" (Ork der Orks) steht bei (19|11|3)
    Und "Trupp-1" steht stattdessen bei (17|11)
    Und ein Geländestück "Turm" reicht von (10|10) bis (12|12) und ist <hoehe> Einheiten hoch
    Und "Boyz-1" steht stattdessen bei [2794|2794|<hoehe>]
    Wenn der imperiale Spieler "Trupp" zurückzieht: "Trupp-1" nach (13|11)
    Dann <ergebnis>

    Beispiele:
      | Fall           | hoehe | ergebnis                                                                 |
      | gleich         | 1270  | wird die Aktion mit WH.MOVE.ENDS_ENGAGED nach Klausel WH-BEW-4 abgelehnt |
      | knapp darunter | 1269  | wird die Aktion mit WH.MOVE.ENDS_ENGAGED nach Klausel WH-BEW-4 abgelehnt |
      | knapp darüber  | 1271  | steht "Trupp-1" bei (13\|11)                                              |

  @klausel:WH-BEW-1 @klausel:WH-FLI-1
  Szenario: Wer über ein Modell hinweg will, scheitert auch an einem Zwischenstück
    Angenommen "Grot" (Ork der Orks) steht bei (13|10)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über (15|10) nach (15|11)
    Dann wird die Aktion mit WH.MOVE.THROUGH_MODEL nach Klausel WH-FLI-1 abgelehnt

  @klausel:WH-BEW-1
  Szenariogrundriss: Bases überlappen erst, wenn die Mittelpunkte näher sind als die halben Durchmesser
    Angenommen "Trupp-1" steht stattdessen bei <ort>
    Wenn der imperiale Spieler die Phase beendet
    Dann <ergebnis>

    Beispiele:
      | Fall                      | ort               | ergebnis                                                 |
      | eine Einheit überlappend  | [12381\|10160\|0] | wird der Fall als fehlerhaft mit WH.STATE.OVERLAP abgewiesen |
      | genau berührend           | [12380\|10160\|0] | ist der imperiale Spieler am Zug in der Bewegungsphase, Schritt Verstärkungen |

  @klausel:WH-ZUG-1
  Szenario: Zwei Modelle oben auf einem Geländestück sind auf gleicher Höhe in Formation
    Angenommen ein Geländestück "Dach" reicht von (30|30) bis (36|34) und ist 3 Zoll hoch
    Und "Kette" (Infanterist des Imperiums) steht an den Punkten [7874|8128|762]; [8382|8128|762]
    Wenn gefragt wird, ob "Kette" in Formation ist
    Dann lautet die Antwort {"coherent": true, "out": []}

  @klausel:WH-SCT-2
  Szenario: Schocktruppen auf einem Dach messen zu Feinden auf einem gleich hohen Dach waagerecht
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und ein Geländestück "Dach" reicht von (10|16) bis (14|20) und ist 3 Zoll hoch
    Und ein Geländestück "Turm" reicht von (20|16) bis (24|20) und ist 3 Zoll hoch
    Und "Boyz-1" steht stattdessen bei [5567|4572|762]
    Und "Termis" (Terminator des Imperiums) mit 1 Modellen ist in Schocktruppen-Reserve
    Wenn der imperiale Spieler "Termis" aus der Reserve aufstellt: "Termis-1" bei (12|18|3)
    Dann wird die Aktion mit WH.RESERVE.TOO_CLOSE nach Klausel WH-SCT-2 abgelehnt

  @klausel:WH-BEW-2
  Szenario: Ein Geländestück hinter dem Ende des Weges verlängert den Weg nicht
    Angenommen ein Geländestück "Mauer" reicht von (20|8) bis (21|12) und ist 3 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (17|10)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (14|10)
    Dann steht "Trupp-1" bei (14|10)
