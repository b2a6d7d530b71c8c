from pathlib import Path

import pytest

from rockman.client.samples import read_samples
from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "samples.jsonl"
    path.write_text(text)
    return path


def test_both_formats_and_numbering(tmp_path: Path) -> None:
    samples = read_samples(
        write(
            tmp_path,
            "\n".join(
                [
                    '{"task_id": "A/1", "completion": "  return 1\\n"}',
                    '{"task_id": "A/1", "completion": "  return 2\\n"}',
                    '{"task_id": "B/1", "solution": "def f(): pass", "sample_id": 7}',
                    "",
                    '{"task_id": "A/1", "solution": "x", "language": "python", "sample_id": "z"}',
                ]
            ),
        )
    )
    assert [(s.task_id, s.sample_id) for s in samples] == [
        ("A/1", "0"),
        ("A/1", "1"),
        ("B/1", "7"),
        ("A/1", "z"),
    ]
    assert samples[0].code_kind == pb.CODE_KIND_COMPLETION
    assert samples[2].code_kind == pb.CODE_KIND_SOLUTION
    assert samples[3].line == 5


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{not json", ":1: not valid JSON"),
        ('{"completion": "x"}', ":1: missing task_id"),
        ('{"task_id": "A", "completion": "x", "solution": "y"}', "exactly one of"),
        ('{"task_id": "A", "completion": 3}', "must be a string"),
        ('{"task_id": "A", "completion": "x", "language": "cobol"}', "unknown language 'cobol'"),
        (
            '{"task_id": "A", "completion": "x", "sample_id": "1"}\n'
            '{"task_id": "A", "completion": "y", "sample_id": "1"}',
            ":2: duplicate sample_id",
        ),
        ("[1, 2]", "must be a JSON object"),
        ("\n\n", "no samples"),
    ],
)
def test_bad_lines_name_the_line(tmp_path: Path, text: str, fragment: str) -> None:
    with pytest.raises(InvalidArgument, match=fragment):
        read_samples(write(tmp_path, text))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(NotFound, match="does not exist"):
        read_samples(tmp_path / "nope.jsonl")
