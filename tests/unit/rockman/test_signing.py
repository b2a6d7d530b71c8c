"""The executor's result signatures without gRPC: keys on disk, sealing, and what a check finds
in a results.jsonl record that was edited."""

from __future__ import annotations

import hashlib
import json
import stat
from pathlib import Path
from typing import Any

import pytest

from rockman import signing
from rockman.client import outputs
from rockman.errors import FailedPrecondition, InvalidArgument
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.sandbox import SubprocessSandbox
from tests.helpers import RegistryBundles, build_add, registry_with, signed_record

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

KEY = signing.SigningKey.generate()
OTHER = signing.SigningKey.generate()


def _roundtrip(record: dict[str, Any]) -> dict[str, Any]:
    """The record as results.jsonl holds it (written, read back)."""
    loaded: dict[str, Any] = json.loads(json.dumps(record))
    return loaded


def test_a_key_file_is_created_once_private_and_whole(tmp_path: Path) -> None:
    path = tmp_path / "home" / signing.HOME_KEY_FILE
    key = signing.SigningKey.load_or_create(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert len(path.read_text().strip()) == 64
    public = signing.public_key_path(path)
    assert public.read_text().strip() == key.public_key.hex()
    assert signing.read_public_keys(public) == [key.public_key]
    again = signing.SigningKey.load_or_create(path)
    assert again.public_key == key.public_key and again.key_id == key.key_id
    assert key.key_id == hashlib.sha256(key.public_key).hexdigest()[:16]
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name, public.name]  # no temp
    with pytest.raises(FileExistsError):
        signing.SigningKey.create(path)  # never overwritten
    assert key.public_key.hex() not in repr(key) and path.read_text().strip() not in repr(key)


def test_bad_key_files_say_what_to_fix(tmp_path: Path) -> None:
    with pytest.raises(FailedPrecondition, match="does not exist"):
        signing.SigningKey.load(tmp_path / "none.key")
    bad = tmp_path / "bad.key"
    bad.write_text("not hex\n")
    with pytest.raises(InvalidArgument, match="must hold 64 hex digits"):
        signing.SigningKey.load(bad)
    keys = tmp_path / "trusted"
    keys.write_text(f"# ours\n{KEY.public_key.hex()}  # executor 1\n\nzz\n")
    with pytest.raises(InvalidArgument, match=r"trusted:4: not a public key"):
        signing.read_public_keys(keys)
    keys.write_text("# nothing\n")
    with pytest.raises(InvalidArgument, match="holds no public key"):
        signing.read_public_keys(keys)


def test_a_sealed_result_verifies_from_its_results_jsonl_record() -> None:
    record = _roundtrip(signed_record(KEY, "T/1", "PASS", code="def f():\n    return 1\n"))
    assert record["signing_key_id"] == KEY.key_id and len(record["signature"]) == 128
    assert record["code_sha256"] == signing.code_sha256("def f():\n    return 1\n")
    assert record["version_hash"] == "ab" * 32
    assert signing.TrustedKeys([KEY.public_key]).check(record) is None
    assert signing.TrustedKeys([OTHER.public_key, KEY.public_key]).check(record) is None
    # What is not signed may change: timings, messages.
    record["message"], record["cpu_time_s"] = "edited", 99.0
    assert signing.TrustedKeys([KEY.public_key]).check(record) is None


