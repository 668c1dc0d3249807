"""The service's use cases: one function per operation, from a validated request to its answer.

Every door is a thin adapter over them: the routers (HTTP wiring), the batch command and the
command line build a request and call the same function (``tests/test_import_structure.py`` holds
the doors to that). A Swiss use case looks its system's name up once (:mod:`.systems`) and hands
the system object down, to the engine and to the answer; the deadline and the memory budget are
explicit arguments, passed to every engine call as they came. No module here imports FastAPI.
"""
