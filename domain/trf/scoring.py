"""Point systems in TRF: ``XXS`` (JaVaFo AUM), TRF-2026 record ``162`` and bbpPairings ``BB?``.

All three are read into one :class:`~domain.model.PointSystem`; the writer emits ``XXS``.
"""

from __future__ import annotations

import dataclasses
import re
from fractions import Fraction

from domain.limits import InputLimits
from domain.model import PointSystem

#: XXS code -> PointSystem fields it sets. ``W`` and ``D`` are the AUM shortcuts.
XXS_FIELDS: dict[str, tuple[str, ...]] = {
    "WW": ("win_white",),
    "BW": ("win_black",),
    "WD": ("draw_white",),
    "BD": ("draw_black",),
    "WL": ("loss_white",),
    "BL": ("loss_black",),
    "ZPB": ("zero_bye",),
    "HPB": ("half_bye",),
    "FPB": ("full_bye",),
    "PAB": ("pairing_bye",),
    "FW": ("forfeit_win",),
    "FL": ("forfeit_loss",),
    "W": ("win_white", "win_black", "forfeit_win", "full_bye"),
    "D": ("draw_white", "draw_black", "half_bye"),
}

#: TRF-2026 record 162 symbols (W win, D draw, L loss, A absence, P PAB, X unknown). ``Z`` is
#: read as ``A``: bbpPairings writes and reads it for the zero-point symbol (trf.md §6).
_FIELDS_162: dict[str, tuple[str, ...]] = {
    "W": ("win_white", "win_black", "forfeit_win", "full_bye"),
    "D": ("draw_white", "draw_black", "half_bye"),
    "L": ("loss_white", "loss_black"),
    "A": ("zero_bye", "forfeit_loss"),
    "Z": ("zero_bye", "forfeit_loss"),
    "P": ("pairing_bye",),
    "X": (),
}

#: bbpPairings TRF(bx) point records. ``BBF`` is the points of a forfeit loss, not of a full-point
#: bye (the bbp README and code, both releases; trf.md §4).
_FIELDS_BB: dict[str, tuple[str, ...]] = {
    "BBW": ("win_white", "win_black", "forfeit_win", "full_bye"),
    "BBD": ("draw_white", "draw_black", "half_bye"),
    "BBL": ("loss_white", "loss_black"),
    "BBZ": ("zero_bye",),
    "BBF": ("forfeit_loss",),
    "BBU": ("pairing_bye",),
}

_PAIR_162 = re.compile(r"([A-Za-z])\s*([0-9]+(?:\.[0-9]+)?)")
#: ASCII digits only (``\d`` also matches other scripts' digits), short enough to convert safely.
_VALUE = re.compile(r"^[0-9]{1,9}(\.[0-9]{1,9})?$")


def _value(text: str, what: str) -> Fraction:
    if not _VALUE.match(text):
        raise ValueError(f"{what}: points must be a non-negative number like 1.5 in ASCII digits, got {text[:20]!r}")
    return Fraction(text)


def point_system_faults(system: PointSystem, limits: InputLimits) -> list[tuple[str, str]]:
    """``(field, fault)`` for every point value that is negative or over the limit."""
    faults = []
    for name in PointSystem.__dataclass_fields__:
        fault = limits.point_value_fault(getattr(system, name))
        if fault is not None:
            faults.append((name, fault))
    return faults


def _assign(system: PointSystem, fields: tuple[str, ...], value: Fraction) -> PointSystem:
    return dataclasses.replace(system, **{name: value for name in fields})


def apply_xxs_tokens(system: PointSystem, tokens: list[str]) -> PointSystem:
    """Apply ``CODE=VALUE`` tokens left to right (later assignments win, AUM)."""
    for token in tokens:
        code, sep, text = token.partition("=")
        code = code.upper()
        if not sep or code not in XXS_FIELDS:
            raise ValueError(f"XXS: expected CODE=VALUE with a code of {', '.join(XXS_FIELDS)}, got {token!r}")
        system = _assign(system, XXS_FIELDS[code], _value(text, f"XXS {code}"))
    return system


def apply_record_162(system: PointSystem, text: str) -> PointSystem:
    """Apply a TRF-2026 ``162`` record: symbol/value pairs. ``P`` defaults to the win value."""
    pairs = _PAIR_162.findall(text)
    if not pairs:
        raise ValueError("162: no symbol/value pair found")
    has_pab = any(symbol.upper() == "P" for symbol, _ in pairs)
    for symbol, value_text in pairs:
        symbol = symbol.upper()
        if symbol not in _FIELDS_162:
            raise ValueError(f"162: unknown symbol {symbol!r}")
        system = _assign(system, _FIELDS_162[symbol], _value(value_text, f"162 {symbol}"))
    if not has_pab:
        system = dataclasses.replace(system, pairing_bye=system.win)
    return system


def apply_bb_record(system: PointSystem, code: str, text: str) -> PointSystem:
    """Apply a bbpPairings ``BBW``/``BBD``/… record."""
    if code not in _FIELDS_BB:
        raise ValueError(f"unknown record {code!r}")
    return _assign(system, _FIELDS_BB[code], _value(text, code))


def xxs_tokens(system: PointSystem) -> list[str]:
    """The ``XXS`` tokens that turn the default point system into ``system`` (empty if equal)."""
    default = PointSystem()
    tokens = []
    for code, fields in XXS_FIELDS.items():
        if len(fields) != 1:
            continue
        value = getattr(system, fields[0])
        if value != getattr(default, fields[0]):
            tokens.append(f"{code}={format_points(value)}")
    return tokens


def format_points(value: Fraction) -> str:
    """A point value as TRF writes it: one decimal when exact, else the shortest exact decimal."""
    if (value * 10).denominator == 1:
        return f"{value.numerator / value.denominator:.1f}"
    return f"{float(value):g}"
