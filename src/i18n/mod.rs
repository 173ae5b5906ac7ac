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
