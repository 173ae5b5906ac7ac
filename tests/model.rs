//! The page's state machine, natively: every change a learner makes is a
//! method of `ui::Model`, so each transition is checked here without a
//! browser (Leptos' reactive graph runs natively under an `Owner`; effects
//! do not, and none is needed: the model's methods are the only writers).
//! The browser suite keeps a few cases per behaviour to prove the wiring.
//!
//! Built with the `ssr` feature (the pre-renderer's), so it shares its
//! compiled Leptos: `cargo test --features ssr`.

use lease_lab::present::customize::{Availability, Section};
use lease_lab::present::fragment::{scenario_link, Flags};
use lease_lab::present::presets::{by_slug, PRESETS};
use lease_lab::present::status::Shared;
use lease_lab::sim::{simulate, Enforcement, Field, Input, Millis, Scenario};
use lease_lab::ui::model::{Opened, Stepping, WorksheetFormat};
use lease_lab::ui::Model;
use lease_lab::worksheet::to_json;
use leptos::prelude::*;

/// A fresh page's model on the default example, inside a reactive owner
/// that lives as long as the test.
fn page() -> (Owner, Model) {
    let owner = Owner::new();
    owner.set();
    let model = Model::new(Scenario::default());
    (owner, model)
}

fn preset(slug: &str) -> Scenario {
    match by_slug(slug) {
        Some(preset) => preset.scenario,
        None => panic!("no preset {slug}"),
    }
}

/// The fragment of the link "Copy link to this scenario" gives for
/// `scenario` with `flags`.
fn link(scenario: &Scenario, flags: Flags) -> String {
    let url = scenario_link("https://example.org/lab/", scenario, flags);
    match url.split_once('#') {
        Some((_, fragment)) => format!("#{fragment}"),
        None => String::new(),
    }
}

/// Answers every lesson question with its first option.
fn answer_all(model: &Model) {
    for question in 0..3 {
        model.choose_answer(question, 0);
    }
}

#[test]
fn typing_a_valid_value_updates_the_results_and_a_broken_one_keeps_the_last_valid() {
    let (_owner, model) = page();
    model.set_field(Field::Lease, "12".to_owned());
    assert_eq!(model.scenario.get().lease, 12_000);
    assert!(!model.is_stale());

    model.set_field(Field::HeartbeatEvery, "abc".to_owned());
    assert!(model.is_stale(), "a broken field marks the results stale");
    assert_eq!(
        model.scenario.get().lease,
        12_000,
        "the last valid scenario stays"
    );
    assert!(model.error(Field::HeartbeatEvery).is_some());
    assert!(
        model.error(Field::Lease).is_none(),
        "only the broken field has a message"
    );
    assert_eq!(
        model.text(Field::Lease).get(),
        "12",
        "other inputs are kept"
    );
    assert_eq!(model.outcome.get(), simulate(&model.scenario.get()));

    model.set_field(Field::HeartbeatEvery, "4".to_owned());
    assert!(!model.is_stale());
    assert_eq!(model.scenario.get().heartbeat_every, 4_000);
}

/// From now on this test's thread says things in German.
fn use_german() {
    let german = lease_lab::i18n::LOCALES
        .into_iter()
        .find(|locale| locale.tag == "de")
        .expect("a German page");
    lease_lab::i18n::use_locale(german).expect("the German catalog");
}

/// In Spanish and German a field takes a decimal comma as well as a dot;
/// in English a comma stays an error at its field, and no page reads a
/// thousands separator (issue 42).
#[test]
fn a_field_in_german_reads_a_decimal_comma_and_in_english_refuses_it() {
    let (_owner, model) = page();
    use_german();
    model.set_field(Field::Lease, "12,5".to_owned());
    assert!(!model.is_stale());
    assert_eq!(model.scenario.get().lease, 12_500);
    model.set_field(Field::Lease, "7.25".to_owned());
    assert_eq!(model.scenario.get().lease, 7_250);
    model.set_field(Field::Lease, "1,000.5".to_owned());
    assert!(
        model.error(Field::Lease).is_some(),
        "a comma and a dot are a guess"
    );

    lease_lab::i18n::use_locale(lease_lab::i18n::locales::ENGLISH).expect("the English catalog");
    model.set_field(Field::Lease, "12,5".to_owned());
    assert!(model.error(Field::Lease).is_some());
    assert_eq!(
        model.scenario.get().lease,
        7_250,
        "the last valid run stays"
    );
}

/// A German or Spanish page shows its fields' seconds with a decimal
/// comma, whether a scenario, a slider or a key put them there; its links
/// keep the dot every page reads (issue 42).
#[test]
fn a_field_in_german_shows_a_decimal_comma_and_its_link_a_dot() {
    let (_owner, model) = page();
    use_german();
    let scenario = Scenario {
        lease: 12_500,
        ..Scenario::default()
    };
    model.load(&scenario);
    assert_eq!(model.text(Field::Lease).get(), "12,5");
    assert!(!model.is_stale(), "the page reads back what it shows");
    assert_eq!(model.scenario.get(), scenario);
    let link = model.language_link(lease_lab::i18n::locales::ENGLISH);
    assert!(link.contains("&lease_s=12.5&"), "{link}");

    // A slider reports its value with a dot; a drag snaps it to its step.
    model.start_drag(Field::Lease);
    model.slide(Field::Lease, "4.25");
    model.end_drag(Field::Lease);
    assert_eq!(model.text(Field::Lease).get(), "4,3");
    assert_eq!(model.scenario.get().lease, 4_300);

    lease_lab::i18n::use_locale(lease_lab::i18n::locales::ENGLISH).expect("the English catalog");
    model.load(&scenario);
    assert_eq!(model.text(Field::Lease).get(), "12.5");
}

#[test]
fn a_drag_faster_than_the_page_draws_reaches_the_results_in_one_step_and_in_order() {
    let (_owner, model) = page();
    let before = model.scenario.get();
    let lease_at = |position: &str| {
        let (_owner, other) = page();
        other.start_drag(Field::Lease);
        other.slide(Field::Lease, position);
        other.text(Field::Lease).get()
    };
    // Three moves before the page's next task: only the first asks for that
    // task, and the results wait for it.
    model.start_drag(Field::Lease);
    assert!(model.slide_ahead(Field::Lease, "4.2"));
    assert!(!model.slide_ahead(Field::Lease, "31.3"));
    assert!(!model.slide_ahead(Field::Lease, "5.3"));
    assert_eq!(
        model.scenario.get(),
        before,
        "the results wait for the task"
    );
    model.catch_up_drag();
    assert_eq!(
        model.text(Field::Lease).get(),
        lease_at("5.3"),
        "the last move counts, snapped as `slide` snaps it"
    );
    assert_ne!(model.scenario.get(), before);
    let caught_up = model.scenario.get();
    model.catch_up_drag();
    assert_eq!(
        model.scenario.get(),
        caught_up,
        "a second catch-up changes nothing"
    );
    assert!(
        !model.slide_ahead(Field::Lease, "not a position"),
        "a text that is no position keeps nothing"
    );

    // A move of another slider applies the kept one first: neither is lost.
    assert!(model.slide_ahead(Field::Lease, "7"));
    model.start_drag(Field::HeartbeatEvery);
    assert!(!model.slide_ahead(Field::HeartbeatEvery, "2"));
    assert_eq!(model.text(Field::Lease).get(), lease_at("7"));
    model.catch_up_drag();
    assert_eq!(model.scenario.get().heartbeat_every, 2_000);

    // Any other change catches up first, then wins: a typed value, a preset.
    assert!(model.slide_ahead(Field::Lease, "9"));
    model.set_field(Field::PauseFor, "3".to_owned());
    assert_eq!(model.text(Field::Lease).get(), lease_at("9"));
    assert_eq!(model.scenario.get().pause_for, 3_000);
    assert!(model.slide_ahead(Field::Lease, "8"));
    model.set_field(Field::Lease, "6".to_owned());
    model.catch_up_drag();
    assert_eq!(
        model.scenario.get().lease,
        6_000,
        "the later typed value wins over the earlier move"
    );
    assert!(model.slide_ahead(Field::Lease, "8"));
    model.choose_preset(&PRESETS[0]);
    model.catch_up_drag();
    assert_eq!(
        model.scenario.get(),
        PRESETS[0].scenario,
        "a preset replaces a kept move"
    );

    // The drag's end is its last move reaching the results.
    assert!(model.slide_ahead(Field::Lease, "4"));
    model.end_drag(Field::Lease);
    assert_eq!(model.text(Field::Lease).get(), lease_at("4"));
}

