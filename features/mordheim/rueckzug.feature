# language: de
Funktionalität: Rückzug der Bande, Sieg und freiwilliger Rückzug
  Misslingt der Rückzugstest, zieht sich die ganze Bande zurück: jedes Modell auf dem Spielfeld
  verlässt es (Zustand "mit der Bande zurückgezogen"), und wer in diesem Augenblick
  ausgeschaltet ist, würfelt nach der Partie für Verletzungen. Hatte die Bande nur einen Gegner,
  hat er gewonnen; sonst spielen die anderen weiter. Sobald ein Rückzugstest fällig ist, darf die
  Bande sich in dieser Unterphase auch freiwillig zurückziehen (ob schon vor dem ersten Wurf und
  ob auch in späteren Zügen, sind Auslegungen); Szenarien ohne Rückzugstest kennen weder den
  Test noch den freiwilligen Rückzug.

  Die Bande Reikland hat hier sechs Modelle, zwei davon ausgeschaltet: der Test ist fällig.

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Rückzugstest"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (12|10)
    Und "Max" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Fritz" (Krieger der Bande Reikland) steht bei (16|10)
    Und "Otto" (Krieger der Bande Reikland) ist ausgeschaltet
    Und "Paul" (Schütze der Bande Reikland) ist ausgeschaltet
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)
    Und "Ansgar" führt die Bande an

  @klausel:MH-RUE-5 @klausel:MH-RUE-6
  Szenario: Ein verpatzter Rückzugstest nimmt jedes Modell der Bande vom Spielfeld
    Angenommen "Hans" ist zu Boden gegangen
    Und "Max" flieht nach Osten
    Und "Fritz" ist betäubt
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 6 und 5
    Dann ist der Rückzugstest verpatzt
    Und hat sich die Bande Reikland zurückgezogen
    Und ist "Kurt" mit der Bande zurückgezogen
    Und ist "Hans" mit der Bande zurückgezogen
    Und ist "Max" mit der Bande zurückgezogen
    Und ist "Fritz" mit der Bande zurückgezogen
    Und ist "Otto" ausgeschaltet
    Und lautet die Ereignisfolge: Rückzugstest, Rückzug, Spielende

  @klausel:MH-RUE-6
  Szenario: Gegen einen einzigen Gegner gewinnt dieser das Szenario
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 6 und 6
    Dann hat die Bande Middenheim das Szenario gewonnen
    Und ist "Ansgar" stehend

  @klausel:MH-RUE-7
  Szenario: Die Ausgeschalteten der zurückgezogenen Bande würfeln nach dem Spiel für Verletzungen
    Angenommen "Max" flieht nach Osten
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann muss "Otto" nach dem Spiel für Verletzungen würfeln
    Und muss "Paul" nach dem Spiel für Verletzungen würfeln
    Und muss "Kurt" nach dem Spiel nicht für Verletzungen würfeln
    Und muss "Max" nach dem Spiel nicht für Verletzungen würfeln

  @klausel:MH-RUE-7
  Szenario: Ein über die Tischkante geflohenes Modell würfelt nicht für Verletzungen
    Angenommen "Lukas" (Schütze der Bande Reikland) ist über die Tischkante geflohen
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann ist "Lukas" über die Tischkante geflohen
    Und muss "Lukas" nach dem Spiel nicht für Verletzungen würfeln

  @klausel:MH-RUE-7 @auslegung:MH-A-VERLETZUNGEN=nur-rueckzug
  Szenario: Allein nach dem Satz über den Rückzug würfeln nur die Ausgeschalteten der zurückgezogenen Bande
    Angenommen "Bruno" (Champion der Bande Middenheim) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann muss "Bruno" nach dem Spiel nicht für Verletzungen würfeln
    Und lautet die Ereignisfolge: Rückzugstest, Rückzug, Spielende

  @klausel:MH-RUE-7 @auslegung:MH-A-VERLETZUNGEN=alle-ausgeschalteten
  Szenario: Nach dem Regelbuch würfeln bei Spielende alle Ausgeschalteten
    Angenommen "Bruno" (Champion der Bande Middenheim) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann muss "Bruno" nach dem Spiel für Verletzungen würfeln
    Und muss "Otto" nach dem Spiel für Verletzungen würfeln
    Und lautet die Ereignisfolge: Rückzugstest, Rückzug, Verletzungswürfe, Spielende

  @klausel:MH-RUE-7 @klausel:MH-RUE-6
  Szenario: Geht die Partie weiter, würfeln die Ausgeschalteten der anderen noch nicht
    Angenommen auch die Bande Marienburg spielt mit
    Und "Piet" (Hauptmann der Bande Marienburg) steht bei (40|20)
    Und "Bruno" (Champion der Bande Middenheim) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann muss "Bruno" nach dem Spiel nicht für Verletzungen würfeln
    Und muss "Otto" nach dem Spiel für Verletzungen würfeln

  @klausel:MH-RUE-6
  Szenario: Bei mehreren Gegnern spielen die übrigen Banden weiter
    Angenommen auch die Bande Marienburg spielt mit
    Und "Piet" (Hauptmann der Bande Marienburg) steht bei (40|20)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann hat sich die Bande Reikland zurückgezogen
    Und geht die Partie weiter
    Und ist die Bande Middenheim am Zug
    Und ist die Unterphase "Beginn des Spielerzuges"
    Und lautet die Ereignisfolge: Rückzugstest, Rückzug, Zugwechsel

  @klausel:MH-RUE-6 @auslegung:MH-A-LETZTER-GEGNER=verbliebene
  Szenario: Bleibt nach dem Rückzug nur eine Bande übrig, hat sie gewonnen
    Angenommen auch die Bande Marienburg spielt mit
    Und die Bande Marienburg hat sich bereits zurückgezogen
    Und "Piet" (Hauptmann der Bande Marienburg) ist mit der Bande zurückgezogen
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann hat die Bande Middenheim das Szenario gewonnen

  @klausel:MH-RUE-6 @auslegung:MH-A-LETZTER-GEGNER=anfaengliche
  Szenario: Wer zu Beginn mehrere Gegner hatte, beendet mit seinem Rückzug die Partie nicht
    Angenommen auch die Bande Marienburg spielt mit
    Und die Bande Marienburg hat sich bereits zurückgezogen
    Und "Piet" (Hauptmann der Bande Marienburg) ist mit der Bande zurückgezogen
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann geht die Partie weiter
    Und ist die Bande Middenheim am Zug
    Und lautet die Ereignisfolge: Rückzugstest, Rückzug, Zugwechsel

  @klausel:MH-RUE-6
  Szenario: Zieht sich auch die letzte Bande zurück, endet die Partie ohne Sieger
    Angenommen auch die Bande Marienburg spielt mit
    Und die Bande Marienburg hat sich bereits zurückgezogen
    Und die Bande Middenheim hat sich bereits zurückgezogen
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 4
    Dann endet die Partie ohne Sieger
    Und lautet die Ereignisfolge: Rückzugstest, Rückzug, Spielende

  @klausel:MH-RUE-8 @klausel:MH-RUE-5 @klausel:MH-RUE-6 @auslegung:MH-A-FREIWILLIG-AB=sobald-faellig
  Szenario: Ist ein Rückzugstest fällig, darf sich die Bande vor dem Test freiwillig zurückziehen
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann hat sich die Bande Reikland zurückgezogen
    Und ist "Kurt" mit der Bande zurückgezogen
    Und hat die Bande Middenheim das Szenario gewonnen
    Und lautet die Ereignisfolge: Rückzug, Spielende

  @klausel:MH-RUE-8 @klausel:MH-RUE-7 @auslegung:MH-A-FREIWILLIG-AB=sobald-faellig
  Szenario: Auch nach einem freiwilligen Rückzug würfeln die Ausgeschalteten für Verletzungen
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann muss "Otto" nach dem Spiel für Verletzungen würfeln
    Und muss "Hans" nach dem Spiel nicht für Verletzungen würfeln

  @klausel:MH-RUE-8
  Szenario: Auch nach bestandenem Rückzugstest ist der freiwillige Rückzug erlaubt
    Angenommen der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann hat sich die Bande Reikland zurückgezogen

  @klausel:MH-RUE-8
  Szenario: Solange kein Rückzugstest fällig war, gibt es keinen freiwilligen Rückzug
    Angenommen die Bande Reikland hat 3 weitere Modelle (Krieger) bei (18|10)
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ROUT.VOLUNTARY_NOT_YET nach Klausel MH-RUE-8 abgelehnt

  @klausel:MH-RUE-8
  Szenario: Nach der Unterphase Rückzugstest ist kein freiwilliger Rückzug mehr möglich
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-RUE-8 abgelehnt

  @klausel:MH-RUE-8
  Szenario: Auch im eigentlichen Spielerzug zieht sich keine Bande freiwillig zurück
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-RUE-8 abgelehnt

  @klausel:MH-RUE-8
  Szenario: Vor dem Rückzugstest gibt es keinen freiwilligen Rückzug
    Angenommen die Bande Reikland ist in der Unterphase "Beginn des Spielerzuges"
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ORDER.WRONG_STEP nach Klausel MH-RUE-8 abgelehnt

  @klausel:MH-RUE-9
  Szenario: In einem Szenario ohne Rückzugstests wird nicht getestet
    Angenommen das Szenario kennt keine Rückzugstests
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 1 und 1
    Dann wird die Aktion mit MH.ROUT.NO_ROUT_TESTS nach Klausel MH-RUE-9 abgelehnt

  @klausel:MH-RUE-9 @klausel:MH-RUE-8
  Szenario: In einem Szenario ohne Rückzugstests gibt es keinen freiwilligen Rückzug
    Angenommen das Szenario kennt keine Rückzugstests
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ROUT.NO_ROUT_TESTS nach Klausel MH-RUE-9 abgelehnt

  @klausel:MH-RUE-9
  Szenario: In einem Szenario ohne Rückzugstests endet die Unterphase trotz Verlusten
    Angenommen das Szenario kennt keine Rückzugstests
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Sammeln"
    Und hat sich die Bande Reikland nicht zurückgezogen

  @klausel:MH-RUE-8 @auslegung:MH-A-FREIWILLIG-ZEITRAUM=jeder-zug
  Szenario: In späteren Zügen darf sich die Bande weiter freiwillig zurückziehen
    Angenommen der Bande Reikland war schon in einem früheren Zug ein Rückzugstest fällig
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann hat sich die Bande Reikland zurückgezogen

  @klausel:MH-RUE-8 @auslegung:MH-A-FREIWILLIG-ZEITRAUM=nur-erster
  Szenario: In der engen Lesart gibt es den freiwilligen Rückzug nur im Zug des ersten Tests
    Angenommen der Bande Reikland war schon in einem früheren Zug ein Rückzugstest fällig
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ROUT.VOLUNTARY_TOO_LATE nach Klausel MH-RUE-8 abgelehnt

  @klausel:MH-RUE-8 @auslegung:MH-A-FREIWILLIG-AB=sobald-faellig
  Szenario: Im Zug des ersten fälligen Tests ist der freiwillige Rückzug in beiden Lesarten des Zeitraums erlaubt
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann hat sich die Bande Reikland zurückgezogen

  @klausel:MH-RUE-8 @auslegung:MH-A-FREIWILLIG-AB=nach-erstem-test
  Szenario: Wer den Test erst ablegen muss, zieht sich in der Lesart nach dem ersten Test noch nicht freiwillig zurück
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann wird die Aktion mit MH.ROUT.VOLUNTARY_NOT_YET nach Klausel MH-RUE-8 abgelehnt

  @klausel:MH-RUE-8 @auslegung-ebenso:MH-A-FREIWILLIG-AB=nach-erstem-test
  Szenario: Nach dem bestandenen ersten Test ist der freiwillige Rückzug auch in der Lesart nach dem ersten Test erlaubt
    Angenommen der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann hat sich die Bande Reikland zurückgezogen
    Und lautet die Ereignisfolge: Rückzug, Spielende

  @klausel:MH-RUE-8 @auslegung-ebenso:MH-A-FREIWILLIG-AB=nach-erstem-test @auslegung:MH-A-FREIWILLIG-ZEITRAUM=jeder-zug
  Szenario: War schon in einem früheren Zug ein Test fällig, ist der freiwillige Rückzug auch in der Lesart nach dem ersten Test vor dem Wurf erlaubt
    Angenommen der Bande Reikland war schon in einem früheren Zug ein Rückzugstest fällig
    Wenn die Bande Reikland zieht sich freiwillig zurück
    Dann hat sich die Bande Reikland zurückgezogen

  @klausel:MH-RUE-8 @klausel:MH-RUE-1
  Szenario: Endet die Unterphase mit fälligem Test, ist er für spätere Züge vermerkt
    Angenommen der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist für die Bande Reikland ein früherer Rückzugstest vermerkt
    Und ist die Unterphase "Sammeln"

  @klausel:MH-RUE-8 @klausel:MH-RUE-1
  Szenario: Ohne fälligen Test bleibt nichts vermerkt
    Angenommen die Bande Reikland hat 3 weitere Modelle (Krieger) bei (18|10)
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist für die Bande Reikland kein früherer Rückzugstest vermerkt

  @klausel:MH-RUE-1
  Szenario: Eine Bande ohne Modelle legt keinen Rückzugstest ab
    Angenommen auch die Bande Marienburg spielt mit
    Und die Bande Marienburg ist in der Unterphase "Rückzugstest"
    Wenn die Bande Marienburg legt den Rückzugstest ab
    Dann wird die Aktion mit MH.ROUT.NOT_REQUIRED nach Klausel MH-RUE-1 abgelehnt
