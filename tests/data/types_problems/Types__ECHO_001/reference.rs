use std::collections::HashMap;

struct TypeEcho {
    count: i64,
}

impl TypeEcho {
    fn new(start: i64) -> Self {
        TypeEcho { count: start }
    }

    fn echo_int(&mut self, x: i64) -> i64 {
        x
    }

    fn echo_float(&mut self, x: f64) -> f64 {
        x
    }

    fn echo_bool(&mut self, x: bool) -> bool {
        x
    }

    fn echo_str(&mut self, x: String) -> String {
        x
    }

    fn echo_list(&mut self, x: Vec<i64>) -> Vec<i64> {
        x
    }

    fn echo_map(&mut self, x: HashMap<String, i64>) -> HashMap<String, i64> {
        x
    }

    fn echo_int_map(&mut self, x: HashMap<i64, Vec<String>>) -> HashMap<i64, Vec<String>> {
        x
    }

    fn echo_tuple(&mut self, x: (i64, String, f64)) -> (i64, String, f64) {
        x
    }

    fn echo_optional(&mut self, x: Option<i64>) -> Option<i64> {
        x
    }

    fn echo_nested(
        &mut self,
        x: Vec<HashMap<String, Option<Vec<(i64, bool)>>>>,
    ) -> Vec<HashMap<String, Option<Vec<(i64, bool)>>>> {
        x
    }

    fn combine(&mut self, times: i64, text: String, values: Vec<f64>) -> (String, f64) {
        (text.repeat(times.max(0) as usize), values.iter().fold(0.0, |total, v| total + v))
    }

    fn count(&mut self) -> i64 {
        self.count += 1;
        self.count
    }

    fn reset(&mut self) {
        self.count = 0;
    }
}
