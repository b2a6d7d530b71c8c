#!/usr/bin/env bash
# Print the versions of language $1's toolchain, one "name version" a line: written into each
# language image as /opt/rockman/toolchains/versions.txt, and run on the host to compare
# (docs/images.md). Reads the toolchains folder from ROCKMAN_TOOLCHAINS (default: the repo's).
set -uo pipefail
TC="${ROCKMAN_TOOLCHAINS:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/toolchains}"
[[ -r "$TC/env.sh" ]] && . "$TC/env.sh"
deb() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || echo -; }
first() { "$@" 2>&1 | head -n1; }

echo "language ${1:?usage: versions.sh LANGUAGE}"
echo "debian $(cat /etc/debian_version 2>/dev/null || echo -)"
echo "python3 $(python3 -c 'import platform; print(platform.python_version())')"
case "$1" in
    python) ;;
    cpp)
        echo "g++ $(g++ -dumpfullversion) (deb $(deb g++-12))"
        echo "libssl-dev $(deb libssl-dev)"
        echo "libboost-dev $(deb libboost-dev)"
        echo "pch-sets $(find "$TC/cpp" -name '*.gch' 2>/dev/null | wc -l)" ;;
    java)
        echo "javac $(first javac -version | awk '{print $2}') (deb $(deb openjdk-17-jdk-headless))"
        echo "java $(first java -version)"
        echo "javac.jsa $([[ -f "$TC/java/javac.jsa" ]] && echo present || echo absent)" ;;
    javascript)
        echo "node $(node --version) ($(command -v node); deb nodejs $(deb nodejs))" ;;
    typescript)
        echo "node $(node --version) ($(command -v node); deb nodejs $(deb nodejs))"
        echo "tsc $("$TC/node/node_modules/.bin/tsc" --version | awk '{print $2}')"
        echo "@types/node $(node -p 'require(process.argv[1]).version' "$TC/node/node_modules/@types/node/package.json")" ;;
    rust)
        echo "rustc $("${RUSTC:-rustc}" --version | awk '{print $2}') ($("${RUSTC:-rustc}" --version | cut -d' ' -f3-))"
        for c in rand regex md5; do
            echo "crate-$c $(grep -o "lib${c}-[0-9a-f]*\.rlib" "$TC/rust/rustc-args.txt" >/dev/null &&
                ls -d /usr/share/cargo/registry/"$c"-[0-9]* 2>/dev/null | sort -V | tail -n1 | sed "s|.*/$c-||")"
        done ;;
    go)
        echo "go $(go version | awk '{print $3}') (deb $(deb golang-go))"
        echo "testify $(awk '/^# github.com\/stretchr\/testify /{print $3}' "$TC/go/module/vendor/modules.txt" 2>/dev/null)"
        echo "seed-cache $(du -sh "$TC/go/sandbox-cache" 2>/dev/null | cut -f1)" ;;
    *) echo "unknown language $1" >&2; exit 2 ;;
esac
