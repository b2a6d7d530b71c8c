#!/usr/bin/env python3
"""Draw every problem's private and hidden splits under many seeds, without running references.

The operator's ROCKMAN_HIDDEN_SEED is not the development seed the problems were written and
tested with; a generator that fails or repeats itself under some other seed would stop the real
build. This finds such generators before an operator does.

Usage: .venv/bin/python scripts/scan_generator_seeds.py [--seeds 20] [FOLDER ...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rockman.errors import InvalidArgument  # noqa: E402
from rockman.problem_spec import load_spec  # noqa: E402
from rockman.problems import build  # noqa: E402


def scan(folders: list[Path], seeds: list[str]) -> dict[str, list[str]]:
    """Task id -> one line per seed whose draw failed."""
    failures: dict[str, list[str]] = {}
    for folder in folders:
        spec = load_spec(folder)
        if not any(spec.generate.values()):
            continue
        generate = build._exec_file(folder / "generator.py")["generate"]
        for seed in seeds:
            seen = {build._inputs_key(case, spec.is_class) for case in spec.public}
            try:
                for split in ("private", "hidden"):
                    count = spec.generate.get(split, 0)
                    build._draw(spec, generate, split, count, seed, seen)
            except InvalidArgument as exc:
                failures.setdefault(spec.task_id, []).append(f"seed {seed!r}: {exc}")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("folders", nargs="*", type=Path)
    ns = parser.parse_args()
    folders = ns.folders or sorted((ROOT / "problems").glob("*__*"))
    started = time.monotonic()
    failures = scan(folders, [f"scan-{i}" for i in range(ns.seeds)])
    for task, lines in failures.items():
        print(f"{task}: fails for {len(lines)} of {ns.seeds} seeds; first: {lines[0]}")
    print(f"{len(failures)} of {len(folders)} problems fail under some of {ns.seeds} seeds "
          f"({time.monotonic() - started:.0f} s)")  # fmt: skip
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
