//! Slider ranges and steps: a learning range of 0 to 60 s that grows to fit
//! a larger typed value, a drag grid and a keyboard step that scale with it.

use super::format::NICE_STEPS;
use crate::sim::{Millis, MAX_MS, MS_PER_S};

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
/// slider does not handle.
pub fn after_key(key: &str, value: Millis, min: Millis, max: Millis) -> Option<Millis> {
    let step = key_step(max);
    let next = match key {
        "ArrowRight" | "ArrowUp" => value.saturating_add(step),
        "ArrowLeft" | "ArrowDown" => value.saturating_sub(step),
        "PageUp" => value.saturating_add(step * 10),
        "PageDown" => value.saturating_sub(step * 10),
        "Home" => min,
        "End" => max,
        _ => return None,
    };
    Some(next.clamp(min, max))
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
    }
}
