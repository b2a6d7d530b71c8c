# bug: uses 0 as the "nothing yet" sentinel, so negative values are ignored and a missing answer is reported as 0 or None wrongly
from typing import Optional


def second_largest(nums: list[int]) -> Optional[int]:
    first = 0
    second = 0
    for x in nums:
        if x > first:
            second = first
            first = x
        elif first > x > second:
            second = x
    if len(set(nums)) < 2:
        return None
    return second
