//! The sentences the page formats while it runs, in the language of the
//! page ([`Messages`]), and the one set in use ([`say`]).
//!
//! The page gets them as one string, written into the pre-rendered page
//! by the build (Leptos' hydration data, `ui::App`): the locale's tag,
//! then each message compiled ([`super::compiled`]), in the order of the
//! English catalog's sorted ids, with no ids ([`super::Sentence`] finds a
//! message by its place). One wasm then serves every locale, and it
//! carries no sentence of its own. Why one plain string: decoding it is a
//! few splits, where JSON cost the wasm 507 B more of gzip
//! (`docs/i18n.md`).
//!
//! Which set is in use is per thread: the page has one thread and one
//! language, and a native test can format with any locale's catalog on
//! its own thread ([`with_messages`]) while others run.

use std::cell::RefCell;
use std::rc::Rc;

use super::plural::PluralRule;
use super::{Arg, Catalog, Sentence};

/// Ends the tag and each message (one of [`super::compiled::RESERVED`]).
const ENTRY_END: char = '~';

/// One locale's run-time messages, compiled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Messages {
    rule: PluralRule,
    /// `tag~message~message~…`, the messages in the order of the ids they
    /// were made from.
    encoded: String,
    /// Where each message is in `encoded`, by place.
    places: Vec<std::ops::Range<usize>>,
}

impl Messages {
    /// The messages of `catalog` (of the locale tagged `tag`) whose ids
    /// are `ids`, compiled, in that order; one the catalog lacks shows its
    /// id in braces. Refused as [`Catalog::compiled`] refuses.
    pub fn from_catalog(tag: &str, catalog: &Catalog, ids: &[&str]) -> Result<Self, String> {
        let compiled: std::collections::HashMap<String, String> =
            catalog.compiled()?.into_iter().collect();
        let mut encoded = String::from(tag);
        for id in ids {
            encoded.push(ENTRY_END);
            match compiled.get(*id) {
                Some(message) => encoded.push_str(message),
                None => encoded.push_str(&format!("{{{id}}}")),
            }
        }
        Ok(Self::decode(encoded))
    }

    /// Messages from their [`Messages::encoded`] form. Anything decodes:
    /// a message that is not there shows its place.
    pub fn decode(encoded: String) -> Self {
        let mut places = Vec::new();
        let mut start = 0;
        for (at, _) in encoded.match_indices(ENTRY_END) {
            places.push(start..at);
            start = at + ENTRY_END.len_utf8();
        }
        places.push(start..encoded.len());
        // The first is the tag.
        let tag = places.remove(0);
        Messages {
            rule: PluralRule::for_tag(&encoded[tag]),
            encoded,
            places,
        }
    }

    /// No message at all (every message shows its place).
    pub fn none() -> Self {
        Self::decode(String::new())
    }

    /// The locale's tag (`ar`, `zh-Hans`).
    pub fn tag(&self) -> &str {
        self.encoded.split(ENTRY_END).next().unwrap_or_default()
    }

    /// The form the page receives.
    pub fn encoded(&self) -> &str {
        &self.encoded
    }

    /// The message at `place` with `args`; a missing message shows as its
    /// place in braces, so a gap is visible, never a panic.
    pub fn format(&self, place: usize, args: &[(&str, Arg)]) -> String {
        match self.places.get(place) {
            Some(range) => {
                let text = super::compiled::format(&self.encoded[range.clone()], self.rule, args);
                if self.tag().starts_with("zh") {
                    without_space_between_han(text)
                } else {
                    text
                }
            }
            None => format!("{{#{place}}}"),
        }
    }
}

