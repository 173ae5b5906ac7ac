//! The page's run-time messages by place, not by name: a [`Sentence`] is
//! a message of `src/locales/en/sentences.ftl`, found when the code is
//! compiled, and the page's data holds each locale's messages in that
//! order with no ids ([`super::Messages`]).
//!
//! Why: by name, every id was written twice in every page's load, once in
//! the wasm (the call's argument) and once in the page's data (to find the
//! message), about 0.9 KB of gzip per page for 76 messages, and more with
//! each family of sentences that leaves the code. An id that is not in the
//! English catalog fails to compile ([`sentence!`]).

use super::ENGLISH_SENTENCES;

/// One message of `src/locales/en/sentences.ftl`, by its place among the
/// file's message ids in sorted order: the order of
/// [`super::sentence_ids`] and of the page's data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sentence(u16);

impl Sentence {
    /// The message `id`. In a constant (as [`sentence!`] writes it), an id
    /// the English catalog lacks stops the build.
    pub const fn of(id: &str) -> Sentence {
        match Sentence::named(id) {
            Some(sentence) => sentence,
            None => panic!("no such message in src/locales/en/sentences.ftl"),
        }
    }

    /// The message `id`, if the English catalog has it. Reads the catalog
    /// line by line: a message starts a line with its id, then `=`
    /// (comments, terms and a message's further lines start otherwise).
    pub const fn named(id: &str) -> Option<Sentence> {
        let (file, id) = (ENGLISH_SENTENCES.as_bytes(), id.as_bytes());
        let (mut line, mut before, mut found) = (0, 0u16, false);
        while line < file.len() {
            let end = identifier_end(file, line);
            if end > line && file[line].is_ascii_lowercase() && is_assignment(file, end) {
                match compare(file, line, end, id) {
                    Order::Before => before += 1,
                    Order::Same => found = true,
                    Order::After => {}
                }
            }
            while line < file.len() && file[line] != b'\n' {
                line += 1;
            }
            line += 1;
        }
        if found {
            Some(Sentence(before))
        } else {
            None
        }
    }

    /// Its place among the sorted ids.
    pub const fn place(self) -> usize {
        self.0 as usize
    }
}

/// The [`Sentence`] whose id is the literal `$id`, found when compiling.
#[macro_export]
macro_rules! sentence {
    ($id:literal) => {{
        const SENTENCE: $crate::i18n::Sentence = $crate::i18n::Sentence::of($id);
        SENTENCE
    }};
}

/// Where the identifier starting at `at` ends (`at` when there is none).
const fn identifier_end(file: &[u8], at: usize) -> usize {
    let mut end = at;
    while end < file.len()
        && (file[end].is_ascii_alphanumeric() || file[end] == b'-' || file[end] == b'_')
    {
        end += 1;
    }
    end
}

/// Whether `=` follows `at`, after spaces.
const fn is_assignment(file: &[u8], mut at: usize) -> bool {
    while at < file.len() && file[at] == b' ' {
        at += 1;
    }
    at < file.len() && file[at] == b'='
}

enum Order {
    Before,
    Same,
    After,
}

/// `file[start..end]` against `id`, byte by byte (as `str`'s order sorts).
const fn compare(file: &[u8], start: usize, end: usize, id: &[u8]) -> Order {
    let mut i = 0;
    while start + i < end && i < id.len() {
        if file[start + i] != id[i] {
            return if file[start + i] < id[i] {
                Order::Before
            } else {
                Order::After
            };
        }
        i += 1;
    }
    match (start + i == end, i == id.len()) {
        (true, true) => Order::Same,
        (true, false) => Order::Before,
        _ => Order::After,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sentence_is_found_at_its_place_among_the_sorted_ids() {
        let ids = super::super::sentence_ids();
        assert!(ids.len() > 50);
        for (place, id) in ids.iter().enumerate() {
            assert_eq!(
                Sentence::named(id).map(Sentence::place),
                Some(place),
                "{id}"
            );
        }
        for missing in ["", "headline", "headline-no-takeover-", "zzz", "-lab"] {
            assert_eq!(Sentence::named(missing), None, "{missing}");
        }
        assert_eq!(
            crate::sentence!("headline-no-takeover"),
            Sentence::of("headline-no-takeover")
        );
    }
}
