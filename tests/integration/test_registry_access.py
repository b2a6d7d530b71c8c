"""Access control over a real registry server: every RPC, every role, and TLS/mTLS."""

from __future__ import annotations

import datetime
import ipaddress
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from rockman import auth, crypto, grpcutil
from rockman.client import Client, Endpoints
from rockman.v1 import registry_pb2, registry_pb2_grpc
from services.registry.server import create_server
from tests.helpers import build_add

Plain = dict[auth.Role, str]


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Plain, Any]]:
    root = tmp_path_factory.mktemp("registry")
    plain = auth.Tokens.generate()
    server, registry = create_server(
        "127.0.0.1:0",
        root / "registry.db",
        crypto.MasterKey.create(root / "registry.key"),
        auth.Tokens.from_plain(plain),
    )
    source = build_add(root / "problems")
    registry.put_version("testsuite", "v1", [source])
    yield server.address, plain, source
    server.stop(0)


def _rpcs(source: Any) -> dict[str, tuple[frozenset[auth.Role], Callable[..., Any]]]:
    """Each registry RPC: the roles allowed, and a call that succeeds for them."""

    def put_version(stub: Any, md: Any) -> Any:
        return stub.PutVersion(
            registry_pb2.PutVersionRequest(suite="other", version="x", problems=[]),
            timeout=5, metadata=md,
        )  # fmt: skip

    return {
        "ListSuites": (auth.READ, lambda s, md: s.ListSuites(
            registry_pb2.ListSuitesRequest(), timeout=5, metadata=md)),
        "ListVersions": (auth.READ, lambda s, md: s.ListVersions(
            registry_pb2.ListVersionsRequest(include_problems=True), timeout=5, metadata=md)),
        "ListProblems": (auth.READ, lambda s, md: s.ListProblems(
            registry_pb2.ListProblemsRequest(suite="testsuite"), timeout=5, metadata=md)),
        "GetProblem": (auth.READ, lambda s, md: s.GetProblem(
            registry_pb2.GetProblemRequest(task_id="Test/ADD_001"), timeout=5, metadata=md)),
        "GetTestBundle": (auth.EXECUTE, lambda s, md: s.GetTestBundle(
            registry_pb2.GetTestBundleRequest(task_id="Test/ADD_001"), timeout=5, metadata=md)),
        "PutVersion": (auth.PUBLISH, put_version),
        "PutDraft": (auth.PUBLISH, lambda s, md: s.PutDraft(
            registry_pb2.PutDraftRequest(suite="testsuite", problems=[source]),
            timeout=5, metadata=md)),
        "PutVersionStream": (auth.PUBLISH, lambda s, md: s.PutVersionStream(
            iter([registry_pb2.PutVersionStreamRequest(suite="other", version="x")]),
            timeout=5, metadata=md)),
        "PutDraftStream": (auth.PUBLISH, lambda s, md: s.PutDraftStream(
            iter([registry_pb2.PutDraftStreamRequest(suite="testsuite", problem=source)]),
            timeout=5, metadata=md)),
        "PublishDraft": (auth.PUBLISH, lambda s, md: s.PublishDraft(
            registry_pb2.PublishDraftRequest(suite="nosuchsuite", version="v1"),
            timeout=5, metadata=md)),
        "ExportVersion": (auth.PUBLISH, lambda s, md: list(s.ExportVersion(
            registry_pb2.ExportVersionRequest(suite="testsuite"), timeout=5, metadata=md))),
        "VerifyVersions": (auth.PUBLISH, lambda s, md: s.VerifyVersions(
            registry_pb2.VerifyVersionsRequest(), timeout=5, metadata=md)),
    }  # fmt: skip


def test_policy_covers_every_rpc() -> None:
    from services.registry.servicer import POLICY

    methods = registry_pb2.DESCRIPTOR.services_by_name["RegistryService"].methods
    assert {f"/rockman.v1.RegistryService/{m.name}" for m in methods} == set(POLICY)
    assert {m.name for m in methods} == set(_rpcs(None))


def _status(call: Callable[[], Any]) -> grpc.StatusCode:
    try:
        call()
    except grpc.RpcError as exc:
        return exc.code()
    return grpc.StatusCode.OK


