use std::collections::HashMap;

fn busiest_count(ops: Vec<(i64, i64)>) -> Vec<i64> {
    let mut count: HashMap<i64, usize> = HashMap::new(); // label -> tokens with that label
    let mut labels_with: Vec<i64> = vec![0]; // labels_with[c] = labels holding exactly c tokens
    let mut best = 0usize;
    let mut answers = Vec::new();
    for (kind, label) in ops {
        if kind == 0 {
            let entry = count.entry(label).or_insert(0);
            let c = *entry;
            *entry = c + 1;
            if c > 0 {
                labels_with[c] -= 1;
            }
            if c + 1 == labels_with.len() {
                labels_with.push(0);
            }
            labels_with[c + 1] += 1;
            if c + 1 > best {
                best = c + 1;
            }
        } else if kind == 1 {
            let c = match count.get(&label) {
                Some(&c) => c,
                None => continue,
            };
            labels_with[c] -= 1;
            if c == 1 {
                count.remove(&label);
            } else {
                count.insert(label, c - 1);
                labels_with[c - 1] += 1;
            }
            if c == best && labels_with[c] == 0 {
                best -= 1;
            }
        } else {
            answers.push(best as i64);
        }
    }
    answers
}
