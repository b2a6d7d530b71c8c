"""The native sandbox backend: Linux namespaces, cgroups and a warm fork-server per runner."""
