# language: de
Funktionalität: Der Ablauf der Spielrunde
  Eine Spielrunde ist ein Zug jedes Spielers; jeder Zug geht durch Befehls-, Bewegungs- (mit dem
  Schritt Verstärkungen), Fernkampf-, Angriffs- und Nahkampfphase (erst Erstschlag, dann die
  übrigen Kämpfe) und endet mit der Prüfung der Formation. Zu Beginn jeder Befehlsphase bekommen
  beide Spieler einen Befehlspunkt. Nach dem letzten Zug der letzten Runde ist die Partie vorbei,
  und strategische Reserven, die nie eintrafen, sind zerstört.

  Das Imperium zieht in jeder Runde als erster, die Orks als zweite.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und der imperiale Spieler hat 1 Befehlspunkt
    Und der Orkspieler hat 2 Befehlspunkte

  @klausel:WH-RND-1
  Szenariogrundriss: Die Phasen folgen einander
    Angenommen der imperiale Spieler ist am Zug in der <von>
    Wenn der imperiale Spieler die Phase beendet
    Dann ist der imperiale Spieler am Zug in der <nach>
    Und lautet die Ereignisfolge: Phasenwechsel

    Beispiele:
      | Fall                | von                                   | nach                                  |
      | Befehle             | Befehlsphase                          | Bewegungsphase                        |
      | Bewegen             | Bewegungsphase                        | Bewegungsphase, Schritt Verstärkungen |
      | Verstärkungen       | Bewegungsphase, Schritt Verstärkungen | Fernkampfphase                        |
      | Fernkampf           | Fernkampfphase                        | Angriffsphase                         |
      | Angriff             | Angriffsphase                         | Nahkampfphase                         |
      | Erstschlag          | Nahkampfphase                         | Nahkampfphase nach dem Erstschlag     |

  @klausel:WH-RND-1 @klausel:WH-BEF-1
  Szenario: Nach dem Zug des ersten Spielers beginnt der Zug des zweiten mit der Befehlsphase
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn der imperiale Spieler den Zug beendet
    Dann ist der Orkspieler am Zug in der Befehlsphase
    Und ist es Runde 2
    Und hat der imperiale Spieler 2 Befehlspunkte
    Und hat der Orkspieler 3 Befehlspunkte
    Und lautet die Ereignisfolge: Zugwechsel, Befehlspunkt, Befehlspunkt, Phasenwechsel

  @klausel:WH-RND-1 @klausel:WH-BEF-2
  Szenario: Nach dem Zug des zweiten Spielers beginnt eine neue Runde
    Angenommen der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und der imperiale Spieler hat in dieser Runde schon einen zusätzlichen Befehlspunkt erhalten
    Wenn der Orkspieler den Zug beendet
    Dann ist der imperiale Spieler am Zug in der Befehlsphase
    Und ist es Runde 3
    Und hat der imperiale Spieler 2 Befehlspunkte

  @klausel:WH-BEF-2
  Szenario: In der neuen Runde gibt es wieder einen zusätzlichen Befehlspunkt
    Angenommen der imperiale Spieler ist am Zug in der Befehlsphase
    Und es ist Runde 3
    Wenn der imperiale Spieler einen zusätzlichen Befehlspunkt erhält
    Dann hat der imperiale Spieler 2 Befehlspunkte

  @klausel:WH-RND-1
  Szenario: Die Orks können auch zuerst ziehen
    Angenommen die Orks sind in jeder Runde zuerst am Zug
    Und der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn der imperiale Spieler den Zug beendet
    Dann ist der Orkspieler am Zug in der Befehlsphase
    Und ist es Runde 3

  @klausel:WH-RND-1
  Szenario: Der Zug endet nach den übrigen Kämpfen, nicht mit dem Ende einer Phase
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.PHASE.WRONG nach Klausel WH-RND-1 abgelehnt

  @klausel:WH-RND-1
  Szenario: Vor dem Nahkampf endet kein Zug
    Angenommen der imperiale Spieler ist am Zug in der Fernkampfphase
    Wenn der imperiale Spieler den Zug beendet
    Dann wird die Aktion mit WH.PHASE.WRONG nach Klausel WH-RND-1 abgelehnt

  @klausel:WH-NAH-2 @klausel:WH-RND-1
  Szenario: Der Zug endet erst, wenn jede Einheit gekämpft hat
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Boyz-1" steht stattdessen bei (10|11,5)
    Wenn der imperiale Spieler den Zug beendet
    Dann wird die Aktion mit WH.FIGHT.UNITS_LEFT nach Klausel WH-NAH-2 abgelehnt

  @klausel:WH-RND-2
  Szenario: Den Zug beendet der Spieler, der am Zug ist
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn der Orkspieler den Zug beendet
    Dann wird die Aktion mit WH.TURN.NOT_ACTIVE nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-DAUER=diese-runde
  Szenario: Nach der Übersicht endet die Erschütterung mit der Runde
    Angenommen der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" ist erschüttert
    Und "Boyz" ist erschüttert
    Wenn der Orkspieler den Zug beendet
    Dann ist "Trupp" nicht erschüttert
    Und ist "Boyz" nicht erschüttert
    Und lautet die Ereignisfolge: Erschütterung endet, Zugwechsel, Befehlspunkt, Befehlspunkt, Phasenwechsel

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-DAUER=bis-eigene-befehlsphase
  Szenario: Nach den veröffentlichten Regeln bleibt die Einheit erschüttert bis zur nächsten eigenen Befehlsphase
    Angenommen der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Trupp" ist erschüttert
    Und "Boyz" ist erschüttert
    Wenn der Orkspieler den Zug beendet
    Dann ist "Trupp" nicht erschüttert
    Und ist "Boyz" erschüttert

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-DAUER=diese-runde
  Szenario: Nach der Übersicht bleibt die Erschütterung im Zug des zweiten Spielers bestehen
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Boyz" ist erschüttert
    Wenn der imperiale Spieler den Zug beendet
    Dann ist "Boyz" erschüttert

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-DAUER=bis-eigene-befehlsphase
  Szenario: Nach den veröffentlichten Regeln endet sie mit der eigenen Befehlsphase, auch mitten in der Runde
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Boyz" ist erschüttert
    Wenn der imperiale Spieler den Zug beendet
    Dann ist "Boyz" nicht erschüttert

  @klausel:WH-RES-5 @auslegung:WH-A-RESERVE-ENDE=nur-strategische
  Szenario: Nach der letzten Runde sind nie eingetroffene strategische Reserven zerstört
    Angenommen es ist Runde 5 von 5
    Und der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Und "Termis" (Terminator des Imperiums) mit 2 Modellen ist in Schocktruppen-Reserve
    Wenn der Orkspieler den Zug beendet
    Dann ist die Partie vorbei
    Und sind in der Reserve "Reserve" zerstört
    Und ist "Reserve" zerstört
    Und ist "Termis" in Schocktruppen-Reserve

  @klausel:WH-RES-5 @auslegung:WH-A-RESERVE-ENDE=alle-reserven
  Szenario: Nach der Option ist jede Reserve bei Spielende zerstört
    Angenommen es ist Runde 5 von 5
    Und der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Reserve" (Infanterist des Imperiums) mit 2 Modellen ist in strategischer Reserve
    Und "Termis" (Terminator des Imperiums) mit 2 Modellen ist in Schocktruppen-Reserve
    Wenn der Orkspieler den Zug beendet
    Dann sind in der Reserve "Reserve", "Termis" zerstört

  @klausel:WH-RES-5
  Szenario: Ohne Reserven endet die Partie ohne Verluste
    Angenommen es ist Runde 5 von 5
    Und der Orkspieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn der Orkspieler den Zug beendet
    Dann ist die Partie vorbei
    Und ist in der Reserve keine Einheit zerstört
    Und lautet die Ereignisfolge: Spielende

  @klausel:WH-RND-1
  Szenario: Nach dem Ende der Partie geht nichts mehr
    Angenommen die Partie ist vorbei
    Wenn der imperiale Spieler einen zusätzlichen Befehlspunkt erhält
    Dann wird die Aktion mit WH.GAME.OVER nach Klausel WH-RND-1 abgelehnt

  @klausel:WH-RND-1
  Szenario: Der Zug des ersten Spielers in der letzten Runde beendet die Partie nicht
    Angenommen es ist Runde 5 von 5
    Und der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Wenn der imperiale Spieler den Zug beendet
    Dann ist der Orkspieler am Zug in der Befehlsphase
