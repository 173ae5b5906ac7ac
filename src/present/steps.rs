//! "Step through the run": the event log told one row at a time, each with
//! why it happens in this run. Every "why" is chosen from facts of the
//! `Outcome` and of the state just after the event
//! (`sim::state_after_event`), never from the inputs alone;
//! `tests/sentences.rs` checks each claim against the run.

use crate::sim::{
    state_after_event, Actor, Event, EventKind, Evidence, Outcome, ResourceState, Scenario, StateAt,
};

use super::format::{duration, plural};
use super::report::event_sentence;

/// One step of the walk: one row of the event log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The event's instant, where the time cursor goes.
    pub at: u64,
    pub actor: Actor,
    kind: &'static str,
    /// What happens: the event log's sentence.
    pub what: String,
    /// Why it happens in this run.
    pub why: String,
    /// What each party is doing just after this event.
    pub state: StateAt,
}

impl Step {
    /// The event kind's public name (`takeover`, `write_rejected`, ...).
    pub fn kind_name(&self) -> &'static str {
        self.kind
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

/// The step of event `index` (the first when out of range).
pub fn step(scenario: &Scenario, outcome: &Outcome, index: usize) -> Step {
    let index = index.min(outcome.events.len().saturating_sub(1));
    let state = state_after_event(scenario, outcome, index);
    let (at, actor, kind, what, why) = match outcome.events.get(index) {
        Some(event) => (
            event.at,
            event.actor,
            event.kind.name(),
            event_sentence(event, outcome, scenario.heartbeat_every),
            why(scenario.heartbeat_every, outcome, index, event, &state),
        ),
        None => (0, Actor::A, "", String::new(), String::new()),
    };
    Step {
        at,
        actor,
        kind,
        what,
        why,
        state,
    }
}

/// When A's lease ran out, for a sentence: the takeover's instant.
fn takeover_at(outcome: &Outcome, at_or_before: u64) -> Option<u64> {
    outcome.takeover_at.filter(|&e| e <= at_or_before)
}

/// Why event `index` happens, from the run's facts.
fn why(cadence: u64, outcome: &Outcome, index: usize, event: &Event, state: &StateAt) -> String {
    let t = event.at;
    let before = &outcome.events[..index];
    match event.kind {
        EventKind::LeaseAcquired { expires_at, .. } => format!(
            "A claim lasts one lease, {}: A owns the job until {} unless a heartbeat renews it before then. {}",
            duration(expires_at - t),
            duration(expires_at),
            resource_now(state.resource)
        ),
        EventKind::HeartbeatAccepted {
            count,
            last_at,
            expires_at,
        } => {
            let lease = duration(expires_at - last_at);
            let counted = if count == 1 {
                format!(
                    "It arrives before the lease's expiry at {}, so it counts: the lease now lasts {lease} from {}, to {}.",
                    duration(previous_expiry(before)),
                    duration(t),
                    duration(expires_at)
                )
            } else {
                format!(
                    "Each of the {count} heartbeats, {} apart, arrives before the {lease} lease set by the one before runs out, so every one counts; the last, at {}, moves the expiry to {}.",
                    duration(cadence),
                    duration(last_at),
                    duration(expires_at)
                )
            };
            match outcome.shutdown() {
                Some((signal, _)) if signal <= t => {
                    format!("{counted} The shutdown grace allows this: A still has its job in flight.")
                }
                _ => counted,
            }
        }
        EventKind::HeartbeatRejected { expired_at } => {
            let holder = takeover_at(outcome, t).map_or(String::new(), |e| {
                format!(" B has held the job with token 2 since {}.", duration(e))
            });
            format!(
                "The lease expired at {}: {} A renewal counts only strictly before the expiry, so this one is too late.{holder}",
                duration(expired_at),
                expiry_cause(cadence, outcome, expired_at)
            )
        }
        EventKind::Paused { .. } => paused_why(cadence, outcome, t, state),
        EventKind::Resumed => match takeover_at(outcome, t) {
            Some(e) => {
                let until = match outcome.terminated_at() {
                    Some(killed) => format!(" until it is forcibly terminated at {}", duration(killed)),
                    None => format!("; its work is done at {}", duration(outcome.original_ends_at)),
                };
                format!(
                    "Nothing tells a paused process that its lease ran out: B took over at {}, so A carries on as a zombie{until}.",
                    duration(e)
                )
            }
            None => match state.owner.and_then(|owner| owner.until) {
                Some(until) => format!(
                    "Its lease, valid until {}, outlasted the pause, so A carries on as the owner.",
                    duration(until)
                ),
                None => "A carries on with its work.".to_owned(),
            },
        },
        EventKind::Takeover { token, .. } => {
            let since = match outcome.last_renewal_at {
                Some(h) => format!("{} after its last renewal at {}", duration(t - h), duration(h)),
                None => format!("{} after the claim, never renewed", duration(t)),
            };
            let told = match state.resource {
                ResourceState::Epoch(epoch) => format!(
                    "Under a registered current epoch the resource is told at once: epoch {epoch} from now on."
                ),
                ResourceState::Watermark(mark) => format!(
                    "The resource is not told: its watermark stays {} until B writes.",
                    watermark_text(mark)
                ),
                ResourceState::Unchecked => {
                    "The resource checks no token, so nothing changes there.".to_owned()
                }
            };
            format!(
                "A's lease ran out at {}, {since}: {} An expired lease is free, so B claims it with the next token, {token}. {told}",
                duration(t),
                expiry_cause(cadence, outcome, t)
            )
        }
        EventKind::ShutdownSignal { terminate_at } => {
            let fate = match outcome.terminated_at() {
                Some(_) => "Its work will not be done by then, so it will be forcibly terminated.",
                None => "Its work is done within the grace, so it is never terminated.",
            };
            format!(
                "The signal gives A a grace of {}, until {}: it stops polling for new jobs and may finish the one in flight. {fate}",
                duration(terminate_at - t),
                duration(terminate_at)
            )
        }
        EventKind::Terminated => {
            let signal = outcome.shutdown().map_or(0, |(signal, _)| signal);
            let left = if outcome.paused_at_end() {
                "it was still paused"
            } else {
                "its work was not finished"
            };
            format!(
                "The grace that began with the signal at {} ended before A wrote: {left}.",
                duration(signal)
            )
        }
        EventKind::WriteAccepted { token, evidence } | EventKind::WriteRejected { token, evidence } => {
            format!(
                "{} {}",
                writer_sentence(outcome, event.actor, t, token),
                evidence_why(outcome, before, event.actor, evidence)
            )
        }
    }
}

/// The resource's state at the claim, as a sentence.
fn resource_now(resource: ResourceState) -> String {
    match resource {
        ResourceState::Epoch(epoch) => {
            format!("The resource has registered epoch {epoch}, A's token.")
        }
        ResourceState::Watermark(_) => {
            "The resource's watermark is empty: it has accepted no write yet.".to_owned()
        }
        ResourceState::Unchecked => "The resource checks no token at all.".to_owned(),
    }
}

fn watermark_text(mark: Option<u32>) -> String {
    mark.map_or_else(|| "empty".to_owned(), |m| m.to_string())
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
fn expiry_cause(cadence: u64, outcome: &Outcome, expired_at: u64) -> String {
    let last = outcome.last_renewal_at.unwrap_or(0);
    let lease = expired_at - last;
    let due = last.saturating_add(cadence);
    let paused = outcome.pause.filter(|p| p.start <= due && due < p.end);
    let killed = outcome.terminated_at().filter(|&k| k <= due);
    match (due >= expired_at, paused, killed) {
        (true, _, _) => format!(
            "heartbeats come every {}, and the next was due at {}, {} the {} lease ran out.",
            duration(cadence),
            duration(due),
            if due == expired_at {
                "just as"
            } else {
                "after"
            },
            duration(lease)
        ),
        (false, Some(p), _) => format!(
            "the heartbeat due at {} was never sent, because A was paused from {} to {}.",
            duration(due),
            duration(p.start),
            duration(p.end)
        ),
        (false, None, Some(k)) => format!(
            "the heartbeat due at {} was never sent, because A was forcibly terminated at {}.",
            duration(due),
            duration(k)
        ),
        (false, None, None) => "no heartbeat arrived in time.".to_owned(),
    }
}

/// Why A's pause matters here: the heartbeats it swallows and what
/// becomes of the lease meanwhile.
fn paused_why(cadence: u64, outcome: &Outcome, t: u64, state: &StateAt) -> String {
    let end = outcome.pause.map_or(t, |p| p.end);
    let cadence = cadence.max(1);
    let first = t.div_ceil(cadence).max(1).saturating_mul(cadence);
    let swallowed = if first < end {
        let count = (end - 1 - first) / cadence + 1;
        let last = first + (count - 1) * cadence;
        if count == 1 {
            format!("the heartbeat due at {} is never sent", duration(first))
        } else {
            format!(
                "the {} due from {} to {} are never sent",
                plural(count, "heartbeat", "heartbeats"),
                duration(first),
                duration(last)
            )
        }
    } else {
        "no heartbeat falls due in that time".to_owned()
    };
    let lease = match (takeover_at(outcome, t), state.owner.and_then(|o| o.until)) {
        (Some(e), _) => format!(
            "The lease is no longer A's anyway: B took over at {}.",
            duration(e)
        ),
        (None, Some(until)) if until <= end => format!(
            "The lease, valid until {}, runs out before A can renew it.",
            duration(until)
        ),
        (None, Some(until)) => format!(
            "The lease, valid until {}, outlasts the pause.",
            duration(until)
        ),
        (None, None) => String::new(),
    };
    format!(
        "A stalled process neither works nor renews: for {}, {swallowed}. {lease}",
        duration(end - t)
    )
    .trim_end()
    .to_owned()
}

/// Who writes, and with which token, as a sentence.
fn writer_sentence(outcome: &Outcome, actor: Actor, t: u64, token: u32) -> String {
    match (actor, takeover_at(outcome, t)) {
        (Actor::B, Some(e)) => format!(
            "B's {} of work since the takeover at {} is done, and it writes with token {token}.",
            duration(t - e),
            duration(e)
        ),
        (Actor::A, Some(e)) => format!(
            "A finishes its work after losing its lease at {}, and writes with its old token, {token}.",
            duration(e)
        ),
        _ => format!(
            "{} finishes its work while its lease is valid, and writes with token {token}.",
            actor.letter()
        ),
    }
}

/// Why the resource decides as it does, from its evidence and the writes
/// it saw before.
fn evidence_why(outcome: &Outcome, before: &[Event], actor: Actor, evidence: Evidence) -> String {
    let earlier_accepted = before.iter().find_map(|event| match event.kind {
        EventKind::WriteAccepted { token, .. } => Some((event, token)),
        _ => None,
    });
    match evidence {
        Evidence::Unchecked => "The resource checks no token, so it applies every write.".to_owned(),
        Evidence::AtOrAboveWatermark { token } => match earlier_accepted {
            Some((_, mark)) => format!(
                "Token {token} is not lower than the watermark, {mark}, so it passes; the watermark is now {token}."
            ),
            None => {
                let unseen = if actor == Actor::A && takeover_at(outcome, u64::MAX).is_some() {
                    " It has not seen token 2: B has not written yet."
                } else {
                    ""
                };
                format!(
                    "No write was accepted before, so the watermark had nothing to compare with and token {token} passes; the watermark is now {token}.{unseen}"
                )
            }
        },
        Evidence::MatchesEpoch { token } => match outcome.takeover_at {
            Some(e) if token == 2 => format!(
                "Token {token} matches the epoch the resource registered at the takeover at {}.",
                duration(e)
            ),
            _ => format!("Token {token} matches the epoch the resource has held since the claim."),
        },
        Evidence::OlderThanWatermark { token, watermark } => {
            let set_by = earlier_accepted.map_or(String::new(), |(event, _)| {
                format!(", set by {}'s accepted write at {}", event.actor.letter(), duration(event.at))
            });
            format!(
                "The watermark is {watermark}{set_by}; token {token} is lower, so the resource refuses it."
            )
        }
        Evidence::EpochMismatch { token, epoch } => match outcome.takeover_at {
            Some(e) => format!(
                "The resource registered epoch {epoch} at the takeover at {} and accepts no other token; token {token} is not it.",
                duration(e)
            ),
            None => format!("The resource's registered epoch is {epoch}; token {token} is not it."),
        },
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
        let walk = steps(&scenario, &simulate(&scenario));
        assert_eq!(step_title(3, walk.len()), "Step 4 of 8");
        // Why B may take over at 13 s.
        assert!(walk[3].why.starts_with(
            "A's lease ran out at 13 s, 10 s after its last renewal at 3 s: the heartbeat due at 6 s was never sent, because A was paused from 4 s to 18 s."
        ));
        // Why A's heartbeat at 18 s is refused although A is running.
        assert_eq!(walk[5].kind_name(), "heartbeat_rejected");
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
