fn final_grade(homework: Vec<i64>, midterm: i64, final_exam: i64, absences: i64) -> String {
    if absences > 12 {
        return "F".to_string();
    } else {
        if final_exam < 35 {
            return "F".to_string();
        } else {
            let mut hw = 0;
            if homework.len() > 0 {
                if homework.len() >= 3 {
                    let mut lowest = homework[0];
                    for &s in &homework {
                        if s < lowest {
                            lowest = s;
                        }
                    }
                    let mut total_hw = 0;
                    for &s in &homework {
                        total_hw = total_hw + s;
                    }
                    total_hw = total_hw - lowest;
                    hw = total_hw / (homework.len() as i64 - 1);
                } else {
                    let mut total_hw = 0;
                    for &s in &homework {
                        total_hw = total_hw + s;
                    }
                    hw = total_hw / homework.len() as i64;
                }
            }
            let mut mid = midterm;
            if final_exam >= midterm + 20 {
                mid = final_exam;
            }
            let total = (30 * hw + 30 * mid + 40 * final_exam) / 100;
            if absences >= 5 {
                if total >= 90 {
                    return "B".to_string();
                } else if total >= 80 {
                    return "C".to_string();
                } else if total >= 70 {
                    return "D".to_string();
                } else {
                    return "F".to_string();
                }
            } else {
                if total >= 90 {
                    if total >= 97 {
                        if absences == 0 {
                            return "A+".to_string();
                        } else {
                            return "A".to_string();
                        }
                    } else {
                        return "A".to_string();
                    }
                } else if total >= 80 {
                    return "B".to_string();
                } else if total >= 70 {
                    return "C".to_string();
                } else if total >= 60 {
                    return "D".to_string();
                } else {
                    return "F".to_string();
                }
            }
        }
    }
}
