"""The scorer service: pass@k, intervals, breakdowns and comparisons."""
