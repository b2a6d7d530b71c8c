fn kth_ancestors(parents: Vec<i64>, queries: Vec<Vec<i64>>) -> Vec<i64> {
    let n = parents.len();
    let levels = ((usize::BITS - n.leading_zeros()) as usize).max(1);
    // up[j][v] is the ancestor 2**j steps above v, or -1 if v is not that deep
    let mut up: Vec<Vec<i64>> = vec![parents];
    for j in 1..levels {
        let prev = &up[j - 1];
        let row: Vec<i64> = (0..n)
            .map(|v| if prev[v] != -1 { prev[prev[v] as usize] } else { -1 })
            .collect();
        up.push(row);
    }

    let mut answers = Vec::with_capacity(queries.len());
    for query in &queries {
        let (mut v, mut k) = (query[0], query[1]);
        if k >= 1i64 << levels {
            // every depth is below n <= 2**levels - 1
            answers.push(-1);
            continue;
        }
        let mut j = 0;
        while k != 0 && v != -1 {
            if k & 1 == 1 {
                v = up[j][v as usize];
            }
            k >>= 1;
            j += 1;
        }
        answers.push(v);
    }
    answers
}
