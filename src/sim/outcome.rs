//! What one simulation run produces: the [`Outcome`] with its metrics, the
//! resource's write decisions and the events in clock order.
//!
//! These are plain data. Sentences for people are written from them in
//! `present`; the core only names facts.

use serde::{Deserialize, Serialize};

use super::seconds::Millis;

/// Which worker did something.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Actor {
    /// The original worker, which claims the job at 0 s with token 1.
    A,
    /// The replacement, which takes over an expired lease with token 2.
    B,
}

impl Actor {
    /// "A" or "B": how pages and worksheets name the worker.
    pub fn letter(self) -> &'static str {
        match self {
            Actor::A => "A",
            Actor::B => "B",
        }
    }

    /// The lease token this worker presents.
    pub fn token(self) -> Token {
        match self {
            Actor::A => 1,
            Actor::B => 2,
        }
    }
}

/// A lease token, which doubles as the fencing token and the epoch number.
pub type Token = u32;

/// How the original attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OriginalEnd {
    /// A finished its work and sent its one write (accepted or not).
    Wrote,
    /// A was forcibly stopped after its shutdown grace, before writing.
    Terminated,
}

/// The four kinds of result a learner is asked to tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutcomeClass {
    /// A wrote under its own lease; B never started.
    NoTakeover,
    /// B took over and the resource refused A's stale write.
    OriginalRejected,
    /// B took over and A was terminated before it could write.
    OriginalTerminated,
    /// Both writes were applied: the increment happened twice.
    Duplicate,
}

impl OutcomeClass {
    /// A stable snake-case name, as in worksheets and `data-outcome`.
    pub fn key(self) -> &'static str {
        match self {
            OutcomeClass::NoTakeover => "no_takeover",
            OutcomeClass::OriginalRejected => "original_rejected",
            OutcomeClass::OriginalTerminated => "original_terminated",
            OutcomeClass::Duplicate => "duplicate",
        }
    }

    /// All classes, in the order of the legend.
    pub const ALL: [OutcomeClass; 4] = [
        OutcomeClass::NoTakeover,
        OutcomeClass::OriginalRejected,
        OutcomeClass::OriginalTerminated,
        OutcomeClass::Duplicate,
    ];
}

/// Why the resource applied or refused a write. The sentence for it is
/// written in `present::report::evidence` (its wording is a public contract).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum Evidence {
    /// No enforcement: the write was applied without looking at the token.
    Unchecked,
    /// The token was at least the watermark, which now equals it.
    AtOrAboveWatermark { token: Token },
    /// The token was lower than an earlier accepted write's token.
    OlderThanWatermark { token: Token, watermark: Token },
    /// The token equals the epoch the resource has registered.
    MatchesEpoch { token: Token },
    /// The token differs from the registered epoch.
    EpochMismatch { token: Token, epoch: Token },
}

/// The protected resource's decision on one write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WriteDecision {
    pub at: Millis,
    pub worker: Actor,
    pub token: Token,
    pub accepted: bool,
    pub evidence: Evidence,
}

impl WriteDecision {
    /// The decision as a line of the event log.
    pub fn event(&self) -> Event {
        let (token, evidence) = (self.token, self.evidence);
        let kind = if self.accepted {
            EventKind::WriteAccepted { token, evidence }
        } else {
            EventKind::WriteRejected { token, evidence }
        };
        Event {
            at: self.at,
            actor: self.worker,
            kind,
        }
    }
}

/// What happened at one instant (or, for a run of renewals, from one
/// instant on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EventKind {
    /// A claims the job with token 1.
    LeaseAcquired { token: Token, expires_at: Millis },
    /// `count` consecutive renewals every cadence from the event's instant to
    /// `last_at`, leaving the lease valid until `expires_at`.
    HeartbeatAccepted {
        count: u64,
        last_at: Millis,
        expires_at: Millis,
    },
    /// The first renewal that arrived at or after the lease had expired.
    HeartbeatRejected { expired_at: Millis },
    /// A's process stalls until `until`.
    Paused { until: Millis },
    /// A's process runs again.
    Resumed,
    /// B claims the expired lease; under `current_epoch` the resource
    /// registers `token` as the epoch at this instant.
    Takeover { token: Token, registers_epoch: bool },
    /// A is told to stop polling; it is terminated at `terminate_at` if it
    /// is still running then.
    ShutdownSignal { terminate_at: Millis },
    /// A is forcibly stopped before its write.
    Terminated,
    /// The resource applied the write.
    WriteAccepted { token: Token, evidence: Evidence },
    /// The resource refused the write.
    WriteRejected { token: Token, evidence: Evidence },
}

impl EventKind {
    /// The event kind's name in worksheets (a public contract).
    pub fn name(&self) -> &'static str {
        match self {
            EventKind::LeaseAcquired { .. } => "lease_acquired",
            EventKind::HeartbeatAccepted { .. } => "heartbeat_accepted",
            EventKind::HeartbeatRejected { .. } => "heartbeat_rejected",
            EventKind::Paused { .. } => "paused",
            EventKind::Resumed => "resumed",
            EventKind::Takeover { .. } => "takeover",
            EventKind::ShutdownSignal { .. } => "shutdown_signal",
            EventKind::Terminated => "terminated",
            EventKind::WriteAccepted { .. } => "write_accepted",
            EventKind::WriteRejected { .. } => "write_rejected",
        }
    }
}

/// One line of the clock-ordered event log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub at: Millis,
    pub actor: Actor,
    #[serde(flatten)]
    pub kind: EventKind,
}

