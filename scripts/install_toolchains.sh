#!/usr/bin/env bash
# Install and verify the compilers/runtimes Rockman's sandbox runners use for the non-Python
# languages: C++ (g++, C++17, OpenSSL), Java (OpenJDK 17), JavaScript (node), TypeScript
# (tsc pinned, project-local), Rust (rustc + offline crates rand/regex/md5 from Debian) and
# Go (Debian golang-go + a vendored testify for HumanEval-X).
#
# Idempotent: a second run installs nothing, rebuilds nothing and only re-runs the
# verification compiles (a few seconds). Safe as root on a fresh Debian 12 (bookworm).
# Everything project-local goes under toolchains/ (git-ignored). See docs/toolchains.md.
#
# Environment knobs:
#   TOOLCHAINS_DIR   where to put project-local toolchains   (default: <repo>/toolchains)
#   GO_EVAL_DIR      HumanEval-X go-evaluation folder (go.mod, go.sum, go_vendor.tar.gz)
#                    (default: <repo>/data/humaneval-x/go-evaluation)
#   HX_CPP_FILE      HumanEval-X C++ file whose prompts' header sequences get PCHs
#                    (default: <repo>/data/humaneval-x/humaneval_cpp.jsonl.gz)
#   SKIP_VERIFY=1    install only, skip the hello-world checks
#   ROCKMAN_PYTHON   the Python that builds C++'s precompiled headers (default: <repo>/.venv/bin/python)
#
# Options:
#   --language L     install and verify one language only (python, cpp, java, javascript,
#                    typescript, rust, go), as the runner images do (runner_images/); without
#                    it, all of them plus the node client example's packages
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TC="${TOOLCHAINS_DIR:-$REPO/toolchains}"
GO_EVAL_DIR="${GO_EVAL_DIR:-$REPO/data/humaneval-x/go-evaluation}"

TS_VERSION="5.9.3"            # newest 5.x (npm "latest" is 7.x, a different toolchain)
TYPES_NODE_VERSION="20.19.43" # matches Node 20
DEBIAN_CRATE_REGISTRY="/usr/share/cargo/registry"

log() { printf '[toolchains] %s\n' "$*"; }
die() { printf '[toolchains] ERROR: %s\n' "$*" >&2; exit 1; }

ONLY="" # --language L: that language only; empty: everything (the default)
while (($#)); do
    case "$1" in
        --language) ONLY="${2:-}"; shift $(($# > 1 ? 2 : 1)) ;;
        --language=*) ONLY="${1#*=}"; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d'; exit 0 ;;
        *) die "unknown argument: $1 (see --help)" ;;
    esac
done
case "$ONLY" in
    "" | python | cpp | java | javascript | typescript | rust | go) ;;
    *) die "--language: expected python, cpp, java, javascript, typescript, rust or go, not '$ONLY'" ;;
esac
want() { [[ -z "$ONLY" || "$ONLY" == "$1" ]]; } # is language $1 being installed?

# Write stdin to $1 only when the content differs (keeps re-runs from touching files).
write_if_changed() {
    local dest="$1" tmp
    tmp="$(mktemp)"
    cat >"$tmp"
    if [[ -f "$dest" ]] && cmp -s "$tmp" "$dest"; then
        rm -f "$tmp"
    else
        mkdir -p "$(dirname "$dest")"
        mv "$tmp" "$dest"
        chmod 644 "$dest"
    fi
}

mkdir -p "$TC"

# The toolchains folder is never committed.
if [[ -f "$REPO/.gitignore" ]] && ! grep -qxF 'toolchains/' "$REPO/.gitignore"; then
    [[ -z "$(tail -c1 "$REPO/.gitignore")" ]] || echo >>"$REPO/.gitignore"
    echo 'toolchains/' >>"$REPO/.gitignore"
fi

