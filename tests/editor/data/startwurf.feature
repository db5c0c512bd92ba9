# language: de
Funktionalität: Startwurf für die Werkzeuge der Regelredaktion
  Eine Testvorlage: je ein Szenario für jede Lesart von PT-A-STARTWURF und eines, dessen
  Ergebnis von der Lesart abhängt, ohne es zu sagen (das Tag fehlt absichtlich).

  Hintergrund:
    Angenommen die Partie beginnt mit beiden vollständigen Armeen

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=hoeher-beginnt
  Szenario: Die Legion würfelt höher und beginnt
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 5 für die Legion und 3 für die Stämme zeigt
    Dann ist die Legion erster Spieler

  @klausel:PT-VOR-3 @auslegung:PT-A-STARTWURF=niedriger-beginnt
  Szenario: Die Legion würfelt niedriger und beginnt in der umgekehrten Lesart
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 2 für die Legion und 6 für die Stämme zeigt
    Dann ist die Legion erster Spieler

  @klausel:PT-VOR-3
  Szenario: Nach einem Startwurf von sechs gegen eins ist das Spielfeld leer
    Wenn die Spieler um den ersten Zug würfeln
    Und der Startwurf 6 für die Legion und 1 für die Stämme zeigt
    Dann liegt noch nichts auf dem Spielfeld
