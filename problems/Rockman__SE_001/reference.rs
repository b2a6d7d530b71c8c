fn parse_csv_row(line: String) -> Option<Vec<String>> {
    let bytes = line.as_bytes();
    let n = bytes.len();
    let mut fields: Vec<String> = Vec::new();
    let mut i = 0;
    loop {
        if i < n && bytes[i] == b'"' {
            i += 1;
            let mut value: Vec<u8> = Vec::new();
            loop {
                if i >= n {
                    return None; // unterminated quoted field
                }
                if bytes[i] == b'"' {
                    if i + 1 < n && bytes[i + 1] == b'"' {
                        value.push(b'"');
                        i += 2;
                        continue;
                    }
                    i += 1;
                    break;
                }
                value.push(bytes[i]);
                i += 1;
            }
            fields.push(String::from_utf8_lossy(&value).into_owned());
            if i < n && bytes[i] != b',' {
                return None; // text after the closing quote
            }
        } else {
            let start = i;
            while i < n && bytes[i] != b',' {
                if bytes[i] == b'"' {
                    return None; // quote inside an unquoted field
                }
                i += 1;
            }
            fields.push(line[start..i].to_string());
        }
        if i >= n {
            return Some(fields);
        }
        i += 1; // skip the comma; a comma at the very end starts one more (empty) field
    }
}
