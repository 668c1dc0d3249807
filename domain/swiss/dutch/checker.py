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

from collections.abc import Iterable
from dataclasses import dataclass, field, fields

from domain.budget import Deadline, MemoryBudget
from domain.kinds import PlayerId, ScoreUnits
from domain.model import Color, Tournament
from domain.swiss.check_report import CheckReport, Comparison, Violation
from domain.swiss.dutch.criteria import Compatibility
from domain.swiss.dutch.editions import Edition
from domain.swiss.dutch.engine import PreparedRound, pair_dutch, prepare_round
from domain.swiss.dutch.options import DutchOptions
from domain.swiss.dutch.players import DutchPlayer, Float


def check_dutch(
    tournament: Tournament,
    edition: Edition,
    boards: list[tuple[PlayerId, PlayerId]],
    bye: PlayerId | None,
    deadline: Deadline | None = None,
    options: DutchOptions | None = None,
    memory: MemoryBudget | None = None,
) -> CheckReport:
    """Violations of the absolute criteria, then the comparison with the engine's pairing."""
    options = options or DutchOptions()
    prepared = prepare_round(tournament, edition, options)
    by_id = {p.id: p for p in prepared.players}
    violations = _structure(prepared.setup.absent, by_id, boards, bye)
    if not violations:
        violations = _absolute(by_id, prepared.compatible, boards, bye, prepared.last_round)
    report = CheckReport(prepared.setup.round_number, violations)
    if violations:
        return report
    engine = pair_dutch(tournament, edition, deadline, options, memory)
    report.engine = engine
    ours = _quality(_Pairing.of(by_id, engine.boards, engine.bye), prepared, edition)
    theirs = _quality(_Pairing.of(by_id, boards, bye), prepared, edition)
    report.comparison = _compare(theirs, ours, edition)
    return report


# -- absolute criteria -------------------------------------------------------------------------


def _structure(
    absent: tuple[PlayerId, ...],
    by_id: dict[PlayerId, DutchPlayer],
    boards: list[tuple[PlayerId, PlayerId]],
    bye: PlayerId | None,
) -> list[Violation]:
    found: list[Violation] = []
    seen: dict[PlayerId, int] = {}
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
    by_id: dict[PlayerId, DutchPlayer],
    compatible: Compatibility,
    boards: list[tuple[PlayerId, PlayerId]],
    bye: PlayerId | None,
    last_round: bool,
) -> list[Violation]:
    found: list[Violation] = []
    for white, black in boards:
        a, b = by_id[white], by_id[black]
        if a.barred_from(b):
            found.append(
                Violation("C1", f"{white} and {black} have already played each other or may not meet", (white, black))
            )
        elif not compatible(a, b):
            colour = a.preference.name.lower() if a.preference else "?"
            found.append(
                Violation("C3", f"{white} and {black} both have an absolute preference for {colour}", (white, black))
            )
        for player, colour in ((a, Color.WHITE), (b, Color.BLACK)):
            if not (last_round and compatible.is_topscorer(player)) and _breaks_colour_limits(player, colour):
                found.append(
                    Violation(
                        "colour", f"player {player.id} with {colour.name.lower()} breaks C.04.1 Art. 6-7", (player.id,)
                    )
                )
    if bye is not None and not by_id[bye].bye_eligible:
        found.append(Violation("C2", f"player {bye} may not receive the pairing-allocated bye again", (bye,)))
    return found


def _breaks_colour_limits(player: DutchPlayer, colour: Color) -> bool:
    history = (*player.colors, colour)
    whites = history.count(Color.WHITE)
    if abs(2 * whites - len(history)) > 2:
        return True
    return len(history) >= 3 and history[-1] == history[-2] == history[-3]


# -- quality criteria --------------------------------------------------------------------------


def _rule(rule_2026: str | None, rule_2017: str | None) -> dict[str, str | None]:
    """Field metadata of :class:`BracketCriteria`: the criterion it is in each edition (``None``: not one)."""
    return {"2026": rule_2026, "2017": rule_2017}


