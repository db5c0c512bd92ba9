"""``regelwerk odds CASE_FILE [--project NAME] [--format text|json] [--max-runs N]``.

Exit codes: 0 the distribution was written; 2 a usage error, a case file that cannot be read or
is not a valid case (file and JSON path named), an unknown projection (the valid ones named), a
projection that does not apply to the case, or an enumeration past its bound (the case and the
bound named).  The odds judge nothing, so the command never exits 1.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from rich.console import Console

from regelwerk.core.errors import MalformedInput, SuiteDataError
from regelwerk.core.files import path_argument
from regelwerk.harness.commands import positive

EXIT_OK = 0
_PROJECTIONS = "\x00projections\x00"  # stands in the epilog for the listing, built only for --help


class _Help(argparse.RawDescriptionHelpFormatter):
    """Puts every rule set's projections into the help when it is shown (listing them imports
    every rule set, which no other use of the parser should pay for)."""

    def add_text(self, text: str | None) -> None:
        if text is not None and _PROJECTIONS in text:
            from regelwerk.odds.projections import listing

            text = text.replace(_PROJECTIONS, listing())
        super().add_text(text)


def add_parser(commands: Any) -> None:
    """Register ``odds`` with the command line's subcommands."""
    p = commands.add_parser(
        "odds",
        help="the exact distribution of a projection of a case's outcome, its open dice rolled by the rules themselves",
        description="The exact odds of a case whose dice queues are left open or partly filled: the rule set's own "
        "rules run once per branch of every die the case does not give (equal faces; draws by their weights), "
        "and a projection counts what each outcome is worth. Probabilities are exact fractions.",
        epilog="projections (outcome: the whole outcome, for every rule set):\n" + _PROJECTIONS,
        formatter_class=_Help,
    )
    p.add_argument("case", type=path_argument, metavar="CASE_FILE", help="a case JSON (ruleset, state, action, dice, interpretations) or a vector file with one vector")
    p.add_argument("--project", metavar="NAME", help="the projection (default: the rule set's natural one for the action); see the list below")
    p.add_argument("--format", choices=("text", "json"), default="text", help="a table with bars (default) or JSON with p/q fractions")
    p.add_argument("--max-runs", type=positive, default=None, metavar="N", help="stop with an error past N engine runs (default 200,000)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace, out: Console) -> int:
    """Read the case, enumerate, write the distribution (SuiteDataError: exit 2, by the CLI)."""
    from regelwerk.odds.branches import OddsError
    from regelwerk.odds.cases import read_case_file
    from regelwerk.odds.engine import DEFAULT_MAX_RUNS, odds, projection_named
    from regelwerk.odds.render import print_text, to_json

    source: Path = args.case
    case_file = read_case_file(source)
    max_runs = args.max_runs or DEFAULT_MAX_RUNS
    try:
        projection = projection_named(case_file.ruleset, case_file.case, args.project)
        result = odds(case_file.ruleset, case_file.case, projection, max_runs)
    except MalformedInput as exc:
        raise case_file.error(f"not a valid case: {exc.rejection.message}", exc.rejection.path) from None
    except OddsError as exc:
        hint = " (raise --max-runs, or give more of the dice)" if "engine runs" in exc.message else ""
        raise case_file.error(f"{exc.message}{hint}") from None
    if args.format == "json":
        out.file.write(json.dumps(to_json(result, str(source)), ensure_ascii=False, indent=2) + "\n")
    else:
        print_text(out, result, str(source))
    return EXIT_OK


__all__ = ["add_parser", "run"]
