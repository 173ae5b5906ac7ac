//! Geometry of the ownership timeline: axis ticks and every bar and mark of
//! the four lanes, in SVG user units, computed once from an [`Outcome`].
//!
//! The component draws exactly what this returns; nothing here knows about
//! the DOM, so the drawing is tested natively.

use crate::sim::{
    simulate, Actor, Enforcement, EventKind, Millis, Outcome, Scenario, MAX_MS, MS_PER_S,
};

use super::format::{duration, plural, Duration, NICE_STEPS};
use super::report::worker;
use crate::small_sort::sort_small_by_key;

/// How large the drawing's text is. The drawing is laid out at the width it
/// is shown at (one user unit is one CSS pixel), so text keeps its size on
/// every screen: 12 px on the page, 11 px in the compact embed, 16 px on a
/// projected embed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextSize {
    Page,
    Embed,
    Projector,
}

/// Below this width the lanes' names go above the lanes (phones, narrow
/// columns), so the plot takes the whole width.
pub const LABELS_ABOVE_BELOW: u32 = 520;

/// The drawing's proportions, in user units (CSS px): its shown width and
/// the vertical sizes for one text size. The stylesheet gives the `<svg>`
/// the same height ([`Frame::height`]) for each case, so the box never
/// changes size when hydration lays the drawing out again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f32,
    /// Font size of every text in the drawing.
    pub text: f32,
    /// Where the first lane starts; above it is room for the cursor's label.
    pub top: f32,
    pub lane_height: f32,
    pub bar_height: f32,
    pub axis_height: f32,
    /// Lane names above each lane instead of at the left.
    pub labels_above: bool,
    /// Where the plot starts, and the room left at its right (for a flag or
    /// a mark's target at the last instant).
    pub plot_left: f32,
    pub right_margin: f32,
}

/// The frame the page is pre-rendered with (and the tests' usual one).
pub const WIDE: Frame = Frame {
    width: 960.0,
    text: 12.0,
    top: 24.0,
    lane_height: 46.0,
    bar_height: 22.0,
    axis_height: 30.0,
    labels_above: false,
    plot_left: 98.0,
    right_margin: 16.0,
};

/// The width the page is pre-rendered at, before it can measure.
pub const PRERENDERED_WIDTH: u32 = 960;

/// Estimated advance of one character, in ems: generous for the wide
/// sans-serif faces (DejaVu Sans, the Linux default, is the widest), so a
/// label judged to fit does fit.
const CHAR_EM: f32 = 0.6;
const BOLD_CHAR_EM: f32 = 0.68;
/// A text's box around its baseline, in ems: the box Firefox reports for
/// DejaVu Sans (the tallest of the engines and common faces; Chromium's is
/// 0.93 and 0.25).
const ASCENT_EM: f32 = 1.09;
const DESCENT_EM: f32 = 0.34;
/// Room for a bar label's halo (a 2 px stroke, half of it outside the
/// glyphs; the stylesheet's `.bar-label`).
const HALO: f32 = 1.0;
/// How far past a mark's target square its glyph and stroke may reach as
/// an engine measures them (Firefox counts the stroke generously).
const MARK_REACH: f32 = 1.0;

/// The side of a focusable mark's target square: 24 CSS px (WCAG 2.2's
/// 2.5.8), now that the drawing is never scaled down.
pub const MARK_TARGET: f32 = 24.0;

impl Frame {
    /// The frame for a drawing shown `width` CSS px wide.
    pub fn fitted(width: u32, size: TextSize) -> Frame {
        let labels_above = width < LABELS_ABOVE_BELOW && size != TextSize::Projector;
        let (text, top, lane_height, bar_height, axis_height) = match (size, labels_above) {
            (TextSize::Page, false) => (12.0, 24.0, 46.0, 22.0, 30.0),
            (TextSize::Page, true) => (12.0, 24.0, 50.0, 20.0, 26.0),
            (TextSize::Embed, false) => (11.0, 20.0, 44.0, 18.0, 26.0),
            (TextSize::Embed, true) => (11.0, 20.0, 46.0, 16.0, 26.0),
            (TextSize::Projector, _) => (16.0, 28.0, 52.0, 26.0, 36.0),
        };
        let plot_left = if labels_above {
            14.0
        } else {
            // The longest lane name, bold, a gap, and half a mark's
            // target for a mark at 0 s.
            (4.0 + 9.0 * BOLD_CHAR_EM * text + 8.0 + MARK_TARGET / 2.0).ceil()
        };
        Frame {
            width: width.clamp(240, 8_000) as f32,
            text,
            top,
            lane_height,
            bar_height,
            axis_height,
            labels_above,
            plot_left,
            right_margin: 16.0,
        }
    }

