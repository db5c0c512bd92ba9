# language: de
Funktionalität: Grenzen der Geometrie: Aufstellen an Zonen und am Wrack
  Eine strategische Reserve, die in Runde 2 eintrifft, berührt die gegnerische Aufstellungszone mit
  keinem Punkt ihrer Base; an einer Ecke der Zone entscheidet der Abstand zur Ecke. Die Insassen
  eines zerstörten Transporters stellen sich innerhalb von 3 Zoll um das Wrack auf (dann kostet
  jede 1 eine tödliche Verwundung), sonst innerhalb von 6 Zoll (dann jede 1 bis 3). Entfernungen
  messen im Raum; nach den veröffentlichten Regeln steht jedes Modell vollständig innerhalb der
  Entfernung (WH-A-AUSSTEIGEN-GANZ).

  Die Aufstellungszone der Orks ist hier ein Rechteck von (0|10000) bis (7620|11176) in Einheiten,
  also mit einer Ecke bei [7620|10000] mitten am Nordrand. Ein Infanterist (32-mm-Base, Radius 160)
  berührt diese Ecke, wenn sein Mittelpunkt höchstens 160 Einheiten von ihr entfernt ist: 96 nach
  Osten und 128 nach Süden sind genau 160. Der Pikk-Up (90-mm-Base) wurde bei (30|30) zerstört.

  @klausel:WH-RES-2
  Szenariogrundriss: Eine Base an der Ecke der gegnerischen Aufstellungszone
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase, Schritt Verstärkungen
    Und "Boyz" (Ork der Orks) steht bei (55|5)
    Und im Zustand wird $.deployment_zones.orks auf [0, 10000, 7620, 11176] gesetzt
    Und "Spaeher" (Infanterist des Imperiums) mit 1 Modellen ist in strategischer Reserve
    Wenn der imperiale Spieler "Spaeher" aus der Reserve aufstellt: "Spaeher-1" bei <ort>
    Dann <ergebnis>

    Beispiele:
      | Fall                            | ort               | ergebnis                                                                  |
      | genau an der Ecke               | [7716\|9872\|0]   | wird die Aktion mit WH.RESERVE.ENEMY_ZONE nach Klausel WH-RES-2 abgelehnt |
      | eine Einheit weiter östlich     | [7717\|9872\|0]   | ist "Spaeher" auf dem Schlachtfeld                                         |
      | schräg vor der Ecke             | [7770\|9850\|0]   | ist "Spaeher" auf dem Schlachtfeld                                         |

  @klausel:WH-ATK-17 @klausel:WH-ATK-19 @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Eine Einheit höher als 3 Zoll über dem Wrack steht nicht mehr innerhalb von 3 Zoll
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und ein Geländestück "Kiste" reicht von (29|29) bis (31|31) und ist 763 Einheiten hoch
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [7620|7620|763]; "Boyz-2" bei (31|33); "Boyz-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" keine tödlichen Verwundungen

  @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig
  Szenario: Vollständig innerhalb von 6 Zoll gilt auch in der Höhe
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Und ein Geländestück "Kiste" reicht von (29|29) bis (31|31) und ist 4 Zoll hoch
    Und ein Geländestück "Mauer" reicht von (36|29) bis (37|31) und ist 3 Zoll hoch
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|30|4); "Boyz-2" bei [9240|7620|762]; "Boyz-3" bei (30|34)
    Dann wird die Aktion mit WH.TRANSPORT.TOO_FAR nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19 @auslegung:WH-A-AUSSTEIGEN-GANZ=vollstaendig @auslegung:WH-A-TRANSPORTER-ENDE=vor-dem-aussteigen
  Szenario: Eine große Base genau vollständig innerhalb von 6 Zoll um das Wrack
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Boyz-2" hat eine Base von 100 mm
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei [9094|7620|0]; "Boyz-3" bei (29|33)
    Und die Transporterwürfe 4, 5, 6 zeigen
    Dann kostet beim Notausstieg jede 3 oder weniger eine tödliche Verwundung
    Und erleidet "Boyz" keine tödlichen Verwundungen

  @klausel:WH-TRA-7
  Szenario: Wer aussteigt, steht mit der ganzen Base auf dem Spielfeld
    Angenommen der imperiale Spieler ist am Zug in der Bewegungsphase
    Und "Rhino" (Transporter des Imperiums) steht bei (3|10)
    Und "Boyz" (Ork der Orks) steht bei (40|40)
    Und "Trupp" (Infanterist des Imperiums) mit 1 Modellen sitzt im Transporter "Rhino"
    Wenn der imperiale Spieler "Trupp" aus dem Transporter aussteigen lässt: "Trupp-1" bei [159|3302|0]
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-TRA-7 abgelehnt

  @klausel:WH-ATK-19
  Szenario: Auch am Wrack steht jede Base ganz auf dem Spielfeld
    Angenommen "Pikk" (Transporter der Orks) steht bei (3|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (3|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei [159|7620|0]; "Boyz-2" bei (3|34); "Boyz-3" bei (5|33)
    Dann wird die Aktion mit WH.MOVE.OFF_TABLE nach Klausel WH-ATK-19 abgelehnt

  @klausel:WH-ATK-19
  Szenario: Am Wrack stellt sich kein Modell auf ein anderes
    Angenommen "Pikk" (Transporter der Orks) steht bei (30|30)
    Und "Boyz" (Ork der Orks) mit 3 Modellen sitzt im Transporter "Pikk"
    Und "Trupp" (Infanterist des Imperiums) steht bei (10|10)
    Und der Transporter "Pikk" wurde bei (30|30) zerstört und "Boyz" muss aussteigen
    Wenn der Orkspieler "Boyz" aus dem zerstörten Transporter aufstellt: "Boyz-1" bei (30|34); "Boyz-2" bei [7620|8955|0]; "Boyz-3" bei (29|33)
    Dann wird die Aktion mit WH.MOVE.OVERLAP nach Klausel WH-ATK-19 abgelehnt
