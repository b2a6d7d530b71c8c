from typing import Optional


class TypeEcho:
    def __init__(self, start: int) -> None:
        self._count = start

    def echo_int(self, x: int) -> int:
        return x

    def echo_float(self, x: float) -> float:
        return x

    def echo_bool(self, x: bool) -> bool:
        return x

    def echo_str(self, x: str) -> str:
        return x

    def echo_list(self, x: list[int]) -> list[int]:
        return x

    def echo_map(self, x: dict[str, int]) -> dict[str, int]:
        return x

    def echo_int_map(self, x: dict[int, list[str]]) -> dict[int, list[str]]:
        return x

    def echo_tuple(self, x: tuple[int, str, float]) -> tuple[int, str, float]:
        return x

    def echo_optional(self, x: Optional[int]) -> Optional[int]:
        return x

    def echo_nested(self, x: list) -> list:
        return x

    def combine(self, times: int, text: str, values: list[float]) -> tuple[str, float]:
        return text * times, float(sum(values))

    def count(self) -> int:
        self._count += 1
        return self._count

    def reset(self) -> None:
        self._count = 0
