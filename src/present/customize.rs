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
            Section::Cursor => "Time cursor",
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
}

/// The key of a link's fixed inputs.
pub const FIXED_KEY: &str = "fixed";
/// The key of a link's hidden inputs and sections.
pub const HIDDEN_KEY: &str = "hidden";

/// A lesson's shape of the page. The default is the whole lab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Customization {
    /// One per input, in [`Input::ALL`] order.
    inputs: [Availability; 9],
    /// One per section, in [`Section::ALL`] order: whether it is hidden.
    sections: [bool; 12],
}

/// The position of `input` in [`Input::ALL`].
fn input_index(input: Input) -> usize {
    Input::ALL.iter().position(|&i| i == input).unwrap_or(0)
}

/// The position of `section` in [`Section::ALL`].
fn section_index(section: Section) -> usize {
    Section::ALL.iter().position(|&s| s == section).unwrap_or(0)
}

impl Customization {
    /// What the learner may do with `input`.
    pub fn of(&self, input: Input) -> Availability {
        self.inputs[input_index(input)]
    }

    pub fn set(&mut self, input: Input, availability: Availability) {
        self.inputs[input_index(input)] = availability;
    }

    /// Whether `section` is hidden.
    pub fn hides(&self, section: Section) -> bool {
        self.sections[section_index(section)]
    }

    pub fn set_hidden(&mut self, section: Section, hidden: bool) {
        self.sections[section_index(section)] = hidden;
    }

    /// Whether any input is fixed or hidden: then a preset, which sets
    /// every input, would undo the lesson, so the preset row is not shown.
    pub fn shapes_inputs(&self) -> bool {
        self.inputs.iter().any(|&a| a != Availability::Adjustable)
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

    /// The names the stylesheet hides, space-separated, for `<html
    /// data-hidden>`: the hidden inputs and sections, and with them the
    /// preset row when inputs are set and the map when it has fewer than
    /// two axes. `None` when nothing is hidden. `index.html`'s head script
    /// writes the link's own list before the first paint; this replaces it
    /// once the link is read.
    pub fn hidden_attribute(&self) -> Option<String> {
        let mut names: Vec<&str> = self.names(Availability::Hidden);
        for section in Section::ALL {
            let derived = match section {
                Section::Presets => self.shapes_inputs(),
                Section::Map => !self.shows_map(),
                _ => false,
            };
            if self.hides(section) || derived {
                names.push(section.name());
            }
        }
        (!names.is_empty()).then(|| names.join(" "))
    }

    /// The keys of the inputs with `availability`, in order.
    fn names(&self, availability: Availability) -> Vec<&'static str> {
        Input::ALL
            .into_iter()
            .filter(|&input| self.of(input) == availability)
            .map(Input::key)
            .collect()
    }

    /// The link's parts: `fixed=...` and `hidden=...`, each only when it
    /// lists something, inputs in the page's order, then sections.
    pub fn fragment_parts(&self) -> Vec<String> {
        let mut hidden = self.names(Availability::Hidden);
        hidden.extend(
            Section::ALL
                .into_iter()
                .filter(|&s| self.hides(s))
                .map(Section::name),
        );
        [
            (FIXED_KEY, self.names(Availability::Fixed)),
            (HIDDEN_KEY, hidden),
        ]
        .into_iter()
        .filter(|(_, names)| !names.is_empty())
        .map(|(key, names)| format!("{key}={}", names.join(",")))
        .collect()
    }

    /// Reads the two lists of a link (each `None` when its key is absent),
    /// or says which rule they break: a name that is unknown, empty or
    /// given twice in one list, or one in both lists.
    pub fn from_lists(fixed: Option<&str>, hidden: Option<&str>) -> Result<Customization, String> {
        let mut customization = Customization::default();
        for (key, list) in [(FIXED_KEY, fixed), (HIDDEN_KEY, hidden)] {
            let Some(list) = list else { continue };
            let mut named: Vec<&str> = Vec::new();
            for name in list.split(',') {
                if named.contains(&name) {
                    return Err(format!("{key}: {} is named twice", shown(name)));
                }
                named.push(name);
                let input = Input::ALL.into_iter().find(|i| i.key() == name);
                let section = Section::ALL.into_iter().find(|s| s.name() == name);
                match (key, input, section) {
                    (FIXED_KEY, Some(input), _) => {
                        customization.set(input, Availability::Fixed);
                    }
                    (_, Some(input), _) if customization.of(input) == Availability::Fixed => {
                        return Err(format!("{key}: {name} is in fixed too"));
                    }
                    (HIDDEN_KEY, Some(input), _) => customization.set(input, Availability::Hidden),
                    (HIDDEN_KEY, None, Some(section)) => customization.set_hidden(section, true),
                    _ if name.is_empty() => return Err(format!("{key}: a name is empty")),
                    (FIXED_KEY, ..) => {
                        return Err(format!("{key}: no input named {}", shown(name)))
                    }
                    _ => return Err(format!("{key}: no section or input named {}", shown(name))),
                }
            }
        }
        Ok(customization)
    }

    /// The one line a learner reads about the lesson's shape of the page.
    pub fn learner_note(&self) -> Option<&'static str> {
        let fixed = self.inputs.contains(&Availability::Fixed);
        let hidden = self.inputs.contains(&Availability::Hidden) || self.sections.contains(&true);
        Some(match (fixed, hidden) {
            (false, false) => return None,
            (true, false) => "Parts of this lab are set for this lesson: some inputs are fixed.",
            (false, true) => "Parts of this lab are set for this lesson: some are hidden.",
            (true, true) => {
                "Parts of this lab are set for this lesson: some inputs are fixed and some parts hidden."
            }
        })
    }

    /// What a link composed now does, for the panel.
    pub fn composed_summary(&self) -> String {
        if self.is_whole_lab() {
            return "Links copied now open the whole lab.".to_owned();
        }
        let count = |availability| self.names(availability).len();
        let sections = self.sections.iter().filter(|&&h| h).count();
        let plural = |n: usize, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
        format!(
            "Links copied now fix {}, hide {} and hide {}.",
            plural(count(Availability::Fixed), "input"),
            plural(count(Availability::Hidden), "input"),
            plural(sections, "section")
        )
    }
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
        for name in &names {
            assert_eq!(names.iter().filter(|n| *n == name).count(), 1, "{name}");
            assert!(!name.is_empty() && !name.contains([',', ' ', '&', '=']));
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
        assert_eq!(c.hidden_attribute().as_deref(), Some("presets events"));
        for field in Field::ALL {
            c.set(Input::Seconds(field), Availability::Fixed);
        }
        c.set(Input::Seconds(Field::PauseFor), Availability::Hidden);
        c.set(Input::Seconds(Field::PauseAt), Availability::Adjustable);
        assert_eq!(c.adjustable_fields(), [Field::PauseAt]);
        assert_eq!(
            c.hidden_attribute().as_deref(),
            Some("pause_for_s presets events map")
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
            "Links copied now fix 1 input, hide 0 inputs and hide 1 section."
        );
    }
}
