"""The service version and the rule editions it implements (kept next to each other on purpose)."""

from importlib.metadata import PackageNotFoundError, version

try:
    SERVICE_VERSION = version("pairing-service")
except PackageNotFoundError:  # running from a source tree without installation
    SERVICE_VERSION = "0.0.0+source"

#: Implemented rule sets, by the name the API uses.
EDITIONS: dict[str, str] = {
    "trf": "FIDE TRF16 (C.04 Annex 2) with XXR/XXC/XXS/XXA/XXP/XXZ; TRF-2026 records 142-260",
}