/// What became of A's heartbeats during its shutdown grace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraceHeartbeats {
    /// At least one renewal sent in the grace was accepted.
    Renewed,
    /// A sent renewals in the grace and none was accepted.
    NoneAccepted,
    /// A was paused from the signal to the end of its attempt: it sent none.
    NoneSentWhilePaused,
    /// No heartbeat fell due while A ran in the grace: it sent none.
    NoneSent,
}

/// A half-open span of simulated time, `[start, end)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    pub start: Millis,
    pub end: Millis,
}

impl Span {
    /// Length of the span (0 if empty).
    pub fn len(&self) -> Millis {
        self.end.saturating_sub(self.start)
    }

    /// Whether the span holds no time.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The time both spans share, if any.
    pub fn intersect(&self, other: &Span) -> Span {
        let start = self.start.max(other.start);
        Span {
            start,
            end: self.end.min(other.end).max(start),
        }
    }
}

/// Everything one run of [`crate::sim::simulate`] found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Accepted writes: 1 is one logical intent, 2 a duplicate side effect.
    pub applied_increments: u8,
    /// Which of the four results this is.
    pub class: OutcomeClass,
    /// When B took over A's expired lease, if it did.
    pub takeover_at: Option<Millis>,
    /// When A's lease expired (or would have, had A not finished first).
    pub lease_expires_at: Millis,
    /// The last renewal the lease accepted, if any.
    pub last_renewal_at: Option<Millis>,
    /// The first renewal the lease refused: when A lost ownership for good.
    pub first_rejected_heartbeat_at: Option<Millis>,
    /// Time during which both attempts were in flight.
    pub overlap: Millis,
    /// Whether part of that overlap is time A spent paused.
    pub overlap_includes_pause: bool,
    /// How much of that overlap A spent paused (0 to all of it).
    pub overlap_paused: Millis,
    /// Whether A, alive and not paused, reached a heartbeat instant during
    /// its shutdown grace (from the signal to the end of its attempt), so
    /// that it sent a renewal there, accepted or not (rule 2: a zombie
    /// keeps sending them).
    pub heartbeat_in_grace: bool,
    /// When A's attempt ended (its write or its termination).
    pub original_ends_at: Millis,
    /// How A's attempt ended.
    pub original_end: OriginalEnd,
    /// The part of A's attempt spent paused, if a pause happened.
    pub pause: Option<Span>,
    /// B's attempt, from takeover to its write.
    pub replacement: Option<Span>,
    /// Writes in the order the resource saw them.
    pub writes: Vec<WriteDecision>,
    /// Everything that happened, in clock order with the model's same-instant
    /// precedence; runs of accepted renewals are one event each.
    pub events: Vec<Event>,
}

impl Outcome {
    /// The first event strictly after `t`, if any.
    pub fn next_event_after(&self, t: Millis) -> Option<Millis> {
        self.events.iter().map(|event| event.at).find(|&at| at > t)
    }

    /// The write decision for one worker, if that worker wrote.
    pub fn write_by(&self, worker: Actor) -> Option<&WriteDecision> {
        self.writes.iter().find(|write| write.worker == worker)
    }

    // Facts that sentences depend on. The page chooses its words from these,
    // never from the inputs alone, so it cannot describe something that did
    // not happen in this run.

    /// When A was forcibly terminated, if it was.
    pub fn terminated_at(&self) -> Option<Millis> {
        (self.original_end == OriginalEnd::Terminated).then_some(self.original_ends_at)
    }

    /// When A resumed after its pause; `None` without a pause or when A was
    /// terminated while still paused.
    pub fn resumed_at(&self) -> Option<Millis> {
        self.events
            .iter()
            .find(|event| event.kind == EventKind::Resumed)
            .map(|event| event.at)
    }

    /// Whether A was still paused when its attempt ended (it was killed
    /// while paused).
    pub fn paused_at_end(&self) -> bool {
        self.pause.is_some() && self.resumed_at().is_none()
    }

    /// The shutdown signal's instant and its forced-termination deadline, if
    /// a signal reached A before its attempt ended.
    pub fn shutdown(&self) -> Option<(Millis, Millis)> {
        self.events.iter().find_map(|event| match event.kind {
            EventKind::ShutdownSignal { terminate_at } => Some((event.at, terminate_at)),
            _ => None,
        })
    }

    /// Whether A's lease accepted at least one renewal sent during the
    /// shutdown grace (from the signal to the end of A's attempt).
    pub fn renewed_during_grace(&self) -> bool {
        self.shutdown().is_some_and(|(signal_at, _)| {
            self.events.iter().any(|event| {
                matches!(event.kind, EventKind::HeartbeatAccepted { .. }) && event.at >= signal_at
            })
        })
    }

    /// How A spent its shutdown grace, if a signal reached it: whether its
    /// lease was renewed, refused A's renewals, or heard none from A (and
    /// whether A was paused for the whole grace).
    pub fn grace_heartbeats(&self) -> Option<GraceHeartbeats> {
        let (signal_at, _) = self.shutdown()?;
        Some(if self.renewed_during_grace() {
            GraceHeartbeats::Renewed
        } else if self.heartbeat_in_grace {
            GraceHeartbeats::NoneAccepted
        } else if self.original_ends_at > signal_at
            && self
                .pause
                .is_some_and(|p| p.start <= signal_at && p.end >= self.original_ends_at)
        {
            GraceHeartbeats::NoneSentWhilePaused
        } else {
            GraceHeartbeats::NoneSent
        })
    }

    /// Whether B had already taken over when A was terminated (strictly
    /// before: at the same instant termination is told first).
    pub fn taken_over_before_termination(&self) -> bool {
        match (self.takeover_at, self.terminated_at()) {
            (Some(takeover), Some(killed)) => takeover < killed,
            _ => false,
        }
    }
}
