"""The endorsement modes of the command line (FIDE C.04.A A.4-A.5, C.02 2026), as the endorsed engines offer them.

* ``pairing --dutch IN.trf -c [--manual ROUND:REASON ...]``: the free pairings-and-tie-break
  checker. Every played round is re-paired from the state before it and compared with the round
  as played; one line per round, both pairings for a round that differs. A file that states its
  tie-break list (TRF-2026 202/212) is ranked again: one line per competitor whose rank (or points
  column) differs, ``Standings: player N: rank R in the file, R' computed (decided by CODE)``
  (:mod:`domain.swiss.audit.standings`). Exit status 0 when everything agrees (or a round was
  documented as paired by hand), :data:`EXIT_ROUNDS_DIFFER` otherwise.
* ``pairing --dutch -g [CONFIG] [-o OUT.trf] [-s SEED]``: the random tournament generator. CONFIG
  holds ``key=value`` lines (:mod:`domain.swiss.simulation.config`; a team event also ``teams``,
  ``boards``, ``code``); missing keys and a missing seed are drawn at random, and the values used
  are printed to standard error so the run can be replayed.

Also ``--dutch-2017``, ``--swedish``, ``--swiss-team`` and ``--double-swiss`` (two TRF rounds per
two-game round, api.md).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from domain.errors import InvalidInput, Issue
from service.cli_requests import configured, request, warn
from service.schemas.endorsement import (
    AuditRequest,
    AuditResponse,
    RoundAuditModel,
    RoundPairingModel,
    SimulateRequest,
)
from service.use_cases.endorsement import audit_rounds, generate, generator_config
from service.use_cases.systems import systems

#: bbpPairings uses 0 ok, 1 no valid pairing, 2 unexpected error, 3 invalid input, 4 size limits.
EXIT_ROUNDS_DIFFER = 6  # after bbpPairings' 0-5, whose meanings we keep


def check_command(args: argparse.Namespace, read_text: Callable[[str], str]) -> int:
    """``-c``: audit every played round, and the standings when the file states its list (202/212)
    (``POST /v1/swiss/audit``); print the findings; 0 or :data:`EXIT_ROUNDS_DIFFER`."""
    fields = {"trf": read_text(args.input), "system": args.system, "manual_rounds": manual_rounds(args.manual or [])}
    report = audit_rounds(request(AuditRequest, fields), *configured())
    warn(report.warnings)
    lines = report_lines(report) + (report.standings.lines if report.standings is not None else [])
    sys.stdout.write("\n".join(lines) + "\n")
    return 0 if report.agrees else EXIT_ROUNDS_DIFFER


def manual_rounds(items: list[str]) -> list[dict[str, Any]]:
    """``ROUND:REASON`` options: rounds paired by hand for a documented reason."""
    rounds, issues = [], []
    for item in items:
        number, _, reason = item.partition(":")
        if not number.strip().isdigit() or not reason.strip():
            issues.append(Issue("--manual", f"expected ROUND:REASON, got {item!r}"))
        else:
            rounds.append({"round": int(number), "reason": reason.strip()})
    if issues:
        raise InvalidInput(issues)
    return rounds


def report_lines(report: AuditResponse) -> list[str]:
    lines = [f"note: {note}" for note in report.notes]
    for audit in report.rounds:
        lines += round_lines(audit)
    differing = report.differing_rounds
    total = len(report.rounds)
    lines.append(
        f"{report.system}: all {total} rounds agree"
        if not differing
        else f"{report.system}: {len(differing)} of {total} rounds differ: {', '.join(map(str, differing))}"
    )
    return lines


def round_lines(audit: RoundAuditModel) -> list[str]:
    head = f"Round {audit.round}: "
    if audit.verdict == "agrees":
        return [head + "agrees"]
    findings = (("pairs", audit.pairs_agree), ("colours", audit.colours_agree), ("bye", audit.bye_agrees))
    what = [name for name, same in findings if not same]
    kind = f"paired by hand ({audit.note})" if audit.verdict == "manual" else "differs"
    lines = [head + f"{kind}: {', '.join(what)} differ" if what else head + kind]
    lines.append("  played: " + (pairing_text(audit.played) if audit.played else ""))
    lines.append("  engine: " + (pairing_text(audit.engine) if audit.engine else f"none ({audit.note})"))
    lines += [f"  violates {v.criterion}: {v.message}" for v in audit.violations]
    comparison = audit.comparison
    if comparison is not None and not comparison.equivalent:
        where = f" in the bracket of {comparison.bracket_score:g}" if comparison.bracket_score is not None else ""
        verdict = "better" if comparison.proposal_better else "worse"
        lines.append(
            f"  first criterion: {comparison.criterion}{where}: played {comparison.proposal_value}, "
            f"engine {comparison.engine_value} (the played pairing is {verdict})"
        )
    elif comparison is not None:
        lines.append("  equivalent on every quality criterion: the engine's choice follows the order rules")
    return lines


def pairing_text(pairing: RoundPairingModel) -> str:
    boards = " ".join(f"{board.white}-{board.black}" for board in [*pairing.pairs, *pairing.uncoloured])
    return boards + "".join(f" bye {bye}" for bye in pairing.bye)


def generate_command(args: argparse.Namespace) -> int:
    """``-g``: generate one tournament (``POST /v1/swiss/simulate``); the TRF to ``-o`` (standard
    output without it), the seed and the keys used to standard error, so the run can be replayed.
    The same keys for every system; a team event takes ``teams``, ``boards`` and ``code`` besides
    them. Missing keys and a missing seed are drawn."""
    teams = systems()[args.system].competitors == "teams"
    config, team = read_config(args.config, teams)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    fields: dict[str, Any] = {"system": args.system, "seed": seed, "config": config}
    fields |= {"team_config": team} if teams else {}
    answer = generate(request(SimulateRequest, fields), *configured())
    if args.output:
        Path(args.output).write_text(answer.trf)
    else:
        sys.stdout.write(answer.trf)
    print(f"generated with seed={answer.seed} {settings_text(answer.config)}", file=sys.stderr)
    return 0


def read_config(path: str | None, teams: bool) -> tuple[dict[str, object], dict[str, str]]:
    """The configuration file (none: every key drawn) as the request's ``config`` and, for a team
    event, ``team_config``; a ``RatingsFile`` is read relative to the configuration file."""
    if not path:
        return {}, {}
    folder = Path(path).parent

    def read_ratings(name: str) -> str:
        return (folder / name).read_text()

    return generator_config(Path(path).read_text(), read_ratings, teams)


def settings_text(settings: dict[str, Any]) -> str:
    """The keys used, to replay the run (the list comma-separated; given ratings are counted, not
    listed: the file holds them)."""
    shown = {
        key: (
            ",".join(value)
            if key == "tiebreaks"
            else f"<{len(value)} given>"
            if key == "ratings" and value is not None
            else value
        )
        for key, value in settings.items()
    }
    return " ".join(f"{key}={value}" for key, value in shown.items())
