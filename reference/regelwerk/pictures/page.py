"""One vector's picture as a self-contained HTML page (``regelwerk show ID --output FILE.html``)."""

from __future__ import annotations

from markupsafe import Markup

from regelwerk.pictures.scene import Language
from regelwerk.pictures.svg import _ENVIRONMENT
from regelwerk.suite.vectors import Vector


def page_of(vector: Vector, svg: str, language: Language = "de") -> str:
    """The page: id, description, clauses, the picture (``svg``, made by :func:`~regelwerk.pictures.svg.render`, inline)."""
    return _ENVIRONMENT.get_template("page.html.j2").render(vector=vector, svg=Markup(svg), language=language)
