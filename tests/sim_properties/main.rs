//! Property tests of the simulation core over the whole input space, with
//! small values mixed in so that same-instant ties are common.
//!
//! The strongest property compares `simulate` with a deliberately naive
//! model below that steps one millisecond at a time and sends every heartbeat
//! separately: two very different implementations of the same rules.

use lease_lab::sim::{
    simulate, state_at, Actor, Enforcement, Event, EventKind, Millis, OriginalEnd, Outcome, Owner,
    ResourceState, Scenario, StateAt, WorkerState, MAX_MS,
};
use proptest::prelude::*;

#[path = "../common/mod.rs"]
mod common;
// Each test file under tests/ is a binary of its own, linked against the
// whole crate; these two are modules of this one to save that link.
mod largest_scenarios;
mod outcome_map;

fn config(cases: u32) -> proptest::test_runner::Config {
    common::fixed(cases, 0x1ea5_e1ab)
}

fn enforcement() -> impl Strategy<Value = Enforcement> {
    prop_oneof![
        Just(Enforcement::None),
        Just(Enforcement::Watermark),
        Just(Enforcement::CurrentEpoch)
    ]
}

/// A time that is often tiny (ties), often whole seconds, sometimes anything.
fn time() -> impl Strategy<Value = Millis> {
    prop_oneof![
        4 => 0..=30u64,
        3 => (0..=40u64).prop_map(|s| s * 1_000),
        2 => 0..=MAX_MS,
        1 => Just(MAX_MS),
    ]
}

fn positive_time() -> impl Strategy<Value = Millis> {
    time().prop_map(|ms| ms.max(1))
}

fn scenario_strategy(
    time: impl Fn() -> BoxedStrategy<Millis>,
    positive: impl Fn() -> BoxedStrategy<Millis>,
) -> impl Strategy<Value = Scenario> {
    (
        (time(), positive(), positive(), time(), time()),
        (time(), enforcement(), proptest::option::of(time()), time()),
    )
        .prop_map(
            |(
                (original_work, lease, heartbeat_every, pause_at, pause_for),
                (replacement_work, enforcement, shutdown_at, shutdown_grace),
            )| {
                Scenario {
                    original_work,
                    lease,
                    heartbeat_every,
                    pause_at,
                    pause_for,
                    replacement_work,
                    enforcement,
                    shutdown_at,
                    shutdown_grace,
                }
            },
        )
}

fn any_scenario() -> impl Strategy<Value = Scenario> {
    scenario_strategy(|| time().boxed(), || positive_time().boxed())
}

/// Every field in 0..=24 ms: small enough to step through, full of ties.
fn small_scenario() -> impl Strategy<Value = Scenario> {
    scenario_strategy(|| (0..=24u64).boxed(), || (1..=24u64).boxed())
}

proptest! {
    #![proptest_config(config(40_000))]

    #[test]
    fn simulate_matches_a_naive_millisecond_model(scenario in small_scenario()) {
        let fast = simulate(&scenario);
        let naive = naive::simulate(&scenario);
        prop_assert_eq!(&fast.events, &naive.events);
        prop_assert_eq!(fast.applied_increments, naive.applied);
        prop_assert_eq!(fast.takeover_at, naive.takeover_at);
        prop_assert_eq!(fast.original_ends_at, naive.original_ends_at);
        prop_assert_eq!(fast.original_end, naive.original_end);
        prop_assert_eq!(fast.overlap, naive.overlap);
        prop_assert_eq!(fast.overlap_includes_pause, naive.overlap_includes_pause);
        prop_assert_eq!(fast.overlap_paused, naive.overlap_paused);
        prop_assert_eq!(fast.heartbeat_in_grace, naive.heartbeat_in_grace);
    }

    #[test]
    fn state_at_matches_the_naive_model_at_every_instant(scenario in small_scenario()) {
        let outcome = simulate(&scenario);
        let naive = naive::simulate(&scenario);
        for (t, expected) in naive.states.iter().enumerate() {
            let t = t as Millis;
            prop_assert_eq!(&state_at(&scenario, &outcome, t), expected, "at {} ms", t);
        }
    }
}

proptest! {
    #![proptest_config(config(30_000))]

    #[test]
    fn invariants_hold_everywhere(scenario in any_scenario()) {
        prop_assert!(scenario.validate().is_ok());
        let outcome = simulate(&scenario);
        check_invariants(&scenario, &outcome)?;
    }

    #[test]
    fn invariants_hold_among_ties(scenario in small_scenario()) {
        let outcome = simulate(&scenario);
        check_invariants(&scenario, &outcome)?;
    }
}

