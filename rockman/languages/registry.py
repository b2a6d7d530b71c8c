"""The language folders: their records, their style rules by name, and which of them this
executor can run (found once per process from their toolchains)."""

from __future__ import annotations

import functools
import importlib
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Protocol

from rockman.languages.base import Program, Toolchain, ToolchainMissing
from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

if TYPE_CHECKING:  # tree-sitter: the executor's style child process has it, a runner need not
    from rockman.judging.style_syntax import Language as StyleRules


# Every language's folder, Python's among them (it has no toolchain module: its runs use the
# executor's own interpreter).
NAMES = ("python", "cpp", "java", "javascript", "typescript", "rust", "go")


@functools.cache
def records() -> dict[int, Record]:
    """Each language's record (its folder's RECORD), by language."""
    found = [importlib.import_module(f"rockman.languages.{name}").RECORD for name in NAMES]
    return {record.language: record for record in found}


# The languages with a toolchain module (every one but Python), by the name of their folder.
MODULES: dict[int, str] = {
    language: record.name for language, record in records().items() if record.name != "python"
}


class Language(Protocol):
    LANGUAGE: int
    NAME: str

    def toolchain(self) -> Toolchain: ...
    def script_program(self, program_text: str, test_code: str) -> Program: ...
    def driver_program(self, program_text: str, interface: pb.Interface) -> Program: ...


@functools.cache
def load(language: int) -> Language:
    """The language's module; ToolchainMissing when it cannot run here (and why)."""
    name = MODULES.get(language)
    if name is None:
        raise ToolchainMissing(f"no runner for language {language}")
    try:
        module = importlib.import_module(f"rockman.languages.{name}.toolchain")
    except ImportError as exc:
        raise ToolchainMissing(f"the {name} runner is not installed: {exc}") from exc
    module.toolchain()  # raises ToolchainMissing with the reason
    language_module: Language = module
    return language_module


def style(name: str) -> StyleRules:
    """The style rules of the language spelt `name` (its folder's style.STYLE), a fresh one."""
    rules: StyleRules = importlib.import_module(f"rockman.languages.{name}.style").STYLE()
    return rules


def time_multiplier(language: int) -> float:
    """The factor a language's CPU time limit gets over the problem's (docs/languages.md)."""
    record = records().get(language)
    return record.time_multiplier if record else 1.0


def status(language: int) -> tuple[Toolchain | None, str]:
    """(toolchain, "") when the language runs here, else (None, why not)."""
    try:
        return load(language).toolchain(), ""
    except ToolchainMissing as exc:
        return None, str(exc)


def readonly_paths() -> tuple[str, ...]:
    """Everything the available toolchains need the sandbox to show (read-only)."""
    paths: list[str] = []
    # Side by side: each check runs its compiler's `--version` (a tenth of a second or more).
    with ThreadPoolExecutor(len(MODULES), thread_name_prefix="toolchain-check") as checking:
        found = list(checking.map(status, MODULES))
    for toolchain, _ in found:
        if toolchain is not None:
            paths.extend(p for p in toolchain.readonly_paths if p not in paths)
    return tuple(paths)
