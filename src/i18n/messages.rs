//! The sentences the page formats while it runs, in the language of the
//! page ([`Messages`]), and the one set in use ([`say`]).
//!
//! The page gets them as one string, written into the pre-rendered page
//! by the build (Leptos' hydration data, `ui::App`): the locale's tag,
//! then each message compiled ([`super::compiled`]) after its id. One
//! wasm then serves every locale, and it carries no sentence of its own.
//! Why one plain string: decoding it is a few splits, where JSON cost the
//! wasm 507 B more of gzip (`docs/i18n.md`).
//!
//! Which set is in use is per thread: the page has one thread and one
//! language, and a native test can format with any locale's catalog on
//! its own thread ([`with_messages`]) while others run.

use std::cell::RefCell;
use std::rc::Rc;

use super::plural::PluralRule;
use super::{Arg, Catalog};

/// Ends the tag and each message (one of [`super::compiled::RESERVED`]).
const ENTRY_END: char = '~';
/// Between a message's id and its text (one of the reserved marks too).
const ID_END: char = '^';

/// One locale's run-time messages, compiled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Messages {
    rule: PluralRule,
    /// `tag~id^message~id^message~…`
    encoded: String,
}

impl Messages {
    /// The messages of `catalog` (of the locale tagged `tag`) whose ids
    /// are `ids`, compiled. Refused as [`Catalog::compiled`] refuses.
    pub fn from_catalog(tag: &str, catalog: &Catalog, ids: &[&str]) -> Result<Self, String> {
        let mut encoded = String::from(tag);
        encoded.push(ENTRY_END);
        for (id, message) in catalog.compiled()? {
            if ids.contains(&id.as_str()) {
                encoded.push_str(&id);
                encoded.push(ID_END);
                encoded.push_str(&message);
                encoded.push(ENTRY_END);
            }
        }
        Ok(Self::decode(encoded))
    }

    /// Messages from their [`Messages::encoded`] form. Anything decodes:
    /// a message that is not there shows its id.
    pub fn decode(encoded: String) -> Self {
        let tag = encoded.split(ENTRY_END).next().unwrap_or_default();
        Messages {
            rule: PluralRule::for_tag(tag),
            encoded,
        }
    }

    /// No message at all (every message shows its id).
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

    /// The message `id` with `args`; a missing message shows as its id in
    /// braces, so a gap is visible, never a panic.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let key = format!("{ENTRY_END}{id}{ID_END}");
        match self.encoded.find(&key) {
            Some(at) => {
                let text = &self.encoded[at + key.len()..];
                let text = text.split(ENTRY_END).next().unwrap_or_default();
                super::compiled::format(text, self.rule, args)
            }
            None => format!("{{{id}}}"),
        }
    }
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

/// The message `id` with `args`, in the messages in use.
pub fn say(id: &str, args: &[(&str, Arg)]) -> String {
    in_use().format(id, args)
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
        assert_eq!(messages.format("title", &[]), "Lease Lab");
        assert_eq!(messages.format("seen", &[("n", Arg::Count(0))]), "none");
        assert_eq!(messages.format("seen", &[("n", Arg::Count(2))]), "a pair");
        assert_eq!(
            messages.format("seen", &[("n", Arg::Count(100))]),
            "100 seen"
        );
    }

    #[test]
    fn only_the_ids_asked_for_are_shipped_and_the_rest_show_their_id() {
        let messages = sample();
        assert!(!messages.encoded().contains("not shipped"));
        assert_eq!(messages.format("hidden", &[]), "{hidden}");
        assert_eq!(Messages::none().format("title", &[]), "{title}");
    }

    #[test]
    fn the_encoded_form_decodes_to_the_same_messages() {
        let messages = sample();
        assert_eq!(Messages::decode(messages.encoded().to_owned()), messages);
        // An id that is a prefix of another's never finds the other's text.
        assert_eq!(messages.format("titl", &[]), "{titl}");
    }

    #[test]
    fn messages_in_use_are_per_call_of_with_messages_and_restored_after() {
        let english = say("headline-duplicate", &[]);
        let inside = with_messages(sample(), || say("title", &[]));
        assert_eq!(inside, "Lease Lab");
        assert_eq!(say("headline-duplicate", &[]), english);
        assert!(english.starts_with("Duplicate side effect"));
    }
}
