//! What a learner types or opens: the worksheet's JSON both ways, its
//! reader on hostile and random texts, exact decimal seconds, and the
//! field parser against an oracle. One test binary with a module per
//! file: each file directly under `tests/` is a binary linked against the
//! whole crate on its own, which a clean clone pays for every time.

#[path = "../common/mod.rs"]
mod common;
mod exact_seconds;
mod json_reader;
mod older;
mod parser_fuzz;
mod worksheet_json;
mod worksheet_properties;
