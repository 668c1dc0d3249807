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
from datetime import date
from pathlib import Path

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.swiss.audit import (
    AuditReport,
    RoundAudit,
    RoundPairing,
    Verdict,
)
from domain.swiss.audit.standings import audit_standings, standings_lines
from domain.swiss.simulation import SimulationConfig, simulate
from domain.swiss.simulation.config import parse_config_lines
from domain.swiss.system import audit_tournament, system_facts
from domain.swiss.team.simulation import TEAM_KEYS, generate_team_event
from domain.trf import render_trf

#: bbpPairings uses 0 ok, 1 no valid pairing, 2 unexpected error, 3 invalid input, 4 size limits.
EXIT_ROUNDS_DIFFER = 6  # after bbpPairings' 0-5, whose meanings we keep


def check_command(args: argparse.Namespace, tournament_reader: Callable[[str], Tournament]) -> int:
    """``-c``: audit every played round, and the standings when the file states its list (202/212);
    print the findings; 0 or :data:`EXIT_ROUNDS_DIFFER`."""
    tournament = tournament_reader(args.input)
    standings = audit_standings(tournament, system_facts(args.system).competitors, date.today())
    report = audit_tournament(tournament, args.system, manual_rounds=manual_rounds(args.manual or []))
    lines = report_lines(report) + (standings_lines(standings) if standings is not None else [])
    sys.stdout.write("\n".join(lines) + "\n")
    agrees = report.agrees and (standings is None or standings.agrees)
    return 0 if agrees else EXIT_ROUNDS_DIFFER


def manual_rounds(items: list[str]) -> dict[int, str]:
    """``ROUND:REASON`` options: rounds paired by hand for a documented reason."""
    rounds, issues = {}, []
    for item in items:
        number, _, reason = item.partition(":")
        if not number.strip().isdigit() or not reason.strip():
            issues.append(Issue("--manual", f"expected ROUND:REASON, got {item!r}"))
        else:
            rounds[int(number)] = reason.strip()
    if issues:
        raise InvalidInput(issues)
    return rounds


def report_lines(report: AuditReport) -> list[str]:
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


def round_lines(audit: RoundAudit) -> list[str]:
    head = f"Round {audit.round_number}: "
    if audit.verdict is Verdict.AGREES:
        return [head + "agrees"]
    findings = (("pairs", audit.pairs_agree), ("colours", audit.colours_agree), ("bye", audit.bye_agrees))
    what = [name for name, same in findings if not same]
    kind = f"paired by hand ({audit.note})" if audit.verdict is Verdict.MANUAL else "differs"
    lines = [head + f"{kind}: {', '.join(what)} differ" if what else head + kind]
    lines.append("  played: " + pairing_text(audit.played))
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


def pairing_text(pairing: RoundPairing) -> str:
    boards = " ".join(f"{white}-{black}" for white, black in pairing.boards)
    return boards + "".join(f" bye {bye}" for bye in pairing.byes)


def generate_command(args: argparse.Namespace) -> int:
    """``-g``: generate one tournament; the TRF to ``-o`` (standard output without it). The same keys
    for every system; a team event takes ``teams``, ``boards`` and ``code`` besides them."""
    teams = system_facts(args.system).competitors == "teams"
    config, team_keys = read_config(args.config, TEAM_KEYS if teams else ())
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    if teams:
        seed, shape, event = generate_team_event(config, team_keys, seed)
        text, settings = render_trf(event), shape.as_dict()
    else:
        simulation = simulate(config, args.system, seed)
        text, settings = simulation.trf(), simulation.scenario.as_dict()
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    print(f"generated with seed={seed} {settings_text(settings)}", file=sys.stderr)
    return 0


def read_config(path: str | None, extra: tuple[str, ...]) -> tuple[SimulationConfig, dict[str, str]]:
    """The configuration file (none: every key drawn); a ``RatingsFile`` is read relative to it."""
    if not path:
        return SimulationConfig(), {}
    folder = Path(path).parent

    def read_ratings(name: str) -> str:
        return (folder / name).read_text()

    return parse_config_lines(Path(path).read_text(), read_ratings, extra)


def settings_text(settings: dict[str, object]) -> str:
    """The keys used, to replay the run (given ratings are counted, not listed: the file holds them)."""
    shown = {
        key: (f"<{len(value)} given>" if key == "ratings" and isinstance(value, tuple) else value)
        for key, value in settings.items()
    }
    return " ".join(f"{key}={value}" for key, value in shown.items())
