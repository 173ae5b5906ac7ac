//! Slider ranges and steps: a learning range of 0 to 60 s that grows to fit
//! a larger typed value, a drag grid and a keyboard step that scale with it.
//! An optional field's slider (the shutdown signal) has one more position,
//! its leftmost, a twelfth of the range or more left of 0, so the thumb
//! there is plainly not at 0: "none" (a blank field).

use super::format::{duration, NICE_STEPS};
use crate::sim::{decimal_seconds, parse_seconds, Field, Millis, MAX_MS, MS_PER_S};

/// The default slider range.
pub const LEARNING_MAX: Millis = 60 * MS_PER_S;

fn nice_at_least(ms: Millis) -> Millis {
    NICE_STEPS
        .iter()
        .copied()
        .find(|&step| step >= ms)
        .unwrap_or(MAX_MS)
}

/// The slider's maximum for a value: 60 s, or the next whole multiple of a
/// nice step above a larger value, never beyond the field's maximum.
pub fn range_max(value: Millis) -> Millis {
    if value <= LEARNING_MAX {
        return LEARNING_MAX;
    }
    let step = nice_at_least(value / 4);
    (value.div_ceil(step) * step).min(MAX_MS)
}

/// Dragging snaps to about 600 positions across the range.
pub fn drag_step(max: Millis) -> Millis {
    nice_at_least(max / 600)
}

/// Arrow keys move about 60 positions across the range.
pub fn key_step(max: Millis) -> Millis {
    nice_at_least(max / 60)
}

/// Rounds to the nearest multiple of `step` and keeps it within
/// `[min, max]`.
pub fn snap(value: Millis, step: Millis, min: Millis, max: Millis) -> Millis {
    let step = step.max(1);
    let rounded = (value + step / 2) / step * step;
    rounded.clamp(min, max)
}

/// The value after a key press on the slider, or `None` for a key the
/// slider does not handle. Keys move to the steps' round values, so from
/// the minimum of 0.001 s the next is 1 s, not 1.001 s.
pub fn after_key(key: &str, value: Millis, min: Millis, max: Millis) -> Option<Millis> {
    let step = key_step(max);
    // The round values either side (equal when the value is one).
    let (below, above) = (value / step * step, value.div_ceil(step) * step);
    let next = match key {
        "ArrowRight" | "ArrowUp" => below + step,
        "ArrowLeft" | "ArrowDown" => above.saturating_sub(step),
        "PageUp" => below + step * 10,
        "PageDown" => above.saturating_sub(step * 10),
        "Home" => min,
        "End" => max,
        _ => return None,
    };
    Some(next.clamp(min, max))
}

/// A slider's value: `None` is an optional field's "none" position.
pub type Position = Option<Millis>;

/// How far left of 0 an optional field's "none" position is drawn: a nice
/// step of at least a twelfth of the range (at least 1/13 of the track).
fn none_gap(max: Millis) -> Millis {
    nice_at_least(max.div_ceil(12))
}

/// The slider's `min` attribute: the field's minimum, or for an optional
/// field the "none" position [`none_gap`] below it.
pub fn min_text(field: Field, max: Millis) -> String {
    if field.is_optional() {
        format!("-{}", decimal_seconds(none_gap(max)))
    } else {
        decimal_seconds(field.min())
    }
}

/// The slider's `value` for a position.
pub fn position_text(field: Field, position: Position, max: Millis) -> String {
    match position {
        Some(ms) => decimal_seconds(ms),
        None => min_text(field, max),
    }
}

/// The slider's `aria-valuetext` for a position: the duration, or "No
/// shutdown" for an optional field's "none".
pub fn value_text(position: Position) -> String {
    match position {
        Some(ms) => duration(ms),
        None => "No shutdown".to_owned(),
    }
}

/// The position a slider's `input` event reports, snapped to the drag grid
/// while dragging; `None` (the outer option) for text that is not a
/// position. Left of the middle between "none" and 0 is "none".
pub fn read_position(field: Field, text: &str, dragging: bool, max: Millis) -> Option<Position> {
    let (min, step) = (field.min(), drag_step(max));
    if let Some(below) = text.trim().strip_prefix('-') {
        if !field.is_optional() {
            return Some(Some(min));
        }
        let below = parse_seconds(below).ok()?;
        return Some((below.saturating_mul(2) < none_gap(max)).then_some(min));
    }
    let ms = parse_seconds(text).ok()?;
    Some(Some(if dragging {
        snap(ms, step, min, max)
    } else {
        ms
    }))
}

