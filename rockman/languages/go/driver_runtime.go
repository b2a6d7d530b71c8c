// Package rockmandriver is Rockman's Go driver (trusted code, not part of
// the solution; from rockman/languages/go/render.py). It reads the job from stdin, runs each case
// through the glue of package main (rockman_driver.go, generated from the problem's interface),
// and writes nonce-framed JSON events on a private copy of stdout. The solution gets an empty
// stdin.
package rockmandriver

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"unicode/utf8"
)

const maxStack = 64 << 20 // a runaway recursion fails as a stack overflow, not an OOM kill
const maxMessage = 500

type typeError struct{ msg string }

func (e typeError) Error() string { return e.msg }

func bad(format string, args ...any) {
	panic(typeError{fmt.Sprintf(format, args...)})
}

type channel struct {
	in    *bufio.Reader
	out   *os.File
	nonce string
}

// Initialised with the package, before any variable or init function of package main: the
// job's descriptor is private, fd 0 becomes /dev/null.
var job = open()

var started bool

func open() *channel {
	in, err := syscall.Dup(0)
	if err != nil {
		panic(err)
	}
	out, err := syscall.Dup(1)
	if err != nil {
		panic(err)
	}
	syscall.CloseOnExec(in)
	syscall.CloseOnExec(out)
	if null, err := syscall.Open("/dev/null", syscall.O_RDONLY, 0); err == nil {
		_ = syscall.Dup3(null, 0, 0)
		_ = syscall.Close(null)
	}
	return &channel{
		in:  bufio.NewReaderSize(os.NewFile(uintptr(in), "rockman-job"), 1<<16),
		out: os.NewFile(uintptr(out), "rockman-events"),
	}
}

func (c *channel) emit(body []byte) {
	line := make([]byte, 0, len(body)+len(c.nonce)+3)
	line = append(line, '\n')
	line = append(line, c.nonce...)
	line = append(line, ' ')
	line = append(line, body...)
	line = append(line, '\n')
	if _, err := c.out.Write(line); err != nil {
		os.Exit(3)
	}
}

func (c *channel) readLine() []byte {
	line, err := c.in.ReadBytes('\n')
	if err != nil && len(line) == 0 {
		return nil
	}
	return line
}

func parse(line []byte) map[string]any {
	decoder := json.NewDecoder(bytes.NewReader(line))
	decoder.UseNumber()
	var doc map[string]any
	if err := decoder.Decode(&doc); err != nil {
		panic("rockman: bad job line: " + err.Error())
	}
	return doc
}

// --- JSON -> Go

func decInt(v any) int {
	n, ok := v.(json.Number)
	if !ok {
		bad("expected an integer, got %s", kind(v))
	}
	x, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil {
		if e, ok := err.(*strconv.NumError); ok && e.Err == strconv.ErrRange {
			bad("integer %s out of range", string(n))
		}
		bad("expected an integer, got %s", string(n))
	}
	return int(x)
}

func decFloat(v any) float64 {
	switch x := v.(type) {
	case json.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		if err != nil && !math.IsInf(f, 0) {
			bad("bad number %s", string(x))
		}
		return f
	case map[string]any:
		switch x["__float__"] {
		case "nan":
			return math.NaN()
		case "inf":
			return math.Inf(1)
		case "-inf":
			return math.Inf(-1)
		}
	}
	bad("expected a number, got %s", kind(v))
	return 0
}

func decBool(v any) bool {
	x, ok := v.(bool)
	if !ok {
		bad("expected a boolean, got %s", kind(v))
	}
	return x
}

func decString(v any) string {
	x, ok := v.(string)
	if !ok {
		bad("expected a string, got %s", kind(v))
	}
	return x
}

func array(v any) []any {
	x, ok := v.([]any)
	if !ok {
		bad("expected an array, got %s", kind(v))
	}
	return x
}

func tuple(v any, n int) []any {
	x := array(v)
	if len(x) != n {
		bad("expected %d values, got %d", n, len(x))
	}
	return x
}

func object(v any) map[string]any {
	x, ok := v.(map[string]any)
	if !ok {
		bad("expected an object, got %s", kind(v))
	}
	return x
}

func intKey(k string) int {
	x, err := strconv.ParseInt(k, 10, 64)
	if err != nil {
		bad("bad integer key %q", k)
	}
	return int(x)
}

