//! An instructor's customization of the page for a lesson: which of the
//! nine inputs a learner may change (adjustable), may read but not change
//! (fixed) or does not see (hidden), and which sections of the page are
//! hidden. A link carries it as `fixed=` and `hidden=` (see `fragment`);
//! "Customize for your class" composes it.
//!
//! A customization shapes the page; it is not a lock. Fixed and hidden
//! inputs still take part in the run with the link's values, and anyone
//! can edit a link. What it guards against is the page itself undoing it:
//! a preset, a worksheet or the outcome map changing an input the lesson
//! set (see [`Customization::shapes_inputs`],
//! [`Customization::first_set_difference`] and
//! [`Customization::adjustable_fields`]).

use crate::i18n::{say, sentence_gap, Arg, Sentence};
use crate::sentence;
use crate::sim::{Field, Input, Scenario};

/// A part of the page a lesson may hide, by its name in `hidden=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Presets,
    Timeline,
    /// The time cursor, Play and step-through.
    Cursor,
    Metrics,
    Survivable,
    Decisions,
    Events,
    Contracts,
    Map,
    Worksheet,
    Share,
    Explanations,
}

impl Section {
    /// Every section, in the order a link and the panel list them.
    pub const ALL: [Section; 12] = [
        Section::Presets,
        Section::Timeline,
        Section::Cursor,
        Section::Metrics,
        Section::Survivable,
        Section::Decisions,
        Section::Events,
        Section::Contracts,
        Section::Map,
        Section::Worksheet,
        Section::Share,
        Section::Explanations,
    ];

    /// Its name in `hidden=` (a public contract). The stylesheet hides
    /// `html[data-hidden~=<name>]`'s section of this name.
    pub fn name(self) -> &'static str {
        match self {
            Section::Presets => "presets",
            Section::Timeline => "timeline",
            Section::Cursor => "cursor",
            Section::Metrics => "metrics",
            Section::Survivable => "survivable",
            Section::Decisions => "decisions",
            Section::Events => "events",
            Section::Contracts => "contracts",
            Section::Map => "map",
            Section::Worksheet => "worksheet",
            Section::Share => "share",
            Section::Explanations => "explanations",
        }
    }

    /// Its heading (or caption) on the page: the panel's checkbox label.
    pub fn heading(self) -> &'static str {
        match self {
            Section::Presets => "Presets",
            Section::Timeline => "Ownership timeline",
            // Not "Time cursor": that is the slider's own name.
            Section::Cursor => "Cursor, Play and step-through",
            Section::Metrics => "Metrics",
            Section::Survivable => "Longest survivable pause",
            Section::Decisions => "Protected-resource write decisions",
            Section::Events => "Lease, pause, shutdown, and write events in clock order",
            Section::Contracts => "Same timeline, three contracts",
            Section::Map => "Outcome map",
            Section::Worksheet => "Worksheet",
            Section::Share => "Share this scenario",
            Section::Explanations => "What the timeline teaches",
        }
    }
}

/// What a lesson lets a learner do with one input.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Availability {
    #[default]
    Adjustable,
    Fixed,
    Hidden,
}

impl Availability {
    /// The panel's options, in order.
    pub const ALL: [Availability; 3] = [
        Availability::Adjustable,
        Availability::Fixed,
        Availability::Hidden,
    ];

    /// The option's label in "Customize for your class" (a public contract).
    pub fn label(self) -> &'static str {
        match self {
            Availability::Adjustable => "Adjustable",
            Availability::Fixed => "Fixed",
            Availability::Hidden => "Hidden",
        }
    }

    /// The option's value in the panel's markup.
    /// The control's form value (`adjustable`, `fixed`, `hidden`).
    pub fn value(self) -> &'static str {
        match self {
            Availability::Adjustable => "adjustable",
            Availability::Fixed => "fixed",
            Availability::Hidden => "hidden",
        }
    }
}

/// The key of a link's fixed inputs.
pub const FIXED_KEY: &str = "fixed";
/// The key of a link's hidden inputs and sections.
pub const HIDDEN_KEY: &str = "hidden";

/// How many inputs a lesson may set.
const INPUTS: usize = 9;

