//! The outcome map's axes and cells, over generated scenarios and every
//! pair of axes: what they depend on, and where the cells sit.

use lease_lab::present::explore::{map_axes, map_cells_input};
use lease_lab::present::format::NICE_STEPS;
use lease_lab::sim::{Field, Millis, Scenario, MAP_CELLS, MAX_MS};
use proptest::prelude::*;

use super::common;

fn field() -> impl Strategy<Value = Field> {
    proptest::sample::select(Field::ALL.to_vec())
}

/// A field's value: the ties and small values of `common::time`, or any
/// valid value up to a day.
fn value() -> impl Strategy<Value = Millis> {
    prop_oneof![common::time(), 0..=MAX_MS]
}

/// `scenario` with `field` set to `value` (at least the field's minimum).
fn with(scenario: &Scenario, field: Field, value: Millis) -> Scenario {
    let mut moved = *scenario;
    field.set(&mut moved, Some(value.max(field.min())));
    moved
}

/// A scenario with durations small (ties) or anywhere up to a day.
fn scenario() -> impl Strategy<Value = Scenario> {
    let values = proptest::collection::vec(proptest::option::of(value()), Field::ALL.len());
    (common::scenario(), values).prop_map(|(mut scenario, values)| {
        for (field, value) in Field::ALL.into_iter().zip(values) {
            if let Some(value) = value {
                scenario = with(&scenario, field, value);
            }
        }
        scenario
    })
}

fn two_axes() -> impl Strategy<Value = (Field, Field)> {
    (field(), field()).prop_filter("two axes", |(x, y)| x != y)
}

proptest! {
    #![proptest_config(common::fixed(5_000, 0x00a9_e5ca))]

    /// Moving either axis field (a click on the map, a slider of an axis)
    /// changes neither the axes nor what the cells are computed from: the
    /// map is not rescaled and needs no new runs.
    #[test]
    fn moving_an_axis_field_keeps_the_axes_and_the_cells(
        scenario in scenario(),
        (x, y) in two_axes(),
        (a, b) in (value(), value()),
    ) {
        let moved = with(&with(&scenario, x, a), y, b);
        prop_assert_eq!(map_axes(&moved, x, y), map_axes(&scenario, x, y));
        prop_assert_eq!(map_cells_input(&moved, x, y), map_cells_input(&scenario, x, y));
    }

    /// Each axis is 100 cells of one of the sliders' nice steps, so a click
    /// loads round values; only an axis cut at the 86 400 s maximum is not.
    #[test]
    fn cells_sit_on_nice_steps_below_the_maximum(scenario in scenario(), (x, y) in two_axes()) {
        let axes = map_axes(&scenario, x, y);
        for max in [axes.x_max, axes.y_max] {
            let cells = MAP_CELLS as Millis - 1;
            let spacing = max / cells;
            prop_assert!(
                max == MAX_MS || (NICE_STEPS.contains(&spacing) && spacing * cells == max),
                "{:?} x {:?}: {}", x, y, max
            );
        }
    }
}
