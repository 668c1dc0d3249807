"""Warnings about a tie-break list that is allowed but unwise (never errors).

* Annex X.3 (1998, seed 004): only one of the three categories — own results, opponents'
  results, ratings — should be used in one tournament.
* Annex X.3 and C.07 Art. 10: rating-based tie-breaks are doubtful when players lack ratings.
* C.07 8.1: Buchholz is not for round robins (under the 1998 annex a warning; under C.07 a 422
  unless ``fide_mode`` is off, :mod:`fide_mode`); 9.2: Koya is for round robins.
* C.07 12.1: Board Count only compares teams with equal game points.
"""

from __future__ import annotations

from domain.errors import Issue
from domain.tiebreaks.codes import RATING_CODES, TiebreakCode
from domain.tiebreaks.fide_mode import BUCHHOLZ_TYPE
from domain.tiebreaks.view import CompetitionView

OWN_RESULTS = frozenset(
    {"WIN", "WON", "BPG", "BWG", "REP", "PS", "STD", "KS", "DE", "MP", "GP", "EDE", "BC", "TBR", "BBE"}
)
OPPONENT_RESULTS = frozenset({"BH", "FB", "AOB", "SBH", "SB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "SSSC"})
_CATEGORY_NAMES = {"own results": OWN_RESULTS, "opponents' results": OPPONENT_RESULTS, "ratings": RATING_CODES}


def advise(
    codes: list[TiebreakCode],
    view: CompetitionView,
    unrated_rating: int | None,
    team_primary: str | None = None,
    edition: str = "fide-2024",
) -> list[Issue]:
    """``team_primary`` is the score team standings rank on (``None`` for players). The one-category
    advice of the 1998 annex is given only under its rules (``legacy-1998``): C.07 mixes categories."""
    mixed = _mixed_categories(codes) if edition == "legacy-1998" else []
    return [
        *mixed,
        *_unrated(codes, view, unrated_rating),
        *_wrong_event(codes, view, edition),
        *_board_count_without_game_points(codes, team_primary),
    ]


def _board_count_without_game_points(codes: list[TiebreakCode], team_primary: str | None) -> list[Issue]:
    names = [code.name for code in codes]
    if "BC" not in names or team_primary == "GP" or "GP" in names[: names.index("BC")]:
        return []
    return [
        Issue(
            "/tiebreaks",
            "BC compares only teams with equal game points (C.07 12.1); list GP before it or rank on game points",
        )
    ]


def _mixed_categories(codes: list[TiebreakCode]) -> list[Issue]:
    used = [name for name, members in _CATEGORY_NAMES.items() if any(code.name in members for code in codes)]
    if len(used) < 2:
        return []
    return [
        Issue(
            "/tiebreaks",
            f"the list mixes {' and '.join(used)}; the 1998 annex (X.3) says to use "
            "tie-breaks of one category only in a tournament",
        )
    ]


def _unrated(codes: list[TiebreakCode], view: CompetitionView, unrated_rating: int | None) -> list[Issue]:
    rating_codes = [code.label for code in codes if code.name in RATING_CODES]
    unrated = sorted(cid for cid, rating in view.ratings.items() if rating is None)
    if not rating_codes or not unrated or unrated_rating is not None:
        return []
    shown = ", ".join(map(str, unrated[:10])) + (", …" if len(unrated) > 10 else "")
    return [
        Issue(
            "/tiebreaks",
            f"{', '.join(rating_codes)} use ratings but {len(unrated)} player(s) have none "
            f"({shown}); games against them are left out and they have no RTNG "
            "(set unrated_rating to count them)",
        )
    ]


def _wrong_event(codes: list[TiebreakCode], view: CompetitionView, edition: str) -> list[Issue]:
    names = {code.name for code in codes}
    issues = []
    if view.round_robin and names & BUCHHOLZ_TYPE and not edition.startswith("fide-"):
        issues.append(Issue("/tiebreaks", "Buchholz-type tie-breaks are not to be used in a round robin (C.07 8.1)"))
    if not view.round_robin and "KS" in names:
        issues.append(Issue("/tiebreaks", "Koya is meant for round robins (C.07 9.2); this looks like a Swiss event"))
    return issues
