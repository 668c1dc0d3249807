"""Service settings, read once from ``PAIRING_*`` environment variables.

pydantic-settings earns its place here: each value is parsed and range-checked with an error that
names the variable (``PAIRING_MAX_PLAYERS=abc`` or ``=100000`` stops start-up instead of failing a
request later), and a new limit is one typed line rather than a field plus a hand-written reader.
"""

from __future__ import annotations

import re

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from domain.budget import Deadline, MemoryBudget
from domain.limits import PLAYER_CAP, POINT_VALUE_CAP, ROUND_CAP
from service.runtime.limits import ERRORS_LISTED_DEFAULT, POINT_VALUE_DEFAULT, Limits

#: An origin as browsers send it: scheme, host, optional port, nothing after.
_ORIGIN = re.compile(r"https?://[A-Za-z0-9.\-\[\]:]+")


def cors_origin_list(value: str) -> list[str]:
    """``PAIRING_CORS_ORIGINS`` as a list (blanks and trailing slashes dropped)."""
    return [origin.strip().rstrip("/") for origin in value.split(",") if origin.strip()]


class Settings(BaseSettings):
    """Limits that keep every request bounded in size and time."""

    model_config = SettingsConfigDict(env_prefix="PAIRING_", env_ignore_empty=True, frozen=True)

    max_body_bytes: int = Field(default=4 * 1024 * 1024, gt=0)
    request_timeout_seconds: float = Field(default=60.0, gt=0)
    #: MiB one engine run may plan to allocate (domain/budget.py ``Deadline.reserve``): a Dutch
    #: bracket, or a top-scoregroup bracket without a zero-cost pairing, over it is a 503 before it
    #: is built (the 9,999-player fixture's largest bracket needs about 330 MiB; one bracket of all
    #: 9,999 players about 2.2 GiB, issue 34).
    request_memory_mib: int = Field(default=768, ge=16, le=1 << 20)
    max_players: int = Field(default=PLAYER_CAP, ge=2, le=PLAYER_CAP)
    max_rounds: int = Field(default=ROUND_CAP, ge=1, le=ROUND_CAP)
    max_point_value: int = Field(default=POINT_VALUE_DEFAULT, ge=1, le=POINT_VALUE_CAP)
    max_errors_listed: int = Field(default=ERRORS_LISTED_DEFAULT, ge=1, le=10_000)
    # -- the server: slow and half-sent requests (service/http/slow_clients.py, the server command) --
    #: Seconds a connection has to complete its request head (request line and headers).
    head_timeout_seconds: float = Field(default=10.0, gt=0)
    #: Seconds the whole body may take to arrive after the head (4 MiB at 150 KB/s fits).
    body_timeout_seconds: float = Field(default=30.0, gt=0)
    #: Seconds an idle kept-alive connection stays open between requests (uvicorn's default is 5).
    keep_alive_seconds: int = Field(default=5, ge=1)
    #: Open connections and requests per worker before new requests are answered 503.
    max_connections: int = Field(default=100, ge=1)
    #: Bytes of a request head (uvicorn/h11's own default, 16 KiB, stated here).
    max_head_bytes: int = Field(default=16 * 1024, ge=1024)
    max_simulated_players: int = Field(default=1000, ge=2, le=PLAYER_CAP)
    max_simulated_rounds: int = Field(default=30, ge=1, le=ROUND_CAP)
    #: Engine slots (service/runtime/capacity.py): a run over this many players needs the pod's one large slot,
    #: smaller runs one of ``small_runs_per_worker`` per worker. k8s/deployment.yaml sizes memory on both.
    #: One small run per worker by default: runs share a worker's GIL, so running several at once adds
    #: no throughput, only switching (100-player pairings, 1 worker, 50 req/s offered: 35 requests per
    #: CPU-second with 4 slots, 50 with 1; p50 200 -> 45 ms); waiting is first come, first served.
    large_event_players: int = Field(default=1000, ge=1, le=PLAYER_CAP)
    small_runs_per_worker: int = Field(default=1, ge=1, le=64)
    #: Origins whose browser pages may call the service (CORS, service/http/cors.py): comma-separated
    #: ``scheme://host[:port]``, or ``*`` for any; unset, no CORS headers and no preflight answers.
    cors_origins: str = ""

    @field_validator("cors_origins")
    @classmethod
    def _origins(cls, value: str) -> str:
        origins = cors_origin_list(value)
        for origin in origins:
            if origin != "*" and not _ORIGIN.fullmatch(origin):
                raise ValueError(f"{origin!r} is not an origin (scheme://host[:port], or *)")
        if "*" in origins and len(origins) > 1:  # issue 44: "https://a.example, *" allowed every origin
            raise ValueError("* allows every origin: give it alone, or name only the origins to allow")
        return value

    @property
    def cors_allowed(self) -> list[str]:
        """The allowed origins, ``[]`` when CORS is off."""
        return cors_origin_list(self.cors_origins)

    @classmethod
    def from_env(cls) -> Settings:
        """The settings of the environment (what ``Settings()`` reads; named for the call sites)."""
        return cls()

    def deadline(self) -> Deadline:
        """One run's time budget (``PAIRING_REQUEST_TIMEOUT_SECONDS``), starting now."""
        return Deadline(self.request_timeout_seconds)

    @property
    def memory(self) -> MemoryBudget:
        """The memory one engine run may plan to use (``PAIRING_REQUEST_MEMORY_MIB``)."""
        return MemoryBudget.of_mib(self.request_memory_mib)

    @property
    def limits(self) -> Limits:
        return Limits(
            max_players=self.max_players,
            max_rounds=self.max_rounds,
            max_point_value=self.max_point_value,
            max_errors_listed=self.max_errors_listed,
            max_simulated_players=self.max_simulated_players,
            max_simulated_rounds=self.max_simulated_rounds,
        )
