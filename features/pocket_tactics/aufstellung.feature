# language: de
Funktionalität: Die ersten drei Einheiten je Spieler
  Liegen beide Stützpunkte, setzen die Spieler abwechselnd je eine Einheit aus ihrer Reserve
  auf eine freie Kachel, die dem eigenen Stützpunkt am nächsten liegt; der erste Spieler
  beginnt. Hat jeder drei Einheiten im Spiel, beginnt das Spiel, wieder mit dem ersten Spieler.
  Was übrig ist, bleibt in der Reserve.

  Das Aufbaufeld (karten.yaml) mit dem Stützpunkt der Stämme auf (1,-6): an den Stützpunkt der
  Legion (0,0) grenzen (0,-1) Feld und (-1,0) Wasser, im Abstand zwei liegen (0,-2),
  (1,-2) und (-1,-1). An den Stützpunkt der Stämme grenzen (1,-5) Wald und (0,-5) Wasser, im
  Abstand zwei liegen (1,-4), (0,-4), (-1,-4) und (2,-5).

  "Am nächsten" heißt nach der Standardlesart: eine freie Kachel mit dem kleinsten Abstand zum
  eigenen Stützpunkt (PT-A-AUFSTELLUNG-NAEHE). Auf Wasser wird beim Einsetzen nach der
  Standardlesart keine Gefahr geprüft (PT-A-AUFSTELLUNG-GEFAHR).

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Und der Stützpunkt der Stämme liegt auf (1,-6)
    Und die Partie ist in der Phase "Aufstellung"
    Und die Legion ist erster Spieler
    Und die Legion ist am Zug
    Und "L1" (Rekrut der Legion) ist in der Reserve
    Und "L2" (Speerkämpfer der Legion) ist in der Reserve
    Und "L3" (Magier der Legion) ist in der Reserve
    Und "L4" (Bogenschütze der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) ist in der Reserve
    Und "S2" (Moloch der Stämme) ist in der Reserve
    Und "S3" (Druide der Stämme) ist in der Reserve
    Und "S4" (Waldhexe der Stämme) ist in der Reserve

  # -- abwechselnd einsetzen -----------------------------------------------------------------

  @klausel:PT-VOR-8
  Szenario: Der erste Spieler setzt die erste Einheit neben seinen Stützpunkt
    Wenn die Legion "L1" auf (0,-1) einsetzt
    Dann steht "L1" auf (0,-1)
    Und ist "L2" in der Reserve der Legion
    Und sind 3 Einheiten der Legion in der Reserve
    Und sind die Stämme am Zug
    Und ist die Partie in der Phase "Aufstellung"
    Und lautet die Ereignisfolge: Einsetzen

  @klausel:PT-VOR-8
  Szenario: Die Stämme setzen ihre erste Einheit neben ihren Stützpunkt
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und die Stämme sind am Zug
    Wenn die Stämme "S2" auf (1,-5) einsetzen
    Dann steht "S2" auf (1,-5)
    Und steht "L1" auf (0,-1)
    Und ist die Legion am Zug
    Und lautet die Ereignisfolge: Einsetzen

  @klausel:PT-VOR-8
  Szenariogrundriss: Sind die Nachbarkacheln besetzt, sind die nächstnäheren Kacheln an der Reihe
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Und "L2" ist bereits auf (-1,0) eingesetzt
    Und "S2" ist bereits auf (0,-5) eingesetzt
    Wenn die Legion "L3" auf <ort> einsetzt
    Dann steht "L3" auf <ort>
    Und stehen 3 Einheiten der Legion auf dem Spielfeld
    Und sind die Stämme am Zug

    Beispiele:
      | Kachel     | ort     |
      | Norden     | (0,-2)  |
      | Nordosten  | (1,-2)  |
      | Nordwesten | (-1,-1) |

  @klausel:PT-VOR-8
  Szenario: Eine fremde Einheit auf einer Nachbarkachel lässt die nächstnäheren Kacheln nachrücken
    Angenommen "S1" ist bereits auf (0,-1) eingesetzt
    Und "S2" ist bereits auf (-1,0) eingesetzt
    Wenn die Legion "L1" auf (1,-2) einsetzt
    Dann steht "L1" auf (1,-2)
    Und sind die Stämme am Zug

  @klausel:PT-VOR-8 @klausel:PT-VOR-1
  Szenario: Mit der sechsten Einheit beginnt das Spiel, und der erste Spieler ist am Zug
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Und "L2" ist bereits auf (-1,0) eingesetzt
    Und "S2" ist bereits auf (0,-5) eingesetzt
    Und "L3" ist bereits auf (0,-2) eingesetzt
    Und die Stämme sind am Zug
    Wenn die Stämme "S3" auf (1,-4) einsetzen
    Dann steht "S3" auf (1,-4)
    Und ist die Partie in der Phase "Spiel"
    Und ist die Legion am Zug
    Und stehen 3 Einheiten der Stämme auf dem Spielfeld
    Und ist "S4" in der Reserve der Stämme
    Und ist "L4" in der Reserve der Legion
    Und lautet die Ereignisfolge: Einsetzen, Phasenwechsel

  @klausel:PT-VOR-8
  Szenario: Mit der fünften Einheit geht die Aufstellung weiter
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Und "L2" ist bereits auf (-1,0) eingesetzt
    Und "S2" ist bereits auf (0,-5) eingesetzt
    Wenn die Legion "L4" auf (-1,-1) einsetzt
    Dann ist die Partie in der Phase "Aufstellung"
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Einsetzen

  @klausel:PT-VOR-8
  Szenario: Sind die Stämme erster Spieler, setzen sie die erste Einheit
    Angenommen die Stämme sind erster Spieler
    Und die Stämme sind am Zug
    Wenn die Stämme "S1" auf (1,-5) einsetzen
    Dann steht "S1" auf (1,-5)
    Und ist die Legion am Zug

  @klausel:PT-VOR-8
  Szenario: Sind die Stämme erster Spieler, beginnen sie nach der sechsten Einheit das Spiel
    Angenommen die Stämme sind erster Spieler
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Und "L1" ist bereits auf (0,-1) eingesetzt
    Und "S2" ist bereits auf (0,-5) eingesetzt
    Und "L2" ist bereits auf (-1,0) eingesetzt
    Und "S3" ist bereits auf (0,-4) eingesetzt
    Wenn die Legion "L3" auf (0,-2) einsetzt
    Dann ist die Partie in der Phase "Spiel"
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Einsetzen, Phasenwechsel

  # -- wo eingesetzt wird --------------------------------------------------------------------

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=naechste-freie
  Szenariogrundriss: Solange eine Nachbarkachel frei ist, setzt niemand weiter weg ein
    Wenn die Legion "L1" auf <ort> einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt

    Beispiele:
      | Kachel            | ort     |
      | zwei Kacheln weit | (0,-2)  |
      | Nordwesten        | (-1,-1) |

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=eigene-haelfte
  Szenariogrundriss: In der Lesart der eigenen Hälfte darf weiter vorn eingesetzt werden
    Wenn die Legion "L1" auf <ort> einsetzt
    Dann steht "L1" auf <ort>
    Und sind die Stämme am Zug

    Beispiele:
      | Kachel            | ort     |
      | zwei Kacheln weit | (0,-2)  |
      | Nordwesten        | (-1,-1) |

  # Liegt der Stützpunkt der Stämme auf (1,-1), neben dem der Legion, ist (0,-1) von beiden
  # gleich weit entfernt; (-1,0) liegt näher am Stützpunkt der Legion.

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=naechste-freie
  Szenario: Eine nächste Kachel ist in der Standardlesart erlaubt, auch wenn sie gleich weit vom gegnerischen Stützpunkt liegt
    Angenommen der Stützpunkt der Stämme liegt auf (1,-1)
    Wenn die Legion "L1" auf (0,-1) einsetzt
    Dann steht "L1" auf (0,-1)
    Und sind die Stämme am Zug

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=eigene-haelfte
  Szenario: In der Lesart der eigenen Hälfte ist eine Kachel gleich weit von beiden Stützpunkten verboten, solange die Hälfte frei ist
    Angenommen der Stützpunkt der Stämme liegt auf (1,-1)
    Wenn die Legion "L1" auf (0,-1) einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=naechste-freie
  Szenario: Auch die Stämme setzen nicht weiter weg, solange eine Nachbarkachel frei ist
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und die Stämme sind am Zug
    Wenn die Stämme "S1" auf (1,-4) einsetzen
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8
  Szenariogrundriss: Keine Einheit kommt zur Aufstellung in die Mitte oder zum Gegner
    Wenn die Legion "L1" auf <ort> einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt

    Beispiele:
      | Kachel                            | ort    |
      | gleich weit von beiden            | (0,-3) |
      | neben dem gegnerischen Stützpunkt | (1,-5) |

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-NAEHE=naechste-freie
  Szenario: Eine weiter entfernte Kachel bleibt gesperrt, solange eine nähere frei ist
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Und "L2" ist bereits auf (-1,0) eingesetzt
    Und "S2" ist bereits auf (0,-5) eingesetzt
    Wenn die Legion "L3" auf (-1,-2) einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_CLOSEST nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8 @klausel:PT-MAT-1
  Szenariogrundriss: Ohne Kachel wird keine Einheit eingesetzt
    Wenn die Legion "L1" auf <ort> einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NO_TILE nach Klausel PT-VOR-8 abgelehnt

    Beispiele:
      | Platz                 | ort    |
      | leerer Raum           | (1,-1) |
      | der eigene Stützpunkt | (0,0)  |

  @klausel:PT-VOR-8 @klausel:PT-MAT-2
  Szenario: Auf eine besetzte Kachel wird keine Einheit eingesetzt
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Wenn die Legion "L2" auf (0,-1) einsetzt
    Dann wird die Aktion mit PT.DEPLOY.OCCUPIED nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8
  Szenario: Eine schon eingesetzte Einheit wird nicht noch einmal eingesetzt
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Wenn die Legion "L1" auf (-1,0) einsetzt
    Dann wird die Aktion mit PT.DEPLOY.NOT_IN_RESERVE nach Klausel PT-VOR-8 abgelehnt

  # -- wer einsetzt --------------------------------------------------------------------------

  @klausel:PT-ZUG-2 @klausel:PT-VOR-8
  Szenario: Die Legion setzt keine Einheit der Stämme ein
    Wenn die Legion "S1" auf (0,-1) einsetzt
    Dann wird die Aktion mit PT.UNIT.NOT_OWN nach Klausel PT-ZUG-2 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-VOR-8
  Szenario: Die Stämme setzen nicht ein, solange der erste Spieler am Zug ist
    Wenn die Stämme "S1" auf (1,-5) einsetzen
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-VOR-8
  Szenario: Wer seine drei Einheiten eingesetzt hat, ist in der Aufstellung nicht mehr am Zug
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "L2" ist bereits auf (-1,0) eingesetzt
    Und "L3" ist bereits auf (0,-2) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Und "S2" ist bereits auf (0,-5) eingesetzt
    Wenn die Legion "L4" auf (1,-2) einsetzt
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  # -- Wasser beim Einsetzen -----------------------------------------------------------------

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=keine-pruefung
  Szenario: Beim Einsetzen auf Wasser wird keine Gefahr geprüft
    Wenn die Legion "L1" auf (-1,0) einsetzt
    Dann steht "L1" auf (-1,0)
    Und wird keine Gefahrenprüfung ausgelöst
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Einsetzen

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=keine-pruefung
  Szenario: Ein Gefahrenwürfel beim Einsetzen auf Wasser bleibt übrig
    Wenn die Legion "L1" auf (-1,0) einsetzt
    Und der Gefahrenwürfel 2 zeigt
    Dann bleiben Würfel für "gefahr" übrig

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=keine-pruefung
  Szenario: Auch die Stämme setzen ohne Gefahrenwurf auf Wasser ein
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und die Stämme sind am Zug
    Wenn die Stämme "S1" auf (0,-5) einsetzen
    Dann steht "S1" auf (0,-5)
    Und wird keine Gefahrenprüfung ausgelöst

  @klausel:PT-VOR-8 @klausel:PT-GEF-2 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung
  Szenariogrundriss: In der strengen Lesart besiegt ein niedriger Gefahrenwurf die eingesetzte Einheit
    Angenommen "L2" ist bereits auf (0,-1) eingesetzt
    Und "S2" ist bereits auf (1,-5) eingesetzt
    Wenn die Legion "L1" auf (-1,0) einsetzt
    Und der Gefahrenwürfel <wurf> zeigt
    Dann ist "L1" im Gefangenenlager der Stämme
    Und ist (-1,0) frei
    Und zeigt die Gefahrenprüfung <wurf>
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung, Gefangennahme

    Beispiele:
      | Fall | wurf |
      | Eins | 1    |
      | Zwei | 2    |
      | Drei | 3    |

  @klausel:PT-VOR-8 @klausel:PT-GEF-2 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung
  Szenariogrundriss: In der strengen Lesart bleibt die Einheit bei einem hohen Gefahrenwurf stehen
    Wenn die Legion "L1" auf (-1,0) einsetzt
    Und der Gefahrenwürfel <wurf> zeigt
    Dann steht "L1" auf (-1,0)
    Und zeigt die Gefahrenprüfung <wurf>
    Und sind die Stämme am Zug
    Und lautet die Ereignisfolge: Einsetzen, Gefahrenprüfung

    Beispiele:
      | Fall  | wurf |
      | Vier  | 4    |
      | Fünf  | 5    |
      | Sechs | 6    |

  @klausel:PT-VOR-8 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung
  Szenario: In der strengen Lesart fehlt beim Einsetzen auf Wasser der Gefahrenwürfel
    Wenn die Legion "L1" auf (-1,0) einsetzt
    Dann fehlt ein Würfel für "gefahr"

  @klausel:PT-VOR-8 @klausel:PT-GEF-2 @auslegung:PT-A-AUFSTELLUNG-GEFAHR=pruefung
  Szenario: In der strengen Lesart würfeln auch die Stämme auf Wasser
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "L2" ist bereits auf (-1,-1) eingesetzt
    Und "S2" ist bereits auf (1,-5) eingesetzt
    Und die Stämme sind am Zug
    Wenn die Stämme "S1" auf (0,-5) einsetzen
    Und der Gefahrenwürfel 3 zeigt
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist die Legion am Zug

  @klausel:PT-VOR-8
  Szenario: Auf einer Kachel ohne Gefahr wird in keiner Lesart gewürfelt
    Wenn die Legion "L1" auf (0,-1) einsetzt
    Und der Gefahrenwürfel 2 zeigt
    Dann bleiben Würfel für "gefahr" übrig

  # -- andere Aktionen während und nach der Aufstellung --------------------------------------

  @klausel:PT-VOR-8
  Szenario: Während der Aufstellung zieht keine Einheit
    Angenommen "L1" ist bereits auf (0,-1) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Wenn die Legion "L1" nach (0,-2) bewegt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8
  Szenario: Während der Aufstellung wird nicht nach den Regeln des Spiels aufgestellt
    Wenn die Legion "L1" aus der Reserve auf (0,-1) aufstellt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8
  Szenario: Während der Aufstellung wird keine Kachel mehr gelegt
    Wenn die Legion eine Kachel auf (1,-1) legt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-VOR-8
  Szenario: Während der Aufstellung wird kein Stützpunkt mehr gelegt
    Wenn die Legion ihren Stützpunkt auf (1,-1) legt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-8 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-VOR-8
  Szenario: Im laufenden Spiel wird keine Einheit mehr eingesetzt
    Angenommen die Partie ist in der Phase "Spiel"
    Wenn die Legion "L1" auf (0,-1) einsetzt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-VOR-6
  Szenario: Im laufenden Spiel wird keine Kachel mehr gelegt
    Angenommen die Partie ist in der Phase "Spiel"
    Wenn die Legion eine Kachel auf (1,-1) legt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-VOR-3
  Szenario: Im laufenden Spiel wird nicht mehr um den ersten Zug gewürfelt
    Angenommen die Partie ist in der Phase "Spiel"
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 2 für die Legion und 6 für die Stämme zeigt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-ZUG-1 abgelehnt

  # -- Lesarten, die hier wie die Standardlesart entscheiden (@auslegung-ebenso) --------------------

  # Liegt der Stützpunkt der Stämme auf (0,-2) (die Kachel dort ist fortgenommen), ist (-1,0) die
  # einzige Kachel, die näher am Stützpunkt der Legion liegt als an dem der Stämme.

  @klausel:PT-VOR-8 @auslegung-ebenso:PT-A-AUFSTELLUNG-NAEHE=eigene-haelfte
  Szenario: Ist die eigene Hälfte voll, setzt auch die Lesart der eigenen Hälfte auf die nächste freie Kachel
    Angenommen auf (0,-2) liegt keine Kachel
    Und der Stützpunkt der Stämme liegt auf (0,-2)
    Und "L1" ist bereits auf (-1,0) eingesetzt
    Und "S1" ist bereits auf (1,-5) eingesetzt
    Wenn die Legion "L2" auf (0,-1) einsetzt
    Dann steht "L2" auf (0,-1)
    Und sind die Stämme am Zug
