"""The tool's files: targets (``targets.yaml``), the equivalent-mutant list (``equivalent.yaml``),
the results (``results/<rule set>.json``), and the README figure made from them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from tools.mutation import TOOL_VERSION
from tools.mutation.execute import ERROR, KILLED, SURVIVED, TIMEOUT, Outcome

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
TARGETS = HERE / "targets.yaml"
EQUIVALENT = HERE / "equivalent.yaml"
RESULTS = HERE / "results"
README = REPO / "README.md"


class ToolInputError(Exception):
    """Bad input for the tool (a file, an option): the CLI prints it and exits with 2."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")


# -- targets -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    ruleset: str
    modules: tuple[str, ...]  # globs relative to the repository root
    min_kill: float
    uncompared_calls: tuple[str, ...] = ()
    # "<dotted module>:<name>": declarations that are test oracles or suite metadata, not engine
    # behaviour (a function by its qualname, a module-level NAME, or NAME.keyword of its call)
    not_mutated: tuple[str, ...] = ()

    def not_mutated_in(self, module: str) -> frozenset[str]:
        """The names ``not_mutated`` lists for one module."""
        return frozenset(entry.split(":", 1)[1] for entry in self.not_mutated if entry.split(":", 1)[0] == module)

    def files(self, root: Path = REPO) -> list[Path]:
        found: dict[Path, None] = {}
        for pattern in self.modules:
            matches = sorted(p for p in root.glob(pattern) if p.is_file() and p.suffix == ".py")
            if not matches:
                raise ToolInputError(f"targets.yaml: {self.ruleset}", f"{pattern!r} matches no Python file")
            found.update(dict.fromkeys(matches))
        return list(found)


def _yaml(path: Path) -> object:
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ToolInputError(str(path), f"cannot read: {exc.strerror}") from None
    except yaml.YAMLError as exc:
        raise ToolInputError(str(path), f"not valid YAML: {exc}") from None


_NOT_MUTATED = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$")


def load_targets(path: Path = TARGETS) -> dict[str, Target]:
    data = _yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get("rulesets"), dict) or not data["rulesets"]:
        raise ToolInputError(str(path), "expected a mapping 'rulesets' of rule set name to its targets")
    targets = {}
    for name, entry in data["rulesets"].items():
        where = f"{path} [rulesets.{name}]"
        if not isinstance(entry, dict) or set(entry) - {"modules", "min_kill", "uncompared_calls", "not_mutated"}:
            raise ToolInputError(where, "expected keys modules, min_kill and (optional) uncompared_calls, not_mutated")
        modules, min_kill = entry.get("modules"), entry.get("min_kill")
        if not isinstance(modules, list) or not modules or not all(isinstance(m, str) for m in modules):
            raise ToolInputError(where, "modules must be a non-empty list of globs")
        if isinstance(min_kill, bool) or not isinstance(min_kill, (int, float)) or not 0 < min_kill <= 1:
            raise ToolInputError(where, "min_kill must be a number in (0, 1]")
        calls = entry.get("uncompared_calls", [])
        if not isinstance(calls, list) or not all(isinstance(c, str) for c in calls):
            raise ToolInputError(where, "uncompared_calls must be a list of call names")
        skipped = entry.get("not_mutated", [])
        if not isinstance(skipped, list) or not all(isinstance(n, str) and _NOT_MUTATED.match(n) for n in skipped):
            raise ToolInputError(where, "not_mutated must be a list of '<dotted module>:<name>' (a function, "
                                        "a module-level name, or NAME.keyword)")
        if len(set(skipped)) != len(skipped):
            raise ToolInputError(where, "not_mutated lists a name twice")
        targets[name] = Target(name, tuple(modules), float(min_kill), tuple(calls), tuple(skipped))
    return targets


def load_equivalent(path: Path = EQUIVALENT) -> dict[str, str]:
    """Mutant id → the reason why no input can tell the mutant from the original."""
    data = _yaml(path)
    entries = data.get("equivalent") if isinstance(data, dict) else None
    if entries is None:
        entries = []
    if not isinstance(entries, list):
        raise ToolInputError(str(path), "expected a list 'equivalent' of {id, reason}")
    out: dict[str, str] = {}
    for i, entry in enumerate(entries):
        where = f"{path} [equivalent[{i}]]"
        if not isinstance(entry, dict) or set(entry) != {"id", "reason"}:
            raise ToolInputError(where, "each entry has exactly the keys id and reason")
        if not isinstance(entry["id"], str) or not isinstance(entry["reason"], str) or not entry["reason"].strip():
            raise ToolInputError(where, "id and reason are non-empty strings")
        if entry["id"] in out:
            raise ToolInputError(where, f"{entry['id']} is listed twice")
        out[entry["id"]] = entry["reason"].strip()
    return out


