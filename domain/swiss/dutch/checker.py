"""Checking a proposed or published pairing against the Dutch rules (seed F6; GHR Art. 4.4).

Two questions, as an arbiter asks them:

1. Does the pairing break an absolute rule? Every present player paired once or given the
   bye, nobody absent paired; [C1] no rematch or forbidden pair; [C2] an eligible PAB
   recipient; [C3] no two non-topscorers with the same absolute colour preference; and the
   colour limits of C.04.1 Art. 6-7 (|CD| <= 2, never three equal colours in a row) for
   non-topscorers.
2. If it is legal, how does it compare with the engine's own pairing? Both are evaluated
   bracket by bracket from the top, criterion by criterion in priority order; the first
   criterion where they differ is reported (or the two are equivalent).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.budget import Deadline
from domain.model import Color, Tournament
from domain.swiss.dutch.criteria import Compatibility
from domain.swiss.dutch.editions import Edition
from domain.swiss.dutch.engine import prepare_round
from domain.swiss.dutch.players import DutchPlayer, Float
from domain.swiss.result import SwissPairing
from domain.swiss.system import SwissOptions, pair_round


@dataclass(frozen=True, slots=True)
class Violation:
    criterion: str
    message: str
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Comparison:
    """How the proposal compares with the engine's pairing at the first criterion that differs."""

    equivalent: bool
    criterion: str | None = None
    bracket_score: float | None = None
    proposal_better: bool | None = None
    proposal_value: object = None
    engine_value: object = None


@dataclass(slots=True)
class CheckReport:
    round_number: int
    violations: list[Violation]
    engine: SwissPairing | None = None
    comparison: Comparison | None = None
    notes: list[str] = field(default_factory=list)


def check_dutch(
    tournament: Tournament,
    edition: Edition,
    boards: list[tuple[int, int]],
    bye: int | None,
    deadline: Deadline | None = None,
    options: SwissOptions | None = None,
) -> CheckReport:
    """Violations of the absolute criteria, then the comparison with the engine's pairing."""
    options = options or SwissOptions()
    prepared = prepare_round(tournament, edition, options.dutch())
    by_id = {p.id: p for p in prepared.players}
    violations = _structure(prepared.setup.absent, by_id, boards, bye)
    if not violations:
        violations = _absolute(by_id, prepared.compatible, boards, bye, prepared.last_round)
    report = CheckReport(prepared.setup.round_number, violations)
    if violations:
        return report
    engine = pair_round(tournament, edition.name, options, deadline)
    report.engine = engine
    names = _names_2026 if edition.global_completion else _names_2017
    ours = _quality(by_id, engine.boards, engine.bye, prepared, edition)
    theirs = _quality(by_id, boards, bye, prepared, edition)
    report.comparison = _compare(theirs, ours, names)
    return report


# -- absolute criteria -------------------------------------------------------------------------


def _structure(
    absent: tuple[int, ...], by_id: dict[int, DutchPlayer], boards: list[tuple[int, int]], bye: int | None
) -> list[Violation]:
    found: list[Violation] = []
    seen: dict[int, int] = {}
    for white, black in boards:
        for player in (white, black):
            seen[player] = seen.get(player, 0) + 1
    if bye is not None:
        seen[bye] = seen.get(bye, 0) + 1
    for player, count in sorted(seen.items()):
        if player in absent:
            found.append(Violation("absent", f"player {player} is absent this round but is paired", (player,)))
        elif player not in by_id:
            found.append(Violation("unknown", f"player {player} is not a player to pair this round", (player,)))
        elif count > 1:
            found.append(Violation("twice", f"player {player} appears {count} times", (player,)))
    for player in sorted(set(by_id) - set(seen)):
        found.append(Violation("unpaired", f"player {player} is neither paired nor given the bye", (player,)))
    if any(white == black for white, black in boards):
        found.append(Violation("C1", "a player is paired with himself", ()))
    if bye is not None and len(by_id) % 2 == 0:
        found.append(Violation("bye", "an even number of players to pair needs no pairing-allocated bye", (bye,)))
    return found


def _absolute(
    by_id: dict[int, DutchPlayer],
    compatible: Compatibility,
    boards: list[tuple[int, int]],
    bye: int | None,
    last_round: bool,
) -> list[Violation]:
    found: list[Violation] = []
    for white, black in boards:
        a, b = by_id[white], by_id[black]
        if b.id in a.opponents or a.id in b.opponents:
            found.append(Violation("C1", f"{white} and {black} have already played each other or may not meet", (white, black)))
        elif not compatible(a, b):
            colour = a.preference.name.lower() if a.preference else "?"
            found.append(Violation("C3", f"{white} and {black} both have an absolute preference for {colour}", (white, black)))
        for player, colour in ((a, Color.WHITE), (b, Color.BLACK)):
            if not (last_round and compatible.is_topscorer(player)) and _breaks_colour_limits(player, colour):
                found.append(
                    Violation("colour", f"player {player.id} with {colour.name.lower()} breaks C.04.1 Art. 6-7", (player.id,))
                )
    if bye is not None and not by_id[bye].bye_eligible:
        found.append(Violation("C2", f"player {bye} may not receive the pairing-allocated bye again", (bye,)))
    return found


