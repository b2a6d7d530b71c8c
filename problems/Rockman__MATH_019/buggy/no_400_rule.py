# bug: every year divisible by 100 is treated as a common year, so 2000 and 2400 are missed
def count_leap_years(first_year: int, last_year: int) -> int:
    if first_year > last_year:
        return 0

    def leap_years_up_to(year: int) -> int:
        # leap years among 1, 2, ..., year
        return year // 4 - year // 100

    return leap_years_up_to(last_year) - leap_years_up_to(first_year - 1)
