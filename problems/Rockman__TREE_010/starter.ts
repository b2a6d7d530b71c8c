function postorderFrom(preorder: number[], inorder: number[]): number[] {
  const where = new Map<number, number>(inorder.map((value, i): [number, number] => [value, i]));
  const out: number[] = [];

  // The subtree whose pre-order is preorder[preLo .. preLo + length) and whose in-order is
  // inorder[inLo .. inLo + length); append its post-order to out.
  function build(preLo: number, inLo: number, length: number): void {
    if (length === 0) {
      return;
    }
    // TODO: find this subtree's root and the sizes of its left and right subtrees, then
    // emit the post-order of the whole subtree into out.
    throw new Error("not implemented");
  }

  build(0, 0, preorder.length);
  return out;
}
