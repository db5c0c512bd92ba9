r"""Engine-provided text made safe to show: on the terminal (no console markup, no control or
format characters, no line break of its own), in Markdown (no Markdown or HTML of its own, no
broken table cells) and in XML.

Everything an engine says (its name, messages, stderr, outcome values, what it echoes back)
passes through here before it reaches a user's screen or a rendered report.  A character that
is not printable is written as ``\uXXXX`` (``\UXXXXXXXX`` beyond the BMP): C0 and C1 controls
(ANSI escapes, NUL, BEL, CR, NEL), the line and paragraph separators U+2028 and U+2029, the
bidirectional overrides and isolates and every other format character (zero-width ones, the
byte order mark), and spaces other than the plain one.  Such a character could move the cursor,
start a line the harness did not write, or reorder what the reader sees.  A single-line place
(a name, a head line, a reason) escapes the newline and the tab too; a block (a message under a
failure, an stderr excerpt) is split at ``\n`` only and every line of it is indented, so an
engine cannot write a line that starts where the harness's own lines start.
"""

from __future__ import annotations

import re

from rich.markup import escape as _rich_escape

# Characters XML 1.0 cannot carry even escaped.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# Inline punctuation with a meaning in Markdown or HTML (emphasis, code, links and images,
# tags and entities, strike-through, table cells); "_" only at a word boundary, where it can
# open or close emphasis.  CommonMark prints a backslash-escaped punctuation character as itself.
_MARKDOWN = re.compile(r"([\\`*\[\]<>|~&]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9]))")


def _visible(match: re.Match[str]) -> str:
    return _escaped(match.group())


def _escaped(char: str) -> str:
    code = ord(char)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def printable(text: str, keep: str = "\n\t") -> str:
    """``text`` with every character that is not printable written as ``\\uXXXX``, except
    those in ``keep`` (by default newlines and tabs stay)."""
    if text.isprintable():  # the common case: nothing to do
        return text
    return "".join(c if c.isprintable() or c in keep else _escaped(c) for c in text)


def one_line(text: str) -> str:
    """``text`` as one printable line: also newlines and tabs written as ``\\uXXXX``."""
    return printable(text, keep="")


def console(text: str) -> str:
    """``text`` for one line of a rich console with markup on: printed as it is, never read as
    markup, never more than one line."""
    return _rich_escape(one_line(text))


def console_block(text: str, indent: str = "    ") -> list[str]:
    """``text`` as indented console lines (split at ``\\n`` only, each line made safe)."""
    return [indent + console(line) for line in text.rstrip("\n").split("\n")]


def xml(text: str) -> str:
    """``text`` without the characters XML 1.0 cannot carry (still to be escaped as XML)."""
    return _NOT_XML.sub(_visible, text)


def markdown(text: str) -> str:
    """``text`` as inline Markdown: one line, every special character escaped (also ``|``, so
    it is safe in a table cell), control characters made visible."""
    joined = " ".join(printable(text).split("\n"))
    return _MARKDOWN.sub(r"\\\1", joined)


def markdown_code(text: str) -> str:
    """``text`` as an inline code span (for ids), or escaped text if it would break out of one."""
    if "`" in text or not text.isprintable():
        return markdown(text)
    return f"`{text}`"


def markdown_block(text: str, indent: str = "    ") -> list[str]:
    """``text`` as the lines of an indented code block (nothing in it is rendered)."""
    return [indent + "    " + line for line in printable(text).split("\n")]


def first_line(text: str, limit: int = 300) -> str:
    """The first line of ``text`` (up to ``\\n``: the other line breaks are shown escaped)."""
    stripped = text.strip()
    return stripped.split("\n")[0].rstrip("\r")[:limit] if stripped else ""
