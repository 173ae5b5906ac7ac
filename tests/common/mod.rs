//! Shared set-up for the native property tests.

// Each test file uses only part of this module.
#![allow(dead_code)]

use lease_lab::sim::{Enforcement, Millis, Scenario};
use proptest::prelude::*;
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

/// An instant or duration: mostly a few milliseconds or whole seconds, so
/// that generated scenarios are full of same-instant ties.
pub fn time() -> impl Strategy<Value = Millis> {
    prop_oneof![
        4 => 0..=20u64,
        4 => (0..=30u64).prop_map(|seconds| seconds * 1_000),
        1 => 0..=60_000u64
    ]
}

pub fn scenario() -> impl Strategy<Value = Scenario> {
    let enforcement = prop_oneof![
        Just(Enforcement::None),
        Just(Enforcement::Watermark),
        Just(Enforcement::CurrentEpoch)
    ];
    (
        (time(), time(), time(), time(), time()),
        (time(), enforcement, proptest::option::of(time()), time()),
    )
        .prop_map(
            |(
                (work, lease, cadence, pause_at, pause_for),
                (replacement, enforcement, shutdown_at, grace),
            )| Scenario {
                original_work: work,
                lease: lease.max(1),
                heartbeat_every: cadence.max(1),
                pause_at,
                pause_for,
                replacement_work: replacement,
                enforcement,
                shutdown_at,
                shutdown_grace: grace,
            },
        )
}