@pytest.mark.parametrize("rpc", sorted(_rpcs(None)))
def test_every_rpc_checks_the_role(deployment: tuple[str, Plain, Any], rpc: str) -> None:
    address, plain, source = deployment
    allowed, call = _rpcs(source)[rpc]
    with grpc.insecure_channel(address) as channel:
        stub = registry_pb2_grpc.RegistryServiceStub(channel)
        assert _status(lambda: call(stub, [])) == grpc.StatusCode.UNAUTHENTICATED
        assert _status(lambda: call(stub, auth.bearer("x" * 40))) == grpc.StatusCode.UNAUTHENTICATED
        for role in auth.Role:
            code = _status(lambda r=role: call(stub, auth.bearer(plain[r])))  # type: ignore[misc]
            if role in allowed:
                # Allowed roles reach the servicer: success, or a domain error about the request.
                assert code not in (
                    grpc.StatusCode.UNAUTHENTICATED,
                    grpc.StatusCode.PERMISSION_DENIED,
                ), (rpc, role)
            else:
                assert code == grpc.StatusCode.PERMISSION_DENIED, (rpc, role)


def test_reader_sees_no_secret_case(deployment: tuple[str, Plain, Any]) -> None:
    address, plain, source = deployment
    secrets = [c.call.args_json for c in source.cases if c.split != 1]
    with Client(Endpoints(address, "", ""), plain[auth.Role.READER]) as client:
        seen = b"".join(
            [p.SerializeToString() for p in client.problems("testsuite")[0]]
            + [client.problem("Test/ADD_001").SerializeToString()]
            + [v.SerializeToString() for v in client.versions(include_problems=True)]
        )
        with pytest.raises(Exception, match="may not call GetTestBundle"):
            client.registry.GetTestBundle(
                registry_pb2.GetTestBundleRequest(task_id="Test/ADD_001"),
                timeout=5, metadata=auth.bearer(plain[auth.Role.READER]),
            )  # fmt: skip
    for args in secrets:
        assert args.encode() not in seen


def _cert(
    name: str, issuer: tuple[x509.Name, ec.EllipticCurvePrivateKey] | None, ca: bool = False
) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    issuer_name, issuer_key = issuer if issuer else (subject, key)
    now = datetime.datetime.now(datetime.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject).issuer_name(issuer_name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )  # fmt: skip
    if not ca:
        builder = builder.add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
    return builder.sign(issuer_key, hashes.SHA256()), key


def _write(
    folder: Path, name: str, cert: x509.Certificate, key: ec.EllipticCurvePrivateKey
) -> tuple[Path, Path]:
    cert_path, key_path = folder / f"{name}.crt", folder / f"{name}.key"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))  # fmt: skip
    return cert_path, key_path


def test_mtls(tmp_path: Path) -> None:
    ca_cert, ca_key = _cert("rockman-test-ca", None, ca=True)
    server_cert, server_key = _cert("localhost", (ca_cert.subject, ca_key))
    client_cert, client_key = _cert("executor-1", (ca_cert.subject, ca_key))
    ca_path, _ = _write(tmp_path, "ca", ca_cert, ca_key)
    s_cert, s_key = _write(tmp_path, "server", server_cert, server_key)
    c_cert, c_key = _write(tmp_path, "client", client_cert, client_key)
    plain = auth.Tokens.generate()
    server, _ = create_server(
        "127.0.0.1:0", tmp_path / "r.db", crypto.MasterKey.create(tmp_path / "r.key"),
        auth.Tokens.from_plain(plain), grpcutil.TlsFiles(ca_path, s_cert, s_key),
    )  # fmt: skip
    try:
        endpoints = Endpoints(server.address, "", "")
        reader = plain[auth.Role.READER]
        with Client(endpoints, reader, grpcutil.TlsFiles(ca_path, c_cert, c_key)) as client:
            assert client.suites() == []
        # Without a client certificate the handshake fails: the registry cannot be reached.
        with pytest.raises(Exception, match="cannot reach the registry"):
            Client(endpoints, reader, grpcutil.TlsFiles(ca_path), connect_timeout=2)
        with pytest.raises(Exception, match="cannot reach the registry"):
            Client(endpoints, reader, connect_timeout=2)  # plaintext to a TLS port
    finally:
        server.stop(0)