# -- results -------------------------------------------------------------------------------------


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True, timeout=20, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip()


def provenance(paths: Iterable[Path]) -> dict:
    """The commit, and whether the mutated modules or the vectors differ from it."""
    relative = [str(p.relative_to(REPO)) if p.is_relative_to(REPO) else str(p) for p in paths]
    status = _git("status", "--porcelain", "--", *relative, "vectors")
    return {"commit": _git("rev-parse", "HEAD"), "uncommitted_changes": bool(status) if status is not None else None}


def kill_rate(counts: Mapping[str, int]) -> float | None:
    """Killed (timeouts included) over the mutants not judged equivalent; errors count as not killed."""
    judged = counts["total"] - counts["equivalent"]
    return (counts["killed"] + counts["timed_out"]) / judged if judged else None


def summarize(outcomes: Sequence[Outcome], equivalent: Mapping[str, str], modules: Iterable[str]) -> dict:
    """Counts, the kill rate and every mutant that was not killed."""
    counts = Counter(total=len(outcomes), killed=0, timed_out=0, survived=0, equivalent=0, errors=0)
    survivors, judged_equivalent, errors, timeouts, listed_but_killed = [], [], [], [], []
    by_operator: dict[str, Counter] = defaultdict(Counter)
    by_module: dict[str, Counter] = defaultdict(Counter)
    generated = set()
    for outcome in outcomes:
        mutant = outcome.mutant
        generated.add(mutant.id)
        status = outcome.status
        if status == SURVIVED and mutant.id in equivalent:
            status = "equivalent"
        elif status in (KILLED, TIMEOUT) and mutant.id in equivalent:
            listed_but_killed.append({"id": mutant.id, "check": outcome.check, "how": outcome.how})
        key = {KILLED: "killed", TIMEOUT: "timed_out", SURVIVED: "survived", ERROR: "errors"}.get(status, status)
        counts[key] += 1
        by_operator[mutant.operator][key] += 1
        by_module[mutant.module][key] += 1
        if status == SURVIVED:
            survivors.append(mutant.to_json())
        elif status == "equivalent":
            judged_equivalent.append({**mutant.to_json(), "reason": equivalent[mutant.id]})
        elif status == ERROR:
            errors.append({**mutant.to_json(), "how": outcome.how, "detail": outcome.detail})
        elif status == TIMEOUT:
            timeouts.append({"id": mutant.id, "check": outcome.check, "how": outcome.how})
    modules = set(modules)
    stale = sorted(i for i in equivalent if i.split(":", 1)[0] in modules and i not in generated)
    return {
        "counts": dict(counts),
        "kill_rate": kill_rate(counts),
        "by_operator": {k: dict(v) for k, v in sorted(by_operator.items())},
        "by_module": {k: dict(v) for k, v in sorted(by_module.items())},
        "survivors": survivors,
        "equivalent": judged_equivalent,
        "errors": errors,
        "timeouts": timeouts,
        "equivalent_but_killed": listed_but_killed,
        "equivalent_stale": stale,
    }


def results_document(ruleset: str, summary: dict, meta: dict) -> dict:
    return {"tool": "tools.mutation", "version": TOOL_VERSION, "ruleset": ruleset, **meta, **summary}


def write_atomically(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder and a rename: a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)  # mkstemp makes the file private; a results file is not
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def dump(document: dict) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


_REQUIRED = ("tool", "version", "ruleset", "counts", "kill_rate", "survivors")


