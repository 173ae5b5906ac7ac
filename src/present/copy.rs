//! Fixed text shared by the page and the Markdown worksheet, so the two can
//! never say different things.

/// The model's assumptions and limits, one sentence group each.
pub const ASSUMPTIONS: [&str; 7] = [
    "Two attempts perform one non-idempotent increment on a modelled resource. Time is virtual: there is no real broker, network or clock skew.",
    "Heartbeats follow a fixed cadence. A pause stops both work and heartbeats, and missed heartbeats are not sent late. The original worker ignores a failed renewal and keeps going.",
    "At the same instant, expiry and forced termination happen before a write, and the replacement's write comes before the original's. The replacement always renews its own lease in time.",
    "The watermark refuses tokens older than one it has already accepted; it cannot refuse the old owner before the newer token has reached it.",
    "The registered-epoch option assumes the resource records every change of owner atomically and checks the epoch on every write.",
    "Graceful shutdown stops polling and keeps renewing the one job in flight. Forced termination prevents a write that has not started yet, not a request already in flight.",
    "An accepted write by the current owner and its acknowledgement count as one completion. Lost acknowledgements and idempotent providers are different contracts, left to other labs.",
];

/// The worksheet exercise, as three prompts for the learner's notes.
pub const PROMPTS: [&str; 3] = [
    "Where in your own work does a worker, cron job or process take a task and work on it?",
    "Could two of them act on the same task at once, or could one stall, resume and carry on?",
    "With a lease and a token checked on every change, where exactly would a stale holder's write now be rejected?",
];

/// Why a grace can be too short, in the page's explanations. It names every
/// way the deadline can beat the write that the model shows, not just the
/// obvious one.
pub const SHUTDOWN_EXPLANATION: &str = "A graceful shutdown stops asking for new work, but the job already in hand still needs its lease renewed, its work finished and its completion recorded. The grace period bounds all of that, and the worker is killed before it writes whenever the deadline comes first: when the grace is shorter than the remaining work, when it is exactly as long (termination wins the tie with the write), and when a pause inside the grace eats into it. In the default example with the signal at 5 s, 8 s of work remain and the grace is 10 s, yet the worker is still paused at the 15 s deadline and is killed. In this model the kill prevents the write, but in real systems a request already on the wire can still land, which is why the fence matters even then.";
