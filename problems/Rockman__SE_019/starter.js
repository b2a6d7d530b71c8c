/**
 * @param {Array<number>} homework
 * @param {number} midterm
 * @param {number} finalExam
 * @param {number} absences
 * @returns {string}
 */
function finalGrade(homework, midterm, finalExam, absences) {
  if (absences > 12) {
    return "F";
  } else {
    if (finalExam < 35) {
      return "F";
    } else {
      let hw = 0;
      if (homework.length > 0) {
        if (homework.length >= 3) {
          let lowest = homework[0];
          for (const s of homework) {
            if (s < lowest) {
              lowest = s;
            }
          }
          let totalHw = 0;
          for (const s of homework) {
            totalHw = totalHw + s;
          }
          totalHw = totalHw - lowest;
          hw = Math.floor(totalHw / (homework.length - 1));
        } else {
          let totalHw = 0;
          for (const s of homework) {
            totalHw = totalHw + s;
          }
          hw = Math.floor(totalHw / homework.length);
        }
      }
      let mid = midterm;
      if (finalExam >= midterm + 20) {
        mid = finalExam;
      }
      const total = Math.floor((30 * hw + 30 * mid + 40 * finalExam) / 100);
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
            if (absences === 0) {
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
