//! The worksheet's export: derived `Serialize` structs (`*Out`) whose
//! field order is the documented key order, filled from a worksheet and the
//! outcome recomputed from its scenario, and [`to_json`]. Seconds are
//! written as exact decimal text through `Seconds`, never as floats.
//! Before a lesson's reveal the outcome is `null`, and so is each part of
//! it the lesson hides (`Worksheet::shows`).

use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

use crate::present::customize::Section;
use crate::present::lesson::{Attempt, OriginalWrite};
use crate::present::report::{event_sentence, evidence, headline};
use crate::sim::{
    decimal_seconds, simulate, Event, EventKind, Millis, OriginalEnd, Outcome, Scenario, Token,
    WriteDecision,
};
use crate::worksheet::{Worksheet, FORMAT, PROMPTS, VERSION};

/// A whole number of milliseconds, written as exact decimal seconds: `12`,
/// `0.25` (the text of `decimal_seconds`, never a float).
struct Seconds(Millis);

impl Serialize for Seconds {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // `decimal_seconds` always writes a JSON number, so this error is
        // never built; a fixed message keeps serde_json's error wording (and
        // the float printer it links) out of the export (549 B of gzip).
        RawValue::from_string(decimal_seconds(self.0))
            .map_err(|_| serde::ser::Error::custom("not a number"))?
            .serialize(serializer)
    }
}

fn seconds(ms: Option<Millis>) -> Option<Seconds> {
    ms.map(Seconds)
}

/// The file, keys in the documented order: what it is, whose it is and
/// where it opens, the run, then the learner's work.
#[derive(Serialize)]
struct FileOut<'a> {
    format: &'static str,
    version: u32,
    learner: Option<&'a str>,
    link: &'a str,
    /// The slug of the preset whose scenario this is, recomputed on import.
    preset: Option<&'static str>,
    scenario: ScenarioOut,
    outcome: Option<OutcomeOut>,
    attempts: Vec<AttemptOut>,
    questions: Vec<QuestionOut<'a>>,
    notes: &'a str,
}

/// A worksheet question and the learner's answer.
#[derive(Serialize)]
struct QuestionOut<'a> {
    text: &'a str,
    answer: &'a str,
}

/// Every input under its key, in the page's order (`Input::ALL`).
#[derive(Serialize)]
struct ScenarioOut {
    original_work_s: Seconds,
    lease_s: Seconds,
    heartbeat_every_s: Seconds,
    pause_at_s: Seconds,
    pause_for_s: Seconds,
    replacement_work_s: Seconds,
    enforcement: &'static str,
    shutdown_at_s: Option<Seconds>,
    shutdown_grace_s: Seconds,
}

/// The run; each part a lesson hides is `None` (`null`): the six metric
/// values under `hidden=metrics`, the writes under `hidden=decisions`,
/// the events under `hidden=events`.
#[derive(Serialize)]
struct OutcomeOut {
    headline: &'static str,
    applied_increments: Option<u8>,
    takeover_at_s: Option<Seconds>,
    overlap_s: Option<Seconds>,
    overlap_includes_pause: Option<bool>,
    original_ends_at_s: Option<Seconds>,
    original_end: Option<&'static str>,
    writes: Option<Vec<WriteOut>>,
    events: Option<Vec<EventOut>>,
}

#[derive(Serialize)]
struct WriteOut {
    at_s: Seconds,
    /// "A" or "B", as worksheets name the workers.
    worker: &'static str,
    token: Token,
    decision: &'static str,
    evidence: String,
}

#[derive(Serialize)]
struct EventOut {
    at_s: Seconds,
    actor: &'static str,
    kind: &'static str,
    /// Only on `heartbeat_accepted`, which stands for a run of renewals.
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_at_s: Option<Seconds>,
    text: String,
}

/// One attempt: the learner's answers (each `null` while open), whether
/// the outcome was revealed, whether it was seen before that, and the
/// scenario the attempt was made for.
#[derive(Serialize)]
struct AttemptOut {
    takeover: Option<&'static str>,
    applied_increments: Option<u8>,
    original_write: Option<&'static str>,
    revealed: bool,
    seen_before_reveal: bool,
    scenario: ScenarioOut,
}

impl ScenarioOut {
    fn of(s: &Scenario) -> ScenarioOut {
        ScenarioOut {
            original_work_s: Seconds(s.original_work),
            lease_s: Seconds(s.lease),
            heartbeat_every_s: Seconds(s.heartbeat_every),
            pause_at_s: Seconds(s.pause_at),
            pause_for_s: Seconds(s.pause_for),
            replacement_work_s: Seconds(s.replacement_work),
            enforcement: s.enforcement.key(),
            shutdown_at_s: seconds(s.shutdown_at),
            shutdown_grace_s: Seconds(s.shutdown_grace),
        }
    }
}

