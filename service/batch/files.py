"""Which inputs a run owns, where their answers go, and writing answers so a crash leaves none half-done."""

from __future__ import annotations

import os
import zlib
from dataclasses import dataclass
from pathlib import Path

INPUT_SUFFIXES = (".trf", ".json")
RESULT_SUFFIX = ".result.json"
PROBLEM_SUFFIX = ".problem.json"


@dataclass(frozen=True, slots=True)
class Shard:
    """This run's part of the folder: input ``name`` belongs to shard ``crc32(name) % count``.

    A hash of the name rather than a position in the listing, so that files added to the folder
    later do not move the others to another shard (whose pod may already have answered them).
    """

    index: int = 0
    count: int = 1

    def owns(self, name: str) -> bool:
        return zlib.crc32(name.encode()) % self.count == self.index

    @property
    def summary_name(self) -> str:
        return "summary.json" if self.count == 1 else f"summary-{self.index}-of-{self.count}.json"


def inputs(folder: Path, shard: Shard) -> list[Path]:
    """The TRF and JSON files of ``folder`` (not its subfolders) that ``shard`` owns, by name."""
    return sorted(
        path
        for path in folder.iterdir()
        if path.is_file() and path.suffix.lower() in INPUT_SUFFIXES and shard.owns(path.name)
    )


def result_path(out: Path, source: Path) -> Path:
    return out / f"{source.name}{RESULT_SUFFIX}"


def problem_path(out: Path, source: Path) -> Path:
    return out / f"{source.name}{PROBLEM_SUFFIX}"


def answered(out: Path, source: Path) -> bool:
    """Whether an earlier run finished this input (an answer or a problem document is there)."""
    return result_path(out, source).exists() or problem_path(out, source).exists()


def write_atomically(path: Path, data: bytes) -> None:
    """Write to a temporary name, then rename: a run killed mid-write leaves no answer behind."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)
