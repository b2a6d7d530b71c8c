"""Putting versions and drafts as streams, over a real registry server: a suite larger than one
message crosses as one problem per message, each task's cases once (`reuse_cases`), is stored
with each task's cases once, and is stored whole or not at all."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from rockman import auth, crypto, hashing
from rockman.client import Client, Endpoints
from rockman.client.api import reusing_cases
from rockman.v1 import registry_pb2, registry_pb2_grpc
from services.registry.core import Registry
from services.registry.server import create_server
from tests.helpers import status_code

SMALL = 4 << 20  # the largest message these tests' channel sends; the starter suite is larger

Deployment = tuple[str, str, Registry, Path]


@pytest.fixture
def deployment(tmp_path: Path) -> Iterator[Deployment]:
    plain = auth.Tokens.generate()
    db = tmp_path / "registry.db"
    server, registry = create_server(
        "127.0.0.1:0", db, crypto.MasterKey.create(tmp_path / "registry.key"),
        auth.Tokens.from_plain(plain),
    )  # fmt: skip
    yield server.address, plain[auth.Role.PUBLISHER], registry, db
    server.stop(0)


def _small_channel(address: str) -> grpc.Channel:
    return grpc.insecure_channel(address, options=[("grpc.max_send_message_length", SMALL)])


def _version_requests(
    sources: list[registry_pb2.ProblemSource], suite: str, version: str
) -> Iterator[registry_pb2.PutVersionStreamRequest]:
    for i, source in enumerate(reusing_cases(sources)):
        yield registry_pb2.PutVersionStreamRequest(
            suite=suite if i == 0 else "", version=version if i == 0 else "", problem=source
        )


def test_a_suite_larger_than_a_message_streams_and_is_stored_with_cases_once(
    deployment: Deployment, starter_sources: list[registry_pb2.ProblemSource]
) -> None:
    address, token, registry, db = deployment
    assert sum(s.ByteSize() for s in starter_sources) > 4 * SMALL
    tasks = {s.problem.task_id for s in starter_sources}
    shared = list(reusing_cases(starter_sources))
    assert sum(not s.reuse_cases for s in shared) == len(tasks)  # one full copy per task
    md = auth.bearer(token)
    with _small_channel(address) as channel:
        stub = registry_pb2_grpc.RegistryServiceStub(channel)
        with pytest.raises(grpc.RpcError) as refused:
            stub.PutVersion(
                registry_pb2.PutVersionRequest(suite="starter", version="v1",
                                               problems=starter_sources),
                timeout=60, metadata=md,
            )  # fmt: skip
        assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        response = stub.PutVersionStream(
            _version_requests(starter_sources, "starter", "v1"), timeout=300, metadata=md
        )
    assert response.problem_count == len(tasks)
    assert response.version_hash == hashing.version_hash(
        (s.problem.task_id, s.problem.language, s.problem.content_hash) for s in starter_sources
    )
    # Every language's bundle holds exactly the cases it was built with.
    for source in starter_sources:
        bundle = registry.bundle(source.problem.task_id, source.problem.language, "v1")
        assert list(bundle.cases) == list(source.cases)
        assert bundle.problem.hidden_test_encrypted  # filled from the shared case set
    conn = sqlite3.connect(db)
    sets = conn.execute("select count(*) from case_sets").fetchone()[0]
    rows = conn.execute("select count(*) from problems").fetchone()[0]
    conn.close()
    assert (sets, rows) == (len(tasks), len(starter_sources))
    assert registry.verify().mismatches == []


def test_the_client_streams_drafts_and_publishes_them(
    deployment: Deployment, starter_sources: list[registry_pb2.ProblemSource]
) -> None:
    address, token, _, _ = deployment
    with Client(Endpoints(address, "", ""), token) as client:
        draft = client.put_draft("starter", starter_sources)
        info = client.publish("starter", "v2")
        assert draft.version_hash == info.version_hash
        assert (
            draft.problem_count
            == info.problem_count
            == len({s.problem.task_id for s in starter_sources})
        )
        _, exported = client.export_version("starter", "v2")
    assert [(s.problem.content_hash, list(s.cases)) for s in exported] == [
        (s.problem.content_hash, list(s.cases))
        for s in sorted(starter_sources, key=lambda s: (s.problem.task_id, s.problem.language))
    ]


def test_malformed_streams_are_refused_and_store_nothing(
    deployment: Deployment, starter_sources: list[registry_pb2.ProblemSource]
) -> None:
    address, token, registry, _ = deployment
    md = auth.bearer(token)
    first, second = starter_sources[0], starter_sources[1]
    assert first.problem.task_id == second.problem.task_id
    Req = registry_pb2.PutVersionStreamRequest
    orphan = registry_pb2.ProblemSource(problem=second.problem, reuse_cases=True)
    both = registry_pb2.ProblemSource(problem=second.problem, cases=second.cases, reuse_cases=True)
    with _small_channel(address) as channel:
        stub = registry_pb2_grpc.RegistryServiceStub(channel)

        def put(*requests: registry_pb2.PutVersionStreamRequest) -> grpc.StatusCode:
            return status_code(
                lambda: stub.PutVersionStream(iter(requests), timeout=30, metadata=md)
            )

        def detail(*requests: registry_pb2.PutVersionStreamRequest) -> str:
            try:
                stub.PutVersionStream(iter(requests), timeout=30, metadata=md)
            except grpc.RpcError as exc:
                return str(exc.details())
            return ""

        assert put() == grpc.StatusCode.INVALID_ARGUMENT
        assert "first message must name the suite" in detail()
        head = Req(suite="starter", version="v")
        assert "no problems" in detail(head)
        orphaned = Req(suite="starter", version="v", problem=orphan)
        assert "the last problem that carried cases is not of task" in detail(orphaned)
        assert "must be empty when reuse_cases" in detail(
            Req(suite="starter", version="v", problem=first), Req(problem=both)
        )
        assert "only the first may" in detail(
            Req(suite="starter", version="v", problem=first), Req(suite="starter", problem=second)
        )

        # A stream the client abandons half-way stores nothing.
        def abandoned() -> Iterator[registry_pb2.PutVersionStreamRequest]:
            yield Req(suite="starter", version="v", problem=first)
            raise RuntimeError("the publisher's pipeline broke")

        assert (
            status_code(lambda: stub.PutVersionStream(abandoned(), timeout=30, metadata=md))
            != grpc.StatusCode.OK
        )
    assert registry.store.versions() == []
