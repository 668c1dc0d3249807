"""The endorsement modes of the command line (FIDE C.04.A A.4-A.5), as the endorsed engines offer them.

* ``pairing --dutch IN.trf -c [--manual ROUND:REASON ...]``: the free pairings checker. Every played
  round is re-paired from the state before it and compared with the round as played; one line per
  round, both pairings for a round that differs. Exit status 0 when every round agrees (or was
  documented as paired by hand), :data:`EXIT_ROUNDS_DIFFER` when some differ.
* ``pairing --dutch -g [CONFIG] [-o OUT.trf] [-s SEED]``: the random tournament generator. CONFIG
  holds ``key=value`` lines (:mod:`domain.swiss.simulation.config`); missing keys and a missing seed
  are drawn at random, and the values used are printed to standard error so the run can be replayed.

Also ``--dutch-2017``, ``--swedish`` and ``--double-swiss`` (two TRF rounds per two-game round, api.md).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

from domain.errors import InvalidInput, Issue
from domain.model import Tournament
from domain.swiss.audit import (
    AuditReport,
    RoundAudit,
    RoundPairing,
    Verdict,
)
from domain.swiss.simulation import SimulationConfig, parse_config, simulate
from domain.swiss.system import audit_tournament, system_facts

#: bbpPairings uses 0 ok, 1 no valid pairing, 2 unexpected error, 3 invalid input, 4 size limits.
EXIT_ROUNDS_DIFFER = 6  # after bbpPairings' 0-5, whose meanings we keep


def check_command(args: argparse.Namespace, tournament_reader: Callable[[str], Tournament]) -> int:
    """``-c``: audit every played round; print the findings; 0 or :data:`EXIT_ROUNDS_DIFFER`."""
    tournament = tournament_reader(args.input)
    report = audit_tournament(tournament, args.system, manual_rounds=manual_rounds(args.manual or []))
    sys.stdout.write("\n".join(report_lines(report)) + "\n")
    return 0 if report.agrees else EXIT_ROUNDS_DIFFER


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
    """``-g``: generate one tournament; the TRF to ``-o`` (standard output without it)."""
    if system_facts(args.system).competitors == "teams":
        return generate_team_command(args)
    config = parse_config(Path(args.config).read_text()) if args.config else SimulationConfig()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    simulation = simulate(config, args.system, seed)
    text = simulation.trf()
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    settings = " ".join(f"{key}={value}" for key, value in simulation.scenario.as_dict().items())
    print(f"generated with seed={seed} {settings}", file=sys.stderr)
    return 0


def generate_team_command(args: argparse.Namespace) -> int:
    """``--swiss-team -g``: a random team event (TRF-2026 team records), every round paired by the engine.
    CONFIG keys: teams, boards, rounds, code (record 192), absence, board_forfeit; missing ones drawn."""
    from domain.swiss.team.simulation import generate_team_event
    from domain.trf import render_trf

    config: dict[str, str] = {}
    if args.config:
        for line in Path(args.config).read_text().splitlines():
            key, _, value = line.partition("#")[0].partition("=")
            if key.strip():
                config[key.strip()] = value.strip()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    seed, shape, event = generate_team_event(config, seed)
    text = render_trf(event)
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    settings = f"teams={shape.teams} boards={shape.boards} rounds={shape.rounds} code={shape.code}"
    print(f"generated with seed={seed} {settings}", file=sys.stderr)
    return 0
