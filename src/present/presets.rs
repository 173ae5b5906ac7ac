//! Named scenarios a learner can load with one click, each with the one
//! thing to look for. Presets are data; `#preset=<slug>` selects one (see `fragment`).

use crate::i18n::{say, Arg, Sentence};
use crate::sentence;
use crate::sim::{Enforcement, Scenario, MS_PER_S};

/// One ready-made scenario. Its words are the catalog's (`preset-<slug>`
/// and its `-lesson`, `-tagline` and `-source`), in the page's language;
/// the slug and the scenario are the same in every language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Stable kebab-case name for `#preset=` links.
    pub slug: &'static str,
    /// The button's text.
    pub name: Sentence,
    /// What to look for, in one sentence.
    pub lesson: Sentence,
    /// The lesson in one short line, for the compact `#embed` layout, where
    /// the frame has room for one line above the inputs.
    pub tagline: Sentence,
    /// Where the numbers come from, for presets modelled on real systems.
    pub source: Option<Sentence>,
    pub scenario: Scenario,
}

impl Preset {
    /// The button's text, in the page's language.
    pub fn name(&self) -> String {
        say(self.name, &[])
    }

    /// What to look for, in the page's language.
    pub fn lesson(&self) -> String {
        say(self.lesson, &[])
    }

    /// The one-line lesson, in the page's language.
    pub fn tagline(&self) -> String {
        say(self.tagline, &[])
    }

    /// Where the numbers come from, in the page's language.
    pub fn source(&self) -> Option<String> {
        self.source.map(|source| say(source, &[]))
    }
}

const fn s(seconds: u64) -> u64 {
    seconds * MS_PER_S
}

/// The seed's example with the pause removed: the baseline most presets vary.
const STEADY: Scenario = Scenario {
    original_work: s(12),
    lease: s(10),
    heartbeat_every: s(3),
    pause_at: s(4),
    pause_for: 0,
    replacement_work: s(5),
    enforcement: Enforcement::CurrentEpoch,
    shutdown_at: None,
    shutdown_grace: s(10),
};

const PAUSED: Scenario = Scenario {
    pause_for: s(14),
    ..STEADY
};

