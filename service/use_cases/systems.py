"""The Swiss systems as the use cases see them: a request's system name looked up once
(:func:`resolve_system`), and the list the command line and the batch command offer.

The system object that :func:`resolve_system` returns is what a use case hands down to every step
(their facts) and to the engine, and what the answer is built from: no step below looks a name up.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.swiss.face import SwissSystem, SystemFacts
from domain.swiss.system import SYSTEMS, swiss_system
from service.runtime.version import rule_edition

#: What a use case calls with the label of the rules it applies once it knows the system (the
#: HTTP header, :func:`service.http.provenance.edition_header`).
RulesNamed = Callable[[str], None]


def unheard(label: str) -> None:
    """For a door that publishes the edition only in the answer (the command line, the batch)."""


def resolve_system(name: str, rules_named: RulesNamed = unheard) -> SwissSystem:
    """The system called ``name``, the one look-up of a request (an unknown name is invalid input);
    ``rules_named`` is told the label of its rules."""
    system = swiss_system(name)
    rules_named(edition_of(system.facts))
    return system


def edition_of(facts: SystemFacts) -> str:
    """The ``rule_edition`` of an answer by the system of ``facts``."""
    return rule_edition(facts.name, facts.rules)


def systems() -> dict[str, SystemFacts]:
    """Every registered system's facts by name: what the command line and the batch command offer."""
    return {name: system.facts for name, system in SYSTEMS.items()}
