//! One function per lane of the drawing (Worker A, A's lease, Worker B,
//! the resource), each adding its bars and marks to the `Shapes` being laid
//! out, with the helpers only they use: the write marks, the row of the
//! event log a mark stands for, the resource's states over time.

use crate::present::format::{plural, Duration};
use crate::present::report::worker;
use crate::sim::{Actor, Enforcement, EventKind, GraceHeartbeats, Millis, Outcome, Scenario};

use super::frame::round1;
use super::shapes::{Lane, Shape, Shapes, Symbol};

/// Individual renewals are drawn up to this many; denser runs become a band.
const MAX_DRAWN_RENEWALS: u64 = 60;

fn span_text(from: Millis, to: Millis) -> String {
    format!("from {} to {}", Duration(from), Duration(to))
}

/// Worker A: working, paused and zombie time, the shutdown grace, the
/// signal, the termination and A's write.
pub(super) fn worker_a_lane(shapes: &mut Shapes, outcome: &Outcome) {
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
        let renewals = match outcome.grace_heartbeats() {
            Some(GraceHeartbeats::Renewed) => "its lease is still renewed",
            Some(GraceHeartbeats::NoneSentWhilePaused) => "A is paused and sends no heartbeat",
            Some(GraceHeartbeats::NoneSent) => "A sends no heartbeat",
            _ => "no renewal is accepted",
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
pub(super) fn lease_lane(shapes: &mut Shapes, scenario: &Scenario, outcome: &Outcome) {
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
pub(super) fn worker_b_lane(shapes: &mut Shapes, outcome: &Outcome) {
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
pub(super) fn resource_lane(shapes: &mut Shapes, enforcement: Enforcement, outcome: &Outcome) {
    for (from, to, label) in resource_states(enforcement, outcome, shapes.end) {
        let class = if label.ends_with('2') {
            "state-new"
        } else {
            "state-old"
        };
        let title = format!("Resource {label} {}", span_text(from, to));
        // Whole words or nothing: the state's number alone ("2") read as a
        // cut-off label; the bar's title and the legend still say it.
        shapes.bar(Lane::Resource, (from, to), class, &[label.as_str()], title);
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
    // The resource's mark says the resource's side of it: two focusable
    // marks of one name read as one mark twice to a screen reader.
    let decided = format!(
        "The resource {} {}'s write at {} (token {})",
        if write.accepted { "accepts" } else { "rejects" },
        worker(write.worker),
        Duration(write.at),
        write.token
    );
    let by = write.worker;
    shapes.mark_by(by, (lane, write.at), symbol, class, title, event);
    shapes.mark_by(by, (Lane::Resource, write.at), symbol, class, decided, None);
}

/// The resource's contract state over time: `(from, to, label)`.
pub(super) fn resource_states(
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