    /// The SVG's `viewBox`.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", N(self.width), N(self.height()))
    }

    pub fn height(&self) -> f32 {
        self.axis_y() + self.axis_height
    }

    /// Top edge of a lane.
    pub fn lane_y(&self, lane: Lane) -> f32 {
        let index = Lane::ALL.iter().position(|&l| l == lane).unwrap_or(0);
        self.top + index as f32 * self.lane_height
    }

    /// The axis line, below the last lane.
    pub fn axis_y(&self) -> f32 {
        self.top + 4.0 * self.lane_height
    }

    /// The right end of the plot.
    pub fn plot_right(&self) -> f32 {
        self.width - self.right_margin
    }

    /// The x coordinate of an instant on an axis ending at `end`.
    pub fn x_at(&self, end: Millis, at: Millis) -> f32 {
        let plot = self.plot_right() - self.plot_left;
        round1(self.plot_left + plot * (at.min(end) as f64 / end.max(1) as f64) as f32)
    }

    /// Top edge of a lane's bars: centred in the lane, or at the bottom of
    /// it, below its name and the grace strip's row.
    pub fn bar_y(&self, lane: Lane) -> f32 {
        if self.labels_above {
            self.lane_y(lane) + self.lane_height - self.bar_height - 3.0
        } else {
            self.lane_y(lane) + (self.lane_height - self.bar_height) / 2.0
        }
    }

    /// Vertical centre of a lane's bars and marks.
    pub fn mid_y(&self, lane: Lane) -> f32 {
        self.bar_y(lane) + self.bar_height / 2.0
    }

    /// The baseline of a text centred on a lane's bars.
    pub fn bar_text_y(&self, lane: Lane) -> f32 {
        self.mid_y(lane) + (ASCENT_EM - DESCENT_EM) / 2.0 * self.text
    }

    /// Where a lane's name is written: `(x, baseline)`.
    pub fn lane_label_at(&self, lane: Lane) -> (f32, f32) {
        if self.labels_above {
            (self.plot_left, self.lane_y(lane) + 1.1 * self.text)
        } else {
            (4.0, self.bar_text_y(lane))
        }
    }

    /// The baseline of the axis' tick labels.
    pub fn tick_text_y(&self) -> f32 {
        self.axis_y() + self.axis_height - DESCENT_EM * self.text - 3.0
    }

    /// The baseline of the time cursor's label, above the lanes.
    pub fn cursor_text_y(&self) -> f32 {
        self.top - 6.0
    }

    /// The baseline of a note above a lane's bars, clear of the marks'
    /// targets on them.
    pub fn note_text_y(&self, lane: Lane) -> f32 {
        let top_of_marks = self.bar_y(lane).min(self.mid_y(lane) - MARK_TARGET / 2.0);
        top_of_marks - DESCENT_EM * self.text - 1.0
    }

    /// The grace strip: `(top, height)`, just above A's bar.
    pub fn strip(&self, lane: Lane) -> (f32, f32) {
        let bar_y = self.bar_y(lane);
        if self.labels_above {
            (bar_y - 5.0, 4.0)
        } else {
            (bar_y - 7.0, 4.0)
        }
    }

    /// A renewal tick's vertical extent: just above the bar, never across
    /// the bar's label.
    pub fn renewal_tick(&self, lane: Lane) -> (f32, f32) {
        let bar_y = self.bar_y(lane);
        (bar_y - 7.0, bar_y - 1.5)
    }

    /// The estimated width of `text` in this frame's font.
    pub fn text_width(&self, text: &str, bold: bool) -> f32 {
        let em = if bold { BOLD_CHAR_EM } else { CHAR_EM };
        text.chars().count() as f32 * em * self.text
    }

    /// A text's vertical extent around its baseline `y`.
    pub fn text_span(&self, y: f32) -> (f32, f32) {
        (y - ASCENT_EM * self.text, y + DESCENT_EM * self.text)
    }
}

/// Individual renewals are drawn up to this many; denser runs become a band.
const MAX_DRAWN_RENEWALS: u64 = 60;

/// The four rows of the timeline, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    WorkerA,
    LeaseA,
    WorkerB,
    Resource,
}

impl Lane {
    pub const ALL: [Lane; 4] = [Lane::WorkerA, Lane::LeaseA, Lane::WorkerB, Lane::Resource];

    pub fn label(self) -> &'static str {
        match self {
            Lane::WorkerA => "Worker A",
            Lane::LeaseA => "A's lease",
            Lane::WorkerB => "Worker B",
            Lane::Resource => "Resource",
        }
    }
}

/// What a point mark looks like. Each has its own shape, so colour is never
/// the only signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A short vertical stroke: an accepted renewal.
    Renewal,
    /// A cross: a refused renewal or a refused write.
    Cross,
    /// A circle with a check: an accepted write.
    Check,
    /// A flag: a takeover or shutdown signal.
    Flag,
    /// A bold bar: forced termination.
    Stop,
    /// A diamond: the lease acquired.
    Acquire,
    /// Two bars: the process pauses.
    Pause,
    /// A triangle pointing right: the process resumes.
    Resume,
}

