package main

import "container/list"

// LRUCache holds at most capacity entries and evicts the least recently used one.
type LRUCache struct {
	capacity int
	order    *list.List // front: most recently used; values are *lruEntry
	entries  map[int]*list.Element
}

type lruEntry struct {
	key, value int
}

// NewLRUCache returns an empty cache of the given capacity.
func NewLRUCache(capacity int) *LRUCache {
	return &LRUCache{capacity: capacity, order: list.New(), entries: map[int]*list.Element{}}
}

func (c *LRUCache) Get(key int) int {
	element, ok := c.entries[key]
	if !ok {
		return -1
	}
	c.order.MoveToFront(element)
	return element.Value.(*lruEntry).value
}

func (c *LRUCache) Put(key int, value int) {
	if element, ok := c.entries[key]; ok {
		element.Value.(*lruEntry).value = value
		c.order.MoveToFront(element)
		return
	}
	if len(c.entries) >= c.capacity {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.entries, oldest.Value.(*lruEntry).key)
	}
	c.entries[key] = c.order.PushFront(&lruEntry{key: key, value: value})
}

func (c *LRUCache) Size() int {
	return len(c.entries)
}
