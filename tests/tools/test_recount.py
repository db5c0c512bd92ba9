"""``python -m tools.mutation recount``: the outcomes of a full run, with the modules run again
since taken from those module runs (tools/mutation/recount.py)."""

from __future__ import annotations

import pytest

from tools.mutation import recount as recount_module
from tools.mutation.generate import generate
from tools.mutation.recount import recount
from tools.mutation.results import ToolInputError

SOURCE = {
    "pkg.a": "def f(x):\n    return x + 1\n",
    "pkg.b": "def g(y):\n    return y * 2\n",
}
FILES = {module: f"{module.replace('.', '/')}.py" for module in SOURCE}


@pytest.fixture
def mutants(monkeypatch):
    by_file = {FILES[m]: s for m, s in SOURCE.items()}
    monkeypatch.setattr(recount_module, "_at_commit", lambda commit, path: by_file[path])
    monkeypatch.setattr(recount_module, "_old_settings", lambda full: ((), {}))
    return {module: generate(SOURCE[module], module, FILES[module]) for module in SOURCE}


def _full(mutants, survivors):
    total = sum(len(m) for m in mutants.values())
    return {"commit": "c0ffee", "uncommitted_changes": False, "module_filter": None,
            "counts": {"total": total}, "survivors": [{"id": i} for i in survivors]}


def _partial(mutants, module, survivors):
    return {"by_module": {module: {"killed": len(mutants[module]) - len(survivors), "survived": len(survivors)}},
            "survivors": [{"id": i} for i in survivors]}


def test_a_survivor_the_module_run_no_longer_lists_counts_as_killed(mutants):
    a0, b0 = mutants["pkg.a"][0].id, mutants["pkg.b"][0].id
    everything = [m for ms in mutants.values() for m in ms]
    summary = recount(_full(mutants, [a0, b0]), [_partial(mutants, "pkg.a", [])], everything, FILES, {})
    assert summary["counts"]["survived"] == 1
    assert [s["id"] for s in summary["survivors"]] == [b0]  # pkg.b was not run again: its survivor stays


def test_a_survivor_the_module_run_still_lists_stays_and_one_it_adds_is_counted(mutants):
    a0, a1 = mutants["pkg.a"][0].id, mutants["pkg.a"][1].id
    everything = [m for ms in mutants.values() for m in ms]
    summary = recount(_full(mutants, [a0]), [_partial(mutants, "pkg.a", [a0, a1])], everything, FILES, {})
    assert sorted(s["id"] for s in summary["survivors"]) == sorted([a0, a1])


def test_a_module_run_of_other_mutants_than_the_module_has_now_is_refused(mutants):
    everything = [m for ms in mutants.values() for m in ms]
    partial = _partial(mutants, "pkg.a", [])
    partial["by_module"]["pkg.a"]["killed"] += 1
    with pytest.raises(ToolInputError, match="run it again with --module"):
        recount(_full(mutants, []), [partial], everything, FILES, {})


def test_a_full_run_with_uncommitted_changes_cannot_be_recounted(mutants):
    everything = [m for ms in mutants.values() for m in ms]
    full = {**_full(mutants, []), "uncommitted_changes": True}
    with pytest.raises(ToolInputError, match="uncommitted changes"):
        recount(full, [], everything, FILES, {})
