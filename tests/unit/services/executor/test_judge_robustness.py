"""The judge gives a verdict for whatever a program prints, and never raises (issue 21 point 4).

Property tests feed arbitrary bytes, and nonce-framed protocol lines carrying arbitrary JSON
(huge and deep values, lone surrogates, numbers beyond any float, wrong types), to `judge.judge`
under every comparator; the judgement must be a verdict whose texts encode as a protobuf.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rockman.judging.compare import HugeInt, load_value, values_match
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import judge
from services.executor.sandbox import Limits, SandboxResult, Termination
from tests.helpers import build_add

COMPARATORS = [
    pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT),
    pb.Comparison(kind=pb.COMPARATOR_KIND_FLOAT_TOLERANCE, rel_tol=1e-9, abs_tol=1e-9),
    pb.Comparison(kind=pb.COMPARATOR_KIND_UNORDERED),
]
TERMINATIONS = [Termination.EXITED, Termination.SIGNALED, Termination.TIME_LIMIT]


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return build_add(tmp_path_factory.mktemp("judge"))


def _run(source: Any, comparison: pb.Comparison) -> tuple[judge.PreparedRun, pb.Problem]:
    problem = pb.Problem()
    problem.CopyFrom(source.problem)
    problem.comparison.CopyFrom(comparison)
    public = [c for c in source.cases if c.split == pb.SPLIT_PUBLIC]
    secret = [c for c in source.cases if c.split != pb.SPLIT_PUBLIC]
    submission = executor_pb2.Submission(task_id="Test/ADD_001", sample_id="s", code="x")
    return judge.prepare(problem, public, secret, submission, Limits()), problem


def _result(stdout: bytes, termination: Termination, stderr: bytes = b"") -> SandboxResult:
    return SandboxResult(termination, 0, 0, stdout, stderr, 0.1, 0.1, 1 << 20)


def _check(judgement: judge.Judgement) -> None:
    """A verdict, and texts a protobuf accepts (what would have aborted the stream)."""
    assert judgement.verdict in pb.Verdict.values()
    result = executor_pb2.ExecutionResult(
        verdict=judgement.verdict, message=judge.valid_text(judgement.message)
    )
    result.public_feedback.extend(judgement.feedback)
    result.SerializeToString()


def _deep(depth: int) -> str:
    return "[" * depth + "1" + "]" * depth


JSON_TEXTS = st.one_of(
    st.recursive(
        st.one_of(
            st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
            st.text(alphabet=st.characters(codec=None, exclude_categories=())),
        ),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
        max_leaves=20,
    ).map(lambda v: json.dumps(v)),
    st.integers(min_value=4300, max_value=20000).map(lambda n: "9" * n),
    st.integers(min_value=300, max_value=3000).map(_deep),
    st.sampled_from(['"\\ud800"', '"\\udfff tail"', "1e400", "-1e400", "[1e999, -1e999]",
                     '{"a": "\\ud83d"}', "NaN", "Infinity", '"' + "x" * 5000 + '"']),
)  # fmt: skip


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    raw=st.binary(max_size=2000),
    comparator=st.sampled_from(COMPARATORS),
    termination=st.sampled_from(TERMINATIONS),
)
def test_any_bytes_get_a_verdict(
    source: Any, raw: bytes, comparator: pb.Comparison, termination: Termination
) -> None:
    run, problem = _run(source, comparator)
    _check(judge.judge(run, _result(raw, termination, raw[:100]), problem))


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    values=st.lists(JSON_TEXTS, min_size=1, max_size=6),
    comparator=st.sampled_from(COMPARATORS),
    release=st.booleans(),
    extra=st.sampled_from(["", ',"error":"\\ud800"', ',"error_type":[1,2]', ',"error":{"x":1}',
                           ',"files":"nope"', ',"partial":[[[]]]']),
)  # fmt: skip
def test_any_json_values_get_a_verdict(
    source: Any, values: list[str], comparator: pb.Comparison, release: bool, extra: str
) -> None:
    """Case lines for public and (after the marker) secret cases, each value arbitrary JSON."""
    run, problem = _run(source, comparator)
    lines = []
    for i, value in enumerate(values):
        lines.append(f'\n{run.nonce} {{"event":"case","i":{i},"value":{value}{extra}}}\n')
    public = "".join(lines).encode("utf-8", "surrogatepass")
    stdout = public + (run.marker + public + f'\n{run.nonce} {{"event":"done"}}\n'.encode()
                       if release else b"")  # fmt: skip
    _check(judge.judge(run, _result(stdout, Termination.EXITED), problem))


def test_huge_integers_are_compared_exactly() -> None:
    exact = pb.Comparison(kind=pb.COMPARATOR_KIND_EXACT)
    tolerant = pb.Comparison(kind=pb.COMPARATOR_KIND_FLOAT_TOLERANCE, rel_tol=1e-6)
    huge = "1" + "0" * 5000
    assert isinstance(load_value(huge), HugeInt)
    assert values_match(load_value(huge), load_value(huge), exact)
    assert not values_match(load_value(huge), load_value(huge + "1"), exact)
    assert not values_match(3, load_value(huge), exact)
    assert not values_match(1.5, 10**400, tolerant)  # beyond any float: no OverflowError
    assert values_match(10**400, 10**400, tolerant)
    assert not values_match("a", ["a"], exact)


def test_a_deep_value_is_a_wrong_answer_saying_why(source: Any) -> None:
    run, problem = _run(source, COMPARATORS[0])
    stdout = f'\n{run.nonce} {{"event":"case","i":0,"value":{_deep(5000)}}}\n'.encode()
    judgement = judge.judge(run, _result(stdout, Termination.EXITED), problem)
    assert judgement.verdict == pb.VERDICT_WRONG_ANSWER
    assert "nested deeper than" in judgement.feedback[0].error


def test_lone_surrogates_reach_messages_escaped(source: Any) -> None:
    run, problem = _run(source, COMPARATORS[0])
    stdout = (
        f'\n{run.nonce} {{"event":"case","i":0,"error":"bad \\ud800","error_type":"ValueError"}}\n'
    ).encode()
    judgement = judge.judge(run, _result(stdout, Termination.EXITED), problem)
    assert judgement.verdict == pb.VERDICT_RUNTIME_ERROR
    assert "\\ud800" in judgement.feedback[0].error
    _check(judgement)


def test_script_cases_survive_odd_output(tmp_path: Path) -> None:
    """An assert-style case whose protocol lines carry nonsense is a failure, not an error."""
    case = pb.TestCase(case_id="private-0", split=pb.SPLIT_PRIVATE,
                       script=pb.ScriptCase(code="assert True"))  # fmt: skip
    problem = pb.Problem(task_id="T/1", prompt="")
    submission = executor_pb2.Submission(task_id="T/1", sample_id="s", code="x")
    run = judge.prepare(problem, [], [case], submission, Limits())
    stdout = f'\n{run.nonce} {{"event":"case","i":0,"value":{_deep(900)}}}\n'.encode()
    judgement = judge.judge(run, _result(stdout, Termination.EXITED), problem)
    assert judgement.verdict != pb.VERDICT_PASS
    _check(judgement)