/// Off screen, the details (survivable pause, event log, contracts) keep
/// the scenario a pointer's drag started from until the drag ends; every
/// other change reaches them at once, and on screen a drag does too.
#[test]
fn off_screen_details_wait_for_a_drag_s_end_and_nothing_else() {
    let (_owner, model) = page();
    let rows = |model: &Model| {
        (
            model.events_table.get(),
            model.contracts_table.get(),
            model.survivable.get(),
        )
    };
    let start = model.scenario.get();
    let at_start = rows(&model);
    model.scroll_details(false);
    model.start_drag(Field::Lease);
    assert!(model.slide_ahead(Field::Lease, "4"));
    model.catch_up_drag();
    assert_ne!(model.scenario.get(), start, "the results follow the drag");
    assert_eq!(model.details_scenario.get(), start);
    assert_eq!(rows(&model), at_start, "off screen the details wait");
    model.slide_ahead(Field::Lease, "5");
    model.catch_up_drag();
    assert_eq!(rows(&model), at_start);
    model.end_drag(Field::Lease);
    let dragged = model.scenario.get();
    assert_ne!(dragged, start);
    assert_eq!(model.details_scenario.get(), dragged, "the drag's end");
    assert_ne!(rows(&model), at_start);

    // Scrolling them near shows the current run mid-drag.
    model.start_drag(Field::Lease);
    model.slide_ahead(Field::Lease, "9");
    model.catch_up_drag();
    assert_eq!(model.details_scenario.get(), dragged);
    model.scroll_details(true);
    assert_eq!(model.details_scenario.get(), model.scenario.get());
    model.slide_ahead(Field::Lease, "12");
    model.catch_up_drag();
    assert_eq!(
        model.details_scenario.get(),
        model.scenario.get(),
        "on screen"
    );
    model.end_drag(Field::Lease);

    // A drag back to where it began has no `change`: off screen the
    // details show where it began, even after showing a run in between
    // (they came near mid-drag and left again).
    model.scroll_details(false);
    let before_drag = model.scenario.get();
    model.start_drag(Field::Lease);
    model.slide_ahead(Field::Lease, "30");
    model.catch_up_drag();
    model.scroll_details(true);
    assert_eq!(
        model.details_scenario.get().lease,
        30_000,
        "near, they follow"
    );
    model.scroll_details(false);
    let back = lease_lab::sim::decimal_seconds(before_drag.lease);
    model.slide_ahead(Field::Lease, &back);
    model.catch_up_drag();
    assert_eq!(model.scenario.get(), before_drag, "the drag came back");
    assert_eq!(model.details_scenario.get(), model.scenario.get());

    // The next change of any kind (typed, chosen, loaded) brings the
    // details along.
    model.scroll_details(false);
    let writers: [&dyn Fn(&Model); 3] = [
        &|m| m.set_field(Field::PauseFor, "3".to_owned()),
        &|m| m.choose_enforcement(Enforcement::None),
        &|m| m.load(&Scenario::default()),
    ];
    for (write, position) in writers.into_iter().zip(["20", "25", "15"]) {
        model.start_drag(Field::Lease);
        model.slide_ahead(Field::Lease, position);
        model.catch_up_drag();
        assert_ne!(model.details_scenario.get(), model.scenario.get());
        write(&model);
        assert_eq!(model.details_scenario.get(), model.scenario.get());
        let now = model.scenario.get();
        let log = lease_lab::present::report::event_table(&simulate(&now), now.heartbeat_every);
        assert_eq!(
            model.events_table.get(),
            lease_lab::present::markup::table_rows(&log, false, None)
        );
    }
}

#[test]
fn a_preset_replaces_every_input_and_is_shown_as_chosen() {
    let (_owner, model) = page();
    let Some(zombie) = by_slug("paused-zombie") else {
        panic!("no paused-zombie preset")
    };
    model.choose_preset(zombie);
    assert_eq!(model.scenario.get(), zombie.scenario);
    assert_eq!(model.preset.get().map(|p| p.slug), Some("paused-zombie"));
    model.choose_enforcement(Enforcement::None);
    assert_eq!(model.scenario.get().enforcement, Enforcement::None);
}

#[test]
fn steps_walk_the_event_log_and_stop_at_either_end() {
    let (_owner, model) = page();
    let count = model.outcome.get().events.len();
    assert!(count >= 2, "the default run has events to step through");
    model.start_steps();
    assert_eq!(model.step_index(), Some(0));
    model.previous_step();
    assert_eq!(model.step_index(), Some(0), "nothing before the first step");
    for expected in 1..count {
        model.next_step();
        assert_eq!(model.step_index(), Some(expected));
    }
    model.next_step();
    assert_eq!(
        model.step_index(),
        Some(count - 1),
        "nothing after the last step"
    );
    assert_eq!(
        model.playback.at.get(),
        model.step.get().map_or(0, |s| s.step.at)
    );
    model.leave_steps();
    assert_eq!(model.step_index(), None);
}

#[test]
fn changing_an_input_ends_the_step_and_changing_it_back_does_not_bring_it_back() {
    for (field, other, original) in [(Field::Lease, "45", "10"), (Field::PauseFor, "abc", "14")] {
        let (_owner, model) = page();
        assert_eq!(
            model.text(field).get(),
            original,
            "the default example's {field:?}"
        );
        model.start_steps();
        model.next_step();
        assert!(model.step.get().is_some());
        model.set_field(field, other.to_owned());
        assert_eq!(model.step.get(), None, "{field:?} = {other} ends the step");
        model.set_field(field, original.to_owned());
        assert_eq!(model.step.get(), None, "the step does not come back");
        assert_eq!(model.stepping.get(), None);
    }
}