func kind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// --- Go -> JSON

func appendInt(b []byte, x int) []byte { return strconv.AppendInt(b, int64(x), 10) }

func appendFloat(b []byte, x float64) []byte {
	switch {
	case math.IsNaN(x):
		return append(b, `{"__float__":"nan"}`...)
	case math.IsInf(x, 1):
		return append(b, `{"__float__":"inf"}`...)
	case math.IsInf(x, -1):
		return append(b, `{"__float__":"-inf"}`...)
	}
	format := byte('f')
	if abs := math.Abs(x); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	return strconv.AppendFloat(b, x, format, -1, 64)
}

const hex = "0123456789abcdef"

func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20 || c == 0x7f:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

func appendIntKey(b []byte, x int) []byte {
	b = append(b, '"')
	b = strconv.AppendInt(b, int64(x), 10)
	return append(b, '"')
}

// --- the conversions the glue composes

// Conv converts between a JSON value and the Go type T. Made by Int, Float, Bool, String,
// List, Optional, IntMap, StringMap and Tuple; its functions are not exported.
type Conv[T any] struct {
	dec func(any) T
	enc func([]byte, T) []byte
}

func Int() Conv[int] { return Conv[int]{decInt, appendInt} }

func Float() Conv[float64] { return Conv[float64]{decFloat, appendFloat} }

func Bool() Conv[bool] { return Conv[bool]{decBool, strconv.AppendBool} }

func String() Conv[string] { return Conv[string]{decString, appendString} }

// List is []T; a nil slice is written as [].
func List[T any](item Conv[T]) Conv[[]T] {
	dec := func(v any) []T {
		items := array(v)
		out := make([]T, len(items))
		for i, x := range items {
			out[i] = item.dec(x)
		}
		return out
	}
	enc := func(b []byte, xs []T) []byte {
		b = append(b, '[')
		for i, x := range xs {
			if i > 0 {
				b = append(b, ',')
			}
			b = item.enc(b, x)
		}
		return append(b, ']')
	}
	return Conv[[]T]{dec, enc}
}

// Optional is *T: null is nil.
func Optional[T any](inner Conv[T]) Conv[*T] {
	dec := func(v any) *T {
		if v == nil {
			return nil
		}
		x := inner.dec(v)
		return &x
	}
	enc := func(b []byte, x *T) []byte {
		if x == nil {
			return append(b, "null"...)
		}
		return inner.enc(b, *x)
	}
	return Conv[*T]{dec, enc}
}

// IntMap is map[int]V: the keys are the integers' decimal text, written in increasing order.
func IntMap[V any](value Conv[V]) Conv[map[int]V] {
	dec := func(v any) map[int]V {
		fields := object(v)
		out := make(map[int]V, len(fields))
		for k, item := range fields {
			out[intKey(k)] = value.dec(item)
		}
		return out
	}
	enc := func(b []byte, x map[int]V) []byte {
		keys := make([]int, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Ints(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendIntKey(b, k)
			b = append(b, ':')
			b = value.enc(b, x[k])
		}
		return append(b, '}')
	}
	return Conv[map[int]V]{dec, enc}
}

// StringMap is map[string]V, written in increasing key order.
func StringMap[V any](value Conv[V]) Conv[map[string]V] {
	dec := func(v any) map[string]V {
		fields := object(v)
		out := make(map[string]V, len(fields))
		for k, item := range fields {
			out[k] = value.dec(item)
		}
		return out
	}
	enc := func(b []byte, x map[string]V) []byte {
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			b = value.enc(b, x[k])
		}
		return append(b, '}')
	}
	return Conv[map[string]V]{dec, enc}
}

// Items is a JSON array of a known length: a call's arguments, a tuple's elements.
type Items struct{ items []any }

// Arg is element i of items as a T.
func Arg[T any](items Items, i int, c Conv[T]) T {
	return c.dec(items.items[i])
}

// Writer collects a tuple's elements (Field), in order.
type Writer struct {
	b []byte
	n int
}

// Field writes x as the tuple's next element.
func Field[T any](w *Writer, c Conv[T], x T) {
	if w.n > 0 {
		w.b = append(w.b, ',')
	}
	w.n++
	w.b = c.enc(w.b, x)
}

