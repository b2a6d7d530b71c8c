// ---------------------------------------------------------------------------------------------
// Rockman's driver (trusted, generated from the problem's interface; not part of the solution).
// It reads the job from stdin, converts each case's JSON arguments to the declared types, calls
// the solution and writes the results as JSON lines on a private copy of stdout.
// ---------------------------------------------------------------------------------------------
#[allow(dead_code, unused_imports, unused_mut, unused_variables, unused_parens, non_snake_case)]
mod rockman_driver {
    use ::std::boxed::Box;
    use ::std::collections::HashMap;
    use ::std::option::Option::{self, None, Some};
    use ::std::result::Result::{self, Err, Ok};
    use ::std::string::{String, ToString};
    use ::std::vec::Vec;
    use ::std::sync::atomic::{AtomicBool, AtomicI32, AtomicI64, Ordering};

    const MAX_MESSAGE: usize = 500;
    const MAX_DEPTH: usize = 1000; // JSON nesting, far below what the main stack holds

    /// Why a case failed, as the protocol's error_type and a short message.
    struct Failure {
        kind: &'static str,
        message: String,
    }

    fn type_error(message: String) -> Failure {
        Failure { kind: "TypeError", message }
    }

    // -- JSON -------------------------------------------------------------------------------

    enum Json {
        Null,
        Bool(bool),
        Num(String), // the number's text, converted by the declared type
        Str(String),
        BadStr, // a string no Rust String can hold (a lone surrogate escape, invalid UTF-8)
        Arr(Vec<Json>),
        Obj(Vec<(String, Json)>),
    }

