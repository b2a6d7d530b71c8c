"""Benchmark sources: loading problem folders, rendering prompts, building registry versions."""
