// Unit letters, largest first: components must appear in this order.
const UNITS: [(char, i64); 4] = [
    ('h', 3600),
    ('m', 60),
    ('s', 1),
    ('d', 86400), // 'd' added in version 2
];

fn parse_duration(text: String) -> Option<i64> {
    if text.is_empty() {
        return None;
    }
    let bytes = text.as_bytes();
    let mut total = 0;
    let mut last_rank: Option<usize> = None;
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let digits = &text[start..i];
        if !(1..=6).contains(&digits.len()) || i >= bytes.len() {
            return None;
        }
        let unit = bytes[i] as char;
        // the rank of a unit is its position in UNITS; a letter that is not a unit has none
        let rank = UNITS.iter().position(|&(letter, _)| letter == unit)?;
        if last_rank.is_some_and(|last| rank <= last) {
            return None;
        }
        last_rank = Some(rank);
        total += digits.parse::<i64>().expect("1 to 6 ASCII digits") * UNITS[rank].1;
        i += 1;
    }
    Some(total)
}
