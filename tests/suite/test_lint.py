"""The feature lint catches what pytest-bdd would get wrong silently and what makes a bad vector."""

from __future__ import annotations

import pytest

from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.lint import lint_files
from regelwerk.suite.register import load_register
from regelwerk.suite.steps import StepLibrary, library_for

HEADER = "# language: de\nFunktionalität: Prüfling\n\n  Hintergrund:\n    Angenommen das Spielfeld ist die Karte \"Übungsfeld\"\n\n"
GOOD = """  @klausel:PT-BEW-1
  Szenario: Ein gültiger Schritt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)
"""


def lint(suite_copy, text: str, raw: bytes | None = None, library: StepLibrary | None = None) -> list[str]:
    path = suite_copy / "features/pocket_tactics/zz_pruefling.feature"
    path.write_bytes(raw if raw is not None else text.encode("utf-8"))
    _, problems = lint_files(
        [path],
        load_catalog("pocket_tactics"),
        load_register("pocket_tactics"),
        library or library_for("pocket_tactics"),
        suite_copy / "features",
    )
    return [str(p) for p in problems]


def test_a_well_formed_feature_has_no_problems(suite_copy):
    assert lint(suite_copy, HEADER + GOOD) == []


def test_a_byte_order_mark_is_reported(suite_copy):
    problems = lint(suite_copy, "", raw=b"\xef\xbb\xbf" + (HEADER + GOOD).encode())
    assert any("byte order mark" in p for p in problems)


def test_a_missing_language_line_is_reported(suite_copy):
    problems = lint(suite_copy, (HEADER + GOOD).replace("# language: de\n", ""))
    assert any("'# language: de'" in p for p in problems)


def test_a_block_starting_with_und_is_reported(suite_copy):
    text = HEADER + GOOD.replace('    Angenommen "R1"', '    Und "R1"')
    assert any("cannot start with Und" in p for p in lint(suite_copy, text))


def test_a_step_swallowed_into_the_description_is_reported(suite_copy):
    text = "# language: de\nFunktionalität: Prüfling\n  Angenommen das Spielfeld ist die Karte \"Übungsfeld\"\n\n" + GOOD
    assert any("is not run" in p for p in lint(suite_copy, text))


def test_tags_on_a_beispiele_table_are_reported(suite_copy):
    text = HEADER + """  @klausel:PT-BEW-1
  Szenariogrundriss: Ein Schritt nach <ziel>
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>

    @klausel:PT-BEW-2
    Beispiele:
      | Fall | ziel  |
      | a    | (1,0) |
"""
    assert any("Beispiele table bypass" in p for p in lint(suite_copy, text))


@pytest.mark.parametrize(
    ("tags", "expected"),
    [
        ("", "cites no clause"),
        ("@klausel:PT-XYZ-9", "unknown clause PT-XYZ-9"),
        ("@klausel:PT-BEW-1 @langsam", "malformed or unknown tag '@langsam'"),
        ("@klausel:PT-BEW-1 @auslegung:PT-A-NIRGENDS=ja", "unknown interpretation PT-A-NIRGENDS"),
        ("@klausel:PT-BEW-1 @auslegung:PT-A-SPRUNGBAHN=schraeg", "has no option 'schraeg'"),
        ("@klausel:PT-BEW-1 @auslegung:PT-A-GEFAHRENWURF=w6-gegner", "is not a switch"),
    ],
)
def test_clause_and_interpretation_tags_are_checked(suite_copy, tags, expected):
    text = HEADER + GOOD.replace("  @klausel:PT-BEW-1\n", f"  {tags}\n" if tags else "")
    assert any(expected in p for p in lint(suite_copy, text)), lint(suite_copy, text)


def test_duplicate_scenario_names_are_reported(suite_copy):
    assert any("is also used at" in p for p in lint(suite_copy, HEADER + GOOD + "\n" + GOOD))


def test_a_scenario_name_used_in_another_feature_is_reported(small_suite):
    text = HEADER + GOOD.replace("Ein gültiger Schritt", "Schritt auf eine freie Nachbarkachel")  # a scenario of bewegen.feature
    path = small_suite / "features/pocket_tactics/zz_pruefling.feature"
    path.write_text(text, encoding="utf-8")
    from regelwerk.suite.check import check_ruleset

    assert any("is also used at" in str(p) for p in check_ruleset("pocket_tactics").problems)


def test_repeated_first_cells_of_an_outline_are_reported(suite_copy):
    text = HEADER + """  @klausel:PT-BEW-1
  Szenariogrundriss: Zwei gleich benannte Fälle
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>

    Beispiele:
      | Fall | ziel  |
      | Ost  | (1,0) |
      | ost  | (1,-1) |
"""
    assert any("first cells of an outline's rows must differ" in p for p in lint(suite_copy, text))


def test_an_undefined_step_is_reported(suite_copy):
    text = HEADER + GOOD.replace("Dann steht", "Dann hüpft")
    assert any("undefined then step" in p for p in lint(suite_copy, text))


def test_an_ambiguous_step_is_reported_with_both_templates(suite_copy):
    library = StepLibrary("probe", base=library_for("pocket_tactics"))
    library.then("steht {einheit:Name} auf (1,0)")(lambda b, einheit: None)
    problems = lint(suite_copy, HEADER + GOOD, library=library)
    assert any("ambiguous then step" in p and "steht {einheit:Name} auf {ort:Ort}" in p for p in problems)


def test_steps_out_of_order_and_missing_kinds_are_reported(suite_copy):
    text = HEADER + """  @klausel:PT-BEW-1
  Szenario: Erst prüfen, dann handeln
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Dann steht "R1" auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt

  @klausel:PT-BEW-1
  Szenario: Nichts geschieht
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Dann steht "R1" auf (0,0)
"""
    problems = lint(suite_copy, text)
    assert any("step out of order" in p for p in problems)
    assert any("has no Wenn step" in p for p in problems)


def test_scenario_names_state_facts_instead_of_wishes(suite_copy):
    text = HEADER + GOOD.replace("Ein gültiger Schritt", "Ein Schritt sollte gelingen")
    assert any("state facts" in p for p in lint(suite_copy, text))


def test_gherkin_that_does_not_parse_is_reported_with_its_file(suite_copy):
    problems = lint(suite_copy, "# language: de\nFunktionalität: Kaputt\n  Szenario: A\n    Angenommen a\n    \"\"\"\n    offen\n")
    assert problems and "zz_pruefling.feature" in problems[0] and "Gherkin cannot parse" in problems[0]


def test_a_second_funktionalitaet_read_as_description_is_reported(suite_copy):
    problems = lint(suite_copy, HEADER.replace("Funktionalität: Prüfling\n", "Funktionalität: Prüfling\nFunktionalität: Zweite\n") + GOOD)
    assert any("keyword line" in p for p in problems)