impl Symbol {
    /// SVG path data for the symbol centred at `(x, y)`.
    pub fn path(self, x: f32, y: f32) -> String {
        // Each path is its start point and relative steps from it, so it
        // formats two numbers (the wasm keeps one formatting call each).
        let (start_x, start_y, steps) = match self {
            Symbol::Renewal => (x, y - 8.0, "v16"),
            Symbol::Cross => (x - 5.0, y - 5.0, "l10 10m0-10-10 10"),
            Symbol::Check => (
                x - 7.0,
                y,
                "a7 7 0 1 0 14 0a7 7 0 1 0-14 0m3.5 .5 2.5 3 5-6.5",
            ),
            Symbol::Flag => (x, y + 11.0, "v-22l10 4-10 4"),
            Symbol::Stop => (x - 2.5, y - 11.0, "h5v22h-5z"),
            Symbol::Acquire => (x, y - 7.0, "l7 7-7 7-7-7z"),
            Symbol::Pause => (x - 3.0, y - 7.0, "v14m6-14v14"),
            Symbol::Resume => (x - 4.0, y - 7.0, "l10 7-10 7z"),
        };
        format!("M{} {}{steps}", N(start_x), N(start_y))
    }
}

/// An SVG number with at most one decimal, written with integer arithmetic:
/// formatting floats would pull a large formatter into the wasm, and this
/// also makes the pre-rendered and the hydrated markup byte-identical.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct N(pub f32);

impl std::fmt::Display for N {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, fraction) = (tenths.abs() / 10, tenths.abs() % 10);
        if fraction == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{fraction}")
        }
    }
}

/// One shape of the timeline.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A span drawn as a bar; `class` picks its fill pattern. `label` is
    /// the text written on it, where one fits clear of the lane's marks.
    Bar {
        lane: Lane,
        x: f32,
        width: f32,
        class: &'static str,
        label: Option<Label>,
        title: String,
        /// The row of the event log this bar stands for (a dense run of
        /// renewals), which a step through the run highlights.
        event: Option<usize>,
    },
    /// An instant drawn as a symbol.
    Mark {
        lane: Lane,
        x: f32,
        symbol: Symbol,
        class: &'static str,
        title: String,
        /// The row of the event log this mark stands for, if any.
        event: Option<usize>,
    },
    /// A short text above a lane's bars, such as the counter after a
    /// write, starting at `x`.
    Note { lane: Lane, x: f32, text: String },
}

/// A bar's text and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f32,
    pub text: String,
}

/// One labelled axis tick. `anchor` is where its label is anchored: the
/// last ends at its tick, and the first starts at it where centring would
/// cross the drawing's edge.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub x: f32,
    pub label: String,
    pub anchor: Anchor,
}

/// How a text is anchored at its x (SVG's `text-anchor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    /// The left edge of a text `width` wide anchored at `x`.
    pub fn left(self, x: f32, width: f32) -> f32 {
        match self {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        }
    }
}

/// Everything the timeline draws.
#[derive(Clone, Debug, PartialEq)]
pub struct Timeline {
    pub frame: Frame,
    pub end: Millis,
    pub ticks: Vec<Tick>,
    pub shapes: Vec<Shape>,
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

fn round1(value: f32) -> f32 {
    (value * 10.0).round() / 10.0
}

fn span_text(from: Millis, to: Millis) -> String {
    format!("from {} to {}", Duration(from), Duration(to))
}

/// Shapes being laid out in `frame` on an axis ending at `end`, with the
/// texts each bar could carry (longest first), placed once every mark is
/// known (see [`place_labels`]).
struct Shapes {
    frame: Frame,
    end: Millis,
    list: Vec<Shape>,
    wanted_labels: Vec<(usize, Vec<String>)>,
}

impl Shapes {
    fn x(&self, at: Millis) -> f32 {
        self.frame.x_at(self.end, at)
    }

    /// A bar for `[from, to)` that carries the first of `labels` that
    /// fits; nothing for an empty span.
    fn bar(
        &mut self,
        lane: Lane,
        (from, to): (Millis, Millis),
        class: &'static str,
        labels: &[&str],
        title: String,
    ) {
        if to > from {
            let (x0, x1) = (self.x(from), self.x(to));
            if !labels.is_empty() {
                let labels = labels.iter().map(|&l| l.to_owned()).collect();
                self.wanted_labels.push((self.list.len(), labels));
            }
            self.list.push(Shape::Bar {
                lane,
                x: x0,
                width: round1((x1 - x0).max(0.5)),
                class,
                label: None,
                title,
                event: None,
            });
        }
    }

