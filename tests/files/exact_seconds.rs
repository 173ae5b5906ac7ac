//! `exact_millis` (every seconds value of a worksheet, and its version)
//! against an independent oracle in `u128` arithmetic, over mantissas of up
//! to 32 digits and exponents from -10^20 to 10^20: the hostile range that
//! once hung the page.

use lease_lab::sim::MAX_MS;
use lease_lab::worksheet::seconds::{exact_millis, SecondsError};
use proptest::prelude::*;

use super::common;

/// The reference: `digits x 10^(exponent + 3 - fraction digits)` ms, decided
/// with checked `u128` powers, divisions and remainders (no clamping, no
/// digit trimming: a different route to the same answer).
fn oracle(
    negative: bool,
    digits: &str,
    fraction_len: usize,
    exponent: i128,
    limit: u64,
) -> Result<u64, SecondsError> {
    let Ok(n) = digits.parse::<u128>() else {
        panic!("the strategy keeps mantissas under 33 digits: {digits}");
    };
    if n == 0 {
        return Ok(0);
    }
    if negative {
        return Err(SecondsError::Negative);
    }
    let k = exponent + 3 - fraction_len as i128;
    let ms = if k >= 0 {
        let scaled = u32::try_from(k)
            .ok()
            .and_then(|k| 10u128.checked_pow(k))
            .and_then(|power| n.checked_mul(power));
        match scaled {
            Some(ms) => ms,
            None => return Err(SecondsError::OverMaximum),
        }
    } else {
        // n < 10^32, so a divisor of 10^33 or more never divides it.
        let divisor = u32::try_from(-k)
            .ok()
            .and_then(|k| 10u128.checked_pow(k))
            .filter(|&d| d <= n);
        match divisor {
            Some(d) if n % d == 0 => n / d,
            _ => return Err(SecondsError::TooManyDecimals),
        }
    };
    if ms > u128::from(limit) {
        Err(SecondsError::OverMaximum)
    } else {
        Ok(ms as u64)
    }
}

/// JSON number parts: sign, whole digits (no leading zero unless "0"),
/// optional fraction (trailing zeros likely), optional exponent. At most
/// 23 + 9 = 32 mantissa digits, so the oracle's `u128` holds them.
fn number() -> impl Strategy<Value = (bool, String, String, Option<(String, i128)>)> {
    let whole = prop_oneof![
        Just("0".to_owned()),
        "[1-9][0-9]{0,5}",
        "[1-9][0-9]{0,17}0{0,4}",
    ];
    let fraction = prop_oneof![Just(String::new()), "[0-9]{1,4}", "[0-9]{0,4}0{1,5}",];
    let exponent = prop_oneof![
        -40i128..=40,
        -100_000_000_000_000_000_000i128..=100_000_000_000_000_000_000,
        Just(i128::from(i64::MAX)),
        Just(i128::from(i64::MIN)),
    ];
    let marker = prop_oneof![Just("e"), Just("E"), Just("e+"), Just("E+")];
    (
        any::<bool>(),
        whole,
        fraction,
        proptest::option::of((marker, exponent)),
    )
        .prop_map(|(negative, whole, fraction, exponent)| {
            let exponent = exponent.map(|(marker, value)| {
                let text = if value < 0 {
                    format!("{}{value}", &marker[..1])
                } else {
                    format!("{marker}{value}")
                };
                (text, value)
            });
            (negative, whole, fraction, exponent)
        })
}

proptest! {
    #![proptest_config(common::fixed(30_000, 0xe8_0a1e))]

    #[test]
    fn agrees_with_a_u128_oracle((negative, whole, fraction, exponent) in number()) {
        let mut text = String::new();
        if negative {
            text.push('-');
        }
        text.push_str(&whole);
        if !fraction.is_empty() {
            text.push('.');
            text.push_str(&fraction);
        }
        let value = exponent.as_ref().map_or(0, |(_, value)| *value);
        if let Some((exponent_text, _)) = &exponent {
            text.push_str(exponent_text);
        }
        let digits = format!("{whole}{fraction}");
        for limit in [MAX_MS, u64::MAX / 10] {
            prop_assert_eq!(
                exact_millis(&text, limit),
                oracle(negative, &digits, fraction.len(), value, limit),
                "{} with limit {}", text, limit
            );
        }
    }
}

#[test]
fn the_files_that_hung_the_page_are_refused_as_over_the_maximum() {
    for text in [
        "1e99999999999999999999",
        "1e9223372036854775807",
        "10e9223372036854775807",
    ] {
        assert_eq!(
            exact_millis(text, MAX_MS),
            Err(SecondsError::OverMaximum),
            "{text}"
        );
    }
}
