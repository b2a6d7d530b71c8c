from typing import Optional


def second_largest(nums: list[int]) -> Optional[int]:
    first: Optional[int] = None
    second: Optional[int] = None
    for x in nums:
        if first is None or x > first:
            second = first
            first = x
        elif x != first and (second is None or x > second):
            second = x
    return second
