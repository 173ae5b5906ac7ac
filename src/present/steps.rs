//! "Step through the run": the event log told one row at a time, each with
//! why it happens in this run. Every "why" is chosen from facts of the
//! `Outcome` and of the state just after the event
//! (`sim::state_after_event`), never from the inputs alone;
//! `tests/sentences.rs` checks each claim against the run.

use crate::sim::{
    state_after_event, Actor, Event, EventKind, Evidence, Millis, Outcome, ResourceState, Scenario,
    StateAt,
};

use super::format::Duration;
use super::report::{event_sentence, worker};

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
        format!("{} · {}", Duration(self.at), worker(self.actor))
    }
}

/// "Step 3 of 8".
pub fn step_title(index: usize, count: usize) -> String {
    format!("Step {} of {count}", index + 1)
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

/// A sentence from a template: each `@` is the next of `values` written
/// as a duration or instant ([`Duration`]), each `#` the next as a plain
/// number. One shared writer keeps each of the many sentences below a
/// string and a few numbers: a `format!` per sentence cost the wasm about
/// 150 B each.
fn say(template: &str, values: &[u64]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut values = values.iter();
    for ch in template.chars() {
        let value = match ch {
            '@' | '#' => values.next(),
            _ => None,
        };
        // Writing into a String cannot fail.
        let _ = match (ch, value) {
            ('@', Some(&v)) => write!(out, "{}", Duration(v)),
            (_, Some(&v)) => write!(out, "{v}"),
            _ => {
                out.push(ch);
                Ok(())
            }
        };
    }
    out
}

/// Sentences added one after another, with a space between.
type Add<'a> = dyn FnMut(&str, &[u64]) + 'a;

/// Why event `index` happens, from the run's facts.
fn why(cadence: u64, outcome: &Outcome, index: usize, event: &Event, state: &StateAt) -> String {
    let t = event.at;
    let before = &outcome.events[..index];
    let mut out = String::new();
    let add: &mut Add = &mut |template, values| {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&say(template, values));
    };
    match event.kind {
        EventKind::LeaseAcquired { expires_at, .. } => {
            add(
                "A claim lasts one lease, @: A owns the job until @ unless a heartbeat renews it before then.",
                &[expires_at - t, expires_at],
            );
            add(
                match state.resource {
                    ResourceState::Epoch(_) => "The resource has registered epoch 1, A's token.",
                    ResourceState::Watermark(_) => {
                        "The resource's watermark is empty: it has accepted no write yet."
                    }
                    ResourceState::Unchecked => "The resource checks no token at all.",
                },
                &[],
            );
        }
        EventKind::HeartbeatAccepted {
            count,
            last_at,
            expires_at,
        } => {
            let lease = expires_at - last_at;
            if count == 1 {
                add(
                    "It arrives before the expiry at @, so it counts: the lease now lasts @ from @, to @.",
                    &[previous_expiry(before), lease, t, expires_at],
                );
            } else {
                add(
                    "All # heartbeats, @ apart, arrive before the @ lease set by the one before runs out; the last, at @, moves the expiry to @.",
                    &[count, cadence, lease, last_at, expires_at],
                );
            }
            if outcome.shutdown().is_some_and(|(signal, _)| signal <= t) {
                add("The shutdown grace allows this: A still has its job in flight.", &[]);
            }
        }
        EventKind::HeartbeatRejected { expired_at } => {
            add("The lease expired at @:", &[expired_at]);
            expiry_cause(add, cadence, outcome, expired_at);
            add("A renewal counts only strictly before the expiry, so this one is too late.", &[]);
            if let Some(e) = takeover_by(outcome, t) {
                add("B has held the job with token 2 since @.", &[e]);
            }
        }
        EventKind::Paused { .. } => pause_why(add, cadence, outcome, t, state),
        EventKind::Resumed => match (takeover_by(outcome, t), outcome.terminated_at()) {
            (Some(e), Some(killed)) => add(
                "Nothing tells a paused process that its lease ran out: B took over at @, so A carries on as a zombie until it is forcibly terminated at @.",
                &[e, killed],
            ),
            (Some(e), None) => add(
                "Nothing tells a paused process that its lease ran out: B took over at @, so A carries on as a zombie; its work is done at @.",
                &[e, outcome.original_ends_at],
            ),
            (None, _) => match state.owner.and_then(|owner| owner.until) {
                Some(until) => add(
                    "Its lease, valid until @, outlasted the pause, so A carries on as the owner.",
                    &[until],
                ),
                None => add("A carries on with its work.", &[]),
            },
        },
        EventKind::Takeover { token, .. } => {
            match outcome.last_renewal_at {
                Some(h) => add(
                    "A's lease ran out at @, @ after its last renewal at @:",
                    &[t, t - h, h],
                ),
                None => add("A's lease ran out at @, @ after the claim, never renewed:", &[t, t]),
            }
            expiry_cause(add, cadence, outcome, t);
            add(
                "An expired lease is free, so B claims it with the next token, #.",
                &[token.into()],
            );
            match state.resource {
                ResourceState::Epoch(epoch) => add(
                    "The resource is told at once: epoch # from now on.",
                    &[epoch.into()],
                ),
                ResourceState::Watermark(None) => add(
                    "The resource is not told: its watermark stays empty until B writes.",
                    &[],
                ),
                ResourceState::Watermark(Some(mark)) => add(
                    "The resource is not told: its watermark stays # until B writes.",
                    &[mark.into()],
                ),
                ResourceState::Unchecked => {
                    add("The resource checks no token, so nothing changes there.", &[])
                }
            }
        }
        EventKind::ShutdownSignal { terminate_at } => {
            add(
                "The signal gives A a grace of @, until @, to finish the job in flight.",
                &[terminate_at - t, terminate_at],
            );
            add(
                if outcome.terminated_at().is_some() {
                    "Its work will not be done by then."
                } else {
                    "Its work is done within the grace."
                },
                &[],
            );
        }
        EventKind::Terminated => add(
            if outcome.paused_at_end() {
                "The grace that began at @ ended before A wrote: it was still paused."
            } else {
                "The grace that began at @ ended before A wrote: its work was not finished."
            },
            &[outcome.shutdown().map_or(0, |(signal, _)| signal)],
        ),
        EventKind::WriteAccepted { token, evidence }
        | EventKind::WriteRejected { token, evidence } => {
            let token = u64::from(token);
            match (event.actor, takeover_by(outcome, t)) {
                (Actor::B, Some(e)) => add(
                    "B's @ of work since the takeover at @ is done, and it writes with token #.",
                    &[t - e, e, token],
                ),
                (Actor::A, Some(e)) => add(
                    "A finishes its work after losing its lease at @, and writes with its old token, #.",
                    &[e, token],
                ),
                _ => add(
                    "A finishes its work while its lease is valid, and writes with token #.",
                    &[token],
                ),
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
    let killed = outcome.terminated_at().filter(|&k| k <= due);
    match (due >= expired_at, paused, killed) {
        (true, _, _) => add(
            if due == expired_at {
                "heartbeats come every @, and the next was due at @, just as the @ lease ran out."
            } else {
                "heartbeats come every @, and the next was due at @, after the @ lease ran out."
            },
            &[cadence, due, expired_at - last],
        ),
        (false, Some(p), _) => add(
            "the heartbeat due at @ was never sent, because A was paused from @ to @.",
            &[due, p.start, p.end],
        ),
        (false, None, Some(k)) => add(
            "the heartbeat due at @ was never sent, because A was forcibly terminated at @.",
            &[due, k],
        ),
        (false, None, None) => add("no heartbeat arrived in time.", &[]),
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
    let (template, values): (&str, &[u64]) = match count {
        0 => (
            "A paused process neither works nor renews, but no heartbeat falls due in its @ pause.",
            &[end - t],
        ),
        1 => (
            "A paused process neither works nor renews: in its @ pause the heartbeat due at @ is never sent.",
            &[end - t, first],
        ),
        _ => (
            "A paused process neither works nor renews: in its @ pause the # heartbeats due from @ to @ are never sent.",
            &[end - t, count, first, last],
        ),
    };
    add(template, values);
    match (takeover_by(outcome, t), state.owner.and_then(|o| o.until)) {
        (Some(e), _) => add("The lease is no longer A's anyway: B took over at @.", &[e]),
        (None, Some(until)) if until <= end => add(
            "The lease, valid until @, runs out before A can renew it.",
            &[until],
        ),
        (None, Some(until)) => add("The lease, valid until @, outlasts the pause.", &[until]),
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
        Evidence::Unchecked => add(
            "The resource checks no token, so it applies every write.",
            &[],
        ),
        Evidence::AtOrAboveWatermark { token } => match earlier_accepted {
            Some((_, mark)) => add(
                "Token # is not lower than the watermark, #, so it passes; it is now #.",
                &[token.into(), mark, token.into()],
            ),
            None => {
                add(
                    "No write was accepted before, so the empty watermark lets token # pass; it is now #.",
                    &[token.into(), token.into()],
                );
                if actor == Actor::A && outcome.takeover_at.is_some() {
                    add("It has not seen token 2: B has not written yet.", &[]);
                }
            }
        },
        Evidence::MatchesEpoch { token } => {
            if token == 2 && outcome.takeover_at.is_some() {
                add(
                    "Token 2 matches the epoch the resource registered at the takeover at @.",
                    &[takeover],
                );
            } else {
                add(
                    "Token # matches the epoch the resource has held since the claim.",
                    &[token.into()],
                );
            }
        }
        Evidence::OlderThanWatermark { token, watermark } => match earlier_accepted {
            Some((event, _)) => add(
                if event.actor == Actor::B {
                    "The watermark is #, set by B's accepted write at @; token # is lower, so the resource refuses it."
                } else {
                    "The watermark is #, set by A's accepted write at @; token # is lower, so the resource refuses it."
                },
                &[watermark.into(), event.at, token.into()],
            ),
            None => add(
                "The watermark is #; token # is lower, so the resource refuses it.",
                &[watermark.into(), token.into()],
            ),
        },
        Evidence::EpochMismatch { token, epoch } => {
            if outcome.takeover_at.is_some() {
                add(
                    "The resource registered epoch # at the takeover at @ and accepts no other token; token # is not it.",
                    &[epoch.into(), takeover, token.into()],
                );
            } else {
                add(
                    "The resource's registered epoch is #; token # is not it.",
                    &[epoch.into(), token.into()],
                );
            }
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
