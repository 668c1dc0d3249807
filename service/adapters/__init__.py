"""Domain-to-HTTP mappings, one module per mapping.

Each module turns request schemas (``service.schemas``) into domain values or domain results into
response schemas, and nothing else: no HTTP, no settings, no engine choice beyond what the request
names. ``tournament`` (document and TRF in, document out), ``round_options`` (request events and
engine options), ``pairing`` and ``swedish`` (pairing results), ``check`` (check reports),
``standings``, ``round_robin``, ``trf`` (the parse answer), ``numbers`` (exact values and JSON).
"""
