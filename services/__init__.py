"""Rockman's three gRPC services, one folder each: registry, executor, scorer.

A package of its own (not a part of `rockman`) so that each service file has one import name,
the one its path says (`services/executor/compiled.py` is `services.executor.compiled`). The
shared library they build on is `rockman`; no service imports another service's modules.
"""
