//! One numeric input as the page shows it: its number field's message and
//! its slider's position and range, which follow the last valid scenario
//! (so the slider never shows a number the results do not).

use leptos::prelude::*;

use super::erased_memo;

use crate::present::slider;
use crate::sim::{Field, FieldError, Millis, Scenario};

/// A number field and its slider.
#[derive(Clone, Copy)]
pub struct FieldModel {
    pub field: Field,
    /// The message under the field while its text breaks a rule.
    pub error: Memo<Option<String>>,
    /// The last valid value (`None`: an optional field's "none").
    pub value: Memo<Option<Millis>>,
    /// The slider's end, which grows with the value (`slider::range_max`).
    pub max: Memo<Millis>,
    /// Whether the slider is being dragged (a pointer is down on it):
    /// a drag snaps to the drag step, a key press or a click does not.
    pub dragging: RwSignal<bool>,
}

impl FieldModel {
    pub(super) fn new(
        field: Field,
        draft: Memo<Result<Scenario, Vec<FieldError>>>,
        scenario: Memo<Scenario>,
    ) -> FieldModel {
        let error = erased_memo(move |_| {
            draft.with(|draft| {
                draft
                    .as_ref()
                    .err()
                    .and_then(|errors| errors.iter().find(|e| e.field == field))
                    .map(crate::present::form::refusal)
            })
        });
        let value = erased_memo(move |_| field.get(&scenario.get()));
        let max = erased_memo(move |_| slider::range_max(value.get().unwrap_or(0)));
        FieldModel {
            field,
            error,
            value,
            max,
            dragging: RwSignal::new(false),
        }
    }

    /// The slider's position as its `value` attribute.
    pub fn position_text(&self) -> String {
        slider::position_text(self.field, self.value.get(), self.max.get())
    }
}
