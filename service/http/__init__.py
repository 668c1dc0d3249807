"""HTTP plumbing shared by every route: bodies and their limits, errors as problem documents,
deadlines, slow clients, provenance headers, dependencies, offline docs, the offload to threads,
CORS, compression and the text encodings of TRF bodies."""
