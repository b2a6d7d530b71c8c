package main

type txChange struct {
	key     string
	old     int
	present bool // whether key held old before the change
}

// TxStore is a key-value store with nested transactions: one undo log per open transaction,
// and a count of keys per value so that Count is O(1).
type TxStore struct {
	data   map[string]int
	counts map[int]int
	logs   [][]txChange
}

// NewTxStore returns a new TxStore.
func NewTxStore() *TxStore {
	return &TxStore{data: map[string]int{}, counts: map[int]int{}}
}

func (t *TxStore) write(key string, value int, present bool, record bool) {
	old, had := t.data[key]
	if had == present && (!had || old == value) {
		return
	}
	if record && len(t.logs) > 0 {
		last := len(t.logs) - 1
		t.logs[last] = append(t.logs[last], txChange{key, old, had})
	}
	if had {
		t.counts[old]--
	}
	if !present {
		delete(t.data, key)
	} else {
		t.data[key] = value
		t.counts[value]++
	}
}

func (t *TxStore) Set(key string, value int) {
	t.write(key, value, true, true)
}

func (t *TxStore) Get(key string) int {
	if v, ok := t.data[key]; ok {
		return v
	}
	return -1
}

func (t *TxStore) Delete(key string) bool {
	if _, ok := t.data[key]; !ok {
		return false
	}
	t.write(key, 0, false, true)
	return true
}

func (t *TxStore) Count(value int) int {
	return t.counts[value]
}

func (t *TxStore) Begin() int {
	t.logs = append(t.logs, nil)
	return len(t.logs)
}

func (t *TxStore) Commit() int {
	if len(t.logs) == 0 {
		return -1
	}
	log := t.logs[len(t.logs)-1]
	t.logs = t.logs[:len(t.logs)-1]
	if len(t.logs) > 0 {
		last := len(t.logs) - 1
		t.logs[last] = append(t.logs[last], log...)
	}
	return len(t.logs)
}

func (t *TxStore) Rollback() int {
	if len(t.logs) == 0 {
		return -1
	}
	log := t.logs[len(t.logs)-1]
	t.logs = t.logs[:len(t.logs)-1]
	for i := len(log) - 1; i >= 0; i-- {
		t.write(log[i].key, log[i].old, log[i].present, false)
	}
	return len(t.logs)
}
