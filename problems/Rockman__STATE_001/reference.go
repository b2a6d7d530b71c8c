package main

import "container/list"

type lfuEntry struct {
	value   int
	freq    int
	element *list.Element // in buckets[freq]; its Value is the key
}

// LFUCache evicts the least frequently used entry, the least recently used among ties.
type LFUCache struct {
	capacity int
	entries  map[int]*lfuEntry
	buckets  map[int]*list.List // frequency -> keys, least recently used at the front
	minFreq  int
}

// NewLFUCache returns a new LFUCache.
func NewLFUCache(capacity int) *LFUCache {
	return &LFUCache{capacity: capacity, entries: map[int]*lfuEntry{}, buckets: map[int]*list.List{}}
}

func (l *LFUCache) bucket(f int) *list.List {
	b, ok := l.buckets[f]
	if !ok {
		b = list.New()
		l.buckets[f] = b
	}
	return b
}

func (l *LFUCache) use(key int) {
	e := l.entries[key]
	f := e.freq
	b := l.buckets[f]
	b.Remove(e.element)
	if b.Len() == 0 {
		delete(l.buckets, f)
		if l.minFreq == f {
			l.minFreq = f + 1
		}
	}
	e.freq = f + 1
	e.element = l.bucket(f + 1).PushBack(key)
}

func (l *LFUCache) Get(key int) int {
	e, ok := l.entries[key]
	if !ok {
		return -1
	}
	l.use(key)
	return e.value
}

func (l *LFUCache) Put(key int, value int) int {
	if e, ok := l.entries[key]; ok {
		e.value = value
		l.use(key)
		return -1
	}
	evicted := -1
	if len(l.entries) >= l.capacity {
		b := l.buckets[l.minFreq]
		front := b.Front()
		evicted = front.Value.(int)
		b.Remove(front)
		if b.Len() == 0 {
			delete(l.buckets, l.minFreq)
		}
		delete(l.entries, evicted)
	}
	l.entries[key] = &lfuEntry{value: value, freq: 1, element: l.bucket(1).PushBack(key)}
	l.minFreq = 1
	return evicted
}

func (l *LFUCache) Frequency(key int) int {
	if e, ok := l.entries[key]; ok {
		return e.freq
	}
	return 0
}

func (l *LFUCache) Size() int {
	return len(l.entries)
}