#[test]
fn a_linked_step_waits_for_the_reveal_in_a_lesson() {
    let (_owner, model) = page();
    let zombie = preset("paused-zombie");
    let fragment = link(
        &zombie,
        Flags {
            predict: true,
            step: Some(2),
            ..Flags::default()
        },
    );
    model.apply_link(&fragment, true);
    assert_eq!(model.scenario.get(), zombie);
    assert!(model.results_hidden.get());
    assert_eq!(model.step.get(), None, "no step before the reveal");
    assert_eq!(
        model.stepping.get(),
        Some(Stepping {
            scenario: zombie,
            index: 1
        })
    );
    answer_all(&model);
    assert!(model.reveal());
    assert!(!model.results_hidden.get());
    assert_eq!(
        model.step_index(),
        Some(1),
        "the linked step opens after the reveal"
    );
}

#[test]
fn a_reveal_needs_every_answer_and_locks_them() {
    let (_owner, model) = page();
    model.set_lesson(true);
    assert!(model.results_hidden.get());
    model.choose_answer(0, 1);
    model.choose_answer(1, 2);
    assert!(!model.reveal(), "two answers of three reveal nothing");
    assert!(model.results_hidden.get());
    model.choose_answer(2, 0);
    assert!(model.reveal());
    assert!(model.quiz.revealed.get());
    let chosen = model.quiz.prediction.get().chosen();
    assert_eq!(chosen, [Some(1), Some(2), Some(0)]);
    model.choose_answer(0, 0);
    assert_eq!(
        model.quiz.prediction.get().chosen(),
        chosen,
        "answers are locked after the reveal"
    );
    assert!(!model.reveal(), "a second reveal does nothing");

    model.predict_again();
    assert!(model.results_hidden.get());
    assert_eq!(model.quiz.prediction.get().chosen(), [None, None, None]);
    assert_eq!(
        model.quiz.marked.get(),
        None,
        "no marks before the next reveal"
    );
}

#[test]
fn a_reveal_is_graded_for_its_own_scenario_after_an_input_changes() {
    let (_owner, model) = page();
    model.set_lesson(true);
    answer_all(&model);
    assert!(model.reveal());
    let marked = model.quiz.marked.get();
    assert!(marked.is_some());
    assert!(!model.quiz.moved_on.get());
    let sentence = model.quiz.sentence.get();

    model.set_field(Field::PauseFor, "1".to_owned());
    assert_ne!(model.scenario.get(), Scenario::default());
    assert_eq!(
        model.quiz.marked.get(),
        marked,
        "the marks stay those of the revealed run"
    );
    assert!(
        model.quiz.moved_on.get(),
        "the page says the results are of another run"
    );
    assert_ne!(
        model.quiz.sentence.get(),
        sentence,
        "the scenario in words follows the page"
    );

    model.set_lesson(false);
    model.set_field(Field::PauseFor, "2".to_owned());
    assert_eq!(
        model.quiz.marked.get(),
        None,
        "no marks outside lesson mode"
    );
}

#[test]
fn a_pinned_run_survives_a_preset_and_unpinning_clears_the_comparison() {
    let (_owner, model) = page();
    assert!(model.comparison.get().is_empty());
    model.pin_run();
    assert_eq!(model.pin.get(), Some(Scenario::default()));
    let Some(healthy) = by_slug("healthy") else {
        panic!("no healthy preset")
    };
    model.choose_preset(healthy);
    assert_eq!(
        model.pin.get(),
        Some(Scenario::default()),
        "the pin stays through a preset"
    );
    assert!(
        !model.comparison.get().is_empty(),
        "the change is put in words"
    );
    assert!(!model.pinned_writes.get().is_empty());
    assert!(
        model.playback.drawings.get().pinned.is_some(),
        "both runs are drawn"
    );
    assert_eq!(model.metric_cards.get().len(), 4);

    model.pin_run();
    assert_eq!(
        model.pin.get(),
        Some(healthy.scenario),
        "pinning again replaces the pin"
    );
    model.unpin();
    assert_eq!(model.pin.get(), None);
    assert!(model.comparison.get().is_empty());
    assert!(model.playback.drawings.get().pinned.is_none());
}

#[test]
fn links_are_followed_and_refused_whole() {
    let (_owner, model) = page();
    // At load, a link to the default example leaves what was typed.
    model.set_field(Field::Lease, "20".to_owned());
    model.apply_link("", true);
    assert_eq!(model.text(Field::Lease).get(), "20");

    // A followed link replaces the scenario, and its absent flags are off.
    let gc = preset("gc-pause");
    model.apply_link(
        &link(
            &gc,
            Flags {
                embed: true,
                ..Flags::default()
            },
        ),
        false,
    );
    assert_eq!(model.scenario.get(), gc);
    assert!(model.embed.get());
    model.apply_link(&link(&gc, Flags::default()), false);
    assert!(!model.embed.get());
    assert_eq!(model.notice.get(), None);

    // An unknown preset is refused with a notice; the default example shows.
    model.apply_link("#preset=no-such-preset", false);
    assert_eq!(model.scenario.get(), Scenario::default());
    assert!(model
        .notice
        .get()
        .is_some_and(|n| n.contains("no-such-preset")));

    // A link's pin replaces the page's, and a link without one unpins.
    let pinned = preset("healthy");
    model.apply_link(
        &link(
            &gc,
            Flags {
                pin: Some(pinned),
                ..Flags::default()
            },
        ),
        false,
    );
    assert_eq!(model.pin.get(), Some(pinned));
    model.apply_link(&link(&gc, Flags::default()), false);
    assert_eq!(model.pin.get(), None);
}

#[test]
fn play_runs_to_the_end_and_reduced_motion_jumps_between_events() {
    let (_owner, model) = page();
    let playback = model.playback;
    let end = playback.end.get();
    model.play(false);
    assert!(playback.playing.get());
    let mut ticks = 0;
    let mut last: Millis = playback.at.get();
    while playback.playing.get() {
        playback.tick();
        let now = playback.at.get();
        assert!(now > last || now == end, "each tick moves the cursor on");
        last = now;
        ticks += 1;
        assert!(ticks < 10_000, "Play stops");
    }
    assert_eq!(playback.at.get(), end, "Play stops at the axis' end");
    model.play(false);
    assert_eq!(playback.at.get(), 0, "Play at the end starts again from 0");
    model.play(false);
    assert!(!playback.playing.get(), "pressing it again pauses");

    let events = model.outcome.get().events;
    model.move_cursor(0);
    model.play(true);
    assert!(!playback.playing.get(), "reduced motion never animates");
    let first_after_0 = events.iter().map(|e| e.at).find(|&at| at > 0);
    assert_eq!(
        Some(playback.at.get()),
        first_after_0,
        "it jumps to the next event"
    );

    // Play from a step goes on from the step's instant.
    model.start_steps();
    model.next_step();
    let step_at = playback.at.get();
    model.play(false);
    assert_eq!(model.step.get(), None);
    assert_eq!(playback.at.get(), step_at);
}

