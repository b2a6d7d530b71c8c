# bug: sorts without removing duplicates, so a repeated maximum is returned as the second largest
from typing import Optional


def second_largest(nums: list[int]) -> Optional[int]:
    if len(set(nums)) < 2:
        return None
    return sorted(nums)[-2]
