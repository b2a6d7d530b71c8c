const LETTERS: string[] = ["A", "B", "C", "D", "F"];
const CUTOFFS: number[] = [90, 80, 70, 60];
const HONOURS_TOTAL = 97;

function homeworkAverage(homework: number[]): number {
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

function weightedTotal(homework: number[], midterm: number, finalExam: number): number {
  const mid = finalExam >= midterm + 20 ? finalExam : midterm;
  return Math.floor((30 * homeworkAverage(homework) + 30 * mid + 40 * finalExam) / 100);
}

function letter(total: number, absences: number): string {
  let index = CUTOFFS.findIndex((cutoff) => total >= cutoff);
  if (index === -1) {
    index = CUTOFFS.length;
  }
  if (absences >= 5) {
    index = Math.min(index + 1, LETTERS.length - 1);
  }
  return LETTERS[index];
}

function withHonours(grade: string, total: number, absences: number): string {
  if (grade === "A" && total >= HONOURS_TOTAL && absences === 0) {
    return "A+";
  }
  return grade;
}

function finalGrade(homework: number[], midterm: number, finalExam: number, absences: number): string {
  if (absences > 12 || finalExam < 35) {
    return "F";
  }
  const total = weightedTotal(homework, midterm, finalExam);
  return withHonours(letter(total, absences), total, absences);
}
