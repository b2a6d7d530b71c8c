#!/usr/bin/env bash
# Rockman's Compose deployment (compose.yaml, docs/deployment.md "Compose").
#
# Usage: scripts/compose.sh install         install Compose if none is found (idempotent)
#        scripts/compose.sh secrets         generate the missing secrets (idempotent)
#        scripts/compose.sh token ROLE      print a token of ROLE (reader, executor, publisher)
#        scripts/compose.sh ARGS...         `docker-compose -f compose.yaml ARGS...`, after
#                                           install and secrets (e.g. up -d, ps, logs, down)
# Env:   ROCKMAN_COMPOSE_SECRETS  secrets folder (default compose/secrets, gitignored)
#        ROCKMAN_RUNNER_SOCKETS   host folder of the runners' sockets (default
#                                 /run/rockman-runners), created here
#        ROCKMAN_SERVICES_IMAGE   default rockman/services:dev
#        and the variables compose.yaml names (ports, replicas, workers).
#
# Compose: Debian 12 packages Compose 1.29.2 (`apt-get install docker-compose`, the Python
# implementation); the v2 plugin (`docker compose`) is not in Debian's archive. A `docker compose`
# that works is preferred when present, else `docker-compose`.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECRETS="${ROCKMAN_COMPOSE_SECRETS:-$REPO/compose/secrets}"
SOCKETS="${ROCKMAN_RUNNER_SOCKETS:-/run/rockman-runners}"
IMAGE="${ROCKMAN_SERVICES_IMAGE:-rockman/services:dev}"
SERVICE_UID=1000
log() { printf '[compose] %s\n' "$*" >&2; }
die() { printf '[compose] ERROR: %s\n' "$*" >&2; exit 1; }

compose_cmd() {
    if docker compose version >/dev/null 2>&1; then
        echo "docker compose"
    elif command -v docker-compose >/dev/null 2>&1; then
        echo "docker-compose"
    fi
}

install() {
    if [[ -n "$(compose_cmd)" ]]; then
        log "found: $($(compose_cmd) version | head -n 1)"
        return
    fi
    [[ "$(id -u)" == 0 ]] || die "no Compose found; install it as root: apt-get install docker-compose"
    log "apt: installing docker-compose"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends docker-compose >/dev/null
    log "installed: $(docker-compose version | head -n 1)"
}

secrets() {
    docker image inspect "$IMAGE" >/dev/null 2>&1 \
        || die "image $IMAGE is missing: build it with \`make images\` (scripts/build_images.sh)"
    mkdir -p "$SECRETS"
    # Generated inside the services image with rockman.crypto and rockman.auth (no virtualenv
    # needed here), as root in the container so that the files can be given to uid 1000, the
    # registry's user: compose bind-mounts them with their host owner and mode.
    docker run --rm --network none --user 0:0 \
        -v "$REPO/compose/gen_secrets.py:/gen_secrets.py:ro" -v "$SECRETS:/secrets" \
        "$IMAGE" python3 /gen_secrets.py /secrets "$SERVICE_UID" >&2
}

token() {
    local role="${1:?usage: scripts/compose.sh token reader|executor|publisher}"
    local script="import json,sys; t=json.load(open(sys.argv[1]))[sys.argv[2]]; print(t if isinstance(t, str) else t[0])"
    if [[ -r "$SECRETS/tokens.json" ]]; then
        python3 -c "$script" "$SECRETS/tokens.json" "$role"
    else  # the file is uid 1000's: read it as that user in the image
        docker run --rm --network none --user "$SERVICE_UID" -v "$SECRETS:/secrets:ro" \
            "$IMAGE" python3 -c "$script" /secrets/tokens.json "$role"
    fi
}

case "${1:-}" in
    install) install ;;
    secrets) secrets ;;
    token) shift; token "$@" ;;
    "" | -h | --help) sed -n '2,17p' "$0" ;;
    *)
        install
        secrets
        mkdir -p "$SOCKETS"
        cd "$REPO"
        # shellcheck disable=SC2046
        exec $(compose_cmd) -f "$REPO/compose.yaml" "$@"
        ;;
esac
