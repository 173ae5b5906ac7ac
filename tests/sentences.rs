//! Every sentence the page prints about a run is true of that run. The
//! wording of a sentence is chosen from facts of the `Outcome`; these tests
//! check each claim against independent evidence (the state at an instant,
//! the replayed lease, fresh simulations), over generated scenarios full of
//! same-instant ties, and pin the fourteen cases of issue 19.

use lease_lab::present::compare::{change_sentence, input_name, input_value, Fact};
use lease_lab::present::explore::{cell_readout, map_axes, share, state_lines, survivable_text};
use lease_lab::present::format::duration;
use lease_lab::present::lesson::{answers, reasons, scenario_sentence, OriginalWrite};
use lease_lab::present::markup::{metric_cards, quantities, table_rows};
use lease_lab::present::presets::{by_slug, look_for, PRESETS};
use lease_lab::present::report::{event_rows, event_table, metrics, write_table};
use lease_lab::present::steps::steps;
use lease_lab::present::timeline::{layout, Frame, Lane, Shape, TextSize, WIDE};
use lease_lab::sim::{
    simulate, state_after_event, state_at, survivable_pause, Actor, Enforcement, EventKind, Field,
    Input, Millis, OriginalEnd, Outcome, OutcomeClass, Scenario, WorkerState,
};
use lease_lab::worksheet::{to_markdown, Worksheet};
use proptest::prelude::*;

mod common;

const fn s(seconds: u64) -> Millis {
    seconds * 1_000
}

/// The log sentence of the first event of `kind` in the run of `scenario`.
#[track_caller]
fn sentence(scenario: &Scenario, kind: &str) -> String {
    let outcome = simulate(scenario);
    let rows = event_rows(&outcome, scenario.heartbeat_every);
    match outcome.events.iter().position(|e| e.kind.name() == kind) {
        Some(i) => rows[i].text.clone(),
        None => panic!("no {kind} event in {:?}", outcome.events),
    }
}

/// Every bar and mark title of the timeline.
fn titles(scenario: &Scenario) -> Vec<String> {
    layout(scenario, &simulate(scenario), WIDE)
        .shapes
        .into_iter()
        .filter_map(|shape| match shape {
            Shape::Bar { title, .. } | Shape::Mark { title, .. } => Some(title),
            Shape::Note { .. } => None,
        })
        .collect()
}

/// The seed's example with a shutdown at 5 s: B takes over at 13 s, and A,
/// paused from 4 s to 18 s, is killed at its 15 s deadline.
fn killed_while_paused() -> Scenario {
    Scenario {
        shutdown_at: Some(s(5)),
        ..Scenario::default()
    }
}

fn preset(slug: &str) -> Scenario {
    by_slug(slug).map_or_else(|| panic!("no preset {slug}"), |p| p.scenario)
}

#[test]
fn point_04_termination_after_the_takeover_does_not_leave_the_lease_to_run_out() {
    let text = sentence(&killed_while_paused(), "terminated");
    assert!(!text.contains("run out"), "{text}");
    assert!(text.contains("worker B took over at 13 s"), "{text}");
    let grace_too_short = sentence(&preset("grace-too-short"), "terminated");
    assert!(
        grace_too_short.contains("so it runs out at 16 s"),
        "{grace_too_short}"
    );
}

#[test]
fn point_05_a_worker_killed_while_paused_is_not_paused_until_its_resume() {
    let text = sentence(&killed_while_paused(), "paused");
    assert!(!text.contains("until 18 s"), "{text}");
    assert!(
        text.contains("still paused when it is forcibly terminated at 15 s"),
        "{text}"
    );
    let titles = titles(&killed_while_paused());
    assert!(
        titles
            .iter()
            .any(|t| t.contains("paused from 4 s until it is terminated at 15 s")),
        "{titles:?}"
    );
}

#[test]
fn point_06_renewals_continue_in_the_grace_only_when_they_do() {
    // Issue 40, point 13a: A is paused for the whole grace and sends no
    // heartbeat, so no sentence may speak of a renewal being refused.
    let text = sentence(&killed_while_paused(), "shutdown_signal");
    assert!(
        text.contains("It is paused and sends no heartbeat during the grace."),
        "{text}"
    );
    assert!(!text.contains("No renewal"), "{text}");
    let titles = titles(&killed_while_paused());
    assert!(
        titles.iter().any(|t| t.starts_with(
            "Shutdown grace from 5 s to 15 s: no new polling; A is paused and sends no heartbeat"
        )),
        "{titles:?}"
    );
    // A zombie that keeps sending heartbeats into the grace is refused.
    let refused = sentence(
        &Scenario {
            shutdown_at: Some(s(19)),
            ..Scenario::default()
        },
        "shutdown_signal",
    );
    assert!(
        refused.contains("No renewal of its lease is accepted during the grace."),
        "{refused}"
    );
    let graceful = sentence(&preset("graceful-shutdown"), "shutdown_signal");
    assert!(
        graceful.contains("Its lease is still renewed during the grace."),
        "{graceful}"
    );
}

#[test]
fn point_07_the_deadline_is_named_as_a_deadline_and_only_real_kills_are_reported() {
    let graceful = preset("graceful-shutdown");
    let text = sentence(&graceful, "shutdown_signal");
    assert!(
        text.contains("deadline at 15 s") && !text.contains("forced termination at"),
        "{text}"
    );
    let outcome = simulate(&graceful);
    assert!(outcome
        .events
        .iter()
        .all(|e| e.kind != EventKind::Terminated));
    assert!(titles(&graceful).iter().all(|t| !t.contains("terminated")));
}

