//! Named scenarios a learner can load with one click, each with the one
//! thing to look for. Presets are data; `#preset=<slug>` selects one (see `fragment`).

use crate::sim::{Enforcement, Scenario, MS_PER_S};

/// One ready-made scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Stable kebab-case name for `#preset=` links.
    pub slug: &'static str,
    /// The button's text.
    pub name: &'static str,
    /// What to look for, in one sentence.
    pub lesson: &'static str,
    /// The lesson in one short line, for the compact `#embed` layout, where
    /// the frame has room for one line above the inputs.
    pub tagline: &'static str,
    /// Where the numbers come from, for presets modelled on real systems.
    pub source: Option<&'static str>,
    pub scenario: Scenario,
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
        name: "Healthy run",
        lesson: "No pause and a cadence well under the lease: the original renews, writes once, and nobody takes over.",
        tagline: "Heartbeats keep the lease: one write, no takeover.",
        source: None,
        scenario: STEADY,
    },
    Preset {
        slug: "boundary-heartbeat",
        name: "Heartbeat at the boundary",
        lesson: "With the cadence equal to the lease, each heartbeat lands exactly at expiry and is too late: takeover without any pause.",
        tagline: "Each heartbeat lands exactly at expiry: too late, so B takes over.",
        source: None,
        scenario: Scenario { heartbeat_every: s(10), ..STEADY },
    },
    Preset {
        slug: "paused-zombie",
        name: "Paused zombie",
        lesson: "A 14 s pause outlives the lease and B takes over at 13 s. A wakes at 18 s and works on as a zombie; when it finally writes at 26 s, the registered epoch rejects the write.",
        tagline: "The epoch rejects the zombie's late write after a long pause.",
        source: None,
        scenario: PAUSED,
    },
    Preset {
        slug: "no-enforcement",
        name: "No enforcement",
        lesson: "The resource ignores tokens, so the zombie's late write is applied too: a duplicate increment.",
        tagline: "The resource ignores tokens: the zombie's late write lands too.",
        source: None,
        scenario: Scenario { enforcement: Enforcement::None, ..PAUSED },
    },
    Preset {
        slug: "watermark-race",
        name: "Try the watermark race",
        lesson: "A writes at 22 s, before B's token 2 reaches the resource at 23 s: the watermark accepts both increments, while the registered epoch would reject A.",
        tagline: "A writes before B's newer token arrives: the watermark accepts both.",
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
        name: "GC pause (Kleppmann's fencing story)",
        lesson: "The classic fencing story in our terms: a stop-the-world pause outlives the lease, the next holder writes first with the newer token, and the old holder sends its write as soon as it wakes, which the storage's watermark refuses (A wakes at 35 s and writes at 35.5 s).",
        tagline: "The old holder writes as it wakes, after the new one: refused.",
        source: Some("Martin Kleppmann, \"How to do distributed locking\" (2016): the storage refuses token 33 because it has already accepted 34; tokens 33 and 34 are our tokens 1 and 2."),
        // The pause starts half a second before A's work is done, so A
        // writes right after it wakes, as the client in the story does.
        scenario: Scenario { original_work: s(20), lease: s(10), heartbeat_every: s(2), pause_at: 19_500, pause_for: 15_500, replacement_work: s(4), enforcement: Enforcement::Watermark, ..PAUSED },
    },
    Preset {
        slug: "kubernetes-lease",
        name: "Kubernetes-style lease",
        lesson: "Renewing every 2 s keeps a 15 s lease safe, but a 40 s job cannot finish inside the 30 s termination grace: the pod is killed and another replica redoes the work.",
        tagline: "A safe lease, but a 30 s grace is too short for a 40 s job.",
        source: Some("Kubernetes: kube-controller-manager and kube-scheduler default to a 15 s leader-election lease, a 10 s renew deadline and a 2 s retry period (client-go itself sets no defaults); pods get terminationGracePeriodSeconds = 30."),
        scenario: Scenario { original_work: s(40), lease: s(15), heartbeat_every: s(2), pause_for: 0, replacement_work: s(40), shutdown_at: Some(s(5)), shutdown_grace: s(30), ..STEADY },
    },
    Preset {
        slug: "sqs-visibility",
        name: "SQS-style visibility timeout",
        lesson: "A 45 s job under a 30 s visibility timeout with no extension: the message reappears, a second consumer takes it, and without a fence both results land.",
        tagline: "No extension: the message reappears and both results land.",
        source: Some("Amazon SQS: the default visibility timeout is 30 s; a consumer must extend it (ChangeMessageVisibility) for longer jobs."),
        scenario: Scenario { original_work: s(45), lease: s(30), heartbeat_every: s(86_400), pause_for: 0, replacement_work: s(45), enforcement: Enforcement::None, ..STEADY },
    },
    Preset {
        slug: "two-hour-lease",
        name: "Two-hour lease",
        lesson: "A 2 h lease renewed every 30 s survives any short stall, but a pause of 2 h 5 min outlives it: the replacement takes over and the epoch refuses the stale result.",
        tagline: "A 2 h lease survives short stalls, not a 2 h 5 min pause.",
        source: Some("A transcription worker's lease as in the lease-token lesson: two hours, kept warm by heartbeats."),
        scenario: Scenario { original_work: s(10_800), lease: s(7_200), heartbeat_every: s(30), pause_at: s(600), pause_for: s(7_500), replacement_work: s(3_600), ..STEADY },
    },
    Preset {
        slug: "graceful-shutdown",
        name: "Graceful shutdown",
        lesson: "The shutdown signal at 5 s stops polling, heartbeats keep renewing the lease, and the work finishes at 12 s, before the deadline at 15 s: no termination.",
        tagline: "The work finishes inside the grace: no termination.",
        source: None,
        scenario: Scenario { shutdown_at: Some(s(5)), ..STEADY },
    },
    Preset {
        slug: "grace-too-short",
        name: "Grace too short",
        lesson: "Only 4 s of grace: forced termination at 9 s prevents the write, and B redoes the job after the lease runs out.",
        tagline: "The grace ends first: termination prevents A's write.",
        source: None,
        scenario: Scenario { shutdown_at: Some(s(5)), shutdown_grace: s(4), ..STEADY },
    },
    Preset {
        slug: "sidekiq-shutdown",
        name: "Sidekiq-style shutdown",
        lesson: "Shutdown stops fetching at once; the job in flight gets 25 s of grace, not enough for the rest of its 40 s of work, so the worker is forcibly terminated at the end of the grace (35 s), the job is retried, and only one increment lands.",
        tagline: "25 s of grace is too little: the job is killed and retried.",
        source: Some("Sidekiq waits 25 s for running jobs on shutdown (-t 25), inside the 30 s that Heroku and Kubernetes allow before SIGKILL."),
        scenario: Scenario { original_work: s(40), lease: s(60), heartbeat_every: s(10), pause_for: 0, replacement_work: s(40), shutdown_at: Some(s(10)), shutdown_grace: s(25), ..STEADY },
    },
];