/// Every preset, in the order of the button row and of the instructors'
/// guide (`docs/teaching.md`): the groups of [`PRESET_GROUPS`] in turn.
pub const PRESETS: [Preset; 12] = [
    Preset {
        slug: "healthy",
        name: sentence!("preset-healthy"),
        lesson: sentence!("preset-healthy-lesson"),
        tagline: sentence!("preset-healthy-tagline"),
        source: None,
        scenario: STEADY,
    },
    Preset {
        slug: "boundary-heartbeat",
        name: sentence!("preset-boundary-heartbeat"),
        lesson: sentence!("preset-boundary-heartbeat-lesson"),
        tagline: sentence!("preset-boundary-heartbeat-tagline"),
        source: None,
        scenario: Scenario {
            heartbeat_every: s(10),
            ..STEADY
        },
    },
    Preset {
        slug: "paused-zombie",
        name: sentence!("preset-paused-zombie"),
        lesson: sentence!("preset-paused-zombie-lesson"),
        tagline: sentence!("preset-paused-zombie-tagline"),
        source: None,
        scenario: PAUSED,
    },
    Preset {
        slug: "no-enforcement",
        name: sentence!("preset-no-enforcement"),
        lesson: sentence!("preset-no-enforcement-lesson"),
        tagline: sentence!("preset-no-enforcement-tagline"),
        source: None,
        scenario: Scenario {
            enforcement: Enforcement::None,
            ..PAUSED
        },
    },
    Preset {
        slug: "watermark-race",
        name: sentence!("preset-watermark-race"),
        lesson: sentence!("preset-watermark-race-lesson"),
        tagline: sentence!("preset-watermark-race-tagline"),
        source: None,
        scenario: Scenario {
            pause_for: s(10),
            replacement_work: s(10),
            enforcement: Enforcement::Watermark,
            ..STEADY
        },
    },
    Preset {
        slug: "gc-pause",
        name: sentence!("preset-gc-pause"),
        lesson: sentence!("preset-gc-pause-lesson"),
        tagline: sentence!("preset-gc-pause-tagline"),
        source: Some(sentence!("preset-gc-pause-source")),
        // The pause starts half a second before A's work is done, so A
        // writes right after it wakes, as the client in the story does.
        scenario: Scenario {
            original_work: s(20),
            lease: s(10),
            heartbeat_every: s(2),
            pause_at: 19_500,
            pause_for: 15_500,
            replacement_work: s(4),
            enforcement: Enforcement::Watermark,
            ..PAUSED
        },
    },
    Preset {
        slug: "kubernetes-lease",
        name: sentence!("preset-kubernetes-lease"),
        lesson: sentence!("preset-kubernetes-lease-lesson"),
        tagline: sentence!("preset-kubernetes-lease-tagline"),
        source: Some(sentence!("preset-kubernetes-lease-source")),
        scenario: Scenario {
            original_work: s(40),
            lease: s(15),
            heartbeat_every: s(2),
            pause_for: 0,
            replacement_work: s(40),
            shutdown_at: Some(s(5)),
            shutdown_grace: s(30),
            ..STEADY
        },
    },
    Preset {
        slug: "sqs-visibility",
        name: sentence!("preset-sqs-visibility"),
        lesson: sentence!("preset-sqs-visibility-lesson"),
        tagline: sentence!("preset-sqs-visibility-tagline"),
        source: Some(sentence!("preset-sqs-visibility-source")),
        scenario: Scenario {
            original_work: s(45),
            lease: s(30),
            heartbeat_every: s(86_400),
            pause_for: 0,
            replacement_work: s(45),
            enforcement: Enforcement::None,
            ..STEADY
        },
    },
    Preset {
        slug: "two-hour-lease",
        name: sentence!("preset-two-hour-lease"),
        lesson: sentence!("preset-two-hour-lease-lesson"),
        tagline: sentence!("preset-two-hour-lease-tagline"),
        source: Some(sentence!("preset-two-hour-lease-source")),
        scenario: Scenario {
            original_work: s(10_800),
            lease: s(7_200),
            heartbeat_every: s(30),
            pause_at: s(600),
            pause_for: s(7_500),
            replacement_work: s(3_600),
            ..STEADY
        },
    },
    Preset {
        slug: "graceful-shutdown",
        name: sentence!("preset-graceful-shutdown"),
        lesson: sentence!("preset-graceful-shutdown-lesson"),
        tagline: sentence!("preset-graceful-shutdown-tagline"),
        source: None,
        scenario: Scenario {
            shutdown_at: Some(s(5)),
            ..STEADY
        },
    },
    Preset {
        slug: "grace-too-short",
        name: sentence!("preset-grace-too-short"),
        lesson: sentence!("preset-grace-too-short-lesson"),
        tagline: sentence!("preset-grace-too-short-tagline"),
        source: None,
        scenario: Scenario {
            shutdown_at: Some(s(5)),
            shutdown_grace: s(4),
            ..STEADY
        },
    },
    Preset {
        slug: "sidekiq-shutdown",
        name: sentence!("preset-sidekiq-shutdown"),
        lesson: sentence!("preset-sidekiq-shutdown-lesson"),
        tagline: sentence!("preset-sidekiq-shutdown-tagline"),
        source: Some(sentence!("preset-sidekiq-shutdown-source")),
        scenario: Scenario {
            original_work: s(40),
            lease: s(60),
            heartbeat_every: s(10),
            pause_for: 0,
            replacement_work: s(40),
            shutdown_at: Some(s(10)),
            shutdown_grace: s(25),
            ..STEADY
        },
    },
];

