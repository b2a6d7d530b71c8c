#!/usr/bin/env bash
# rockman/base:bookworm — a minimal Debian 12 root file system made with debootstrap (no registry
# image needed): `debootstrap --variant=minbase bookworm DIR MIRROR`, then `docker import`.
# Skipped when an image with this script's hash (label rockman.recipe) already exists.
#
# Usage: runner_images/base/build.sh [--force]
# Env:   DEBIAN_MIRROR (default http://deb.debian.org/debian), BASE_IMAGE (default rockman/base:bookworm)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
IMAGE="${BASE_IMAGE:-rockman/base:bookworm}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
RECIPE="$(sha256sum "$HERE/build.sh" | cut -d' ' -f1)"
log() { printf '[base] %s\n' "$*"; }

if [[ "${1:-}" != --force ]] &&
    [[ "$(docker image inspect "$IMAGE" --format '{{ index .Config.Labels "rockman.recipe" }}' 2>/dev/null || true)" == "$RECIPE" ]]; then
    log "$IMAGE is current (recipe ${RECIPE:0:12}): skipped"
    docker tag "$IMAGE" rockman/base:dev
    exit 0
fi

command -v debootstrap >/dev/null || { echo "[base] debootstrap missing (apt-get install debootstrap)" >&2; exit 1; }
[[ "$(id -u)" == 0 ]] || { echo "[base] debootstrap needs root" >&2; exit 1; }

ROOT="$(mktemp -d /var/tmp/rockman-base.XXXXXX)"
trap 'rm -rf "$ROOT"' EXIT
t0=$(date +%s)
log "debootstrap --variant=minbase bookworm $ROOT $MIRROR"
debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >"$ROOT.log" 2>&1 ||
    { tail -n 30 "$ROOT.log" >&2; rm -f "$ROOT.log"; exit 1; }
rm -f "$ROOT.log"

# Keep the image small and its apt quiet: no caches, docs, man pages or translations, now or
# from later installs (copyright files stay).
rm -rf "$ROOT"/var/cache/apt/archives/*.deb "$ROOT"/var/cache/apt/*.bin "$ROOT"/var/lib/apt/lists/* \
    "$ROOT"/var/cache/debconf/*-old "$ROOT"/var/log/* "$ROOT"/tmp/* \
    "$ROOT"/usr/share/man/* "$ROOT"/usr/share/info/* "$ROOT"/usr/share/locale/*/
find "$ROOT/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
find "$ROOT/usr/share/doc" -mindepth 1 -type d -empty -delete
cat >"$ROOT/etc/apt/apt.conf.d/90rockman" <<'APT'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
Acquire::Languages "none";
APT
cat >"$ROOT/etc/dpkg/dpkg.cfg.d/90rockman-nodoc" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
DPKG
# The same suites as the host (security and point-release updates, not just the release).
cat >"$ROOT/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb ${MIRROR%/debian}/debian-security bookworm-security main
SOURCES
: >"$ROOT/etc/resolv.conf"
echo rockman >"$ROOT/etc/hostname"

log "docker import -> $IMAGE"
tar --numeric-owner -C "$ROOT" -c . | docker import \
    --change "LABEL rockman.recipe=$RECIPE" \
    --change 'ENV LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["/bin/bash"]' \
    - "$IMAGE" >/dev/null
docker tag "$IMAGE" rockman/base:dev
log "done in $(( $(date +%s) - t0 ))s: $(docker image inspect "$IMAGE" --format '{{.Size}}' | numfmt --to=iec) "
