"""Engine-provided text made safe to show: on the terminal (no console markup, no control
characters), in Markdown (no Markdown or HTML of its own, no broken table cells) and in XML.

Everything an engine says (its name, messages, stderr, outcome values) passes through here
before it reaches a user's screen or a rendered report.
"""

from __future__ import annotations

import re

from rich.markup import escape as _rich_escape

# C0 controls except tab and newline, DEL, C1 controls: ANSI colour codes, bells, NULs, ...
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# Characters XML 1.0 cannot carry even escaped.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# Inline punctuation with a meaning in Markdown or HTML (emphasis, code, links and images,
# tags and entities, strike-through, table cells); "_" only at a word boundary, where it can
# open or close emphasis.  CommonMark prints a backslash-escaped punctuation character as itself.
_MARKDOWN = re.compile(r"([\\`*\[\]<>|~&]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9]))")


def _visible(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def printable(text: str) -> str:
    """``text`` with control characters written as ``\\uXXXX`` (newlines and tabs stay)."""
    return _CONTROL.sub(_visible, text)


def console(text: str) -> str:
    """``text`` for a rich console with markup on: printed as it is, never read as markup."""
    return _rich_escape(printable(text))


def xml(text: str) -> str:
    """``text`` without the characters XML 1.0 cannot carry (still to be escaped as XML)."""
    return _NOT_XML.sub(_visible, text)


def markdown(text: str) -> str:
    """``text`` as inline Markdown: one line, every special character escaped (also ``|``, so
    it is safe in a table cell), control characters made visible."""
    one_line = " ".join(printable(text).split("\n"))
    return _MARKDOWN.sub(r"\\\1", one_line)


def markdown_code(text: str) -> str:
    """``text`` as an inline code span (for ids), or escaped text if it would break out of one."""
    if "`" in text or "\n" in text or _CONTROL.search(text):
        return markdown(text)
    return f"`{text}`"


def markdown_block(text: str, indent: str = "    ") -> list[str]:
    """``text`` as the lines of an indented code block (nothing in it is rendered)."""
    return [indent + "    " + line for line in printable(text).splitlines()]


def first_line(text: str, limit: int = 300) -> str:
    stripped = text.strip()
    return stripped.splitlines()[0][:limit] if stripped else ""
