# language: de
Funktionalität: Verweise der Aktionen und Fragen, die der Zustand nicht kennt
  Jede Einheit und jedes Modell, das eine Aktion oder Frage nennt, muss es im Zustand geben, auch
  das Ziel einer einzelnen Zeile der Zielansage; sonst ist der Fall fehlerhaft. Eine Frage nach
  der Nahkampfreichweite misst zwischen Modellen auf dem Schlachtfeld; nennt sie eines in der
  Reserve, ist sie fehlerhaft.

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht mit 2 Modellen ab (10|10) im Abstand von 2 Zoll nach Osten
    Und "Trupp" trägt die Fernkampfwaffe "Bolter" (Reichweite 24 Zoll, A 1, BF 3+, S 4, DS 0, SW 1)
    Und "Boyz" (Ork der Orks) steht mit 3 Modellen ab (10|30) im Abstand von 2 Zoll nach Osten

  @klausel:WH-FKP-4
  Szenario: Eine Zeile der Zielansage nennt eine Einheit, die es nicht gibt
    Wenn die Aktion lautet:
      """json
      {"type": "shoot", "player": "imperium", "unit": "Trupp", "attacks": [{"model": "Trupp-1", "weapon": "Bolter", "target": "Boyz"}, {"model": "Trupp-2", "weapon": "Bolter", "target": "Eldar"}], "allocation": {}}
      """
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-BEW-2
  Szenario: Eine Frage nach der Nahkampfreichweite eines Modells, das es nicht gibt
    Wenn gefragt wird, ob "Geist-1" und "Boyz-1" in Nahkampfreichweite sind
    Dann wird der Fall als fehlerhaft mit WH.ACTION.UNKNOWN abgewiesen

  @klausel:WH-BEW-2
  Szenario: Eine Frage nach der Nahkampfreichweite zu einem Modell in der Reserve
    Angenommen "Terminatoren" (Terminator des Imperiums) mit 3 Modellen ist in Schocktruppen-Reserve
    Wenn gefragt wird, ob "Boyz-1" und "Terminatoren-1" in Nahkampfreichweite sind
    Dann wird der Fall als fehlerhaft mit WH.ASK.NOT_PLACED abgewiesen
