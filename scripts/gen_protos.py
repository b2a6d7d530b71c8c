#!/usr/bin/env python3
"""Generate the Python code for protos/rockman/v1 into rockman/v1 (the only place it lives).

Usage: python scripts/gen_protos.py [--out DIR]

With --out the code is written under DIR instead (tests use this to check that regenerating
changes nothing). Needs grpcio-tools and mypy-protobuf at the versions pinned in pyproject.toml.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from grpc_tools import protoc

ROOT = Path(__file__).resolve().parent.parent
PROTO_DIR = ROOT / "protos"
PACKAGE = Path("rockman") / "v1"
INIT_TEXT = (
    '"""Generated rockman.v1 protobuf and gRPC code. Do not edit: run scripts/gen_protos.py."""\n'
)


def generate(out_root: Path) -> list[Path]:
    """Run protoc for every rockman.v1 proto; return the files written under out_root."""
    protos = sorted(str(p.relative_to(PROTO_DIR)) for p in (PROTO_DIR / PACKAGE).glob("*.proto"))
    # protoc finds the mypy plugins on PATH; they sit beside this interpreter in the venv.
    os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    with tempfile.TemporaryDirectory() as tmp:
        args = [
            "grpc_tools.protoc",
            f"-I{PROTO_DIR}",
            f"-I{Path(protoc.__file__).parent / '_proto'}",
            f"--python_out={tmp}",
            f"--grpc_python_out={tmp}",
            f"--mypy_out={tmp}",
            f"--mypy_grpc_out={tmp}",
            *protos,
        ]
        if protoc.main(args) != 0:
            raise SystemExit("protoc failed")
        target = out_root / PACKAGE
        target.mkdir(parents=True, exist_ok=True)
        for old in target.glob("*_pb2*.py*"):
            old.unlink()
        written = []
        for src in sorted((Path(tmp) / PACKAGE).iterdir()):
            dst = target / src.name
            dst.write_bytes(src.read_bytes())
            written.append(dst)
        init = target / "__init__.py"
        init.write_text(INIT_TEXT)
        written.append(init)
        (target / "py.typed").write_text("")
        return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="root to write rockman/v1 under")
    ns = parser.parse_args()
    for path in generate(ns.out):
        sys.stderr.write(f"wrote {path}\n")


if __name__ == "__main__":
    main()
