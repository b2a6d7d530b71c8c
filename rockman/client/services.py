"""Where the client's services are: given addresses, or started in-process (embedded).

Embedded mode starts whichever of registry, executor and scorer has no address, on loopback
with free ports, with data under $ROCKMAN_HOME (default ~/.local/share/rockman): the registry's
database and its master key, and the executor's result-signing key (each created on first use,
mode 0600). An embedded scorer trusts results signed by that key, and by the public keys listed
in $ROCKMAN_HOME/trusted-executor-keys (docs/security.md). Role tokens are generated afresh
for each process and wired in: the executor gets the executor token, the caller the reader and
publisher tokens. The embedded executor and scorer check the same tokens; with a remote
registry they check fresh local ones, and accept the caller's own token too.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from rockman import auth, crypto, grpcutil, service_flags, signing
from rockman.problems import seeds
from services.executor.core import ExecutorConfig
from services.executor.server import create_server as create_executor
from services.registry.server import create_server as create_registry
from services.scorer.server import create_server as create_scorer

LOOPBACK = "127.0.0.1:0"


def signing_key_path(home: Path) -> Path:
    """The embedded executor's signing key under `home`."""
    return home / signing.HOME_KEY_FILE


def home_public_key(home: Path) -> bytes | None:
    """The public key of the embedded executor of `home`, or None when it has none yet."""
    path = signing_key_path(home)
    return signing.SigningKey.load(path).public_key if path.exists() else None


def home_trusted_keys(home: Path, extra: Path | None = None) -> signing.TrustedKeys:
    """What a scorer of `home` trusts: the home's executor key, the keys listed in
    HOME/trusted-executor-keys, and those in `extra` (a --trusted-keys file)."""
    keys = []
    own = home_public_key(home)
    if own is not None:
        keys.append(own)
    listed = home / signing.HOME_TRUSTED_FILE
    if listed.exists():
        keys += signing.read_public_keys(listed)
    if extra is not None:
        keys += signing.read_public_keys(extra)
    return signing.TrustedKeys(keys)


@dataclass(frozen=True)
class Endpoints:
    registry: str
    executor: str
    scorer: str


class EmbeddedServices:
    """Context manager hosting the missing services in this process."""

    def __init__(
        self,
        home: Path | None = None,
        registry: str | None = None,
        executor: str | None = None,
        scorer: str | None = None,
        workers: int | None = None,
        registry_token: str | None = None,
        registry_tls: grpcutil.TlsFiles | None = None,
        caller_token: str | None = None,
        backend: str = "native",
    ) -> None:
        self.home = home or service_flags.rockman_home()
        self.caller_token = caller_token  # the caller's token for remote services
        self.given = (registry, executor, scorer)
        self.workers = workers
        self.backend = backend  # an embedded executor's sandbox (ExecutorConfig.backend)
        self.registry_token = registry_token  # for an embedded executor and a remote registry
        self.registry_tls = registry_tls
        self.tokens: dict[auth.Role, str] = {}
        self.servers: list[grpcutil.RunningServer] = []
        self._endpoints: Endpoints | None = None

    @property
    def endpoints(self) -> Endpoints:
        if self._endpoints is None:
            raise RuntimeError("EmbeddedServices is not started")
        return self._endpoints

    @property
    def embedded(self) -> list[str]:
        """Names of the services started here."""
        names = ("registry", "executor", "scorer")
        return [n for n, given in zip(names, self.given, strict=True) if not given]

    def token(self, role: auth.Role) -> str | None:
        """The embedded services' token for `role` (the embedded registry's when there is one);
        None when nothing is embedded."""
        return self.tokens.get(role)

    def _service_tokens(self) -> auth.Tokens:
        """What an embedded executor or scorer accepts: this process's tokens, and the caller's
        token for remote services when a remote registry is in use."""
        if not self.tokens:
            self.tokens = auth.Tokens.generate()
        by_role = {role: [token] for role, token in self.tokens.items()}
        if self.caller_token and len(self.caller_token) >= 16:
            by_role[auth.Role.READER].append(self.caller_token)
        return auth.Tokens(by_role)

    def start(self) -> Endpoints:
        registry, executor, scorer = self.given
        executor_token = self.registry_token
        registry_tls = self.registry_tls
        try:
            if not registry:
                key = crypto.MasterKey.load_or_create(self.home / "registry.key")
                self.tokens = auth.Tokens.generate()
                server, _ = create_registry(
                    LOOPBACK,
                    self.home / "registry.db",
                    key,
                    auth.Tokens.from_plain(self.tokens),
                )
                self.servers.append(server)
                registry = server.address
                executor_token = self.tokens[auth.Role.EXECUTOR]
                registry_tls = None
            if not executor:
                cache_dir = str(self.home / "cache" / "compile")
                # Embedded: each language is checked on its first submission (or by doctor),
                # so a Python-only evaluation never waits for six compilers.
                config = ExecutorConfig(compile_cache_dir=cache_dir, backend=self.backend)
                if self.workers:
                    config = dataclasses.replace(config, workers=self.workers)
                server, _ = create_executor(
                    LOOPBACK,
                    registry,
                    config,
                    executor_token,
                    registry_tls,
                    tokens=self._service_tokens(),
                    signing_key=signing.SigningKey.load_or_create(signing_key_path(self.home)),
                )
                self.servers.append(server)
                executor = server.address
            if not scorer:
                server = create_scorer(
                    LOOPBACK,
                    self.home / "scorer",
                    tokens=self._service_tokens(),
                    trusted_keys=home_trusted_keys(self.home),
                    # It ranks runs judged with this home's private seed (or the operator's).
                    split_fingerprint=seeds.resolve(self.home, os.environ).fingerprint,
                )
                self.servers.append(server)
                scorer = server.address
        except BaseException:
            self.stop()
            raise
        self._endpoints = Endpoints(registry, executor, scorer)
        return self._endpoints

    def stop(self) -> None:
        for server in reversed(self.servers):
            server.stop(grace=1.0)
        self.servers.clear()

    def __enter__(self) -> EmbeddedServices:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
