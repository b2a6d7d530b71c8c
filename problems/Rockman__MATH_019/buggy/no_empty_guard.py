# bug: missed edge case: an empty span (first_year > last_year) gives a negative count
def count_leap_years(first_year: int, last_year: int) -> int:
    def leap_years_up_to(year: int) -> int:
        # leap years among 1, 2, ..., year
        return year // 4 - year // 100 + year // 400

    return leap_years_up_to(last_year) - leap_years_up_to(first_year - 1)
