//! `simulate` on the seed's default and on the largest scenario (a day-long
//! horizon with a 1 ms cadence): the cost must not grow with horizon/cadence.
//! Run with `cargo xtask bench` (the package `lease-lab-bench`, see its
//! Cargo.toml for why it stands apart).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use lease_lab::sim::{simulate, Enforcement, Scenario, MAX_MS};

/// 86 400 s horizon, 0.001 s cadence, every feature on: 86 million renewals.
pub fn extreme() -> Scenario {
    Scenario {
        original_work: MAX_MS,
        lease: MAX_MS,
        heartbeat_every: 1,
        pause_at: MAX_MS / 2,
        pause_for: MAX_MS,
        replacement_work: MAX_MS,
        enforcement: Enforcement::Watermark,
        shutdown_at: Some(MAX_MS / 4),
        shutdown_grace: MAX_MS,
    }
}

fn bench(c: &mut Criterion) {
    let default = Scenario::default();
    let extreme = extreme();
    c.bench_function("simulate/default", |b| {
        b.iter(|| simulate(black_box(&default)))
    });
    c.bench_function("simulate/extreme", |b| {
        b.iter(|| simulate(black_box(&extreme)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
