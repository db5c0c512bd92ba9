# language: de
Funktionalität: Grenzen unmöglicher Stellungen: jeder Mangel für sich allein
  Ein Fall, der keine mögliche Spielsituation beschreibt, wird als fehlerhaft abgewiesen; verglichen
  wird nur die Art der Abweisung (docs/matching.md). Damit eine Prüfung der Stellung überhaupt
  beobachtbar ist, hat jeder Zustand hier genau einen Mangel: fällt die Prüfung weg, wäre die
  Stellung sonst in Ordnung, und die Aktion würde nach den Regeln beurteilt. Dazu kommen Stellungen
  genau an der Grenze des Erlaubten, die angenommen werden.

  Die Einheiten stehen nach ihrer Kennung sortiert im Zustand: "Boyz" ist $.units[0], "Trupp"
  ist $.units[1]. Eine Base von 32 mm hat 320 Einheiten Durchmesser, ihr Rand liegt also 160
  Einheiten von ihrer Mitte.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (40|30)

  # -- Spieler und Befehlspunkte -------------------------------------------------------------------

  @klausel:WH-RND-2
  Szenario: Zwei gleiche Spieler sind unmöglich, auch wenn alles andere zu ihnen passt
    Angenommen im Zustand wird $.players auf ["imperium", "imperium"] gesetzt
    Und im Zustand wird $.cp auf {"imperium": 0} gesetzt
    Und im Zustand wird $.deployment_zones auf {"imperium": [0, 0, 15240, 3048]} gesetzt
    Und im Zustand wird $.units[0].player auf "imperium" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PLAYERS abgewiesen

  @klausel:WH-BEF-2
  Szenario: Einen zusätzlichen Befehlspunkt kann nur ein Spieler erhalten haben, der mitspielt
    Angenommen im Zustand wird $.extra_cp auf ["eldar"] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PLAYER_DATA abgewiesen

  @klausel:WH-BEF-2
  Szenario: Beide Spieler dürfen in derselben Runde ihren zusätzlichen Befehlspunkt schon erhalten haben
    Angenommen der imperiale Spieler hat in dieser Runde schon einen zusätzlichen Befehlspunkt erhalten
    Und der Orkspieler hat in dieser Runde schon einen zusätzlichen Befehlspunkt erhalten
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion angenommen
    Und ist der imperiale Spieler am Zug in der Angriffsphase

  # -- Zug, Phase und Spielende --------------------------------------------------------------------

  @klausel:WH-RND-1
  Szenario: Nach dem Spiel ist niemand mehr am Zug, auch wenn es keinen Schritt mehr gibt
    Angenommen die Partie ist vorbei
    Und im Zustand wird $.active auf "imperium" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PHASE abgewiesen

  @klausel:WH-RND-1 @klausel:WH-RES-5
  Szenario: Ein beendetes Spiel ohne Ergebnis ist unmöglich
    Angenommen die Partie ist vorbei
    Und im Zustand wird $.result auf null gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.RESULT abgewiesen

  @klausel:WH-RND-2
  Szenario: Am Zug kann nur ein Spieler sein, der mitspielt
    Angenommen im Zustand wird $.active auf "eldar" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PHASE abgewiesen

  @klausel:WH-NAH-1
  Szenario: Wer als Nächster kämpft, steht nur in der Nahkampfphase fest
    Angenommen im Zustand wird $.fight_next auf "imperium" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.PHASE abgewiesen

  # -- Kennungen, Einheiten und Modelle ------------------------------------------------------------

  @klausel:WH-RND-2 @klausel:WH-MZ-1
  Szenario: Ein Missionszielmarker mit der Kennung einer Einheit ist unmöglich
    Angenommen ein Missionszielmarker "Trupp" liegt bei (30|20)
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.ID_TWICE abgewiesen

  @klausel:WH-MZ-3
  Szenario: Einen Missionszielmarker kann nur ein Spieler kontrollieren, der mitspielt
    Angenommen ein Missionszielmarker "Ziel" liegt bei (30|20)
    Und im Zustand wird $.objectives[0].controller auf "eldar" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.UNKNOWN_PLAYER abgewiesen

  @klausel:WH-FKP-4
  Szenario: Die beiden einzigen Modelle dürfen einander nicht sehen
    Angenommen "Trupp-1" und "Boyz-1" sehen einander nicht
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion angenommen
    Und ist der imperiale Spieler am Zug in der Angriffsphase

  @klausel:WH-ATK-11
  Szenario: Eine Einheit auf dem Schlachtfeld ohne lebendes Modell ist unmöglich
    Angenommen "Boyz-1" ist zerstört
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.UNIT_STATUS abgewiesen

  @klausel:WH-ATK-11
  Szenario: Ein lebendes Modell ohne Lebenspunkte ist unmöglich
    Angenommen im Zustand wird $.units[1].models[0].wounds_left auf 0 gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.WOUNDS abgewiesen

  @klausel:WH-FLZ-2
  Szenario: Ein Flugzeug auf dem Schlachtfeld ohne Blickrichtung ist unmöglich
    Angenommen im Zustand wird $.units[1].models[0].keywords auf ["aircraft", "fly", "vehicle"] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.FACING abgewiesen

  # -- der Spielfeldrand ---------------------------------------------------------------------------

  @klausel:WH-BEW-1
  Szenario: Eine Base, die genau an zwei Spielfeldkanten anliegt, steht noch auf dem Spielfeld
    Angenommen im Zustand wird $.units[1].models[0].at auf [160, 160, 0] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion angenommen
    Und ist der imperiale Spieler am Zug in der Angriffsphase

  @klausel:WH-BEW-1
  Szenariogrundriss: Eine Base, die um eine Einheit über eine Spielfeldkante ragt, ist unmöglich
    Angenommen im Zustand wird $.units[1].models[0].at auf <mitte> gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.OFF_TABLE abgewiesen

    Beispiele:
      | kante  | mitte           |
      | West   | [159, 160, 0]   |
      | Süd    | [160, 159, 0]   |

  # -- Transporter ---------------------------------------------------------------------------------

  @klausel:WH-TRA-2
  Szenario: Eine Einheit an Bord eines Transporters, den es nicht gibt, ist unmöglich
    Angenommen im Zustand wird $.units[1].location auf "embarked" gesetzt
    Und im Zustand wird $.units[1].transport auf "Rhino" gesetzt
    Und im Zustand wird $.units[1].models[0].at auf null gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.TRANSPORT abgewiesen

  @klausel:WH-TRA-2 @klausel:WH-ATK-17
  Szenario: Insassen eines zerstörten Transporters, die nicht auf ihre Aufstellung warten, sind unmöglich
    Angenommen "Rhino" (Transporter des Imperiums) steht bei (20|20)
    Und "Veteranen" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und "Rhino-1" ist zerstört
    Und im Zustand wird $.units[1].location auf "destroyed" gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.TRANSPORT abgewiesen

  @klausel:WH-TRA-2
  Szenario: Ein Transporter, von dem nur ein Modell TRANSPORTER ist, kann niemanden an Bord haben
    Angenommen "Rhino" (Transporter des Imperiums) steht an den Punkten (20|20); (20|25)
    Und "Veteranen" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Und im Zustand wird $.units[1].models[1].keywords auf ["vehicle"] gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.TRANSPORT abgewiesen

  # -- Waffen --------------------------------------------------------------------------------------

  @klausel:WH-FKP-4
  Szenario: Eine Fernkampfwaffe ohne Reichweite ist unmöglich
    Angenommen "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Und im Zustand wird $.units[1].models[0].weapons[0].range auf null gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.WEAPONS abgewiesen

  @klausel:WH-NAH-11
  Szenario: Eine Waffe mit zwei verschiedenen Profilen in einer Einheit ist unmöglich
    Angenommen "Veteranen" (Infanterist des Imperiums) steht an den Punkten (20|10); (22|10)
    Und "Veteranen" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 2, BF 3+, S 4, DS 0, SW 1)
    Und im Zustand wird $.units[2].models[1].weapons[0].attacks auf 3 gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.WEAPONS abgewiesen

  # -- Abläufe, die unterwegs sind -----------------------------------------------------------------

  @klausel:WH-BEW-3 @klausel:WH-RND-2
  Szenario: Ein Vorrücken einer Einheit des Spielers, der nicht am Zug ist, ist unmöglich
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Boyz" hat einen Vorrückwurf von 3 abgelegt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen

  @klausel:WH-ANG-2
  Szenario: Ein Angriff, von dessen Zielen eines nicht existiert, ist unmöglich
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und "Trupp" hat einen Angriff auf "Boyz" angesagt und 7 Zoll gewürfelt
    Und im Zustand wird $.sequence.targets auf ["Boyz", "Eldar"] gesetzt
    Wenn der imperiale Spieler den Angriff von "Trupp" abbricht
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen
