"""The FIDE Double-Swiss system (C.04.5, in force from 1 Feb 2026): two-game matches paired by the
top-scoregroup procedure shared with the Swiss Team system (:mod:`domain.swiss.topscore`), then
Art. 4 colours and GHR 3.6 board order (``double-swiss.md``).

Modules: :mod:`.matches` reads two game rounds as one match, :mod:`.players` the round to pair and
each player's state, :mod:`.colours` Art. 4, :mod:`.engine` one round, :mod:`.checker` the one-round
check, :mod:`.audit` the rounds the FPC re-pairs, :mod:`.simulation` the RTG's rounds,
:mod:`.record` the writing of a match.

Decisions and readings (the full FIDE text was not available; **(R)**: from the Dechamps engine):

* Encoding (api.md **Decision**): event round r is game rounds 2r-1 and 2r; ``XXR`` is twice the
  rounds; game 2 reverses game 1's colours; each game may be forfeited on its own. A recorded game 1
  without its game 2, different opponents or unreversed colours are refused naming player and round.
* Meeting: any paired match but one a player forfeited on both games (preface).
* Match colour (1.6, R): game 1's, if a game was played over the board. Open points: only game 2
  played keeps game 1's colour; each player forfeiting one game leaves no colour (a meeting).
  "Has played a match" in 4.3.1 means "has a match colour", so 4.3.4/4.3.5 always decide after it.
* [C2] (R): a PAB (``U`` in either game round), a full-point bye (``F`` in either), or a match the
  opponent forfeited on both games while this player did not.
* PAB (1.4, R): written ``U`` then ``H``, a game won plus a game drawn: 1½ with the standard points;
  its value is what the two columns score, so the point system (``XXS``) configures it.
* Floats (1.5, as ``swiss-team.md`` §1): the previous round's meeting was against another score.
* Board order (GHR 3.6): higher score in the pair, then the sum, then the smaller TPN of the pair.
* Forbidden pairs (``XXP``/``260``, C.06 federation rounds, by game-1 round) are kept like [C1].
* Acceleration (C.04.7) is refused: whether a virtual "win" is 2 or 1 is open (§5).
* Initial colour: ``XXC``/``152``, else read back from round 1, else White.
"""

from domain.swiss.double_swiss.engine import SYSTEM_NAME, DoubleSwissRoundPairing, pair_double_swiss

__all__ = ["SYSTEM_NAME", "DoubleSwissRoundPairing", "pair_double_swiss"]
