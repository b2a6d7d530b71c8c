"""The shared judging layer, below both the executor and the problem tooling: value comparison
(`compare`), the value codec and in-sandbox harness of Python runs (`python_harness`), trusted
verifiers (`verify`), the verdict precedence (`verdicts`) and the one retry rule (`retry`)."""
