# language: de
Funktionalität: Effekte zu Beginn des Spielerzuges
  Was zu Beginn des Spielerzuges wirkt, wird als Erstes abgehandelt, vor dem Rückzugstest. Der
  Text nennt keine einzige solche Regel; die Suite prüft Reihenfolge und Platz mit zwei
  Beispielarten (Auslegung MH-A-BEISPIELEFFEKTE): Gift (ein W6 aus der Würfelschlange "effekt",
  bei 1 oder 2 ist das Modell ausgeschaltet) und Riechsalz (ein betäubtes Modell gilt sofort als
  zu Boden gegangen). Ein Effekt gehört zum Zug der Bande seines Modells.

  Hintergrund:
    Angenommen "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (12|10)
    Und "Max" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-BEG-1
  Szenariogrundriss: Ein niedriger Giftwurf schaltet das Modell aus
    Angenommen auf "Hans" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt <wurf>
    Dann ist "Hans" ausgeschaltet
    Und zeigt der Giftwurf <wurf>
    Und ist der Effekt "E1" abgehandelt
    Und ist die Unterphase "Beginn des Spielerzuges"
    Und lautet die Ereignisfolge: Effekt

    Beispiele:
      | Fall | wurf |
      | Eins | 1    |
      | Zwei | 2    |

  @klausel:MH-BEG-1
  Szenariogrundriss: Ein hoher Giftwurf lässt das Modell stehen
    Angenommen auf "Hans" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt <wurf>
    Dann ist "Hans" stehend
    Und steht "Hans" bei (12|10)
    Und zeigt der Giftwurf <wurf>
    Und ist der Effekt "E1" abgehandelt

    Beispiele:
      | Fall  | wurf |
      | Drei  | 3    |
      | Vier  | 4    |
      | Sechs | 6    |

  @klausel:MH-BEG-1
  Szenario: Gift beendet auch eine Flucht
    Angenommen "Hans" flieht nach Westen
    Und auf "Hans" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 1
    Dann ist "Hans" ausgeschaltet

  @klausel:MH-BEG-1 @klausel:MH-RUE-3
  Szenario: Riechsalz lässt einen betäubten Anführer vor dem Rückzugstest zu Boden gehen
    Angenommen "Kurt" ist betäubt
    Und auf "Kurt" wirkt Riechsalz ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Dann ist "Kurt" zu Boden gegangen
    Und hat "Kurt" keine Marke dieses Zuges
    Und lautet die Ereignisfolge: Effekt

  @klausel:MH-BEG-1
  Szenario: Riechsalz ändert an einem stehenden Modell nichts
    Angenommen auf "Kurt" wirkt Riechsalz ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Dann ist "Kurt" stehend
    Und bleibt der Effekt ohne Wirkung
    Und ist der Effekt "E1" abgehandelt

  @klausel:MH-BEG-1
  Szenario: Gift auf ein ausgeschaltetes Modell bleibt ohne Wurf und ohne Wirkung
    Angenommen "Fritz" (Krieger der Bande Reikland) ist ausgeschaltet
    Und auf "Fritz" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Dann bleibt der Effekt ohne Wirkung
    Und ist der Effekt "E1" abgehandelt

  @klausel:MH-BEG-1
  Szenario: Ein Giftwurf für ein ausgeschaltetes Modell bleibt übrig
    Angenommen "Fritz" (Krieger der Bande Reikland) ist ausgeschaltet
    Und auf "Fritz" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 1
    Dann bleiben Würfel für "effekt" übrig

  @klausel:MH-BEG-1
  Szenario: Ohne Giftwurf kann das Gift nicht abgehandelt werden
    Angenommen auf "Hans" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Dann fehlt ein Würfel für "effekt"

  @klausel:MH-BEG-1
  Szenario: Riechsalz braucht keinen Würfel
    Angenommen "Kurt" ist betäubt
    Und auf "Kurt" wirkt Riechsalz ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 4
    Dann bleiben Würfel für "effekt" übrig

  @klausel:MH-BEG-1 @auslegung:MH-A-EFFEKT-REIHENFOLGE=liste
  Szenario: Die Effekte werden in der Reihenfolge ihrer Liste abgehandelt
    Angenommen auf "Hans" wirkt Gift ("E1")
    Und auf "Max" wirkt Gift ("E2")
    Wenn die Bande Reikland handelt den Effekt "E2" ab
    Und der Giftwurf zeigt 1
    Dann wird die Aktion mit MH.EFFECT.ORDER nach Klausel MH-BEG-1 abgelehnt

  @klausel:MH-BEG-1 @auslegung:MH-A-EFFEKT-REIHENFOLGE=spieler-waehlt
  Szenario: In der weiten Lesart wählt der Spieler die Reihenfolge der Effekte
    Angenommen auf "Hans" wirkt Gift ("E1")
    Und auf "Max" wirkt Gift ("E2")
    Wenn die Bande Reikland handelt den Effekt "E2" ab
    Und der Giftwurf zeigt 1
    Dann ist "Max" ausgeschaltet
    Und ist "Hans" stehend
    Und ist der Effekt "E1" noch offen
    Und ist der Effekt "E2" abgehandelt

  @klausel:MH-BEG-1
  Szenario: Der erste Effekt der Liste wird in jeder Lesart zuerst abgehandelt
    Angenommen auf "Hans" wirkt Gift ("E1")
    Und auf "Max" wirkt Gift ("E2")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 5
    Dann ist "Hans" stehend
    Und ist der Effekt "E2" noch offen

  @klausel:MH-BEG-1
  Szenario: Ein Effekt der anderen Bande steht nicht vor den eigenen in der Reihe
    Angenommen auf "Ansgar" wirkt Gift ("E1")
    Und auf "Hans" wirkt Gift ("E2")
    Wenn die Bande Reikland handelt den Effekt "E2" ab
    Und der Giftwurf zeigt 6
    Dann ist der Effekt "E1" noch offen
    Und ist der Effekt "E2" abgehandelt

  @klausel:MH-BEG-1
  Szenario: Die erste Unterphase endet nicht vor dem letzten Effekt
    Angenommen auf "Hans" wirkt Gift ("E1")
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.EFFECT.PENDING nach Klausel MH-BEG-1 abgelehnt

  @klausel:MH-BEG-1
  Szenario: Effekte der anderen Bande halten die erste Unterphase nicht auf
    Angenommen auf "Ansgar" wirkt Gift ("E1")
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Rückzugstest"
    Und ist der Effekt "E1" noch offen

  @klausel:MH-BEG-1 @klausel:MH-ABL-2 @klausel:MH-RUE-1
  Szenario: Vor dem Rückzugstest wird jeder Effekt abgehandelt
    Angenommen "Fritz" (Krieger der Bande Reikland) ist ausgeschaltet
    Und auf "Hans" wirkt Gift ("E1")
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 2
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt
