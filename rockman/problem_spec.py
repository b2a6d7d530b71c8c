"""Loading and validating a problem folder's spec.yaml (format: docs/problem-format.md)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import yaml

from rockman import enums, typesyntax
from rockman.errors import InvalidArgument
from rockman.fixtures import case_root, valid_files, valid_relative_path
from rockman.v1 import common_pb2 as pb

SPEC_FILE = "spec.yaml"
# libyaml's parser when PyYAML has it: a suite build reads every spec, and the pure-Python
# parser was a sixth of a 240-problem build.
_YAML_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
# Starter code for other languages lives beside spec.yaml as starter.<ext>.
STARTER_FILES = {
    "cpp": "starter.cpp",
    "java": "starter.java",
    "javascript": "starter.js",
    "typescript": "starter.ts",
    "rust": "starter.rs",
    "go": "starter.go",
}
T = TypeVar("T")
COMPARATORS = {
    "exact": pb.COMPARATOR_KIND_EXACT,
    "float": pb.COMPARATOR_KIND_FLOAT_TOLERANCE,
    "unordered": pb.COMPARATOR_KIND_UNORDERED,
    "verifier": pb.COMPARATOR_KIND_VERIFIER,
}
VERIFIER_FILE = "verifier.py"
_REQUIRED = (
    "task_id",
    "suite",
    "category",
    "subcategory",
    "difficulty",
    "task_type",
    "tags",
    "expected_complexity",
    "deterministic",
    "time_limit",
    "memory_limit",
    "source_type",
    "generation_method",
    "generator_version",
    "creation_date",
    "interface",
    "description",
    "public",
)


@dataclass(frozen=True)
class ProblemSpec:
    """A problem as authored, validated; language-neutral."""

    folder: Path
    task_id: str
    suite: str
    category: pb.Category.ValueType
    subcategory: str
    difficulty: int
    task_type: pb.TaskType.ValueType
    tags: list[str]
    expected_complexity: str
    deterministic: bool
    time_limit_s: float
    memory_limit_mb: int
    source_type: pb.SourceType.ValueType
    source_url: str
    derived_from: list[str]
    generation_method: str
    generator_version: str
    creation_date: str
    interface: pb.Interface
    description: str
    comparison: pb.Comparison
    public: list[dict[str, Any]]
    starter_code: dict[str, str] = field(default_factory=dict)
    generate: dict[str, int] = field(default_factory=dict)
    style_checks: pb.StyleChecks | None = None  # refactoring tasks
    verifier: str = ""  # comparison mode verifier: the source of verifier.py
    # file_io tasks: the paths (relative to a case's root folder) whose text after the call is
    # compared with the reference's.
    output_files: list[str] = field(default_factory=list)
    wording: str = ""  # the text the ambiguity lint reads (the description as authored)

    @property
    def is_file_io(self) -> bool:
        return self.task_type == pb.TASK_TYPE_FILE_IO

    @property
    def entry_point(self) -> str:
        iface = self.interface
        return iface.function.name if iface.HasField("function") else iface.class_interface.name

    @property
    def is_class(self) -> bool:
        return self.interface.HasField("class_interface")


def check_files(files: Any, where: str) -> dict[str, str]:
    """A case's input files: a mapping of relative path to UTF-8 text."""
    if not valid_files(files):
        raise InvalidArgument(
            f"{where}: files must map relative paths (no '..', no leading '/') to text"
        )
    return files


def folder_name(task_id: str) -> str:
    """The folder of a task id: '/' becomes '__'."""
    return task_id.replace("/", "__")


class _Fields:
    """Typed access to the raw YAML mapping with errors that name the file and field."""

    def __init__(self, raw: dict[str, Any], where: str) -> None:
        self.raw = raw
        self.where = where

    def fail(self, name: str, reason: str) -> InvalidArgument:
        return InvalidArgument(f"{self.where}: field {name!r}: {reason}")

    def get(self, name: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if name not in self.raw:
            if default is ...:
                raise self.fail(name, "missing")
            return default
        value = self.raw[name]
        if not isinstance(value, kind) or (kind in (int, float) and isinstance(value, bool)):
            names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise self.fail(name, f"must be {names}, got {type(value).__name__}")
        return value

    def enum(self, name: str, parse: Callable[[str], T]) -> T:
        try:
            return parse(self.get(name, str))
        except InvalidArgument as exc:
            raise self.fail(name, str(exc)) from None


def _params(raw: Any, where: str) -> list[pb.Parameter]:
    if not isinstance(raw, list):
        raise InvalidArgument(f"{where}: must be a list of {{name, type}}")
    out = []
    for i, item in enumerate(raw):
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("name"), str)
            or "type" not in item
        ):
            raise InvalidArgument(f"{where}[{i}]: needs a name and a type")
        try:
            type_ref = typesyntax.parse(str(item["type"]))
        except InvalidArgument as exc:
            raise InvalidArgument(f"{where}[{i}]: {exc}") from None
        out.append(
            pb.Parameter(
                name=item["name"], type=type_ref, description=str(item.get("description", ""))
            )
        )
    return out


