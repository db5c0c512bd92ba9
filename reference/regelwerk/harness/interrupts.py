"""SIGINT, SIGTERM and SIGHUP while a command runs: end the run promptly, once.

CI cancels a job with ``SIGTERM``; a user presses Ctrl-C (``SIGINT``); closing a terminal sends
``SIGHUP``.  While :func:`handled` is in force (``verify``, ``smoke``, ``merge-reports``), each of
them raises :class:`Interrupted` (a ``KeyboardInterrupt``) in the main thread, so the run stops
at once and cleans up in ``finally`` blocks: the engines are killed, what is complete is written.

Only the *first* signal raises, and only before the run has settled (:func:`settle`: every case
ran, or the run was cut short and is cleaning up).  Later signals are noted and ignored, so a
second Ctrl-C cannot cut the cleanup in half: killing the engines and writing the files take
no longer than that.  A signal the caller had set to be ignored (``nohup``) stays ignored.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class Interrupted(KeyboardInterrupt):
    """The run was interrupted by a signal."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


class Interrupts:
    """The signals a command received, and whether the next one still raises."""

    def __init__(self) -> None:
        self.received: int | None = None  # the first signal
        self.count = 0
        self.armed = True

    @property
    def name(self) -> str:
        return signal.Signals(self.received).name if self.received is not None else ""

    def handle(self, signum: int, frame: FrameType | None) -> None:
        self.count += 1
        if self.received is None:
            self.received = signum
        if self.armed:
            self.armed = False
            raise Interrupted(signum)


_current: Interrupts | None = None


def current() -> Interrupts | None:
    return _current


def settle() -> None:
    """From here on a signal is noted, not raised: the run is complete or already cleaning up."""
    if _current is not None:
        _current.armed = False


@contextlib.contextmanager
def handled() -> Iterator[Interrupts]:
    """Install the handlers for the length of a command (main thread only; elsewhere the
    signals keep their handlers and the returned object never hears of one)."""
    global _current
    interrupts = Interrupts()
    if threading.current_thread() is not threading.main_thread():
        yield interrupts
        return
    previous = {}
    for signum in SIGNALS:
        old = signal.getsignal(signum)
        if old is signal.SIG_IGN:
            continue
        previous[signum] = old
        signal.signal(signum, interrupts.handle)
    outer, _current = _current, interrupts
    try:
        yield interrupts
    finally:
        _current = outer
        for signum, old in previous.items():
            signal.signal(signum, old)
