#!/usr/bin/env bash
# Inside a language image's build (runner_images/<language>/Dockerfile), in two phases:
#   toolchain  before the rockman source is in the image: install language $1's toolchain with
#              the project's own scripts/install_toolchains.sh --language $1 into
#              /opt/rockman/toolchains, then drop build-only tools, package lists and caches
#   source     after the source (COPY src/): byte-compile it, then the steps that need it, as
#              the Makefile's toolchains target runs them (C++'s precompiled headers, Go's seed
#              build cache, javac's class-data archive), and record the versions
# so that a source change rebuilds only the second phase.
set -euo pipefail
L="${1:?usage: install_language.sh LANGUAGE toolchain|source}"
export TOOLCHAINS_DIR=/opt/rockman/toolchains ROCKMAN_TOOLCHAINS=/opt/rockman/toolchains
export DEBIAN_FRONTEND=noninteractive HOME=/root PIP_NO_CACHE_DIR=1 npm_config_update_notifier=false
export GO_EVAL_DIR=/tmp/data/go-evaluation HX_CPP_FILE=/tmp/data/humaneval_cpp.jsonl.gz
TC="$TOOLCHAINS_DIR"

case "${2:?usage: install_language.sh LANGUAGE toolchain|source}" in
toolchain)
    # The base image keeps no man pages, but the JDK's update-alternatives wants man1.
    mkdir -p /usr/share/man/man1
    # npm packages (typescript) come from a cache filled on the host by build_images.sh: offline
    [[ -d /tmp/data/npm-cache ]] && export npm_config_cache=/tmp/data/npm-cache npm_config_offline=true
    if [[ "$L" == rust ]]; then
        # Debian 12's newest rustc, rustc-web (bookworm-security, 1.9x; its plain rustc is 1.63),
        # the closest to the host's rustup rustc; install_toolchains.sh then finds rustc/cargo.
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends rustc-web cargo-web >/dev/null
    fi
    # No rockman source yet: C++'s precompiled headers are built in the source phase.
    bash /opt/rockman/scripts/install_toolchains.sh --language "$L"
    case "$L" in
        typescript) # npm only installed tsc: not needed at run time
            ! dpkg-query -W npm >/dev/null 2>&1 || apt-get purge -y -qq --auto-remove npm >/dev/null ;;
        rust) # cargo only built the template crate's rlibs: rustc alone compiles the runs
            apt-get purge -y -qq --auto-remove cargo-web cargo >/dev/null
            rm -rf "$TC/rust/template/target/release/build" "$TC/rust/template/target/release/.fingerprint" \
                "$TC/rust/template/target/release/incremental" ;;
    esac
    chmod -R a+rX "$TC"
    rm -rf /var/lib/apt/lists/* /var/cache/apt/* /var/log/* /root/.cache /root/.npm /usr/share/man \
        /tmp/data/npm-cache
    find /usr -name __pycache__ -path '*/dist-packages/*' -prune -exec rm -rf {} + 2>/dev/null || true
    ;;
source)
    python3 -m compileall -q /opt/rockman/rockman
    python3 -m services.executor.runner --help >/dev/null
    cd /opt/rockman
    case "$L" in
        cpp) # precompiled headers of HumanEval-X's header sets, prebuilt entry objects
            args=(--prebuild)
            [[ -f "$HX_CPP_FILE" ]] && args+=("$HX_CPP_FILE")
            python3 -m rockman.languages.cpp.toolchain "${args[@]}" ;;
        go) # Go's seed build cache
            rm -rf "$TC/go/sandbox-cache"
            python3 -m rockman.languages.go.toolchain --prewarm ;;
        java) # javac's class-data archive
            python3 -m rockman.languages.java.toolchain --archive ;;
    esac
    bash /tmp/common/versions.sh "$L" | tee "$TC/versions.txt"
    # readable by all (uid 1000, the runs' 65534); only what lacks it: chmod copies a file up
    find "$TC" \( -type d ! -perm -a+rx -o ! -type d ! -perm -a+r \) -exec chmod a+rX {} +
    rm -rf /tmp/* /root/.cache
    ;;
*) echo "install_language.sh: phase must be toolchain or source" >&2; exit 2 ;;
esac