    fn describe(value: &Json) -> &'static str {
        match value {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Num(_) => "a number",
            Json::Str(_) | Json::BadStr => "a string",
            Json::Arr(_) => "an array",
            Json::Obj(_) => "an object",
        }
    }

    struct Parser<'a> {
        text: &'a [u8],
        at: usize,
    }

    impl<'a> Parser<'a> {
        fn error(&self, what: &str) -> String {
            ::std::format!("invalid JSON at byte {}: {}", self.at, what)
        }

        fn skip_blanks(&mut self) {
            while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
                self.at += 1;
            }
        }

        fn peek(&self) -> Option<u8> {
            self.text.get(self.at).copied()
        }

        fn word(&mut self, word: &[u8], value: Json) -> Result<Json, String> {
            if self.text[self.at..].starts_with(word) {
                self.at += word.len();
                Ok(value)
            } else {
                Err(self.error("unknown literal"))
            }
        }

        fn value(&mut self, depth: usize) -> Result<Json, String> {
            if depth > MAX_DEPTH {
                return Err(self.error("nested too deeply"));
            }
            self.skip_blanks();
            match self.peek() {
                Some(b'n') => self.word(b"null", Json::Null),
                Some(b't') => self.word(b"true", Json::Bool(true)),
                Some(b'f') => self.word(b"false", Json::Bool(false)),
                Some(b'"') => self.string(),
                Some(b'[') => {
                    self.at += 1;
                    let mut items = Vec::new();
                    self.skip_blanks();
                    if self.peek() == Some(b']') {
                        self.at += 1;
                        return Ok(Json::Arr(items));
                    }
                    loop {
                        items.push(self.value(depth + 1)?);
                        self.skip_blanks();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b']') => {
                                self.at += 1;
                                return Ok(Json::Arr(items));
                            }
                            _ => return Err(self.error("expected ',' or ']'")),
                        }
                    }
                }
                Some(b'{') => {
                    self.at += 1;
                    let mut fields = Vec::new();
                    self.skip_blanks();
                    if self.peek() == Some(b'}') {
                        self.at += 1;
                        return Ok(Json::Obj(fields));
                    }
                    loop {
                        self.skip_blanks();
                        let key = match self.string()? {
                            Json::Str(key) => key,
                            _ => return Err(self.error("unreadable object key")),
                        };
                        self.skip_blanks();
                        if self.peek() != Some(b':') {
                            return Err(self.error("expected ':'"));
                        }
                        self.at += 1;
                        fields.push((key, self.value(depth + 1)?));
                        self.skip_blanks();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b'}') => {
                                self.at += 1;
                                return Ok(Json::Obj(fields));
                            }
                            _ => return Err(self.error("expected ',' or '}'")),
                        }
                    }
                }
                Some(b'-') | Some(b'0'..=b'9') => {
                    let start = self.at;
                    while let Some(b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') = self.peek() {
                        self.at += 1;
                    }
                    let text = ::std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                    Ok(Json::Num(text.to_string()))
                }
                _ => Err(self.error("expected a value")),
            }
        }

        fn hex4(&mut self) -> Result<u32, String> {
            if self.at + 4 > self.text.len() {
                return Err(self.error("short \\u escape"));
            }
            let digits = ::std::str::from_utf8(&self.text[self.at..self.at + 4]).unwrap_or("x");
            let code = u32::from_str_radix(digits, 16).map_err(|_| self.error("bad \\u escape"))?;
            self.at += 4;
            Ok(code)
        }

        fn string(&mut self) -> Result<Json, String> {
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a string"));
            }
            self.at += 1;
            let mut bytes: Vec<u8> = Vec::new();
            let mut valid = true;
            loop {
                let byte = match self.peek() {
                    Some(byte) => byte,
                    None => return Err(self.error("unterminated string")),
                };
                self.at += 1;
                match byte {
                    b'"' => break,
                    b'\\' => {
                        let escape = match self.peek() {
                            Some(escape) => escape,
                            None => return Err(self.error("unterminated string")),
                        };
                        self.at += 1;
                        let simple = match escape {
                            b'"' => Some(b'"'),
                            b'\\' => Some(b'\\'),
                            b'/' => Some(b'/'),
                            b'b' => Some(8u8),
                            b'f' => Some(12u8),
                            b'n' => Some(b'\n'),
                            b'r' => Some(b'\r'),
                            b't' => Some(b'\t'),
                            b'u' => None,
                            _ => return Err(self.error("unknown escape")),
                        };
                        if let Some(simple) = simple {
                            bytes.push(simple);
                            continue;
                        }
                        let mut code = self.hex4()?;
                        if (0xD800..0xDC00).contains(&code) {
                            let low = if self.text[self.at..].starts_with(b"\\u") {
                                self.at += 2;
                                self.hex4()?
                            } else {
                                0
                            };
                            if (0xDC00..0xE000).contains(&low) {
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                            } else {
                                valid = false;
                                continue;
                            }
                        } else if (0xDC00..0xE000).contains(&code) {
                            valid = false;
                            continue;
                        }
                        match ::std::char::from_u32(code) {
                            Some(ch) => {
                                let mut buffer = [0u8; 4];
                                bytes.extend_from_slice(ch.encode_utf8(&mut buffer).as_bytes());
                            }
                            None => valid = false,
                        }
                    }
                    _ => bytes.push(byte),
                }
            }
            if !valid {
                return Ok(Json::BadStr);
            }
            match String::from_utf8(bytes) {
                Ok(text) => Ok(Json::Str(text)),
                Err(_) => Ok(Json::BadStr),
            }
        }
    }

    fn parse(text: &[u8]) -> Result<Json, String> {
        let mut parser = Parser { text, at: 0 };
        let value = parser.value(0)?;
        parser.skip_blanks();
        if parser.at != text.len() {
            return Err(parser.error("trailing text"));
        }
        Ok(value)
    }

    fn field<'a>(value: &'a Json, name: &str) -> Option<&'a Json> {
        match value {
            Json::Obj(fields) => fields.iter().rev().find(|(key, _)| key == name).map(|(_, v)| v),
            _ => None,
        }
    }

    fn write_string(text: &str, out: &mut String) {
        out.push('"');
        for ch in text.chars() {
            match ch {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                    out.push_str(&::std::format!("\\u{:04x}", c as u32));
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }

    fn write_float(value: f64, out: &mut String) {
        if value.is_nan() {
            out.push_str("{\"__float__\":\"nan\"}");
        } else if value.is_infinite() {
            let sign = if value > 0.0 { "" } else { "-" };
            out.push_str(&::std::format!("{{\"__float__\":\"{}inf\"}}", sign));
        } else {
            let size = value.abs();
            let text = if size != 0.0 && (size < 1e-4 || size >= 1e16) {
                ::std::format!("{:e}", value)
            } else {
                ::std::format!("{}", value)
            };
            out.push_str(&text);
            if !text.contains(|c: char| c == '.' || c == 'e') {
                out.push_str(".0");
            }
        }
    }

    // -- conversions between JSON and the declared types --------------------------------------

    trait RockmanFrom: Sized {
        fn rockman_from(value: &Json) -> Result<Self, Failure>;
    }

    trait RockmanTo {
        fn rockman_to(&self, out: &mut String);
    }

    /// Map keys: JSON object keys are the string itself, or an int's JSON text ("7", "-1").
    trait RockmanKey: Sized + ::std::cmp::Eq + ::std::hash::Hash {
        fn rockman_key_from(key: &str) -> Result<Self, Failure>;
        fn rockman_key_text(&self) -> String;
    }

    fn expected(what: &str, value: &Json) -> Failure {
        type_error(::std::format!("expected {}, got {}", what, describe(value)))
    }

    impl RockmanFrom for i64 {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Num(text) => text.parse::<i64>().map_err(|_| {
                    type_error(::std::format!("expected a 64-bit integer (i64), got {}", text))
                }),
                _ => Err(expected("an integer", value)),
            }
        }
    }

    impl RockmanTo for i64 {
        fn rockman_to(&self, out: &mut String) {
            out.push_str(&self.to_string());
        }
    }

    impl RockmanFrom for f64 {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Num(text) => text
                    .parse::<f64>()
                    .map_err(|_| type_error(::std::format!("expected a number, got {}", text))),
                Json::Obj(_) => match field(value, "__float__") {
                    Some(Json::Str(special)) if special == "nan" => Ok(f64::NAN),
                    Some(Json::Str(special)) if special == "inf" => Ok(f64::INFINITY),
                    Some(Json::Str(special)) if special == "-inf" => Ok(f64::NEG_INFINITY),
                    _ => Err(expected("a number", value)),
                },
                _ => Err(expected("a number", value)),
            }
        }
    }

    impl RockmanTo for f64 {
        fn rockman_to(&self, out: &mut String) {
            write_float(*self, out);
        }
    }

    impl RockmanFrom for bool {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Bool(flag) => Ok(*flag),
                _ => Err(expected("a boolean", value)),
            }
        }
    }

    impl RockmanTo for bool {
        fn rockman_to(&self, out: &mut String) {
            out.push_str(if *self { "true" } else { "false" });
        }
    }

    impl RockmanFrom for String {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Str(text) => Ok(text.clone()),
                Json::BadStr => Err(type_error(
                    "a string that is not valid Unicode (a lone surrogate) has no Rust String"
                        .to_string(),
                )),
                _ => Err(expected("a string", value)),
            }
        }
    }

    impl RockmanTo for String {
        fn rockman_to(&self, out: &mut String) {
            write_string(self, out);
        }
    }

    impl RockmanFrom for () {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Null => Ok(()),
                _ => Err(expected("null", value)),
            }
        }
    }

    impl RockmanTo for () {
        fn rockman_to(&self, out: &mut String) {
            out.push_str("null");
        }
    }

    impl<T: RockmanFrom> RockmanFrom for Option<T> {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Null => Ok(None),
                _ => T::rockman_from(value).map(Some),
            }
        }
    }

    impl<T: RockmanTo> RockmanTo for Option<T> {
        fn rockman_to(&self, out: &mut String) {
            match self {
                Some(inner) => inner.rockman_to(out),
                None => out.push_str("null"),
            }
        }
    }

    impl<T: RockmanFrom> RockmanFrom for Vec<T> {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Arr(items) => items.iter().map(T::rockman_from).collect(),
                _ => Err(expected("an array", value)),
            }
        }
    }

    impl<T: RockmanTo> RockmanTo for Vec<T> {
        fn rockman_to(&self, out: &mut String) {
            out.push('[');
            for (i, item) in self.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                item.rockman_to(out);
            }
            out.push(']');
        }
    }

    impl RockmanKey for String {
        fn rockman_key_from(key: &str) -> Result<Self, Failure> {
            Ok(key.to_string())
        }
        fn rockman_key_text(&self) -> String {
            self.clone()
        }
    }

    impl RockmanKey for i64 {
        fn rockman_key_from(key: &str) -> Result<Self, Failure> {
            key.parse::<i64>().map_err(|_| {
                type_error(::std::format!("expected a 64-bit integer key, got {:?}", key))
            })
        }
        fn rockman_key_text(&self) -> String {
            self.to_string()
        }
    }

    impl<K: RockmanKey, V: RockmanFrom> RockmanFrom for HashMap<K, V> {
        fn rockman_from(value: &Json) -> Result<Self, Failure> {
            match value {
                Json::Obj(fields) => {
                    let mut map = HashMap::with_capacity(fields.len());
                    for (key, item) in fields {
                        map.insert(K::rockman_key_from(key)?, V::rockman_from(item)?);
                    }
                    Ok(map)
                }
                _ => Err(expected("an object", value)),
            }
        }
    }

    impl<K: RockmanKey, V: RockmanTo> RockmanTo for HashMap<K, V> {
        fn rockman_to(&self, out: &mut String) {
            // Sorted by key text, so that the same map is always written the same way.
            let mut entries: Vec<(String, &V)> =
                self.iter().map(|(key, item)| (key.rockman_key_text(), item)).collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_string(key, out);
                out.push(':');
                item.rockman_to(out);
            }
            out.push('}');
        }
    }

    macro_rules! rockman_tuples {
        ($( ($len:expr; $($name:ident $index:tt),+) )+) => {$(
            impl<$($name: RockmanFrom),+> RockmanFrom for ($($name,)+) {
                fn rockman_from(value: &Json) -> Result<Self, Failure> {
                    match value {
                        Json::Arr(items) if items.len() == $len => {
                            Ok(($($name::rockman_from(&items[$index])?,)+))
                        }
                        Json::Arr(items) => Err(type_error(::std::format!(
                            "expected an array of {} elements (a tuple), got {}", $len, items.len()
                        ))),
                        _ => Err(expected("an array (a tuple)", value)),
                    }
                }
            }

            impl<$($name: RockmanTo),+> RockmanTo for ($($name,)+) {
                fn rockman_to(&self, out: &mut String) {
                    out.push('[');
                    $(
                        if $index > 0 {
                            out.push(',');
                        }
                        self.$index.rockman_to(out);
                    )+
                    out.push(']');
                }
            }
        )+};
    }

    rockman_tuples! {
        (1; A 0)
        (2; A 0, B 1)
        (3; A 0, B 1, C 2)
        (4; A 0, B 1, C 2, D 3)
        (5; A 0, B 1, C 2, D 3, E 4)
        (6; A 0, B 1, C 2, D 3, E 4, F 5)
        (7; A 0, B 1, C 2, D 3, E 4, F 5, G 6)
        (8; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7)
        (9; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8)
        (10; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9)
        (11; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10)
        (12; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11)
    }

    fn json_text<T: RockmanTo>(value: &T) -> String {
        let mut out = String::new();
        value.rockman_to(&mut out);
        out
    }

    fn from_json<T: RockmanFrom>(value: &Json) -> Result<T, Failure> {
        T::rockman_from(value)
    }

    /// A case's argument list: an array of exactly `count` values.
    fn arguments(value: &Json, count: usize) -> Result<&[Json], Failure> {
        match value {
            Json::Arr(items) if items.len() == count => Ok(items),
            Json::Arr(items) => Err(type_error(::std::format!(
                "expected {} argument(s), got {}", count, items.len()
            ))),
            _ => Err(expected("an array of arguments", value)),
        }
    }

    /// An operation `[name, [args...]]`.
    fn operation(value: &Json) -> Result<(&str, &Json), Failure> {
        match value {
            Json::Arr(items) if items.len() == 2 => match &items[0] {
                Json::Str(name) => Ok((name.as_str(), &items[1])),
                other => Err(expected("a method name", other)),
            },
            _ => Err(expected("an operation [name, args]", value)),
        }
    }

    fn operations(case: &Json) -> Result<(&Json, &[Json]), Failure> {
        let init = field(case, "init")
            .ok_or_else(|| type_error("a case without init".to_string()))?;
        match field(case, "ops") {
            Some(Json::Arr(ops)) => Ok((init, ops)),
            _ => Err(type_error("a case without ops".to_string())),
        }
    }

    fn unknown_method(name: &str) -> Failure {
        Failure { kind: "AttributeError", message: ::std::format!("unknown method {:?}", name) }
    }

    // -- the protocol -------------------------------------------------------------------------

    // The job is read and protocol lines written by system calls made here, never through the
    // C library's read/write, which a program could define for the whole binary (the linker
    // prefers the executable's own definitions); rust.py's compile also refuses a program that
    // defines a symbol of the C library at all (malloc, memcpy...: the standard library's own
    // calls go there).
    #[cfg(target_arch = "x86_64")]
    mod sys {
        pub const READ: usize = 0;
        pub const WRITE: usize = 1;
        pub const CLOSE: usize = 3;
        pub const FCNTL: usize = 72;
        pub const OPENAT: usize = 257;
        pub const DUP3: usize = 292;

        pub unsafe fn call(number: usize, a: usize, b: usize, c: usize, d: usize) -> isize {
            let result: isize;
            ::std::arch::asm!(
                "syscall",
                inlateout("rax") number as isize => result,
                in("rdi") a,
                in("rsi") b,
                in("rdx") c,
                in("r10") d,
                lateout("rcx") _,
                lateout("r11") _,
                options(nostack),
            );
            result
        }
    }

    #[cfg(target_arch = "aarch64")]
    mod sys {
        pub const READ: usize = 63;
        pub const WRITE: usize = 64;
        pub const CLOSE: usize = 57;
        pub const FCNTL: usize = 25;
        pub const OPENAT: usize = 56;
        pub const DUP3: usize = 24;

        pub unsafe fn call(number: usize, a: usize, b: usize, c: usize, d: usize) -> isize {
            let result: isize;
            ::std::arch::asm!(
                "svc 0",
                in("x8") number,
                inlateout("x0") a as isize => result,
                in("x1") b,
                in("x2") c,
                in("x3") d,
                options(nostack),
            );
            result
        }
    }

    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    ::std::compile_error!("Rockman's Rust driver makes system calls on x86_64 and aarch64 only");

    const EINTR: isize = 4;
    const F_DUPFD_CLOEXEC: usize = 1030;
    const O_CLOEXEC: usize = 0o2000000;
    const AT_FDCWD: isize = -100;

    /// A copy of `fd` numbered 3 or more, closed on exec; negative on failure.
    fn duplicate(fd: i32) -> i32 {
        unsafe { sys::call(sys::FCNTL, fd as usize, F_DUPFD_CLOEXEC, 3, 0) as i32 }
    }

    /// fd 0 becomes /dev/null (the solution's stdin is empty).
    fn empty_stdin() {
        let path = b"/dev/null\0";
        let null = unsafe {
            sys::call(sys::OPENAT, AT_FDCWD as usize, path.as_ptr() as usize, O_CLOEXEC, 0)
        };
        if null >= 0 {
            unsafe {
                sys::call(sys::DUP3, null as usize, 0, 0, 0);
                sys::call(sys::CLOSE, null as usize, 0, 0, 0);
            }
        }
    }

    static OUT_FD: AtomicI32 = AtomicI32::new(-1);
    static CASE: AtomicI64 = AtomicI64::new(-1);
    static OOM_REPORTED: AtomicBool = AtomicBool::new(false);
    static NONCE: ::std::sync::OnceLock<([u8; 64], usize)> = ::std::sync::OnceLock::new();

    ::std::thread_local! {
        static PANIC_AT: ::std::cell::RefCell<Option<String>> = ::std::cell::RefCell::new(None);
    }

    fn write_all(fd: i32, mut data: &[u8]) -> bool {
        while !data.is_empty() {
            let (at, size) = (data.as_ptr() as usize, data.len());
            let written = unsafe { sys::call(sys::WRITE, fd as usize, at, size, 0) };
            if written == -EINTR {
                continue;
            }
            if written <= 0 {
                return false;
            }
            data = &data[written as usize..];
        }
        true
    }

    /// The job's lines, read from the private copy of stdin.
    struct JobReader {
        fd: i32,
        buffer: Vec<u8>,
    }

    impl JobReader {
        /// The next line (without reading past it), or what is left at the end of the input.
        fn line(&mut self) -> Vec<u8> {
            let mut scanned = 0;
            loop {
                if let Some(end) = self.buffer[scanned..].iter().position(|&b| b == b'\n') {
                    let rest = self.buffer.split_off(scanned + end + 1);
                    return ::std::mem::replace(&mut self.buffer, rest);
                }
                scanned = self.buffer.len();
                self.buffer.reserve(1 << 16);
                let free = self.buffer.capacity() - self.buffer.len();
                let at = unsafe { self.buffer.as_mut_ptr().add(self.buffer.len()) } as usize;
                let got = unsafe { sys::call(sys::READ, self.fd as usize, at, free, 0) };
                if got == -EINTR {
                    continue;
                }
                if got <= 0 {
                    return ::std::mem::take(&mut self.buffer);
                }
                unsafe { self.buffer.set_len(self.buffer.len() + got as usize) };
            }
        }
    }

    fn emit(body: &str) {
        let nonce = match NONCE.get() {
            Some((bytes, len)) => ::std::str::from_utf8(&bytes[..*len]).unwrap_or(""),
            None => "",
        };
        let line = ::std::format!("\n{} {}\n", nonce, body);
        if !write_all(OUT_FD.load(Ordering::SeqCst), line.as_bytes()) {
            ::std::process::exit(1);
        }
    }

    /// Called by the allocator when the system allocator returns null: reports the current case
    /// as a MemoryError without allocating (Rust then aborts, or the solution handles it and the
    /// case's own event, written later, wins).
    fn out_of_memory() {
        let case = CASE.load(Ordering::SeqCst);
        let fd = OUT_FD.load(Ordering::SeqCst);
        let nonce = match NONCE.get() {
            Some(nonce) => nonce,
            None => return,
        };
        if case < 0 || fd < 0 || OOM_REPORTED.swap(true, Ordering::SeqCst) {
            return;
        }
        let mut line = [0u8; 256];
        let mut len = 0;
        let mut put = |bytes: &[u8]| {
            for &byte in bytes {
                if len < line.len() {
                    line[len] = byte;
                    len += 1;
                }
            }
        };
        put(b"\n");
        put(&nonce.0[..nonce.1]);
        put(b" {\"event\":\"case\",\"i\":");
        let mut digits = [0u8; 20];
        let mut count = 0;
        let mut rest = case as u64;
        loop {
            digits[count] = b'0' + (rest % 10) as u8;
            count += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        digits[..count].reverse();
        put(&digits[..count]);
        put(b",\"error\":\"memory allocation failed\",\"error_type\":\"MemoryError\"}\n");
        write_all(fd, &line[..len]);
    }

    struct RockmanAllocator;

    unsafe impl ::std::alloc::GlobalAlloc for RockmanAllocator {
        unsafe fn alloc(&self, layout: ::std::alloc::Layout) -> *mut u8 {
            let pointer = ::std::alloc::GlobalAlloc::alloc(&::std::alloc::System, layout);
            if pointer.is_null() {
                out_of_memory();
            }
            pointer
        }

        unsafe fn alloc_zeroed(&self, layout: ::std::alloc::Layout) -> *mut u8 {
            let pointer = ::std::alloc::GlobalAlloc::alloc_zeroed(&::std::alloc::System, layout);
            if pointer.is_null() {
                out_of_memory();
            }
            pointer
        }

        unsafe fn realloc(
            &self,
            old: *mut u8,
            layout: ::std::alloc::Layout,
            size: usize,
        ) -> *mut u8 {
            let system = &::std::alloc::System;
            let pointer = ::std::alloc::GlobalAlloc::realloc(system, old, layout, size);
            if pointer.is_null() {
                out_of_memory();
            }
            pointer
        }

        unsafe fn dealloc(&self, pointer: *mut u8, layout: ::std::alloc::Layout) {
            ::std::alloc::GlobalAlloc::dealloc(&::std::alloc::System, pointer, layout)
        }
    }

    #[global_allocator]
    static ROCKMAN_ALLOCATOR: RockmanAllocator = RockmanAllocator;

    fn shorten(mut text: String) -> String {
        if text.len() > MAX_MESSAGE {
            let mut end = MAX_MESSAGE;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            text.truncate(end);
            text.push_str("...");
        }
        text
    }

    fn panic_message(payload: &(dyn ::std::any::Any + Send)) -> String {
        let text = if let Some(text) = payload.downcast_ref::<&'static str>() {
            text.to_string()
        } else if let Some(text) = payload.downcast_ref::<String>() {
            text.clone()
        } else {
            "Box<dyn Any>".to_string()
        };
        let at = PANIC_AT.with(|cell| cell.borrow_mut().take());
        match at {
            Some(at) => ::std::format!("panicked at {}: {}", at, text),
            None => ::std::format!("panicked: {}", text),
        }
    }

    // -- file_io fixtures ----------------------------------------------------------------------

    /// The run's work folder, taken when the driver starts: fixtures are written and collected
    /// there even when the solution changes the current directory.
    static WORK_DIR: ::std::sync::OnceLock<::std::path::PathBuf> = ::std::sync::OnceLock::new();

    fn work_path(path: &str) -> ::std::path::PathBuf {
        match WORK_DIR.get() {
            Some(folder) => folder.join(path),
            None => ::std::path::PathBuf::from(path),
        }
    }

    fn os_error(what: &str, path: &str, error: ::std::io::Error) -> Failure {
        let message = ::std::format!("cannot {} {:?}: {}", what, path, error);
        Failure { kind: "OSError", message }
    }

    /// A file_io case's root folder and input files (paths relative to the work folder), written
    /// just before its call: a secret case's files exist only once its case runs.
    fn write_fixture(fixture: Option<&Json>) -> Result<(), Failure> {
        let fixture = match fixture {
            Some(fixture) => fixture,
            None => return Err(type_error("a file_io case without its fixture".to_string())),
        };
        let root = match field(fixture, "root") {
            Some(Json::Str(root)) => root,
            _ => return Err(type_error("a fixture without a root folder".to_string())),
        };
        ::std::fs::create_dir_all(work_path(root))
            .map_err(|error| os_error("create the folder", root, error))?;
        let files: &[(String, Json)] = match field(fixture, "files") {
            Some(Json::Obj(files)) => files,
            Some(other) => return Err(expected("an object of files", other)),
            None => return Err(type_error("a fixture without files".to_string())),
        };
        for (path, text) in files {
            let text = match text {
                Json::Str(text) => text,
                other => return Err(expected("a file's text", other)),
            };
            let target = work_path(path);
            if let Some(folder) = target.parent() {
                ::std::fs::create_dir_all(folder)
                    .map_err(|error| os_error("create the folder of", path, error))?;
            }
            ::std::fs::write(&target, text.as_bytes())
                .map_err(|error| os_error("write", path, error))?;
        }
        Ok(())
    }

    /// The JSON array of the texts at the fixture's `collect` paths after the call: null where
    /// a file is missing, unreadable or not UTF-8.
    fn collect_files(fixture: &Json) -> String {
        let mut out = String::from("[");
        if let Some(Json::Arr(paths)) = field(fixture, "collect") {
            for (k, path) in paths.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                let text = match path {
                    Json::Str(path) => ::std::fs::read(work_path(path))
                        .ok()
                        .and_then(|bytes| String::from_utf8(bytes).ok()),
                    _ => None,
                };
                match text {
                    Some(text) => write_string(&text, &mut out),
                    None => out.push_str("null"),
                }
            }
        }
        out.push(']');
        out
    }

    /// A job's "fixtures" (file_io problems only): an array parallel to its cases.
    fn fixtures_of(job: &Json) -> Option<&[Json]> {
        match field(job, "fixtures") {
            None | Some(Json::Null) => None,
            Some(Json::Arr(items)) => Some(items),
            Some(_) => Some(&[]),
        }
    }

    fn run_cases(cases: &Json, fixtures: Option<&[Json]>) {
        let cases: &[Json] = match cases {
            Json::Arr(cases) => cases,
            _ => &[],
        };
        for (i, case) in cases.iter().enumerate() {
            CASE.store(i as i64, Ordering::SeqCst);
            OOM_REPORTED.store(false, Ordering::SeqCst);
            let mut values: Vec<String> = Vec::new();
            let fixture: Option<Option<&Json>> = fixtures.map(|items| items.get(i));
            install_panic_hook();
            let outcome = ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(|| {
                if let Some(fixture) = fixture {
                    write_fixture(fixture)?;
                }
                rockman_case(case, &mut values)
            }));
            let failure = match outcome {
                Ok(Ok(())) => None,
                Ok(Err(failure)) => Some((failure.kind, failure.message)),
                Err(payload) => {
                    let message = panic_message(&*payload);
                    // A payload whose drop panics again must not end the driver.
                    let _ = ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(move || {
                        ::std::mem::drop(payload)
                    }));
                    Some(("panic", message))
                }
            };
            let mut line = ::std::format!("{{\"event\":\"case\",\"i\":{}", i);
            let listed = ::std::format!("[{}]", values.join(","));
            match failure {
                None => {
                    line.push_str(",\"value\":");
                    if OPERATIONS {
                        line.push_str(&listed);
                    } else {
                        line.push_str(values.first().map(|v| v.as_str()).unwrap_or("null"));
                    }
                    if let Some(Some(fixture)) = fixture {
                        line.push_str(",\"files\":");
                        line.push_str(&collect_files(fixture));
                    }
                }
                Some((kind, message)) => {
                    line.push_str(",\"error\":");
                    write_string(&shorten(message), &mut line);
                    line.push_str(",\"error_type\":");
                    write_string(kind, &mut line);
                    if OPERATIONS {
                        line.push_str(",\"partial\":");
                        line.push_str(&listed);
                    }
                }
            }
            line.push('}');
            emit(&line);
        }
        CASE.store(-1, Ordering::SeqCst);
    }

    fn peak_rss_bytes() -> u64 {
        let status = ::std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        for line in status.lines() {
            if let Some(rest) = line.strip_prefix("VmHWM:") {
                let kib = rest.trim().trim_end_matches("kB").trim();
                return kib.parse::<u64>().map(|k| k * 1024).unwrap_or(0);
            }
        }
        0
    }

    /// The driver's panic hook: it records where a panic happened, for the case's message, and
    /// keeps stderr quiet. Installed again before every case (a solution may have replaced it).
    fn install_panic_hook() {
        PANIC_AT.with(|cell| cell.borrow_mut().take());
        ::std::panic::set_hook(Box::new(|info| {
            if let Some(at) = info.location() {
                let text = ::std::format!("line {}:{}", at.line(), at.column());
                PANIC_AT.with(|cell| *cell.borrow_mut() = Some(text));
            }
        }));
    }

    pub fn main() {
        // The job arrives on a private copy of fd 0, the protocol leaves on a private copy of
        // fd 1; the solution's stdin is empty (/dev/null) and its stdout is ignored.
        let (input_fd, output_fd) = (duplicate(0), duplicate(1));
        if input_fd < 0 || output_fd < 0 {
            ::std::eprintln!("rockman driver: cannot duplicate stdin/stdout");
            ::std::process::exit(2);
        }
        empty_stdin();
        OUT_FD.store(output_fd, Ordering::SeqCst);
        if let Ok(folder) = ::std::env::current_dir() {
            let _ = WORK_DIR.set(folder);
        }
        let mut input = JobReader { fd: input_fd, buffer: Vec::new() };
        let job = match parse(&input.line()) {
            Ok(job) => job,
            Err(error) => {
                ::std::eprintln!("rockman driver: unreadable job: {}", error);
                ::std::process::exit(2);
            }
        };
        let mut nonce = [0u8; 64];
        let mut nonce_len = 0;
        if let Some(Json::Str(text)) = field(&job, "nonce") {
            nonce_len = text.len().min(nonce.len());
            nonce[..nonce_len].copy_from_slice(&text.as_bytes()[..nonce_len]);
        }
        let _ = NONCE.set((nonce, nonce_len));
        let mode = match field(&job, "mode") {
            Some(Json::Str(mode)) => mode.as_str(),
            _ => "",
        };
        let wanted = if OPERATIONS { "operations" } else { "call" };
        if mode != wanted {
            let mut line =
                "{\"event\":\"load_error\",\"error_type\":\"TypeError\",\"message\":".to_string();
            let message = ::std::format!("the Rust driver runs {} cases, not {:?}", wanted, mode);
            write_string(&message, &mut line);
            line.push('}');
            emit(&line);
        } else if let Some(cases) = field(&job, "cases") {
            run_cases(cases, fixtures_of(&job));
        }
        emit("{\"event\":\"public_done\"}");
        let secret = input.line();
        if mode == wanted && secret.iter().any(|b| !b.is_ascii_whitespace()) {
            match parse(&secret) {
                Ok(secret) => {
                    if let Some(cases) = field(&secret, "cases") {
                        run_cases(cases, fixtures_of(&secret));
                    }
                }
                Err(error) => {
                    ::std::eprintln!("rockman driver: unreadable secret cases: {}", error);
                    ::std::process::exit(2);
                }
            }
        }
        emit(&::std::format!("{{\"event\":\"done\",\"peak_rss_bytes\":{}}}", peak_rss_bytes()));
    }

    // -- generated from the interface ---------------------------------------------------------
/*@CASES*/
    // driver_source (rockman/languages/rust/render.py) replaces this block, from the marker
    // above to the one below, with the items it generates from the problem's interface. These,
    // shaped like a function's (`fn total(xs: Vec<i64>) -> i64`), let this file compile alone.
    const OPERATIONS: bool = false;

    fn rockman_case(case: &Json, values: &mut Vec<String>) -> Result<(), Failure> {
        let args = arguments(case, 1)?;
        let a0: Vec<i64> = from_json(&args[0])?;
        let result: i64 = a0.iter().sum();
        values.push(json_text(&result));
        Ok(())
    }
/*@*/
}

fn main() {
    rockman_driver::main();
}
