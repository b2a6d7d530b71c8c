"""Every text Rockman renders for a language, written to a folder: a refactor of rendering or of
the language modules compares two snapshots (`diff -r before after`) and must find none.

For each problem of problems/ and each language: the prompt, the driver program's files and
argv (`driver_program`, with the prompt as the program text); for the first 20 problems of
each HumanEval-X file: the script program (`script_program`, prompt + canonical solution + the
test). TypeScript reuses HumanEval-X's JavaScript. Nothing is compiled or run.

    python scripts/render_snapshot.py OUT_DIR
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import hashlib  # noqa: E402

from benchmarks import decoys  # noqa: E402
from rockman import hashing  # noqa: E402
from rockman.importers.humaneval import humaneval_x_sources, reference_samples  # noqa: E402
from rockman.languages import registry as languages  # noqa: E402
from rockman.languages import renderers  # noqa: E402
from rockman.languages.base import Program  # noqa: E402
from rockman.problems import build  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402

DATA = ROOT / "data" / "humaneval-x"


def _digests(files: dict[str, bytes]) -> dict[str, str]:
    return {name: hashlib.sha256(data).hexdigest() for name, data in sorted(files.items())}


def _write_program(folder: Path, program: Program) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in sorted(program.files.items()):
        target = folder / "files" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    meta = {
        "compile_argv": program.compile_argv, "artefacts": program.artefacts,
        "run_argv": program.run_argv, "env": program.env, "executables": program.executables,
        "shape": [program.shape.compile_pids, program.shape.run_pids],
        "warm": None if program.warm is None else {
            "argv": program.warm.argv, "args": program.warm.args,
            "sources": program.warm.sources, "settings": program.warm.settings,
            "files": _digests(program.warm.files),
        },
    }  # fmt: skip
    (folder / "program.json").write_text(json.dumps(meta, indent=1, sort_keys=True, default=list))


def snapshot(out: Path, first: int = 20) -> int:
    count = 0
    specs = build.discover(ROOT / "problems")
    for language, name in renderers.MODULES.items():
        renderer = renderers.load(language)
        module = languages.load(language)
        for spec in specs:
            if spec.starter_code and name not in spec.starter_code:
                continue
            folder = out / name / "problems" / spec.task_id.replace("/", "__")
            folder.mkdir(parents=True, exist_ok=True)
            prompt = renderer.render_prompt(spec, hashing.canary_for(spec.task_id))
            (folder / "prompt.txt").write_text(prompt)
            _write_program(folder / "driver", module.driver_program(prompt, spec.interface))
            count += 1
        with tempfile.TemporaryDirectory() as tmp:
            path = decoys.data_file(DATA, name, Path(tmp))
            sources = humaneval_x_sources(path, pb.Language.ValueType(language))[:first]
            completions = {s["task_id"]: s["completion"] for s in reference_samples(path, name)}
        for source in sources:
            problem = source.problem
            text = problem.prompt + completions.get(problem.task_id, "")
            for case in source.cases:
                folder = out / name / "scripts" / problem.task_id.replace("/", "__") / case.case_id
                _write_program(folder, module.script_program(text, case.script.code))
                count += 1
    return count


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    ns = parser.parse_args(argv)
    print(f"{snapshot(ns.out)} programs and prompts under {ns.out}")


if __name__ == "__main__":
    main()
