//! A small, strict JSON reader and pretty writer for worksheets.
//!
//! Why not serde_json: it cost about 10 KB of gzip in the wasm, and it reads
//! numbers as floats. Here numbers keep their exact text, so seconds are
//! converted to milliseconds by decimal arithmetic and floats never touch
//! the model. Nesting is limited while parsing, so hostile files cannot
//! exhaust the stack. Native tests compare this reader with serde_json.

use std::fmt;

use crate::sim::Millis;

/// A parsed JSON value. Objects keep their keys in file order, duplicates
/// included, so the importer can refuse them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    /// The number exactly as written (valid JSON number syntax).
    Number(String),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// A whole number of milliseconds written as exact seconds: `12`, `0.25`.
    pub fn seconds(ms: Millis) -> Json {
        Json::Number(crate::sim::decimal_seconds(ms))
    }

    /// An object from `(key, value)` pairs.
    pub fn object<const N: usize>(pairs: [(&str, Json); N]) -> Json {
        Json::Object(pairs.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
    }

    /// A short description of the value's type, for error messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "true or false",
            Json::Number(_) => "a number",
            Json::String(_) => "text",
            Json::Array(_) => "a list",
            Json::Object(_) => "an object",
        }
    }
}

/// Why a text is not JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub message: &'static str,
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {}, column {}",
            self.message, self.line, self.column
        )
    }
}

/// Parses a whole JSON text, refusing nesting deeper than `max_depth`.
pub fn parse(text: &str, max_depth: usize) -> Result<Json, ParseError> {
    let mut parser = Parser {
        source: text,
        text: text.as_bytes(),
        at: 0,
        max_depth,
    };
    parser.skip_space();
    let value = parser.value(0)?;
    parser.skip_space();
    if parser.at < parser.text.len() {
        return Err(parser.error("unexpected text after the JSON value"));
    }
    Ok(value)
}

struct Parser<'a> {
    source: &'a str,
    text: &'a [u8],
    at: usize,
    max_depth: usize,
}

impl Parser<'_> {
    fn error(&self, message: &'static str) -> ParseError {
        let before = &self.text[..self.at.min(self.text.len())];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        // Characters, not bytes: count every byte that does not continue a
        // UTF-8 sequence.
        let column = before[line_start..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
            + 1;
        ParseError {
            message,
            line,
            column,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn expect_word(&mut self, word: &[u8], value: Json) -> Result<Json, ParseError> {
        if self.text[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("unexpected character"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, ParseError> {
        match self.peek() {
            None => Err(self.error("unexpected end of text")),
            Some(b'{' | b'[') if depth >= self.max_depth => Err(self.error("nesting is too deep")),
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Json::String),
            Some(b't') => self.expect_word(b"true", Json::Bool(true)),
            Some(b'f') => self.expect_word(b"false", Json::Bool(false)),
            Some(b'n') => self.expect_word(b"null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("unexpected character")),
        }
    }

    fn array(&mut self, depth: usize) -> Result<Json, ParseError> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Json::Array(items));
        }
        loop {
            self.skip_space();
            items.push(self.value(depth)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                _ => return Err(self.error("expected ',' or ']'")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, ParseError> {
        self.at += 1;
        let mut pairs = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Json::Object(pairs));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a quoted key"));
            }
            let key = self.string()?;
            self.skip_space();
            if self.peek() != Some(b':') {
                return Err(self.error("expected ':'"));
            }
            self.at += 1;
            self.skip_space();
            pairs.push((key, self.value(depth)?));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Json::Object(pairs));
                }
                _ => return Err(self.error("expected ',' or '}'")),
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let digits = self
            .text
            .get(self.at..self.at + 4)
            .ok_or_else(|| self.error("unexpected end of text"))?;
        let mut value = 0;
        for &digit in digits {
            let nibble = (digit as char)
                .to_digit(16)
                .ok_or_else(|| self.error("invalid \\u escape"))?;
            value = value * 16 + nibble;
        }
        self.at += 4;
        Ok(value)
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while matches!(self.peek(), Some(b) if b != b'"' && b != b'\\' && b >= 0x20) {
                self.at += 1;
            }
            // The run starts and stops at ASCII bytes, so both ends are
            // character boundaries of the source text.
            out.push_str(
                self.source
                    .get(start..self.at)
                    .ok_or_else(|| self.error("invalid UTF-8"))?,
            );
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let escape = self
                        .peek()
                        .ok_or_else(|| self.error("unexpected end of text"))?;
                    self.at += 1;
                    match escape {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => out.push(self.unicode_escape()?),
                        _ => {
                            self.at -= 1;
                            return Err(self.error("invalid escape"));
                        }
                    }
                }
                Some(_) => return Err(self.error("control character in text")),
                None => return Err(self.error("unterminated text")),
            }
        }
    }

    fn unicode_escape(&mut self) -> Result<char, ParseError> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if !self.text[self.at..].starts_with(b"\\u") {
                    return Err(self.error("lone surrogate in \\u escape"));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&second) {
                    return Err(self.error("lone surrogate in \\u escape"));
                }
                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(self.error("lone surrogate in \\u escape")),
            _ => first,
        };
        char::from_u32(code).ok_or_else(|| self.error("invalid \\u escape"))
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Json, ParseError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.error("invalid number")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("invalid number"));
            }
        }
        let text = self
            .source
            .get(start..self.at)
            .ok_or_else(|| self.error("invalid number"))?;
        Ok(Json::Number(text.to_owned()))
    }
}

