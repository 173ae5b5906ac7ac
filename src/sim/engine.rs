//! `simulate`: the rules of the model, applied to one [`Scenario`].
//!
//! The run is computed in closed form, not stepped: heartbeats within a
//! stretch where A is alive and running form an arithmetic series, so a day
//! with a 1 ms cadence costs the same as the seed's 26 seconds. The rules are
//! written out in `MODEL.md`; the numbered comments below refer to them.

use super::outcome::{
    Actor, Event, EventKind, Evidence, OriginalEnd, Outcome, OutcomeClass, Span, WriteDecision,
};
use super::scenario::{Enforcement, Scenario};
use super::seconds::Millis;

/// Same-instant order of events (rule 8), earliest first. Sorting by
/// `(at, precedence)` is the only thing that orders the event log.
fn precedence(event: &Event) -> u8 {
    match event.kind {
        EventKind::LeaseAcquired { .. } => 0,
        EventKind::Terminated => 1,
        EventKind::Takeover { .. } => 2,
        EventKind::Paused { .. } | EventKind::Resumed => 3,
        EventKind::ShutdownSignal { .. } => 4,
        EventKind::HeartbeatAccepted { .. } | EventKind::HeartbeatRejected { .. } => 5,
        EventKind::WriteAccepted { .. } | EventKind::WriteRejected { .. } => match event.actor {
            Actor::B => 6,
            Actor::A => 7,
        },
    }
}

