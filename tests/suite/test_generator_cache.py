"""The generators' cache (regelwerk.suite.generator_cache): a stored result is used only under the
key of the very inputs that made it, and a bad entry is never an error, only a miss."""

from __future__ import annotations

import json

import pytest

from regelwerk.core.canonical import dumps
from regelwerk.suite import combinations, distributions, generator_cache
from regelwerk.suite.fill import fill_ruleset, plan_combinations, plan_distributions

RULESET = "standardaktionen"


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("REGELWERK_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture(scope="module")
def filled():
    return fill_ruleset(RULESET, None)


def counted(monkeypatch, module):
    calls = []
    real = module.generate

    def generate(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "generate", generate)
    return calls


@pytest.mark.parametrize("module, plan", [(combinations, plan_combinations), (distributions, plan_distributions)])
def test_a_second_run_on_the_same_input_gives_the_same_fill_without_generating(module, plan, filled, cache_dir, monkeypatch):
    calls = counted(monkeypatch, module)

    first = plan(RULESET, filled)
    second = plan(RULESET, filled)

    assert len(calls) == 1
    assert second.content() == first.content() and second.content() is not None
    assert second.path == first.path and second.failures == first.failures == []
    if module is combinations:
        assert second.flips == first.flips and first.flips
    assert len(list(cache_dir.glob(f"{module.GENERATOR}-{RULESET}-*.json"))) == 1


def test_other_filled_vectors_are_another_key(filled, cache_dir, monkeypatch):
    calls = counted(monkeypatch, distributions)
    plan_distributions(RULESET, filled)
    changed = fill_ruleset(RULESET, None)
    first = next(iter(changed.files.values()))
    first["vectors"][0]["description"] += " (changed)"

    plan_distributions(RULESET, changed)

    assert len(calls) == 2


def test_a_changed_feature_file_is_another_key(filled, cache_dir, monkeypatch, tmp_path):
    before = generator_cache.key_for("g", RULESET, [])
    monkeypatch.setattr(generator_cache, "features_dir", lambda: tmp_path / "features")
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "a.yaml").write_text("x: 1\n", encoding="utf-8")
    one = generator_cache.key_for("g", RULESET, [])
    (tmp_path / "features" / "a.yaml").write_text("x: 2\n", encoding="utf-8")
    two = generator_cache.key_for("g", RULESET, [])

    assert len({before, one, two}) == 3
    assert generator_cache.key_for("g", RULESET, [{"id": "v"}]) != two
    assert generator_cache.key_for("h", RULESET, []) != two


@pytest.mark.parametrize(
    "entry",
    [
        "not json",
        "[]",
        '{"format": 1, "key": "KEY", "result": {"vectors": []}}',  # fields missing
        '{"format": 99, "key": "KEY", "result": {}}',
        '{"format": 1, "key": "another", "result": {}}',
    ],
)
def test_an_entry_that_is_not_right_is_a_miss_and_is_replaced(entry, filled, cache_dir, monkeypatch):
    made = plan_distributions(RULESET, filled)
    (stored,) = cache_dir.glob("verteilungen-*.json")
    key = json.loads(stored.read_text(encoding="utf-8"))["key"]
    stored.write_text(entry.replace("KEY", key), encoding="utf-8")
    calls = counted(monkeypatch, distributions)

    again = plan_distributions(RULESET, filled)

    assert calls == [1] and again.content() == made.content()
    assert json.loads(stored.read_text(encoding="utf-8"))["key"] == key


def test_a_failing_generation_is_not_stored(cache_dir):
    fill = distributions.DistributionFill(RULESET, cache_dir / "x.json", "1", failures=[("v", "boom")])
    calls = []

    def make():
        calls.append(1)
        return fill

    for _ in range(2):
        generator_cache.remembered(distributions.DistributionFill, RULESET, "k", make, distributions.encode_fill, None)
    assert calls == [1, 1] and not cache_dir.exists()