/// Why a JSON number is not a valid number of seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecondsError {
    Negative,
    TooManyDecimals,
    OverMaximum,
}

/// Exponents are clamped to this magnitude before any arithmetic: beyond it
/// every non-zero value is either far over any limit or far below 1 ms, so
/// the answer is the same and no arithmetic can overflow.
const EXPONENT_CLAMP: i64 = 1_000_000;

/// Converts JSON number text to whole milliseconds exactly, by decimal
/// arithmetic: `12` -> 12 000, `0.25` -> 250, `1.5e2` -> 150 000. `limit`
/// is the largest value worth telling apart from "over the maximum".
///
/// Hostile input is cheap: the exponent is clamped, lengths are compared
/// before any digit is multiplied, and the only loop runs over at most the
/// digits of `limit`, never over a count taken from the text.
pub fn exact_millis(number: &str, limit: Millis) -> Result<Millis, SecondsError> {
    let (negative, unsigned) = match number.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, number),
    };
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(i) => {
            let text = &unsigned[i + 1..];
            let saturated = if text.starts_with('-') {
                -EXPONENT_CLAMP
            } else {
                EXPONENT_CLAMP
            };
            let exponent = text.parse::<i64>().unwrap_or(saturated);
            (
                &unsigned[..i],
                exponent.clamp(-EXPONENT_CLAMP, EXPONENT_CLAMP),
            )
        }
        None => (unsigned, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    let significant = digits.trim_start_matches('0');
    let kept = significant.trim_end_matches('0');
    if kept.is_empty() {
        return Ok(0);
    }
    if negative {
        return Err(SecondsError::Negative);
    }
    // The value is `kept` x 10^scale ms. i128 holds any sum of a clamped
    // exponent and two text lengths.
    let trailing_zeros = (significant.len() - kept.len()) as i128;
    let scale = i128::from(exponent) - fraction.len() as i128 + 3 + trailing_zeros;
    if scale < 0 {
        return Err(SecondsError::TooManyDecimals);
    }
    let limit_digits = limit.checked_ilog10().map_or(1, |log| log + 1);
    if kept.len() as i128 + scale > i128::from(limit_digits) {
        return Err(SecondsError::OverMaximum);
    }
    // Now `kept` has at most `limit_digits` digits and `scale` is at most
    // that many too (both at most 20 for a u64 limit).
    let over = |_| SecondsError::OverMaximum;
    let ms = kept.bytes().try_fold(0 as Millis, |acc, b| {
        acc.checked_mul(10)
            .and_then(|acc| acc.checked_add(Millis::from(b - b'0')))
            .ok_or(())
    });
    let ms = ms
        .and_then(|ms| (0..scale).try_fold(ms, |acc, _| acc.checked_mul(10).ok_or(())))
        .map_err(over)?;
    if ms > limit {
        return Err(SecondsError::OverMaximum);
    }
    Ok(ms)
}

/// Writes `value` as JSON with two-space indentation (the layout of
/// serde_json's pretty printer).
pub fn pretty(value: &Json) -> String {
    let mut out = String::with_capacity(4096);
    write_value(&mut out, value, 0);
    out
}

fn indent(out: &mut String, level: usize) {
    out.push('\n');
    for _ in 0..level {
        out.push_str("  ");
    }
}

fn write_value(out: &mut String, value: &Json, level: usize) {
    match value {
        Json::Null => out.push_str("null"),
        Json::Bool(true) => out.push_str("true"),
        Json::Bool(false) => out.push_str("false"),
        Json::Number(text) => out.push_str(text),
        Json::String(text) => write_string(out, text),
        Json::Array(items) if items.is_empty() => out.push_str("[]"),
        Json::Object(pairs) if pairs.is_empty() => out.push_str("{}"),
        Json::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                indent(out, level + 1);
                write_value(out, item, level + 1);
            }
            indent(out, level);
            out.push(']');
        }
        Json::Object(pairs) => {
            out.push('{');
            for (i, (key, item)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                indent(out, level + 1);
                write_string(out, key);
                out.push_str(": ");
                write_value(out, item, level + 1);
            }
            indent(out, level);
            out.push('}');
        }
    }
}

