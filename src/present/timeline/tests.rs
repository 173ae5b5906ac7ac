//! The timeline's unit tests: the axis, the horizon, the default drawing's
//! marks, a dense run of renewals as one band, the resource's states.

use super::lanes::resource_states;
use super::*;
use crate::sim::{simulate, Enforcement};

#[test]
fn axis_suits_the_horizon_and_the_width() {
    let phone = Frame::fitted(343, TextSize::Page);
    assert_eq!(axis(26_000, &WIDE), (30_000, 5_000));
    // A phone's plot has room for fewer labels.
    assert_eq!(axis(26_000, &phone), (30_000, 10_000));
    assert_eq!(axis(90_000, &WIDE), (90_000, 15_000));
    // "1 min 30 s" would not fit between its neighbours.
    assert_eq!(axis(90_000, &phone), (120_000, 60_000));
    assert_eq!(axis(7_213_000, &WIDE), (9_000_000, 1_800_000));
    assert_eq!(axis(7_213_000, &phone), (10_800_000, 3_600_000));
    assert_eq!(axis(250, &WIDE), (250, 50));
    assert_eq!(axis(172_800_000, &WIDE), (172_800_000, 21_600_000));
}

#[test]
fn a_released_lease_does_not_stretch_the_axis() {
    // A 30 s lease, no takeover: A writes at 26 s and releases it.
    let scenario = Scenario {
        lease: 30_000,
        ..Scenario::default()
    };
    let outcome = simulate(&scenario);
    assert_eq!(
        (outcome.takeover_at, outcome.original_ends_at),
        (None, 26_000)
    );
    assert_eq!(horizon(&outcome), 26_000);
    assert_eq!(layout(&scenario, &outcome, WIDE).end, 30_000);
}

#[test]
fn default_timeline_has_every_lane_and_the_key_marks() {
    let scenario = Scenario::default();
    let timeline = layout(&scenario, &simulate(&scenario), WIDE);
    assert_eq!(timeline.end, 30_000);
    assert_eq!(
        timeline.ticks.first().map(|t| t.label.as_str()),
        Some("0 s")
    );
    assert_eq!(
        timeline.ticks.last().map(|t| (t.x, t.label.as_str())),
        Some((WIDE.plot_right(), "30 s"))
    );
    let titles: Vec<&str> = timeline
        .shapes
        .iter()
        .map(|shape| match shape {
            Shape::Bar { title, .. } | Shape::Mark { title, .. } => title.as_str(),
            Shape::Note { text, .. } => text.as_str(),
        })
        .collect();
    for expected in [
        "Worker A paused from 4 s to 18 s: no work, no heartbeats",
        "Worker A still working from 18 s to 26 s after losing its lease: a zombie",
        "Heartbeat at 3 s accepted; lease extended to 13 s",
        "Heartbeat at 18 s rejected: the lease expired at 13 s",
        "Worker B takes over at 13 s with token 2",
        "Worker A writes at 26 s with token 1: rejected",
        "The resource rejects Worker A's write at 26 s (token 1)",
        "The resource accepts Worker B's write at 18 s (token 2)",
        "Resource epoch 2 from 13 s to 30 s",
        "count 1",
    ] {
        assert!(
            titles.contains(&expected),
            "missing {expected:?} in {titles:#?}"
        );
    }
}

#[test]
fn a_dense_run_of_renewals_is_one_band() {
    let scenario = Scenario {
        original_work: 86_400_000,
        heartbeat_every: 1,
        pause_for: 0,
        ..Scenario::default()
    };
    let timeline = layout(&scenario, &simulate(&scenario), WIDE);
    assert!(
        timeline.shapes.len() < 20,
        "{} shapes",
        timeline.shapes.len()
    );
    assert!(timeline.shapes.iter().any(|s| matches!(
        s,
        Shape::Bar {
            class: "renewal-run",
            ..
        }
    )));
}

#[test]
fn watermark_states_follow_accepted_writes() {
    let scenario = Scenario {
        enforcement: Enforcement::Watermark,
        ..Scenario::default()
    };
    let outcome = simulate(&scenario);
    let labels: Vec<_> = resource_states(scenario.enforcement, &outcome, 30_000)
        .into_iter()
        .map(|s| (s.2, s.3))
        .collect();
    assert_eq!(
        labels,
        [
            ("no watermark".to_owned(), false),
            ("watermark 2".to_owned(), true)
        ]
    );
}