/// Issue 40, point 12: the time cursor's arrows move a tenth of a tick
/// (to round instants), Page Up and Down a whole tick.
#[test]
fn the_time_cursor_s_keys_move_by_a_tenth_of_a_tick_or_a_tick() {
    let (_owner, model) = page();
    let playback = model.playback;
    let tick = playback.drawings.get().current.step;
    assert_eq!(playback.after_key("ArrowRight"), Some(tick / 10));
    assert_eq!(playback.after_key("PageUp"), Some(tick));
    model.move_cursor(tick + 1);
    assert_eq!(playback.after_key("ArrowLeft"), Some(tick));
    assert_eq!(playback.after_key("PageDown"), Some(tick));
    assert_eq!(playback.after_key("End"), Some(playback.end.get()));
    assert_eq!(playback.after_key("a"), None);
}

#[test]
fn a_worksheet_is_restored_or_refused_whole() {
    let (_owner, author) = page();
    author.choose_preset(by_slug("watermark-race").unwrap_or_else(|| panic!("no preset")));
    author.write_name("Ada".to_owned());
    author.write_answer(1, "a fencing token".to_owned());
    author.write_notes("try a longer lease".to_owned());
    author.set_lesson(true);
    answer_all(&author);
    assert!(author.reveal());
    let json = to_json(&author.worksheet("https://example.org/lab/"));

    let (_owner2, reader) = page();
    assert_eq!(
        reader.open_worksheet(&json),
        Opened::Restored {
            prediction: true,
            lesson: true
        }
    );
    assert_eq!(reader.scenario.get(), author.scenario.get());
    assert_eq!(reader.learner.get(), "Ada");
    assert_eq!(reader.answers[1].get(), "a fencing token");
    assert_eq!(reader.notes.get(), "try a longer lease");
    assert!(reader.lesson.get());
    assert_eq!(reader.attempts.get(), author.attempts.get());

    // Not JSON: refused, nothing changes.
    let before = reader.scenario.get();
    assert!(matches!(
        reader.open_worksheet("not json"),
        Opened::Unreadable(_)
    ));
    assert_eq!(reader.scenario.get(), before);
    assert_eq!(reader.learner.get(), "Ada");
}

#[test]
fn a_worksheet_may_not_change_an_input_the_lesson_fixed() {
    let (_owner, author) = page();
    author.choose_enforcement(Enforcement::None);
    let json = to_json(&author.worksheet("https://example.org/lab/"));

    let (_owner2, learner) = page();
    learner.apply_link("#fixed=enforcement", false);
    assert!(learner.is_fixed(Input::Enforcement));
    let before = learner.scenario.get();
    assert_eq!(
        learner.open_worksheet(&json),
        Opened::ChangesSetInput(Input::Enforcement)
    );
    assert_eq!(learner.scenario.get(), before, "nothing changes");
}

#[test]
fn customize_composes_for_links_and_reset_gives_the_whole_lab() {
    let (_owner, model) = page();
    let before = model.customization.get();
    model.compose_input(Input::Enforcement, Availability::Fixed);
    model.compose_section(Section::Map, true);
    assert!(model.composing.get().hides(Section::Map));
    assert_ne!(model.composing.get(), before, "the panel composes a lesson");
    assert_eq!(
        model.customization.get(),
        before,
        "the page keeps its shape"
    );
    assert_eq!(model.link_flags().customization, model.composing.get());
    model.reset_composing();
    assert_eq!(model.composing.get(), before);
}

#[test]
fn the_map_loads_a_cell_moves_its_cursor_and_finds_the_nearest_duplicate() {
    use lease_lab::sim::{MapAxes, MapStep};
    let (_owner, model) = page();
    let map = model.map;
    let here = map.here.get();
    assert_eq!(
        map.pointed.get(),
        here,
        "the cursor starts on the current scenario"
    );
    model.move_map_cursor(MapStep::Right);
    assert_eq!(map.pointed.get(), (here.0 + 1, here.1));
    let readout = map.readout.get();
    model.point_map_at((0, 0));
    assert_ne!(map.readout.get(), readout, "the readout follows the cursor");

    let axes = map.axes.get();
    model.choose_map_cell((20, 30));
    let scenario = model.scenario.get();
    assert_eq!(
        axes.x.get(&scenario),
        Some(MapAxes::value(axes.x, axes.x_max, 20))
    );
    assert_eq!(
        axes.y.get(&scenario),
        Some(MapAxes::value(axes.y, axes.y_max, 30))
    );
    assert_eq!(
        map.cursor.get(),
        None,
        "loading a cell puts the cursor back on the scenario"
    );

    model.choose_map_axis(true, Field::Lease);
    assert_eq!(map.x_field.get(), Field::Lease);
    // The other axis' input, chosen here, swaps the two: never one input
    // on both axes (a helper drew bands of one value that way).
    model.choose_map_axis(false, Field::Lease);
    assert_eq!(
        (map.x_field.get(), map.y_field.get()),
        (Field::PauseFor, Field::Lease)
    );
    model.choose_map_axis(true, Field::Lease);
    assert_eq!(
        (map.x_field.get(), map.y_field.get()),
        (Field::Lease, Field::PauseFor)
    );

    // Without enforcement a duplicate exists on the default map; under the
    // current epoch none does.
    model.choose_enforcement(Enforcement::None);
    model.find_nearest_duplicate();
    assert!(
        map.message.get().starts_with("Moved to the nearest"),
        "{}",
        map.message.get()
    );
    assert_eq!(
        model.outcome.get().class,
        lease_lab::sim::OutcomeClass::Duplicate
    );
    model.choose_enforcement(Enforcement::CurrentEpoch);
    let before = model.scenario.get();
    model.find_nearest_duplicate();
    assert!(
        map.message.get().starts_with("No scenario"),
        "{}",
        map.message.get()
    );
    assert_eq!(model.scenario.get(), before);
}

#[test]
fn a_slider_moves_its_field_by_drag_click_and_key() {
    let (_owner, model) = page();
    let lease = model.field(Field::Lease);
    assert_eq!(lease.value.get(), Some(10_000));
    // A click (no drag) takes the exact position.
    model.slide(Field::Lease, "12.345");
    assert_eq!(model.text(Field::Lease).get(), "12.345");
    // A drag snaps to the drag step.
    model.start_drag(Field::Lease);
    model.slide(Field::Lease, "12.345");
    model.end_drag(Field::Lease);
    assert!(!lease.dragging.get());
    let snapped = model.scenario.get().lease;
    assert_ne!(snapped, 12_345, "a drag lands on a step");
    // A key the slider knows moves it by the page's step; others do not.
    assert!(model.press_slider_key(Field::Lease, "ArrowRight"));
    assert!(model.scenario.get().lease > snapped);
    assert!(!model.press_slider_key(Field::Lease, "a"));
    // Below its minimum an optional field's slider means "none".
    model.slide(Field::ShutdownAt, "-5");
    assert_eq!(model.text(Field::ShutdownAt).get(), "");
    assert_eq!(model.field(Field::ShutdownAt).value.get(), None);
    // The slider follows the last valid value while the field is broken.
    model.set_field(Field::Lease, "x".to_owned());
    assert!(model.field(Field::Lease).error.get().is_some());
    assert_eq!(
        model.field(Field::Lease).value.get(),
        Some(model.scenario.get().lease)
    );
}

