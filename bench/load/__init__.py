"""Load scenario for the HTTP service: locust on loopback, ``make load`` (``python -m bench.load``)."""
