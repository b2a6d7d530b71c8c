package main

const calculatorCapacity = 100
const calculatorLimit = 1 << 53

// SafeCalculator is a stack calculator that reports every problem as a status string.
type SafeCalculator struct {
	stack []int
}

func NewSafeCalculator() *SafeCalculator {
	return &SafeCalculator{stack: []int{}}
}

func (s *SafeCalculator) Push(value int) string {
	if len(s.stack) >= calculatorCapacity {
		return "error: overflow"
	}
	s.stack = append(s.stack, value)
	return "ok"
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (s *SafeCalculator) Apply(op string) string {
	n := len(s.stack)
	switch op {
	case "dup":
		if n == 0 {
			return "error: underflow"
		}
		if n >= calculatorCapacity {
			return "error: overflow"
		}
		s.stack = append(s.stack, s.stack[n-1])
		return "ok"
	case "drop":
		if n == 0 {
			return "error: underflow"
		}
		s.stack = s.stack[:n-1]
		return "ok"
	case "+", "-", "*", "/", "%", "swap":
	default:
		return "error: unknown op"
	}
	if n < 2 {
		return "error: underflow"
	}
	a, b := s.stack[n-2], s.stack[n-1]
	if op == "swap" {
		s.stack[n-2], s.stack[n-1] = b, a
		return "ok"
	}
	if (op == "/" || op == "%") && b == 0 {
		return "error: division by zero"
	}
	var result int
	switch op {
	case "+":
		result = a + b // |a|, |b| <= 2^53: no overflow
	case "-":
		result = a - b
	case "*":
		// |a * b| > limit exactly when |a| > limit / |b| (floor division)
		if a != 0 && b != 0 && absInt(a) > calculatorLimit/absInt(b) {
			return "error: out of range"
		}
		result = a * b
	case "/":
		result = a / b // Go division truncates toward zero
	default:
		result = a % b // and the remainder takes the dividend's sign
	}
	if result < -calculatorLimit || result > calculatorLimit {
		return "error: out of range"
	}
	s.stack = s.stack[:n-1]
	s.stack[n-2] = result
	return "ok"
}

func (s *SafeCalculator) Top() *int {
	if len(s.stack) == 0 {
		return nil
	}
	top := s.stack[len(s.stack)-1]
	return &top
}

func (s *SafeCalculator) Size() int {
	return len(s.stack)
}
