//! Geometry of the ownership timeline: axis ticks and every bar and mark of
//! the four lanes, in SVG user units, computed once from an [`Outcome`].
//!
//! The component draws exactly what this returns; nothing here knows about
//! the DOM, so the drawing is tested natively.

use crate::sim::{Actor, Enforcement, EventKind, Millis, Outcome, Scenario, MAX_MS, MS_PER_S};

use super::format::{duration, plural, NICE_STEPS};
use super::report::worker;

/// The SVG's vertical sizes, shared by both frames.
pub const LANE_HEIGHT: f32 = 46.0;
pub const BAR_HEIGHT: f32 = 22.0;
pub const AXIS_HEIGHT: f32 = 30.0;

/// The drawing's proportions. The wide frame names the lanes at the left;
/// the narrow one, for phones, names them above each lane, so the plot
/// takes the whole width and its text stays readable (at least 10 CSS px
/// on a 320 px screen) without shrinking or scrolling.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f32,
    /// Where the first lane starts; above it is room for the cursor's label.
    pub top: f32,
    /// Where the plot starts, and the room left at its right.
    pub plot_left: f32,
    pub right_margin: f32,
    pub labels_above: bool,
    /// At most this many tick intervals along the axis.
    pub max_ticks: u64,
    /// About the width of one bar-label character, to decide if it fits.
    pub char_width: f32,
}

pub const WIDE: Frame = Frame {
    width: 960.0,
    top: 10.0,
    plot_left: 118.0,
    right_margin: 24.0,
    labels_above: false,
    max_ticks: 8,
    char_width: 6.6,
};

pub const NARROW: Frame = Frame {
    width: 300.0,
    top: 24.0,
    plot_left: 10.0,
    right_margin: 16.0,
    labels_above: true,
    max_ticks: 4,
    char_width: 7.2,
};

