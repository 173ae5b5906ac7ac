//! Words and table rows for an [`Outcome`]: the headline, the four metric
//! cards, the write-decision and event tables, and the three-contract
//! comparison. The page and the Markdown worksheet both print these.

use crate::sim::{
    simulate, Actor, Enforcement, Event, EventKind, Evidence, Field, GraceHeartbeats, OriginalEnd,
    Outcome, OutcomeClass, Scenario, WriteDecision,
};

use super::format::duration;
use crate::i18n::{say, Arg, Sentence};
use crate::sentence;

/// The one-sentence answer at the top of the results.
pub fn headline(class: OutcomeClass) -> String {
    say(
        match class {
            OutcomeClass::NoTakeover => sentence!("headline-no-takeover"),
            OutcomeClass::OriginalRejected => sentence!("headline-original-rejected"),
            OutcomeClass::OriginalTerminated => sentence!("headline-original-terminated"),
            OutcomeClass::Duplicate => sentence!("headline-duplicate"),
        },
        &[],
    )
}

/// A short name for an outcome class, for legends and comparisons.
pub fn class_name(class: OutcomeClass) -> String {
    say(
        match class {
            OutcomeClass::NoTakeover => sentence!("class-no-takeover"),
            OutcomeClass::OriginalRejected => sentence!("class-original-rejected"),
            OutcomeClass::OriginalTerminated => sentence!("class-original-terminated"),
            OutcomeClass::Duplicate => sentence!("class-duplicate"),
        },
        &[],
    )
}

/// One metric card: a title, a value and a line that explains it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metric {
    pub title: String,
    pub value: String,
    pub note: String,
}

/// The four metric cards, in the page's order.
pub fn metrics(outcome: &Outcome) -> [Metric; 4] {
    let card = |title: Sentence, value: String, note: Sentence, args: &[(&str, Arg)]| Metric {
        title: say(title, &[]),
        value,
        note: say(note, args),
    };
    let increments = card(
        sentence!("metric-increments"),
        outcome.applied_increments.to_string(),
        if outcome.applied_increments > 1 {
            sentence!("metric-increments-duplicate")
        } else {
            sentence!("metric-increments-one")
        },
        &[],
    );
    let takeover = match (outcome.takeover_at, outcome.last_renewal_at) {
        (None, _) => card(
            sentence!("metric-takeover"),
            say(sentence!("metric-takeover-none"), &[]),
            sentence!("metric-takeover-none-note"),
            &[],
        ),
        (Some(at), Some(renewal)) => card(
            sentence!("metric-takeover"),
            duration(at),
            sentence!("metric-takeover-after-renewal"),
            &[("at", Arg::Text(&duration(renewal)))],
        ),
        (Some(at), None) => card(
            sentence!("metric-takeover"),
            duration(at),
            sentence!("metric-takeover-no-renewal"),
            &[],
        ),
    };
    let paused = duration(outcome.overlap_paused);
    let overlap_note = match (outcome.takeover_at, outcome.overlap, outcome.overlap_paused) {
        (None, _, _) => sentence!("metric-overlap-single"),
        (Some(_), 0, _) => sentence!("metric-overlap-never"),
        (Some(_), _, 0) => sentence!("metric-overlap-both"),
        (Some(_), all, paused) if paused >= all => sentence!("metric-overlap-paused-all"),
        (Some(_), _, _) => sentence!("metric-overlap-paused"),
    };
    let overlap = card(
        sentence!("metric-overlap"),
        duration(outcome.overlap),
        overlap_note,
        &[("paused", Arg::Text(&paused))],
    );
    let a_write = outcome.write_by(Actor::A);
    let ends_note = match (
        outcome.original_end,
        outcome.takeover_at,
        a_write.map(|w| w.accepted),
    ) {
        (OriginalEnd::Terminated, _, _) => sentence!("metric-ends-terminated"),
        (OriginalEnd::Wrote, None, _) => sentence!("metric-ends-own-lease"),
        (OriginalEnd::Wrote, Some(_), Some(true)) => sentence!("metric-ends-stale-applied"),
        (OriginalEnd::Wrote, Some(_), _) => sentence!("metric-ends-rejected"),
    };
    let ends = card(
        sentence!("metric-ends"),
        duration(outcome.original_ends_at),
        ends_note,
        &[],
    );
    [increments, takeover, overlap, ends]
}