/// Every name a link may list, in the order it lists them: the nine input
/// keys in [`Input::ALL`] order, then the sections in [`Section::ALL`]
/// order (a test checks both).
const NAMES: [&str; INPUTS + 12] = [
    "original_work_s",
    "lease_s",
    "heartbeat_every_s",
    "pause_at_s",
    "pause_for_s",
    "replacement_work_s",
    "enforcement",
    "shutdown_at_s",
    "shutdown_grace_s",
    "presets",
    "timeline",
    "cursor",
    "metrics",
    "survivable",
    "decisions",
    "events",
    "contracts",
    "map",
    "worksheet",
    "share",
    "explanations",
];

/// A lesson's shape of the page. The default is the whole lab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Customization {
    /// One per name of [`NAMES`]: an input is adjustable, fixed or hidden;
    /// a section is adjustable (shown) or hidden.
    parts: [Availability; NAMES.len()],
}

/// The place of `input` in [`NAMES`].
fn input_index(input: Input) -> usize {
    Input::ALL.iter().position(|&i| i == input).unwrap_or(0)
}

/// The place of `section` in [`NAMES`].
fn section_index(section: Section) -> usize {
    INPUTS + Section::ALL.iter().position(|&s| s == section).unwrap_or(0)
}

impl Customization {
    /// What the learner may do with `input`.
    pub fn of(&self, input: Input) -> Availability {
        self.parts[input_index(input)]
    }

    pub fn set(&mut self, input: Input, availability: Availability) {
        self.parts[input_index(input)] = availability;
    }

    /// Whether `section` is hidden.
    pub fn hides(&self, section: Section) -> bool {
        self.parts[section_index(section)] == Availability::Hidden
    }

    pub fn set_hidden(&mut self, section: Section, hidden: bool) {
        self.parts[section_index(section)] = if hidden {
            Availability::Hidden
        } else {
            Availability::Adjustable
        };
    }

    /// Whether any input is fixed or hidden: then a preset, which sets
    /// every input, would undo the lesson, so the preset row is not shown.
    pub fn shapes_inputs(&self) -> bool {
        self.parts[..INPUTS]
            .iter()
            .any(|&a| a != Availability::Adjustable)
    }

    /// Whether the lesson changes anything at all.
    pub fn is_whole_lab(&self) -> bool {
        *self == Customization::default()
    }

    /// The numeric fields a learner may change, in the page's order: the
    /// outcome map's axes (a cell sets both of its inputs).
    pub fn adjustable_fields(&self) -> Vec<Field> {
        Field::ALL
            .into_iter()
            .filter(|&field| self.of(Input::Seconds(field)) == Availability::Adjustable)
            .collect()
    }

    /// The outcome map's axes for a lesson: `x` and `y` where they are
    /// adjustable, otherwise the first adjustable field the other axis does
    /// not take (unchanged when there is none: the map is not shown then).
    pub fn map_axes(&self, x: Field, y: Field) -> (Field, Field) {
        let adjustable = self.adjustable_fields();
        let keep = |axis: Field, other: Field| {
            if adjustable.contains(&axis) {
                axis
            } else {
                adjustable
                    .iter()
                    .copied()
                    .find(|&f| f != other)
                    .unwrap_or(axis)
            }
        };
        let x = keep(x, y);
        (x, keep(y, x))
    }

    /// Whether the page shows the outcome map: it must have two adjustable
    /// axes, and not be hidden.
    pub fn shows_map(&self) -> bool {
        !self.hides(Section::Map) && self.adjustable_fields().len() >= 2
    }

    /// The first input the lesson set (fixed or hidden) whose value in
    /// `opened` differs from `current`: a worksheet that would change it is
    /// refused.
    pub fn first_set_difference(&self, current: &Scenario, opened: &Scenario) -> Option<Input> {
        Input::ALL.into_iter().find(|&input| {
            self.of(input) != Availability::Adjustable
                && match input {
                    Input::Seconds(field) => field.get(current) != field.get(opened),
                    Input::Enforcement => current.enforcement != opened.enforcement,
                }
        })
    }

    /// The names that are `availability`, in a link's order, each followed
    /// by `separator`.
    fn names(&self, availability: Availability, separator: char) -> String {
        let mut out = String::new();
        for (name, _) in NAMES
            .iter()
            .zip(self.parts)
            .filter(|&(_, a)| a == availability)
        {
            out.push_str(name);
            out.push(separator);
        }
        out
    }

