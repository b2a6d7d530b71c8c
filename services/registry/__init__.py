"""The problem registry service: versioned, hash-verified problems (public views and bundles)."""
