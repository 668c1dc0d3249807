# Two entry points: `make run` (set up and serve) and `make test` (set up and test).
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench openapi clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m uvicorn service.main:app --host 0.0.0.0 --port $${PORT:-8000}

test: $(STAMP)
	$(PY) -m pytest -q

bench: $(STAMP)
	$(PY) -m bench

openapi: $(STAMP)
	$(PY) -m service.openapi_export openapi/openapi.json

clean:
	rm -rf $(VENV) .pytest_cache
