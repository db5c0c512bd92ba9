# language: de
Funktionalität: Befehlspunkte, Gefechtsoptionen und Erschütterung
  Zu Beginn jeder Befehlsphase erhalten beide Spieler einen Befehlspunkt; andere Regeln geben je
  Spielrunde höchstens einen weiteren. Einheiten unter halber Sollstärke legen einen
  Erschütterungstest ab (zwei W6 aus der Würfelschlange "erschuetterung"): ist die Summe kleiner
  als der Moralwert, ist die Einheit erschüttert. Mit einer erschütterten Einheit gibt es keine
  Gefechtsoptionen. Gefechtsoptionen kosten Befehlspunkte; ihre Wirkung liegt außerhalb der
  Übersicht (WH-A-ANDERE-REGELN).

  Die Boyz der Orks sind fünf Modelle, die Sollstärke also 5; Moralwert 7. Der Trupp des
  Imperiums hat zehn Modelle, Moralwert 6.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Befehlsphase
    Und "Trupp" (Infanterist des Imperiums) steht mit 10 Modellen ab (5|5) im Abstand von 2 Zoll nach Osten
    Und "Boyz" (Ork der Orks) steht mit 5 Modellen ab (5|35) im Abstand von 2 Zoll nach Osten
    Und der imperiale Spieler hat 2 Befehlspunkte
    Und der Orkspieler hat 1 Befehlspunkt

  @klausel:WH-BEF-2
  Szenario: Ein zusätzlicher Befehlspunkt aus einer anderen Regel
    Wenn der imperiale Spieler einen zusätzlichen Befehlspunkt erhält
    Dann hat der imperiale Spieler 3 Befehlspunkte
    Und lautet die Ereignisfolge: Befehlspunkt

  @klausel:WH-BEF-2
  Szenario: Ein zweiter zusätzlicher Befehlspunkt in derselben Runde ist nicht erlaubt
    Angenommen der imperiale Spieler hat in dieser Runde schon einen zusätzlichen Befehlspunkt erhalten
    Wenn der imperiale Spieler einen zusätzlichen Befehlspunkt erhält
    Dann wird die Aktion mit WH.CP.LIMIT nach Klausel WH-BEF-2 abgelehnt

  @klausel:WH-BEF-2 @klausel:WH-RND-2
  Szenario: Auch der Spieler, der nicht am Zug ist, bekommt seinen zusätzlichen Befehlspunkt
    Angenommen der imperiale Spieler hat in dieser Runde schon einen zusätzlichen Befehlspunkt erhalten
    Wenn der Orkspieler einen zusätzlichen Befehlspunkt erhält
    Dann hat der Orkspieler 2 Befehlspunkte

  @klausel:WH-BEF-1
  Szenario: Eine Gefechtsoption kostet Befehlspunkte
    Wenn der imperiale Spieler für 2 BP eine Gefechtsoption mit "Trupp" einsetzt
    Dann hat der imperiale Spieler 0 Befehlspunkte
    Und lautet die Ereignisfolge: Gefechtsoption

  @klausel:WH-BEF-1
  Szenario: Ohne genug Befehlspunkte gibt es keine Gefechtsoption
    Wenn der Orkspieler für 2 BP eine Gefechtsoption mit "Boyz" einsetzt
    Dann wird die Aktion mit WH.CP.NOT_ENOUGH nach Klausel WH-BEF-1 abgelehnt

  @klausel:WH-ERS-3
  Szenario: Mit einer erschütterten Einheit gibt es keine Gefechtsoption
    Angenommen "Boyz" ist erschüttert
    Wenn der Orkspieler für 1 BP eine Gefechtsoption mit "Boyz" einsetzt
    Dann wird die Aktion mit WH.STRATAGEM.SHOCKED nach Klausel WH-ERS-3 abgelehnt

  @klausel:WH-BEF-1
  Szenario: Eine Einheit in der Reserve ist kein Ziel einer Gefechtsoption
    Angenommen "Termis" (Terminator des Imperiums) mit 5 Modellen ist in Schocktruppen-Reserve
    Wenn der imperiale Spieler für 1 BP eine Gefechtsoption mit "Termis" einsetzt
    Dann wird die Aktion mit WH.UNIT.NOT_ON_BATTLEFIELD nach Klausel WH-BEF-1 abgelehnt

  @klausel:WH-RND-2
  Szenario: Eine Gefechtsoption nur mit einer eigenen Einheit
    Wenn der imperiale Spieler für 1 BP eine Gefechtsoption mit "Boyz" einsetzt
    Dann wird die Aktion mit WH.UNIT.NOT_OWN nach Klausel WH-RND-2 abgelehnt

  @klausel:WH-ERS-1
  Szenariogrundriss: Der Erschütterungstest gegen den Moralwert
    Angenommen "Trupp-1" ist zerstört
    Und "Trupp-2" ist zerstört
    Und "Trupp-3" ist zerstört
    Und "Trupp-4" ist zerstört
    Und "Trupp-5" ist zerstört
    Und "Trupp-6" ist zerstört
    Wenn der imperiale Spieler für "Trupp" einen Erschütterungstest ablegt
    Und der Erschütterungstest <wurf> zeigt
    Dann ist "Trupp" <ergebnis>
    Und lautet die Ereignisfolge: Erschütterungstest

    Beispiele:
      | Fall            | wurf    | ergebnis         |
      | Summe fünf      | 2 und 3 | erschüttert      |
      | Summe sechs     | 3 und 3 | nicht erschüttert |
      | Summe sieben    | 6 und 1 | nicht erschüttert |
      | Summe zwei      | 1 und 1 | erschüttert      |

  @klausel:WH-ERS-1
  Szenariogrundriss: Unter halber Sollstärke heißt weniger als die Hälfte der Modelle
    Angenommen "Boyz" hat nur noch <da> lebende Modelle
    Wenn gefragt wird, ob "Boyz" unter halber Sollstärke ist
    Dann lautet die Antwort <unter>

    Beispiele:
      | Fall              | da | unter |
      | drei von fünf da  | 3  | false |
      | zwei von fünf da  | 2  | true  |
      | einer von fünf da | 1  | true  |

  @klausel:WH-ERS-1
  Szenario: Genau die Hälfte ist nicht unter halber Sollstärke
    Angenommen "Trupp" hat nur noch 5 lebende Modelle
    Wenn gefragt wird, ob "Trupp" unter halber Sollstärke ist
    Dann lautet die Antwort false

  @klausel:WH-ERS-1
  Szenario: Eine Einheit bei voller Stärke legt keinen Test ab
    Wenn der imperiale Spieler für "Trupp" einen Erschütterungstest ablegt
    Und der Erschütterungstest 1 und 1 zeigt
    Dann wird die Aktion mit WH.SHOCK.NOT_DUE nach Klausel WH-ERS-1 abgelehnt

  @klausel:WH-ERS-1
  Szenario: Eine Einheit testet nur einmal in der Befehlsphase
    Angenommen "Trupp" hat nur noch 4 lebende Modelle
    Und "Trupp" hat in dieser Befehlsphase schon getestet
    Wenn der imperiale Spieler für "Trupp" einen Erschütterungstest ablegt
    Und der Erschütterungstest 1 und 1 zeigt
    Dann wird die Aktion mit WH.SHOCK.NOT_DUE nach Klausel WH-ERS-1 abgelehnt

  @klausel:WH-ERS-1
  Szenario: Solange ein Test fällig ist, endet die Befehlsphase nicht
    Angenommen "Trupp" hat nur noch 4 lebende Modelle
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.SHOCK.PENDING nach Klausel WH-ERS-1 abgelehnt

  @klausel:WH-ERS-1 @klausel:WH-RND-1
  Szenario: Nach dem Test endet die Befehlsphase, und die Bewegungsphase beginnt
    Angenommen "Trupp" hat nur noch 4 lebende Modelle
    Und "Trupp" hat in dieser Befehlsphase schon getestet
    Wenn der imperiale Spieler die Phase beendet
    Dann ist der imperiale Spieler am Zug in der Bewegungsphase
    Und lautet die Ereignisfolge: Phasenwechsel

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-WER=aktiver-spieler
  Szenario: Die Einheiten des anderen Spielers testen nicht in dieser Befehlsphase
    Angenommen "Boyz" hat nur noch 2 lebende Modelle
    Wenn der Orkspieler für "Boyz" einen Erschütterungstest ablegt
    Und der Erschütterungstest 1 und 1 zeigt
    Dann wird die Aktion mit WH.SHOCK.NOT_DUE nach Klausel WH-ERS-1 abgelehnt

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-WER=beide-spieler
  Szenario: Nach der Option testen auch die Einheiten des anderen Spielers
    Angenommen "Boyz" hat nur noch 2 lebende Modelle
    Wenn der Orkspieler für "Boyz" einen Erschütterungstest ablegt
    Und der Erschütterungstest 1 und 1 zeigt
    Dann ist "Boyz" erschüttert

  @klausel:WH-ERS-1 @auslegung:WH-A-ERSCHUETTERUNG-WER=beide-spieler
  Szenario: Nach der Option hält ein fälliger Test des anderen Spielers die Befehlsphase auf
    Angenommen "Boyz" hat nur noch 2 lebende Modelle
    Wenn der imperiale Spieler die Phase beendet
    Dann wird die Aktion mit WH.SHOCK.PENDING nach Klausel WH-ERS-1 abgelehnt

  @klausel:WH-ERS-1 @auslegung:WH-A-EINZELMODELL=nur-modellzahl
  Szenario: Nach der Übersicht ist ein einzelnes Modell nie unter halber Sollstärke
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (40|10)
    Und "Panzer-1" hat nur noch 3 Lebenspunkte
    Wenn gefragt wird, ob "Panzer" unter halber Sollstärke ist
    Dann lautet die Antwort false

  @klausel:WH-ERS-1 @auslegung:WH-A-EINZELMODELL=lebenspunkte
  Szenario: Nach den veröffentlichten Regeln zählt bei einem einzelnen Modell die Hälfte seiner Lebenspunkte
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (40|10)
    Und "Panzer-1" hat nur noch 3 Lebenspunkte
    Wenn gefragt wird, ob "Panzer" unter halber Sollstärke ist
    Dann lautet die Antwort true

  @klausel:WH-ERS-1 @auslegung:WH-A-EINZELMODELL=lebenspunkte
  Szenario: Knapp unter der Hälfte seiner Lebenspunkte ist ein einzelnes Modell unter halber Sollstärke
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (40|10)
    Und "Panzer" hat 12 Lebenspunkte
    Und "Panzer-1" hat nur noch 5 Lebenspunkte
    Wenn gefragt wird, ob "Panzer" unter halber Sollstärke ist
    Dann lautet die Antwort true

  @klausel:WH-ERS-1
  Szenario: Mit genau der Hälfte seiner Lebenspunkte ist ein einzelnes Modell in keiner Lesart unter halber Sollstärke
    Angenommen "Panzer" (Panzer des Imperiums) steht bei (40|10)
    Und "Panzer" hat 12 Lebenspunkte
    Und "Panzer-1" hat nur noch 6 Lebenspunkte
    Wenn gefragt wird, ob "Panzer" unter halber Sollstärke ist
    Dann lautet die Antwort false