#[test]
fn point_08_the_signal_is_logged_before_the_termination_it_causes() {
    for (at, grace) in [(0, 0), (s(7), 0), (s(2), s(3))] {
        let scenario = Scenario {
            shutdown_at: Some(at),
            shutdown_grace: grace,
            pause_for: 0,
            ..Scenario::default()
        };
        let kinds: Vec<&str> = simulate(&scenario)
            .events
            .iter()
            .map(|e| e.kind.name())
            .collect();
        let signal = kinds.iter().position(|&k| k == "shutdown_signal");
        let killed = kinds.iter().position(|&k| k == "terminated");
        assert!(signal.is_some() && signal < killed, "{kinds:?}");
    }
}

#[test]
fn point_09_every_way_a_grace_is_too_short_is_explained_and_true() {
    // The page's explanation (page.ftl), in English.
    let explanation = lease_lab::i18n::page_word("explain-shutdown");
    assert!(explanation.contains("exactly as long"));
    assert!(explanation.contains("a pause inside the grace"));
    // A grace exactly equal to the remaining work: the kill wins the tie.
    let equal = simulate(&Scenario {
        shutdown_at: Some(s(2)),
        shutdown_grace: s(10),
        pause_for: 0,
        ..Scenario::default()
    });
    assert_eq!(equal.terminated_at(), Some(s(12)));
    // The default example with the signal at 5 s: 8 s left, a 10 s grace.
    assert_eq!(
        simulate(&killed_while_paused()).terminated_at(),
        Some(s(15))
    );
}

#[test]
fn point_10_and_12_preset_lessons_match_their_runs() {
    let gc = by_slug("gc-pause").map(|p| (p.lesson(), p.scenario));
    let Some((lesson, scenario)) = gc else {
        panic!("no gc-pause")
    };
    assert_eq!(scenario.enforcement, Enforcement::Watermark);
    // Issue 27: as in Kleppmann's story, the paused client writes as soon
    // as it wakes, after the new holder's write; the lesson quotes the run.
    let run = simulate(&scenario);
    let (woke, wrote) = (
        run.resumed_at(),
        run.write_by(lease_lab::sim::Actor::A).map(|w| w.at),
    );
    let b_wrote = run.write_by(lease_lab::sim::Actor::B).map(|w| w.at);
    assert!(
        matches!((woke, wrote, b_wrote), (Some(w), Some(a), Some(b)) if b < w && a > w && a - w <= 500),
        "A wakes at {woke:?}, writes at {wrote:?}; B writes at {b_wrote:?}"
    );
    let quoted = format!(
        "wakes at {} and writes at {}",
        duration(woke.unwrap_or(0)),
        duration(wrote.unwrap_or(0))
    );
    assert!(lesson.contains(&quoted), "{lesson}");
    // Sidekiq-style: the run ends in a forced termination at the end of the
    // grace, so the lesson must not say the worker stops itself.
    let sidekiq = by_slug("sidekiq-shutdown").map(|p| (p.lesson(), simulate(&p.scenario)));
    let Some((lesson, run)) = sidekiq else {
        panic!("no sidekiq-shutdown")
    };
    let killed = run.terminated_at().map(duration).unwrap_or_default();
    assert!(
        lesson.contains("forcibly terminated") && lesson.contains(&format!("({killed})")),
        "{lesson}"
    );
    assert!(!lesson.contains("stops itself"), "{lesson}");
    let zombie = by_slug("paused-zombie").map_or(String::new(), |p| p.lesson());
    assert!(
        zombie.contains("wakes at 18 s") && zombie.contains("writes at 26 s"),
        "{zombie}"
    );
}

#[test]
fn a_cadence_that_never_renews_is_not_quoted() {
    // Issue 27: "SQS-style visibility timeout" read "a heartbeat every
    // 24 h 0 min 0 s" although no heartbeat ever comes before expiry.
    let Some(sqs) = by_slug("sqs-visibility").map(|p| p.scenario) else {
        panic!("no sqs-visibility")
    };
    let run = simulate(&sqs);
    assert_eq!(run.last_renewal_at, None, "the lease is never renewed");
    let texts = [
        scenario_sentence(&sqs),
        survivable_text(
            &lease_lab::sim::survivable_pause(sqs.lease, sqs.heartbeat_every),
            sqs.lease,
            sqs.heartbeat_every,
        ),
    ];
    for text in texts {
        assert!(!text.contains("24 h"), "{text}");
        assert!(text.contains("never extended"), "{text}");
    }
    assert!(scenario_sentence(&Scenario::default()).contains("is renewed every 3 s"));
}

/// Issue 40, point 13b: wherever the cadence is shown as a value, a cadence
/// of at least the lease carries a note that no heartbeat comes before the
/// lease expires; the number itself is unchanged.
#[test]
fn a_cadence_that_never_renews_is_noted_beside_its_value() {
    const NOTE: &str = "(no heartbeat comes before the lease expires)";
    let sqs = preset("sqs-visibility");
    let cadence = Input::Seconds(Field::HeartbeatEvery);
    assert_eq!(input_value(cadence, &sqs), format!("24 h {NOTE}"));
    assert_eq!(input_value(cadence, &Scenario::default()), "3 s");
    let change = change_sentence(&Scenario::default(), &sqs);
    assert!(
        change.contains(&format!("Heartbeat cadence 3 s → 24 h {NOTE}.")),
        "{change}"
    );
    let sheet = to_markdown(&Worksheet {
        scenario: sqs,
        ..Worksheet::default()
    });
    assert!(
        sheet.contains(&format!("| Heartbeat cadence (seconds) | 24 h {NOTE} |")),
        "{sheet}"
    );
    // The map over cadence and lease: a cell whose cadence reaches its lease.
    let base = Scenario::default();
    let axes = map_axes(&base, Field::HeartbeatEvery, Field::Lease);
    for (column, row) in [(0, 0), (10, 90), (90, 10), (100, 100), (50, 50)] {
        let cell = axes.scenario_at(&base, column, row);
        let text = cell_readout(&base, &axes, (column, row));
        assert_eq!(
            text.contains(NOTE),
            cell.heartbeat_every >= cell.lease,
            "{text}"
        );
    }
}

