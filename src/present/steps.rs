//! "Step through the run": the event log told one row at a time, each with
//! why it happens in this run. Every "why" is chosen from facts of the
//! `Outcome` and of the state just after the event
//! (`sim::state_after_event`), never from the inputs alone;
//! `tests/sentences.rs` checks each claim against the run.

use crate::sim::{
    state_after_event, Actor, Event, EventKind, Evidence, Millis, Outcome, ResourceState, Scenario,
    StateAt,
};

use super::format::{duration, say_at};
use super::report::{event_sentence, worker_name};
use crate::i18n::{say, sentence_gap, Arg, Sentence};
use crate::sentence;

/// One step of the walk: one row of the event log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The event's instant, where the time cursor goes.
    pub at: Millis,
    pub actor: Actor,
    /// What happens: the event log's sentence.
    pub what: String,
    /// Why it happens in this run.
    pub why: String,
    /// What each party is doing just after this event.
    pub state: StateAt,
}

impl Step {
    /// When and who, for the caption: "13 s · Worker B".
    pub fn when(&self) -> String {
        format!("{} · {}", duration(self.at), worker_name(self.actor))
    }
}

/// "Step 3 of 8".
pub fn step_title(index: usize, count: usize) -> String {
    say(
        sentence!("step-of"),
        &[
            ("step", Arg::Count(index as u64 + 1)),
            ("count", Arg::Count(count as u64)),
        ],
    )
}

/// The walk through the run of `scenario`: one step per event of the log.
pub fn steps(scenario: &Scenario, outcome: &Outcome) -> Vec<Step> {
    (0..outcome.events.len())
        .map(|index| step(scenario, outcome, index))
        .collect()
}

/// The step of event `index` (the last when out of range).
pub fn step(scenario: &Scenario, outcome: &Outcome, index: usize) -> Step {
    let index = index.min(outcome.events.len().saturating_sub(1));
    let state = state_after_event(scenario, outcome, index);
    let (at, actor, what, why) = match outcome.events.get(index) {
        Some(event) => (
            event.at,
            event.actor,
            event_sentence(event, outcome, scenario.heartbeat_every),
            why(scenario.heartbeat_every, outcome, index, event, &state),
        ),
        None => (0, Actor::A, String::new(), String::new()),
    };
    Step {
        at,
        actor,
        what,
        why,
        state,
    }
}

/// When B took over, if it had by `t`.
fn takeover_by(outcome: &Outcome, t: u64) -> Option<u64> {
    outcome.takeover_at.filter(|&e| e <= t)
}

/// A token or a count as a sentence's argument.
fn number(value: impl Into<u64>) -> Arg<'static> {
    Arg::Count(value.into())
}

/// Sentences added one after another, with a space between (none after
/// full-width punctuation, [`sentence_gap`]): each a
/// catalog message with its instants and durations (written as
/// [`duration`]) and its numbers. One shared writer keeps each of the many
/// sentences below a message and a few numbers.
type Add<'a> = dyn FnMut(Sentence, &[(&str, Millis)], &[(&str, Arg)]) + 'a;

