package main

// MinMaxStack is a stack of integers that also reports its smallest and largest element.
type MinMaxStack struct {
	// each entry: value, min of the stack up to here, max of the stack up to here
	items [][3]int
}

// NewMinMaxStack returns an empty stack.
func NewMinMaxStack() *MinMaxStack {
	return &MinMaxStack{}
}

func (s *MinMaxStack) Push(value int) {
	low, high := value, value
	if n := len(s.items); n > 0 {
		if top := s.items[n-1]; top[1] < low {
			low = top[1]
		}
		if top := s.items[n-1]; top[2] > high {
			high = top[2]
		}
	}
	s.items = append(s.items, [3]int{value, low, high})
}

func (s *MinMaxStack) Pop() *int {
	n := len(s.items)
	if n == 0 {
		return nil
	}
	value := s.items[n-1][0]
	s.items = s.items[:n-1]
	return &value
}

func (s *MinMaxStack) field(i int) *int {
	if len(s.items) == 0 {
		return nil
	}
	value := s.items[len(s.items)-1][i]
	return &value
}

func (s *MinMaxStack) Top() *int {
	return s.field(0)
}

func (s *MinMaxStack) GetMin() *int {
	return s.field(1)
}

func (s *MinMaxStack) GetMax() *int {
	return s.field(2)
}

func (s *MinMaxStack) Size() int {
	return len(s.items)
}
