"""The generator against the checkers (issue 41, FIDE C.02 2026): generated tournaments with every
parameter on pass this service's checker, pairings and standings, for every system; for the Dutch
system the reference engine's checker (bbpPairings v6 ``-c``) agrees on every round.

``python -m bench.generator_checker BBP [--per-system 200] [--systems dutch ...] [--first-seed 0]``

BBP is the path of a bbpPairings binary (built by hand outside the repository; nothing here builds
it). Each tournament goes the way a user's does, through the command line: a configuration file
with every key (``FullPointByeRate``, ``ZeroPointByeRate``, ``UnusualResultRate``, ``TieBreaks``,
``RatingsFile`` for every other seed, ``StartDate`` on both sides of 1 March 2026, Baku
acceleration for a quarter of the Dutch ones, late entries, forbidden pairs), ``-g`` to write the
TRF, ``-c`` to check it (exit 0 wanted), and for Dutch ``BBP --dutch FILE -c``, whose report lists
the pairings it would make instead for a differing round. Prints the figures; exits 1 if anything
disagreed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from domain.trf import parse_trf
from service.cli import main as pairing

SYSTEMS = ("dutch", "dutch-2017", "swedish", "double-swiss", "swiss-team")
INDIVIDUAL_LISTS = ("BH/C1,BH,SB,DE,WIN", "ARO,PTP,APPO,DE", "PS,BPG,WON,SB/C1,TPR", "BH/M1,FB,AOB,KS,REP")
TEAM_LISTS = ("GP,EMMSB,BH,DE", "MP,EGGSB,BC,TBR", "GP,SB,BBE")


@dataclass(slots=True)
class Tally:
    tournaments: int = 0
    rounds: int = 0
    ranks: int = 0
    own_failures: list[str] = field(default_factory=list)
    reference_rounds: int = 0
    reference_failures: list[str] = field(default_factory=list)
    events: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0


def configuration(seed: int, system: str, folder: Path) -> str:
    """Every key of the generator, drawn from ``seed`` (a ratings file beside it for odd seeds)."""
    rng = random.Random(seed)
    teams = system == "swiss-team"
    size = rng.randint(8, 60) if not teams else rng.randint(6, 24)
    boards = rng.choice([2, 4]) if teams else 1
    rounds = rng.randint(3, max(3, min(9, (size if teams else size // 2) - 1)))
    lines = [
        f"teams={size}" if teams else f"PlayersNumber={size}",
        *([f"boards={boards}"] if teams else []),
        f"RoundsNumber={rounds}",
        f"DrawPercentage={rng.randint(10, 60)}",
        f"ForfeitRate={rng.randint(10, 40)}",
        f"RetiredRate={rng.randint(30, 80)}",
        f"HalfPointByeRate={rng.randint(15, 40)}",
        f"FullPointByeRate={rng.randint(15, 40)}",
        f"ZeroPointByeRate={rng.randint(15, 40)}",
        f"UnusualResultRate={rng.randint(10, 40)}",
        f"TieBreaks={rng.choice(TEAM_LISTS if teams else INDIVIDUAL_LISTS)}",
        f"StartDate={rng.choice(['2025/11/15', '2026/02/27', '2026/03/01', '2026/09/20'])}",
    ]
    if not teams:
        lines += [f"late_entry_rate={rng.choice([0, 0.05, 0.1])}", f"forbidden_pairs={rng.randint(0, 2)}"]
    if system.startswith("dutch") and seed % 4 == 0:
        lines.append("acceleration=baku")
    if seed % 2:
        ratings = [rng.choice([0, rng.randint(1000, 2800)]) for _ in range(size * boards)]
        (folder / "ratings.txt").write_text("".join(f"{rating}\n" for rating in ratings))
        lines.append("RatingsFile=ratings.txt")
    return "".join(f"{line}\n" for line in lines)


def run_ours(argv: list[str]) -> tuple[int, str]:
    """The command line in this process: exit status and standard output."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = pairing(argv)
    return status, out.getvalue() + err.getvalue()


