fn fewest_insertions(word: String) -> i64 {
    let chars: Vec<char> = word.chars().collect();
    let n = chars.len();
    if n < 2 {
        return 0;
    }
    // cur[i] for the current length = insertions for chars[i..i + length]
    let mut prev2 = vec![0i64; n + 1]; // length - 2
    let mut prev = vec![0i64; n]; // length - 1
    for length in 2..=n {
        let mut cur = vec![0i64; n - length + 1];
        for i in 0..=(n - length) {
            let j = i + length - 1;
            if chars[i] == chars[j] {
                cur[i] = prev2[i + 1];
            } else {
                cur[i] = 1 + prev[i].min(prev[i + 1]);
            }
        }
        prev2 = prev;
        prev = cur;
    }
    prev[0]
}
