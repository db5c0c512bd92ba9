# language: de
Funktionalität: Die Reaktionsphase eines Angriffs
  Nach der Ansage eines Angriffs fragt man die Initiative ab: zuerst beim Startspieler, dann in
  der Bossreihenfolge. Wer die Initiative hat, reagiert oder passt. Wer reagiert, beginnt eine
  neue Abfrage bei sich selbst. Passen alle nacheinander, wird die wartende Reaktion
  abgewickelt; nach einer Kunst beginnt eine neue Abfrage beim angreifenden Spieler. Wartet
  keine Reaktion mehr und passen alle, wird der Angriff abgewickelt.

  Die Reaktionen sind Beispiele (Auslegung SA-A-REAKTIONEN): Stärkung und Schwächung ändern die
  Power des Angriffs, ein Schild schützt das Ziel vor diesem Angriff, ein Bann hebt die
  Reaktion auf, auf die er antwortet. Jede hat einen Einsatz.

  "E1" (Krieger von Spieler 1, Power 2) greift "G1" (Krieger von Spieler 2, Life 4) an.

  Hintergrund:
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,4) und blickt nach Norden
    Und "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G9" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden
    Und Spieler 1 hält "Staerkung1" (Stärkung um 2, Technik)
    Und Spieler 1 hält "Bann1" (Bann, Fähigkeit)
    Und Spieler 2 hält "Schild2" (Schild, Zauber)
    Und Spieler 2 hält "Bann2" (Bann, Fähigkeit)
    Und Spieler 2 hält "Schwaechung2" (Schwächung um 3, Technik)

  # -- wer die Initiative bekommt ---------------------------------------------------------------

  @klausel:SA-REA-2 @auslegung:SA-A-STARTSPIELER=startspieler
  Szenario: Zuerst hat der Startspieler die Initiative, auch wenn ein anderer angreift
    Angenommen Spieler 2 ist Startspieler
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G1" an
    Dann hat Spieler 2 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 2
    Und lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-REA-2 @auslegung:SA-A-STARTSPIELER=angreifer
  Szenario: Ist der Startspieler der Angreifer, beginnt die Abfrage bei ihm
    Angenommen Spieler 2 ist Startspieler
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "G1" an
    Dann hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1

  @klausel:SA-REA-2 @auslegung:SA-A-STARTSPIELER=startspieler @auslegung:SA-A-BOSSREIHENFOLGE=zugreihenfolge
  Szenario: Ist der Startspieler ausgeschieden, beginnt die Abfrage beim nächsten Spieler
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und Spieler 2 ist Startspieler
    Und "D1" (Krieger von Spieler 3) steht auf (2,4) und blickt nach Osten
    Und "G1" ist tot
    Und "G9" ist tot
    Und "E1" ist in der Kampfphase
    Wenn Spieler 1 greift mit "E1" "D1" an
    Dann hat Spieler 3 die Initiative

  @klausel:SA-REA-2 @auslegung:SA-A-STARTSPIELER=startspieler @auslegung:SA-A-BOSSREIHENFOLGE=gegen-zugreihenfolge
  Szenario: Gegen die Zugreihenfolge beginnt die Abfrage ohne Startspieler beim Spieler vor ihm
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und Spieler 2 ist Startspieler
    Und "D1" (Krieger von Spieler 3) steht auf (2,4) und blickt nach Osten
    Und "G1" ist tot
    Und "G9" ist tot
    Und "D1" ist in der Kampfphase
    Wenn Spieler 3 greift mit "D1" "E1" an
    Dann hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1
    Und lautet die Ereignisfolge: Angriffsansage, neue Abfrage

  @klausel:SA-REA-2
  Szenario: Passt ein Spieler, geht die Initiative an den nächsten
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 1 passt
    Dann hat Spieler 2 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1
    Und lautet die Ereignisfolge: Passen, Initiative

  @klausel:SA-REA-2
  Szenario: Ohne Initiative passt niemand
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 2 passt
    Dann wird die Aktion mit SA.WINDOW.NO_INITIATIVE nach Klausel SA-REA-2 abgelehnt

  @klausel:SA-REA-2
  Szenario: Ohne Initiative reagiert niemand
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 2 spielt "Schild2"
    Dann wird die Aktion mit SA.WINDOW.NO_INITIATIVE nach Klausel SA-REA-2 abgelehnt

  @klausel:SA-REA-1
  Szenario: Ohne angesagten Angriff gibt es nichts zu passen
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 passt
    Dann wird die Aktion mit SA.WINDOW.CLOSED nach Klausel SA-REA-1 abgelehnt

  @klausel:SA-REA-1
  Szenario: Ohne angesagten Angriff gibt es keine Reaktion
    Angenommen "E1" ist in der Kampfphase
    Wenn Spieler 1 spielt "Staerkung1"
    Dann wird die Aktion mit SA.WINDOW.CLOSED nach Klausel SA-REA-1 abgelehnt

  # -- reagieren ---------------------------------------------------------------------------------

  @klausel:SA-REA-3 @klausel:SA-REA-1
  Szenario: Wer reagiert, beginnt eine neue Abfrage und darf gleich noch einmal
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "Staerkung1"
    Dann hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1
    Und wartet "Staerkung1" auf die Abwicklung
    Und hat "Staerkung1" noch 0 Einsätze
    Und beträgt die Power des Angriffs 2
    Und lautet die Ereignisfolge: Reaktion, neue Abfrage

  @klausel:SA-REA-3
  Szenario: Reagiert Spieler 2 auf die Absicht, ist er als Nächster wieder dran
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 spielt "Schild2"
    Dann hat Spieler 2 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 2
    Und wartet "Schild2" auf die Abwicklung

  @klausel:SA-REA-3
  Szenario: Passt der reagierende Spieler, fragt man den anderen
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Wenn Spieler 2 passt
    Dann hat Spieler 1 die Initiative
    Und wartet "Schild2" auf die Abwicklung
    Und lautet die Ereignisfolge: Passen, Initiative

  @klausel:SA-REA-3 @klausel:SA-REA-4
  Szenario: Antwortet niemand mehr, wird die Reaktion abgewickelt, und die Abfrage beginnt beim Angreifer
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat die Initiative
    Wenn Spieler 1 passt
    Dann wartet keine Reaktion mehr auf die Abwicklung
    Und wird "Schild2" mit Wirkung abgewickelt
    Und hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1
    Und lautet die Ereignisfolge: Passen, Abwicklung, Schild, neue Abfrage

  @klausel:SA-REA-4
  Szenario: Nach einer Kunst fragt man den Angreifer, nicht den Startspieler
    Angenommen Spieler 2 ist Startspieler
    Und "E1" hat "G1" angegriffen
    Und Spieler 1 hat "Staerkung1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 1
    Und beträgt die Power des Angriffs 4
    Und lautet die Ereignisfolge: Passen, Abwicklung, Power geändert, neue Abfrage

  @klausel:SA-REA-3
  Szenario: Ein Spieler darf auf seine eigene Reaktion antworten
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 1 hat "Staerkung1" gespielt
    Wenn Spieler 1 spielt "Bann1"
    Dann warten "Staerkung1", "Bann1" auf die Abwicklung
    Und lautet die Ereignisfolge: Reaktion, neue Abfrage

  @klausel:SA-REA-1
  Szenario: Eine Reaktion des anderen Spielers kann niemand einsetzen
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "Schild2"
    Dann wird die Aktion mit SA.REACT.NOT_OWN nach Klausel SA-REA-1 abgelehnt

  @klausel:SA-REA-1
  Szenario: Eine verbrauchte Reaktion ist nicht mehr einsetzbar
    Angenommen "Staerkung1" hat noch 0 Einsätze
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "Staerkung1"
    Dann wird die Aktion mit SA.REACT.USED_UP nach Klausel SA-REA-1 abgelehnt

  @klausel:SA-REA-1
  Szenario: Eine Reaktion mit zwei Einsätzen ist danach noch einmal einsetzbar
    Angenommen "Staerkung1" hat noch 2 Einsätze
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "Staerkung1"
    Dann hat "Staerkung1" noch 1 Einsätze

  @klausel:SA-REA-3
  Szenario: Ein Bann antwortet auf eine Reaktion, nicht auf den Angriff
    Angenommen "E1" hat "G1" angegriffen
    Wenn Spieler 1 spielt "Bann1"
    Dann wird die Aktion mit SA.REACT.NOTHING_TO_COUNTER nach Klausel SA-REA-3 abgelehnt

  # -- Wirkungen ---------------------------------------------------------------------------------

  @klausel:SA-REA-1 @klausel:SA-SCH-1 @auslegung:SA-A-FEHLSCHLAG=beendet @auslegung:SA-A-HINTERHALT-FEHLSCHLAG=nur-treffer
  Szenario: Ein Schild wehrt den Angriff ab, auch einen Hinterhalt
    Angenommen "G1" blickt nach Norden
    Und "E1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch 4 Life
    Und wird kein Hinterhalt ausgelöst
    Und ist die Reaktionsphase vorbei
    Und ist die Kampfphase von "E1" beendet
    Und lautet die Ereignisfolge: Passen, abgewehrt, Phasenende

  @klausel:SA-SCH-1
  Szenario: Ein abgewehrter Angriff würfelt keinen Trefferwurf
    Angenommen "E1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf 5 zeigt
    Dann bleiben Würfel für "treffer" übrig

  @klausel:SA-SCH-1 @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Eine Stärkung erhöht den Schaden des Angriffs
    Angenommen "E1" hat "G1" angegriffen
    Und die Power des Angriffs beträgt 4
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann ist "G1" tot
    Und erleidet "G1" 4 Schaden

  @klausel:SA-REA-3
  Szenario: Eine Schwächung senkt die Power, auch unter 0
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Und Spieler 2 hat "Schwaechung2" gespielt
    Und Spieler 1 hat die Initiative
    Wenn Spieler 1 passt
    Dann beträgt die Power des Angriffs -1
    Und lautet die Ereignisfolge: Passen, Abwicklung, Power geändert, neue Abfrage

  # -- Reihenfolge der Abwicklung ------------------------------------------------------------------

  @klausel:SA-REA-3 @auslegung:SA-A-STAPEL=stapel @auslegung:SA-A-KUNST=jede-reaktion
  Szenario: Im Stapel wird zuerst die jüngste Reaktion abgewickelt, der Bann hebt den Schild auf
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat "Bann1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird "Bann1" mit Wirkung abgewickelt
    Und wartet "Schild2" auf die Abwicklung
    Und lautet die Ereignisfolge: Passen, Abwicklung, Aufhebung, neue Abfrage

  @klausel:SA-REA-3 @auslegung:SA-A-STAPEL=warteschlange
  Szenario: In der Warteschlange wirkt der Schild vor dem Bann
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat "Bann1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird "Schild2" mit Wirkung abgewickelt
    Und wartet "Bann1" auf die Abwicklung
    Und lautet die Ereignisfolge: Passen, Abwicklung, Schild, neue Abfrage

  @klausel:SA-REA-3
  Szenario: Eine aufgehobene Reaktion wird ohne Wirkung abgewickelt
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und "Schild2" ist durch einen Bann aufgehoben
    Und Spieler 2 hat die Initiative
    Und die Initiativenabfrage begann bei Spieler 1
    Wenn Spieler 2 passt
    Dann wird "Schild2" ohne Wirkung abgewickelt
    Und lautet die Ereignisfolge: Passen, Abwicklung, neue Abfrage

  @klausel:SA-REA-3 @auslegung:SA-A-KUNST=jede-reaktion
  Szenario: Ein Bann, dessen Ziel schon abgewickelt ist, verpufft
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat "Bann1" gespielt
    Und im Zustand wird $.window.stack auf [{"seq": 2, "reaction": "Bann1", "player": "p1", "kind": "ability", "effect": "counter", "answers": 1, "cancelled": false}] gesetzt
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird "Bann1" mit Wirkung abgewickelt
    Und lautet die Ereignisfolge: Passen, Abwicklung, Bann verpufft, neue Abfrage

  @klausel:SA-REA-3
  Szenario: Eine neue Reaktion antwortet auf die jüngste wartende
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat "Bann1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 spielt "Bann2"
    Dann warten "Schild2", "Bann1", "Bann2" auf die Abwicklung
    Und antwortet "Bann2" auf "Bann1"
    Und hat Spieler 2 die Initiative

  @klausel:SA-REA-3 @auslegung:SA-A-STAPEL=stapel @auslegung:SA-A-KUNST=jede-reaktion
  Szenario: Ein Bann auf einen Bann rettet die erste Reaktion
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat "Bann1" gespielt
    Und Spieler 2 hat "Bann2" gespielt
    Und Spieler 1 hat die Initiative
    Wenn Spieler 1 passt
    Dann wird "Bann2" mit Wirkung abgewickelt
    Und warten "Schild2", "Bann1" auf die Abwicklung
    Und lautet die Ereignisfolge: Passen, Abwicklung, Aufhebung, neue Abfrage

  # -- was eine Kunst ist --------------------------------------------------------------------------

  @klausel:SA-REA-4 @auslegung:SA-A-KUNST=jede-reaktion
  Szenario: Nach jeder abgewickelten Reaktion beginnt eine neue Abfrage
    Angenommen Spieler 1 hält "Kraft1" (Stärkung um 1, Fähigkeit)
    Und "E1" hat "G1" angegriffen
    Und Spieler 1 hat "Kraft1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann beträgt die Power des Angriffs 3
    Und hat Spieler 1 die Initiative
    Und lautet die Ereignisfolge: Passen, Abwicklung, Power geändert, neue Abfrage

  @klausel:SA-REA-4 @auslegung:SA-A-KUNST=technik-und-zauber @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ist eine Fähigkeit keine Kunst, folgt auf sie sofort der Angriff
    Angenommen Spieler 1 hält "Kraft1" (Stärkung um 1, Fähigkeit)
    Und "E1" hat "G1" angegriffen
    Und Spieler 1 hat "Kraft1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann ist die Reaktionsphase vorbei
    Und erleidet "G1" 3 Schaden
    Und lautet die Ereignisfolge: Passen, Abwicklung, Power geändert, Schaden, Phasenende

  @klausel:SA-REA-4 @auslegung:SA-A-KUNST=technik-und-zauber @auslegung:SA-A-STAPEL=stapel
  Szenario: Ist eine Fähigkeit keine Kunst, wird gleich die nächste Reaktion abgewickelt
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat "Bann1" gespielt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird zuerst "Bann1" und danach "Schild2" abgewickelt
    Und wird "Schild2" ohne Wirkung abgewickelt
    Und wartet keine Reaktion mehr auf die Abwicklung
    Und hat Spieler 1 die Initiative
    Und lautet die Ereignisfolge: Passen, Abwicklung, Aufhebung, Abwicklung, neue Abfrage

  @klausel:SA-REA-4 @auslegung:SA-A-KUNST=technik-und-zauber @auslegung:SA-A-STAPEL=stapel
  Szenario: Nach einer Fähigkeit folgt gleich die Technik, und nach ihr wird neu abgefragt
    Angenommen Spieler 1 hält "Kraft1" (Stärkung um 1, Fähigkeit)
    Und "E1" hat "G1" angegriffen
    Und Spieler 1 hat "Staerkung1" gespielt
    Und Spieler 1 hat "Kraft1" gespielt
    Und Spieler 2 hat die Initiative
    Und die Initiativenabfrage begann bei Spieler 1
    Wenn Spieler 2 passt
    Dann beträgt die Power des Angriffs 5
    Und hat Spieler 1 die Initiative
    Und wird zuerst "Kraft1" und danach "Staerkung1" abgewickelt
    Und lautet die Ereignisfolge: Passen, Abwicklung, Power geändert, Abwicklung, Power geändert, neue Abfrage

  @klausel:SA-REA-4
  Szenario: Nach einem Zauber wird neu abgefragt
    Angenommen "E1" hat "G1" angegriffen
    Und Spieler 2 hat "Schild2" gespielt
    Und Spieler 1 hat die Initiative
    Wenn Spieler 1 passt
    Dann hat Spieler 1 die Initiative
    Und lautet die Ereignisfolge: Passen, Abwicklung, Schild, neue Abfrage

  # -- drei Spieler und die Bossreihenfolge ---------------------------------------------------------

  @klausel:SA-REA-2 @auslegung:SA-A-BOSSREIHENFOLGE=zugreihenfolge
  Szenario: Bei drei Spielern folgt in Bossreihenfolge der nächste in der Zugreihenfolge
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 passt
    Dann hat Spieler 2 die Initiative

  @klausel:SA-REA-2 @auslegung:SA-A-BOSSREIHENFOLGE=gegen-zugreihenfolge
  Szenario: Gegen die Zugreihenfolge folgt auf Spieler 1 Spieler 3
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 passt
    Dann hat Spieler 3 die Initiative

  @klausel:SA-REA-3 @auslegung:SA-A-BOSSREIHENFOLGE=zugreihenfolge @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Bei drei Spielern passt als Letzter der Spieler vor dem, der die Abfrage begann
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 3 hat die Initiative
    Wenn Spieler 3 passt
    Dann ist die Reaktionsphase vorbei
    Und erleidet "G1" 2 Schaden

  @klausel:SA-REA-3 @auslegung:SA-A-BOSSREIHENFOLGE=gegen-zugreihenfolge
  Szenario: Gegen die Zugreihenfolge ist nach Spieler 3 noch Spieler 2 gefragt
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 3 hat die Initiative
    Wenn Spieler 3 passt
    Dann hat Spieler 2 die Initiative
    Und lautet die Ereignisfolge: Passen, Initiative

  @klausel:SA-REA-2
  Szenario: Ein ausgeschiedener Spieler bekommt keine Initiative
    Angenommen es spielen Spieler 1, Spieler 3 und Spieler 2 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und "D1" ist tot
    Und "E1" hat "G1" angegriffen
    Wenn Spieler 1 passt
    Dann hat Spieler 2 die Initiative

  @klausel:SA-REA-3 @auslegung:SA-A-BOSSREIHENFOLGE=zugreihenfolge
  Szenario: Reagiert Spieler 3, kommen danach Spieler 1 und Spieler 2
    Angenommen es spielen Spieler 1, Spieler 2 und Spieler 3 in dieser Reihenfolge
    Und "D1" (Krieger von Spieler 3) steht auf (6,3) und blickt nach Westen
    Und Spieler 3 hält "Schild3" (Schild, Zauber)
    Und "E1" hat "G1" angegriffen
    Und Spieler 3 hat "Schild3" gespielt
    Wenn Spieler 3 passt
    Dann hat Spieler 1 die Initiative
    Und beginnt die Initiativenabfrage bei Spieler 3