    /// A mark at `at`; `event` is the row of the event log it stands for.
    fn mark(
        &mut self,
        lane: Lane,
        at: Millis,
        symbol: Symbol,
        class: &'static str,
        title: String,
        event: Option<usize>,
    ) {
        let x = self.x(at);
        self.list.push(Shape::Mark {
            lane,
            x,
            symbol,
            class,
            title,
            event,
        });
    }
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
    place_texts(&mut shapes, outcome);
    Timeline {
        frame,
        end,
        ticks,
        shapes: shapes.list,
        summary: summary(outcome, end),
    }
}

/// Worker A: working, paused and zombie time, the shutdown grace, the
/// signal, the termination and A's write.
fn worker_a_lane(shapes: &mut Shapes, outcome: &Outcome) {
    let a_end = outcome.original_ends_at;
    let work_spans = match outcome.pause {
        Some(p) => vec![(0, p.start), (p.end, a_end)],
        None => vec![(0, a_end)],
    };
    let lost_at = outcome.takeover_at.filter(|&at| at < a_end);
    for (from, to) in work_spans {
        let lost = lost_at.filter(|&lost| lost < to).map(|lost| lost.max(from));
        let working_until = lost.unwrap_or(to);
        let title = format!("Worker A working {}", span_text(from, working_until));
        shapes.bar(
            Lane::WorkerA,
            (from, working_until),
            "work-a",
            &["working"],
            title,
        );
        if let Some(lost) = lost {
            let title = format!(
                "Worker A still working {} after losing its lease: a zombie",
                span_text(lost, to)
            );
            shapes.bar(Lane::WorkerA, (lost, to), "zombie", &["zombie"], title);
        }
    }
    if let Some(p) = outcome.pause {
        let title = match outcome.terminated_at() {
            Some(killed) if outcome.paused_at_end() => format!(
                "Worker A paused from {} until it is terminated at {}: no work, no heartbeats",
                Duration(p.start),
                Duration(killed)
            ),
            _ => format!(
                "Worker A paused {}: no work, no heartbeats",
                span_text(p.start, p.end)
            ),
        };
        shapes.bar(
            Lane::WorkerA,
            (p.start, p.end),
            "paused",
            &["paused"],
            title,
        );
    }
    if let Some((signal_at, deadline)) = outcome.shutdown() {
        let until = deadline.min(a_end);
        let renewals = if outcome.renewed_during_grace() {
            "its lease is still renewed"
        } else {
            "no renewal is accepted"
        };
        let title = format!(
            "Shutdown grace {}: no new polling; {renewals}",
            span_text(signal_at, until)
        );
        shapes.bar(
            Lane::WorkerA,
            (signal_at, until.max(signal_at)),
            "grace",
            &[],
            title,
        );
        let title = format!(
            "Shutdown signal at {}; forced-termination deadline {}",
            Duration(signal_at),
            Duration(deadline)
        );
        let event = event_of(outcome, "shutdown_signal");
        shapes.mark(
            Lane::WorkerA,
            signal_at,
            Symbol::Flag,
            "signal",
            title,
            event,
        );
    }
    if let Some(killed) = outcome.terminated_at() {
        let title = format!(
            "Worker A forcibly terminated at {} before writing",
            Duration(killed)
        );
        let event = event_of(outcome, "terminated");
        shapes.mark(
            Lane::WorkerA,
            killed,
            Symbol::Stop,
            "terminated",
            title,
            event,
        );
    }
    if let Some(p) = outcome.pause {
        let title = format!("Worker A pauses at {}", Duration(p.start));
        let event = event_of(outcome, "paused");
        shapes.mark(
            Lane::WorkerA,
            p.start,
            Symbol::Pause,
            "pause-start",
            title,
            event,
        );
    }
    if let Some(resumed) = outcome.resumed_at() {
        let title = format!("Worker A resumes at {}", Duration(resumed));
        let event = event_of(outcome, "resumed");
        shapes.mark(
            Lane::WorkerA,
            resumed,
            Symbol::Resume,
            "resume",
            title,
            event,
        );
    }
    if let Some(write) = outcome.write_by(Actor::A) {
        write_marks(shapes, Lane::WorkerA, write, outcome);
    }
}

/// A's lease: valid until it expires (or until A's write completes the job
/// and releases it), each renewal or a band of them, the first refusal.
fn lease_lane(shapes: &mut Shapes, scenario: &Scenario, outcome: &Outcome) {
    match outcome.takeover_at {
        None => {
            let released = outcome.original_ends_at;
            let title = format!(
                "A's lease (token 1) held {}, released when A's write completed the job",
                span_text(0, released)
            );
            shapes.bar(
                Lane::LeaseA,
                (0, released),
                "lease-a",
                &["token 1 valid", "token 1"],
                title,
            );
        }
        Some(expired) => {
            let title = format!("A's lease (token 1) valid {}", span_text(0, expired));
            shapes.bar(
                Lane::LeaseA,
                (0, expired),
                "lease-a",
                &["token 1 valid", "token 1"],
                title,
            );
        }
    }
    if let Some(EventKind::LeaseAcquired { expires_at, .. }) =
        outcome.events.first().map(|e| e.kind)
    {
        let title = format!(
            "A acquires the lease at 0 s with token 1, until {}",
            Duration(expires_at)
        );
        shapes.mark(Lane::LeaseA, 0, Symbol::Acquire, "acquired", title, Some(0));
    }
    for (index, event) in outcome.events.iter().enumerate() {
        match event.kind {
            EventKind::HeartbeatAccepted {
                count,
                last_at,
                expires_at,
            } if count > MAX_DRAWN_RENEWALS => {
                let title = format!(
                    "{} every {} {}; lease then expires at {}",
                    plural(count, "renewal", "renewals"),
                    Duration(scenario.heartbeat_every),
                    span_text(event.at, last_at),
                    Duration(expires_at)
                );
                let (x0, x1) = (shapes.x(event.at), shapes.x(last_at));
                shapes.list.push(Shape::Bar {
                    lane: Lane::LeaseA,
                    x: x0,
                    width: round1((x1 - x0).max(1.0)),
                    class: "renewal-run",
                    label: None,
                    title,
                    event: Some(index),
                });
            }
            EventKind::HeartbeatAccepted { count, .. } => {
                for i in 0..count {
                    let at = event.at + i * scenario.heartbeat_every;
                    let title = format!(
                        "Heartbeat at {} accepted; lease extended to {}",
                        Duration(at),
                        Duration(at.saturating_add(scenario.lease))
                    );
                    let event = (i == 0).then_some(index);
                    shapes.mark(Lane::LeaseA, at, Symbol::Renewal, "renewal", title, event);
                }
            }
            EventKind::HeartbeatRejected { expired_at } => {
                let title = format!(
                    "Heartbeat at {} rejected: the lease expired at {}",
                    Duration(event.at),
                    Duration(expired_at)
                );
                shapes.mark(
                    Lane::LeaseA,
                    event.at,
                    Symbol::Cross,
                    "refused",
                    title,
                    Some(index),
                );
            }
            _ => {}
        }
    }
}

/// Worker B: from takeover to its write.
fn worker_b_lane(shapes: &mut Shapes, outcome: &Outcome) {
    let Some(b) = outcome.replacement else {
        return;
    };
    let title = format!(
        "Worker B holds token 2 and works {}",
        span_text(b.start, b.end)
    );
    shapes.bar(
        Lane::WorkerB,
        (b.start, b.end),
        "work-b",
        &["token 2 working", "token 2"],
        title,
    );
    let title = format!(
        "Worker B takes over at {} with token {}",
        Duration(b.start),
        Actor::B.token()
    );
    let event = event_of(outcome, "takeover");
    shapes.mark(
        Lane::WorkerB,
        b.start,
        Symbol::Flag,
        "takeover",
        title,
        event,
    );
    if let Some(write) = outcome.write_by(Actor::B) {
        write_marks(shapes, Lane::WorkerB, write, outcome);
    }
}

/// The resource: its contract's state over time and a count after each
/// accepted write.
fn resource_lane(shapes: &mut Shapes, enforcement: Enforcement, outcome: &Outcome) {
    for (from, to, label) in resource_states(enforcement, outcome, shapes.end) {
        let class = if label.ends_with('2') {
            "state-new"
        } else {
            "state-old"
        };
        let title = format!("Resource {label} {}", span_text(from, to));
        // The state's number alone where the words do not fit.
        let number = label
            .rsplit(' ')
            .next()
            .filter(|n| n.parse::<u32>().is_ok());
        let labels: Vec<&str> = std::iter::once(label.as_str()).chain(number).collect();
        shapes.bar(Lane::Resource, (from, to), class, &labels, title);
    }
}

/// An axis-aligned box in user units, to keep texts off marks and off each
/// other: `(left, top, right, bottom)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect(pub f32, pub f32, pub f32, pub f32);

impl Rect {
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.0 < other.2 && other.0 < self.2 && self.1 < other.3 && other.1 < self.3
    }
}

