"""Generate the Compose deployment's secrets with Rockman's own generators.

Run by `scripts/compose.sh secrets` inside the rockman/services image (so the host needs no
virtualenv), as: python3 gen_secrets.py DIR [UID]. In DIR it creates what is missing:

- registry.key    the registry's master key (rockman.crypto.MasterKey.create: 64 hex digits)
- tokens.json     one fresh token per role (rockman.auth.Tokens.generate/write)
- executor_token  the executor's token, copied from tokens.json (the executor reads it)

Nothing is ever overwritten: the key must stay the one the registry's database was created with.
Every file is mode 0600 and, given UID, owned by UID:UID (the services' user, 1000), the folder
0700. Prints what it created, never a secret.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from rockman import auth, crypto


def main() -> None:
    folder = Path(sys.argv[1])
    uid = int(sys.argv[2]) if len(sys.argv) > 2 else None
    folder.mkdir(parents=True, exist_ok=True)
    created = []
    key = folder / "registry.key"
    if not key.exists():
        crypto.MasterKey.create(key)
        created.append(key.name)
    tokens = folder / "tokens.json"
    if not tokens.exists():
        auth.Tokens.write(tokens, auth.Tokens.generate())
        created.append(tokens.name)
    auth.Tokens.load(tokens)  # a hand-written file must be valid too
    executor = folder / "executor_token"
    token = auth.read_token_file(tokens, auth.Role.EXECUTOR)
    if not executor.exists() or executor.read_text(encoding="utf-8").strip() != token:
        executor.unlink(missing_ok=True)
        fd = os.open(executor, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(token + "\n")
        created.append(executor.name)
    for path in (key, tokens, executor):
        path.chmod(0o600)
        if uid is not None:
            os.chown(path, uid, uid)
    folder.chmod(0o700)
    if uid is not None:
        os.chown(folder, uid, uid)
    print(f"secrets in {folder}: " + (f"created {', '.join(created)}" if created else "unchanged"))


if __name__ == "__main__":
    main()
