"""sqlite_utils, imported without pandas.

sqlite_utils imports pandas whenever it is installed (statsmodels brings it) to map DataFrame
column types, which Rockman never stores: half a second of every command's and service's start.
The import runs with pandas hidden, unless the process imported pandas already.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import TYPE_CHECKING


def _import() -> ModuleType:
    if "pandas" in sys.modules or "sqlite_utils" in sys.modules:
        import sqlite_utils

        return sqlite_utils
    sys.modules["pandas"] = None  # type: ignore[assignment]  # `import pandas` raises ImportError
    try:
        import sqlite_utils
    finally:
        del sys.modules["pandas"]
    return sqlite_utils


if TYPE_CHECKING:
    import sqlite_utils
else:
    sqlite_utils = _import()
