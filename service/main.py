"""The ASGI application for uvicorn: ``uvicorn service.main:app``."""

from service.app import create_app

app = create_app()
