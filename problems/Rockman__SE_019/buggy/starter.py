def final_grade(homework: list[int], midterm: int, final_exam: int, absences: int) -> str:
    if absences > 12:
        return "F"
    else:
        if final_exam < 35:
            return "F"
        else:
            hw = 0
            if len(homework) > 0:
                if len(homework) >= 3:
                    lowest = homework[0]
                    for s in homework:
                        if s < lowest:
                            lowest = s
                    total_hw = 0
                    for s in homework:
                        total_hw = total_hw + s
                    total_hw = total_hw - lowest
                    hw = total_hw // (len(homework) - 1)
                else:
                    total_hw = 0
                    for s in homework:
                        total_hw = total_hw + s
                    hw = total_hw // len(homework)
            mid = midterm
            if final_exam >= midterm + 20:
                mid = final_exam
            total = (30 * hw + 30 * mid + 40 * final_exam) // 100
            if absences >= 5:
                if total >= 90:
                    return "B"
                elif total >= 80:
                    return "C"
                elif total >= 70:
                    return "D"
                else:
                    return "F"
            else:
                if total >= 90:
                    if total >= 97:
                        if absences == 0:
                            return "A+"
                        else:
                            return "A"
                    else:
                        return "A"
                elif total >= 80:
                    return "B"
                elif total >= 70:
                    return "C"
                elif total >= 60:
                    return "D"
                else:
                    return "F"
