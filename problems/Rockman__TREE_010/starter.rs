use std::collections::HashMap;

fn postorder_from(preorder: Vec<i64>, inorder: Vec<i64>) -> Vec<i64> {
    let where_: HashMap<i64, usize> =
        inorder.iter().enumerate().map(|(i, &value)| (value, i)).collect();
    let mut out: Vec<i64> = Vec::new();

    /// The subtree whose pre-order is preorder[pre_lo..pre_lo + length] and whose in-order is
    /// inorder[in_lo..in_lo + length]; append its post-order to out.
    fn build(
        preorder: &[i64],
        where_: &HashMap<i64, usize>,
        out: &mut Vec<i64>,
        pre_lo: usize,
        in_lo: usize,
        length: usize,
    ) {
        if length == 0 {
            return;
        }
        // TODO: find this subtree's root and the sizes of its left and right subtrees, then
        // emit the post-order of the whole subtree into out.
        todo!()
    }

    build(&preorder, &where_, &mut out, 0, 0, preorder.len());
    out
}
