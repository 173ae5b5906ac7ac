//! The timeline's legend: every kind of shape the drawing can hold and what
//! it means, and the entries for one drawing (only what it draws).

use crate::i18n::{say, Sentence};
use crate::sentence;
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
    pub text: String,
}

/// Every shape the timeline can draw and the message that says what it
/// means, in the legend's order: A's bars, the lease's, B's, the
/// resource's, then the marks. The page lists them all and hides those a
/// drawing lacks, so a new run shows or hides an item or two instead of
/// writing the list anew.
pub const LEGEND: [(&str, Sentence); 21] = [
    ("work-a", sentence!("legend-work-a")),
    ("zombie", sentence!("legend-zombie")),
    ("paused", sentence!("legend-paused")),
    ("grace", sentence!("legend-grace")),
    ("lease-a", sentence!("legend-lease-a")),
    ("renewal-run", sentence!("legend-renewal-run")),
    ("work-b", sentence!("legend-work-b")),
    ("state-old", sentence!("legend-state-old")),
    ("state-new", sentence!("legend-state-new")),
    ("acquired", sentence!("legend-acquired")),
    ("renewal", sentence!("legend-renewal")),
    ("refused", sentence!("legend-refused")),
    ("takeover", sentence!("legend-takeover")),
    ("pause-start", sentence!("legend-pause-start")),
    ("resume", sentence!("legend-resume")),
    ("signal", sentence!("legend-signal")),
    ("terminated", sentence!("legend-terminated")),
    ("accepted", sentence!("legend-accepted")),
    ("rejected", sentence!("legend-rejected")),
    ("note", sentence!("legend-note")),
    ("differs", sentence!("legend-differs")),
];

/// The words of the full legend's item `index` among `entries`, or `None`
/// when the drawings lack it (the page hides that item).
pub fn drawn_text(entries: &[LegendEntry], index: usize) -> Option<String> {
    entries
        .iter()
        .find(|e| e.index == index)
        .map(|e| e.text.clone())
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
        (true, false) => sentence!("legend-state-unchecked"),
        (true, true) => sentence!("legend-state-old-or-unchecked"),
        _ => sentence!("legend-state-old"),
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
            text: say(if key == "state-old" { state_old } else { text }, &[]),
        })
        .collect()
}