    /// The names the stylesheet hides, space-separated, for `<html
    /// data-hidden>`: the hidden inputs and sections, and with them the
    /// preset row when inputs are set and the map when it has fewer than
    /// two axes. `None` when nothing is hidden. `index.html`'s head script
    /// writes the link's own list before the first paint; this replaces it
    /// once the link is read.
    pub fn hidden_attribute(&self) -> Option<String> {
        let mut names = self.names(Availability::Hidden, ' ');
        for (derived, section) in [
            (self.shapes_inputs(), Section::Presets),
            (!self.shows_map(), Section::Map),
        ] {
            if derived && !self.hides(section) {
                names.push_str(section.name());
                names.push(' ');
            }
        }
        names.pop();
        (!names.is_empty()).then_some(names)
    }

    /// The link's parts: `fixed=...` and `hidden=...`, each only when it
    /// lists something, inputs in the page's order, then sections.
    pub fn fragment_parts(&self) -> Vec<String> {
        [
            (FIXED_KEY, Availability::Fixed),
            (HIDDEN_KEY, Availability::Hidden),
        ]
        .into_iter()
        .filter_map(|(key, availability)| {
            let mut names = self.names(availability, ',');
            names.pop()?;
            Some(format!("{key}={names}"))
        })
        .collect()
    }

    /// Reads the two lists of a link (each `None` when its key is absent),
    /// or says which rule they break: a name that is unknown, empty or
    /// given twice in one list, or one in both lists.
    pub fn from_lists(fixed: Option<&str>, hidden: Option<&str>) -> Result<Customization, String> {
        let mut customization = Customization::default();
        for (key, list, wanted) in [
            (FIXED_KEY, fixed, Availability::Fixed),
            (HIDDEN_KEY, hidden, Availability::Hidden),
        ] {
            for name in list.into_iter().flat_map(|list| list.split(',')) {
                let known = NAMES
                    .iter()
                    .position(|&n| n == name)
                    .filter(|&index| wanted == Availability::Hidden || index < INPUTS);
                let rule = match known {
                    None if name.is_empty() => sentence!("rule-name-empty"),
                    None if wanted == Availability::Fixed => sentence!("rule-no-input"),
                    None => sentence!("rule-no-section-or-input"),
                    Some(index) => match customization.parts[index] {
                        Availability::Adjustable => {
                            customization.parts[index] = wanted;
                            continue;
                        }
                        already if already == wanted => sentence!("rule-named-twice"),
                        _ => sentence!("rule-fixed-too"),
                    },
                };
                let rule = say(rule, &[("name", Arg::Text(&shown(name)))]);
                return Err(crate::present::fragment::key_rule(key, &rule));
            }
        }
        Ok(customization)
    }

    /// The one line a learner reads about the lesson's shape of the page.
    pub fn learner_note(&self) -> Option<String> {
        let fixed = self.parts.contains(&Availability::Fixed);
        let hidden = self.parts.contains(&Availability::Hidden);
        let note = match (fixed, hidden) {
            (false, false) => return None,
            (true, false) => sentence!("lesson-note-fixed"),
            (false, true) => sentence!("lesson-note-hidden"),
            (true, true) => sentence!("lesson-note-fixed-and-hidden"),
        };
        Some(say(note, &[]))
    }

    /// What a link composed now does, for the panel.
    pub fn composed_summary(&self) -> String {
        if self.is_whole_lab() {
            return say(sentence!("customize-whole-lab"), &[]);
        }
        let count = |parts: &[Availability], wanted| {
            Arg::Count(parts.iter().filter(|&&a| a == wanted).count() as u64)
        };
        let (inputs, sections) = self.parts.split_at(INPUTS);
        say(
            sentence!("customize-composed"),
            &[
                ("fixed", count(inputs, Availability::Fixed)),
                ("hidden", count(inputs, Availability::Hidden)),
                ("sections", count(sections, Availability::Hidden)),
            ],
        )
    }
}

/// The keys of a lesson's own questions, in the order they are asked.
pub const ASK_KEYS: [&str; 3] = ["ask1", "ask2", "ask3"];
/// The longest own question, in Unicode characters.
pub const MAX_QUESTION_CHARS: usize = 200;

/// The note beside an input a lesson link fixed.
pub fn fixed_note() -> String {
    say(sentence!("fixed-note"), &[])
}

/// The rule a question too short or too long breaks (links and files say
/// it; the panel's summary has its own words for it).
const TOO_LONG: Sentence = sentence!("rule-question-length");

