"""The arrows between the parts of the package (issue 22): no service imports another service's
modules, only the client imports services, no module import cycle, no cycle between parts, and
the shared layers (judging, the problem model, the languages wing, the problem tooling) import
only what lies below them.

The graph is read from the source (ast), not from a running interpreter: an edge is any import
that runs (at module level or inside a function; `if TYPE_CHECKING:` blocks are left out, they
never run); `from a import b` is an edge to the module `a.b` when there is one, else to `a`.
Every file has one import name, the one its path says: rockman/... is `rockman`, services/... is
`services` (services/executor/compiled.py is `services.executor.compiled`)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SERVICES = ("executor", "registry", "scorer")


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for base in ("rockman", "services"):
        for path in sorted((ROOT / base).rglob("*.py")):
            rel = path.relative_to(ROOT)
            parts = list(rel.with_suffix("").parts)
            if "__pycache__" in parts or parts[:2] == ["rockman", "v1"]:
                continue
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    out: list[ast.Import | ast.ImportFrom] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            out.append(node)
        for child in ast.iter_child_nodes(node):
            if not _type_checking_only(child):
                stack.append(child)
    return out


def graph() -> dict[str, set[str]]:
    modules = _modules()
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in _imports(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    source = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    source = node.module or ""
                targets = [
                    f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source
                    for alias in node.names
                ]
            edges[name] |= {t for t in targets if t in modules and t != name}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(found)


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_the_graph_sees_every_part() -> None:
    edges = graph()
    assert len(edges) > 140
    # Edges inside the executor (which symlinks once hid from import-graph tools).
    assert "services.executor.artefacts" in edges["services.executor.compiled"]
    assert "services.executor.core" in edges["services.executor.server"]


def test_no_service_imports_another_services_modules() -> None:
    crossing = sorted(
        f"{name} -> {target}"
        for name, targets in graph().items()
        for target in targets
        if _part(name) in SERVICES and _part(target) in SERVICES and _part(target) != _part(name)
    )
    assert crossing == []


def test_no_import_cycle_between_modules() -> None:
    assert cycles(graph()) == []


def _parts_graph() -> dict[str, set[str]]:
    parts: dict[str, set[str]] = {}
    for name, targets in graph().items():
        parts.setdefault(_part(name), set()).update(
            _part(t) for t in targets if _part(t) != _part(name)
        )
    for targets in list(parts.values()):
        for target in targets:
            parts.setdefault(target, set())
    return parts


def test_no_cycle_between_parts() -> None:
    # The parts are rockman/<part> and services/<service>. Until the languages wing, rockman/
    # problems and the executor imported each other (renderers used the executor's comparison
    # and harness, the executor's language modules their renderers).
    assert cycles(_parts_graph()) == []


# The layers, bottom up: what each shared part may import of Rockman's other parts (the leaf
# modules errors, enums, typesyntax, fixtures, hashing, logs and secret_files: by any).
LEAVES = {"errors", "enums", "typesyntax", "fixtures", "hashing", "logs", "secret_files"}
LAYERS = {
    "judging": set(),
    "problem_spec": set(),
    "languages": {"judging", "problem_spec"},
    "problems": {"judging", "problem_spec", "languages"},
}


def test_the_shared_layers_import_only_what_is_below_them() -> None:
    parts = _parts_graph()
    above = {part: sorted(parts[part] - allowed - LEAVES) for part, allowed in LAYERS.items()}
    assert above == {part: [] for part in LAYERS}


def test_only_the_client_imports_the_services() -> None:
    # The client's embedded mode starts the three services in-process; nothing else of the
    # library may depend on a service.
    importers = sorted(
        name
        for name, targets in graph().items()
        if not name.startswith("services.") and any(t.startswith("services.") for t in targets)
    )
    assert importers and all(name.startswith("rockman.client.") for name in importers), importers


def test_the_cycle_finder_finds_cycles() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
