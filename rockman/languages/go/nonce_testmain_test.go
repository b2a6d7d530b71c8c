package main

// Rockman's nonce check (see rockman/languages/go/toolchain.py): the nonce is read from stdin
// before any test runs and printed only when every test passed. The tests' output (and the
// program's) goes to stderr, so stdout holds the nonce alone.

import (
	rockmanbufio "bufio"
	rockmanos "os"
	rockmantesting "testing"
)

func TestMain(m *rockmantesting.M) {
	nonce, _ := rockmanbufio.NewReader(rockmanos.Stdin).ReadString('\n')
	for len(nonce) > 0 && (nonce[len(nonce)-1] == '\n' || nonce[len(nonce)-1] == '\r') {
		nonce = nonce[:len(nonce)-1]
	}
	if nonce == "" {
		rockmanos.Stderr.WriteString("rockman: no nonce on stdin\n")
		rockmanos.Exit(2)
	}
	stdout := rockmanos.Stdout
	rockmanos.Stdout = rockmanos.Stderr
	code := m.Run()
	if code == 0 {
		if _, err := stdout.WriteString("\n" + nonce + "\n"); err != nil {
			code = 1
		}
	}
	rockmanos.Exit(code)
}
