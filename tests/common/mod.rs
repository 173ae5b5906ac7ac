//! Shared set-up for the native property tests.

use proptest::test_runner::{Config, RngSeed};

/// A reproducible proptest configuration: a fixed seed per test file, no
/// failure files written into the tree.
pub fn fixed(cases: u32, seed: u64) -> Config {
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        ..Config::default()
    }
}
