#!/usr/bin/env bash
# Check language images the way a warm container is confined: no network, read-only root,
# a small /work tmpfs (exec: compiled programs run from it), 512 MiB, 64 pids, no capabilities, no new privileges, uid 1000. In each:
# compile and run a hello-world, and `python3 -m services.executor.runner --help`.
# Usage: runner_images/verify.sh [language...]   (default: all 7; images rockman/<language>:dev)
set -uo pipefail
ALL=(python cpp java javascript typescript rust go)
(($#)) || set -- "${ALL[@]}"

confined() { # image script : run the script with sh in the confined container
    docker run --rm --network none --read-only --tmpfs /work:size=64m,exec --memory 512m \
        --pids-limit 64 --cap-drop ALL --security-opt no-new-privileges --user 1000 \
        -e HOME=/work -e TMPDIR=/work "$1" sh -ec "cd /work; $2"
}

declare -A PROGRAM WANT
WANT[python]="hello 3.11"
PROGRAM[python]='cat >h.py <<EOF
import sys
print("hello", "%d.%d" % sys.version_info[:2])
EOF
python3 h.py'
WANT[cpp]="hello 5d41402abc4b2a76b9719d911017c592 4"
PROGRAM[cpp]='cat >h.cpp <<EOF
#include <bits/stdc++.h>
#include <openssl/md5.h>
int main() {
    std::string s = "hello"; unsigned char d[MD5_DIGEST_LENGTH];
    MD5((const unsigned char*)s.data(), s.size(), d);
    std::optional<int> o = 1; auto [a, b] = std::make_pair(1, 2);
    std::cout << "hello "; for (int i = 0; i < 16; i++) std::printf("%02x", d[i]);
    std::cout << " " << *o + a + b << std::endl;
}
EOF
g++ -std=c++17 -O2 -w -o h h.cpp -lcrypto && ./h'
WANT[java]="hello 5"
PROGRAM[java]='printf "public class Main { public static void main(String[] a) { System.out.println(\"hello \" + (2 + 3)); } }\n" >Main.java
javac -J-Xmx256m -d out Main.java && java -Xmx128m -XX:+UseSerialGC -cp out Main'
WANT[javascript]="hello [ 2, 3 ]"
PROGRAM[javascript]='echo "const assert = require(\"assert\"); assert.deepEqual([1,2].map(x => x + 1), [2,3]); console.log(\"hello\", [2,3]);" >h.js
node h.js'
WANT[typescript]="hello 6"
PROGRAM[typescript]='printf "function add(a: number, b: number): number { return a + b; }\nconst xs: Array<number> = [1, 2, 3];\nconsole.log(\"hello\", xs.reduce(add, 0));\n" >h.ts
"$TSC" --strict --target es2020 --module commonjs --skipLibCheck --types node --typeRoots "$ROCKMAN_TOOLCHAINS/node/node_modules/@types" --outDir out h.ts && node out/h.js'
WANT[rust]="hello true 5d41402abc4b2a76b9719d911017c592"
PROGRAM[rust]='cat >h.rs <<EOF
use rand::Rng;
fn main() {
    let n: u32 = rand::thread_rng().gen_range(0..10);
    let ok = n < 10 && regex::Regex::new(r"^\d+$").unwrap().is_match("123");
    println!("hello {} {:x}", ok, md5::compute(b"hello"));
}
EOF
rustc --edition 2021 -O -A warnings $(cat "$ROCKMAN_TOOLCHAINS/rust/rustc-args.txt") -o h h.rs && ./h'
WANT[go]="hello
ok  	humanEval"
PROGRAM[go]='export GOCACHE=/work/gocache GOFLAGS=
printf "package main\nimport \"fmt\"\nfunc main() { fmt.Println(\"hello\") }\n" >h.go
go run h.go
mkdir mod && cp "$ROCKMAN_GO_MODULE"/go.mod "$ROCKMAN_GO_MODULE"/go.sum mod/ && ln -s "$ROCKMAN_GO_MODULE/vendor" mod/vendor
cat >mod/h_test.go <<EOF
package main
import ("testing"; "github.com/stretchr/testify/assert")
func TestAdd(t *testing.T) { assert.New(t).Equal(5, 2+3) }
EOF
cd mod && GOFLAGS=-mod=vendor go test -count=1 . | cut -f1,2'

FAILED=()
for L in "$@"; do
    img="rockman/$L:dev"
    t0=$(date +%s.%N)
    out="$(confined "$img" "${PROGRAM[$L]}" 2>&1)"
    rc=$?
    secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}')
    help="$(confined "$img" 'python3 -m services.executor.runner --help' 2>&1 | head -n1)"
    if [[ $rc == 0 && "$out" == "${WANT[$L]}" && "$help" == usage:* ]]; then
        printf '%-11s OK    %5ss  %s | runner --help ok\n' "$L" "$secs" "$(echo "$out" | tr '\n\t' '  ')"
    else
        printf '%-11s FAIL  %5ss  rc=%s\n--- got ---\n%s\n--- want ---\n%s\n--- runner --help ---\n%s\n' \
            "$L" "$secs" "$rc" "$out" "${WANT[$L]}" "$help"
        FAILED+=("$L")
    fi
done
((${#FAILED[@]} == 0)) || { echo "verify: FAILED: ${FAILED[*]}"; exit 1; }
echo "verify: all OK ($*)"
