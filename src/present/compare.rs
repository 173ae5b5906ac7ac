//! Two runs side by side: a pinned run and the current one. The sentence
//! under the headline names every input and every outcome fact that
//! differs between them, and nothing else; the metric cards, the second
//! write-decision table and the two timelines read the same facts.

use crate::sim::{simulate, Actor, Field, Input, Outcome, Scenario};

use super::format::{duration, say_at};
use super::markup::table_markup;
use super::report::{class_name, enforcement_name, field_value, said, write_table, WRITE_COLUMNS};
use crate::i18n::{isolated, say, sentence_gap, Arg};
use crate::sentence;

/// An outcome fact a comparison names when it differs, in the order the
/// sentence names them. Each is one value of one run, written as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    Class,
    Increments,
    Takeover,
    Overlap,
    OriginalEnds,
    Write(Actor),
}

impl Fact {
    pub const ALL: [Fact; 7] = [
        Fact::Class,
        Fact::Increments,
        Fact::Takeover,
        Fact::Overlap,
        Fact::OriginalEnds,
        Fact::Write(Actor::A),
        Fact::Write(Actor::B),
    ];

    /// The fact's name in the sentence, before its colon (the metric
    /// cards' titles where a card shows it).
    pub fn name(self) -> String {
        let name = match self {
            Fact::Class => sentence!("fact-outcome"),
            Fact::Increments => sentence!("metric-increments"),
            Fact::Takeover => sentence!("metric-takeover"),
            Fact::Overlap => sentence!("metric-overlap"),
            Fact::OriginalEnds => sentence!("metric-ends"),
            Fact::Write(Actor::A) => sentence!("fact-write-a"),
            Fact::Write(Actor::B) => sentence!("fact-write-b"),
        };
        say(name, &[])
    }

    /// The fact's value in `outcome`.
    pub fn of(self, outcome: &Outcome) -> String {
        let at = |at| say_at(sentence!("value-at"), &[("at", at)], &[]);
        match self {
            Fact::Class => class_name(outcome.class),
            Fact::Increments => outcome.applied_increments.to_string(),
            Fact::Takeover => outcome
                .takeover_at
                .map_or_else(|| say(sentence!("value-none"), &[]), at),
            Fact::Overlap => duration(outcome.overlap),
            Fact::OriginalEnds => at(outcome.original_ends_at),
            Fact::Write(actor) => say(
                match outcome.write_by(actor) {
                    Some(write) if write.accepted => sentence!("value-accepted"),
                    Some(_) => sentence!("value-rejected"),
                    // Its own word: German and Arabic agree it with the
                    // write's gender ("keiner", "لا توجد").
                    None => sentence!("value-no-write"),
                },
                &[],
            ),
        }
    }
}

/// The value of `input` in `scenario`, as the change sentence writes it.
pub fn input_value(input: Input, scenario: &Scenario) -> String {
    match input {
        Input::Enforcement => say(enforcement_name(scenario.enforcement), &[]),
        // Only the shutdown's signal may be absent.
        Input::Seconds(field) => {
            field_value(field, scenario, &say(sentence!("value-no-signal"), &[]))
        }
    }
}

/// An input's name in the sentence: the field's short name.
pub fn input_name(input: Input) -> String {
    let name = match input {
        Input::Enforcement => sentence!("input-enforcement"),
        Input::Seconds(field) => match field {
            Field::OriginalWork => sentence!("input-original-work"),
            Field::Lease => sentence!("input-lease"),
            Field::HeartbeatEvery => sentence!("input-heartbeat-every"),
            Field::PauseAt => sentence!("input-pause-at"),
            Field::PauseFor => sentence!("input-pause-for"),
            Field::ReplacementWork => sentence!("input-replacement-work"),
            Field::ShutdownAt => sentence!("input-shutdown-at"),
            Field::ShutdownGrace => sentence!("input-shutdown-grace"),
        },
    };
    say(name, &[])
}

/// The sentence under the headline while a run is pinned: each input that
/// differs ("Lease 10 s → 30 s."), then each outcome fact that differs
/// ("Takeover: at 13 s → none."), or what stayed the same.
pub fn change_sentence(pinned: &Scenario, current: &Scenario) -> String {
    let (before, after) = (simulate(pinned), simulate(current));
    // Each value isolated on a right-to-left page, so that the arrow
    // between two ("10 s → 30 s", an outcome's name) sits between them
    // in the page's direction (the Arabic catalog's arrow points left).
    let change = |sentence, name: String, old: String, new: String| {
        let (old, new) = (isolated(old), isolated(new));
        say(
            sentence,
            &[
                ("name", Arg::Text(&name)),
                ("old", Arg::Text(&old)),
                ("new", Arg::Text(&new)),
            ],
        )
    };
    let mut parts: Vec<String> = Input::ALL
        .into_iter()
        .filter(|&input| match input {
            Input::Enforcement => pinned.enforcement != current.enforcement,
            Input::Seconds(field) => field.get(pinned) != field.get(current),
        })
        .map(|input| {
            let (old, new) = (input_value(input, pinned), input_value(input, current));
            change(sentence!("change-input"), input_name(input), old, new)
        })
        .collect();
    if parts.is_empty() {
        return say(sentence!("change-same-inputs"), &[]);
    }
    let inputs = parts.len();
    parts.extend(Fact::ALL.into_iter().filter_map(|fact| {
        let (old, new) = (fact.of(&before), fact.of(&after));
        (old != new).then(|| change(sentence!("change-fact"), fact.name(), old, new))
    }));
    if parts.len() == inputs {
        parts.push(say(sentence!("change-same-outcome"), &[]));
    }
    let mut sentence = String::new();
    for part in parts {
        if !sentence.is_empty() {
            sentence.push_str(sentence_gap(&sentence));
        }
        sentence.push_str(&part);
    }
    sentence
}

