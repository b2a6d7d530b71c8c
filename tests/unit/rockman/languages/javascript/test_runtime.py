"""The JavaScript Rockman runs, as real files (rockman/languages/javascript/, issue 22): node
parses every file on its own (`node --check`), and the texts the Python modules hold are the
files' texts, each stand-in (`/*@NAME*/default/*@*/`, standing for a computed value) filled in
once."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from rockman.languages import fill_stand_ins, stand_ins
from rockman.languages.javascript import render as render_javascript
from rockman.languages.javascript import toolchain as javascript
from rockman.v1 import common_pb2 as pb

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

JS_DIR = Path(__file__).resolve().parents[5] / "rockman" / "languages" / "javascript"
FILES = sorted(p.name for p in JS_DIR.iterdir() if p.suffix == ".js")


def _text(name: str) -> str:
    return (JS_DIR / name).read_text(encoding="utf-8")


def test_the_folder_holds_the_moved_code() -> None:
    assert {"driver_runtime.js", "runner.js", "js_md5.js"} <= set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_file_parses_on_its_own(node: str, name: str) -> None:
    argv = [node, "--check", str(JS_DIR / name)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, f"{' '.join(argv)} failed:\n{proc.stderr[-4000:]}"


def test_the_python_modules_hold_the_files_texts() -> None:
    driver = _text("driver_runtime.js")
    assert driver == render_javascript.DRIVER_TEMPLATE
    assert stand_ins(driver) == {"INTERFACE"}
    runner = _text("runner.js")
    assert stand_ins(runner) == {"PARSE_ERROR_EXIT"}
    status = str(javascript.PARSE_ERROR_EXIT)
    assert fill_stand_ins(runner, PARSE_ERROR_EXIT=status) == javascript.RUNNER_SOURCE
    assert f"exit({status});" in javascript.RUNNER_SOURCE
    assert _text("js_md5.js") == javascript.JS_MD5_SOURCE
    int_type = pb.TypeRef(kind=pb.TYPE_KIND_INT)
    signature = pb.FunctionSignature(
        name="add_one", params=[pb.Parameter(name="a", type=int_type)], returns=int_type
    )
    interface = pb.Interface(function=signature)
    rendered = render_javascript.driver_source(interface)
    table = json.dumps(
        render_javascript.driver_interface(interface), sort_keys=True, separators=(",", ":")
    )
    assert f"const IFACE = jsonParse({json.dumps(table)});" in rendered  # a JSON string literal
    for text in (rendered, javascript.RUNNER_SOURCE, javascript.JS_MD5_SOURCE):
        assert "/*@" not in text