/// A note to show beside `field`'s value in `scenario`, where the value
/// alone misleads: a heartbeat cadence of at least the lease never renews
/// it (the first heartbeat comes at or after the expiry, too late). Every
/// place that shows an input's value as a number adds it in brackets.
pub fn value_note(field: Field, scenario: &Scenario) -> Option<String> {
    no_heartbeat_in_time(field, scenario).then(|| say(sentence!("value-note-no-heartbeat"), &[]))
}

/// Whether `field` is the heartbeat's cadence and no heartbeat comes
/// before the lease expires.
fn no_heartbeat_in_time(field: Field, scenario: &Scenario) -> bool {
    field == Field::HeartbeatEvery && scenario.heartbeat_every >= scenario.lease
}

/// The line under a field that says what its value means in this run,
/// when that is not plain from the number (an 86 400 s cadence with a
/// shorter lease renews nothing).
pub fn field_note(field: Field, scenario: &Scenario) -> Option<String> {
    no_heartbeat_in_time(field, scenario).then(|| say(sentence!("field-note-no-heartbeat"), &[]))
}

/// A number field's label in the page's language, "Pause starts at
/// (seconds)": the pre-renderer writes it beside the field, and the outcome
/// map's axis menus say it at run time.
pub fn field_label(field: Field) -> String {
    say(
        match field {
            Field::OriginalWork => sentence!("field-original-work"),
            Field::Lease => sentence!("field-lease"),
            Field::HeartbeatEvery => sentence!("field-heartbeat-every"),
            Field::PauseAt => sentence!("field-pause-at"),
            Field::PauseFor => sentence!("field-pause-for"),
            Field::ReplacementWork => sentence!("field-replacement-work"),
            Field::ShutdownAt => sentence!("field-shutdown-at"),
            Field::ShutdownGrace => sentence!("field-shutdown-grace"),
        },
        &[],
    )
}

/// `field`'s value in `scenario` as a duration, with its [`value_note`];
/// `none` for a blank optional field.
pub fn field_value(field: Field, scenario: &Scenario, none: &str) -> String {
    match (field.get(scenario), value_note(field, scenario)) {
        (None, _) => none.to_owned(),
        (Some(ms), None) => duration(ms),
        (Some(ms), Some(note)) => say(
            sentence!("value-with-note"),
            &[
                ("value", Arg::Text(&duration(ms))),
                ("note", Arg::Text(&note)),
            ],
        ),
    }
}

/// "Worker A" or "Worker B" in the page's language, for the sentences
/// that have moved to the catalogs (the tables).
pub fn worker_name(actor: Actor) -> String {
    say(
        match actor {
            Actor::A => sentence!("worker-a"),
            Actor::B => sentence!("worker-b"),
        },
        &[],
    )
}

/// One row of the write-decision table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteRow {
    pub time: String,
    pub worker_token: String,
    pub decision: String,
    pub evidence: String,
}

pub fn write_row(write: &WriteDecision) -> WriteRow {
    WriteRow {
        time: duration(write.at),
        worker_token: format!("{} / {}", worker_name(write.worker), write.token),
        decision: say(
            if write.accepted {
                sentence!("write-accepted")
            } else {
                sentence!("write-rejected")
            },
            &[],
        ),
        evidence: with_full_stop(evidence(write.evidence)),
    }
}

/// `text` ending as a sentence does in the page's language ("." or "。").
fn with_full_stop(text: String) -> String {
    let stop = say(sentence!("full-stop"), &[]);
    if text.ends_with(&stop) {
        text
    } else {
        text + &stop
    }
}