/// An instructor's own question as a link or file gives it: plain text of
/// 1 to [`MAX_QUESTION_CHARS`] characters once the spaces around it are
/// trimmed, with no control characters (a line break included: a question
/// is one line). Returns the trimmed text, or the rule it breaks. The text
/// is escaped wherever it is shown, so any other character is fine.
pub fn own_question(text: &str) -> Result<String, Sentence> {
    let text = text.trim();
    if text.chars().any(char::is_control) {
        return Err(sentence!("rule-question-one-line"));
    }
    match text.chars().count() {
        1..=MAX_QUESTION_CHARS => Ok(text.to_owned()),
        _ => Err(TOO_LONG),
    }
}

/// The questions the composing panel's text asks: one per line, blank
/// lines skipped, each valid by [`own_question`], at most three (the
/// first three that are valid).
pub fn composed_questions(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| own_question(line).ok())
        .take(ASK_KEYS.len())
        .collect()
}

/// What the composing panel's text will ask, in one sentence: how many
/// questions, and which lines links leave out and why.
pub fn questions_summary(text: &str) -> String {
    let line_left_out = |why: Sentence, number: u64| say(why, &[("number", Arg::Count(number))]);
    let mut asked = 0;
    let mut left_out = Vec::new();
    for (number, line) in (1_u64..).zip(text.lines()) {
        if line.trim().is_empty() {
            continue;
        }
        match own_question(line) {
            Ok(_) if asked < ASK_KEYS.len() => asked += 1,
            Ok(_) => left_out.push(line_left_out(sentence!("customize-line-extra"), number)),
            Err(rule) => {
                let why = if rule == TOO_LONG {
                    sentence!("customize-line-length")
                } else {
                    sentence!("customize-line-control")
                };
                left_out.push(line_left_out(why, number));
            }
        }
    }
    let mut summary = match asked {
        0 => say(sentence!("customize-no-questions"), &[]),
        n => say(
            sentence!("customize-questions"),
            &[("count", Arg::Count(n as u64))],
        ),
    };
    if !left_out.is_empty() {
        let lines = super::format::listed(&left_out);
        summary.push_str(sentence_gap(&summary));
        summary.push_str(&say(
            sentence!("customize-left-out"),
            &[("lines", Arg::Text(&lines))],
        ));
    }
    summary
}

