"""TypeScript as the style checks read it (rockman/judging/style_syntax.py walks the parse):
its units, decision points and parameters, and the constructs refused because the code they
run cannot be read from the program's text."""

from __future__ import annotations

import re
from typing import Any

from rockman.judging.style_syntax import (
    ELSEWHERE,
    Node,
    text,
)
from rockman.languages.javascript.style import JavaScript


class TypeScript(JavaScript):
    name = "typescript"
    containers = {**JavaScript.containers, "internal_module": "name", "module": "name"}

    def refuse_comment(self, node: Node) -> list[str]:
        """A triple-slash directive makes the compiler read another file."""
        directive = re.match(r"///\s*<(reference|amd-module|amd-dependency)\b", text(node))
        return [f"the directive /// <{directive.group(1)}> {ELSEWHERE}"] if directive else []

    def grammar(self) -> Any:
        import tree_sitter_typescript

        return tree_sitter_typescript.language_typescript()


STYLE = TypeScript
