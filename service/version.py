"""The service version and the rule editions it implements (kept next to each other on purpose).

``pyproject.toml`` reads the version from here, so there is one place to change it.
"""

SERVICE_VERSION = "0.1.0"

#: Implemented rule sets, by the name the API uses.
EDITIONS: dict[str, str] = {
    "dutch": "FIDE Dutch system C.04.3, approved 28/10/2025, applied from 1 February 2026",
    "dutch-2017": "FIDE Dutch system C.04.3 as applied from 1 July 2017 until 31 January 2026",
    "standings": "FIDE C.07 tie-breaks 2023/24 (fide-2024); 1998 tie-break annex of C.06 (legacy-1998); "
    "final ranking of the Dutch system's closing remarks: points, direct encounter, average opponent rating "
    "(seed-f10)",
    "trf": "FIDE TRF16 (C.04 Annex 2) with XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260",
    "round-robin": "FIDE C.05 Annex 1 (Berger tables), Annex 2 / C.06 II.3.2 (Varma restricted draw, "
    "11/12 row as in C.06 1998), C.06 II.3 (re-draw)",
    "swedish": "Swedish Swiss system (Lottningsregler), made deterministic where the text leaves a choice "
    "(documented per option)",
}
