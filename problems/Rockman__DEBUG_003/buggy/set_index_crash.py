# bug: takes the second element of the sorted distinct values without checking there are two of them
from typing import Optional


def second_largest(nums: list[int]) -> Optional[int]:
    if not nums:
        return None
    return sorted(set(nums))[-2]
