import java.util.*;

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
        long root = preorder.get(preLo);
        int leftSize = where.get(root) - inLo;
        build(preorder, where, out, preLo + 1, inLo, leftSize);
        build(preorder, where, out, preLo + 1 + leftSize, inLo + leftSize + 1,
              length - leftSize - 1);
        out.add(root);
    }
}
