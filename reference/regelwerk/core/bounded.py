"""Parsing JSON and YAML data files with bounds: a clear error instead of a traceback.

Python's parsers have limits of their own that surface as bare exceptions: an integer of more
than 4,300 digits is a ``ValueError`` (the int-digit limit), ten thousand nested arrays a
``RecursionError``, and ``NaN``/``Infinity`` are accepted although they are not JSON.  The suite's
data never needs any of that, so the readers here bound it and name the file and the position:

* **nesting**: at most :data:`MAX_DEPTH` levels of arrays and objects (the deepest vector file
  today has 7);
* **integers**: within ±(2**53 − 1), the range every JSON parser represents exactly (RFC 7493,
  I-JSON); a port in JavaScript reads the same number we wrote;
* **other numbers** (JSON): finite (no ``NaN``, ``Infinity``, ``1e999``);
* **YAML aliases**: a document has at most :data:`MAX_NODES` values with every alias expanded,
  counted on the node graph before anything is constructed (a few hundred bytes of nested
  aliases otherwise stand for billions of values, a "billion laughs"), and no alias refers to a
  collection that contains it; the nesting bound holds with the aliases expanded as well;
* **size**: a file is read through :mod:`regelwerk.core.reading` (confined to the data folder,
  regular files only, at most :data:`~regelwerk.core.reading.MAX_FILE_BYTES`).

Well-formed text is parsed by ``orjson`` (several times faster on the suite's vector files); it
refuses everything the bounds refuse and more (NaN, integers beyond 64 bits, very deep nesting,
lone surrogates), and whatever it refuses goes through :func:`json.loads`, which gives the
message.  Both build the same value from any text ``orjson`` accepts.
The JSON check is a pass over the text after the parse (strings removed, digits and
brackets picked out by byte translation, innermost bracket pairs removed round by round, all in
C), so the common case costs less than the parse itself; the exact position is searched only
once something is wrong.
"""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path
from typing import Any

import orjson
import yaml

from regelwerk.core.canonical import Json
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.memo import BoundedMemo
from regelwerk.core.reading import read_text

MAX_DEPTH = 64
MAX_NODES = 1_000_000  # values of a YAML document with its aliases expanded
MAX_SAFE_INTEGER = 2**53 - 1
_SAFE_DIGITS = len(str(MAX_SAFE_INTEGER))  # 16: a longer run of digits is out of range

# For the fast check, outside strings: digits become "0", exponent letters "e", all else " ";
# sixteen digits in a row may exceed the integer bound, an exponent may make a float infinite.
# Only then is the exact scan needed.
_NUMBER_SHAPES = bytes(0x30 if 0x30 <= b <= 0x39 else 0x65 if b in (0x45, 0x65) else 0x20 for b in range(256))
_SUSPICIOUS = (b"0" * _SAFE_DIGITS, b"0e")
_BRACKETS = b"[]{}"
_NOT_A_BRACKET = bytes(b for b in range(256) if b not in _BRACKETS)
# A token of JSON text for the slow, exact scan: a string, a bracket, or a number.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]|-?\d[\d.eE+-]*')


def parse_json(text: str, file: str) -> Json:
    """Parse JSON text within the bounds above; any problem is a :class:`SuiteDataError`
    naming ``file``, the line and the column."""
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        data = _parse_slowly(text, file)
    if _out_of_bounds(text):
        error = _bounds_error(text, file)
        if error is not None:  # the fast check also flags 16-digit numbers within the bound
            raise error
    return data


