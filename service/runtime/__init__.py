"""How the service runs: settings and limits, serving, engine slots and runs, the version."""
