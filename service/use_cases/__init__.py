"""The service's use cases: one function per operation, from a validated request to its answer.

The routers (HTTP wiring), the batch command and the command line call these; each calls the
domain once, under the request's limits and deadline. No module here imports FastAPI.
"""
