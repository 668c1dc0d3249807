"""The published contract: what each operation is called, what it does, how it fails.

FastAPI derives the OpenAPI document from the routes and models; this module finishes it so
that a client generator reads it cleanly: stable operation ids (``pairSwissRound``), a
description and examples per operation, every error answer as ``application/problem+json``
with its schema, the query parameters of the ``text/plain`` forms, and named enums with member
names (``x-enum-varnames``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from service.contract.contract_examples import examples
from service.http.text_encoding import CANONICAL
from service.schemas.swiss import served_systems

PROBLEM_JSON = "application/problem+json"
_PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
_ERRORS = {
    "408": "The body did not arrive within PAIRING_BODY_TIMEOUT_SECONDS of the request head; the connection is closed.",
    "409": "No legal pairing exists for this state (the detail says which rule blocks it), or the round asked for "
    "is not the next round to pair, or (with unfinished: refuse) games of earlier rounds have no result yet "
    "(type /problems/unfinished-games, each named in errors).",
    "413": "The body is larger than the service accepts (PAIRING_MAX_BODY_BYTES).",
    "415": "The body is in a media type the operation does not read.",
    "422": "Invalid or inconsistent input, or over a configured limit (type /problems/limit-exceeded); each entry of "
    "errors names the field (JSON pointer), the query parameter (?name) or the TRF line and columns, and what "
    "is wrong.",
    "503": "The request used up its computing-time budget (PAIRING_REQUEST_TIMEOUT_SECONDS).",
}


@dataclass(frozen=True, slots=True)
class Operation:
    """One operation of the contract."""

    operation_id: str
    description: str
    errors: tuple[str, ...] = ("413", "422", "503")


def _describe(operation: dict[str, Any], spec: Operation, components: dict[str, Any]) -> None:
    operation["operationId"] = spec.operation_id
    operation["description"] = spec.description
    # Every operation with a body may time out reading it (service/http/slow_clients.py).
    errors = tuple(sorted({*spec.errors, "408"})) if "requestBody" in operation else spec.errors
    for code in errors:
        content = {PROBLEM_JSON: {"schema": _PROBLEM_REF}}
        operation["responses"][code] = {"description": _ERRORS[code], "content": content}
    for code in [code for code in operation["responses"] if code.startswith("4") and code not in errors]:
        del operation["responses"][code]
    samples = examples().get(spec.operation_id, {})
    body = operation.get("requestBody", {}).get("content", {})
    for media, key in (("application/json", "request"), ("text/plain", "request_text")):
        if media in body and key in samples:
            body[media]["example"] = samples[key]
    answer = operation["responses"]["200"].get("content", {})
    for content in answer.values():
        if "response" in samples:
            content["example"] = samples["response"]
    if "named" in samples:  # one example per kind of event: OpenAPI's named examples
        _name_examples(body.get("application/json"), answer.get("application/json"), samples["named"])
    if "text/plain" in body:
        # the text form takes the JSON form's scalar fields from the query string
        model = body["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
        operation["parameters"] = _query_parameters(components[model].get("properties", {}))


def _name_examples(request: dict[str, Any] | None, answer: dict[str, Any] | None, named: dict[str, Any]) -> None:
    """The JSON forms' examples by name (``examples`` replaces the single ``example``)."""
    for content, key in ((request, "request"), (answer, "response")):
        if content is None or not all(key in sample for sample in named.values()):
            continue
        content.pop("example", None)
        content["examples"] = {
            name: {"summary": _SUMMARIES.get(name, name), "value": sample[key]} for name, sample in named.items()
        }


#: What each named example shows.
_SUMMARIES = {
    "dutch": "An individual event (the games document), paired by the Dutch system",
    "players": "An individual event (the games document)",
    "swiss-team": "A team event: teams, matches board by board (a board not fielded), team byes",
    "double-swiss": "A Double-Swiss event: both games of every match, each with its game number",
}


#: List fields that a query string gives comma-separated (``?tiebreaks=BH/C1,BH,SB``, ``?manual_order=4,2``,
#: ``?titles=GM,IM``).
_COMMA_LISTS = frozenset({"tiebreaks", "manual_order", "titles"})


def _query_parameters(properties: dict[str, Any]) -> list[dict[str, Any]]:
    """The scalar fields of a request model, declared as the query parameters of its text/plain form
    (always at least ``encoding``)."""
    parameters = [
        {
            "name": "encoding",
            "in": "query",
            "required": False,
            "description": "With a text/plain (TRF) body only: the text encoding of the file, as the charset of the "
            f"Content-Type would say: one of {', '.join(CANONICAL)} (case and _ for - do not matter; any other "
            "name is a 422). Default: UTF-8, else Latin-1.",
            "schema": {"type": "string", "maxLength": 40},
        }
    ]
    for name, schema in properties.items():
        scalar = {"type": "string"} if name in _COMMA_LISTS else _scalar_schema(schema)
        if scalar is None or name in ("trf",):
            continue
        description = schema.get("description", "")
        parameters.append(
            {
                "name": name,
                "in": "query",
                "required": False,
                "description": "With a text/plain (TRF) body only: "
                + (description[:1].lower() + description[1:] or name),
                "schema": scalar,
            }
        )
    return parameters


