"""Python's home: `render` writes its prompts and test programs. Python needs no toolchain
module: its runs use the executor's own interpreter and the harness in rockman/judging."""

from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

RECORD = Record(
    name="python",
    language=pb.LANGUAGE_PYTHON,
    display="Python",
    fence="python",
    extension=".py",
    fence_tags=frozenset({"python", "py", "python3", "py3"}),
    code_start=(r"from\s+\w", r"import\s+\w", r"def\s", r"async\s+def\s", r"class\s", r"@\w"),
    defines=(r"^\s*(async\s+)?def\s+{n}\s*\(", r"^\s*class\s+{n}\b"),
    time_multiplier=1.0,
    assertion_signs=(),
    crash_signs=(),
)
