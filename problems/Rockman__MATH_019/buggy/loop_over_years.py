# bug: wrong complexity: checks every year of the span one by one, far too slow for spans of 10**18 years
def count_leap_years(first_year: int, last_year: int) -> int:
    count = 0
    for year in range(first_year, last_year + 1):
        if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
            count += 1
    return count
