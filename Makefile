# Rockman: `make demo` and `make test` are the quick start; both set up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
OUT ?= runs/demo

.PHONY: setup toolchains demo test test-docker docker-ready lint check protos problems clean images

setup: $(STAMP)

$(STAMP): pyproject.toml requirements.lock
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c requirements.lock -e '.[dev]'
	@touch $(STAMP)

# Compilers and runtimes of the six non-Python languages (docs/toolchains.md): apt, npm and an
# offline cargo registry; verified by compiling and running a program in each language.
TOOLCHAINS_STAMP := toolchains/.installed
toolchains: $(TOOLCHAINS_STAMP)

$(TOOLCHAINS_STAMP): scripts/install_toolchains.sh examples/node-client/package-lock.json $(STAMP)
	bash scripts/install_toolchains.sh
	rm -rf toolchains/go/sandbox-cache
	$(BIN)/python -m rockman.languages.go.toolchain --prewarm   # Go's seed build cache
	$(BIN)/python -m rockman.languages.java.toolchain --archive  # javac's class-data archive
	@touch $(TOOLCHAINS_STAMP)

demo: setup
	$(BIN)/rockman-client demo --out $(OUT)

# The Rockman v0.2 set: every problem passes the 13 checks (docs/validation.md) under the
# development seed its generators were written with, then it is built
# and published as the immutable version v0.2 of suite rockman into $ROCKMAN_HOME's registry (or
# the one ROCKMAN_REGISTRY names). The private and hidden cases are drawn from ROCKMAN_HIDDEN_SEED, or
# from $ROCKMAN_HOME's private seed when it is unset (docs/problem-format.md, "The three seeds").
problems: setup toolchains
	$(BIN)/rockman-client validate --suite rockman --development-split
	$(BIN)/rockman-client problems build --suite rockman
	$(BIN)/rockman-client publish --suite rockman --version v0.2

# The tests need a docker engine (started here when none answers), Compose, and the images of
# base, runner, the Python and C++ runners and the services (the docker backend's tests);
# `make test-docker` builds all seven language images and runs the docker tests on every one.
TEST_IMAGES := python cpp
ALL_LANGUAGES := python cpp java javascript typescript rust go

docker-ready:
	bash scripts/docker_engine.sh
	bash scripts/compose.sh install

test: setup toolchains docker-ready
	bash scripts/build_images.sh $(TEST_IMAGES)
	$(BIN)/python -m pytest -q -rs --durations=40

test-docker: setup toolchains docker-ready
	bash scripts/build_images.sh $(ALL_LANGUAGES)
	ROCKMAN_DOCKER_LANGUAGES="$(ALL_LANGUAGES)" $(BIN)/python -m pytest -q tests/docker \
		tests/sandbox/test_adversarial.py

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy rockman services tests

# The fast lane for every edit: lint, types, and the unit tests that start no compiler, sandbox,
# server or worker (the `processes` mark: tests/unit/conftest.py). `make test` runs everything.
check: lint
	$(BIN)/python -m pytest -q -p no:cacheprovider tests/unit -m "not processes"

protos: setup
	$(BIN)/python scripts/gen_protos.py

# Runner and service images, built here without any image registry (docs/images.md): a docker
# engine (started when none answers), then base, runner, the language images and services.
# `make images LANGUAGES="python cpp"` builds only those language images.
images:
	bash scripts/docker_engine.sh
	bash scripts/build_images.sh $(LANGUAGES)

clean:
	rm -rf $(VENV) runs .pytest_cache .mypy_cache .ruff_cache
