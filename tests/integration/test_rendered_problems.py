"""Language-neutral problems rendered into C++, Java, JavaScript, TypeScript, Rust and Go, judged
through the real executor, compile cache and native sandbox.

Every starter problem and the type-mapping problem (tests/data/types_problems) has a reference
solution per language (problems/<id>/reference.<ext>), written against that language's rendered
prompt; each must PASS every split, through the driver rendered from the interface. A solution
that returns wrong values, one that throws, and one that does not compile get WRONG_ANSWER,
RUNTIME_ERROR and COMPILE_ERROR, with public feedback only.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman import enums
from rockman.languages import registry as languages
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, registry_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from services.registry.core import Registry
from tests.helpers import RegistryBundles, open_registry

ROOT = Path(__file__).resolve().parents[2]
EXTENSIONS = {
    "cpp": "cpp",
    "java": "java",
    "javascript": "js",
    "typescript": "ts",
    "rust": "rs",
    "go": "go",
}
FOLDERS = sorted(
    [*(ROOT / "problems").glob("Starter__*"), ROOT / "tests/data/types_problems/Types__ECHO_001"]
)
CASES = [(name, folder) for name in EXTENSIONS for folder in FOLDERS]


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


@pytest.fixture(scope="module")
def registry(tmp_path_factory: pytest.TempPathFactory) -> Registry:
    by_suite: dict[str, list[registry_pb2.ProblemSource]] = {}
    for folder in FOLDERS:
        spec = load_spec(folder)
        by_suite.setdefault(spec.suite, []).extend(
            build.build_all_languages(spec, "test-seed", True)
        )
    registry = open_registry(tmp_path_factory.mktemp("reg") / "r.db")
    for suite, sources in sorted(by_suite.items()):
        registry.put_version(suite, "v1", sources)
    return registry


@pytest.fixture(scope="module")
def executor(
    registry: Registry, sandbox: NativeSandbox, tmp_path_factory: pytest.TempPathFactory
) -> Executor:
    cache = tmp_path_factory.mktemp("compile-cache")
    config = ExecutorConfig(workers=2, compile_cache_dir=str(cache))
    return Executor(RegistryBundles(registry), sandbox, config)


def _language(name: str) -> int:
    language = enums.language(name)
    _, why = languages.status(language)
    if why:
        pytest.fail(f"{name} is unavailable here: {why} (run make toolchains)")
    return language


def _submit(
    executor: Executor, task_id: str, language: int, code: str, kind: int
) -> executor_pb2.ExecutionResult:
    return executor.execute(
        executor_pb2.Submission(
            task_id=task_id,
            language=pb.Language.ValueType(language),
            sample_id="s",
            code=code,
            code_kind=pb.CodeKind.ValueType(kind),
        )
    )


@pytest.mark.timeout(600)
@pytest.mark.parametrize(("name", "folder"), CASES, ids=[f"{n}-{f.name}" for n, f in CASES])
def test_reference_passes_every_split(executor: Executor, name: str, folder: Path) -> None:
    language = _language(name)
    reference = folder / f"reference.{EXTENSIONS[name]}"
    assert reference.is_file(), f"{reference} is missing"
    spec = load_spec(folder)
    result = _submit(
        executor,
        spec.task_id,
        language,
        reference.read_text(encoding="utf-8"),
        pb.CODE_KIND_SOLUTION,
    )
    assert result.verdict == pb.VERDICT_PASS, (pb.Verdict.Name(result.verdict), result)
    assert result.splits and all(s.passed == s.total > 0 for s in result.splits), result.splits
    assert {s.split for s in result.splits} == {pb.SPLIT_PUBLIC, pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN}


@pytest.mark.parametrize("name", list(EXTENSIONS))
def test_every_language_has_a_prompt_with_the_canary(registry: Registry, name: str) -> None:
    language = _language(name)
    for folder in FOLDERS:
        spec = load_spec(folder)
        problem = registry.problem(spec.task_id, language, "v1")
        assert problem.language == language
        assert problem.canary in problem.prompt.splitlines()[0]
        python = registry.problem(spec.task_id, pb.LANGUAGE_PYTHON, "v1")
        assert problem.content_hash != python.content_hash
        assert list(problem.public_cases) == list(python.public_cases)


# Completions of Starter/MATH_001's prompt (count_primes_between(low, high) -> int): a sieve,
# a constant, a throw and a syntax error, appended to the rendered prompt as a model's would be.
SIEVE = {
    "cpp": """    if (high < 2 || low > high) return 0;
    vector<bool> composite(high + 1, false);
    long long count = 0;
    for (long long n = 2; n <= high; ++n) {
        if (composite[n]) continue;
        if (n >= low) ++count;
        for (long long m = n * n; m <= high; m += n) composite[m] = true;
    }
    return count;
}
""",
    "java": """        if (high < 2 || low > high) return 0;
        boolean[] composite = new boolean[(int) high + 1];
        long count = 0;
        for (int n = 2; n <= high; n++) {
            if (composite[n]) continue;
            if (n >= low) count++;
            for (long m = (long) n * n; m <= high; m += n) composite[(int) m] = true;
        }
        return count;
    }
}
""",
    "javascript": """  if (high < 2 || low > high) return 0;
  const composite = new Uint8Array(high + 1);
  let count = 0;
  for (let n = 2; n <= high; n++) {
    if (composite[n]) continue;
    if (n >= low) count++;
    for (let m = n * n; m <= high; m += n) composite[m] = 1;
  }
  return count;
}
""",
    "rust": """    if high < 2 || low > high {
        return 0;
    }
    let mut composite = vec![false; high as usize + 1];
    let mut count = 0;
    for n in 2..=high as usize {
        if composite[n] {
            continue;
        }
        if n as i64 >= low {
            count += 1;
        }
        let mut m = n * n;
        while m <= high as usize {
            composite[m] = true;
            m += n;
        }
    }
    count
}
""",
    "go": """    if high < 2 || low > high {
        return 0
    }
    composite := make([]bool, high+1)
    count := 0
    for n := 2; n <= high; n++ {
        if composite[n] {
            continue
        }
        if n >= low {
            count++
        }
        for m := n * n; m <= high; m += n {
            composite[m] = true
        }
    }
    return count
}
""",
}
SIEVE["typescript"] = SIEVE["javascript"]
CONSTANT = {
    "cpp": "    return 0;\n}\n",
    "java": "        return 0;\n    }\n}\n",
    "javascript": "  return 0;\n}\n",
    "typescript": "  return 0;\n}\n",
    "rust": "    0\n}\n",
    "go": "    return 0\n}\n",
}
THROW = {
    "cpp": '    throw std::runtime_error("boom");\n}\n',
    "java": '        throw new IllegalStateException("boom");\n    }\n}\n',
    "javascript": '  throw new Error("boom");\n}\n',
    "typescript": '  throw new Error("boom");\n}\n',
    "rust": '    panic!("boom")\n}\n',
    "go": '    panic("boom")\n}\n',
}
SYNTAX_ERROR = {
    "cpp": "    return low +;\n}\n",
    "java": "        return low +;\n    }\n}\n",
    "javascript": "  return low +;\n}\n",
    "typescript": '  return "not a number";\n}\n',  # a type error: tsc's, not node's
    "rust": "    low +\n}\n",
    "go": "    return low +\n}\n",
}


@pytest.mark.timeout(600)
@pytest.mark.parametrize("name", list(EXTENSIONS))
def test_completions_get_their_verdicts(executor: Executor, name: str) -> None:
    language = _language(name)
    task = "Starter/MATH_001"
    kind = pb.CODE_KIND_COMPLETION

    passed = _submit(executor, task, language, SIEVE[name], kind)
    assert passed.verdict == pb.VERDICT_PASS, passed

    wrong = _submit(executor, task, language, CONSTANT[name], kind)
    assert wrong.verdict == pb.VERDICT_WRONG_ANSWER, wrong
    public = next(s for s in wrong.splits if s.split == pb.SPLIT_PUBLIC)
    assert 0 < public.passed < public.total  # count_primes_between(0, 1) == 0 passes

    thrown = _submit(executor, task, language, THROW[name], kind)
    assert thrown.verdict == pb.VERDICT_RUNTIME_ERROR, thrown
    assert all(s.passed == 0 for s in thrown.splits)
    assert "boom" in thrown.message and "public case" in thrown.message, thrown.message
    assert any("boom" in f.error for f in thrown.public_feedback)

    broken = _submit(executor, task, language, SYNTAX_ERROR[name], kind)
    assert broken.verdict == pb.VERDICT_COMPILE_ERROR, broken
    assert all(s.passed == 0 for s in broken.splits)
    assert broken.message.startswith("compile error: "), broken.message
    assert len(broken.message) > len("compile error: ") + 10  # the compiler's own words


@pytest.mark.parametrize("name", list(EXTENSIONS))
def test_the_class_skeleton_compiles_as_given(
    executor: Executor, registry: Registry, name: str
) -> None:
    """The prompt of a class task is a complete class with stub bodies: it compiles and fails."""
    language = _language(name)
    prompt = registry.problem("Starter/DS_001", language, "v1").prompt
    result = _submit(executor, "Starter/DS_001", language, prompt, pb.CODE_KIND_SOLUTION)
    assert result.verdict in (pb.VERDICT_WRONG_ANSWER, pb.VERDICT_RUNTIME_ERROR), result
