//! Lesson mode ("predict, then reveal"): the three questions a learner
//! answers before seeing a run, the right answers as read from its
//! `Outcome`, the sentence that says why, and the scenario in plain words
//! (what the learner sees instead of the results). Pure and tested natively;
//! the page and the worksheet will share it (issue 15: the page's lesson
//! mode and worksheet version 2 are not built yet).

use crate::sim::{Actor, OriginalEnd, Outcome, Scenario};

use super::format::duration;

/// What happened to worker A's one write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OriginalWrite {
    Accepted,
    Rejected,
    NeverMade,
}

impl OriginalWrite {
    pub const ALL: [OriginalWrite; 3] = [
        OriginalWrite::Accepted,
        OriginalWrite::Rejected,
        OriginalWrite::NeverMade,
    ];

    /// The option's text on the page.
    pub fn label(self) -> &'static str {
        match self {
            OriginalWrite::Accepted => "Accepted",
            OriginalWrite::Rejected => "Rejected",
            OriginalWrite::NeverMade => "Never made",
        }
    }

    /// The worksheet's value (a public contract).
    pub fn key(self) -> &'static str {
        match self {
            OriginalWrite::Accepted => "accepted",
            OriginalWrite::Rejected => "rejected",
            OriginalWrite::NeverMade => "never_made",
        }
    }

    pub fn from_key(key: &str) -> Option<OriginalWrite> {
        OriginalWrite::ALL.into_iter().find(|w| w.key() == key)
    }
}

/// The three questions, in the page's order, with exactly these names.
pub const QUESTIONS: [&str; 3] = [
    "Will worker B take over?",
    "How many increments will the resource apply?",
    "What happens to worker A's write?",
];

/// A learner's answers (any may still be open) and whether the outcome has
/// been revealed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prediction {
    pub takeover: Option<bool>,
    pub applied_increments: Option<u8>,
    pub original_write: Option<OriginalWrite>,
    pub revealed: bool,
}

impl Prediction {
    /// Whether every question has an answer (the reveal button waits).
    pub fn is_complete(&self) -> bool {
        self.takeover.is_some()
            && self.applied_increments.is_some()
            && self.original_write.is_some()
    }
}

/// The right answers for one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answers {
    pub takeover: bool,
    pub applied_increments: u8,
    pub original_write: OriginalWrite,
}

/// The right answers, read from the outcome (never from the inputs).
pub fn answers(outcome: &Outcome) -> Answers {
    let original_write = match outcome.write_by(Actor::A) {
        Some(write) if write.accepted => OriginalWrite::Accepted,
        Some(_) => OriginalWrite::Rejected,
        None => OriginalWrite::NeverMade,
    };
    Answers {
        takeover: outcome.takeover_at.is_some(),
        applied_increments: outcome.applied_increments,
        original_write,
    }
}

/// Whether each answer is right (`None` for a question left open).
pub fn marks(prediction: &Prediction, outcome: &Outcome) -> [Option<bool>; 3] {
    let right = answers(outcome);
    [
        prediction.takeover.map(|a| a == right.takeover),
        prediction
            .applied_increments
            .map(|a| a == right.applied_increments),
        prediction.original_write.map(|a| a == right.original_write),
    ]
}

/// One sentence per question that says why its right answer is right,
/// from facts of the outcome.
pub fn reasons(outcome: &Outcome) -> [String; 3] {
    let takeover = match (outcome.takeover_at, outcome.last_renewal_at) {
        (Some(at), Some(renewed)) => format!(
            "B took over at {}, when A's lease ran out after its last valid renewal at {}.",
            duration(at),
            duration(renewed)
        ),
        (Some(at), None) => format!(
            "B took over at {}, when A's lease ran out without a single valid renewal.",
            duration(at)
        ),
        (None, _) => format!(
            "A's attempt ended at {} while it still held the lease, so B never started.",
            duration(outcome.original_ends_at)
        ),
    };
    let accepted: Vec<String> = outcome
        .writes
        .iter()
        .filter(|write| write.accepted)
        .map(|write| format!("{}'s at {}", write.worker.letter(), duration(write.at)))
        .collect();
    let increments = match accepted.as_slice() {
        [] => "The resource accepted no write.".to_owned(),
        [one] => format!("The resource accepted one write: {one}."),
        many => format!(
            "The resource accepted {} writes: {}.",
            many.len(),
            many.join(" and ")
        ),
    };
    let original = match (outcome.write_by(Actor::A), outcome.original_end) {
        (Some(write), _) if write.accepted => {
            format!(
                "A wrote at {} and the resource accepted it.",
                duration(write.at)
            )
        }
        (Some(write), _) => format!(
            "A wrote at {} with token {}, and the resource refused it.",
            duration(write.at),
            write.token
        ),
        (None, OriginalEnd::Terminated) => format!(
            "A was forcibly terminated at {}, before it could write.",
            duration(outcome.original_ends_at)
        ),
        (None, OriginalEnd::Wrote) => "A never wrote.".to_owned(),
    };
    [takeover, increments, original]
}

