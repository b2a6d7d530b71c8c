fn range_sums(n: i64, ops: Vec<Vec<i64>>) -> Vec<i64> {
    let n = n as usize;
    let mut tree = vec![0i64; n + 1];

    fn add(tree: &mut [i64], n: usize, index: usize, delta: i64) {
        let mut i = index + 1;
        while i < n {
            tree[i] += delta;
            i += i & i.wrapping_neg();
        }
    }

    /// Sum of the first count positions.
    fn prefix(tree: &[i64], count: usize) -> i64 {
        let mut total = 0;
        let mut i = count;
        while i > 0 {
            total += tree[i];
            i -= i & i.wrapping_neg();
        }
        total
    }

    let mut answers = Vec::new();
    for op in &ops {
        let (kind, a, b) = (op[0], op[1], op[2]);
        if kind == 1 {
            add(&mut tree, n, a as usize, b);
        } else {
            answers.push(prefix(&tree, b as usize + 1) - prefix(&tree, a as usize));
        }
    }
    answers
}