def _flip(record: dict[str, Any]) -> None:
    record["verdict"], record["passed"] = "PASS", True
    record["splits"]["private"]["passed"] = record["splits"]["private"]["total"]


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (_flip, "altered"),
        (lambda r: r["splits"]["private"].update(passed=2), "altered"),
        (lambda r: r.update(code_sha256="0" * 64), "altered"),
        (lambda r: r.update(sample_id="1"), "altered"),
        (lambda r: r.update(version_hash="cd" * 32), "altered"),
        (lambda r: r.update(seed_fingerprint="f00d"), "altered"),
        (lambda r: r.update(development_split=True), "altered"),
        (lambda r: r.pop("signature"), "unsigned"),
        (lambda r: r.update(signature=""), "unsigned"),
        (lambda r: r.update(signature="zz"), "not 64 bytes"),
        (lambda r: r.pop("splits"), "splits removed"),
        (lambda r: r.update(signing_key_id=OTHER.key_id), "altered"),
    ],
)
def test_every_edit_of_a_signed_field_is_found(edit: Any, reason: str) -> None:
    record = _roundtrip(signed_record(KEY, "T/1", "WRONG_ANSWER"))
    edit(record)
    trusted = signing.TrustedKeys([KEY.public_key, OTHER.public_key])
    problem = trusted.check(record)
    assert problem is not None and reason in problem.reason and not problem.untrusted


def test_another_key_is_untrusted_and_says_which() -> None:
    record = signed_record(OTHER, "T/1", "PASS")
    problem = signing.TrustedKeys([KEY.public_key]).check(record)
    assert problem is not None and problem.untrusted
    assert f"signed by key {OTHER.key_id!r}" in problem.reason and KEY.key_id in problem.reason
    nobody = signing.TrustedKeys().check(record)
    assert nobody is not None and "trusted: none" in nobody.reason


def test_a_signed_pass_with_a_failed_case_is_refused() -> None:
    """What no honest executor signs (a leaked key or a bug): refused all the same."""
    record = signed_record(KEY, "T/1", "PASS")
    record["splits"]["private"]["passed"] = 1
    record["signature"] = KEY.sign(signing.canonical_bytes(record)).hex()
    problem = signing.TrustedKeys([KEY.public_key]).check(record)
    assert problem is not None and "disagree" in problem.reason


def test_the_signed_bytes_are_canonical_ascii() -> None:
    record = signed_record(KEY, "T/ü", "PASS", sample_id="s\u2028")
    message = signing.canonical_bytes(record)
    assert message.isascii() and message.startswith(b'{"code_sha256":')
    assert b'"format":"rockman-result/1"' in message and b"cpu_time_s" not in message
    shuffled = dict(reversed(list(_roundtrip(record).items())))
    assert signing.canonical_bytes(shuffled) == message
    assert signing.TrustedKeys([KEY.public_key]).check(shuffled) is None


def test_the_executor_signs_every_result_it_returns(tmp_path: Path) -> None:
    """Executor.execute over a real registry file and the subprocess sandbox: a pass, a wrong
    answer and a sandbox fault are each signed with the bundle's version hash; the key is the
    one GetCapabilities publishes."""
    source = build_add(tmp_path / "problems")
    registry = registry_with(tmp_path / "registry.db", [source])
    key = signing.SigningKey.load_or_create(tmp_path / "executor.key")
    executor = Executor(RegistryBundles(registry), SubprocessSandbox(), ExecutorConfig(1), key)
    broken = Executor(
        executor.bundles, SubprocessSandbox(root=tmp_path / "missing"), ExecutorConfig(1), key
    )
    assert executor.capabilities().signing_public_key == key.public_key
    trusted = signing.TrustedKeys([key.public_key])
    version_hash = registry.resolve("testsuite", "v1").version_hash
    for engine, code, verdict in (
        (executor, "def add(a, b):\n    return a + b\n", "PASS"),
        (executor, "def add(a, b):\n    return a - b\n", "WRONG_ANSWER"),
        (broken, "def add(a, b):\n    return a + b\n", "SANDBOX_ERROR"),
    ):
        result = engine.execute(
            executor_pb2.Submission(task_id="Test/ADD_001", version="v1", sample_id="s", code=code)
        )
        record = _roundtrip(outputs.result_record(result))
        assert record["verdict"] == verdict and record["signing_key_id"] == key.key_id
        assert record["version_hash"] == version_hash
        assert record["code_sha256"] == signing.code_sha256(code)
        assert trusted.check(record) is None
    assert signing.TrustedKeys([OTHER.public_key]).check(record) is not None
