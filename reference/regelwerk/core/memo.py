"""A small memory of values worked out from content (parsed YAML, feature parses, source scans,
step matches): the suite reads the same files again and again within one process.

Keyed by the content itself (a file's text, a step's text), so an edited file is worked out
afresh; nothing is ever stale, only forgotten.  Forgets everything at once when full: no
eviction order to keep, and safe when threads share it (each operation is one dict call).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedMemo(Generic[K, V]):
    """At most ``size`` remembered values by key; full, it starts over empty."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._values: dict[K, V] = {}

    def get(self, key: K) -> V | None:
        return self._values.get(key)

    def put(self, key: K, value: V) -> None:
        if len(self._values) >= self._size:
            self._values.clear()
        self._values[key] = value
