"""Rockman: a benchmark and evaluation harness for code-generating models."""

__version__ = "0.1.0"
