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
    // Missing part: append the convergent (h, k) of every prefix a0, ..., ai of terms.
    result
}
