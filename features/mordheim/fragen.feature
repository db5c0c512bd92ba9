# language: de
Funktionalität: Fragen zum Rückzugstest einer Bande
  Die Frage "rout_check" beantwortet für eine Bande, wie viele Anfangsmodelle sie hat, wie viele
  davon verloren sind, ob ein Rückzugstest fällig ist und wer ihn auf welchen Moralwert ablegen
  würde. Fragen ändern nichts am Zustand und werden in jeder Unterphase beantwortet, auch nach
  dem Ende der Partie.

  Hintergrund:
    Angenommen "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Ulrich" (Champion der Bande Reikland) steht bei (12|10)
    Und die Bande Reikland hat 4 weitere Modelle (Krieger) bei (14|10)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-RUE-1 @klausel:MH-RUE-2
  Szenario: Die Frage nennt Anfangsmodelle, Verluste und den Anführer als Tester
    Angenommen die Bande Reikland hat 2 weitere ausgeschaltete Modelle (Krieger)
    Wenn gefragt wird nach dem Rückzugstest der Bande Reikland
    Dann lautet die Antwort {"start": 8, "lost": 2, "required": true, "tester": "Kurt", "leadership": 8}

  @klausel:MH-RUE-1
  Szenario: Unter einem Viertel Verlusten ist kein Test fällig
    Angenommen die Bande Reikland hat 1 weitere ausgeschaltete Modelle (Krieger)
    Wenn gefragt wird nach dem Rückzugstest der Bande Reikland
    Dann lautet die Antwort {"start": 7, "lost": 1, "required": false, "tester": "Kurt", "leadership": 8}

  @klausel:MH-RUE-3
  Szenario: Für einen betäubten Anführer nennt die Frage den Ersatz
    Angenommen "Kurt" ist betäubt
    Wenn gefragt wird nach dem Rückzugstest der Bande Reikland
    Dann lautet die Antwort {"start": 6, "lost": 0, "required": false, "tester": "Ulrich", "leadership": 7}

  @klausel:MH-RUE-9
  Szenario: In einem Szenario ohne Rückzugstests ist nie ein Test fällig
    Angenommen das Szenario kennt keine Rückzugstests
    Und die Bande Reikland hat 4 weitere ausgeschaltete Modelle (Krieger)
    Wenn gefragt wird nach dem Rückzugstest der Bande Reikland
    Dann lautet die Antwort {"start": 10, "lost": 4, "required": false, "tester": "Kurt", "leadership": 8}

  @klausel:MH-RUE-1 @auslegung:MH-A-VERLUSTE=nur-ausgeschaltet
  Szenario: Nach dem Regelbuch zählt die Frage geflohene Modelle nicht als Verlust
    Angenommen die Bande Reikland hat 2 weitere über die Tischkante geflohene Modelle (Krieger)
    Wenn gefragt wird nach dem Rückzugstest der Bande Reikland
    Dann lautet die Antwort {"start": 8, "lost": 0, "required": false, "tester": "Kurt", "leadership": 8}

  @klausel:MH-RUE-3
  Szenario: Kann niemand testen, nennt die Frage keinen Tester
    Angenommen "Ansgar" ist betäubt
    Und "Bruno" (Champion der Bande Middenheim) ist ausgeschaltet
    Wenn gefragt wird nach dem Rückzugstest der Bande Middenheim
    Dann lautet die Antwort {"start": 2, "lost": 1, "required": true, "tester": null, "leadership": null}

  @klausel:MH-RUE-6
  Szenario: Fragen werden auch nach dem Ende der Partie beantwortet
    Angenommen die Partie ist mit dem Sieg der Bande Middenheim beendet
    Wenn gefragt wird nach dem Rückzugstest der Bande Reikland
    Dann lautet die Antwort {"start": 6, "lost": 0, "required": false, "tester": null, "leadership": null}
