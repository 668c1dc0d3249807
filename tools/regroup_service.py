"""Regroup ``service/``'s flat modules by concern, and name the caller's id ``CallerId`` (issue 31).

``python -m tools.regroup_service [--root PATH] [--dry-run]``, from a clean checkout:

* moves (``git mv``) the flat modules of ``service/`` into three subpackages: ``service/http/`` (HTTP
  plumbing: bodies, limits on them, errors, deadlines, slow clients, provenance headers, dependencies,
  offline docs, the offload to threads), ``service/contract/`` (the published contract, its operations
  and examples, and its export) and ``service/runtime/`` (serving, engine slots and runs, settings,
  limits, version). ``app.py``, ``main.py``, ``cli.py``, ``cli_endorsement.py`` and ``__main__.py``
  stay where the Dockerfile, the Makefile and k8s/ name them (``service.main:app``,
  ``python -m service``);
* rewrites every reference to a moved module across the repository's tracked text files (Python,
  Markdown, Makefile, Dockerfile, k8s/, pyproject.toml): dotted names (``service.offload``,
  ``service.slow_clients:HeadDeadlineProtocol``), paths (``service/capacity.py``) and
  ``from service import x``. Logger names (``getLogger("service.errors")``) are kept, since log
  consumers read them; ``openapi/`` (generated), ``bench/results/`` (dated records) and this script
  are left as they are;
* renames the service's ``PlayerId`` aliases (the caller's id, ``str | int``) to ``CallerId`` in
  ``service/`` and in every file that imports one from ``service``; the domain's ``PlayerId`` (a
  pairing number, ``domain.kinds``) keeps its name;
* sorts the imports and formats the Python files it changed (ruff), so the linters pass.

Idempotent: a second run finds nothing to move or rewrite and says so. It prints what it moved and
which files it rewrote.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
import textwrap
from collections.abc import Iterable
from pathlib import Path

#: The subpackages of ``service/`` and the flat modules each receives.
GROUPS: dict[str, tuple[str, ...]] = {
    "http": (
        "body",
        "body_limit",
        "json_body",
        "errors",
        "request_deadline",
        "slow_clients",
        "provenance",
        "dependencies",
        "docs",
        "offload",
        "cors",
        "compression",
        "text_encoding",
    ),
    "contract": ("contract", "operations", "contract_examples", "openapi_export"),
    "runtime": ("serving", "capacity", "settings", "limits", "engine_run", "version"),
}

#: Each new package's docstring (its ``__init__.py`` imports nothing, so importing one module of it
#: loads no other).
PACKAGE_DOCS: dict[str, str] = {
    "http": "HTTP plumbing shared by every route: bodies and their limits, errors as problem documents, "
    "deadlines, slow clients, provenance headers, dependencies, offline docs, the offload to threads, CORS, "
    "compression and the text encodings of TRF bodies.",
    "contract": "The published contract: operations, their descriptions and examples, and the OpenAPI export.",
    "runtime": "How the service runs: settings and limits, serving, engine slots and runs, the version.",
}

#: The layout table's row for ``service/`` (README.md), as it reads once the modules are grouped.
README_SERVICE_ROW = (
    "| `service/` | the HTTP layer: app factory (`app.py`, `main.py`), the CLI (`cli.py`, `cli_endorsement.py`, "
    "`__main__.py`); `http/` (bodies, errors, deadlines, slow clients, provenance, dependencies, offload), "
    "`contract/` (operations, descriptions, examples, OpenAPI export), `runtime/` (settings, limits, serving, "
    "engine slots and runs, version) |"
)

#: Top-level files and folders whose tracked text files are rewritten.
SCOPES = ("domain", "service", "tests", "bench", "tools", "docs", "k8s")
TOP_FILES = ("Makefile", "Dockerfile", "pyproject.toml", "README.md", "CHANGELOG.md", "setup.py")
SKIPPED = ("bench/results/", "openapi/", "tools/regroup_service.py")  # this script names the old modules
TEXT_SUFFIXES = {".py", ".pyi", ".md", ".yaml", ".yml", ".toml", ".cfg", ".txt", ".json", ".ini", ""}

LOGGER_NAME = re.compile(r"getLogger\(\s*[\"'][^\"']*[\"']\s*\)")
FROM_SERVICE_IMPORT = re.compile(r"^(?P<indent>[ \t]*)from service import (?P<names>[\w, ]+?)[ \t]*$", re.MULTILINE)


def moves() -> dict[str, str]:
    """Old module name -> its new dotted name under ``service``, e.g. ``offload`` -> ``http.offload``."""
    return {module: f"{package}.{module}" for package, modules in GROUPS.items() for module in modules}


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True).stdout


# --------------------------------------------------------------------------
# (a) the moves
# --------------------------------------------------------------------------


def ensure_package(root: Path, package: str, dry_run: bool) -> bool:
    """Create ``service/<package>/__init__.py`` with its docstring; True when it was missing."""
    init = root / "service" / package / "__init__.py"
    if init.exists():
        return False
    if not dry_run:
        init.parent.mkdir(parents=True, exist_ok=True)
        text = textwrap.fill(f'"""{PACKAGE_DOCS[package]}"""', width=100)
        init.write_text(f"{text}\n", encoding="utf-8")
        git(root, "add", str(init.relative_to(root)))
    return True


def move_modules(root: Path, dry_run: bool) -> list[str]:
    """``git mv`` every flat module still at ``service/``; one line per move done."""
    done = []
    for package, modules in GROUPS.items():
        pending = [m for m in modules if (root / "service" / f"{m}.py").exists()]
        if not pending:
            continue
        if ensure_package(root, package, dry_run):
            done.append(f"created service/{package}/__init__.py")
        for module in pending:
            target = root / "service" / package / f"{module}.py"
            if target.exists():
                raise SystemExit(f"both service/{module}.py and {target.relative_to(root)} exist: resolve by hand")
            if not dry_run:
                git(root, "mv", f"service/{module}.py", str(target.relative_to(root)))
            done.append(f"moved service/{module}.py -> service/{package}/{module}.py")
    return done


# --------------------------------------------------------------------------
# (a) the references
# --------------------------------------------------------------------------


def _dotted(old: str, new: str) -> tuple[re.Pattern[str], str]:
    """``service.<old>`` as a whole dotted name, not already one of the new names (``service.contract``
    is both a moved module and the package that receives it: ``service.contract.operations`` and
    ``from service.contract import operations`` are the new names, not references to the module)."""
    members = "|".join(GROUPS.get(old, ()))
    ahead = rf"(?!\.(?:{members})\b|[ \t]+import[ \t]+(?:{members})\b)" if members else ""
    return re.compile(rf"(?<![\w.])service\.{old}\b{ahead}"), f"service.{new}"


def _path(old: str, new: str) -> tuple[re.Pattern[str], str]:
    return re.compile(rf"(?<![\w/])service/{old}\.py\b"), f"service/{new.replace('.', '/')}.py"


def reference_rules() -> list[tuple[re.Pattern[str], str]]:
    rules = []
    for old, new in moves().items():
        rules += [_dotted(old, new), _path(old, new)]
    return rules


def _from_service_import(match: re.Match[str]) -> str:
    """``from service import request_deadline`` -> ``from service.http import request_deadline``."""
    indent, names = match["indent"], [name.strip() for name in match["names"].split(",") if name.strip()]
    by_package: dict[str, list[str]] = {}
    for name in names:
        new = moves().get(name)
        by_package.setdefault(f"service.{new.rsplit('.', 1)[0]}" if new else "service", []).append(name)
    return "\n".join(f"{indent}from {package} import {', '.join(group)}" for package, group in by_package.items())


def rewrite_references(text: str, rules: list[tuple[re.Pattern[str], str]]) -> str:
    """Every reference to a moved module rewritten; logger names left as they are."""
    kept: list[str] = []

    def keep(match: re.Match[str]) -> str:
        kept.append(match.group(0))
        return f"\0{len(kept) - 1}\0"

    text = LOGGER_NAME.sub(keep, text)
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    text = FROM_SERVICE_IMPORT.sub(_from_service_import, text)
    return re.sub(r"\0(\d+)\0", lambda m: kept[int(m.group(1))], text)


# --------------------------------------------------------------------------
# (b) PlayerId -> CallerId
# --------------------------------------------------------------------------


def _player_id_sources(tree: ast.AST) -> set[str]:
    """The top packages this module imports a ``PlayerId`` from (``service``, ``domain``)."""
    return {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and any(alias.name == "PlayerId" for alias in node.names)
    }


def rename_caller_id(relative: str, text: str) -> str:
    """``PlayerId`` -> ``CallerId`` where it is the service's alias: defined in ``service/``, or imported
    from a ``service`` module. A module that imports the domain's ``PlayerId`` is left alone."""
    if "PlayerId" not in text or not relative.endswith(".py"):
        return text
    sources = _player_id_sources(ast.parse(text))
    if "domain" in sources:
        if "service" in sources:
            raise SystemExit(f"{relative} imports both PlayerId aliases: rename by hand")
        return text
    if relative.startswith("service/") or "service" in sources:
        return re.sub(r"\bPlayerId\b", "CallerId", text)
    return text


