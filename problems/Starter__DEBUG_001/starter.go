// lowerBound returns the index of the first element >= target, or len(nums) if there is none.
func lowerBound(nums []int, target int) int {
	lo, hi := 0, len(nums)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if nums[mid] < target {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func CountInRange(nums []int, low int, high int) int {
	if low > high {
		return 0
	}
	return lowerBound(nums, high+1) - lowerBound(nums, low)
}