#[test]
fn cards_readout_and_tables_show_the_run_on_the_page() {
    let (_owner, model) = page();
    let cards = model.metric_cards.get();
    assert_eq!(cards.len(), 4);
    assert!(cards
        .iter()
        .all(|c| !c.title.is_empty() && !c.value.is_empty()));
    assert!(
        cards.iter().all(|c| c.pinned.is_empty()),
        "nothing pinned yet"
    );
    model.pin_run();
    model.set_field(Field::Lease, "30".to_owned());
    assert!(model
        .metric_cards
        .get()
        .iter()
        .all(|c| c.pinned.starts_with("Pinned: ")));

    let readout = model.readout.get();
    assert_eq!(readout.len(), lease_lab::present::explore::STATE_LINES);
    model.move_cursor(model.playback.end.get());
    assert_ne!(
        model.readout.get(),
        readout,
        "the readout follows the cursor"
    );

    let marked = |rows: Vec<String>| rows.iter().filter(|r| r.contains("aria-current")).count();
    let writes = lease_lab::present::report::write_table(&model.outcome.get());
    assert!(!writes.is_empty());
    assert_eq!(
        model.writes_table.get().len(),
        writes.len(),
        "a row per write"
    );
    assert_eq!(marked(model.events_table.get()), 0);
    model.start_steps();
    assert_eq!(
        marked(model.events_table.get()),
        1,
        "the step's row is marked"
    );
    assert_eq!(model.contracts_table.get().len(), 3, "three contracts");
    assert!(!model.playback.current_parts.get().1.is_empty());
    assert!(!model.playback.legend.get().is_empty());
}

#[test]
fn copying_gives_the_scenarios_link_and_falls_back_to_a_field_to_copy_by_hand() {
    let (_owner, model) = page();
    model.choose_preset(by_slug("paused-zombie").unwrap_or_else(|| panic!("no preset")));
    let page_url = "https://example.org/lab/";
    let text = model.start_copy(Shared::Link, page_url);
    assert_eq!(
        text,
        Some(scenario_link(
            page_url,
            &model.scenario.get(),
            model.link_flags()
        ))
    );
    model.copied();
    assert_eq!(model.share_status.get().as_deref(), Some("Copied"));

    // The clipboard refused: the embed code waits in the field; Escape
    // closes it and says which button to return to.
    let embed = model.start_copy(Shared::EmbedCode, page_url);
    assert_eq!(
        model.share_status.get(),
        None,
        "a new copy clears the last status"
    );
    let embed = embed.unwrap_or_default();
    assert!(embed.starts_with("<iframe"), "{embed}");
    model.copy_by_hand(Shared::EmbedCode, embed.clone());
    assert_eq!(model.copy_field.get(), Some((Shared::EmbedCode, embed)));
    assert_eq!(model.close_copy_field(), Some(Shared::EmbedCode));
    assert_eq!(model.copy_field.get(), None);

    // A broken field: nothing to copy, since a link must never carry a
    // scenario the page would refuse.
    model.set_field(Field::Lease, "-1".to_owned());
    assert_eq!(model.start_copy(Shared::Link, page_url), None);
}

#[test]
fn a_download_is_named_for_the_preset_and_learner_and_its_status_says_what_happened() {
    let (_owner, model) = page();
    model.choose_preset(by_slug("watermark-race").unwrap_or_else(|| panic!("no preset")));
    model.write_name("Ada".to_owned());
    let mut saved = None;
    model.download_worksheet(
        WorksheetFormat::Json,
        "https://example.org/lab/",
        |name, mime, text| {
            saved = Some((name.to_owned(), mime.to_owned(), text.to_owned()));
            true
        },
    );
    let (name, mime, text) = saved.unwrap_or_else(|| panic!("nothing saved"));
    assert_eq!(name, "lease-lab-watermark-race-ada.json");
    assert_eq!(mime, "application/json");
    assert_eq!(
        model.open_worksheet(&text),
        Opened::Restored {
            prediction: false,
            lesson: false
        }
    );
    assert_eq!(
        model.worksheet_status.get().as_deref(),
        Some("Downloaded lease-lab-watermark-race-ada.json.")
    );

    // With a broken field the file holds the last valid values, and says so;
    // a download the browser would not start is reported too.
    model.set_field(Field::Lease, "x".to_owned());
    model.download_worksheet(
        WorksheetFormat::Markdown,
        "https://example.org/lab/",
        |name, mime, _| {
            assert!(name.ends_with(".md") && mime == "text/markdown");
            true
        },
    );
    let status = model.worksheet_status.get().unwrap_or_default();
    assert!(status.contains("last valid values"), "{status}");
    model.download_worksheet(
        WorksheetFormat::Json,
        "https://example.org/lab/",
        |_, _, _| false,
    );
    let status = model.worksheet_status.get().unwrap_or_default();
    assert!(
        status.starts_with("Could not start the download"),
        "{status}"
    );
}

#[test]
fn an_opened_file_reports_what_it_restored_or_why_nothing_changed() {
    let (_owner, author) = page();
    author.choose_preset(by_slug("paused-zombie").unwrap_or_else(|| panic!("no preset")));
    let json = to_json(&author.worksheet("https://example.org/lab/"));

    let (_owner2, model) = page();
    let before = model.scenario.get();
    for refused in [Opened::TooLarge, Opened::NotRead] {
        assert_eq!(model.open_file("big.json", Err(refused.clone())), refused);
        let status = model.worksheet_status.get().unwrap_or_default();
        assert!(status.ends_with("Nothing was changed."), "{status}");
        assert_eq!(model.scenario.get(), before);
    }
    model.open_file("w.json", Ok("{}"));
    assert_eq!(
        model.scenario.get(),
        before,
        "an unreadable file changes nothing"
    );

    assert_eq!(
        model.open_file("mine.json", Ok(&json)),
        Opened::Restored {
            prediction: false,
            lesson: false
        }
    );
    assert_eq!(model.scenario.get(), author.scenario.get());
    let status = model.worksheet_status.get().unwrap_or_default();
    assert!(
        status.starts_with("Opened mine.json: scenario, answers and notes restored"),
        "{status}"
    );
}

#[test]
fn moving_the_cursor_or_the_map_marker_rewrites_only_its_overlay() {
    use lease_lab::sim::MapStep;
    let (_owner, model) = page();
    let (playback, map) = (model.playback, model.map);
    let (timeline, cells) = (playback.current_parts.get(), map.markup.get());
    assert!(cells.contains("<rect"), "the map is drawn");
    let (cursor, marker) = (playback.cursor_markup.get(), map.overlay.get());

    model.move_cursor(13_000);
    assert_ne!(playback.cursor_markup.get(), cursor, "the cursor moved");
    model.move_map_cursor(MapStep::Right);
    let pointed = map.overlay.get();
    assert_ne!(pointed, marker, "the map's cursor moved");
    assert_eq!(playback.current_parts.get(), timeline);
    assert_eq!(map.markup.get(), cells);

    // An axis field moves the crosshair and leaves the cells. (The map
    // follows the page in an effect, which does not run natively.)
    model.set_field(Field::PauseAt, "5".to_owned());
    map.scenario.set(model.scenario.get());
    assert_ne!(map.overlay.get(), pointed, "the crosshair moved");
    assert_eq!(map.markup.get(), cells);
}