impl Frame {
    /// The box of `text` starting at `x` on the baseline `y`.
    pub fn text_rect(&self, x: f32, y: f32, text: &str, bold: bool) -> Rect {
        let (top, bottom) = self.text_span(y);
        Rect(x, top, x + self.text_width(text, bold), bottom)
    }

    /// The box of a bar's label starting at `x`, with its halo.
    pub fn bar_label_rect(&self, x: f32, lane: Lane, text: &str, bold: bool) -> Rect {
        let Rect(left, top, right, bottom) = self.text_rect(x, self.bar_text_y(lane), text, bold);
        Rect(left - HALO, top - HALO, right + HALO, bottom + HALO)
    }

    /// The box a mark covers as any engine measures it: its tick, or its
    /// whole target square.
    pub fn mark_rect(&self, lane: Lane, x: f32, symbol: Symbol) -> Rect {
        if symbol == Symbol::Renewal {
            let (top, bottom) = self.renewal_tick(lane);
            Rect(x - 2.0, top - MARK_REACH, x + 2.0, bottom + MARK_REACH)
        } else {
            let (mid, half) = (self.mid_y(lane), MARK_TARGET / 2.0 + MARK_REACH);
            Rect(x - half, mid - half, x + half, mid + half)
        }
    }

    /// The box of a lane's name.
    pub fn lane_label_rect(&self, lane: Lane) -> Rect {
        let (x, y) = self.lane_label_at(lane);
        self.text_rect(x, y, lane.label(), true)
    }
}