@dataclass(frozen=True, slots=True)
class BracketCriteria:
    """The values of the quality criteria of one bracket, in priority order; smaller is better.

    2026: C.04.3 Art. 2.3-2.4 ([C5]-[C21]); 2017: C.5-C.19 (numbers in the field metadata). The
    whole round comes first, as a record holding only the PAB recipient's score ([C5]); its
    other fields keep their best values.
    """

    #: [C5] 2.3.1: the score of the PAB recipient (whole-round record only; no 2017 criterion).
    pab_score: ScoreUnits = field(default=0, metadata=_rule("C5", None))
    #: [C6] 2.4.1 / C.5: the number of downfloaters (so the most pairs).
    downfloaters: int = field(default=0, metadata=_rule("C6", "C5"))
    #: [C7] 2.4.2: the downfloaters' scores, descending / C.6: the PSD (A.8), descending.
    downfloater_scores: tuple[ScoreUnits, ...] = field(default=(), metadata=_rule("C7", "C6"))
    #: [C9] 2.4.4: minus the played games of a downfloater who receives the PAB (no 2017 criterion).
    pab_played_games: int = field(default=0, metadata=_rule("C9", None))
    #: [C10] 2.4.5 / C.8: topscorers or their opponents who get a colour difference beyond 2.
    colour_difference: int = field(default=0, metadata=_rule("C10", "C8"))
    #: [C11] 2.4.6 / C.9: topscorers or their opponents who get the same colour three times in a row.
    three_in_a_row: int = field(default=0, metadata=_rule("C11", "C9"))
    #: [C12] 2.4.7 / C.10: players who do not get their colour preference.
    preference_missed: int = field(default=0, metadata=_rule("C12", "C10"))
    #: [C13] 2.4.8 / C.11: players who do not get their strong (or absolute) colour preference.
    strong_preference_missed: int = field(default=0, metadata=_rule("C13", "C11"))
    #: [C14] 2.4.9 / C.12: resident downfloaters who downfloated in the previous round.
    residents_down_again: int = field(default=0, metadata=_rule("C14", "C12"))
    #: [C15] 2.4.10 / C.13: MDP opponents who upfloated in the previous round.
    mdp_opponents_up_again: int = field(default=0, metadata=_rule("C15", "C13"))
    #: [C16] 2.4.11 / C.14: as [C14], two rounds before.
    residents_down_two_rounds: int = field(default=0, metadata=_rule("C16", "C14"))
    #: [C17] 2.4.12 / C.15: as [C15], two rounds before.
    mdp_opponents_up_two_rounds: int = field(default=0, metadata=_rule("C17", "C15"))
    #: [C18] 2.4.13 / C.16: score differences of MDPs who downfloated in the previous round, descending.
    down_again_differences: tuple[ScoreUnits, ...] = field(default=(), metadata=_rule("C18", "C16"))
    #: [C19] 2.4.14 / C.17: score differences of MDP opponents who upfloated in the previous round.
    up_again_differences: tuple[ScoreUnits, ...] = field(default=(), metadata=_rule("C19", "C17"))
    #: [C20] 2.4.15 / C.18: as [C18], two rounds before.
    down_two_rounds_differences: tuple[ScoreUnits, ...] = field(default=(), metadata=_rule("C20", "C18"))
    #: [C21] 2.4.16 / C.19: as [C19], two rounds before.
    up_two_rounds_differences: tuple[ScoreUnits, ...] = field(default=(), metadata=_rule("C21", "C19"))