#[test]
fn point_11_kubernetes_defaults_are_credited_to_the_control_plane() {
    let source = by_slug("kubernetes-lease")
        .and_then(|p| p.source())
        .unwrap_or_default();
    assert!(
        source.contains("kube-controller-manager and kube-scheduler"),
        "{source}"
    );
    assert!(
        source.contains("client-go itself sets no defaults"),
        "{source}"
    );
    assert!(
        source.contains("terminationGracePeriodSeconds = 30"),
        "{source}"
    );
}

#[test]
fn point_13_a_completed_job_releases_its_lease_on_the_timeline_too() {
    let healthy = preset("healthy");
    let outcome = simulate(&healthy);
    assert_eq!(
        (outcome.original_ends_at, outcome.lease_expires_at),
        (s(12), s(19))
    );
    let titles = titles(&healthy);
    assert!(titles.iter().any(|t| t == "A's lease (token 1) held from 0 s to 12 s, released when A's write completed the job"), "{titles:?}");
    assert!(titles.iter().all(|t| !t.contains("valid from 0 s to 19 s")));
    assert_eq!(state_at(&healthy, &outcome, s(12)).owner, None);
}

#[test]
fn point_14_metric_notes_read_as_sentences() {
    let [_, _, overlap, _] = metrics(&simulate(&Scenario::default()));
    // Issue 40, point 13c: how much of the overlap A was paused.
    assert_eq!(overlap.note, "A was paused for all of it");
    let partly = metrics(&simulate(&Scenario {
        replacement_work: s(10),
        ..Scenario::default()
    }));
    assert_eq!(partly[2].value, "10 s");
    assert_eq!(partly[2].note, "A was paused for 5 s of it");
}

fn a_state(scenario: &Scenario, outcome: &Outcome, t: Millis) -> WorkerState {
    state_at(scenario, outcome, t).original
}

/// The cause a step gives for the lease running out at `expired_at`, checked
/// against the state at the instant the next heartbeat fell due.
fn expiry_cause_is_true(
    scenario: &Scenario,
    outcome: &Outcome,
    expired_at: Millis,
    why: &str,
) -> Result<(), TestCaseError> {
    let last = outcome.last_renewal_at.unwrap_or(0);
    prop_assert_eq!(expired_at - last, scenario.lease);
    let due = last + scenario.heartbeat_every;
    let state = a_state(scenario, outcome, due.min(expired_at));
    if why.contains("heartbeats come every") {
        prop_assert!(due >= expired_at, "{}", why);
        prop_assert!(
            why.contains(&format!("due at {}", duration(due))),
            "{}",
            why
        );
    } else if why.contains("because A was paused") {
        prop_assert!(
            due < expired_at && paused(a_state(scenario, outcome, due)),
            "{}",
            why
        );
    } else if why.contains("because A was forcibly terminated") {
        prop_assert!(
            due < expired_at && a_state(scenario, outcome, due) == WorkerState::Terminated,
            "{}",
            why
        );
    } else {
        prop_assert!(false, "no cause in {} ({:?} at {})", why, state, due);
    }
    Ok(())
}

fn paused(state: WorkerState) -> bool {
    matches!(state, WorkerState::Paused | WorkerState::ZombiePaused)
}