/// Rule 8's order of the events at one instant, written out from
/// `MODEL.md` apart from `sim/engine.rs`'s table.
fn rule_8_rank(event: &Event) -> u8 {
    match event.kind {
        EventKind::LeaseAcquired { .. } => 0,
        EventKind::ShutdownSignal { .. } => 1,
        EventKind::Terminated => 2,
        EventKind::Takeover { .. } => 3,
        EventKind::Paused { .. } | EventKind::Resumed => 4,
        EventKind::HeartbeatAccepted { .. } | EventKind::HeartbeatRejected { .. } => 5,
        EventKind::WriteAccepted { .. } | EventKind::WriteRejected { .. } => match event.actor {
            Actor::B => 6,
            Actor::A => 7,
        },
    }
}

proptest! {
    #![proptest_config(config(20_000))]

    /// Events at one instant are told in rule 8's order, not in the order
    /// the engine records them (A's pause, resume, signal and termination
    /// after every heartbeat).
    #[test]
    fn events_at_one_instant_follow_rule_8(scenario in small_scenario()) {
        let outcome = simulate(&scenario);
        for pair in outcome.events.windows(2) {
            if pair[0].at == pair[1].at {
                prop_assert!(
                    rule_8_rank(&pair[0]) <= rule_8_rank(&pair[1]),
                    "{:?} before {:?}", pair[0], pair[1]
                );
            }
        }
    }
}

/// Any `u64` at all, with the edges (0, 1, `u64::MAX`) common.
fn any_millis() -> impl Strategy<Value = Millis> {
    prop_oneof![
        2 => any::<u64>(),
        1 => Just(0u64),
        1 => Just(1u64),
        1 => Just(u64::MAX),
        1 => u64::MAX - 100..=u64::MAX,
        2 => 0..=100u64,
    ]
}

proptest! {
    #![proptest_config(config(20_000))]

    /// `simulate` is documented as total: invalid scenarios (a zero lease or
    /// cadence, values far beyond a day, sums that overflow) give an outcome
    /// in clock order without panicking, in this debug build with overflow
    /// checks on.
    #[test]
    fn simulate_is_total(
        (original_work, lease, heartbeat_every, pause_at, pause_for) in (any_millis(), any_millis(), any_millis(), any_millis(), any_millis()),
        (replacement_work, enforcement, shutdown_at, shutdown_grace) in (any_millis(), enforcement(), proptest::option::of(any_millis()), any_millis()),
    ) {
        let scenario = Scenario {
            original_work, lease, heartbeat_every, pause_at, pause_for,
            replacement_work, enforcement, shutdown_at, shutdown_grace,
        };
        let outcome = simulate(&scenario);
        prop_assert!(outcome.events.windows(2).all(|pair| pair[0].at <= pair[1].at));
        prop_assert!((1..=2).contains(&outcome.applied_increments));
        prop_assert_eq!(outcome.events.first().map(|e| e.kind.name()), Some("lease_acquired"));
        // The time cursor's state is total too.
        for t in [0, outcome.original_ends_at, u64::MAX] {
            let _ = state_at(&scenario, &outcome, t);
        }
    }
}

proptest! {
    #![proptest_config(config(5_000))]

    #[test]
    fn serialization_round_trips(scenario in any_scenario()) {
        let outcome = simulate(&scenario);
        let text = serde_json::to_string(&outcome).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back: Outcome = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, outcome);
        let text = serde_json::to_string(&scenario).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back: Scenario = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, scenario);
    }
}

