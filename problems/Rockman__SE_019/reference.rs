const LETTERS: [&str; 5] = ["A", "B", "C", "D", "F"];
const CUTOFFS: [i64; 4] = [90, 80, 70, 60];
const HONOURS_TOTAL: i64 = 97;

fn homework_average(homework: &[i64]) -> i64 {
    if homework.is_empty() {
        return 0;
    }
    let mut kept = homework.to_vec();
    if kept.len() >= 3 {
        kept.sort();
        kept.remove(0);
    }
    kept.iter().sum::<i64>() / kept.len() as i64
}

fn weighted_total(homework: &[i64], midterm: i64, final_exam: i64) -> i64 {
    let mid = if final_exam >= midterm + 20 {
        final_exam
    } else {
        midterm
    };
    (30 * homework_average(homework) + 30 * mid + 40 * final_exam) / 100
}

fn letter(total: i64, absences: i64) -> &'static str {
    let mut index = CUTOFFS
        .iter()
        .position(|&cutoff| total >= cutoff)
        .unwrap_or(CUTOFFS.len());
    if absences >= 5 {
        index = (index + 1).min(LETTERS.len() - 1);
    }
    LETTERS[index]
}

fn with_honours(grade: &str, total: i64, absences: i64) -> String {
    if grade == "A" && total >= HONOURS_TOTAL && absences == 0 {
        return "A+".to_string();
    }
    grade.to_string()
}

fn final_grade(homework: Vec<i64>, midterm: i64, final_exam: i64, absences: i64) -> String {
    if absences > 12 || final_exam < 35 {
        return "F".to_string();
    }
    let total = weighted_total(&homework, midterm, final_exam);
    with_honours(letter(total, absences), total, absences)
}