/// Runs the model. Total: any scenario gives an outcome without panicking;
/// a scenario that fails [`Scenario::validate`] gives a meaningless one (a
/// zero lease or cadence is treated as 1 ms).
pub fn simulate(scenario: &Scenario) -> Outcome {
    debug_assert!(
        scenario.validate().is_ok(),
        "simulate called on {scenario:?}"
    );
    let lease = scenario.lease.max(1);
    let cadence = scenario.heartbeat_every.max(1);
    let work = scenario.original_work;
    let terminate_at = scenario
        .shutdown_at
        .map(|at| at.saturating_add(scenario.shutdown_grace));

    // Rule 3: a pause exists only if it starts while A still has work to do
    // and before A is terminated. Termination does not depend on the pause,
    // so this is decided before A's end.
    let pause_at = scenario.pause_at;
    let pause_exists = scenario.pause_for > 0
        && pause_at < work
        && terminate_at.is_none_or(|terminate_at| pause_at < terminate_at);
    let resume_at = pause_at.saturating_add(scenario.pause_for);
    let finishes_at = if pause_exists {
        work + scenario.pause_for
    } else {
        work
    };

    // Rules 5, 6, 8: termination beats a write at the same instant.
    let (original_ends_at, original_end) = match terminate_at {
        Some(terminate_at) if terminate_at <= finishes_at => {
            (terminate_at, OriginalEnd::Terminated)
        }
        _ => (finishes_at, OriginalEnd::Wrote),
    };

    let mut events = vec![Event {
        at: 0,
        actor: Actor::A,
        kind: EventKind::LeaseAcquired {
            token: Actor::A.token(),
            expires_at: lease,
        },
    }];

    // Rule 2: heartbeats in the stretches where A is alive and running. A
    // shutdown signal splits a stretch only so that the event log stays in
    // clock order; the lease chain runs on unchanged across it.
    let mut stretches = Vec::with_capacity(3);
    if pause_exists {
        stretches.push(Span {
            start: 0,
            end: pause_at,
        });
        stretches.push(Span {
            start: resume_at,
            end: original_ends_at,
        });
    } else {
        stretches.push(Span {
            start: 0,
            end: original_ends_at,
        });
    }
    let signal_at = scenario.shutdown_at.filter(|&at| at <= original_ends_at);
    if let Some(signal_at) = signal_at {
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
    let mut chain = LeaseChain {
        lease,
        cadence,
        expires_at: lease,
        last_renewal_at: None,
        lost_at: None,
    };
    for stretch in stretches {
        chain.heartbeat_through(stretch, &mut events);
    }
    let lease_expires_at = chain.expires_at;

    // Rules 4 and 9: B takes over unless A's write came strictly before expiry.
    let wrote = original_end == OriginalEnd::Wrote;
    let takeover_at = (!(wrote && finishes_at < lease_expires_at)).then_some(lease_expires_at);
    let replacement = takeover_at.map(|start| Span {
        start,
        end: start.saturating_add(scenario.replacement_work),
    });

    let pause = pause_exists.then(|| Span {
        start: pause_at,
        end: resume_at.min(original_ends_at),
    });
    if let Some(pause) = pause {
        events.push(Event {
            at: pause.start,
            actor: Actor::A,
            kind: EventKind::Paused { until: resume_at },
        });
        if resume_at < original_ends_at {
            events.push(Event {
                at: resume_at,
                actor: Actor::A,
                kind: EventKind::Resumed,
            });
        }
    }
    if let Some(signal_at) = signal_at {
        let terminate_at = terminate_at.unwrap_or(signal_at);
        events.push(Event {
            at: signal_at,
            actor: Actor::A,
            kind: EventKind::ShutdownSignal { terminate_at },
        });
    }
    if original_end == OriginalEnd::Terminated {
        events.push(Event {
            at: original_ends_at,
            actor: Actor::A,
            kind: EventKind::Terminated,
        });
    }
    if let Some(replacement) = replacement {
        let registers_epoch = scenario.enforcement == Enforcement::CurrentEpoch;
        let kind = EventKind::Takeover {
            token: Actor::B.token(),
            registers_epoch,
        };
        events.push(Event {
            at: replacement.start,
            actor: Actor::B,
            kind,
        });
    }

    // Rule 7: the resource decides writes in time order, B's first on a tie.
    let mut pending = Vec::with_capacity(2);
    if let Some(replacement) = replacement {
        pending.push((replacement.end, Actor::B));
    }
    if wrote {
        pending.push((finishes_at, Actor::A));
    }
    sort_small_by_key(&mut pending, |&(at, worker)| (at, worker == Actor::A));
    let mut resource = Resource::new(scenario.enforcement);
    let writes: Vec<WriteDecision> = pending
        .into_iter()
        .map(|(at, worker)| resource.decide(at, worker, takeover_at))
        .collect();
    for write in &writes {
        let (token, evidence) = (write.token, write.evidence);
        let kind = if write.accepted {
            EventKind::WriteAccepted { token, evidence }
        } else {
            EventKind::WriteRejected { token, evidence }
        };
        events.push(Event {
            at: write.at,
            actor: write.worker,
            kind,
        });
    }

    sort_small_by_key(&mut events, |event| (event.at, precedence(event)));

    let applied_increments = resource.applied;
    let original_span = Span {
        start: 0,
        end: original_ends_at,
    };
    let shared = replacement.map_or(Span { start: 0, end: 0 }, |b| original_span.intersect(&b));
    let overlap_includes_pause = pause.is_some_and(|pause| !shared.intersect(&pause).is_empty());
    let class = match (takeover_at, applied_increments, original_end) {
        (None, _, _) => OutcomeClass::NoTakeover,
        (Some(_), 2.., _) => OutcomeClass::Duplicate,
        (Some(_), _, OriginalEnd::Terminated) => OutcomeClass::OriginalTerminated,
        (Some(_), _, OriginalEnd::Wrote) => OutcomeClass::OriginalRejected,
    };

    Outcome {
        enforcement: scenario.enforcement,
        applied_increments,
        class,
        takeover_at,
        lease_expires_at,
        last_renewal_at: chain.last_renewal_at,
        first_rejected_heartbeat_at: chain.lost_at,
        overlap: shared.len(),
        overlap_includes_pause,
        original_ends_at,
        original_end,
        pause,
        replacement,
        writes,
        events,
    }
}

/// A stable insertion sort for the model's lists of at most ten items. The
/// standard library's sort is built for large inputs and would add several
/// kilobytes of code to the wasm for no gain here.
fn sort_small_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
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
        let last = first + (count - 1) * self.cadence;
        self.expires_at = last + self.lease;
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
        let next = last + self.cadence;
        if next < stretch.end {
            debug_assert!(next >= self.expires_at, "a renewal was skipped at {next}");
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
