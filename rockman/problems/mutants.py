"""Automatic mutants of a Python reference (check 4's mutation score): each mutant changes one
operator or constant, the classic mutation operators (relational operator replacement,
arithmetic and boolean operator replacement, constant off-by-one, negation removal).

A good suite kills most of them; a surviving mutant is either a gap in the tests or an equivalent
program (no input tells it apart), so the score is reported and held to a threshold (80 %), not
required to be 100 %. Mutants are chosen deterministically, spread over the whole program.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Iterator
from dataclasses import dataclass

_COMPARE_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
}  # fmt: skip
_BINOP_SWAPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.BitAnd: ast.BitOr, ast.BitOr: ast.BitAnd, ast.LShift: ast.RShift,
    ast.RShift: ast.LShift, ast.Div: ast.Mult,
}  # fmt: skip


@dataclass(frozen=True)
class Mutant:
    description: str  # e.g. "line 12: < -> <="
    source: str


def _annotation_nodes(tree: ast.AST) -> set[int]:
    """ids of the nodes inside type annotations: `int | None` is a BinOp, but an annotation is
    not behaviour (with `from __future__ import annotations` it is never even evaluated), so a
    mutant of it could only ever survive."""
    roots: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            roots.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            roots.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            roots.append(node.annotation)
    return {id(inner) for root in roots for inner in ast.walk(root)}


def _points(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """(index of the node in ast.walk order, what changes) of every mutation point."""
    annotations = _annotation_nodes(tree)
    for index, node in enumerate(ast.walk(tree)):
        if id(node) in annotations:
            continue
        if isinstance(node, ast.Compare):
            for op in node.ops:
                if type(op) in _COMPARE_SWAPS:
                    yield index, "compare"
                    break
        elif isinstance(node, ast.BinOp | ast.AugAssign) and type(node.op) in _BINOP_SWAPS:
            yield index, "binop"
        elif isinstance(node, ast.BoolOp):
            yield index, "boolop"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield index, "not"
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, int)
            and not isinstance(node.value, bool)
            and abs(node.value) <= 1000
        ):
            yield index, "constant"


def _apply(tree: ast.AST, index: int, kind: str) -> tuple[ast.AST, str]:
    mutated = copy.deepcopy(tree)
    node = next(n for i, n in enumerate(ast.walk(mutated)) if i == index)
    line = getattr(node, "lineno", 0)
    if kind == "compare":
        assert isinstance(node, ast.Compare)
        k = next(i for i, op in enumerate(node.ops) if type(op) in _COMPARE_SWAPS)
        old = node.ops[k]
        node.ops[k] = _COMPARE_SWAPS[type(old)]()
        what = f"{type(old).__name__} -> {type(node.ops[k]).__name__}"
    elif kind == "binop":
        assert isinstance(node, ast.BinOp | ast.AugAssign)
        old_op = node.op
        node.op = _BINOP_SWAPS[type(old_op)]()
        what = f"{type(old_op).__name__} -> {type(node.op).__name__}"
    elif kind == "boolop":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        what = f"boolean operator -> {type(node.op).__name__}"
    elif kind == "not":
        assert isinstance(node, ast.UnaryOp)
        node.op = ast.UAdd()  # `+x` of a bool is its int value: the negation is gone
        what = "not removed"
    else:
        assert isinstance(node, ast.Constant) and isinstance(node.value, int)
        old_value = node.value
        node.value = old_value + 1 if old_value <= 0 else old_value - 1
        what = f"constant {old_value} -> {node.value}"
    return mutated, f"line {line}: {what}"


def mutants(source: str, limit: int = 20) -> list[Mutant]:
    """Up to `limit` distinct one-change mutants of `source`, spread evenly over its points."""
    tree = ast.parse(source)
    original = ast.unparse(tree)
    points = list(_points(tree))
    if not points:
        return []
    step = max(1, len(points) / limit)
    chosen = sorted({points[int(i * step)] for i in range(min(limit, len(points)))})
    found: list[Mutant] = []
    seen = {original}
    for index, kind in chosen:
        mutated, description = _apply(tree, index, kind)
        text = ast.unparse(ast.fix_missing_locations(mutated))
        if text in seen:
            continue
        try:
            compile(text, "<mutant>", "exec")
        except SyntaxError:
            continue
        seen.add(text)
        found.append(Mutant(description, text + "\n"))
    return found
