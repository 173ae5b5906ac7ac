//! Geometry of the ownership timeline: axis ticks and every bar and mark of
//! the four lanes, in SVG user units, computed once from an [`Outcome`].
//!
//! The component draws exactly what this returns; nothing here knows about
//! the DOM, so the drawing is tested natively.
//!
//! This file holds the whole drawing ([`Timeline`], [`Drawings`]), the axis
//! and the layout that runs the parts in order; the parts are in
//! `frame.rs` (sizes and positions at one width and text size, text and
//! mark boxes), `shapes.rs` (lanes, symbols, shapes, ticks and the builder
//! the lanes add to), `lanes.rs` (one function per lane), `labels.rs`
//! (the texts and their placement clear of marks) and `legend.rs`. Every
//! public item is re-exported here, so callers name it
//! `present::timeline::X` whichever file it is in.

mod frame;
mod labels;
mod lanes;
mod legend;
mod shapes;
#[cfg(test)]
mod tests;

pub use frame::{Frame, Rect, TextSize, LABELS_ABOVE_BELOW, MARK_TARGET, PRERENDERED_WIDTH, WIDE};
pub use labels::{bold_label, cursor_label, note_baseline, texts};
pub use legend::{drawn_text, legend, LegendEntry, LEGEND};
pub use shapes::{Anchor, Label, Lane, Shape, Symbol, Tick, N};

use crate::sim::{simulate, Enforcement, Millis, Outcome, Scenario, MAX_MS, MS_PER_S};

use super::format::{duration, say_at, NICE_STEPS};
use crate::i18n::Arg;
use crate::sentence;
use labels::place_texts;
use lanes::{lease_lane, resource_lane, worker_a_lane, worker_b_lane};
use shapes::Shapes;

/// Everything the timeline draws.
#[derive(Clone, Debug, PartialEq)]
pub struct Timeline {
    pub frame: Frame,
    pub end: Millis,
    /// The time between two ticks (see [`axis`]).
    pub step: Millis,
    pub ticks: Vec<Tick>,
    pub shapes: Vec<Shape>,
    /// The run's resource enforcement (the resource lane's states depend
    /// on it, and so does the legend's word for them).
    pub enforcement: Enforcement,
    /// A one-sentence summary for the SVG's accessible description.
    pub summary: String,
}

/// At most this many intervals along the axis.
const MAX_TICKS: u64 = 8;

/// Axis end and tick step for a horizon in `frame`: the smallest nice step
/// with at most [`MAX_TICKS`] intervals whose labels never collide (the
/// last label ends at its tick, so neighbours need one and a half of the
/// widest label and a gap), ending on a whole step at or after the horizon.
pub fn axis(horizon: Millis, frame: &Frame) -> (Millis, Millis) {
    let horizon = horizon.max(1);
    let plot = frame.plot_right() - frame.plot_left;
    let step = NICE_STEPS
        .iter()
        .copied()
        .find(|&step| {
            let intervals = horizon.div_ceil(step);
            // Only a short axis is worth measuring.
            intervals <= MAX_TICKS && {
                let widest = (0..=intervals)
                    .map(|i| frame.text_width(&duration(i * step), false))
                    .fold(0.0, f32::max);
                plot / intervals as f32 >= 1.5 * widest + frame.text
            }
        })
        .unwrap_or(MAX_MS);
    (horizon.div_ceil(step) * step, step)
}

/// The time cursor's arrow-key step on an axis with ticks `tick` apart:
/// the largest nice step of at most a tenth of it that divides it, so ten
/// or so presses reach the next tick and each lands on a round instant.
pub fn cursor_step(tick: Millis) -> Millis {
    let tenth = (tick / 10).max(1);
    NICE_STEPS
        .iter()
        .copied()
        .rev()
        .find(|&step| step <= tenth && tick % step == 0)
        .unwrap_or(1)
}

/// Where a key moves the time cursor from `at` on an axis ending at `end`
/// with ticks `tick` apart, or `None` for a key it ignores: arrows to the
/// next multiple of [`cursor_step`] either way, Page Up and Down to the
/// next tick, Home and End to the ends.
pub fn cursor_after_key(key: &str, at: Millis, end: Millis, tick: Millis) -> Option<Millis> {
    let (small, tick) = (cursor_step(tick), tick.max(1));
    let up = |step: Millis| (at / step).saturating_add(1).saturating_mul(step);
    let down = |step: Millis| at.saturating_sub(1) / step * step;
    let next = match key {
        "ArrowRight" | "ArrowUp" => up(small),
        "ArrowLeft" | "ArrowDown" => down(small),
        "PageUp" => up(tick),
        "PageDown" => down(tick),
        "Home" => 0,
        "End" => end,
        _ => return None,
    };
    Some(next.min(end))
}