#[test]
fn the_map_waking_for_its_pre_rendered_cells_gives_the_page_nothing_to_rewrite() {
    let (_owner, model) = page();
    let map = model.map;
    let drawn = map.markup.get();
    assert!(drawn.contains("<rect"), "the map is drawn");
    // Counts the markup's changes: each is a rewrite of the page's cells.
    let writes = StoredValue::new(0);
    let watcher = Memo::new(move |_| {
        map.markup.track();
        writes.update_value(|n| *n += 1);
    });
    watcher.get();
    let rewrites = || {
        watcher.get();
        writes.get_value() - 1
    };
    // A hydrated page's map sleeps until the first change, which wakes it
    // for the cells the page already shows (here an axis field moved).
    // (The page's view reads the markup while the map sleeps.)
    map.awake.set(false);
    let asleep = rewrites();
    model.set_field(Field::PauseFor, "7".to_owned());
    map.scenario.set(model.scenario.get());
    map.awake.set(true);
    assert_eq!(rewrites(), asleep, "the cells on the page are those");
    // A change the cells depend on is new markup to write, and so is a
    // change back.
    model.set_field(Field::Lease, "12".to_owned());
    map.scenario.set(model.scenario.get());
    assert_eq!(rewrites(), asleep + 1);
    assert_ne!(map.markup.get(), drawn);
    model.set_field(Field::Lease, "10".to_owned());
    map.scenario.set(model.scenario.get());
    assert_eq!(rewrites(), asleep + 2);
    assert_eq!(map.markup.get(), drawn);
}

#[test]
fn nothing_that_states_a_count_or_a_nearest_cell_reads_a_sketch() {
    use lease_lab::sim::{nearest_of_class, outcome_map, MapAxes, OutcomeClass, MAP_CELLS};
    let (_owner, model) = page();
    let map = model.map;
    // The map follows the page in an effect, which does not run natively.
    let follow = || map.scenario.set(model.scenario.get_untracked());
    model.choose_enforcement(Enforcement::None);
    follow();
    assert!(map.summary.get().contains(" of 10201 runs"));

    map.exact.set(false);
    let (sketch, axes, base) = (map.cells.get(), map.axes.get(), model.scenario.get());
    let exact = outcome_map(&base, &axes);
    assert_ne!(sketch, exact, "the map is a sketch");
    let summary = map.summary.get();
    assert!(
        !summary.contains("runs"),
        "a sketch states no count: {summary}"
    );

    // A cell whose nearest duplicate on the sketch is not the exact one.
    let nearest = |cells: &[OutcomeClass], (column, row): (usize, usize)| {
        let here = axes.scenario_at(&base, column, row);
        nearest_of_class(&here, &axes, cells, OutcomeClass::Duplicate)
    };
    let cells = (0..MAP_CELLS).flat_map(|column| (0..MAP_CELLS).map(move |row| (column, row)));
    let Some(cell) = cells
        .step_by(7)
        .find(|&cell| nearest(&sketch, cell) != nearest(&exact, cell))
    else {
        panic!("no cell where the sketch misplaces the nearest duplicate")
    };
    let Some(target) = nearest(&exact, cell) else {
        panic!("no duplicate on the map")
    };
    model.choose_map_cell(cell);
    follow();
    assert_eq!(map.cells.get(), sketch, "still the sketch");
    model.find_nearest_duplicate();
    let loaded = model.scenario.get();
    assert_eq!(
        (axes.x.get(&loaded), axes.y.get(&loaded)),
        (
            Some(MapAxes::value(axes.x, axes.x_max, target.0)),
            Some(MapAxes::value(axes.y, axes.y_max, target.1))
        ),
        "the exact map's nearest duplicate to {cell:?}"
    );
}

/// The name the JSON worksheet would be downloaded under now.
fn json_download_name(model: &Model) -> String {
    let mut name = String::new();
    model.download_worksheet(
        WorksheetFormat::Json,
        "https://example.org/lab/",
        |n, _, _| {
            name = n.to_owned();
            true
        },
    );
    name
}

/// The JSON worksheet the page would download now, as a value.
fn downloaded(model: &Model) -> serde_json::Value {
    let text = to_json(&model.worksheet("https://example.org/lab/"));
    serde_json::from_str(&text).unwrap_or_default()
}

/// Issue 40, point 1: in a lesson the results wait for the learner's own
/// prediction. "Predict first" cannot be switched off before the reveal,
/// a download before it holds nothing of the run, and a link that ends
/// the lesson early is recorded on the attempt.
#[test]
fn a_lesson_s_prediction_cannot_be_skipped() {
    let (_owner, model) = page();
    model.apply_link(
        "#preset=watermark-race&fixed=enforcement&hidden=contracts,explanations&predict",
        true,
    );
    assert!(model.results_hidden.get());
    // Unticking is refused while the results wait.
    assert!(!model.set_lesson(false));
    assert!(model.lesson.get() && model.results_hidden.get());
    let before = downloaded(&model);
    assert_eq!(before["outcome"], serde_json::Value::Null);
    assert_eq!(before["attempts"][0]["revealed"], false);
    let markdown = lease_lab::worksheet::to_markdown(&model.worksheet("https://example.org/lab/"));
    assert!(
        !markdown.contains("## Protected-resource write decisions"),
        "{markdown}"
    );

    answer_all(&model);
    assert!(model.reveal());
    assert!(!model.results_hidden.get());
    let after = downloaded(&model);
    assert!(after["outcome"]["writes"].is_array());
    // The lesson hides the contracts: their table stays out of the file.
    let markdown = lease_lab::worksheet::to_markdown(&model.worksheet("https://example.org/lab/"));
    assert!(!markdown.contains("Same timeline, three contracts"));
    assert!(!markdown.contains("Assumptions and limits"));

    // "Predict again" keeps the first attempt; switching off is allowed
    // once revealed, but not during a new open attempt.
    model.predict_again();
    assert!(model.results_hidden.get());
    assert!(!model.set_lesson(false));
    assert_eq!(model.attempts.get().len(), 2);

    // A link without `predict` ends the lesson early: allowed, and the
    // open attempt records that its results were seen before its reveal.
    model.apply_link("#preset=healthy", false);
    assert!(!model.lesson.get() && !model.results_hidden.get());
    let attempts = model.attempts.get();
    assert_eq!(attempts.len(), 2);
    assert!(!attempts[0].seen_before_reveal());
    assert!(attempts[1].seen_before_reveal());
    assert_eq!(
        downloaded(&model)["attempts"][1]["seen_before_reveal"],
        true
    );

    // Ticking "Predict first" again starts a third attempt.
    assert!(model.set_lesson(true));
    assert_eq!(model.attempts.get().len(), 3);
    assert!(model.results_hidden.get());
}