def _scalar_schema(schema: dict[str, Any]) -> dict[str, Any] | None:
    """The non-null scalar schema of a property (string, integer, number, boolean, enum), else None."""
    options = [s for s in schema.get("anyOf", [schema]) if s.get("type") != "null"]
    if len(options) != 1 or "$ref" in options[0]:
        return None
    option = options[0]
    if option.get("type") in ("string", "integer", "number", "boolean"):
        # no default: a client then sends only what the caller set (the defaults are the JSON fields')
        return {key: value for key, value in option.items() if key not in ("title", "description", "default")}
    return None


# -- enums -------------------------------------------------------------------------------------

#: Named enums, by their values: the generated client gets one class per name.
ENUM_NAMES: dict[frozenset[Any], str] = {
    frozenset({"auto", "baku", "none"}): "AccelerationMode",
    frozenset({"white", "black"}): "Colour",
    frozenset({"1", "=", "0", "+", "-", "W", "D", "L", "H", "F", "U", "Z", "*"}): "TrfResultCode",
    frozenset({"1-0", "0-1", "1/2-1/2", "0-0", "*"}): "GameResult",
    frozenset({"pairing", "half", "full", "zero"}): "RoundByeKind",
    frozenset({"half", "full", "zero"}): "RequestedByeKind",
    frozenset({"withdrawn", "half", "full", "zero"}): "AbsenceReason",
    frozenset({"H", "F", "Z"}): "ByeRequestCode",
    frozenset({"m", "w"}): "Sex",
    frozenset({"fide-2024", "fide-2026", "legacy-1998"}): "TiebreakRules",
    frozenset({"draw", "loss", "exclude"}): "AdjournedGamesAs",
    frozenset({"MP", "GP"}): "TeamScore",
    frozenset({"players", "teams"}): "Competitors",
    frozenset({"pairing-number", "rating"}): "SwedishStartingOrder",
    frozenset({"procedure", "score"}): "SwedishBoardOrder",
    frozenset({"varma", "search"}): "VarmaMethod",
    frozenset({1, 2}): "Cycles",
}
#: Member names where the value is not a name (``x-enum-varnames``).
VAR_NAMES: dict[str, dict[Any, str]] = {
    "GameResult": {
        "1-0": "WHITE_WINS",
        "0-1": "BLACK_WINS",
        "1/2-1/2": "DRAW",
        "0-0": "DOUBLE_FORFEIT",
        "*": "UNFINISHED",
    },
    "TrfResultCode": {
        "1": "WIN",
        "=": "DRAW",
        "0": "LOSS",
        "+": "FORFEIT_WIN",
        "-": "FORFEIT_LOSS",
        "W": "WIN_UNRATED",
        "D": "DRAW_UNRATED",
        "L": "LOSS_UNRATED",
        "H": "HALF_POINT_BYE",
        "F": "FULL_POINT_BYE",
        "U": "PAIRING_BYE",
        "Z": "ZERO_POINT_BYE",
        "*": "ADJOURNED",
    },
    "ByeRequestCode": {"H": "HALF_POINT_BYE", "F": "FULL_POINT_BYE", "Z": "ZERO_POINT_BYE"},
    "Sex": {"m": "MALE", "w": "FEMALE"},
    "TeamScore": {"MP": "MATCH_POINTS", "GP": "GAME_POINTS"},
    "Cycles": {1: "SINGLE", 2: "DOUBLE"},
}


def _enum_name(values: list[Any] | None) -> str | None:
    """The component name of an inline enum: ``SwissSystem`` for the registered systems' names."""
    if not values:
        return None
    if frozenset(values) == frozenset(served_systems()):
        return "SwissSystem"
    return ENUM_NAMES.get(frozenset(values))


def _var_name(value: Any) -> str:
    name = re.sub(r"[^0-9A-Za-z]+", "_", str(value)).strip("_").upper()
    return name if name and name[0].isalpha() else f"V_{name}"


def name_enums(schema: dict[str, Any]) -> None:
    """Move every inline enum into a named component with member names."""
    components = schema["components"]["schemas"]
    for methods in schema["paths"].values():
        for operation in methods.values():
            for parameter in operation.get("parameters", []):
                _hoist(parameter["schema"], components)
    for owner in list(components.values()):
        for prop in owner.get("properties", {}).values():
            _hoist(prop, components)
            for item in (prop.get("items"), prop.get("additionalProperties")):
                if isinstance(item, dict):
                    _hoist(item, components)


def _hoist(prop: dict[str, Any], components: dict[str, Any]) -> None:
    for holder in [prop, *prop.get("anyOf", [])]:
        values = holder.get("enum")
        name = _enum_name(values)
        if name is None:
            continue
        names = VAR_NAMES.get(name, {})
        components.setdefault(
            name,
            {
                "title": name,
                "type": holder.get("type", "string"),
                "enum": values,
                "x-enum-varnames": [names.get(value) or _var_name(value) for value in values],
            },
        )
        for key in ("enum", "type"):
            holder.pop(key, None)
        holder["$ref"] = f"#/components/schemas/{name}"


def finish(schema: dict[str, Any], operations: dict[tuple[str, str], Operation]) -> dict[str, Any]:
    """Apply the operation specs and the enum names to FastAPI's document."""
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            spec = operations.get((method.upper(), path))
            if spec is not None:
                _describe(operation, spec, schema["components"]["schemas"])
    name_enums(schema)
    schema["components"]["schemas"].pop("HTTPValidationError", None)
    schema["components"]["schemas"].pop("ValidationError", None)
    return schema
