//! Geometry of the ownership timeline: axis ticks and every bar and mark of
//! the four lanes, in SVG user units, computed once from an [`Outcome`].
//!
//! The component draws exactly what this returns; nothing here knows about
//! the DOM, so the drawing is tested natively.

use crate::sim::{Actor, Enforcement, EventKind, Millis, Outcome, Scenario, MS_PER_S};

use super::format::{duration, plural, tick_label};
use super::report::worker;

/// The SVG's coordinate system.
pub const WIDTH: f32 = 960.0;
pub const LABEL_WIDTH: f32 = 118.0;
pub const RIGHT_MARGIN: f32 = 24.0;
pub const TOP: f32 = 10.0;
pub const LANE_HEIGHT: f32 = 46.0;
pub const BAR_HEIGHT: f32 = 22.0;
pub const AXIS_HEIGHT: f32 = 30.0;
pub const HEIGHT: f32 = TOP + 4.0 * LANE_HEIGHT + AXIS_HEIGHT;

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

    /// Top edge of the lane.
    pub fn y(self) -> f32 {
        let index = Lane::ALL.iter().position(|&lane| lane == self).unwrap_or(0);
        TOP + index as f32 * LANE_HEIGHT
    }

    /// Top edge of a bar centred in the lane.
    pub fn bar_y(self) -> f32 {
        self.y() + (LANE_HEIGHT - BAR_HEIGHT) / 2.0
    }

    /// Vertical centre of the lane.
    pub fn mid_y(self) -> f32 {
        self.y() + LANE_HEIGHT / 2.0
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
    Note { lane: Lane, x: f32, text: String },
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
    pub end: Millis,
    pub ticks: Vec<Tick>,
    pub shapes: Vec<Shape>,
    /// A one-sentence summary for the SVG's accessible description.
    pub summary: String,
}

/// Tick spacings that read well, from 1 ms to 12 h.
const NICE_STEPS: [Millis; 27] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000,
    120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 21_600_000,
    43_200_000, 86_400_000,
];

