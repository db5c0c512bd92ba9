"""Garbage-collector settings for processes that hold the suite's data.

The suite's data are large trees of JSON values (some 20 MB of vector files, the parsed
features, every built case), made of many small dicts and lists that form no cycles.  CPython's
generational collector starts a collection every 700 container allocations and, as objects
survive, rescans the long-lived ones again and again: loading every vector file in a process
that already holds much took six to eight times as long as loading it alone
(``benchmarks/RESULTS.md``), and a full ``regelwerk check`` spent a fifth of its time in the
collector.  Collecting less often keeps the collector (cycles are still freed, a little later)
and costs no measurable memory, since the data are not garbage.
"""

from __future__ import annotations

import gc

# Container allocations between collections of the youngest generation (CPython's default is
# 700), and how many of those before the older generations are looked at (10 and 10).
YOUNG_THRESHOLD = 50_000
OLDER_THRESHOLDS = (20, 100)


def collect_less_often() -> None:
    """Raise the collector's thresholds for a process that builds the suite's data: the CLI
    (``regelwerk.cli.main``) and the test session (``tests/conftest.py``).  Never lowers a
    threshold set higher by the caller, and never switches the collector off."""
    current = gc.get_threshold()
    wanted = (YOUNG_THRESHOLD, *OLDER_THRESHOLDS)
    gc.set_threshold(*(max(have, want) for have, want in zip(current, wanted, strict=True)))
