"""Compare the service's tie-break values with TieBreakServer's, value by value, over a TRF corpus.

TieBreakServer (github.com/OttoMilvang/TieBreakServer, MIT) is an independent C.07 engine by a
member of FIDE's Technical Commission. It is not part of this repository: build it yourself from
the public repository and pass its folder (the one holding ``tiebreakchecker.py``) and a Python
that has ``networkx``::

    nice -n 10 python -m bench.compare_tiebreaks /tmp/tbs --python /tmp/tbs-venv/bin/python

Every file is compared twice, once per C.07 edition: a copy with a start date (``042``) before
1 March 2026 (the 2024 rules) and one after it (the 2026 amendments), so that both programs choose
the edition from the date. TieBreakServer runs with ``-s`` (Swiss) and ``-n R`` (the rounds
played); Fore Buchholz and the direct-encounter ranking are each computed in a call of their own
(in one list FB leaks state into later codes, and a ranking depends on the whole list). The
service runs in-process through the standings request the HTTP layer builds (rules chosen by the
start date) and the domain's standings, so its values are exact; a value of TieBreakServer printed
with decimals is compared with the service's rounded half up to as many decimals (AOB: two).

It prints, per code and edition, the values compared and how many are equal, then the first
differences. One process, one TieBreakServer call at a time: the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

from domain.tiebreaks import compute_standings
from domain.tiebreaks.context import Value
from domain.trf import parse_trf
from service.adapters.event import LoadedSource, PlayerIds
from service.adapters.standings import standings_query
from service.schemas.standings import StandingsRequest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "fixtures" / "dutch"
#: The codes of issue 40 computed in one TieBreakServer call; FB and the DE ranking have their own.
CODES = [
    "BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "PS", "PS/C1", "ARO", "ARO/C1", "AOB",
    "APRO", "APPO", "TPR", "PTP", "WIN", "WON", "BPG", "BWG", "REP", "STD",
]  # fmt: skip
REPORTED = [*CODES[:4], "FB", *CODES[4:], "DE ranking"]
#: A start date on each side of 1 March 2026, and the edition it must select.
EDITIONS = {"fide-2024": "2025/06/01", "fide-2026": "2026/06/01"}
#: How TieBreakServer names the rules it applied (the date each came into force).
THEIR_RULES = {"fide-2024": "2024-08-01", "fide-2026": "2026-03-01"}


@dataclass
class Tally:
    """Values compared and equal per (edition, code), and the differences seen."""

    compared: dict[tuple[str, str], int] = field(default_factory=lambda: defaultdict(int))
    equal: dict[tuple[str, str], int] = field(default_factory=lambda: defaultdict(int))
    differences: list[str] = field(default_factory=list)
    #: Per code, the service's values that the 2026 amendments change (what the second run tests).
    amended: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def add(self, edition: str, code: str, where: str, theirs: object, ours: object, same: bool) -> None:
        self.compared[edition, code] += 1
        if same:
            self.equal[edition, code] += 1
        else:
            self.differences.append(f"{edition} {code} {where}: TieBreakServer {theirs}, service {ours}")


def dated(text: str, start: str) -> str:
    """The TRF with its start date record replaced by ``042 start``."""
    lines = [line for line in text.splitlines() if not line.startswith("042")]
    return "\n".join([lines[0], f"042 {start}", *lines[1:]]) + "\n"


def tiebreakserver(tbs: Path, python: str, trf: Path, rounds: int, codes: list[str], edition: str) -> dict:
    """TieBreakServer's JSON answer for ``codes`` (Swiss rules, the rounds played), which must have
    applied the rules of ``edition``."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        command = [python, "tiebreakchecker.py", "-i", str(trf), "-s", "-n", str(rounds), "-o", out.name, "-t", *codes]
        subprocess.run(command, cwd=tbs, check=True, capture_output=True)
        answer = json.loads(Path(out.name).read_text())
    if answer["status"]["code"] != 0:
        raise RuntimeError(f"TieBreakServer failed on {trf}: {answer['status']}")
    result: dict = answer["tiebreakResult"]
    if result["rules"] != THEIR_RULES[edition]:
        raise RuntimeError(f"TieBreakServer applied the rules of {result['rules']} for {edition}")
    return result


def their_values(result: dict) -> dict[int, list[object]]:
    return {competitor["cid"]: competitor["tiebreakScore"] for competitor in result["competitors"]}


