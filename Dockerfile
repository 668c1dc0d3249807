# syntax=docker/dockerfile:1
#
# Two stages so the runtime image carries only the installed virtualenv:
# no pip cache, no build frontend state, no source tree, no compilers.
# Both stages use the same base so the venv's interpreter symlinks
# (/opt/venv/bin/python -> /usr/local/bin/python3.11) stay valid.
ARG PYTHON_IMAGE=python:3.11-slim

############################
# builder: build wheel, install into /opt/venv
############################
FROM ${PYTHON_IMAGE} AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1

# The runtime dependencies ship manylinux wheels; the compiler here builds only the service's own
# C extension, the compiled blossom core (domain/matching/cblossom/, 4-6x faster Dutch rounds).
# It stays in this stage: the runtime image gets the built module, never gcc.
RUN apt-get update \
 && apt-get install --yes --no-install-recommends gcc libc6-dev \
 && rm -rf /var/lib/apt/lists/*
RUN python -m venv /opt/venv
ENV PATH="/opt/venv/bin:${PATH}"

WORKDIR /src
COPY pyproject.toml setup.py ./
COPY domain ./domain
COPY service ./service

# Build a wheel first (non-editable), then install it: the venv must not
# point back into /src, which does not exist in the final stage.
# pip still byte-compiles installed modules, so the read-only runtime never
# needs to write .pyc files.
RUN pip wheel --no-deps --wheel-dir /wheels . \
 && pip install /wheels/*.whl \
 && python -c "import domain, service; from domain.matching.cores import compiled_available; assert compiled_available()"

############################
# runtime: slim base + venv only
############################
FROM ${PYTHON_IMAGE} AS runtime

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PATH="/opt/venv/bin:${PATH}" \
    WEB_CONCURRENCY=2

# Fixed numeric UID/GID so Kubernetes runAsUser/runAsNonRoot can verify it
# (k8s/deployment.yaml uses the same 10001).
RUN groupadd --system --gid 10001 app \
 && useradd --system --uid 10001 --gid 10001 --no-create-home \
        --home-dir /nonexistent --shell /usr/sbin/nologin app

COPY --from=builder /opt/venv /opt/venv

WORKDIR /app
USER 10001:10001

EXPOSE 8000

# slim images have no curl/wget: probe with the stdlib. urlopen raises on
# non-2xx and on connection errors, which makes python exit non-zero.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=4)"]

# The production server (service/runtime/serving.py): uvicorn's supervisor with WEB_CONCURRENCY workers,
# a dead worker replaced, JSON logs, metric files in /tmp (a fresh folder per start).
# sh -c so ${WEB_CONCURRENCY} is expanded at start; exec so the supervisor is PID 1 and receives
# SIGTERM directly: workers then finish their requests in flight (up to the budget + 5 s).
CMD ["sh", "-c", "exec python -m service serve --host 0.0.0.0 --port 8000 --workers \"${WEB_CONCURRENCY:-2}\""]
