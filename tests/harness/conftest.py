"""Shared helpers for the harness tests: the fake engine, a small vector set, and runners.

The tests run against a copy of a few vectors (``--vectors DIR``) so that every engine process
answers eight cases, not the whole suite.

Two timeouts.  A fake that answers gets ``TIMEOUT``, the product's default: it answers within
milliseconds, so nobody ever waits for it, and a busy machine is far from it.  A test whose fake
hangs, or ignores ``stop``, waits for the whole timeout; it passes ``HANG_TIMEOUT``, short
because a hang is a hang after 0.3 s as after 1 s.  The fake's other answers in such a run are
lookups in the vector table it read before its handshake, which is far below that too.
"""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from regelwerk import cli
from regelwerk.core import paths, schemas
from regelwerk.core.errors import SuiteDataError
from regelwerk.harness.expect import Expectation
from regelwerk.harness.process import ProcessEngine
from regelwerk.harness.results import CaseResult, RunSummary
from regelwerk.harness.runner import run_vectors
from regelwerk.suite.vectors import Vector, load_vector_file, load_vectors, vector_files

FAKE = Path(__file__).resolve().parents[1] / "fakes" / "fake_engine.py"
RULESET = "pocket_tactics"
PLAIN = 6  # vectors without interpretations, first in the small set: seqs 1..6
WITH_INTERPRETATIONS = 2  # then two that need an interpretation option: seqs 7 and 8
TIMEOUT = 5.0  # per case (the product's default), for fakes that answer: never waited for
HANG_TIMEOUT = 0.3  # per case and for the stop, in the tests whose fake hangs or ignores stop
SHORT_START_TIMEOUT = 0.25  # for a fake that starts slower (--delay 1.5): the wait ends here


def _small_set() -> list[Vector]:
    """Six vectors without interpretations, then two with: from the first vector files that load
    (a file someone is regenerating right now does not stop the harness tests)."""
    plain: list[Vector] = []
    special: list[Vector] = []
    for path in vector_files([RULESET]):
        if len(plain) >= PLAIN and len(special) >= WITH_INTERPRETATIONS:
            break
        try:
            loaded = load_vector_file(path)
        except SuiteDataError:
            continue
        plain += [v for v in loaded if not v.interpretations]
        special += [v for v in loaded if v.interpretations]
    assert len(plain) >= PLAIN and len(special) >= WITH_INTERPRETATIONS, "not enough valid vectors for the harness tests"
    return plain[:PLAIN] + special[:WITH_INTERPRETATIONS]


@pytest.fixture(scope="session")
def vector_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A vector folder with the small set, in one file, for ``regelwerk verify --vectors``."""
    chosen = _small_set()
    first = json.loads(Path(chosen[0].file).read_text(encoding="utf-8"))
    data = {**first, "vectors": [v.raw for v in chosen]}
    root = tmp_path_factory.mktemp("vectors")
    (root / RULESET).mkdir()
    (root / RULESET / "small.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return root


@pytest.fixture(scope="session")
def small_data_root(vector_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data root (``REGELWERK_DATA``) with the suite's features and schemas and the small vector set."""
    real = paths.data_root()
    root = tmp_path_factory.mktemp("data")
    for name in ("features", "schemas"):
        (root / name).symlink_to(real / name, target_is_directory=True)
    (root / "vectors").symlink_to(vector_dir, target_is_directory=True)
    return root


def _clear_data_caches() -> None:
    for cached in (paths.data_root, schemas.registry, schemas.validator):
        cached.cache_clear()


@pytest.fixture
def small_suite(small_data_root: Path, monkeypatch: pytest.MonkeyPatch):
    """The suite's own vectors are the small set, here and in every engine process started meanwhile
    (for commands without ``--vectors``, such as ``regelwerk smoke``)."""
    monkeypatch.setenv("REGELWERK_DATA", str(small_data_root))
    _clear_data_caches()
    yield small_data_root
    monkeypatch.delenv("REGELWERK_DATA")
    _clear_data_caches()


@pytest.fixture(scope="session")
def vectors(vector_dir: Path) -> list[Vector]:
    loaded = load_vectors([RULESET], vector_dir)
    assert len(loaded) == PLAIN + WITH_INTERPRETATIONS
    assert [bool(v.interpretations) for v in loaded] == [False] * PLAIN + [True] * WITH_INTERPRETATIONS
    return loaded