def service_standings(trf: str, codes: list[str], edition: str) -> tuple[dict[int, dict[str, Value]], dict[int, int]]:
    """The service's exact values and ranks; the rules it picks from the date must be ``edition``."""
    tournament = parse_trf(trf)
    loaded = LoadedSource(tournament, PlayerIds.identity(list(tournament.players)), [], {})
    query = standings_query(StandingsRequest(trf=trf, tiebreaks=codes), loaded, date.today())
    if query.rules.edition != edition:
        raise RuntimeError(f"the service chose {query.rules.edition} for a start date of {edition}")
    result = compute_standings(tournament, query.codes, query.rules)
    return {row.id: row.values for row in result.rows}, {row.id: row.rank for row in result.rows}


def same_value(theirs: object, ours: Value) -> bool:
    """Equal when both are missing, or when ours rounded half up to their decimals is theirs."""
    if theirs is None or ours is None:
        return theirs is None and ours is None
    printed = Decimal(str(theirs))
    exponent = printed.as_tuple().exponent
    places = Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0)
    exact = Fraction(ours)
    rounded = (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(places, rounding=ROUND_HALF_UP)
    return rounded == printed


def compare_file(path: Path, tbs: Path, python: str, tally: Tally, work: Path) -> None:
    text = path.read_text()
    rounds = int(next(line.split()[1] for line in text.splitlines() if line.startswith("XXR")))
    copy = work / path.name
    per_edition: dict[str, dict[int, dict[str, Value]]] = {}
    for edition, start in EDITIONS.items():
        trf = dated(text, start)
        copy.write_text(trf)
        ours, _ = service_standings(trf, [*CODES, "FB"], edition)
        per_edition[edition] = ours
        theirs = their_values(tiebreakserver(tbs, python, copy, rounds, CODES, edition))
        fore = their_values(tiebreakserver(tbs, python, copy, rounds, ["FB"], edition))
        for cid, printed in theirs.items():
            where = f"{path.name} #{cid}"
            for code, value in zip([*CODES, "FB"], [*printed, fore[cid][0]], strict=True):
                tally.add(edition, code, where, value, ours[cid][code], same_value(value, ours[cid][code]))
        _, our_ranks = service_standings(trf, ["DE"], edition)
        for competitor in tiebreakserver(tbs, python, copy, rounds, ["PTS", "DE"], edition)["competitors"]:
            cid, rank = competitor["cid"], competitor["rank"]
            tally.add(edition, "DE ranking", f"{path.name} #{cid}", rank, our_ranks[cid], rank == our_ranks[cid])
    old, new = per_edition["fide-2024"], per_edition["fide-2026"]
    for cid, row in old.items():
        for code, value in row.items():
            tally.amended[code] += value != new[cid][code]


def report(tally: Tally, files: int, shown: int) -> None:
    editions = list(EDITIONS)
    print(f"{files} files; values compared / equal per code and edition")
    print(f"{'code':<11}" + "".join(f"{edition:>24}" for edition in editions))
    for code in REPORTED:
        cells = "".join(
            f"{tally.compared[edition, code]:>12,} / {tally.equal[edition, code]:>9,}" for edition in editions
        )
        print(f"{code:<11}{cells}")
    total = [(sum(tally.compared[e, c] for c in REPORTED), sum(tally.equal[e, c] for c in REPORTED)) for e in editions]
    print(f"{'all':<11}" + "".join(f"{compared:>12,} / {equal:>9,}" for compared, equal in total))
    changed = ", ".join(f"{code} {count:,}" for code, count in tally.amended.items() if count)
    print(f"service values the 2026 amendments change: {changed or 'none'}")
    print(f"{len(tally.differences)} differences" + (f"; the first {shown}:" if tally.differences and shown else ""))
    for line in tally.differences[:shown]:
        print("  " + line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tiebreakserver", type=Path, help="folder of TieBreakServer's tiebreakchecker.py")
    parser.add_argument("--python", default=sys.executable, help="a Python with networkx for TieBreakServer")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="folder of .trf files (default: the Dutch corpus)")
    parser.add_argument("--files", type=int, default=None, help="only the first N files (by name)")
    parser.add_argument("--show", type=int, default=40, help="differences to print")
    args = parser.parse_args(argv)
    paths = sorted(args.corpus.glob("*.trf"))[: args.files]
    tally = Tally()
    with tempfile.TemporaryDirectory() as work:
        for path in paths:
            compare_file(path, args.tiebreakserver, args.python, tally, Path(work))
    report(tally, len(paths), args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
