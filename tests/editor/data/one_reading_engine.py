"""A port that implements one reading of one switch: the reference engine behind the protocol,
declaring for SWITCH only OPTION and applying OPTION to every case of its rule set that does not
name the switch (as a port that knows no other reading would).

Usage: python one_reading_engine.py SWITCH=OPTION
"""

import json
import sys

from regelwerk.harness.reference import answer_case, handshake

switch, option = sys.argv[1].split("=", 1)
shake = handshake()
owner = next(name for name, entry in shake["rulesets"].items() if switch in entry["interpretations"])
shake["rulesets"][owner]["interpretations"][switch] = [option]


def send(message) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    if message["cmd"] == "start":
        send(shake)
    elif message["cmd"] == "run":
        case = message["case"]
        if case["ruleset"] == owner:
            case = {**case, "interpretations": {switch: option, **case["interpretations"]}}
        send({"seq": message["seq"], **answer_case(case)})
    elif message["cmd"] == "stop":
        break
