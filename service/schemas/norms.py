"""Request and answer of ``POST /v1/norms``: every player's title norms (FIDE Title Regulations 1.4)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from domain.limits import PLAYER_CAP
from domain.ratings.norms.requirements import NORM_TITLES, TitleName
from service.http.errors import ProblemError
from service.http.provenance import Stamped, edition_label
from service.schemas.common import comma_separated
from service.schemas.event import CallerId
from service.schemas.tournament import TournamentSource

#: A title whose norm can be looked for.
NormTitle = TitleName


class NormsRequest(TournamentSource):
    """An event (games document, TRF or tournament document) and what the norm rules need to know of it."""

    titles: list[NormTitle] = Field(
        default_factory=lambda: list(NORM_TITLES),
        min_length=1,
        max_length=4,
        description="The norms to look for; default all four.",
    )
    format: Literal["swiss", "round-robin", "double-round-robin"] | None = Field(
        default=None,
        description="The event's format (1.4.2 e); default: round-robin when everyone met everyone (or the event is "
        "named so), else swiss.",
    )
    competition: Literal[
        "open", "national-championship", "national-team-championship", "zonal", "team-championship"
    ] = Field(
        default="open",
        description="national-championship (final stage), national-team-championship (for the players of the host "
        "federation) and zonal are exempt from the foreigner requirement (1.4.3 a-c); team-championship (World or "
        "Continental Team or Club Championship) makes 7 games enough (1.4.1 b).",
    )
    host_federation: str | None = Field(
        default=None,
        min_length=3,
        max_length=3,
        description="The federation that registered the event: for the national team championship exemption and the "
        "exemption of Swiss events with 20 rated foreign players (1.4.3 b, d).",
    )

    players: list[CallerId] | None = Field(
        default=None,
        max_length=PLAYER_CAP,
        description="The players whose norms are wanted (their ids); default every player. The answer of a large "
        "open for every player and title is large: ask for the candidates.",
    )

    _list_in_query = field_validator("titles", mode="before")(comma_separated)  # ``?titles=GM,IM``


class NormRound(BaseModel):
    """One round of the player, as every norm reads it (1.4.2 says which rounds are games of a norm)."""

    round: int = Field(description="The round.")
    opponent: CallerId | None = Field(description="The opponent's id; null for a bye or an absence.")
    kind: str = Field(description="What the round was: game, forfeit win, pairing-allocated bye, ...")
    score: float | None = Field(description="1, 0.5 or 0 for a game over the board.")
    opponent_rating: int | None = Field(description="The opponent's rating; null when unrated.")
    opponent_title: str | None = Field(description="The opponent's FIDE title.")
    opponent_federation: str | None = Field(description="The opponent's federation.")
    excluded: str | None = Field(description="Why the round is no game of a norm (1.4.2), with the article.")


class CountedGame(BaseModel):
    """A game of the norm and the opponent's rating as counted."""

    round: int = Field(description="The round.")
    rating: int = Field(
        description="The rating counted (1.4.6): an unrated opponent as 1400, the lowest opponent raised to the "
        "adjusted rating floor."
    )


class IgnoredGame(BaseModel):
    """A game left out under an option of the regulations."""

    round: int = Field(description="The round.")
    article: str = Field(description="The option, with its article (1.4.1 e, 1.4.1 f, 1.4.2 c).")


class NormFigures(BaseModel):
    """The figures of the games counted."""

    games: int = Field(description="Games counted.")
    score: float = Field(description="Points in them.")
    percentage: int | None = Field(description="The score in whole per cent, 0.5 % up (1.4.9).")
    average: int | None = Field(description="Ra: the average rating of the opponents (1.4.6-1.4.7).")
    dp: int | None = Field(description="dp of table 1.4.9 for that percentage.")
    performance: int | None = Field(description="Rp = Ra + dp (1.4.8).")
    raised_round: int | None = Field(
        description="The round of the opponent raised to the adjusted rating floor (1.4.6 b-c)."
    )
    title_holders: int = Field(description="Opponents holding a title, CM and WCM not counted (1.4.5 a).")
    titled: int = Field(description="Opponents holding the norm's title or a higher one (1.4.5 b-e).")
    federations: dict[str, int] = Field(description="Opponents by federation (? when not known).")
    exemption: str | None = Field(description="The exemption from the foreigner requirement applied (1.4.3 a-d).")


