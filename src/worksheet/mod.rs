//! Worksheets: the only way anything leaves the page. JSON (version 2, read
//! back by import, which also reads version 1) and Markdown (a printable
//! document). Pure code beside the core, tested natively; the page only
//! moves the strings in and out.
//!
//! The JSON goes through serde and serde_json (`json`: the worksheet's
//! derived structs and messages; `strict`: nesting bound, exact number
//! text, every string decoded, keys refused by derived code; `seconds`:
//! number text to exact milliseconds). The format is documented in
//! `docs/worksheet-format.md` and is the same bytes the earlier hand-written
//! reader and writer produced.

mod json;
mod markdown;
pub mod seconds;
mod strict;

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