# --------------------------------------------------------------------------
# the files
# --------------------------------------------------------------------------


def tracked_text_files(root: Path) -> list[str]:
    listed = git(root, "ls-files", "--", *SCOPES, *TOP_FILES).splitlines()
    return [
        path
        for path in listed
        if not path.startswith(SKIPPED) and Path(path).suffix in TEXT_SUFFIXES and (root / path).is_file()
    ]


def new_text(relative: str, text: str, rules: list[tuple[re.Pattern[str], str]]) -> str:
    text = rename_caller_id(relative, rewrite_references(text, rules))
    if relative == "README.md":
        text = re.sub(r"^\| `service/` \|.*\|$", lambda _: README_SERVICE_ROW, text, count=1, flags=re.MULTILINE)
    return text


def rewrite_files(root: Path, dry_run: bool) -> list[str]:
    rules = reference_rules()
    changed = []
    for relative in tracked_text_files(root):
        path = root / relative
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        updated = new_text(relative, text, rules)
        if updated != text:
            changed.append(relative)
            if not dry_run:
                path.write_text(updated, encoding="utf-8")
    return changed


def tidy(root: Path, paths: Iterable[str]) -> None:
    """Imports sorted and code formatted where names changed length or order (ruff, as ``make lint``)."""
    python = [p for p in paths if p.endswith((".py", ".pyi"))]
    if python:
        subprocess.run([sys.executable, "-m", "ruff", "check", "--select", "I", "--fix", "-q", *python], cwd=root)
        subprocess.run([sys.executable, "-m", "ruff", "format", "-q", *python], cwd=root, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the repository (default: here)")
    parser.add_argument("--dry-run", action="store_true", help="say what would change, change nothing")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if not (root / "service" / "app.py").exists():
        parser.error(f"{root} is not the repository's root (no service/app.py)")
    moved = move_modules(root, args.dry_run)
    changed = rewrite_files(root, args.dry_run)
    if not args.dry_run:
        tidy(root, changed)
    for line in moved:
        print(line)
    for relative in changed:
        print(f"rewrote {relative}")
    if not moved and not changed:
        print("nothing to do: service/ is already grouped and every reference is up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