def read_results(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ToolInputError(str(path), f"cannot read: {exc.strerror} (run `python -m tools.mutation run` first)") from None
    except ValueError as exc:
        raise ToolInputError(str(path), f"not valid JSON: {exc}") from None
    missing = [k for k in _REQUIRED if not isinstance(data, dict) or k not in data]
    if missing or data.get("tool") != "tools.mutation":
        raise ToolInputError(str(path), f"not a results file of this tool (missing {', '.join(missing) or 'tool'})")
    return data


def committed_results() -> list[str]:
    """The rule sets with a full run in ``results/`` (``<rule set>.json``, not the partial ones)."""
    return sorted(p.stem for p in RESULTS.glob("*.json") if not p.stem.endswith(".partial"))


def results_path(ruleset: str, partial: bool) -> Path:
    """``results/<rule set>.json`` for a full run; a run restricted by ``--module`` goes to
    ``<rule set>.partial.json`` (ignored by git), never over the full results."""
    return RESULTS / f"{ruleset}{'.partial' if partial else ''}.json"


# -- showing -------------------------------------------------------------------------------------


def percent(rate: float | None) -> str:
    return "n/a" if rate is None else f"{rate * 100:.1f}%"


def headline(data: dict) -> str:
    c = data["counts"]
    scope = f" (only {', '.join(data['module_filter'])})" if data.get("module_filter") else ""
    return (
        f"{data['ruleset']}{scope}: {c['total']} mutants, kill rate {percent(data['kill_rate'])} of the non-equivalent "
        f"(target {percent(data.get('min_kill'))}): {c['killed']} killed, {c['timed_out']} timed out, "
        f"{c['survived']} survived, {c['equivalent']} equivalent, {c['errors']} errors"
    )


def show(data: dict) -> str:
    """The survivors grouped by module and function."""
    lines = [headline(data)]
    groups: dict[str, dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for survivor in data["survivors"]:
        groups[survivor["module"]][survivor["function"]].append(survivor)
    for module in sorted(groups):
        lines.append("")
        lines.append(f"{module} ({sum(len(v) for v in groups[module].values())})")
        for function, survivors in sorted(groups[module].items(), key=lambda kv: min(s["line"] for s in kv[1])):
            lines.append(f"  {function} ({len(survivors)})")
            for s in sorted(survivors, key=lambda s: (s["line"], s["column"])):
                lines.append(f"    line {s['line']}: {s['operator']} {s['variant']}")
                lines.append(f"      - {s['original']}")
                lines.append(f"      + {s['mutated']}")
                lines.append(f"      id {s['id']}")
    for key, label in (("errors", "errors (not counted as killed)"), ("equivalent_but_killed", "listed as equivalent but killed"),
                       ("equivalent_stale", "listed as equivalent but no longer generated")):
        if data.get(key):
            lines.append("")
            lines.append(f"{label}:")
            lines.extend(f"  {e if isinstance(e, str) else e['id']}" for e in data[key])
    return "\n".join(lines)


# -- the README figure -------------------------------------------------------------------------

_FIGURE = re.compile(r"<!-- mutation:(?P<ruleset>[a-z0-9_]+) -->(?P<text>.*?)<!-- /mutation -->", re.DOTALL)


def figure(data: dict) -> str:
    """The sentence the README quotes for one rule set, made from its results file."""
    c = data["counts"]
    judged = c["total"] - c["equivalent"]
    killed = c["killed"] + c["timed_out"]
    low, high = wilson_interval(killed, judged)
    return (
        f"kill rate **{percent(data['kill_rate'])}** ({killed} of {judged} non-equivalent mutants, 95% interval "
        f"{percent(low)}–{percent(high)}; {c['equivalent']} more judged equivalent; target {percent(data.get('min_kill'))}; "
        f"`{_command(data)}` at commit `{(data.get('commit') or 'unknown')[:10]}`{_recounted(data)})"
    )


def wilson_interval(killed: int, judged: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a kill rate: how far the rate of the mutants we made may
    lie from the rate of all the mutants such operators could make (a binomial proportion; the
    Wilson interval stays inside [0, 1] and is sound at rates near 100%, where the normal
    approximation is not)."""
    if judged == 0:
        return 0.0, 1.0
    p = killed / judged
    denominator = 1 + z * z / judged
    centre = (p + z * z / (2 * judged)) / denominator
    half = z * ((p * (1 - p) / judged + z * z / (4 * judged * judged)) ** 0.5) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def _command(data: dict) -> str:
    """The full run's command without its output file and job count (what a reader re-runs); for
    a recount, the command of the full run it recounts."""
    runs = [r for r in data.get("recounted_from") or [] if "--module" not in (r.get("command") or "")]
    words = ((runs[0] if runs else data).get("command") or "python -m tools.mutation run").split()
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word in ("--out", "--jobs"):
            skip = True
            continue
        kept.append(word)
    return " ".join(kept)


def _recounted(data: dict) -> str:
    """For a recounted results file: the full run its outcomes come from."""
    runs = [r for r in data.get("recounted_from") or [] if "--module" not in (r.get("command") or "")]
    return f", recounted from the full run at `{(runs[0].get('commit') or 'unknown')[:10]}`" if runs else ""


def readme_figures(text: str) -> dict[str, str]:
    """Rule set → the figure text between its markers in the README."""
    return {m["ruleset"]: m["text"] for m in _FIGURE.finditer(text)}


def update_readme(text: str, documents: Mapping[str, dict]) -> str:
    """The README with every figure rewritten from ``documents`` (rule set → results)."""

    def replace(match: re.Match) -> str:
        data = documents.get(match["ruleset"])
        if data is None:
            raise ToolInputError("README.md", f"a figure names {match['ruleset']!r}, which has no results file")
        return f"<!-- mutation:{match['ruleset']} -->{figure(data)}<!-- /mutation -->"

    return _FIGURE.sub(replace, text)
