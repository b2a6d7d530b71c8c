package main

// change is one undo-log entry: a key and its value before the change (nil: it was absent).
type change struct {
	key    string
	before *int
}

type TxStore struct {
	data   map[string]int
	counts map[int]int
	// one undo log per open transaction
	log [][]change
}

func NewTxStore() *TxStore {
	return &TxStore{data: map[string]int{}, counts: map[int]int{}}
}

// write stores value under key (nil deletes it), keeping the value counts up to date.
func (t *TxStore) write(key string, value *int) {
	if old, ok := t.data[key]; ok {
		t.counts[old]--
	}
	if value == nil {
		delete(t.data, key)
	} else {
		t.data[key] = *value
		t.counts[*value]++
	}
}

// record remembers the current value of key so the innermost open transaction can undo it.
func (t *TxStore) record(key string) {
	if len(t.log) > 0 {
		last := len(t.log) - 1
		t.log[last] = append(t.log[last], change{key, t.Get(key)})
	}
}

func (t *TxStore) Get(key string) *int {
	if value, ok := t.data[key]; ok {
		return &value
	}
	return nil
}

func (t *TxStore) Set(key string, value int) {
	t.record(key)
	t.write(key, &value)
}

func (t *TxStore) Erase(key string) bool {
	if _, ok := t.data[key]; !ok {
		return false
	}
	t.record(key)
	t.write(key, nil)
	return true
}

func (t *TxStore) Count(value int) int {
	return t.counts[value]
}

func (t *TxStore) Begin() {
	t.log = append(t.log, nil)
}

func (t *TxStore) Rollback() bool {
	if len(t.log) == 0 {
		return false
	}
	changes := t.log[len(t.log)-1]
	t.log = t.log[:len(t.log)-1]
	for i := len(changes) - 1; i >= 0; i-- {
		t.write(changes[i].key, changes[i].before)
	}
	return true
}

func (t *TxStore) Commit() bool {
	if len(t.log) == 0 {
		return false
	}
	changes := t.log[len(t.log)-1]
	t.log = t.log[:len(t.log)-1]
	if len(t.log) > 0 {
		last := len(t.log) - 1
		t.log[last] = append(t.log[last], changes...)
	}
	return true
}
