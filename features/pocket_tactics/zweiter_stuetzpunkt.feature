# language: de
Funktionalität: Der Stützpunkt des zweiten Spielers
  Sind alle Kacheln gelegt, legt der zweite Spieler seinen Stützpunkt auf eine freie Stelle,
  die genau so viele Kacheln berührt wie der Stützpunkt des ersten Spielers, und unter diesen
  Stellen auf eine, die vom ersten Stützpunkt am weitesten entfernt ist. Sind mehrere gleich
  weit entfernt, wählt er. Danach beginnt die Aufstellung mit dem ersten Spieler.

  Das Aufbaufeld (karten.yaml): der Stützpunkt der Legion auf (0,0) berührt zwei Kacheln. Die
  am weitesten entfernten freien Stellen mit zwei Nachbarkacheln liegen im Abstand sechs:
  (-2,-4), (-1,-5), (1,-6) und (2,-6). Im Abstand sechs liegen auch (0,-6), (-3,-3) und (3,-6),
  die nur eine Kachel berühren; (-2,0) berührt drei.

  Entfernung heißt nach der Standardlesart Luftlinie in Sechsecken
  (PT-A-STUETZPUNKT-ABSTAND); gibt es keine Stelle mit der verlangten Zahl, gilt die nächste
  erreichbare Zahl (PT-A-STUETZPUNKT-ERSATZ).

  Hintergrund:
    Angenommen die Partie ist in der Phase "zweiter Stützpunkt"
    Und die Legion ist erster Spieler
    Und die Stämme sind am Zug
    Und der Beutel ist leer

  @klausel:PT-VOR-7
  Szenariogrundriss: Der zweite Stützpunkt liegt an einer der entferntesten Stellen mit gleich vielen Nachbarkacheln
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann liegt der Stützpunkt der Stämme auf <ort>
    Und ist die Partie in der Phase "Aufstellung"
    Und ist die Legion am Zug
    Und lautet die Ereignisfolge: Stützpunkt gelegt, Phasenwechsel

    Beispiele:
      | Stelle             | ort     |
      | weit im Westen     | (-2,-4) |
      | westlich der Mitte | (-1,-5) |
      | östlich der Mitte  | (1,-6)  |
      | weit im Osten      | (2,-6)  |

  @klausel:PT-VOR-7
  Szenariogrundriss: Eine nähere Stelle mit gleich vielen Nachbarkacheln ist nicht weit genug
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

    Beispiele:
      | Entfernung   | ort     |
      | Abstand fünf | (3,-5)  |
      | Abstand vier | (-3,-1) |
      | Abstand zwei | (2,-2)  |
      | Abstand eins | (1,-1)  |

  @klausel:PT-VOR-7
  Szenariogrundriss: Eine Stelle mit einer anderen Zahl von Nachbarkacheln ist nicht erlaubt
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann wird die Aktion mit PT.SETUP.BASE_TOUCH_COUNT nach Klausel PT-VOR-7 abgelehnt

    Beispiele:
      | Nachbarkacheln         | ort    |
      | eine, im Abstand sechs | (0,-6) |
      | eine im Osten          | (3,-6) |
      | drei                   | (-2,0) |
      | keine                  | (0,-9) |

  @klausel:PT-MAT-1 @klausel:PT-VOR-7
  Szenariogrundriss: Der zweite Stützpunkt kommt nicht auf einen besetzten Platz
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann wird die Aktion mit PT.SETUP.OCCUPIED nach Klausel PT-MAT-1 abgelehnt

    Beispiele:
      | Platz                | ort    |
      | eine Kachel          | (0,-5) |
      | der erste Stützpunkt | (0,0)  |

  @klausel:PT-VOR-7 @klausel:PT-ZUG-1
  Szenario: Den zweiten Stützpunkt legt nicht der erste Spieler
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Wenn die Legion ihren Stützpunkt auf (1,-6) legt
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-VOR-7
  Szenario: Nach der letzten Kachel wird keine weitere gelegt
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Wenn die Stämme eine Kachel auf (1,-6) legen
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-7 abgelehnt

  @klausel:PT-VOR-7
  Szenario: Vor dem zweiten Stützpunkt wird keine Einheit eingesetzt
    Angenommen das Spielfeld ist die Karte "Aufbaufeld"
    Und "S1" (Späher der Stämme) ist in der Reserve
    Wenn die Stämme "S1" auf (0,-5) einsetzen
    Dann wird die Aktion mit PT.PHASE.WRONG_ACTION nach Klausel PT-VOR-7 abgelehnt

  @klausel:PT-VOR-7
  Szenario: Sind die Stämme erster Spieler, legt die Legion den zweiten Stützpunkt
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Wald    |
      | (1,-1) | Feld    |
      | (-1,0) | Wasser  |
      | (0,-2) | Hügel   |
    Und der Stützpunkt der Stämme liegt auf (0,0)
    Und die Stämme sind erster Spieler
    Und die Legion ist am Zug
    Wenn die Legion ihren Stützpunkt auf (1,-2) legt
    Dann liegt der Stützpunkt der Legion auf (1,-2)
    Und ist die Partie in der Phase "Aufstellung"
    Und sind die Stämme am Zug

  # -- Luftlinie oder Weg über die Kacheln ---------------------------------------------------
  # Aufbauhaken: der Stützpunkt der Legion auf (0,0) berührt eine Kachel. Das Ende des Hakens
  # (3,-6) und (4,-6) ist im Abstand sechs und sechs Schritte über die Kacheln; (0,-3),
  # (0,-4) und (1,-5) im Bogen liegen im Abstand drei bis fünf, aber sieben Schritte weit.

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=hexabstand
  Szenariogrundriss: Nach Luftlinie liegt der zweite Stützpunkt am Ende des Hakens
    Angenommen das Spielfeld ist die Karte "Aufbauhaken"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann liegt der Stützpunkt der Stämme auf <ort>
    Und ist die Partie in der Phase "Aufstellung"

    Beispiele:
      | Stelle    | ort    |
      | Norden    | (3,-6) |
      | Nordosten | (4,-6) |

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=hexabstand
  Szenariogrundriss: Nach Luftlinie liegt der Bogen des Hakens zu nah
    Angenommen das Spielfeld ist die Karte "Aufbauhaken"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

    Beispiele:
      | Stelle       | ort    |
      | Abstand drei | (0,-3) |
      | Abstand vier | (0,-4) |
      | Abstand fünf | (1,-5) |

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln
  Szenariogrundriss: Über die Kacheln gemessen liegt der zweite Stützpunkt im Bogen des Hakens
    Angenommen das Spielfeld ist die Karte "Aufbauhaken"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann liegt der Stützpunkt der Stämme auf <ort>
    Und ist die Legion am Zug

    Beispiele:
      | Stelle       | ort    |
      | Abstand vier | (0,-4) |
      | Abstand fünf | (1,-5) |

  # (0,-3) liegt an keiner vom ersten Spieler abgewandten Seite einer Kachel.
  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln @auslegung:PT-A-STUETZPUNKT-SEITE=beliebige-stelle
  Szenario: Über die Kacheln gemessen liegt der zweite Stützpunkt in der Standardlesart auch im Bogen an einer zugewandten Seite
    Angenommen das Spielfeld ist die Karte "Aufbauhaken"
    Wenn die Stämme ihren Stützpunkt auf (0,-3) legen
    Dann liegt der Stützpunkt der Stämme auf (0,-3)
    Und ist die Legion am Zug

  @klausel:PT-VOR-7 @auslegung-ebenso:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln @auslegung:PT-A-STUETZPUNKT-SEITE=abgewandte-seite
  Szenario: Über die Kacheln gemessen ist die Stelle im Bogen an einer zugewandten Seite nicht erlaubt, wenn nur abgewandte Seiten zählen
    Angenommen das Spielfeld ist die Karte "Aufbauhaken"
    Wenn die Stämme ihren Stützpunkt auf (0,-3) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln
  Szenario: Über die Kacheln gemessen ist das Ende des Hakens zu nah
    Angenommen das Spielfeld ist die Karte "Aufbauhaken"
    Wenn die Stämme ihren Stützpunkt auf (4,-6) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  # Ein kleiner Bogen: der Stützpunkt der Legion auf (0,0) berührt (0,-1) und (1,0); dahinter
  # liegen (1,-2) und (2,-1). Zwei Nachbarkacheln haben (0,-2), (2,0) und (2,-2), alle im
  # Abstand zwei. Über die Kacheln führen zu (0,-2) und (2,0) je zwei Schritte, zu (2,-2)
  # drei; für (2,0) zählt der kürzere Weg über (1,0), nicht der über (2,-1).

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln
  Szenario: Über die Kacheln gemessen zählt der kürzeste Weg zu einer Stelle
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,0)  | Wald    |
      | (1,-2) | Hügel   |
      | (2,-1) | Dorf    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (2,0) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  # Eine Stelle, zu der kein Weg über Kacheln vom ersten Stützpunkt führt, hat über die Kacheln
  # den Abstand 0 (docs/pocket_tactics.md); in einer Partie kommt das nicht vor, weil jede Kachel
  # an ein schon gelegtes Stück anschließt. Hier berühren (-1,1) neben dem Stützpunkt der
  # Legion und (6,-4) fern von ihm je zwei Kacheln; (6,-4) liegt nur an den abgetrennten
  # Kacheln (5,-4) und (6,-5).

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ABSTAND=weg-ueber-kacheln
  Szenario: Über die Kacheln gemessen liegt eine Stelle ohne Weg zum ersten Stützpunkt nicht weit genug
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (-1,0) | Feld    |
      | (0,1)  | Wald    |
      | (5,-4) | Hügel   |
      | (6,-5) | Dorf    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (6,-4) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  # -- keine Stelle mit der verlangten Zahl --------------------------------------------------
  # Aufbaukeil: der Stützpunkt der Legion auf (0,0) berührt drei Kacheln, keine freie Stelle
  # berührt drei. Zwei Kacheln berühren (1,-3) und (-1,-2) im Abstand drei sowie (2,-2) und
  # (-2,0) im Abstand zwei; eine Kachel berühren unter anderem (0,-3), (2,-3) und (-2,-1),
  # ebenfalls im Abstand drei.

  @klausel:PT-VOR-7
  Szenariogrundriss: Berührt keine Stelle so viele Kacheln wie der erste Stützpunkt, genügt die nächste Zahl
    Angenommen das Spielfeld ist die Karte "Aufbaukeil"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann liegt der Stützpunkt der Stämme auf <ort>
    Und ist die Partie in der Phase "Aufstellung"

    Beispiele:
      | Stelle     | ort     |
      | Nordosten  | (1,-3)  |
      | Nordwesten | (-1,-2) |

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ERSATZ=naechste-anzahl
  Szenariogrundriss: Ohne Stelle mit drei Nachbarkacheln muss der zweite Stützpunkt zwei berühren
    Angenommen das Spielfeld ist die Karte "Aufbaukeil"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann wird die Aktion mit PT.SETUP.BASE_TOUCH_COUNT nach Klausel PT-VOR-7 abgelehnt

    Beispiele:
      | Stelle    | ort     |
      | Norden    | (0,-3)  |
      | Nordosten | (2,-3)  |
      | Westen    | (-2,-1) |

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ERSATZ=beliebige-anzahl
  Szenariogrundriss: In der freien Lesart zählt ohne passende Stelle nur die Entfernung
    Angenommen das Spielfeld ist die Karte "Aufbaukeil"
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann liegt der Stützpunkt der Stämme auf <ort>
    Und ist die Legion am Zug

    Beispiele:
      | Stelle    | ort     |
      | Norden    | (0,-3)  |
      | Nordosten | (2,-3)  |
      | Westen    | (-2,-1) |

  @klausel:PT-VOR-7
  Szenario: Auch ohne passende Zahl von Nachbarkacheln muss der Stützpunkt so weit wie möglich weg
    Angenommen das Spielfeld ist die Karte "Aufbaukeil"
    Wenn die Stämme ihren Stützpunkt auf (2,-2) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  # -- zwei gleich nahe Zahlen --------------------------------------------------------------
  # Fünf Kacheln: (0,-1), (1,-1) und (-1,0) an den drei abgewandten Seiten des Stützpunkts der
  # Legion auf (0,0), dazu (-2,0) und (-2,-1). Keine freie Stelle berührt drei Kacheln; (-1,-1)
  # berührt vier, (-3,0), (-2,1) und (1,-2) berühren zwei, alle anderen eine. Am weitesten
  # entfernt sind (-3,-1) und (-2,-2) im Abstand vier, die eine Kachel berühren, unter den
  # Stellen mit zwei Kacheln (-3,0) im Abstand drei.

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ERSATZ=naechste-anzahl
  Szenario: Liegen zwei Zahlen gleich nah an der verlangten, gilt die kleinere
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Hügel   |
      | (-1,0)  | Wald    |
      | (-2,0)  | Wasser  |
      | (-2,-1) | Dorf    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (-3,0) legen
    Dann liegt der Stützpunkt der Stämme auf (-3,0)
    Und ist die Partie in der Phase "Aufstellung"

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ERSATZ=naechste-anzahl
  Szenario: Liegen zwei Zahlen gleich nah an der verlangten, ist die größere nicht erlaubt
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Hügel   |
      | (-1,0)  | Wald    |
      | (-2,0)  | Wasser  |
      | (-2,-1) | Dorf    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (-1,-1) legen
    Dann wird die Aktion mit PT.SETUP.BASE_TOUCH_COUNT nach Klausel PT-VOR-7 abgelehnt

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ERSATZ=beliebige-anzahl
  Szenario: In der freien Lesart ist die entfernteste Stelle mit zwei Nachbarkacheln nicht weit genug
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Hügel   |
      | (-1,0)  | Wald    |
      | (-2,0)  | Wasser  |
      | (-2,-1) | Dorf    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (-3,0) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-ERSATZ=beliebige-anzahl
  Szenariogrundriss: In der freien Lesart liegt der zweite Stützpunkt an einer der entferntesten Stellen überhaupt
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort     | Gelände |
      | (0,-1)  | Feld    |
      | (1,-1)  | Hügel   |
      | (-1,0)  | Wald    |
      | (-2,0)  | Wasser  |
      | (-2,-1) | Dorf    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf <ort> legen
    Dann liegt der Stützpunkt der Stämme auf <ort>

    Beispiele:
      | Stelle     | ort     |
      | Nordwesten | (-3,-1) |
      | Norden     | (-2,-2) |

  # -- an welcher Seite (PT-A-STUETZPUNKT-SEITE) ----------------------------------------------------
  # Der Stützpunkt der Legion auf (0,0) berührt nur (0,-1). Von (1,-2) läuft eine Reihe nach
  # Südosten bis (4,-2). Am weitesten entfernt (Abstand fünf) und mit einer Nachbarkachel liegen
  # (5,-3) im Nordosten und (5,-2) im Südosten von (4,-2); nur (5,-3) liegt an einer vom ersten
  # Spieler abgewandten Seite einer Kachel.

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-SEITE=beliebige-stelle
  Szenario: In der Standardlesart liegt der zweite Stützpunkt auch im Südosten einer Kachel
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-2) | Feld    |
      | (2,-2) | Feld    |
      | (3,-2) | Feld    |
      | (4,-2) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (5,-2) legen
    Dann liegt der Stützpunkt der Stämme auf (5,-2)
    Und ist die Partie in der Phase "Aufstellung"

  @klausel:PT-VOR-7 @auslegung:PT-A-STUETZPUNKT-SEITE=abgewandte-seite
  Szenario: Muss der zweite Stützpunkt an einer abgewandten Seite liegen, ist eine Stelle im Südosten einer Kachel nicht unter den entferntesten
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-2) | Feld    |
      | (2,-2) | Feld    |
      | (3,-2) | Feld    |
      | (4,-2) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (5,-2) legen
    Dann wird die Aktion mit PT.SETUP.BASE_NOT_FARTHEST nach Klausel PT-VOR-7 abgelehnt

  @klausel:PT-VOR-7 @auslegung-ebenso:PT-A-STUETZPUNKT-SEITE=abgewandte-seite
  Szenario: Auch wenn der zweite Stützpunkt an einer abgewandten Seite liegen muss, liegt er im Nordosten der letzten Kachel
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort    | Gelände |
      | (0,-1) | Feld    |
      | (1,-2) | Feld    |
      | (2,-2) | Feld    |
      | (3,-2) | Feld    |
      | (4,-2) | Feld    |
    Und der Stützpunkt der Legion liegt auf (0,0)
    Wenn die Stämme ihren Stützpunkt auf (5,-3) legen
    Dann liegt der Stützpunkt der Stämme auf (5,-3)
