//! The timeline's drawings and its time cursor: where the cursor is, and
//! Play, which the page's timer advances tick by tick while `playing`
//! holds (see `ui::timeline`, the one place that owns the timer).

use leptos::prelude::*;

use super::erased_memo;

use super::ShownStep;
use crate::present::explore::next_play_position;
use crate::present::svg::{cursor_svg, figure_parts, Figure};
use crate::present::timeline::{cursor_after_key, legend, Drawings, LegendEntry};
use crate::sim::Millis;

/// An `<svg>` drawing as its opening tag and its children's markup (see
/// `present::svg::figure_parts`), so the page rewrites only the children
/// that changed.
pub type Parts = (String, Vec<String>);

/// The timeline's geometry and the time cursor.
#[derive(Clone, Copy)]
pub struct Playback {
    /// The current run's drawing, and the pinned run's on the same axis,
    /// laid out in the frame the page shows them in.
    pub drawings: Memo<Drawings>,
    /// The end of the drawing's time axis.
    pub end: Memo<Millis>,
    /// Where the learner (or Play) put the cursor.
    pub cursor: RwSignal<Millis>,
    /// The cursor's instant as shown: the step's event while stepping,
    /// never past the axis' end.
    pub at: Memo<Millis>,
    /// Whether Play is running.
    pub playing: RwSignal<bool>,
    /// Playback speed: 1, 2 or 4 times.
    pub speed: RwSignal<u64>,
    /// The current run's drawing as SVG parts (the step's event marked).
    pub current_parts: Memo<Parts>,
    /// The pinned run's drawing as SVG parts; empty while none is pinned.
    pub pinned_parts: Memo<Parts>,
    /// The time cursor's overlay, as SVG markup.
    pub cursor_markup: Memo<String>,
    /// The legend's entries for what the drawings show.
    pub legend: Memo<Vec<LegendEntry>>,
}

impl Playback {
    pub(super) fn new(drawings: Memo<Drawings>, step: Memo<Option<ShownStep>>) -> Playback {
        let end = erased_memo(move |_| drawings.with(|d| d.current.end));
        let cursor = RwSignal::new(0 as Millis);
        // A step through the run puts the cursor at its event.
        let at = erased_memo(
            move |_| match step.with(|s| s.as_ref().map(|s| s.step.at)) {
                Some(step_at) => step_at.min(end.get()),
                None => cursor.get().min(end.get()),
            },
        );
        let current_parts = erased_memo(move |_| {
            let index = step.with(|s| s.as_ref().map(|s| s.index));
            drawings.with(|d| figure_parts(&d.current, index, Figure::CURRENT, d.pinned.as_ref()))
        });
        let pinned_parts = erased_memo(move |_| {
            drawings.with(|d| match &d.pinned {
                Some(pinned) => figure_parts(pinned, None, Figure::PINNED, Some(&d.current)),
                None => (String::new(), Vec::new()),
            })
        });
        let cursor_markup =
            erased_memo(move |_| drawings.with(|d| cursor_svg(&d.current, at.get())));
        let legend = erased_memo(move |_| drawings.with(legend));
        Playback {
            drawings,
            end,
            cursor,
            at,
            playing: RwSignal::new(false),
            speed: RwSignal::new(1),
            current_parts,
            pinned_parts,
            cursor_markup,
            legend,
        }
    }

    /// One tick of the page's Play timer: the cursor moves on by the
    /// speed, and playing stops at the axis' end.
    pub fn tick(&self) {
        if !self.playing.get_untracked() {
            return;
        }
        let end = self.end.get_untracked();
        let next = next_play_position(self.at.get_untracked(), end, self.speed.get_untracked());
        self.cursor.set(next);
        if next >= end {
            self.playing.set(false);
        }
    }

    /// Where a key pressed on the time cursor moves it (see
    /// `present::timeline::cursor_after_key`), or `None` for a key it
    /// leaves to the browser.
    pub fn after_key(&self, key: &str) -> Option<Millis> {
        let step = self.drawings.with_untracked(|d| d.current.step);
        cursor_after_key(key, self.at.get_untracked(), self.end.get_untracked(), step)
    }

    /// Stops Play where it is.
    pub fn stop(&self) {
        if self.playing.get_untracked() {
            self.playing.set(false);
        }
    }

    /// Chooses the playback speed ("1x", "2x", "4x"; anything else is 1x).
    pub fn choose_speed(&self, speed: u64) {
        self.speed
            .set(if matches!(speed, 1 | 2 | 4) { speed } else { 1 });
    }
}
