"""A local suite too large for one registry version is refused with a message that says so and
what to do, before anything is sent (not as gRPC's "message larger than max"); syncing every
local suite (`serve`) leaves it out with a warning and carries on."""

from __future__ import annotations

from pathlib import Path

import pytest

from rockman import grpcutil
from rockman.auth import Role
from rockman.client.api import Client
from rockman.client.services import EmbeddedServices
from rockman.client.suites import sync_all_local_suites, sync_local_suite
from rockman.errors import ResourceExhausted
from rockman.problems import build


def test_a_suite_over_the_message_limit_is_refused_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    problems = build.default_problems_dir()
    with (
        EmbeddedServices(tmp_path / "home", workers=1) as services,
        Client(services.endpoints, services.token(Role.PUBLISHER)) as client,
    ):
        monkeypatch.setattr(grpcutil, "MAX_MESSAGE_BYTES", 1 << 20)  # the check's bound only
        too_large = r"suite starter builds to more than 1 MiB.*validate"
        with pytest.raises(ResourceExhausted, match=too_large):
            sync_local_suite(client, "starter", problems)
        assert client.versions("starter") == []
        assert sync_all_local_suites(client, problems) == {}  # left out, with a warning
        assert "suite starter left out" in capsys.readouterr().err
        monkeypatch.undo()
        version = sync_local_suite(client, "starter", problems)
        assert [v.version for v in client.versions("starter")] == [version]
