# language: de
Funktionalität: Unmögliche Zustände und fehlerhafte Eingaben
  Ein Zustand muss nicht aus einer echten Partie stammen, aber möglich sein. Was das Schema nicht
  ausschließt, prüft die Engine selbst (MH.STATE.*, der erste Fehler in fester Reihenfolge) und
  weist den Fall als fehlerhaft ab; ebenso Verweise auf Banden, Modelle und Effekte, die es im
  Zustand nicht gibt. Die Modelle stehen im Zustand nach ihrer Kennung sortiert: Ansgar ist
  models[0], Hans models[1], Kurt models[2].

  Hintergrund:
    Angenommen "Kurt" (Hauptmann der Bande Reikland) steht bei (10|10)
    Und "Kurt" führt die Bande an
    Und "Hans" (Jungspund der Bande Reikland) steht bei (14|10)
    Und "Ansgar" (Hauptmann der Bande Middenheim) steht bei (30|40)

  @klausel:MH-ABL-1
  Szenario: Zwei Banden mit derselben Kennung sind unmöglich
    Angenommen im Zustand wird $.warbands[1].id auf "reikland" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.WARBAND_TWICE abgewiesen

  @klausel:MH-ABL-1
  Szenario: Eine Bande zweimal, auch mit anderen Angaben, ist unmöglich
    Angenommen im Zustand wird $.warbands[1] auf {"id": "reikland", "leader": null, "routed": false, "rout_test_due_before": true} gesetzt
    Und im Zustand wird $.models[0].warband auf "reikland" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.WARBAND_TWICE abgewiesen

  @klausel:MH-ABL-1
  Szenario: Zwei Modelle mit derselben Kennung sind unmöglich
    Angenommen im Zustand wird $.models[1].id auf "Kurt" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.MODEL_TWICE abgewiesen

  @klausel:MH-ABL-1
  Szenario: Ein Modell einer unbekannten Bande ist unmöglich
    Angenommen im Zustand wird $.models[1].warband auf "ostland" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.UNKNOWN_WARBAND abgewiesen

  @klausel:MH-ABL-1
  Szenario: Ein stehendes Modell ohne Position ist unmöglich
    Angenommen im Zustand wird $.models[1].at auf null gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.POSITION abgewiesen

  @klausel:MH-RUE-1
  Szenario: Ein ausgeschaltetes Modell mit Position ist unmöglich
    Angenommen im Zustand wird $.models[1].status auf "out_of_action" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.POSITION abgewiesen

  @klausel:MH-ABL-1
  Szenario: Ein Modell außerhalb des Tisches ist unmöglich
    Angenommen im Zustand wird $.models[1].at auf [13000, 2540, 0] gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.OFF_TABLE abgewiesen

  @klausel:MH-SAM-4
  Szenario: Ein stehendes Modell mit Fluchtrichtung ist unmöglich
    Angenommen im Zustand wird $.models[1].flight auf [1, 0] gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.FLIGHT abgewiesen

  @klausel:MH-SAM-4
  Szenario: Ein fliehendes Modell ohne Richtung ist unmöglich
    Angenommen "Hans" flieht nach Süden
    Und im Zustand wird $.models[1].flight auf [0, 0] gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.FLIGHT abgewiesen

  @klausel:MH-RUE-5
  Szenario: Ein Modell einer zurückgezogenen Bande auf dem Spielfeld ist unmöglich
    Angenommen im Zustand wird $.warbands[1].routed auf true gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ROUTED abgewiesen

  @klausel:MH-RUE-5
  Szenario: Ein zurückgezogenes Modell einer Bande im Spiel ist unmöglich
    Angenommen im Zustand wird $.models[1].status auf "routed" gesetzt
    Und im Zustand wird $.models[1].at auf null gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ROUTED abgewiesen

  @klausel:MH-RUE-7
  Szenario: Ein Verletzungswurf für ein stehendes Modell ist unmöglich
    Angenommen im Zustand wird $.models[1].injury_roll auf true gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.INJURY abgewiesen

  @klausel:MH-SAM-3
  Szenario: Eine Marke dieses Zuges an einem Modell der anderen Bande ist unmöglich
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und im Zustand wird $.models[0].marks auf ["rallied"] gesetzt
    Wenn die Bande Reikland beendet ihren Zug
    Dann wird der Fall als fehlerhaft mit MH.STATE.MARKS abgewiesen

  @klausel:MH-SAM-3 @klausel:MH-ABL-2
  Szenario: Ein gesammeltes Modell vor dem Sammeln ist unmöglich
    Angenommen "Hans" hat sich in diesem Zug gesammelt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.MARKS abgewiesen

  @klausel:MH-SAM-3 @klausel:MH-ERH-2
  Szenario: Gesammelt und aufgestanden im selben Zug ist unmöglich
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Und "Hans" hat sich in diesem Zug gesammelt
    Und "Hans" ist in diesem Zug aufgestanden
    Wenn die Bande Reikland beendet ihren Zug
    Dann wird der Fall als fehlerhaft mit MH.STATE.MARKS abgewiesen

  @klausel:MH-ERH-2
  Szenario: Ein umgedrehtes Modell, das steht, ist unmöglich
    Angenommen die Bande Reikland ist in der Unterphase "Erholungsphase"
    Und "Hans" wurde in dieser Erholungsphase umgedreht
    Und im Zustand wird $.models[1].status auf "standing" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.MARKS abgewiesen

  @klausel:MH-RUE-2
  Szenario: Ein Anführer aus einer anderen Bande ist unmöglich
    Angenommen im Zustand wird $.warbands[0].leader auf "Ansgar" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.LEADER abgewiesen

  @klausel:MH-BEG-1
  Szenario: Zwei Effekte mit derselben Kennung sind unmöglich
    Angenommen auf "Hans" wirkt Gift ("E1")
    Und auf "Kurt" wirkt Riechsalz ("E1")
    Wenn die Bande Reikland handelt den Effekt "E1" ab
    Und der Giftwurf zeigt 3
    Dann wird der Fall als fehlerhaft mit MH.STATE.EFFECT_TWICE abgewiesen

  @klausel:MH-BEG-1
  Szenario: Ein Effekt auf ein unbekanntes Modell ist unmöglich
    Angenommen auf "Hans" wirkt Gift ("E1")
    Und im Zustand wird $.effects[0].model auf "Niemand" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.EFFECT_MODEL abgewiesen

  @klausel:MH-RUE-6
  Szenario: Ein Ergebnis in einer laufenden Partie ist unmöglich
    Angenommen im Zustand wird $.result auf {"winner": "reikland", "reason": "rout"} gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.RESULT abgewiesen

  @klausel:MH-RUE-6
  Szenario: Eine beendete Partie ohne Ergebnis ist unmöglich
    Angenommen im Zustand wird $.phase auf "over" gesetzt
    Und im Zustand wird $.active auf null gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.RESULT abgewiesen

  @klausel:MH-RUE-6
  Szenario: Ein Sieger, der nicht die letzte Bande im Spiel ist, ist unmöglich
    Angenommen die Partie ist mit dem Sieg der Bande Middenheim beendet
    Und im Zustand wird $.result.winner auf "reikland" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.RESULT abgewiesen

  @klausel:MH-ABL-1
  Szenario: Eine unbekannte Bande am Zug ist unmöglich
    Angenommen im Zustand wird $.active auf "ostland" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ACTIVE abgewiesen

  @klausel:MH-RUE-5
  Szenario: Eine zurückgezogene Bande am Zug ist unmöglich
    Angenommen die Bande Reikland hat sich bereits zurückgezogen
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ACTIVE abgewiesen

  @klausel:MH-RUE-6
  Szenario: Nach dem Ende der Partie ist niemand am Zug
    Angenommen die Partie ist mit dem Sieg der Bande Middenheim beendet
    Und im Zustand wird $.active auf "middenheim" gesetzt
    Wenn die Bande Middenheim beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ACTIVE abgewiesen

  @klausel:MH-RUE-1 @klausel:MH-ABL-2
  Szenario: Ein bestandener Rückzugstest vor der Unterphase Rückzugstest ist unmöglich
    Angenommen der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ROUT_TEST abgewiesen

  @klausel:MH-RUE-9
  Szenario: Ein bestandener Rückzugstest in einem Szenario ohne Rückzugstests ist unmöglich
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und das Szenario kennt keine Rückzugstests
    Und der Rückzugstest dieses Zuges ist bestanden
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.ROUT_TEST abgewiesen

  @klausel:MH-ABL-1
  Szenario: Eine Aktion einer unbekannten Bande ist fehlerhaft
    Wenn die Aktion lautet:
      """json
      {"type": "end_step", "player": "ostland"}
      """
    Dann wird der Fall als fehlerhaft mit MH.ACTION.UNKNOWN_WARBAND abgewiesen

  @klausel:MH-SAM-1
  Szenario: Ein Sammelversuch für ein unbekanntes Modell ist fehlerhaft
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Wenn die Bande Reikland versucht, "Niemand" zu sammeln
    Und der Sammeltest zeigt 2 und 2
    Dann wird der Fall als fehlerhaft mit MH.ACTION.UNKNOWN_MODEL abgewiesen

  @klausel:MH-ABL-1
  Szenario: Ein Schuss auf ein unbekanntes Modell ist fehlerhaft
    Angenommen die Bande Reikland ist in der Unterphase "Spielerzug"
    Wenn die Bande Reikland lässt "Hans" auf "Niemand" schießen
    Dann wird der Fall als fehlerhaft mit MH.ACTION.UNKNOWN_MODEL abgewiesen

  @klausel:MH-BEG-1
  Szenario: Ein unbekannter Effekt ist fehlerhaft
    Wenn die Bande Reikland handelt den Effekt "E9" ab
    Dann wird der Fall als fehlerhaft mit MH.ACTION.UNKNOWN_EFFECT abgewiesen

  @klausel:MH-RUE-1
  Szenario: Mehr Verluste als Anfangsmodelle sind eine unmögliche Frage
    Wenn gefragt wird, ob eine Bande mit 4 Anfangsmodellen nach 5 Verlusten testen muss
    Dann wird der Fall als fehlerhaft mit MH.ASK.IMPOSSIBLE_LOSSES abgewiesen

  @klausel:MH-ABL-1
  Szenario: Ein unbekannter Zustand eines Modells verletzt das Schema
    Angenommen im Zustand wird $.models[1].status auf "schlafend" gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:MH-SAM-2
  Szenario: Eine Base ohne Durchmesser verletzt das Schema
    Angenommen im Zustand wird $.models[1].base auf 0 gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:MH-ABL-1
  Szenario: Ein Punkt ohne Höhe verletzt das Schema
    Angenommen im Zustand wird $.models[1].at auf [3556, 2540] gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:MH-SAM-2
  Szenario: Ein Sammelversuch ohne Entscheidung über den Anführer verletzt das Schema
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und "Hans" flieht nach Süden
    Wenn die Aktion lautet:
      """json
      {"type": "rally", "player": "reikland", "model": "Hans"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:MH-SAM-1
  Szenario: Ein Sammeltest mit einer Sieben ist fehlerhaft
    Angenommen die Bande Reikland ist in der Unterphase "Sammeln"
    Und "Hans" flieht nach Süden
    Wenn die Bande Reikland versucht, "Hans" zu sammeln
    Und für "sammeltest" werden 7, 1 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

  @klausel:MH-ABL-1
  Szenario: Würfel einer fremden Schlange sind fehlerhaft
    Wenn die Bande Reikland beendet die Unterphase
    Und für "gefahr" wird 3 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.UNKNOWN_LABEL abgewiesen

  @klausel:MH-ABL-1
  Szenario: Überlappende Bases sind möglich
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei (14|10)
    Wenn die Bande Reikland beendet die Unterphase
    Dann ist die Unterphase "Rückzugstest"
    Und steht "Max" bei (14|10)

  @klausel:MH-ABL-1
  Szenariogrundriss: Ein Modell auf dem Rand des Tisches ist möglich
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei <ort>
    Wenn die Bande Reikland beendet die Unterphase
    Dann steht "Max" bei <ort>

    Beispiele:
      | Fall          | ort       |
      | Südwestecke   | (0\|0)    |
      | Nordostecke   | (48\|48)  |
      | Nordwestecke  | (0\|48)   |
      | Südostecke    | (48\|0)   |

  @klausel:MH-ABL-1
  Szenariogrundriss: Eine Einheit jenseits der Kante ist eine unmögliche Position
    Angenommen "Max" (Jungspund der Bande Reikland) steht bei (10|10)
    Und im Zustand wird $.models[2].at auf <ort> gesetzt
    Wenn die Bande Reikland beendet die Unterphase
    Dann wird der Fall als fehlerhaft mit MH.STATE.OFF_TABLE abgewiesen

    Beispiele:
      | Fall      | ort               |
      | westlich  | [-1, 2540, 0]     |
      | südlich   | [2540, -1, 0]     |
      | östlich   | [12193, 2540, 0]  |
      | nördlich  | [2540, 12193, 0]  |

  @klausel:MH-RUE-7
  Szenario: Ein ausgeschaltetes Modell mit Verletzungswurf ist möglich
    Angenommen "Otto" (Krieger der Bande Reikland) ist ausgeschaltet
    Und "Otto" muss nach dem Spiel für Verletzungen würfeln
    Wenn die Bande Reikland beendet die Unterphase
    Dann muss "Otto" nach dem Spiel für Verletzungen würfeln

  @klausel:MH-SAM-3 @klausel:MH-ABL-2
  Szenariogrundriss: Ein gesammeltes Modell bleibt bis zum Ende des Zuges markiert
    Angenommen die Bande Reikland ist in der Unterphase <unterphase>
    Und "Hans" hat sich in diesem Zug gesammelt
    Wenn gefragt wird nach der Initiative von "Hans"
    Dann lautet die Antwort 3

    Beispiele:
      | Fall            | unterphase        |
      | Sammeln         | "Sammeln"         |
      | Erholungsphase  | "Erholungsphase"  |
      | Spielerzug      | "Spielerzug"      |

  @klausel:MH-SAM-4 @klausel:MH-ABL-2
  Szenariogrundriss: Ein verpatzter Sammeltest bleibt bis zum Ende des Zuges markiert
    Angenommen die Bande Reikland ist in der Unterphase <unterphase>
    Und "Hans" ist über die Tischkante geflohen
    Und "Hans" hat in diesem Zug seinen Sammeltest verpatzt
    Wenn gefragt wird nach der Initiative von "Kurt"
    Dann lautet die Antwort 4

    Beispiele:
      | Fall                     | unterphase        |
      | geflohen, Sammeln        | "Sammeln"         |
      | geflohen, Erholung       | "Erholungsphase"  |
      | geflohen, Spielerzug     | "Spielerzug"      |

  @klausel:MH-ERH-2 @klausel:MH-ERH-3
  Szenariogrundriss: Umgedrehte und aufgestandene Modelle bleiben bis zum Ende des Zuges markiert
    Angenommen die Bande Reikland ist in der Unterphase <unterphase>
    Und "Hans" wurde in dieser Erholungsphase umgedreht
    Und "Max" (Jungspund der Bande Reikland) steht bei (16|10)
    Und "Max" ist in diesem Zug aufgestanden
    Wenn gefragt wird nach der Initiative von "Max"
    Dann lautet die Antwort 1

    Beispiele:
      | Fall               | unterphase        |
      | in der Erholung    | "Erholungsphase"  |
      | im Spielerzug      | "Spielerzug"      |

  @klausel:MH-RUE-1 @klausel:MH-ABL-2
  Szenariogrundriss: Ein bestandener Rückzugstest bleibt bis zum Ende des Zuges vermerkt
    Angenommen die Bande Reikland ist in der Unterphase <unterphase>
    Und der Rückzugstest dieses Zuges ist bestanden
    Wenn gefragt wird nach der Initiative von "Kurt"
    Dann lautet die Antwort 4

    Beispiele:
      | Fall            | unterphase        |
      | Rückzugstest    | "Rückzugstest"    |
      | Sammeln         | "Sammeln"         |
      | Erholungsphase  | "Erholungsphase"  |
      | Spielerzug      | "Spielerzug"      |

  @klausel:MH-RUE-6
  Szenario: Nach einem Ende ohne Sieger werden Fragen beantwortet
    Angenommen die Partie ist ohne Sieger beendet
    Wenn gefragt wird nach dem Rückzugstest der Bande Middenheim
    Dann lautet die Antwort {"start": 1, "lost": 0, "required": false, "tester": null, "leadership": null}

  @klausel:MH-RUE-6
  Szenario: Ein Ende ohne Sieger, während eine Bande im Spiel ist, ist unmöglich
    Angenommen die Partie ist ohne Sieger beendet
    Und im Zustand wird $.warbands[0].routed auf false gesetzt
    Und im Zustand wird $.models[1].status auf "out_of_action" gesetzt
    Und im Zustand wird $.models[2].status auf "out_of_action" gesetzt
    Wenn gefragt wird nach dem Rückzugstest der Bande Middenheim
    Dann wird der Fall als fehlerhaft mit MH.STATE.RESULT abgewiesen

  @klausel:MH-RUE-2
  Szenario: Eine Frage nach einer Bande, die nicht mitspielt, ist fehlerhaft
    Wenn gefragt wird nach dem Rückzugstest der Bande Marienburg
    Dann wird der Fall als fehlerhaft mit MH.ACTION.UNKNOWN_WARBAND abgewiesen

  @klausel:MH-MWT-1
  Szenariogrundriss: Eine Sieben auf einem W6 ist fehlerhaft
    Wenn die Bande Reikland beendet die Unterphase
    Und für <schlange> werden 7 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

    Beispiele:
      | Fall           | schlange         |
      | Giftwurf       | "effekt"         |
      | Rückzugstest   | "rueckzugstest"  |
      | Fluchtweite    | "fluchtweite"    |
