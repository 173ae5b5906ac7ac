//! Durations as people read them: exact, compact, with units.

use crate::sim::{decimal_seconds, Millis, MS_PER_S};

const MS_PER_MIN: Millis = 60 * MS_PER_S;
const MS_PER_H: Millis = 60 * MS_PER_MIN;

/// Spacings that read well, from 1 ms to a day: axis ticks and slider steps
/// are chosen from these.
pub const NICE_STEPS: [Millis; 27] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000,
    120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 21_600_000,
    43_200_000, 86_400_000,
];

/// An exact duration or instant: `13 s`, `0.25 s`, `1 min 30 s`,
/// `2 h 0 min 13 s`. Units below the largest one are always shown so the
/// reader never wonders whether a part was rounded away.
pub fn duration(ms: Millis) -> String {
    let hours = ms / MS_PER_H;
    let minutes = (ms % MS_PER_H) / MS_PER_MIN;
    let seconds = decimal_seconds(ms % MS_PER_MIN);
    if hours > 0 {
        format!("{hours} h {minutes} min {seconds} s")
    } else if minutes > 0 {
        format!("{minutes} min {seconds} s")
    } else {
        format!("{seconds} s")
    }
}

/// A short label for an axis tick: zero parts are dropped (`1 h 30 min`,
/// `2 min`, `0.5 s`).
pub fn tick_label(ms: Millis) -> String {
    if ms == 0 {
        return "0 s".to_owned();
    }
    let hours = ms / MS_PER_H;
    let minutes = (ms % MS_PER_H) / MS_PER_MIN;
    let rest = ms % MS_PER_MIN;
    let mut parts = Vec::with_capacity(3);
    if hours > 0 {
        parts.push(format!("{hours} h"));
    }
    if minutes > 0 {
        parts.push(format!("{minutes} min"));
    }
    if rest > 0 {
        parts.push(format!("{} s", decimal_seconds(rest)));
    }
    parts.join(" ")
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
    fn durations_are_exact_and_compact() {
        assert_eq!(duration(13_000), "13 s");
        assert_eq!(duration(250), "0.25 s");
        assert_eq!(duration(0), "0 s");
        assert_eq!(duration(90_000), "1 min 30 s");
        assert_eq!(duration(120_000), "2 min 0 s");
        assert_eq!(duration(7_213_000), "2 h 0 min 13 s");
        assert_eq!(duration(7_213_500), "2 h 0 min 13.5 s");
        assert_eq!(duration(86_400_000), "24 h 0 min 0 s");
        assert_eq!(duration(59_999), "59.999 s");
    }

    #[test]
    fn tick_labels_drop_zero_parts() {
        assert_eq!(tick_label(0), "0 s");
        assert_eq!(tick_label(500), "0.5 s");
        assert_eq!(tick_label(120_000), "2 min");
        assert_eq!(tick_label(5_400_000), "1 h 30 min");
        assert_eq!(tick_label(3_600_000), "1 h");
        assert_eq!(tick_label(90_000), "1 min 30 s");
    }

    #[test]
    fn plural_agrees_with_the_count() {
        assert_eq!(plural(1, "renewal", "renewals"), "1 renewal");
        assert_eq!(plural(19, "renewal", "renewals"), "19 renewals");
        assert_eq!(plural(0, "renewal", "renewals"), "0 renewals");
    }
}