/// The position after a key press, or `None` (the outer option) for a key
/// the slider does not handle. For an optional field Home, and any step
/// down from the minimum, reach "none"; a step up from "none" reaches the
/// minimum.
pub fn after_key_at(key: &str, field: Field, position: Position, max: Millis) -> Option<Position> {
    let min = field.min();
    if !field.is_optional() {
        return after_key(key, position.unwrap_or(min), min, max).map(Some);
    }
    let down = matches!(key, "ArrowLeft" | "ArrowDown" | "PageDown" | "Home");
    match position {
        _ if key == "Home" => Some(None),
        Some(value) if down && value == min => Some(None),
        Some(value) => after_key(key, value, min, max).map(Some),
        None if down => Some(None),
        // For the keys "none" counts as one step below the minimum.
        None => {
            let step = key_step(max);
            let up = match key {
                "ArrowRight" | "ArrowUp" => 0,
                "PageUp" => step * 9,
                "End" => max,
                _ => return None,
            };
            Some(Some(min.saturating_add(up).min(max)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_grows_to_fit_larger_values() {
        assert_eq!(range_max(0), 60_000);
        assert_eq!(range_max(60_000), 60_000);
        assert_eq!(range_max(75_000), 90_000);
        assert_eq!(range_max(7_200_000), 7_200_000);
        assert_eq!(range_max(7_213_000), 10_800_000);
        assert_eq!(range_max(MAX_MS), MAX_MS);
        for value in [61_000, 999_999, 12_345_678, MAX_MS - 1] {
            assert!(
                range_max(value) >= value && range_max(value) <= MAX_MS,
                "{value}"
            );
        }
    }

    #[test]
    fn steps_scale_with_the_range() {
        assert_eq!((drag_step(60_000), key_step(60_000)), (100, 1_000));
        assert_eq!((drag_step(MAX_MS), key_step(MAX_MS)), (300_000, 1_800_000));
    }

    #[test]
    fn snapping_and_keys_stay_in_range() {
        assert_eq!(snap(12_340, 100, 0, 60_000), 12_300);
        assert_eq!(snap(12_350, 100, 0, 60_000), 12_400);
        assert_eq!(snap(20, 100, 1, 60_000), 1);
        assert_eq!(after_key("ArrowRight", 59_500, 0, 60_000), Some(60_000));
        assert_eq!(after_key("ArrowLeft", 500, 1, 60_000), Some(1));
        assert_eq!(after_key("PageUp", 0, 0, 60_000), Some(10_000));
        assert_eq!(after_key("End", 3, 0, 60_000), Some(60_000));
        assert_eq!(after_key("Tab", 3, 0, 60_000), None);
        // From a value between steps, keys go to the round values.
        assert_eq!(after_key("ArrowRight", 1, 1, 60_000), Some(1_000));
        assert_eq!(after_key("ArrowLeft", 1_001, 1, 60_000), Some(1_000));
        assert_eq!(after_key("ArrowRight", 2_500, 1, 60_000), Some(3_000));
        assert_eq!(after_key("PageDown", 12_500, 0, 60_000), Some(3_000));
        assert_eq!(after_key("ArrowRight", 3_000, 0, 60_000), Some(4_000));
    }

    /// Issue 40, point 13d: with the shutdown blank the thumb sat one key
    /// step (1/61 of the track) left of 0, where 0 seems to be. "None" is
    /// now a twelfth of the range or more below 0, reads as "No shutdown"
    /// and is read back as "none" from its own position and the left half
    /// of the gap.
    #[test]
    fn the_none_position_is_visibly_apart_from_zero() {
        let field = Field::ShutdownAt;
        for value in [0, 60_000, 61_000, 75_000, 7_213_000, 12_345_678, MAX_MS] {
            let max = range_max(value);
            let none = position_text(field, None, max);
            let Some(gap) = none.strip_prefix('-').and_then(|g| parse_seconds(g).ok()) else {
                panic!("{none} is not below 0");
            };
            // At least 1/13 of the track from "none" to the end.
            assert!(gap * 13 >= max + gap, "{max}: none at -{gap}");
            assert_eq!(min_text(field, max), none);
            assert_eq!(read_position(field, &none, false, max), Some(None));
            assert_eq!(read_position(field, &none, true, max), Some(None));
            let near_zero = format!("-{}", decimal_seconds(gap / 2 - 1));
            assert_eq!(read_position(field, &near_zero, true, max), Some(Some(0)));
            let near_none = format!("-{}", decimal_seconds(gap / 2 + 1));
            assert_eq!(read_position(field, &near_none, true, max), Some(None));
            assert_eq!(read_position(field, "0", true, max), Some(Some(0)));
        }
        assert_eq!(value_text(None), "No shutdown");
        assert_eq!(value_text(Some(0)), "0 s");
        assert_eq!(value_text(Some(90_000)), "1 min 30 s");
    }

    #[test]
    fn the_shutdown_slider_has_a_none_position_left_of_zero() {
        let (field, max) = (Field::ShutdownAt, 60_000);
        assert_eq!(min_text(field, max), "-5");
        assert_eq!(min_text(Field::Lease, max), "0.001");
        assert_eq!(position_text(field, None, max), "-5");
        assert_eq!(position_text(field, Some(2_500), max), "2.5");
        // Keys: Home is "none"; Right from "none" is 0 s; Left from 0 is "none".
        assert_eq!(after_key_at("Home", field, Some(30_000), max), Some(None));
        assert_eq!(after_key_at("ArrowRight", field, None, max), Some(Some(0)));
        assert_eq!(after_key_at("ArrowLeft", field, Some(0), max), Some(None));
        assert_eq!(
            after_key_at("ArrowLeft", field, Some(500), max),
            Some(Some(0))
        );
        assert_eq!(after_key_at("ArrowLeft", field, None, max), Some(None));
        assert_eq!(after_key_at("PageUp", field, None, max), Some(Some(9_000)));
        assert_eq!(after_key_at("End", field, None, max), Some(Some(max)));
        assert_eq!(after_key_at("Tab", field, None, max), None);
        // Fields that are not optional never reach "none".
        assert_eq!(
            after_key_at("Home", Field::Lease, Some(9_000), max),
            Some(Some(1))
        );
        assert_eq!(
            after_key_at("ArrowLeft", Field::Lease, Some(1), max),
            Some(Some(1))
        );
        // The pointer: left of halfway to 0 is "none", then 0, then values.
        assert_eq!(read_position(field, "-5", true, max), Some(None));
        assert_eq!(read_position(field, "-2.6", false, max), Some(None));
        assert_eq!(read_position(field, "-2.4", true, max), Some(Some(0)));
        assert_eq!(read_position(field, "12.34", true, max), Some(Some(12_300)));
        assert_eq!(
            read_position(field, "12.34", false, max),
            Some(Some(12_340))
        );
        assert_eq!(read_position(Field::Lease, "-1", false, max), Some(Some(1)));
        assert_eq!(read_position(field, "x", false, max), None);
    }
}
