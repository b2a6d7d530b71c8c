package main

// RateLimiter is a sliding-window rate limiter: per client, a queue of accepted request times
// whose expired front is dropped on every call.
type RateLimiter struct {
	limit    int
	window   int
	accepted map[string][]int
}

// NewRateLimiter returns a new RateLimiter.
func NewRateLimiter(limit int, window int) *RateLimiter {
	return &RateLimiter{limit: limit, window: window, accepted: map[string][]int{}}
}

func (r *RateLimiter) recent(client string, t int) []int {
	times := r.accepted[client]
	for len(times) > 0 && times[0] <= t-r.window {
		times = times[1:]
	}
	r.accepted[client] = times
	return times
}

func (r *RateLimiter) Allow(client string, t int) bool {
	times := r.recent(client, t)
	if len(times) >= r.limit {
		return false
	}
	r.accepted[client] = append(times, t)
	return true
}

func (r *RateLimiter) Remaining(client string, t int) int {
	return r.limit - len(r.recent(client, t))
}
