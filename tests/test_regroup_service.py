"""tools/regroup_service.py: how it rewrites references and names (the moves themselves are git's)."""

from __future__ import annotations

import pytest

from tools.regroup_service import GROUPS, moves, reference_rules, rename_caller_id, rewrite_references

SAMPLE = """from service.offload import run_cpu
from service.contract import finish
from service import request_deadline, serving
import service.version
logger = logging.getLogger("service.errors")
uvicorn --http service.slow_clients:HeadDeadlineProtocol
# service/capacity.py, service/contract_examples.py
"""

EXPECTED = """from service.http.offload import run_cpu
from service.contract.contract import finish
from service.http import request_deadline
from service.runtime import serving
import service.runtime.version
logger = logging.getLogger("service.errors")
uvicorn --http service.http.slow_clients:HeadDeadlineProtocol
# service/runtime/capacity.py, service/contract/contract_examples.py
"""


def rewrite(text: str) -> str:
    return rewrite_references(text, reference_rules())


def test_every_flat_module_moves_once_and_the_entry_points_stay():
    moved = [module for modules in GROUPS.values() for module in modules]
    assert len(moved) == len(set(moved)) == len(moves()) == 20
    assert not {"app", "main", "cli", "cli_endorsement", "__main__"} & set(moved)


def test_references_are_rewritten_and_logger_names_kept():
    assert rewrite(SAMPLE) == EXPECTED


def test_a_second_rewrite_changes_nothing():
    """The new names (``service.contract.operations``, ``from service.contract import x``) are left alone."""
    assert rewrite(EXPECTED) == EXPECTED
    assert rewrite("from service.contract import contract_examples, operations\n") == (
        "from service.contract import contract_examples, operations\n"
    )
    assert rewrite("service.contract_examples and service.contract.operations") == (
        "service.contract.contract_examples and service.contract.operations"
    )


def test_the_callers_id_is_renamed_where_it_is_the_service_s():
    aliased = "PlayerId = str | int\nids: list[PlayerId] = []\n"
    assert rename_caller_id("service/schemas/swiss.py", aliased) == "CallerId = str | int\nids: list[CallerId] = []\n"
    imported = "from service.schemas.swiss import PlayerId\nx: PlayerId\n"
    assert rename_caller_id("tests/test_x.py", imported) == "from service.schemas.swiss import CallerId\nx: CallerId\n"
    domain = "from domain.kinds import PlayerId\nx: PlayerId\n"
    assert rename_caller_id("tests/test_x.py", domain) == domain
    assert rename_caller_id("service/x.py", domain) == domain
    with pytest.raises(SystemExit):
        rename_caller_id("tests/test_x.py", domain + "from service.schemas.swiss import PlayerId\n")
