# language: de
Funktionalität: Grenzfälle der Angriffsphase: FLUGZEUGE, Zwischenpunkte und fremde Einheiten am Ende
  Wer in Nahkampfreichweite eines feindlichen Modells steht, kann keinen Angriff ansagen; das gilt
  auch, wenn dieses Modell ein FLUGZEUG ist, denn die Ansage ist keine Bewegung (WH-FLZ-3 betrifft
  nur Bewegungen). Die Angriffsbewegung dagegen ist eine Bewegung: bei ihr beachtet die Einheit die
  Nahkampfreichweite eines FLUGZEUGS nicht, das kein Ziel ist (WH-A-FLUGZEUG-ANGRIFF=ignoriert;
  nach der Option beachtet liegt das FLUGZEUG ihr im Weg). Nach der Lesart
  WH-A-ANGRIFF-FREMDE=nur-am-ende zählt für fremde Einheiten nur der Endpunkt eines Weges, nicht ein
  Zwischenpunkt.

  Längen in Einheiten von 1/254 Zoll. Der Held (Base 320) steht bei (3048|2286); in Basekontakt mit
  "Boyz-1" (3048|3500) stünde er bei (3048|3180). Das FLUGZEUG hat eine Base von 1200.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]
    Und "Boyz" (Ork der Orks) steht bei [3048|3500|0]

  @klausel:WH-ANG-1 @klausel:WH-FLZ-3
  Szenario: In Nahkampfreichweite eines feindlichen FLUGZEUGS sagt niemand einen Angriff an
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [3048|1426|0]
    Wenn der imperiale Spieler mit "Held" einen Angriff auf "Boyz" ansagt
    Und der Angriffswurf 3 und 4 zeigt
    Dann wird die Aktion mit WH.CHARGE.ENGAGED nach Klausel WH-ANG-1 abgelehnt

  @klausel:WH-ANG-4 @klausel:WH-FLZ-3 @auslegung:WH-A-FLUGZEUG-ANGRIFF=ignoriert
  Szenario: Die Nahkampfreichweite eines FLUGZEUGS, das kein Ziel ist, lässt den Angriff nicht scheitern
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [2188|3180|0]
    Und "Held" hat einen Angriff auf "Boyz" angesagt und 6 Zoll gewürfelt
    Wenn der imperiale Spieler "Held" im Angriff bewegt: "Held-1" nach [3048|3180|0]
    Dann gelingt der Angriff von "Held"
    Und steht "Held-1" bei [3048|3180|0]

  @klausel:WH-ANG-4 @klausel:WH-FLZ-3 @auslegung:WH-A-FLUGZEUG-ANGRIFF=beachtet
  Szenario: Nach der Option hält ein FLUGZEUG, das kein Ziel ist, die Angriffsbewegung auf
    Angenommen "Bomber" (Flugzeug der Orks) steht bei [2188|3180|0]
    Und "Held" hat einen Angriff auf "Boyz" angesagt und 6 Zoll gewürfelt
    Wenn der imperiale Spieler "Held" im Angriff bewegt: "Held-1" nach [3048|3180|0]
    Dann wird die Aktion mit WH.CHARGE.OTHER_UNIT nach Klausel WH-ANG-4 abgelehnt

  @klausel:WH-ANG-4 @klausel:WH-ANG-6 @auslegung:WH-A-ANGRIFF-FREMDE=nur-am-ende
  Szenario: Nach der Option zählt ein Zwischenpunkt bei fremden Einheiten nicht
    Angenommen "Grots" (Ork der Orks) steht bei [3600|2700|0]
    Und "Held" hat einen Angriff auf "Boyz" angesagt und 6 Zoll gewürfelt
    Wenn der imperiale Spieler "Held" im Angriff bewegt: "Held-1" über [3200|2700|0] nach [3048|3180|0]
    Dann gelingt der Angriff von "Held"
    Und steht "Held-1" bei [3048|3180|0]
    Und lautet die Ereignisfolge: Einheitenbewegung, Modellbewegung, Angriffsende

