# language: de
Funktionalität: Lesarten des Neuordnens: muss sich eine Einheit neu ordnen
  "Jedes Modell, das sich nicht (mehr) in Basekontakt befinden, bewegen sich bis zu 3"." Ob eine
  Einheit, die sich zum Feind neu ordnen könnte, stehen bleiben darf, regelt
  WH-A-NEUORDNEN-PFLICHT. Der Held steht einen Zoll (Abstand der Bases) vor den Boyz, nicht in
  Basekontakt.

  Hintergrund:
    Angenommen der imperiale Spieler ist am Zug in der Nahkampfphase nach dem Erstschlag
    Und "Held" (Infanterist des Imperiums) steht bei [3048|2286|0]
    Und "Boyz" (Ork der Orks) steht bei [3048|2860|0]
    Und "Held" hat gerade gekämpft und ordnet sich nun neu

  @klausel:WH-NAH-13 @auslegung:WH-A-NEUORDNEN-PFLICHT=freiwillig
  Szenario: Nach den veröffentlichten Regeln darf eine Einheit stehen bleiben
    Wenn der imperiale Spieler "Held" nicht neu ordnet
    Dann ordnet sich "Held" auf nichts zu neu

  @klausel:WH-NAH-13 @auslegung:WH-A-NEUORDNEN-PFLICHT=pflicht @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenario: Nach der Pflicht bleibt nicht stehen, wer sich zum Feind neu ordnen kann
    Wenn der imperiale Spieler "Held" nicht neu ordnet
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-13 abgelehnt

  @klausel:WH-NAH-13 @klausel:WH-NAH-15 @auslegung-ebenso:WH-A-NEUORDNEN-PFLICHT=pflicht
  Szenario: Auch nach der Pflicht bleibt stehen, wer den Feind nicht erreichen kann
    Angenommen "Boyz-1" steht stattdessen bei (40|40)
    Wenn der imperiale Spieler "Held" nicht neu ordnet
    Dann ordnet sich "Held" auf nichts zu neu

  @klausel:WH-NAH-13 @auslegung-ebenso:WH-A-NEUORDNEN-PFLICHT=pflicht
  Szenario: Auch nach der Pflicht bleibt stehen, wer schon in Basekontakt ist
    Angenommen "Boyz-1" steht stattdessen bei [3048|2606|0]
    Wenn der imperiale Spieler "Held" nicht neu ordnet
    Dann ordnet sich "Held" auf nichts zu neu

  @klausel:WH-NAH-13 @auslegung:WH-A-NEUORDNEN-PFLICHT=pflicht @auslegung:WH-A-MOEGLICH=gerade-reichweite
  Szenario: Nach der Pflicht bleibt nicht stehen, wer ein Modell ohne Basekontakt hat
    Angenommen "Helden" (Infanterist des Imperiums) steht an den Punkten [5080|2286|0]; [5588|2286|0]
    Und "Grots" (Ork der Orks) steht bei [5080|2606|0]
    Und "Helden" hat gerade gekämpft und ordnet sich nun neu
    Wenn der imperiale Spieler "Helden" nicht neu ordnet
    Dann wird die Aktion mit WH.FIGHT.CONSOLIDATE nach Klausel WH-NAH-13 abgelehnt
