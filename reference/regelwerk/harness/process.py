"""An engine in a child process, spoken to through the JSON-lines protocol.

One persistent process serves the whole run.  Every read and write has a deadline; stdout and
stderr are read with ``select`` in the same loop, so an engine that floods stderr cannot block
itself, and nothing is ever read through a shell.  When the engine dies, hangs, or breaks the
protocol, the case is recorded as ``crash`` or ``timeout`` (with a reason), the process is
killed, and the next case starts a fresh one, up to ``max_restarts`` times.

The engine runs in a session (and process group) of its own and carries a token in its
environment.  Everything it started is killed after every failure and after every stop, also a
clean one, however it detached (:mod:`.contain`), so nothing the engine started outlives the
run.  While waiting for an answer the harness also watches the engine process itself: one that
exits without answering is a ``crash`` even when a child it started still holds the pipes open.

An interrupt (:meth:`ProcessEngine.abort`, from any thread) kills the engine at once; the case it
was running is not a result (:class:`RunAborted`), and the engine is not started again.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import time
from collections import deque
from collections.abc import Sequence
from typing import IO

from regelwerk.harness import contain
from regelwerk.harness.protocol import (
    STOP,
    Answer,
    ProtocolViolation,
    StartInfo,
    parse_line,
    parse_run_answer,
    parse_start,
    run_message,
    start_message,
    validate,
    with_line,
)

STDERR_KEEP = 16 * 1024  # bytes of stderr kept for crash reports
CHUNK = 1 << 16
EXIT_POLL = 0.05  # seconds between checks whether the engine process is still alive while waiting
# Seconds to wait for the exit of an engine whose stdout or stdin closed: one still running
# then closed its stdout (and is killed).  Not an option; the harness tests shorten it.
EXIT_WAIT = 1.0
INTERRUPTED_STOP = "interrupted while waiting for the engine to exit after stop; killed"


class EngineExited(Exception):
    def __init__(self, returncode: int | None, partial: bytes) -> None:
        super().__init__(f"exited with status {returncode}")
        self.returncode = returncode
        self.partial = partial


class EngineTimedOut(Exception):
    pass


class RunAborted(Exception):
    """The run was interrupted while this engine worked: what it was doing is not a result."""


class EngineStartFailed(Exception):
    """The engine could not be started or did not complete its handshake."""

    def __init__(self, reason: str, message: str, stderr: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.stderr = stderr


def _gone(exc: EngineExited) -> str:
    """How the engine went away: exited with a status, or (still running) closed its stdout."""
    if exc.returncode is None:
        return "the engine closed its stdout"
    return f"the engine exited (status {exc.returncode})"


def resolve_program(program: str) -> str:
    """The program's path: from PATH, else next to the running interpreter.

    So ``--engine "regelwerk serve"`` works from a virtual environment that is not activated.
    """
    if os.sep in program:
        return program
    return shutil.which(program) or shutil.which(program, path=os.path.dirname(sys.executable)) or program


def _pipes(proc: subprocess.Popen[bytes]) -> tuple[IO[bytes], IO[bytes], IO[bytes]]:
    if proc.stdin is None or proc.stdout is None or proc.stderr is None:
        raise AssertionError("the engine was started without its three pipes")
    return proc.stdin, proc.stdout, proc.stderr


class _Child:
    """One engine process with non-blocking pipes and a bounded stderr tail."""

    def __init__(self, argv: Sequence[str], max_line: int) -> None:
        containment = contain.current()
        token = containment.new_token()
        try:
            self.proc = subprocess.Popen(
                [resolve_program(argv[0]), *argv[1:]],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,  # so a kill reaches the engine's own children too
                env={**os.environ, contain.ENV_TOKEN: token},  # and those that left its session
            )
        except OSError as exc:
            raise EngineStartFailed("cannot-start", f"cannot start {argv[0]!r}: {exc.strerror}") from None
        self.record = containment.register(self.proc.pid, token)
        # Popen(stdin=PIPE, ...) opens all three: named here once, as the files they are.
        self.stdin, self.stdout, self.stderr = _pipes(self.proc)
        self.max_line = max_line
        self.buffer = bytearray()
        self.stderr_tail: deque[bytes] = deque()
        self.stderr_size = 0
        for pipe in (self.stdin, self.stdout, self.stderr):
            os.set_blocking(pipe.fileno(), False)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.stdout, selectors.EVENT_READ, "out")
        self.selector.register(self.stderr, selectors.EVENT_READ, "err")
        self.stdout_open = True
        self.closed = False

    def stderr_text(self) -> str:
        return b"".join(self.stderr_tail).decode("utf-8", "replace")

    def _keep_stderr(self, data: bytes) -> None:
        self.stderr_tail.append(data)
        self.stderr_size += len(data)
        while self.stderr_size > STDERR_KEEP and len(self.stderr_tail) > 1:
            self.stderr_size -= len(self.stderr_tail.popleft())

    def _pump(self, timeout: float) -> int:
        """Wait up to ``timeout`` for output; take in whatever arrived on stdout and stderr.
        Returns the number of bytes read."""
        if not self.selector.get_map():  # both pipes closed: select would wait for nothing
            time.sleep(max(timeout, 0))
            return 0
        total = 0
        for key, _ in self.selector.select(max(timeout, 0)):
            try:
                data = os.read(key.fd, CHUNK)
            except BlockingIOError:
                continue
            total += len(data)
            if key.data == "err":
                if data:
                    self._keep_stderr(data)
                else:
                    self.selector.unregister(key.fileobj)
            elif data:
                self.buffer += data
            else:
                self.stdout_open = False
                self.selector.unregister(key.fileobj)
        return total

    def write(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        while view:
            try:
                written = os.write(self.stdin.fileno(), view)
                view = view[written:]
                continue
            except BlockingIOError:
                pass
            except (BrokenPipeError, ConnectionResetError):
                raise EngineExited(self._wait_briefly(), bytes(self.buffer)) from None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimedOut()
            self._pump(min(remaining, 0.01))  # keep stderr flowing while stdin is full
            if self.proc.poll() is not None:  # gone, while a child of it keeps stdin open and full
                raise EngineExited(self.proc.returncode, bytes(self.buffer))

    def read_line(self, deadline: float) -> bytes:
        scanned = 0  # the buffer before this offset holds no newline: don't search it again
        next_check = time.monotonic() + EXIT_POLL
        exited = False
        while True:
            newline = self.buffer.find(b"\n", scanned)
            scanned = len(self.buffer)
            if newline > self.max_line:  # the whole line may arrive in one read: check it too
                raise ProtocolViolation("answer-too-large", f"an answer line exceeds {self.max_line} bytes")
            if newline >= 0:
                line = bytes(self.buffer[:newline])
                del self.buffer[: newline + 1]
                return line
            if len(self.buffer) > self.max_line:
                raise ProtocolViolation("answer-too-large", f"an answer line exceeds {self.max_line} bytes")
            if not self.stdout_open:
                raise EngineExited(self._wait_briefly(), bytes(self.buffer))
            if exited:  # everything it wrote before it died has been read: no complete line
                raise EngineExited(self.proc.returncode, bytes(self.buffer))
            now = time.monotonic()
            remaining = deadline - now
            if remaining <= 0:
                raise EngineTimedOut()
            if now >= next_check:
                next_check = now + EXIT_POLL
                if self.proc.poll() is not None:
                    # The engine is gone but its stdout is not closed: a child it started holds
                    # it.  Take what is already in the pipe (its last answer, perhaps), then stop.
                    exited = True
                    self._pump_ready()
                    continue
            self._pump(min(remaining, EXIT_POLL))

    def _pump_ready(self) -> None:
        """Read what is in the pipes right now, without waiting (bounded: a child may go on writing)."""
        for _ in range(64):
            if not self._pump(0):
                return

    def wait(self, deadline: float) -> int:
        """Wait for the exit, still reading stdout and stderr: an engine that logs while it shuts
        down must not block on a full pipe.  Whatever it writes to stdout now is dropped."""
        while (returncode := self.proc.poll()) is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimedOut()
            self._pump(min(remaining, 0.01))
            self.buffer.clear()
        return returncode

    def _wait_briefly(self) -> int | None:
        try:
            return self.proc.wait(timeout=EXIT_WAIT)
        except subprocess.TimeoutExpired:
            return None

    def _drain_stderr(self) -> None:
        """Keep what the engine wrote to stderr just before it died but was not read yet (its last
        words, when it exited between two reads).  Bounded: a child that inherited stderr may go on."""
        for _ in range(64):
            try:
                data = os.read(self.stderr.fileno(), CHUNK)
            except (OSError, ValueError):  # BlockingIOError: nothing more for now; ValueError: closed
                return
            if not data:
                return
            self._keep_stderr(data)

    def kill_processes(self) -> None:
        """Kill the engine and every process it started (its group, its session, its
        descendants, whatever carries its token), also when the engine itself has exited.
        Signals only, so any thread may call it; the pipes stay to their owner."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the engine leads its own session and group
        except ProcessLookupError:
            pass  # nobody left in the group
        except PermissionError:
            if self.proc.poll() is None:
                self.proc.kill()
        contain.kill_engine(self.record)

    def kill(self) -> None:
        """Kill everything of the engine (:meth:`kill_processes`), then close the pipes."""
        self.kill_processes()
        self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self._drain_stderr()
        self.selector.close()
        for pipe in (self.stdin, self.stdout, self.stderr):
            try:
                pipe.close()
            except OSError:
                pass


