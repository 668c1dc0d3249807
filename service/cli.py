"""Command line for batch use: ``python -m service`` (or the ``pairing`` console script).

``pairing parse IN.trf`` prints the JSON tournament document. Exit status: 0 ok, 3 invalid input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

from domain.errors import InvalidInput
from domain.model import Tournament
from domain.trf import decode_trf, parse_trf
from domain.validation import validate
from service.convert import document_from_tournament

EXIT_OK = 0
EXIT_NO_PAIRING = 1
EXIT_INVALID_INPUT = 3


def read_tournament(path: str) -> Tournament:
    """A validated tournament from a TRF file (``-`` for standard input)."""
    data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    tournament = parse_trf(decode_trf(data))
    validate(tournament)
    return tournament


def _parse_command(args: argparse.Namespace) -> int:
    tournament = read_tournament(args.input)
    document = document_from_tournament(tournament).model_dump(mode="json")
    sys.stdout.buffer.write(orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pairing", description="Chess pairing service, command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    parse = commands.add_parser("parse", help="print a TRF file as the JSON tournament document")
    parse.add_argument("input", help="TRF file, or - for standard input")
    parse.set_defaults(run=_parse_command)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except InvalidInput as error:
        for issue in error.issues:
            print(f"{error.title}: {issue}", file=sys.stderr)
        return EXIT_INVALID_INPUT
    except OSError as error:
        print(f"cannot read input: {error}", file=sys.stderr)
        return EXIT_INVALID_INPUT