/// Issue 40, point 12: an arrow key moved the time cursor by the range's
/// 0.05 s drag step (15 presses for 0.75 s). Arrows now move to the next
/// multiple of a tenth of the axis's tick step, Page Up and Down to the
/// next tick, Home and End to the axis's ends.
#[test]
fn cursor_keys_move_by_a_tenth_of_a_tick_and_by_a_tick() {
    let timeline = layout(&Scenario::default(), &simulate(&Scenario::default()), WIDE);
    assert_eq!((timeline.end, timeline.step), (30_000, 5_000));
    let key = |key: &str, at: Millis| cursor_after_key(key, at, 30_000, 5_000);
    assert_eq!(key("ArrowRight", 0), Some(500));
    assert_eq!(key("ArrowUp", 3_217), Some(3_500));
    assert_eq!(key("ArrowLeft", 3_217), Some(3_000));
    assert_eq!(key("ArrowDown", 3_000), Some(2_500));
    assert_eq!(key("PageUp", 3_217), Some(5_000));
    assert_eq!(key("PageDown", 3_217), Some(0));
    assert_eq!(key("PageDown", 10_000), Some(5_000));
    assert_eq!(key("Home", 3_217), Some(0));
    assert_eq!(key("End", 3_217), Some(30_000));
    assert_eq!(key("ArrowRight", 30_000), Some(30_000));
    assert_eq!(key("ArrowLeft", 0), Some(0));
    assert_eq!(key("PageUp", 29_000), Some(30_000));
    assert_eq!(key("Tab", 3_217), None);
    // The small step is a nice step that divides the tick step.
    for (tick, small) in [
        (15_000, 1_000),
        (60_000, 5_000),
        (1_800_000, 120_000),
        (1, 1),
        (50, 5),
    ] {
        assert_eq!(cursor_step(tick), small, "{tick}");
    }
}

#[test]
fn the_shutdown_grace_is_named_in_words_on_a_phone_and_a_laptop() {
    let preset = crate::present::presets::by_slug("grace-too-short").expect("a preset");
    let outcome = simulate(&preset.scenario);
    for (width, said) in [
        (288, "4 s grace, terminated"),
        (343, "4 s grace, terminated"),
        (1100, "4 s grace, then terminated"),
    ] {
        let frame = Frame::fitted(width, TextSize::Page);
        let timeline = layout(&preset.scenario, &outcome, frame);
        let notes: Vec<&str> = timeline
            .shapes
            .iter()
            .filter_map(|shape| match shape {
                Shape::Note {
                    lane: Lane::WorkerA,
                    text,
                    ..
                } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(notes, [said], "at {width} px");
    }
    // A graceful shutdown names its grace without a termination.
    let preset = crate::present::presets::by_slug("graceful-shutdown").expect("a preset");
    let outcome = simulate(&preset.scenario);
    let timeline = layout(&preset.scenario, &outcome, WIDE);
    assert!(timeline.shapes.iter().any(|shape| matches!(
        shape,
        Shape::Note { lane: Lane::WorkerA, text, .. } if text.ends_with(" grace")
    )));
}

#[test]
fn a_label_is_as_wide_as_its_script_draws_it() {
    let frame = Frame::fitted(960, TextSize::Page);
    let em = frame.text;
    // Latin: the generous estimate, exactly as before any script had its
    // own width (the pre-rendered English page must not move).
    assert_eq!(frame.text_width("A's lease", false), 9.0 * 0.6 * em);
    assert_eq!(frame.text_width("zombie", true), 6.0 * 0.68 * em);
    // Han characters and full-width punctuation: a whole em each.
    assert_eq!(frame.text_width("租约", false), 2.0 * em);
    assert_eq!(frame.text_width("租约", true), 2.0 * em);
    assert_eq!(
        frame.text_width("（令牌 2）", false),
        (4.0 + 2.0 * 0.6) * em
    );
    // Arabic keeps the Latin estimate.
    assert_eq!(frame.text_width("نبضة", false), 4.0 * 0.6 * em);
}
