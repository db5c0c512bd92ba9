# language: de
Funktionalität: Ablauf des Beginns eines Spielerzuges
  Jeder Spielerzug beginnt mit vier Unterphasen in fester Folge: Effekte, Rückzugstest,
  Sammeln, Erholungsphase. Erst danach kommt der eigentliche Zug mit Bewegen, Schießen und
  Zaubern. Jede Unterphase endet mit einer eigenen Aktion ("beendet die Unterphase"); wer am
  Zug ist, handelt allein und nur mit seinen eigenen Modellen.

  Hintergrund:
    Angenommen "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-ABL-2
  Szenariogrundriss: Jede Unterphase endet mit dem Übergang in die nächste
    Angenommen die Bande Reikland ist in der Unterphase "<von>"
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "<nach>"
    Und ist die Bande Reikland am Zug
    Und lautet die Ereignisfolge: Unterphasenwechsel

    Beispiele:
      | Fall                     | von                     | nach            |
      | nach den Effekten        | Beginn des Spielerzuges | Rückzugstest    |
      | nach dem Rückzugstest    | Rückzugstest            | Sammeln         |
      | nach dem Sammeln         | Sammeln                 | Erholungsphase  |
      | nach der Erholungsphase  | Erholungsphase          | Spielerzug      |

  @klausel:MH-ABL-2 @klausel:MH-RUE-1
  Szenario: Vor den Effekten gibt es keinen Rückzugstest
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 3
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-2
  Szenario: Nach dem Sammeln wird kein Rückzugstest mehr abgelegt
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-2 @klausel:MH-SAM-1
  Szenario: Gesammelt wird erst nach dem Rückzugstest
    Angenommen die Bande Reikland ist in der Unterphase "Rückzugstest"
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Hans" flieht nach Süden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-2 @klausel:MH-SAM-1
  Szenario: In der Erholungsphase wird nicht mehr gesammelt
    Angenommen die Bande Reikland ist in der Unterphase "Erholungsphase"
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Hans" flieht nach Süden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-2 @klausel:MH-ERH-1
  Szenario: Umgedreht wird erst in der Erholungsphase
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und "Fritz" (Krieger der Bande Reikland) steht bei (12|10)
    Und "Fritz" ist betäubt
    Wenn die Bande Reikland dreht "Fritz" auf den Rücken
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-2 @klausel:MH-ERH-2
  Szenario: Aufgestanden wird nicht schon zu Beginn des Zuges
    Angenommen "Fritz" (Krieger der Bande Reikland) steht bei (12|10)
    Und "Fritz" ist zu Boden gegangen
    Wenn die Bande Reikland lässt "Fritz" aufstehen
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-2 @klausel:MH-BEG-1
  Szenario: Nach der ersten Unterphase wird kein Effekt mehr abgehandelt
    Angenommen die Bande Reikland ist in der Unterphase "Rückzugstest"
    Und "Fritz" (Krieger der Bande Reikland) steht bei (12|10)
    Und auf "Fritz" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 1
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-2 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Während der Einleitung bewegt sich kein Modell
    Angenommen die Bande Reikland ist in der Unterphase "Erholungsphase"
    Wenn die Bande Reikland bewegt "Kurt" nach (10|12)
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Während der Einleitung wird nicht geschossen
    Wenn die Bande Reikland lässt "Kurt" auf "Ansgar" schießen
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Während der Einleitung wird nicht gezaubert
    Angenommen die Bande Reikland ist in der Unterphase "Rückzugstest"
    Wenn die Bande Reikland lässt "Kurt" zaubern
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Der Zug endet nicht mitten in der Einleitung
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Wenn die Bande Reikland beendet ihren Zug
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Im eigentlichen Spielerzug endet keine Unterphase mehr
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1 @klausel:MH-SAM-1
  Szenario: Im eigentlichen Spielerzug wird nicht mehr gesammelt
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Hans" flieht nach Süden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Nur die Bande am Zug handelt
    Wenn die Bande Middenheim beendet die Unterphase
    Dann wird die Aktion mit MH.TURN.NOT_ACTIVE nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Auch im eigentlichen Spielerzug handelt nur die Bande am Zug
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Middenheim bewegt "Ansgar" nach (30|38)
    Dann wird die Aktion mit MH.TURN.NOT_ACTIVE nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1 @klausel:MH-ERH-1
  Szenario: Fremde Modelle werden nicht umgedreht
    Angenommen die Bande Reikland ist in der Unterphase "Erholungsphase"
    Und "Ansgar" ist betäubt
    Wenn die Bande Reikland dreht "Ansgar" auf den Rücken
    Dann wird die Aktion mit MH.MODEL.NOT_OWN nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1 @klausel:MH-BEG-1
  Szenario: Ein Effekt der anderen Bande wirkt nicht im eigenen Zug
    Angenommen auf "Ansgar" wirkt Gift ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 2
    Dann wird die Aktion mit MH.MODEL.NOT_OWN nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1
  Szenario: Ein fremdes Modell schießt nicht im eigenen Zug
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland lässt "Ansgar" auf "Kurt" schießen
    Dann wird die Aktion mit MH.MODEL.NOT_OWN nach Klausel MH-ABL-1 abgelehnt

  @klausel:MH-ABL-1 @klausel:MH-ABL-2
  Szenario: Nach dem Zug beginnt die nächste Bande mit ihren Effekten
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland beendet ihren Zug
    Dann ist die Bande Middenheim am Zug
    Und ist die Unterphase "Beginn des Spielerzuges"
    Und lautet die Ereignisfolge: Zugwechsel

  @klausel:MH-ABL-1 @klausel:MH-SAM-3 @klausel:MH-ERH-3
  Szenario: Mit dem Ende des Zuges verfallen die Marken des Zuges
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und der Rückzugstest dieses Zuges ist bestanden
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Hans" hat sich in diesem Zug gesammelt
    Und "Fritz" (Krieger der Bande Reikland) steht bei (12|10)
    Und "Fritz" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland beendet ihren Zug
    Dann hat "Hans" keine Marke dieses Zuges
    Und hat "Fritz" keine Marke dieses Zuges
    Und ist "Fritz" stehend

  @klausel:MH-ABL-1
  Szenario: Eine zurückgezogene Bande wird in der Zugfolge übersprungen
    Angenommen auch die Bande Marienburg spielt mit
    Und die Bande Middenheim hat sich bereits zurückgezogen
    Und "Piet" (Hauptmann der Bande Marienburg) steht bei (40|20)
    Und die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland beendet ihren Zug
    Dann ist die Bande Marienburg am Zug
    Und ist die Unterphase "Beginn des Spielerzuges"

  # Eine Partie, in der nur noch eine Bande übrig ist, geht weiter, wenn die Gegner gezählt
  # werden, mit denen sie begann (MH-A-LETZTER-GEGNER=anfaengliche); die Zugfolge selbst fragt
  # nicht nach der Lesart.

  @klausel:MH-ABL-1 @klausel:MH-RUE-6
  Szenario: Sind alle anderen Banden zurückgezogen, beginnt die letzte gleich ihren nächsten Zug
    Angenommen auch die Bande Marienburg spielt mit
    Und die Bande Middenheim hat sich bereits zurückgezogen
    Und die Bande Marienburg hat sich bereits zurückgezogen
    Und "Piet" (Hauptmann der Bande Marienburg) ist mit der Bande zurückgezogen
    Und die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland beendet ihren Zug
    Dann ist die Bande Reikland am Zug
    Und ist die Unterphase "Beginn des Spielerzuges"
    Und lautet die Ereignisfolge: Zugwechsel

  @klausel:MH-ABL-1
  Szenario: Nach der letzten Bande der Reihe ist wieder die erste am Zug
    Angenommen auch die Bande Marienburg spielt mit
    Und "Piet" (Hauptmann der Bande Marienburg) steht bei (40|20)
    Und die Bande Marienburg ist in der Unterphase "Spielerzug"
    Wenn die Bande Marienburg beendet ihren Zug
    Dann ist die Bande Reikland am Zug

  @klausel:MH-RUE-6
  Szenario: Nach dem Ende der Partie ist keine Aktion mehr möglich
    Angenommen die Partie ist mit dem Sieg der Bande Middenheim beendet
    Wenn die Bande Middenheim beendet die Unterphase
    Dann wird die Aktion mit MH.GAME.OVER nach Klausel MH-RUE-6 abgelehnt
