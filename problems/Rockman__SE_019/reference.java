import java.util.*;

class Solution {
    private static final String[] LETTERS = {"A", "B", "C", "D", "F"};
    private static final long[] CUTOFFS = {90, 80, 70, 60};
    private static final long HONOURS_TOTAL = 97;

    private static long homeworkAverage(List<Long> homework) {
        if (homework.isEmpty()) {
            return 0;
        }
        List<Long> kept = new ArrayList<>(homework);
        if (kept.size() >= 3) {
            kept.remove(Collections.min(kept));
        }
        long sum = 0;
        for (long score : kept) {
            sum += score;
        }
        return sum / kept.size();
    }

    private static long weightedTotal(List<Long> homework, long midterm, long finalExam) {
        if (finalExam >= midterm + 20) {
            midterm = finalExam;
        }
        return (30 * homeworkAverage(homework) + 30 * midterm + 40 * finalExam) / 100;
    }

    private static String letter(long total, long absences) {
        int index = CUTOFFS.length;
        for (int position = 0; position < CUTOFFS.length; position++) {
            if (total >= CUTOFFS[position]) {
                index = position;
                break;
            }
        }
        if (absences >= 5) {
            index = Math.min(index + 1, LETTERS.length - 1);
        }
        return LETTERS[index];
    }

    private static String withHonours(String grade, long total, long absences) {
        if (grade.equals("A") && total >= HONOURS_TOTAL && absences == 0) {
            return "A+";
        }
        return grade;
    }

    public String finalGrade(List<Long> homework, long midterm, long finalExam, long absences) {
        if (absences > 12 || finalExam < 35) {
            return "F";
        }
        long total = weightedTotal(homework, midterm, finalExam);
        return withHonours(letter(total, absences), total, absences);
    }
}
