# language: de
Funktionalität: Nahkampfangriffe
  Für einen Nahkampfangriff zieht der Angreifer auf die angrenzende Kachel des Gegners und erklärt
  Nahkampf oder Magie. Beide Seiten würfeln zugleich: der Angreifer rote Würfel gegen die blauen
  des Verteidigers, der Verteidiger schlägt mit seinen roten gegen die blauen des Angreifers
  zurück. Wer verliert, geht ins Gefangenenlager des Gegners; ein siegreicher Angreifer besetzt
  die Kachel, nach einem Patt kehrt er auf seine Ausgangskachel zurück.

  Die Szenarien spielen auf dem "Kampfplatz" (karten.yaml): 19 Kacheln Feld rund um (0,0), die
  Stützpunkte liegen abseits auf (0,3) und (0,-3). Die Würfelzahlen setzt jedes Szenario selbst;
  die Würfelschlangen heißen "angreifer-rot", "angreifer-blau", "verteidiger-rot" und
  "verteidiger-blau". Je eine weitere Einheit auf einer abgelegenen Kachel ohne Nachbarn ((4,-4)
  und (-4,4)) sorgt dafür, dass keine Armee durch einen Kampf ganz gefangen wird, gleich ob die
  Reserve zur Armee zählt (PT-A-SIEG-RESERVE).

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)

  # -- die vier Ausgänge ------------------------------------------------------------------------

  @klausel:PT-ANG-1 @klausel:PT-NAH-1 @klausel:PT-NAH-2 @klausel:PT-WUE-4 @klausel:PT-WUE-5
  Szenario: Ein siegreicher Nahkämpfer besetzt die Kachel des Verteidigers
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,0)
    Und ist (0,1) frei
    Und schlägt der Verteidiger zurück
    Und ist der Verteidiger besiegt
    Und ist der Angreifer nicht besiegt
    Und wird keine Gefahrenprüfung ausgelöst
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Zugwechsel
    Und sind die Stämme am Zug

  @klausel:PT-NAH-2 @klausel:PT-WUE-2 @klausel:PT-WUE-4
  Szenario: Der Gegenangriff des Verteidigers besiegt den Nahkämpfer
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)
    Und ist (0,1) frei
    Und ist der Angreifer besiegt
    Und ist der Verteidiger nicht besiegt
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Zugwechsel
    Und sind die Stämme am Zug

  @klausel:PT-WUE-3 @klausel:PT-WUE-4 @klausel:PT-NAH-2
  Szenario: Angreifer und Verteidiger besiegen sich im Nahkampf gegenseitig
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Dann ist "L1" im Gefangenenlager der Stämme
    Und ist "S1" im Gefangenenlager der Legion
    Und ist (0,0) frei
    Und ist (0,1) frei
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Gefangennahme, Zugwechsel
    Und sind die Stämme am Zug

  @klausel:PT-WUE-3 @klausel:PT-WUE-5
  Szenario: Nach einem Patt im Nahkampf steht der Angreifer wieder auf seiner Kachel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und steht "S1" auf (0,0)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Patt, Zugwechsel
    Und sind die Stämme am Zug

  @klausel:PT-ANG-1 @klausel:PT-NAH-1 @klausel:PT-WUE-2 @klausel:PT-WUE-5 @auslegung:PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel
  Szenario: Ein Moloch der Stämme erobert im Nahkampf die Kachel eines Rekruten
    Angenommen die Stämme sind am Zug
    Und "S1" (Moloch der Stämme) steht auf (0,0)
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "L1" (Rekrut der Legion) steht auf (1,0)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Stämme mit "S1" die Kachel (1,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 4, 4 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Und die roten Würfel des Verteidigers 3 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 4 gegen 5
    Und bleibt beim Angreifer 4 ohne Abwehrwürfel
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (1,0)
    Und ist (0,0) frei
    Und ist die Legion am Zug

  # -- Nahkampf oder Magie -------------------------------------------------------------------------

  @klausel:PT-NAH-2 @auslegung:PT-A-GEGENANGRIFF-ART=gleiche-art
  Szenario: Im Nahkampf mit Magie würfeln beide Seiten ihre Magiewürfel
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 2 blaue Würfel für Magie
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Druide der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Magie
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf mit Magie angreift
    Und die roten Würfel des Angreifers 6, 3 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 5, 1 zeigen
    Dann würfelt der Angreifer 2 rote Würfel
    Und würfelt der Angreifer 2 blaue Würfel
    Und würfelt der Verteidiger 1 roten Würfel
    Und würfelt der Verteidiger 2 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 4
    Und werden die roten Würfel des Verteidigers so verglichen: 2 gegen 5
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,0)

  @klausel:PT-NAH-2 @auslegung:PT-A-GEGENANGRIFF-ART=gleiche-art
  Szenario: Ohne rote Magiewürfel schlägt der Verteidiger gegen Magie nicht zurück
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Magie
    Und "L1" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Und "S1" (Moloch der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Magie
    Und "S1" würfelt 3 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf mit Magie angreift
    Und die roten Würfel des Angreifers 4, 1 zeigen
    Und die blauen Würfel des Verteidigers 5, 2 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und werden die roten Würfel des Angreifers so verglichen: 4 gegen 5, 1 gegen 2
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und steht "S1" auf (0,0)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  @klausel:PT-NAH-2 @auslegung:PT-A-GEGENANGRIFF-ART=immer-nahkampf
  Szenario: In der anderen Lesart schlägt der Verteidiger gegen Magie mit Nahkampfwürfeln zurück
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Magie
    Und "L1" würfelt 1 rote und 3 blaue Würfel für Nahkampf
    Und "S1" (Moloch der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Magie
    Und "S1" würfelt 3 rote und 2 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf mit Magie angreift
    Und die roten Würfel des Angreifers 4, 1 zeigen
    Und die blauen Würfel des Verteidigers 5, 2 zeigen
    Und die roten Würfel des Verteidigers 6, 2, 1 zeigen
    Und die blauen Würfel des Angreifers 5, 5, 3 zeigen
    Dann würfelt der Verteidiger 2 blaue Würfel
    Und würfelt der Verteidiger 3 rote Würfel
    Und würfelt der Angreifer 3 blaue Würfel
    Und werden die roten Würfel des Verteidigers so verglichen: 6 gegen 5
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)
    Und ist (0,1) frei

  @klausel:PT-NAH-2 @auslegung:PT-A-GEGENANGRIFF-ART=immer-nahkampf
  Szenario: In der anderen Lesart wehrt der Angreifer den Gegenangriff mit blauen Nahkampfwürfeln ab
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 2 blaue Würfel für Magie
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Druide der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 2 blaue Würfel für Magie
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf mit Magie angreift
    Und die roten Würfel des Angreifers 6, 3 zeigen
    Und die blauen Würfel des Verteidigers 4, 4 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Dann würfelt der Angreifer 1 blauen Würfel
    Und werden die roten Würfel des Verteidigers so verglichen: 2 gegen 1
    Und ist "L1" im Gefangenenlager der Stämme
    Und ist "S1" im Gefangenenlager der Legion
    Und ist (0,0) frei

  # -- Geländevorteil auf der angegriffenen Kachel ----------------------------------------------

  @klausel:PT-NAH-1
  Szenario: Der Nahkämpfer kämpft mit dem Geländevorteil der angegriffenen Kachel
    Angenommen auf (0,0) liegt Dorf
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und der Angreifer seinen roten Würfel Nr. 1 neu würfelt und 6 erhält
    Dann kämpft der Angreifer mit Geländevorteil
    Und zeigt der rote Würfel Nr. 1 des Angreifers nach der Wiederholung 6
    Und werden die roten Würfel des Angreifers so verglichen: 6 gegen 3
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,0)

  @klausel:PT-NAH-1
  Szenario: Die Ausgangskachel gibt dem Nahkämpfer keinen Geländevorteil
    Angenommen auf (0,1) liegt Dorf
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 2 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Dann kämpft der Angreifer ohne Geländevorteil
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)

  # -- Nahkampf ins Wasser -------------------------------------------------------------------------

  @klausel:PT-GEF-1 @klausel:PT-NAH-1 @auslegung:PT-A-NAHKAMPF-GEFAHR=vor-dem-kampf
  Szenario: Scheitert der Nahkämpfer an der Gefahr im Wasser, findet kein Kampf statt
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)
    Und ist (0,1) frei
    Und zeigt die Gefahrenprüfung 2
    Und lautet die Ereignisfolge: Angriff, Gefahrenprüfung, Gefangennahme, Zugwechsel
    Und sind die Stämme am Zug

  @klausel:PT-GEF-1 @klausel:PT-NAH-1 @klausel:PT-WUE-5 @auslegung:PT-A-NAHKAMPF-GEFAHR=vor-dem-kampf
  Szenario: Wer die Gefahr beim Nahkampf ins Wasser übersteht, besetzt das Wasser ohne zweiten Wurf
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und der Gefahrenwürfel 4 zeigt
    Und die roten Würfel des Angreifers 5, 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann steht "L1" auf (0,0)
    Und ist "S1" im Gefangenenlager der Legion
    Und zeigt die Gefahrenprüfung 4
    Und lautet die Ereignisfolge: Angriff, Gefahrenprüfung, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Zugwechsel

  @klausel:PT-GEF-1 @klausel:PT-WUE-5 @auslegung:PT-A-NAHKAMPF-GEFAHR=vor-dem-kampf
  Szenario: Nach einem Patt im Wasser kehrt der Nahkämpfer ohne zweiten Gefahrenwurf zurück
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und der Gefahrenwürfel 5 zeigt
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und steht "S1" auf (0,0)
    Und zeigt die Gefahrenprüfung 5
    Und lautet die Ereignisfolge: Angriff, Gefahrenprüfung, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Patt, Zugwechsel

  @klausel:PT-GEF-1 @klausel:PT-WUE-5 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-sieg
  Szenario: In der anderen Lesart prüft erst der siegreiche Nahkämpfer die Gefahr des Wassers
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und der Gefahrenwürfel 3 zeigt
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist "L1" im Gefangenenlager der Stämme
    Und ist (0,0) frei
    Und ist (0,1) frei
    Und zeigt die Gefahrenprüfung 3
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Gefahrenprüfung, Gefangennahme, Zugwechsel

  @klausel:PT-GEF-1 @klausel:PT-WUE-5 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-sieg
  Szenario: In der anderen Lesart löst ein Patt vor dem Wasser keine Gefahrenprüfung aus
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und wird keine Gefahrenprüfung ausgelöst

  @klausel:PT-GEF-1 @klausel:PT-WUE-5 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-kampf
  Szenario: Wirkt die Gefahr nach dem Kampf, prüft auch ein Nahkämpfer nach einem Patt das Wasser, bevor er zurückkehrt
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und der Gefahrenwürfel 5 zeigt
    Dann endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und zeigt die Gefahrenprüfung 5
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefahrenprüfung, Patt, Zugwechsel

  @klausel:PT-GEF-1 @klausel:PT-GEF-2 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-kampf
  Szenario: Wirkt die Gefahr nach dem Kampf, kehrt ein Nahkämpfer, den das Wasser nach einem Patt besiegt, nicht zurück
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "L1" im Gefangenenlager der Stämme
    Und ist (0,1) frei
    Und steht "S1" auf (0,0)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefahrenprüfung, Gefangennahme, Zugwechsel

  @klausel:PT-GEF-1 @klausel:PT-WUE-5 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-kampf
  Szenario: Wirkt die Gefahr nach dem Kampf, prüft der siegreiche Nahkämpfer das Wasser beim Besetzen
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 5, 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Und der Gefahrenwürfel 6 zeigt
    Dann steht "L1" auf (0,0)
    Und ist "S1" im Gefangenenlager der Legion
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Besetzen, Gefahrenprüfung, Zugwechsel

  # Ein Würfel zu viel in "angreifer-rot" wird nicht gelesen: gezählt wird, was das Profil sagt.
  # Ginge er in den Vergleich ein, gewänne der Angreifer und müsste die Gefahr des Wassers prüfen.
  @klausel:PT-NAH-2 @klausel:PT-GEF-1 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-sieg
  Szenario: Ein überzähliger Angriffswürfel bleibt übrig, auch wenn er den Kampf gewonnen hätte
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 1, 6 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann bleiben Würfel für "angreifer-rot" übrig

  @klausel:PT-GEF-1 @klausel:PT-WUE-3 @auslegung:PT-A-NAHKAMPF-GEFAHR=nach-dem-sieg
  Szenario: In der anderen Lesart prüft ein besiegter Nahkämpfer keine Gefahr mehr
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Dann ist "L1" im Gefangenenlager der Stämme
    Und ist "S1" im Gefangenenlager der Legion
    Und wird keine Gefahrenprüfung ausgelöst

  @klausel:PT-WUE-5 @klausel:PT-GEF-1
  Szenario: Die Rückkehr ins Wasser nach einem Patt löst keine Gefahrenprüfung aus
    Angenommen auf (0,1) liegt Wasser
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und die roten Würfel des Verteidigers 1 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Dann endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und wird keine Gefahrenprüfung ausgelöst

  # -- Ohne rote Würfel der erklärten Art --------------------------------------------------------

  @klausel:PT-NAH-2 @auslegung:PT-A-NULLWUERFEL=kein-angriff
  Szenario: Ohne rote Nahkampfwürfel gibt es keinen Nahkampfangriff
    Angenommen die Stämme sind am Zug
    Und "S1" (Waldhexe der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Stämme mit "S1" die Kachel (0,1) im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.NO_DICE nach Klausel PT-NAH-2 abgelehnt

  @klausel:PT-NAH-2 @klausel:PT-WUE-4 @auslegung:PT-A-NULLWUERFEL=erlaubt
  Szenario: In der anderen Lesart greift eine Einheit ohne rote Würfel an und wird vom Gegenangriff besiegt
    Angenommen die Stämme sind am Zug
    Und "S1" (Waldhexe der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Nahkampf
    Wenn die Stämme mit "S1" die Kachel (0,1) im Nahkampf angreift
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann würfelt der Angreifer 0 rote Würfel
    Und werden die roten Würfel des Angreifers so verglichen: keine
    Und ist der Verteidiger nicht besiegt
    Und ist der Angreifer besiegt
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Zugwechsel

  # -- Ablehnungen ---------------------------------------------------------------------------------

  @klausel:PT-ANG-1
  Szenario: Eine Einheit aus der Reserve greift nicht an
    Angenommen "L8" (Rekrut der Legion) ist in der Reserve
    Und "S1" (Plünderer der Stämme) steht auf (0,2)
    Wenn die Legion mit "L8" die Kachel (0,2) im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.NOT_ON_BOARD nach Klausel PT-ANG-1 abgelehnt

  @klausel:PT-ANG-1
  Szenario: Eine gefangene Einheit greift nicht an
    Angenommen "L2" (Rekrut der Legion) ist im Gefangenenlager der Stämme
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L2" die Kachel (0,0) im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.NOT_ON_BOARD nach Klausel PT-ANG-1 abgelehnt

  @klausel:PT-NAH-2
  Szenario: Ein Nahkampfangriff mit Fernkampfwürfeln ist nicht erlaubt
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf mit Fernkampf angreift
    Dann wird die Aktion mit PT.ATTACK.WEAPON nach Klausel PT-NAH-2 abgelehnt

  @klausel:PT-NAH-2 @klausel:PT-ANG-1
  Szenario: Die Angriffsart wird vor dem Ziel geprüft
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf mit Fernkampf angreift
    Dann wird die Aktion mit PT.ATTACK.WEAPON nach Klausel PT-NAH-2 abgelehnt

  @klausel:PT-ANG-1
  Szenariogrundriss: Eine Einheit der eigenen Fraktion ist kein Ziel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel <ziel> <angriff> angreift
    Dann wird die Aktion mit PT.ATTACK.FRIENDLY nach Klausel PT-ANG-1 abgelehnt

    Beispiele:
      | Fall                | ziel  | angriff               |
      | Nachbar im Nahkampf | (0,0) | im Nahkampf           |
      | Nachbar mit Magie   | (0,0) | im Nahkampf mit Magie |
      | die eigene Kachel   | (0,1) | im Nahkampf           |

  @klausel:PT-ANG-1
  Szenariogrundriss: Ohne gegnerische Einheit gibt es kein Ziel für einen Nahkampf
    Angenommen auf (0,0) liegt keine Kachel
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Wenn die Legion mit "L1" die Kachel <ziel> im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.NO_TARGET nach Klausel PT-ANG-1 abgelehnt

    Beispiele:
      | Fall         | ziel  |
      | leere Kachel | (1,0) |
      | leerer Raum  | (0,0) |

  @klausel:PT-NAH-1
  Szenario: Ein Nahkampfangriff erreicht nur eine Nachbarkachel
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-NAH-1 abgelehnt

  @klausel:PT-NAH-1 @klausel:PT-FERN-3
  Szenario: Eine Reichweitenfähigkeit verlängert keinen Nahkampf mit Magie
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "S1" (Plünderer der Stämme) steht auf (0,-1)
    Wenn die Legion mit "L1" die Kachel (0,-1) im Nahkampf mit Magie angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-NAH-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-ANG-1
  Szenario: Wer nicht am Zug ist, greift nicht an
    Angenommen die Stämme sind am Zug
    Und "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) im Nahkampf angreift
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-2 @klausel:PT-ANG-1
  Szenario: Niemand greift mit einer Einheit des Gegners an
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "S1" die Kachel (0,1) im Nahkampf angreift
    Dann wird die Aktion mit PT.UNIT.NOT_OWN nach Klausel PT-ZUG-2 abgelehnt

  # -- fehlerhafte Angriffe ------------------------------------------------------------------------

  @klausel:PT-ANG-1
  Szenario: Ein Angriff mit einer unbekannten Einheit ist fehlerhaft
    Angenommen "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L7" die Kachel (0,0) im Nahkampf angreift
    Dann wird der Fall als fehlerhaft mit PT.ACTION.UNKNOWN_UNIT abgewiesen

  @klausel:PT-ANG-1
  Szenario: Eine unbekannte Angriffsform verletzt das Schema
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "attack", "player": "legion", "unit": "L1", "target": [0, 0], "assault": "charge", "weapon": "melee"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen

  @klausel:PT-NAH-2
  Szenario: Ein Angriff ohne erklärte Angriffsart verletzt das Schema
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Aktion lautet:
      """json
      {"type": "attack", "player": "legion", "unit": "L1", "target": [0, 0], "assault": "melee"}
      """
    Dann wird der Fall als fehlerhaft mit CORE.SCHEMA abgewiesen
