/// Convergents (h, k) of the canonical continued fraction of p / q, in order.
fn convergents(p: i64, q: i64) -> Vec<(i64, i64)> {
    let (mut p, mut q) = if q < 0 { (-p, -q) } else { (p, q) };
    let mut terms: Vec<i64> = Vec::new();
    while q != 0 {
        let a = p.div_euclid(q); // floor division, as q > 0
        terms.push(a);
        (p, q) = (q, p - a * q);
    }
    // terms holds a0, a1, ..., ak
    let mut result: Vec<(i64, i64)> = Vec::new();
    let (mut h_prev, mut h) = (0i64, 1i64); // h(-2), h(-1)
    let (mut k_prev, mut k) = (1i64, 0i64); // k(-2), k(-1)
    for a in terms {
        (h_prev, h) = (h, a * h + h_prev);
        (k_prev, k) = (k, a * k + k_prev);
        result.push((h, k));
    }
    result
}
