"""Every fixture file parses, validates and writes back equal in content, with any line end."""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.trf import parse_trf, render_trf
from domain.validation import validate
from tests.conftest import FIXTURES, fixture_files

CORPUS = fixture_files("dutch", "perf", "dutch-special")


def test_corpus_is_present() -> None:
    assert len(fixture_files("dutch")) == 250, f"expected the 250 Dutch fixtures under {FIXTURES}"
    assert len(fixture_files("perf")) == 5
    assert len(fixture_files("dutch-special")) == 68


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_round_trip(path: Path) -> None:
    text = path.read_text()
    tournament = parse_trf(text)
    assert validate(tournament) == []
    rendered = render_trf(tournament)
    assert parse_trf(rendered) == tournament
    assert render_trf(parse_trf(rendered)) == rendered, "rendering must be stable"


def test_player_lines_are_reproduced_byte_for_byte() -> None:
    """The 001 records keep the fixed TRF columns exactly."""
    for path in fixture_files("dutch")[:40]:
        original = [line for line in path.read_text().splitlines() if line.startswith("001")]
        rendered = [line for line in render_trf(parse_trf(path.read_text())).splitlines() if line.startswith("001")]
        assert rendered == original, path.name


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
def test_line_ends(newline: str) -> None:
    path = fixture_files("dutch")[0]
    text = path.read_text()
    assert parse_trf(text.replace("\n", newline)) == parse_trf(text)
