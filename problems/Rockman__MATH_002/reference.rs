use std::sync::Mutex;

static BASE_PRIMES: Mutex<Vec<i64>> = Mutex::new(Vec::new());

fn primes_up_to(limit: i64) -> Vec<i64> {
    let mut cached = BASE_PRIMES.lock().unwrap();
    let known = cached.last().copied().unwrap_or(0);
    if known < limit {
        let size = limit as usize + 1;
        let mut flags = vec![true; size];
        flags[0] = false;
        flags[1] = false;
        let mut p = 2usize;
        while p * p < size {
            if flags[p] {
                let mut q = p * p;
                while q < size {
                    flags[q] = false;
                    q += p;
                }
            }
            p += 1;
        }
        *cached = (2..size).filter(|&i| flags[i]).map(|i| i as i64).collect();
    }
    cached.clone()
}

fn isqrt(n: i64) -> i64 {
    let mut r = (n as f64).sqrt() as i64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

fn primes_in_window(low: i64, high: i64) -> i64 {
    let root = isqrt(high);
    let size = (high - low + 1) as usize;
    let mut is_prime = vec![true; size];
    for p in primes_up_to(root.max(2)) {
        if p > root {
            break;
        }
        let start = (p * p).max((low + p - 1) / p * p);
        let mut q = start;
        while q <= high {
            is_prime[(q - low) as usize] = false;
            q += p;
        }
    }
    if low <= 1 {
        is_prime[(1 - low) as usize] = false;
    }
    is_prime.iter().filter(|&&b| b).count() as i64
}