/// The resource's evidence for a decision. The English rejection
/// sentences are a public contract (the seed's wording, without a full
/// stop).
pub fn evidence(evidence: Evidence) -> String {
    match evidence {
        Evidence::Unchecked => say(sentence!("evidence-unchecked"), &[]),
        Evidence::AtOrAboveWatermark { token } => say(
            sentence!("evidence-at-or-above-watermark"),
            &[("token", Arg::Count(token.into()))],
        ),
        Evidence::OlderThanWatermark { token, watermark } => say(
            sentence!("evidence-older-than-watermark"),
            &[
                ("token", Arg::Count(token.into())),
                ("watermark", Arg::Count(watermark.into())),
            ],
        ),
        Evidence::MatchesEpoch { .. } => say(sentence!("evidence-matches-epoch"), &[]),
        Evidence::EpochMismatch { token, epoch } => say(
            sentence!("evidence-epoch-mismatch"),
            &[
                ("token", Arg::Count(token.into())),
                ("epoch", Arg::Count(epoch.into())),
            ],
        ),
    }
}

/// The sentence for one event in the clock-ordered log. Sentences that
/// depend on how the run went are chosen from facts of the `outcome`.
pub fn event_sentence(event: &Event, outcome: &Outcome, cadence_ms: u64) -> String {
    let token = |token: crate::sim::Token| Arg::Count(token.into());
    match event.kind {
        EventKind::LeaseAcquired {
            token: t,
            expires_at,
        } => say(
            sentence!("event-lease-acquired"),
            &[
                ("token", token(t)),
                ("expires", Arg::Text(&duration(expires_at))),
            ],
        ),
        EventKind::HeartbeatAccepted {
            count: 1,
            expires_at,
            ..
        } => say(
            sentence!("event-heartbeat-accepted"),
            &[("expires", Arg::Text(&duration(expires_at)))],
        ),
        EventKind::HeartbeatAccepted {
            count,
            last_at,
            expires_at,
        } => say(
            sentence!("event-heartbeats-accepted"),
            &[
                ("every", Arg::Text(&duration(cadence_ms))),
                ("from", Arg::Text(&duration(event.at))),
                ("to", Arg::Text(&duration(last_at))),
                ("count", Arg::Count(count)),
                ("expires", Arg::Text(&duration(expires_at))),
            ],
        ),
        EventKind::HeartbeatRejected { expired_at } => say(
            sentence!("event-heartbeat-rejected"),
            &[("expired", Arg::Text(&duration(expired_at)))],
        ),
        EventKind::Paused { until } => match outcome.terminated_at() {
            Some(killed) if outcome.paused_at_end() => say(
                sentence!("event-paused-to-the-end"),
                &[("terminated", Arg::Text(&duration(killed)))],
            ),
            _ => say(
                sentence!("event-paused"),
                &[("until", Arg::Text(&duration(until)))],
            ),
        },
        EventKind::Resumed => say(sentence!("event-resumed"), &[]),
        EventKind::Takeover {
            token: t,
            registers_epoch,
        } => say(
            if registers_epoch {
                sentence!("event-takeover-registered")
            } else {
                sentence!("event-takeover-untold")
            },
            &[("token", token(t))],
        ),
        EventKind::ShutdownSignal { terminate_at } => {
            let grace = say(
                match outcome.grace_heartbeats() {
                    Some(GraceHeartbeats::Renewed) => sentence!("grace-renewed"),
                    Some(GraceHeartbeats::NoneSentWhilePaused) => sentence!("grace-paused"),
                    Some(GraceHeartbeats::NoneSent) => sentence!("grace-silent"),
                    _ => sentence!("grace-refused"),
                },
                &[],
            );
            say(
                sentence!("event-shutdown"),
                &[
                    ("deadline", Arg::Text(&duration(terminate_at))),
                    ("grace", Arg::Text(&grace)),
                ],
            )
        }
        EventKind::Terminated => match outcome.takeover_at {
            Some(takeover) if outcome.taken_over_before_termination() => say(
                sentence!("event-terminated-after-takeover"),
                &[("takeover", Arg::Text(&duration(takeover)))],
            ),
            Some(takeover) if takeover == event.at => {
                say(sentence!("event-terminated-as-it-expires"), &[])
            }
            _ => say(
                sentence!("event-terminated-unreleased"),
                &[("expires", Arg::Text(&duration(outcome.lease_expires_at)))],
            ),
        },
        EventKind::WriteAccepted { evidence: e, .. } => say(
            sentence!("event-write-accepted"),
            &[("evidence", Arg::Text(&evidence(e)))],
        ),
        EventKind::WriteRejected { evidence: e, .. } => say(
            sentence!("event-write-rejected"),
            &[("evidence", Arg::Text(&evidence(e)))],
        ),
    }
}

