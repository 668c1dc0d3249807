"""The service version and the rule editions it implements (kept next to each other on purpose).

``pyproject.toml`` reads the version from here, so there is one place to change it. The Swiss
systems state their own rules (:class:`domain.swiss.face.SystemFacts`); the other rule sets are here.
"""

from domain.swiss.system import SYSTEMS

SERVICE_VERSION = "0.1.0"

#: The rule sets implemented besides the Swiss systems, by the name the API uses.
OTHER_EDITIONS: dict[str, str] = {
    "standings": "FIDE C.07 tie-breaks 2023/24 (fide-2024) and as amended from 1 March 2026 (fide-2026); "
    "1998 tie-break annex of C.06 (legacy-1998); "
    "final ranking of the Dutch system's closing remarks: points, direct encounter, average opponent rating "
    "(seed-f10)",
    "trf": "FIDE TRF16 (C.04 Annex 2) with XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260",
    "ratings": "FIDE Rating Regulations B.02 applied from 1 March 2024, with the amendment of 8.3.1 from 1 October "
    "2025 (no 400-point cap for players rated 2650 and above) for events starting from that day",
    "norms": "FIDE Title Regulations B.01 applied from 1 January 2024, article 1.4 (GM, IM, WGM and WIM norms)",
    "round-robin": "FIDE C.05 Annex 1 (Berger tables), Annex 2 / C.06 II.3.2 (Varma restricted draw, "
    "11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
}


def editions() -> dict[str, str]:
    """Every implemented rule set by the name the API uses: each Swiss system's from its facts."""
    return {**{name: system.facts.rules for name, system in SYSTEMS.items()}, **OTHER_EDITIONS}


def rule_edition(name: str, rules: str) -> str:
    """How an answer names the rules that produced it (``rule_edition``, ``X-Rule-Edition``):
    ``dutch: FIDE Dutch system C.04.3, ...``."""
    return f"{name}: {rules}"
