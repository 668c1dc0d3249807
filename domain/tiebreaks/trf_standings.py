"""The standings a TRF-2026 file states, and a final file stating computed ones.

TRF-2026 (FIDE Handbook C.04 Annex 2, ``TRF26``, approved by the FIDE Council 12/05/2025): record
``202`` lists "FIDE Tie-Breaks used to break ties" (comma-separated codes of the mandatory
tie-break list), ``212`` "FIDE Tie-Breaks used to define standings — like 202 plus PTS code"; a
player's rank is ``001`` columns 86-89 and a team's ``310`` columns 69-71 ("ties allowed"), a
team's match and game points ``310`` columns 55-60 and 62-67. The records are kept in the
tournament's header as the reader found them; this module reads the list out of them and writes
a computed standing back into a copy of the tournament.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final, Literal

from domain.errors import InvalidInput, Issue
from domain.history import score_after
from domain.model import Tournament
from domain.tiebreaks.codes import TiebreakCode, parse_codes
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.standings import Standings
from domain.tiebreaks.teams import team_totals, with_team_records

ListRecord = Literal["202", "212"]
TIEBREAKS_RECORD: Final = "202"
STANDINGS_RECORD: Final = "212"
#: The primary score in a 212 list.
POINTS_CODE = "PTS"


@dataclass(frozen=True, slots=True)
class StatedList:
    """The tie-breaks a file states, after the points; ``record`` is the record they were read from."""

    codes: list[TiebreakCode]
    record: ListRecord

    @property
    def labels(self) -> list[str]:
        return [code.label for code in self.codes]

    @property
    def text(self) -> str:
        """The list as the record writes it (212 with its PTS)."""
        return ",".join([POINTS_CODE, *self.labels] if self.record == STANDINGS_RECORD else self.labels)


def stated_lists(tournament: Tournament) -> list[StatedList]:
    """The lists the file states: none, one (202 or 212, or both saying the same: 212, which defines
    the standings), or two when 202 and 212 disagree (212 is "like 202 plus PTS"). A record given
    twice, a 212 not led by PTS or an unknown code is :class:`InvalidInput` naming the record."""
    texts = _record_texts(tournament)
    tiebreaks = _tiebreaks(texts[TIEBREAKS_RECORD], TIEBREAKS_RECORD) if TIEBREAKS_RECORD in texts else None
    standings = _standings(texts[STANDINGS_RECORD]) if STANDINGS_RECORD in texts else None
    if tiebreaks is not None and standings is not None and tiebreaks.labels == standings.labels:
        return [standings]
    return [stated for stated in (tiebreaks, standings) if stated is not None]


def _record_texts(tournament: Tournament) -> dict[str, str]:
    texts: dict[str, str] = {}
    for code, text in tournament.header:
        if code in (TIEBREAKS_RECORD, STANDINGS_RECORD):
            if code in texts:
                raise InvalidInput([Issue(f"record {code}", "given twice: a file states one tie-break list")])
            texts[code] = text
    return texts


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _tiebreaks(text: str, record: ListRecord) -> StatedList:
    """202: the tie-breaks (a leading PTS, which some programs write, is the points, not a tie-break)."""
    names = _names(text)
    if names and names[0].upper() == POINTS_CODE:
        names = names[1:]
    return StatedList(parse_codes(names, f"record {record}"), record)


def _standings(text: str) -> StatedList:
    """212: PTS, then the tie-breaks; standings whose first criterion is not the points cannot be computed."""
    names = _names(text)
    if not names or names[0].upper() != POINTS_CODE:
        first = names[0] if names else "nothing"
        message = f"the list defining the standings starts with {POINTS_CODE} (TRF-2026), got {first}"
        raise InvalidInput([Issue(f"record {STANDINGS_RECORD}", message)])
    return StatedList(parse_codes(names[1:], f"record {STANDINGS_RECORD}"), STANDINGS_RECORD)


def list_records(codes: list[TiebreakCode]) -> list[tuple[str, str]]:
    """The 202 and 212 records of a list (none for an empty list: points only need no record)."""
    if not codes:
        return []
    labels = ",".join(code.label for code in codes)
    return [(TIEBREAKS_RECORD, labels), (STANDINGS_RECORD, f"{POINTS_CODE},{labels}")]


def stated_ranks(tournament: Tournament, teams: bool) -> dict[int, int | None]:
    """The rank each competitor has in the file: players by pairing number (001 columns 86-89), teams
    by position among the team records in TPN order (310 columns 69-71), as the standings number them."""
    if not teams:
        return {number: player.rank for number, player in tournament.players.items()}
    records = tournament.team_records
    entries = [entry for _, entry in sorted(records.teams.items())] if records is not None else []
    return {position: entry.rank for position, entry in enumerate(entries, start=1)}


def with_final_standings(tournament: Tournament, standings: Standings, rules: Rules) -> Tournament:
    """A copy of ``tournament`` stating ``standings``: the list as 202 and 212 (replacing any), every
    player's points over the recorded rounds, and the ranks (001 for players; 310 with the match and
    game points for teams, the players' own rank left as it was)."""
    final = copy.deepcopy(tournament)
    final.header = [(code, text) for code, text in final.header if code not in (TIEBREAKS_RECORD, STANDINGS_RECORD)]
    final.header += list_records(standings.codes)
    rounds, table = final.recorded_rounds, final.point_system.table()
    for player in final.players.values():
        player.points = score_after(player, rounds, table)
    ranks = {row.id: row.rank for row in standings.rows}
    if standings.competitors == "players":
        for number, player in final.players.items():
            player.rank = ranks.get(number)
    else:
        _state_team_ranks(final, ranks, rules)
    return final


def _state_team_ranks(final: Tournament, ranks: dict[int, int | None], rules: Rules) -> None:
    """310 records: rank, match points and game points of each team (by position in TPN order)."""
    records = final.team_records
    if records is None:
        return
    # the 013 view the team tie-breaks read, on a shallow copy: the file itself keeps only its 310 records
    totals: dict[int, tuple[Fraction, Fraction]] = team_totals(with_team_records(replace(final)), rules)
    for position, tpn in enumerate(sorted(records.teams), start=1):
        match_points, game_points = totals[position]
        entry = records.teams[tpn]
        records.teams[tpn] = replace(
            entry, match_points=match_points, game_points=game_points, rank=ranks.get(position)
        )
