//! Seconds exactly as a worksheet writes them: the text of a JSON number
//! (`12`, `0.25`, `1.5e2`) to whole milliseconds by decimal arithmetic, so
//! a float never touches the model and `0.1 + 0.2` cannot creep in.
//!
//! serde_json hands over the number's text untouched (see `strict.rs`); the
//! arithmetic here is what keeps hostile exponents (`1e9223372036854775807`)
//! cheap, which once hung the page. Public for `tests/files/exact_seconds.rs`,
//! which checks it against a `u128` oracle.

use crate::sim::Millis;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