// Tuple is a tuple type of the glue's (a generic struct of package main, or an array), a
// JSON array of n elements: dec builds it from them (Arg), enc writes them (Field).
func Tuple[T any](n int, dec func(Items) T, enc func(*Writer, T)) Conv[T] {
	decode := func(v any) T { return dec(Items{tuple(v, n)}) }
	encode := func(b []byte, x T) []byte {
		w := Writer{b: append(b, '[')}
		enc(&w, x)
		return append(w.b, ']')
	}
	return Conv[T]{decode, encode}
}

// Out is a result written as JSON.
type Out struct{ b []byte }

// Put is x written as JSON.
func Put[T any](c Conv[T], x T) Out { return Out{c.enc(nil, x)} }

// Null is the result of a function or method without one.
func Null() Out { return Out{[]byte("null")} }

// Array is a tuple result (multiple return values) as one JSON array.
func Array(parts ...Out) Out {
	b := []byte{'['}
	for i, part := range parts {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, text(part)...)
	}
	return Out{append(b, ']')}
}

func text(o Out) []byte {
	if o.b == nil {
		return []byte("null")
	}
	return o.b
}

// --- a case, as the glue sees it

// Case is the case being run: its (or its current operation's) arguments, and its results.
type Case struct {
	args  any
	init  any
	ops   []any
	next  int
	name  string
	parts [][]byte
}

// Args are the call's arguments (operations: the current operation's), exactly n of them.
func (c *Case) Args(n int) Items { return Items{tuple(c.args, n)} }

// Init are the constructor's arguments of an operations case, exactly n of them.
func (c *Case) Init(n int) Items { return Items{tuple(c.init, n)} }

// Next moves to the case's next operation, [name, [args...]]; false after the last.
func (c *Case) Next() bool {
	if c.next >= len(c.ops) {
		return false
	}
	step := tuple(c.ops[c.next], 2)
	c.next++
	c.name = decString(step[0])
	c.args = step[1]
	return true
}

// Method is the current operation's method (its neutral name).
func (c *Case) Method() string { return c.name }

// Return records the call's result (operations: the current operation's).
func (c *Case) Return(o Out) { c.parts = append(c.parts, text(o)) }

// Unknown fails the case: the current operation names no method of the interface.
func (c *Case) Unknown() { bad("unknown method %q", c.name) }

// --- events

func describe(r any) (errorType string, message string) {
	defer func() {
		if recover() != nil {
			errorType, message = "panic", "a panic whose value cannot be printed"
		}
	}()
	switch e := r.(type) {
	case nil:
		return "panic", "panic(nil) or runtime.Goexit"
	case typeError:
		return "TypeError", e.msg
	case runtime.Error:
		message = e.Error()
		if strings.Contains(message, "out of memory") {
			return "MemoryError", message
		}
		return fmt.Sprintf("%T", r), message
	case error:
		return fmt.Sprintf("%T", r), e.Error()
	}
	return fmt.Sprintf("%T", r), fmt.Sprint(r)
}

func short(s string) string {
	if len(s) <= maxMessage {
		return s
	}
	cut := maxMessage
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

func join(parts [][]byte) []byte {
	b := []byte{'['}
	b = append(b, bytes.Join(parts, []byte{','})...)
	return append(b, ']')
}

// files: the JSON array of a file_io case's collected files, nil for none (no "files" key).
func emitValue(i int, value []byte, files []byte) {
	b := append([]byte(`{"event":"case","i":`), strconv.Itoa(i)...)
	b = append(b, `,"value":`...)
	b = append(b, value...)
	if files != nil {
		b = append(b, `,"files":`...)
		b = append(b, files...)
	}
	job.emit(append(b, '}'))
}

func emitError(i int, r any, partial [][]byte, withPartial bool) {
	errorType, message := describe(r)
	b := append([]byte(`{"event":"case","i":`), strconv.Itoa(i)...)
	b = append(b, `,"error":`...)
	b = appendString(b, short(errorType+": "+message))
	b = append(b, `,"error_type":`...)
	b = appendString(b, errorType)
	if withPartial {
		b = append(b, `,"partial":`...)
		b = append(b, join(partial)...)
	}
	job.emit(append(b, '}'))
}

func peakRSS() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			fields := strings.Fields(line)
			if len(fields) >= 2 {
				kb, _ := strconv.ParseInt(fields[1], 10, 64)
				return kb * 1024
			}
		}
	}
	return 0
}