/// Why event `index` happens, from the run's facts.
fn why(cadence: u64, outcome: &Outcome, index: usize, event: &Event, state: &StateAt) -> String {
    let t = event.at;
    let before = &outcome.events[..index];
    let mut out = String::new();
    let add: &mut Add = &mut |sentence, times, numbers| {
        if !out.is_empty() {
            out.push_str(sentence_gap(&out));
        }
        out.push_str(&say_at(sentence, times, numbers));
    };
    match event.kind {
        EventKind::LeaseAcquired { expires_at, .. } => {
            add(
                sentence!("why-claim"),
                &[("lease", expires_at - t), ("until", expires_at)],
                &[],
            );
            let resource = match state.resource {
                ResourceState::Epoch(_) => sentence!("why-claim-epoch"),
                ResourceState::Watermark(_) => sentence!("why-claim-watermark"),
                ResourceState::Unchecked => sentence!("why-claim-unchecked"),
            };
            add(resource, &[], &[]);
        }
        EventKind::HeartbeatAccepted {
            count,
            last_at,
            expires_at,
        } => {
            let lease = expires_at - last_at;
            if count == 1 {
                add(
                    sentence!("why-renewal"),
                    &[
                        ("expiry", previous_expiry(before)),
                        ("lease", lease),
                        ("at", t),
                        ("until", expires_at),
                    ],
                    &[],
                );
            } else {
                add(
                    sentence!("why-renewals"),
                    &[
                        ("every", cadence),
                        ("lease", lease),
                        ("last", last_at),
                        ("until", expires_at),
                    ],
                    &[("count", number(count))],
                );
            }
            if outcome.shutdown().is_some_and(|(signal, _)| signal <= t) {
                add(sentence!("why-renewal-in-grace"), &[], &[]);
            }
        }
        EventKind::HeartbeatRejected { expired_at } => {
            add(
                sentence!("why-refusal-expired"),
                &[("expired", expired_at)],
                &[],
            );
            expiry_cause(add, cadence, outcome, expired_at);
            add(sentence!("why-refusal-late"), &[], &[]);
            if let Some(e) = takeover_by(outcome, t) {
                add(sentence!("why-b-holds"), &[("takeover", e)], &[]);
            }
        }
        EventKind::Paused { .. } => pause_why(add, cadence, outcome, t, state),
        EventKind::Resumed => match (takeover_by(outcome, t), outcome.terminated_at()) {
            (Some(e), Some(killed)) => add(
                sentence!("why-resumed-terminated"),
                &[("takeover", e), ("terminated", killed)],
                &[],
            ),
            (Some(e), None) => add(
                sentence!("why-resumed-zombie"),
                &[("takeover", e), ("done", outcome.original_ends_at)],
                &[],
            ),
            // Without a takeover A still holds a lease with an end (no
            // run of a 30 000-scenario grid resumed otherwise).
            (None, _) => {
                if let Some(until) = state.owner.and_then(|owner| owner.until) {
                    add(sentence!("why-resumed-owner"), &[("until", until)], &[]);
                }
            }
        },
        EventKind::Takeover { token, .. } => {
            match outcome.last_renewal_at {
                Some(h) => add(
                    sentence!("why-takeover-renewed"),
                    &[("at", t), ("lease", t - h), ("renewed", h)],
                    &[],
                ),
                None => add(
                    sentence!("why-takeover-never-renewed"),
                    &[("at", t), ("lease", t)],
                    &[],
                ),
            }
            expiry_cause(add, cadence, outcome, t);
            add(
                sentence!("why-takeover-claim"),
                &[],
                &[("token", number(token))],
            );
            match state.resource {
                ResourceState::Epoch(epoch) => add(
                    sentence!("why-takeover-epoch"),
                    &[],
                    &[("token", number(epoch))],
                ),
                ResourceState::Watermark(None) => {
                    add(sentence!("why-takeover-watermark-empty"), &[], &[])
                }
                ResourceState::Watermark(Some(mark)) => add(
                    sentence!("why-takeover-watermark"),
                    &[],
                    &[("token", number(mark))],
                ),
                ResourceState::Unchecked => add(sentence!("why-takeover-unchecked"), &[], &[]),
            }
        }
        EventKind::ShutdownSignal { terminate_at } => {
            add(
                sentence!("why-signal"),
                &[("grace", terminate_at - t), ("deadline", terminate_at)],
                &[],
            );
            let done = if outcome.terminated_at().is_some() {
                sentence!("why-signal-too-short")
            } else {
                sentence!("why-signal-enough")
            };
            add(done, &[], &[]);
        }
        EventKind::Terminated => add(
            if outcome.paused_at_end() {
                sentence!("why-terminated-paused")
            } else {
                sentence!("why-terminated-unfinished")
            },
            &[("signal", outcome.shutdown().map_or(0, |(signal, _)| signal))],
            &[],
        ),
        EventKind::WriteAccepted { token, evidence }
        | EventKind::WriteRejected { token, evidence } => {
            let token = [("token", number(token))];
            match (event.actor, takeover_by(outcome, t)) {
                (Actor::B, Some(e)) => add(
                    sentence!("why-write-b"),
                    &[("work", t - e), ("takeover", e)],
                    &token,
                ),
                (Actor::A, Some(e)) => {
                    add(sentence!("why-write-zombie"), &[("takeover", e)], &token)
                }
                _ => add(sentence!("why-write-owner"), &[], &token),
            }
            evidence_why(add, outcome, before, event.actor, evidence);
        }
    }
    out
}

