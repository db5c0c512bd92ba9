# language: de
Funktionalität: Fernkampfangriffe, Reichweite und Fähigkeiten der Karten
  Beim Fernkampf bekämpft eine Einheit einen Gegner mit Fernkampf oder Magie, ohne ihre Kachel
  zu verlassen; der Verteidiger wehrt mit den blauen Würfeln dieser Art ab. Zurück schlägt er nur mit
  einer ähnlichen Fähigkeit, die den Angreifer erreicht (Register PT-A-AEHNLICHE-FAEHIGKEIT).
  Über die Nachbarkachel hinaus reicht nur, wer eine Reichweitenfähigkeit im Profil hat, und nie
  über leeren Raum hinweg (PT-A-REICHWEITE-WEG).

  Die Fähigkeiten stehen auf den fehlenden Charakterkarten; festgelegt sind nur Reichweite und
  Wiederholungswürfe (PT-A-FAEHIGKEITEN). Eine Einheit ohne Fähigkeit im Profil, auch ein
  Speerkämpfer oder der Druide, zieht deshalb nach den allgemeinen Regeln.

  Karte "Kampfplatz": 19 Kacheln Feld rund um (0,0); die Linie (-2,0), (-1,0), (0,0), (1,0),
  (2,0) läuft von Nordwest nach Südost, (0,1), (0,0), (0,-1) von Süd nach Nord.

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Kampfplatz"
    Und die Legion ist am Zug
    Und auf (4,-4) liegt Feld
    Und "L9" (Rekrut der Legion) steht auf (4,-4)
    Und auf (-4,4) liegt Feld
    Und "S9" (Späher der Stämme) steht auf (-4,4)

  # -- Ausgänge eines Fernkampfs -------------------------------------------------------------------

  @klausel:PT-ANG-1 @klausel:PT-FERN-1 @klausel:PT-WUE-4
  Szenario: Ein siegreicher Fernkämpfer bleibt auf seiner Kachel
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5, 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)
    Und ist (0,0) frei
    Und schlägt der Verteidiger nicht zurück
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Gefangennahme, Zugwechsel
    Und sind die Stämme am Zug

  @klausel:PT-FERN-1 @klausel:PT-WUE-3
  Szenario: Ein Fernkampf ohne Sieger endet im Patt, und keine Einheit bewegt sich
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 4, 2 zeigen
    Und die blauen Würfel des Verteidigers 5, 2 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: 4 gegen 5, 2 gegen 2
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)
    Und steht "S1" auf (0,0)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  @klausel:PT-FERN-1 @klausel:PT-GEF-1
  Szenario: Ein Schuss auf eine Einheit im Wasser verlangt keinen Gefahrenwurf
    Angenommen auf (0,0) liegt Wasser
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)
    Und wird keine Gefahrenprüfung ausgelöst

  @klausel:PT-ANG-1 @klausel:PT-FERN-1 @klausel:PT-WUE-4
  Szenario: Ein Späher der Stämme schießt einen Rekruten vom Spielfeld
    Angenommen die Stämme sind am Zug
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" (Rekrut der Legion) steht auf (1,0)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Stämme mit "S1" die Kachel (1,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)
    Und ist (1,0) frei
    Und ist die Legion am Zug

  # -- Gegenangriff im Fernkampf -------------------------------------------------------------------

  @klausel:PT-FERN-2 @klausel:PT-WUE-4 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-angriffsart
  Szenario: Ein Nachbar mit Fernkampfwürfeln schlägt gegen einen Schuss zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Dann schlägt der Verteidiger zurück
    Und ist der Angreifer besiegt
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wurf, Wurf, Wiederholungen, Vergleich, Vergleich, Gefangennahme, Zugwechsel

  @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-faehigkeit
  Szenario: In der engen Lesart schlägt ein Nachbar ohne Reichweitenfähigkeit nicht zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und würfelt der Angreifer 0 blaue Würfel
    Und endet der Kampf im Patt
    Und steht "L1" auf (0,1)

  @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-faehigkeit @auslegung:PT-A-WIEDERHOLUNG-PFLICHT=freiwillig
  Szenario: In der engen Lesart ist eine Fähigkeit für Wiederholungswürfe keine ähnliche Fähigkeit
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und erhält der Verteidiger einen Wiederholungswurf durch Fähigkeiten
    Und endet der Kampf im Patt

  @klausel:PT-FERN-2 @klausel:PT-FERN-3 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-faehigkeit
  Szenario: In der engen Lesart schlägt eine Reichweite nur für Magie nicht gegen Fernkampf zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" hat die Fähigkeit Reichweite 2 nur für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und endet der Kampf im Patt

  @klausel:PT-FERN-2 @klausel:PT-FERN-3
  Szenario: Mit einer Reichweitenfähigkeit schlägt ein Nachbar in jeder Lesart zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (0,0)
    Und "S1" hat die Fähigkeit Reichweite 2
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Dann schlägt der Verteidiger zurück
    Und ist "L1" im Gefangenenlager der Stämme

  @klausel:PT-FERN-2 @klausel:PT-FERN-3
  Szenario: Zwei Kacheln weit schlägt ein Verteidiger ohne Reichweite nicht zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Späher der Stämme) steht auf (0,-1)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und endet der Kampf im Patt
    Und lautet die Ereignisfolge: Angriff, Wurf, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  @klausel:PT-FERN-2 @klausel:PT-FERN-3
  Szenario: Ein Verteidiger mit Reichweite 2 schlägt zwei Kacheln weit zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (0,-1)
    Und "S1" hat die Fähigkeit Reichweite 2
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Angreifers 3 zeigen
    Dann schlägt der Verteidiger zurück
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,-1)

  @klausel:PT-FERN-2 @klausel:PT-FERN-3
  Szenario: Ein Verteidiger mit kürzerer Reichweite als der Schütze schlägt nicht zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (1,0)
    Und "S1" hat die Fähigkeit Reichweite 2
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und endet der Kampf im Patt

  # -- Magie und Fernkampf -------------------------------------------------------------------------

  @klausel:PT-FERN-1 @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-angriffsart
  Szenario: Gegen Magie aus der Ferne wehrt ein Späher mit Magiewürfeln ab und schlägt nicht zurück
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Magie
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3, 1 zeigen
    Dann würfelt der Verteidiger 2 blaue Würfel
    Und schlägt der Verteidiger nicht zurück
    Und werden die roten Würfel des Angreifers so verglichen: 3 gegen 3
    Und endet der Kampf im Patt

  @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-angriffsart
  Szenario: Eine Waldhexe erwidert Magie aus der Ferne mit Magie
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "S1" (Waldhexe der Stämme) steht auf (0,0)
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann schlägt der Verteidiger zurück
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 4
    Und endet der Kampf im Patt

  @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=fernkampf-oder-magie
  Szenario: Sind Fernkampf und Magie einander ähnlich, erwidert ein Späher Magie aus der Ferne mit Fernkampf
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Magie
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Verteidigers 3, 1 zeigen
    Dann schlägt der Verteidiger zurück
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 2
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (0,0)

  @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=fernkampf-oder-magie
  Szenario: Sind Fernkampf und Magie einander ähnlich, erwidert eine Waldhexe einen Pfeil mit Magie
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Magie
    Und "S1" (Waldhexe der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann schlägt der Verteidiger zurück
    Und werden die roten Würfel des Verteidigers so verglichen: 5 gegen 4
    Und ist "L1" im Gefangenenlager der Stämme

  @klausel:PT-FERN-2 @klausel:PT-FERN-3 @auslegung-ebenso:PT-A-AEHNLICHE-FAEHIGKEIT=fernkampf-oder-magie
  Szenario: Auch wenn Fernkampf und Magie einander ähnlich sind, erwidert eine Waldhexe ohne Reichweite keinen Pfeil aus zwei Kacheln Entfernung
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldhexe der Stämme) steht auf (0,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und endet der Kampf im Patt

  @klausel:PT-FERN-2 @auslegung:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-angriffsart
  Szenario: Eine Einheit mit nur Magiewürfeln erwidert keinen Fernkampf
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldhexe der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" würfelt 2 rote und 1 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 5 zeigen
    Dann schlägt der Verteidiger nicht zurück
    Und endet der Kampf im Patt

  @klausel:PT-FERN-1 @klausel:PT-WUE-2
  Szenario: Ohne blaue Magiewürfel unterliegt ein Plünderer schon einer Eins
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 0 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Dann würfelt der Verteidiger 0 blaue Würfel
    Und werden die roten Würfel des Angreifers so verglichen: keine
    Und bleibt beim Angreifer 1 ohne Abwehrwürfel
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)

  # -- Reichweite --------------------------------------------------------------------------------

  @klausel:PT-FERN-3 @klausel:PT-FERN-1
  Szenariogrundriss: Mit einer Reichweitenfähigkeit trifft ein Schütze über die Nachbarkachel hinaus
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite <reichweite>
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf <ziel>
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel <ziel> aus der Ferne angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (-2,0)
    Und ist <ziel> frei

    Beispiele:
      | Fall                               | reichweite | ziel   |
      | Reichweite 2, zwei Kacheln weit    | 2          | (0,0)  |
      | Reichweite 3, drei Kacheln weit    | 3          | (1,0)  |
      | Reichweite 3, zwei Kacheln weit    | 3          | (0,0)  |
      | Reichweite 2 auf die Nachbarkachel | 2          | (-1,0) |

  @klausel:PT-FERN-3 @klausel:PT-FERN-1
  Szenario: Eine Reichweitenfähigkeit gilt auch für Magie aus der Ferne
    Angenommen "L1" (Magier der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 4 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Dann endet der Kampf im Patt
    Und steht "L1" auf (-2,0)
    Und steht "S1" auf (0,0)

  @klausel:PT-FERN-3 @klausel:PT-FERN-1
  Szenario: Eine Reichweite nur für Fernkampf verlängert keine Magie aus der Ferne
    Angenommen "L1" (Magier der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2 nur für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @klausel:PT-FERN-1
  Szenariogrundriss: Eine Reichweite ohne Liste der Angriffsarten gilt für Fernkampf und für Magie
    Angenommen "L1" (<typ> der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2 ohne Liste der Angriffsarten
    Und "L1" würfelt 1 rote und 1 blaue Würfel für <art>
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für <art>
    Wenn die Legion mit "L1" die Kachel (0,0) <angriff> angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (-2,0)

    Beispiele:
      | Angriffsart | typ          | art       | angriff                 |
      | Fernkampf   | Bogenschütze | Fernkampf | aus der Ferne           |
      | Magie       | Magier       | Magie     | aus der Ferne mit Magie |

  @klausel:PT-FERN-3 @klausel:PT-FERN-1
  Szenario: Ohne Reichweitenfähigkeit schießt niemand über die Nachbarkachel hinaus
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" würfelt 2 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3
  Szenario: Reichweite 2 genügt nicht für ein Ziel drei Kacheln weit
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "S1" (Plünderer der Stämme) steht auf (1,0)
    Wenn die Legion mit "L1" die Kachel (1,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3
  Szenariogrundriss: Ein weiter Schuss geht nicht über leeren Raum
    Angenommen auf <lücke> liegt keine Kachel
    Und "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "S1" (Plünderer der Stämme) steht auf (1,0)
    Wenn die Legion mit "L1" die Kachel (1,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.EMPTY_SPACE nach Klausel PT-FERN-3 abgelehnt

    Beispiele:
      | Fall                     | lücke  |
      | Lücke neben dem Schützen | (-1,0) |
      | Lücke neben dem Ziel     | (0,0)  |

  @klausel:PT-FERN-3 @auslegung:PT-A-STUETZPUNKT-LEERER-RAUM=kein-leerer-raum @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-dem-verteidiger
  Szenario: Ein Stützpunkt auf der Schusslinie ist kein leerer Raum
    Angenommen auf (0,-4) liegt Feld
    Und auf (0,-5) liegt Feld
    Und "L1" (Bogenschütze der Legion) steht auf (0,-2)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,-5)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,-5) aus der Ferne angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,-2)

  @klausel:PT-FERN-3 @klausel:PT-MAT-1 @auslegung:PT-A-STUETZPUNKT-LEERER-RAUM=leerer-raum
  Szenario: Ist unter einem Stützpunkt leerer Raum, sperrt er die Schusslinie
    Angenommen auf (0,-4) liegt Feld
    Und auf (0,-5) liegt Feld
    Und "L1" (Bogenschütze der Legion) steht auf (0,-2)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,-5)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,-5) aus der Ferne angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 1 zeigen
    Dann wird die Aktion mit PT.ATTACK.EMPTY_SPACE nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @auslegung:PT-A-SCHUSSLINIE-EINHEITEN=frei @auslegung:PT-A-NAEHE-DES-VERTEIDIGERS=neben-dem-verteidiger
  Szenario: Einheiten auf der Schusslinie halten einen weiten Schuss nicht auf
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S2" (Späher der Stämme) steht auf (-1,0)
    Und "S1" (Plünderer der Stämme) steht auf (1,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "S2" auf (-1,0)
    Und steht "L1" auf (-2,0)

  @klausel:PT-FERN-3 @auslegung:PT-A-SCHUSSLINIE-EINHEITEN=verdeckt
  Szenariogrundriss: Verdecken Einheiten die Schusslinie, hält jede von ihnen einen weiten Schuss auf
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und <einheit> (<typ> der <fraktion>) steht auf <ort>
    Und "S1" (Plünderer der Stämme) steht auf (1,0)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Dann wird die Aktion mit PT.ATTACK.EMPTY_SPACE nach Klausel PT-FERN-3 abgelehnt

    Beispiele:
      | Einheit dazwischen   | einheit | typ    | fraktion | ort    |
      | Gegner neben Schütze | "S2"    | Späher | Stämme   | (-1,0) |
      | Verbündeter am Ziel  | "L2"    | Rekrut | Legion   | (0,0)  |

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=gerade-linie
  Szenario: Ein Ziel abseits der sechs Linien ist in der Standardlesart außer Reichweite
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (1,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,-1) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.OUT_OF_REACH nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg
  Szenario: In der weiten Lesart genügt ein kürzester Weg über Kacheln
    Angenommen auf (0,0) liegt keine Kachel
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (1,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 6 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg
  Szenario: In der weiten Lesart sperrt leerer Raum auf jedem kürzesten Weg den Schuss
    Angenommen auf (0,0) liegt keine Kachel
    Und auf (1,0) liegt keine Kachel
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "S1" (Plünderer der Stämme) steht auf (1,-1)
    Wenn die Legion mit "L1" die Kachel (1,-1) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.EMPTY_SPACE nach Klausel PT-FERN-3 abgelehnt

  @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg
  Szenario: In der weiten Lesart trifft ein Schütze mit Reichweite 3 ein Ziel drei Kacheln abseits der Linien
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 3
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (1,-1)
    Und "S1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 5 zeigen
    Und die blauen Würfel des Verteidigers 2 zeigen
    Dann ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (-2,0)

  @klausel:PT-FERN-2 @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg
  Szenario: In der weiten Lesart schlägt ein Verteidiger mit Reichweite über den Umweg zurück
    Angenommen auf (0,0) liegt keine Kachel
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (1,-1)
    Und "S1" hat die Fähigkeit Reichweite 2
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (1,-1) aus der Ferne angreift
    Und die roten Würfel des Angreifers 2 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Angreifers 1 zeigen
    Dann schlägt der Verteidiger zurück
    Und ist "L1" im Gefangenenlager der Stämme
    Und steht "S1" auf (1,-1)

  # -- Ablehnungen ---------------------------------------------------------------------------------

  @klausel:PT-FERN-1
  Szenario: Ein Fernkampfangriff mit Nahkampfwürfeln ist nicht erlaubt
    Angenommen "L1" (Schwertkämpfer der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Nahkampf angreift
    Dann wird die Aktion mit PT.ATTACK.WEAPON nach Klausel PT-FERN-1 abgelehnt

  @klausel:PT-FERN-1 @auslegung:PT-A-NULLWUERFEL=kein-angriff
  Szenariogrundriss: Ohne rote Würfel der gewählten Art gibt es keinen Fernkampf
    Angenommen "L1" (<typ> der Legion) steht auf (0,1)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für <art>
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) <angriff> angreift
    Dann wird die Aktion mit PT.ATTACK.NO_DICE nach Klausel PT-FERN-1 abgelehnt

    Beispiele:
      | Fall                    | typ          | art       | angriff                 |
      | Rekrut ohne Fernkampf   | Rekrut       | Fernkampf | aus der Ferne           |
      | Bogenschütze ohne Magie | Bogenschütze | Magie     | aus der Ferne mit Magie |

  @klausel:PT-FERN-1 @klausel:PT-WUE-3 @auslegung:PT-A-NULLWUERFEL=erlaubt
  Szenario: In der anderen Lesart endet ein Schuss ohne rote Würfel im Patt
    Angenommen "L1" (Rekrut der Legion) steht auf (0,1)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 2 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die blauen Würfel des Verteidigers 1, 1 zeigen
    Dann werden die roten Würfel des Angreifers so verglichen: keine
    Und ist der Verteidiger nicht besiegt
    Und endet der Kampf im Patt
    Und lautet die Ereignisfolge: Angriff, Wurf, Wiederholungen, Vergleich, Patt, Zugwechsel

  @klausel:PT-ANG-1
  Szenario: Ein Schuss auf eine leere Kachel hat kein Ziel
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.NO_TARGET nach Klausel PT-ANG-1 abgelehnt

  @klausel:PT-ANG-1
  Szenario: Auch aus der Ferne greift niemand eine eigene Einheit an
    Angenommen "L1" (Bogenschütze der Legion) steht auf (-2,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L2" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.FRIENDLY nach Klausel PT-ANG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-FERN-1
  Szenario: Wer nicht am Zug ist, schießt nicht
    Angenommen die Stämme sind am Zug
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-2 @klausel:PT-FERN-1
  Szenario: Niemand schießt mit einer Einheit des Gegners
    Angenommen die Stämme sind am Zug
    Und "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Wenn die Stämme mit "L1" die Kachel (0,0) aus der Ferne angreift
    Dann wird die Aktion mit PT.UNIT.NOT_OWN nach Klausel PT-ZUG-2 abgelehnt

  @klausel:PT-ANG-1 @klausel:PT-FERN-1
  Szenario: Ein Schütze aus der Reserve schießt nicht
    Angenommen "L8" (Bogenschütze der Legion) ist in der Reserve
    Und "S1" (Plünderer der Stämme) steht auf (0,2)
    Wenn die Legion mit "L8" die Kachel (0,2) aus der Ferne angreift
    Dann wird die Aktion mit PT.ATTACK.NOT_ON_BOARD nach Klausel PT-ANG-1 abgelehnt

  # -- Bewegung ohne Fähigkeit ---------------------------------------------------------------------

  @klausel:PT-BEW-3 @klausel:PT-BEW-1
  Szenariogrundriss: Speerkämpfer und Druide ohne Fähigkeit ziehen auf eine Nachbarkachel
    Angenommen die <fraktion> <verb> am Zug
    Und "E1" (<typ> der <fraktion>) steht auf (0,0)
    Wenn die <fraktion> "E1" nach (1,0) bewegt
    Dann steht "E1" auf (1,0)
    Und ist (0,0) frei
    Und lautet die Ereignisfolge: Schritt, Zugwechsel

    Beispiele:
      | Fall         | typ          | fraktion | verb |
      | Speerkämpfer | Speerkämpfer | Legion   | ist  |
      | Druide       | Druide       | Stämme   | sind |

  @klausel:PT-BEW-3 @klausel:PT-BEW-1
  Szenariogrundriss: Speerkämpfer und Druide ohne Fähigkeit kommen nicht zwei Kacheln weit
    Angenommen die <fraktion> <verb> am Zug
    Und "E1" (<typ> der <fraktion>) steht auf (0,0)
    Wenn die <fraktion> "E1" nach <ziel> bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

    Beispiele:
      | Fall                     | typ          | fraktion | verb | ziel  |
      | Speerkämpfer geradeaus   | Speerkämpfer | Legion   | ist  | (2,0) |
      | Speerkämpfer um die Ecke | Speerkämpfer | Legion   | ist  | (1,1) |
      | Druide geradeaus         | Druide       | Stämme   | sind | (2,0) |
      | Druide um die Ecke       | Druide       | Stämme   | sind | (1,1) |

  @klausel:PT-BEW-3 @klausel:PT-BEW-1
  Szenario: Eine Reichweitenfähigkeit verlängert keinen Zug
    Angenommen "E1" (Speerkämpfer der Legion) steht auf (0,0)
    Und "E1" hat die Fähigkeit Reichweite 2
    Wenn die Legion "E1" nach (2,0) bewegt
    Dann wird die Aktion mit PT.MOVE.NOT_REACHABLE nach Klausel PT-BEW-1 abgelehnt

  @klausel:PT-BEW-3 @klausel:PT-BEW-2
  Szenario: Der Druide ohne Fähigkeit springt wie jede Einheit über einen Verbündeten
    Angenommen die Stämme sind am Zug
    Und "E1" (Druide der Stämme) steht auf (0,0)
    Und "S2" (Späher der Stämme) steht auf (1,0)
    Wenn die Stämme "E1" nach (2,0) bewegt
    Dann steht "E1" auf (2,0)
    Und steht "S2" auf (1,0)
    Und lautet die Ereignisfolge: Sprung, Zugwechsel

  # -- Lesarten, die hier wie die Standardlesart entscheiden (@auslegung-ebenso) --------------------

  @klausel:PT-FERN-2 @klausel:PT-FERN-3 @auslegung-ebenso:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-faehigkeit
  Szenario: Auch in der engen Lesart schlägt ein Nachbar mit einer Reichweite ohne Liste der Angriffsarten gegen Fernkampf zurück
    Angenommen "L1" (Bogenschütze der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Und "S1" (Waldläufer der Stämme) steht auf (0,0)
    Und "S1" hat die Fähigkeit Reichweite 2 ohne Liste der Angriffsarten
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Fernkampf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 4 zeigen
    Und die roten Würfel des Verteidigers 5 zeigen
    Und die blauen Würfel des Angreifers 2 zeigen
    Dann schlägt der Verteidiger zurück
    Und ist "L1" im Gefangenenlager der Stämme

  @klausel:PT-FERN-2 @klausel:PT-FERN-3 @auslegung-ebenso:PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-faehigkeit
  Szenario: Auch in der engen Lesart erwidert eine Waldhexe mit einer Reichweite ohne Liste der Angriffsarten Magie
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "S1" (Waldhexe der Stämme) steht auf (0,0)
    Und "S1" hat die Fähigkeit Reichweite 2 ohne Liste der Angriffsarten
    Und "S1" würfelt 1 rote und 1 blaue Würfel für Magie
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 3 zeigen
    Und die blauen Würfel des Verteidigers 3 zeigen
    Und die roten Würfel des Verteidigers 4 zeigen
    Und die blauen Würfel des Angreifers 4 zeigen
    Dann schlägt der Verteidiger zurück
    Und werden die roten Würfel des Verteidigers so verglichen: 4 gegen 4
    Und endet der Kampf im Patt

  @klausel:PT-FERN-1 @klausel:PT-VTL-1 @auslegung-ebenso:PT-A-WIEDERHOLUNG-PFLICHT=pflicht
  Szenario: Auch wer alle Wiederholungen nutzen muss, wirft ohne eigene Würfel nichts neu
    Angenommen "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Und "S1" (Plünderer der Stämme) steht auf (0,0)
    Und "S1" würfelt 0 rote und 0 blaue Würfel für Magie
    Und "S1" hat eine Fähigkeit für einen Wiederholungswurf
    Wenn die Legion mit "L1" die Kachel (0,0) aus der Ferne mit Magie angreift
    Und die roten Würfel des Angreifers 1 zeigen
    Dann würfelt der Verteidiger 0 blaue Würfel
    Und ist "S1" im Gefangenenlager der Legion
    Und steht "L1" auf (0,1)
