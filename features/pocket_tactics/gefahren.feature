# language: de
Funktionalität: Gefahren beim Betreten von Wasser
  Wasser ist in diesem Set das einzige gefährliche Gelände. Wer es betritt, würfelt sofort
  einen W6 (Würfelschlange "gefahr"); 1 bis 3 besiegen die Einheit, und sie wandert ins
  Gefangenenlager des Gegners. Kein Wurf beim Sprung über einen Verbündeten, der im Wasser
  steht, und keiner für eine Einheit mit Geländevorteil auf Wasser.

  Auf dem Übungsfeld liegt Wasser auf (0,-1), (2,-1), (-2,1) und (1,2).

  Hintergrund:
    Angenommen das Spielfeld ist die Karte "Übungsfeld"
    Und die Legion ist am Zug

  @klausel:PT-GEF-1 @klausel:PT-GEF-2
  Szenariogrundriss: Ein niedriger Gefahrenwurf besiegt die Einheit im Wasser
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (-2,2)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel <wurf> zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und ist (0,-1) frei
    Und ist (0,0) frei
    Und zeigt die Gefahrenprüfung <wurf>
    Und lautet die Ereignisfolge: Schritt, Gefahrenprüfung, Gefangennahme, Zugwechsel
    Und sind die Stämme am Zug

    Beispiele:
      | Fall | wurf |
      | Eins | 1    |
      | Zwei | 2    |
      | Drei | 3    |

  @klausel:PT-GEF-1 @klausel:PT-GEF-2
  Szenariogrundriss: Ein hoher Gefahrenwurf lässt die Einheit im Wasser stehen
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel <wurf> zeigt
    Dann steht "R1" auf (0,-1)
    Und zeigt die Gefahrenprüfung <wurf>
    Und lautet die Ereignisfolge: Schritt, Gefahrenprüfung, Zugwechsel
    Und sind die Stämme am Zug

    Beispiele:
      | Fall  | wurf |
      | Vier  | 4    |
      | Fünf  | 5    |
      | Sechs | 6    |

  @klausel:PT-GEF-2 @klausel:PT-ZUG-1
  Szenario: Eine Einheit der Stämme geht im Wasser in das Lager der Legion
    Angenommen die Stämme sind am Zug
    Und "S1" (Plünderer der Stämme) steht auf (2,0)
    Und "S2" (Späher der Stämme) steht auf (-2,0)
    Wenn die Stämme "S1" nach (2,-1) bewegt
    Und der Gefahrenwürfel 3 zeigt
    Dann ist "S1" im Gefangenenlager der Legion
    Und ist die Legion am Zug

  @klausel:PT-GEF-1
  Szenario: Wer im Wasser steht und ins nächste Wasser zieht, würfelt erneut
    Angenommen auf (0,-2) liegt Wasser
    Und "R1" (Rekrut der Legion) steht auf (0,-1)
    Wenn die Legion "R1" nach (0,-2) bewegt
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme

  @klausel:PT-GEF-1
  Szenariogrundriss: Trockenes Gelände verlangt keinen Gefahrenwurf
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>
    Und wird keine Gefahrenprüfung ausgelöst

    Beispiele:
      | Gelände | ziel   |
      | Hügel   | (1,-1) |
      | Feld    | (1,0)  |
      | Dorf    | (0,1)  |
      | Wald    | (-1,1) |

  @klausel:PT-GEF-1 @klausel:PT-GEF-2
  Szenario: Ohne Gefahrenwürfel kann das Betreten von Wasser nicht abgewickelt werden
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Dann fehlt ein Würfel für "gefahr"

  @klausel:PT-GEF-1
  Szenario: Ein Gefahrenwürfel für trockenes Gelände bleibt übrig
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Und der Gefahrenwürfel 2 zeigt
    Dann bleiben Würfel für "gefahr" übrig

  @klausel:PT-GEF-2
  Szenario: Ein zweiter Gefahrenwürfel bleibt übrig
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und für "gefahr" werden 5, 2 gewürfelt
    Dann bleiben Würfel für "gefahr" übrig

  @klausel:PT-GEF-3 @klausel:PT-BEW-2
  Szenario: Der Sprung über einen Verbündeten im Wasser löst keine Gefahr aus
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (0,-1)
    Wenn die Legion "R1" nach (0,-2) bewegt
    Dann steht "R1" auf (0,-2)
    Und steht "R2" auf (0,-1)
    Und wird keine Gefahrenprüfung ausgelöst
    Und lautet die Ereignisfolge: Sprung, Zugwechsel

  @klausel:PT-GEF-3 @klausel:PT-GEF-1 @auslegung:PT-A-SPRUNGGEFAHR=verbuendeter-auf-gefahr
  Szenario: Nach einem Sprung ins Wasser wird in der Standardlesart gewürfelt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und auf (2,0) liegt Wasser
    Wenn die Legion "R1" nach (2,0) bewegt
    Und der Gefahrenwürfel 2 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme
    Und lautet die Ereignisfolge: Sprung, Gefahrenprüfung, Gefangennahme, Zugwechsel

  @klausel:PT-GEF-3 @auslegung:PT-A-SPRUNGGEFAHR=landung-auf-gefahr
  Szenario: Nach einem Sprung ins Wasser wird in der anderen Lesart nicht gewürfelt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R2" (Rekrut der Legion) steht auf (1,0)
    Und auf (2,0) liegt Wasser
    Wenn die Legion "R1" nach (2,0) bewegt
    Dann steht "R1" auf (2,0)
    Und wird keine Gefahrenprüfung ausgelöst

  @klausel:PT-GEF-4
  Szenario: Geländevorteil auf Wasser macht immun gegen die Gefahr
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" hat Geländevorteil auf Wasser
    Wenn die Legion "R1" nach (0,-1) bewegt
    Dann steht "R1" auf (0,-1)
    Und wird keine Gefahrenprüfung ausgelöst
    Und lautet die Ereignisfolge: Schritt, Zugwechsel

  @klausel:PT-GEF-4
  Szenario: Geländevorteil auf anderem Gelände schützt nicht vor Wasser
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Und "R1" hat Geländevorteil auf Wald
    Wenn die Legion "R1" nach (0,-1) bewegt
    Und der Gefahrenwürfel 1 zeigt
    Dann ist "R1" im Gefangenenlager der Stämme

  @klausel:PT-GEF-1
  Szenario: Wer das Wasser verlässt, würfelt nicht
    Angenommen "R1" (Rekrut der Legion) steht auf (0,-1)
    Wenn die Legion "R1" nach (0,0) bewegt
    Dann steht "R1" auf (0,0)
    Und wird keine Gefahrenprüfung ausgelöst