/// The lease's expiry before the events `before`: the claim's or the last
/// accepted renewal's.
fn previous_expiry(before: &[Event]) -> u64 {
    before
        .iter()
        .rev()
        .find_map(|event| match event.kind {
            EventKind::LeaseAcquired { expires_at, .. }
            | EventKind::HeartbeatAccepted { expires_at, .. } => Some(expires_at),
            _ => None,
        })
        .unwrap_or(0)
}

/// Why no renewal reached A's lease before it expired at `expired_at`: the
/// heartbeat due after the last one that counted was too late, or never
/// sent because A was paused or stopped.
fn expiry_cause(add: &mut Add, cadence: u64, outcome: &Outcome, expired_at: u64) {
    let last = outcome.last_renewal_at.unwrap_or(0);
    let due = last.saturating_add(cadence);
    let paused = outcome.pause.filter(|p| p.start <= due && due < p.end);
    match (due >= expired_at, paused) {
        (true, _) => add(
            if due == expired_at {
                sentence!("why-due-as-expired")
            } else {
                sentence!("why-due-after-expired")
            },
            &[
                ("every", cadence),
                ("due", due),
                ("lease", expired_at - last),
            ],
            &[],
        ),
        (false, Some(p)) => add(
            sentence!("why-unsent-paused"),
            &[("due", due), ("from", p.start), ("to", p.end)],
            &[],
        ),
        // A heartbeat due before the expiry, sent by a running process, is
        // accepted: here A was stopped first (no run of a 30 000-scenario
        // grid reached a fourth case).
        (false, None) => add(
            sentence!("why-unsent-terminated"),
            &[
                ("due", due),
                ("terminated", outcome.terminated_at().unwrap_or(due)),
            ],
            &[],
        ),
    }
}

/// Why A's pause matters here: the heartbeats it swallows and what
/// becomes of the lease meanwhile.
fn pause_why(add: &mut Add, cadence: u64, outcome: &Outcome, t: u64, state: &StateAt) {
    let end = outcome.pause.map_or(t, |p| p.end);
    let cadence = cadence.max(1);
    let first = t.div_ceil(cadence).max(1).saturating_mul(cadence);
    let count = if first < end {
        (end - 1 - first) / cadence + 1
    } else {
        0
    };
    let last = first + count.saturating_sub(1) * cadence;
    let pause = ("pause", end - t);
    match count {
        0 => add(sentence!("why-pause-none-due"), &[pause], &[]),
        1 => add(
            sentence!("why-pause-one-due"),
            &[pause, ("due", first)],
            &[],
        ),
        _ => add(
            sentence!("why-pause-many-due"),
            &[pause, ("from", first), ("to", last)],
            &[("count", number(count))],
        ),
    }
    match (takeover_by(outcome, t), state.owner.and_then(|o| o.until)) {
        (Some(e), _) => add(sentence!("why-pause-taken-over"), &[("takeover", e)], &[]),
        (None, Some(until)) if until <= end => {
            add(sentence!("why-pause-outlived"), &[("until", until)], &[])
        }
        (None, Some(until)) => add(sentence!("why-pause-outlasted"), &[("until", until)], &[]),
        (None, None) => {}
    }
}

