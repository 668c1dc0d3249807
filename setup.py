"""Build the optional compiled blossom core (everything else is declared in pyproject.toml).

``optional=True``: a machine without a C compiler still installs the service, which then runs the
pure-Python core (domain/matching/python_core.py) with the same results, only slower.

The core is built twice from the same sources: ``_cblossom`` (x86-64 carry instructions where
available) and ``_cblossom_portable`` (``CBLOSSOM_PORTABLE``: the portable arithmetic every other
machine runs), so the tests run the portable path too (``PAIRING_MATCHER=portable``).
"""

from setuptools import Extension, setup

#: The core's sources (domain/matching/cblossom/): big-number arithmetic and the state (headers),
#: the allocator, the pure-C algorithm and the Python binding.
CORE = "domain/matching/cblossom"
SOURCES = [f"{CORE}/memory.c", f"{CORE}/algorithm.c", f"{CORE}/binding.c"]
HEADERS = [f"{CORE}/bignum.h", f"{CORE}/memory.h", f"{CORE}/core.h"]
#: Warnings are on everywhere; the Makefile adds -Werror to the builds it makes (`make test`).
FLAGS = ["-O2", "-std=c11", "-Wall", "-Wextra"]


def core(name: str, *macros: str) -> Extension:
    """One build of the compiled core as module ``domain.matching.<name>``."""
    return Extension(
        f"domain.matching.{name}",
        sources=SOURCES,
        depends=HEADERS,
        define_macros=[(macro, "1") for macro in macros],
        extra_compile_args=FLAGS,
        optional=True,
    )


setup(ext_modules=[core("_cblossom"), core("_cblossom_portable", "CBLOSSOM_PORTABLE")])
