"""The service version and the rule editions it implements (kept next to each other on purpose).

``pyproject.toml`` reads the version from here, so there is one place to change it.
"""

SERVICE_VERSION = "0.1.0"

#: Implemented rule sets, by the name the API uses.
EDITIONS: dict[str, str] = {
    "trf": "FIDE TRF16 (C.04 Annex 2) with XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260",
    "swedish": "Swedish Swiss system (Lottningsregler, seed 001) with the decisions of swedish.md",
}
