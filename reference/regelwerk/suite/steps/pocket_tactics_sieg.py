"""Pocket-Tactics steps for victory, passing and stalling (registered on the Pocket-Tactics library)."""

from __future__ import annotations

from regelwerk.suite.steps.pocket_tactics import STEPS  # noqa: F401
