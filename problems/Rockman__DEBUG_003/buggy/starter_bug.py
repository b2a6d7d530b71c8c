# bug: (the bug shipped in the starter code) a repeat of the current maximum falls into the elif branch and becomes the second value, so duplicates of the maximum are not skipped
from typing import Optional


def second_largest(nums: list[int]) -> Optional[int]:
    first = float("-inf")
    second = float("-inf")
    for x in nums:
        if x > first:
            second = first
            first = x
        elif x > second:
            second = x
    if second == float("-inf"):
        return None
    return second
