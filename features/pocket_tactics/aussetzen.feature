# language: de
Funktionalität: Aussetzen nur, wenn keine Einheit eine Aktion hat
  Aussetzen ist nur erlaubt, wenn der Spieler keine andere Aktion hat (PT-A-KEIN-ZUG). Jede
  eigene Einheit auf dem Spielfeld und in der Reserve zählt dabei, mit jeder Waffe und jeder
  Reichweite, die ihr Profil hergibt. Ob ein Angriff möglich ist, hängt manchmal von einer
  Lesart ab; dann ist Aussetzen in der einen Lesart erlaubt und in der anderen verboten. Jedes
  Szenario baut dafür ein kleines Spielfeld aus wenigen Kacheln: die Einheiten des Spielers am
  Zug können weder ziehen noch springen, die eigene Reserve ist leer, und kein Stützpunkt liegt
  so, dass er ihn erreicht, außer wo das Szenario es sagt.

  Ein Verbündeter ohne rote Würfel greift in der Standardlesart nicht an (PT-A-NULLWUERFEL);
  wo ein Szenario ihn braucht, hängt es deshalb auch von dieser Lesart ab.

  Hintergrund:
    Angenommen der Stützpunkt der Legion liegt auf (-4,4)
    Und der Stützpunkt der Stämme liegt auf (4,-4)
    Und die Legion ist am Zug

  # -- Angriffe ohne rote Würfel (PT-A-NULLWUERFEL) -----------------------------------------

  @klausel:PT-ZUG-1 @klausel:PT-NAH-2 @auslegung:PT-A-NULLWUERFEL=kein-angriff @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Wer nur ohne rote Würfel angreifen könnte, setzt in der Standardlesart aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,0)
    Wenn die Legion aussetzt
    Dann sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @klausel:PT-NAH-2 @auslegung:PT-A-NULLWUERFEL=erlaubt @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Darf man ohne rote Würfel angreifen, setzt niemand aus, der einen Gegner neben sich hat
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,0)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  # -- ein Schuss abseits der sechs Linien (PT-A-REICHWEITE-WEG) ------------------------------
  # Der Bogenschütze "L1" auf (0,0) erreicht mit Reichweite 2 den Späher auf (1,1) nur über einen
  # Weg, der nicht auf einer der sechs Linien liegt; dazwischen liegt (1,0) mit "L2", (0,1) ist
  # leerer Raum.

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=gerade-linie @auslegung:PT-A-NULLWUERFEL=kein-angriff @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Ist ein Ziel abseits der Linien außer Reichweite, setzt der Schütze aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (1,1) | Feld    |
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L2" (Rekrut der Legion) steht auf (1,0)
    Und "L2" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,1)
    Wenn die Legion aussetzt
    Dann sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung:PT-A-REICHWEITE-WEG=beliebiger-weg @auslegung:PT-A-SCHUSSLINIE-EINHEITEN=frei @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Genügt ein beliebiger Weg, hat der Schütze ein Ziel und setzt nicht aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (1,1) | Feld    |
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L2" (Rekrut der Legion) steht auf (1,0)
    Und "L2" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (1,1)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  # -- eine Einheit auf der Schusslinie (PT-A-SCHUSSLINIE-EINHEITEN) --------------------------
  # Auf der Linie (0,0), (1,0), (2,0) steht zwischen dem Bogenschützen und dem Späher "L2".

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung:PT-A-SCHUSSLINIE-EINHEITEN=verdeckt @auslegung:PT-A-NULLWUERFEL=kein-angriff @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Verdeckt eine Einheit die Schusslinie, setzt der Schütze aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (2,0) | Feld    |
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L2" (Rekrut der Legion) steht auf (1,0)
    Und "L2" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Wenn die Legion aussetzt
    Dann sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung:PT-A-SCHUSSLINIE-EINHEITEN=frei @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Hält eine Einheit den Schuss nicht auf, hat der Schütze ein Ziel und setzt nicht aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (2,0) | Feld    |
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L2" (Rekrut der Legion) steht auf (1,0)
    Und "L2" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  # -- ein Stützpunkt als Ziel und auf der Schusslinie -----------------------------------------
  # Der Bogenschütze "L1" auf (0,0) steht neben dem Stützpunkt der Stämme auf (1,0); dahinter
  # steht auf (2,0) der Späher.

  @klausel:PT-ZUG-1 @klausel:PT-FERN-1 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf @auslegung:PT-A-NULLWUERFEL=kein-angriff @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Wird ein Stützpunkt nur im Nahkampf angegriffen, setzt ein Schütze ohne Nahkampfwürfel neben ihm aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
    Und der Stützpunkt der Stämme liegt auf (1,0)
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion aussetzt
    Dann sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @klausel:PT-FERN-1 @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=erlaubt @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Darf ein Stützpunkt aus der Ferne angegriffen werden, setzt ein Schütze neben ihm nicht aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
    Und der Stützpunkt der Stämme liegt auf (1,0)
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung:PT-A-STUETZPUNKT-LEERER-RAUM=leerer-raum @auslegung:PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf @auslegung:PT-A-NULLWUERFEL=kein-angriff @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Ist unter dem Stützpunkt leerer Raum, erreicht der Schütze den Späher dahinter nicht und setzt aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (2,0) | Feld    |
    Und der Stützpunkt der Stämme liegt auf (1,0)
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Wenn die Legion aussetzt
    Dann sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  # -- jede eigene Einheit zählt ---------------------------------------------------------------
  # Die Stämme sind am Zug; ihr "S1" kommt in der Reihenfolge der Namen nach dem "L1" der Legion.

  @klausel:PT-ZUG-1 @klausel:PT-BEW-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Die Stämme setzen nicht aus, solange ihr Späher ziehen kann
    Angenommen die Stämme sind am Zug
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (3,0) | Feld    |
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "L1" (Rekrut der Legion) steht auf (3,0)
    Wenn die Stämme aussetzen
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-NAH-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Die Stämme setzen nicht aus, solange ihr eingekeilter Späher angreifen kann
    Angenommen die Stämme sind am Zug
    Und das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und "S1" (Späher der Stämme) steht auf (0,0)
    Und "L1" (Rekrut der Legion) steht auf (1,0)
    Wenn die Stämme aussetzen
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  # -- jede Reichweite zählt -------------------------------------------------------------------
  # Auf der Linie (0,0), (1,0), (2,0) steht zwischen dem Schützen "L1" und dem Späher "S1" der
  # Verbündete "L2" ohne rote Würfel; möglich ist nur der Angriff von "L1" über zwei Kacheln.

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung:PT-A-SCHUSSLINIE-EINHEITEN=frei @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenariogrundriss: Wer nur mit einer Reichweitenfähigkeit angreifen kann, setzt nicht aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
      | (2,0) | Feld    |
    Und "L1" (<typ> der Legion) steht auf (0,0)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L1" hat die Fähigkeit Reichweite 2 nur für <art>
    Und "L2" (Rekrut der Legion) steht auf (1,0)
    Und "L2" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

    Beispiele:
      | Waffe     | typ          | art       |
      | Fernkampf | Bogenschütze | Fernkampf |
      | Magie     | Magier       | Magie     |

  # -- Lesarten, die hier wie die Standardlesart entscheiden (@auslegung-ebenso) --------------------

  # Der Stützpunkt der Stämme liegt hier auf (1,0), neben den Einheiten der Legion. Die Legion
  # prüft ihre Einheiten in der Reihenfolge ihrer Namen und jede ihre Ziele von Westen nach Osten.

  @klausel:PT-ZUG-1 @klausel:PT-NAH-1 @klausel:PT-FERN-1 @auslegung-ebenso:PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Auch wer einen Stützpunkt nur im Nahkampf angreifen lässt, lässt einen Magier neben ihm nicht aussetzen
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (0,1) | Feld    |
    Und der Stützpunkt der Stämme liegt auf (1,0)
    Und "B1" (Bogenschütze der Legion) steht auf (0,0)
    Und "B1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L1" (Magier der Legion) steht auf (0,1)
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L1" würfelt 1 rote und 1 blaue Würfel für Magie
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  @klausel:PT-ZUG-1 @klausel:PT-FERN-3 @auslegung-ebenso:PT-A-SCHUSSLINIE-EINHEITEN=verdeckt @auslegung-ebenso:PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf @auslegung:PT-A-STUETZPUNKT-LEERER-RAUM=kein-leerer-raum @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: Auch wenn Einheiten die Schusslinie verdecken, verdeckt der Schütze sie nicht selbst und setzt nicht aus
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (0,1) | Feld    |
      | (0,2) | Feld    |
      | (2,0) | Feld    |
    Und der Stützpunkt der Stämme liegt auf (1,0)
    Und "L1" (Bogenschütze der Legion) steht auf (0,0)
    Und "L1" hat die Fähigkeit Reichweite 2
    Und "L1" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "L2" (Rekrut der Legion) steht auf (0,1)
    Und "L2" würfelt 0 rote und 1 blaue Würfel für Nahkampf
    Und "S1" (Späher der Stämme) steht auf (2,0)
    Und "S2" (Späher der Stämme) steht auf (0,2)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt

  # -- freiwillig aussetzen (PT-A-AUSSETZEN-FREIWILLIG) -----------------------------------------------

  @klausel:PT-ZUG-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=jederzeit @auslegung:PT-A-KEIN-ZUG=aussetzen
  Szenario: Darf man jederzeit aussetzen, setzt auch aus, wer ziehen könnte
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion aussetzt
    Dann sind die Stämme am Zug
    Und lautet die Ereignisfolge: Aussetzen, Zugwechsel

  @klausel:PT-ZUG-1 @auslegung:PT-A-AUSSETZEN-FREIWILLIG=nur-ohne-aktion
  Szenario: In der Standardlesart setzt nicht aus, wer ziehen könnte
    Angenommen das Spielfeld besteht aus diesen Kacheln:
      | Ort   | Gelände |
      | (0,0) | Feld    |
      | (1,0) | Feld    |
    Und "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion aussetzt
    Dann wird die Aktion mit PT.PASS.ACTION_AVAILABLE nach Klausel PT-ZUG-1 abgelehnt
