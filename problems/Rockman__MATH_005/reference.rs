use std::sync::Mutex;

const MOD: i64 = 1_000_000_007;

struct Tables {
    fact: Vec<i64>,
    inv_fact: Vec<i64>,
}

static TABLES: Mutex<Tables> = Mutex::new(Tables { fact: Vec::new(), inv_fact: Vec::new() });

fn power_mod(mut base: i64, mut exp: i64) -> i64 {
    let mut result = 1;
    base %= MOD;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % MOD;
        }
        base = base * base % MOD;
        exp >>= 1;
    }
    result
}

fn prepare(t: &mut Tables, limit: usize) {
    if t.fact.is_empty() {
        t.fact.push(1);
        t.inv_fact.push(1);
    }
    if limit < t.fact.len() {
        return;
    }
    for i in t.fact.len()..=limit {
        let next = t.fact[i - 1] * i as i64 % MOD;
        t.fact.push(next);
    }
    let mut inv = vec![0i64; limit + 1];
    inv[limit] = power_mod(t.fact[limit], MOD - 2);
    for i in (1..=limit).rev() {
        inv[i - 1] = inv[i] * i as i64 % MOD;
    }
    t.inv_fact = inv;
}

fn choose(t: &Tables, n: i64, r: i64) -> i64 {
    if r < 0 || r > n || n < 0 {
        return 0;
    }
    t.fact[n as usize] * t.inv_fact[r as usize] % MOD * t.inv_fact[(n - r) as usize] % MOD
}

fn capped_distributions(total: i64, people: i64, cap: i64) -> i64 {
    if total > people * cap {
        return 0;
    }
    let mut t = TABLES.lock().unwrap();
    prepare(&mut t, (total + people) as usize);
    let mut result = 0i64;
    // inclusion-exclusion over the j children forced to get at least cap + 1 cookies
    let top = people.min(total / (cap + 1));
    for j in 0..=top {
        let term = choose(&t, people, j) * choose(&t, total - j * (cap + 1) + people - 1, people - 1) % MOD;
        result = if j % 2 == 1 { (result - term + MOD) % MOD } else { (result + term) % MOD };
    }
    result
}
