# language: de
Funktionalität: Erster Stützpunkt und Kacheln aus dem Beutel
  Nach dem Startwurf legt der erste Spieler seinen Stützpunkt vor sich hin, zieht die erste
  Kachel und legt sie an den Stützpunkt. Danach ziehen und legen die Spieler abwechselnd, der
  zweite Spieler zuerst, bis der Beutel leer ist. Welche Kachel gezogen wird, steht im Würfel
  "beutel" (eine Ziehung je gelegter Kachel).

  Der erste Spieler sitzt im Süden. Die Seiten eines Teils, die von ihm weg zeigen, sind
  Norden (0,-1), Nordosten (+1,-1) und Nordwesten (-1,0), gerechnet vom Teil aus. Die erste
  Kachel liegt an einer solchen Seite des Stützpunkts, die zweite nach der Standardlesart an
  einer solchen Seite des Stützpunkts oder der ersten Kachel (PT-A-ZWEITE-KACHEL); für alle
  weiteren gilt nach der Standardlesart dasselbe (PT-A-LEGEREGEL), das Spielfeld wächst so nach
  Norden.

  Hintergrund:
    Angenommen die Legion beginnt den Aufbau als erster Spieler
    Und der Beutel enthält alle zwanzig Kacheln

  # -- der erste Stützpunkt ------------------------------------------------------------------

  @klausel:PT-VOR-4
  Szenariogrundriss: Der erste Spieler legt seinen Stützpunkt irgendwo auf das leere Spielfeld
    Wenn die Legion ihren Stützpunkt auf <ort> legt
    Dann liegt der Stützpunkt der Legion auf <ort>
    Und ist die Legion am Zug
    Und ist die Partie in der Phase "Aufbau"
    Und liegen noch 20 Kacheln im Beutel
    Und lautet die Ereignisfolge: Stützpunkt gelegt

    Beispiele:
      | Stelle   | ort    |
      | Ursprung | (0,0)  |
      | abseits  | (4,-2) |

  @klausel:PT-VOR-4
  Szenario: Sind die Stämme erster Spieler, legen sie den ersten Stützpunkt
    Angenommen die Stämme beginnen den Aufbau als erster Spieler
    Wenn die Stämme ihren Stützpunkt auf (0,0) legen
    Dann liegt der Stützpunkt der Stämme auf (0,0)
    Und sind die Stämme am Zug

  @klausel:PT-VOR-4 @klausel:PT-ZUG-1
  Szenario: Den ersten Stützpunkt legt nicht der zweite Spieler
    Wenn die Stämme ihren Stützpunkt auf (0,0) legen
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-VOR-4
  Szenario: Der erste Stützpunkt wird nur einmal gelegt
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion ihren Stützpunkt auf (0,-3) legt
    Dann wird die Aktion mit PT.SETUP.BASE_PLACED nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-4 @klausel:PT-VOR-7
  Szenario: Solange Kacheln im Beutel sind, legt der zweite Spieler seinen Stützpunkt nicht
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme ihren Stützpunkt auf (0,-3) legen
    Dann wird die Aktion mit PT.SETUP.SECOND_BASE_EARLY nach Klausel PT-VOR-7 abgelehnt

  # -- die erste Kachel ----------------------------------------------------------------------

  @klausel:PT-VOR-4 @klausel:PT-VOR-5
  Szenariogrundriss: Die erste Kachel liegt an einer abgewandten Seite des ersten Stützpunkts
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf <ort> legt
    Und aus dem Beutel Wald gezogen wird
    Dann liegt auf <ort> eine Kachel Wald
    Und liegen noch 19 Kacheln im Beutel
    Und sind die Stämme am Zug
    Und ist die Partie in der Phase "Aufbau"
    Und lautet die Ereignisfolge: Kachel gelegt

    Beispiele:
      | Seite      | ort    |
      | Norden     | (0,-1) |
      | Nordosten  | (1,-1) |
      | Nordwesten | (-1,0) |

  @klausel:PT-VOR-4
  Szenariogrundriss: Die erste Kachel liegt nicht an einer dem ersten Spieler zugewandten Seite
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf <ort> legt
    Und aus dem Beutel Feld gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-4 abgelehnt

    Beispiele:
      | Seite     | ort    |
      | Südosten  | (1,0)  |
      | Süden     | (0,1)  |
      | Südwesten | (-1,1) |

  @klausel:PT-VOR-4
  Szenario: Die erste Kachel berührt den ersten Stützpunkt
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,-2) legt
    Und aus dem Beutel Feld gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-4
  Szenario: Ohne ersten Stützpunkt wird keine Kachel gelegt
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und aus dem Beutel Feld gezogen wird
    Dann wird die Aktion mit PT.SETUP.FIRST_BASE_MISSING nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-2 @klausel:PT-VOR-4
  Szenariogrundriss: Aus dem Beutel kommt eine Kachel, keine Augenzahl
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und für "beutel" wird <zahl> gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

    Beispiele:
      | Fall   | zahl |
      | Null   | 0    |
      | Sieben | 7    |

  @klausel:PT-VOR-2 @klausel:PT-VOR-4
  Szenario: Eine Augenzahl hinter einer gezogenen Kachel ist ebenso fehlerhaft
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und aus dem Beutel Feld gezogen wird
    Und für "beutel" wird 3 gewürfelt
    Dann wird der Fall als fehlerhaft mit CORE.DICE.OUT_OF_RANGE abgewiesen

  @klausel:PT-MAT-1 @klausel:PT-VOR-4
  Szenario: Eine Kachel kommt nicht auf den Platz eines Stützpunkts
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,0) legt
    Und aus dem Beutel Feld gezogen wird
    Dann wird die Aktion mit PT.SETUP.OCCUPIED nach Klausel PT-MAT-1 abgelehnt

  @klausel:PT-VOR-4 @klausel:PT-ZUG-1
  Szenario: Die erste Kachel legt nicht der zweite Spieler
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme eine Kachel auf (0,-1) legen
    Und aus dem Beutel Feld gezogen wird
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-VOR-2 @klausel:PT-VOR-4
  Szenario: Die gezogene Kachel fehlt danach im Beutel
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und aus dem Beutel Wasser gezogen wird
    Dann liegt auf (0,-1) eine Kachel Wasser
    Und enthält der Beutel diese Kacheln:
      | Gelände | Anzahl |
      | Feld    | 4      |
      | Hügel   | 4      |
      | Dorf    | 2      |
      | Wasser  | 2      |
      | Wald    | 7      |

  @klausel:PT-VOR-2
  Szenario: Eine Kachel, die nicht mehr im Beutel ist, kann nicht gezogen werden
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und im Beutel liegen 0 Kacheln Wasser
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und aus dem Beutel Wasser gezogen wird
    Dann wird der Fall als fehlerhaft mit PT.SETUP.NOT_IN_BAG abgewiesen

  @klausel:PT-VOR-2 @klausel:PT-VOR-4
  Szenario: Ohne Ziehung aus dem Beutel fehlt die Kachel
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,-1) legt
    Dann fehlt ein Würfel für "beutel"

  @klausel:PT-VOR-2 @klausel:PT-VOR-4
  Szenario: Für eine gelegte Kachel bleibt eine zweite Ziehung übrig
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und aus dem Beutel Wald gezogen wird
    Und aus dem Beutel Feld gezogen wird
    Dann bleiben Würfel für "beutel" übrig

  # -- die zweite Kachel ---------------------------------------------------------------------

  @klausel:PT-VOR-5 @auslegung:PT-A-ZWEITE-KACHEL=stuetzpunkt-oder-erste-kachel
  Szenariogrundriss: Die zweite Kachel liegt an einer abgewandten Seite des Stützpunkts oder der ersten Kachel
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Hügel gezogen wird
    Dann liegt auf <ort> eine Kachel Hügel
    Und liegen noch 18 Kacheln im Beutel
    Und ist die Legion am Zug
    Und lautet die Ereignisfolge: Kachel gelegt

    Beispiele:
      | Seite                        | ort     |
      | Nordosten des Stützpunkts    | (1,-1)  |
      | Nordwesten des Stützpunkts   | (-1,0)  |
      | Norden der ersten Kachel     | (0,-2)  |
      | Nordosten der ersten Kachel  | (1,-2)  |
      | Nordwesten der ersten Kachel | (-1,-1) |

  @klausel:PT-VOR-5
  Szenariogrundriss: Die zweite Kachel liegt nicht an einer dem ersten Spieler zugewandten Seite
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Hügel gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-5 abgelehnt

    Beispiele:
      | Seite                     | ort    |
      | Südosten des Stützpunkts  | (1,0)  |
      | Süden des Stützpunkts     | (0,1)  |
      | Südwesten des Stützpunkts | (-1,1) |
      | ohne Anschluss            | (3,-3) |

  @klausel:PT-VOR-5 @auslegung:PT-A-ZWEITE-KACHEL=nur-erste-kachel
  Szenariogrundriss: Zählt nur die Seite der ersten Kachel, liegt die zweite Kachel an ihr
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Hügel gezogen wird
    Dann liegt auf <ort> eine Kachel Hügel
    Und ist die Legion am Zug

    Beispiele:
      | Seite                        | ort     |
      | Norden der ersten Kachel     | (0,-2)  |
      | Nordosten der ersten Kachel  | (1,-2)  |
      | Nordwesten der ersten Kachel | (-1,-1) |

  @klausel:PT-VOR-5 @auslegung:PT-A-ZWEITE-KACHEL=nur-erste-kachel
  Szenariogrundriss: Zählt nur die Seite der ersten Kachel, liegt die zweite Kachel nicht am Stützpunkt
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Hügel gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-5 abgelehnt

    Beispiele:
      | Seite                      | ort    |
      | Nordosten des Stützpunkts  | (1,-1) |
      | Nordwesten des Stützpunkts | (-1,0) |

  @klausel:PT-VOR-5 @auslegung:PT-A-ZWEITE-KACHEL=nur-stuetzpunkt
  Szenariogrundriss: Liegt die zweite Kachel wie die erste am Stützpunkt, ist dort ihr Platz
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Hügel gezogen wird
    Dann liegt auf <ort> eine Kachel Hügel
    Und ist die Legion am Zug

    Beispiele:
      | Seite                      | ort    |
      | Nordosten des Stützpunkts  | (1,-1) |
      | Nordwesten des Stützpunkts | (-1,0) |

  @klausel:PT-VOR-5 @auslegung:PT-A-ZWEITE-KACHEL=nur-stuetzpunkt
  Szenariogrundriss: Liegt die zweite Kachel wie die erste am Stützpunkt, liegt sie nicht an der ersten Kachel allein
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Hügel gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-5 abgelehnt

    Beispiele:
      | Seite                        | ort     |
      | Norden der ersten Kachel     | (0,-2)  |
      | Nordosten der ersten Kachel  | (1,-2)  |
      | Nordwesten der ersten Kachel | (-1,-1) |

  @klausel:PT-VOR-5 @klausel:PT-ZUG-1
  Szenario: Der erste Spieler legt nicht zwei Kacheln hintereinander
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Legion eine Kachel auf (0,-2) legt
    Und aus dem Beutel Hügel gezogen wird
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-MAT-1 @klausel:PT-VOR-5
  Szenario: Die zweite Kachel kommt nicht auf die erste
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und im Beutel liegen 3 Kacheln Feld
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (0,-1) legen
    Und aus dem Beutel Hügel gezogen wird
    Dann wird die Aktion mit PT.SETUP.OCCUPIED nach Klausel PT-MAT-1 abgelehnt

  # -- weitere Kacheln -----------------------------------------------------------------------

  @klausel:PT-VOR-6
  Szenariogrundriss: Jede weitere Kachel liegt an einer abgewandten Seite eines liegenden Teils
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf <ort> legt
    Und aus dem Beutel Dorf gezogen wird
    Dann liegt auf <ort> eine Kachel Dorf
    Und liegen noch 17 Kacheln im Beutel
    Und sind die Stämme am Zug

    Beispiele:
      | Seite                     | ort    |
      | Nordosten der Kachel      | (2,-3) |
      | Norden der Kachel         | (1,-3) |
      | Nordwesten der Kachel     | (0,-2) |

  @klausel:PT-VOR-6 @auslegung:PT-A-LEGEREGEL=abgewandte-seite
  Szenariogrundriss: Eine spätere Kachel liegt nicht allein an einer zugewandten Seite
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf <ort> legt
    Und aus dem Beutel Dorf gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-6 abgelehnt

    Beispiele:
      | Seite                    | ort    |
      | Südosten der Kachel      | (2,-2) |
      | Südosten des Stützpunkts | (1,0)  |

  @klausel:PT-VOR-6 @auslegung:PT-A-LEGEREGEL=beliebige-seite
  Szenariogrundriss: In der freien Legeregel darf eine spätere Kachel an jeder Seite liegen
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf <ort> legt
    Und aus dem Beutel Dorf gezogen wird
    Dann liegt auf <ort> eine Kachel Dorf
    Und sind die Stämme am Zug

    Beispiele:
      | Seite                    | ort    |
      | Südosten der Kachel      | (2,-2) |
      | Südosten des Stützpunkts | (1,0)  |

  # (1,-1) liegt im Nordosten des Stützpunkts, aber im Südosten von (0,-1) und im Süden von
  # (1,-2); (0,-2) liegt im Norden von (0,-1) und im Nordwesten von (1,-2).

  @klausel:PT-VOR-6 @auslegung:PT-A-LEGEREGEL=abgewandte-seite
  Szenario: In der Standardlesart darf eine spätere Kachel zugleich an der zugewandten Seite einer anderen Kachel liegen
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf (1,-1) legt
    Und aus dem Beutel Dorf gezogen wird
    Dann liegt auf (1,-1) eine Kachel Dorf
    Und sind die Stämme am Zug

  @klausel:PT-VOR-6 @auslegung:PT-A-LEGEREGEL=alle-beruehrungen-abgewandt
  Szenario: Muss jede Berührung an einer abgewandten Seite sein, liegt eine Kachel nicht zugleich an einer zugewandten Seite
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf (1,-1) legt
    Und aus dem Beutel Dorf gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-6 abgelehnt

  @klausel:PT-VOR-6 @auslegung-ebenso:PT-A-LEGEREGEL=alle-beruehrungen-abgewandt
  Szenario: Auch wenn jede Berührung an einer abgewandten Seite sein muss, liegt eine Kachel im Norden und Nordwesten zweier Kacheln
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf (0,-2) legt
    Und aus dem Beutel Dorf gezogen wird
    Dann liegt auf (0,-2) eine Kachel Dorf

  @klausel:PT-VOR-6
  Szenario: Eine Kachel ohne Anschluss an das Spielfeld wird nicht gelegt
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf (3,-5) legt
    Und aus dem Beutel Dorf gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-6 abgelehnt

  @klausel:PT-MAT-1 @klausel:PT-VOR-6
  Szenario: Eine spätere Kachel kommt nicht auf eine liegende
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf (1,-2) legt
    Und aus dem Beutel Dorf gezogen wird
    Dann wird die Aktion mit PT.SETUP.OCCUPIED nach Klausel PT-MAT-1 abgelehnt

  @klausel:PT-VOR-4 @klausel:PT-VOR-5
  Szenariogrundriss: Sind die Stämme erster Spieler, zeigen die abgewandten Seiten ebenso nach Norden
    Angenommen die Stämme beginnen den Aufbau als erster Spieler
    Und der Stützpunkt der Stämme liegt auf (0,0)
    Wenn die Stämme eine Kachel auf <ort> legen
    Und aus dem Beutel Wald gezogen wird
    Dann liegt auf <ort> eine Kachel Wald
    Und ist die Legion am Zug

    Beispiele:
      | Seite      | ort    |
      | Norden     | (0,-1) |
      | Nordwesten | (-1,0) |

  @klausel:PT-VOR-4
  Szenario: Sind die Stämme erster Spieler, liegt ihre erste Kachel nicht im Süden
    Angenommen die Stämme beginnen den Aufbau als erster Spieler
    Und der Stützpunkt der Stämme liegt auf (0,0)
    Wenn die Stämme eine Kachel auf (0,1) legen
    Und aus dem Beutel Wald gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-4 abgelehnt

  # -- die letzte Kachel ---------------------------------------------------------------------

  @klausel:PT-VOR-6 @klausel:PT-VOR-7 @auslegung:PT-A-LEGEREGEL=abgewandte-seite
  Szenario: Mit der zwanzigsten Kachel ist der zweite Spieler mit seinem Stützpunkt an der Reihe
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Und auf (2,-5) liegt keine Kachel
    Und im Beutel liegt nur noch eine Kachel Wald
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (2,-5) legen
    Und aus dem Beutel Wald gezogen wird
    Dann ist die Partie in der Phase "zweiter Stützpunkt"
    Und sind die Stämme am Zug
    Und liegen noch 0 Kacheln im Beutel
    Und lautet die Ereignisfolge: Kachel gelegt, Phasenwechsel

  @klausel:PT-VOR-6 @klausel:PT-VOR-7 @auslegung:PT-A-LEGEREGEL=abgewandte-seite
  Szenario: Legt der erste Spieler die letzte Kachel, ist danach der zweite am Zug
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (0,-2) liegt Wald
    Und im Beutel liegt nur noch eine Kachel Hügel
    Wenn die Legion eine Kachel auf (1,-1) legt
    Und aus dem Beutel Hügel gezogen wird
    Dann ist die Partie in der Phase "zweiter Stützpunkt"
    Und sind die Stämme am Zug

  @klausel:PT-VOR-6 @klausel:PT-VOR-7
  Szenario: Sind die Stämme erster Spieler, legt die Legion nach der letzten Kachel den zweiten Stützpunkt
    Angenommen die Stämme beginnen den Aufbau als erster Spieler
    Und der Stützpunkt der Stämme liegt auf (0,0)
    Und auf (1,-1) liegt Feld
    Und im Beutel liegt nur noch eine Kachel Wald
    Und die Legion ist am Zug
    Wenn die Legion eine Kachel auf (0,-1) legt
    Und aus dem Beutel Wald gezogen wird
    Dann ist die Partie in der Phase "zweiter Stützpunkt"
    Und ist die Legion am Zug

  @klausel:PT-VOR-6 @auslegung:PT-A-LEGEREGEL=abgewandte-seite
  Szenario: Vor der letzten Kachel bleibt die Partie im Aufbau
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Und auf (2,-5) liegt keine Kachel
    Und auf (-2,-3) liegt keine Kachel
    Und im Beutel liegen 2 Kacheln Wald
    Und im Beutel liegen 0 Kacheln Feld
    Und im Beutel liegen 0 Kacheln Hügel
    Und im Beutel liegen 0 Kacheln Dorf
    Und im Beutel liegen 0 Kacheln Wasser
    Wenn die Legion eine Kachel auf (2,-5) legt
    Und aus dem Beutel Wald gezogen wird
    Dann ist die Partie in der Phase "Aufbau"
    Und sind die Stämme am Zug
    Und enthält der Beutel diese Kacheln:
      | Gelände | Anzahl |
      | Wald    | 1      |

  # -- andere Aktionen im Aufbau -------------------------------------------------------------

  @klausel:PT-VOR-4
  Szenario: Während des Aufbaus wird keine Einheit eingesetzt
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" auf (0,-1) einsetzt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-4
  Szenario: Während des Aufbaus zieht keine Einheit
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" nach (0,-1) bewegt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-4
  Szenario: Während des Aufbaus wird nicht aus der Reserve aufgestellt
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und "R1" (Rekrut der Legion) ist in der Reserve
    Wenn die Legion "R1" aus der Reserve auf (0,-1) aufstellt
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-4 abgelehnt

  @klausel:PT-VOR-6
  Szenario: Ein leerer Beutel im Aufbau ist eine unmögliche Stellung
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und der Beutel ist leer
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (0,-2) legen
    Und aus dem Beutel Feld gezogen wird
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_BAG abgewiesen

  @klausel:PT-VOR-4
  Szenario: Vor der ersten Kachel ist nur der erste Spieler am Zug
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und die Stämme sind am Zug
    Wenn die Stämme eine Kachel auf (0,-1) legen
    Und aus dem Beutel Feld gezogen wird
    Dann wird der Fall als fehlerhaft mit PT.STATE.PHASE_ACTIVE abgewiesen

  # -- Lesarten, die hier wie die Standardlesart entscheiden (@auslegung-ebenso) --------------------

  @klausel:PT-VOR-6 @auslegung-ebenso:PT-A-LEGEREGEL=beliebige-seite
  Szenario: Auch in der freien Legeregel liegt eine spätere Kachel an irgendeinem gelegten Stück
    Angenommen der Stützpunkt der Legion liegt auf (0,0)
    Und auf (0,-1) liegt Feld
    Und auf (1,-2) liegt Wald
    Und im Beutel liegen 3 Kacheln Feld
    Und im Beutel liegen 6 Kacheln Wald
    Wenn die Legion eine Kachel auf (3,3) legt
    Und aus dem Beutel Dorf gezogen wird
    Dann wird die Aktion mit PT.SETUP.WRONG_SIDE nach Klausel PT-VOR-6 abgelehnt
