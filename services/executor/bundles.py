"""Where the executor gets test bundles: the registry, verified and cached by content hash."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Protocol

import grpc

from rockman import grpcutil, hashing
from rockman.errors import DataLoss
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2, registry_pb2_grpc

REGISTRY_TIMEOUT_S = 30.0
# How long a fetch waits for a registry that is away (restarting) before the submission fails.
REGISTRY_RECONNECT_S = 10.0


class BundleSource(Protocol):
    def bundle(
        self, task_id: str, language: pb.Language.ValueType, version: str
    ) -> pb.TestBundle: ...


def verify(bundle: pb.TestBundle) -> None:
    """Recompute the content hash of a bundle; DataLoss if it differs from the declared one."""
    p = bundle.problem
    digest = hashing.content_hash(p.task_id, p.language, p.prompt, bundle.cases, p.verifier)
    if digest != p.content_hash:
        raise DataLoss(f"test bundle of {p.task_id} ({p.version}) fails its content hash")


class RegistryBundles:
    """Fetches bundles from the registry over gRPC; keeps the most recent ones in memory."""

    def __init__(
        self,
        address: str,
        token: str | None = None,
        tls: grpcutil.TlsFiles | None = None,
        capacity: int = 4096,
    ) -> None:
        self.address = address
        self.token = token
        self.channel = grpcutil.channel(address, tls)
        self.stub = registry_pb2_grpc.RegistryServiceStub(self.channel)
        self.capacity = capacity
        # Serialized bundles: protobuf (upb) messages must not be read from several threads at
        # once, so every execution parses its own copy.
        self._cache: OrderedDict[tuple[str, int, str], bytes] = OrderedDict()
        self._lock = threading.Lock()

    def bundle(self, task_id: str, language: pb.Language.ValueType, version: str) -> pb.TestBundle:
        key = (task_id, language, version)
        with self._lock:
            cached = self._cache.get(key)
            if cached is not None:
                self._cache.move_to_end(key)
                return pb.TestBundle.FromString(cached)
        request = registry_pb2.GetTestBundleRequest(
            task_id=task_id, language=language, version=version
        )
        try:
            try:
                response = self._fetch(request, wait_for_ready=False)
            except grpc.RpcError as exc:
                if exc.code() != grpc.StatusCode.UNAVAILABLE:
                    raise
                # The registry restarting (or the channel still backing off after it was
                # away): wait for it a while, rather than fail every submission at once.
                response = self._fetch(request, wait_for_ready=True)
        except grpc.RpcError as exc:
            raise grpcutil.raise_for_rpc_error(exc, f"registry at {self.address}") from None
        verify(response.bundle)
        if version:  # only pinned versions are immutable; 'latest' may move
            with self._lock:
                self._cache[key] = response.bundle.SerializeToString()
                while len(self._cache) > self.capacity:
                    self._cache.popitem(last=False)
        return response.bundle

    def _fetch(
        self, request: registry_pb2.GetTestBundleRequest, wait_for_ready: bool
    ) -> registry_pb2.GetTestBundleResponse:
        return self.stub.GetTestBundle(
            request,
            timeout=REGISTRY_RECONNECT_S if wait_for_ready else REGISTRY_TIMEOUT_S,
            metadata=grpcutil.request_metadata(token=self.token),
            wait_for_ready=wait_for_ready,
        )

    def close(self) -> None:
        self.channel.close()
