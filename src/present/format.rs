//! Durations as people read them: exact, compact, with units.

use crate::sim::{Millis, MS_PER_S};

const MS_PER_MIN: Millis = 60 * MS_PER_S;
const MS_PER_H: Millis = 60 * MS_PER_MIN;

/// Spacings that read well, from 1 ms to a day: axis ticks and slider steps
/// are chosen from these.
pub const NICE_STEPS: [Millis; 27] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000,
    120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 21_600_000,
    43_200_000, 86_400_000,
];

/// An exact duration or instant, the way people write one: `13 s`,
/// `0.25 s`, `1 min 30 s`, `10 min`, `2 h 5 min`, `1 h 30 s`. Zero parts
/// are dropped; the parts shown are exact to the millisecond, so nothing is
/// ever rounded away. Axis ticks use the same words. In Spanish and German
/// the decimal separator is a comma (`0,25 s`); the units are the page's
/// language's (`1 分 30 秒`, `13 ث`).
pub fn duration(ms: Millis) -> String {
    Duration(ms).to_string()
}

/// `sentence` said with each of `instants` written as a duration under
/// its name, and the arguments `more`: the drawing's titles and notes name
/// instants, and one function that writes them all keeps the wasm small.
pub fn say_at(
    sentence: crate::i18n::Sentence,
    instants: &[(&str, Millis)],
    more: &[(&str, crate::i18n::Arg)],
) -> String {
    let texts: Vec<String> = instants.iter().map(|&(_, at)| duration(at)).collect();
    let mut args: Vec<(&str, crate::i18n::Arg)> = instants
        .iter()
        .zip(&texts)
        .map(|(&(name, _), text)| (name, crate::i18n::Arg::Text(text)))
        .collect();
    args.extend_from_slice(more);
    crate::i18n::say(sentence, &args)
}

/// `parts` as one list in the page's language ("a; b" in English, "a؛ b"
/// in Arabic, "a；b" in Chinese).
pub fn listed(parts: &[String]) -> String {
    parts.join(&crate::i18n::say(crate::sentence!("list-separator"), &[]))
}

/// `sentence` with text arguments that are owned strings.
pub fn say_texts(sentence: crate::i18n::Sentence, args: &[(&str, String)]) -> String {
    let args: Vec<(&str, crate::i18n::Arg)> = args
        .iter()
        .map(|(name, text)| (*name, crate::i18n::Arg::Text(text)))
        .collect();
    crate::i18n::say(sentence, &args)
}

/// [`duration`] as a value to format: a sentence that names instants with
/// `format!("... {}", Duration(at))` builds no string per instant (each
/// one's allocation and drop cost the wasm about 40 B per use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Duration(pub Millis);

impl std::fmt::Display for Duration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = self.0;
        // The units are the page's language's ("13 s", "13 秒", "13 ث").
        let unit = |sentence| crate::i18n::say(sentence, &[]);
        if ms == 0 {
            return write!(f, "0 {}", unit(crate::sentence!("unit-seconds")));
        }
        let (hours, minutes, rest) = (ms / MS_PER_H, (ms % MS_PER_H) / MS_PER_MIN, ms % MS_PER_MIN);
        let mut gap = "";
        if hours > 0 {
            write!(f, "{hours} {}", unit(crate::sentence!("unit-hours")))?;
            gap = " ";
        }
        if minutes > 0 {
            write!(
                f,
                "{gap}{minutes} {}",
                unit(crate::sentence!("unit-minutes"))
            )?;
            gap = " ";
        }
        if rest > 0 {
            // Exact decimal seconds, without trailing zeros.
            // The page's language chooses the decimal separator (a comma
            // in Spanish and German); there is never a thousands one.
            let (whole, thousandths) = (rest / MS_PER_S, rest % MS_PER_S);
            write!(f, "{gap}{whole}")?;
            let point = crate::i18n::decimal_separator();
            match thousandths {
                0 => {}
                t if t % 100 == 0 => write!(f, "{point}{}", t / 100)?,
                t if t % 10 == 0 => write!(f, "{point}{:02}", t / 10)?,
                t => write!(f, "{point}{t:03}")?,
            }
            write!(f, " {}", unit(crate::sentence!("unit-seconds")))?;
        }
        Ok(())
    }
}

/// A count with a noun that agrees with it: `1 renewal`, `19 renewals`.
pub fn plural(count: u64, singular: &str, plural: &str) -> String {
    if count == 1 {
        format!("1 {singular}")
    } else {
        format!("{count} {plural}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_are_exact_and_drop_zero_parts() {
        for (ms, text) in [
            (13_000, "13 s"),
            (250, "0.25 s"),
            (0, "0 s"),
            (500, "0.5 s"),
            (90_000, "1 min 30 s"),
            (120_000, "2 min"),
            (600_000, "10 min"),
            (3_600_000, "1 h"),
            (3_630_000, "1 h 30 s"),
            (5_400_000, "1 h 30 min"),
            (7_500_000, "2 h 5 min"),
            (7_213_000, "2 h 13 s"),
            (7_213_500, "2 h 13.5 s"),
            (86_400_000, "24 h"),
            (59_999, "59.999 s"),
        ] {
            assert_eq!(duration(ms), text, "{ms} ms");
        }
    }

    #[test]
    fn durations_agree_with_the_field_texts_of_their_seconds() {
        // Below a minute, "<decimal seconds> s" exactly as the fields write it.
        for ms in (1..60_000).step_by(7) {
            let expected = format!("{} s", crate::sim::decimal_seconds(ms));
            assert_eq!(duration(ms), expected, "{ms} ms");
        }
    }

    #[test]
    fn each_language_writes_its_decimal_separator_and_its_units() {
        for (tag, text, second) in [
            ("es", "2 h 1 min 13,5 s", "1 s"),
            ("de", "2 h 1 min 13,5 s", "1 s"),
            ("zh-Hans", "2 小时 1 分 13.5 秒", "1 秒"),
            ("ar", "2 س 1 د 13.5 ث", "1 ث"),
        ] {
            let locale = crate::i18n::Locale::of(tag).expect("a locale of the page");
            crate::i18n::use_locale(locale).expect("its catalog reads");
            assert_eq!(duration(7_273_500), text, "{tag}");
            assert_eq!(duration(1_000), second, "{tag}");
        }
    }

    #[test]
    fn plural_agrees_with_the_count() {
        assert_eq!(plural(1, "renewal", "renewals"), "1 renewal");
        assert_eq!(plural(19, "renewal", "renewals"), "19 renewals");
        assert_eq!(plural(0, "renewal", "renewals"), "0 renewals");
    }
}
