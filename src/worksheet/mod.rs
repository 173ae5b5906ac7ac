//! Worksheets: the only way anything leaves the page. JSON (version 4, read
//! back by import, which also reads versions 1 to 3) and Markdown (a
//! printable document), both carrying what an instructor collects: the
//! learner's name when given, the scenario and its link (with the lesson
//! it came from), every prediction attempt with the scenario it was made
//! for, the answers (to the lesson's own questions too) and the notes.
//! Before a lesson's reveal, and for the sections a lesson hides, neither
//! carries anything of the outcome. Pure code beside the core, tested
//! natively; the page only moves the strings in and out.
//!
//! The JSON is read through serde_json and written by hand (`json`: the
//! worksheet's writer, its objects' keys and messages; `strict`:
//! nesting bound, exact number text, every string decoded, unknown and
//! repeated keys refused by name; `seconds`:
//! number text to exact milliseconds). The format is documented in
//! `docs/worksheet-format.md`.

mod json;
mod markdown;
pub mod seconds;
mod strict;

pub use json::{from_json, to_json, ImportError};
pub use markdown::{escape_cell, escape_text, to_markdown};

use crate::present::customize::{Customization, Section};
use crate::present::lesson::{Attempt, Prediction};
use crate::present::presets::{Preset, PRESETS};
use crate::sim::Scenario;

/// The `format` value every worksheet carries.
pub const FORMAT: &str = "lease-lab-worksheet";
/// The version this page writes. It reads this one, version 3 (one
/// `prediction` instead of `attempts`, `answers` instead of `questions`),
/// version 2 (without the learner, link, preset, answers and the
/// prediction's scenario) and version 1 (without the prediction too).
pub const VERSION: u32 = 4;
/// Files larger than this are refused before they are read.
pub const MAX_BYTES: usize = 1_000_000;
/// Deeper nesting is refused while parsing (a worksheet nests 4 levels).
pub const MAX_DEPTH: usize = 16;
/// The longest learner's name a download's file name carries, in characters.
pub const MAX_NAME_IN_FILE_NAME: usize = 40;

/// What a worksheet carries in and out. The outcome is always recomputed
/// from the scenario, and the preset from the scenario too ([`preset_of`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Worksheet {
    pub scenario: Scenario,
    /// The learner's name from "Your name", when given (the page keeps it
    /// in memory only).
    pub learner: Option<String>,
    /// The link that reopens the scenario, as "Copy link to this scenario"
    /// gives it minus anything private (`fragment::private_free`). Set by
    /// the page at download; on import it is the file's link (empty for a
    /// version 1 or 2 file), and the page recomputes its own.
    pub link: String,
    /// Whether lesson mode is on: with an open last attempt the results
    /// wait, and neither download carries anything of them.
    pub lesson: bool,
    /// Every prediction attempt, oldest first (empty when lesson mode was
    /// never used). Only the last can be open, and an open one is always
    /// for [`Worksheet::scenario`].
    pub attempts: Vec<Attempt>,
    /// One answer per worksheet question (`PROMPTS`), in order; empty when
    /// unanswered.
    pub answers: [String; 3],
    /// The lesson's own questions (a link's `ask1`..`ask3`) with the
    /// learner's answers.
    pub own_questions: Vec<OwnQuestion>,
    /// The preset the lesson's link started from, which names the download
    /// even after the learner changed inputs.
    pub lesson_preset: Option<&'static Preset>,
    /// "Your notes": anything else the learner wrote.
    pub notes: String,
    /// The lesson's shape of the page the learner worked in. Not in the
    /// JSON, which records the run; the Markdown names the inputs it set.
    pub customization: Customization,
    /// The run pinned to compare with, if any. Not in the JSON either;
    /// the Markdown adds "Compared with the pinned run".
    pub pinned: Option<Scenario>,
}

/// An instructor's question and the learner's answer to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnQuestion {
    pub text: String,
    pub answer: String,
}

impl Worksheet {
    /// The prediction on the page: the last attempt's.
    pub fn prediction(&self) -> Option<&Prediction> {
        self.attempts.last().map(|attempt| &attempt.prediction)
    }

    /// Whether the results wait for the learner's prediction: then neither
    /// download carries anything of the outcome.
    pub fn results_wait(&self) -> bool {
        self.lesson && self.attempts.last().is_none_or(Attempt::is_open)
    }

    /// Whether the downloads carry `section` of the run: it is shown, and
    /// the results do not wait.
    pub fn shows(&self, section: Section) -> bool {
        !self.results_wait() && !self.customization.hides(section)
    }

    /// The preset the download is named after: the lesson's, else the one
    /// whose scenario this is.
    pub fn named_preset(&self) -> Option<&'static Preset> {
        self.lesson_preset.or_else(|| preset_of(&self.scenario))
    }
}

/// The preset whose scenario is exactly `scenario`, if any (the first in
/// the button row when two presets ever shared one).
pub fn preset_of(scenario: &Scenario) -> Option<&'static Preset> {
    PRESETS.iter().find(|preset| preset.scenario == *scenario)
}

