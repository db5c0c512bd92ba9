"""A configurable broken engine for the harness tests (``--help`` lists the modes).

    python tests/fakes/fake_engine.py MODE [--at SEQS] [--size BYTES] [--delay SECONDS] ...

Without a fault it speaks the protocol correctly: it answers the handshake like ``regelwerk
serve`` and every run with the outcome the vector files expect for that case (looked up by the
case's content in ``--vectors DIR``, by default the suite's own vectors), so the harness tests do
not depend on the reference engine being right today.  A case that is in no vector file goes to
the reference engine (an unknown rule set: errored, as ``regelwerk serve`` answers it).

MODE says how it misbehaves; ``--at`` picks the run seqs the fault applies to (``all``, or a
comma-separated list such as ``3`` or ``2,5``).  The harness numbers runs across restarts, so
``crash --at 4`` answers three cases, then exits without answering the fourth, and the restarted
engine answers the rest.  A fault that ends or stalls the process is announced on stderr first
(``fake-engine: ...``), so the tests can check that the harness keeps the engine's last words.

Standard library and the installed ``regelwerk`` only.  Cheap to start (the harness tests start
it some hundred times): ``--handshake FILE`` gives it the reference engine's start response as
the test process computed it, so the fake reads no register; it imports the reference engine
(and through the lazy registry one rule set) only for a case of a known rule set that no vector
file knows, and answers a case of an unknown rule set itself, as the reference engine would.
It imports neither ``argparse`` nor ``pathlib`` (together a third of its start-up).

It reads the vector files before the handshake, so that every answer it gives to a case of
them is a lookup: the tests with a hanging fake give every case of that run only a fraction of
a second, and a slow first answer must not look like a hang.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from types import SimpleNamespace

HANG_SECONDS = 300  # "forever", bounded so that a harness bug cannot leave the fake around for good

MODES = {
    "ok": "answer everything correctly",
    "crash-at-start": "write to stderr and exit 3 before the handshake",
    "crash": "write to stderr and exit 3 instead of answering",
    "hang": "stop answering and sleep",
    "garbage": "write a line that is not JSON instead of the answer",
    "wrong-seq": "answer with another seq",
    "partial": "write the first half of the answer without a newline, then exit 1",
    "non-utf8": "write a line of bytes that are not UTF-8",
    "stderr-flood": "write --size bytes to stderr (--when start, run and/or stop) and still answer correctly",
    "huge": "answer with a valid outcome that carries an extra event with a --size string",
    "slow-start": "sleep --delay seconds before the handshake",
    "exit-early": "answer --after cases, then exit 0 on its own without waiting for stop",
    "wrong-version": "answer the handshake with protocol version 2",
    "no-interpretations": "declare the rule sets without any interpretation options",
    "skip": "answer skipped",
    "error": "answer errored, with a traceback",
    "wrong": "answer a wrong outcome (accepted and rejected flipped)",
    "ignore-stop": "keep running after stop",
    "invalid-message": "answer with an extra field that the protocol schema does not allow",
    "big-number": "answer with an integer of 5000 digits (valid JSON that Python refuses to parse)",
    "deep-nesting": "answer with arrays nested --depth deep (valid JSON that Python cannot parse)",
    "lone-surrogate": "answer wrong with a message that ends in half a UTF-16 surrogate pair",
    "changing-handshake": "declare a different implementation version in every process; crash at --at",
    "markup": "answer skipped with a message that looks like rich console markup",
    "hostile-text": "a name and skipped messages with console markup, Markdown, HTML, a table bar and control characters",
    "fork-and-die": "start a child that keeps the pipes open (its pid in --pid-file), then exit 3 without answering",
    "close-stdout": "close stdout instead of answering and stay alive",
    "interrupt": "send SIGINT to the harness (the parent process), then answer correctly",
    "no-capabilities": "declare no capabilities (so vectors that expect a malformed rejection are not run)",
    "unknown-capability": "declare an extra capability the harness does not know",
    "bad-capabilities": "declare capabilities that are not booleans",
    "extra-handshake-field": "add a field the start-response schema does not allow to the handshake",
    "wrong-details": "answer accepted outcomes with another active player, the first event changed and the last one missing",
    "interrupt-and-hang": "send SIGINT to the harness (the parent process), then stop answering and sleep",
    "interrupt-at-stop": "answer correctly; on stop, send SIGINT to the harness and keep running",
    "bool-seq": "answer with seq true instead of the number",
    "float-seq": "answer with the seq written as a float (1.0)",
    "bool-version": 'answer the handshake with "version": true',
    "forge": "a name with a newline and a forged verdict line; skipped messages with NEL, U+2028, U+2029 and bidi overrides",
}


# option: (what its value is, default, conversion of the value, help); every option takes a value
OPTIONS: dict[str, tuple[str, object, type, str]] = {
    "at": ("SEQS", "all", str, "run seqs the fault applies to: all, or N[,N...]"),
    "size": ("BYTES", 20_000_000, int, "bytes for stderr-flood and huge"),
    "when": ("WHEN", "start,run", str, "stderr-flood: any of start, run, stop"),
    "delay": ("SECONDS", 1.5, float, "slow-start: seconds before the handshake"),
    "after": ("N", 1, int, "exit-early: cases answered before exiting"),
    "noise": ("BYTES", 0, int, "write this much to stderr before every fault"),
    "vectors": ("DIR", None, str, "the vector folder whose expected outcomes are the right answers"),
    "fail-restarts": ("FILE", None, str, "refuse to start (exit 3) once FILE exists; create it on the first start"),
    "pid-file": ("FILE", None, str, "fork-and-die, --fork, --daemon: append each forked child's pid (--daemon: and its own) to FILE"),
    "depth": ("N", 100_000, int, "deep-nesting: how deep the arrays nest"),
    "mark": ("FILE", None, str, "hang, interrupt-and-hang: append a line to FILE when it starts to hang"),
    "handshake": ("FILE", None, str, "the reference start response as JSON (default: computed, as serve does)"),
}
FLAGS = {
    "color": "colour the stderr notes with ANSI escapes",
    "fork": "any mode: at start, fork a child that holds the pipes and sleeps",
    "daemon": "any mode: at start, start a daemon (fork, setsid, fork again, stdio to /dev/null, an empty environment) that ignores SIGTERM, SIGHUP and SIGINT and sleeps",
    "ignore-eof": "any mode: ignore SIGTERM, SIGHUP and SIGINT, and keep running after stop or a closed stdin",
}


def usage() -> str:
    options = [
        f"  --{name} {value}".ljust(26) + what + ("" if default is None else f" (default: {default})")
        for name, (value, default, _, what) in OPTIONS.items()
    ]
    flags = [f"  --{name}".ljust(26) + what for name, what in FLAGS.items()]
    modes = [f"  {name:24}{what}" for name, what in MODES.items()]
    return "\n".join([__doc__ or "", "options:", *options, *flags, "", "modes:", *modes])


def refuse(problem: str) -> None:
    """Exit with a usage error (status 2, as argparse would)."""
    sys.stderr.write(f"fake_engine.py: {problem} (--help lists the modes and options)\n")
    sys.exit(2)


def parse_args(argv: list[str]) -> SimpleNamespace:
    """The mode and the options, named as argparse would (``args.fail_restarts`` for
    ``--fail-restarts``).  Parsed by hand: importing and setting up ``argparse`` alone took a fifth of
    this process's start-up."""
    if "-h" in argv or "--help" in argv:
        print(usage())
        sys.exit(0)
    values: dict[str, object] = {name.replace("-", "_"): default for name, (_, default, _, _) in OPTIONS.items()}
    values.update({name.replace("-", "_"): False for name in FLAGS})
    modes = []
    words = iter(argv)
    for word in words:
        name = word[2:]
        if not word.startswith("--"):
            modes.append(word)
        elif name in FLAGS:
            values[name.replace("-", "_")] = True
        elif name in OPTIONS:
            text = next(words, None)
            if text is None:
                refuse(f"{word} needs a value")
            try:
                values[name.replace("-", "_")] = OPTIONS[name][2](text)
            except ValueError:
                refuse(f"{word}: not a valid value: {text!r}")
        else:
            refuse(f"unknown option {word}")
    if len(modes) != 1 or modes[0] not in MODES:
        refuse(f"expected one mode of {', '.join(sorted(MODES))}, got {' '.join(modes) or 'none'}")
    return SimpleNamespace(mode=modes[0], **values)