/// The time cursor's label at `cursor`: its text, x and anchor, to the
/// right of the line or, near the right edge, to its left.
pub fn cursor_label(timeline: &Timeline, cursor: Millis) -> (String, f32, Anchor) {
    let frame = timeline.frame;
    let x = frame.x_at(timeline.end, cursor);
    let text = duration(cursor.min(timeline.end));
    if x + 4.0 + frame.text_width(&text, true) > frame.width - 2.0 {
        (text, x - 4.0, Anchor::End)
    } else {
        (text, x + 4.0, Anchor::Start)
    }
}

/// Every text the drawing writes, with its box: the lanes' names, the
/// tick labels, the bars' labels and the notes (the cursor's label is
/// [`cursor_label`]). What the layout tests check for room and overlaps.
pub fn texts(timeline: &Timeline) -> Vec<(Rect, String)> {
    let frame = timeline.frame;
    let mut out: Vec<(Rect, String)> = Lane::ALL
        .iter()
        .map(|&lane| (frame.lane_label_rect(lane), lane.label().to_owned()))
        .collect();
    for tick in &timeline.ticks {
        let width = frame.text_width(&tick.label, false);
        let left = tick.anchor.left(tick.x, width);
        out.push((
            frame.text_rect(left, frame.tick_text_y(), &tick.label, false),
            tick.label.clone(),
        ));
    }
    for shape in &timeline.shapes {
        match shape {
            Shape::Bar {
                lane,
                class,
                label: Some(label),
                ..
            } => out.push((
                frame.bar_label_rect(label.x, *lane, &label.text, bold_label(class)),
                label.text.clone(),
            )),
            Shape::Note { lane, x, text } => out.push((
                frame.text_rect(*x, frame.note_text_y(*lane), text, true),
                text.clone(),
            )),
            _ => {}
        }
    }
    out
}

/// Whether a bar's label is bold (the stylesheet's `.bar.zombie` and
/// `.bar.paused` labels), which makes it wider.
pub fn bold_label(class: &str) -> bool {
    matches!(class, "zombie" | "paused")
}

/// Places the texts that move to stay readable: a count above the
/// resource's bar after each accepted write (the last one first, so the
/// final count is the one kept when two would collide), then each bar's
/// longest label that fits inside its bar clear of every mark, name and
/// note. A text that fits nowhere is left out; the legend and the marks'
/// titles still carry its meaning.
fn place_texts(shapes: &mut Shapes, outcome: &Outcome) {
    let frame = shapes.frame;
    let mut taken: Vec<Rect> = Lane::ALL
        .iter()
        .map(|&lane| frame.lane_label_rect(lane))
        .collect();
    for shape in &shapes.list {
        if let Shape::Mark {
            lane, x, symbol, ..
        } = shape
        {
            taken.push(frame.mark_rect(*lane, *x, *symbol));
        }
    }
    let free = |rect: &Rect, taken: &[Rect]| taken.iter().all(|t| !t.overlaps(rect));
    let note_y = frame.note_text_y(Lane::Resource);
    let accepted: Vec<Millis> = outcome
        .writes
        .iter()
        .filter(|w| w.accepted)
        .map(|w| w.at)
        .collect();
    for (count, &at) in accepted.iter().enumerate().rev() {
        let text = format!("count {}", count + 1);
        let (mark_x, width) = (shapes.x(at), frame.text_width(&text, true));
        let (lowest, highest) = (2.0, frame.width - 2.0 - width);
        // Just right of the mark, ending just left of it, or slid inside
        // the drawing's edge.
        // (`max` and `min`, not `f32::clamp`: its panic message formats
        // floats, 10 KB of gzip the page would carry for nothing.)
        let place = [
            mark_x - 4.0,
            mark_x + 4.0 - width,
            mark_x.max(lowest).min(highest),
        ]
        .into_iter()
        .filter(|&x| (lowest..=highest).contains(&x))
        .map(|x| frame.text_rect(round1(x), note_y, &text, true))
        .find(|rect| free(rect, &taken));
        if let Some(rect) = place {
            taken.push(rect);
            shapes.list.push(Shape::Note {
                lane: Lane::Resource,
                x: rect.0,
                text,
            });
        }
    }
    for (index, texts) in std::mem::take(&mut shapes.wanted_labels) {
        let Some(Shape::Bar {
            lane,
            x,
            width,
            class,
            label,
            ..
        }) = shapes.list.get_mut(index)
        else {
            continue;
        };
        let (lane, bold) = (*lane, bold_label(class));
        let (from, to) = (*x + 4.0, (*x + *width - 3.0).min(frame.width - 2.0));
        // Try the bar's start, then just after each thing in the way.
        let mut starts: Vec<f32> = taken
            .iter()
            .map(|t| t.2 + 1.0 + HALO)
            .filter(|&r| r > from)
            .collect();
        starts.insert(0, from);
        sort_small_by_key(&mut starts, |&x| (x * 10.0) as i64);
        let placed = texts.iter().find_map(|text| {
            starts
                .iter()
                .map(|&start| {
                    let x = round1(start);
                    (x, frame.bar_label_rect(x, lane, text, bold))
                })
                .find(|(_, rect)| rect.2 - HALO <= to && free(rect, &taken))
                .map(|(x, rect)| (x, rect, text.clone()))
        });
        if let Some((x, rect, text)) = placed {
            taken.push(rect);
            *label = Some(Label { x, text });
        }
    }
}