# ---------------------------------------------------------------------------------------------
# 1. Debian packages
# ---------------------------------------------------------------------------------------------
find_rust_bin() { # $1 = rustc|cargo; prefer rustup's in ~/.cargo/bin, then PATH
    local d
    for d in "${HOME:-/root}/.cargo/bin" /root/.cargo/bin; do
        [[ -x "$d/$1" ]] && { echo "$d/$1"; return 0; }
    done
    command -v "$1" || true
}

if [[ -z "$ONLY" ]]; then
PKGS=(g++ libssl-dev libboost-dev golang-go librust-rand-dev 'librust-regex+default-dev' librust-md5-dev)
command -v javac >/dev/null 2>&1 || PKGS+=(openjdk-17-jdk-headless)
command -v node >/dev/null 2>&1 || PKGS+=(nodejs)
command -v npm >/dev/null 2>&1 || PKGS+=(npm)
[[ -n "$(find_rust_bin rustc)" ]] || PKGS+=(rustc)
[[ -n "$(find_rust_bin cargo)" ]] || PKGS+=(cargo)
PKGS+=(faketime) # libfaketime: tests/integration/test_faults.py jumps a runner's wall clock
else # one language's packages only
PKGS=()
case "$ONLY" in
    cpp) PKGS+=(g++ libssl-dev libboost-dev) ;;
    java) command -v javac >/dev/null 2>&1 || PKGS+=(openjdk-17-jdk-headless) ;;
    javascript) command -v node >/dev/null 2>&1 || PKGS+=(nodejs) ;;
    typescript) # npm only to install tsc: not when (an earlier image stage) put it there already
        command -v node >/dev/null 2>&1 || PKGS+=(nodejs)
        grep -qs "\"version\": \"$TS_VERSION\"" "$TC/node/node_modules/typescript/package.json" &&
            grep -qs "\"version\": \"$TYPES_NODE_VERSION\"" "$TC/node/node_modules/@types/node/package.json" ||
            command -v npm >/dev/null 2>&1 || PKGS+=(npm) ;;
    rust)
        PKGS+=(librust-rand-dev 'librust-regex+default-dev' librust-md5-dev)
        [[ -n "$(find_rust_bin rustc)" ]] || PKGS+=(rustc)
        [[ -n "$(find_rust_bin cargo)" ]] || PKGS+=(cargo) ;;
    go) PKGS+=(golang-go gcc libc6-dev) ;; # cgo (runtime/cgo, net) as with the full install
esac
fi

MISSING=()
for p in ${PKGS[@]+"${PKGS[@]}"}; do
    if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]]; then
        MISSING+=("$p")
    fi
