"""The final standings a generated tournament states (TRF-2026): its tie-break list as 202 and 212,
every points column and the final ranks (001, and a team's 310 rank, match and game points).

The standings are the ones the checker computes again from the file: the list of the scenario,
under the C.07 edition in force on its start date (042), a Swiss event never being a round robin.
Without a list the ranks are by points alone (equal points sharing a rank) and no list is stated.
"""

from __future__ import annotations

import dataclasses

from domain.model import Tournament
from domain.swiss.simulation.config import Scenario
from domain.tiebreaks.codes import TiebreakCode, parse_codes
from domain.tiebreaks.editions import edition_in_force
from domain.tiebreaks.rules import Rules
from domain.tiebreaks.standings import Competitors, compute_standings, refuse_codes_for
from domain.tiebreaks.teams import with_team_records
from domain.tiebreaks.trf_standings import with_final_standings


def scenario_codes(scenario: Scenario, competitors: Competitors) -> list[TiebreakCode]:
    """The scenario's list, refused (naming ``tiebreaks``) when a code cannot rank these competitors:
    checked before any round is played."""
    codes = parse_codes(scenario.tiebreak_codes, "tiebreaks")
    refuse_codes_for(codes, competitors, "tiebreaks")
    return codes


def with_final_ranks(tournament: Tournament, scenario: Scenario, competitors: Competitors) -> Tournament:
    """A copy of the played ``tournament`` stating its final standings."""
    rules = Rules(edition=edition_in_force(scenario.start_day), round_robin=False)
    ranked = with_team_records(dataclasses.replace(tournament)) if competitors == "teams" else tournament
    standings = compute_standings(ranked, scenario_codes(scenario, competitors), rules, competitors)
    return with_final_standings(tournament, standings, rules)
