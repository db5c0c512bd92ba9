"""The mutation tool (``tools/mutation``): mutants generated as documented, killed mutants killed,
survivors reported, stable ids, no results from an interrupted run, the equivalent list applied,
and a README figure that matches the committed results.

The runs use a tiny fake package and a fake kill test, so they take a second or two; one test
runs a single real mutant against one real vector file.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from tools.mutation import cli
from tools.mutation.execute import Interrupted
from tools.mutation.generate import generate
from tools.mutation.install import dependents, import_graph, module_files
from tools.mutation.killtest import Verdict
from tools.mutation.results import (
    README,
    RESULTS,
    Target,
    ToolInputError,
    load_equivalent,
    load_targets,
    read_results,
    readme_figures,
    update_readme,
    wilson_interval,
)

REPO = Path(__file__).resolve().parents[2]


def mutations_of(body: str, **options) -> set[tuple[str, str, str]]:
    source = "def f(a, b, c):\n" + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ") + "\n"
    return {(m.operator, m.variant, m.mutated) for m in generate(source, "m", "m.py", **options)}


# -- generation ------------------------------------------------------------------------------------

RETURN_NONE = ("stmt", "return>None", "return None")


@pytest.mark.parametrize(
    "body, expected",
    [
        ("return a < b", {("cmp", "Lt>LtE", "return a <= b"), ("cmp", "Lt>Gt", "return a > b"), RETURN_NONE}),
        ("return a >= b", {("cmp", "GtE>Gt", "return a > b"), ("cmp", "GtE>LtE", "return a <= b"), RETURN_NONE}),
        ("return a < 0", {("cmp", "Lt>LtE", "return a <= 0"), ("cmp", "Lt>Gt", "return a > 0"), ("cmp", "neg@0", "return -a < 0"),
                          ("const", "+1", "return a < 1"), ("const", "-1", "return a < -1"), RETURN_NONE}),
        ("return a == 2", {("cmp", "Eq>NotEq", "return a != 2"), ("cmp", "neg@1", "return a == -2"),
                           ("const", "+1", "return a == 3"), ("const", "-1", "return a == 1"), RETURN_NONE}),
        ("return a == 0", {("cmp", "Eq>NotEq", "return a != 0"), ("const", "+1", "return a == 1"), ("const", "-1", "return a == -1"), RETURN_NONE}),
        ("return 0.5 <= a", {("cmp", "LtE>Lt", "return 0.5 < a"), ("cmp", "LtE>GtE", "return 0.5 >= a"), ("cmp", "neg@1", "return 0.5 <= -a"),
                             ("const", "+1", "return 1.5 <= a"), ("const", "-1", "return -0.5 <= a"), RETURN_NONE}),
        ("return a != b", {("cmp", "NotEq>Eq", "return a == b"), RETURN_NONE}),
        ("return a in b", {("cmp", "In>NotIn", "return a not in b"), RETURN_NONE}),
        ("return a is not b", {("cmp", "IsNot>Is", "return a is b"), RETURN_NONE}),
        ("return a < b < c", {("cmp", "Lt>LtE", "return a <= b < c"), ("cmp", "Lt>LtE@1", "return a < b <= c"),
                              ("cmp", "Lt>Gt", "return a > b < c"), ("cmp", "Lt>Gt@1", "return a < b > c"), RETURN_NONE}),
        ("return a + b * c", {("arith", "Add>Sub", "return a - b * c"), ("arith", "Mult>FloorDiv", "return a + b // c"), RETURN_NONE}),
        ("return a | b", {("arith", "BitOr>BitAnd", "return a & b"), RETURN_NONE}),
        ("return -a", {("arith", "USub>drop", "return a"), RETURN_NONE}),
        ("return a and not b", {("bool", "And>Or", "return a or not b"), ("bool", "not>drop", "return a and b"), RETURN_NONE}),
        ("return 0", {("const", "+1", "return 1"), ("const", "-1", "return -1"), RETURN_NONE}),
        ("return True", {("const", "True>False", "return False"), RETURN_NONE}),
        ("return 'PT.UNIT.NOT_OWN'", {("str", "id", "return 'PT.UNIT.NOT_OWN~'"), RETURN_NONE}),
        ("return 'a message with words'", {RETURN_NONE}),
        ("return f'{a} is wrong'", {RETURN_NONE}),
        ("return '$.state.units'", {RETURN_NONE}),
        ("return (None, a)", {("const", "None>0", "return (0, a)"), RETURN_NONE}),
        ("return a is None", {("cmp", "Is>IsNot", "return a is not None"), RETURN_NONE}),
        ("return None", set()),
        ("return a if b else c", {("cond", "True", "return a if True else c"), ("cond", "False", "return a if False else c"), RETURN_NONE}),
        ("return [x for x in a if x]", {("cond", "True", "return [x for x in a if True]"), ("cond", "False", "return [x for x in a if False]"), RETURN_NONE}),
        ("return min(a) + max(b)", {("call", "min>max", "return max(a) + max(b)"), ("call", "max>min", "return min(a) + min(b)"),
                                    ("arith", "Add>Sub", "return min(a) - max(b)"), RETURN_NONE}),
        ("return any(a)", {("call", "any>all", "return all(a)"), RETURN_NONE}),
        ("return sorted(a)", {("call", "sorted>reverse", "return sorted(a, reverse=True)"), RETURN_NONE}),
        ("return sorted(a, reverse=b)", {("call", "sorted>reverse", "return sorted(a, reverse=not b)"), RETURN_NONE}),
        ("return a[:b]", {("index", "+1", "return a[:b + 1]"), ("index", "-1", "return a[:b - 1]"), ("index", "drop-upper", "return a[:]"),
                          ("index", "other-side", "return a[b:]"), RETURN_NONE}),
        ("return a[1:b]", {("const", "+1", "return a[2:b]"), ("const", "-1", "return a[0:b]"), ("index", "drop-lower", "return a[:b]"),
                           ("index", "drop-upper", "return a[1:]"), ("index", "+1", "return a[1:b + 1]"), ("index", "-1", "return a[1:b - 1]"), RETURN_NONE}),
        ("return min(a, key=b)", {("call", "min>max", "return max(a, key=b)"), ("call", "drop:key", "return min(a)"),
                                  ("call", "min>ties-reversed", "return min(list(a)[::-1], key=b)"), RETURN_NONE}),
        ("return sorted(a, key=b)", {("call", "sorted>reverse", "return sorted(a, key=b, reverse=True)"), ("call", "drop:key", "return sorted(a)"),
                                     ("call", "sorted>ties-reversed", "return sorted(list(a)[::-1], key=b)"), RETURN_NONE}),
        ("return min(a, key=lambda m: (m.hp, m.id))", {("call", "min>max", "return max(a, key=lambda m: (m.hp, m.id))"),
                                                     ("call", "drop:key", "return min(a)"), RETURN_NONE}),  # unique ids: no ties
        ("return replace(a, b=c)", {("call", "drop:b", "return replace(a)"), RETURN_NONE}),
        ("return f(a, flag=True)", {("call", "drop:flag", "return f(a)"), ("const", "True>False", "return f(a, flag=False)"), RETURN_NONE}),
        ("raise E()", {("stmt", "raise>pass", "pass")}),
        ("yield a", {("stmt", "yield>pass", "pass")}),
        ("@dataclass(order=True)\nclass C:\n    pass", {("const", "True>False", "@dataclass(order=False)")}),  # no keyword drops in decorators
        ("raise ValueError(f'{a} is not {1}')", {("stmt", "raise>pass", "pass")}),  # the message is never mutated
        ("if a:\n    raise E()", {("cond", "True", "if True:"), ("cond", "False", "if False:")}),  # deleting the raise is `if False`
        ("if a:\n    b()\n    raise E()", {("cond", "True", "if True:"), ("cond", "False", "if False:"), ("stmt", "call>pass", "pass"),
                                            ("stmt", "raise>pass", "pass")}),
        ("if a:\n    return b\nreturn c", {("cond", "True", "if True:"), ("cond", "False", "if False:"), RETURN_NONE, RETURN_NONE}),
        ("if a:\n    b()\n    return\nc()", {("cond", "True", "if True:"), ("cond", "False", "if False:"), ("stmt", "call>pass", "pass"),
                                             ("stmt", "return>pass", "pass")}),
        ("if a:\n    return b\nelse:\n    return c", {("cond", "True", "if True:"), ("cond", "False", "if False:"), RETURN_NONE,
                                                      ("stmt", "return>pass", "pass")}),
        ("return a[len(b)]", {("index", "+1", "return a[len(b) + 1]"), ("index", "-1", "return a[len(b) - 1]"), RETURN_NONE}),
        ("return a[b]", {RETURN_NONE}),  # a bare name as an index is mostly a dict key
        ("a.append(b)", {("stmt", "call>pass", "pass")}),
        ("a = b", {("stmt", "assign>pass", "pass")}),
        ("a += 1", {("arith", "Add>Sub", "a -= 1"), ("const", "+1", "a += 2"), ("const", "-1", "a += 0"), ("stmt", "assign>pass", "pass")}),
        ("if a:\n    pass", {("cond", "True", "if True:"), ("cond", "False", "if False:")}),
        ("while a:\n    pass", {("cond", "False", "while False:")}),
        ("for x in a:\n    break", {("loop", "break>continue", "continue"), ("stmt", "break>pass", "pass")}),
        ("for x in a:\n    continue", {("loop", "continue>break", "break"), ("stmt", "continue>pass", "pass")}),
        ("for x in a:\n    if x:\n        continue", {("cond", "True", "if True:"), ("cond", "False", "if False:"), ("loop", "continue>break", "break")}),
    ],
)
def test_each_operator_makes_the_documented_mutants(body, expected):
    assert mutations_of(body) == expected


@pytest.mark.parametrize(
    "source",
    [
        '"""A module docstring."""\n',
        'def f():\n    """A docstring."""\n',
        "def f(a: int) -> dict[str, int]:\n    pass\n",  # annotations
        "x: list[int]\n",
        "import logging\ndef f(a):\n    logging.info('PT.CODE', a)\n    print(a)\n",
        "def f(a):\n    assert a == 1\n",
        "class C:\n    def __repr__(self):\n        return 'C' + str(1)\n",
        "__all__ = ['f', 'g']\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    x = 1\n",
    ],
)
def test_docstrings_annotations_logging_asserts_repr_and_messages_are_never_mutated(source):
    assert generate(source, "m", "m.py") == []


def test_module_level_statements_are_not_deleted_but_their_values_are_mutated():
    assert {(m.operator, m.variant) for m in generate("LIMIT = 3\n", "m", "m.py")} == {("const", "+1"), ("const", "-1")}


def test_strings_in_calls_listed_as_never_compared_are_left_alone_but_everything_else_is_mutated():
    body = "raise Bad('PT.STATE.X', 'message', '$.state')\nreturn Other('PT.X', a < 1)"
    without = mutations_of(body, uncompared_calls=["Bad"])
    assert ("str", "id", "return Other('PT.X~', a < 1)") in without
    assert not any("PT.STATE.X~" in mutated for _, _, mutated in without)
    assert any("PT.STATE.X~" in mutated for _, _, mutated in mutations_of(body))


NOT_MUTATED_SOURCE = """\
ACTING = ("moved", "faced")
RULESET = RuleSet(name="x", step_library="pkg.steps:STEPS", limit=3)


