"""Every operation of the contract: its stable id and what it does, in a platform's words."""

from __future__ import annotations

from domain.swiss.system import SYSTEMS
from service.contract.contract import Operation
from service.schemas.swiss import served_systems

_SOURCES = (
    "The tournament comes in one of three forms: `event`, the games document (players under your own ids, rounds "
    "as games with results: the simplest for a platform); `trf`, FIDE TRF text (also as a raw `text/plain` body, "
    "options in the query string); or `tournament`, the tournament document (TRF as JSON, pairing numbers as ids)."
)

#: Every system the API pairs by, named as requests name it: read from the registry, so that no list
#: of systems in the contract can leave one out.
_SYSTEMS = "; ".join(f"`{name}` ({SYSTEMS[name].facts.description})" for name in served_systems())
_EVENTS = (
    "A team event (`swiss-team`) sends `event` with `teams` (players in roster order) and rounds of `matches` "
    "recorded board by board; a Double-Swiss event (`double-swiss`) sends both games of every match, each with its "
    "`game` number."
)

OPERATIONS: dict[tuple[str, str], Operation] = {
    ("POST", "/v1/swiss/pairings"): Operation(
        "pairSwissRound",
        f"Pairs the next round of a Swiss tournament by the system named: {_SYSTEMS}.\n\n"
        + _SOURCES
        + " "
        + _EVENTS
        + "\n\n"
        "The round paired is the one after the last round with a game or a pairing-allocated bye. Send `round` to "
        "say which round you mean: if the results sent make another round next, the answer is 409 instead of a "
        "pairing of the wrong round. Players with a requested bye, an absence or a withdrawal for the round are not "
        "paired and are listed in `absent`. Every board lists the ids, names, pairing numbers and scores before the "
        "round, ready to publish (a team event: each team's rating, match and game points, and the colour of every "
        "board); `pairing_numbers` gives every player's number, to send back to keep them fixed. `record` is the "
        "round as the next request records it: fill in the results (a team event: the line-ups too) and append it. "
        "`warnings` names what you may have to act on, each located in your request and saying the action (for "
        "example games still marked `*`; send `unfinished: refuse` to have them refused with a 409 instead).",
        ("409", "413", "415", "422", "503"),
    ),
    ("POST", "/v1/swiss/check"): Operation(
        "checkSwissPairing",
        f"Checks a proposed or published pairing of the next round against the system named ({_SYSTEMS}): every "
        "broken absolute rule (players or teams meeting twice, a second bye, Dutch colour limits, absent or missing "
        "players), and, when none is broken, how it compares with the pairing the service would make: Dutch, the "
        "first quality rule on which they differ; Swedish, whether the pairs and bye are the same, else the first "
        "article of the pairing procedure the proposal departs from, with the colours compared apart; Swiss Team and "
        "Double-Swiss, the first article of the procedure (3.4 the pairing-allocated bye, 3.5 the upfloaters, 3.6 "
        "the pairs) or the colours. Use it after a correction of results to see whether a published pairing still "
        "stands.\n\n"
        + _SOURCES.split(" (also")[0]
        + "; or `tournament`. JSON only. The proposal uses the same ids as the tournament.",
        ("409", "413", "415", "422", "503"),
    ),
    ("POST", "/v1/standings"): Operation(
        "computeStandings",
        "Ranks the players (or teams) by points and tie-breaks: a list of FIDE C.07 codes with modifiers "
        "(`BH/C1` = Buchholz cut 1; a modifier follows a `/`), with the definitions of `rules`, or a named "
        "`profile` that fixes both. Teams rank on the event's primary score and match-point scale; a Double-Swiss "
        "event (`event.system`: `double-swiss`) counts each two-game match as one round. With `final_trf` the "
        "answer also carries the tournament as a final TRF stating the list (TRF-2026 202 and 212) and these "
        "ranks.\n\n" + _SOURCES,
        ("413", "415", "422", "503"),
    ),
    ("POST", "/v1/ratings"): Operation(
        "computeRatingChanges",
        "The FIDE rating change every player's games of the event bring, by the FIDE Rating Regulations in force "
        "(the edition chosen by the event's start_date or TRF record 042): per game the difference D (more than 400 "
        "counted as 400, except from 1 October 2025 for a player rated 2650 or more), PD from table 8.1.2 and "
        "Delta R = score - PD; then K (given with the player, or from birth_date, rated_games and has_been_2400, "
        "at most 700 / games) and the change rounded, 0.5 away from zero. Forfeits, byes and games without a result "
        "are listed as not rated; games against unrated players change no rating. An unrated player gets the "
        "initial rating when the event completes it (5 games against rated opponents), else the figures so far. "
        "Every figure per game and the edition applied are in the answer.\n\n" + _SOURCES,
        ("413", "415", "422", "503"),
    ),
    ("POST", "/v1/norms"): Operation(
        "findTitleNorms",
        "Says for every player and title (GM, IM, WGM, WIM) whether the event is a title norm by the FIDE Title "
        "Regulations 1.4, and otherwise which requirement it misses: games, federations of the opponents, "
        "titled opponents, the average rating with one opponent raised to the floor and unrated ones at 1400, the "
        "performance Rp = Ra + dp and the 35 % score. Where the whole event is no norm, the options the regulations "
        "allow are tried (leaving out games after the norm was reached, or games against defeated opponents, or "
        "counting a last-round forfeit as a loss). Before the last round (sent with its pairings and results "
        "`*`), each pending game says whether a win, a draw or a loss makes the norm.\n\n" + _SOURCES,
        ("413", "415", "422", "503"),
    ),
    ("POST", "/v1/trf/parse"): Operation(
        "parseTrf",
        "Reads FIDE TRF text (TRF16 with the common XX extensions, or TRF-2026) and answers with the tournament "
        "document, the round a pairing request would pair next, and warnings about the file.",
        ("413", "415", "422"),
    ),
    ("POST", "/v1/trf/render"): Operation(
        "renderTrf",
        "Writes a tournament as FIDE TRF text, e.g. to hand it to another pairing program or to file it with the "
        "rating report. The points columns are always written (computed from the results when not given). "
        "With the games document the players are numbered by their pairing numbers; a team event is written with "
        "the TRF-2026 team records (teams, line-ups, byes and absences by team), a Double-Swiss event with each "
        "game as its own round. With `tiebreaks` it is a final TRF: the list as TRF-2026 202 and 212, every points "
        "column and the ranks the list gives.",
        ("413", "415", "422"),
    ),
    ("POST", "/v1/round-robin/schedule"): Operation(
        "scheduleRoundRobin",
        "The Berger schedule of a round robin (FIDE C.05 Annex 1) for the players in starting-number order, single "
        "or double.",
        ("413", "415", "422"),
    ),
    ("POST", "/v1/round-robin/varma-draw"): Operation(
        "drawRoundRobinVarma",
        "Draws the starting numbers of a round robin with the Varma tables, so that players of the same "
        "federation do not meet in the last rounds where possible, and answers with the schedule. The seed makes "
        "the draw reproducible: the same seed and players give the same answer.",
        ("413", "415", "422", "503"),
    ),
    ("POST", "/v1/round-robin/redraw-check"): Operation(
        "checkRoundRobinRedraw",
        "Says whether a withdrawal between the drawing of lots and round 1 requires a new draw (FIDE C.06 II.3).",
        ("413", "415", "422"),
    ),
    ("POST", "/v1/swiss/audit"): Operation(
        "auditSwissTournament",
        "Re-pairs every played round of a tournament with the service's engine and says, round by round, whether "
        "the pairing played agrees (pairs, colours, bye, board order), as the free pairings checker of an endorsed "
        f"program does, by the system named ({', '.join(f'`{name}`' for name in served_systems())}). Rounds paired "
        "by hand can be declared with the reason. A file that states its tie-break list (TRF-2026 202 or 212) and "
        "ranks is ranked again (`standings`): every competitor whose rank differs, and every points column that "
        "disagrees with the results, as the checker of FIDE's 2026 checklist does.\n\n" + _SOURCES,
        ("409", "413", "415", "422", "503"),
    ),
    ("POST", "/v1/swiss/simulate"): Operation(
        "simulateSwissTournament",
        "Generates a random tournament (players, results by FIDE's rating table B.02 8.1.2, byes of every kind, "
        "forfeits, unusual results, withdrawals, late entries, given ratings, a tie-break list and the final ranks) "
        "paired round by round by the engine, as the random tournament generator of an endorsed program does, and "
        "answers with it as TRF. The same seed and configuration give the same file.",
        ("409", "413", "422", "503"),
    ),
    ("GET", "/health"): Operation("getHealth", "Liveness: answers as long as the process serves requests.", ()),
    ("GET", "/ready"): Operation("getReadiness", "Readiness: answers when the service can take requests.", ()),
    ("GET", "/v1/version"): Operation(
        "getVersion", "The service version and every rule edition it implements, by the name requests use.", ()
    ),
}
