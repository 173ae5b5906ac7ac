//! Words as data: each locale's messages in a Fluent catalog
//! ([`Catalog`]), the plural rule its counts follow ([`plural`]) and
//! its decimal notation ([`numbers`]).
//! Pure Rust, no web dependency: the pre-renderer, the page and the
//! native tests read the same catalogs.

mod catalog;
pub mod compiled;
pub mod locales;
pub mod messages;
pub mod numbers;
pub mod plural;
mod sentence;

pub use catalog::{Arg, Catalog, CatalogError};
pub use locales::{Locale, LOCALES};
pub use messages::{say, Messages};
pub use sentence::Sentence;

use std::cell::RefCell;
use std::rc::Rc;

use std::sync::OnceLock;

/// The English catalog, `src/locales/en/`: the source every locale
/// translates. `page.ftl` is the page's fixed text, which the pre-renderer
/// writes (the shipped wasm never calls this, so the text does not ship
/// twice); `sentences.ftl` is what the page says while it runs, which
/// reaches it as [`Messages`]. A catalog that does not read leaves every
/// message showing its id, which `tests/i18n.rs` refuses.
pub fn english() -> &'static Catalog {
    static ENGLISH: OnceLock<Catalog> = OnceLock::new();
    ENGLISH.get_or_init(|| {
        Catalog::parse("en", &[ENGLISH_PAGE, ENGLISH_SENTENCES].join("\n"))
            .unwrap_or_else(|_| Catalog::empty("en"))
    })
}

/// `src/locales/en/page.ftl`.
pub const ENGLISH_PAGE: &str = include_str!("../locales/en/page.ftl");
/// `src/locales/en/sentences.ftl`.
pub const ENGLISH_SENTENCES: &str = include_str!("../locales/en/sentences.ftl");

/// The ids of the messages the page says while it runs: those of
/// `sentences.ftl` (English's, which every locale follows).
pub fn sentence_ids() -> Vec<&'static str> {
    static IDS: OnceLock<Vec<String>> = OnceLock::new();
    IDS.get_or_init(|| {
        Catalog::parse("en", ENGLISH_SENTENCES)
            .map(|c| c.ids().into_iter().map(str::to_owned).collect())
            .unwrap_or_default()
    })
    .iter()
    .map(String::as_str)
    .collect()
}

/// English's run-time messages, as the English page receives them.
pub fn english_sentences() -> Messages {
    Messages::from_catalog("en", english(), &sentence_ids()).unwrap_or_else(|_| Messages::none())
}

thread_local! {
    /// The catalog the pre-rendered page is being written in; `None` is
    /// English.
    static PAGE_WORDS: RefCell<Option<Rc<Catalog>>> = const { RefCell::new(None) };
}

/// The page's fixed word `id` (no arguments) in the language the page is
/// being written in: the pre-renderer's, never the shipped page's.
pub fn page_word(id: &str) -> String {
    PAGE_WORDS.with(|words| match &*words.borrow() {
        Some(catalog) => catalog.format(id, &[]),
        None => english().format(id, &[]),
    })
}

/// From now on this thread writes pages and says sentences in `locale`
/// (the pre-renderer, once per page; the native tests of each locale).
#[cfg(not(target_arch = "wasm32"))]
pub fn use_locale(locale: Locale) -> Result<(), String> {
    let catalog = locales::catalog(locale)?;
    let messages = Messages::from_catalog(locale.tag, &catalog, &sentence_ids())?;
    PAGE_WORDS.with(|words| *words.borrow_mut() = Some(Rc::new(catalog)));
    messages::use_messages(messages);
    Ok(())
}

/// The decimal separator of the page's language.
pub fn decimal_separator() -> char {
    numbers::decimal_separator(messages::in_use().tag())
}

/// `text`, a translated word inside a sentence still in English, or a
/// translated text inside the drawing (whose time axis runs left to right
/// on every page), set apart on a right-to-left page (between Unicode's
/// first-strong isolate and its pop): a number after it stays after it
/// instead of joining the right-to-left run, and "العامل A" reads right to
/// left inside the drawing's left-to-right line. On other pages `text` as
/// it is.
pub fn isolated(text: String) -> String {
    if locale_in_use().right_to_left {
        format!("\u{2068}{text}\u{2069}")
    } else {
        text
    }
}

/// What goes between a sentence ending in `previous` and the next: a
/// space, or nothing after full-width punctuation ("。", "：", "；"),
/// which Chinese follows with no space.
pub fn sentence_gap(previous: &str) -> &'static str {
    match previous.chars().last() {
        Some('\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}') => "",
        _ => " ",
    }
}

/// The locale of the sentences in use: the page's own language.
pub fn locale_in_use() -> Locale {
    Locale::of(messages::in_use().tag()).unwrap_or(locales::ENGLISH)
}