/// The preset row's groups, in order: a heading and the presets under it
/// (a range of [`PRESETS`]). A class can follow them from the first: what
/// a lease does and does not stop, then real systems' numbers, then
/// shutting down.
pub const PRESET_GROUPS: [(Sentence, std::ops::Range<usize>); 3] = [
    (sentence!("preset-group-core"), 0..5),
    (sentence!("preset-group-real"), 5..9),
    (sentence!("preset-group-shutdown"), 9..12),
];

/// Finds a preset by its `#preset=` name.
pub fn by_slug(slug: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|preset| preset.slug == slug)
}

/// The compact layout's line above the inputs: the preset's name and its
/// one-line lesson, or the lab's name for a scenario of the learner's own.
pub fn embed_context(current: Option<&Preset>) -> (String, String) {
    match current {
        Some(preset) => (preset.name(), preset.tagline()),
        // The lab's name is the same in every language.
        None => (
            "Lease Lab".to_owned(),
            say(sentence!("embed-own-tagline"), &[]),
        ),
    }
}

/// The line under the preset buttons: what to look for in the preset that
/// is loaded, or a word about presets when the scenario is the learner's own.
pub fn look_for(current: Option<&Preset>) -> String {
    let Some(preset) = current else {
        return say(sentence!("look-for-own"), &[]);
    };
    let lesson = preset.lesson();
    match preset.source() {
        Some(source) => say(
            sentence!("look-for-sourced"),
            &[
                ("lesson", Arg::Text(&lesson)),
                ("source", Arg::Text(&source)),
            ],
        ),
        None => say(sentence!("look-for"), &[("lesson", Arg::Text(&lesson))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_for_names_the_lesson_and_the_source_when_there_is_one() {
        for preset in &PRESETS {
            let line = look_for(Some(preset));
            assert!(line.starts_with("Look for: "), "{line}");
            assert!(line.contains(&preset.lesson()), "{}: {line}", preset.slug);
            match preset.source() {
                Some(source) => assert!(line.ends_with(&format!(" Source: {source}")), "{line}"),
                None => assert!(!line.contains("Source:"), "{line}"),
            }
        }
        assert!(
            PRESETS.iter().any(|p| p.source.is_some())
                && PRESETS.iter().any(|p| p.source.is_none())
        );
        assert_eq!(
            look_for(None),
            "Your own scenario. A preset loads a whole scenario at once."
        );
    }

    #[test]
    fn every_tagline_fits_one_line_of_the_embed() {
        for preset in &PRESETS {
            let tagline = preset.tagline();
            assert!(
                tagline.chars().count() <= 70 && tagline.ends_with('.'),
                "{}: {tagline}",
                preset.slug
            );
        }
        assert_eq!(
            embed_context(None),
            ("Lease Lab".to_owned(), "Your own scenario.".to_owned())
        );
    }
    use crate::sim::{simulate, Actor, OutcomeClass};

    #[track_caller]
    fn outcome_of(slug: &str) -> crate::sim::Outcome {
        let preset = by_slug(slug).unwrap_or_else(|| panic!("no preset {slug}"));
        assert_eq!(preset.scenario.validate(), Ok(()));
        simulate(&preset.scenario)
    }

    #[test]
    fn each_preset_shows_what_its_sentence_says() {
        assert_eq!(outcome_of("paused-zombie"), simulate(&Scenario::default()));
        let race = outcome_of("watermark-race");
        assert_eq!(race.class, OutcomeClass::Duplicate);
        assert_eq!(
            race.writes
                .iter()
                .map(|w| (w.at, w.worker))
                .collect::<Vec<_>>(),
            [(s(22), Actor::A), (s(23), Actor::B)]
        );
        let race_epoch = simulate(&Scenario {
            enforcement: Enforcement::CurrentEpoch,
            ..race_scenario()
        });
        assert_eq!(race_epoch.class, OutcomeClass::OriginalRejected);
        assert_eq!(outcome_of("no-enforcement").class, OutcomeClass::Duplicate);
        let boundary = outcome_of("boundary-heartbeat");
        assert_eq!((boundary.takeover_at, boundary.pause), (Some(s(10)), None));
        assert_eq!(
            outcome_of("graceful-shutdown").class,
            OutcomeClass::NoTakeover
        );
        let short = outcome_of("grace-too-short");
        assert_eq!(
            (short.class, short.original_ends_at),
            (OutcomeClass::OriginalTerminated, s(9))
        );
        assert_eq!(outcome_of("healthy").class, OutcomeClass::NoTakeover);
        let gc = outcome_of("gc-pause");
        assert_eq!(
            (gc.class, gc.applied_increments),
            (OutcomeClass::OriginalRejected, 1)
        );
        // Kleppmann's storage refuses 33 because it already accepted 34:
        // the watermark, with B's write first and A's after it wakes.
        assert_eq!(
            by_slug("gc-pause").map(|p| p.scenario.enforcement),
            Some(Enforcement::Watermark)
        );
        assert_eq!(gc.resumed_at(), Some(s(35)));
        assert_eq!(
            gc.writes
                .iter()
                .map(|w| (w.at, w.worker, w.accepted))
                .collect::<Vec<_>>(),
            [(s(32), Actor::B, true), (35_500, Actor::A, false)]
        );
        let zombie = outcome_of("paused-zombie");
        assert_eq!(
            (zombie.resumed_at(), zombie.write_by(Actor::A).map(|w| w.at)),
            (Some(s(18)), Some(s(26)))
        );
        let graceful = outcome_of("graceful-shutdown");
        assert_eq!(
            (
                graceful.terminated_at(),
                graceful.original_ends_at,
                graceful.shutdown()
            ),
            (None, s(12), Some((s(5), s(15))))
        );
        assert!(graceful.renewed_during_grace());
        let kubernetes = outcome_of("kubernetes-lease");
        assert_eq!(
            (kubernetes.class, kubernetes.original_ends_at),
            (OutcomeClass::OriginalTerminated, s(35))
        );
        assert_eq!(outcome_of("sqs-visibility").class, OutcomeClass::Duplicate);
        let sidekiq = outcome_of("sidekiq-shutdown");
        assert_eq!(
            (sidekiq.class, sidekiq.applied_increments),
            (OutcomeClass::OriginalTerminated, 1)
        );
        let long = outcome_of("two-hour-lease");
        assert_eq!(
            (long.class, long.takeover_at),
            (OutcomeClass::OriginalRejected, Some(s(570 + 7_200)))
        );
        // The groups cover the row in order, each preset once.
        let mut next = 0;
        for (heading, range) in &PRESET_GROUPS {
            assert!(!say(*heading, &[]).is_empty() && range.start == next && range.end > next);
            next = range.end;
        }
        assert_eq!(next, PRESETS.len());
        // The core ideas are the model's own; the real systems name where
        // their numbers come from.
        assert!(PRESETS[PRESET_GROUPS[0].1.clone()]
            .iter()
            .all(|p| p.source.is_none()));
        assert!(PRESETS[PRESET_GROUPS[1].1.clone()]
            .iter()
            .all(|p| p.source.is_some()));
    }

    fn race_scenario() -> Scenario {
        // A missing preset must fail the test, not fall back to the default
        // (whose epoch outcome would pass the check vacuously).
        by_slug("watermark-race").map_or_else(|| panic!("no watermark-race preset"), |p| p.scenario)
    }

    #[test]
    fn slugs_are_unique_kebab_case() {
        let mut slugs: Vec<_> = PRESETS.iter().map(|p| p.slug).collect();
        assert!(slugs
            .iter()
            .all(|s| s.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')));
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), PRESETS.len());
    }
}
