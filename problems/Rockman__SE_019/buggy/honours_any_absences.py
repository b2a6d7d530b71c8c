# bug: the honours grade dropped the zero-absence condition while being extracted, so A+ is given with 1 to 4 absences
LETTERS = ("A", "B", "C", "D", "F")
CUTOFFS = (90, 80, 70, 60)
HONOURS_TOTAL = 97


def _homework_average(homework: list[int]) -> int:
    if not homework:
        return 0
    kept = sorted(homework)[1:] if len(homework) >= 3 else homework
    return sum(kept) // len(kept)


def _weighted_total(homework: list[int], midterm: int, final_exam: int) -> int:
    if final_exam >= midterm + 20:
        midterm = final_exam
    return (30 * _homework_average(homework) + 30 * midterm + 40 * final_exam) // 100


def _letter(total: int, absences: int) -> str:
    index = len(CUTOFFS)
    for position, cutoff in enumerate(CUTOFFS):
        if total >= cutoff:
            index = position
            break
    if absences >= 5:
        index = min(index + 1, len(LETTERS) - 1)
    return LETTERS[index]


def _with_honours(letter: str, total: int, absences: int) -> str:
    if letter == "A" and total >= HONOURS_TOTAL:
        return "A+"
    return letter


def final_grade(homework: list[int], midterm: int, final_exam: int, absences: int) -> str:
    if absences > 12 or final_exam < 35:
        return "F"
    total = _weighted_total(homework, midterm, final_exam)
    return _with_honours(_letter(total, absences), total, absences)
