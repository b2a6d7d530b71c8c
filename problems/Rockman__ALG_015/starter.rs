fn gray_rank(codes: Vec<i64>) -> Vec<i64> {
    let mut ranks = Vec::new();
    for code in codes {
        let mut rank: i64 = 0;
        // missing: set rank to the position whose Gray code is code
        ranks.push(rank);
    }
    ranks
}
