"""The run's progress display: plain lines off a terminal, a rich bar on one, nothing when quiet."""

from __future__ import annotations

import io

from rockman.client.progress import RunProgress


def feed(progress: RunProgress, total: int) -> None:
    progress.phase("evaluating", total)
    for done in range(1, total + 1):
        progress.update(done, total, {"verdict": "PASS" if done % 2 else "WRONG_ANSWER"})


def test_plain_lines_every_tenth_with_eta_and_pass_rate() -> None:
    stream = io.StringIO()
    with RunProgress("auto", stream) as progress:  # a StringIO is not a terminal
        assert progress.mode == "plain"
        feed(progress, 40)
    lines = stream.getvalue().splitlines()
    assert 10 <= len(lines) <= 11
    assert lines[0].startswith("evaluating 4/40 (10%), ETA ") and lines[0].endswith("pass 0.50")
    assert lines[-1] == "evaluating 40/40 (100%), pass 0.50"


def test_rich_bar_and_quiet() -> None:
    stream = io.StringIO()
    with RunProgress("rich", stream) as progress:
        progress.phase("generating", 5)
        for done in range(1, 6):
            progress.update(done, 5)
        feed(progress, 4)
    text = stream.getvalue()
    assert "generating" in text and "evaluating" in text and "4/4" in text
    quiet = io.StringIO()
    with RunProgress("none", quiet) as progress:
        feed(progress, 4)
    assert quiet.getvalue() == ""


def test_log_mode_writes_no_text() -> None:
    stream = io.StringIO()
    with RunProgress("log", stream) as progress:
        feed(progress, 20)
    assert stream.getvalue() == ""  # the progress goes to the JSON log only


def test_notes_about_one_sample_show_in_every_mode_but_the_json_log() -> None:
    note = "rockman-client: not judged (INVALID_ARGUMENT): sample 3 of A/1: too large"
    for mode in ("plain", "rich", "none"):
        stream = io.StringIO()
        with RunProgress(mode, stream) as progress:
            progress.phase("evaluating", 2)
            progress.update(1, 2, {"verdict": "PASS"})
            progress.note(note)
            progress.update(2, 2, {"task_id": "A/1", "status": "INVALID_ARGUMENT"})
        assert note in stream.getvalue(), mode
    stream = io.StringIO()
    with RunProgress("log", stream) as progress:
        progress.note(note)
    assert stream.getvalue() == ""