/// Markup's text as a browser reads it: tags dropped, the page's escapes
/// read back.
fn text_of(markup: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for ch in markup.chars() {
        match ch {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => text.push(ch),
            _ => {}
        }
    }
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The first quantity of `text` (a number, maybe after "(", then an
/// English unit with a sentence's punctuation) that `quantities` does not
/// hold in one span, if any; and a markup whose text is not `text`.
fn split_quantity(text: &str) -> Option<String> {
    let markup = quantities(text);
    if text_of(&markup) != text {
        return Some(format!("{markup} reads other than {text}"));
    }
    let words: Vec<&str> = text.split(' ').collect();
    words.windows(2).find_map(|pair| {
        let unit = pair[1].trim_end_matches(['.', ',', ';', ':', ')']);
        let number = pair[0]
            .trim_start_matches('(')
            .starts_with(|c: char| c.is_ascii_digit());
        let quantity = format!("<span>{} {}</span>", pair[0], pair[1]);
        (number && ["h", "min", "s"].contains(&unit) && !markup.contains(&quantity))
            .then(|| format!("{quantity} in {markup}"))
    })
}

/// Every preset's "Look for" line keeps each number with its unit ("its
/// 40 s of work", "grace (35 s)").
#[test]
fn a_preset_s_look_for_line_keeps_each_number_with_its_unit() {
    let mut with_times = 0;
    for preset in PRESETS.iter() {
        let line = look_for(Some(preset));
        with_times += usize::from(line.contains(" s"));
        assert_eq!(split_quantity(&line), None, "{}", preset.slug);
    }
    assert!(with_times >= 6, "most lines name times: {with_times}");
}

proptest! {
    #![proptest_config(common::fixed(20_000, 0x5e47_e9ce))]

    /// A metric card's value and pinned line as the card shows them read
    /// exactly as their text, each number of the value held in one span
    /// with the unit after it.
    #[test]
    fn a_metric_value_shows_its_text_with_each_quantity_unbroken(scenario in common::scenario()) {
        let pinned = metrics(&simulate(&Scenario { lease: scenario.lease / 2 + 1, ..scenario }));
        for card in metric_cards(&metrics(&simulate(&scenario)), Some(&pinned)) {
            prop_assert_eq!(text_of(&card.value_markup), card.value.clone());
            prop_assert_eq!(text_of(&card.pinned_markup), card.pinned.clone());
            let words: Vec<&str> = card.value.split(' ').collect();
            for pair in words.windows(2) {
                let is_number = |w: &str| w.starts_with(|c: char| c.is_ascii_digit());
                if is_number(pair[0]) && !is_number(pair[1]) {
                    let quantity = format!("<span>{} {}</span>", pair[0], pair[1]);
                    prop_assert!(card.value_markup.contains(&quantity), "{}", card.value_markup);
                }
            }
        }
    }

    /// The event log's rows and the change sentence read exactly as their
    /// text, and every time in them ("26 s", "1 h 6 min") is held in spans
    /// that keep each number with its unit, wherever the line breaks.
    #[test]
    fn sentences_and_cells_keep_each_number_with_its_unit(scenario in common::scenario()) {
        let outcome = simulate(&scenario);
        let rows = event_table(&outcome, scenario.heartbeat_every);
        let texts: Vec<String> = rows.iter().flat_map(|row| row.cells.iter().cloned()).collect();
        let cells: String = table_rows(&rows, false, None).concat();
        prop_assert_eq!(text_of(&cells), texts.concat());
        let change = change_sentence(&Scenario::default(), &scenario);
        prop_assert_eq!(text_of(&quantities(&change)), change.clone());
        for text in texts.iter().chain([&change]) {
            prop_assert_eq!(split_quantity(text), None);
        }
    }

    /// Lesson mode (issue 15): the right answers agree with the run's class
    /// and writes, and the "why" sentences say only what happened.
    #[test]
    fn lesson_answers_and_reasons_are_true_of_their_run(scenario in common::scenario()) {
        let outcome = simulate(&scenario);
        let right = answers(&outcome);
        prop_assert_eq!(right.takeover, outcome.class != OutcomeClass::NoTakeover);
        prop_assert_eq!(right.applied_increments == 2, outcome.class == OutcomeClass::Duplicate);
        prop_assert_eq!(
            right.original_write == OriginalWrite::NeverMade,
            outcome.class == OutcomeClass::OriginalTerminated || (outcome.class == OutcomeClass::NoTakeover && outcome.writes.is_empty())
        );
        let [takeover, _, original] = reasons(&outcome);
        prop_assert_eq!(takeover.starts_with("B took over"), right.takeover, "{}", takeover);
        prop_assert_eq!(original.contains("refused"), right.original_write == OriginalWrite::Rejected, "{}", original);
        let sentence = scenario_sentence(&scenario);
        prop_assert!(!sentence.contains("took over") && !sentence.contains("accepted"), "{}", sentence);
    }

    /// Step-through (issue 29): one step per row of the event log, at its
    /// instant and actor, with the state just after it, and every "why"
    /// claim checked against the state at instants (tested against a naive
    /// model in sim_properties/main.rs) and the run's own facts.
    #[test]
    fn every_step_and_its_why_is_true_of_its_run(scenario in common::scenario()) {
        let outcome = simulate(&scenario);
        let walk = steps(&scenario, &outcome);
        let rows = event_rows(&outcome, scenario.heartbeat_every);
        prop_assert_eq!(walk.len(), outcome.events.len());
        let cadence = scenario.heartbeat_every;
        let a_at = |t: Millis| state_at(&scenario, &outcome, t).original;
        for (index, ((step, event), row)) in walk.iter().zip(&outcome.events).zip(&rows).enumerate() {
            prop_assert_eq!((step.at, step.actor), (event.at, event.actor));
            prop_assert_eq!(&step.what, &row.text);
            prop_assert_eq!(&step.state, &state_after_event(&scenario, &outcome, index));
            // The last event of an instant leaves the state the cursor shows there.
            if outcome.events.get(index + 1).is_none_or(|next| next.at > event.at) {
                prop_assert_eq!(&step.state, &state_at(&scenario, &outcome, event.at));
            }
            let why = step.why.as_str();
            let t = event.at;
            let said = |text: String| why.contains(&text);
            match event.kind {
                EventKind::LeaseAcquired { expires_at, .. } => {
                    prop_assert!(said(format!("until {} unless", duration(expires_at))), "{}", why);
                    prop_assert_eq!(expires_at, scenario.lease);
                }
                EventKind::HeartbeatAccepted { count: 1, expires_at, .. } => {
                    // The expiry it beat: the claim's or the last counted renewal's.
                    let before = outcome.events[..index].iter().rev().find_map(|e| match e.kind {
                        EventKind::LeaseAcquired { expires_at, .. } | EventKind::HeartbeatAccepted { expires_at, .. } => Some(expires_at),
                        _ => None,
                    });
                    let before = before.unwrap_or(0);
                    prop_assert!(t < before, "{}", why);
                    prop_assert!(said(format!("the expiry at {}, so it counts", duration(before))), "{}", why);
                    prop_assert!(said(format!("to {}.", duration(expires_at))), "{}", why);
                }
                EventKind::HeartbeatAccepted { .. } => {
                    prop_assert!(said(format!("{} apart", duration(cadence))), "{}", why);
                }
                EventKind::HeartbeatRejected { expired_at } => {
                    prop_assert!(t >= expired_at);
                    prop_assert!(said(format!("expired at {}:", duration(expired_at))), "{}", why);
                    expiry_cause_is_true(&scenario, &outcome, expired_at, why)?;
                }
                EventKind::Takeover { .. } => {
                    prop_assert_eq!(Some(t), outcome.takeover_at);
                    let last = outcome.last_renewal_at.unwrap_or(0);
                    prop_assert_eq!(t - last, scenario.lease);
                    prop_assert_eq!(why.contains("never renewed"), outcome.last_renewal_at.is_none(), "{}", why);
                    expiry_cause_is_true(&scenario, &outcome, t, why)?;
                    prop_assert_eq!(why.contains("told at once"), scenario.enforcement == Enforcement::CurrentEpoch, "{}", why);
                }
                EventKind::Paused { .. } => {
                    let end = outcome.pause.map_or(t, |p| p.end);
                    // Count the heartbeats that fall due while A is stalled.
                    let due: Vec<Millis> = (t..end).filter(|&i| i > 0 && i % cadence == 0).collect();
                    match due.as_slice() {
                        [] => prop_assert!(why.contains("no heartbeat falls due"), "{}", why),
                        [only] => prop_assert!(said(format!("heartbeat due at {} is never", duration(*only))), "{}", why),
                        [first, .., last] => prop_assert!(said(format!("the {} heartbeats due from {} to {}", due.len(), duration(*first), duration(*last))), "{}", why),
                    }
                    let taken = outcome.takeover_at.is_some_and(|e| e <= t);
                    prop_assert_eq!(why.contains("no longer A's"), taken, "{}", why);
                    if why.contains("runs out before A can renew it") {
                        prop_assert!(outcome.takeover_at.is_some_and(|e| e <= end), "{}", why);
                    }
                    if why.contains("outlasts the pause") {
                        prop_assert!(outcome.takeover_at.is_none_or(|e| e > end), "{}", why);
                    }
                }
                EventKind::Resumed => {
                    let zombie = outcome.takeover_at.is_some_and(|e| e <= t);
                    prop_assert_eq!(why.contains("zombie"), zombie, "{}", why);
                    prop_assert_eq!(a_at(t) == WorkerState::Zombie, zombie);
                    if why.contains("its work is done at") {
                        prop_assert_eq!(outcome.original_end, OriginalEnd::Wrote);
                        prop_assert!(said(format!("done at {}.", duration(outcome.original_ends_at))), "{}", why);
                    }
                }
                EventKind::ShutdownSignal { terminate_at } => {
                    prop_assert!(said(format!("grace of {}, until {}", duration(terminate_at - t), duration(terminate_at))), "{}", why);
                    prop_assert_eq!(why.contains("will not be done by then"), outcome.terminated_at().is_some(), "{}", why);
                }
                EventKind::Terminated => {
                    prop_assert_eq!(why.contains("still paused"), t > 0 && matches!(a_at(t - 1), WorkerState::Paused | WorkerState::ZombiePaused), "{}", why);
                }
                EventKind::WriteAccepted { token, .. } | EventKind::WriteRejected { token, .. } => {
                    prop_assert_eq!(token, event.actor.token());
                    let taken = outcome.takeover_at.is_some_and(|e| e <= t);
                    prop_assert_eq!(why.contains("after losing its lease"), taken && event.actor == Actor::A, "{}", why);
                    let accepted_before = outcome.events[..index].iter().any(|e| matches!(e.kind, EventKind::WriteAccepted { .. }));
                    prop_assert_eq!(why.contains("No write was accepted before"), !accepted_before && scenario.enforcement == Enforcement::Watermark && matches!(event.kind, EventKind::WriteAccepted { .. }), "{}", why);
                    if why.contains("It has not seen token 2") {
                        // B holds the job but has not written.
                        prop_assert!(taken);
                        prop_assert!(outcome.write_by(Actor::B).is_none_or(|b| b.at > t || (b.at == t && outcome.events[index + 1..].iter().any(|e| e.actor == Actor::B && e.at == t))));
                    }
                    if let Some(at) = why.split("registered at the takeover at ").nth(1) {
                        prop_assert!(taken && at.starts_with(&duration(outcome.takeover_at.unwrap_or(0))), "{}", why);
                    }
                }
            }
        }
    }

    /// The time cursor's readout says of each worker that has written what
    /// the resource decided, as the log shows it, at every event's instant.
    #[test]
    fn the_readout_says_how_each_workers_write_was_decided(scenario in common::scenario()) {
        let outcome = simulate(&scenario);
        for event in &outcome.events {
            let lines = state_lines(&state_at(&scenario, &outcome, event.at));
            for (worker, line) in [(Actor::A, &lines[3].1), (Actor::B, &lines[4].1)] {
                let write = outcome.events.iter().find(|e| {
                    e.actor == worker
                        && e.at <= event.at
                        && matches!(e.kind, EventKind::WriteAccepted { .. } | EventKind::WriteRejected { .. })
                });
                let said = match (line.contains("write was accepted"), line.contains("write was rejected")) {
                    (true, false) => Some(true),
                    (false, true) => Some(false),
                    (false, false) => None,
                    (true, true) => panic!("{line}"),
                };
                let decided = write.map(|e| matches!(e.kind, EventKind::WriteAccepted { .. }));
                prop_assert_eq!(said, decided, "{:?} at {}: {}", worker, event.at, line);
            }
        }
    }

    #[test]
    fn every_event_sentence_is_true_of_its_run(scenario in common::scenario()) {
        let outcome = simulate(&scenario);
        let rows = event_rows(&outcome, scenario.heartbeat_every);
        for (event, row) in outcome.events.iter().zip(&rows) {
            let text = row.text.as_str();
            match event.kind {
                EventKind::Paused { until } if text.contains("paused until") => {
                    // "Paused until X" only when A really resumes at X.
                    prop_assert!(text.contains(&format!("until {}:", duration(until))), "{}", text);
                    prop_assert!(paused(a_state(&scenario, &outcome, until - 1)));
                    prop_assert!(!paused(a_state(&scenario, &outcome, until)), "{}", text);
                    prop_assert!(until < outcome.original_ends_at);
                }
                EventKind::Paused { .. } => {
                    // Otherwise A is killed while still paused.
                    let end = outcome.original_ends_at;
                    prop_assert!(paused(a_state(&scenario, &outcome, end - 1)), "{}", text);
                    prop_assert_eq!(a_state(&scenario, &outcome, end), WorkerState::Terminated);
                }
                EventKind::Terminated => {
                    prop_assert_eq!(a_state(&scenario, &outcome, event.at), WorkerState::Terminated);
                    prop_assert!(event.at == 0 || a_state(&scenario, &outcome, event.at - 1) != WorkerState::Terminated);
                    let takeover = outcome.takeover_at.unwrap_or(Millis::MAX);
                    if text.contains("runs out") {
                        prop_assert!(takeover > event.at, "{}", text);
                        prop_assert!(text.contains(&format!("runs out at {}.", duration(takeover))), "{}", text);
                    } else if text.contains("already expired") {
                        prop_assert!(takeover < event.at, "{}", text);
                    } else {
                        prop_assert_eq!(takeover, event.at, "{}", text);
                    }
                }
                EventKind::ShutdownSignal { terminate_at } => {
                    prop_assert!(!text.contains("forced termination at"), "{}", text);
                    prop_assert!(text.contains(&format!("deadline at {}.", duration(terminate_at))), "{}", text);
                    // Replay the lease: the expiry the signal found, against the
                    // final one. Only a renewal in the grace moves it.
                    let expiry_at_signal = outcome.events.iter()
                        .filter(|e| e.at < event.at)
                        .filter_map(|e| match e.kind {
                            EventKind::HeartbeatAccepted { expires_at, .. } => Some(expires_at),
                            _ => None,
                        })
                        .next_back()
                        .unwrap_or(scenario.lease);
                    let renewed = outcome.lease_expires_at != expiry_at_signal;
                    prop_assert_eq!(text.contains("still renewed"), renewed, "{}", text);
                    // Issue 40, point 13a: A sends a heartbeat in the grace when
                    // it runs (paused or ended, it does not) at a multiple of the
                    // cadence from the signal to its end.
                    let (cadence, end) = (scenario.heartbeat_every, outcome.original_ends_at);
                    let first = event.at.div_ceil(cadence).max(1).saturating_mul(cadence);
                    let sent = (first..end).step_by(usize::try_from(cadence).unwrap_or(usize::MAX)).any(|t| {
                        matches!(a_state(&scenario, &outcome, t), WorkerState::Working | WorkerState::Zombie)
                    });
                    prop_assert_eq!(text.contains("No renewal"), !renewed && sent, "{}", text);
                    prop_assert_eq!(text.contains("sends no heartbeat"), !sent, "{}", text);
                    if text.contains("is paused and sends") {
                        // Paused from the signal to its end (one pause, so its ends suffice).
                        prop_assert!(end > event.at, "{}", text);
                        prop_assert!(paused(a_state(&scenario, &outcome, event.at)), "{}", text);
                        prop_assert!(paused(a_state(&scenario, &outcome, end - 1)), "{}", text);
                    }
                }
                _ => {}
            }
        }
        let [_, _, overlap, _] = metrics(&outcome);
        // Issue 40, point 13c: the note says how much of the overlap A was
        // paused, counted here from the pause and B's span.
        let (pause, b) = (outcome.pause, outcome.replacement);
        let shared = pause.zip(b).map_or(0, |(p, b)| p.intersect(&b).len());
        if overlap.note == "A was paused for all of it" {
            prop_assert!(shared > 0 && shared == outcome.overlap);
        } else if let Some(part) = overlap.note.strip_prefix("A was paused for ") {
            prop_assert_eq!(part, format!("{} of it", duration(shared)));
            prop_assert!(shared > 0 && shared < outcome.overlap);
        } else {
            prop_assert!(shared == 0 || outcome.overlap == 0, "{}", overlap.note);
        }
    }

    #[test]
    fn map_shares_never_read_as_never_or_always(total in 1usize..20_000, pick in any::<prop::sample::Index>()) {
        let count = pick.index(total + 1);
        let text = share(count, total);
        prop_assert_eq!(text == "0%", count == 0, "{}", text);
        prop_assert_eq!(text == "100%", count == total, "{}", text);
    }

    #[test]
    fn the_survivable_pause_readout_is_true(lease in 1..=40u64, cadence in 1..=40u64) {
        let readout = survivable_pause(lease, cadence);
        let text = survivable_text(&readout, lease, cadence);
        let long_job = |pause_at, pause_for| simulate(&Scenario {
            original_work: 10 * lease,
            lease,
            heartbeat_every: cadence,
            pause_at,
            pause_for,
            replacement_work: 1,
            enforcement: Enforcement::CurrentEpoch,
            shutdown_at: None,
            shutdown_grace: 0,
        });
        match readout.longest {
            None => {
                prop_assert!(!text.contains("first heartbeat"));
                let claim = format!("not finished before {} loses the lease then", duration(lease));
                prop_assert!(text.contains(&claim), "{}", text);
                prop_assert_eq!(long_job(0, 0).takeover_at, Some(lease));
            }
            Some(0) => {
                prop_assert!(text.contains(&format!("lease is lost at {}.", duration(lease))), "{}", text);
                prop_assert_eq!(long_job(readout.worst_start, 1).takeover_at, Some(lease));
            }
            Some(longest) => {
                let claim = format!("any pause up to {}", duration(longest));
                prop_assert!(text.contains(&claim), "{}", text);
                prop_assert_eq!(long_job(readout.worst_start, longest).takeover_at, None);
                prop_assert!(long_job(readout.worst_start, longest + 1).takeover_at.is_some());
            }
        }
    }
}

proptest! {
    // Three timeline layouts a case, as dear as the layout properties of
    // tests/timeline_layout.rs: fewer cases than the block above, whose
    // 20 000 made this one test most of the native suite's run (11 s).
    #![proptest_config(common::fixed(2_000, 0x97ace))]

    /// The words beside the shutdown's grace on A's row (issue 40, point
    /// 13) give the grace's length, and say "terminated" only if A was
    /// (where the whole note has no room, the termination is left to its
    /// mark).
    #[test]
    fn the_grace_note_is_true_of_its_run(scenario in common::scenario()) {
        let outcome = simulate(&scenario);
        for width in [288, 343, 1100] {
            let frame = Frame::fitted(width, TextSize::Page);
            for shape in layout(&scenario, &outcome, frame).shapes {
                let Shape::Note { lane: Lane::WorkerA, text, .. } = shape else {
                    continue;
                };
                let (signal, deadline) = outcome.shutdown().expect("a note only with a shutdown");
                let grace = format!("{} grace", duration(deadline - signal));
                prop_assert!(text.starts_with(&grace), "{text:?} at {width}");
                prop_assert!(
                    !text.ends_with("terminated") || outcome.terminated_at().is_some(),
                    "{:?}",
                    text
                );
            }
        }
    }
}

/// What each preset shows in the metric cards and the write-decision table,
/// word for word: the table the browser tests once clicked through preset
/// by preset (they now load three presets to prove the wiring). A new
/// preset fails here until its expected texts are written down.
#[test]
fn every_preset_shows_its_metrics_and_write_decisions() {
    const EPOCH_OK: &str = "Increment applied under current-epoch enforcement.";
    const EPOCH_NO: &str = "Token 1 does not match registered epoch 2.";
    const WATERMARK_NO: &str = "Token 1 is older than watermark 2.";
    const UNCHECKED: &str = "Increment applied with no enforcement; the token was not checked.";
    let watermark_ok = |token: u32| {
        format!("Increment applied under the last-write fencing watermark; watermark now {token}.")
    };
    let row = |time: &str, who: &str, decision: &str, evidence: &str| {
        [time, who, decision, evidence].map(str::to_owned).to_vec()
    };
    let (a, b) = ("Worker A / 1", "Worker B / 2");
    /// A preset's slug, its four metric values and its write-decision rows.
    type Shown<'a> = (&'a str, [&'a str; 4], Vec<Vec<String>>);
    let expected: Vec<Shown> = vec![
        (
            "healthy",
            ["1", "None", "0 s", "12 s"],
            vec![row("12 s", a, "Accepted", EPOCH_OK)],
        ),
        (
            "boundary-heartbeat",
            ["1", "10 s", "2 s", "12 s"],
            vec![
                row("12 s", a, "Rejected", EPOCH_NO),
                row("15 s", b, "Accepted", EPOCH_OK),
            ],
        ),
        (
            "paused-zombie",
            ["1", "13 s", "5 s", "26 s"],
            vec![
                row("18 s", b, "Accepted", EPOCH_OK),
                row("26 s", a, "Rejected", EPOCH_NO),
            ],
        ),
        (
            "no-enforcement",
            ["2", "13 s", "5 s", "26 s"],
            vec![
                row("18 s", b, "Accepted", UNCHECKED),
                row("26 s", a, "Accepted", UNCHECKED),
            ],
        ),
        (
            "watermark-race",
            ["2", "13 s", "9 s", "22 s"],
            vec![
                row("22 s", a, "Accepted", &watermark_ok(1)),
                row("23 s", b, "Accepted", &watermark_ok(2)),
            ],
        ),
        (
            "gc-pause",
            ["1", "28 s", "4 s", "35.5 s"],
            vec![
                row("32 s", b, "Accepted", &watermark_ok(2)),
                row("35.5 s", a, "Rejected", WATERMARK_NO),
            ],
        ),
        (
            "kubernetes-lease",
            ["1", "49 s", "0 s", "35 s"],
            vec![row("1 min 29 s", b, "Accepted", EPOCH_OK)],
        ),
        (
            "sqs-visibility",
            ["2", "30 s", "15 s", "45 s"],
            vec![
                row("45 s", a, "Accepted", UNCHECKED),
                row("1 min 15 s", b, "Accepted", UNCHECKED),
            ],
        ),
        (
            "two-hour-lease",
            ["1", "2 h 9 min 30 s", "1 h", "5 h 5 min"],
            vec![
                row("3 h 9 min 30 s", b, "Accepted", EPOCH_OK),
                row("5 h 5 min", a, "Rejected", EPOCH_NO),
            ],
        ),
        (
            "graceful-shutdown",
            ["1", "None", "0 s", "12 s"],
            vec![row("12 s", a, "Accepted", EPOCH_OK)],
        ),
        (
            "grace-too-short",
            ["1", "16 s", "0 s", "9 s"],
            vec![row("21 s", b, "Accepted", EPOCH_OK)],
        ),
        (
            "sidekiq-shutdown",
            ["1", "1 min 30 s", "0 s", "35 s"],
            vec![row("2 min 10 s", b, "Accepted", EPOCH_OK)],
        ),
    ];
    let slugs: Vec<&str> = PRESETS.iter().map(|p| p.slug).collect();
    assert_eq!(
        slugs,
        expected
            .iter()
            .map(|(slug, _, _)| *slug)
            .collect::<Vec<_>>(),
        "one row per preset, in order"
    );
    for (slug, values, writes) in expected {
        let outcome = simulate(&preset(slug));
        let shown = metrics(&outcome).map(|metric| metric.value);
        assert_eq!(shown, values.map(str::to_owned), "{slug}");
        let rows: Vec<Vec<String>> = write_table(&outcome)
            .into_iter()
            .map(|row| row.cells)
            .collect();
        assert_eq!(rows, writes, "{slug}");
    }
}

proptest! {
    // Two simulations a case: fewer cases than the single-run properties.
    #![proptest_config(common::fixed(4_000, 0x0c0f_fee5))]

    /// Compare two runs (issue 31): the change sentence names exactly the
    /// inputs that differ, each with both values, and exactly the outcome
    /// facts that differ, read here from the two outcomes' fields. `mask`
    /// picks which inputs the current run takes from `other`, so pairs
    /// differ in one input as often as in all nine.
    #[test]
    fn the_change_sentence_names_exactly_what_differs(
        pinned in common::scenario(),
        other in common::scenario(),
        mask in 0u16..512,
    ) {
        let mut current = pinned;
        for (bit, input) in Input::ALL.into_iter().enumerate() {
            if mask & (1 << bit) != 0 {
                match input {
                    Input::Enforcement => current.enforcement = other.enforcement,
                    Input::Seconds(field) => field.set(&mut current, field.get(&other)),
                }
            }
        }
        let sentence = change_sentence(&pinned, &current);
        let parts: Vec<&str> = sentence.trim_end_matches('.').split(". ").collect();
        let named = |name: &str, colon: bool| {
            let prefix = if colon { format!("{name}: ") } else { format!("{name} ") };
            parts.iter().filter(|part| part.starts_with(&prefix) && part.contains(" → ")).count()
        };
        let differs = |input: Input| match input {
            Input::Enforcement => pinned.enforcement != current.enforcement,
            Input::Seconds(field) => field.get(&pinned) != field.get(&current),
        };
        for input in Input::ALL {
            prop_assert_eq!(named(&input_name(input), false), usize::from(differs(input)), "{:?} in {}", input, sentence);
        }
        if pinned == current {
            prop_assert_eq!(sentence, "Same inputs as the pinned run: change a value to compare the two.");
            return Ok(());
        }
        let (before, after) = (simulate(&pinned), simulate(&current));
        let fate = |o: &Outcome, actor| o.write_by(actor).map(|w| w.accepted);
        let fact_differs = [
            before.class != after.class,
            before.applied_increments != after.applied_increments,
            before.takeover_at != after.takeover_at,
            before.overlap != after.overlap,
            before.original_ends_at != after.original_ends_at,
            fate(&before, Actor::A) != fate(&after, Actor::A),
            fate(&before, Actor::B) != fate(&after, Actor::B),
        ];
        for (fact, differs) in Fact::ALL.into_iter().zip(fact_differs) {
            prop_assert_eq!(named(&fact.name(), true), usize::from(differs), "{:?} in {}", fact, sentence);
        }
        if let (Some(old), Some(new)) = (before.takeover_at, after.takeover_at) {
            if old != new {
                let expected = format!("Takeover: at {} → at {}", duration(old), duration(new));
                prop_assert!(sentence.contains(&expected), "{}", sentence);
            }
        }
        prop_assert_eq!(
            sentence.ends_with("Every outcome fact is as in the pinned run."),
            !fact_differs.contains(&true)
        );
    }
}

/// Issue 40, point 13: the SQS preset's cadence of 86 400 s is explained
/// at its field: no heartbeat comes before the lease expires. The note is
/// there exactly when the cadence is at least the lease.
#[test]
fn the_cadence_field_says_when_no_heartbeat_comes_in_time() {
    use lease_lab::present::report::field_note;
    let sqs = lease_lab::present::presets::by_slug("sqs-visibility")
        .map(|p| p.scenario)
        .unwrap_or_default();
    assert_eq!(
        field_note(Field::HeartbeatEvery, &sqs).as_deref(),
        Some("Here no heartbeat comes before the lease expires.")
    );
    for preset in &lease_lab::present::presets::PRESETS {
        let s = preset.scenario;
        for field in Field::ALL {
            let expected = field == Field::HeartbeatEvery && s.heartbeat_every >= s.lease;
            assert_eq!(
                field_note(field, &s).is_some(),
                expected,
                "{} {field:?}",
                preset.slug
            );
        }
    }
}
