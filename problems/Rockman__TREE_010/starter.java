class Solution {
    public List<Long> postorderFrom(List<Long> preorder, List<Long> inorder) {
        Map<Long, Integer> where = new HashMap<>();
        for (int i = 0; i < inorder.size(); i++) {
            where.put(inorder.get(i), i);
        }
        List<Long> out = new ArrayList<>();

        build(preorder, where, out, 0, 0, preorder.size());
        return out;
    }

    /**
     * The subtree whose pre-order is preorder[preLo .. preLo + length) and whose in-order is
     * inorder[inLo .. inLo + length); append its post-order to out.
     */
    private static void build(List<Long> preorder, Map<Long, Integer> where, List<Long> out,
                              int preLo, int inLo, int length) {
        if (length == 0) {
            return;
        }
        // TODO: find this subtree's root and the sizes of its left and right subtrees, then
        // emit the post-order of the whole subtree into out.
        throw new UnsupportedOperationException("not implemented");
    }
}
