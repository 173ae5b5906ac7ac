//! One function per lane of the drawing (Worker A, A's lease, Worker B,
//! the resource), each adding its bars and marks to the `Shapes` being laid
//! out, with the helpers only they use: the write marks, the row of the
//! event log a mark stands for, the resource's states over time.

use crate::i18n::{say, Arg, Sentence};
use crate::present::format::say_at;
use crate::present::report::worker_name;
use crate::sentence;
use crate::sim::{Actor, Enforcement, EventKind, GraceHeartbeats, Millis, Outcome, Scenario};

use super::frame::round1;
use super::shapes::{Lane, Shape, Shapes, Symbol};

/// Individual renewals are drawn up to this many; denser runs become a band.
const MAX_DRAWN_RENEWALS: u64 = 60;

/// A title naming a span of time: `sentence` with `$from` and `$to`.
fn span_title(sentence: Sentence, from: Millis, to: Millis) -> String {
    say_at(sentence, &[("from", from), ("to", to)], &[])
}

/// A title naming one instant: `sentence` with `$at`.
fn at_title(sentence: Sentence, at: Millis) -> String {
    say_at(sentence, &[("at", at)], &[])
}

/// A bar's words, said with no arguments or with `$token`.
fn words(sentence: Sentence, token: Option<u64>) -> String {
    match token {
        Some(token) => say(sentence, &[("token", Arg::Count(token))]),
        None => say(sentence, &[]),
    }
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
        let title = span_title(sentence!("title-a-working"), from, working_until);
        let working = vec![words(sentence!("bar-working"), None)];
        shapes.bar(
            Lane::WorkerA,
            (from, working_until),
            "work-a",
            working,
            title,
        );
        if let Some(lost) = lost {
            let title = span_title(sentence!("title-a-zombie"), lost, to);
            let zombie = vec![words(sentence!("bar-zombie"), None)];
            shapes.bar(Lane::WorkerA, (lost, to), "zombie", zombie, title);
        }
    }
    if let Some(p) = outcome.pause {
        let title = match outcome.terminated_at() {
            Some(killed) if outcome.paused_at_end() => {
                span_title(sentence!("title-a-paused-to-the-end"), p.start, killed)
            }
            _ => span_title(sentence!("title-a-paused"), p.start, p.end),
        };
        let paused = vec![words(sentence!("bar-paused"), None)];
        shapes.bar(Lane::WorkerA, (p.start, p.end), "paused", paused, title);
    }
    if let Some((signal_at, deadline)) = outcome.shutdown() {
        let until = deadline.min(a_end);
        let heartbeats = match outcome.grace_heartbeats() {
            Some(GraceHeartbeats::Renewed) => "renewed",
            Some(GraceHeartbeats::NoneSentWhilePaused) => "paused",
            Some(GraceHeartbeats::NoneSent) => "silent",
            _ => "refused",
        };
        let title = say_at(
            sentence!("title-grace"),
            &[("from", signal_at), ("to", until)],
            &[("heartbeats", Arg::Text(heartbeats))],
        );
        shapes.bar(
            Lane::WorkerA,
            (signal_at, until.max(signal_at)),
            "grace",
            Vec::new(),
            title,
        );
        let title = say_at(
            sentence!("title-signal"),
            &[("at", signal_at), ("deadline", deadline)],
            &[],
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
        let title = at_title(sentence!("title-terminated"), killed);
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
        let title = at_title(sentence!("title-pauses"), p.start);
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
        let title = at_title(sentence!("title-resumes"), resumed);
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
    let (held_until, title) = match outcome.takeover_at {
        None => (outcome.original_ends_at, sentence!("title-lease-released")),
        Some(expired) => (expired, sentence!("title-lease-valid")),
    };
    let token = Some(Actor::A.token().into());
    let labels = vec![
        words(sentence!("bar-token-valid"), token),
        words(sentence!("bar-token"), token),
    ];
    let title = span_title(title, 0, held_until);
    shapes.bar(Lane::LeaseA, (0, held_until), "lease-a", labels, title);
    if let Some(EventKind::LeaseAcquired { expires_at, .. }) =
        outcome.events.first().map(|e| e.kind)
    {
        let title = say_at(sentence!("title-acquired"), &[("to", expires_at)], &[]);
        shapes.mark(Lane::LeaseA, 0, Symbol::Acquire, "acquired", title, Some(0));
    }
    for (index, event) in outcome.events.iter().enumerate() {
        match event.kind {
            EventKind::HeartbeatAccepted {
                count,
                last_at,
                expires_at,
            } if count > MAX_DRAWN_RENEWALS => {
                let title = say_at(
                    sentence!("title-renewals"),
                    &[
                        ("every", scenario.heartbeat_every),
                        ("from", event.at),
                        ("to", last_at),
                        ("expires", expires_at),
                    ],
                    &[("count", Arg::Count(count))],
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
                    let title = say_at(
                        sentence!("title-renewal"),
                        &[("at", at), ("to", at.saturating_add(scenario.lease))],
                        &[],
                    );
                    let event = (i == 0).then_some(index);
                    shapes.mark(Lane::LeaseA, at, Symbol::Renewal, "renewal", title, event);
                }
            }
            EventKind::HeartbeatRejected { expired_at } => {
                let title = say_at(
                    sentence!("title-refusal"),
                    &[("at", event.at), ("expired", expired_at)],
                    &[],
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
    let title = span_title(sentence!("title-b-working"), b.start, b.end);
    let token = Some(Actor::B.token().into());
    let labels = vec![
        words(sentence!("bar-token-working"), token),
        words(sentence!("bar-token"), token),
    ];
    shapes.bar(Lane::WorkerB, (b.start, b.end), "work-b", labels, title);
    let title = say_at(
        sentence!("title-takeover"),
        &[("at", b.start)],
        &[("token", Arg::Count(Actor::B.token().into()))],
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
    for (from, to, label, knows_b) in resource_states(enforcement, outcome, shapes.end) {
        let class = if knows_b { "state-new" } else { "state-old" };
        let title = say_at(
            sentence!("title-resource-state"),
            &[("from", from), ("to", to)],
            &[("state", Arg::Text(&label))],
        );
        // Whole words or nothing: the state's number alone ("2") read as a
        // cut-off label; the bar's title and the legend still say it.
        shapes.bar(Lane::Resource, (from, to), class, vec![label], title);
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
    let (by_worker, by_resource) = if write.accepted {
        (
            sentence!("title-write-accepted"),
            sentence!("title-resource-accepts"),
        )
    } else {
        (
            sentence!("title-write-rejected"),
            sentence!("title-resource-rejects"),
        )
    };
    let name = worker_name(write.worker);
    let args = [
        ("worker", Arg::Text(&name)),
        ("token", Arg::Count(write.token.into())),
    ];
    let title = say_at(by_worker, &[("at", write.at)], &args);
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
    let decided = say_at(by_resource, &[("at", write.at)], &args);
    let by = write.worker;
    shapes.mark_by(by, (lane, write.at), symbol, class, title, event);
    shapes.mark_by(by, (Lane::Resource, write.at), symbol, class, decided, None);
}

/// The resource's contract state over time: `(from, to, label, knows_b)`,
/// `knows_b` when the resource knows B's token (its epoch or watermark).
pub(super) fn resource_states(
    enforcement: Enforcement,
    outcome: &Outcome,
    end: Millis,
) -> Vec<(Millis, Millis, String, bool)> {
    let b = Actor::B.token();
    let epoch = |token| words(sentence!("state-epoch"), Some(token));
    match enforcement {
        Enforcement::None => vec![(0, end, words(sentence!("state-unchecked"), None), false)],
        Enforcement::CurrentEpoch => match outcome.takeover_at {
            Some(at) => vec![(0, at, epoch(1), false), (at, end, epoch(b.into()), true)],
            None => vec![(0, end, epoch(1), false)],
        },
        Enforcement::Watermark => {
            let mut states = Vec::new();
            let mut from = 0;
            let mut label = words(sentence!("state-no-watermark"), None);
            let mut knows_b = false;
            for write in outcome.writes.iter().filter(|w| w.accepted) {
                states.push((from, write.at, label, knows_b));
                from = write.at;
                label = words(sentence!("state-watermark"), Some(write.token.into()));
                knows_b = write.token == b;
            }
            states.push((from, end, label, knows_b));
            states
        }
    }
}
