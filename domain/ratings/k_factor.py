"""The development coefficient K of a rated player (B.02 8.3.3).

The text's five sentences::

    K = 40 for a player new to the rating list until they have completed events with at least 30 games.
    K = 20 as long as a player's rating remains under 2400.
    K = 10 once a player's published rating has reached 2400 and remains at that level subsequently,
        even if the rating drops below 2400.
    K = 40 for all players until the end of the year of their 18th birthday, as long as their rating
        remains under 2300.
    If the number of games (n) for a player on any list for a rating period multiplied by K (as defined
    above) exceeds 700, then K shall be the largest whole number such that K x n does not exceed 700.

Readings (the text gives no order when several lines apply):

* a K the caller gives is the K FIDE published for the player ("the current value of K", 7.1.2); only
  the 700 cap is applied to it;
* 2400 reached comes first: "even if the rating drops below 2400" makes K = 10 permanent, also for a
  junior or a player with fewer than 30 games;
* then the junior line, then the 30 games, then 20;
* "as long as their rating remains under 2300" is the rating at the start of the event, as "remains
  under 2400" is in the K = 20 line (only the K = 10 line carries "even if the rating drops");
* "until the end of the year of their 18th birthday": the event's year minus the year of birth is 18
  or less;
* n of the 700 cap is the number of games rated in this event: games of other events of the same
  rating period are not known to the service.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: The cap of 8.3.3: K x n must not exceed it.
GAMES_CAP = 700


@dataclass(frozen=True, slots=True)
class RatingProfile:
    """What K depends on: the rating at the start of the event and what the caller knows of the player."""

    rating: int
    k: int | None = None
    birth_year: int | None = None
    rated_games: int | None = None
    has_been_2400: bool | None = None


@dataclass(frozen=True, slots=True)
class KFactor:
    """The K applied, the K before the 700 cap, the sentence of 8.3.3 that gave it, and the
    assumptions made for what the caller did not say."""

    value: int
    base: int
    rule: str
    capped: bool
    assumptions: list[str] = field(default_factory=list)


def k_factor(profile: RatingProfile, event_year: int | None, games: int) -> KFactor:
    """K for ``games`` rated games of an event in ``event_year`` (B.02 8.3.3)."""
    base, rule, assumptions = _base(profile, event_year)
    capped = games > 0 and base * games > GAMES_CAP
    value = GAMES_CAP // games if capped else base
    return KFactor(value, base, rule, capped, assumptions)


def _base(profile: RatingProfile, event_year: int | None) -> tuple[int, str, list[str]]:
    if profile.k is not None:
        return profile.k, "K given with the player (the K published for them, B.02 7.1.2)", []
    if profile.has_been_2400 or profile.rating >= 2400:
        return 10, "B.02 8.3.3: K = 10 once a published rating has reached 2400", []
    assumptions = []
    if profile.has_been_2400 is None:
        assumptions.append("has_been_2400 not given: taken as false (the rating is under 2400)")
    junior = _junior(profile, event_year, assumptions)
    if junior and profile.rating < 2300:
        return 40, "B.02 8.3.3: K = 40 until the end of the year of the 18th birthday, rating under 2300", assumptions
    if profile.rated_games is not None and profile.rated_games < 30:
        return 40, "B.02 8.3.3: K = 40 for a player new to the list until 30 games are completed", assumptions
    if profile.rated_games is None:
        assumptions.append("rated_games not given: taken as 30 or more")
    return 20, "B.02 8.3.3: K = 20 while the rating is under 2400", assumptions


def _junior(profile: RatingProfile, event_year: int | None, assumptions: list[str]) -> bool:
    if profile.birth_year is None:
        assumptions.append("no birth date: not taken as a junior")
        return False
    if event_year is None:
        assumptions.append("no start date of the event: the junior rule (18th birthday) is not applied")
        return False
    return event_year - profile.birth_year <= 18
