"""Developer tools: scripts run by hand or by ``make``, never imported by the service."""
