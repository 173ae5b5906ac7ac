//! Words as data: each locale's messages in a Fluent catalog
//! ([`Catalog`]) and the plural rule its counts follow ([`plural`]).
//! Pure Rust, no web dependency: the pre-renderer, the page and the
//! native tests read the same catalogs.

mod catalog;
pub mod compiled;
pub mod plural;

pub use catalog::{Arg, Catalog, CatalogError};