def reference_differences(binary: str, path: Path) -> tuple[int, list[int]]:
    """bbpPairings' ``-c``: the rounds it checked and those it would pair otherwise (or cannot pair)."""
    answer = subprocess.run([binary, "--dutch", str(path), "-c"], capture_output=True, text=True, check=False)
    if answer.returncode != 0:
        raise RuntimeError(f"bbpPairings refused {path}: {answer.stderr.strip()}")
    rounds, differing, current = 0, set(), 0
    for line in answer.stdout.splitlines():
        if ": Round #" in line:
            current = int(line.rsplit("#", 1)[1])
            rounds += 1
        elif "Checker pairings" in line or line.startswith("No valid pairing"):
            differing.add(current)
    return rounds, sorted(differing)


def count_events(text: str, tally: Tally) -> None:
    """Byes of every kind, forfeits, unusual results over the board (½-0, 0-½, 0-0), unrated players."""
    tournament = parse_trf(text)
    tally.events["lists"] += any(code == "202" for code, _ in tournament.header)
    for player in tournament.players.values():
        tally.events["unrated"] += player.rating is None
        for round_number, entry in enumerate(player.entries, start=1):
            if entry is None or entry.opponent is None:
                tally.events[entry.result.value if entry is not None else "Z"] += 1
                continue
            other = tournament.players[entry.opponent].entry(round_number)
            pair = f"{entry.result.value}/{other.result.value}" if other is not None else "?"
            if pair in ("=/0", "0/=", "0/0") or entry.is_forfeit:
                tally.events["forfeit" if entry.is_forfeit else "unusual"] += 1


def one(binary: str, system: str, seed: int, folder: Path, tally: Tally) -> None:
    config = folder / "rtg.cfg"
    config.write_text(configuration(seed, system, folder))
    trf = folder / f"{system}-{seed}.trf"
    status, said = run_ours([f"--{system}", "-g", str(config), "-o", str(trf), "-s", str(seed)])
    if status != 0:
        tally.own_failures.append(f"{system} seed {seed}: -g exit {status}: {said.strip()[-300:]}")
        return
    text = trf.read_text()
    count_events(text, tally)
    status, said = run_ours([f"--{system}", str(trf), "-c"])
    tally.tournaments += 1
    tally.rounds += sum(1 for line in said.splitlines() if line.startswith("Round "))
    verdict = [line for line in said.splitlines() if line.startswith("standings by")]
    tally.ranks += sum(int(line.rsplit("all ", 1)[1].split()[0]) for line in verdict if "ranks agree" in line)
    if status != 0 or not verdict:
        tally.own_failures.append(f"{system} seed {seed}: -c exit {status}: {said.strip()[-300:]}")
    if system == "dutch":
        rounds, differing = reference_differences(binary, trf)
        tally.reference_rounds += rounds
        if differing:
            tally.reference_failures.append(f"seed {seed}: bbpPairings differs on rounds {differing}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bbp", help="path of the bbpPairings binary")
    parser.add_argument("--per-system", type=int, default=200)
    parser.add_argument("--systems", nargs="+", default=list(SYSTEMS), choices=SYSTEMS)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    failed = False
    print(f"generator vs checkers: {args.per_system} tournaments per system, every parameter on")
    for system in args.systems:
        tally = Tally()
        start = time.process_time()
        with tempfile.TemporaryDirectory() as work:
            for seed in range(args.first_seed, args.first_seed + args.per_system):
                one(args.bbp, system, seed, Path(work), tally)
        tally.seconds = time.process_time() - start
        failed |= bool(tally.own_failures or tally.reference_failures)
        report(system, tally)
    return 1 if failed else 0


def report(system: str, tally: Tally) -> None:
    kinds = ("F", "H", "Z", "U", "forfeit", "unusual", "unrated")
    events = ", ".join(f"{kind} {tally.events[kind]}" for kind in kinds)
    print(
        f"{system}: {tally.tournaments} tournaments, {tally.rounds} rounds and {tally.ranks} ranks checked, "
        f"{len(tally.own_failures)} failing our -c; {tally.seconds:.1f} s CPU (this process)"
    )
    print(f"  player entries: {events}; files stating a list: {tally.events['lists']}")
    if system == "dutch":
        print(
            f"  bbpPairings -c: {tally.reference_rounds} rounds checked, "
            f"{len(tally.reference_failures)} tournaments with a differing round"
        )
    for failure in tally.own_failures + tally.reference_failures:
        print(f"  FAIL {failure}")


if __name__ == "__main__":
    sys.exit(main())