@dataclass(frozen=True, slots=True)
class _Pairing:
    """A pairing (proposed or the engine's) seen from each player: partner and colour."""

    by_id: dict[PlayerId, DutchPlayer]
    partner: dict[PlayerId, PlayerId | None]
    colour: dict[PlayerId, Color]
    bye: PlayerId | None

    @classmethod
    def of(
        cls, by_id: dict[PlayerId, DutchPlayer], boards: list[tuple[PlayerId, PlayerId]], bye: PlayerId | None
    ) -> _Pairing:
        partner: dict[PlayerId, PlayerId | None] = {bye: None} if bye is not None else {}
        colour: dict[PlayerId, Color] = {}
        for white, black in boards:
            partner[white], partner[black] = black, white
            colour[white], colour[black] = Color.WHITE, Color.BLACK
        return cls(by_id, partner, colour, bye)

    def partner_score(self, player: DutchPlayer) -> ScoreUnits:
        """The partner's score; far below every score for the PAB recipient."""
        other = self.partner.get(player.id)
        return -(1 << 60) if other is None else self.by_id[other].score

    def partner_of(self, player: DutchPlayer) -> DutchPlayer:
        other = self.partner[player.id]
        assert other is not None, "only a paired player has a partner"
        return self.by_id[other]


@dataclass(frozen=True, slots=True)
class _Bracket:
    """One bracket of a pairing read back: a scoregroup and the MDPs that reach it (2026 Art. 1.3.2)."""

    score: ScoreUnits
    members: list[DutchPlayer]
    floaters: list[DutchPlayer]
    #: (higher, lower) of each pair inside the bracket.
    pairs: list[tuple[DutchPlayer, DutchPlayer]]

    @classmethod
    def of(cls, pairing: _Pairing, score: ScoreUnits) -> _Bracket:
        members = [
            p
            for p in pairing.by_id.values()
            if p.score == score or (p.score > score and pairing.partner_score(p) <= score)
        ]
        floaters = [p for p in members if pairing.partner_score(p) < score]
        floating = {p.id for p in floaters}
        paired = [p for p in members if pairing.partner.get(p.id) is not None and p.id not in floating]
        pairs = [(p, pairing.partner_of(p)) for p in paired]
        return cls(score, members, floaters, [(a, b) for a, b in pairs if (a.score, -a.rank) > (b.score, -b.rank)])

    def paired(self, pairing: _Pairing) -> list[DutchPlayer]:
        """The members paired inside the bracket (who got a colour)."""
        floating = {p.id for p in self.floaters}
        return [p for p in self.members if p.id not in floating and p.id in pairing.colour]


Records = list[tuple[float | None, BracketCriteria]]
"""Criteria records top-down, each with its bracket's score in points (``None``: the whole round)."""


def _quality(pairing: _Pairing, prepared: PreparedRound, edition: Edition) -> Records:
    """The whole-round record, then per bracket (top-down) the values of the quality criteria."""
    bye_score = pairing.by_id[pairing.bye].score if pairing.bye is not None else -1
    records: Records = [(None, BracketCriteria(pab_score=bye_score))]
    for score in sorted({p.score for p in pairing.by_id.values()}, reverse=True):
        criteria = _bracket_criteria(pairing, _Bracket.of(pairing, score), prepared, edition)
        records.append((score / prepared.unit, criteria))
    return records


def _bracket_criteria(
    pairing: _Pairing, bracket: _Bracket, prepared: PreparedRound, edition: Edition
) -> BracketCriteria:
    unit, floaters, pairs = prepared.unit, bracket.floaters, bracket.pairs
    if edition.global_completion:
        downfloater_scores = _descending(p.score for p in floaters)
    else:  # 2017 A.8: pairs' score differences and each downfloater's score above one point below the bracket
        downfloater_scores = _descending(
            [a.score - b.score for a, b in pairs] + [p.score - bracket.score + unit for p in floaters]
        )
    previous, before = _float_criteria(bracket, 0, unit), _float_criteria(bracket, 1, unit)
    return BracketCriteria(
        pab_score=0,
        downfloaters=len(floaters),
        downfloater_scores=downfloater_scores,
        pab_played_games=next((-p.played_games for p in floaters if p.id == pairing.bye), 0),
        **_colour_criteria(pairing, bracket, prepared.compatible),
        residents_down_again=previous.residents_down,
        mdp_opponents_up_again=previous.mdp_opponents_up,
        residents_down_two_rounds=before.residents_down,
        mdp_opponents_up_two_rounds=before.mdp_opponents_up,
        down_again_differences=previous.down_differences,
        up_again_differences=previous.up_differences,
        down_two_rounds_differences=before.down_differences,
        up_two_rounds_differences=before.up_differences,
    )


