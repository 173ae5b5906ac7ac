//! Exact seconds: parsing what a learner types into integer milliseconds, and
//! writing milliseconds back as the shortest exact decimal.
//!
//! Simulated time is always [`Millis`]; floats never enter the model. This is
//! the one place where text becomes time, so the page, the worksheet import and
//! the tests all agree on which strings are valid.

use std::fmt;

/// Simulated time and durations, in whole milliseconds.
pub type Millis = u64;

/// Milliseconds in one second.
pub const MS_PER_S: Millis = 1_000;

/// The largest instant or duration any field accepts: one day.
pub const MAX_MS: Millis = 86_400 * MS_PER_S;

/// Why a piece of text is not a valid number of seconds.
///
/// Rules that depend on the field (such as "greater than 0 s") live in
/// [`crate::sim::FieldError`]; these are the rules every field shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecondsProblem {
    /// Nothing but whitespace.
    Blank,
    /// Starts with a minus sign.
    Negative,
    /// Uses a comma where a decimal point belongs (`5,5`).
    CommaDecimal,
    /// Anything else that is not plain digits with an optional point
    /// (`abc`, `1e3`, `NaN`, `Infinity`, `+5`).
    NotANumber,
    /// More than three digits after the point.
    TooManyDecimals,
    /// Larger than [`MAX_MS`].
    OverMaximum,
}

impl SecondsProblem {
    /// The rule, phrased for an inline message under the field.
    pub fn message(self) -> &'static str {
        match self {
            SecondsProblem::Blank => "Enter a number of seconds",
            SecondsProblem::Negative => "Use 0 s or more",
            SecondsProblem::CommaDecimal => "Use a point for decimals, such as 5.5",
            SecondsProblem::NotANumber => "Enter plain seconds, such as 12 or 0.25",
            SecondsProblem::TooManyDecimals => "Use at most 3 decimal places",
            SecondsProblem::OverMaximum => "At most 86 400 s",
        }
    }
}

impl fmt::Display for SecondsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

/// Parses seconds written as plain decimal digits (`12`, `0.25`, `.5`, `7.`),
/// with at most three decimals, surrounded by optional whitespace.
///
/// Exponents, signs, `NaN` and `Infinity` are refused on purpose: a learner
/// who types them has almost certainly made a slip, and exactness matters more
/// than accepting every notation a float parser would.
pub fn parse_seconds(text: &str) -> Result<Millis, SecondsProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SecondsProblem::Blank);
    }
    if text.starts_with('-') {
        return Err(SecondsProblem::Negative);
    }
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (text, None),
    };
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    let fraction_text = fraction.unwrap_or("");
    if !all_digits(whole) || !all_digits(fraction_text) || whole.len() + fraction_text.len() == 0 {
        let looks_like_comma_decimal =
            text.contains(',') && text.bytes().all(|b| b.is_ascii_digit() || b == b',');
        return Err(if looks_like_comma_decimal {
            SecondsProblem::CommaDecimal
        } else {
            SecondsProblem::NotANumber
        });
    }
    if fraction_text.len() > 3 {
        return Err(SecondsProblem::TooManyDecimals);
    }
    // Leading zeros cannot overflow; any other whole part longer than the
    // maximum's six digits is over the maximum.
    let whole = whole.trim_start_matches('0');
    if whole.len() > 6 {
        return Err(SecondsProblem::OverMaximum);
    }
    let whole_s: Millis = whole
        .bytes()
        .fold(0, |acc, b| acc * 10 + Millis::from(b - b'0'));
    let fraction_ms = fraction_text
        .bytes()
        .chain(std::iter::repeat(b'0'))
        .take(3)
        .fold(0, |acc, b| acc * 10 + Millis::from(b - b'0'));
    let ms = whole_s * MS_PER_S + fraction_ms;
    if ms > MAX_MS {
        return Err(SecondsProblem::OverMaximum);
    }
    Ok(ms)
}

/// Writes milliseconds as exact decimal seconds without a unit: `12`,
/// `0.25`, `7213.5`. The result parses back to the same value.
pub fn decimal_seconds(ms: Millis) -> String {
    let whole = ms / MS_PER_S;
    let fraction = ms % MS_PER_S;
    if fraction == 0 {
        return whole.to_string();
    }
    let digits = format!("{fraction:03}");
    format!("{whole}.{}", digits.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: Result<Millis, SecondsProblem>) {
        assert_eq!(parse_seconds(text), expected, "parsing {text:?}");
    }

    #[test]
    fn accepts_plain_decimals_with_up_to_three_places() {
        check("12", Ok(12_000));
        check(" 5 ", Ok(5_000));
        check("0.25", Ok(250));
        check(".5", Ok(500));
        check("7.", Ok(7_000));
        check("0.001", Ok(1));
        check("86400", Ok(MAX_MS));
        check("86400.000", Ok(MAX_MS));
        check("000000000012", Ok(12_000));
        check("0", Ok(0));
    }

    #[test]
    fn refuses_everything_else_with_the_rule_it_breaks() {
        check("", Err(SecondsProblem::Blank));
        check("   ", Err(SecondsProblem::Blank));
        check("-1", Err(SecondsProblem::Negative));
        check("-0", Err(SecondsProblem::Negative));
        check("abc", Err(SecondsProblem::NotANumber));
        check("1e999", Err(SecondsProblem::NotANumber));
        check("NaN", Err(SecondsProblem::NotANumber));
        check("Infinity", Err(SecondsProblem::NotANumber));
        check("+5", Err(SecondsProblem::NotANumber));
        check(".", Err(SecondsProblem::NotANumber));
        check("1.2.3", Err(SecondsProblem::NotANumber));
        check("5,5", Err(SecondsProblem::CommaDecimal));
        check("0.0001", Err(SecondsProblem::TooManyDecimals));
        check("86400.001", Err(SecondsProblem::OverMaximum));
        check("99999999999999999999999", Err(SecondsProblem::OverMaximum));
        check("1 000", Err(SecondsProblem::NotANumber));
        check("１２", Err(SecondsProblem::NotANumber));
    }

    #[test]
    fn decimal_seconds_is_exact_and_short() {
        assert_eq!(decimal_seconds(12_000), "12");
        assert_eq!(decimal_seconds(250), "0.25");
        assert_eq!(decimal_seconds(7_213_500), "7213.5");
        assert_eq!(decimal_seconds(1), "0.001");
        assert_eq!(decimal_seconds(0), "0");
    }
}
