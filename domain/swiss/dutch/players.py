"""What the Dutch rules need to know about each player before a round is paired.

Scores are pairing scores (real points plus acceleration, with adjourned games counted as
draws: seed F9, C.04.2 D.1) in integer units so that weights stay exact. Colour preferences
follow 2026 Art. 1.6-1.7 (2017 A.6); floats 2026 Art. 1.4 (2017 A.4); PAB eligibility C.04.1
Art. 4 (2017 C.04.1.d).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from domain.history import Float, float_in_round, is_played, played_games
from domain.kinds import PlayerId, Rank, ScoreUnits
from domain.model import Color, Player, PointSystem, ResultCode, RoundEntry, Tournament
from domain.swiss.acceleration import virtual_points
from domain.swiss.dutch.editions import Edition


@dataclass(slots=True)
class DutchPlayer:
    """One player to pair, with everything the criteria read."""

    id: PlayerId
    #: Position in the initial order of the players taking part (C.04.2 D.2, compressed).
    rank: Rank
    #: Pairing score (points plus acceleration) and real points, in score units.
    score: ScoreUnits
    real_score: ScoreUnits
    #: Opponents met over the board ([C1]).
    opponents: frozenset[PlayerId]
    #: The forbidden groups (XXP, 260, C.06 II.3.1) he is in, by number: [C1] bars a pair that
    #: shares one. Held as groups, never as partners (issue 34: a group of k players is k^2 pairs).
    forbidden: frozenset[int]
    colors: tuple[Color, ...]
    preference: Color | None
    absolute: bool
    strong: bool
    imbalance: int
    repeated: Color | None
    floats: tuple[Float, Float]
    bye_eligible: bool
    played_games: int

    def barred_from(self, other: DutchPlayer) -> bool:
        """[C1]: the two have met, or share a forbidden group."""
        return (
            other.id in self.opponents or self.id in other.opponents or not self.forbidden.isdisjoint(other.forbidden)
        )


def scoregroups(players: list[DutchPlayer]) -> list[list[int]]:
    """The scoregroups (2017 A.3) of ``players`` sorted by score: runs of equal pairing score, as
    positions in the list, from the highest score down."""
    groups: list[list[int]] = []
    for v, player in enumerate(players):
        if groups and players[groups[-1][0]].score == player.score:
            groups[-1].append(v)
        else:
            groups.append([v])
    return groups


def score_unit(tournament: Tournament, acceleration: dict[int, list[Fraction]]) -> int:
    """Score units per point: the point system's unit refined by the virtual points, so scores
    (acceleration included) become exact integers."""
    virtual = (Fraction(value).denominator for row in acceleration.values() for value in row)
    return lcm(tournament.point_system.unit.denominator, *virtual)


def pairing_points(system: PointSystem, entry: RoundEntry | None) -> Fraction:
    """Points of one round for pairing purposes: an adjourned game counts as a draw (F9)."""
    if entry is not None and entry.result is ResultCode.ADJOURNED:
        return system.draw_white if entry.color is Color.WHITE else system.draw_black
    return system.points(entry)


class PlayerFacts:
    """Builds :class:`DutchPlayer` records for one round of one tournament."""

    def __init__(
        self, tournament: Tournament, edition: Edition, played_rounds: int, acceleration: dict[int, list[Fraction]]
    ) -> None:
        self.tournament = tournament
        self.edition = edition
        self.played_rounds = played_rounds
        self.acceleration = acceleration
        self.system = tournament.point_system
        self.unit = score_unit(tournament, acceleration)
        #: Per player: real pairing points in score units after rounds 0..played_rounds (read for
        #: every float of every opponent too, so computed once).
        self._running: dict[int, list[ScoreUnits]] = {}
        #: Pairing scores already computed, by player and round.
        self._scores: dict[tuple[int, int], ScoreUnits] = {}
        #: Score units of one round's entry, by result and colour (all a round's points depend on).
        self._entry_units: dict[tuple[ResultCode, Color | None], ScoreUnits] = {}

    def units(self, value: Fraction) -> ScoreUnits:
        return int(value * self.unit)

    def real_score_before(self, player: Player, round_number: int) -> ScoreUnits:
        """Real pairing points after rounds 1..round_number-1, in score units."""
        running = self._running.get(player.number)
        if running is None or len(running) < round_number:
            running = [0]
            for r in range(1, max(round_number, self.played_rounds + 1)):
                running.append(running[-1] + self._round_units(player.entry(r)))
            self._running[player.number] = running
        return running[round_number - 1]

    def _round_units(self, entry: RoundEntry | None) -> ScoreUnits:
        """Pairing points of one round in score units (F9: an adjourned game counts as a draw)."""
        if entry is None:
            return self.units(pairing_points(self.system, None))
        key = (entry.result, entry.color)
        units = self._entry_units.get(key)
        if units is None:
            units = self._entry_units[key] = self.units(pairing_points(self.system, entry))
        return units

    def pairing_score_before(self, player: Player, round_number: int) -> ScoreUnits:
        """Pairing score at the start of ``round_number``: points plus that round's virtual points.

        Both are whole numbers of score units (the unit refines every denominator), so their
        units add exactly.
        """
        key = (player.number, round_number)
        score = self._scores.get(key)
        if score is None:
            virtual = virtual_points(self.acceleration, player.number, round_number)
            score = self.real_score_before(player, round_number) + (self.units(virtual) if virtual else 0)
            self._scores[key] = score
        return score

    def build(self, number: int, rank: int, forbidden: frozenset[int]) -> DutchPlayer:
        player = self.tournament.players[number]
        entries = [player.entry(r) for r in range(1, self.played_rounds + 1)]
        games = played_games(entries)
        colors = tuple(colour for _, colour in games)
        next_round = self.played_rounds + 1
        opponents = frozenset(opponent for opponent, _ in games)
        facts = color_facts(colors)
        return DutchPlayer(
            id=number,
            rank=rank,
            score=self.pairing_score_before(player, next_round),
            real_score=self.real_score_before(player, next_round),
            opponents=opponents,
            forbidden=forbidden,
            colors=colors,
            preference=facts[0],
            absolute=facts[1],
            strong=facts[2],
            imbalance=facts[3],
            repeated=facts[4],
            floats=(self.float_in(player, 1), self.float_in(player, 2)),
            bye_eligible=self.bye_eligible(entries),
            played_games=len(colors),
        )

    def float_in(self, player: Player, back: int) -> Float:
        """The float ``player`` received ``back`` rounds ago, judged on pairing scores."""
        round_number = self.played_rounds + 1 - back
        if round_number < 1:
            return Float.NONE
        return float_in_round(
            self.tournament,
            player,
            round_number,
            self.pairing_score_before,
            unplayed_needs_points=self.edition.unplayed_float_needs_points,
        )

    def bye_eligible(self, entries: list[RoundEntry | None]) -> bool:
        """[C2]: no earlier PAB, nor (by edition) another unplayed win."""
        for entry in entries:
            if entry is None or is_played(entry):
                continue
            if entry.result is ResultCode.PAIRING_BYE:
                return False
            if self.edition.bye_barred_by_unplayed_win_points:
                if pairing_points(self.system, entry) >= self.system.win:
                    return False
            elif entry.result is ResultCode.FORFEIT_WIN:
                return False
        return True


def color_facts(colors: tuple[Color, ...]) -> tuple[Color | None, bool, bool, int, Color | None]:
    """Preference, absolute, strong, |CD| and the colour repeated in the last two games.

    2026 Art. 1.7 (2017 A.6): absolute when |CD| > 1 or the last two played games had the same
    colour (the CD decides when the two tests disagree, e.g. BBBBWW prefers White); strong when
    |CD| = 1; mild when CD = 0 after at least one game; none before the first game.
    """
    whites = colors.count(Color.WHITE)
    blacks = len(colors) - whites
    imbalance = abs(whites - blacks)
    lower = Color.BLACK if whites > blacks else Color.WHITE
    repeated = colors[-1] if len(colors) >= 2 and colors[-1] == colors[-2] else None
    if imbalance > 1:
        preference: Color | None = lower
    elif repeated is not None:
        preference = repeated.opposite
    elif imbalance == 1:
        preference = lower
    elif colors:
        preference = colors[-1].opposite
    else:
        preference = None
    absolute = imbalance > 1 or repeated is not None
    strong = not absolute and imbalance != 0
    return preference, absolute, strong, imbalance, repeated
