"""In CI (`CI=true`), a skipped test is a failure: a missing toolchain, engine, image or
library must not leave CI green with a language broken (issue 22). Only a skip that names a
limitation of the host itself (`host_limitation`: which cgroup hierarchy the kernel mounts) is
left a skip; pytest's `-rs` summary lists it."""

from __future__ import annotations

import os
from collections.abc import Generator
from typing import NoReturn

import pluggy
import pytest

HOST_LIMITATION = "host limitation: "


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1")


def host_limitation(reason: str) -> NoReturn:
    """Skip, in CI too: what the test needs is a property of this host that no setup step can
    install (a cgroup hierarchy the kernel does not mount)."""
    __tracebackhide__ = True  # the summary names the test, not this helper
    pytest.skip(HOST_LIMITATION + reason)


def _reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pluggy.Result[pytest.TestReport], None]:
    outcome = yield
    report = outcome.get_result()
    if not (in_ci() and report.skipped) or hasattr(report, "wasxfail"):
        return
    reason = _reason(report)
    if reason.startswith(HOST_LIMITATION):
        return
    report.outcome = "failed"
    report.longrepr = (
        f"skipped in CI (CI=true), where a missing toolchain, engine, image or library is a "
        f"failure, not a skip: {reason}"
    )
