import "container/heap"

// intHeap is a min-heap of ints for container/heap.
type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

func RunningLowerMedians(values []int) []int {
	low := &intHeap{}  // max-heap (negated) with the smaller half, holds ceil(k / 2) items
	high := &intHeap{} // min-heap with the larger half, holds floor(k / 2) items
	result := make([]int, 0, len(values))
	for _, value := range values {
		if low.Len() > 0 && value > -(*low)[0] {
			heap.Push(high, value)
		} else {
			heap.Push(low, -value)
		}
		if low.Len() > high.Len()+1 {
			heap.Push(high, -heap.Pop(low).(int))
		} else if high.Len() > low.Len()+1 {
			heap.Push(low, -heap.Pop(high).(int))
		}
		result = append(result, -(*low)[0])
	}
	return result
}
