"""Python's home: `render` writes its prompts and test programs. Python needs no toolchain
module: its runs use the executor's own interpreter and the harness in rockman/judging."""
