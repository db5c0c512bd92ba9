"""Canonical JSON is written by ``orjson`` where that is safe, and is byte for byte what the
standard library writes (``sort_keys``, no ASCII escaping, compact or two-space indentation)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.core import canonical
from regelwerk.core.canonical import dumps, loads, pretty
from regelwerk.harness.protocol import ProtocolViolation, parse_line
from regelwerk.suite.vectors import load_vectors

# Every JSON value: also huge integers, floats, control characters, lone surrogates, keys
# that sort differently as UTF-16 and as code points.  NaN and the infinities are not JSON.
TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=12)
SCALARS = (
    st.none() | st.booleans() | st.integers() | st.integers(min_value=2**63 - 2, max_value=2**65)
    | st.floats(allow_nan=False, allow_infinity=False) | TEXT | st.sampled_from(["PT.MOVE", "e-1", "1.5", "ä", "\U0001f600", "\x7f", "\ud800", "a\udfff\u2028"])
)
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(TEXT, inner, max_size=5), max_leaves=30)


def reference_compact(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def reference_pretty(value) -> str:
    return json.dumps(value, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


@given(JSON_VALUES)
def test_the_compact_text_is_the_standard_librarys(value):
    assert dumps(value) == reference_compact(value)


@given(JSON_VALUES)
def test_the_file_text_is_the_standard_librarys(value):
    assert pretty(value) == reference_pretty(value)


def test_the_suites_own_values_take_the_fast_path_and_give_the_same_text():
    vectors = load_vectors(["pocket_tactics"], tables=False)
    values = [v.expected for v in vectors] + [v.case for v in vectors]
    assert all(dumps(value) == reference_compact(value) for value in values)
    fast = [value for value in values if canonical._fast(value, canonical._ORJSON_OPTIONS) is not None]
    assert len(fast) > len(values) // 2, "orjson writes too few of the suite's values to pay for itself"


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '{"a": -Infinity}', "1e400", "[-1e999]"])
def test_numbers_that_are_not_json_are_refused_when_read(text):
    assert json.loads(text) is not None  # the standard library takes them
    with pytest.raises(ValueError):
        loads(text)


def test_reading_keeps_huge_integers_exact():
    assert loads("[123456789012345678901234567890, 1.5]") == [123456789012345678901234567890, 1.5]


def test_an_engine_answer_with_nan_is_not_json_and_cannot_pass_for_null():
    """``orjson`` would write NaN as ``null``: the answer must be refused before it is compared."""
    with pytest.raises(ProtocolViolation) as raised:
        parse_line(b'{"seq": 1, "outcome": {"status": "answered", "answer": NaN}}\n', "the run answer")
    assert raised.value.reason == "not-json"
