"""``recount``: a rule set's results re-derived without running every mutant again.

After a change that only *removes* mutants (a ``not_mutated`` entry, a new ``uncompared_calls``
name), changes the equivalent list, or touches a few modules that were run again with
``--module``, the figures follow from what is already measured:

- each current mutant of a module *not* run again must be one the full run generated: its
  outcome is the listed one (survived, timed out, error) or, when the full run lists it nowhere,
  killed.  The full run's mutants are regenerated from the sources and ``targets.yaml`` at its
  commit, and their number must equal the run's total, so "listed nowhere" means "killed";
- the mutants of a module run again come from that partial run, which must have run exactly the
  module's current mutants;
- ``equivalent.yaml`` is applied afresh.

Anything else (a module edited but not run again, a full run made with uncommitted changes) is an
error that asks for the run it needs: the recount never guesses an outcome.
"""

from __future__ import annotations

import subprocess
from collections.abc import Mapping, Sequence

import yaml

from tools.mutation.execute import ERROR, KILLED, SURVIVED, TIMEOUT, Outcome
from tools.mutation.generate import Mutant, generate
from tools.mutation.results import REPO, ToolInputError, summarize


def _at_commit(commit: str, path: str) -> str:
    try:
        done = subprocess.run(["git", "-C", str(REPO), "show", f"{commit}:{path}"], capture_output=True, text=True,
                              timeout=20, check=True)
    except (OSError, subprocess.SubprocessError):
        raise ToolInputError("recount", f"cannot read {path} at the full run's commit {commit[:10]}: run the rule set in full") from None
    return done.stdout


def _old_settings(full: dict) -> tuple[tuple[str, ...], dict[str, frozenset[str]]]:
    """The ``uncompared_calls`` and ``not_mutated`` (per module) the results were made with: as
    the results file records them, else as ``targets.yaml`` was at its commit."""
    entry = full.get("targets")
    if entry is None:
        targets = yaml.safe_load(_at_commit(full["commit"], "tools/mutation/targets.yaml")) or {}
        entry = targets.get("rulesets", {}).get(full["ruleset"], {})
    skipped: dict[str, set[str]] = {}
    for name in entry.get("not_mutated", []):
        module, _, declared = name.partition(":")
        skipped.setdefault(module, set()).add(declared)
    return tuple(entry.get("uncompared_calls", [])), {m: frozenset(n) for m, n in skipped.items()}


def _listed(document: dict) -> dict[str, Outcome]:
    """Mutant id → the outcome a results file lists for it (every id it does not list was killed)."""
    out: dict[str, Outcome] = {}
    for item in document.get("survivors", []) + document.get("equivalent", []):
        out[item["id"]] = Outcome(None, SURVIVED)  # type: ignore[arg-type]
    for item in document.get("equivalent_but_killed", []):
        # listed as equivalent then, yet a vector killed it: once the entry is gone it is killed
        out.pop(item["id"] if isinstance(item, dict) else item, None)
    for item in document.get("timeouts", []):
        out[item["id"]] = Outcome(None, TIMEOUT, item.get("check"), item.get("how"))  # type: ignore[arg-type]
    for item in document.get("errors", []):
        out[item["id"]] = Outcome(None, ERROR, None, item.get("how"), item.get("detail", ""))  # type: ignore[arg-type]
    return out


def recount(full: dict, partials: Sequence[dict], mutants: Sequence[Mutant], files: Mapping[str, str],
            equivalent: Mapping[str, str]) -> dict:
    """The summary (as :func:`summarize` makes it) of ``mutants``, the rule set's current mutants,
    from the full run ``full`` and the module runs ``partials``; ``files`` maps each module to
    its path relative to the repository."""
    if full.get("module_filter"):
        raise ToolInputError("recount", "the results file is a partial run: recount needs a full run to start from")
    commit = full.get("commit")
    if not commit or full.get("uncommitted_changes") is not False:
        raise ToolInputError("recount", "the full run has no commit or had uncommitted changes: its mutants cannot be regenerated")
    by_module: dict[str, list[Mutant]] = {}
    for mutant in mutants:
        by_module.setdefault(mutant.module, []).append(mutant)
    rerun: dict[str, dict] = {}
    for partial in partials:
        for module in partial.get("by_module", {}):
            rerun[module] = partial
    for module, partial in rerun.items():
        ran = sum(partial["by_module"][module].values())
        if ran != len(by_module.get(module, [])):
            raise ToolInputError("recount", f"the module run of {module} measured {ran} mutants, the module has "
                                            f"{len(by_module.get(module, []))} now: run it again with --module")
    uncompared, skipped = _old_settings(full)
    old_total = 0
    for module, file in files.items():
        try:
            old = generate(_at_commit(commit, file), module, file, uncompared, skipped.get(module, frozenset()))
        except (SyntaxError, LookupError) as exc:
            raise ToolInputError("recount", f"{file} at {commit[:10]}: {exc}") from None
        old_total += len(old)
        if module in rerun:
            continue
        new_ids = {m.id for m in by_module.get(module, [])} - {m.id for m in old}
        if new_ids:
            raise ToolInputError("recount", f"{module} has mutants the full run did not measure ({sorted(new_ids)[0]}, ...): "
                                            f"run it with --module and pass the results with --partial")
    if old_total != full["counts"]["total"]:
        raise ToolInputError("recount", f"regenerating the full run's mutants gives {old_total}, the run measured "
                                        f"{full['counts']['total']}: run the rule set in full")
    # a module run again replaces the full run's word on it entirely: a mutant the full run lists
    # as surviving and the module run no longer lists was killed by the module run
    listed = {k: v for k, v in _listed(full).items() if k.split(":", 1)[0] not in rerun}
    for module, partial in rerun.items():
        listed.update({k: v for k, v in _listed(partial).items() if k.split(":", 1)[0] == module})
    outcomes = []
    for mutant in mutants:
        known = listed.get(mutant.id, Outcome(mutant, KILLED))
        outcomes.append(Outcome(mutant, known.status, known.check, known.how, known.detail))
    return summarize(outcomes, equivalent, files)