def _parse_slowly(text: str, file: str) -> Json:
    """The standard library's parse, for the text ``orjson`` refused: the value, or the error."""
    try:
        return json.loads(text, parse_constant=_not_json)
    except json.JSONDecodeError as exc:
        raise SuiteDataError(file, f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except _NotJson as exc:
        raise SuiteDataError(file, f"{_where(text, text.find(exc.word))}: {exc.word} is not a JSON number") from None
    except (ValueError, RecursionError):  # the int-digit limit, or nesting deeper than Python's stack
        raise _bounds_error(text, file) or SuiteDataError(file, "numbers or nesting out of bounds") from None


def read_text_file(path: Path, root: Path | None | bool = True) -> str:
    """A UTF-8 data file's text (:func:`regelwerk.core.reading.read_bytes`: confined to the data
    root, or to ``root``; a regular file; bounded); any problem is a :class:`SuiteDataError`
    naming the file, a refusal a :class:`~regelwerk.core.errors.RefusedFile`."""
    return _read_text(path, root)


def read_json_file(path: Path, root: Path | None | bool = True) -> Json:
    """Read (as :func:`read_text_file`) and parse a UTF-8 JSON file (see :func:`parse_json`)."""
    return parse_json(_read_text(path, root), str(path))


class _NotJson(ValueError):
    def __init__(self, word: str) -> None:
        super().__init__(word)
        self.word = word


def _not_json(word: str) -> None:
    raise _NotJson(word)


def _out_of_bounds(text: str) -> bool:
    """The fast check: whether the text (already parsed) may break a bound; exact when false."""
    outside_strings = _without_strings(text).encode("utf-8")
    shapes = outside_strings.translate(_NUMBER_SHAPES)
    if any(pattern in shapes for pattern in _SUSPICIOUS):
        return True  # confirmed or dismissed by the exact scan
    brackets = outside_strings.translate(None, _NOT_A_BRACKET)
    for _ in range(MAX_DEPTH):  # each round removes the innermost pairs: one level of nesting
        if not brackets:
            return False
        brackets = brackets.replace(b"[]", b"").replace(b"{}", b"")
    return bool(brackets)


def _without_strings(text: str) -> str:
    """Valid JSON text without its strings (keys included).  Escaped backslashes go first, then
    escaped quotes; every quote left opens or closes a string."""
    return "".join(text.replace("\\\\", "").replace('\\"', "").split('"')[::2])


def _bounds_error(text: str, file: str) -> SuiteDataError | None:
    """The first place the text breaks a bound, found by an exact scan of its tokens; ``None``
    if it breaks none."""
    depth = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                return SuiteDataError(
                    file, f"{_where(text, match.start())}: arrays and objects nest deeper than {MAX_DEPTH} levels"
                )
        elif token in ("]", "}"):
            depth -= 1
        elif token[0] != '"' and not _number_in_bounds(token):
            shown = token if len(token) <= 40 else f"{token[:20]}…({len(token)} characters)"
            return SuiteDataError(
                file,
                f"{_where(text, match.start())}: the number {shown} is out of bounds "
                f"(integers within ±{MAX_SAFE_INTEGER:,}, other numbers finite)",
            )
    return None


def _number_in_bounds(token: str) -> bool:
    if re.fullmatch(r"-?\d+", token):
        digits = token.lstrip("-")
        return len(digits) <= _SAFE_DIGITS and int(digits) <= MAX_SAFE_INTEGER
    if len(token) > 400:
        return False
    try:
        value = float(token)
    except ValueError:
        return True  # not a number at all: the parser has said so already
    return value not in (float("inf"), float("-inf"))


def _where(text: str, offset: int) -> str:
    offset = max(offset, 0)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return f"line {line}, column {column}"


def _read_text(path: Path, root: Path | None | bool = True) -> str:
    try:
        return read_text(path, root)
    except OSError as exc:
        raise SuiteDataError(str(path), f"cannot read: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise SuiteDataError(str(path), f"not UTF-8 at byte {exc.start}") from None


# -- YAML -----------------------------------------------------------------------------------


class _BoundedInts:
    """Integers are checked before ``int()`` sees them (a mixin of both loaders below)."""

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        digits = re.sub(r"[\s_+-]", "", str(node.value))
        if len(digits) > _SAFE_DIGITS + 2:  # room for a 0x / 0o prefix
            raise yaml.constructor.ConstructorError(
                None, None, f"the integer {digits[:20]}… is out of bounds (within ±{MAX_SAFE_INTEGER:,})", node.start_mark
            )
        value = yaml.constructor.SafeConstructor.construct_yaml_int(self, node)  # type: ignore[arg-type]
        if abs(value) > MAX_SAFE_INTEGER:
            raise yaml.constructor.ConstructorError(
                None, None, f"the integer {value} is out of bounds (within ±{MAX_SAFE_INTEGER:,})", node.start_mark
            )
        return value


class _AliasBomb(yaml.constructor.ConstructorError):
    """A document whose aliases expand past the bounds (:class:`RefusedFile` to the caller)."""


def _check_expansion(root: yaml.Node, max_depth: int | None) -> None:
    """Refuse a node graph (as composed, aliases shared) that has more than :data:`MAX_NODES`
    values with every alias expanded, an alias to a collection that contains it, or (with
    ``max_depth``) nesting deeper than that with the aliases expanded.  Each node is measured
    once (size and height, remembered by identity), so the cost is that of the text, however
    far it expands; the recursion stops at ``max_depth``."""
    measured: dict[int, tuple[int, int]] = {}
    open_now: set[int] = set()

    def walk(node: yaml.Node, depth: int) -> tuple[int, int]:
        if max_depth is not None and depth > max_depth:
            raise _AliasBomb(None, None, f"collections nest deeper than {max_depth} levels with the aliases expanded", node.start_mark)
        key = id(node)
        known = measured.get(key)
        if known is None:
            if key in open_now:
                raise _AliasBomb(None, None, "an alias refers to a collection that contains it", node.start_mark)
            size, height = 1, 1
            if isinstance(node, (yaml.SequenceNode, yaml.MappingNode)):
                open_now.add(key)
                children = node.value if isinstance(node, yaml.SequenceNode) else [part for pair in node.value for part in pair]
                for child in children:
                    child_size, child_height = walk(child, depth + 1)
                    size += child_size
                    height = max(height, child_height + 1)
                open_now.discard(key)
            if size > MAX_NODES:
                raise _AliasBomb(None, None, f"more than {MAX_NODES:,} values with the aliases expanded", node.start_mark)
            known = measured[key] = (size, height)
        if max_depth is not None and depth + known[1] - 1 > max_depth:
            raise _AliasBomb(None, None, f"collections nest deeper than {max_depth} levels with the aliases expanded", node.start_mark)
        return known

    walk(root, 1)


class _BoundedAliases:
    """Alias expansion measured before anything is constructed (a mixin of the loaders)."""

    max_depth: int | None = MAX_DEPTH

    def construct_document(self, node: yaml.Node) -> object:
        _check_expansion(node, self.max_depth)
        return yaml.constructor.BaseConstructor.construct_document(self, node)  # type: ignore[arg-type]


class _AliasBoundedLoader(_BoundedAliases, yaml.SafeLoader):
    """PyYAML's safe loader with the alias bound alone (nesting and numbers as it has them)."""

    max_depth = None


def safe_load(text: str, file: str) -> Any:
    """``yaml.safe_load`` with the aliases bounded as above: for YAML whose other errors a caller
    words itself (an expectation file).  A document past the bound raises
    :class:`~regelwerk.core.errors.RefusedFile` naming ``file`` and the position."""
    try:
        return yaml.load(text, Loader=_AliasBoundedLoader)  # noqa: S506 -- a SafeLoader subclass
    except _AliasBomb as exc:
        raise _refusal(file, exc) from None


def _refusal(file: str, exc: yaml.MarkedYAMLError) -> RefusedFile:
    mark = exc.problem_mark
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
    return RefusedFile(file, f"{where}{exc.problem}; it is not used")


class _BoundedLoader(_BoundedAliases, _BoundedInts, yaml.SafeLoader):
    """PyYAML's safe loader with the same bounds: the composer counts the nesting as it builds
    the node tree (PyYAML composes recursively, so ten thousand levels would otherwise be a
    ``RecursionError``), and integers are checked before ``int()`` sees them."""

    def __init__(self, stream: str | bytes) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise yaml.composer.ComposerError(
                    None, None, f"collections nest deeper than {MAX_DEPTH} levels", mark
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _BoundedLoader.construct_yaml_int)  # type: ignore[type-var]  # the mixin's method

# The same loader on libyaml's parser and composer (about ten times faster; the suite reads its
# catalogs and registers in nearly every command and test).  Its composer is C and recursive, so
# the nesting is measured first on libyaml's event stream, which is flat.
_FastLoader: type[yaml.CSafeLoader] | None = None
if getattr(yaml, "__with_libyaml__", False):

    class _CBoundedLoader(_BoundedAliases, _BoundedInts, yaml.CSafeLoader):
        pass

    _CBoundedLoader.add_constructor("tag:yaml.org,2002:int", _CBoundedLoader.construct_yaml_int)  # type: ignore[type-var]
    _FastLoader = _CBoundedLoader

_NODE_EVENTS = (yaml.ScalarEvent, yaml.AliasEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)
_OPEN_EVENTS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE_EVENTS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)
_NON_PRINTABLE = yaml.reader.Reader.NON_PRINTABLE  # what PyYAML's reader refuses


def _node_depth(text: str, loader: type) -> int:
    """The deepest node as :class:`_BoundedLoader` counts it (the top node is 1), from the events."""
    deepest = open_now = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, _NODE_EVENTS):
            deepest = max(deepest, open_now + 1)
            if isinstance(event, _OPEN_EVENTS):
                open_now += 1
        elif isinstance(event, _CLOSE_EVENTS):
            open_now -= 1
    return deepest


