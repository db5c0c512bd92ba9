"""Pocket-Tactics steps for advantage and rerolls (registered on the Pocket-Tactics library)."""

from __future__ import annotations

from regelwerk.suite.steps.pocket_tactics import STEPS  # noqa: F401
