#!/usr/bin/env bash
# Make sure a docker engine answers (`docker info`). If none does: install docker.io and
# debootstrap when missing (apt-get update first) and start dockerd in the background with no
# bridge, iptables or masquerading (containers get --network none or host only), logging to
# $DOCKERD_LOG and its pid in $DOCKERD_PID; wait (bounded) until `docker info` works, else fail
# with the log's tail. An engine that already runs is used as it is and never restarted.
#
# Usage: scripts/docker_engine.sh            Env: DOCKERD_WAIT (seconds, default 60)
set -euo pipefail

DOCKERD_LOG="${DOCKERD_LOG:-/var/log/rockman-dockerd.log}"
DOCKERD_PID="${DOCKERD_PID:-/run/rockman-dockerd.pid}"
WAIT="${DOCKERD_WAIT:-60}"
log() { printf '[docker] %s\n' "$*"; }
die() { printf '[docker] ERROR: %s\n' "$*" >&2; exit 1; }

if docker info >/dev/null 2>&1; then
    log "engine running: $(docker version --format '{{.Server.Version}}' 2>/dev/null || echo '?')"
else
    [[ "$(id -u)" == 0 ]] || die "no docker engine, and starting one needs root"
    MISSING=()
    command -v dockerd >/dev/null 2>&1 && command -v docker >/dev/null 2>&1 || MISSING+=(docker.io)
    command -v debootstrap >/dev/null 2>&1 || MISSING+=(debootstrap)
    if ((${#MISSING[@]})); then
        log "apt: installing ${MISSING[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${MISSING[@]}" >/dev/null
    fi
    if [[ -f "$DOCKERD_PID" ]] && kill -0 "$(cat "$DOCKERD_PID")" 2>/dev/null; then
        log "dockerd (pid $(cat "$DOCKERD_PID")) started earlier: waiting for it"
    else
        mkdir -p "$(dirname "$DOCKERD_LOG")" "$(dirname "$DOCKERD_PID")"
        log "starting dockerd (log: $DOCKERD_LOG)"
        nohup dockerd --bridge=none --iptables=false --ip-masq=false >>"$DOCKERD_LOG" 2>&1 </dev/null &
        echo $! >"$DOCKERD_PID"
    fi
    for ((i = 0; i < WAIT; i++)); do
        docker info >/dev/null 2>&1 && break
        kill -0 "$(cat "$DOCKERD_PID")" 2>/dev/null || { tail -n 30 "$DOCKERD_LOG" >&2; die "dockerd exited"; }
        sleep 1
    done
    docker info >/dev/null 2>&1 || { tail -n 30 "$DOCKERD_LOG" >&2; die "dockerd did not answer within ${WAIT}s"; }
    log "engine started: $(docker version --format '{{.Server.Version}}')"
fi
command -v debootstrap >/dev/null 2>&1 || {
    log "apt: installing debootstrap"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
}
