/**
 * The charges left after neighbouring pairs that sum to zero annihilate, repeatedly.
 */
function cancelOpposites(charges: number[]): number[] {
  const stack: number[] = [];
  for (const charge of charges) {
    if (stack.length > 0 && stack[stack.length - 1] + charge === 0) {
      stack.pop();
    } else {
      stack.push(charge);
    }
  }
  return stack;
}