/// Issue 40, point 4: an instructor's own questions come by link, are
/// refused alone with a notice naming the key, travel in both worksheets
/// with their answers, and are composed by the panel.
#[test]
fn own_questions_come_by_link_and_travel_with_their_answers() {
    let (_owner, model) = page();
    let long = "x".repeat(201);
    model.apply_link(
        &format!("#preset=healthy&ask1=Where%20is%20%3Cyour%3E%20fence%3F&ask2={long}&ask3=Why%3F"),
        true,
    );
    assert_eq!(
        model.questions.get(),
        ["Where is <your> fence?".to_owned(), "Why?".to_owned()]
    );
    let notice = model.notice.get().unwrap_or_default();
    assert!(
        notice.contains("question ask2 was not applied (ask2: must be 1 to 200 characters)"),
        "{notice}"
    );
    model.write_own_answer(0, "At the ledger.".to_owned());
    let file = downloaded(&model);
    assert_eq!(file["questions"].as_array().map(Vec::len), Some(5));
    assert_eq!(file["questions"][3]["text"], "Where is <your> fence?");
    assert_eq!(file["questions"][3]["answer"], "At the ledger.");
    let link = file["link"].as_str().unwrap_or_default().to_owned();
    assert!(
        link.contains("&ask1=Where%20is%20%3Cyour%3E%20fence%3F&ask2=Why%3F"),
        "{link}"
    );
    let markdown = lease_lab::worksheet::to_markdown(&model.worksheet("https://example.org/lab/"));
    assert!(
        markdown.contains("### 4. Where is &lt;your&gt; fence?\n\nAt the ledger.\n"),
        "{markdown}"
    );

    // Where the worksheet is hidden, nothing could answer them.
    model.apply_link("#hidden=worksheet&ask1=Why%3F", false);
    assert!(model.questions.get().is_empty());
    let notice = model.notice.get().unwrap_or_default();
    assert!(
        notice.contains("ask1: this lesson hides the worksheet"),
        "{notice}"
    );

    // The panel composes them, with "Ask for a prediction first".
    model.compose_questions("  What would you change?  \n\u{7}bell".to_owned());
    model.compose_predict(true);
    let copied = model
        .start_copy(Shared::Link, "https://example.org/lab/")
        .unwrap_or_default();
    assert!(
        copied.contains("&ask1=What%20would%20you%20change%3F&"),
        "{copied}"
    );
    assert!(
        !copied.contains("ask2") && copied.ends_with("&predict"),
        "{copied}"
    );
}

/// Issue 40, point 5: a worksheet brings back the lesson it came from on a
/// page without one, the page's lesson wins on a page with one, and the
/// download is named for the lesson's preset even after exploring.
#[test]
fn a_worksheet_restores_its_lesson_where_the_page_has_none() {
    let (_owner, teacher) = page();
    teacher.apply_link(
        "#preset=watermark-race&fixed=enforcement&hidden=contracts&ask1=Why%3F&predict",
        true,
    );
    answer_all(&teacher);
    assert!(teacher.reveal());
    teacher.write_own_answer(0, "Tokens.".to_owned());
    teacher.set_field(Field::Lease, "31".to_owned());
    assert_eq!(
        json_download_name(&teacher),
        "lease-lab-watermark-race.json"
    );
    let json = to_json(&teacher.worksheet("https://example.org/lab/"));

    let (_owner2, learner) = page();
    assert_eq!(
        learner.open_worksheet(&json),
        Opened::Restored {
            prediction: true,
            lesson: true
        }
    );
    assert!(learner.customization.get().hides(Section::Contracts));
    assert_eq!(
        learner.customization.get().of(Input::Enforcement),
        Availability::Fixed
    );
    assert_eq!(learner.questions.get(), ["Why?".to_owned()]);
    assert_eq!(learner.own_answers[0].get(), "Tokens.");
    assert!(learner.lesson.get() && learner.quiz.revealed.get());

    // A page with a lesson of its own keeps it.
    let (_owner3, other) = page();
    other.apply_link("#hidden=map&ask1=Where%3F", true);
    assert!(matches!(
        other.open_worksheet(&json),
        Opened::Restored { lesson: false, .. }
    ));
    assert!(other.customization.get().hides(Section::Map));
    assert!(!other.customization.get().hides(Section::Contracts));
    assert_eq!(other.questions.get(), ["Where?".to_owned()]);
}

/// Issue 40, point 1: a worksheet opened while the results wait, which
/// shows results, is allowed and recorded as seen before the reveal.
#[test]
fn opening_a_file_during_a_prediction_is_recorded() {
    let (_owner, model) = page();
    let revealed = {
        let (_o, author) = page();
        author.set_field(Field::Lease, "30".to_owned());
        to_json(&author.worksheet("https://example.org/lab/"))
    };
    model.apply_link("#predict", true);
    model.choose_answer(0, 1);
    assert!(model.results_hidden.get());
    assert!(matches!(
        model.open_worksheet(&revealed),
        Opened::Restored { .. }
    ));
    assert!(!model.results_hidden.get());
    let attempts = model.attempts.get();
    assert_eq!(attempts.len(), 1);
    assert!(attempts[0].seen_before_reveal());
    assert_eq!(attempts[0].prediction.takeover, Some(false));
}

#[test]
fn the_figure_waits_for_the_reveal_and_stays_out_where_the_timeline_is_hidden() {
    let page_url = "https://example.org/lab/";
    let (_owner, model) = page();
    // Offered on an ordinary page: named by the preset, the link inside.
    model.choose_preset(by_slug("gc-pause").unwrap_or_else(|| panic!("no preset")));
    model.write_name("Ada".to_owned());
    assert!(model.figure_offered());
    let figure = model.figure(page_url).unwrap_or_else(|| panic!("a figure"));
    assert_eq!(figure.svg_name, "lease-lab-gc-pause-figure.svg");
    assert_eq!(figure.png_name, "lease-lab-gc-pause-figure.png");
    assert_eq!(figure.link, model.worksheet(page_url).link);
    let escaped = figure.link.replace('&', "&amp;");
    assert!(figure.svg.contains(&format!("<desc>{escaped}</desc>")));
    assert!(!figure.svg.contains(">Pinned run<"));
    // Both runs while one is pinned; "custom" once the scenario is no preset.
    model.pin_run();
    model.set_field(Field::Lease, "31".to_owned());
    let figure = model.figure(page_url).unwrap_or_else(|| panic!("a figure"));
    assert_eq!(figure.svg_name, "lease-lab-custom-figure.svg");
    assert!(figure.svg.contains(">Current run<") && figure.svg.contains(">Pinned run<"));
    model.report_download(&figure.svg_name, true);
    assert_eq!(
        model.worksheet_status.get().as_deref(),
        Some("Downloaded lease-lab-custom-figure.svg.")
    );
    model.report_download(&figure.png_name, false);
    assert_eq!(
        model.worksheet_status.get().as_deref(),
        Some("Could not start the download of lease-lab-custom-figure.png.")
    );

    // A lesson: nothing before the reveal; after it, the lesson's preset
    // names the file, and a section the lesson hides is not in it.
    let (_owner2, lesson) = page();
    lesson.apply_link(
        "#preset=paused-zombie&hidden=contracts,explanations,metrics,events&predict",
        true,
    );
    assert!(lesson.results_hidden.get());
    assert!(!lesson.figure_offered());
    assert_eq!(lesson.figure(page_url), None);
    answer_all(&lesson);
    assert!(lesson.reveal());
    assert!(lesson.figure_offered());
    let figure = lesson
        .figure(page_url)
        .unwrap_or_else(|| panic!("a figure"));
    assert_eq!(figure.svg_name, "lease-lab-paused-zombie-figure.svg");
    // What the figure shows (its link, in `<desc>`, names the sections).
    let shown = figure
        .svg
        .split_once("</desc>")
        .map_or("", |(_, shown)| shown);
    for hidden in [
        "contract",
        "What the timeline teaches",
        "Assumptions",
        "Original attempt ends",
        "Event log",
    ] {
        assert!(!shown.contains(hidden), "{hidden} in {shown}");
    }

    // `hidden=timeline`: never offered, even after the reveal.
    let (_owner3, hidden) = page();
    hidden.apply_link("#preset=paused-zombie&hidden=timeline", true);
    assert!(!hidden.figure_offered());
    assert_eq!(hidden.figure(page_url), None);
}