/// One row of the event log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    pub time: String,
    pub actor: String,
    pub text: String,
}

pub fn event_rows(outcome: &Outcome, cadence_ms: u64) -> Vec<EventRow> {
    outcome
        .events
        .iter()
        .map(|event| EventRow {
            time: duration(event.at),
            actor: worker_name(event.actor),
            text: event_sentence(event, outcome, cadence_ms),
        })
        .collect()
}

/// The current timeline under one enforcement mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractRow {
    pub enforcement: Enforcement,
    pub applied_increments: u8,
    pub class: OutcomeClass,
    /// Each write as "Worker B at 18 s: accepted", in the resource's order.
    pub decisions: Vec<String>,
    pub is_current: bool,
}

/// "Same timeline, three contracts": the scenario under every mode.
pub fn compare_contracts(scenario: &Scenario) -> [ContractRow; 3] {
    Enforcement::ALL.map(|enforcement| {
        let outcome = simulate(&Scenario {
            enforcement,
            ..*scenario
        });
        ContractRow {
            enforcement,
            applied_increments: outcome.applied_increments,
            class: outcome.class,
            decisions: outcome
                .writes
                .iter()
                .map(|w| {
                    say(
                        if w.accepted {
                            sentence!("contract-write-accepted")
                        } else {
                            sentence!("contract-write-rejected")
                        },
                        &[
                            ("worker", Arg::Text(&worker_name(w.worker))),
                            ("at", Arg::Text(&duration(w.at))),
                        ],
                    )
                })
                .collect(),
            is_current: enforcement == scenario.enforcement,
        }
    })
}

/// One row of any results table, as the page and the Markdown worksheet
/// print it: a class for styling (`accepted`, `rejected`, `current`) and the
/// cells' text in column order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    pub class: &'static str,
    pub cells: Vec<String>,
}

/// The captions of the write-decision table, the event log and the
/// three-contract comparison (sentences.ftl).
pub const WRITES_CAPTION: Sentence = sentence!("table-writes");
pub const EVENTS_CAPTION: Sentence = sentence!("table-events");
pub const CONTRACTS_CAPTION: Sentence = sentence!("table-contracts");
/// Columns of the write-decision table.
pub const WRITE_COLUMNS: [Sentence; 4] = [
    sentence!("column-time"),
    sentence!("column-worker-token"),
    sentence!("column-decision"),
    sentence!("column-evidence"),
];
/// Columns of the event log.
pub const EVENT_COLUMNS: [Sentence; 3] = [
    sentence!("column-time"),
    sentence!("column-actor"),
    sentence!("column-event"),
];
/// Columns of the three-contract comparison; the first cell is a row header.
pub const CONTRACT_COLUMNS: [Sentence; 4] = [
    sentence!("column-enforcement"),
    sentence!("column-applied"),
    sentence!("column-decisions"),
    sentence!("column-result"),
];

/// Each of `sentences` in the page's language (a table's columns).
pub fn said<const N: usize>(sentences: [Sentence; N]) -> [String; N] {
    sentences.map(|sentence| say(sentence, &[]))
}

pub fn write_table(outcome: &Outcome) -> Vec<TableRow> {
    outcome
        .writes
        .iter()
        .map(|write| {
            let row = write_row(write);
            TableRow {
                class: if write.accepted {
                    "accepted"
                } else {
                    "rejected"
                },
                cells: vec![row.time, row.worker_token, row.decision, row.evidence],
            }
        })
        .collect()
}

