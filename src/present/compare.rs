//! Two runs side by side: a pinned run and the current one. The sentence
//! under the headline names every input and every outcome fact that
//! differs between them, and nothing else; the metric cards, the second
//! write-decision table and the two timelines read the same facts.

use crate::sim::{simulate, Actor, Input, Outcome, Scenario};

use super::format::Duration;
use super::markup::table_markup;
use super::report::{class_name, field_value, said, write_table, WRITE_COLUMNS};
use crate::i18n::say;
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

    /// The fact's name in the sentence, before its colon.
    pub fn name(self) -> &'static str {
        match self {
            Fact::Class => "Outcome",
            Fact::Increments => "Applied increments",
            Fact::Takeover => "Takeover",
            Fact::Overlap => "In-flight overlap",
            Fact::OriginalEnds => "Original attempt ends",
            Fact::Write(Actor::A) => "A's write",
            Fact::Write(Actor::B) => "B's write",
        }
    }

    /// The fact's value in `outcome`.
    pub fn of(self, outcome: &Outcome) -> String {
        match self {
            Fact::Class => class_name(outcome.class).to_owned(),
            Fact::Increments => outcome.applied_increments.to_string(),
            Fact::Takeover => outcome
                .takeover_at
                .map_or("none".to_owned(), |at| format!("at {}", Duration(at))),
            Fact::Overlap => Duration(outcome.overlap).to_string(),
            Fact::OriginalEnds => format!("at {}", Duration(outcome.original_ends_at)),
            Fact::Write(actor) => match outcome.write_by(actor) {
                Some(write) if write.accepted => "accepted",
                Some(_) => "rejected",
                None => "none",
            }
            .to_owned(),
        }
    }
}

/// The value of `input` in `scenario`, as the change sentence writes it.
pub fn input_value(input: Input, scenario: &Scenario) -> String {
    match input {
        Input::Enforcement => scenario.enforcement.label().to_owned(),
        Input::Seconds(field) => field_value(field, scenario, "none"),
    }
}

/// An input's name in the sentence: the field's short name.
pub fn input_name(input: Input) -> &'static str {
    match input {
        Input::Enforcement => "Enforcement",
        Input::Seconds(field) => field.short_name(),
    }
}

/// The sentence under the headline while a run is pinned: each input that
/// differs ("Lease 10 s → 30 s."), then each outcome fact that differs
/// ("Takeover: at 13 s → none."), or what stayed the same.
pub fn change_sentence(pinned: &Scenario, current: &Scenario) -> String {
    let (before, after) = (simulate(pinned), simulate(current));
    let mut parts: Vec<String> = Input::ALL
        .into_iter()
        .filter(|&input| match input {
            Input::Enforcement => pinned.enforcement != current.enforcement,
            Input::Seconds(field) => field.get(pinned) != field.get(current),
        })
        .map(|input| {
            let (old, new) = (input_value(input, pinned), input_value(input, current));
            format!("{} {old} → {new}.", input_name(input))
        })
        .collect();
    if parts.is_empty() {
        return "Same inputs as the pinned run: change a value to compare the two.".to_owned();
    }
    let inputs = parts.len();
    parts.extend(Fact::ALL.into_iter().filter_map(|fact| {
        let (old, new) = (fact.of(&before), fact.of(&after));
        (old != new).then(|| format!("{}: {old} → {new}.", fact.name()))
    }));
    if parts.len() == inputs {
        parts.push("Every outcome fact is as in the pinned run.".to_owned());
    }
    parts.join(" ")
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
    let mark = if pinned == value { "same" } else { "changed" };
    format!("Pinned: {pinned} ({mark})")
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
                r#"<tr class="rejected"><td>26 s</td><td>Worker A / 1</td><td>Rejected</td>"#
            ),
            "{markup}"
        );
    }
}
