"""Every language folder provides the whole interface (issue 22): its record, its renderer,
its toolchain module (Python's runs need none), its style rules, its self-test programs, and
nothing that another folder names. Adding a language is adding a folder that passes these
checks (docs/languages.md); no toolchain is started here."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

import pytest

from rockman import languages
from rockman.judging.style_syntax import Language as StyleRules
from rockman.languages import registry, renderers
from rockman.languages.record import Record
from rockman.v1 import common_pb2 as pb

FOLDER = Path(languages.__file__).parent
COMPILED = [name for name in registry.NAMES if name != "python"]


def test_every_folder_is_a_registered_language_and_back() -> None:
    folders = sorted(p.name for p in FOLDER.iterdir() if (p / "__init__.py").is_file())
    assert folders == sorted(registry.NAMES)
    assert sorted(registry.MODULES.values()) == sorted(COMPILED)
    # every language of the contract but UNSPECIFIED has a folder
    contract = {v for v in pb.Language.values() if v != pb.LANGUAGE_UNSPECIFIED}
    assert set(registry.records()) == contract


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_record(name: str) -> None:
    record = importlib.import_module(f"rockman.languages.{name}").RECORD
    assert isinstance(record, Record)
    assert record.name == name
    assert pb.Language.Name(record.language) == f"LANGUAGE_{name.upper()}"
    assert record.display and record.fence in record.fence_tags
    assert record.extension.startswith(".")
    assert record.time_multiplier >= 1.0
    assert record.code_start and record.defines
    for pattern in record.code_start:
        re.compile(pattern)
    for pattern in record.defines:
        re.compile(pattern.format(n="(solve)"))
    if name != "python":  # a compiled run's failures are read from its runtime's words
        assert record.assertion_signs and record.memory_signs


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_renderer(name: str) -> None:
    module = importlib.import_module(f"rockman.languages.{name}.render")
    if name == "python":
        assert callable(module.render_prompt)
        return
    for member in ("type_name", "entry_name", "render_prompt", "driver_source"):
        assert callable(getattr(module, member)), member
    assert registry.records()[module.LANGUAGE].language == module.LANGUAGE
    assert renderers.load(module.LANGUAGE) is module


@pytest.mark.parametrize("name", COMPILED)
def test_the_toolchain_module(name: str) -> None:
    module = importlib.import_module(f"rockman.languages.{name}.toolchain")
    assert name == module.NAME
    assert registry.records()[module.LANGUAGE].name == name
    for member in ("toolchain", "script_program", "driver_program"):
        assert callable(getattr(module, member)), member
    assert list(inspect.signature(module.script_program).parameters) == [
        "program_text",
        "test_code",
    ]


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_style_rules(name: str) -> None:
    rules = registry.style(name)
    assert isinstance(rules, StyleRules)
    assert rules.name == name
    assert rules.grammar() is not None  # its tree-sitter grammar is installed


@pytest.mark.parametrize("name", COMPILED)
def test_the_self_test_programs(name: str) -> None:
    extension = registry.records()[getattr(pb, f"LANGUAGE_{name.upper()}")].extension
    for part in ("program", "passes", "fails", "driver_solution"):
        text = languages.source(name, f"selftest/{part}{extension}")
        assert text.strip(), part
    assert languages.source(name, f"selftest/passes{extension}") != languages.source(
        name, f"selftest/fails{extension}"
    )


def test_no_folder_names_another_languages_module() -> None:
    # A language's Python reads its own folder; what languages share lives in rockman/languages/
    # itself (TypeScript builds on JavaScript's driver and runtime, the one allowed exception).
    allowed = {("typescript", "javascript")}
    crossing = []
    for name in registry.NAMES:
        for path in (FOLDER / name).glob("*.py"):
            text = path.read_text()
            for other in registry.NAMES:
                foreign = other != name and (name, other) not in allowed
                if foreign and re.search(rf"rockman\.languages\.{other}\b", text):
                    crossing.append(f"{path.relative_to(FOLDER)} -> {other}")
    assert crossing == []
