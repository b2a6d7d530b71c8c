import random


def _scores(rng: random.Random, count: int, ability: int) -> list[int]:
    return [max(0, min(100, ability + rng.randint(-15, 15))) for _ in range(count)]


def _case(rng: random.Random, kind: str) -> dict:
    ability = rng.randint(45, 100)
    homework = _scores(rng, rng.randint(0, 15), ability)
    midterm = max(0, min(100, ability + rng.randint(-20, 10)))
    final_exam = max(0, min(100, ability + rng.randint(-20, 10)))
    absences = rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 9, 12, 13, 20])
    if kind == "tied_lowest":
        low = rng.randint(0, 60)
        homework = [low] * rng.randint(2, 4) + _scores(rng, rng.randint(1, 8), ability)
        rng.shuffle(homework)
    elif kind == "all_equal":
        homework = [rng.randint(50, 100)] * rng.randint(3, 10)
    elif kind == "short_homework":
        homework = _scores(rng, rng.randint(0, 2), ability)
    elif kind == "forgiveness_edge":
        midterm = rng.randint(20, 70)
        final_exam = midterm + 20 + rng.choice([-1, 0, 0, 1])
    elif kind == "honours":
        homework = [rng.randint(95, 100) for _ in range(rng.randint(3, 8))]
        midterm, final_exam = rng.randint(95, 100), rng.randint(96, 100)
        absences = rng.choice([0, 0, 1, 2, 4, 5])
    elif kind == "boundaries":
        absences = rng.choice([4, 5, 6, 12, 13])
        final_exam = rng.choice([34, 35, 36, final_exam])
    return {"args": [homework, midterm, final_exam, absences]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["tied_lowest", "honours", "forgiveness_edge", "all_equal", "short_homework",
             "boundaries", "honours", "tied_lowest"]
    weighted = ["random"] * 4 + ["tied_lowest", "all_equal", "short_homework",
                                 "forgiveness_edge", "honours", "honours", "boundaries"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
