#!/bin/sh
# The runner images' entry point. With options first (`IMAGE --socket PATH --name NAME`), or no
# arguments at all, it starts the runner daemon; otherwise it runs the given command. Either way
# the toolchain environment (toolchains/env.sh, when this image has one) is set first.
[ -r /opt/rockman/toolchains/env.sh ] && . /opt/rockman/toolchains/env.sh
case "${1:-}" in
    ""|-*) exec python3 -m services.executor.runner "$@" ;;
    *) exec "$@" ;;
esac
