# language: de
Funktionalität: Auf Zeit spielen
  Absichtlich sinnlose Züge sind nur einem Spieler erlaubt, der höchstens noch zwei Einheiten
  hat. Sind beide Spieler so weit, hat nur der mit den geringeren Gesamtkosten dieses Recht.
  Ob ein Zug sinnlos ist, lässt sich am Zustand nicht ablesen (PT-A-ZEIT-SINNLOS); geprüft
  wird deshalb die Frage, ob ein Spieler jetzt auf Zeit spielen darf. Die Antwort ändert den
  Zustand nicht und hängt nicht davon ab, wer am Zug ist.

  Gefangene Einheiten zählen nie mit. Ob Einheiten in der Reserve zählen, regelt
  PT-A-ZEIT-EINHEITEN, welche Kosten verglichen werden PT-A-ZEIT-KOSTEN, was bei gleichen
  Kosten gilt PT-A-ZEIT-GLEICHSTAND. Die Kosten stehen in jedem Szenario ausdrücklich da, wo
  sie zählen.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  # -- Höchstens zwei Einheiten (PT-ZEIT-1) ------------------------------------------------

  @klausel:PT-ZEIT-1
  Szenariogrundriss: Nur wer höchstens zwei Einheiten hat, darf auf Zeit spielen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) <zweite>
    Und "R3" (Rekrut der Legion) <dritte>
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S3" (Späher der Stämme) steht auf (-1,-1)
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Einheiten der Legion | zweite                            | dritte                            | antwort |
      | gleich               | steht auf (1,0)                   | ist im Gefangenenlager der Stämme | "ja"    |
      | knapp darunter       | ist im Gefangenenlager der Stämme | ist im Gefangenenlager der Stämme | "ja"    |
      | knapp darüber        | steht auf (1,0)                   | steht auf (-1,0)                  | "nein"  |

  @klausel:PT-ZEIT-1
  Szenario: Die Stämme dürfen mit zwei Einheiten auf Zeit spielen, während die Legion am Zug ist
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R3" (Rekrut der Legion) steht auf (-1,0)
    Und "S1" (Moloch der Stämme) steht auf (0,-2)
    Und "S2" (Druide der Stämme) steht auf (1,-2)
    Und "S3" (Späher der Stämme) ist im Gefangenenlager der Legion
    Wenn gefragt wird, ob die Stämme auf Zeit spielen dürfen
    Dann lautet die Antwort "ja"

  @klausel:PT-ZEIT-1 @auslegung:PT-A-ZEIT-EINHEITEN=feld-und-reserve
  Szenario: Eine Einheit in der Reserve zählt beim Spielen auf Zeit mit
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R3" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S3" (Späher der Stämme) steht auf (-1,-1)
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "nein"

  @klausel:PT-ZEIT-1 @auslegung:PT-A-ZEIT-EINHEITEN=nur-feld
  Szenario: Zählen nur Einheiten auf dem Spielfeld, darf die Legion trotz Reserve auf Zeit spielen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R3" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S3" (Späher der Stämme) steht auf (-1,-1)
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "ja"

  # Register PT-A-ZEIT-RUECKZUG: es zählt, wo die Einheiten jetzt stehen. Wer unter nur-feld eine
  # von drei Einheiten in die Reserve zurückzieht, hat danach das Recht, auf Zeit zu spielen.

  @klausel:PT-ZEIT-1 @klausel:PT-RES-3
  Szenario: Mit drei Einheiten auf dem Spielfeld dürfen die Stämme nicht auf Zeit spielen
    Angenommen "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S3" (Späher der Stämme) steht auf (-1,-2)
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R3" (Rekrut der Legion) steht auf (-1,0)
    Wenn gefragt wird, ob die Stämme auf Zeit spielen dürfen
    Dann lautet die Antwort "nein"

  @klausel:PT-ZEIT-1 @klausel:PT-RES-3 @auslegung:PT-A-ZEIT-EINHEITEN=nur-feld
  Szenario: Nach dem Rückzug einer ihrer drei Einheiten in die Reserve dürfen die Stämme auf Zeit spielen, wenn nur das Spielfeld zählt
    Angenommen "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S3" (Späher der Stämme) ist in der Reserve
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R3" (Rekrut der Legion) steht auf (-1,0)
    Wenn gefragt wird, ob die Stämme auf Zeit spielen dürfen
    Dann lautet die Antwort "ja"

  @klausel:PT-ZEIT-1 @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-EINHEITEN=feld-und-reserve
  Szenario: Die Reserve der Stämme lässt die teurere Legion auf Zeit spielen
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" kostet 18 Punkte
    Und "M1" (Magier der Legion) steht auf (1,0)
    Und "M1" kostet 20 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Und "S3" (Späher der Stämme) ist in der Reserve
    Und "S3" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "ja"

  @klausel:PT-ZEIT-1 @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-EINHEITEN=nur-feld
  Szenario: Ohne die Reserve der Stämme vergleichen beide Seiten ihre Kosten und die teurere Legion verliert das Recht
    Angenommen "K1" (Kriegerin der Legion) steht auf (0,0)
    Und "K1" kostet 18 Punkte
    Und "M1" (Magier der Legion) steht auf (1,0)
    Und "M1" kostet 20 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Und "S3" (Späher der Stämme) ist in der Reserve
    Und "S3" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "nein"

  # -- Beide haben höchstens zwei Einheiten (PT-ZEIT-2) ------------------------------------

  @klausel:PT-ZEIT-2 @klausel:PT-KOS-1
  Szenariogrundriss: Haben beide höchstens zwei Einheiten, darf nur der Billigere auf Zeit spielen
    Angenommen die <zug> <ist> am Zug
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "K1" (Kriegerin der Legion) steht auf (1,0)
    Und "K1" kostet 18 Punkte
    Und "S1" (Moloch der Stämme) steht auf (0,-2)
    Und "S1" kostet 15 Punkte
    Und "S2" (Plünderer der Stämme) steht auf (1,-2)
    Und "S2" kostet 11 Punkte
    Wenn gefragt wird, ob die <gefragt> auf Zeit spielen <darf>
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall                          | zug    | ist  | gefragt | darf   | antwort |
      | Legion mit 23 gegen 26 Punkte | Legion | ist  | Legion  | darf   | "ja"    |
      | Stämme mit 26 gegen 23 Punkte | Legion | ist  | Stämme  | dürfen | "nein"  |
      | Legion während des Stämmezugs | Stämme | sind | Legion  | darf   | "ja"    |

  @klausel:PT-ZEIT-2
  Szenario: Eine einzelne teure Einheit hat kein Recht gegen zwei billige
    Angenommen "M1" (Magier der Legion) steht auf (0,0)
    Und "M1" kostet 20 Punkte
    Und "R2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "R2" kostet 5 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "nein"

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-KOSTEN=verbleibende
  Szenario: Verglichen werden die Kosten der verbliebenen Einheiten
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 5 Punkte
    Und "M1" (Magier der Legion) ist im Gefangenenlager der Stämme
    Und "M1" kostet 20 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Und "S3" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S3" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "ja"

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-KOSTEN=ganze-armee
  Szenario: Zählt die ganze Armee samt Gefangenen, verliert die Legion das Recht auf Zeit zu spielen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 5 Punkte
    Und "M1" (Magier der Legion) ist im Gefangenenlager der Stämme
    Und "M1" kostet 20 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Und "S3" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S3" kostet 6 Punkte
    Wenn gefragt wird, ob die Legion auf Zeit spielen darf
    Dann lautet die Antwort "nein"

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-KOSTEN=ganze-armee
  Szenario: Zählt die ganze Armee samt Gefangenen, dürfen die Stämme mit dem billigeren Heer auf Zeit spielen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 5 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 5 Punkte
    Und "M1" (Magier der Legion) ist im Gefangenenlager der Stämme
    Und "M1" kostet 20 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Und "S3" (Späher der Stämme) ist im Gefangenenlager der Legion
    Und "S3" kostet 6 Punkte
    Wenn gefragt wird, ob die Stämme auf Zeit spielen dürfen
    Dann lautet die Antwort "ja"

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-GLEICHSTAND=niemand
  Szenariogrundriss: Bei gleichen Kosten darf keiner auf Zeit spielen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 6 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 6 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Wenn gefragt wird, ob die <gefragt> auf Zeit spielen <darf>
    Dann lautet die Antwort "nein"

    Beispiele:
      | Gefragt | gefragt | darf   |
      | Legion  | Legion  | darf   |
      | Stämme  | Stämme  | dürfen |

  @klausel:PT-ZEIT-2 @auslegung:PT-A-ZEIT-GLEICHSTAND=beide
  Szenariogrundriss: Bei gleichen Kosten dürfen in der weiten Lesart beide auf Zeit spielen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" kostet 6 Punkte
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R2" kostet 6 Punkte
    Und "S1" (Späher der Stämme) steht auf (0,-2)
    Und "S1" kostet 6 Punkte
    Und "S2" (Späher der Stämme) steht auf (1,-2)
    Und "S2" kostet 6 Punkte
    Wenn gefragt wird, ob die <gefragt> auf Zeit spielen <darf>
    Dann lautet die Antwort "ja"

    Beispiele:
      | Gefragt | gefragt | darf   |
      | Legion  | Legion  | darf   |
      | Stämme  | Stämme  | dürfen |

  # -- Eingaben -------------------------------------------------------------------------------

  @klausel:PT-ZEIT-1
  Szenario: Die Frage nach dem Spielen auf Zeit ohne Spieler verletzt das Schema
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "ask", "question": "may_stall"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:PT-ZEIT-1
  Szenario: Die Frage nach dem Spielen auf Zeit für einen unbekannten Spieler verletzt das Schema
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "ask", "question": "may_stall", "player": "orks"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen
