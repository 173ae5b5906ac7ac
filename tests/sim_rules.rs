//! Hand-worked scenarios for the model's rules: the seed's default event for
//! event, every same-instant tie of rule 8, and each enforcement mode.

use lease_lab::present::report::evidence;
use lease_lab::sim::{
    simulate, Actor, Enforcement, Event, EventKind, OriginalEnd, OutcomeClass, Scenario,
};

/// Whole seconds to milliseconds, to keep the tables readable.
const fn s(seconds: u64) -> u64 {
    seconds * 1_000
}

/// One event as compact text: `"13 B takeover token=2 epoch"`.
fn describe(event: &Event) -> String {
    let at = event.at as f64 / 1000.0;
    let actor = match event.actor {
        Actor::A => "A",
        Actor::B => "B",
    };
    let detail = match event.kind {
        EventKind::LeaseAcquired { token, expires_at } => {
            format!("token={token} expires={}", expires_at / 1000)
        }
        EventKind::HeartbeatAccepted {
            count,
            last_at,
            expires_at,
        } => {
            format!(
                "x{count} last={} expires={}",
                last_at / 1000,
                expires_at / 1000
            )
        }
        EventKind::HeartbeatRejected { expired_at } => format!("expired={}", expired_at / 1000),
        EventKind::Paused { until } => format!("until={}", until / 1000),
        EventKind::Takeover {
            token,
            registers_epoch,
        } => {
            format!(
                "token={token}{}",
                if registers_epoch { " epoch" } else { "" }
            )
        }
        EventKind::ShutdownSignal { terminate_at } => format!("terminate={}", terminate_at / 1000),
        EventKind::WriteAccepted { evidence: e, .. }
        | EventKind::WriteRejected { evidence: e, .. } => {
            format!("\"{}\"", evidence(e))
        }
        EventKind::Resumed | EventKind::Terminated => String::new(),
    };
    format!("{at} {actor} {} {detail}", event.kind.name())
        .trim_end()
        .to_owned()
}

#[track_caller]
fn check_events(scenario: Scenario, expected: &[&str]) {
    let outcome = simulate(&scenario);
    let got: Vec<String> = outcome.events.iter().map(describe).collect();
    assert_eq!(got, expected, "events of {scenario:?}");
}

fn no_pause() -> Scenario {
    Scenario {
        pause_for: 0,
        ..Scenario::default()
    }
}

#[test]
fn seed_default_comes_out_exactly() {
    let outcome = simulate(&Scenario::default());
    check_events(
        Scenario::default(),
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "4 A paused until=18",
            "13 B takeover token=2 epoch",
            "18 A resumed",
            "18 A heartbeat_rejected expired=13",
            "18 B write_accepted \"Increment applied under current-epoch enforcement.\"",
            "26 A write_rejected \"Token 1 does not match registered epoch 2\"",
        ],
    );
    assert_eq!(outcome.applied_increments, 1);
    assert_eq!(outcome.takeover_at, Some(s(13)));
    assert_eq!(outcome.overlap, s(5));
    assert!(outcome.overlap_includes_pause);
    assert_eq!(
        (outcome.original_ends_at, outcome.original_end),
        (s(26), OriginalEnd::Wrote)
    );
    assert_eq!(outcome.class, OutcomeClass::OriginalRejected);
    assert_eq!(outcome.last_renewal_at, Some(s(3)));
    let writes: Vec<_> = outcome
        .writes
        .iter()
        .map(|w| (w.at, w.worker, w.token, w.accepted))
        .collect();
    assert_eq!(
        writes,
        [(s(18), Actor::B, 2, true), (s(26), Actor::A, 1, false)]
    );
}

