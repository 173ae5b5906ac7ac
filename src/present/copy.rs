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