fn check_invariants(scenario: &Scenario, outcome: &Outcome) -> Result<(), TestCaseError> {
    prop_assert_eq!(outcome, &simulate(scenario), "deterministic");
    prop_assert!(
        outcome
            .events
            .windows(2)
            .all(|pair| pair[0].at <= pair[1].at),
        "clock order"
    );
    prop_assert!(
        outcome
            .writes
            .windows(2)
            .all(|pair| pair[0].at <= pair[1].at),
        "writes in order"
    );
    let accepted = outcome.writes.iter().filter(|w| w.accepted).count();
    prop_assert_eq!(usize::from(outcome.applied_increments), accepted);
    prop_assert!((1..=2).contains(&outcome.applied_increments));
    match scenario.enforcement {
        Enforcement::CurrentEpoch => prop_assert!(outcome.applied_increments <= 1),
        Enforcement::None => prop_assert!(outcome.writes.iter().all(|w| w.accepted)),
        Enforcement::Watermark => {
            let tokens: Vec<_> = outcome
                .writes
                .iter()
                .filter(|w| w.accepted)
                .map(|w| w.token)
                .collect();
            prop_assert!(
                tokens.windows(2).all(|pair| pair[0] <= pair[1]),
                "watermark tokens {:?}",
                tokens
            );
        }
    }

    // Replay the lease from the events: no renewal at or after expiry,
    // during the pause, or at or after A's end.
    let ends = outcome.original_ends_at;
    let cadence = scenario.heartbeat_every;
    let in_pause = |at: Millis| outcome.pause.is_some_and(|p| p.start <= at && at < p.end);
    let mut expires_at = scenario.lease;
    let mut rejected = 0;
    for event in &outcome.events {
        match event.kind {
            EventKind::HeartbeatAccepted {
                count,
                last_at,
                expires_at: new_expiry,
            } => {
                prop_assert!(count >= 1 && event.at < expires_at && last_at < ends);
                prop_assert_eq!(event.at % cadence, 0);
                prop_assert_eq!(last_at, event.at + (count - 1) * cadence);
                prop_assert!(count == 1 || cadence < scenario.lease);
                prop_assert!(!in_pause(event.at) && !in_pause(last_at));
                prop_assert!(outcome
                    .pause
                    .is_none_or(|p| last_at < p.start || event.at >= p.end));
                prop_assert_eq!(new_expiry, last_at + scenario.lease);
                expires_at = new_expiry;
            }
            EventKind::HeartbeatRejected { expired_at } => {
                rejected += 1;
                prop_assert!(event.at >= expires_at && expired_at == expires_at && event.at < ends);
                prop_assert!(!in_pause(event.at));
            }
            _ => {}
        }
    }
    prop_assert!(rejected <= 1, "only the first rejection is reported");
    prop_assert_eq!(expires_at, outcome.lease_expires_at);

    let a_wrote_in_time = outcome
        .write_by(Actor::A)
        .is_some_and(|w| w.accepted && w.at < outcome.lease_expires_at);
    prop_assert_eq!(
        outcome.takeover_at.is_none(),
        a_wrote_in_time,
        "no takeover iff A wrote in time"
    );
    prop_assert!(outcome.overlap <= ends.min(scenario.replacement_work));
    prop_assert!(outcome.overlap > 0 || !outcome.overlap_includes_pause);
    prop_assert_eq!(
        outcome.original_end == OriginalEnd::Wrote,
        outcome.write_by(Actor::A).is_some()
    );
    prop_assert_eq!(
        outcome.takeover_at.is_some(),
        outcome.write_by(Actor::B).is_some()
    );
    Ok(())
}

/// A literal, slow reading of the rules: one instant at a time, each rule in
/// its precedence order, every heartbeat separate. Only for tiny scenarios.
mod naive {
    use super::*;

    pub struct Result {
        pub events: Vec<Event>,
        pub applied: u8,
        pub takeover_at: Option<Millis>,
        pub original_ends_at: Millis,
        pub original_end: OriginalEnd,
        pub overlap: Millis,
        pub overlap_includes_pause: bool,
        /// How much of the overlap A spent paused.
        pub overlap_paused: Millis,
        /// Whether A, alive and not paused, reached a heartbeat instant after
        /// the shutdown signal (accepted, refused or sent after losing the lease).
        pub heartbeat_in_grace: bool,
        /// The state after everything scheduled at each instant, from 0.
        pub states: Vec<StateAt>,
    }

