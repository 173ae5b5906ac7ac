//! The timeline's legend: every kind of shape the drawing can hold and what
//! it means, and the entries for one drawing (only what it draws).

use crate::sim::Enforcement;

use super::shapes::Shape;
use super::Timeline;

/// One line of the timeline's legend: the class of the shape it explains
/// (its swatch is that shape, drawn small) and what the shape means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendEntry {
    /// Its place in the full legend, which identifies it.
    pub index: usize,
    pub key: &'static str,
    pub text: &'static str,
}

/// Every shape the timeline can draw and what it means, in the legend's
/// order: A's bars, the lease's, B's, the resource's, then the marks.
const LEGEND: [(&str, &str); 20] = [
    ("work-a", "A working"),
    ("zombie", "Zombie: A works on without its lease"),
    ("paused", "A paused, no heartbeats"),
    ("grace", "Shutdown grace"),
    ("lease-a", "A's lease valid (token 1)"),
    ("renewal-run", "Heartbeats, many accepted"),
    ("work-b", "B working (token 2)"),
    ("state-old", "Resource before token 2"),
    ("state-new", "Resource knows token 2"),
    ("acquired", "Lease acquired"),
    ("renewal", "Heartbeat accepted"),
    ("refused", "Heartbeat refused"),
    ("takeover", "B takes over"),
    ("pause-start", "A pauses"),
    ("resume", "A resumes"),
    ("signal", "Shutdown signal"),
    ("terminated", "Forced termination"),
    ("accepted", "Write accepted"),
    ("rejected", "Write rejected"),
    ("note", "count: increments applied"),
];

/// The legend for this drawing: one entry for each kind of shape it draws,
/// and none for what it does not, so a phone's legend stays short.
pub fn legend(timeline: &Timeline, enforcement: Enforcement) -> Vec<LegendEntry> {
    let drawn = |key: &str| {
        timeline.shapes.iter().any(|shape| match shape {
            Shape::Bar { class, .. } | Shape::Mark { class, .. } => *class == key,
            Shape::Note { .. } => key == "note",
        })
    };
    LEGEND
        .iter()
        .enumerate()
        .filter(|(_, (key, _))| drawn(key))
        .map(|(index, &(key, text))| LegendEntry {
            index,
            key,
            // Without enforcement the resource has one state and no
            // token to know.
            text: if key == "state-old" && enforcement == Enforcement::None {
                "Resource checks no token"
            } else {
                text
            },
        })
        .collect()
}
