//! Worksheets: the only way anything leaves the page. JSON (version 3, read
//! back by import, which also reads versions 1 and 2) and Markdown (a
//! printable document), both carrying what an instructor collects: the
//! learner's name when given, the scenario and its link, the prediction
//! with the scenario it was made for, the answers and the notes. Pure code
//! beside the core, tested natively; the page only moves the strings in and
//! out.
//!
//! The JSON goes through serde and serde_json (`json`: the worksheet's
//! derived structs and messages; `strict`: nesting bound, exact number
//! text, every string decoded, keys refused by derived code; `seconds`:
//! number text to exact milliseconds). The format is documented in
//! `docs/worksheet-format.md`.

mod json;
mod markdown;
pub mod seconds;
mod strict;

pub use json::{from_json, to_json, ImportError};
pub use markdown::{escape_cell, escape_text, to_markdown};

pub(crate) use crate::present::copy::{ASSUMPTIONS, PROMPTS};
use crate::present::customize::Customization;
use crate::present::lesson::Prediction;
use crate::present::presets::{Preset, PRESETS};
use crate::sim::Scenario;

/// The `format` value every worksheet carries.
pub const FORMAT: &str = "lease-lab-worksheet";
/// The version this page writes. It reads this one, version 2 (without the
/// learner, link, preset, answers and the prediction's scenario) and
/// version 1 (without the prediction too).
pub const VERSION: u32 = 3;
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
    /// The learner's prediction, when lesson mode was used. An open one is
    /// always for [`Worksheet::scenario`]; a revealed one is for the
    /// scenario in its `revealed_for`, which may differ.
    pub prediction: Option<Prediction>,
    /// One answer per worksheet question (`PROMPTS`), in order; empty when
    /// unanswered.
    pub answers: [String; 3],
    /// "Your notes": anything else the learner wrote.
    pub notes: String,
    /// The lesson's shape of the page the learner worked in. Not in the
    /// JSON, which records the run; the Markdown names the inputs it set.
    pub customization: Customization,
    /// The run pinned to compare with, if any. Not in the JSON either;
    /// the Markdown adds "Compared with the pinned run".
    pub pinned: Option<Scenario>,
}

/// The preset whose scenario is exactly `scenario`, if any (the first in
/// the button row when two presets ever shared one).
pub fn preset_of(scenario: &Scenario) -> Option<&'static Preset> {
    PRESETS.iter().find(|preset| preset.scenario == *scenario)
}

/// A download's file name: `lease-lab-<preset slug or "custom">[-<name>].<extension>`
/// (`extension` without its dot: `"json"`, `"md"`). The learner's name is
/// lowercased, every run of characters other than `a-z` and `0-9` becomes
/// one `-`, leading and trailing `-` are dropped, and it is cut to
/// [`MAX_NAME_IN_FILE_NAME`] characters (with a `-` the cut leaves at the
/// end dropped too); it is left out when nothing remains. The slug goes
/// through the same rule, so no argument can put a path or a dot into the
/// name.
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

/// `text` in the characters a file name may hold everywhere: lowercase
/// `a-z`, `0-9` and single `-` between them, at most
/// [`MAX_NAME_IN_FILE_NAME`] characters.
fn file_name_part(text: &str) -> String {
    let mut part = String::with_capacity(text.len().min(MAX_NAME_IN_FILE_NAME));
    for ch in text.chars().flat_map(char::to_lowercase) {
        if ch.is_ascii_lowercase() || ch.is_ascii_digit() {
            part.push(ch);
        } else if !part.is_empty() && !part.ends_with('-') {
            part.push('-');
        }
        if part.len() > MAX_NAME_IN_FILE_NAME {
            break;
        }
    }
    // Every character is ASCII, so the cut is at a character boundary.
    part.truncate(MAX_NAME_IN_FILE_NAME);
    part.trim_end_matches('-').to_owned()
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
                "lease-lab-custom-o-brien-siobh-n.md".to_owned(),
            ),
            (
                None,
                Some("--Zoë__42--"),
                "json",
                "lease-lab-custom-zo-42.json".to_owned(),
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
                "lease-lab-custom.json".to_owned(),
            ),
            (None, Some("   "), "md", "lease-lab-custom.md".to_owned()),
            (None, Some(""), "md", "lease-lab-custom.md".to_owned()),
            (None, Some("ÀDA"), "md", "lease-lab-custom-da.md".to_owned()),
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
        // A long name costs no more than the characters it keeps.
        let huge = "x".repeat(1_000_000);
        assert_eq!(file_name_part(&huge).len(), MAX_NAME_IN_FILE_NAME);
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
