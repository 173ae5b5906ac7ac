//! Words as data: each locale's messages in a Fluent catalog
//! ([`Catalog`]), the plural rule its counts follow ([`plural`]) and
//! its decimal notation ([`numbers`]).
//! Pure Rust, no web dependency: the pre-renderer, the page and the
//! native tests read the same catalogs.

mod catalog;
pub mod compiled;
pub mod numbers;
pub mod plural;

pub use catalog::{Arg, Catalog, CatalogError};

use std::sync::OnceLock;

/// The English catalog, `src/locales/en.ftl`: the source every locale
/// translates. The pre-renderer reads the page's fixed text from it; the
/// shipped wasm never calls this, so the text does not ship twice. A
/// catalog that does not read leaves every message showing its id, which
/// `tests/i18n.rs` refuses.
pub fn english() -> &'static Catalog {
    static ENGLISH: OnceLock<Catalog> = OnceLock::new();
    ENGLISH.get_or_init(|| {
        Catalog::parse("en", include_str!("../locales/en.ftl"))
            .unwrap_or_else(|_| Catalog::empty("en"))
    })
}