class ProcessEngine:
    """An engine command, run as an argument vector (never through a shell)."""

    def __init__(
        self,
        argv: Sequence[str],
        *,
        timeout: float = 5.0,
        start_timeout: float = 15.0,
        max_restarts: int = 5,
        strict: bool = False,
        max_line: int = 64 * 1024 * 1024,
    ) -> None:
        if not argv:
            raise ValueError("an engine command needs at least a program")
        self.argv = list(argv)
        self.timeout = timeout
        self.start_timeout = start_timeout
        self.max_restarts = max_restarts
        self.strict = strict
        self.max_line = max_line
        self.restarts = 0
        self.info: StartInfo | None = None
        self._child: _Child | None = None
        self._dead_reason: tuple[str, str] | None = None
        self.stop_problem: str | None = None
        self.stop_sent = False  # whether the last stop() found a running engine and sent it stop
        self.aborted = False
        self._live: _Child | None = None  # the process of this engine, from its start (also mid-handshake)

    # -- lifecycle -------------------------------------------------------------------------

    def start(self) -> StartInfo:
        """Start the engine and shake hands; :class:`EngineStartFailed` if that fails."""
        self.info = self._spawn()
        return self.info

    def abort(self) -> None:
        """The run was interrupted: kill the engine now and start none again.  Safe from any
        thread; the thread that uses the engine sees :class:`RunAborted` and calls :meth:`stop`,
        which then only closes the pipes."""
        self.aborted = True
        child = self._live
        if child is not None:
            child.kill_processes()

    def _spawn(self) -> StartInfo:
        if self.aborted:
            raise RunAborted()
        child = _Child(self.argv, self.max_line)
        self._live = child
        if self.aborted:  # abort() ran while the process was being made: it did not see it
            child.kill()
            raise RunAborted()
        deadline = time.monotonic() + self.start_timeout
        try:
            start = start_message()
            if self.strict:
                validate("command.schema.json", start, "the start command")
            child.write((json.dumps(start) + "\n").encode(), deadline)
            info = self._read_start(child.read_line(deadline))
        except ProtocolViolation as exc:
            child.kill()
            self._check_aborted()
            raise EngineStartFailed(exc.reason, exc.message, child.stderr_text()) from None
        except EngineTimedOut:
            child.kill()
            self._check_aborted()
            raise EngineStartFailed("start-timeout", f"no handshake within {self.start_timeout:g} s", child.stderr_text()) from None
        except EngineExited as exc:
            child.kill()
            self._check_aborted()
            detail = f" after writing {exc.partial[:80]!r}" if exc.partial else ""
            gone = "closed its stdout" if exc.returncode is None else f"exited during the handshake (status {exc.returncode})"
            raise EngineStartFailed("exited", f"the engine {gone}{detail}", child.stderr_text()) from None
        except BaseException:  # an interrupt (Ctrl-C) in the middle of the handshake: leave nothing behind
            child.kill()
            raise
        self._child = child
        return info

    def _read_start(self, line: bytes) -> StartInfo:
        try:
            message = parse_line(line, "the start answer")
            info = parse_start(message)  # first: a wrong version says more than the schema error it also is
            if self.strict:
                validate("start-response.schema.json", message, "the start answer")
        except ProtocolViolation as exc:
            raise with_line(exc, line) from None
        return info

    def _read_answer(self, line: bytes, seq: int) -> Answer:
        try:
            message = parse_line(line, "the run answer")
            if self.strict:
                validate("run-response.schema.json", message, "the run answer")
            return parse_run_answer(message, seq)
        except ProtocolViolation as exc:
            raise with_line(exc, line) from None

    def _check_aborted(self) -> None:
        if self.aborted:
            raise RunAborted()

    def _ensure_running(self) -> Answer | None:
        self._check_aborted()
        if self._child is not None:
            return None
        if self._dead_reason is not None:
            reason, message = self._dead_reason
            return Answer("crash", reason=reason, message=message)
        if self.restarts >= self.max_restarts:
            self._dead_reason = ("restart-limit", f"the engine failed {self.restarts + 1} times; not restarted again")
            return self.ensure_dead_answer()
        self.restarts += 1
        try:
            info = self._spawn()
        except EngineStartFailed as exc:
            self._dead_reason = (exc.reason, f"restart failed: {exc.message}")
            return Answer("crash", reason=exc.reason, message=f"restart failed: {exc.message}", stderr=exc.stderr)
        if self.info is not None and info.raw != self.info.raw and self._child is not None:
            self._child.kill()
            self._child = None
            self._dead_reason = ("handshake-changed", "after a restart the engine declared something else")
            return self.ensure_dead_answer()
        return None

    def ensure_dead_answer(self) -> Answer:
        reason, message = self._dead_reason or ("exited", "the engine is gone")
        return Answer("crash", reason=reason, message=message)

    def run(self, seq: int, case_json: bytes) -> Answer:
        """Send one case and classify what comes back; never raises for engine misbehaviour."""
        problem = self._ensure_running()
        if problem is not None:
            return problem
        child = self._child
        if child is None:  # _ensure_running started one or answered
            raise AssertionError("no engine process after _ensure_running")
        deadline = time.monotonic() + self.timeout
        message_bytes = run_message(seq, case_json)
        if self.strict:
            try:
                validate("command.schema.json", json.loads(message_bytes), "the run command")
            except ProtocolViolation as exc:  # our own message: not the engine's fault
                return Answer("errored", message=f"the harness's run command is invalid: {exc.message}", reason="harness-error")
        try:
            child.write(message_bytes, deadline)
            return self._read_answer(child.read_line(deadline), seq)
        except EngineTimedOut:
            self._check_aborted()
            return self._fail(Answer("timeout", reason="no-answer", message=f"no answer within {self.timeout:g} s"))
        except EngineExited as exc:
            self._check_aborted()
            if exc.partial:
                reason, text = "partial-line", f"{_gone(exc)} after a partial line {exc.partial[:80]!r}"
            else:
                reason, text = "exited", f"{_gone(exc)} without answering"
            return self._fail(Answer("crash", reason=reason, message=text))
        except ProtocolViolation as exc:
            self._check_aborted()
            return self._fail(Answer("crash", reason=exc.reason, message=exc.message))

    def _fail(self, answer: Answer) -> Answer:
        child, self._child = self._child, None
        if child is None:
            return answer
        child.kill()
        stderr = child.stderr_text()
        return Answer(answer.kind, answer.outcome, answer.message, answer.reason, stderr or None)

    def stop(self) -> None:
        """Send ``stop`` and wait for a clean exit; note anything else in ``stop_problem``.
        After :meth:`abort` only kill and close what is left.  An interrupt while waiting for
        the exit kills the engine and is raised again (the caller knows whether the run was
        complete)."""
        child, self._child = self._child, None
        self.stop_sent = False
        if child is None:
            live, self._live = self._live, None
            if live is not None:  # interrupted mid-handshake or mid-case: the pipes are still open
                live.kill()
            return
        if self.aborted:
            self._live = None
            child.kill()
            return
        deadline = time.monotonic() + self.timeout
        try:
            child.write(STOP, deadline)
            self.stop_sent = True
            child.stdin.close()
            returncode = child.wait(max(deadline, time.monotonic() + 0.1))
            if self.aborted:  # killed by abort() from another thread while it stopped
                self.stop_problem = INTERRUPTED_STOP
            elif returncode != 0:
                self.stop_problem = f"the engine exited with status {returncode} after stop"
        except (EngineExited, BrokenPipeError, OSError):
            self.stop_problem = INTERRUPTED_STOP if self.aborted else "the engine had already exited before stop"
        except (EngineTimedOut, subprocess.TimeoutExpired):
            self.stop_problem = f"the engine did not exit within {self.timeout:g} s of stop; killed"
        except KeyboardInterrupt:
            self.stop_problem = INTERRUPTED_STOP
            raise
        finally:
            child.kill()  # abort() from another thread may have killed it already: it stays visible to abort() until here
            self._live = None