#[test]
fn termination_beats_a_write_at_the_same_instant() {
    let scenario = Scenario {
        shutdown_at: Some(s(2)),
        shutdown_grace: s(10),
        ..no_pause()
    };
    check_events(
        scenario,
        &[
            "0 A lease_acquired token=1 expires=10",
            "2 A shutdown_signal terminate=12",
            "3 A heartbeat_accepted x3 last=9 expires=19",
            "12 A terminated",
            "19 B takeover token=2 epoch",
            "24 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    let outcome = simulate(&scenario);
    assert_eq!(
        (outcome.original_end, outcome.class),
        (OriginalEnd::Terminated, OutcomeClass::OriginalTerminated)
    );
    assert_eq!(outcome.overlap, 0);
}

#[test]
fn expiry_beats_a_write_at_the_same_instant() {
    let scenario = Scenario {
        original_work: s(10),
        heartbeat_every: s(20),
        ..no_pause()
    };
    check_events(
        scenario,
        &[
            "0 A lease_acquired token=1 expires=10",
            "10 B takeover token=2 epoch",
            "10 A write_rejected \"Token 1 does not match registered epoch 2\"",
            "15 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    // The watermark has not seen token 2 yet, so the late write slips through.
    let outcome = simulate(&Scenario {
        enforcement: Enforcement::Watermark,
        ..scenario
    });
    assert_eq!(
        (outcome.applied_increments, outcome.class),
        (2, OutcomeClass::Duplicate)
    );
}

#[test]
fn a_heartbeat_at_the_exact_expiry_is_too_late() {
    let scenario = Scenario {
        heartbeat_every: s(10),
        ..no_pause()
    };
    check_events(
        scenario,
        &[
            "0 A lease_acquired token=1 expires=10",
            "10 B takeover token=2 epoch",
            "10 A heartbeat_rejected expired=10",
            "12 A write_rejected \"Token 1 does not match registered epoch 2\"",
            "15 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
}

#[test]
fn a_cadence_just_under_the_lease_keeps_it_alive() {
    let scenario = Scenario {
        heartbeat_every: s(10) - 1,
        ..no_pause()
    };
    let outcome = simulate(&scenario);
    assert_eq!(outcome.takeover_at, None);
    assert_eq!(outcome.class, OutcomeClass::NoTakeover);
    assert_eq!(outcome.lease_expires_at, s(20) - 1);
}

#[test]
fn expiry_precedes_a_resume_at_the_same_instant() {
    let scenario = Scenario {
        pause_for: s(9),
        ..Scenario::default()
    };
    check_events(
        scenario,
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "4 A paused until=13",
            "13 B takeover token=2 epoch",
            "13 A resumed",
            "15 A heartbeat_rejected expired=13",
            "18 B write_accepted \"Increment applied under current-epoch enforcement.\"",
            "21 A write_rejected \"Token 1 does not match registered epoch 2\"",
        ],
    );
}

#[test]
fn termination_at_the_pause_start_prevents_the_pause() {
    let scenario = Scenario {
        shutdown_at: Some(0),
        shutdown_grace: s(4),
        ..Scenario::default()
    };
    check_events(
        scenario,
        &[
            "0 A lease_acquired token=1 expires=10",
            "0 A shutdown_signal terminate=4",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "4 A terminated",
            "13 B takeover token=2 epoch",
            "18 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    assert_eq!(simulate(&scenario).pause, None);
}

#[test]
fn a_shutdown_signal_precedes_a_heartbeat_and_splits_a_run() {
    check_events(
        Scenario {
            shutdown_at: Some(s(3)),
            shutdown_grace: s(100),
            ..no_pause()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A shutdown_signal terminate=103",
            "3 A heartbeat_accepted x3 last=9 expires=19",
            "12 A write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    check_events(
        Scenario {
            shutdown_at: Some(s(5)),
            shutdown_grace: s(100),
            ..no_pause()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "5 A shutdown_signal terminate=105",
            "6 A heartbeat_accepted x2 last=9 expires=19",
            "12 A write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
}

#[test]
fn a_shutdown_signal_precedes_a_pause_start() {
    check_events(
        Scenario {
            shutdown_at: Some(s(4)),
            shutdown_grace: s(100),
            ..Scenario::default()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "4 A shutdown_signal terminate=104",
            "4 A paused until=18",
            "13 B takeover token=2 epoch",
            "18 A resumed",
            "18 A heartbeat_rejected expired=13",
            "18 B write_accepted \"Increment applied under current-epoch enforcement.\"",
            "26 A write_rejected \"Token 1 does not match registered epoch 2\"",
        ],
    );
}

#[test]
fn termination_precedes_takeover_at_the_same_instant() {
    let scenario = Scenario {
        original_work: s(20),
        shutdown_at: Some(s(3)),
        shutdown_grace: s(10),
        ..Scenario::default()
    };
    check_events(
        scenario,
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A shutdown_signal terminate=13",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "4 A paused until=18",
            "13 A terminated",
            "13 B takeover token=2 epoch",
            "18 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    let outcome = simulate(&scenario);
    assert_eq!(
        (outcome.overlap, outcome.overlap_includes_pause),
        (0, false)
    );
}

#[test]
fn the_signal_is_told_before_the_termination_it_causes() {
    check_events(
        Scenario {
            shutdown_at: Some(0),
            shutdown_grace: 0,
            ..Scenario::default()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "0 A shutdown_signal terminate=0",
            "0 A terminated",
            "10 B takeover token=2 epoch",
            "15 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    // A grace of 0 later on: signal, termination, then the expiry that
    // happens at the same instant, then the pause it prevents.
    check_events(
        Scenario {
            shutdown_at: Some(s(13)),
            shutdown_grace: 0,
            pause_at: s(13),
            ..no_pause()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A heartbeat_accepted x3 last=9 expires=19",
            "12 A write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
    check_events(
        Scenario {
            original_work: s(20),
            shutdown_at: Some(s(13)),
            shutdown_grace: 0,
            ..Scenario::default()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "3 A heartbeat_accepted x1 last=3 expires=13",
            "4 A paused until=18",
            "13 A shutdown_signal terminate=13",
            "13 A terminated",
            "13 B takeover token=2 epoch",
            "18 B write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
}

#[test]
fn a_signal_after_the_original_wrote_changes_nothing() {
    let quiet = simulate(&no_pause());
    let late = simulate(&Scenario {
        shutdown_at: Some(s(12) + 1),
        shutdown_grace: 0,
        ..no_pause()
    });
    assert_eq!(late.events, quiet.events);
    assert_eq!(late.original_end, OriginalEnd::Wrote);
}

#[test]
fn zero_work_writes_at_once_under_its_own_lease() {
    check_events(
        Scenario {
            original_work: 0,
            ..Scenario::default()
        },
        &[
            "0 A lease_acquired token=1 expires=10",
            "0 A write_accepted \"Increment applied under current-epoch enforcement.\"",
        ],
    );
}

#[test]
fn replacement_write_precedes_original_write_on_a_tie() {
    // Lease runs out at 10 with no renewal; B writes at 12, the same instant as A.
    let tie = Scenario {
        heartbeat_every: s(20),
        replacement_work: s(2),
        ..no_pause()
    };
    let expected = [
        (Enforcement::None, "12 A write_accepted \"Increment applied with no enforcement; the token was not checked.\"", 2),
        (Enforcement::Watermark, "12 A write_rejected \"Token 1 is older than watermark 2\"", 1),
        (Enforcement::CurrentEpoch, "12 A write_rejected \"Token 1 does not match registered epoch 2\"", 1),
    ];
    for (enforcement, a_write, applied) in expected {
        let outcome = simulate(&Scenario { enforcement, ..tie });
        let tail: Vec<String> = outcome.events[2..].iter().map(describe).collect();
        assert_eq!(
            tail[0].split(' ').take(3).collect::<Vec<_>>(),
            ["12", "B", "write_accepted"],
            "{enforcement:?}"
        );
        assert_eq!(tail[1], a_write, "{enforcement:?}");
        assert_eq!(outcome.applied_increments, applied, "{enforcement:?}");
    }
}

#[test]
fn watermark_race_depends_on_who_writes_first() {
    // A writes at 12, B only at 15: the watermark has not seen token 2 yet.
    let a_first = Scenario {
        heartbeat_every: s(20),
        enforcement: Enforcement::Watermark,
        ..no_pause()
    };
    let outcome = simulate(&a_first);
    assert_eq!(outcome.applied_increments, 2);
    assert!(outcome.writes.iter().all(|w| w.accepted));
    assert_eq!(
        evidence(outcome.writes[1].evidence),
        "Increment applied under the last-write fencing watermark; watermark now 2."
    );
    // B writes at 11, before A: token 1 is now older than the watermark.
    let b_first = Scenario {
        replacement_work: s(1),
        ..a_first
    };
    let outcome = simulate(&b_first);
    assert_eq!(outcome.applied_increments, 1);
    assert_eq!(
        evidence(outcome.writes[1].evidence),
        "Token 1 is older than watermark 2"
    );
    // The registered epoch refuses A either way.
    for scenario in [a_first, b_first] {
        let outcome = simulate(&Scenario {
            enforcement: Enforcement::CurrentEpoch,
            ..scenario
        });
        assert_eq!(outcome.applied_increments, 1);
        assert!(!outcome.write_by(Actor::A).is_some_and(|w| w.accepted));
    }
}

#[test]
fn no_enforcement_applies_the_stale_write_too() {
    let outcome = simulate(&Scenario {
        enforcement: Enforcement::None,
        ..Scenario::default()
    });
    assert_eq!(
        (outcome.applied_increments, outcome.class),
        (2, OutcomeClass::Duplicate)
    );
    let events: Vec<String> = outcome.events.iter().map(describe).collect();
    assert_eq!(events[3], "13 B takeover token=2");
}

#[test]
fn graceful_shutdown_that_finishes_within_grace_keeps_the_lease() {
    let outcome = simulate(&Scenario {
        shutdown_at: Some(s(5)),
        shutdown_grace: s(10),
        ..no_pause()
    });
    assert_eq!(
        (
            outcome.original_end,
            outcome.original_ends_at,
            outcome.takeover_at
        ),
        (OriginalEnd::Wrote, s(12), None)
    );
}

#[test]
fn a_pause_after_the_work_is_done_never_happens() {
    let outcome = simulate(&Scenario {
        pause_at: s(12),
        ..Scenario::default()
    });
    assert_eq!(
        (outcome.pause, outcome.takeover_at, outcome.original_ends_at),
        (None, None, s(12))
    );
}

#[test]
fn a_day_with_a_millisecond_cadence_is_one_run() {
    let scenario = Scenario {
        original_work: s(86_400),
        lease: s(86_400),
        heartbeat_every: 1,
        pause_at: 0,
        pause_for: 0,
        replacement_work: s(86_400),
        enforcement: Enforcement::Watermark,
        shutdown_at: None,
        shutdown_grace: 0,
    };
    let outcome = simulate(&scenario);
    assert_eq!(outcome.events.len(), 3);
    let EventKind::HeartbeatAccepted { count, last_at, .. } = outcome.events[1].kind else {
        panic!("expected one run of renewals, got {:?}", outcome.events[1]);
    };
    assert_eq!((count, last_at), (s(86_400) - 1, s(86_400) - 1));
}