/// Axis end and tick step for a horizon: at most about eight ticks, ending on
/// a whole step at or after the horizon.
pub fn axis(horizon: Millis) -> (Millis, Millis) {
    let horizon = horizon.max(1);
    let step = NICE_STEPS
        .iter()
        .copied()
        .find(|&step| horizon.div_ceil(step) <= 8)
        .unwrap_or(86_400_000);
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

/// Lays out the whole timeline.
/// The x coordinate of an instant on an axis ending at `end`.
pub fn x_at(end: Millis, at: Millis) -> f32 {
    let plot = WIDTH - LABEL_WIDTH - RIGHT_MARGIN;
    round1(LABEL_WIDTH + plot * (at.min(end) as f64 / end.max(1) as f64) as f32)
}

pub fn layout(scenario: &Scenario, outcome: &Outcome) -> Timeline {
    let (end, step) = axis(horizon(outcome));
    let x = |at: Millis| x_at(end, at);
    let ticks = (0..=end / step)
        .map(|i| Tick {
            x: x(i * step),
            label: tick_label(i * step),
        })
        .collect();
    let mut shapes = Vec::new();
    let mut bar = |lane, from: Millis, to: Millis, class, label: &str, title: String| {
        if to > from {
            let (x0, x1) = (x(from), x(to));
            shapes.push(Shape::Bar {
                lane,
                x: x0,
                width: round1((x1 - x0).max(0.5)),
                class,
                label: label.to_owned(),
                title,
            });
        }
    };
    let span_text =
        |from: Millis, to: Millis| format!("from {} to {}", duration(from), duration(to));

    // Worker A: working, paused, zombie time after losing ownership.
    let a_end = outcome.original_ends_at;
    let pause = outcome.pause;
    let work_spans = match pause {
        Some(p) => vec![(0, p.start), (p.end, a_end)],
        None => vec![(0, a_end)],
    };
    let lost_at = outcome.takeover_at.filter(|&at| at < a_end);
    for (from, to) in work_spans {
        match lost_at {
            Some(lost) if lost < to => {
                bar(
                    Lane::WorkerA,
                    from,
                    lost.max(from),
                    "work-a",
                    "working",
                    format!("Worker A working {}", span_text(from, lost.max(from))),
                );
                bar(
                    Lane::WorkerA,
                    lost.max(from),
                    to,
                    "zombie",
                    "zombie",
                    format!(
                        "Worker A still working {} after losing its lease: a zombie",
                        span_text(lost.max(from), to)
                    ),
                );
            }
            _ => bar(
                Lane::WorkerA,
                from,
                to,
                "work-a",
                "working",
                format!("Worker A working {}", span_text(from, to)),
            ),
        }
    }
    if let Some(p) = pause {
        bar(
            Lane::WorkerA,
            p.start,
            p.end,
            "paused",
            "paused",
            format!(
                "Worker A paused {}: no work, no heartbeats",
                span_text(p.start, p.end)
            ),
        );
    }

    // A's lease: valid until expiry, renewals, the first refused renewal.
    bar(
        Lane::LeaseA,
        0,
        outcome.lease_expires_at,
        "lease-a",
        "token 1 valid",
        format!(
            "A's lease (token 1) valid {}",
            span_text(0, outcome.lease_expires_at)
        ),
    );

    // Worker B: from takeover to its write.
    if let Some(b) = outcome.replacement {
        bar(
            Lane::WorkerB,
            b.start,
            b.end,
            "work-b",
            "token 2 working",
            format!(
                "Worker B holds token 2 and works {}",
                span_text(b.start, b.end)
            ),
        );
    }

    // Resource: the contract's state over time.
    let resource_states = resource_states(scenario.enforcement, outcome, end);
    for (from, to, label) in &resource_states {
        let class = if label.ends_with('2') {
            "state-new"
        } else {
            "state-old"
        };
        bar(
            Lane::Resource,
            *from,
            *to,
            class,
            label,
            format!("Resource {label} {}", span_text(*from, *to)),
        );
    }

    // Shutdown grace: drawn thin above A's bar.
    for event in &outcome.events {
        if let EventKind::ShutdownSignal { terminate_at } = event.kind {
            let until = terminate_at.min(a_end);
            bar(
                Lane::WorkerA,
                event.at,
                until.max(event.at),
                "grace",
                "",
                format!(
                    "Shutdown grace {}: no new polling, renewals continue",
                    span_text(event.at, until)
                ),
            );
        }
    }

    let mut count = 0;
    for write in outcome.writes.iter().filter(|w| w.accepted) {
        count += 1;
        shapes.push(Shape::Note {
            lane: Lane::Resource,
            x: x(write.at) + 9.0,
            text: format!("count {count}"),
        });
    }

    for event in &outcome.events {
        let mut mark = |lane, symbol, class, title: String| {
            shapes.push(Shape::Mark {
                lane,
                x: x(event.at),
                symbol,
                class,
                title,
            })
        };
        match event.kind {
            EventKind::HeartbeatAccepted {
                count,
                last_at,
                expires_at,
            } => {
                let dense = count > MAX_DRAWN_RENEWALS;
                if dense {
                    let title = format!(
                        "{} every {} {}; lease then expires at {}",
                        plural(count, "renewal", "renewals"),
                        duration(scenario.heartbeat_every),
                        span_text(event.at, last_at),
                        duration(expires_at)
                    );
                    let (x0, x1) = (x(event.at), x(last_at));
                    shapes.push(Shape::Bar {
                        lane: Lane::LeaseA,
                        x: x0,
                        width: round1((x1 - x0).max(1.0)),
                        class: "renewal-run",
                        label: String::new(),
                        title,
                    });
                } else {
                    for i in 0..count {
                        let at = event.at + i * scenario.heartbeat_every;
                        let title = format!(
                            "Heartbeat at {} accepted; lease extended to {}",
                            duration(at),
                            duration(at + scenario.lease)
                        );
                        shapes.push(Shape::Mark {
                            lane: Lane::LeaseA,
                            x: x(at),
                            symbol: Symbol::Renewal,
                            class: "renewal",
                            title,
                        });
                    }
                }
            }
            EventKind::HeartbeatRejected { expired_at } => mark(
                Lane::LeaseA,
                Symbol::Cross,
                "refused",
                format!(
                    "Heartbeat at {} rejected: the lease expired at {}",
                    duration(event.at),
                    duration(expired_at)
                ),
            ),
            EventKind::Takeover { token, .. } => mark(
                Lane::WorkerB,
                Symbol::Flag,
                "takeover",
                format!(
                    "Worker B takes over at {} with token {token}",
                    duration(event.at)
                ),
            ),
            EventKind::ShutdownSignal { .. } => mark(
                Lane::WorkerA,
                Symbol::Flag,
                "signal",
                format!("Shutdown signal at {}", duration(event.at)),
            ),
            EventKind::Terminated => mark(
                Lane::WorkerA,
                Symbol::Stop,
                "terminated",
                format!(
                    "Worker A forcibly terminated at {} before writing",
                    duration(event.at)
                ),
            ),
            EventKind::WriteAccepted { token, .. } | EventKind::WriteRejected { token, .. } => {
                let accepted = matches!(event.kind, EventKind::WriteAccepted { .. });
                let lane = if event.actor == Actor::A {
                    Lane::WorkerA
                } else {
                    Lane::WorkerB
                };
                let verdict = if accepted { "accepted" } else { "rejected" };
                let title = format!(
                    "{} writes at {} with token {token}: {verdict}",
                    worker(event.actor),
                    duration(event.at)
                );
                let (symbol, class) = if accepted {
                    (Symbol::Check, "accepted")
                } else {
                    (Symbol::Cross, "rejected")
                };
                mark(lane, symbol, class, title.clone());
                mark(Lane::Resource, symbol, class, title);
            }
            _ => {}
        }
    }

    let summary = format!(
        "Ownership timeline from 0 s to {}. {} {}",
        duration(end),
        match outcome.takeover_at {
            Some(at) => format!(
                "A's lease expires at {} and worker B takes over.",
                duration(at)
            ),
            None => format!(
                "Worker A writes at {} under its own lease.",
                duration(a_end)
            ),
        },
        format_args!(
            "{} applied. The tables below list every event.",
            plural(outcome.applied_increments.into(), "increment", "increments")
        ),
    );
    Timeline {
        end,
        ticks,
        shapes,
        summary,
    }
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
        assert_eq!(axis(26_000), (30_000, 5_000));
        assert_eq!(axis(7_213_000), (7_200_000 + 1_800_000, 1_800_000));
        assert_eq!(axis(250), (250, 50));
        assert_eq!(axis(172_800_000), (172_800_000, 21_600_000));
    }

    #[test]
    fn default_timeline_has_every_lane_and_the_key_marks() {
        let scenario = Scenario::default();
        let timeline = layout(&scenario, &simulate(&scenario));
        assert_eq!(timeline.end, 30_000);
        assert_eq!(
            timeline.ticks.first().map(|t| t.label.as_str()),
            Some("0 s")
        );
        assert_eq!(
            timeline.ticks.last().map(|t| (t.x, t.label.as_str())),
            Some((WIDTH - RIGHT_MARGIN, "30 s"))
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
        let timeline = layout(&scenario, &simulate(&scenario));
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
