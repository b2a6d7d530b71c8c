"""rockman-client and the Python API (`from rockman.client import Client`)."""

from rockman.client.api import Client
from rockman.client.services import EmbeddedServices, Endpoints

__all__ = ["Client", "EmbeddedServices", "Endpoints"]
