# language: de
Funktionalität: Wer mit einer Einheit handeln darf und was eine offene Folge zulässt
  Im Kampf handelt nicht der Spieler am Zug, sondern der Besitzer der Einheit, die kämpft oder sich
  neu ordnet; ein Spieler, der eine fremde Einheit kämpfen lassen will, ist nicht am Zug. Eine
  Handlung in zwei Schritten (Angriff: Ansage, dann Bewegung; Kampf: Kampf, dann Neuordnen) muss
  mit genau dem zweiten Schritt derselben Einheit weitergehen; derselben Einheit ist auch keine
  andere Handlung erlaubt. Fragen an die Regeln verändern nichts und sind daher jederzeit
  zulässig, auch nach dem Ende der Partie.

  Die Modelle stehen in Einheiten von 1/254 Zoll wie in der Nahkampfphase: "Trupp-1" (2540|2540)
  in Basekontakt mit "Boyz-1" (2540|2860), "Trupp-2" (3048|2540) in Basekontakt mit "Boyz-2"
  (3048|2860).

  @klausel:WH-RND-2 @klausel:WH-NAH-1
  Szenario: Der Orkspieler kann die imperiale Einheit nicht kämpfen lassen
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 2, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Wenn der Orkspieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.TURN.NOT_ACTIVE nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-RND-2 @klausel:WH-NAH-13
  Szenario: Der Orkspieler kann die imperiale Einheit nicht neu ordnen
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Wenn der Orkspieler "Trupp" neu ordnet: "Trupp-2" nach [3048|2600|0]
    Dann wird die Aktion mit WH.TURN.NOT_ACTIVE nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-ANG-3
  Szenario: Während ihres Angriffs sagt dieselbe Einheit keinen zweiten Angriff an
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|18) im Abstand von 2 Zoll nach Osten
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Wenn der imperiale Spieler mit "Trupp" einen Angriff auf "Boyz" ansagt
    Dann wird die Aktion mit WH.SEQUENCE.OPEN nach Klausel WH-ANG-3 abgelehnt

  @klausel:WH-NAH-13
  Szenario: Vor dem Neuordnen kämpft dieselbe Einheit nicht noch einmal
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler wählt als Nächster eine Einheit zum Kämpfen
    Und "Trupp" (Infanterist des Imperiums) steht an den Punkten [2540|2540|0]; [3048|2540|0]
    Und "Trupp" trägt die Nahkampfwaffe "Messer" (A 2, KG 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht an den Punkten [2540|2860|0]; [3048|2860|0]
    Und "Trupp" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Trupp" mit "Messer" gegen "Boyz" kämpfen lässt
    Dann wird die Aktion mit WH.SEQUENCE.OPEN nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-ATK-4
  Szenario: Auch nach dem Ende der Partie beantwortet die Engine eine Frage
    Angenommen die Partie ist vorbei
    Wenn gefragt wird, was Stärke 4 gegen Widerstand 4 zum Verwunden braucht
    Dann lautet die Antwort 4