/// Found by a walk through the page (issue 40): a link that ends a lesson
/// early records the attempt for the scenario it was made for, not the
/// link's; and a lesson composed by the panel (nine keys, no `preset=`)
/// still names its downloads for the preset its scenario is.
#[test]
fn a_lesson_ended_by_a_link_keeps_the_predicted_scenario() {
    let (_owner, model) = page();
    model.apply_link("#preset=watermark-race&predict", true);
    model.set_field(Field::OriginalWork, "14".to_owned());
    let predicted = model.scenario.get();
    model.choose_answer(0, 0);
    model.apply_link("#preset=healthy", false);
    let attempts = model.attempts.get();
    assert_eq!(
        attempts.last().map(|a| a.scenario(&Scenario::default())),
        Some(predicted)
    );

    let (_owner2, learner) = page();
    let race = preset("watermark-race");
    learner.apply_link(
        &link(
            &race,
            Flags {
                predict: true,
                ..Flags::default()
            },
        ),
        true,
    );
    learner.set_field(Field::Lease, "11".to_owned());
    assert_eq!(
        json_download_name(&learner),
        "lease-lab-watermark-race.json"
    );
}

/// The page after `field` took `text` with the map off screen. The map
/// follows the page in an effect, which does not run natively: here it
/// stays behind, as it does off screen while the inputs move.
fn moved_off_screen(field: Field, text: &str) -> (Owner, Model) {
    let (owner, model) = page();
    model.set_field(field, text.to_owned());
    model.scroll_map(false);
    assert_ne!(
        model.map.scenario.get(),
        model.scenario.get(),
        "off screen it waits"
    );
    (owner, model)
}

#[test]
fn a_map_scrolled_into_view_catches_up_with_an_axis_moved_off_screen() {
    // The pause duration is the map's vertical axis: a drag of it off
    // screen leaves the cells as they are, and the marker waits too.
    let (_owner, model) = moved_off_screen(Field::PauseFor, "6");
    let map = model.map;
    let (cells, position) = (map.cells.get(), map.position.get());
    model.scroll_map(true);
    assert_eq!(map.scenario.get(), model.scenario.get());
    assert_ne!(
        map.position.get(),
        position,
        "the marker moved to the new pause"
    );
    assert_eq!(map.cells.get(), cells, "an axis moved: the same cells");
}

#[test]
fn a_map_scrolled_into_view_catches_up_with_the_page() {
    let (_owner, model) = moved_off_screen(Field::Lease, "20");
    let map = model.map;
    let cells = map.cells.get();
    // As a drag off screen leaves it: the summary counts nothing stale.
    map.behind.set(true);
    assert_eq!(
        map.summary.get(),
        "<li>Refining the map while the inputs change…</li>"
    );
    model.scroll_map(true);
    assert!(!map.behind.get());
    assert_eq!(map.scenario.get(), model.scenario.get());
    assert!(map.exact.get(), "the map in view is exact");
    assert_ne!(map.cells.get(), cells, "the lease changed every cell");
    assert!(map.summary.get().contains(" of 10201 runs"));
}

/// The language menu carries the page as it is, and where switching would
/// lose what only the page holds, the first pick warns and the second goes.
#[test]
fn the_language_menu_keeps_the_scenario_and_warns_once_before_notes_are_lost() {
    use lease_lab::i18n::LOCALES;
    let (_owner, model) = page();
    let (english, spanish, arabic) = (LOCALES[0], LOCALES[1], LOCALES[4]);
    model.choose_preset(&PRESETS[1]);
    model.pin_run();
    let to_spanish = model.language_link(spanish);
    assert!(to_spanish.starts_with("es/#"), "{to_spanish}");
    let fragment = to_spanish.split_once('#').map(|(_, f)| format!("#{f}"));
    let flags = Flags {
        pin: Some(PRESETS[1].scenario),
        ..Flags::default()
    };
    assert_eq!(fragment, Some(link(&PRESETS[1].scenario, flags.clone())));
    assert_eq!(
        model.language_link(english),
        format!("./{}", link(&PRESETS[1].scenario, flags))
    );
    // Nothing to lose: the pick goes at once, to the link.
    assert_eq!(model.pick_language(spanish), Some(to_spanish.clone()));
    assert_eq!(model.leaving_for.get_untracked(), None);
    // Notes would be lost: the first pick only warns; the same pick again
    // goes, another language warns anew.
    model.write_notes("the zombie wrote at 26 s".to_owned());
    assert_eq!(model.pick_language(spanish), None);
    assert_eq!(model.leaving_for.get_untracked(), Some(spanish));
    assert_eq!(model.pick_language(arabic), None);
    assert_eq!(model.leaving_for.get_untracked(), Some(arabic));
    assert_eq!(
        model.pick_language(arabic),
        Some(model.language_link(arabic))
    );
    assert!(model.language_link(arabic).starts_with("ar/#"));
    // The page's own language (English, natively) is never a loss.
    assert!(model.pick_language(english).is_some());
    // Picking the page's own language dismisses the warning, and once
    // nothing would be lost it goes (the menu shows it only while
    // `holds_unsaved_work`).
    assert_eq!(model.pick_language(spanish), None);
    assert!(model.pick_language(english).is_some());
    assert_eq!(model.leaving_for.get_untracked(), None);
    model.write_notes(String::new());
    assert!(!model.holds_unsaved_work());
}

/// A lesson link opens an empty prediction: nothing is lost until the
/// learner chooses an answer.
#[test]
fn a_lesson_warns_before_switching_language_only_once_an_answer_is_chosen() {
    let (_owner, model) = page();
    let spanish = lease_lab::i18n::LOCALES[1];
    let fragment = link(
        &preset("paused-zombie"),
        Flags {
            predict: true,
            ..Flags::default()
        },
    );
    model.apply_link(&fragment, true);
    assert!(model.pick_language(spanish).is_some());
    model.choose_answer(0, 1);
    assert_eq!(model.pick_language(spanish), None);
}

/// "Nearest duplicate" says where it moved the run, or under which
/// contract no cell of the map applies the increment twice.
#[test]
fn nearest_duplicate_says_what_it_did() {
    let (_owner, model) = page();
    model.choose_enforcement(Enforcement::None);
    model.find_nearest_duplicate();
    assert_eq!(
        model.map.message.get(),
        "Moved to the nearest scenario on the map that applies the increment twice."
    );
    assert_eq!(
        model.outcome.get().class,
        lease_lab::sim::OutcomeClass::Duplicate
    );
    model.choose_enforcement(Enforcement::CurrentEpoch);
    model.find_nearest_duplicate();
    assert_eq!(
        model.map.message.get(),
        "No scenario on this map applies the increment twice under \"Registered current epoch\"."
    );
}
