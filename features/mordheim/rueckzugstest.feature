# language: de
Funktionalität: Der Rückzugstest
  Hat eine Bande zu Beginn ihres Zuges, nach den Effekten, ein Viertel ihrer Anfangsmodelle oder
  mehr verloren, legt sie einen Moralwerttest auf den Moralwert ihres Anführers ab (Würfelschlange
  "rueckzugstest", zwei W6). Ist der Anführer betäubt oder ausgeschaltet, testet der höchste
  Moralwert unter den Modellen, die weder betäubt noch ausgeschaltet sind. Immunität gegen
  Psychologie befreit nicht. Anfangsmodelle sind alle Modelle der Bande im Zustand.

  Kurt ist Hauptmann mit Moralwert 8, Ulrich Champion mit 7, Hans Jungspund mit 6.

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Rückzugstest"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-RUE-1 @klausel:MH-RUE-2
  Szenariogrundriss: Ab einem Viertel Verlusten legt die Bande den Rückzugstest ab
    Angenommen die Bande Reikland hat <stehend> weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat <verloren> weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 4
    Dann legt "Kurt" den Rückzugstest mit Moralwert 8 ab
    Und ist der Rückzugstest bestanden
    Und hat sich die Bande Reikland nicht zurückgezogen
    Und ist die Unterphase "Rückzugstest"
    Und lautet die Ereignisfolge: Rückzugstest

    Beispiele:
      | Fall        | stehend | verloren |
      | 1 von 2     | 0       | 1        |
      | 1 von 4     | 2       | 1        |
      | 2 von 7     | 4       | 2        |
      | 2 von 8     | 5       | 2        |
      | 3 von 12    | 8       | 3        |

  @klausel:MH-RUE-1
  Szenariogrundriss: Unter einem Viertel Verlusten gibt es keinen Rückzugstest
    Angenommen die Bande Reikland hat <stehend> weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat <verloren> weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 4
    Dann wird die Aktion mit MH.ROUT.NOT_REQUIRED nach Klausel MH-RUE-1 abgelehnt

    Beispiele:
      | Fall             | stehend | verloren |
      | keiner von 1     | 0       | 0        |
      | 1 von 5          | 3       | 1        |
      | 1 von 8          | 6       | 1        |
      | 3 von 13         | 9       | 3        |

  @klausel:MH-RUE-1 @klausel:MH-ABL-2
  Szenario: Ohne fälligen Rückzugstest endet die Unterphase sofort
    Angenommen die Bande Reikland hat 4 weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Sammeln"

  @klausel:MH-RUE-1
  Szenario: Die Unterphase endet nicht vor dem fälligen Rückzugstest
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.ROUT.TEST_PENDING nach Klausel MH-RUE-1 abgelehnt

  @klausel:MH-RUE-1 @klausel:MH-ABL-2
  Szenario: Nach bestandenem Rückzugstest endet die Unterphase
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Und der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Sammeln"

  @klausel:MH-RUE-1
  Szenario: Ein bestandener Rückzugstest wird im selben Zug nicht wiederholt
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Und der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 6 und 6
    Dann wird die Aktion mit MH.ROUT.ALREADY_TAKEN nach Klausel MH-RUE-1 abgelehnt

  @klausel:MH-RUE-1 @klausel:MH-SAM-4 @auslegung:MH-A-VERLUSTE=ausgeschaltet-und-geflohen
  Szenario: Über die Tischkante geflohene Modelle zählen in der Standardlesart als Verlust
    Angenommen die Bande Reikland hat 5 weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Und die Bande Reikland hat 1 weitere über die Tischkante geflohene Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 5
    Dann ist der Rückzugstest bestanden

  @klausel:MH-RUE-1 @klausel:MH-SAM-4 @auslegung:MH-A-VERLUSTE=nur-ausgeschaltet
  Szenario: Über die Tischkante geflohene Modelle zählen nach dem Regelbuch nicht als Verlust
    Angenommen die Bande Reikland hat 5 weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Und die Bande Reikland hat 1 weitere über die Tischkante geflohene Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 5
    Dann wird die Aktion mit MH.ROUT.NOT_REQUIRED nach Klausel MH-RUE-1 abgelehnt

  @klausel:MH-RUE-1 @auslegung:MH-A-VERLUSTE=ausgeschaltet-und-geflohen
  Szenario: Geflohene Modelle allein können den Rückzugstest fällig machen
    Angenommen die Bande Reikland hat 2 weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat 1 weitere über die Tischkante geflohene Modelle (Krieger)
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.ROUT.TEST_PENDING nach Klausel MH-RUE-1 abgelehnt

  @klausel:MH-RUE-2
  Szenario: Der Anführer testet auch dann, wenn ein anderes Modell einen höheren Moralwert hat
    Angenommen "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Ulrich" hat Moralwert 9
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 4 und 5
    Dann legt "Kurt" den Rückzugstest mit Moralwert 8 ab
    Und ist der Rückzugstest verpatzt

  @klausel:MH-RUE-3
  Szenario: Für einen betäubten Anführer testet der höchste Moralwert der anderen
    Angenommen "Kurt" ist betäubt
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 1 und 5
    Dann legt "Ulrich" den Rückzugstest mit Moralwert 7 ab
    Und ist der Rückzugstest bestanden

  @klausel:MH-RUE-3
  Szenario: Für einen ausgeschalteten Anführer testet der höchste Moralwert der übrigen
    Angenommen "Kurt" ist ausgeschaltet
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 1 und 5
    Dann legt "Ulrich" den Rückzugstest mit Moralwert 7 ab

  @klausel:MH-RUE-3
  Szenario: Ein zu Boden gegangenes Modell darf für den Anführer testen
    Angenommen "Kurt" ist betäubt
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Ulrich" ist zu Boden gegangen
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 4
    Dann legt "Ulrich" den Rückzugstest mit Moralwert 7 ab

  @klausel:MH-RUE-3
  Szenario: Ein fliehendes Modell darf für den Anführer testen
    Angenommen "Kurt" ist ausgeschaltet
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Ulrich" flieht nach Süden
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 4
    Dann legt "Ulrich" den Rückzugstest mit Moralwert 7 ab

  @klausel:MH-RUE-3
  Szenario: Ein betäubtes Modell mit höherem Moralwert testet nicht für den Anführer
    Angenommen "Kurt" ist ausgeschaltet
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Ulrich" ist betäubt
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 3
    Dann legt "Hans" den Rückzugstest mit Moralwert 6 ab

  @klausel:MH-RUE-2 @klausel:MH-RUE-3
  Szenario: Ein zu Boden gegangener Anführer testet selbst
    Angenommen "Kurt" ist zu Boden gegangen
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 3
    Dann legt "Kurt" den Rückzugstest mit Moralwert 8 ab

  @klausel:MH-RUE-2 @klausel:MH-RUE-3
  Szenario: Ein fliehender Anführer testet selbst
    Angenommen "Kurt" flieht nach Westen
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 3
    Dann legt "Kurt" den Rückzugstest mit Moralwert 8 ab

  @klausel:MH-RUE-3
  Szenario: Ohne Anführer testet der höchste Moralwert der Bande
    Angenommen die Bande Reikland hat keinen Anführer
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Bernd" (Krieger der Bande Reikland) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 3
    Dann legt "Kurt" den Rückzugstest mit Moralwert 8 ab

  @klausel:MH-RUE-3
  Szenario: Bei gleichem Moralwert testet das Modell mit der vorderen Kennung
    Angenommen "Kurt" ist ausgeschaltet
    Und "Zacharias" (Krieger der Bande Reikland) steht bei (12|10)
    Und "Adam" (Krieger der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 3
    Dann legt "Adam" den Rückzugstest mit Moralwert 7 ab

  @klausel:MH-RUE-3 @auslegung:MH-A-GEFLOHENE-TESTEN=zaehlen-nicht
  Szenario: In der Hausregel testet ein über die Tischkante geflohener Anführer nicht
    Angenommen "Kurt" ist über die Tischkante geflohen
    Und "Bernd" (Krieger der Bande Reikland) ist ausgeschaltet
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 3
    Dann legt "Ulrich" den Rückzugstest mit Moralwert 7 ab

  @klausel:MH-RUE-3 @auslegung:MH-A-GEFLOHENE-TESTEN=zaehlen
  Szenario: Ein über die Tischkante geflohener Anführer testet wörtlich genommen selbst
    Angenommen "Kurt" ist über die Tischkante geflohen
    Und "Bernd" (Krieger der Bande Reikland) ist ausgeschaltet
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 3
    Dann legt "Kurt" den Rückzugstest mit Moralwert 8 ab

  @klausel:MH-RUE-3 @klausel:MH-RUE-5 @auslegung:MH-A-KEIN-TESTER=automatisch-verpatzt
  Szenario: Kann kein Modell den Rückzugstest ablegen, ist er verpatzt
    Angenommen "Kurt" ist betäubt
    Und "Hans" (Jungspund der Bande Reikland) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Dann verpatzt die Bande den Rückzugstest ohne Wurf
    Und hat sich die Bande Reikland zurückgezogen
    Und hat die Bande Middenheim das Szenario gewonnen

  @klausel:MH-RUE-3 @auslegung:MH-A-KEIN-TESTER=kein-test
  Szenario: Kann kein Modell den Rückzugstest ablegen, entfällt er in der anderen Lesart
    Angenommen "Kurt" ist betäubt
    Und "Hans" (Jungspund der Bande Reikland) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Dann wird die Aktion mit MH.ROUT.NO_TESTER nach Klausel MH-RUE-3 abgelehnt

  @klausel:MH-RUE-3 @klausel:MH-RUE-1 @auslegung:MH-A-KEIN-TESTER=kein-test
  Szenario: Ohne testfähiges Modell endet die Unterphase in der anderen Lesart ohne Test
    Angenommen "Kurt" ist betäubt
    Und "Hans" (Jungspund der Bande Reikland) ist ausgeschaltet
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Sammeln"
    Und hat sich die Bande Reikland nicht zurückgezogen

  @klausel:MH-RUE-3 @klausel:MH-RUE-1 @auslegung:MH-A-KEIN-TESTER=automatisch-verpatzt
  Szenario: Ohne testfähiges Modell muss der verpatzte Test trotzdem abgelegt werden
    Angenommen "Kurt" ist betäubt
    Und "Hans" (Jungspund der Bande Reikland) ist ausgeschaltet
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.ROUT.TEST_PENDING nach Klausel MH-RUE-1 abgelehnt

  @klausel:MH-RUE-3 @auslegung:MH-A-KEIN-TESTER=automatisch-verpatzt
  Szenario: Ein verpatzter Rückzugstest ohne testfähiges Modell liest keine Würfel
    Angenommen "Kurt" ist betäubt
    Und "Hans" (Jungspund der Bande Reikland) ist ausgeschaltet
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 1 und 1
    Dann bleiben Würfel für "rueckzugstest" übrig

  @klausel:MH-RUE-4
  Szenario: Eine Bande, die immun gegen Psychologie ist, legt den Rückzugstest ab
    Angenommen die Bande Reikland hat 2 weitere Modelle (Krieger) bei (12|10)
    Und die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Und die ganze Bande Reikland ist immun gegen Psychologie
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 5 und 6
    Dann ist der Rückzugstest verpatzt
    Und hat sich die Bande Reikland zurückgezogen

  @klausel:MH-RUE-4
  Szenario: Auch Immunität gegen Psychologie beendet die Unterphase nicht ohne Test
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Und "Kurt" ist immun gegen Psychologie
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.ROUT.TEST_PENDING nach Klausel MH-RUE-1 abgelehnt

  @klausel:MH-RUE-4 @klausel:MH-RUE-2
  Szenario: Untote testen mit dem Moralwert ihres Vampirs
    Angenommen auch die Bande Sylvanien spielt mit
    Und die Bande Sylvanien ist in der Unterphase "Rückzugstest"
    Und "Vlad" (Vampir der Bande Sylvanien) steht bei (40|10)
    Und "Vlad" führt die Bande an
    Und die Bande Sylvanien hat 2 weitere Modelle (Zombie) bei (40|12)
    Und die Bande Sylvanien hat 1 weitere ausgeschaltete Modelle (Zombie)
    Wenn die Bande Sylvanien legt den Rückzugstest ab
    Und der Rückzugstest zeigt 4 und 3
    Dann legt "Vlad" den Rückzugstest mit Moralwert 8 ab
    Und ist der Rückzugstest bestanden

  @klausel:MH-RUE-1 @klausel:MH-MWT-1 @auslegung:MH-A-MORALWERTTEST=gleich-besteht
  Szenario: Ein Rückzugstest gleich dem Moralwert ist in der Standardlesart bestanden
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 6
    Dann ist der Rückzugstest bestanden
    Und hat sich die Bande Reikland nicht zurückgezogen

  @klausel:MH-RUE-1 @klausel:MH-MWT-1 @auslegung:MH-A-MORALWERTTEST=unter-besteht
  Szenario: Ein Rückzugstest gleich dem Moralwert ist in der strengen Lesart verpatzt
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 2 und 6
    Dann ist der Rückzugstest verpatzt
    Und hat sich die Bande Reikland zurückgezogen

  @klausel:MH-RUE-1
  Szenario: Ein dritter Würfel für den Rückzugstest bleibt übrig
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und der Rückzugstest zeigt 3 und 3
    Und für "rueckzugstest" wird 2 gewürfelt
    Dann bleiben Würfel für "rueckzugstest" übrig

  @klausel:MH-MWT-1
  Szenario: Ein Würfel reicht für den Rückzugstest nicht
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn die Bande Reikland legt den Rückzugstest ab
    Und für "rueckzugstest" wird 2 gewürfelt
    Dann fehlt ein Würfel für "rueckzugstest"
