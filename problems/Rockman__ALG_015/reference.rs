fn gray_rank(codes: Vec<i64>) -> Vec<i64> {
    let mut ranks = Vec::new();
    for mut code in codes {
        let mut rank: i64 = 0;
        // bit k of the rank is the XOR of the bits of code at positions k and above
        while code != 0 {
            rank ^= code;
            code >>= 1;
        }
        ranks.push(rank);
    }
    ranks
}
