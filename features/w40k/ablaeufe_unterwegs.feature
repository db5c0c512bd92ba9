# language: de
Funktionalität: Was ein Ablauf, der unterwegs ist, mitbringen muss
  Ein Vorrücken ist unterwegs, sobald sein W6 geworfen ist, ein Angriff, sobald seine 2W6 geworfen
  sind und seine Ziele feststehen; ein Neuordnen würfelt nichts und hat keine Ziele. Ein Zustand, in
  dem ein Ablauf ohne seinen Wurf oder mit fremden Angaben unterwegs ist, beschreibt keine
  Spielsituation und ist fehlerhaft (WH.STATE.SEQUENCE).

  Hintergrund:
    Angenommen "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und "Boyz" (Ork der Orks) steht bei (10|20)

  @klausel:WH-BEW-3
  Szenario: Ein Vorrücken ohne seinen Wurf ist unmöglich
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und im Zustand wird $.sequence auf {"kind": "advance", "unit": "Trupp"} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen

  @klausel:WH-ANG-3
  Szenario: Ein Angriff ohne seinen Wurf ist unmöglich
    Angenommen der imperiale Spieler ist am Zug in der Angriffsphase
    Und im Zustand wird $.sequence auf {"kind": "charge", "unit": "Trupp", "targets": ["Boyz"]} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen

  @klausel:WH-BEW-3
  Szenario: Ein Vorrücken mit Zielen ist unmöglich
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und im Zustand wird $.sequence auf {"kind": "advance", "unit": "Trupp", "roll": 3, "targets": ["Boyz"]} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen

  @klausel:WH-NAH-13
  Szenario: Ein Neuordnen mit einem Wurf ist unmöglich
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und im Zustand wird $.sequence auf {"kind": "consolidate", "unit": "Trupp", "roll": 3} gesetzt
    Wenn der imperiale Spieler die Phase beendet
    Dann wird der Fall als fehlerhaft mit WH.STATE.SEQUENCE abgewiesen