/// Why the resource decides as it does, from its evidence and the writes
/// it saw before.
fn evidence_why(
    add: &mut Add,
    outcome: &Outcome,
    before: &[Event],
    actor: Actor,
    evidence: Evidence,
) {
    let earlier_accepted = before.iter().find_map(|event| match event.kind {
        EventKind::WriteAccepted { token, .. } => Some((event, u64::from(token))),
        _ => None,
    });
    let takeover = outcome.takeover_at.unwrap_or(0);
    match evidence {
        Evidence::Unchecked => add(sentence!("why-unchecked"), &[], &[]),
        Evidence::AtOrAboveWatermark { token } => match earlier_accepted {
            Some((_, mark)) => add(
                sentence!("why-watermark-passes"),
                &[],
                &[("token", number(token)), ("watermark", number(mark))],
            ),
            None => {
                add(
                    sentence!("why-watermark-empty"),
                    &[],
                    &[("token", number(token))],
                );
                if actor == Actor::A && outcome.takeover_at.is_some() {
                    add(sentence!("why-watermark-unseen"), &[], &[]);
                }
            }
        },
        Evidence::MatchesEpoch { token } => {
            if token == 2 && outcome.takeover_at.is_some() {
                add(
                    sentence!("why-epoch-registered"),
                    &[("takeover", takeover)],
                    &[],
                );
            } else {
                add(
                    sentence!("why-epoch-held"),
                    &[],
                    &[("token", number(token))],
                );
            }
        }
        Evidence::OlderThanWatermark { token, watermark } => {
            let numbers = [("watermark", number(watermark)), ("token", number(token))];
            // Only B's write can raise the watermark above a token (A's
            // token 1 is the lowest).
            match earlier_accepted {
                Some((event, _)) if event.actor == Actor::B => add(
                    sentence!("why-watermark-refuses-b"),
                    &[("at", event.at)],
                    &numbers,
                ),
                _ => add(sentence!("why-watermark-refuses"), &[], &numbers),
            }
        }
        Evidence::EpochMismatch { token, epoch } => {
            // Only B's token differs from A's epoch, and B writes only
            // after its takeover, when the resource registered its epoch.
            let numbers = [("epoch", number(epoch)), ("token", number(token))];
            add(
                sentence!("why-epoch-refuses-takeover"),
                &[("takeover", takeover)],
                &numbers,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::presets::PRESETS;
    use crate::present::report::event_rows;
    use crate::sim::simulate;

    #[test]
    fn every_preset_has_one_step_per_event_log_row() {
        for preset in &PRESETS {
            let outcome = simulate(&preset.scenario);
            let rows = event_rows(&outcome, preset.scenario.heartbeat_every);
            let walk = steps(&preset.scenario, &outcome);
            assert_eq!(walk.len(), rows.len(), "{}", preset.slug);
            for ((step, event), row) in walk.iter().zip(&outcome.events).zip(&rows) {
                assert_eq!(
                    (step.at, step.actor),
                    (event.at, event.actor),
                    "{}",
                    preset.slug
                );
                assert_eq!(step.what, row.text, "{}", preset.slug);
                assert!(step.why.ends_with('.'), "{}: {}", preset.slug, step.why);
            }
        }
    }

    #[test]
    fn the_seed_example_explains_the_three_turns_of_its_story() {
        let scenario = Scenario::default();
        let outcome = simulate(&scenario);
        let walk = steps(&scenario, &outcome);
        assert_eq!(step_title(3, walk.len()), "Step 4 of 8");
        // Why B may take over at 13 s.
        assert!(walk[3].why.starts_with(
            "A's lease ran out at 13 s, 10 s after its last renewal at 3 s: the heartbeat due at 6 s was never sent, because A was paused from 4 s to 18 s."
        ));
        // Why A's heartbeat at 18 s is refused although A is running.
        assert_eq!(outcome.events[5].kind.name(), "heartbeat_rejected");
        assert_eq!(walk[5].when(), "18 s · Worker A");
        assert!(walk[5]
            .why
            .contains("A renewal counts only strictly before the expiry"));
        assert_eq!(walk[5].state.original, crate::sim::WorkerState::Zombie);
        // The state just after A resumes, before B's write at the same instant.
        assert_eq!(walk[4].state.counter, 0);
        assert_eq!(walk[6].state.counter, 1);
        // Why the resource refuses token 1 at 26 s.
        assert!(walk[7].why.ends_with(
            "The resource registered epoch 2 at the takeover at 13 s and accepts no other token; token 1 is not it."
        ));
    }
}
