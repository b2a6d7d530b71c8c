"""docs/rendering.md's type mapping table is the renderers' own output, so it cannot drift."""

from __future__ import annotations

import re
from pathlib import Path

from rockman.languages import renderers

DOC = Path(__file__).resolve().parents[4] / "docs" / "rendering.md"
START = "<!-- mapping-table:start -->\n"
END = "<!-- mapping-table:end -->"


def test_the_documented_table_is_what_the_renderers_produce() -> None:
    text = DOC.read_text(encoding="utf-8")
    documented = text[text.index(START) + len(START) : text.index(END)]
    assert documented == renderers.mapping_table(), (
        "docs/rendering.md is stale: replace the table with "
        "`python -c 'from rockman.languages import renderers; print(renderers.mapping_table())'`"
    )


def test_every_language_renders_every_table_type() -> None:
    table = renderers.mapping_table()
    assert table.count("\n") == 2 + len(renderers.TABLE_TYPES)
    for row in table.splitlines()[2:]:
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", row.strip("|"))]
        assert len(cells) == 2 + len(renderers.MODULES) and all(c.strip("`") for c in cells), row