def _signature(raw: dict[str, Any], where: str) -> pb.FunctionSignature:
    name = raw.get("name")
    if not isinstance(name, str) or not name.isidentifier():
        raise InvalidArgument(f"{where}: name must be an identifier")
    try:
        returns = typesyntax.parse(str(raw.get("returns", "")))
    except InvalidArgument as exc:
        raise InvalidArgument(f"{where}: returns: {exc}") from None
    return pb.FunctionSignature(
        name=name,
        params=_params(raw.get("params", []), f"{where}.params"),
        returns=returns,
        description=str(raw.get("description", "")),
    )


def _interface(raw: Any, where: str) -> pb.Interface:
    if not isinstance(raw, dict):
        raise InvalidArgument(f"{where}: field 'interface': must be a mapping")
    wide_ints = raw.get("wide_ints", False)
    if not isinstance(wide_ints, bool):
        raise InvalidArgument(f"{where}: interface.wide_ints must be true or false")
    interface = _kind_interface(raw, where)
    interface.wide_ints = wide_ints
    return interface


def _kind_interface(raw: dict[str, Any], where: str) -> pb.Interface:
    kind = raw.get("kind")
    if kind == "function":
        return pb.Interface(function=_signature(raw, f"{where}: interface"))
    if kind == "class":
        name = raw.get("name")
        if not isinstance(name, str) or not name.isidentifier():
            raise InvalidArgument(f"{where}: interface.name must be an identifier")
        methods = raw.get("methods")
        if not isinstance(methods, list) or not methods:
            raise InvalidArgument(f"{where}: interface.methods must be a non-empty list")
        return pb.Interface(
            class_interface=pb.ClassInterface(
                name=name,
                constructor_params=_params(
                    raw.get("constructor", []), f"{where}: interface.constructor"
                ),
                methods=[
                    _signature(m, f"{where}: interface.methods[{i}]") for i, m in enumerate(methods)
                ],
                description=str(raw.get("description", "")),
            )
        )
    raise InvalidArgument(f"{where}: field 'interface.kind': must be 'function' or 'class'")


def _check_public(
    cases: list[Any], is_class: bool, where: str, output_files: list[str] | None = None
) -> list[dict[str, Any]]:
    """The spec's public cases; for a file_io task (`output_files` not None) each also has
    `files` and, when the task has output files, `expected_files`."""
    if not cases:
        raise InvalidArgument(f"{where}: field 'public': needs at least one case")
    keys = {"init", "ops", "expected"} if is_class else {"args", "expected"}
    if output_files is not None:
        keys |= {"files", "expected_files"} if output_files else {"files"}
    for i, case in enumerate(cases):
        if not isinstance(case, dict) or set(case) != keys:
            raise InvalidArgument(f"{where}: public[{i}]: needs exactly the keys {sorted(keys)}")
        if output_files is not None:
            check_files(case["files"], f"{where}: public[{i}]")
            if output_files and (
                not isinstance(case["expected_files"], dict)
                or sorted(case["expected_files"]) != sorted(output_files)
                or not all(isinstance(v, str) for v in case["expected_files"].values())
            ):
                raise InvalidArgument(
                    f"{where}: public[{i}]: expected_files must give the text of each of "
                    f"{output_files}"
                )
        if is_class and (
            not isinstance(case["ops"], list)
            or not isinstance(case["expected"], list)
            or len(case["ops"]) != len(case["expected"])
        ):
            raise InvalidArgument(
                f"{where}: public[{i}]: ops and expected must be lists of equal length"
            )
        if not is_class and not isinstance(case["args"], list):
            raise InvalidArgument(f"{where}: public[{i}]: args must be a list")
    return cases


_STYLE_LIMITS = ("max_function_lines", "max_cyclomatic_complexity", "max_parameters")


