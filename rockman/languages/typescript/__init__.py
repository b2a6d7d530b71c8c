"""TypeScript's home: `render` writes its prompts and drivers, `toolchain` finds the compiler and
builds the compile and run steps, and the other files are the source Rockman runs in TypeScript."""

import dataclasses

from rockman.languages.javascript import RECORD as JAVASCRIPT
from rockman.v1 import common_pb2 as pb

# Compiled to JavaScript and run by node: its time multiplier and its runtime's assertion,
# crash and memory signs are JavaScript's.
RECORD = dataclasses.replace(
    JAVASCRIPT,
    name="typescript",
    language=pb.LANGUAGE_TYPESCRIPT,
    display="TypeScript",
    fence="typescript",
    extension=".ts",
    fence_tags=frozenset({"typescript", "ts", "tsx"}),
    code_start=(
        r"function\s",
        r"const\s",
        r"let\s",
        r"var\s",
        r"class\s",
        r"interface\s",
        r"type\s",
        r"import\s",
        r"export\s",
    ),
    defines=(
        r"\bfunction\s*\*?\s*{n}\b",
        r"\b(const|let|var)\s+{n}\s*[:=]",
        r"\bclass\s+{n}\b",
    ),
)
