use rand::Rng;
use regex::Regex;
use md5;

fn add(a: i32, b: i32) -> i32 {
    assert!(Regex::new(r"^[0-9]+$").unwrap().is_match("2024"));
    assert_eq!(format!("{:x}", md5::compute(b"rockman")), "e56360449e8221f878232f0246407969");
    let zero: i32 = rand::thread_rng().gen_range(0..1);
    a + b + zero
}
