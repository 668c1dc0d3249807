"""The published contract: operations, their descriptions and examples, and the OpenAPI export."""