impl OutcomeOut {
    /// The run of `worksheet`, without what its lesson hides.
    fn of(outcome: &Outcome, worksheet: &Worksheet) -> OutcomeOut {
        let cadence = worksheet.scenario.heartbeat_every;
        let metrics = worksheet.shows(Section::Metrics);
        OutcomeOut {
            headline: headline(outcome.class),
            applied_increments: metrics.then_some(outcome.applied_increments),
            takeover_at_s: seconds(outcome.takeover_at.filter(|_| metrics)),
            overlap_s: metrics.then_some(Seconds(outcome.overlap)),
            overlap_includes_pause: metrics.then_some(outcome.overlap_includes_pause),
            original_ends_at_s: metrics.then_some(Seconds(outcome.original_ends_at)),
            original_end: metrics.then_some(match outcome.original_end {
                OriginalEnd::Wrote => "wrote",
                OriginalEnd::Terminated => "terminated",
            }),
            writes: worksheet
                .shows(Section::Decisions)
                .then(|| outcome.writes.iter().map(WriteOut::of).collect()),
            events: worksheet.shows(Section::Events).then(|| {
                outcome
                    .events
                    .iter()
                    .map(|event| EventOut::of(event, outcome, cadence))
                    .collect()
            }),
        }
    }
}

impl WriteOut {
    fn of(write: &WriteDecision) -> WriteOut {
        WriteOut {
            at_s: Seconds(write.at),
            worker: write.worker.letter(),
            token: write.token,
            decision: if write.accepted {
                "accepted"
            } else {
                "rejected"
            },
            evidence: evidence(write.evidence),
        }
    }
}

impl EventOut {
    fn of(event: &Event, outcome: &Outcome, cadence: Millis) -> EventOut {
        let (count, last_at_s) = match event.kind {
            EventKind::HeartbeatAccepted { count, last_at, .. } => {
                (Some(count), Some(Seconds(last_at)))
            }
            _ => (None, None),
        };
        EventOut {
            at_s: Seconds(event.at),
            actor: event.actor.letter(),
            kind: event.kind.name(),
            count,
            last_at_s,
            text: event_sentence(event, outcome, cadence),
        }
    }
}

impl AttemptOut {
    /// `worksheet` is the worksheet's own scenario, which an open attempt
    /// is always for.
    fn of(attempt: &Attempt, worksheet: &Scenario) -> AttemptOut {
        let p = &attempt.prediction;
        AttemptOut {
            takeover: p.takeover.map(|yes| if yes { "yes" } else { "no" }),
            applied_increments: p.applied_increments,
            original_write: p.original_write.map(OriginalWrite::key),
            revealed: p.is_revealed(),
            seen_before_reveal: attempt.seen_before_reveal(),
            scenario: ScenarioOut::of(&attempt.scenario(worksheet)),
        }
    }
}

/// The worksheet as pretty-printed JSON, keys in the documented order. The
/// outcome is recomputed from the scenario, never taken from elsewhere,
/// and is `null` while the results wait for the learner's prediction.
pub fn to_json(worksheet: &Worksheet) -> String {
    let scenario = &worksheet.scenario;
    let page_questions = PROMPTS.iter().copied().zip(&worksheet.answers);
    let own_questions = worksheet
        .own_questions
        .iter()
        .map(|q| (q.text.as_str(), &q.answer));
    let file = FileOut {
        format: FORMAT,
        version: VERSION,
        learner: worksheet.learner.as_deref(),
        link: &worksheet.link,
        preset: worksheet.named_preset().map(|preset| preset.slug),
        scenario: ScenarioOut::of(scenario),
        outcome: (!worksheet.results_wait())
            .then(|| OutcomeOut::of(&simulate(scenario), worksheet)),
        attempts: worksheet
            .attempts
            .iter()
            .map(|attempt| AttemptOut::of(attempt, scenario))
            .collect(),
        questions: page_questions
            .chain(own_questions)
            .map(|(text, answer)| QuestionOut { text, answer })
            .collect(),
        notes: &worksheet.notes,
    };
    // serde_json's pretty layout (two-space indent). It cannot fail: every
    // seconds value is `decimal_seconds`, always a JSON number, and nothing
    // else is fallible; the round-trip tests would see an empty file.
    serde_json::to_string_pretty(&file).unwrap_or_default()
}
