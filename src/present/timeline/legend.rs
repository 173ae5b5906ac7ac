//! The timeline's legend: every kind of shape the drawing can hold and what
//! it means, and the entries for one drawing (only what it draws).

use crate::sim::Enforcement;

use super::shapes::{Lane, Shape};
use super::{in_both, Drawings};

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
/// order: A's bars, the lease's, B's, the resource's, then the marks. The
/// page lists them all and hides those a drawing lacks, so a new run shows
/// or hides an item or two instead of writing the list anew.
pub const LEGEND: [(&str, &str); 21] = [
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
    ("differs", "Not in the other run"),
];

/// The words of the full legend's item `index` among `entries`, or `None`
/// when the drawings lack it (the page hides that item).
pub fn drawn_text(entries: &[LegendEntry], index: usize) -> Option<&'static str> {
    entries.iter().find(|e| e.index == index).map(|e| e.text)
}

/// The legend for the drawings shown (the current run's and, while a run
/// is pinned, the pinned run's): one entry for each kind of shape either
/// draws, the dashed square when a mark has it, and none for what neither
/// draws, so a phone's legend stays short.
pub fn legend(drawings: &Drawings) -> Vec<LegendEntry> {
    let drawn = |key: &str| {
        drawings.all().any(|timeline| {
            timeline.shapes.iter().any(|shape| match shape {
                Shape::Bar { class, .. } | Shape::Mark { class, .. } => *class == key,
                // The resource's notes are counts; A's note is the grace's
                // words, listed with the grace (its strip may have no width).
                Shape::Note { lane, .. } => {
                    key == if *lane == Lane::Resource {
                        "note"
                    } else {
                        "grace"
                    }
                }
            })
        })
    };
    let dashed = drawings.pinned.as_ref().is_some_and(|pinned| {
        let lacks = |one: &super::Timeline, other| one.shapes.iter().any(|s| !in_both(s, other));
        lacks(&drawings.current, pinned) || lacks(pinned, &drawings.current)
    });
    // Without enforcement the resource has one state and no token to know.
    let old_state = |none: bool| {
        drawings
            .all()
            .any(|t| none == (t.enforcement == Enforcement::None))
    };
    let state_old = match (old_state(true), old_state(false)) {
        (true, false) => "Resource checks no token",
        (true, true) => "Resource before token 2, or checking no token",
        _ => "Resource before token 2",
    };
    LEGEND
        .iter()
        .enumerate()
        .filter(|(_, (key, _))| {
            if *key == "differs" {
                dashed
            } else {
                drawn(key)
            }
        })
        .map(|(index, &(key, text))| LegendEntry {
            index,
            key,
            text: if key == "state-old" { state_old } else { text },
        })
        .collect()
}