def invariants(before, after):
    return [e for e in after if e not in ACTING and before < 1]


def apply(a):
    return a + 1
"""


def test_declarations_named_not_mutated_are_skipped_whole_and_the_rest_is_mutated():
    skipped = ["invariants", "ACTING", "RULESET.step_library"]
    mutants = generate(NOT_MUTATED_SOURCE, "m", "m.py", not_mutated=skipped)
    assert {m.qualname for m in mutants} == {"<module>", "apply"}
    mutated = {m.mutated for m in mutants}
    assert 'RULESET = RuleSet(name=\'x~\', step_library="pkg.steps:STEPS", limit=3)' in mutated  # other keywords stay
    assert not any("STEPS~" in line or "moved~" in line for line in mutated)
    variants = {m.variant for m in mutants}
    assert "drop:limit" in variants and "drop:step_library" not in variants  # a named keyword is not dropped either
    everything = generate(NOT_MUTATED_SOURCE, "m", "m.py")
    assert {m.qualname for m in everything} == {"<module>", "invariants", "apply"}
    assert any("STEPS~" in m.mutated for m in everything)


def test_a_not_mutated_name_the_module_does_not_declare_is_an_error():
    with pytest.raises(LookupError, match="not_mutated names nothing_here"):
        generate(NOT_MUTATED_SOURCE, "m", "m.py", not_mutated=["invariants", "nothing_here"])


@pytest.mark.parametrize(
    "not_mutated, message",
    [("invariants", "must be a list"), (["invariants"], "<dotted module>:<name>"), (["m:a", "m:a"], "twice")],
)
def test_not_mutated_in_targets_is_validated(tmp_path, not_mutated, message):
    path = tmp_path / "targets.yaml"
    entry = {"modules": ["x.py"], "min_kill": 0.9, "not_mutated": not_mutated}
    path.write_text(json.dumps({"rulesets": {"x": entry}}))
    with pytest.raises(ToolInputError, match=message):
        load_targets(path)


def test_every_rule_set_leaves_its_invariants_hook_unmutated():
    """The random-play oracle is no engine behaviour a port implements: either its module is no
    target, or not_mutated names it."""
    for name, target in load_targets().items():
        files = {str(p.relative_to(REPO)) for p in target.files()}
        game = f"reference/regelwerk/rulesets/{name}/game.py"
        assert game not in files or f"regelwerk.rulesets.{name}.game:invariants" in target.not_mutated, name


def test_ids_survive_an_unrelated_edit_elsewhere_in_the_module():
    source = (REPO / "reference/regelwerk/core/hexgrid.py").read_text(encoding="utf-8")
    edited = source.replace(
        "def distance(a: Hex, b: Hex) -> int:",
        "def unrelated(x):\n    # a new helper\n    return x * 2 if x > 0 else -x\n\n\ndef distance(a: Hex, b: Hex) -> int:",
    ).replace("    d = b - a\n", "    d = (\n        b - a\n    )  # reformatted\n")
    before = {m.id: m for m in generate(source, "regelwerk.core.hexgrid", "hexgrid.py")}
    after = {m.id: m for m in generate(edited, "regelwerk.core.hexgrid", "hexgrid.py")}
    assert set(before) <= set(after)
    assert {m.qualname for i, m in after.items() if i not in before} == {"unrelated"}
    moved = [i for i in before if before[i].qualname == "distance"]
    assert moved and all(after[i].line == before[i].line + 5 for i in moved)


def test_the_same_node_text_twice_in_one_function_gets_two_ids():
    ids = [m.id for m in generate("def f(a):\n    g(a < 1)\n    g(a < 1)\n", "m", "m.py") if m.variant == "Lt>LtE"]
    assert len(ids) == 2 and ids[0].endswith(":0") and ids[1].endswith(":1") and ids[0][:-2] == ids[1][:-2]


def test_a_worker_imports_afresh_the_mutated_module_and_everything_that_imports_it():
    graph = import_graph(module_files(REPO / "reference/regelwerk", "regelwerk"))
    hexgrid = dependents(graph, "regelwerk.core.hexgrid")
    assert {"regelwerk.rulesets.pocket_tactics.movement", "regelwerk.rulesets", "regelwerk.harness.reference"} <= hexgrid
    # the vector loader judges vectors against the rule sets' switches (suite.validity), so it depends on them
    assert "regelwerk.suite.vectors" in hexgrid
    assert not {"regelwerk.core.schemas", "regelwerk.core.errors", "regelwerk.core.canonical"} & hexgrid


# -- runs on a fake package ------------------------------------------------------------------------

CALC = '''\
LIMIT = 3


def clamp(x):
    if x > LIMIT:
        return LIMIT
    return x


def count_to(n):
    i = 0
    while i < n:
        i += 1
    return i
'''
# The kill test's "vectors": clamp(1), clamp(5) and count_to(2) through api.py, which imported the
# functions with `from ... import` before the worker forked.
CASES = [("clamp-1", "clamp", 1, 1), ("clamp-5", "clamp", 5, 3), ("count-2", "count_to", 2, 2)]


class FakeKillTest:
    def __init__(self, cases=CASES):
        self.cases = cases

    def __len__(self):
        return len(self.cases)

    def ids(self):
        return [c[0] for c in self.cases]

    def entry_modules(self):
        return ("mutfake.api",)

    def run(self, order, before_each=None, timings=None):
        import importlib

        api = importlib.import_module("mutfake.api")
        for index in order:
            if before_each is not None:
                before_each(index)
            case_id, function, argument, expected = self.cases[index]
            if getattr(api, function)(argument) != expected:
                return Verdict("killed", case_id, "wrong")
        return Verdict("survived")


@pytest.fixture
def fake_package(tmp_path, monkeypatch):
    package = tmp_path / "mutfake"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "calc.py").write_text(CALC)
    (package / "api.py").write_text("from mutfake.calc import clamp, count_to\n\n__all__ = ['clamp', 'count_to']\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import mutfake.api  # noqa: F401 -- the parent has imported everything, as in a real run

    yield cli.Selection(Target("fake", ("mutfake/calc.py",), 0.5), "mutfake", package, {"mutfake.calc": package / "calc.py"})
    for name in [n for n in sys.modules if n == "mutfake" or n.startswith("mutfake.")]:
        del sys.modules[name]


def by_variant(document, section):
    return sorted((m["function"], m["operator"], m["variant"]) for m in document[section])


def run_fake(selection, tmp_path, equivalent=None, on_outcome=None, kill_test=None):
    out = tmp_path / "results" / "fake.json"
    code = cli.execute(selection, kill_test if kill_test is not None else FakeKillTest(), equivalent or {}, out, jobs=2, vector_timeout=0.3, min_kill=0.5,
                       on_outcome=on_outcome)
    return code, out


def test_killed_mutants_are_killed_loops_time_out_and_survivors_are_reported(fake_package, tmp_path):
    code, out = run_fake(fake_package, tmp_path)
    document = json.loads(out.read_text())

    # By hand: `x > LIMIT` → `>=` cannot be told apart (clamp(3) is 3 either way); `i = 1`, `i = -1`
    # and `i += 2` still count to 2 (count_to(0) and count_to(3) would tell); `i -= 1`, `i += 0` and a
    # deleted `i += 1` never end.  Everything else changes one of the three answers (`x < LIMIT`
    # clamps 1 to 3, `while i > n` counts nothing).
    assert by_variant(document, "survivors") == [
        ("clamp", "cmp", "Gt>GtE"), ("count_to", "const", "+1"), ("count_to", "const", "+1"), ("count_to", "const", "-1"),
    ]
    assert sorted(m["mutated"] for m in document["survivors"] if m["function"] == "count_to") == ["i += 2", "i = -1", "i = 1"]
    assert sorted(t["how"] for t in document["timeouts"]) == ["vector-timeout"] * 3
    assert {t["check"] for t in document["timeouts"]} == {"count-2"}
    counts = document["counts"]
    assert counts == {"total": 19, "killed": 12, "timed_out": 3, "survived": 4, "equivalent": 0, "errors": 0}
    assert document["kill_rate"] == pytest.approx(15 / 19)
    assert code == 0  # 0.79 meets the fake target of 0.5
    assert document["ruleset"] == "fake" and document["meets_target"] is True


def test_the_equivalent_list_takes_its_mutants_out_of_the_rate_and_stale_entries_are_named(fake_package, tmp_path, capsys):
    ids = {m.variant + m.mutated: m.id for m in fake_package.mutants()}
    equivalent = {
        ids["Gt>GtEif x >= LIMIT:"]: "x == LIMIT returns LIMIT, which is x",
        ids["-1LIMIT = 2"]: "wrongly listed: clamp(5) kills it",
        "mutfake.calc:gone:cmp:Lt>LtE:00000000:0": "a mutant of a function that no longer exists",
    }
    code, out = run_fake(fake_package, tmp_path, equivalent)
    document = json.loads(out.read_text())

    assert document["counts"]["equivalent"] == 1 and document["counts"]["survived"] == 3
    assert document["kill_rate"] == pytest.approx(15 / 18)
    assert [e["reason"] for e in document["equivalent"]] == ["x == LIMIT returns LIMIT, which is x"]
    assert [e["id"] for e in document["equivalent_but_killed"]] == [ids["-1LIMIT = 2"]]
    assert document["equivalent_stale"] == ["mutfake.calc:gone:cmp:Lt>LtE:00000000:0"]
    err = capsys.readouterr().err
    assert "is listed as equivalent but clamp-5 kills it" in err and "no longer generated" in err


def test_an_interrupted_run_writes_no_results_and_keeps_the_previous_file(fake_package, tmp_path):
    out = tmp_path / "results" / "fake.json"
    out.parent.mkdir()
    out.write_text("previous results\n")
    seen = []

    def interrupt(outcome):
        seen.append(outcome)
        if len(seen) == 3:
            raise KeyboardInterrupt

    code = cli.execute(fake_package, FakeKillTest(), {}, out, jobs=2, vector_timeout=0.3, min_kill=0.5, on_outcome=interrupt)

    assert code == 1
    assert out.read_text() == "previous results\n"
    assert list(out.parent.iterdir()) == [out]  # no temporary file left behind


def test_run_mutants_stops_every_worker_when_interrupted(fake_package):
    from tools.mutation.execute import run_mutants

    def interrupt(outcome):
        raise KeyboardInterrupt

    before = children()
    with pytest.raises(Interrupted):
        run_mutants(fake_package.mutants(), fake_package.plans(), FakeKillTest(), jobs=2, vector_timeout=0.3, on_outcome=interrupt)
    assert children() <= before  # every worker stopped and reaped


def children() -> set[int]:
    """The live child processes of this process (Linux)."""
    found: set[int] = set()
    for task in Path("/proc/self/task").iterdir():
        found.update(int(pid) for pid in (task / "children").read_text().split())
    return found


def test_an_engine_that_fails_its_own_kill_test_is_bad_input(fake_package, tmp_path):
    wrong = FakeKillTest([("clamp-5", "clamp", 5, 4)])
    with pytest.raises(ToolInputError, match="the unmutated engine fails clamp-5"):
        run_fake(fake_package, tmp_path, kill_test=wrong)
    assert not (tmp_path / "results").exists()


def test_a_kill_test_without_checks_is_bad_input(fake_package, tmp_path):
    with pytest.raises(ToolInputError, match="no vectors"):
        run_fake(fake_package, tmp_path, kill_test=FakeKillTest([]))


# -- the real kill test ----------------------------------------------------------------------------


def test_a_real_mutant_of_the_geometry_is_killed_by_a_real_vector_and_the_original_passes():
    from regelwerk.suite.vectors import load_vector_file
    from tools.mutation.execute import run_mutants
    from tools.mutation.killtest import VectorKillTest

    kill_test = VectorKillTest("pocket_tactics", load_vector_file(REPO / "vectors/pocket_tactics/bewegen.json"))
    assert kill_test.run(range(len(kill_test))).status == "survived"
    selection = cli.select("pocket_tactics", ["*/hexgrid.py"])
    mutant = next(m for m in selection.mutants() if m.qualname == "distance" and m.variant == "FloorDiv>Mult")

    [outcome] = run_mutants([mutant], selection.plans(), kill_test, jobs=1)

    assert outcome.status == "killed" and outcome.how == "wrong" and outcome.check in kill_test.ids()


# -- files and the command line --------------------------------------------------------------------


def test_the_targets_name_the_pocket_tactics_package_with_the_core_dice_and_geometry():
    target = load_targets()["pocket_tactics"]
    files = {str(p.relative_to(REPO)) for p in target.files()}
    assert {"reference/regelwerk/core/dice.py", "reference/regelwerk/core/hexgrid.py",
            "reference/regelwerk/rulesets/pocket_tactics/combat.py"} <= files
    assert target.min_kill == 0.995


@pytest.mark.parametrize(
    "killed, judged, low, high",
    # by hand from the Wilson score formula with z = 1.96: 99 of 100 -> centre 0.9719, half 0.0264
    [(99, 100, 0.9455, 0.9982), (100, 100, 0.9630, 1.0), (0, 10, 0.0, 0.2775), (5, 10, 0.2366, 0.7634)],
)
def test_the_kill_rate_interval_is_the_wilson_interval(killed, judged, low, high):
    assert wilson_interval(killed, judged) == pytest.approx((low, high), abs=5e-5)


def test_every_equivalent_entry_has_a_reason():
    for mutant_id, reason in load_equivalent().items():
        # module:function:operator:variant:hash:occurrence; a dropped keyword's variant is drop:<name>
        assert mutant_id.count(":") == (6 if ":drop:" in mutant_id else 5) and len(reason) > 10


@pytest.mark.parametrize(
    "argv, message",
    [
        (["run", "--ruleset", "nope"], "no targets for 'nope'"),
        (["run", "--ruleset", "pocket_tactics", "--module", "*/nothing.py"], "matches none"),
        (["run", "--ruleset", "pocket_tactics", "--jobs", "0"], "--jobs must be at least 1"),
        (["show", "nope"], "cannot read"),
    ],
)
def test_bad_input_exits_2_with_a_message(argv, message, capsys):
    assert cli.main(argv) == 2
    assert message in capsys.readouterr().err


def test_a_broken_equivalent_file_is_bad_input(tmp_path):
    path = tmp_path / "equivalent.yaml"
    path.write_text("equivalent:\n  - id: x\n")
    with pytest.raises(ToolInputError, match=r"equivalent\[0\]"):
        load_equivalent(path)


COMMITTED = sorted(p.stem for p in RESULTS.glob("*.json") if not p.stem.endswith(".partial"))


def test_every_rule_set_with_a_target_has_committed_results():
    assert set(COMMITTED) == set(load_targets()), "run `python -m tools.mutation run --ruleset <rule set>` and commit the results"


@pytest.mark.parametrize("ruleset", COMMITTED)
def test_the_committed_results_are_a_full_run_of_every_target(ruleset):
    document = read_results(RESULTS / f"{ruleset}.json")
    target = load_targets()[ruleset]
    assert document["module_filter"] is None
    # The README quotes full runs: a recount may only reclassify one full run's verdicts (say after
    # a survivor was judged equivalent), never stitch module runs into the figure.
    runs = document.get("recounted_from") or [document]
    assert not any("--module" in r["command"] for r in runs), f"{ruleset}: recounted from module runs; run the whole rule set again"
    full = [r for r in runs if r["command"].startswith(f"python -m tools.mutation run --ruleset {ruleset}")]
    assert len(full) == 1 and all(r in full or " recount " in r["command"] for r in runs)
    assert document["modules"] == sorted(str(p.relative_to(REPO)) for p in target.files())
    counts = document["counts"]
    assert counts["total"] == sum(counts[k] for k in ("killed", "timed_out", "survived", "equivalent", "errors"))
    assert len(document["survivors"]) == counts["survived"] and len(document["equivalent"]) == counts["equivalent"]
    assert document["meets_target"], f"{ruleset}: the committed kill rate is below its target"


@pytest.mark.parametrize("ruleset", COMMITTED)
def test_the_readme_quotes_the_kill_rate_of_the_committed_results(ruleset):
    text = README.read_text(encoding="utf-8")
    figures = readme_figures(text)
    assert ruleset in figures
    document = read_results(RESULTS / f"{ruleset}.json")
    counts = document["counts"]
    rate = (counts["killed"] + counts["timed_out"]) / (counts["total"] - counts["equivalent"])
    assert f"**{rate * 100:.1f}%**" in figures[ruleset]
    documents = {name: read_results(RESULTS / f"{name}.json") for name in figures}
    assert update_readme(text, documents) == text, "run `python -m tools.mutation readme`"
    assert f"python -m tools.mutation run --ruleset {ruleset}" in text


def test_the_kill_test_holds_exactly_the_cases_verify_runs_the_playthroughs_step_by_step():
    from regelwerk.harness.select import Filters, load_cases, prepare_cases, select, source_files
    from tools.mutation.killtest import VectorKillTest

    kill_test = VectorKillTest.load("pocket_tactics")
    cases = prepare_cases(select(load_cases(source_files([], ["pocket_tactics"])), Filters(suites=("pocket_tactics",))))
    assert kill_test.ids() == [case.id for case in cases]
    playthroughs = [check for check in kill_test.checks if "/partien/" in check.id]
    assert playthroughs and all(len(check.steps) > 1 for check in playthroughs)
    malformed = [check for check in kill_test.checks if "rejects_malformed" in check.needs]
    assert malformed and all(check.needs == {"rejects_malformed"} for check in malformed)
    distributions = [check for check in kill_test.checks if "distributions" in check.needs]
    assert distributions and all(check.needs == {"distributions"} and check.steps[0].projection for check in distributions)
    assert {check.id for check in kill_test.checks if check.needs} == {c.id for c in malformed + distributions}
