"""Containment: every process an engine starts ends with the run, however it detaches.

An engine runs in a session and process group of its own, but a process it starts can leave
both (``setsid``) and, by forking twice, its parent too: it is then an orphan, adopted by the
nearest *child subreaper* among its ancestors, or by PID 1.  So, on Linux:

- while ``verify`` or ``smoke`` runs (:func:`containment`), the harness is a child subreaper
  (``prctl(PR_SET_CHILD_SUBREAPER)``): every orphan that descends from it is adopted by the
  harness, never by PID 1, so it stays in the harness's tree;
- every engine process carries a token in its environment (``REGELWERK_ENGINE_TOKEN``), which its
  descendants inherit unless they replace their whole environment;
- killing an engine (after a failed case, after every stop, on an interrupt) kills, with
  ``SIGKILL`` and in rounds until a scan of ``/proc`` finds none left, the engine itself, every
  process whose ancestry leads to it, every process of its session or process group, and every
  process started after it that carries its token;
- when the run ends, every process that descends from the harness and did not exist before the
  run (an orphan adopted meanwhile, whatever it did to its environment) is killed too, and the
  adopted ones are reaped.

Processes are told apart by pid *and* start time (``/proc/PID/stat``), so a reused pid is never
mistaken for an engine's.  Without ``/proc`` (not Linux) only the process group is killed.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import secrets
import signal
import threading
import time
from collections.abc import Callable, Iterator, Set
from dataclasses import dataclass, field

ENV_TOKEN = "REGELWERK_ENGINE_TOKEN"
PR_SET_CHILD_SUBREAPER = 36
PR_GET_CHILD_SUBREAPER = 37
KILL_ROUNDS_SECONDS = 2.0  # how long a kill goes on finding and killing processes that appear meanwhile
REAP_SECONDS = 1.0  # how long the harness waits for a killed child of its own to become reapable


@dataclass(frozen=True)
class Proc:
    """One line of ``/proc/PID/stat``, the fields containment needs."""

    pid: int
    ppid: int
    pgid: int
    sid: int
    start: int  # clock ticks after boot: with the pid, the identity of a process
    state: str

    @property
    def ident(self) -> tuple[int, int]:
        return (self.pid, self.start)

    @property
    def alive(self) -> bool:
        return self.state not in ("Z", "X")


def read_proc(pid: int) -> Proc | None:
    try:
        fd = os.open(f"/proc/{pid}/stat", os.O_RDONLY)
    except OSError:
        return None
    try:
        data = os.read(fd, 2048)
    except OSError:
        return None
    finally:
        os.close(fd)
    end = data.rfind(b")")  # the command name may hold spaces and parentheses
    fields = data[end + 2 :].split(b" ", 20)
    try:
        return Proc(pid, int(fields[1]), int(fields[2]), int(fields[3]), int(fields[19]), fields[0].decode("ascii", "replace"))
    except (IndexError, ValueError):
        return None


def snapshot() -> dict[int, Proc] | None:
    """Every process visible in ``/proc``; ``None`` where there is no ``/proc``."""
    try:
        names = os.listdir("/proc")
    except OSError:
        return None
    found = {}
    for name in names:
        if name.isdigit():
            proc = read_proc(int(name))
            if proc is not None:
                found[proc.pid] = proc
    return found


def _environ(pid: int) -> list[bytes]:
    """The environment the process started with, as ``NAME=value`` entries (none if unreadable)."""
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            return handle.read().split(b"\0")
    except OSError:
        return []


def _carries(pid: int, marker: bytes) -> bool:
    """Whether the process's environment holds exactly ``marker`` (``NAME=value``)."""
    return marker in _environ(pid)


def _with_descendants(procs: dict[int, Proc], roots: set[int]) -> set[int]:
    """``roots`` and every process whose chain of parents leads to one of them."""
    children: dict[int, list[int]] = {}
    for proc in procs.values():
        children.setdefault(proc.ppid, []).append(proc.pid)
    found, todo = set(), [pid for pid in roots if pid in procs]
    while todo:
        pid = todo.pop()
        if pid in found:
            continue
        found.add(pid)
        todo.extend(children.get(pid, ()))
    return found


def _prctl(option: int, value: int) -> int | None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        result: int = libc.prctl(option, value, 0, 0, 0)
    except (OSError, AttributeError):
        return None
    return result


def _subreaper() -> bool | None:
    """Whether this process is a child subreaper now; ``None`` where that cannot be asked."""
    flag = ctypes.c_int(0)
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_GET_CHILD_SUBREAPER, ctypes.byref(flag), 0, 0, 0) != 0:
            return None
    except (OSError, AttributeError):
        return None
    return bool(flag.value)


@dataclass
class EngineProcess:
    """One engine process as the containment knows it: its pid, start time and token."""

    pid: int
    start: int | None
    token: str

    @property
    def marker(self) -> bytes:
        return f"{ENV_TOKEN}={self.token}".encode()

    def members(self, procs: dict[int, Proc]) -> set[int]:
        """The live processes that belong to this engine (pids; never the harness itself)."""
        me = os.getpid()
        root = procs.get(self.pid)
        ours = root is not None and (self.start is None or root.start == self.start)
        roots = {self.pid} if ours else set()
        # The engine's session and group keep its pid as their id while a member lives, and the
        # kernel hands out no pid that is such an id.  So a process with that pid that is not
        # the engine means the engine and its group are gone, and the id belongs to another.
        group_is_ours = ours or root is None
        since = self.start if self.start is not None else 0
        marker = self.marker
        for proc in procs.values():
            if proc.pid == me or proc.start < since or not proc.alive:
                continue
            if (group_is_ours and self.pid in (proc.sid, proc.pgid)) or _carries(proc.pid, marker):
                roots.add(proc.pid)
        return {pid for pid in _with_descendants(procs, roots) if pid != me and procs[pid].alive}


