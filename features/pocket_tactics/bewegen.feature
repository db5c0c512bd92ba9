# language: de
Funktionalität: Bewegen einer Einheit
  Eine Einheit zieht in ihrem Zug auf eine angrenzende freie Kachel oder springt über eine
  befreundete Einheit auf eine freie Kachel. Stützpunkte und leerer Raum sind keine Ziele.

  Das Übungsfeld (karten.yaml; sechseckige Kacheln mit flacher Oberseite, Koordinaten q,r)
  ist rund um die Mitte (0,0) zwei Ringe groß; der Stützpunkt der Legion liegt im Süden auf
  (0,3), der der Stämme im Norden auf (0,-3). Die Nachbarn von (0,0) sind (0,-1) im Norden, (1,-1) im
  Nordosten, (1,0) im Südosten, (0,1) im Süden, (-1,1) im Südwesten und (-1,0) im Nordwesten.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  @klausel:PT-BEW-1 @klausel:PT-ZUG-1
  Szenariogrundriss: Schritt auf eine freie Nachbarkachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "S1" (Späher der Stämme) steht auf (-2,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>
    Und ist (0,0) frei
    Und stehen alle anderen Einheiten, wo sie standen
    Und lautet die Ereignisfolge: Schritt, Zugwechsel
    Und sind die Stämme am Zug

    Beispiele:
      | Richtung | ziel   |
      | Nordost  | (1,-1) |
      | Südost   | (1,0)  |
      | Süd      | (0,1)  |
      | Südwest  | (-1,1) |
      | Nordwest | (-1,0) |

  @klausel:PT-BEW-1
  Szenario: Die Stämme ziehen ebenso auf eine freie Nachbarkachel
    Angenommen die Stämme sind am Zug
    Und "S1" (Moloch der Stämme) steht auf (0,-2)
    Wenn die Stämme "S1" nach (1,-2) bewegt
    Dann steht "S1" auf (1,-2)
    Und ist die Legion am Zug

  @klausel:PT-BEW-1
  Szenariogrundriss: Kein Schritt auf eine besetzte Kachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und <einheit> (<typ> der <fraktion>) steht auf (1,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt

    Beispiele:
      | Besetzt von | einheit | typ    | fraktion |
      | Verbündeter | "R2"    | Rekrut | Legion   |
      | Gegner      | "S1"    | Späher | Stämme   |

  @klausel:PT-BEW-1
  Szenario: Eine Einheit bleibt nicht auf ihrer eigenen Kachel stehen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,0) bewegt
    Dann wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-1 @klausel:PT-MAT-1
  Szenario: Kein Schritt in leeren Raum ohne Kachel
    Angenommen auf (1,0) liegt keine Kachel
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann wird die Aktion mit PT.MOVE.NO_TILE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-1 @klausel:PT-MAT-1
  Szenario: Kein Schritt über den Rand des Spielfelds hinaus
    Angenommen "R1" (Rekrut der Legion) steht auf (2,0)
    Wenn die Legion "R1" nach (3,0) bewegt
    Dann wird die Aktion mit PT.MOVE.NO_TILE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-1
  Szenariogrundriss: Ziele außerhalb der Nachbarschaft sind ohne Sprung unerreichbar
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

    Beispiele:
      | Lage                      | ziel   |
      | zwei Schritte geradeaus   | (0,2)  |
      | zwei Schritte um die Ecke | (1,1)  |
      | drei Schritte entfernt    | (-1,3) |

  @klausel:PT-BEW-1 @klausel:PT-ZUG-1
  Szenario: Eine Einheit der Reserve kann nicht gezogen werden
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" nach (0,2) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_ON_BOARD nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-1
  Szenario: Eine gefangene Einheit kann nicht gezogen werden
    Angenommen "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Wenn die Legion "R1" nach (0,2) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_ON_BOARD nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-STP-4
  Szenario: Kein Zug auf den gegnerischen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Wenn die Legion "R1" auf den Stützpunkt der Stämme bewegt
    Dann wird die Aktion mit PT.MOVE.ONTO_BASE nach Klausel PT-STP-4 abgelehnt

  @klausel:PT-STP-4
  Szenario: Auch ein Sprung endet nicht auf dem gegnerischen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (0,-2)
    Wenn die Legion "R1" auf den Stützpunkt der Stämme bewegt
    Dann wird die Aktion mit PT.MOVE.ONTO_BASE nach Klausel PT-STP-4 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-ZUG-1
  Szenariogrundriss: Sprung über einen Verbündeten geradeaus
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Schwertkämpfer der Legion) steht auf <über>
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>
    Und steht "R2" auf <über>
    Und ist (0,0) frei
    Und lautet die Ereignisfolge: Sprung, Zugwechsel
    Und sind die Stämme am Zug

    Beispiele:
      | Richtung | über   | ziel   |
      | Nordost  | (1,-1) | (2,-2) |
      | Südost   | (1,0)  | (2,0)  |
      | Süd      | (0,1)  | (0,2)  |
      | Südwest  | (-1,1) | (-2,2) |
      | Nordwest | (-1,0) | (-2,0) |

  @klausel:PT-BEW-2
  Szenario: Kein Sprung über eine gegnerische Einheit
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "S1" (Späher der Stämme) steht auf (1,0)
    Wenn die Legion "R1" nach (2,0) bewegt
    Dann wird die Aktion mit PT.MOVE.HOP_OVER_ENEMY nach Klausel PT-BEW-2 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-BEW-1
  Szenario: Kein Sprung auf eine besetzte Kachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Wenn die Legion "R1" nach (2,0) bewegt
    Dann wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-BEW-1
  Szenario: Ohne Einheit dazwischen gibt es keinen Sprung
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (2,0) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-MAT-1
  Szenario: Ein Sprung landet nicht im leeren Raum
    Angenommen auf (2,0) liegt keine Kachel
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" nach (2,0) bewegt
    Dann wird die Aktion mit PT.MOVE.NO_TILE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGBAHN=gerade
  Szenario: Ein Sprung zur Seite ist in der Standardlesart nicht erlaubt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" nach (1,1) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGBAHN=beliebig
  Szenario: Ein Sprung zur Seite ist in der weiten Lesart erlaubt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" nach (1,1) bewegt
    Dann steht "R1" auf (1,1)
    Und lautet die Ereignisfolge: Sprung, Zugwechsel

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGBAHN=beliebig
  Szenario: Auch in der weiten Lesart nur über Verbündete
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "S1" (Späher der Stämme) steht auf (1,0)
    Wenn die Legion "R1" nach (1,1) bewegt
    Dann wird die Aktion mit PT.MOVE.HOP_OVER_ENEMY nach Klausel PT-BEW-2 abgelehnt

  @klausel:PT-BEW-2
  Szenario: Über zwei Verbündete in einer Reihe springt man nicht
    Angenommen "R1" (Rekrut der Legion) steht auf (-1,0)
    Und "R2" (Rekrut der Legion) steht auf (0,0)
    Und "R3" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" nach (2,0) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGBAHN=beliebig
  Szenario: Grenzen zwei Verbündete an das Ziel eines Sprungs zur Seite, nennt der Sprung den mit dem kleineren Ort
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und "R3" (Rekrut der Legion) steht auf (0,1)
    Wenn die Legion "R1" nach (1,1) bewegt
    Dann steht "R1" auf (1,1)
    Und springt "R1" von (0,0) über (0,1) nach (1,1)
    Und lautet die Ereignisfolge: Sprung, Zugwechsel

  # -- mehrere Sprünge in einer Bewegung (PT-A-SPRUNGKETTE) -------------------------------------
  # Auf der Linie (0,-2), (0,-1), (0,0), (0,1), (0,2) von Nord nach Süd liegt auf (0,-1) Wasser.

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGKETTE=ein-sprung
  Szenario: Eine Bewegung ist in der Standardlesart höchstens ein Sprung
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Und "R3" (Rekrut der Legion) steht auf (0,1)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,0) nach (0,2) bewegt
    Dann wird die Aktion mit PT.MOVE.CHAIN nach Klausel PT-BEW-2 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-GEF-3 @auslegung:PT-A-SPRUNGKETTE=kette
  Szenario: In der Lesart Kette springt eine Einheit in einer Bewegung über zwei Verbündete
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Und "R3" (Rekrut der Legion) steht auf (0,1)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,0) nach (0,2) bewegt
    Dann steht "R1" auf (0,2)
    Und ist (0,0) frei
    Und springt "R1" von (0,-2) über (0,-1) nach (0,0)
    Und springt "R1" von (0,0) über (0,1) nach (0,2)
    Und wird keine Gefahrenprüfung ausgelöst
    Und lautet die Ereignisfolge: Sprung, Sprung, Zugwechsel

  @klausel:PT-BEW-2 @klausel:PT-GEF-1 @klausel:PT-GEF-2 @auslegung:PT-A-SPRUNGKETTE=kette @auslegung:PT-A-SPRUNGGEFAHR=verbuendeter-auf-gefahr
  Szenario: In der Lesart Kette prüft eine Zwischenlandung auf Wasser die Gefahr, und die Einheit springt weiter
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (1,-1)
    Und "R3" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" mit Zwischenlandung auf (2,-1) nach (0,1) bewegt
    Und der Gefahrenwürfel 5 zeigt
    Dann steht "R1" auf (0,1)
    Und springt "R1" von (0,-1) über (1,-1) nach (2,-1)
    Und springt "R1" von (2,-1) über (1,0) nach (0,1)
    Und lautet die Ereignisfolge: Sprung, Gefahrenprüfung, Sprung, Zugwechsel

  @klausel:PT-BEW-2 @klausel:PT-GEF-2 @auslegung:PT-A-SPRUNGKETTE=kette @auslegung:PT-A-SPRUNGGEFAHR=verbuendeter-auf-gefahr
  Szenario: In der Lesart Kette endet die Bewegung, wo das Wasser die Einheit besiegt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (1,-1)
    Und "R3" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" mit Zwischenlandung auf (2,-1) nach (0,1) bewegt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist (0,1) frei
    Und lautet die Ereignisfolge: Sprung, Gefahrenprüfung, Gefangennahme, Zugwechsel

  @klausel:PT-BEW-2 @klausel:PT-GEF-3 @auslegung:PT-A-SPRUNGKETTE=kette @auslegung:PT-A-SPRUNGGEFAHR=landung-auf-gefahr
  Szenario: In der Lesart Kette prüft keine Landung die Gefahr, wenn Landungen nach einem Sprung frei bleiben
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (1,-1)
    Und "R3" (Rekrut der Legion) steht auf (1,0)
    Wenn die Legion "R1" mit Zwischenlandung auf (2,-1) nach (0,1) bewegt
    Dann steht "R1" auf (0,1)
    Und wird keine Gefahrenprüfung ausgelöst
    Und lautet die Ereignisfolge: Sprung, Sprung, Zugwechsel

  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGKETTE=kette
  Szenario: In der Lesart Kette führt auch der zweite Sprung nur über einen Verbündeten
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Und "S1" (Späher der Stämme) steht auf (0,1)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,0) nach (0,2) bewegt
    Dann wird die Aktion mit PT.MOVE.HOP_OVER_ENEMY nach Klausel PT-BEW-2 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGKETTE=kette
  Szenario: In der Lesart Kette ist jede Zwischenlandung eine freie Kachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,0) nach (0,2) bewegt
    Dann wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGKETTE=kette
  Szenario: In der Lesart Kette endet eine Kette nicht mit einem Schritt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,0) nach (0,1) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-2 @klausel:PT-RES-3 @auslegung:PT-A-SPRUNGKETTE=kette @auslegung:PT-A-RUECKZUG-SPRUNG=auch-sprung
  Szenario: In der Lesart Kette endet eine Kette auf dem eigenen Stützpunkt, wenn ein Sprung dorthin führen darf
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (0,0)
    Und "R3" (Rekrut der Legion) steht auf (0,2)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,1) auf den eigenen Stützpunkt bewegt
    Dann ist "R1" in der Reserve der Legion
    Und springt "R1" von (0,-1) über (0,0) nach (0,1)
    Und lautet die Ereignisfolge: Sprung, Rückkehr in die Reserve, Zugwechsel

  @klausel:PT-BEW-2 @klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGKETTE=kette
  Szenario: In der Lesart Kette landet auch der letzte Sprung auf einer freien Kachel
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-2)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Und "R3" (Rekrut der Legion) steht auf (0,1)
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,0) nach (0,2) bewegt
    Dann wird die Aktion mit PT.MOVE.OCCUPIED nach Klausel PT-BEW-1 abgelehnt

  # (0,2) grenzt an den Stützpunkt der Legion auf (0,3): nach einer Zwischenlandung dort wäre der
  # Rest ein Schritt, und eine Kette besteht nur aus Sprüngen (PT-A-SPRUNGKETTE).
  @klausel:PT-BEW-2 @klausel:PT-RES-3 @auslegung:PT-A-SPRUNGKETTE=kette
  Szenario: In der Lesart Kette führt von einer Zwischenlandung neben dem eigenen Stützpunkt kein Schritt in die Reserve
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (0,1)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,2) auf den eigenen Stützpunkt bewegt
    Dann wird die Aktion mit PT.RESERVE.BASE_NOT_REACHABLE nach Klausel PT-RES-3 abgelehnt

  # Auf der Linie (-6,3) bis (0,3) von West nach Ost stehen abwechselnd Verbündete und freie Kacheln;
  # am Ende liegt der Stützpunkt der Legion.
  @klausel:PT-BEW-2 @klausel:PT-RES-3 @auslegung:PT-A-SPRUNGKETTE=kette @auslegung:PT-A-RUECKZUG-SPRUNG=auch-sprung
  Szenario: In der Lesart Kette kehrt eine Einheit nach zwei Zwischenlandungen von der letzten aus in die Reserve zurück
    Angenommen auf (-2,3) liegt Feld
    Und auf (-3,3) liegt Feld
    Und auf (-4,3) liegt Feld
    Und auf (-5,3) liegt Feld
    Und auf (-6,3) liegt Feld
    Und "R1" (Rekrut der Legion) steht auf (-6,3)
    Und "R2" (Rekrut der Legion) steht auf (-5,3)
    Und "R3" (Rekrut der Legion) steht auf (-3,3)
    Und "R4" (Rekrut der Legion) steht auf (-1,3)
    Wenn die Legion "R1" mit Zwischenlandung auf (-4,3) und (-2,3) auf den eigenen Stützpunkt bewegt
    Dann ist "R1" in der Reserve der Legion
    Und springt "R1" von (-6,3) über (-5,3) nach (-4,3)
    Und springt "R1" von (-4,3) über (-3,3) nach (-2,3)
    Und lautet die Ereignisfolge: Sprung, Sprung, Rückkehr in die Reserve, Zugwechsel

  @klausel:PT-BEW-2 @klausel:PT-RES-3 @auslegung:PT-A-SPRUNGKETTE=kette @auslegung:PT-A-RUECKZUG-SPRUNG=nur-nachbar
  Szenario: In der Lesart Kette endet eine Kette nicht auf dem eigenen Stützpunkt, wenn nur ein Nachbar zurückkehrt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Und "R2" (Rekrut der Legion) steht auf (0,0)
    Und "R3" (Rekrut der Legion) steht auf (0,2)
    Wenn die Legion "R1" mit Zwischenlandung auf (0,1) auf den eigenen Stützpunkt bewegt
    Dann wird die Aktion mit PT.RESERVE.BASE_NOT_REACHABLE nach Klausel PT-RES-3 abgelehnt
