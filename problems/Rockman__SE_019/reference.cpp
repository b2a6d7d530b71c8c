#include <algorithm>
#include <numeric>
#include <string>
#include <vector>
using namespace std;

static const std::vector<std::string> LETTERS = {"A", "B", "C", "D", "F"};
static const std::vector<long long> CUTOFFS = {90, 80, 70, 60};
static const long long HONOURS_TOTAL = 97;

long long homework_average(const std::vector<long long>& homework) {
    if (homework.empty()) {
        return 0;
    }
    std::vector<long long> kept(homework);
    if (kept.size() >= 3) {
        kept.erase(std::min_element(kept.begin(), kept.end()));
    }
    long long sum = std::accumulate(kept.begin(), kept.end(), 0LL);
    return sum / static_cast<long long>(kept.size());
}

long long weighted_total(const std::vector<long long>& homework, long long midterm, long long final_exam) {
    if (final_exam >= midterm + 20) {
        midterm = final_exam;
    }
    return (30 * homework_average(homework) + 30 * midterm + 40 * final_exam) / 100;
}

std::string letter(long long total, long long absences) {
    size_t index = CUTOFFS.size();
    for (size_t position = 0; position < CUTOFFS.size(); ++position) {
        if (total >= CUTOFFS[position]) {
            index = position;
            break;
        }
    }
    if (absences >= 5) {
        index = std::min(index + 1, LETTERS.size() - 1);
    }
    return LETTERS[index];
}

std::string with_honours(const std::string& grade, long long total, long long absences) {
    if (grade == "A" && total >= HONOURS_TOTAL && absences == 0) {
        return "A+";
    }
    return grade;
}

std::string final_grade(const std::vector<long long>& homework, long long midterm, long long final_exam, long long absences) {
    if (absences > 12 || final_exam < 35) {
        return "F";
    }
    long long total = weighted_total(homework, midterm, final_exam);
    return with_honours(letter(total, absences), total, absences);
}
