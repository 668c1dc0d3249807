"""Named presets that fix both the tie-break list and the rules (api.md ``"profile"``).

* ``fide-2024`` / ``fide-2026`` — C.07 prescribes no default list (Art. 2); this project uses, for
  Swiss events, ``BH/C1, BH, DE, SB, WIN`` and for round robins ``DE, SB, WIN, KS`` (C.07 8.1: no
  Buchholz in round robins); for teams the other score, ``DE``, ``BH``, ``SB`` (no ``BH`` in a team
  round robin); under the rules of the edition the profile names.
* ``legacy-1998`` — annex X.3 of seed 004, the list it recommends for the tournament type.
* ``seed-f10`` — seed 003 F10: points; the games among the tied players for first place only;
  then the average rating of the opponents.
"""

from __future__ import annotations

from dataclasses import replace

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.tiebreaks.build import is_round_robin
from domain.tiebreaks.rules import Edition, Rules
from domain.tiebreaks.teams import is_team_round_robin, with_team_primary

PROFILES: tuple[Edition, ...] = ("fide-2024", "fide-2026", "legacy-1998", "seed-f10")

#: Annex X.3 (1998) recommended tie-breaks per tournament type, in the annex's order.
LEGACY_1998_RECOMMENDED: dict[str, list[str]] = {
    "individual round robin": ["DE", "KS", "SB", "WIN"],
    "team round robin": ["GP", "MP", "DE", "SB"],
    "individual swiss, all rated": ["ARO", "TPR"],
    "individual swiss, mostly rated": ["DE", "PS", "BH", "SB", "WIN"],
    "individual swiss, mostly unrated": ["DE", "BH", "SB", "WIN"],
    "team swiss": ["GP", "MP", "DE", "BH", "SB"],
}


def resolve_profile(name: str, tournament: Tournament, base: Rules, teams: bool) -> tuple[Rules, list[str], str]:
    """(rules, tie-break codes, the tournament type the list was chosen for)."""
    edition = next((profile for profile in PROFILES if profile == name), None)
    if edition is None:
        raise InvalidInput([Issue("/profile", f"unknown profile {name!r}; known: {', '.join(PROFILES)}")])
    if base.round_robin is not None:
        round_robin = base.round_robin
    elif teams:
        round_robin = is_team_round_robin(tournament)
    else:
        round_robin = is_round_robin(tournament, tournament.recorded_rounds)
    kind = tournament_kind(tournament, teams, round_robin)
    rules = replace(with_team_primary(base, tournament) if teams else base, edition=edition)
    if name == "seed-f10":
        return rules, ["DE", "ARO"], kind
    if name == "legacy-1998":
        codes = list(LEGACY_1998_RECOMMENDED[kind])
    elif teams:
        codes = ["GP" if rules.team_primary == "MP" else "MP", "DE", *([] if round_robin else ["BH"]), "SB"]
    else:
        codes = ["DE", "SB", "WIN", "KS"] if round_robin else ["BH/C1", "BH", "DE", "SB", "WIN"]
    if teams and name == "legacy-1998":
        codes.remove(rules.team_primary or "MP")  # the primary score cannot break its own ties
    return rules, codes, kind


def tournament_kind(tournament: Tournament, teams: bool, round_robin: bool) -> str:
    """The annex X.3 tournament type; "coherent ratings" is read as "every player rated"."""
    if teams:
        return "team round robin" if round_robin else "team swiss"
    if round_robin:
        return "individual round robin"
    rated = sum(1 for player in tournament.players.values() if player.rating)
    if rated == len(tournament.players):
        return "individual swiss, all rated"
    return (
        "individual swiss, mostly rated" if 2 * rated > len(tournament.players) else "individual swiss, mostly unrated"
    )