/// The current run's timeline caption: "Ownership timeline" alone, or
/// "Current run" beside the pinned run's.
pub fn current_caption(pinned: bool) -> String {
    let caption = if pinned {
        sentence!("figure-current-run")
    } else {
        sentence!("figure-timeline")
    };
    say(caption, &[])
}

/// The pinned run's caption in the downloaded figure (the page's is
/// pre-rendered from `page.ftl`).
pub fn pinned_caption() -> String {
    say(sentence!("figure-pinned-run"), &[])
}

/// What the time cursor reads while a run is pinned (nothing otherwise).
pub fn cursor_note(pinned: bool) -> Option<String> {
    pinned.then(|| say(sentence!("cursor-reads-current"), &[]))
}

/// The pinned run's value on a metric card beside the current `value`,
/// marked in words when it differs.
pub fn pinned_value(pinned: &str, value: &str) -> String {
    let mark = if pinned == value {
        sentence!("pinned-same")
    } else {
        sentence!("pinned-changed")
    };
    say(mark, &[("value", Arg::Text(pinned))])
}

/// The pinned run's write decisions, as a second table's content.
pub fn pinned_writes(pinned: &Outcome) -> String {
    table_markup(
        &say(sentence!("table-writes-pinned"), &[]),
        &said(WRITE_COLUMNS),
        &write_table(pinned),
        false,
        None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::presets::by_slug;
    use crate::sim::{Enforcement, MS_PER_S};

    #[test]
    fn the_issue_s_example_names_the_lease_the_takeover_and_a_s_write() {
        let pinned = Scenario {
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        let current = Scenario {
            lease: 30 * MS_PER_S,
            ..pinned
        };
        assert_eq!(
            change_sentence(&pinned, &current),
            "Lease 10 s → 30 s. Outcome: Takeover, stale write rejected → No takeover. \
             Takeover: at 13 s → none. In-flight overlap: 5 s → 0 s. \
             A's write: rejected → accepted. B's write: accepted → none."
        );
    }

    #[test]
    fn a_fresh_pin_and_an_unchanged_outcome_say_so() {
        let base = Scenario::default();
        assert_eq!(
            change_sentence(&base, &base),
            "Same inputs as the pinned run: change a value to compare the two."
        );
        let longer_grace = Scenario {
            shutdown_grace: 20 * MS_PER_S,
            ..base
        };
        assert_eq!(
            change_sentence(&base, &longer_grace),
            "Shutdown grace 10 s → 20 s. Every outcome fact is as in the pinned run."
        );
        let healthy = by_slug("healthy").map(|p| p.scenario).unwrap_or_default();
        let signalled = Scenario {
            shutdown_at: Some(5 * MS_PER_S),
            ..healthy
        };
        assert!(change_sentence(&healthy, &signalled).starts_with("Shutdown signal none → 5 s."));
        let unfenced = Scenario {
            enforcement: Enforcement::None,
            ..base
        };
        assert!(change_sentence(&base, &unfenced)
            .starts_with("Enforcement Registered current epoch → No enforcement."));
    }

    #[test]
    fn a_metric_s_pinned_value_is_marked_in_words() {
        assert_eq!(pinned_value("13 s", "13 s"), "Pinned: 13 s (same)");
        assert_eq!(pinned_value("None", "13 s"), "Pinned: None (changed)");
    }

    #[test]
    fn the_pinned_decisions_are_a_captioned_table() {
        let markup = pinned_writes(&simulate(&Scenario::default()));
        assert!(markup.starts_with(
            r#"<caption>Protected-resource write decisions: pinned run</caption><thead><tr><th scope="col">Time</th>"#
        ), "{markup}");
        assert_eq!(markup.matches("<tr").count(), 3, "{markup}");
        assert!(
            markup.contains(
                r#"<tr class="rejected"><td><span>26 s</span></td><td>Worker A / 1</td><td>Rejected</td>"#
            ),
            "{markup}"
        );
    }
}
