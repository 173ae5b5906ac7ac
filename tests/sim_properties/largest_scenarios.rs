//! The largest scenarios: no loop runs a number of times taken from a field,
//! so a run over a day with a 1 ms cadence (86 million renewals), or over
//! `u64::MAX` milliseconds, costs what the seed's example costs and is told
//! in as few rows. Each piece of work runs on a thread of its own and fails
//! the test if it takes longer than `LIMIT`: the right code takes
//! microseconds, a loop counted by such a number takes hours or years.

use std::sync::mpsc::{channel, RecvTimeoutError};
use std::time::Duration;

use lease_lab::present::lesson::reasons;
use lease_lab::present::report::event_rows;
use lease_lab::present::steps::steps;
use lease_lab::present::svg::{svg_of, timeline_parts};
use lease_lab::present::timeline::{layout, WIDE};
use lease_lab::sim::{simulate, Enforcement, Scenario, MAX_MS};
use lease_lab::worksheet::{to_json, to_markdown, Worksheet};

/// Far beyond what the work takes, even on a loaded machine in a debug
/// build.
const LIMIT: Duration = Duration::from_secs(20);

/// Runs `work` and returns what it gives, failing if it takes over `LIMIT`.
fn within<T: Send + 'static>(what: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = channel();
    std::thread::spawn(move || {
        let _ = send.send(work());
    });
    match receive.recv_timeout(LIMIT) {
        Ok(value) => value,
        Err(RecvTimeoutError::Timeout) => panic!("{what} took over {LIMIT:?}"),
        Err(RecvTimeoutError::Disconnected) => panic!("{what} panicked"),
    }
}

/// The largest valid scenario, as the browser test "the largest valid
/// scenario renders with short tables" sets it: a day of work renewed
/// every millisecond, a pause and a grace as long, a signal after 6 hours.
fn largest_valid() -> Scenario {
    Scenario {
        original_work: MAX_MS,
        lease: MAX_MS,
        heartbeat_every: 1,
        pause_at: MAX_MS / 2,
        pause_for: MAX_MS,
        replacement_work: MAX_MS,
        enforcement: Enforcement::CurrentEpoch,
        shutdown_at: Some(MAX_MS / 4),
        shutdown_grace: MAX_MS,
    }
}

/// `simulate`'s cost does not grow with the horizon or the cadence: runs
/// of `u64::MAX / 4` milliseconds renewed every millisecond (invalid
/// scenarios, which `simulate` takes too) end at once with a short log.
#[test]
fn simulate_costs_the_same_at_any_horizon_and_cadence() {
    let far = u64::MAX / 4;
    let scenarios = [
        largest_valid(),
        Scenario {
            original_work: far,
            lease: 2,
            heartbeat_every: 1,
            pause_at: 0,
            pause_for: 0,
            replacement_work: far,
            enforcement: Enforcement::None,
            shutdown_at: None,
            shutdown_grace: 0,
        },
        Scenario {
            original_work: far,
            lease: far,
            heartbeat_every: 1,
            pause_at: far / 2,
            pause_for: far,
            replacement_work: far,
            enforcement: Enforcement::CurrentEpoch,
            shutdown_at: Some(far - 1),
            shutdown_grace: far,
        },
    ];
    for scenario in scenarios {
        let outcome = within("simulate", move || simulate(&scenario));
        assert!(
            outcome.events.len() <= 12,
            "{} events for {scenario:?}",
            outcome.events.len()
        );
    }
}

/// Everything the page and the worksheets make of the largest valid run
/// is as short as for the seed's example, and made at once.
#[test]
fn the_largest_valid_scenario_is_told_in_a_few_rows_at_once() {
    let scenario = largest_valid();
    assert!(scenario.validate().is_ok());
    let (rows, walk, shapes, svg, json, markdown, why) = within("telling the run", move || {
        let outcome = simulate(&scenario);
        let timeline = layout(&scenario, &outcome, WIDE);
        let worksheet = Worksheet {
            scenario,
            ..Worksheet::default()
        };
        (
            event_rows(&outcome, scenario.heartbeat_every).len(),
            steps(&scenario, &outcome).len(),
            timeline.shapes.len(),
            svg_of(&timeline_parts(&timeline, None)).len(),
            to_json(&worksheet).len(),
            to_markdown(&worksheet).len(),
            reasons(&outcome).iter().map(String::len).sum::<usize>(),
        )
    });
    assert!(rows <= 12 && walk == rows, "{rows} rows, {walk} steps");
    assert!(shapes < 40, "{shapes} shapes on the timeline");
    assert!(svg < 40_000, "{svg} bytes of SVG");
    assert!(json < 20_000, "{json} bytes of JSON");
    assert!(markdown < 20_000, "{markdown} bytes of Markdown");
    assert!(why < 2_000, "{why} bytes of reasons");
}