def case_key(case: object) -> str:
    return json.dumps(case, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def expected_outcomes(root: str) -> dict[str, object]:
    """Expected outcome by case, from every vector file in the rule set folders under ``root``
    (``ROOT/*/*.json``; read, not validated)."""
    folders = sorted(os.path.join(root, name) for name in os.listdir(root))
    files = sorted(os.path.join(f, name) for f in folders if os.path.isdir(f) for name in os.listdir(f) if name.endswith(".json"))
    table = {}
    for path in files:
        with open(path, encoding="utf-8") as handle:
            vectors = json.load(handle).get("vectors", [])
        for v in vectors:
            case = {"ruleset": v["ruleset"], **{k: v[k] for k in ("state", "action", "dice", "interpretations")}}
            table[case_key(case)] = v["expected"]
    return table


class Fake:
    def __init__(self, args: SimpleNamespace) -> None:
        self.args = args
        self.mode = args.mode
        self.at = None if args.at == "all" else {int(s) for s in args.at.split(",")}
        self.when = set(args.when.split(","))
        self.out = sys.stdout.buffer
        self.answered = 0
        self.expected: dict[str, object] = {}

    def load_expected(self) -> None:
        if self.args.vectors is not None:
            self.expected = expected_outcomes(self.args.vectors)
        else:
            from regelwerk.core.paths import vectors_dir

            self.expected = expected_outcomes(str(vectors_dir()))

    def right_answer(self, case: object) -> object:
        found = self.expected.get(case_key(case))
        if found is not None:
            return found
        ruleset = case.get("ruleset") if isinstance(case, dict) else None
        if ruleset not in self.reference_handshake()["rulesets"]:
            # what regelwerk.harness.reference.answer_case raises for it, without importing the engine
            raise KeyError(f"unknown rule set {ruleset}")
        from regelwerk.harness.reference import answer_case

        return answer_case(case)["outcome"]  # the answer's outcome: this fake answers no distribution

    # -- output --------------------------------------------------------------------------

    def note(self, text: str) -> None:
        line = f"fake-engine: {text}"
        if self.args.color:
            line = f"\x1b[1;31m{line}\x1b[0m"
        sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def mark(self, text: str) -> None:
        if self.args.mark:
            with open(self.args.mark, "a") as handle:
                handle.write(f"{os.getpid()} {text}\n")

    def raw(self, data: bytes) -> None:
        self.out.write(data)
        self.out.flush()

    def send(self, message: object) -> None:
        self.raw(json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n")

    def flood(self, size: int) -> None:
        block = (b"fake-engine: a log line that nobody reads" + b"." * 22 + b"\n") * 1024  # 64 KiB
        remaining = size
        while remaining > 0:
            piece = block[:remaining]
            sys.stderr.buffer.write(piece)
            remaining -= len(piece)
        sys.stderr.buffer.flush()
        self.note(f"wrote {size} bytes of stderr")

    def targeted(self, seq: object) -> bool:
        return self.at is None or seq in self.at

    # -- lifecycle -----------------------------------------------------------------------

    def start(self) -> None:
        if self.mode == "forge":
            self.note(f"{FORGED_NAME} {FORGED_MESSAGE}")
        if self.args.fail_restarts:
            if os.path.exists(self.args.fail_restarts):
                self.note("refusing to start again")
                sys.exit(3)
            open(self.args.fail_restarts, "w").close()
        if self.mode == "crash-at-start":
            self.note("cannot load my rules, giving up")
            sys.exit(3)
        if self.mode == "slow-start":
            time.sleep(self.args.delay)
        if self.mode == "stderr-flood" and "start" in self.when:
            self.flood(self.args.size)
        self.load_expected()
        if self.args.ignore_eof:
            for signum in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
                signal.signal(signum, signal.SIG_IGN)
        if self.args.fork:
            self.fork_sleeper()
        if self.args.daemon:
            self.daemonise()

    def daemonise(self) -> None:
        """The classic daemon: fork, ``setsid`` (a session of its own: out of the engine's group
        and session), fork again and let the middle process exit (the daemon is an orphan), stdio
        on /dev/null, an environment of its own (nothing it inherited), signals ignored.  Its pid,
        and this engine's, go to ``--pid-file`` before the handshake."""
        read, write = os.pipe()
        middle = os.fork()
        if middle == 0:
            os.close(read)
            os.setsid()
            if os.fork() != 0:
                os._exit(0)
            for signum in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
                signal.signal(signum, signal.SIG_IGN)
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.write(write, b"%d\n" % os.getpid())
            os.close(write)
            code = f"import time; time.sleep({HANG_SECONDS})"
            os.execve(sys.executable, [sys.executable, "-S", "-c", code], {})
        os.close(write)
        os.waitpid(middle, 0)
        daemon = os.read(read, 64).decode().strip()
        os.close(read)
        if self.args.pid_file:
            with open(self.args.pid_file, "a") as handle:
                handle.write(f"{os.getpid()}\n{daemon}\n")

    def fork_sleeper(self) -> None:
        """A child that inherits stdin, stdout and stderr and sleeps: it holds the pipes open."""
        pid = os.fork()
        if pid == 0:
            time.sleep(HANG_SECONDS)
            os._exit(0)
        if self.args.pid_file:
            with open(self.args.pid_file, "a") as handle:
                handle.write(f"{pid}\n")

    def reference_handshake(self) -> dict:
        if self.args.handshake is not None:
            with open(self.args.handshake, encoding="utf-8") as handle:
                return json.load(handle)
        from regelwerk.harness.reference import handshake

        return handshake()

    def handshake(self) -> dict:
        message = self.reference_handshake()
        message["implementation"]["name"] = f"fake-{self.mode}"
        if self.mode == "wrong-version":
            message["version"] = 2
        elif self.mode == "no-interpretations":
            message["rulesets"] = {name: {} for name in message["rulesets"]}
        elif self.mode == "changing-handshake":
            message["implementation"]["version"] = f"pid-{os.getpid()}"
        elif self.mode == "no-capabilities":
            del message["capabilities"]
        elif self.mode == "unknown-capability":
            message["capabilities"] = {**message["capabilities"], "teleports": True}
        elif self.mode == "bad-capabilities":
            message["capabilities"] = {"rejects_malformed": "yes"}
        elif self.mode == "hostile-text":
            message["implementation"]["name"] = HOSTILE
        elif self.mode == "extra-handshake-field":
            message["colour"] = "blue"
        elif self.mode == "bool-version":
            message["version"] = True
        elif self.mode == "forge":
            message["implementation"]["name"] = FORGED_NAME
        return message

    def serve(self) -> int:
        self.start()
        for line in sys.stdin.buffer:
            message = json.loads(line)
            command = message.get("cmd")
            if command == "start":
                self.send(self.handshake())
            elif command == "run":
                self.run(message["seq"], message["case"])
            elif command == "stop":
                return self.stop()
        return self.stop() if self.mode == "ignore-stop" or self.args.ignore_eof else 0

    def stop(self) -> int:
        if self.mode == "interrupt-at-stop":
            os.kill(os.getppid(), signal.SIGINT)
            self.note("interrupting the harness and ignoring stop")
            time.sleep(HANG_SECONDS)
        if self.mode == "ignore-stop" or self.args.ignore_eof:
            self.note("ignoring stop")
            time.sleep(HANG_SECONDS)
        if self.mode == "stderr-flood" and "stop" in self.when:
            self.flood(self.args.size)
        return 0

    def run(self, seq: int, case: dict) -> None:
        try:
            outcome = self.right_answer(case)
        except Exception as exc:  # noqa: BLE001 -- like regelwerk serve: an unknown rule set is errored
            outcome = None
            answer = {"seq": seq, "errored": True, "message": f"{type(exc).__name__}: {exc}"}
        else:
            answer = {"seq": seq, "outcome": outcome}
        if not self.targeted(seq) or (outcome is None and self.mode in ("huge", "wrong")):
            self.send(answer)
            return
        mode = self.mode
        if self.args.noise:
            self.flood(self.args.noise)
        if mode in ("crash", "changing-handshake"):
            self.note(f"segmentation fault (simulated) on seq {seq}")
            sys.exit(3)
        elif mode == "hang":
            self.note(f"thinking very hard about seq {seq}")
            self.mark(f"hanging on seq {seq}")
            time.sleep(HANG_SECONDS)
        elif mode == "garbage":
            self.raw(b"Loading rules... done\n")
        elif mode == "wrong-seq":
            self.send({**answer, "seq": seq + 1000})
        elif mode == "partial":
            line = json.dumps(answer).encode()
            self.raw(line[: len(line) // 2])
            self.note(f"dying half-way through the answer to seq {seq}")
            sys.exit(1)
        elif mode == "non-utf8":
            self.raw(b'{"seq":%d,"skipped":true,"message":"\xff\xfe"}\n' % seq)
        elif mode == "stderr-flood":
            if "run" in self.when:
                self.flood(self.args.size)
            self.send(answer)
        elif mode == "huge":
            blob = {"type": "debug", "dump": "x" * self.args.size}
            if outcome["status"] == "accepted":
                outcome = {**outcome, "events": [*outcome.get("events", []), blob]}
            else:
                outcome = {**outcome, "error": {**outcome["error"], "kind": "dice", "message": blob["dump"]}}
            self.send({"seq": seq, "outcome": outcome})
        elif mode == "exit-early":
            self.answered += 1
            if self.answered >= self.args.after:
                os.close(0)  # nobody reads stop any more: the harness sees that for certain, not by timing
                self.send(answer)
                time.sleep(0.05)  # so these last words come after the harness has read the answer
                self.note(f"answered {self.answered} cases, exiting on my own")
                sys.exit(0)
            self.send(answer)
        elif mode == "skip":
            self.send({"seq": seq, "skipped": True, "message": "fake engine skips this case"})
        elif mode == "error":
            self.send({"seq": seq, "errored": True, "message": "fake failure", "context": {"traceback": "Traceback: fake line 1"}})
        elif mode == "wrong":
            self.send({"seq": seq, "outcome": flipped(outcome, case)})
        elif mode == "invalid-message":
            self.send({**answer, "note": "not in the protocol"})
        elif mode == "big-number":
            self.raw(b'{"seq":%d,"outcome":{"status":"accepted","turn":%s}}\n' % (seq, b"1" * 5000))
        elif mode == "deep-nesting":
            self.raw(b'{"seq":%d,"outcome":%s%s}\n' % (seq, b"[" * self.args.depth, b"]" * self.args.depth))
        elif mode == "lone-surrogate":
            # what a JavaScript engine writes when it cuts a message in the middle of an emoji
            error = b'{"kind":"illegal","code":"FAKE.TRUNCATED","clause":"PT-BEW-1","message":"zu weit \\ud83d"}'
            self.raw(b'{"seq":%d,"outcome":{"status":"rejected","error":%s}}\n' % (seq, error))
        elif mode == "markup":
            self.send({"seq": seq, "skipped": True, "message": "not built for [/usr/lib/rules.so] [bold]yet"})
        elif mode == "hostile-text":
            self.send({"seq": seq, "skipped": True, "message": HOSTILE})
        elif mode == "fork-and-die":
            self.fork_sleeper()
            self.note(f"forked a child and dying on seq {seq}")
            os._exit(3)  # no cleanup: the child keeps the pipes open
        elif mode == "close-stdout":
            self.note(f"closing stdout on seq {seq}")
            os.close(1)
            time.sleep(HANG_SECONDS)
        elif mode == "interrupt":
            os.kill(os.getppid(), signal.SIGINT)
            time.sleep(0.2)  # the harness sees the interrupt while it waits for this answer
            self.send(answer)
        elif mode == "wrong-details":
            self.send({"seq": seq, "outcome": changed_details(outcome)})
        elif mode == "interrupt-and-hang":
            self.note(f"interrupting the harness and hanging on seq {seq}")
            os.kill(os.getppid(), signal.SIGINT)
            time.sleep(HANG_SECONDS)
        elif mode == "bool-seq":
            self.send({**answer, "seq": True})
        elif mode == "float-seq":
            self.raw(json.dumps({**answer, "seq": float(seq)}).encode() + b"\n")
        elif mode == "forge":
            self.send({"seq": seq, "skipped": True, "message": FORGED_MESSAGE})
            self.note(FORGED_MESSAGE)
        else:
            self.send(answer)


# console markup, Markdown, HTML, a table-cell bar, a backtick and control characters (ANSI, NUL, BEL)
HOSTILE = "[bold red]evil[/] <script>alert(1)</script> | **x** `y` # \x1b[31mred\x1b[0m \x00\x07 [link](http://x)"


# A name that ends the line and forges the verdict of a passing run on the next one; messages
# that break lines where only some readers see a break (NEL, LINE and PARAGRAPH SEPARATOR) and
# reverse what follows them (RIGHT-TO-LEFT OVERRIDE, an isolate).
FORGED_VERDICT = "OK fake-ok: 8 cases, 8 pass, 0 expected failures, 0 unexpected failures"
FORGED_NAME = f"fake\n{FORGED_VERDICT}\r"
FORGED_MESSAGE = f"skipped\x85{FORGED_VERDICT}\u2028{FORGED_VERDICT}\u2029evil\u202etxt.exe\u2066x\u2069"


def changed_details(outcome: dict) -> dict:
    """The first tile (in canonical order) of another terrain, a field added to the first event,
    the last event left out; the state stays a valid one."""
    if outcome["status"] != "accepted" or not outcome.get("events") or not outcome["state"]["tiles"]:
        return outcome
    tiles = sorted(outcome["state"]["tiles"], key=lambda t: t["at"])
    first_tile = {**tiles[0], "terrain": "forest" if tiles[0]["terrain"] == "field" else "field"}
    state = {**outcome["state"], "tiles": [first_tile, *tiles[1:]]}
    first = {**outcome["events"][0], "fake": True}
    return {**outcome, "state": state, "events": [first, *outcome["events"][1:-1]]}


def flipped(outcome: dict, case: dict) -> dict:
    if outcome["status"] == "accepted":
        return {"status": "rejected", "error": {"kind": "illegal", "code": "FAKE.NOPE", "clause": "PT-BEW-1", "message": "fake says no"}}
    return {"status": "accepted", "state": case["state"], "events": []}


def main(argv: list[str] | None = None) -> int:
    return Fake(parse_args(sys.argv[1:] if argv is None else argv)).serve()


if __name__ == "__main__":
    sys.exit(main())
