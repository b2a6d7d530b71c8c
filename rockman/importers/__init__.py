"""Importers: external benchmark files (HumanEval, HumanEval-X, Rockman exports) as sources.

Each importer turns a file into `registry_pb2.ProblemSource` messages that `Registry.put_version`
accepts, with the task's canary on the prompt's first line, so imported suites get the same
integrity and contamination checks as our own problem folders.
"""