pub fn event_table(outcome: &Outcome, cadence_ms: u64) -> Vec<TableRow> {
    event_rows(outcome, cadence_ms)
        .into_iter()
        .map(|row| TableRow {
            class: "",
            cells: vec![row.time, row.actor, row.text],
        })
        .collect()
}

/// How the resource enforces ownership, by name (the enforcement select's
/// options and the three-contract table's rows).
pub fn enforcement_name(mode: Enforcement) -> Sentence {
    match mode {
        Enforcement::None => sentence!("enforcement-none"),
        Enforcement::Watermark => sentence!("enforcement-watermark"),
        Enforcement::CurrentEpoch => sentence!("enforcement-current-epoch"),
    }
}

pub fn contract_table(scenario: &Scenario) -> Vec<TableRow> {
    compare_contracts(scenario)
        .into_iter()
        .map(|row| {
            let enforcement = say(enforcement_name(row.enforcement), &[]);
            let name = if row.is_current {
                say(
                    sentence!("contract-current"),
                    &[("enforcement", Arg::Text(&enforcement))],
                )
            } else {
                enforcement
            };
            TableRow {
                class: if row.is_current { "current" } else { "" },
                cells: vec![
                    name,
                    row.applied_increments.to_string(),
                    super::format::listed(&row.decisions),
                    class_name(row.class).to_owned(),
                ],
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_example_reads_like_the_seed() {
        let outcome = simulate(&Scenario::default());
        let [increments, takeover, overlap, ends] = metrics(&outcome);
        assert_eq!(
            (increments.value.as_str(), increments.note.as_str()),
            ("1", "One logical intent")
        );
        assert_eq!(
            (takeover.value.as_str(), takeover.note.as_str()),
            ("13 s", "After the last valid renewal at 3 s")
        );
        assert_eq!(
            (overlap.value.as_str(), overlap.note.as_str()),
            ("5 s", "A was paused for all of it")
        );
        assert_eq!(
            (ends.value.as_str(), ends.note.as_str()),
            ("26 s", "Work finished; its write was rejected")
        );
        let rows: Vec<_> = outcome.writes.iter().map(write_row).collect();
        assert_eq!(rows[0].time, "18 s");
        assert_eq!(rows[0].worker_token, "Worker B / 2");
        assert_eq!(rows[0].decision, "Accepted");
        assert_eq!(rows[1].worker_token, "Worker A / 1");
        assert_eq!(rows[1].decision, "Rejected");
        assert_eq!(
            rows[1].evidence,
            "Token 1 does not match registered epoch 2."
        );
        assert_eq!(
            headline(outcome.class),
            headline(OutcomeClass::OriginalRejected)
        );
    }

    #[test]
    fn a_run_of_renewals_is_one_sentence() {
        let scenario = Scenario {
            original_work: 60_000,
            pause_for: 0,
            ..Scenario::default()
        };
        let outcome = simulate(&scenario);
        let rows = event_rows(&outcome, scenario.heartbeat_every);
        assert_eq!(
            rows[1].text,
            "Heartbeats accepted every 3 s from 3 s to 57 s (19 renewals); lease now expires at 1 min 7 s."
        );
    }

    #[test]
    fn each_class_has_its_own_headline() {
        let headlines: std::collections::HashSet<_> =
            OutcomeClass::ALL.map(headline).into_iter().collect();
        assert_eq!(headlines.len(), 4);
    }

    #[test]
    fn comparison_marks_the_current_mode_and_shows_the_duplicate() {
        let rows = compare_contracts(&Scenario::default());
        assert_eq!(rows.each_ref().map(|r| r.applied_increments), [2, 1, 1]);
        assert_eq!(rows.each_ref().map(|r| r.is_current), [false, false, true]);
        assert_eq!(
            rows[2].decisions,
            ["Worker B at 18 s: accepted", "Worker A at 26 s: rejected"]
        );
    }

    #[test]
    fn takeover_without_any_renewal_says_so() {
        let outcome = simulate(&Scenario {
            heartbeat_every: 10_000,
            pause_for: 0,
            ..Scenario::default()
        });
        assert_eq!(
            metrics(&outcome)[1].note,
            "The first lease ran out without a renewal"
        );
    }
}
