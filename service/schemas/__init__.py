"""Pydantic models of the HTTP API (the edges of the service); the domain never sees them."""