/// A name as quoted in a notice: at most 40 characters.
fn shown(text: &str) -> String {
    text.chars().take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_is_one_input_or_one_section() {
        let mut names: Vec<&str> = Input::ALL.into_iter().map(Input::key).collect();
        names.extend(Section::ALL.map(Section::name));
        assert_eq!(names, NAMES);
        for name in &names {
            assert_eq!(names.iter().filter(|n| *n == name).count(), 1, "{name}");
            assert!(!name.is_empty() && !name.contains([',', ' ', '&', '=']));
        }
    }

    /// `index.html`'s head script hides the preset row before the first
    /// paint when a link hides an input, which it recognises without a
    /// list: an input key is "enforcement" or ends in "_s", and no section
    /// name has "_s".
    #[test]
    fn the_head_script_tells_inputs_from_sections() {
        for input in Input::ALL {
            assert!(input == Input::Enforcement || input.key().ends_with("_s"));
        }
        assert!(Section::ALL.iter().all(|s| !s.name().contains("_s")));
        let page = include_str!("../../index.html");
        assert!(page.contains(r#"/_s\b|enforcement/.test(x))&&(x+=",presets")"#));
    }

    /// The stylesheet hides each name's part of the page.
    #[test]
    fn the_stylesheet_hides_every_name() {
        let css = include_str!("../../style/main.css");
        for input in Input::ALL {
            let key = input.key();
            assert!(
                css.contains(&format!("[data-hidden~={key}] [data-input={key}]")),
                "{key}"
            );
        }
        for section in Section::ALL {
            assert!(
                css.contains(&format!("[data-hidden~={}] ", section.name())),
                "{section:?}"
            );
        }
    }

    #[test]
    fn a_customization_round_trips_through_its_parts() {
        let mut shaped = Customization::default();
        shaped.set(Input::Seconds(Field::Lease), Availability::Fixed);
        shaped.set(Input::Enforcement, Availability::Fixed);
        shaped.set(Input::Seconds(Field::PauseAt), Availability::Hidden);
        shaped.set_hidden(Section::Contracts, true);
        shaped.set_hidden(Section::Presets, true);
        let parts = shaped.fragment_parts();
        assert_eq!(
            parts,
            [
                "fixed=lease_s,enforcement",
                "hidden=pause_at_s,presets,contracts"
            ]
        );
        let list = |key: &str| {
            parts
                .iter()
                .find_map(|p| p.strip_prefix(key)?.strip_prefix('='))
        };
        assert_eq!(
            Customization::from_lists(list("fixed"), list("hidden")),
            Ok(shaped)
        );
        assert!(Customization::default().fragment_parts().is_empty());
    }

    #[test]
    fn the_page_hides_presets_while_inputs_are_set_and_a_map_without_two_axes() {
        let mut c = Customization::default();
        assert_eq!(c.hidden_attribute(), None);
        c.set_hidden(Section::Events, true);
        assert_eq!(c.hidden_attribute().as_deref(), Some("events"));
        c.set(Input::Seconds(Field::Lease), Availability::Fixed);
        assert_eq!(c.hidden_attribute().as_deref(), Some("events presets"));
        for field in Field::ALL {
            c.set(Input::Seconds(field), Availability::Fixed);
        }
        c.set(Input::Seconds(Field::PauseFor), Availability::Hidden);
        c.set(Input::Seconds(Field::PauseAt), Availability::Adjustable);
        assert_eq!(c.adjustable_fields(), [Field::PauseAt]);
        assert_eq!(
            c.hidden_attribute().as_deref(),
            Some("pause_for_s events presets map")
        );
    }

    #[test]
    fn the_map_keeps_adjustable_axes_and_moves_the_others() {
        let mut c = Customization::default();
        assert_eq!(
            c.map_axes(Field::PauseAt, Field::PauseFor),
            (Field::PauseAt, Field::PauseFor)
        );
        c.set(Input::Seconds(Field::PauseAt), Availability::Hidden);
        assert_eq!(
            c.map_axes(Field::PauseAt, Field::PauseFor),
            (Field::OriginalWork, Field::PauseFor)
        );
        c.set(Input::Seconds(Field::OriginalWork), Availability::Fixed);
        c.set(Input::Seconds(Field::PauseFor), Availability::Fixed);
        assert_eq!(
            c.map_axes(Field::PauseAt, Field::PauseFor),
            (Field::Lease, Field::HeartbeatEvery)
        );
    }

    #[test]
    fn a_worksheet_may_change_only_adjustable_inputs() {
        let mut c = Customization::default();
        c.set(Input::Enforcement, Availability::Hidden);
        let current = Scenario::default();
        let longer = Scenario {
            lease: current.lease + 1,
            ..current
        };
        assert_eq!(c.first_set_difference(&current, &longer), None);
        c.set(Input::Seconds(Field::Lease), Availability::Fixed);
        assert_eq!(
            c.first_set_difference(&current, &longer),
            Some(Input::Seconds(Field::Lease))
        );
        assert_eq!(c.first_set_difference(&current, &current), None);
    }

    #[test]
    fn the_learner_note_and_the_panel_summary_say_what_is_set() {
        let mut c = Customization::default();
        assert_eq!(c.learner_note(), None);
        assert_eq!(c.composed_summary(), "Links copied now open the whole lab.");
        c.set_hidden(Section::Map, true);
        assert!(c
            .learner_note()
            .is_some_and(|n| n.ends_with("some are hidden.")));
        c.set(Input::Seconds(Field::Lease), Availability::Fixed);
        assert!(c
            .learner_note()
            .is_some_and(|n| n.contains("fixed and some parts hidden")));
        assert_eq!(
            c.composed_summary(),
            "Links copied now fix 1 of 9 inputs, hide 0 of 9 inputs and hide 1 of 12 sections."
        );
    }

    #[test]
    fn the_panel_asks_the_first_three_valid_lines() {
        let long = "x".repeat(201);
        let text = format!("Why?\n\n  {long}\nWhere?\nWho?\nWhen?\n");
        assert_eq!(composed_questions(&text), ["Why?", "Where?", "Who?"]);
        assert_eq!(
            questions_summary(&text),
            "Links copied now ask 3 questions of their own. Left out: line 3: it must be 1 to 200 characters; line 6: only three are asked."
        );
        assert_eq!(
            questions_summary(""),
            "Links copied now ask no questions of their own."
        );
        assert_eq!(
            questions_summary("One?"),
            "Links copied now ask 1 question of their own."
        );
    }
}