/// The preset row's groups, in order: a heading and the presets under it
/// (a range of [`PRESETS`]). A class can follow them from the first: what
/// a lease does and does not stop, then real systems' numbers, then
/// shutting down.
pub const PRESET_GROUPS: [(&str, std::ops::Range<usize>); 3] = [
    ("Core ideas", 0..5),
    ("Real systems", 5..9),
    ("Shutdown", 9..12),
];

/// Finds a preset by its `#preset=` name.
pub fn by_slug(slug: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|preset| preset.slug == slug)
}

/// The compact layout's line above the inputs: the preset's name and its
/// one-line lesson, or the lab's name for a scenario of the learner's own.
pub fn embed_context(current: Option<&Preset>) -> (&'static str, &'static str) {
    match current {
        Some(preset) => (preset.name, preset.tagline),
        None => ("Lease Lab", "Your own scenario."),
    }
}

/// The line under the preset buttons: what to look for in the preset that
/// is loaded, or a word about presets when the scenario is the learner's own.
pub fn look_for(current: Option<&Preset>) -> String {
    match current {
        Some(Preset {
            lesson,
            source: Some(source),
            ..
        }) => format!("Look for: {lesson} Source: {source}"),
        Some(preset) => format!("Look for: {}", preset.lesson),
        None => "Your own scenario. A preset loads a whole scenario at once.".to_owned(),
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
            assert!(line.contains(preset.lesson), "{}: {line}", preset.slug);
            match preset.source {
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
            assert!(
                preset.tagline.chars().count() <= 70 && preset.tagline.ends_with('.'),
                "{}: {}",
                preset.slug,
                preset.tagline
            );
        }
        assert_eq!(embed_context(None), ("Lease Lab", "Your own scenario."));
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
            assert!(!heading.is_empty() && range.start == next && range.end > next);
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
