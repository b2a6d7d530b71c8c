function postorderFrom(preorder: number[], inorder: number[]): number[] {
  const where = new Map<number, number>(inorder.map((value, i): [number, number] => [value, i]));
  const out: number[] = [];

  // The subtree whose pre-order is preorder[preLo .. preLo + length) and whose in-order is
  // inorder[inLo .. inLo + length); append its post-order to out.
  function build(preLo: number, inLo: number, length: number): void {
    if (length === 0) {
      return;
    }
    const root = preorder[preLo];
    const leftSize = where.get(root) - inLo;
    build(preLo + 1, inLo, leftSize);
    build(preLo + 1 + leftSize, inLo + leftSize + 1, length - leftSize - 1);
    out.push(root);
  }

  build(0, 0, preorder.length);
  return out;
}
