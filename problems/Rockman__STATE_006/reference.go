package main

import "container/heap"

type schedItem struct{ neg, seq, task int } // (-priority, submission, task id)

type schedHeap []schedItem

func (h schedHeap) Len() int { return len(h) }
func (h schedHeap) Less(i, j int) bool {
	if h[i].neg != h[j].neg {
		return h[i].neg < h[j].neg
	}
	if h[i].seq != h[j].seq {
		return h[i].seq < h[j].seq
	}
	return h[i].task < h[j].task
}
func (h schedHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *schedHeap) Push(x interface{}) { *h = append(*h, x.(schedItem)) }
func (h *schedHeap) Pop() interface{} {
	old := *h
	item := old[len(old)-1]
	*h = old[:len(old)-1]
	return item
}

type schedEntry struct{ priority, seq int }

// TaskScheduler keeps pending tasks by id and a min-heap of possibly stale entries; stale tops
// are dropped lazily.
type TaskScheduler struct {
	tasks   map[int]schedEntry
	heap    schedHeap
	counter int
}

// NewTaskScheduler returns a new TaskScheduler.
func NewTaskScheduler() *TaskScheduler {
	return &TaskScheduler{tasks: map[int]schedEntry{}}
}

func (t *TaskScheduler) clean() {
	for len(t.heap) > 0 {
		top := t.heap[0]
		if e, ok := t.tasks[top.task]; ok && e.priority == -top.neg && e.seq == top.seq {
			return
		}
		heap.Pop(&t.heap)
	}
}

func (t *TaskScheduler) Submit(taskId int, priority int) bool {
	if _, ok := t.tasks[taskId]; ok {
		return false
	}
	t.counter++
	t.tasks[taskId] = schedEntry{priority, t.counter}
	heap.Push(&t.heap, schedItem{-priority, t.counter, taskId})
	return true
}

func (t *TaskScheduler) Cancel(taskId int) bool {
	if _, ok := t.tasks[taskId]; !ok {
		return false
	}
	delete(t.tasks, taskId)
	return true
}

func (t *TaskScheduler) Reprioritize(taskId int, priority int) bool {
	e, ok := t.tasks[taskId]
	if !ok {
		return false
	}
	t.tasks[taskId] = schedEntry{priority, e.seq}
	heap.Push(&t.heap, schedItem{-priority, e.seq, taskId})
	return true
}

func (t *TaskScheduler) Peek() int {
	t.clean()
	if len(t.heap) == 0 {
		return -1
	}
	return t.heap[0].task
}

func (t *TaskScheduler) RunNext() int {
	t.clean()
	if len(t.heap) == 0 {
		return -1
	}
	item := heap.Pop(&t.heap).(schedItem)
	delete(t.tasks, item.task)
	return item.task
}

func (t *TaskScheduler) Pending() int {
	return len(t.tasks)
}
