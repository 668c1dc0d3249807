"""Command line for batch use: ``python -m service`` (or the ``pairing`` console script).

Two forms:

* ``pairing parse IN.trf`` prints the JSON tournament document;
* ``pairing --dutch IN.trf -p [OUT]`` pairs the next round the way tournament managers call the
  endorsed engines (also ``--dutch-2017`` and ``--swedish``): the number of pairs (bye
  included), then one ``white black`` line per board, the bye as ``ID 0``; to OUT or stdout;
* ``pairing --dutch IN.trf -c`` checks every played round, ``pairing --dutch -g [CONFIG] -o OUT -s
  SEED`` generates a random tournament (:mod:`service.cli_endorsement`).

Exit status, bbpPairings' convention (docs/integration.md "Command line"): 0 ok, 1 no valid pairing, 2 unexpected
error inside an engine (report it), 3 invalid input, 4 valid but over the time budget, 5 a file could not
be read or written; and ours: 6 (``-c``) some rounds, or some ranks the file states, differ.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from domain.errors import BudgetExceeded, EngineFailure, InvalidInput, Issue, NoLegalPairing
from service.cli_requests import configured, read_text, request, warn
from service.use_cases.systems import systems

if TYPE_CHECKING:
    from domain.swiss.face import SystemFacts

# Every mode builds the request its HTTP route takes and calls the same use case (service/use_cases/),
# under the configured limits and budgets (PAIRING_* variables); the request schemas, the settings
# and the server are imported where used: ``--help`` and a failed argument check need none of them.

EXIT_OK = 0
EXIT_NO_PAIRING = 1
EXIT_ENGINE_FAILURE = 2
EXIT_INVALID_INPUT = 3
EXIT_OVER_BUDGET = 4
EXIT_FILE_ACCESS = 5


def system_flags() -> dict[str, SystemFacts]:
    """``--NAME`` of every registered system, with its facts (read when the command runs)."""
    return {f"--{name}": facts for name, facts in systems().items()}


def _parse_command(args: argparse.Namespace) -> int:
    import orjson

    from service.schemas.tournament import TournamentSource
    from service.use_cases.trf import parse_source

    limits, _, _ = configured()
    parsed = parse_source(request(TournamentSource, {"trf": read_text(args.input)}), limits)
    warn(parsed.warnings)
    document = parsed.tournament.model_dump(mode="json")
    sys.stdout.buffer.write(orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n")
    return EXIT_OK


def pairing_lines(system: str, text: str) -> list[str]:
    """The engine output format: count, then ``white black`` lines, the bye as ``ID 0``. The
    pairing is the answer of ``POST /v1/swiss/pairings`` to the TRF text (its warnings go to
    standard error)."""
    from service.schemas.swiss import PairingRequest
    from service.use_cases.swiss import pair

    answer = pair(request(PairingRequest, {"trf": text, "system": system}), *configured())
    warn(answer.warnings)
    lines = [f"{board.white} {board.black}" for board in answer.pairs]
    lines += [f"{answer.bye} 0"] if answer.bye is not None else []
    return [str(len(lines)), *lines]


def _pair_command(args: argparse.Namespace) -> int:
    text = "\n".join(pairing_lines(args.system, read_text(args.input))) + "\n"
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    return EXIT_OK


def _engine_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pairing",
        description="Pair the next round of a TRF file.",
        epilog=modes(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    system = parser.add_mutually_exclusive_group(required=True)
    for flag, facts in system_flags().items():
        system.add_argument(
            flag, dest="system", action="store_const", const=facts.name, help=f"pair by the {facts.description}"
        )
    parser.add_argument("input", nargs="?", help="TRF file, or - for standard input (not with -g)")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument(
        "-p",
        dest="pair_output",
        nargs="?",
        const="",
        metavar="OUT",
        help="pair the next round; write the pairing to OUT (standard output if omitted)",
    )
    mode.add_argument(
        "-c",
        dest="check",
        action="store_true",
        help="check every played round against the engine, and the ranks of a file stating its tie-break list "
        "(exit 6 when some differ)",
    )
    mode.add_argument(
        "-g",
        dest="config",
        nargs="?",
        const="",
        metavar="CONFIG",
        help="generate a random tournament (CONFIG: key=value lines, optional)",
    )
    parser.add_argument("-o", dest="output", metavar="OUT", help="-g: write the TRF to OUT (else standard output)")
    parser.add_argument("-s", dest="seed", type=int, metavar="SEED", help="-g: the random seed (drawn if omitted)")
    parser.add_argument(
        "--manual",
        action="append",
        metavar="ROUND:REASON",
        help="-c: a round paired by hand for a documented reason (repeatable)",
    )
    return parser


def _engine_mode(args: argparse.Namespace) -> int:
    """Run the mode the flags name: -p pair, -c check (FPC), -g generate (RTG)."""
    if args.config is not None:
        return _generate_mode(args)
    if args.input is None:
        raise InvalidInput([Issue("input", "a TRF file (or - for standard input) is needed with -p and -c")])
    if args.check:
        return _check_mode(args)
    args.output = args.pair_output or args.output
    return _pair_command(args)


def _check_mode(args: argparse.Namespace) -> int:
    from service.cli_endorsement import check_command

    return check_command(args, read_text)


def _generate_mode(args: argparse.Namespace) -> int:
    from service.cli_endorsement import generate_command

    return generate_command(args)


def modes() -> str:
    """Every mode of the command line, as ``--help`` lists it."""
    flags = system_flags()
    first, others = next(iter(flags)), ", ".join(list(flags)[1:])
    return "\n".join(
        [
            "modes:",
            *(
                f"  pairing {flag} IN.trf -p [OUT]".ljust(40) + f"pair the next round: {facts.description}"
                for flag, facts in flags.items()
            ),
            f"  pairing {first} IN.trf -c".ljust(40)
            + "check every played round, and the standings a file states (202/212): the free checker",
            f"  pairing {first} -g [CFG] -o OUT -s N".ljust(40)
            + "generate a random tournament (random tournament generator)",
            "  pairing parse IN.trf".ljust(40) + "print the TRF file as the JSON tournament document",
            "",
            "IN.trf may be - for standard input; -p without OUT prints to standard output. The pairing output is",
            "the number of pairs, then one 'white black' line per board, the bye as 'ID 0'.",
            f"-c and -g also take {others}; -c --manual ROUND:REASON marks a round paired by hand.",
            "exit status: 0 ok, 1 no valid pairing, 2 engine fault, 3 invalid input, 4 over the time budget,"
            " 5 file not readable or writable, 6 (-c) some rounds or stated ranks differ.",
            "The HTTP service: uvicorn service.main:app (or make run).",
        ]
    )


def _command_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pairing",
        description="Chess pairing service, command line.",
        epilog=modes(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    for flag, facts in system_flags().items():
        parser.add_argument(flag, action="store_true", help=f"pair by the {facts.description} (see modes)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="parse")
    parse = commands.add_parser("parse", help="print a TRF file as the JSON tournament document")
    parse.add_argument("input", help="TRF file, or - for standard input")
    parse.set_defaults(run=_parse_command)
    from service.batch import command as batch_command
    from service.runtime import serving

    serving.add_command(commands)
    batch_command.add_command(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    flags = system_flags()
    engine_call = any(arg in flags for arg in argv)
    parser = _engine_parser() if engine_call else _command_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return EXIT_INVALID_INPUT if exit_.code else EXIT_OK
    try:
        return _engine_mode(args) if engine_call else args.run(args)
    except InvalidInput as error:
        for issue in error.issues:
            print(f"{error.title}: {issue}", file=sys.stderr)
        return EXIT_INVALID_INPUT
    except NoLegalPairing as error:
        print(f"No valid pairing: {error.reason}", file=sys.stderr)
        return EXIT_NO_PAIRING
    except EngineFailure as error:
        print(
            f"Unexpected error: {error}. This is a fault of the program, not of the input; please report it.",
            file=sys.stderr,
        )
        return EXIT_ENGINE_FAILURE
    except BudgetExceeded as error:
        print(f"Stopped: {error}", file=sys.stderr)
        return EXIT_OVER_BUDGET
    except OSError as error:
        print(f"cannot read or write: {error}", file=sys.stderr)
        return EXIT_FILE_ACCESS