def _style_checks(f: _Fields) -> pb.StyleChecks | None:
    raw = f.get("style_checks", dict, None)
    if raw is None:
        return None
    unknown = sorted(set(raw) - {*_STYLE_LIMITS, "forbidden_tokens"})
    if unknown:
        raise f.fail(
            "style_checks",
            f"unknown keys {unknown}; known: {', '.join((*_STYLE_LIMITS, 'forbidden_tokens'))}",
        )
    checks = pb.StyleChecks()
    for key in _STYLE_LIMITS:
        value = raw.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise f.fail("style_checks", f"{key} must be a positive integer, got {value!r}")
        setattr(checks, key, value)
    tokens = raw.get("forbidden_tokens", [])
    if not isinstance(tokens, list) or not all(
        isinstance(t, str) and t.strip() == t and t for t in tokens
    ):
        raise f.fail("style_checks", "forbidden_tokens must be a list of words")
    checks.forbidden_tokens.extend(tokens)
    if checks == pb.StyleChecks():
        raise f.fail("style_checks", "sets no check")
    return checks


def style_text(checks: pb.StyleChecks) -> str:
    """The style checks as the prompt states them (every language's rendering)."""
    limits = []
    if checks.max_function_lines:
        limits.append(
            f"at most {checks.max_function_lines} lines of code (blank and comment lines "
            "not counted)"
        )
    if checks.max_cyclomatic_complexity:
        limits.append(f"a cyclomatic complexity of at most {checks.max_cyclomatic_complexity}")
    if checks.max_parameters:
        limits.append(f"at most {checks.max_parameters} parameters (Python's self counts as one)")
    parts = []
    if limits:
        parts.append("every function, method, lambda and closure must have " + ", ".join(limits))
    if checks.forbidden_tokens:
        words = ", ".join(checks.forbidden_tokens)
        parts.append(f"the program must not use these words in its code: {words}")
    return (
        "Style checks (code they cannot read, such as code run from strings or function-like "
        "macros, fails them; a program that passes every test but breaks one of them fails): "
        + "; ".join(parts)
        + "."
    )


def read_yaml(text: str) -> Any:
    """A YAML document as plain values (safe: no tags that build objects)."""
    return yaml.load(text, Loader=_YAML_LOADER)


