"""The import structure (issue 31): ``domain/`` never imports ``service/``, and no module imports
itself back through others, not even through an import placed inside a function to hide the circle.

Imports under ``if TYPE_CHECKING:`` are not counted: they never run.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import REPO_ROOT

PACKAGES = ("domain", "service", "tools")


def _module_name(path: Path) -> str:
    parts = path.relative_to(REPO_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imported(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> set[str]:
    """The project modules ``module`` imports anywhere (functions included), by full name."""
    found: set[str] = set()
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")[: len(module.split(".")) - node.level + (1 if is_package else 0)]
                base = ".".join([*anchor, *([base] if base else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        stack.extend(ast.iter_child_nodes(node))
    return {name for name in found if name in known and name != module}


def import_graph() -> dict[str, set[str]]:
    paths = [path for package in PACKAGES for path in (REPO_ROOT / package).rglob("*.py")]
    known = {_module_name(path) for path in paths}
    return {
        _module_name(path): _imported(ast.parse(path.read_text()), _module_name(path), path.stem == "__init__", known)
        for path in paths
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _without_package_inits(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Drop the edges into a package's ``__init__`` from its own modules: importing ``a.b.c`` runs
    ``a/b/__init__.py`` anyway, and an ``__init__`` that re-exports its modules is no circle."""
    return {
        module: {target for target in targets if not module.startswith(target + ".")}
        for module, targets in graph.items()
    }


def test_domain_never_imports_the_service() -> None:
    offenders = {
        module: sorted(t for t in targets if t.startswith(("service", "tools")))
        for module, targets in import_graph().items()
        if module.startswith("domain")
    }
    assert {m: t for m, t in offenders.items() if t} == {}


def test_no_import_circle() -> None:
    assert cycles(_without_package_inits(import_graph())) == []


def test_the_circle_finder_finds_a_hidden_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


# -- the compiled core's C files (issue 39: the algorithm called the binding's allocators) --------

CORE_SOURCES = REPO_ROOT / "domain" / "matching" / "cblossom"
#: A function defined at file level: a line starting with its type (not ``static``), the name, its
#: parameters and the body's brace before any semicolon.
_DEFINED = re.compile(r"^(?!static\b|typedef\b|return\b)[A-Za-z_][\w \t*]*?\b(\w+)\s*\([^;{]*\)\s*\{", re.M)
_CALLED = re.compile(r"\b(\w+)\s*\(")


def c_call_graph(folder: Path) -> dict[str, set[str]]:
    """Which ``.c`` file calls a function another ``.c`` file of ``folder`` defines."""
    texts = {path.name: path.read_text() for path in sorted(folder.glob("*.c"))}
    defined = {name: file for file, text in texts.items() for name in _DEFINED.findall(text)}
    return {
        file: {defined[name] for name in _CALLED.findall(text) if defined.get(name, file) != file}
        for file, text in texts.items()
    }


def test_the_compiled_core_calls_one_way() -> None:
    graph = c_call_graph(CORE_SOURCES)
    assert graph["binding.c"] >= {"algorithm.c"}, graph  # the finder sees the calls that exist
    assert cycles(graph) == [], graph


# -- the Swiss face knows no system (issue 39) -----------------------------------------------------

SWISS_SYSTEM_PACKAGES = ("dutch", "swedish", "team", "double_swiss")


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    """Every module ``start`` imports, directly or through others."""
    seen, stack = set(), [start]
    while stack:
        for target in graph.get(stack.pop(), ()):
            if target not in seen:
                seen.add(target)
                stack.append(target)
    return seen


def _system_modules(modules: set[str]) -> list[str]:
    packages = {f"domain.swiss.{package}" for package in SWISS_SYSTEM_PACKAGES}
    return sorted(m for m in modules if m in packages or m.rpartition(".")[0] in packages)


def test_the_swiss_face_imports_no_system_module() -> None:
    """``domain/swiss/face.py`` (and everything it imports) names no module of a system's package:
    each system turns the shared options into its own and records its own explanation steps."""
    graph = import_graph()
    assert graph["domain.swiss.face"], "the finder sees the face's imports"
    assert _system_modules(reachable(graph, "domain.swiss.face")) == []


def test_the_system_finder_sees_a_system_import() -> None:
    assert _system_modules(reachable(import_graph(), "domain.swiss.system")) != []


# -- the doors call the use cases and nothing below them (issue 39) --------------------------------

#: What a door (the command line, the batch command, an HTTP router) may import: the use cases, the
#: request and answer schemas it builds and reads, the HTTP plumbing, the runtime (settings, limits,
#: the server), other doors' modules, and of the domain only the errors it turns into exit codes or
#: problem documents and the budgets it sets. Adapters and engines are below the use cases.
DOOR_MAY_IMPORT = (
    "service.use_cases",
    "service.schemas",
    "service.http",
    "service.runtime",
    "domain.errors",
    "domain.budget",
)


def is_door(module: str) -> bool:
    return module.startswith(("service.cli", "service.batch", "service.routers"))


def below_the_use_cases(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """Per door, the modules it imports that a door may not (functions included)."""
    found = {
        module: sorted(
            t for t in targets if not is_door(t) and not any(t == a or t.startswith(a + ".") for a in DOOR_MAY_IMPORT)
        )
        for module, targets in graph.items()
        if is_door(module)
    }
    return {module: targets for module, targets in found.items() if targets}


def test_every_door_calls_the_use_cases_and_nothing_below_them() -> None:
    graph = import_graph()
    doors = [module for module in graph if is_door(module)]
    assert {"service.cli", "service.batch.work", "service.routers.swiss"} <= set(doors)
    assert any(t.startswith("service.use_cases") for t in graph["service.cli"] | graph["service.batch.work"])
    assert below_the_use_cases(graph) == {}


def test_a_door_that_calls_an_engine_is_found() -> None:
    graph = {
        "service.cli": {"service.use_cases.swiss", "domain.errors"},
        "service.routers.trf": {"domain.trf", "service.adapters.trf", "service.http.body"},
        "service.adapters.trf": {"domain.trf"},
    }
    assert below_the_use_cases(graph) == {"service.routers.trf": ["domain.trf", "service.adapters.trf"]}