def kill_rounds(find: Callable[[dict[int, Proc]], set[int]]) -> set[tuple[int, int]]:
    """SIGKILL what ``find`` names in a fresh snapshot, again and again, until a snapshot finds
    nothing alive (bounded by :data:`KILL_ROUNDS_SECONDS`).  Returns every process killed."""
    killed: set[tuple[int, int]] = set()
    refused: set[tuple[int, int]] = set()  # not ours to kill (another user's, after a setuid exec): not tried again
    deadline = time.monotonic() + KILL_ROUNDS_SECONDS
    pause = 0.0
    while True:
        procs = snapshot()
        if procs is None:
            return killed
        targets = [procs[pid] for pid in find(procs) if procs[pid].alive and procs[pid].ident not in refused]
        if not targets:
            return killed
        for proc in targets:
            try:
                os.kill(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            except PermissionError:
                refused.add(proc.ident)
                continue
            killed.add(proc.ident)
        if time.monotonic() > deadline:
            return killed
        time.sleep(pause)  # a killed process needs a moment to become a zombie
        pause = min(pause * 2 or 0.001, 0.02)


def reap(killed: Set[tuple[int, int]], keep: Set[int] = frozenset()) -> None:
    """Collect the exit status of the killed processes that are children of the harness (adopted
    orphans), except ``keep`` (engines whose ``Popen`` object collects its own)."""
    me = os.getpid()
    waiting = {pid for pid, start in killed if pid not in keep}
    deadline = time.monotonic() + REAP_SECONDS
    while waiting:
        for pid in list(waiting):
            proc = read_proc(pid)
            if proc is None or proc.ppid != me:
                waiting.discard(pid)
                continue
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                waiting.discard(pid)
                continue
            if done:
                waiting.discard(pid)
        if not waiting or time.monotonic() > deadline:
            return
        time.sleep(0.005)


@dataclass
class Containment:
    """The engines of one run and everything they start (see the module docstring)."""

    active: bool = False  # the harness is a subreaper and sweeps at the end
    baseline: set[tuple[int, int]] = field(default_factory=set)
    engines: list[EngineProcess] = field(default_factory=list)
    closed: bool = False
    run_token: str = field(default_factory=lambda: secrets.token_hex(8))
    lock: threading.Lock = field(default_factory=threading.Lock)
    _serial: int = 0

    def new_token(self) -> str:
        with self.lock:
            self._serial += 1
            return f"{self.run_token}.{self._serial}"

    def register(self, pid: int, token: str) -> EngineProcess:
        proc = read_proc(pid)
        engine = EngineProcess(pid, proc.start if proc is not None else None, token)
        if not self.active:  # the Python API: nobody sweeps, so nothing to remember
            return engine
        with self.lock:
            self.engines.append(engine)
            closed = self.closed
        if closed:  # started after the run ended (a thread that was still starting one)
            kill_engine(engine)
        return engine

    def _leftovers(self, procs: dict[int, Proc]) -> set[int]:
        """Every engine's processes, and every process below the harness that is new since the
        run began (an adopted orphan, whatever it did to its environment)."""
        me = os.getpid()
        found: set[int] = set()
        with self.lock:
            engines = list(self.engines)
        for engine in engines:
            found |= engine.members(procs)
        adopted = {p.pid for p in procs.values() if p.ppid == me and p.ident not in self.baseline}
        found |= _with_descendants(procs, adopted)
        run_marker = f"{ENV_TOKEN}={self.run_token}.".encode()
        for proc in procs.values():
            if proc.pid != me and proc.alive and proc.ident not in self.baseline and _carries_prefix(proc.pid, run_marker):
                found.add(proc.pid)
        found.discard(me)
        return found

    def sweep(self) -> None:
        """Kill every process of the run that is still there, and reap the adopted ones."""
        with self.lock:
            self.closed = True
            roots = {e.pid for e in self.engines}
        killed = kill_rounds(self._leftovers)
        reap(killed, keep=roots)


def _carries_prefix(pid: int, prefix: bytes) -> bool:
    """Whether the process's environment holds an entry that starts with ``prefix``."""
    return any(entry.startswith(prefix) for entry in _environ(pid))


def kill_engine(engine: EngineProcess) -> set[tuple[int, int]]:
    """Kill the engine and everything that belongs to it (safe from any thread)."""
    killed = kill_rounds(engine.members)
    if not killed and snapshot() is None:  # no /proc: the process group is all there is to go on
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(engine.pid, signal.SIGKILL)
    reap(killed, keep={engine.pid})
    return killed


_passive = Containment()
_current: Containment | None = None


def current() -> Containment:
    """The containment of the running command, or a passive one (no subreaper, no sweep) for
    engines used through the Python API."""
    return _current or _passive


@contextlib.contextmanager
def containment() -> Iterator[Containment]:
    """For the length of a command: the harness is a child subreaper (Linux), and at the end
    every process of the run that is left is killed."""
    global _current
    outer = _current
    if outer is not None:  # nested (a command inside a command): the outer one sweeps
        yield outer
        return
    was = _subreaper()
    made = was is not None and _prctl(PR_SET_CHILD_SUBREAPER, 1) == 0
    procs = snapshot() or {}
    me = os.getpid()
    run = Containment(active=made, baseline={p.ident for p in procs.values() if p.pid != me})
    _current = run
    try:
        yield run
    finally:
        try:
            run.sweep()
        finally:
            _current = None
            if made and not was:
                _prctl(PR_SET_CHILD_SUBREAPER, 0)