def _breaks_colour_limits(player: DutchPlayer, colour: Color) -> bool:
    history = player.colors + (colour,)
    whites = history.count(Color.WHITE)
    if abs(2 * whites - len(history)) > 2:
        return True
    return len(history) >= 3 and history[-1] == history[-2] == history[-3]


# -- quality criteria --------------------------------------------------------------------------

_names_2026 = ["C5", "C6", "C7", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21"]
_names_2017 = ["-", "C5", "C6", "-", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17", "C18", "C19"]


def _quality(by_id, boards, bye, prepared, edition) -> list[tuple[float | None, list[object]]]:
    """Per bracket (top-down), the values of the quality criteria, smaller = better."""
    partner: dict[int, int | None] = {bye: None} if bye is not None else {}
    colour: dict[int, Color] = {}
    for white, black in boards:
        partner[white], partner[black] = black, white
        colour[white], colour[black] = Color.WHITE, Color.BLACK
    unit = prepared.unit
    scores = sorted({p.score for p in by_id.values()}, reverse=True)
    bye_score = by_id[bye].score if bye is not None else -1
    brackets: list[tuple[float | None, list[object]]] = [(None, [bye_score] + [0] * 15)]
    for score in scores:
        # Bracket of a scoregroup: its residents and the MDPs that reach it (2026 Art. 1.3.2).
        members = [
            p for p in by_id.values() if p.score == score or (p.score > score and _partner_score(p, partner, by_id) <= score)
        ]
        floaters = [p for p in members if _partner_score(p, partner, by_id) < score]
        values = _bracket_values(members, floaters, partner, colour, by_id, prepared, bye, score, unit, edition)
        brackets.append((score / unit, values))
    return brackets


def _partner_score(player: DutchPlayer, partner: dict[int, int | None], by_id: dict[int, DutchPlayer]) -> int:
    other = partner.get(player.id)
    return -(1 << 60) if other is None else by_id[other].score


def _bracket_values(members, floaters, partner, colour, by_id, prepared, bye, lowest, unit, edition) -> list[object]:
    pairs = [(p, by_id[partner[p.id]]) for p in members if partner.get(p.id) is not None and p not in floaters]
    pairs = [(a, b) for a, b in pairs if (a.score, -a.rank) > (b.score, -b.rank)]
    downfloat_scores = sorted((p.score for p in floaters), reverse=True)
    if not edition.global_completion:
        sd = sorted([a.score - b.score for a, b in pairs] + [p.score - lowest + unit for p in floaters], reverse=True)
        downfloat_scores = sd
    c9 = next((p.played_games * -1 for p in floaters if p.id == bye), 0)
    colour_values = _colour_values(members, floaters, partner, colour, by_id, prepared)
    float_values = _float_values(members, floaters, pairs, lowest, unit)
    return [0, len(floaters), downfloat_scores, c9, *colour_values, *float_values]


def _colour_values(members, floaters, partner, colour, by_id, prepared) -> list[int]:
    paired = [p for p in members if p not in floaters and p.id in colour]
    topscorer = prepared.compatible.is_topscorer
    topscorer_side = [p for p in paired if topscorer(p) or topscorer(by_id[partner[p.id]])]
    cd_over = sum(1 for p in topscorer_side if abs(2 * (p.colors + (colour[p.id],)).count(Color.WHITE) - len(p.colors) - 1) > 2)
    three = sum(1 for p in topscorer_side if len(p.colors) >= 2 and p.colors[-1] == p.colors[-2] == colour[p.id])
    missed = sum(1 for p in paired if p.preference is not None and colour[p.id] != p.preference)
    strong = sum(1 for p in paired if (p.strong or p.absolute) and colour[p.id] != p.preference)
    return [cd_over, three, missed, strong]


def _float_values(members, floaters, pairs, lowest, unit) -> list[object]:
    counts, differences = [], []
    for back in (0, 1):
        residents_down = [p for p in floaters if p.score == lowest and p.floats[back] is Float.DOWN]
        mdp_opponents = [b for a, b in pairs if a.score > b.score and b.floats[back] is Float.UP]
        counts += [len(residents_down), len(mdp_opponents)]
        down_sd = sorted(
            [a.score - b.score for a, b in pairs if a.score > b.score and a.floats[back] is Float.DOWN]
            + [p.score - lowest + unit for p in floaters if p.floats[back] is Float.DOWN],
            reverse=True,
        )
        up_sd = sorted((a.score - b.score for a, b in pairs if a.score > b.score and b.floats[back] is Float.UP), reverse=True)
        differences += [down_sd, up_sd]
    return [counts[0], counts[1], counts[2], counts[3], differences[0], differences[1], differences[2], differences[3]]


def _compare(proposal, engine, names: list[str]) -> Comparison:
    for (score, ours), (_, theirs) in zip(proposal, engine):
        for index, (mine, other) in enumerate(zip(ours, theirs)):
            if mine != other and names[index] != "-":
                return Comparison(
                    equivalent=False,
                    criterion=names[index],
                    bracket_score=score,
                    proposal_better=mine < other,  # type: ignore[operator]
                    proposal_value=mine,
                    engine_value=other,
                )
    return Comparison(equivalent=True)
