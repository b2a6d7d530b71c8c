const CAPACITY: usize = 100;
const LIMIT: i128 = 1 << 53;

/// A stack calculator that reports every problem as a status string.
struct SafeCalculator {
    stack: Vec<i64>,
}

impl SafeCalculator {
    fn new() -> Self {
        SafeCalculator { stack: Vec::new() }
    }

    fn push(&mut self, value: i64) -> String {
        if self.stack.len() >= CAPACITY {
            return "error: overflow".to_string();
        }
        self.stack.push(value);
        "ok".to_string()
    }

    fn apply(&mut self, op: String) -> String {
        let n = self.stack.len();
        match op.as_str() {
            "dup" => {
                if n == 0 {
                    return "error: underflow".to_string();
                }
                if n >= CAPACITY {
                    return "error: overflow".to_string();
                }
                self.stack.push(self.stack[n - 1]);
                return "ok".to_string();
            }
            "drop" => {
                if n == 0 {
                    return "error: underflow".to_string();
                }
                self.stack.pop();
                return "ok".to_string();
            }
            "+" | "-" | "*" | "/" | "%" | "swap" => {}
            _ => return "error: unknown op".to_string(),
        }
        if n < 2 {
            return "error: underflow".to_string();
        }
        let (a, b) = (self.stack[n - 2], self.stack[n - 1]);
        if op == "swap" {
            self.stack.swap(n - 2, n - 1);
            return "ok".to_string();
        }
        if (op == "/" || op == "%") && b == 0 {
            return "error: division by zero".to_string();
        }
        // |a|, |b| <= 2^53: every result is exact in i128
        let (a, b) = (a as i128, b as i128);
        let result: i128 = match op.as_str() {
            "+" => a + b,
            "-" => a - b,
            "*" => a * b,
            "/" => a / b, // Rust division truncates toward zero
            _ => a % b,   // and the remainder takes the dividend's sign
        };
        if result < -LIMIT || result > LIMIT {
            return "error: out of range".to_string();
        }
        self.stack.pop();
        self.stack[n - 2] = result as i64;
        "ok".to_string()
    }

    fn top(&mut self) -> Option<i64> {
        self.stack.last().copied()
    }

    fn size(&mut self) -> i64 {
        self.stack.len() as i64
    }
}
