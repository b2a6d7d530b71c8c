"""Prompt templates: the defaults per API style and task type, overrides, and bad templates."""

from __future__ import annotations

from pathlib import Path

import pytest

from rockman.client.generation.prompts import load_template
from rockman.errors import InvalidArgument
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from tests.conftest import PROBLEMS


def problem(folder: str, language: int = pb.LANGUAGE_PYTHON) -> pb.Problem:
    sources = build.build_all_languages(load_spec(PROBLEMS / folder), build.DEV_SEED, True)
    return next(s.problem for s in sources if s.problem.language == language)


def test_completions_default_sends_the_prompt_unchanged() -> None:
    p = problem("Starter__MATH_001")
    template = load_template(None, chat=False)
    assert template.source == "default:completions"
    assert template.render(p) == p.prompt


def test_chat_default_wraps_the_prompt_by_task_type_and_language() -> None:
    template = load_template(None, chat=True)
    generation = template.render(problem("Starter__MATH_001", pb.LANGUAGE_RUST))
    assert generation.startswith("Complete the Rust code below")
    assert "Answer with one ```rust code block." in generation
    assert problem("Starter__MATH_001", pb.LANGUAGE_RUST).prompt.rstrip() in generation
    debugging = template.render(problem("Starter__DEBUG_001", pb.LANGUAGE_JAVA))
    assert debugging.startswith("The Java program below has a bug")
    stateful = template.render(problem("Starter__DS_001"))
    assert stateful.startswith("Implement the Python class below")
    assert len(template.sha256) == 64


def test_a_template_file_replaces_the_default(tmp_path: Path) -> None:
    path = tmp_path / "mine.j2"
    path.write_text("{{ task_id }} in {{ language_name }}:\n{{ prompt }}")
    template = load_template(path, chat=True)
    p = problem("Starter__MATH_001")
    assert template.render(p) == f"Starter/MATH_001 in Python:\n{p.prompt}"
    assert template.source == str(path)


def test_bad_templates_are_named(tmp_path: Path) -> None:
    broken = tmp_path / "broken.j2"
    broken.write_text("line one\n{% if prompt %}never closed\n")
    with pytest.raises(InvalidArgument, match=r"broken.j2:\d+: .*fix the template"):
        load_template(broken, chat=True)
    unknown = tmp_path / "unknown.j2"
    unknown.write_text("{{ prompt }} {{ no_such_variable }}")
    with pytest.raises(InvalidArgument, match="no_such_variable"):
        load_template(unknown, chat=True).render(problem("Starter__MATH_001"))
    with pytest.raises(InvalidArgument, match="does not exist"):
        load_template(tmp_path / "missing.j2", chat=True)
