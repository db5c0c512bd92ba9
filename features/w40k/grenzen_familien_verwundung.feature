# language: de
Funktionalität: Grenzfall-Familien der Verwundungstabelle
  Die Tabelle vergleicht die Stärke S mit dem Widerstand W an drei Stellen: das Doppelte oder mehr
  (2+), gleich (4+; mehr 3+, weniger 5+) und die Hälfte oder weniger (6+). Jede Familie setzt S
  genau auf den Vergleichswert (gleich), einen Punkt darunter und einen darüber, bei geradem und
  bei ungeradem W. Die Hälfte eines ungeraden W ist keine ganze Stärke: dort gibt es keinen Fall
  "gleich", und die Familie misst nur gerade W. Die ganze Tabelle für S und W von 1 bis 14 steht
  in vectors/w40k/tables/verwundungstabelle.json.

  @klausel:WH-ATK-4
  Szenariogrundriss: Verwundung beim Doppelten von Widerstand 3
    Wenn gefragt wird, was Stärke <s> gegen Widerstand 3 zum Verwunden braucht
    Dann lautet die Antwort <braucht>

    Beispiele:
      | Fall           | s | braucht |
      | gleich         | 6 | 2       |
      | knapp darunter | 5 | 3       |
      | knapp darüber  | 7 | 2       |

  @klausel:WH-ATK-4
  Szenariogrundriss: Verwundung beim Doppelten von Widerstand 6
    Wenn gefragt wird, was Stärke <s> gegen Widerstand 6 zum Verwunden braucht
    Dann lautet die Antwort <braucht>

    Beispiele:
      | Fall           | s  | braucht |
      | gleich         | 12 | 2       |
      | knapp darunter | 11 | 3       |
      | knapp darüber  | 13 | 2       |

  @klausel:WH-ATK-4
  Szenariogrundriss: Verwundung bei gleichem Widerstand 6
    Wenn gefragt wird, was Stärke <s> gegen Widerstand 6 zum Verwunden braucht
    Dann lautet die Antwort <braucht>

    Beispiele:
      | Fall           | s | braucht |
      | gleich         | 6 | 4       |
      | knapp darunter | 5 | 5       |
      | knapp darüber  | 7 | 3       |

  @klausel:WH-ATK-4
  Szenariogrundriss: Verwundung bei gleichem Widerstand 7
    Wenn gefragt wird, was Stärke <s> gegen Widerstand 7 zum Verwunden braucht
    Dann lautet die Antwort <braucht>

    Beispiele:
      | Fall           | s | braucht |
      | gleich         | 7 | 4       |
      | knapp darunter | 6 | 5       |
      | knapp darüber  | 8 | 3       |

  @klausel:WH-ATK-4
  Szenariogrundriss: Verwundung bei der Hälfte von Widerstand 10
    Wenn gefragt wird, was Stärke <s> gegen Widerstand 10 zum Verwunden braucht
    Dann lautet die Antwort <braucht>

    Beispiele:
      | Fall           | s | braucht |
      | gleich         | 5 | 6       |
      | knapp darunter | 4 | 6       |
      | knapp darüber  | 6 | 5       |
