"""The collector settings of the CLI and the test session (``core/gc_tuning.py``)."""

from __future__ import annotations

import gc

import pytest

from regelwerk.core.gc_tuning import OLDER_THRESHOLDS, YOUNG_THRESHOLD, collect_less_often


@pytest.fixture
def thresholds():
    """Restore the session's thresholds after the test."""
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


def test_the_thresholds_rise_and_the_collector_stays_on(thresholds):
    gc.set_threshold(700, 10, 10)  # CPython's defaults
    collect_less_often()
    assert gc.get_threshold() == (YOUNG_THRESHOLD, *OLDER_THRESHOLDS)
    assert YOUNG_THRESHOLD > 700 and all(t > 10 for t in OLDER_THRESHOLDS)
    assert gc.isenabled()


def test_a_higher_threshold_set_by_the_caller_is_kept(thresholds):
    gc.set_threshold(YOUNG_THRESHOLD * 2, 5, OLDER_THRESHOLDS[1] * 3)
    collect_less_often()
    assert gc.get_threshold() == (YOUNG_THRESHOLD * 2, OLDER_THRESHOLDS[0], OLDER_THRESHOLDS[1] * 3)


def test_the_command_line_sets_them(thresholds, capsys):
    from regelwerk.cli import main

    gc.set_threshold(700, 10, 10)
    assert main(["--version"]) == 0
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD
