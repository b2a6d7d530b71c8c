"""One sample never changes another's verdict (issue 31): a contamination matrix.

An attacker per language leaves behind the most its compile and run can (big files up to its
work folder's limit, thousands of small files, a /dev/shm file, background processes; a C++
program whose initialised 80 MiB array outgrows the run's work folder, one whose compile fills
its own work folder), and is followed on the
same runners by a correct and a wrong sample in every language, with one worker (everything on
one runner, in order) and with two. Every victim gets the verdict it gets in a run of its own,
every attacker a verdict of its own (never SANDBOX_ERROR, which would leave it out of pass@1),
and the run's pass@1 is the honest one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rockman.auth import Role
from rockman.client import Client, EmbeddedServices
from rockman.client.suites import sync_local_suite
from rockman.problems import seeds
from tests.conftest import PROBLEMS

pytestmark = pytest.mark.timeout(1800)
TASK = "Starter/MATH_001"
FOLDER = PROBLEMS / "Starter__MATH_001"
EXTENSIONS = {"python": "py", "cpp": "cpp", "java": "java", "javascript": "js",
              "typescript": "ts", "rust": "rs", "go": "go"}  # fmt: skip

WRONG = {
    "python": "def count_primes_between(low, high):\n    return 0\n",
    "cpp": "long long count_primes_between(long long low, long long high) { return 0; }\n",
    "java": "class Solution {\n    public long countPrimesBetween(long low, long high) "
            "{ return 0; }\n}\n",
    "javascript": "function countPrimesBetween(low, high) { return 0; }\n",
    "typescript": "function countPrimesBetween(low: number, high: number): number "
                  "{ return 0; }\n",
    "rust": "fn count_primes_between(low: i64, high: i64) -> i64 { 0 }\n",
    "go": "package main\n\nfunc CountPrimesBetween(low int, high int) int { return 0 }\n",
}  # fmt: skip

# Wrong answers that, on their first call, fill the work folder (50 MiB in one file, 3,000
# small files), write /dev/shm, and leave background processes behind.
ATTACKERS: dict[str, tuple[str, str]] = {
    "python": (
        "python",
        """
import os, subprocess
DONE = []
def count_primes_between(low, high):
    if not DONE:
        DONE.append(1)
        with open("/tmp/junk.bin", "wb") as f:
            f.write(b"x" * (50 << 20))
        for i in range(3000):
            open(f"/tmp/f{i}", "w").close()
        with open("/dev/shm/junk", "wb") as f:
            f.write(b"y" * (512 << 10))
        for _ in range(3):
            subprocess.Popen(["/bin/sleep", "30"], start_new_session=True)
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                import time
                time.sleep(30)
            os._exit(0)
    return 0
""",
    ),
    "cpp": (
        "cpp",
        """
#include <cstdio>
#include <string>
#include <unistd.h>
static bool done = false;
long long count_primes_between(long long low, long long high) {
    if (!done) {
        done = true;
        static char chunk[1 << 20];
        FILE *f = std::fopen("/tmp/junk.bin", "wb");
        for (int i = 0; f && i < 50; i++) std::fwrite(chunk, 1, sizeof chunk, f);
        if (f) std::fclose(f);
        for (int i = 0; i < 3000; i++) {
            FILE *g = std::fopen(("/tmp/f" + std::to_string(i)).c_str(), "w");
            if (g) std::fclose(g);
        }
        FILE *s = std::fopen("/dev/shm/junk", "wb");
        if (s) { std::fwrite(chunk, 1, 512 << 10, s); std::fclose(s); }
        for (int i = 0; i < 3; i++) {
            if (fork() == 0) { setsid(); sleep(30); _exit(0); }
        }
    }
    return 0;
}
""",
    ),
    "cpp-80mib-array": (
        "cpp",
        """
char big[80 << 20] = {1};
long long count_primes_between(long long low, long long high) { return big[7]; }
""",
    ),
    "java": (
        "java",
        """
import java.io.*;
import java.nio.file.*;
class Solution {
    static boolean done = false;
    public long countPrimesBetween(long low, long high) {
        if (!done) {
            done = true;
            try {
                Files.write(Paths.get("/tmp/junk.bin"), new byte[50 << 20]);
                for (int i = 0; i < 3000; i++) Files.write(Paths.get("/tmp/f" + i), new byte[0]);
                Files.write(Paths.get("/dev/shm/junk"), new byte[512 << 10]);
                for (int i = 0; i < 3; i++) new ProcessBuilder("/bin/sleep", "30").start();
            } catch (Exception e) {}
        }
        return 0;
    }
}
""",
    ),
    "javascript": (
        "javascript",
        """
let done = false;
function countPrimesBetween(low, high) {
  if (!done) {
    done = true;
    const fs = require("fs");
    const cp = require("child_process");
    try {
      fs.writeFileSync("/tmp/junk.bin", Buffer.alloc(50 << 20, 1));
      for (let i = 0; i < 3000; i++) fs.writeFileSync("/tmp/f" + i, "");
      fs.writeFileSync("/dev/shm/junk", Buffer.alloc(512 << 10, 2));
      for (let i = 0; i < 3; i++) cp.spawn("/bin/sleep", ["30"], {detached: true}).unref();
    } catch (e) {}
  }
  return 0;
}
""",
    ),
    "typescript": (
        "typescript",
        """
declare function require(name: string): any;
let done = false;
function countPrimesBetween(low: number, high: number): number {
  if (!done) {
    done = true;
    const fs = require("fs");
    const cp = require("child_process");
    try {
      fs.writeFileSync("/tmp/junk.bin", "x".repeat(50 << 20));
      for (let i = 0; i < 3000; i++) fs.writeFileSync("/tmp/f" + i, "");
      fs.writeFileSync("/dev/shm/junk", "y".repeat(512 << 10));
      for (let i = 0; i < 3; i++) cp.spawn("/bin/sleep", ["30"], {detached: true}).unref();
    } catch (e) {}
  }
  return 0;
}
""",
    ),
    "rust": (
        "rust",
        """
use std::sync::atomic::{AtomicBool, Ordering};
static DONE: AtomicBool = AtomicBool::new(false);
fn count_primes_between(low: i64, high: i64) -> i64 {
    if !DONE.swap(true, Ordering::SeqCst) {
        let _ = std::fs::write("/tmp/junk.bin", vec![1u8; 50 << 20]);
        for i in 0..3000 {
            let _ = std::fs::write(format!("/tmp/f{}", i), b"");
        }
        let _ = std::fs::write("/dev/shm/junk", vec![2u8; 512 << 10]);
        for _ in 0..3 {
            let _ = std::process::Command::new("/bin/sleep").arg("30").spawn();
        }
    }
    0
}
""",
    ),
    "go": (
        "go",
        """
package main

import (
	"fmt"
	"os"
	"os/exec"
)

var done = false

func CountPrimesBetween(low int, high int) int {
	if !done {
		done = true
		_ = os.WriteFile("/tmp/junk.bin", make([]byte, 50<<20), 0o644)
		for i := 0; i < 3000; i++ {
			_ = os.WriteFile(fmt.Sprintf("/tmp/f%d", i), nil, 0o644)
		}
		_ = os.WriteFile("/dev/shm/junk", make([]byte, 512<<10), 0o644)
		for i := 0; i < 3; i++ {
			_ = exec.Command("/bin/sleep", "30").Start()
		}
	}
	return 0
}
""",
    ),
}


@pytest.fixture(scope="module", params=[1, 2], ids=["one-worker", "two-workers"])
def services(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Client, str]]:
    home = tmp_path_factory.mktemp(f"contamination-{request.param}")
    with (
        EmbeddedServices(home, workers=request.param) as embedded,
        Client(embedded.endpoints, embedded.token(Role.PUBLISHER)) as client,
    ):
        sync_local_suite(client, "starter", PROBLEMS, seed=seeds.DEVELOPMENT)
        yield client, str(request.param)


def _victims(tag: str) -> list[dict[str, Any]]:
    samples = []
    for language, ext in EXTENSIONS.items():
        reference = (FOLDER / f"reference.{ext}").read_text()
        samples.append({"task_id": TASK, "language": language, "solution": reference,
                        "sample_id": f"{tag}-right-{language}"})  # fmt: skip
        samples.append({"task_id": TASK, "language": language, "solution": WRONG[language],
                        "sample_id": f"{tag}-wrong-{language}"})  # fmt: skip
    return samples


def test_an_attacker_never_changes_a_victims_verdict(
    services: tuple[Client, str], tmp_path: Path
) -> None:
    client, workers = services
    samples: list[dict[str, Any]] = []
    for name, (language, code) in ATTACKERS.items():
        samples.append({"task_id": TASK, "language": language, "solution": code,
                        "sample_id": f"attacker-{name}"})  # fmt: skip
        samples.extend(_victims(f"after-{name}"))
    out = tmp_path / f"run-{workers}"
    report = client.run(samples, "starter", out, model="contamination")
    results = {
        r["sample_id"]: r for r in map(json.loads, (out / "results.jsonl").read_text().splitlines())
    }
    assert len(results) == len(samples)
    wrong_verdicts = []
    for sample_id, record in sorted(results.items()):
        if sample_id.startswith("attacker-"):
            expected = {"WRONG_ANSWER", "COMPILE_ERROR", "OUTPUT_LIMIT", "RUNTIME_ERROR"}
        elif "-right-" in sample_id:
            expected = {"PASS"}
        else:
            expected = {"WRONG_ANSWER"}
        if record["verdict"] not in expected:
            wrong_verdicts.append((sample_id, record["verdict"], record["message"][:200]))
    assert not wrong_verdicts, wrong_verdicts
    # pass@1 is the mean over (task, language) of c/n; the honest c and n per language:
    tally: dict[str, list[int]] = {}
    for sample in samples:
        counts = tally.setdefault(sample["language"], [0, 0])
        counts[0] += "-right-" in sample["sample_id"]
        counts[1] += 1
    honest = sum(c / n for c, n in tally.values()) / len(tally)
    assert report.report["overall"]["pass_at_1"] == pytest.approx(honest)
    assert report.report["excluded"] == 0