def test_only_the_newest_entries_of_a_generator_and_rule_set_stay(cache_dir):
    for n in range(generator_cache.KEEP + 3):
        fill = distributions.DistributionFill(RULESET, cache_dir / "x.json", str(n), vectors=[{"id": str(n)}])
        generator_cache.remembered(distributions.DistributionFill, RULESET, f"k{n}", lambda f=fill: f, distributions.encode_fill, None)
    other = distributions.DistributionFill("w40k", cache_dir / "x.json", "1", vectors=[{"id": "w"}])
    generator_cache.remembered(distributions.DistributionFill, "w40k", "kw", lambda: other, distributions.encode_fill, None)

    kept = sorted(p.name for p in cache_dir.glob(f"verteilungen-{RULESET}-*.json"))
    assert len(kept) == generator_cache.KEEP
    assert f"verteilungen-{RULESET}-k{generator_cache.KEEP + 2}.json" in kept
    assert (cache_dir / "verteilungen-w40k-kw.json").exists()


@pytest.mark.parametrize(
    "environment, where",
    [
        ({"REGELWERK_CACHE": "off"}, None),
        ({"REGELWERK_CACHE": "", "CI": "true"}, None),
        ({"REGELWERK_CACHE": "/somewhere", "CI": "true"}, "/somewhere"),
        ({"REGELWERK_CACHE": "", "CI": "", "XDG_CACHE_HOME": "/xdg"}, "/xdg/regelwerk"),
    ],
)
def test_where_the_cache_is_and_when_it_is_off(environment, where, monkeypatch):
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    found = generator_cache.cache_folder()
    assert (None if found is None else str(found)) == where


def test_an_unwritable_cache_is_skipped(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("REGELWERK_CACHE", str(blocker / "cache"))  # a folder below a file: cannot be made
    fill = distributions.DistributionFill(RULESET, tmp_path / "x.json", "1", vectors=[{"id": "v"}])

    got = generator_cache.remembered(distributions.DistributionFill, RULESET, "k", lambda: fill, distributions.encode_fill, None)

    assert got is fill


def test_the_stored_entry_is_canonical_json_of_the_fill(cache_dir):
    fill = distributions.DistributionFill(RULESET, cache_dir / "x.json", "1", vectors=[{"id": "v"}], past_budget=["p"])
    generator_cache.remembered(distributions.DistributionFill, RULESET, "k", lambda: fill, distributions.encode_fill, None)

    text = (cache_dir / f"verteilungen-{RULESET}-k.json").read_text(encoding="utf-8")
    assert text == dumps({"format": generator_cache.FORMAT, "key": "k", "result": distributions.encode_fill(fill)})
    back = distributions.decode_fill(json.loads(text)["result"], fill.path)
    assert back == fill


def _imported(path, name: str) -> set[str]:
    """Every ``regelwerk`` module ``path`` (the module ``name``) imports, anywhere in it (lazy
    imports inside functions too)."""
    import ast

    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found |= {module, *(f"{module}.{alias.name}" for alias in node.names)}
    return {m for m in found if m.startswith("regelwerk.") and _file_of(m) is not None}


def _file_of(module: str):
    from pathlib import Path

    import regelwerk

    path = Path(regelwerk.__file__).parent.joinpath(*module.split(".")[1:])
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.exists():
            return candidate
    return None


def test_nothing_the_fill_or_a_rule_set_imports_lies_outside_the_code_the_key_covers():
    from pathlib import Path

    import regelwerk

    package = Path(regelwerk.__file__).parent
    covered = {p.resolve() for p in generator_cache.generating_files()}
    # the fill, and every module of every rule set (their registry entries name steps, tables,
    # profiles and odds by string: all of them are starting points)
    start = ["regelwerk.suite.fill"] + [
        "regelwerk." + ".".join(p.relative_to(package).with_suffix("").parts).removesuffix(".__init__")
        for p in (package / "rulesets").rglob("*.py")
        if not p.name.startswith("picture")
    ]
    seen: set[str] = set()
    pending = list(start)
    while pending:
        module = pending.pop()
        if module in seen:
            continue
        seen.add(module)
        pending.extend(_imported(_file_of(module), module) - seen)

    outside = sorted(m for m in seen if _file_of(m).resolve() not in covered)
    assert len(seen) > 100 and not outside
    assert not any(p.resolve() in covered for p in (package / "pictures").rglob("*.py"))
