//! Worksheets: the only way anything leaves the page. JSON (version 2, read
//! back by import, which also reads version 1) and Markdown (a printable document). Pure code beside the
//! core, tested natively; the page only moves the strings in and out.
//!
//! The JSON format is documented in `docs/worksheet-format.md`.

mod json;
pub mod json_text;
mod markdown;

pub use json::{from_json, to_json, ImportError};
pub use markdown::{escape_cell, escape_text, to_markdown};

pub(crate) use crate::present::copy::{ASSUMPTIONS, PROMPTS};
use crate::present::lesson::Prediction;
use crate::sim::Scenario;

/// The `format` value every worksheet carries.
pub const FORMAT: &str = "lease-lab-worksheet";
/// The version this page writes. It reads this one and version 1 (the same
/// without `prediction`).
pub const VERSION: u32 = 2;
/// Files larger than this are refused before they are read.
pub const MAX_BYTES: usize = 1_000_000;
/// Deeper nesting is refused while parsing (a worksheet nests 4 levels).
pub const MAX_DEPTH: usize = 16;
/// Download names.
pub const JSON_FILE_NAME: &str = "lease-lab-worksheet.json";
pub const MARKDOWN_FILE_NAME: &str = "lease-lab-worksheet.md";

/// What a worksheet carries in: a scenario, the learner's notes and, when
/// lesson mode was used, the learner's prediction. The outcome is always
/// recomputed from the scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worksheet {
    pub scenario: Scenario,
    pub notes: String,
    pub prediction: Option<Prediction>,
}
