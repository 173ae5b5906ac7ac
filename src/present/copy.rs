//! Fixed text shared by the page and the worksheets, so they can never say
//! different things: the messages of `sentences.ftl` each one says.

use crate::i18n::Sentence;
use crate::sentence;

/// The model's assumptions and limits, one sentence group each.
pub const ASSUMPTIONS: [Sentence; 7] = [
    sentence!("assumption-1"),
    sentence!("assumption-2"),
    sentence!("assumption-3"),
    sentence!("assumption-4"),
    sentence!("assumption-5"),
    sentence!("assumption-6"),
    sentence!("assumption-7"),
];

/// The worksheet exercise, as three prompts for the learner's notes.
pub const PROMPTS: [Sentence; 3] = [
    sentence!("prompt-1"),
    sentence!("prompt-2"),
    sentence!("prompt-3"),
];

/// The worksheet's prompts in the page's language.
pub fn prompts() -> [String; 3] {
    PROMPTS.map(|prompt| crate::i18n::say(prompt, &[]))
}