/// The last instant the timeline draws anything at: the last event, the
/// ends of both attempts and of the pause, the lease's expiry when B takes
/// it over. A lease released by A's write is not drawn past the write, so
/// its would-be expiry does not stretch the axis.
pub fn horizon(outcome: &Outcome) -> Millis {
    let last_event = outcome.events.last().map_or(0, |event| event.at);
    let b_end = outcome.replacement.map_or(0, |b| b.end);
    let pause_end = outcome.pause.map_or(0, |p| p.end);
    last_event
        .max(b_end)
        .max(pause_end)
        .max(outcome.original_ends_at)
        .max(outcome.takeover_at.unwrap_or(0))
        .max(MS_PER_S)
}

/// Lays out the whole timeline in `frame`, lane by lane.
pub fn layout(scenario: &Scenario, outcome: &Outcome, frame: Frame) -> Timeline {
    layout_until(scenario, outcome, frame, horizon(outcome))
}

/// The current run's drawing and, while a run is pinned, the pinned run's,
/// on one shared time axis (the later of the two horizons), so an instant
/// is at the same place in both.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawings {
    pub current: Timeline,
    pub pinned: Option<Timeline>,
}

impl Drawings {
    /// The drawings shown: the current run's, then the pinned run's.
    pub fn all(&self) -> impl Iterator<Item = &Timeline> {
        std::iter::once(&self.current).chain(&self.pinned)
    }
}

/// Whether `other`, the other run's drawing, has `mark` too: a mark of the
/// same kind (its class), by the same worker, at the same instant. The one
/// rule for comparing two runs' marks: a mark it does not hold gets the
/// dashed square. Anything but a mark is never compared.
pub fn in_both(mark: &Shape, other: &Timeline) -> bool {
    let Shape::Mark {
        class, at, actor, ..
    } = mark
    else {
        return true;
    };
    other.shapes.iter().any(|shape| {
        matches!(shape, Shape::Mark { class: c, at: a, actor: w, .. } if c == class && a == at && w == actor)
    })
}

/// Both runs' drawings in `frame` (see [`Drawings`]).
pub fn layout_both(
    (scenario, outcome): (&Scenario, &Outcome),
    pinned: Option<&Scenario>,
    frame: Frame,
) -> Drawings {
    let pinned = pinned.map(|pinned| (pinned, simulate(pinned)));
    let shared = pinned
        .as_ref()
        .map_or(0, |(_, run)| horizon(run))
        .max(horizon(outcome));
    Drawings {
        current: layout_until(scenario, outcome, frame, shared),
        pinned: pinned.map(|(scenario, run)| layout_until(scenario, &run, frame, shared)),
    }
}

/// [`layout`] on an axis that reaches at least `horizon`.
fn layout_until(scenario: &Scenario, outcome: &Outcome, frame: Frame, horizon: Millis) -> Timeline {
    let (end, step) = axis(horizon, &frame);
    let last = end / step;
    let ticks = (0..=last)
        .map(|i| {
            let (x, label) = (frame.x_at(end, i * step), duration(i * step));
            let anchor = if i == last {
                Anchor::End
            } else if x < frame.text_width(&label, false) / 2.0 + 2.0 {
                Anchor::Start
            } else {
                Anchor::Middle
            };
            Tick { x, label, anchor }
        })
        .collect();
    let mut shapes = Shapes {
        frame,
        end,
        list: Vec::new(),
        wanted_labels: Vec::new(),
    };
    worker_a_lane(&mut shapes, outcome);
    lease_lane(&mut shapes, scenario, outcome);
    worker_b_lane(&mut shapes, outcome);
    resource_lane(&mut shapes, scenario.enforcement, outcome);
    shapes.separate_marks();
    place_texts(&mut shapes, outcome);
    Timeline {
        frame,
        end,
        step,
        ticks,
        shapes: shapes.list,
        enforcement: scenario.enforcement,
        summary: summary(outcome, end),
    }
}

/// The SVG's one-paragraph description.
fn summary(outcome: &Outcome, end: Millis) -> String {
    let ownership = match outcome.takeover_at {
        Some(at) => say_at(sentence!("summary-takeover"), &[("at", at)], &[]),
        None => say_at(
            sentence!("summary-no-takeover"),
            &[("at", outcome.original_ends_at)],
            &[],
        ),
    };
    say_at(
        sentence!("timeline-summary"),
        &[("end", end)],
        &[
            ("ownership", Arg::Text(&ownership)),
            ("count", Arg::Count(outcome.applied_increments.into())),
        ],
    )
}
