# language: de
Funktionalität: Hinterhalt
  Blickt das Ziel in die entgegengesetzte Richtung zum Angriff (greift Einheit 1 von Osten an,
  blickt Einheit 2 nach Westen), ist der Angriff ein Hinterhalt.
  Der Text nennt keine Wirkung (Auslegung SA-A-HINTERHALT); aus welcher Richtung ein schräger
  Angriff kommt, regelt SA-A-ANGRIFFSRICHTUNG. Ein Hinterhalt wird festgestellt, wenn der
  Angriff abgewickelt wird und trifft.

  Das Ziel "G1" (Krieger von Spieler 2, Life 4) steht auf (3,3). Der Angreifer hat Power 2.
  Nach dem Passen von Spieler 2 wird der Angriff abgewickelt.

  Hintergrund:
    Angenommen "G1" (Krieger von Spieler 2) steht auf (3,3) und blickt nach Süden
    Und "G9" (Krieger von Spieler 2) steht auf (0,0) und blickt nach Süden

  @klausel:SA-SCH-3 @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Greift Einheit 1 von Osten an und blickt Einheit 2 nach Westen, ist es ein Hinterhalt
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst
    Und erleidet "G1" 2 Schaden
    Und lautet die Ereignisfolge: Passen, Hinterhalt, Schaden, Phasenende

  @klausel:SA-SCH-3 @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Ein Angriff in den Rücken ist aus jeder Richtung ein Hinterhalt
    Angenommen "E1" (Krieger von Spieler 1) steht auf <angreifer> und blickt nach Norden
    Und "G1" blickt nach <blick>
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst
    Und hat "G1" noch 2 Life

    Beispiele:
      | Angriff von | angreifer | blick  |
      | Süden       | (3,4)     | Norden |
      | Westen      | (2,3)     | Osten  |
      | Norden      | (3,2)     | Süden  |

  @klausel:SA-SCH-3 @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Wer dem Angriff nicht den Rücken zukehrt, gerät in keinen Hinterhalt
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach <blick>
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende

    Beispiele:
      | Blick             | blick  |
      | zum Angreifer     | Osten  |
      | nach der Seite    | Norden |
      | zur anderen Seite | Süden  |

  @klausel:SA-SCH-3 @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Ein Angriff von Norden trifft eine seitwärts blickende Einheit nicht im Hinterhalt
    Angenommen "E1" (Krieger von Spieler 1) steht auf (3,2) und blickt nach Süden
    Und "G1" blickt nach <blick>
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst

    Beispiele:
      | Seite | blick  |
      | Ost   | Osten  |
      | West  | Westen |
      | Nord  | Norden |

  @klausel:SA-SCH-3 @auslegung:SA-A-HINTERHALT=doppelter-schaden @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Verdoppelt ein Hinterhalt den Schaden, trifft er doppelt so hart
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann erleidet "G1" 4 Schaden
    Und ist "G1" tot
    Und beträgt der Schadenüberschuss 0

  @klausel:SA-SCH-3 @klausel:SA-SCH-2 @auslegung:SA-A-HINTERHALT=doppelter-schaden @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Auch der verdoppelte Schaden wird voll ausgeteilt
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "G1" hat noch 1 Life
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann hat "G1" noch -3 Life
    Und beträgt der Schadenüberschuss 3

  @klausel:SA-SCH-3 @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ohne Wirkung ist der Hinterhalt nur ein Ereignis
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann erleidet "G1" 2 Schaden
    Und lebt "G1" noch

  # -- schräge Angriffe -------------------------------------------------------------------------
  # Der Schütze "A1" (Reichweite 3) steht zwei Felder östlich und eines südlich des Ziels auf
  # (5,4): der Angriff kommt vor allem von Osten, ein wenig von Süden.

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Ein schräger Angriff kommt aus der Richtung, in der der Angreifer weiter weg steht
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,4) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst
    Und lautet die Ereignisfolge: Passen, Hinterhalt, Schaden, Phasenende

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Wer vom schwächeren Teil des Angriffs wegblickt, gerät nicht in einen Hinterhalt
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,4) und blickt nach Westen
    Und "G1" blickt nach Norden
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=beide-achsen @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Kommt ein schräger Angriff aus beiden Richtungen, reicht ein Blick von einer weg
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,4) und blickt nach Westen
    Und "G1" blickt nach Norden
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=nur-gerade @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Hat nur ein gerader Angriff eine Richtung, ist ein schräger nie ein Hinterhalt
    Angenommen "A1" (Schütze von Spieler 1) steht auf (5,4) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst
    Und lautet die Ereignisfolge: Passen, Schaden, Phasenende

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Wer von der Hauptrichtung eines schrägen Angriffs wegblickt, gerät in einen Hinterhalt
    Angenommen "A1" (Schütze von Spieler 1) steht auf <angreifer> und blickt nach Norden
    Und "G1" blickt nach <blick>
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst

    Beispiele:
      | Lage                        | angreifer | blick  |
      | vor allem von Westen        | (1,2)     | Osten  |
      | vor allem von Norden        | (2,1)     | Süden  |
      | genau aus Nordwesten, Nord  | (2,2)     | Süden  |
      | genau aus Nordwesten, West  | (1,1)     | Osten  |
      | vor allem von Norden, Osten | (4,1)     | Süden  |
      | genau aus Nordosten         | (4,2)     | Westen |

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-TREFFER=kein-wurf
  Szenariogrundriss: Wer nur von der Nebenrichtung eines schrägen Angriffs wegblickt, gerät in keinen Hinterhalt
    Angenommen "A1" (Schütze von Spieler 1) steht auf <angreifer> und blickt nach Norden
    Und "G1" blickt nach <blick>
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst

    Beispiele:
      | Lage                       | angreifer | blick  |
      | vor allem von Westen       | (1,2)     | Süden  |
      | vor allem von Norden       | (2,1)     | Osten  |
      | vor allem von Norden, Ost  | (4,1)     | Westen |
      | vor allem von Osten        | (5,2)     | Süden  |

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=nur-gerade @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Auch ein genau schräger Angriff ist nach der strengen Lesart kein Hinterhalt
    Angenommen "A1" (Schütze von Spieler 1) steht auf (4,4) und blickt nach Westen
    Und "G1" blickt nach Norden
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Genau schräg von der Ecke kommt ein Angriff aus beiden Richtungen
    Angenommen "A1" (Schütze von Spieler 1) steht auf (4,4) und blickt nach Westen
    Und "G1" blickt nach Norden
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Steht der Angreifer vor allem im Süden, zählt der Süden
    Angenommen "A1" (Schütze von Spieler 1) steht auf (2,5) und blickt nach Norden
    Und "G1" blickt nach Norden
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=hauptachse @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Steht der Angreifer vor allem im Süden, zählt der Westen nicht
    Angenommen "A1" (Schütze von Spieler 1) steht auf (2,5) und blickt nach Norden
    Und "G1" blickt nach Osten
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst

  @klausel:SA-SCH-3 @auslegung:SA-A-ANGRIFFSRICHTUNG=beide-achsen @auslegung:SA-A-HINTERHALT=keine-wirkung @auslegung:SA-A-TREFFER=kein-wurf
  Szenario: Aus beiden Richtungen zählt auch der Westen
    Angenommen "A1" (Schütze von Spieler 1) steht auf (2,5) und blickt nach Norden
    Und "G1" blickt nach Osten
    Und "A1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst

  # -- Hinterhalt bei einem abgewehrten oder verfehlten Angriff ----------------------------------

  @klausel:SA-SCH-3 @auslegung:SA-A-HINTERHALT-FEHLSCHLAG=jeder-angriff @auslegung:SA-A-FEHLSCHLAG=beendet
  Szenario: Löst jeder Angriff von hinten einen Hinterhalt aus, dann auch ein abgewehrter, ohne Schaden
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird ein Hinterhalt ausgelöst
    Und hat "G1" noch 4 Life
    Und lautet die Ereignisfolge: Passen, abgewehrt, Hinterhalt, Phasenende

  @klausel:SA-SCH-3 @auslegung:SA-A-HINTERHALT-FEHLSCHLAG=nur-treffer @auslegung:SA-A-FEHLSCHLAG=beendet
  Szenario: Ein abgewehrter Angriff von hinten ist kein Hinterhalt
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst
    Und lautet die Ereignisfolge: Passen, abgewehrt, Phasenende

  @klausel:SA-SCH-3 @klausel:SA-SCH-1 @auslegung:SA-A-HINTERHALT-FEHLSCHLAG=jeder-angriff @auslegung:SA-A-TREFFER=trefferwurf @auslegung:SA-A-FEHLSCHLAG=beendet
  Szenario: Löst jeder Angriff von hinten einen Hinterhalt aus, dann auch ein verfehlter
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Westen
    Und "E1" hat "G1" angegriffen
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Und der Trefferwurf 2 zeigt
    Dann wird ein Hinterhalt ausgelöst
    Und erleidet "G1" keinen Schaden
    Und lautet die Ereignisfolge: Passen, Trefferwurf, Hinterhalt, Phasenende

  @klausel:SA-SCH-3 @auslegung-ebenso:SA-A-HINTERHALT-FEHLSCHLAG=jeder-angriff @auslegung:SA-A-FEHLSCHLAG=beendet
  Szenario: Auch wenn jeder Angriff zählt, ist ein abgewehrter Angriff von vorn kein Hinterhalt
    Angenommen "E1" (Krieger von Spieler 1) steht auf (4,3) und blickt nach Westen
    Und "G1" blickt nach Osten
    Und "E1" hat "G1" angegriffen
    Und das Ziel ist durch einen Schild geschützt
    Und Spieler 2 hat die Initiative
    Wenn Spieler 2 passt
    Dann wird kein Hinterhalt ausgelöst
    Und lautet die Ereignisfolge: Passen, abgewehrt, Phasenende