/// The row of the event log of the first event named `name`.
fn event_of(outcome: &Outcome, name: &str) -> Option<usize> {
    outcome
        .events
        .iter()
        .position(|event| event.kind.name() == name)
}

/// A write's mark on the writer's lane (the one that stands for the
/// write's row of the event log) and on the resource's.
fn write_marks(
    shapes: &mut Shapes,
    lane: Lane,
    write: &crate::sim::WriteDecision,
    outcome: &Outcome,
) {
    let verdict = if write.accepted {
        "accepted"
    } else {
        "rejected"
    };
    let title = format!(
        "{} writes at {} with token {}: {verdict}",
        worker(write.worker),
        Duration(write.at),
        write.token
    );
    let (symbol, class) = if write.accepted {
        (Symbol::Check, "accepted")
    } else {
        (Symbol::Cross, "rejected")
    };
    let event = outcome.events.iter().position(|event| {
        event.actor == write.worker
            && matches!(
                event.kind,
                EventKind::WriteAccepted { .. } | EventKind::WriteRejected { .. }
            )
    });
    shapes.mark(lane, write.at, symbol, class, title.clone(), event);
    shapes.mark(Lane::Resource, write.at, symbol, class, title, None);
}

/// One line of the timeline's legend: the class of the shape it explains
/// (its swatch is that shape, drawn small) and what the shape means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendEntry {
    /// Its place in the full legend, which identifies it.
    pub index: usize,
    pub key: &'static str,
    pub text: &'static str,
}

/// Every shape the timeline can draw and what it means, in the legend's
/// order: A's bars, the lease's, B's, the resource's, then the marks.
const LEGEND: [(&str, &str); 20] = [
    ("work-a", "A working"),
    ("zombie", "Zombie: A works on without its lease"),
    ("paused", "A paused, no heartbeats"),
    ("grace", "Shutdown grace"),
    ("lease-a", "A's lease valid (token 1)"),
    ("renewal-run", "Heartbeats, many accepted"),
    ("work-b", "B working (token 2)"),
    ("state-old", "Resource before token 2"),
    ("state-new", "Resource knows token 2"),
    ("acquired", "Lease acquired"),
    ("renewal", "Heartbeat accepted"),
    ("refused", "Heartbeat refused"),
    ("takeover", "B takes over"),
    ("pause-start", "A pauses"),
    ("resume", "A resumes"),
    ("signal", "Shutdown signal"),
    ("terminated", "Forced termination"),
    ("accepted", "Write accepted"),
    ("rejected", "Write rejected"),
    ("note", "count: increments applied"),
];

/// The legend for this drawing: one entry for each kind of shape it draws,
/// and none for what it does not, so a phone's legend stays short.
pub fn legend(timeline: &Timeline, enforcement: Enforcement) -> Vec<LegendEntry> {
    let drawn = |key: &str| {
        timeline.shapes.iter().any(|shape| match shape {
            Shape::Bar { class, .. } | Shape::Mark { class, .. } => *class == key,
            Shape::Note { .. } => key == "note",
        })
    };
    LEGEND
        .iter()
        .enumerate()
        .filter(|(_, (key, _))| drawn(key))
        .map(|(index, &(key, text))| LegendEntry {
            index,
            key,
            // Without enforcement the resource has one state and no
            // token to know.
            text: if key == "state-old" && enforcement == Enforcement::None {
                "Resource checks no token"
            } else {
                text
            },
        })
        .collect()
}

/// The SVG's one-paragraph description.
fn summary(outcome: &Outcome, end: Millis) -> String {
    let ownership = match outcome.takeover_at {
        Some(at) => format!(
            "A's lease expires at {} and worker B takes over.",
            Duration(at)
        ),
        None => format!(
            "Worker A writes at {} under its own lease.",
            Duration(outcome.original_ends_at)
        ),
    };
    format!(
        "Ownership timeline from 0 s to {}. {ownership} {} applied. The tables below list every event.",
        Duration(end),
        plural(outcome.applied_increments.into(), "increment", "increments")
    )
}

