"""Service settings, read once from ``PAIRING_*`` environment variables.

pydantic-settings earns its place here: each value is parsed and range-checked with an error that
names the variable (``PAIRING_MAX_PLAYERS=abc`` or ``=100000`` stops start-up instead of failing a
request later), and a new limit is one typed line rather than a field plus a hand-written reader.
"""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from service.limits import PLAYER_CAP, ROUND_CAP, Limits


class Settings(BaseSettings):
    """Limits that keep every request bounded in size and time."""

    model_config = SettingsConfigDict(env_prefix="PAIRING_", env_ignore_empty=True, frozen=True)

    max_body_bytes: int = Field(default=4 * 1024 * 1024, gt=0)
    request_timeout_seconds: float = Field(default=60.0, gt=0)
    max_players: int = Field(default=PLAYER_CAP, ge=2, le=PLAYER_CAP)
    max_rounds: int = Field(default=ROUND_CAP, ge=1, le=ROUND_CAP)
    max_simulated_players: int = Field(default=1000, ge=2, le=PLAYER_CAP)
    max_simulated_rounds: int = Field(default=30, ge=1, le=ROUND_CAP)
    #: Engine slots (service/capacity.py): a run over this many players needs the pod's one large slot,
    #: smaller runs one of ``small_runs_per_worker`` per worker. k8s/deployment.yaml sizes memory on both.
    large_event_players: int = Field(default=1000, ge=1, le=PLAYER_CAP)
    small_runs_per_worker: int = Field(default=4, ge=1, le=64)

    @classmethod
    def from_env(cls) -> Settings:
        """The settings of the environment (what ``Settings()`` reads; named for the call sites)."""
        return cls()

    @property
    def limits(self) -> Limits:
        return Limits(
            max_players=self.max_players,
            max_rounds=self.max_rounds,
            max_simulated_players=self.max_simulated_players,
            max_simulated_rounds=self.max_simulated_rounds,
        )