def load_spec(folder: Path) -> ProblemSpec:
    """Read and validate `folder`/spec.yaml; InvalidArgument names the file, field and reason."""
    path = folder / SPEC_FILE
    where = str(path)
    try:
        raw = read_yaml(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidArgument(f"{folder}: no {SPEC_FILE}") from None
    except yaml.YAMLError as exc:
        raise InvalidArgument(f"{where}: not valid YAML: {exc}") from None
    if not isinstance(raw, dict):
        raise InvalidArgument(f"{where}: must be a mapping of fields")
    f = _Fields(raw, where)
    for name in _REQUIRED:
        if name not in raw:
            raise f.fail(name, "missing")
    task_id = f.get("task_id", str)
    if folder.name != folder_name(task_id):
        raise f.fail("task_id", f"{task_id!r} belongs in folder {folder_name(task_id)!r}")
    difficulty = f.get("difficulty", int)
    if not 1 <= difficulty <= 7:
        raise f.fail("difficulty", f"must be 1..7, got {difficulty}")
    time_limit = float(f.get("time_limit", (int, float)))
    memory_limit = f.get("memory_limit", int)
    if time_limit <= 0 or memory_limit <= 0:
        raise f.fail("time_limit", "time_limit and memory_limit must be positive")
    tags = f.get("tags", list)
    if not all(isinstance(t, str) for t in tags):
        raise f.fail("tags", "must be a list of strings")
    comparison_raw = f.get("comparison", dict, {"mode": "exact"})
    mode = comparison_raw.get("mode", "exact")
    if mode not in COMPARATORS:
        raise f.fail("comparison", f"mode must be one of {', '.join(COMPARATORS)}")
    interface = _interface(raw["interface"], where)
    verifier = ""
    threshold = comparison_raw.get("threshold", 0.0)
    if mode == "verifier":
        path = folder / VERIFIER_FILE
        if not path.is_file():
            raise f.fail("comparison", f"mode verifier needs {VERIFIER_FILE} in {folder}")
        verifier = path.read_text(encoding="utf-8")
        if "def verify(" not in verifier:
            raise f.fail("comparison", f"{VERIFIER_FILE} must define verify(args, expected, "
                                       "actual, threshold)")  # fmt: skip
        if not interface.HasField("function"):
            raise f.fail("comparison", "mode verifier judges function results only")
        if isinstance(threshold, bool) or not isinstance(threshold, (int, float)):
            raise f.fail("comparison", "mode verifier needs a numeric threshold (published)")
    elif "threshold" in comparison_raw:
        raise f.fail("comparison", "threshold belongs to mode verifier")
    generate = f.get("generate", dict, {})
    if not all(
        k in ("private", "hidden") and isinstance(v, int) and v >= 0 for k, v in generate.items()
    ):
        raise f.fail("generate", "must map private/hidden to case counts")
    starter = {str(k): str(v) for k, v in f.get("starter_code", dict, {}).items()}
    for language, name in STARTER_FILES.items():
        path = folder / name
        if path.is_file():
            if language in starter:
                raise f.fail("starter_code", f"{language} is given twice: here and in {name}")
            starter[language] = path.read_text(encoding="utf-8")
    task_type = f.enum("task_type", enums.task_type)
    style = _style_checks(f)
    description = f.get("description", str).strip()
    if task_type == pb.TASK_TYPE_REFACTORING:
        if style is None:
            raise f.fail("style_checks", "a refactoring task needs style checks to meet")
        if "python" not in starter:
            raise f.fail("starter_code", "a refactoring task needs the code to refactor")
    wording = description
    if style is not None:
        description = f"{description}\n\n{style_text(style)}"
    output_files = _output_files(f, task_type, interface)
    public = _check_public(
        f.get("public", list),
        interface.HasField("class_interface"),
        where,
        output_files if task_type == pb.TASK_TYPE_FILE_IO else None,
    )
    if task_type == pb.TASK_TYPE_FILE_IO:
        for i, case in enumerate(public):  # the root folder is the call's first argument
            case["args"] = [case_root(f"public-{i}"), *case["args"]]
        description = f"{description}\n\n{examples_files_text(public, output_files)}"
    return ProblemSpec(
        folder=folder,
        task_id=task_id,
        suite=f.get("suite", str),
        category=f.enum("category", enums.category),
        subcategory=f.get("subcategory", str),
        difficulty=difficulty,
        task_type=task_type,
        tags=tags,
        expected_complexity=f.get("expected_complexity", str),
        deterministic=f.get("deterministic", bool),
        time_limit_s=time_limit,
        memory_limit_mb=memory_limit,
        source_type=f.enum("source_type", enums.source_type),
        source_url=f.get("source_url", str, ""),
        derived_from=f.get("derived_from", list, []),
        generation_method=f.get("generation_method", str),
        generator_version=str(f.get("generator_version", (str, int))),
        creation_date=str(f.get("creation_date", str)),
        interface=interface,
        description=description,
        comparison=pb.Comparison(
            kind=COMPARATORS[mode],
            abs_tol=float(comparison_raw.get("abs_tol", 1e-9)),
            rel_tol=float(comparison_raw.get("rel_tol", 1e-9)),
            threshold=float(threshold),
        ),
        public=public,
        starter_code=starter,
        generate={str(k): int(v) for k, v in generate.items()},
        style_checks=style,
        verifier=verifier,
        output_files=output_files,
        wording=wording,
    )


def _output_files(f: _Fields, task_type: int, interface: pb.Interface) -> list[str]:
    """A file_io task's output files; the task's function takes its root folder first."""
    if task_type != pb.TASK_TYPE_FILE_IO:
        if "output_files" in f.raw:
            raise f.fail("output_files", "belongs to task_type file_io")
        return []
    params = interface.function.params if interface.HasField("function") else []
    if not params or params[0].name != "root" or params[0].type.kind != pb.TYPE_KIND_STRING:
        raise f.fail("interface", "a file_io task is a function whose first parameter is root: str")
    outputs = f.get("output_files", list, [])
    if not all(valid_relative_path(p) for p in outputs) or len(set(outputs)) != len(outputs):
        raise f.fail("output_files", "must be distinct relative paths (no '..', no leading '/')")
    return [str(p) for p in outputs]


def examples_files_text(public: list[dict[str, Any]], output_files: list[str]) -> str:
    """What the examples' root folders hold (every language's prompt states it)."""
    lines = ["File examples: the root folder of example call i is fs/public-<i>."]
    for i, case in enumerate(public):
        lines.append(f"Example {i} (root fs/public-{i}) holds:")
        lines += [f"  {path}: {json.dumps(text)}" for path, text in sorted(case["files"].items())]
        if not case["files"]:
            lines.append("  (no files)")
        if output_files:
            lines.append("  and afterwards must hold:")
            lines += [
                f"  {path}: {json.dumps(case['expected_files'][path])}" for path in output_files
            ]
    return "\n".join(lines)