/// A download's file name: `lease-lab-<preset slug or "custom">[-<name>].<extension>`
/// (`extension` without its dot: `"json"`, `"md"`). The learner's name
/// keeps letters and digits of any script, lowercased where the script has
/// case (so a class of Chinese or Arabic names hands in different files);
/// every run of other characters becomes one `-`, leading and trailing `-`
/// are dropped, and it is cut to [`MAX_NAME_IN_FILE_NAME`] characters (with
/// a `-` the cut leaves at the end dropped too); it is left out when
/// nothing remains. The slug goes through the same rule, so no argument
/// can put a path, a dot or a control character into the name.
pub fn file_name(preset: Option<&str>, learner: Option<&str>, extension: &str) -> String {
    let scenario = preset
        .map(file_name_part)
        .filter(|slug| !slug.is_empty())
        .unwrap_or_else(|| "custom".to_owned());
    let name = learner
        .map(file_name_part)
        .filter(|name| !name.is_empty())
        .map(|name| format!("-{name}"))
        .unwrap_or_default();
    let extension = extension.trim_start_matches('.');
    format!("lease-lab-{scenario}{name}.{extension}")
}

/// `text` in the characters a file name may hold everywhere: letters and
/// digits of any script (lowercase where the script has case) and single
/// `-` between them, at most [`MAX_NAME_IN_FILE_NAME`] characters. No
/// separator, dot, control or reserved character survives.
fn file_name_part(text: &str) -> String {
    let mut part: Vec<char> = Vec::with_capacity(MAX_NAME_IN_FILE_NAME + 1);
    for ch in text.chars().flat_map(char::to_lowercase) {
        if ch.is_alphanumeric() {
            part.push(ch);
        } else if part.last().is_some_and(|&last| last != '-') {
            part.push('-');
        }
        if part.len() > MAX_NAME_IN_FILE_NAME {
            break;
        }
    }
    part.truncate(MAX_NAME_IN_FILE_NAME);
    while part.last() == Some(&'-') {
        part.pop();
    }
    part.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_is_named_after_the_scenario_and_the_learner() {
        let forty = "abcdefghij".repeat(4);
        let cut_at_dash = format!("{} xyz", "a".repeat(39));
        // (preset, learner, extension, file name)
        let cases = [
            (None, None, "json", "lease-lab-custom.json".to_owned()),
            (
                Some("paused-zombie"),
                None,
                "md",
                "lease-lab-paused-zombie.md".to_owned(),
            ),
            (
                Some("healthy"),
                Some("Ada Lovelace"),
                "json",
                "lease-lab-healthy-ada-lovelace.json".to_owned(),
            ),
            (
                None,
                Some("  O'Brien, Siobhán  "),
                "md",
                "lease-lab-custom-o-brien-siobhán.md".to_owned(),
            ),
            (
                None,
                Some("--Zoë__42--"),
                "json",
                "lease-lab-custom-zoë-42.json".to_owned(),
            ),
            (
                None,
                Some("../../etc/passwd"),
                "json",
                "lease-lab-custom-etc-passwd.json".to_owned(),
            ),
            (
                None,
                Some("李小龙"),
                "json",
                "lease-lab-custom-李小龙.json".to_owned(),
            ),
            (
                None,
                Some("محمد علي"),
                "md",
                "lease-lab-custom-محمد-علي.md".to_owned(),
            ),
            (
                None,
                Some("Ελένη Παπαδοπούλου"),
                "md",
                "lease-lab-custom-ελένη-παπαδοπούλου.md".to_owned(),
            ),
            (
                None,
                Some("a\u{0}b\u{202e}c/..\\d:e"),
                "md",
                "lease-lab-custom-a-b-c-d-e.md".to_owned(),
            ),
            (None, Some("   "), "md", "lease-lab-custom.md".to_owned()),
            (None, Some("..."), "md", "lease-lab-custom.md".to_owned()),
            (None, Some(""), "md", "lease-lab-custom.md".to_owned()),
            (
                None,
                Some("ÀDA"),
                "md",
                "lease-lab-custom-àda.md".to_owned(),
            ),
            (
                Some("healthy"),
                Some(&forty),
                "json",
                format!("lease-lab-healthy-{forty}.json"),
            ),
            (
                Some("healthy"),
                Some(&format!("{forty}k")),
                "json",
                format!("lease-lab-healthy-{forty}.json"),
            ),
            (
                None,
                Some(&cut_at_dash),
                "md",
                format!("lease-lab-custom-{}.md", "a".repeat(39)),
            ),
            (Some(""), None, ".json", "lease-lab-custom.json".to_owned()),
            (Some("../x"), None, "md", "lease-lab-x.md".to_owned()),
        ];
        for (preset, learner, extension, expected) in cases {
            assert_eq!(
                file_name(preset, learner, extension),
                expected,
                "{preset:?} {learner:?}"
            );
        }
        // A long name costs no more than the characters it keeps, in any
        // script.
        let huge = "x".repeat(1_000_000);
        assert_eq!(file_name_part(&huge).len(), MAX_NAME_IN_FILE_NAME);
        let wide = "龙".repeat(1_000);
        assert_eq!(file_name_part(&wide).chars().count(), MAX_NAME_IN_FILE_NAME);
    }

    #[test]
    fn the_preset_is_the_one_whose_scenario_is_current() {
        for preset in &PRESETS {
            assert_eq!(
                preset_of(&preset.scenario).map(|p| p.slug),
                Some(preset.slug)
            );
        }
        // The default example is the paused zombie's scenario.
        assert_eq!(
            preset_of(&Scenario::default()).map(|p| p.slug),
            Some("paused-zombie")
        );
        let custom = Scenario {
            lease: 10_001,
            ..Scenario::default()
        };
        assert_eq!(preset_of(&custom), None);
    }
}
