"""A trivial protocol engine for benchmarks: answers every ``run`` at once, without parsing it.

Standard library only, so its own cost is as small as a Python engine's can be.  It shakes hands
declaring every interpretation option of the rule sets it was told about, and answers each
``run`` line without parsing the case: the ``seq`` is taken from the line's prefix with a
regular expression (the harness always writes ``{"cmd":"run","seq":N,"case":...}``; any other
line falls back to ``json.loads``).

By default every answer is one constant outcome, a ``malformed`` rejection.  The matching rules
(``docs/matching.md``) compare only the kind of a ``malformed`` rejection, so the vectors that
expect one pass and all others are classified ``wrong``: this exercises the runner's *wrong*
path, as a port at its beginning would.  With ``--answers FILE`` (JSON lines
``[case, outcome]``, ``case`` the exact text the harness sends as the run line's ``case``) the
engine looks the case text up and answers the stored outcome, so a run can exercise the *pass*
path, as a conforming port would; unknown cases get the constant outcome.

Usage::

    python benchmarks/echo_engine.py [--handshake JSON] [--answers FILE]

Without ``--handshake`` the declared interpretations are collected from the vector files in
``vectors/*/`` next to this directory (every option any vector uses).
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

OUTCOME = {"status": "rejected", "error": {"kind": "malformed", "code": "ECHO.CONSTANT", "message": "echo engine"}}

_SEQ = re.compile(rb'^\{"cmd":"run","seq":(\d+),"case":')
_PREFIX = b'{"seq":'
_SUFFIX = b',"outcome":' + json.dumps(OUTCOME, separators=(",", ":")).encode() + b"}\n"


def handshake_from_vectors(root: Path) -> dict:
    rulesets: dict[str, dict[str, list[str]]] = {}
    for path in sorted(root.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        switches = rulesets.setdefault(data["ruleset"], {})
        for vector in data.get("vectors", []):
            for switch, option in vector.get("interpretations", {}).items():
                options = switches.setdefault(switch, [])
                if option not in options:
                    options.append(option)
    return {
        "version": 1,
        "implementation": {"name": "echo", "version": "0", "language": "python"},
        "rulesets": {name: {"interpretations": switches} for name, switches in rulesets.items()},
        "events": True,
    }


def read_answers(path: str) -> dict[bytes, bytes]:
    """Case text -> the rest of the answer line after the seq (``,"outcome":...}\n``)."""
    answers: dict[bytes, bytes] = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            case, outcome = json.loads(line)
            answers[case.encode("utf-8")] = b',"outcome":' + json.dumps(outcome, separators=(",", ":"), ensure_ascii=False).encode() + b"}\n"
    return answers


def main(argv: list[str]) -> int:
    options = dict(zip(argv[::2], argv[1::2], strict=False))
    if len(argv) % 2 or set(options) - {"--handshake", "--answers"}:
        print("usage: echo_engine.py [--handshake JSON] [--answers FILE]", file=sys.stderr)
        return 2
    if "--handshake" in options:
        hello = json.loads(options["--handshake"])
    else:
        hello = handshake_from_vectors(Path(__file__).resolve().parent.parent / "vectors")
    answers = read_answers(options["--answers"]) if "--answers" in options else {}
    lookup = answers.get
    hello_line = json.dumps(hello, separators=(",", ":")).encode() + b"\n"
    out = sys.stdout.fileno()
    write = os.write
    match = _SEQ.match
    for line in sys.stdin.buffer:
        found = match(line)
        if found is not None:
            answer = _PREFIX + found.group(1) + (lookup(line[found.end() : -2], _SUFFIX) if answers else _SUFFIX)
        else:
            try:
                message = json.loads(line)
            except ValueError:
                print(f"echo: ignoring a line that is not JSON: {line[:80]!r}", file=sys.stderr)
                continue
            command = message.get("cmd") if isinstance(message, dict) else None
            if command == "start":
                answer = hello_line
            elif command == "run":
                answer = json.dumps({"seq": message.get("seq"), "outcome": OUTCOME}, separators=(",", ":")).encode() + b"\n"
            elif command == "stop":
                return 0
            else:
                print(f"echo: unknown command {command!r}", file=sys.stderr)
                continue
        view = memoryview(answer)
        while view:  # a pipe write of a short line is complete in one call; loop for safety
            view = view[write(out, view):]
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
