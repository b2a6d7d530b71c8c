/**
 * The charges left after neighbouring pairs that sum to zero annihilate, repeatedly.
 * @param {Array<number>} charges
 * @returns {Array<number>}
 */
function cancelOpposites(charges) {
  const stack = [];
  for (const charge of charges) {
    if (stack.length > 0 && stack[stack.length - 1] + charge === 0) {
      stack.pop();
    } else {
      stack.push(charge);
    }
  }
  return stack;
}
