//! Lesson mode ("predict, then reveal"): the three questions a learner
//! answers before seeing a run, the right answers as read from its
//! `Outcome`, the sentence that says why, and the scenario in plain words
//! (what the learner sees instead of the results). Pure and tested natively;
//! the page (`ui::lesson`), the JSON worksheet (`prediction`, version 3) and
//! the Markdown worksheet share it.
//!
//! A prediction belongs to the scenario it was made for: the reveal records
//! that scenario ([`Prediction::revealed_for`]), and [`graded`] marks the
//! answers against its run only, so exploring other inputs afterwards never
//! changes a mark, a reason or the score.

use crate::sim::{simulate, Actor, Outcome, Scenario};

use super::format::say_at;
use super::report::enforcement_name;
use crate::i18n::{say, sentence_gap, Arg, Sentence};
use crate::sentence;

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

    /// Its position among the question's options.
    fn index(self) -> usize {
        self as usize
    }
}

/// One question: its worksheet key (also the radio group's `name`), its
/// name on the page and its options, in order, as messages of the page's
/// language (a number is its own word).
pub struct Question {
    pub key: &'static str,
    pub name: Sentence,
    pub options: &'static [Option<Sentence>],
}

/// An option's words: its message, or the number it is.
pub fn option_text(question: &Question, option: usize) -> Option<String> {
    match question.options.get(option)? {
        Some(words) => Some(say(*words, &[])),
        None => Some(option.to_string()),
    }
}

/// The three questions, in the page's order; in English with exactly
/// these names and options (a public contract).
pub const QUESTIONS: [Question; 3] = [
    Question {
        key: "takeover",
        name: sentence!("question-takeover"),
        options: &[Some(sentence!("answer-yes")), Some(sentence!("answer-no"))],
    },
    Question {
        key: "applied_increments",
        name: sentence!("question-applied-increments"),
        options: &[None, None, None],
    },
    Question {
        key: "original_write",
        name: sentence!("question-original-write"),
        options: &[
            Some(sentence!("answer-accepted")),
            Some(sentence!("answer-rejected")),
            Some(sentence!("answer-never-made")),
        ],
    },
];

/// A learner's answers (any may still be open) and, once the outcome has
/// been revealed, the scenario it was revealed for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prediction {
    pub takeover: Option<bool>,
    pub applied_increments: Option<u8>,
    pub original_write: Option<OriginalWrite>,
    /// The scenario the outcome was revealed for; `None` while the answers
    /// are open. Kept rather than a flag because the learner may explore
    /// other inputs after the reveal, and the marks must stay those of the
    /// run the prediction was made for.
    pub revealed_for: Option<Scenario>,
}

impl Prediction {
    /// Whether the outcome has been revealed (the answers are then locked).
    pub fn is_revealed(&self) -> bool {
        self.revealed_for.is_some()
    }

    /// Whether it was revealed for another scenario than `current`: the
    /// results on screen are then not those the marks are for.
    pub fn revealed_for_other(&self, current: &Scenario) -> bool {
        self.revealed_for
            .is_some_and(|revealed| revealed != *current)
    }

    /// The root's `data-lesson` value: "predict" while the results wait,
    /// "revealed" after, none when lesson mode is off (`on` false).
    pub fn lesson_attribute(attempt: Option<&Attempt>, on: bool) -> Option<&'static str> {
        match (on, attempt.is_none_or(Attempt::is_open)) {
            (false, _) => None,
            (true, true) => Some("predict"),
            (true, false) => Some("revealed"),
        }
    }

    /// Whether every question has an answer (the reveal button waits).
    pub fn is_complete(&self) -> bool {
        self.chosen().iter().all(Option::is_some)
    }

    /// The chosen option of each question, as an index into its
    /// [`Question::options`].
    pub fn chosen(&self) -> [Option<usize>; 3] {
        [
            self.takeover.map(|yes| if yes { 0 } else { 1 }),
            self.applied_increments.map(usize::from),
            self.original_write.map(OriginalWrite::index),
        ]
    }

    /// Answers question `question` with option `option` (indexes into
    /// [`QUESTIONS`]); an index out of range changes nothing.
    pub fn choose(&mut self, question: usize, option: usize) {
        match question {
            0 if option < 2 => self.takeover = Some(option == 0),
            1 => {
                if let Some(count) = u8::try_from(option).ok().filter(|&n| n <= 2) {
                    self.applied_increments = Some(count);
                }
            }
            2 => {
                if let Some(&write) = OriginalWrite::ALL.get(option) {
                    self.original_write = Some(write);
                }
            }
            _ => {}
        }
    }
}