done
if ((${#MISSING[@]})); then
    [[ "$(id -u)" == 0 ]] || die "need root to install: ${MISSING[*]}"
    log "apt: installing ${MISSING[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${MISSING[@]}" >/dev/null
else
    log "apt: all packages present"
fi

RUSTC="$(find_rust_bin rustc)"
CARGO="$(find_rust_bin cargo)"
! want rust || [[ -x "$RUSTC" && -x "$CARGO" ]] || die "rustc/cargo not found"

# ---------------------------------------------------------------------------------------------
# 2. TypeScript, project-local
# ---------------------------------------------------------------------------------------------
NODE_DIR="$TC/node"
TSC="$NODE_DIR/node_modules/.bin/tsc"
if want typescript; then
pkg_version() { # version of an npm package installed in $NODE_DIR, or empty
    local f="$NODE_DIR/node_modules/$1/package.json"
    [[ -f "$f" ]] && node -p "require(process.argv[1]).version" "$f" 2>/dev/null || true
}
if [[ "$(pkg_version typescript)" != "$TS_VERSION" || "$(pkg_version @types/node)" != "$TYPES_NODE_VERSION" ]]; then
    log "npm: installing typescript@$TS_VERSION @types/node@$TYPES_NODE_VERSION into $NODE_DIR"
    mkdir -p "$NODE_DIR"
    npm install --prefix "$NODE_DIR" --save-exact --no-audit --no-fund --loglevel=error \
        "typescript@$TS_VERSION" "@types/node@$TYPES_NODE_VERSION" >/dev/null
else
    log "npm: typescript@$TS_VERSION present"
fi
fi

# The Node.js example client's gRPC libraries, exactly as its package-lock.json pins them.
EXAMPLE_NODE="$REPO/examples/node-client"
if [[ -n "$ONLY" ]]; then
    : # one language (an image): not the example client
elif ! cmp -s "$EXAMPLE_NODE/package-lock.json" "$EXAMPLE_NODE/node_modules/.rockman-installed"; then
    log "npm: installing the node client example's packages (npm ci)"
    npm ci --prefix "$EXAMPLE_NODE" --no-audit --no-fund --loglevel=error >/dev/null
    cp "$EXAMPLE_NODE/package-lock.json" "$EXAMPLE_NODE/node_modules/.rockman-installed"
else
    log "npm: the node client example's packages present"
fi

# ---------------------------------------------------------------------------------------------
# 3. Rust: offline cargo against Debian's crate registry, pre-built template crate
# ---------------------------------------------------------------------------------------------
RUST_DIR="$TC/rust"
if want rust; then
export CARGO_HOME="$RUST_DIR/cargo-home"
TEMPLATE="$RUST_DIR/template"

write_if_changed "$CARGO_HOME/config.toml" <<EOF
# Generated by scripts/install_toolchains.sh: crates come only from Debian's librust-*-dev.
[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "$DEBIAN_CRATE_REGISTRY"

[net]
offline = true
EOF

crate_version() { # newest version of crate $1 in the Debian registry
    local d
    d="$(ls -d "$DEBIAN_CRATE_REGISTRY/$1"-[0-9]* 2>/dev/null | sort -V | tail -n1)"
    [[ -n "$d" ]] || die "crate $1 missing from $DEBIAN_CRATE_REGISTRY"
    echo "${d##*/$1-}"
}
RAND_V="$(crate_version rand)"
REGEX_V="$(crate_version regex)"
MD5_V="$(crate_version md5)"

write_if_changed "$TEMPLATE/Cargo.toml" <<EOF
[package]
name = "template"
version = "0.1.0"
edition = "2021"

[dependencies]
rand = "=$RAND_V"
regex = "=$REGEX_V"
md5 = "=$MD5_V"
EOF
write_if_changed "$TEMPLATE/src/main.rs" <<'EOF'
use rand::Rng;
fn main() {
    let x: u8 = rand::thread_rng().gen_range(0..10);
    let re = regex::Regex::new(r"^\d+$").unwrap();
    println!("{} {} {:x}", x < 10, re.is_match("42"), md5::compute(b"hello"));
}
EOF

# A different rustc cannot use the old rlibs: start clean so deps/ holds one build only.
RUSTC_VV="$("$RUSTC" -vV)"
if [[ -d "$TEMPLATE/target" && "$(cat "$TEMPLATE/.rustc-version" 2>/dev/null || true)" != "$RUSTC_VV" ]]; then
    log "rust: rustc changed, cleaning template build"
    rm -rf "$TEMPLATE/target" "$TEMPLATE/Cargo.lock"
fi
[[ -d "$TEMPLATE/target" ]] || log "rust: building template crate (rand $RAND_V, regex $REGEX_V, md5 $MD5_V) offline"
CARGO_JSON="$(cd "$TEMPLATE" && RUSTC="$RUSTC" "$CARGO" build --release --offline --quiet \
    --message-format=json)" || die "cargo build of $TEMPLATE failed"
printf '%s\n' "$RUSTC_VV" | write_if_changed "$TEMPLATE/.rustc-version"

# rustc arguments for a single-file solution: one per line, absolute paths.
DEPS="$TEMPLATE/target/release/deps"
if ! command -v node >/dev/null 2>&1; then # a rust-only image has no node: the same in Python
RUST_ARGS="$(printf '%s\n' "$CARGO_JSON" | python3 -c '
import json, sys
deps, want, got = sys.argv[1], ["rand", "regex", "md5"], {}
for line in sys.stdin:
    if not line.strip():
        continue
    m = json.loads(line)
    if m.get("reason") != "compiler-artifact" or m["target"]["name"] not in want:
        continue
    rlib = next((f for f in m["filenames"] if f.endswith(".rlib")), None)
    if rlib:
        got[m["target"]["name"]] = rlib
out = ["-L", "dependency=" + deps]
for n in want:
    if n not in got:
        sys.exit("no rlib for " + n)
    out += ["--extern", n + "=" + got[n]]
print("\n".join(out))
' "$DEPS")" || die "could not find the rlibs of rand/regex/md5"
else
RUST_ARGS="$(printf '%s\n' "$CARGO_JSON" | node -e '
    const deps = process.argv[1], want = ["rand", "regex", "md5"], got = {};
    for (const line of require("fs").readFileSync(0, "utf8").split("\n")) {
        if (!line.trim()) continue;
        const m = JSON.parse(line);
        if (m.reason !== "compiler-artifact" || !want.includes(m.target.name)) continue;
        const rlib = m.filenames.find((f) => f.endsWith(".rlib"));
        if (rlib) got[m.target.name] = rlib;
    }
    const out = ["-L", "dependency=" + deps];
    for (const n of want) {
        if (!got[n]) { console.error("no rlib for " + n); process.exit(1); }
        out.push("--extern", n + "=" + got[n]);
    }
    console.log(out.join("\n"));
' "$DEPS")" || die "could not find the rlibs of rand/regex/md5"
fi
printf '%s\n' "$RUST_ARGS" | write_if_changed "$RUST_DIR/rustc-args.txt"
fi

# ---------------------------------------------------------------------------------------------
# 4. Go: module folder with vendored testify (HumanEval-X), fully offline
# ---------------------------------------------------------------------------------------------
GO_DIR="$TC/go"
GO_MOD_DIR="$GO_DIR/module"
HAVE_TESTIFY=0
if want go; then
mkdir -p "$GO_DIR/cache" "$GO_DIR/gopath"
export GOCACHE="$GO_DIR/cache" GOPATH="$GO_DIR/gopath" GOMODCACHE="$GO_DIR/gopath/pkg/mod"
export GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local GO111MODULE=on GOFLAGS=-mod=vendor
if [[ -f "$GO_EVAL_DIR/go.mod" && -f "$GO_EVAL_DIR/go_vendor.tar.gz" ]]; then
    STAMP="$(cat "$GO_EVAL_DIR/go.mod" "$GO_EVAL_DIR/go.sum" "$GO_EVAL_DIR/go_vendor.tar.gz" | sha256sum | cut -d' ' -f1)"
    if [[ "$(cat "$GO_MOD_DIR/.stamp" 2>/dev/null || true)" != "$STAMP" || ! -f "$GO_MOD_DIR/vendor/modules.txt" ]]; then
        log "go: preparing $GO_MOD_DIR from $GO_EVAL_DIR"
        rm -rf "$GO_MOD_DIR"
        mkdir -p "$GO_MOD_DIR"
        cp "$GO_EVAL_DIR/go.mod" "$GO_EVAL_DIR/go.sum" "$GO_MOD_DIR/"
        tar -xzf "$GO_EVAL_DIR/go_vendor.tar.gz" -C "$GO_MOD_DIR" --no-same-owner
        chmod -R u+w,a+rX "$GO_MOD_DIR"
        echo "$STAMP" >"$GO_MOD_DIR/.stamp"
    fi
    HAVE_TESTIFY=1
elif [[ -f "$GO_MOD_DIR/vendor/modules.txt" ]]; then
    log "go: $GO_EVAL_DIR absent; keeping the vendored testify prepared earlier"
    HAVE_TESTIFY=1
else
    log "go: $GO_EVAL_DIR absent: skipping testify (go tests importing it will not build)"
    mkdir -p "$GO_MOD_DIR"
    printf 'module humanEval\n\ngo 1.18\n' | write_if_changed "$GO_MOD_DIR/go.mod"
fi
fi

# ---------------------------------------------------------------------------------------------
# 4b. C++: precompiled headers of common header sequences, prebuilt entry objects
# ---------------------------------------------------------------------------------------------
# Under $TC/cpp/<tag>/ (tag: g++, OpenSSL, Boost, flags); what is current is kept, other tags
# are removed. See rockman/languages/cpp/toolchain.py.
HX_CPP="${HX_CPP_FILE:-$REPO/data/humaneval-x/humaneval_cpp.jsonl.gz}"
PY="${ROCKMAN_PYTHON:-$REPO/.venv/bin/python}"
if ! want cpp; then
    :
elif [[ -x "$PY" ]]; then
    CPP_ARGS=(--prebuild)
    [[ -f "$HX_CPP" ]] && CPP_ARGS+=("$HX_CPP") || log "cpp: $HX_CPP absent: no HumanEval-X header sets"
    ROCKMAN_TOOLCHAINS="$TC" "$PY" -m rockman.languages.cpp.toolchain "${CPP_ARGS[@]}" ||
        die "cpp: building precompiled headers failed"
elif [[ -z "${ROCKMAN_PYTHON:-}" ]]; then
    log "cpp: $REPO/.venv missing (make setup): no precompiled headers"
else
    die "cpp: ROCKMAN_PYTHON=$PY is not an executable"
fi

# ---------------------------------------------------------------------------------------------
# Environment file for runners / humans: `source toolchains/env.sh`
# ---------------------------------------------------------------------------------------------
write_if_changed "$TC/env.sh" <<EOF
# Generated by scripts/install_toolchains.sh
export ROCKMAN_TOOLCHAINS="$TC"
export RUSTC="$RUSTC"
export ROCKMAN_RUSTC_ARGS_FILE="$RUST_DIR/rustc-args.txt"
export TSC="$TSC"
export ROCKMAN_GO_MODULE="$GO_MOD_DIR"
export GOCACHE="$GO_DIR/cache" GOPATH="$GO_DIR/gopath" GOMODCACHE="$GO_DIR/gopath/pkg/mod"
export GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local GO111MODULE=on
# GOFLAGS=-mod=vendor only inside a module folder (go 1.19 panics on it outside one).
EOF

[[ "${SKIP_VERIFY:-0}" == 1 ]] && { log "SKIP_VERIFY=1: done"; exit 0; }

# ---------------------------------------------------------------------------------------------
# 5. Verification: hello-world per language
# ---------------------------------------------------------------------------------------------
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
FAILED=()
now() { date +%s.%N; }
report() { # lang version t0 status(0=ok)
    local secs
    secs="$(awk -v a="$3" -v b="$(now)" 'BEGIN{printf "%.2f", b-a}')"
    if [[ "$4" == 0 ]]; then
        printf '%-11s %-50s OK    %6ss\n' "$1" "$2" "$secs"
    else
        printf '%-11s %-50s FAIL  %6ss (see %s)\n' "$1" "$2" "$secs" "$W/$1.log"
        FAILED+=("$1")
    fi
}
expect() { # expected-output command... : run, compare stdout
    local want="$1" got
    shift
    got="$("$@")" && [[ "$got" == "$want" ]] || { echo "got: $got / want: $want"; return 1; }
}

echo "--- verification (version, compile+run wall seconds) ---"

if want cpp; then
# C++
mkdir -p "$W/cpp" && cat >"$W/cpp/main.cpp" <<'EOF'
#include <bits/stdc++.h>
#include <openssl/md5.h>
using namespace std;
int main() {
    string s = "hello"; unsigned char d[MD5_DIGEST_LENGTH];
    MD5((const unsigned char*)s.data(), s.size(), d);
    optional<int> o = 1; auto [a, b] = make_pair(1, 2);  // C++17
    char hex[33]; for (int i = 0; i < 16; i++) sprintf(hex + 2 * i, "%02x", d[i]);
    cout << hex << " " << *o + a + b << endl;
}
EOF
t0="$(now)"; rc=0
{ g++ -std=c++17 -O2 -o "$W/cpp/main" "$W/cpp/main.cpp" -lcrypto &&
  expect "5d41402abc4b2a76b9719d911017c592 4" "$W/cpp/main"; } >"$W/cpp.log" 2>&1 || rc=$?
report cpp "g++ $(g++ -dumpfullversion)" "$t0" "$rc"
fi

if want java; then
# Java
mkdir -p "$W/java" && cat >"$W/java/Main.java" <<'EOF'
import java.util.*;
class Solution { int add(int a, int b) { return a + b; } }
public class Main { public static void main(String[] args) { System.out.println(new Solution().add(2, 3)); } }
EOF
t0="$(now)"; rc=0
{ javac -d "$W/java/out" "$W/java/Main.java" && expect 5 java -cp "$W/java/out" Main; } >"$W/java.log" 2>&1 || rc=$?
report java "javac $(javac -version 2>&1 | awk '{print $2}')" "$t0" "$rc"
fi

if want javascript; then
# JavaScript
mkdir -p "$W/js" && echo 'const assert = require("assert"); assert.deepEqual([1,2], [1,2]); console.log("ok");' >"$W/js/main.js"
t0="$(now)"; rc=0
{ expect ok node "$W/js/main.js"; } >"$W/javascript.log" 2>&1 || rc=$?
report javascript "node $(node --version)" "$t0" "$rc"
fi

if want typescript; then
# TypeScript: full type-check + emit, then the transpile-only path
mkdir -p "$W/ts" && cat >"$W/ts/main.ts" <<'EOF'
const assert = require("node:assert");
function add(a: number, b: number): number { return a + b; }
const xs: Array<number> = [1, 2, 3];
assert.deepEqual(xs.map((x) => add(x, 1)), [2, 3, 4]);
console.log(process.argv.length > 0 ? "ok" : "no");
EOF
t0="$(now)"; rc=0
{ "$TSC" --strict false --target es2020 --module commonjs --esModuleInterop --skipLibCheck \
      --types node --typeRoots "$NODE_DIR/node_modules/@types" --outDir "$W/ts/out" "$W/ts/main.ts" &&
  expect ok node "$W/ts/out/main.js" &&
  NODE_PATH="$NODE_DIR/node_modules" node -e '
      const ts = require("typescript"), fs = require("fs");
      const r = ts.transpileModule(fs.readFileSync(process.argv[1], "utf8"), {compilerOptions:
          {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020}});
      fs.writeFileSync(process.argv[2], r.outputText);' "$W/ts/main.ts" "$W/ts/fast.js" &&
  expect ok node "$W/ts/fast.js"; } >"$W/typescript.log" 2>&1 || rc=$?
report typescript "tsc $("$TSC" --version | awk '{print $2}')" "$t0" "$rc"
fi

if want rust; then
# Rust: plain rustc against the template's rlibs (binary and --test, as HumanEval-X uses)
mkdir -p "$W/rust" && cat >"$W/rust/main.rs" <<'EOF'
use std::{slice::Iter, cmp::{max, self}, mem::replace, collections::{HashSet, HashMap}, ops::Index, ascii::AsciiExt};
use rand::Rng;
use regex::Regex;
use md5;
use std::any::{Any, TypeId};
fn digest(s: &str) -> String { format!("{:x}", md5::compute(s.as_bytes())) }
fn main() {
    let n: u32 = rand::thread_rng().gen_range(0..10);
    assert!(n < 10 && Regex::new(r"^\d+$").unwrap().is_match("123"));
    println!("{}", digest("hello"));
}
#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn test_digest() { assert_eq!(digest("hello"), "5d41402abc4b2a76b9719d911017c592"); }
}
EOF
mapfile -t RARGS <"$RUST_DIR/rustc-args.txt"
t0="$(now)"; rc=0
{ "$RUSTC" --edition 2021 -O -A warnings "${RARGS[@]}" -o "$W/rust/main" "$W/rust/main.rs" &&
  expect 5d41402abc4b2a76b9719d911017c592 "$W/rust/main" &&
  "$RUSTC" --edition 2021 -O -A warnings --test "${RARGS[@]}" -o "$W/rust/tests" "$W/rust/main.rs" &&
  "$W/rust/tests" -q; } >"$W/rust.log" 2>&1 || rc=$?
report rust "rustc $("$RUSTC" --version | awk '{print $2}') (rand $RAND_V regex $REGEX_V md5 $MD5_V)" "$t0" "$rc"
fi

if want go; then
# Go: go run of a plain main (GOFLAGS unset outside a module), go test inside a module copy.
# Fixed folders (not $W) so that re-runs are pure build-cache hits and add nothing to GOCACHE.
GV="$GO_DIR/verify"
printf 'package main\nimport "fmt"\nfunc main() { fmt.Println("ok") }\n' | write_if_changed "$GV/run/main.go"
write_if_changed "$GV/mod/go.mod" <"$GO_MOD_DIR/go.mod"
if [[ -f "$GO_MOD_DIR/go.sum" ]]; then write_if_changed "$GV/mod/go.sum" <"$GO_MOD_DIR/go.sum"; else rm -f "$GV/mod/go.sum"; fi
if [[ -d "$GO_MOD_DIR/vendor" ]]; then
    [[ -L "$GV/mod/vendor" ]] || ln -sfn "$GO_MOD_DIR/vendor" "$GV/mod/vendor"
else
    rm -f "$GV/mod/vendor"
fi
if [[ "$HAVE_TESTIFY" == 1 ]]; then
    write_if_changed "$GV/mod/main_test.go" <<'EOF'
package main

import (
    "testing"
    "github.com/stretchr/testify/assert"
)

func Add(a, b int) int { return a + b }

func TestAdd(t *testing.T) {
    assert := assert.New(t)
    assert.Equal(5, Add(2, 3))
}
EOF
else
    printf 'package main\nimport "testing"\nfunc TestAdd(t *testing.T) { if 2+3 != 5 { t.Fatal() } }\n' |
        write_if_changed "$GV/mod/main_test.go"
fi
t0="$(now)"; rc=0
{ (cd "$GV/run" && GOFLAGS= expect ok go run main.go) &&
  (cd "$GV/mod" && go test -count=1 .); } >"$W/go.log" 2>&1 || rc=$?
GO_DESC="$(go version | awk '{print $3}')"
[[ "$HAVE_TESTIFY" == 1 ]] && GO_DESC+=" + testify (vendored)" || GO_DESC+=" (no testify)"
report go "$GO_DESC" "$t0" "$rc"
fi

# Python (an image of that language only): the interpreter the runner and the runs use
if [[ "$ONLY" == python ]]; then
mkdir -p "$W/py" && printf 'import sys\nprint("ok", sys.version_info[:2] >= (3, 11))\n' >"$W/py/main.py"
t0="$(now)"; rc=0
{ expect "ok True" python3 "$W/py/main.py"; } >"$W/python.log" 2>&1 || rc=$?
report python "python3 $(python3 -c 'import platform; print(platform.python_version())')" "$t0" "$rc"
fi

if ((${#FAILED[@]})); then
    for l in "${FAILED[@]}"; do echo "--- $l.log ---"; cat "$W/$l.log"; done
    trap - EXIT
    die "verification failed for: ${FAILED[*]} (logs kept in $W)"
fi
log "all toolchains OK"
