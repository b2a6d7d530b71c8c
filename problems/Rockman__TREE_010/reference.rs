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
        let root = preorder[pre_lo];
        let left_size = where_[&root] - in_lo;
        build(preorder, where_, out, pre_lo + 1, in_lo, left_size);
        let right_size = length - left_size - 1;
        build(preorder, where_, out, pre_lo + 1 + left_size, in_lo + left_size + 1, right_size);
        out.push(root);
    }

    build(&preorder, &where_, &mut out, 0, 0, preorder.len());
    out
}