    pub fn simulate(s: &Scenario) -> Result {
        let mut events = Vec::new();
        let push =
            |events: &mut Vec<Event>, at, actor, kind| events.push(Event { at, actor, kind });
        let terminate_at = s.shutdown_at.map(|at| at + s.shutdown_grace);
        let (mut alive, mut paused, mut done) = (true, false, 0);
        let mut resume_at = 0;
        let (mut expires_at, mut lost, mut complete) = (s.lease, false, false);
        let mut takeover_at = None;
        let mut a_end = None;
        let mut a_accepted = false;
        let mut terminated = false;
        let (mut epoch, mut watermark, mut applied) = (1u32, 0u32, 0u8);
        let (mut overlap, mut overlap_paused) = (0, 0);
        let (mut signalled, mut heartbeat_in_grace) = (false, false);
        let horizon = 8 * 25 + 10;
        let mut states = Vec::with_capacity(horizon + 1);
        for t in 0..=horizon as Millis {
            if t == 0 {
                push(
                    &mut events,
                    0,
                    Actor::A,
                    EventKind::LeaseAcquired {
                        token: 1,
                        expires_at,
                    },
                );
            }
            // Rule 8's order: signal, termination, takeover, pause and
            // resume, heartbeat, B's write, A's write.
            if s.shutdown_at == Some(t) && alive {
                signalled = true;
                let terminate_at = t + s.shutdown_grace;
                push(
                    &mut events,
                    t,
                    Actor::A,
                    EventKind::ShutdownSignal { terminate_at },
                );
            }
            if alive && terminate_at == Some(t) {
                alive = false;
                terminated = true;
                a_end = Some(t);
                push(&mut events, t, Actor::A, EventKind::Terminated);
            }
            if takeover_at.is_none() && !complete && t == expires_at {
                takeover_at = Some(t);
                let registers_epoch = s.enforcement == Enforcement::CurrentEpoch;
                if registers_epoch {
                    epoch = 2;
                }
                push(
                    &mut events,
                    t,
                    Actor::B,
                    EventKind::Takeover {
                        token: 2,
                        registers_epoch,
                    },
                );
            }
            if alive && paused && t == resume_at {
                paused = false;
                push(&mut events, t, Actor::A, EventKind::Resumed);
            }
            if alive && s.pause_for > 0 && t == s.pause_at && done < s.original_work {
                paused = true;
                resume_at = t + s.pause_for;
                push(
                    &mut events,
                    t,
                    Actor::A,
                    EventKind::Paused { until: resume_at },
                );
            }
            let writes_now = alive && done == s.original_work;
            if alive && !paused && !writes_now && t > 0 && t % s.heartbeat_every == 0 {
                heartbeat_in_grace |= signalled;
            }
            if alive && !paused && !writes_now && t > 0 && t % s.heartbeat_every == 0 && !lost {
                if t < expires_at {
                    expires_at = t + s.lease;
                    let kind = EventKind::HeartbeatAccepted {
                        count: 1,
                        last_at: t,
                        expires_at,
                    };
                    push(&mut events, t, Actor::A, kind);
                } else {
                    lost = true;
                    push(
                        &mut events,
                        t,
                        Actor::A,
                        EventKind::HeartbeatRejected {
                            expired_at: expires_at,
                        },
                    );
                }
            }
            let mut decide = |worker: Actor, events: &mut Vec<Event>| {
                let token = worker.token();
                let (accepted, evidence) = decide(s.enforcement, token, epoch, &mut watermark);
                if accepted {
                    applied += 1;
                    let kind = EventKind::WriteAccepted { token, evidence };
                    push(events, t, worker, kind);
                } else {
                    push(
                        events,
                        t,
                        worker,
                        EventKind::WriteRejected { token, evidence },
                    );
                }
                accepted
            };
            if takeover_at.is_some_and(|at| at + s.replacement_work == t) {
                decide(Actor::B, &mut events);
            }
            if writes_now {
                let accepted = decide(Actor::A, &mut events);
                alive = false;
                a_end = Some(t);
                a_accepted = accepted;
                complete = accepted && takeover_at.is_none();
            }
            // The state once everything at t has happened.
            let b_wrote = takeover_at.is_some_and(|at| at + s.replacement_work <= t);
            let owner = if complete || b_wrote {
                None
            } else if takeover_at.is_some() {
                Some(Owner {
                    worker: Actor::B,
                    until: None,
                })
            } else {
                (t < expires_at).then_some(Owner {
                    worker: Actor::A,
                    until: Some(expires_at),
                })
            };
            let resource = match s.enforcement {
                Enforcement::None => ResourceState::Unchecked,
                Enforcement::Watermark => {
                    ResourceState::Watermark((watermark > 0).then_some(watermark))
                }
                Enforcement::CurrentEpoch => ResourceState::Epoch(epoch),
            };
            let original = match (a_end, terminated) {
                (Some(_), true) => WorkerState::Terminated,
                (Some(_), false) => WorkerState::Wrote {
                    accepted: a_accepted,
                },
                (None, _) => match (takeover_at.is_some(), paused) {
                    (false, false) => WorkerState::Working,
                    (false, true) => WorkerState::Paused,
                    (true, false) => WorkerState::Zombie,
                    (true, true) => WorkerState::ZombiePaused,
                },
            };
            let replacement = match takeover_at {
                // B's token is the newest: every contract accepts it.
                _ if b_wrote => WorkerState::Wrote { accepted: true },
                Some(_) => WorkerState::Working,
                None => WorkerState::NotStarted,
            };
            states.push(StateAt {
                owner,
                resource,
                counter: applied,
                original,
                replacement,
            });
            // The unit of time [t, t + 1) that follows this instant.
            let b_in_flight = takeover_at.is_some_and(|at| at <= t && t < at + s.replacement_work);
            if alive && b_in_flight {
                overlap += 1;
                overlap_paused += Millis::from(paused);
            }
            if alive && !paused {
                done += 1;
            }
        }
        Result {
            events: collapse_runs(events),
            applied,
            takeover_at,
            original_ends_at: a_end.unwrap_or(Millis::MAX),
            original_end: if terminated {
                OriginalEnd::Terminated
            } else {
                OriginalEnd::Wrote
            },
            overlap,
            overlap_includes_pause: overlap_paused > 0,
            overlap_paused,
            heartbeat_in_grace,
            states,
        }
    }