def _parse_fast(text: str) -> tuple[bool, Json]:
    """(True, the document) through libyaml when it is installed and the text is well within the
    bounds; (False, None) otherwise, and for any problem at all: the pure-Python loader then
    gives the answer, so every error message is the one it has always been.  That both give the
    same document for every YAML file of the suite is a test (``tests/suite/test_bounded.py``)."""
    if _FastLoader is None or "\t" in text or _NON_PRINTABLE.search(text):
        return False, None  # where the two parsers are known to differ (libyaml accepts tabs after a key)
    try:
        if _node_depth(text, _FastLoader) >= MAX_DEPTH:
            return False, None
        return True, yaml.load(text, Loader=_FastLoader)  # noqa: S506 -- a CSafeLoader subclass
    except (yaml.YAMLError, RecursionError, ValueError):
        return False, None


# The parsed documents of the last texts read, pickled: the same catalogs, registers, glossaries
# and suite.yaml are read by nearly every step of a command and by every test, and unpickling a
# catalog costs about a hundredth of parsing it.  Keyed by the text, so an edited file is parsed
# afresh; errors are never remembered (they are raised again, with this call's file name).
_YAML_MEMO: BoundedMemo[str, bytes] = BoundedMemo(64)


def parse_yaml(text: str, file: str) -> Json:
    """Parse YAML text with the safe loader and the bounds above; any problem is a
    :class:`SuiteDataError` naming ``file``, the line and the column.  Each call returns a
    value of its own (the caller may change it)."""
    blob = _YAML_MEMO.get(text)
    if blob is not None:
        return pickle.loads(blob)  # noqa: S301 -- our own pickle of a document parsed above
    data = _parse_yaml(text, file)
    _YAML_MEMO.put(text, pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
    return data


def _parse_yaml(text: str, file: str) -> Json:
    done, data = _parse_fast(text)
    if done:
        return data
    try:
        return yaml.load(text, Loader=_BoundedLoader)  # noqa: S506 -- a SafeLoader subclass
    except _AliasBomb as exc:
        raise _refusal(file, exc) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        raise SuiteDataError(file, f"{where}not valid YAML ({getattr(exc, 'problem', exc)})") from None
    except RecursionError:  # PyYAML's parser has recursive parts of its own besides the composer
        raise SuiteDataError(file, f"collections nest deeper than {MAX_DEPTH} levels") from None


def read_yaml_file(path: Path) -> Json:
    """Read (as :func:`read_text_file`) and parse a UTF-8 YAML file (see :func:`parse_yaml`)."""
    return parse_yaml(_read_text(path), str(path))