func casesOf(doc map[string]any) []any {
	cases, ok := doc["cases"].([]any)
	if !ok {
		panic("rockman: the job has no cases")
	}
	return cases
}

// --- file_io fixtures (paths relative to the working folder, the run's work folder)

// The job's (or secret line's) fixtures, one per case; nil when it has none.
func fixturesOf(doc map[string]any) []any {
	raw := doc["fixtures"]
	if raw == nil {
		return nil
	}
	fixtures, ok := raw.([]any)
	if !ok {
		panic("rockman: the job's fixtures are not an array")
	}
	return fixtures
}

// Creates the case's root folder and writes its files (UTF-8 bytes exactly), just before the
// call; returns the paths to read back after it. A failure panics: the case's error event.
func writeFixture(fixtures []any, i int) []string {
	if i >= len(fixtures) {
		bad("no fixture for case %d", i)
	}
	fixture := object(fixtures[i])
	if err := os.MkdirAll(decString(fixture["root"]), 0o777); err != nil {
		panic(err)
	}
	files := object(fixture["files"])
	paths := make([]string, 0, len(files))
	for path := range files {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		text := decString(files[path])
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			panic(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o666); err != nil {
			panic(err)
		}
	}
	items := array(fixture["collect"])
	collect := make([]string, len(items))
	for k, item := range items {
		collect[k] = decString(item)
	}
	return collect
}

// The JSON array of the collected files' texts: null for a file that is missing, unreadable
// or not valid UTF-8.
func readFiles(paths []string) []byte {
	b := []byte{'['}
	for k, path := range paths {
		if k > 0 {
			b = append(b, ',')
		}
		data, err := os.ReadFile(path)
		if err != nil || !utf8.Valid(data) {
			b = append(b, "null"...)
		} else {
			b = appendString(b, string(data))
		}
	}
	return append(b, ']')
}

// --- the run

// One case: the solution's panic (or a value of the wrong shape) is its error event.
func runCase(i int, value any, fixtures []any, run func(*Case), operations bool) {
	c := &Case{}
	finished := false
	defer func() {
		if !finished {
			emitError(i, recover(), c.parts, operations)
		}
	}()
	var collect []string
	if operations {
		fields := object(value)
		c.init = fields["init"]
		c.ops = array(fields["ops"])
	} else {
		c.args = value
		if fixtures != nil {
			collect = writeFixture(fixtures, i)
		}
	}
	run(c)
	if operations {
		finished = true
		emitValue(i, join(c.parts), nil)
		return
	}
	var files []byte
	if fixtures != nil {
		files = readFiles(collect)
	}
	result := []byte("null")
	if len(c.parts) > 0 {
		result = c.parts[0]
	}
	finished = true
	emitValue(i, result, files)
}

func runCases(doc map[string]any, run func(*Case), operations bool) {
	var fixtures []any
	if !operations {
		fixtures = fixturesOf(doc)
	}
	for i, c := range casesOf(doc) {
		runCase(i, c, fixtures, run, operations)
	}
}

func runJob(run func(*Case), operations bool) {
	if started {
		os.Stderr.WriteString("rockman driver: started twice\n")
		os.Exit(2)
	}
	started = true
	debug.SetMaxStack(maxStack)
	doc := parse(job.readLine())
	job.nonce, _ = doc["nonce"].(string)
	runCases(doc, run, operations)
	job.emit([]byte(`{"event":"public_done"}`))
	// The secret cases (and their fixtures, written only as each case runs) after release.
	if line := job.readLine(); len(bytes.TrimSpace(line)) > 0 {
		runCases(parse(line), run, operations)
	}
	done := []byte(`{"event":"done","peak_rss_bytes":`)
	done = strconv.AppendInt(done, peakRSS(), 10)
	job.emit(append(done, '}'))
}

// RunCalls runs a function's job: run(c) converts c.Args, calls the solution and Returns.
func RunCalls(run func(*Case)) { runJob(run, false) }

// RunOperations runs a class's job: run(c) constructs the object from c.Init and runs each of
// c's operations (Next, Method, Args) to its Return.
func RunOperations(run func(*Case)) { runJob(run, true) }
