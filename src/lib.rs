//! Lease Lab: an interactive explorer of leases, heartbeats, takeover and
//! fencing tokens. See `ARCHITECTURE.md` for the map.
//!
//! `sim` is the pure model; the UI only renders what it computes.

#![forbid(unsafe_code)]

pub mod i18n;
pub mod present;
pub mod sim;
mod small_sort;
pub mod worksheet;

#[cfg(feature = "ui")]
pub mod ui;