/// `text` without a space between two Han characters (or full-width
/// punctuation). Chinese sets a Latin word or a number apart with a space
/// and nothing else, and its catalog writes `{ $at } 接管` for a duration
/// that ends in "秒": "13 秒接管", not "13 秒 接管".
fn without_space_between_han(text: String) -> String {
    let han =
        |c: Option<char>| matches!(c, Some('\u{2e80}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}'));
    if !text.contains(' ') {
        return text;
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut previous = None;
    while let Some(c) = chars.next() {
        if !(c == ' ' && han(previous) && han(chars.peek().copied())) {
            out.push(c);
        }
        previous = Some(c);
    }
    out
}

thread_local! {
    static IN_USE: RefCell<Rc<Messages>> = RefCell::new(Rc::new(default_messages()));
}

/// Natively and in the component tests, English until told otherwise; the
/// shipped page starts with none and is given its page's at once
/// (`ui::App`), so it never carries English of its own.
fn default_messages() -> Messages {
    #[cfg(not(feature = "hydrate"))]
    {
        super::english_sentences()
    }
    #[cfg(feature = "hydrate")]
    {
        Messages::none()
    }
}

/// The messages this thread says things with.
pub fn in_use() -> Rc<Messages> {
    IN_USE.with(|in_use| Rc::clone(&in_use.borrow()))
}

/// From now on this thread says things with `messages`.
pub fn use_messages(messages: Messages) {
    IN_USE.with(|in_use| *in_use.borrow_mut() = Rc::new(messages));
}

/// Runs `f` with `messages` in use, then puts back the ones before.
pub fn with_messages<T>(messages: Messages, f: impl FnOnce() -> T) -> T {
    let before = IN_USE.with(|in_use| in_use.replace(Rc::new(messages)));
    let result = f();
    IN_USE.with(|in_use| *in_use.borrow_mut() = before);
    result
}

/// `sentence` with `args`, in the messages in use.
pub fn say(sentence: Sentence, args: &[(&str, Arg)]) -> String {
    in_use().format(sentence.place(), args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Messages {
        let catalog = Catalog::parse(
            "ar",
            "-lab = Lease Lab\ntitle = { -lab }\nseen = { $n ->\n    [zero] none\n    [two] a pair\n   *[other] { $n } seen\n}\nhidden = not shipped\n",
        )
        .expect("the sample reads");
        Messages::from_catalog("ar", &catalog, &["title", "seen"]).expect("it compiles")
    }

    #[test]
    fn a_message_formats_with_its_terms_and_the_locales_plural_rule() {
        let messages = sample();
        assert_eq!(messages.format(0, &[]), "Lease Lab");
        assert_eq!(messages.format(1, &[("n", Arg::Count(0))]), "none");
        assert_eq!(messages.format(1, &[("n", Arg::Count(2))]), "a pair");
        assert_eq!(messages.format(1, &[("n", Arg::Count(100))]), "100 seen");
    }

    #[test]
    fn only_the_ids_asked_for_are_shipped_without_their_ids() {
        let messages = sample();
        assert_eq!(
            messages.encoded(),
            "ar~Lease Lab~%n|zero`none|two`a pair|*other`@n@ seen$"
        );
        assert_eq!(messages.format(2, &[]), "{#2}");
        assert_eq!(Messages::none().format(0, &[]), "{#0}");
        let catalog = Catalog::parse("es", "title = Lease Lab\n").expect("it reads");
        let gap = Messages::from_catalog("es", &catalog, &["title", "seen"]).expect("it compiles");
        assert_eq!(gap.format(1, &[]), "{seen}", "a message the locale lacks");
    }

    #[test]
    fn the_encoded_form_decodes_to_the_same_messages() {
        let messages = sample();
        assert_eq!(Messages::decode(messages.encoded().to_owned()), messages);
        assert_eq!(messages.tag(), "ar");
    }

    #[test]
    fn messages_in_use_are_per_call_of_with_messages_and_restored_after() {
        let duplicate = crate::sentence!("headline-duplicate");
        let english = say(duplicate, &[]);
        let inside = with_messages(sample(), || in_use().format(0, &[]));
        assert_eq!(inside, "Lease Lab");
        assert_eq!(say(duplicate, &[]), english);
        assert!(english.starts_with("Duplicate side effect"));
    }
}