/// The most attempts a page (and a worksheet) keeps: the first and the
/// latest 19.
pub const MAX_ATTEMPTS: usize = 20;

/// One try at the three questions. A lesson's attempts are kept in the
/// order they were made; only the last can be open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Attempt {
    pub prediction: Prediction,
    /// The scenario on the page when a link or an opened file ended the
    /// lesson while this attempt was open: its results were then seen
    /// before its reveal, and it can no longer be revealed.
    pub ended_for: Option<Scenario>,
}

impl Attempt {
    /// Neither revealed nor ended early: the results wait for it.
    pub fn is_open(&self) -> bool {
        !self.prediction.is_revealed() && self.ended_for.is_none()
    }

    /// Whether its results were shown before its reveal.
    pub fn seen_before_reveal(&self) -> bool {
        self.ended_for.is_some()
    }

    /// The scenario it was made for: the one revealed or ended for, or
    /// `current` (the page's) while it is open.
    pub fn scenario(&self, current: &Scenario) -> Scenario {
        self.prediction
            .revealed_for
            .or(self.ended_for)
            .unwrap_or(*current)
    }
}

/// Adds `attempt` after the others; at [`MAX_ATTEMPTS`] the second oldest
/// goes, so the learner's first prediction and the latest are kept.
pub fn record_attempt(attempts: &mut Vec<Attempt>, attempt: Attempt) {
    if attempts.len() >= MAX_ATTEMPTS {
        attempts.remove(1);
    }
    attempts.push(attempt);
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

/// The marks and reasons of a revealed prediction, against the run of the
/// scenario it was revealed for (never the page's current run); `None`
/// while the answers are open.
pub fn graded(prediction: &Prediction) -> Option<([Option<bool>; 3], [String; 3])> {
    let outcome = simulate(prediction.revealed_for.as_ref()?);
    Some((marks(prediction, &outcome), reasons(&outcome)))
}

/// One sentence per question that says why its right answer is right,
/// from facts of the outcome.
pub fn reasons(outcome: &Outcome) -> [String; 3] {
    let takeover = match (outcome.takeover_at, outcome.last_renewal_at) {
        (Some(at), Some(renewed)) => say_at(
            sentence!("reason-takeover-after-renewal"),
            &[("at", at), ("renewed", renewed)],
            &[],
        ),
        (Some(at), None) => say_at(sentence!("reason-takeover-no-renewal"), &[("at", at)], &[]),
        (None, _) => say_at(
            sentence!("reason-no-takeover"),
            &[("at", outcome.original_ends_at)],
            &[],
        ),
    };
    let accepted: Vec<String> = outcome
        .writes
        .iter()
        .filter(|write| write.accepted)
        .map(|write| {
            let worker = if write.worker == Actor::A { "a" } else { "b" };
            say_at(
                sentence!("reason-write-by"),
                &[("at", write.at)],
                &[("worker", Arg::Text(worker))],
            )
        })
        .collect();
    // Each worker writes at most once, so at most two writes are accepted;
    // and one always is: B's after a takeover, A's without one.
    let increments = match accepted.as_slice() {
        [first, second, ..] => say(
            sentence!("reason-accepted-two"),
            &[("first", Arg::Text(first)), ("second", Arg::Text(second))],
        ),
        one => say(
            sentence!("reason-accepted-one"),
            &[("first", Arg::Text(one.first().map_or("", String::as_str)))],
        ),
    };
    let original = match outcome.write_by(Actor::A) {
        Some(write) if write.accepted => {
            say_at(sentence!("reason-a-accepted"), &[("at", write.at)], &[])
        }
        Some(write) => say_at(
            sentence!("reason-a-refused"),
            &[("at", write.at)],
            &[("token", Arg::Count(u64::from(write.token)))],
        ),
        // A that ends without a write was terminated: `OriginalEnd::Wrote`
        // always comes with A's write.
        None => say_at(
            sentence!("reason-a-terminated"),
            &[("at", outcome.original_ends_at)],
            &[],
        ),
    };
    [takeover, increments, original]
}

/// The scenario in one or two plain sentences, giving nothing of the
/// outcome away.
pub fn scenario_sentence(s: &Scenario) -> String {
    let pause = if s.pause_for == 0 {
        say(sentence!("scenario-no-pause"), &[])
    } else {
        say_at(
            sentence!("scenario-pause"),
            &[("pause", s.pause_for), ("at", s.pause_at)],
            &[],
        )
    };
    // A heartbeat at or after expiry is too late, so such a cadence never
    // renews anything and is not quoted.
    let renewal = if s.heartbeat_every < s.lease {
        say_at(
            sentence!("scenario-renewed"),
            &[("cadence", s.heartbeat_every)],
            &[],
        )
    } else {
        say(sentence!("scenario-never-extended"), &[])
    };
    let enforcement = say(enforcement_name(s.enforcement), &[]);
    let mut text = say_at(
        sentence!("lesson-scenario"),
        &[
            ("work", s.original_work),
            ("lease", s.lease),
            ("replacement", s.replacement_work),
        ],
        &[
            ("renewal", Arg::Text(&renewal)),
            ("pause", Arg::Text(&pause)),
            ("enforcement", Arg::Text(&enforcement)),
        ],
    );
    if let Some(at) = s.shutdown_at {
        text.push_str(sentence_gap(&text));
        text.push_str(&say_at(
            sentence!("scenario-shutdown"),
            &[("at", at), ("grace", s.shutdown_grace)],
            &[],
        ));
    }
    text
}

/// How an answer is marked once the outcome is revealed.
pub fn mark_word(mark: Option<bool>) -> String {
    say(
        match mark {
            Some(true) => sentence!("mark-correct"),
            Some(false) => sentence!("mark-not-this-time"),
            None => sentence!("mark-not-answered"),
        },
        &[],
    )
}

/// What comes between a mark and its reason (". " in English).
pub fn mark_then_reason() -> String {
    say(sentence!("mark-then-reason"), &[])
}

/// The learner's score in one sentence, for the page's status line.
pub fn score_sentence(marks: &[Option<bool>; 3]) -> String {
    let right = marks.iter().filter(|&&mark| mark == Some(true)).count();
    // No "above" or "below": the results are beside the questions on a
    // laptop and pinned above them on a phone.
    say(
        sentence!("lesson-score"),
        &[("right", Arg::Count(right as u64))],
    )
}

/// The hint under "Predict first": what the switch does, or, while the
/// results wait, why it cannot be switched off yet.
pub fn switch_hint(locked: bool) -> String {
    say(
        if locked {
            sentence!("lesson-switch-locked")
        } else {
            sentence!("lesson-switch-hint")
        },
        &[],
    )
}

/// Shown under the marks once the learner explores past the predicted
/// scenario: the marks stay those of the prediction's own run.
pub fn moved_on_note() -> String {
    say(sentence!("lesson-moved-on"), &[])
}

/// The class of a mark's word (the stylesheet adds a check or a cross,
/// so colour is never the only sign).
pub fn mark_class(mark: Option<bool>) -> &'static str {
    match mark {
        Some(true) => "right",
        Some(false) => "wrong",
        None => "open",
    }
}

