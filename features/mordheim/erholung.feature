# language: de
Funktionalität: Die Erholungsphase
  In der Erholungsphase kann der Spieler betäubte Modelle umdrehen; sie gelten danach als zu
  Boden gegangen. Ein Modell, das zuvor zu Boden gegangen war, darf aufstehen; es bewegt sich in
  diesem Zug nicht mehr, und seine Initiative sinkt bis zum Ende des Zuges auf 1. Ob der Spieler
  umdrehen muss, ob ein eben umgedrehtes Modell gleich aufstehen darf und was aus einer
  Initiative 0 wird, sind Auslegungen.

  Hintergrund:
    Angenommen die Bande Reikland ist in der Unterphase "Erholungsphase"
    Und "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Fritz" (Krieger der Bande Reikland) steht bei (12|10)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-ERH-1
  Szenario: Ein betäubtes Modell wird umgedreht und gilt als zu Boden gegangen
    Angenommen "Fritz" ist betäubt
    Wenn die Bande Reikland dreht "Fritz" auf den Rücken
    Dann ist "Fritz" zu Boden gegangen
    Und steht "Fritz" bei (12|10)
    Und ist die Unterphase "Erholungsphase"
    Und lautet die Ereignisfolge: Umdrehen

  @klausel:MH-ERH-1
  Szenariogrundriss: Nur ein betäubtes Modell wird umgedreht
    Angenommen "Fritz" ist <zustand>
    Wenn die Bande Reikland dreht "Fritz" auf den Rücken
    Dann wird die Aktion mit MH.RECOVERY.NOT_STUNNED nach Klausel MH-ERH-1 abgelehnt

    Beispiele:
      | Fall          | zustand           |
      | stehend       | stehend           |
      | am Boden      | zu Boden gegangen |
      | ausgeschaltet | ausgeschaltet     |

  @klausel:MH-ERH-2
  Szenario: Ein schon vorher zu Boden gegangenes Modell steht auf
    Angenommen "Fritz" ist zu Boden gegangen
    Wenn die Bande Reikland lässt "Fritz" aufstehen
    Dann ist "Fritz" stehend
    Und steht "Fritz" bei (12|10)
    Und lautet die Ereignisfolge: Aufstehen

  @klausel:MH-ERH-2 @klausel:MH-ERH-1 @auslegung:MH-A-UMGEDREHT-AUFSTEHEN=naechster-zug
  Szenario: Ein eben erst umgedrehtes Modell bleibt in dieser Erholungsphase liegen
    Angenommen "Fritz" wurde in dieser Erholungsphase umgedreht
    Wenn die Bande Reikland lässt "Fritz" aufstehen
    Dann wird die Aktion mit MH.RECOVERY.JUST_TURNED nach Klausel MH-ERH-2 abgelehnt

  @klausel:MH-ERH-2 @klausel:MH-ERH-1 @auslegung:MH-A-UMGEDREHT-AUFSTEHEN=sofort
  Szenario: In der weiten Lesart steht auch ein eben umgedrehtes Modell gleich auf
    Angenommen "Fritz" wurde in dieser Erholungsphase umgedreht
    Wenn die Bande Reikland lässt "Fritz" aufstehen
    Dann ist "Fritz" stehend

  @klausel:MH-ERH-2 @auslegung:MH-A-UMGEDREHT-AUFSTEHEN=sofort @auslegung:MH-A-AUFSTEHEN=pflicht
  Szenario: In der weiten und strengen Lesart muss auch ein eben umgedrehtes Modell aufstehen
    Angenommen "Fritz" wurde in dieser Erholungsphase umgedreht
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.RECOVERY.KNOCKED_DOWN_LEFT nach Klausel MH-ERH-2 abgelehnt

  @klausel:MH-ERH-2
  Szenariogrundriss: Nur ein zu Boden gegangenes Modell steht auf
    Angenommen "Fritz" ist <zustand>
    Wenn die Bande Reikland lässt "Fritz" aufstehen
    Dann wird die Aktion mit MH.RECOVERY.NOT_KNOCKED_DOWN nach Klausel MH-ERH-2 abgelehnt

    Beispiele:
      | Fall                 | zustand                      |
      | stehend bleibt       | stehend                      |
      | betäubt bleibt       | betäubt                      |
      | geflohen bleibt weg  | über die Tischkante geflohen |

  @klausel:MH-ERH-2
  Szenario: Ein fliehendes Modell steht nicht auf
    Angenommen "Fritz" flieht nach Westen
    Wenn die Bande Reikland lässt "Fritz" aufstehen
    Dann wird die Aktion mit MH.RECOVERY.NOT_KNOCKED_DOWN nach Klausel MH-ERH-2 abgelehnt

  @klausel:MH-ERH-1 @auslegung:MH-A-BETAEUBT-DREHEN=pflicht
  Szenario: Muss jedes betäubte Modell umgedreht werden, endet die Erholungsphase nicht, solange eines betäubt ist
    Angenommen "Fritz" ist betäubt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.RECOVERY.STUNNED_LEFT nach Klausel MH-ERH-1 abgelehnt

  @klausel:MH-ERH-1 @auslegung:MH-A-BETAEUBT-DREHEN=freiwillig
  Szenario: Wörtlich darf der Spieler ein betäubtes Modell betäubt lassen
    Angenommen "Fritz" ist betäubt
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Spielerzug"
    Und ist "Fritz" betäubt

  @klausel:MH-ERH-1
  Szenario: Betäubte Modelle der anderen Bande halten die Erholungsphase nicht auf
    Angenommen "Ansgar" ist betäubt
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Spielerzug"
    Und ist "Ansgar" betäubt

  @klausel:MH-ERH-2 @auslegung:MH-A-AUFSTEHEN=freiwillig
  Szenario: Ein zu Boden gegangenes Modell darf liegen bleiben
    Angenommen "Fritz" ist zu Boden gegangen
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Spielerzug"
    Und ist "Fritz" zu Boden gegangen

  @klausel:MH-ERH-2 @auslegung:MH-A-AUFSTEHEN=pflicht
  Szenario: In der strengen Lesart steht jedes Modell auf, das aufstehen darf
    Angenommen "Fritz" ist zu Boden gegangen
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird die Aktion mit MH.RECOVERY.KNOCKED_DOWN_LEFT nach Klausel MH-ERH-2 abgelehnt

  @klausel:MH-ERH-2 @klausel:MH-ERH-1
  Szenario: Ein eben umgedrehtes Modell hält das Ende der Erholungsphase nicht auf
    Angenommen "Fritz" wurde in dieser Erholungsphase umgedreht
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Spielerzug"
    Und ist "Fritz" zu Boden gegangen

  @klausel:MH-ERH-3 @klausel:MH-ERH-2
  Szenario: Ein aufgestandenes Modell hat für den Rest des Zuges Initiative 1
    Angenommen "Fritz" ist in diesem Zug aufgestanden
    Wenn gefragt wird nach der Initiative von "Fritz"
    Dann lautet die Antwort 1

  @klausel:MH-ERH-3
  Szenario: Ein Modell, das nicht aufgestanden ist, behält seine Initiative
    Wenn gefragt wird nach der Initiative von "Kurt"
    Dann lautet die Antwort 4

  @klausel:MH-ERH-3 @auslegung:MH-A-INITIATIVE-EINS=hoechstens-eins
  Szenario: Eine Initiative 0 bleibt nach dem Aufstehen 0
    Angenommen "Fritz" hat Initiative 0
    Und "Fritz" ist in diesem Zug aufgestanden
    Wenn gefragt wird nach der Initiative von "Fritz"
    Dann lautet die Antwort 0

  @klausel:MH-ERH-3 @auslegung:MH-A-INITIATIVE-EINS=genau-eins
  Szenario: In der Lesart genau eins hebt das Aufstehen eine Initiative 0 auf 1
    Angenommen "Fritz" hat Initiative 0
    Und "Fritz" ist in diesem Zug aufgestanden
    Wenn gefragt wird nach der Initiative von "Fritz"
    Dann lautet die Antwort 1

  @klausel:MH-ERH-3 @auslegung-ebenso:MH-A-INITIATIVE-EINS=genau-eins
  Szenario: Auch in der Lesart genau eins sinkt eine höhere Initiative nach dem Aufstehen auf 1
    Angenommen "Fritz" ist in diesem Zug aufgestanden
    Wenn gefragt wird nach der Initiative von "Fritz"
    Dann lautet die Antwort 1

  @klausel:MH-ERH-1 @auslegung-ebenso:MH-A-BETAEUBT-DREHEN=pflicht
  Szenario: Auch wenn jedes betäubte Modell umgedreht werden muss, endet die Erholungsphase ohne betäubte Modelle
    Angenommen "Fritz" wurde in dieser Erholungsphase umgedreht
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Spielerzug"