    fn decide(
        enforcement: Enforcement,
        token: u32,
        epoch: u32,
        watermark: &mut u32,
    ) -> (bool, lease_lab::sim::Evidence) {
        use lease_lab::sim::Evidence;
        match enforcement {
            Enforcement::None => (true, Evidence::Unchecked),
            Enforcement::Watermark if token < *watermark => (
                false,
                Evidence::OlderThanWatermark {
                    token,
                    watermark: *watermark,
                },
            ),
            Enforcement::Watermark => {
                *watermark = token;
                (true, Evidence::AtOrAboveWatermark { token })
            }
            Enforcement::CurrentEpoch if token == epoch => (true, Evidence::MatchesEpoch { token }),
            Enforcement::CurrentEpoch => (false, Evidence::EpochMismatch { token, epoch }),
        }
    }

    /// Merges adjacent single renewals into runs, as the model reports them.
    fn collapse_runs(events: Vec<Event>) -> Vec<Event> {
        let mut out: Vec<Event> = Vec::with_capacity(events.len());
        for event in events {
            if let (
                Some(previous),
                EventKind::HeartbeatAccepted {
                    last_at,
                    expires_at,
                    ..
                },
            ) = (out.last_mut(), event.kind)
            {
                if let EventKind::HeartbeatAccepted { count, .. } = previous.kind {
                    previous.kind = EventKind::HeartbeatAccepted {
                        count: count + 1,
                        last_at,
                        expires_at,
                    };
                    continue;
                }
            }
            out.push(event);
        }
        out
    }
}

/// The longest pause starting at `pause_at` that keeps the lease, found by
/// simulating every length; `None` if even no pause loses it.
fn brute_longest_pause(lease: Millis, cadence: Millis, pause_at: Millis) -> Option<Millis> {
    let survives = |pause_for: Millis| {
        let scenario = Scenario {
            original_work: 1_000,
            lease,
            heartbeat_every: cadence,
            pause_at,
            pause_for,
            replacement_work: 1,
            enforcement: Enforcement::CurrentEpoch,
            shutdown_at: None,
            shutdown_grace: 0,
        };
        let outcome = simulate(&scenario);
        outcome.takeover_at.is_none() && outcome.first_rejected_heartbeat_at.is_none()
    };
    (0..=3 * lease).take_while(|&d| survives(d)).last()
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn survivable_pause_matches_brute_force(lease in 1..=30u64, cadence in 1..=30u64) {
        let readout = lease_lab::sim::survivable_pause(lease, cadence);
        let per_start: Vec<Option<Millis>> = (0..=3 * cadence + lease).map(|p| brute_longest_pause(lease, cadence, p)).collect();
        if cadence >= lease {
            prop_assert!(per_start.iter().all(Option::is_none));
            prop_assert_eq!(readout.longest, None);
        } else {
            let worst = per_start.iter().flatten().min().copied();
            prop_assert_eq!(readout.longest, worst);
            let first_worst = per_start.iter().position(|&d| d == worst).map(|p| p as Millis);
            prop_assert_eq!(Some(readout.worst_start), first_worst);
        }
    }
}
