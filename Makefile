# Two entry points: `make run` (set up and serve, development) and `make test` (set up and test).
# `make serve` is the production server (supervised workers, JSON logs, /metrics over all workers);
# `make load` measures it with locust on loopback (bench/load).
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
# What serving needs (the project and its dependencies); the test tools come on top of it.
RUN_STAMP := $(VENV)/.installed-run
STAMP     := $(VENV)/.installed
# apt-get needs root; elsewhere sudo asks.
SUDO   := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: run serve load test check lint cwarnings bench openapi examples sanitize fuzz clean browser

# The compiled core's sources (setup.py builds them twice: native and portable arithmetic).
CORE_SOURCES := $(wildcard domain/matching/cblossom/*.[ch])

$(RUN_STAMP): pyproject.toml setup.py $(CORE_SOURCES)
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $(RUN_STAMP)

$(STAMP): $(RUN_STAMP)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# Development server: one process, uvicorn's readable access log, no supervisor. No test tools.
run: $(RUN_STAMP)
	$(PY) -m uvicorn service.main:app --host 0.0.0.0 --port $${PORT:-8000}

# Production server, as in the container: WEB_CONCURRENCY workers (default: the CPUs).
serve: $(RUN_STAMP)
	$(PY) -m service serve --host 0.0.0.0 --port $${PORT:-8000}

LOAD_STAMP := $(VENV)/.installed-load
$(LOAD_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,load]'
	touch $(LOAD_STAMP)

# Load figures for 1 and 2 workers on 127.0.0.1 (LOAD_SECONDS per worker count, default 30;
# LOAD_RATE=50 paces the clients to 50 req/s in all: the latency at that load).
load: $(LOAD_STAMP)
	$(PY) -m bench.load --workers 1 2 --seconds $${LOAD_SECONDS:-30} $${LOAD_RATE:+--rate $$LOAD_RATE}

# pytest-xdist workers: one per core of the 2-core machine the suite is sized for.
TEST_WORKERS ?= 2
PYTEST := $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadgroup
#: What `make check` leaves to `make test`: the folders of the corpus sweeps, the largest fields and
#: the real processes (tests/conftest.py marks their tests with the folder's name).
SUITE_FOLDERS := corpus scale process

# The linters first (seconds), then the whole suite; CI runs exactly this.
test: lint browser
	$(PYTEST)

# The developer loop: the linters and every test outside tests/{corpus,scale,process} (a few minutes).
check: lint
	$(PYTEST) $(foreach folder,$(SUITE_FOLDERS),--ignore=tests/$(folder))

# The CORS test drives a real headless browser (tests/platform/test_browser_cors.py): Debian's
# chromium, installed from apt when no Chromium is found (CI: a fresh Debian machine, as root).
browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
	  command -v google-chrome >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium for the headless-browser test"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; }

# ruff (rules and format, [tool.ruff]) over the tree, mypy over domain/ and service/ ([tool.mypy]) and
# the compiled core's C without a warning.
lint: $(STAMP) cwarnings
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# Both builds of the compiled core (native and CBLOSSOM_PORTABLE arithmetic) with every warning an
# error; the test suite then runs the matching tests on both (tests/matching/conftest.py).
CWARNINGS := -std=c11 -O2 -Wall -Wextra -Werror
cwarnings: $(STAMP)
	@include="$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["include"])')"; \
	for source in $(filter %.c,$(CORE_SOURCES)); do \
	  for macro in CBLOSSOM_NATIVE CBLOSSOM_PORTABLE; do \
	    $${CC:-cc} $(CWARNINGS) -D$$macro -I"$$include" -c $$source -o /dev/null || exit 1; \
	  done; \
	done; echo "C: no warnings ($(filter %.c,$(CORE_SOURCES)), native and portable)"

# The compiled core under AddressSanitizer and UndefinedBehaviorSanitizer (issue 34): rebuilt in
# place with both, SANITIZE_TESTS and a differential fuzz run with the ASan runtime preloaded
# (the interpreter is not instrumented), then rebuilt as usual. A report aborts the run and fails.
# Takes a while; not part of `make test`.
SANITIZE       := -fsanitize=address,undefined
SANITIZE_TESTS ?= tests/matching tests/dutch
sanitize: $(STAMP)
	CFLAGS="-g -fno-omit-frame-pointer $(SANITIZE) -fno-sanitize-recover=all" LDFLAGS="$(SANITIZE)" \
	  $(PY) setup.py -q build_ext --inplace --force
	status=0; \
	export LD_PRELOAD="$$($${CC:-gcc} -print-file-name=libasan.so)" ASAN_OPTIONS=detect_leaks=0 \
	  UBSAN_OPTIONS=print_stacktrace=1; \
	$(PY) -m pytest -q -p no:cacheprovider --capture=sys $(SANITIZE_TESTS) || status=$$?; \
	$(PY) -m bench.fuzz_cores --graphs $${FUZZ_GRAPHS:-2000} || status=$$?; \
	unset LD_PRELOAD; $(PY) setup.py -q build_ext --inplace --force; exit $$status

# The differential fuzz of the compiled core (both builds) against the Python core (FUZZ_GRAPHS graphs).
fuzz: $(STAMP)
	$(PY) -m bench.fuzz_cores --graphs $${FUZZ_GRAPHS:-20000}

bench: $(STAMP)
	$(PY) -m bench

openapi: $(STAMP)
	$(PY) -m service.contract.openapi_export openapi/openapi.json

# The contract's example answers, recorded from the app (after a change of behaviour or shape).
examples: $(STAMP)
	$(PY) -m tools.refresh_contract_examples
	$(VENV)/bin/ruff format service/contract/contract_examples.py

clean:
	rm -rf $(VENV) .pytest_cache
