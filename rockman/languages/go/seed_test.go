package main

import (
    "testing"
    "github.com/stretchr/testify/assert"
)

func TestSeed(t *testing.T) {
    assert := assert.New(t)
    assert.Equal("1", Seed())
}
