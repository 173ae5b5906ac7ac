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

    /// The message `id`, if the English catalog has it: its place is the
    /// number of ids that sort before it.
    pub const fn named(id: &str) -> Option<Sentence> {
        let (file, id) = (ENGLISH_SENTENCES.as_bytes(), id.as_bytes());
        let (mut i, mut before, mut found) = (0, 0u16, false);
        while i < IDS.len() {
            let (start, end) = IDS[i];
            match compare(file, start, end, id) {
                Order::Before => before += 1,
                Order::Same => found = true,
                Order::After => {}
            }
            i += 1;
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

/// Where each message id of the English catalog starts and ends in it, in
/// the file's order. A constant is evaluated once per build, so each
/// [`sentence!`] compares its id with the ids alone: reading the whole
/// catalog again for each of some 500 calls made every build of the crate
/// (checks, lints, tests, wasm) spend minutes evaluating constants.
const IDS: [(usize, usize); message_count(ENGLISH_SENTENCES.as_bytes())] =
    message_ids(ENGLISH_SENTENCES.as_bytes());

/// Where the message id starting the line at `line` ends, if a message
/// starts there: its id, then `=` after spaces (comments, terms and a
/// message's further lines start otherwise).
const fn message_at(file: &[u8], line: usize) -> Option<usize> {
    let end = identifier_end(file, line);
    if end > line && file[line].is_ascii_lowercase() && is_assignment(file, end) {
        Some(end)
    } else {
        None
    }
}

/// Where the line after the one at `line` starts.
const fn next_line(file: &[u8], mut line: usize) -> usize {
    while line < file.len() && file[line] != b'\n' {
        line += 1;
    }
    line + 1
}

/// How many messages `file` holds.
const fn message_count(file: &[u8]) -> usize {
    let (mut line, mut count) = (0, 0);
    while line < file.len() {
        if message_at(file, line).is_some() {
            count += 1;
        }
        line = next_line(file, line);
    }
    count
}

/// Each message id's start and end in `file`, which holds `N` messages.
const fn message_ids<const N: usize>(file: &[u8]) -> [(usize, usize); N] {
    let (mut ids, mut line, mut n) = ([(0, 0); N], 0, 0);
    while line < file.len() {
        if let Some(end) = message_at(file, line) {
            ids[n] = (line, end);
            n += 1;
        }
        line = next_line(file, line);
    }
    ids
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