/// The scenario in one or two plain sentences, giving nothing of the
/// outcome away.
pub fn scenario_sentence(s: &Scenario) -> String {
    let pause = if s.pause_for == 0 {
        "it never pauses".to_owned()
    } else {
        format!(
            "a {} pause starts at {}",
            duration(s.pause_for),
            duration(s.pause_at)
        )
    };
    let shutdown = match s.shutdown_at {
        Some(at) => format!(
            " A shutdown signal arrives at {}, with {} of grace before A is forcibly stopped.",
            duration(at),
            duration(s.shutdown_grace)
        ),
        None => String::new(),
    };
    format!(
        "Worker A needs {} of work; its {} lease is renewed every {}; {}. A replacement, worker B, needs {} of work once it holds the lease, and the resource applies \"{}\".{}",
        duration(s.original_work),
        duration(s.lease),
        duration(s.heartbeat_every),
        pause,
        duration(s.replacement_work),
        s.enforcement.label(),
        shutdown
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::presets::by_slug;
    use crate::sim::{simulate, OutcomeClass};

    fn outcome_of(slug: &str) -> Outcome {
        simulate(
            &by_slug(slug)
                .map(|p| p.scenario)
                .unwrap_or_else(|| panic!("no preset {slug}")),
        )
    }

    #[test]
    fn every_class_of_outcome_has_its_answers() {
        // One preset per class, with the answers read off its timeline.
        let cases = [
            (
                "healthy",
                OutcomeClass::NoTakeover,
                (false, 1, OriginalWrite::Accepted),
            ),
            (
                "paused-zombie",
                OutcomeClass::OriginalRejected,
                (true, 1, OriginalWrite::Rejected),
            ),
            (
                "grace-too-short",
                OutcomeClass::OriginalTerminated,
                (true, 1, OriginalWrite::NeverMade),
            ),
            (
                "watermark-race",
                OutcomeClass::Duplicate,
                (true, 2, OriginalWrite::Accepted),
            ),
        ];
        for (slug, class, (takeover, applied_increments, original_write)) in cases {
            let outcome = outcome_of(slug);
            assert_eq!(outcome.class, class, "{slug}");
            assert_eq!(
                answers(&outcome),
                Answers {
                    takeover,
                    applied_increments,
                    original_write
                },
                "{slug}"
            );
        }
    }

    #[test]
    fn marks_compare_each_answer_and_leave_open_ones_open() {
        let outcome = outcome_of("paused-zombie");
        let prediction = Prediction {
            takeover: Some(true),
            applied_increments: Some(2),
            original_write: None,
            revealed: true,
        };
        assert_eq!(
            marks(&prediction, &outcome),
            [Some(true), Some(false), None]
        );
        assert!(!prediction.is_complete());
        assert!(Prediction {
            original_write: Some(OriginalWrite::Rejected),
            ..prediction
        }
        .is_complete());
    }

    #[test]
    fn reasons_come_from_the_run() {
        let [takeover, increments, original] = reasons(&outcome_of("paused-zombie"));
        assert_eq!(
            takeover,
            "B took over at 13 s, when A's lease ran out after its last valid renewal at 3 s."
        );
        assert_eq!(increments, "The resource accepted one write: B's at 18 s.");
        assert_eq!(
            original,
            "A wrote at 26 s with token 1, and the resource refused it."
        );
        let [_, _, terminated] = reasons(&outcome_of("grace-too-short"));
        assert!(
            terminated.starts_with("A was forcibly terminated at 9 s"),
            "{terminated}"
        );
        let [no_takeover, _, _] = reasons(&outcome_of("healthy"));
        assert!(no_takeover.contains("B never started"), "{no_takeover}");
    }

    #[test]
    fn the_scenario_sentence_gives_nothing_away() {
        let sentence = scenario_sentence(&Scenario::default());
        assert_eq!(
            sentence,
            "Worker A needs 12 s of work; its 10 s lease is renewed every 3 s; a 14 s pause starts at 4 s. A replacement, worker B, needs 5 s of work once it holds the lease, and the resource applies \"Registered current epoch\"."
        );
        for word in [
            "13 s",
            "takes over",
            "took over",
            "accepted",
            "rejected",
            "increment",
        ] {
            assert!(!sentence.contains(word), "{word}");
        }
    }

    #[test]
    fn original_write_keys_round_trip() {
        for write in OriginalWrite::ALL {
            assert_eq!(OriginalWrite::from_key(write.key()), Some(write));
        }
        assert_eq!(OriginalWrite::from_key("never"), None);
    }
}