class Requirement(BaseModel):
    """A requirement the games miss."""

    article: str = Field(description="The article.")
    message: str = Field(description="The figures against the requirement.")


class NormForecast(BaseModel):
    """Before the last round: whether each result of the player's pending game makes the norm."""

    round: int = Field(description="The last round.")
    opponent: CallerId | None = Field(description="The opponent in it.")
    win: bool = Field(description="A win makes the norm.")
    draw: bool = Field(description="A draw makes the norm.")
    loss: bool = Field(description="A loss still makes the norm.")
    needs: Literal["win", "draw", "loss"] | None = Field(
        description="The least result that makes the norm (loss: any result); null when none does."
    )


class TitleNorm(BaseModel):
    """One title for one player."""

    title: NormTitle = Field(description="The norm.")
    made: bool | None = Field(description="Whether the norm is made; null when not looked for.")
    not_applicable: str | None = Field(
        description="Why the norm is not looked for (the title is held, a women's title)."
    )
    option: str | None = Field(
        description="The option that made the norm when the whole event does not (1.4.1 e-f, 1.4.2 c)."
    )
    figures: NormFigures | None = Field(
        description="The figures of the games that made the norm, else of the whole event."
    )
    missed: list[Requirement] = Field(description="Every requirement the whole event misses (empty when made).")
    counted: list[CountedGame] = Field(description="The games of the figures, with the ratings counted.")
    ignored: list[IgnoredGame] = Field(description="Games left out, or counted differently, under an option.")
    forecast: NormForecast | None = Field(description="Before the last round: what result in it makes the norm.")


class PlayerNorms(BaseModel):
    id: CallerId = Field(description="The player's id as the request gave it (the pairing number for TRF).")
    name: str = Field(description="The player's name.")
    title: str | None = Field(description="The player's FIDE title.")
    federation: str | None = Field(description="The player's federation.")
    rounds: list[NormRound] = Field(description="Every round of the player.")
    norms: list[TitleNorm] = Field(description="One entry per title asked for.")


class ForeignFieldFigures(BaseModel):
    """The counts of 1.4.3 d over the players who missed at most one round (pairing-allocated byes apart)."""

    players: int = Field(description="Rated players not from the host federation (at least 20).")
    federations: int = Field(description="Their federations (at least 3).")
    masters: int = Field(description="Those holding GM, IM, WGM or WIM (at least 10).")
    met: bool = Field(description="Whether the exemption holds.")


class NormsResponse(Stamped):
    rule_edition: str = Field(default=edition_label("norms"), description="The rules implemented.")
    regulation: str = Field(description="The edition of the FIDE Title Regulations applied.")
    format: str = Field(description="The event's format as taken: swiss, round-robin or double-round-robin.")
    competition: str = Field(description="The kind of competition as the request gave it.")
    scheduled_rounds: int = Field(description="Rounds scheduled (rounds_total, else the rounds recorded).")
    rounds: int = Field(description="Rounds recorded.")
    pending_round: int | None = Field(
        description="The last round, when it is recorded (forecasts are for its pending games)."
    )
    foreign_field: ForeignFieldFigures | None = Field(
        description="1.4.3 d's counts (Swiss events with a host federation)."
    )
    players: list[PlayerNorms] = Field(
        description="The players asked for (default every player), in pairing-number order."
    )
    notes: list[str] = Field(description="Readings this event needed.")
    warnings: list[ProblemError] = Field(default_factory=list, description="How the request was read.")
