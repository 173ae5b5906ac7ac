//! `simulate`: the rules of the model, applied to one [`Scenario`].
//!
//! The run is computed in closed form, not stepped: heartbeats within a
//! stretch where A is alive and running form an arithmetic series, so a day
//! with a 1 ms cadence costs the same as the seed's 26 seconds. The rules are
//! written out in `MODEL.md`; each phase below names the rules it applies.

use super::outcome::{
    Actor, Event, EventKind, Evidence, OriginalEnd, Outcome, OutcomeClass, Span, WriteDecision,
};
use super::scenario::{Enforcement, Scenario};
use super::seconds::Millis;
use crate::small_sort::sort_small_by_key;

/// Same-instant order of events (rule 8), earliest first. Sorting by
/// `(at, precedence)` is the only thing that orders the event log; it never
/// changes what happens, only the order in which it is told.
fn precedence(event: &Event) -> u8 {
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

/// Runs the model. Total: any scenario, even one that fails
/// [`Scenario::validate`] or holds values near `u64::MAX`, gives an outcome
/// without panicking (a zero lease or cadence is treated as 1 ms, and sums
/// saturate); only valid scenarios give a meaningful one.
pub fn simulate(scenario: &Scenario) -> Outcome {
    let attempt = OriginalAttempt::plan(scenario);
    let mut events = vec![Event {
        at: 0,
        actor: Actor::A,
        kind: EventKind::LeaseAcquired {
            token: Actor::A.token(),
            expires_at: scenario.lease.max(1),
        },
    }];
    let chain = LeaseChain::renew_through(scenario, &attempt, &mut events);
    let takeover_at = attempt.takeover_at(chain.expires_at);
    let replacement = takeover_at.map(|start| Span {
        start,
        end: start.saturating_add(scenario.replacement_work),
    });
    attempt.record(&mut events);
    if let Some(replacement) = replacement {
        events.push(Event {
            at: replacement.start,
            actor: Actor::B,
            kind: EventKind::Takeover {
                token: Actor::B.token(),
                registers_epoch: scenario.enforcement == Enforcement::CurrentEpoch,
            },
        });
    }
    let (writes, applied_increments) =
        decide_writes(scenario.enforcement, &attempt, replacement, takeover_at);
    events.extend(writes.iter().map(WriteDecision::event));
    sort_small_by_key(&mut events, |event| (event.at, precedence(event)));

    let pause = attempt.pause_as_lived();
    let a_span = Span {
        start: 0,
        end: attempt.ends_at,
    };
    let shared = replacement.map_or(Span { start: 0, end: 0 }, |b| a_span.intersect(&b));
    let overlap_paused = pause.map_or(0, |pause| shared.intersect(&pause).len());
    let class = match (takeover_at, applied_increments, attempt.end) {
        (None, _, _) => OutcomeClass::NoTakeover,
        (Some(_), 2.., _) => OutcomeClass::Duplicate,
        (Some(_), _, OriginalEnd::Terminated) => OutcomeClass::OriginalTerminated,
        (Some(_), _, OriginalEnd::Wrote) => OutcomeClass::OriginalRejected,
    };
    Outcome {
        applied_increments,
        class,
        takeover_at,
        lease_expires_at: chain.expires_at,
        last_renewal_at: chain.last_renewal_at,
        first_rejected_heartbeat_at: chain.lost_at,
        overlap: shared.len(),
        overlap_includes_pause: overlap_paused > 0,
        overlap_paused,
        heartbeat_in_grace: attempt.heartbeat_in_grace(scenario.heartbeat_every.max(1)),
        original_ends_at: attempt.ends_at,
        original_end: attempt.end,
        pause,
        replacement,
        writes,
        events,
    }
}

/// Worker A's attempt as its inputs decide it, before any lease question:
/// whether it pauses, when it would finish, and how it ends (rules 3, 5, 6).
struct OriginalAttempt {
    /// The pause as scheduled, `[start, resume)`, if it happens at all.
    pause: Option<Span>,
    /// When A's work would complete and it would write.
    finishes_at: Millis,
    /// When the attempt actually ends: its write or its termination.
    ends_at: Millis,
    end: OriginalEnd,
    /// The shutdown signal, if it arrives at or before the attempt ends.
    signal_at: Option<Millis>,
    /// The forced-termination deadline, if a signal was sent at all.
    deadline: Option<Millis>,
}

impl OriginalAttempt {
    fn plan(scenario: &Scenario) -> Self {
        let work = scenario.original_work;
        let deadline = scenario
            .shutdown_at
            .map(|at| at.saturating_add(scenario.shutdown_grace));
        // Rule 3: a pause exists only if it starts while A still has work to
        // do and before A is terminated. Termination does not depend on the
        // pause, so this is decided before A's end.
        let pause = (scenario.pause_for > 0
            && scenario.pause_at < work
            && deadline.is_none_or(|deadline| scenario.pause_at < deadline))
        .then(|| Span {
            start: scenario.pause_at,
            end: scenario.pause_at.saturating_add(scenario.pause_for),
        });
        let finishes_at = work.saturating_add(pause.map_or(0, |p| p.len()));
        // Rules 5 and 8: termination beats a write at the same instant.
        let (ends_at, end) = match deadline {
            Some(deadline) if deadline <= finishes_at => (deadline, OriginalEnd::Terminated),
            _ => (finishes_at, OriginalEnd::Wrote),
        };
        OriginalAttempt {
            pause,
            finishes_at,
            ends_at,
            end,
            signal_at: scenario.shutdown_at.filter(|&at| at <= ends_at),
            deadline,
        }
    }

    /// The stretches in which A is alive and running, in clock order. A
    /// shutdown signal splits a stretch only so that the event log stays in
    /// clock order; the lease chain runs on unchanged across it.
    fn running_stretches(&self) -> Vec<Span> {
        let mut stretches = Vec::with_capacity(3);
        match self.pause {
            Some(pause) => {
                stretches.push(Span {
                    start: 0,
                    end: pause.start,
                });
                stretches.push(Span {
                    start: pause.end,
                    end: self.ends_at,
                });
            }
            None => stretches.push(Span {
                start: 0,
                end: self.ends_at,
            }),
        }
        if let Some(signal_at) = self.signal_at {
            if let Some(index) = stretches
                .iter()
                .position(|s| s.start < signal_at && signal_at < s.end)
            {
                let end = stretches[index].end;
                stretches[index].end = signal_at;
                stretches.insert(
                    index + 1,
                    Span {
                        start: signal_at,
                        end,
                    },
                );
            }
        }
        stretches
    }

    /// Whether a heartbeat falls due (rule 2: k x cadence, k >= 1) while A
    /// runs between the shutdown signal and the end of its attempt.
    fn heartbeat_in_grace(&self, cadence: Millis) -> bool {
        let Some(signal_at) = self.signal_at else {
            return false;
        };
        self.running_stretches()
            .into_iter()
            .filter(|stretch| stretch.start >= signal_at)
            .any(|stretch| {
                let first_k = stretch.start.div_ceil(cadence).max(1);
                first_k
                    .checked_mul(cadence)
                    .is_some_and(|at| at < stretch.end)
            })
    }

    /// Rules 4 and 9: B takes over at the expiry unless A's write came
    /// strictly before it.
    fn takeover_at(&self, lease_expires_at: Millis) -> Option<Millis> {
        let wrote_in_time = self.end == OriginalEnd::Wrote && self.finishes_at < lease_expires_at;
        (!wrote_in_time).then_some(lease_expires_at)
    }

    /// The pause as A lived it: cut short if A is terminated while paused.
    fn pause_as_lived(&self) -> Option<Span> {
        self.pause.map(|p| Span {
            start: p.start,
            end: p.end.min(self.ends_at),
        })
    }

    /// The pause, resume, shutdown and termination events.
    fn record(&self, events: &mut Vec<Event>) {
        let mut push = |at, kind| {
            events.push(Event {
                at,
                actor: Actor::A,
                kind,
            })
        };
        if let Some(pause) = self.pause {
            push(pause.start, EventKind::Paused { until: pause.end });
            if pause.end < self.ends_at {
                push(pause.end, EventKind::Resumed);
            }
        }
        if let Some(signal_at) = self.signal_at {
            let terminate_at = self.deadline.unwrap_or(signal_at);
            push(signal_at, EventKind::ShutdownSignal { terminate_at });
        }
        if self.end == OriginalEnd::Terminated {
            push(self.ends_at, EventKind::Terminated);
        }
    }
}

/// Rule 7: the resource decides the writes in time order, B's first on a
/// tie. Returns the decisions and the number applied.
fn decide_writes(
    enforcement: Enforcement,
    attempt: &OriginalAttempt,
    replacement: Option<Span>,
    takeover_at: Option<Millis>,
) -> (Vec<WriteDecision>, u8) {
    let mut pending = Vec::with_capacity(2);
    if let Some(replacement) = replacement {
        pending.push((replacement.end, Actor::B));
    }
    if attempt.end == OriginalEnd::Wrote {
        pending.push((attempt.finishes_at, Actor::A));
    }
    sort_small_by_key(&mut pending, |&(at, worker)| (at, worker == Actor::A));
    let mut resource = Resource::new(enforcement);
    let writes = pending
        .into_iter()
        .map(|(at, worker)| resource.decide(at, worker, takeover_at))
        .collect();
    (writes, resource.applied)
}

/// A's lease as renewals arrive (rule 2).
struct LeaseChain {
    lease: Millis,
    cadence: Millis,
    expires_at: Millis,
    last_renewal_at: Option<Millis>,
    lost_at: Option<Millis>,
}

impl LeaseChain {
    /// Sends A's heartbeats through every stretch it runs in, recording the
    /// runs of accepted renewals and the first refusal.
    fn renew_through(
        scenario: &Scenario,
        attempt: &OriginalAttempt,
        events: &mut Vec<Event>,
    ) -> Self {
        let lease = scenario.lease.max(1);
        let mut chain = LeaseChain {
            lease,
            cadence: scenario.heartbeat_every.max(1),
            expires_at: lease,
            last_renewal_at: None,
            lost_at: None,
        };
        for stretch in attempt.running_stretches() {
            chain.heartbeat_through(stretch, events);
        }
        chain
    }

    /// Sends every heartbeat due in `stretch` (instants k x cadence, k >= 1)
    /// and records the run of accepted ones and the first rejection.
    fn heartbeat_through(&mut self, stretch: Span, events: &mut Vec<Event>) {
        if self.lost_at.is_some() {
            return;
        }
        let first_k = stretch.start.div_ceil(self.cadence).max(1);
        let Some(first) = first_k
            .checked_mul(self.cadence)
            .filter(|&at| at < stretch.end)
        else {
            return;
        };
        if first >= self.expires_at {
            self.reject(first, events);
            return;
        }
        // While the cadence is shorter than the lease each renewal lands
        // before the expiry the previous one set, so the whole stretch is
        // accepted. Otherwise only the first is, and the next is too late.
        let count = if self.cadence < self.lease {
            (stretch.end - 1 - first) / self.cadence + 1
        } else {
            1
        };
        // `last` < `stretch.end`, so it cannot overflow; the expiry may.
        let last = first + (count - 1) * self.cadence;
        self.expires_at = last.saturating_add(self.lease);
        self.last_renewal_at = Some(last);
        let kind = EventKind::HeartbeatAccepted {
            count,
            last_at: last,
            expires_at: self.expires_at,
        };
        events.push(Event {
            at: first,
            actor: Actor::A,
            kind,
        });
        // Within the stretch the next heartbeat can only come after a
        // single accepted one (cadence >= lease), so it is at or after the
        // expiry: refused.
        let next = last.saturating_add(self.cadence);
        if next < stretch.end {
            self.reject(next, events);
        }
    }

    fn reject(&mut self, at: Millis, events: &mut Vec<Event>) {
        self.lost_at = Some(at);
        let kind = EventKind::HeartbeatRejected {
            expired_at: self.expires_at,
        };
        events.push(Event {
            at,
            actor: Actor::A,
            kind,
        });
    }
}

/// The protected resource: one counter and the state its contract keeps.
struct Resource {
    enforcement: Enforcement,
    applied: u8,
    watermark: Option<u32>,
}

impl Resource {
    fn new(enforcement: Enforcement) -> Self {
        Resource {
            enforcement,
            applied: 0,
            watermark: None,
        }
    }

    fn decide(&mut self, at: Millis, worker: Actor, takeover_at: Option<Millis>) -> WriteDecision {
        let token = worker.token();
        let (accepted, evidence) = match self.enforcement {
            Enforcement::None => (true, Evidence::Unchecked),
            Enforcement::Watermark => match self.watermark {
                Some(watermark) if token < watermark => {
                    (false, Evidence::OlderThanWatermark { token, watermark })
                }
                _ => {
                    self.watermark = Some(token);
                    (true, Evidence::AtOrAboveWatermark { token })
                }
            },
            Enforcement::CurrentEpoch => {
                // Takeover precedes any write at the same instant (rule 8).
                let epoch = match takeover_at {
                    Some(takeover_at) if takeover_at <= at => Actor::B.token(),
                    _ => Actor::A.token(),
                };
                if token == epoch {
                    (true, Evidence::MatchesEpoch { token })
                } else {
                    (false, Evidence::EpochMismatch { token, epoch })
                }
            }
        };
        if accepted {
            self.applied += 1;
        }
        WriteDecision {
            at,
            worker,
            token,
            accepted,
            evidence,
        }
    }
}
