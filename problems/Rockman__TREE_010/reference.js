/**
 * @param {Array<number>} preorder
 * @param {Array<number>} inorder
 * @returns {Array<number>}
 */
function postorderFrom(preorder, inorder) {
  const where = new Map(inorder.map((value, i) => [value, i]));
  const out = [];

  /**
   * The subtree whose pre-order is preorder[preLo .. preLo + length) and whose in-order is
   * inorder[inLo .. inLo + length); append its post-order to out.
   * @param {number} preLo
   * @param {number} inLo
   * @param {number} length
   */
  function build(preLo, inLo, length) {
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