/// A revealed answer's mark and why, as the markup of its line: the mark
/// in words (and its class for colour), then the reason, escaped.
pub fn mark_markup(mark: Option<bool>, reason: &str) -> String {
    format!(
        r#"<strong class="{}">{}</strong>{}{}"#,
        mark_class(mark),
        mark_word(mark),
        super::svg::xml(&mark_then_reason()),
        super::svg::xml(reason)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_s_line_is_its_word_then_its_escaped_reason() {
        assert_eq!(
            mark_markup(Some(false), "B <took> over"),
            r#"<strong class="wrong">Not this time</strong>. B &lt;took&gt; over"#
        );
    }
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
            revealed_for: None,
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
    fn choosing_an_option_is_read_back_as_chosen() {
        for (question, q) in QUESTIONS.iter().enumerate() {
            for option in 0..q.options.len() {
                let mut prediction = Prediction::default();
                prediction.choose(question, option);
                let mut expected = [None; 3];
                expected[question] = Some(option);
                assert_eq!(prediction.chosen(), expected, "{}", q.key);
            }
            // Out of range: nothing changes.
            let mut prediction = Prediction::default();
            prediction.choose(question, q.options.len());
            assert_eq!(prediction, Prediction::default());
        }
        let mut prediction = Prediction::default();
        prediction.choose(3, 0);
        assert_eq!(prediction, Prediction::default());
        prediction.choose(0, 1);
        prediction.choose(1, 2);
        prediction.choose(2, 2);
        assert_eq!(
            prediction,
            Prediction {
                takeover: Some(false),
                applied_increments: Some(2),
                original_write: Some(OriginalWrite::NeverMade),
                revealed_for: None,
            }
        );
        assert!(prediction.is_complete());
        assert!(!prediction.is_revealed());
    }

    #[test]
    fn the_lesson_attribute_and_a_changed_scenario_follow_the_prediction() {
        let open = Prediction::default();
        let revealed = Prediction {
            revealed_for: Some(Scenario::default()),
            ..open
        };
        let attempt = |prediction| Attempt {
            prediction,
            ended_for: None,
        };
        let ended = Attempt {
            prediction: open,
            ended_for: Some(Scenario::default()),
        };
        assert_eq!(
            Prediction::lesson_attribute(Some(&attempt(revealed)), false),
            None
        );
        assert_eq!(Prediction::lesson_attribute(None, true), Some("predict"));
        assert_eq!(
            Prediction::lesson_attribute(Some(&attempt(open)), true),
            Some("predict")
        );
        assert_eq!(
            Prediction::lesson_attribute(Some(&attempt(revealed)), true),
            Some("revealed")
        );
        // Ended early, its results are seen: nothing waits any more.
        assert_eq!(
            Prediction::lesson_attribute(Some(&ended), true),
            Some("revealed")
        );
        assert!(ended.seen_before_reveal() && !ended.is_open());
        let other = Scenario {
            pause_for: 0,
            ..Scenario::default()
        };
        assert!(!open.revealed_for_other(&other));
        assert!(!revealed.revealed_for_other(&Scenario::default()));
        assert!(revealed.revealed_for_other(&other));
    }

    #[test]
    fn marks_have_a_word_and_a_class() {
        assert_eq!(
            [Some(true), Some(false), None].map(|m| (mark_word(m), mark_class(m))),
            [
                ("Correct".to_owned(), "right"),
                ("Not this time".to_owned(), "wrong"),
                ("Not answered".to_owned(), "open")
            ]
        );
        assert_eq!(
            score_sentence(&[Some(true), Some(false), Some(true)]),
            "You predicted 2 of 3 correctly; each answer's mark says why. The results are now shown."
        );
    }

    #[test]
    fn original_write_keys_round_trip() {
        for write in OriginalWrite::ALL {
            assert_eq!(OriginalWrite::from_key(write.key()), Some(write));
        }
        assert_eq!(OriginalWrite::from_key("never"), None);
    }

    #[test]
    fn a_revealed_prediction_is_graded_against_the_scenario_it_was_made_for() {
        let preset = |slug: &str| {
            by_slug(slug)
                .map(|p| p.scenario)
                .unwrap_or_else(|| panic!("no preset {slug}"))
        };
        // Right for the paused zombie; for the healthy run only the count is.
        let answers = Prediction {
            takeover: Some(true),
            applied_increments: Some(1),
            original_write: Some(OriginalWrite::Rejected),
            revealed_for: None,
        };
        assert_eq!(graded(&answers), None);
        let zombie = Prediction {
            revealed_for: Some(preset("paused-zombie")),
            ..answers
        };
        assert!(zombie.is_revealed());
        let zombie_run = outcome_of("paused-zombie");
        let expected = Some(([Some(true); 3], reasons(&zombie_run)));
        assert_eq!(graded(&zombie), expected);
        // Whatever the page shows next, the grade is the zombie's: graded
        // reads nothing but the prediction.
        let healthy_run = outcome_of("healthy");
        let healthy_marks = [Some(false), Some(true), Some(false)];
        assert_eq!(marks(&zombie, &healthy_run), healthy_marks);
        assert_eq!(graded(&zombie), expected);
        let healthy = Prediction {
            revealed_for: Some(preset("healthy")),
            ..answers
        };
        assert_eq!(
            graded(&healthy),
            Some((healthy_marks, reasons(&healthy_run)))
        );
    }

    #[test]
    fn twenty_attempts_keep_the_first_and_the_latest() {
        let mut attempts = Vec::new();
        for n in 0..25u64 {
            let scenario = Scenario {
                lease: 1_000 + n,
                ..Scenario::default()
            };
            record_attempt(
                &mut attempts,
                Attempt {
                    prediction: Prediction {
                        revealed_for: Some(scenario),
                        ..Prediction::default()
                    },
                    ended_for: None,
                },
            );
        }
        let leases: Vec<u64> = attempts
            .iter()
            .map(|a| a.scenario(&Scenario::default()).lease)
            .collect();
        let mut expected = vec![1_000];
        expected.extend(1_006..1_025);
        assert_eq!(leases, expected);
        assert_eq!(attempts.len(), MAX_ATTEMPTS);
    }
}
