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
    // TODO: find this subtree's root and the sizes of its left and right subtrees, then
    // emit the post-order of the whole subtree into out.
    throw new Error("not implemented");
  }

  build(0, 0, preorder.length);
  return out;
}
