fn shorten_runs(text: String) -> String {
    let bytes = text.as_bytes();
    let n = bytes.len();
    let mut result = String::with_capacity(n);
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j < n && bytes[j] == bytes[i] {
            j += 1;
        }
        let length = j - i;
        if length >= 3 {
            result.push(bytes[i] as char);
            result.push_str(&length.to_string());
        } else {
            result.push_str(&text[i..j]);
        }
        i = j;
    }
    result
}
