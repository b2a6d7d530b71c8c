class Solution {
    public String finalGrade(List<Long> homework, long midterm, long finalExam, long absences) {
        if (absences > 12) {
            return "F";
        } else {
            if (finalExam < 35) {
                return "F";
            } else {
                long hw = 0;
                if (homework.size() > 0) {
                    if (homework.size() >= 3) {
                        long lowest = homework.get(0);
                        for (long s : homework) {
                            if (s < lowest) {
                                lowest = s;
                            }
                        }
                        long totalHw = 0;
                        for (long s : homework) {
                            totalHw = totalHw + s;
                        }
                        totalHw = totalHw - lowest;
                        hw = totalHw / (homework.size() - 1);
                    } else {
                        long totalHw = 0;
                        for (long s : homework) {
                            totalHw = totalHw + s;
                        }
                        hw = totalHw / homework.size();
                    }
                }
                long mid = midterm;
                if (finalExam >= midterm + 20) {
                    mid = finalExam;
                }
                long total = (30 * hw + 30 * mid + 40 * finalExam) / 100;
                if (absences >= 5) {
                    if (total >= 90) {
                        return "B";
                    } else if (total >= 80) {
                        return "C";
                    } else if (total >= 70) {
                        return "D";
                    } else {
                        return "F";
                    }
                } else {
                    if (total >= 90) {
                        if (total >= 97) {
                            if (absences == 0) {
                                return "A+";
                            } else {
                                return "A";
                            }
                        } else {
                            return "A";
                        }
                    } else if (total >= 80) {
                        return "B";
                    } else if (total >= 70) {
                        return "C";
                    } else if (total >= 60) {
                        return "D";
                    } else {
                        return "F";
                    }
                }
            }
        }
    }
}
