"""Build the optional compiled blossom core (everything else is declared in pyproject.toml).

``optional=True``: a machine without a C compiler still installs the service, which then runs the
pure-Python core (domain/matching/_blossom.py) with the same results, only slower.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "domain.matching._cblossom",
            sources=["domain/matching/_cblossom.c"],
            extra_compile_args=["-O2", "-std=c11"],
            optional=True,
        )
    ]
)
