# language: de
Funktionalität: Aufstellen aus der Reserve und Rückkehr in die Reserve
  Statt zu ziehen oder anzugreifen holt ein Spieler eine Einheit aus seiner Reserve auf eine
  freie Kachel neben seinem eigenen Stützpunkt; Wasser kostet dabei keinen Gefahrenwurf.
  Zieht er eine Einheit auf seinen eigenen Stützpunkt, geht sie zurück in die Reserve.

  Auf dem Übungsfeld grenzt der Stützpunkt der Legion (0,3) an (0,2) Feld, (1,2) Wasser und
  (-1,3) Feld; der Stützpunkt der Stämme (0,-3) an (0,-2) Feld, (1,-3) Hügel und (-1,-2) Wald.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  @klausel:PT-RES-1 @klausel:PT-ZUG-1
  Szenariogrundriss: Aufstellen auf eine freie Kachel neben dem eigenen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "R2" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf <ziel> aufstellt
    Dann steht "R1" auf <ziel>
    Und ist "R2" in der Reserve der Legion
    Und lautet die Ereignisfolge: Aufstellung, Zugwechsel
    Und sind die Stämme am Zug

    Beispiele:
      | Kachel | ziel   |
      | Norden | (0,2)  |
      | Westen | (-1,3) |

  @klausel:PT-RES-1
  Szenariogrundriss: Die Stämme stellen neben ihrem Stützpunkt auf
    Angenommen die Stämme sind am Zug
    Und "S1" (Druide der Stämme) ist in der Reserve
    Wenn die Stämme "S1" aus der Reserve auf <ziel> aufstellt
    Dann steht "S1" auf <ziel>
    Und ist die Legion am Zug

    Beispiele:
      | Kachel | ziel    |
      | Süden  | (0,-2)  |
      | Osten  | (1,-3)  |
      | Westen | (-1,-2) |

  @klausel:PT-RES-2 @klausel:PT-RES-1
  Szenario: Aufstellen auf Wasser ohne Gefahrenwurf
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (1,2) aufstellt
    Dann steht "R1" auf (1,2)
    Und wird keine Gefahrenprüfung ausgelöst

  @klausel:PT-RES-2
  Szenario: Ein Gefahrenwürfel beim Aufstellen auf Wasser bleibt übrig
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (1,2) aufstellt
    Und der Gefahrenwürfel 1 zeigt
    Dann bleiben Würfel für "gefahr" übrig

  @klausel:PT-RES-1
  Szenario: Kein Aufstellen fern vom eigenen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (0,0) aufstellt
    Dann wird die Aktion mit PT.SUMMON.NOT_NEXT_TO_BASE nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-1
  Szenario: Kein Aufstellen neben dem gegnerischen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (0,-2) aufstellt
    Dann wird die Aktion mit PT.SUMMON.NOT_NEXT_TO_BASE nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-1
  Szenario: Kein Aufstellen auf eine besetzte Kachel
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Späher der Stämme) steht auf (0,2)
    Wenn die Legion "R1" aus der Reserve auf (0,2) aufstellt
    Dann wird die Aktion mit PT.SUMMON.OCCUPIED nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-1 @klausel:PT-MAT-1
  Szenario: Kein Aufstellen in leeren Raum neben dem Stützpunkt
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (1,3) aufstellt
    Dann wird die Aktion mit PT.SUMMON.NO_TILE nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-1 @klausel:PT-STP-4
  Szenario: Kein Aufstellen auf den eigenen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (0,3) aufstellt
    Dann wird die Aktion mit PT.SUMMON.NO_TILE nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-1
  Szenario: Eine Einheit auf dem Spielfeld wird nicht noch einmal aufgestellt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" aus der Reserve auf (0,2) aufstellt
    Dann wird die Aktion mit PT.SUMMON.NOT_IN_RESERVE nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-1
  Szenario: Eine gefangene Einheit wird nicht aufgestellt
    Angenommen "R1" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Wenn die Legion "R1" aus der Reserve auf (0,2) aufstellt
    Dann wird die Aktion mit PT.SUMMON.NOT_IN_RESERVE nach Klausel PT-RES-1 abgelehnt

  @klausel:PT-RES-3 @klausel:PT-ZUG-1
  Szenariogrundriss: Rückkehr in die Reserve über den eigenen Stützpunkt
    Angenommen "R1" (Rekrut der Legion) steht auf <start>
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann ist "R1" in der Reserve der Legion
    Und ist <start> frei
    Und wird keine Gefahrenprüfung ausgelöst
    Und lautet die Ereignisfolge: Rückkehr in die Reserve, Zugwechsel
    Und sind die Stämme am Zug

    Beispiele:
      | Von    | start  |
      | Norden | (0,2)  |
      | Wasser | (1,2)  |
      | Westen | (-1,3) |

  @klausel:PT-RES-3
  Szenario: Die Stämme ziehen eine Einheit in ihre Reserve zurück
    Angenommen die Stämme sind am Zug
    Und "S1" (Waldhexe der Stämme) steht auf (1,-3)
    Wenn die Stämme "S1" auf den eigenen Stützpunkt bewegt
    Dann ist "S1" in der Reserve der Stämme
    Und ist die Legion am Zug

  @klausel:PT-RES-3 @auslegung:PT-A-RUECKZUG-SPRUNG=nur-nachbar
  Szenario: Ohne Nachbarschaft zum Stützpunkt keine Rückkehr
    Angenommen "R1" (Rekrut der Legion) steht auf (0,1)
    Und "R2" (Rekrut der Legion) steht auf (0,2)
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann wird die Aktion mit PT.RESERVE.BASE_NOT_REACHABLE nach Klausel PT-RES-3 abgelehnt

  @klausel:PT-RES-3 @klausel:PT-BEW-2 @auslegung:PT-A-RUECKZUG-SPRUNG=auch-sprung
  Szenario: In der weiten Lesart führt ein Sprung auf den Stützpunkt zurück in die Reserve
    Angenommen "R1" (Rekrut der Legion) steht auf (0,1)
    Und "R2" (Rekrut der Legion) steht auf (0,2)
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann ist "R1" in der Reserve der Legion
    Und steht "R2" auf (0,2)

  @klausel:PT-RES-3
  Szenario: Fern vom Stützpunkt und ohne Verbündeten gibt es keine Rückkehr
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann wird die Aktion mit PT.RESERVE.BASE_NOT_REACHABLE nach Klausel PT-RES-3 abgelehnt

  # -- Lesarten, die hier wie die Standardlesart entscheiden (@auslegung-ebenso) --------------------

  @klausel:PT-RES-3 @klausel:PT-BEW-2 @auslegung-ebenso:PT-A-RUECKZUG-SPRUNG=auch-sprung
  Szenario: Auch wer per Sprung heimkehren darf, braucht einen Verbündeten zum Überspringen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,1)
    Wenn die Legion "R1" auf den eigenen Stützpunkt bewegt
    Dann wird die Aktion mit PT.RESERVE.BASE_NOT_REACHABLE nach Klausel PT-RES-3 abgelehnt
