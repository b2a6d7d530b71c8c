#include <string>
#include <vector>
using namespace std;

std::string final_grade(const std::vector<long long>& homework, long long midterm, long long final_exam, long long absences) {
    if (absences > 12) {
        return "F";
    } else {
        if (final_exam < 35) {
            return "F";
        } else {
            long long hw = 0;
            if (homework.size() > 0) {
                if (homework.size() >= 3) {
                    long long lowest = homework[0];
                    for (long long s : homework) {
                        if (s < lowest) {
                            lowest = s;
                        }
                    }
                    long long total_hw = 0;
                    for (long long s : homework) {
                        total_hw = total_hw + s;
                    }
                    total_hw = total_hw - lowest;
                    hw = total_hw / (static_cast<long long>(homework.size()) - 1);
                } else {
                    long long total_hw = 0;
                    for (long long s : homework) {
                        total_hw = total_hw + s;
                    }
                    hw = total_hw / static_cast<long long>(homework.size());
                }
            }
            long long mid = midterm;
            if (final_exam >= midterm + 20) {
                mid = final_exam;
            }
            long long total = (30 * hw + 30 * mid + 40 * final_exam) / 100;
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
