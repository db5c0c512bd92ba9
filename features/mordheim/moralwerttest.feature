# language: de
Funktionalität: Der Moralwerttest und die Schwelle des Rückzugstests
  Ein Moralwerttest wirft zwei W6 und vergleicht ihre Summe mit dem Moralwert. Die Frage
  "leadership_test" stellt den Test allein, ohne eine Partie darum; die Frage "rout_threshold"
  die Regel der 25 Prozent. Jede Kombination steht außerdem in den erzeugten Tabellen
  (vectors/mordheim/tables/); hier stehen die Fälle, an denen man die Regel sieht.

  @klausel:MH-MWT-1
  Szenariogrundriss: Eine Summe unter dem Moralwert besteht den Test
    Wenn gefragt wird, ob ein Moralwerttest mit <wurf> gegen Moralwert <mw> gelingt
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall                | wurf   | mw | antwort                         |
      | Zwei gegen Drei     | 1 und 1 | 3  | {"passed": true, "total": 2}    |
      | Sieben gegen Acht   | 3 und 4 | 8  | {"passed": true, "total": 7}    |
      | Neun gegen Zehn     | 4 und 5 | 10 | {"passed": true, "total": 9}    |

  @klausel:MH-MWT-1
  Szenariogrundriss: Eine Summe über dem Moralwert verpatzt den Test
    Wenn gefragt wird, ob ein Moralwerttest mit <wurf> gegen Moralwert <mw> gelingt
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall              | wurf    | mw | antwort                         |
      | Neun gegen Acht   | 4 und 5 | 8  | {"passed": false, "total": 9}   |
      | Zwölf gegen Zehn  | 6 und 6 | 10 | {"passed": false, "total": 12}  |
      | Drei gegen Zwei   | 1 und 2 | 2  | {"passed": false, "total": 3}   |

  @klausel:MH-MWT-1
  Szenario: Gezählt wird die Summe beider Würfel, nicht der höhere
    Wenn gefragt wird, ob ein Moralwerttest mit 5 und 1 gegen Moralwert 5 gelingt
    Dann lautet die Antwort {"passed": false, "total": 6}

  @klausel:MH-MWT-1 @auslegung:MH-A-MORALWERTTEST=gleich-besteht
  Szenariogrundriss: Eine Summe gleich dem Moralwert besteht in der Standardlesart
    Wenn gefragt wird, ob ein Moralwerttest mit <wurf> gegen Moralwert <mw> gelingt
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall        | wurf    | mw | antwort                         |
      | Sieben      | 3 und 4 | 7  | {"passed": true, "total": 7}    |
      | Zehn        | 4 und 6 | 10 | {"passed": true, "total": 10}   |
      | Zwei        | 1 und 1 | 2  | {"passed": true, "total": 2}    |

  @klausel:MH-MWT-1 @auslegung:MH-A-MORALWERTTEST=unter-besteht
  Szenariogrundriss: Eine Summe gleich dem Moralwert verpatzt in der strengen Lesart
    Wenn gefragt wird, ob ein Moralwerttest mit <wurf> gegen Moralwert <mw> gelingt
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall          | wurf    | mw | antwort                         |
      | Sieben streng | 3 und 4 | 7  | {"passed": false, "total": 7}   |
      | Zehn streng   | 4 und 6 | 10 | {"passed": false, "total": 10}  |

  @klausel:MH-RUE-1
  Szenariogrundriss: Ab einem Viertel Verlusten wird ein Rückzugstest fällig
    Wenn gefragt wird, ob eine Bande mit <anfang> Anfangsmodellen nach <verluste> Verlusten testen muss
    Dann lautet die Antwort <antwort>

    Beispiele:
      | Fall            | anfang | verluste | antwort              |
      | 3 von 12        | 12     | 3        | {"required": true}   |
      | 2 von 12        | 12     | 2        | {"required": false}  |
      | 2 von 7         | 7      | 2        | {"required": true}   |
      | 1 von 7         | 7      | 1        | {"required": false}  |
      | 1 von 4         | 4      | 1        | {"required": true}   |
      | 1 von 5         | 5      | 1        | {"required": false}  |
      | 1 von 1         | 1      | 1        | {"required": true}   |
      | 0 von 1         | 1      | 0        | {"required": false}  |
      | 3 von 13        | 13     | 3        | {"required": false}  |
      | 4 von 13        | 13     | 4        | {"required": true}   |