impl Frame {
    /// The SVG's `viewBox`.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", N(self.width), N(self.height()))
    }

    pub fn height(&self) -> f32 {
        self.axis_y() + AXIS_HEIGHT
    }

    /// Top edge of a lane.
    pub fn lane_y(&self, lane: Lane) -> f32 {
        let index = Lane::ALL.iter().position(|&l| l == lane).unwrap_or(0);
        self.top + index as f32 * LANE_HEIGHT
    }

    /// The axis line, below the last lane.
    pub fn axis_y(&self) -> f32 {
        self.top + 4.0 * LANE_HEIGHT
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

    /// Top edge of a lane's bars: centred in the lane, or below its name.
    pub fn bar_y(&self, lane: Lane) -> f32 {
        if self.labels_above {
            self.lane_y(lane) + 18.0
        } else {
            self.lane_y(lane) + (LANE_HEIGHT - BAR_HEIGHT) / 2.0
        }
    }

    /// Vertical centre of a lane's bars and marks.
    pub fn mid_y(&self, lane: Lane) -> f32 {
        self.bar_y(lane) + BAR_HEIGHT / 2.0
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
}

impl Symbol {
    /// SVG path data for the symbol centred at `(x, y)`.
    pub fn path(self, x: f32, y: f32) -> String {
        let (cx, cy) = (N(x), N(y));
        match self {
            Symbol::Renewal => format!("M{cx} {} V{}", N(y - 8.0), N(y + 8.0)),
            Symbol::Cross => format!(
                "M{} {} L{} {} M{} {} L{} {}",
                N(x - 5.0),
                N(y - 5.0),
                N(x + 5.0),
                N(y + 5.0),
                N(x - 5.0),
                N(y + 5.0),
                N(x + 5.0),
                N(y - 5.0)
            ),
            Symbol::Check => format!(
                "M{} {cy} A7 7 0 1 0 {} {cy} A7 7 0 1 0 {} {cy} M{} {} L{} {} L{} {}",
                N(x - 7.0),
                N(x + 7.0),
                N(x - 7.0),
                N(x - 3.5),
                N(y + 0.5),
                N(x - 1.0),
                N(y + 3.5),
                N(x + 4.0),
                N(y - 3.0)
            ),
            Symbol::Flag => format!(
                "M{cx} {} V{} L{} {} L{cx} {}",
                N(y + 11.0),
                N(y - 11.0),
                N(x + 10.0),
                N(y - 7.0),
                N(y - 3.0)
            ),
            Symbol::Stop => format!(
                "M{} {} H{} V{} H{} Z",
                N(x - 2.5),
                N(y - 11.0),
                N(x + 2.5),
                N(y + 11.0),
                N(x - 2.5)
            ),
        }
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
    /// A span drawn as a bar; `class` picks its fill pattern.
    Bar {
        lane: Lane,
        x: f32,
        width: f32,
        class: &'static str,
        label: String,
        title: String,
    },
    /// An instant drawn as a symbol.
    Mark {
        lane: Lane,
        x: f32,
        symbol: Symbol,
        class: &'static str,
        title: String,
    },
    /// A short text beside an instant, such as the counter after a write.
    /// `below` puts it under the bar instead of above, when it would
    /// otherwise run into the note before it.
    Note {
        lane: Lane,
        x: f32,
        text: String,
        below: bool,
    },
}

/// One labelled axis tick.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub x: f32,
    pub label: String,
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

/// Axis end and tick step for a horizon: at most `max_ticks` intervals,
/// ending on a whole step at or after the horizon.
pub fn axis(horizon: Millis, max_ticks: u64) -> (Millis, Millis) {
    let horizon = horizon.max(1);
    let step = NICE_STEPS
        .iter()
        .copied()
        .find(|&step| horizon.div_ceil(step) <= max_ticks)
        .unwrap_or(MAX_MS);
    (horizon.div_ceil(step) * step, step)
}

/// The last instant anything happens, the span the axis must cover.
pub fn horizon(outcome: &Outcome) -> Millis {
    let last_event = outcome.events.last().map_or(0, |event| event.at);
    let b_end = outcome.replacement.map_or(0, |b| b.end);
    last_event
        .max(b_end)
        .max(outcome.original_ends_at)
        .max(outcome.lease_expires_at)
        .max(MS_PER_S)
}

fn round1(value: f32) -> f32 {
    (value * 10.0).round() / 10.0
}

fn span_text(from: Millis, to: Millis) -> String {
    format!("from {} to {}", duration(from), duration(to))
}

/// Shapes being laid out in `frame` on an axis ending at `end`.
struct Shapes {
    frame: Frame,
    end: Millis,
    list: Vec<Shape>,
}

impl Shapes {
    fn x(&self, at: Millis) -> f32 {
        self.frame.x_at(self.end, at)
    }

    /// A bar for `[from, to)`; nothing for an empty span.
    fn bar(
        &mut self,
        lane: Lane,
        (from, to): (Millis, Millis),
        class: &'static str,
        label: &str,
        title: String,
    ) {
        if to > from {
            let (x0, x1) = (self.x(from), self.x(to));
            self.list.push(Shape::Bar {
                lane,
                x: x0,
                width: round1((x1 - x0).max(0.5)),
                class,
                label: label.to_owned(),
                title,
            });
        }
    }

    fn mark(&mut self, lane: Lane, at: Millis, symbol: Symbol, class: &'static str, title: String) {
        let x = self.x(at);
        self.list.push(Shape::Mark {
            lane,
            x,
            symbol,
            class,
            title,
        });
    }
}

/// Lays out the whole timeline in `frame`, lane by lane.
pub fn layout(scenario: &Scenario, outcome: &Outcome, frame: Frame) -> Timeline {
    let (end, step) = axis(horizon(outcome), frame.max_ticks);
    let ticks = (0..=end / step)
        .map(|i| Tick {
            x: frame.x_at(end, i * step),
            label: duration(i * step),
        })
        .collect();
    let mut shapes = Shapes {
        frame,
        end,
        list: Vec::new(),
    };
    worker_a_lane(&mut shapes, outcome);
    lease_lane(&mut shapes, scenario, outcome);
    worker_b_lane(&mut shapes, outcome);
    resource_lane(&mut shapes, scenario.enforcement, outcome);
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
            "working",
            title,
        );
        if let Some(lost) = lost {
            let title = format!(
                "Worker A still working {} after losing its lease: a zombie",
                span_text(lost, to)
            );
            shapes.bar(Lane::WorkerA, (lost, to), "zombie", "zombie", title);
        }
    }
    if let Some(p) = outcome.pause {
        let title = match outcome.terminated_at() {
            Some(killed) if outcome.paused_at_end() => format!(
                "Worker A paused from {} until it is terminated at {}: no work, no heartbeats",
                duration(p.start),
                duration(killed)
            ),
            _ => format!(
                "Worker A paused {}: no work, no heartbeats",
                span_text(p.start, p.end)
            ),
        };
        shapes.bar(Lane::WorkerA, (p.start, p.end), "paused", "paused", title);
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
            "",
            title,
        );
        let title = format!(
            "Shutdown signal at {}; forced-termination deadline {}",
            duration(signal_at),
            duration(deadline)
        );
        shapes.mark(Lane::WorkerA, signal_at, Symbol::Flag, "signal", title);
    }
    if let Some(killed) = outcome.terminated_at() {
        let title = format!(
            "Worker A forcibly terminated at {} before writing",
            duration(killed)
        );
        shapes.mark(Lane::WorkerA, killed, Symbol::Stop, "terminated", title);
    }
    if let Some(write) = outcome.write_by(Actor::A) {
        write_marks(shapes, Lane::WorkerA, write);
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
                "token 1 valid",
                title,
            );
        }
        Some(expired) => {
            let title = format!("A's lease (token 1) valid {}", span_text(0, expired));
            shapes.bar(
                Lane::LeaseA,
                (0, expired),
                "lease-a",
                "token 1 valid",
                title,
            );
        }
    }
    for event in &outcome.events {
        match event.kind {
            EventKind::HeartbeatAccepted {
                count,
                last_at,
                expires_at,
            } if count > MAX_DRAWN_RENEWALS => {
                let title = format!(
                    "{} every {} {}; lease then expires at {}",
                    plural(count, "renewal", "renewals"),
                    duration(scenario.heartbeat_every),
                    span_text(event.at, last_at),
                    duration(expires_at)
                );
                let (x0, x1) = (shapes.x(event.at), shapes.x(last_at));
                shapes.list.push(Shape::Bar {
                    lane: Lane::LeaseA,
                    x: x0,
                    width: round1((x1 - x0).max(1.0)),
                    class: "renewal-run",
                    label: String::new(),
                    title,
                });
            }
            EventKind::HeartbeatAccepted { count, .. } => {
                for i in 0..count {
                    let at = event.at + i * scenario.heartbeat_every;
                    let title = format!(
                        "Heartbeat at {} accepted; lease extended to {}",
                        duration(at),
                        duration(at.saturating_add(scenario.lease))
                    );
                    shapes.mark(Lane::LeaseA, at, Symbol::Renewal, "renewal", title);
                }
            }
            EventKind::HeartbeatRejected { expired_at } => {
                let title = format!(
                    "Heartbeat at {} rejected: the lease expired at {}",
                    duration(event.at),
                    duration(expired_at)
                );
                shapes.mark(Lane::LeaseA, event.at, Symbol::Cross, "refused", title);
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
        "token 2 working",
        title,
    );
    let title = format!(
        "Worker B takes over at {} with token {}",
        duration(b.start),
        Actor::B.token()
    );
    shapes.mark(Lane::WorkerB, b.start, Symbol::Flag, "takeover", title);
    if let Some(write) = outcome.write_by(Actor::B) {
        write_marks(shapes, Lane::WorkerB, write);
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
        shapes.bar(Lane::Resource, (from, to), class, &label, title);
    }
    let mut previous_x = f32::NEG_INFINITY;
    for (count, write) in outcome.writes.iter().filter(|w| w.accepted).enumerate() {
        let x = shapes.x(write.at) + 9.0;
        // "count 1" is about 45 units wide.
        let below = x - previous_x < 50.0;
        previous_x = if below { f32::NEG_INFINITY } else { x };
        shapes.list.push(Shape::Note {
            lane: Lane::Resource,
            x,
            text: format!("count {}", count + 1),
            below,
        });
    }
}

/// A write's mark on the writer's lane and on the resource's.
fn write_marks(shapes: &mut Shapes, lane: Lane, write: &crate::sim::WriteDecision) {
    let verdict = if write.accepted {
        "accepted"
    } else {
        "rejected"
    };
    let title = format!(
        "{} writes at {} with token {}: {verdict}",
        worker(write.worker),
        duration(write.at),
        write.token
    );
    let (symbol, class) = if write.accepted {
        (Symbol::Check, "accepted")
    } else {
        (Symbol::Cross, "rejected")
    };
    shapes.mark(lane, write.at, symbol, class, title.clone());
    shapes.mark(Lane::Resource, write.at, symbol, class, title);
}

/// The SVG's one-paragraph description.
fn summary(outcome: &Outcome, end: Millis) -> String {
    let ownership = match outcome.takeover_at {
        Some(at) => format!(
            "A's lease expires at {} and worker B takes over.",
            duration(at)
        ),
        None => format!(
            "Worker A writes at {} under its own lease.",
            duration(outcome.original_ends_at)
        ),
    };
    format!(
        "Ownership timeline from 0 s to {}. {ownership} {} applied. The tables below list every event.",
        duration(end),
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
    fn axis_suits_the_horizon() {
        assert_eq!(axis(26_000, 8), (30_000, 5_000));
        assert_eq!(axis(7_213_000, 8), (7_200_000 + 1_800_000, 1_800_000));
        assert_eq!(axis(250, 8), (250, 50));
        assert_eq!(axis(172_800_000, 8), (172_800_000, 21_600_000));
        assert_eq!(axis(26_000, NARROW.max_ticks), (30_000, 10_000));
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
