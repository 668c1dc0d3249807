"""Standings with tie-breaks: ``POST /v1/standings`` (JSON or text/plain TRF)."""

from __future__ import annotations

from fractions import Fraction

from fastapi import APIRouter, Request

from domain.budget import Deadline
from domain.errors import InvalidInput, Issue
from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.tiebreaks.context import Value
from domain.tiebreaks.profiles import resolve_profile
from service.body import load_tournament, openapi_body, read_model
from service.errors import ProblemError
from service.schemas.standings import StandingEntry, StandingsRequest, StandingsResponse

router = APIRouter(prefix="/v1", tags=["standings"])
_DECIMALS = 4


@router.post(
    "/standings",
    response_model=StandingsResponse,
    summary="Rank order with tie-breaks (FIDE C.07, the seed's 1998 annex, the seed's F10)",
    openapi_extra=openapi_body(StandingsRequest, "TRF text; options as query parameters (?profile=legacy-1998)"),
)
async def standings(request: Request) -> StandingsResponse:
    body = await read_model(request, StandingsRequest)
    tournament, warnings = load_tournament(body)
    if body.profile is not None and (body.tiebreaks is not None or body.rules is not None):
        raise InvalidInput([Issue("/profile", "a profile fixes list and rules: send either profile or tiebreaks/rules")])
    base = Rules(body.rules or "fide-2024", body.round_robin, body.adjourned_as, body.unrated_rating, body.team_points)
    teams = (body.competitors or ("teams" if tournament.teams else "players")) == "teams"
    kind = None
    if body.tiebreaks is None:
        base, names, kind = resolve_profile(body.profile or "fide-2024", tournament, base, teams)
    else:
        names = body.tiebreaks
    codes = parse_codes(names)
    deadline = Deadline(request.app.state.settings.request_timeout_seconds)
    result = compute_standings(tournament, codes, base, body.competitors, body.after_round, deadline)
    return StandingsResponse(
        profile=(body.profile or "fide-2024") if body.tiebreaks is None else None,
        rules=base.edition,
        tiebreaks=[code.label for code in codes],
        competitors=result.competitors,
        rounds=result.rounds,
        tournament_kind=kind,
        standings=[StandingEntry(rank=row.rank, id=row.id, name=row.name, points=display_number(row.points),
                                 tiebreaks={label: display_number(value) for label, value in row.values.items()})
                   for row in result.rows],
        warnings=[ProblemError(where=w.where, message=w.message) for w in [*warnings, *result.warnings]],
    )


def display_number(value: Value) -> float | int | None:
    """An exact value as JSON shows it: integers as integers, halves and quarters exactly,
    other fractions (averages) rounded to four decimals. Ranking used the exact value."""
    if value is None or isinstance(value, int):
        return value
    if value.denominator == 1:
        return value.numerator
    return round(value.numerator / value.denominator, _DECIMALS) if not _terminates(value) else float(value)


def _terminates(value: Fraction) -> bool:
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    return denominator == 1
