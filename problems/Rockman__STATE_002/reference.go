package main

import "container/heap"

type ttlItem struct{ expiry, key int }

type ttlHeap []ttlItem

func (h ttlHeap) Len() int { return len(h) }
func (h ttlHeap) Less(i, j int) bool {
	if h[i].expiry != h[j].expiry {
		return h[i].expiry < h[j].expiry
	}
	return h[i].key < h[j].key
}
func (h ttlHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *ttlHeap) Push(x interface{}) { *h = append(*h, x.(ttlItem)) }
func (h *ttlHeap) Pop() interface{} {
	old := *h
	item := old[len(old)-1]
	*h = old[:len(old)-1]
	return item
}

type ttlEntry struct{ value, expiry int }

// TTLCache keeps entries with an expiry and a min-heap of (expiry, key) pairs, possibly stale,
// purged up to the current time before every operation.
type TTLCache struct {
	entries map[int]ttlEntry
	heap    ttlHeap
}

// NewTTLCache returns a new TTLCache.
func NewTTLCache() *TTLCache {
	return &TTLCache{entries: map[int]ttlEntry{}}
}

func (t *TTLCache) purge(now int) {
	for len(t.heap) > 0 && t.heap[0].expiry <= now {
		item := heap.Pop(&t.heap).(ttlItem)
		if e, ok := t.entries[item.key]; ok && e.expiry == item.expiry {
			delete(t.entries, item.key)
		}
	}
}

func (t *TTLCache) Put(key int, value int, ttl int, now int) bool {
	t.purge(now)
	_, alive := t.entries[key]
	t.entries[key] = ttlEntry{value, now + ttl}
	heap.Push(&t.heap, ttlItem{now + ttl, key})
	return alive
}

func (t *TTLCache) Get(key int, now int) int {
	t.purge(now)
	if e, ok := t.entries[key]; ok {
		return e.value
	}
	return -1
}

func (t *TTLCache) Touch(key int, ttl int, now int) bool {
	t.purge(now)
	e, ok := t.entries[key]
	if !ok {
		return false
	}
	t.entries[key] = ttlEntry{e.value, now + ttl}
	heap.Push(&t.heap, ttlItem{now + ttl, key})
	return true
}

func (t *TTLCache) Remove(key int, now int) bool {
	t.purge(now)
	if _, ok := t.entries[key]; ok {
		delete(t.entries, key)
		return true
	}
	return false
}

func (t *TTLCache) AliveCount(now int) int {
	t.purge(now)
	return len(t.entries)
}
