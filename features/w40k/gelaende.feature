# language: de
Funktionalität: Über Gelände bewegen und fliegen
  Gelände bis 2 Zoll Höhe ist frei; höheres Gelände rechnet seine Höhe zur Bewegung hinzu
  (WH-A-KLETTERN: nur hinauf, oder hinauf und hinunter), und keine Bewegung endet mitten im
  Klettern: jeder Punkt eines Weges liegt auf der Fläche, die dort oben ist. Fliegende Modelle
  lassen senkrechte Entfernungen außer Acht (WH-A-FLIEGEN: ganz, oder sie messen durch die Luft).

  Geländestücke sind Quader mit flacher Oberseite. Die Mauer reicht von x = 20 bis 21 Zoll über das
  ganze Feld und ist 3 Zoll (762 Einheiten) hoch, die Kiste 2 Zoll. Der Trupp steht bei (18|10),
  fünf Zoll (1270 Einheiten) westlich des Punktes (23|10).

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und ein Geländestück "Mauer" reicht von (20|0) bis (21|44) und ist 3 Zoll hoch
    Und ein Geländestück "Kiste" reicht von (30|30) bis (31|32) und ist 2 Zoll hoch
    Und "Trupp" (Infanterist des Imperiums) steht bei (18|10)
    Und "Springer" (Sprungtruppe des Imperiums) steht bei (18|20)
    Und "Boyz" (Ork der Orks) steht bei (40|40)

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=nur-hoch
  Szenario: Nach der Übersicht zählt die Höhe der Mauer einmal
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach (23|10) zählt
    Dann lautet die Antwort 2032

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=hoch-und-runter
  Szenario: Nach den veröffentlichten Regeln zählt hinauf und hinunter
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach (23|10) zählt
    Dann lautet die Antwort 2794

  @klausel:WH-GEL-1
  Szenario: Gelände bis 2 Zoll Höhe ist frei
    Angenommen "Trupp-1" steht stattdessen bei (28|31)
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach (33|31) zählt
    Dann lautet die Antwort 1270

  @klausel:WH-GEL-1
  Szenario: Genau 2 Zoll hinauf sind frei
    Angenommen ein Geländestück "Block" reicht von (30|0) bis (31|5) und ist 2 Zoll hoch
    Und "Trupp-1" steht stattdessen bei (28|2)
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach [7747|508|508] zählt
    Dann lautet die Antwort 635

  @klausel:WH-GEL-2
  Szenario: Eine Einheit über 2 Zoll zählt die ganze Höhe
    Angenommen ein Geländestück "Block" reicht von (30|0) bis (31|5) und ist 509 Einheiten hoch
    Und "Trupp-1" steht stattdessen bei (28|2)
    Wenn gefragt wird, wie weit der Weg von "Trupp-1" nach [7747|508|509] zählt
    Dann lautet die Antwort 1144

  @klausel:WH-GEL-2 @klausel:WH-BEW-2
  Szenario: Das Klettern macht die Bewegung zu lang
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (23|10)
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-GEL-2 @klausel:WH-BEW-2
  Szenario: Auf die Mauer hinauf: 2,5 Zoll Weg und 3 Zoll Höhe
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20,5|10|3)
    Dann steht "Trupp-1" bei (20,5|10|3)
    Und zählt der Weg von "Trupp-1" 1397 Einheiten

  @klausel:WH-GEL-3
  Szenario: Eine Bewegung endet nicht auf halber Höhe
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (20,5|10|2)
    Dann wird die Aktion mit WH.MOVE.MID_CLIMB nach Klausel WH-GEL-3 abgelehnt

  @klausel:WH-GEL-3
  Szenario: Ein Modell neben der Mauer steht nicht in der Luft
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (19|10|3)
    Dann wird die Aktion mit WH.MOVE.MID_CLIMB nach Klausel WH-GEL-3 abgelehnt

  @klausel:WH-GEL-3
  Szenario: Auch ein Zwischenpunkt liegt auf der Fläche
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" über (19|10|1) nach (19|12)
    Dann wird die Aktion mit WH.MOVE.MID_CLIMB nach Klausel WH-GEL-3 abgelehnt

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=nur-hoch
  Szenario: Von der Mauer herunter kostet nach der Übersicht nichts
    Angenommen "Trupp-1" steht stattdessen bei (20,5|10|3)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (23|10)
    Dann zählt der Weg von "Trupp-1" 635 Einheiten

  @klausel:WH-GEL-2 @auslegung:WH-A-KLETTERN=hoch-und-runter
  Szenario: Von der Mauer herunter kostet nach den veröffentlichten Regeln ihre Höhe
    Angenommen "Trupp-1" steht stattdessen bei (20,5|10|3)
    Wenn der imperiale Spieler "Trupp" normal bewegt: "Trupp-1" nach (23|10)
    Dann zählt der Weg von "Trupp-1" 1397 Einheiten

  @klausel:WH-FLI-1 @auslegung:WH-A-FLIEGEN=senkrecht-frei
  Szenario: Nach der Übersicht zählt für ein fliegendes Modell nur der waagerechte Weg
    Wenn gefragt wird, wie weit der Weg von "Springer-1" nach (23|20) zählt
    Dann lautet die Antwort 1270

  @klausel:WH-FLI-1 @auslegung:WH-A-FLIEGEN=durch-die-luft
  Szenario: Nach den veröffentlichten Regeln misst ein fliegendes Modell durch die Luft
    Wenn gefragt wird, wie weit der Weg von "Springer-1" nach (23|20) zählt
    Dann lautet die Antwort 1984

  @klausel:WH-FLI-1 @auslegung:WH-A-FLIEGEN=senkrecht-frei
  Szenario: Ein fliegendes Modell springt über die Mauer
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" nach (29|20)
    Dann steht "Springer-1" bei (29|20)
    Und zählt der Weg von "Springer-1" 2794 Einheiten

  @klausel:WH-FLI-1 @klausel:WH-BEW-2 @auslegung:WH-A-FLIEGEN=durch-die-luft
  Szenario: Durch die Luft gemessen reicht der Sprung über die Mauer nicht so weit
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" nach (29|20)
    Dann wird die Aktion mit WH.MOVE.TOO_FAR nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-FLI-1 @auslegung:WH-A-FLIEGEN=senkrecht-frei
  Szenario: Ein fliegendes Modell misst Nahkampfreichweite unterwegs nur waagerecht
    Angenommen ein Geländestück "Turm" reicht von (25|24) bis (27|26) und ist 4 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (26|25|4)
    Und "Springer-1" steht stattdessen bei (22|20)
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" über (26|23,5) nach (28|20)
    Dann wird die Aktion mit WH.MOVE.ENGAGEMENT nach Klausel WH-BEW-2 abgelehnt

  @klausel:WH-FLI-1 @auslegung:WH-A-FLIEGEN=durch-die-luft @auslegung:WH-A-NAHKAMPFREICHWEITE=1-zoll
  Szenario: Durch die Luft gemessen zählt der Höhenunterschied zur Nahkampfreichweite
    Angenommen ein Geländestück "Turm" reicht von (25|24) bis (27|26) und ist 4 Zoll hoch
    Und "Boyz-1" steht stattdessen bei (26|25|4)
    Und "Springer-1" steht stattdessen bei (22|20)
    Wenn der imperiale Spieler "Springer" normal bewegt: "Springer-1" über (26|23,5) nach (26|22)
    Dann steht "Springer-1" bei (26|22)
