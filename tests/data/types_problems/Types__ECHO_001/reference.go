package main

import "strings"

// Pair is a tuple of 2 values.
type Pair[A, B any] struct {
	First  A
	Second B
}

// Triple is a tuple of 3 values.
type Triple[A, B, C any] struct {
	First  A
	Second B
	Third  C
}

// TypeEcho returns its arguments unchanged and counts calls to Count.
type TypeEcho struct {
	count int
}

// NewTypeEcho returns a TypeEcho whose count starts at start.
func NewTypeEcho(start int) *TypeEcho {
	return &TypeEcho{count: start}
}

func (t *TypeEcho) EchoInt(x int) int {
	return x
}

func (t *TypeEcho) EchoFloat(x float64) float64 {
	return x
}

func (t *TypeEcho) EchoBool(x bool) bool {
	return x
}

func (t *TypeEcho) EchoStr(x string) string {
	return x
}

func (t *TypeEcho) EchoList(x []int) []int {
	return x
}

func (t *TypeEcho) EchoMap(x map[string]int) map[string]int {
	return x
}

func (t *TypeEcho) EchoIntMap(x map[int][]string) map[int][]string {
	return x
}

func (t *TypeEcho) EchoTuple(x Triple[int, string, float64]) (int, string, float64) {
	return x.First, x.Second, x.Third
}

func (t *TypeEcho) EchoOptional(x *int) *int {
	return x
}

func (t *TypeEcho) EchoNested(x []map[string]*[]Pair[int, bool]) []map[string]*[]Pair[int, bool] {
	return x
}

// Combine returns text repeated times times and the sum of values.
func (t *TypeEcho) Combine(times int, text string, values []float64) (string, float64) {
	sum := 0.0
	for _, v := range values {
		sum += v
	}
	return strings.Repeat(text, times), sum
}

// Count returns start plus the number of calls to Count so far, this one included.
func (t *TypeEcho) Count() int {
	t.count++
	return t.count
}

// Reset sets the count (and start) to zero.
func (t *TypeEcho) Reset() {
	t.count = 0
}
