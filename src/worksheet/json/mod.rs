//! The JSON worksheet, version 3: export of a scenario with its outcome, its
//! link and preset, the learner's name, prediction (with the scenario it was
//! made for), answers and notes, and a strict import that reads back only
//! the scenario, name, link, prediction, answers and notes (the outcome and
//! the preset in a file are never trusted). Version 1 files (no
//! `prediction`) and version 2 files (no name, link, preset, answers or
//! prediction scenario) are read as strictly.
//!
//! Both directions mirror the documented format, so the key order written
//! and the keys accepted are each declared once:
//!
//! - `write.rs`, the export, by hand: one small writer (`Json`, serde_json's
//!   pretty layout and string escapes) writes each object's keys in the
//!   documented order, seconds as exact decimal text (never a float),
//!   filled from a worksheet and its recomputed outcome. Derived
//!   `Serialize` structs through serde_json cost 3.5 KB of gzip more.
//! - `read.rs`, the import: the `*_KEYS` lists decide which keys an
//!   object may hold, refusing the first unknown or repeated key (through
//!   `strict::read_object`, one function for every object: derived
//!   `Deserialize` structs cost 1.5 KB of gzip more). Every value stays
//!   the text the file gives (`strict::Slot`), and hand-written rules read the values in the
//!   documented order (the file's keys, in file order; then `format`,
//!   `version`, `learner`, `link`, `preset`, `prediction`, `answers`,
//!   `notes`, `scenario`, and last the rule that ties an open prediction to
//!   the worksheet's scenario): a learner reads these messages, and serde's
//!   own "invalid type" wording names neither the key's rule nor the
//!   choices it allows. Before any key, the size is checked, then the
//!   nesting and the JSON itself (`strict::well_formed`).
//!
//! This file holds the module's public face: [`ImportError`], the one
//! refusal the import gives, and [`to_json`] and [`from_json`] re-exported
//! from the files that define them (`worksheet` re-exports all three).

mod read;
mod write;

pub use read::from_json;
pub use write::to_json;

/// Why a file was refused. `Display` is the one message the page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError(pub String);

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ImportError {}
