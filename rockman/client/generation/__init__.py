"""Generating samples from a model endpoint: the OpenAI-compatible API client, its cache, and
concurrent generation."""
