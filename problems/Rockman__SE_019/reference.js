const LETTERS = ["A", "B", "C", "D", "F"];
const CUTOFFS = [90, 80, 70, 60];
const HONOURS_TOTAL = 97;

/**
 * @param {Array<number>} homework
 * @returns {number}
 */
function homeworkAverage(homework) {
  if (homework.length === 0) {
    return 0;
  }
  const kept = [...homework];
  if (kept.length >= 3) {
    kept.splice(kept.indexOf(Math.min(...kept)), 1);
  }
  const sum = kept.reduce((acc, score) => acc + score, 0);
  return Math.floor(sum / kept.length);
}

/**
 * @param {Array<number>} homework
 * @param {number} midterm
 * @param {number} finalExam
 * @returns {number}
 */
function weightedTotal(homework, midterm, finalExam) {
  const mid = finalExam >= midterm + 20 ? finalExam : midterm;
  return Math.floor((30 * homeworkAverage(homework) + 30 * mid + 40 * finalExam) / 100);
}

/**
 * @param {number} total
 * @param {number} absences
 * @returns {string}
 */
function letter(total, absences) {
  let index = CUTOFFS.findIndex((cutoff) => total >= cutoff);
  if (index === -1) {
    index = CUTOFFS.length;
  }
  if (absences >= 5) {
    index = Math.min(index + 1, LETTERS.length - 1);
  }
  return LETTERS[index];
}

/**
 * @param {string} grade
 * @param {number} total
 * @param {number} absences
 * @returns {string}
 */
function withHonours(grade, total, absences) {
  if (grade === "A" && total >= HONOURS_TOTAL && absences === 0) {
    return "A+";
  }
  return grade;
}

/**
 * @param {Array<number>} homework
 * @param {number} midterm
 * @param {number} finalExam
 * @param {number} absences
 * @returns {string}
 */
function finalGrade(homework, midterm, finalExam, absences) {
  if (absences > 12 || finalExam < 35) {
    return "F";
  }
  const total = weightedTotal(homework, midterm, finalExam);
  return withHonours(letter(total, absences), total, absences);
}
