"""Service settings, read once from ``PAIRING_*`` environment variables."""

from __future__ import annotations

import os
from dataclasses import dataclass


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def _env_float(name: str, default: float) -> float:
    value = os.environ.get(name)
    return float(value) if value else default


@dataclass(frozen=True, slots=True)
class Settings:
    """Limits that keep every request bounded in size and time."""

    max_body_bytes: int = 4 * 1024 * 1024
    request_timeout_seconds: float = 60.0
    max_players: int = 9999
    max_rounds: int = 99

    @classmethod
    def from_env(cls) -> Settings:
        default = cls()
        return cls(
            max_body_bytes=_env_int("PAIRING_MAX_BODY_BYTES", default.max_body_bytes),
            request_timeout_seconds=_env_float("PAIRING_REQUEST_TIMEOUT_SECONDS", default.request_timeout_seconds),
            max_players=_env_int("PAIRING_MAX_PLAYERS", default.max_players),
            max_rounds=_env_int("PAIRING_MAX_ROUNDS", default.max_rounds),
        )
