"""Per-language toolchains: how a program and its tests become files, a compile step and a run."""