def _colour_criteria(pairing: _Pairing, bracket: _Bracket, compatible: Compatibility) -> dict[str, int]:
    """[C10]-[C13] (C.8-C.11) over the pairs of the bracket; CD and three-in-a-row for topscorers' pairs."""
    colour, topscorer = pairing.colour, compatible.is_topscorer
    paired = bracket.paired(pairing)
    topscorer_side = [p for p in paired if topscorer(p) or topscorer(pairing.partner_of(p))]
    return {
        "colour_difference": sum(1 for p in topscorer_side if abs(_colour_difference(p, colour[p.id])) > 2),
        "three_in_a_row": sum(
            1 for p in topscorer_side if len(p.colors) >= 2 and p.colors[-1] == p.colors[-2] == colour[p.id]
        ),
        "preference_missed": sum(1 for p in paired if p.preference is not None and colour[p.id] != p.preference),
        "strong_preference_missed": sum(1 for p in paired if (p.strong or p.absolute) and colour[p.id] != p.preference),
    }


def _colour_difference(player: DutchPlayer, colour: Color) -> int:
    """Whites minus blacks after playing ``colour`` (2026 Art. 1.6)."""
    return 2 * (*player.colors, colour).count(Color.WHITE) - len(player.colors) - 1


@dataclass(frozen=True, slots=True)
class _FloatCriteria:
    """[C14]-[C21] (C.12-C.19) for one earlier round."""

    residents_down: int
    mdp_opponents_up: int
    down_differences: tuple[ScoreUnits, ...]
    up_differences: tuple[ScoreUnits, ...]


def _float_criteria(bracket: _Bracket, back: int, unit: ScoreUnits) -> _FloatCriteria:
    """Repeated floats ``back + 1`` rounds ago; a downfloater's difference is to one point below the bracket."""
    lowest, down, up = bracket.score, Float.DOWN, Float.UP
    floating_pairs = [(a, b) for a, b in bracket.pairs if a.score > b.score]
    return _FloatCriteria(
        residents_down=sum(1 for p in bracket.floaters if p.score == lowest and p.floats[back] is down),
        mdp_opponents_up=sum(1 for _, b in floating_pairs if b.floats[back] is up),
        down_differences=_descending(
            [a.score - b.score for a, b in floating_pairs if a.floats[back] is down]
            + [p.score - lowest + unit for p in bracket.floaters if p.floats[back] is down]
        ),
        up_differences=_descending(a.score - b.score for a, b in floating_pairs if b.floats[back] is up),
    )


def _descending(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(values, reverse=True))


def _compare(proposal: Records, engine: Records, edition: Edition) -> Comparison:
    """The first bracket, then the first criterion of the edition, where the two pairings differ."""
    rules = [(f.name, f.metadata["2026" if edition.global_completion else "2017"]) for f in fields(BracketCriteria)]
    for (score, ours), (_, theirs) in zip(proposal, engine, strict=True):
        for name, rule in rules:
            mine, other = getattr(ours, name), getattr(theirs, name)
            if rule is not None and mine != other:
                return Comparison(
                    equivalent=False,
                    criterion=rule,
                    bracket_score=score,
                    proposal_better=mine < other,
                    proposal_value=list(mine) if isinstance(mine, tuple) else mine,
                    engine_value=list(other) if isinstance(other, tuple) else other,
                )
    return Comparison(equivalent=True)
