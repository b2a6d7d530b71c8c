function grayRank(codes: number[]): number[] {
  const ranks: number[] = [];
  for (const code of codes) {
    let rank = 0;
    // bit k of the rank is the XOR of the bits of code at positions k and above;
    // codes reach 2**50, beyond the 32 bits of JavaScript's bitwise operators on numbers
    let rest = BigInt(code);
    let bits = 0n;
    while (rest !== 0n) {
      bits ^= rest;
      rest >>= 1n;
    }
    rank = Number(bits);
    ranks.push(rank);
  }
  return ranks;
}