fn write_string(out: &mut String, text: &str) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_kind_of_value() {
        let text = r#" {"a": [1, -0.5e+2, true, false, null], "b\u00e9\n": "x\"\\\/\ud83d\ude00", "c": {}} "#;
        let expected = Json::Object(vec![
            (
                "a".into(),
                Json::Array(vec![
                    Json::Number("1".into()),
                    Json::Number("-0.5e+2".into()),
                    Json::Bool(true),
                    Json::Bool(false),
                    Json::Null,
                ]),
            ),
            ("bé\n".into(), Json::String("x\"\\/😀".into())),
            ("c".into(), Json::Object(vec![])),
        ]);
        assert_eq!(parse(text, 8), Ok(expected));
    }

    #[test]
    fn refuses_what_json_refuses_and_says_where() {
        for bad in [
            "",
            "01",
            "1.",
            ".5",
            "-",
            "+1",
            "1e",
            "[1,]",
            "{\"a\" 1}",
            "{a: 1}",
            "\"\\x\"",
            "\"\u{1}\"",
            "[1] x",
            "tru",
            "\"\\ud800\"",
            "\"abc",
            "NaN",
        ] {
            assert!(parse(bad, 8).is_err(), "accepted {bad:?}");
        }
        let error = parse("{\n  \"a\": ?\n}", 8).unwrap_err();
        assert_eq!(
            (error.line, error.column, error.message),
            (2, 8, "unexpected character")
        );
    }

    #[test]
    fn nesting_is_limited() {
        assert!(parse("[[[]]]", 3).is_ok());
        assert_eq!(
            parse("[[[[]]]]", 3).map_err(|e| e.message),
            Err("nesting is too deep")
        );
        assert!(parse(&"[".repeat(100_000), 16).is_err());
    }

    #[test]
    fn seconds_convert_exactly() {
        let check = |text: &str| exact_millis(text, 86_400_000);
        assert_eq!(check("12"), Ok(12_000));
        assert_eq!(check("0.25"), Ok(250));
        assert_eq!(check("7213.5"), Ok(7_213_500));
        assert_eq!(check("1.5e2"), Ok(150_000));
        assert_eq!(check("25E-3"), Ok(25));
        assert_eq!(check("0.001"), Ok(1));
        assert_eq!(check("10.000000"), Ok(10_000));
        assert_eq!(check("-0"), Ok(0));
        assert_eq!(check("-0.0"), Ok(0));
        assert_eq!(check("86400"), Ok(86_400_000));
        assert_eq!(check("-1"), Err(SecondsError::Negative));
        assert_eq!(check("0.0001"), Err(SecondsError::TooManyDecimals));
        assert_eq!(check("1e-4"), Err(SecondsError::TooManyDecimals));
        assert_eq!(check("86400.001"), Err(SecondsError::OverMaximum));
        assert_eq!(check("1e999"), Err(SecondsError::OverMaximum));
        assert_eq!(
            check("99999999999999999999999"),
            Err(SecondsError::OverMaximum)
        );
        assert_eq!(
            check("1e-99999999999999999999"),
            Err(SecondsError::TooManyDecimals)
        );
    }

    #[test]
    fn huge_exponents_are_refused_at_once_for_the_right_reason() {
        let check = |text: &str| exact_millis(text, 86_400_000);
        for huge in [
            "1e99999999999999999999",
            "1e9223372036854775807",
            "10e9223372036854775807",
            "1E+9223372036854775808",
            "0.5e9223372036854775807",
        ] {
            assert_eq!(check(huge), Err(SecondsError::OverMaximum), "{huge}");
        }
        assert_eq!(check("0e9223372036854775807"), Ok(0));
        assert_eq!(check("-1e9223372036854775807"), Err(SecondsError::Negative));
        assert_eq!(
            check("1e-9223372036854775808"),
            Err(SecondsError::TooManyDecimals)
        );
        assert_eq!(exact_millis("1e15", u64::MAX / 10), Ok(10u64.pow(18)));
        assert_eq!(
            exact_millis("1e16", u64::MAX / 10),
            Err(SecondsError::OverMaximum)
        );
    }

    #[test]
    fn pretty_output_reads_back() {
        let value = Json::object([
            ("format", Json::String("x\n\"y\"\u{1}".into())),
            ("list", Json::Array(vec![Json::seconds(250), Json::Null])),
            ("empty", Json::Array(vec![])),
        ]);
        let text = pretty(&value);
        assert_eq!(text, "{\n  \"format\": \"x\\n\\\"y\\\"\\u0001\",\n  \"list\": [\n    0.25,\n    null\n  ],\n  \"empty\": []\n}");
        assert_eq!(parse(&text, 8), Ok(value));
    }
}
