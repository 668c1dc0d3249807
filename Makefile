# Two entry points: `make run` (set up and serve, development) and `make test` (set up and test).
# `make serve` is the production server (supervised workers, JSON logs, /metrics over all workers);
# `make load` measures it with locust on loopback (bench/load).
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run serve load test lint bench openapi examples clean

$(STAMP): pyproject.toml setup.py domain/matching/_cblossom.c
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# Development server: one process, uvicorn's readable access log, no supervisor.
run: $(STAMP)
	$(PY) -m uvicorn service.main:app --host 0.0.0.0 --port $${PORT:-8000}

# Production server, as in the container: WEB_CONCURRENCY workers (default: the CPUs).
serve: $(STAMP)
	$(PY) -m service serve --host 0.0.0.0 --port $${PORT:-8000}

LOAD_STAMP := $(VENV)/.installed-load
$(LOAD_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,load]'
	touch $(LOAD_STAMP)

# Load figures for 1 and 2 workers on 127.0.0.1 (LOAD_SECONDS per worker count, default 30;
# LOAD_RATE=50 paces the clients to 50 req/s in all: the latency at that load).
load: $(LOAD_STAMP)
	$(PY) -m bench.load --workers 1 2 --seconds $${LOAD_SECONDS:-30} $${LOAD_RATE:+--rate $$LOAD_RATE}

# The linters first (seconds), then the whole suite; CI runs exactly this.
test: lint
	$(PY) -m pytest -q

# ruff (rules and format, [tool.ruff]) over the tree and mypy over domain/ and service/ ([tool.mypy]).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

bench: $(STAMP)
	$(PY) -m bench

openapi: $(STAMP)
	$(PY) -m service.openapi_export openapi/openapi.json

# The contract's example answers, recorded from the app (after a change of behaviour or shape).
examples: $(STAMP)
	$(PY) -m tools.refresh_contract_examples
	$(VENV)/bin/ruff format service/contract_examples.py

clean:
	rm -rf $(VENV) .pytest_cache
