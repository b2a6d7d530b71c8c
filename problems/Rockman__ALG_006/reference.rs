fn interior_lattice_points(polygon: String) -> i64 {
    let mut points: Vec<(i64, i64)> = polygon
        .split(';')
        .map(|piece| {
            let (x_text, y_text) = piece.split_once(',').unwrap();
            let x: i64 = x_text.replace(' ', "").parse().unwrap();
            let y: i64 = y_text.replace(' ', "").parse().unwrap();
            (x, y)
        })
        .collect();
    if points.len() > 1 && points.last() == points.first() {
        points.pop();
    }
    let gcd = |mut a: i64, mut b: i64| {
        while b != 0 {
            let t = a % b;
            a = b;
            b = t;
        }
        a
    };
    let n = points.len();
    let mut twice_area = 0i64;
    let mut boundary = 0i64;
    for i in 0..n {
        let (x1, y1) = points[i];
        let (x2, y2) = points[(i + 1) % n];
        twice_area += x1 * y2 - x2 * y1;
        boundary += gcd((x2 - x1).abs(), (y2 - y1).abs());
    }
    let twice_area = twice_area.abs();
    // Pick's theorem: area = interior + boundary / 2 - 1
    (twice_area - boundary + 2) / 2
}
