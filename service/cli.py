"""Command line for batch use: ``python -m service`` (or the ``pairing`` console script).

Two forms:

* ``pairing parse IN.trf`` prints the JSON tournament document;
* ``pairing --dutch IN.trf -p [OUT]`` pairs the next round the way tournament managers call the
  endorsed engines (also ``--dutch-2017`` and ``--swedish``): the number of pairs (bye
  included), then one ``white black`` line per board, the bye as ``ID 0``; to OUT or stdout.

Exit status: 0 ok, 1 no valid pairing, 2 unexpected error inside an engine (report it), 3 invalid input
(the endorsed engines' convention).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from domain.errors import BudgetExceeded, EngineFailure, InvalidInput, NoLegalPairing
from domain.model import Tournament
from domain.swiss.system import SYSTEMS, pair_round
from domain.trf import decode_trf, parse_trf
from domain.validation import validate

# The Swedish engine, orjson and the JSON document schemas (pydantic) are imported where used:
# a Dutch pairing through the command line must not pay for them (issue 14: 100 players < 0.15 s).

EXIT_OK = 0
EXIT_NO_PAIRING = 1
EXIT_ENGINE_FAILURE = 2
EXIT_INVALID_INPUT = 3
SYSTEM_FLAGS = {f"--{name}": name for name in SYSTEMS}


def read_tournament(path: str) -> Tournament:
    """A validated tournament from a TRF file (``-`` for standard input)."""
    data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    tournament = parse_trf(decode_trf(data))
    validate(tournament)
    return tournament


def _parse_command(args: argparse.Namespace) -> int:
    import orjson

    from service.adapters.tournament import document_from_tournament

    tournament = read_tournament(args.input)
    document = document_from_tournament(tournament).model_dump(mode="json")
    sys.stdout.buffer.write(orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n")
    return EXIT_OK


def pairing_lines(system: str, tournament: Tournament) -> list[str]:
    """The engine output format: count, then ``white black`` lines, the bye as ``ID 0``."""
    pairing = pair_round(tournament, system)
    bye = pairing.bye
    lines = [f"{white} {black}" for white, black in pairing.boards] + ([f"{bye} 0"] if bye is not None else [])
    return [str(len(lines))] + lines


def _pair_command(args: argparse.Namespace) -> int:
    tournament = read_tournament(args.input)
    text = "\n".join(pairing_lines(args.system, tournament)) + "\n"
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    return EXIT_OK


def _engine_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pairing", description="Pair the next round of a TRF file.")
    system = parser.add_mutually_exclusive_group(required=True)
    for flag, name in SYSTEM_FLAGS.items():
        system.add_argument(flag, dest="system", action="store_const", const=name, help=f"pair by the {name} rules")
    parser.add_argument("input", help="TRF file, or - for standard input")
    parser.add_argument("-p", dest="output", nargs="?", const="", required=True, metavar="OUT",
                        help="write the pairing to OUT (standard output if omitted)")
    parser.set_defaults(run=_pair_command)
    return parser


def _command_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pairing", description="Chess pairing service, command line. Pairing: pairing --dutch IN.trf -p [OUT]."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    parse = commands.add_parser("parse", help="print a TRF file as the JSON tournament document")
    parse.add_argument("input", help="TRF file, or - for standard input")
    parse.set_defaults(run=_parse_command)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    engine_call = any(arg in SYSTEM_FLAGS for arg in argv)
    parser = _engine_parser() if engine_call else _command_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return EXIT_INVALID_INPUT if exit_.code else EXIT_OK
    try:
        return args.run(args)
    except InvalidInput as error:
        for issue in error.issues:
            print(f"{error.title}: {issue}", file=sys.stderr)
        return EXIT_INVALID_INPUT
    except NoLegalPairing as error:
        print(f"No valid pairing: {error.reason}", file=sys.stderr)
        return EXIT_NO_PAIRING
    except EngineFailure as error:
        print(f"Unexpected error: {error}. This is a fault of the program, not of the input; please report it.",
              file=sys.stderr)
        return EXIT_ENGINE_FAILURE
    except BudgetExceeded as error:
        print(f"Stopped: {error}", file=sys.stderr)
        return EXIT_NO_PAIRING
    except OSError as error:
        print(f"cannot read or write: {error}", file=sys.stderr)
        return EXIT_INVALID_INPUT