@dataclass
class Run:
    """A finished run of the Python API: the engine (for restarts, stop problems) and the summary."""

    engine: ProcessEngine
    summary: RunSummary

    @property
    def kinds(self) -> list[str]:
        return [r.kind for r in self.summary.results]

    @property
    def reasons(self) -> list[str | None]:
        return [r.reason for r in self.summary.results]

    def result(self, seq: int) -> CaseResult:
        """The result of the case sent with this seq (all vectors run, so seq N is vector N-1)."""
        return self.summary.results[seq - 1]


class Fakes:
    """The fake engine (``tests/fakes/fake_engine.py``), by mode: argument vectors, ``--engine``
    strings, and whole runs through the Python API on the small vector set."""

    plain = PLAIN
    timeout = TIMEOUT
    hang_timeout = HANG_TIMEOUT

    def __init__(self, vectors: Sequence[Vector], vector_dir: Path, handshake_file: Path) -> None:
        self.vectors = list(vectors)
        self.vector_dir = vector_dir
        self.handshake_file = handshake_file

    def argv(self, mode: str, *options: object) -> list[str]:
        return [
            sys.executable, str(FAKE), mode, "--vectors", str(self.vector_dir), "--handshake", str(self.handshake_file),
            *(str(o) for o in options),
        ]

    def command(self, mode: str, *options: object) -> str:
        """The ``--engine`` string for the fake, quoted as a shell would need it."""
        return shlex.join(self.argv(mode, *options))

    @staticmethod
    def reference_command() -> str:
        return shlex.join([sys.executable, "-m", "regelwerk", "serve"])

    def engine(self, mode: str, *options: object, timeout: float = TIMEOUT, start_timeout: float = 10.0, **kwargs) -> ProcessEngine:
        """A ``ProcessEngine`` for the fake, not started yet (``kwargs``: max_restarts, strict, max_line)."""
        return ProcessEngine(self.argv(mode, *options), timeout=timeout, start_timeout=start_timeout, **kwargs)

    def run(
        self,
        mode: str,
        *options: object,
        vectors: Sequence[Vector] | None = None,
        expectations: dict[str, Expectation] | None = None,
        **engine_options,
    ) -> Run:
        """Start the fake, run the vectors through ``run_vectors`` and stop it."""
        engine = self.engine(mode, *options, **engine_options)
        info = engine.start()
        summary = run_vectors(engine, info, self.vectors if vectors is None else vectors, expectations or {})
        return Run(engine, summary)


@pytest.fixture(scope="session")
def handshake_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reference engine's start response, computed once per session: every fake process
    answers the handshake with it instead of reading every register again (a tenth of a
    second per process; the harness tests start some hundred of them)."""
    from regelwerk.harness.reference import handshake

    path = tmp_path_factory.mktemp("handshake") / "start-response.json"
    path.write_text(json.dumps(handshake(), ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def fake(vectors: list[Vector], vector_dir: Path, handshake_file: Path) -> Fakes:
    return Fakes(vectors, vector_dir, handshake_file)


@dataclass
class CliRun:
    code: int
    out: str
    err: str


@pytest.fixture
def verify(vector_dir: Path, capsys: pytest.CaptureFixture[str]):
    """``regelwerk verify`` on the small vector set; returns the exit code and the output."""

    def call(*args: object, engine: str | None = None, timeout: float = TIMEOUT) -> CliRun:
        argv = ["verify", "--suite", RULESET, "--vectors", str(vector_dir), "--timeout", str(timeout)]
        if engine is not None:
            argv += ["--engine", engine]
        capsys.readouterr()
        code = cli.main([*argv, *(str(a) for a in args)])
        captured = capsys.readouterr()
        return CliRun(code, captured.out, captured.err)

    return call


def _read_ndjson_report(path: Path) -> tuple[dict, list[dict], dict]:
    """Header, cases and footer of an ndjson report, every line checked against the schema."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    for line in lines:
        error = schemas.first_error("report.schema.json", line)
        assert error is None, f"{line.get('type')} line: {error.json_path}: {error.message}"
    header, *cases, footer = lines
    assert header["type"] == "header" and footer["type"] == "footer"
    assert all(c["type"] == "case" for c in cases)
    return header, cases, footer


@pytest.fixture
def ndjson_report():
    """Reads an ndjson report: (header, cases, footer), every line valid against the schema."""
    return _read_ndjson_report
