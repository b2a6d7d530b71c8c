package main

// RingBuffer is a fixed-capacity FIFO queue of integers stored in a circular array.
type RingBuffer struct {
	slots []int
	head  int
	count int
}

// NewRingBuffer returns an empty queue of the given capacity.
func NewRingBuffer(capacity int) *RingBuffer {
	return &RingBuffer{slots: make([]int, capacity)}
}

func (r *RingBuffer) Offer(value int) bool {
	if r.count == len(r.slots) {
		return false
	}
	r.slots[(r.head+r.count)%len(r.slots)] = value
	r.count++
	return true
}

func (r *RingBuffer) Poll() *int {
	if r.count == 0 {
		return nil
	}
	value := r.slots[r.head]
	r.head = (r.head + 1) % len(r.slots)
	r.count--
	return &value
}

func (r *RingBuffer) PeekFront() *int {
	if r.count == 0 {
		return nil
	}
	value := r.slots[r.head]
	return &value
}

func (r *RingBuffer) PeekBack() *int {
	if r.count == 0 {
		return nil
	}
	value := r.slots[(r.head+r.count-1)%len(r.slots)]
	return &value
}

func (r *RingBuffer) Size() int {
	return r.count
}

func (r *RingBuffer) IsFull() bool {
	return r.count == len(r.slots)
}