/// The resource's contract state over time: `(from, to, label)`.
fn resource_states(
    enforcement: Enforcement,
    outcome: &Outcome,
    end: Millis,
) -> Vec<(Millis, Millis, String)> {
    match enforcement {
        Enforcement::None => vec![(0, end, "checks no token".to_owned())],
        Enforcement::CurrentEpoch => match outcome.takeover_at {
            Some(at) => vec![
                (0, at, "epoch 1".to_owned()),
                (at, end, "epoch 2".to_owned()),
            ],
            None => vec![(0, end, "epoch 1".to_owned())],
        },
        Enforcement::Watermark => {
            let mut states = Vec::new();
            let mut from = 0;
            let mut label = "no watermark".to_owned();
            for write in outcome.writes.iter().filter(|w| w.accepted) {
                states.push((from, write.at, label));
                from = write.at;
                label = format!("watermark {}", write.token);
            }
            states.push((from, end, label));
            states
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::simulate;

    #[test]
    fn axis_suits_the_horizon_and_the_width() {
        let phone = Frame::fitted(343, TextSize::Page);
        assert_eq!(axis(26_000, &WIDE), (30_000, 5_000));
        // A phone's plot has room for fewer labels.
        assert_eq!(axis(26_000, &phone), (30_000, 10_000));
        assert_eq!(axis(90_000, &WIDE), (90_000, 15_000));
        // "1 min 30 s" would not fit between its neighbours.
        assert_eq!(axis(90_000, &phone), (120_000, 60_000));
        assert_eq!(axis(7_213_000, &WIDE), (9_000_000, 1_800_000));
        assert_eq!(axis(7_213_000, &phone), (10_800_000, 3_600_000));
        assert_eq!(axis(250, &WIDE), (250, 50));
        assert_eq!(axis(172_800_000, &WIDE), (172_800_000, 21_600_000));
    }

    #[test]
    fn a_released_lease_does_not_stretch_the_axis() {
        // A 30 s lease, no takeover: A writes at 26 s and releases it.
        let scenario = Scenario {
            lease: 30_000,
            ..Scenario::default()
        };
        let outcome = simulate(&scenario);
        assert_eq!(
            (outcome.takeover_at, outcome.original_ends_at),
            (None, 26_000)
        );
        assert_eq!(horizon(&outcome), 26_000);
        assert_eq!(layout(&scenario, &outcome, WIDE).end, 30_000);
    }

    #[test]
    fn default_timeline_has_every_lane_and_the_key_marks() {
        let scenario = Scenario::default();
        let timeline = layout(&scenario, &simulate(&scenario), WIDE);
        assert_eq!(timeline.end, 30_000);
        assert_eq!(
            timeline.ticks.first().map(|t| t.label.as_str()),
            Some("0 s")
        );
        assert_eq!(
            timeline.ticks.last().map(|t| (t.x, t.label.as_str())),
            Some((WIDE.plot_right(), "30 s"))
        );
        let titles: Vec<&str> = timeline
            .shapes
            .iter()
            .map(|shape| match shape {
                Shape::Bar { title, .. } | Shape::Mark { title, .. } => title.as_str(),
                Shape::Note { text, .. } => text.as_str(),
            })
            .collect();
        for expected in [
            "Worker A paused from 4 s to 18 s: no work, no heartbeats",
            "Worker A still working from 18 s to 26 s after losing its lease: a zombie",
            "Heartbeat at 3 s accepted; lease extended to 13 s",
            "Heartbeat at 18 s rejected: the lease expired at 13 s",
            "Worker B takes over at 13 s with token 2",
            "Worker A writes at 26 s with token 1: rejected",
            "Resource epoch 2 from 13 s to 30 s",
            "count 1",
        ] {
            assert!(
                titles.contains(&expected),
                "missing {expected:?} in {titles:#?}"
            );
        }
    }

    #[test]
    fn a_dense_run_of_renewals_is_one_band() {
        let scenario = Scenario {
            original_work: 86_400_000,
            heartbeat_every: 1,
            pause_for: 0,
            ..Scenario::default()
        };
        let timeline = layout(&scenario, &simulate(&scenario), WIDE);
        assert!(
            timeline.shapes.len() < 20,
            "{} shapes",
            timeline.shapes.len()
        );
        assert!(timeline.shapes.iter().any(|s| matches!(
            s,
            Shape::Bar {
                class: "renewal-run",
                ..
            }
        )));
    }

    #[test]
    fn watermark_states_follow_accepted_writes() {
        let scenario = Scenario {
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        let outcome = simulate(&scenario);
        let labels: Vec<_> = resource_states(scenario.enforcement, &outcome, 30_000)
            .into_iter()
            .map(|s| s.2)
            .collect();
        assert_eq!(labels, ["no watermark", "watermark 2"]);
    }
}
