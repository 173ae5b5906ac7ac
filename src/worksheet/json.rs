//! The JSON worksheet, version 2: export of a scenario with its outcome, the
//! learner's prediction and notes, and a strict import that reads back only
//! the scenario, prediction and notes (the outcome in a file is never
//! trusted). Version 1 files (no `prediction`) are read as strictly.

use crate::present::lesson::{OriginalWrite, Prediction};
use crate::present::report::{event_sentence, evidence, headline};
use crate::sim::{
    simulate, Actor, Enforcement, Event, EventKind, Field, Input, Millis, OriginalEnd, Outcome,
    Scenario, WriteDecision, MAX_MS,
};

use super::json_text::{exact_millis, parse, pretty, Json, SecondsError};
use super::{Worksheet, FORMAT, MAX_BYTES, MAX_DEPTH, VERSION};

fn text(value: &str) -> Json {
    Json::String(value.to_owned())
}

fn optional_seconds(ms: Option<u64>) -> Json {
    ms.map_or(Json::Null, Json::seconds)
}

fn whole(number: impl ToString) -> Json {
    Json::Number(number.to_string())
}

/// "A" or "B", as worksheets name the workers.
fn worker_letter(actor: Actor) -> Json {
    text(actor.letter())
}

/// The worksheet as pretty-printed JSON, keys in the documented order. The
/// outcome is recomputed from the scenario, never taken from elsewhere.
pub fn to_json(worksheet: &Worksheet) -> String {
    let scenario = &worksheet.scenario;
    let outcome = simulate(scenario);
    pretty(&Json::object([
        ("format", text(FORMAT)),
        ("version", whole(VERSION)),
        ("scenario", scenario_json(scenario)),
        ("outcome", outcome_json(&outcome, scenario.heartbeat_every)),
        ("prediction", prediction_json(worksheet.prediction.as_ref())),
        ("notes", text(&worksheet.notes)),
    ]))
}

/// `null` when lesson mode was never used, else the learner's answers
/// (each `null` while open) and whether the outcome was revealed.
fn prediction_json(prediction: Option<&Prediction>) -> Json {
    let Some(p) = prediction else {
        return Json::Null;
    };
    Json::object([
        (
            "takeover",
            p.takeover
                .map_or(Json::Null, |yes| text(if yes { "yes" } else { "no" })),
        ),
        (
            "applied_increments",
            p.applied_increments.map_or(Json::Null, whole),
        ),
        (
            "original_write",
            p.original_write.map_or(Json::Null, |w| text(w.key())),
        ),
        ("revealed", Json::Bool(p.revealed)),
    ])
}

/// The `scenario` object: every input under its key, in the page's order.
fn scenario_json(scenario: &Scenario) -> Json {
    Json::Object(
        Input::ALL
            .iter()
            .map(|&input| {
                let value = match input {
                    Input::Seconds(field) => optional_seconds(field.get(scenario)),
                    Input::Enforcement => text(scenario.enforcement.key()),
                };
                (input.key().to_owned(), value)
            })
            .collect(),
    )
}

fn outcome_json(outcome: &Outcome, cadence: Millis) -> Json {
    let original_end = match outcome.original_end {
        OriginalEnd::Wrote => "wrote",
        OriginalEnd::Terminated => "terminated",
    };
    Json::object([
        ("headline", text(headline(outcome.class))),
        ("applied_increments", whole(outcome.applied_increments)),
        ("takeover_at_s", optional_seconds(outcome.takeover_at)),
        ("overlap_s", Json::seconds(outcome.overlap)),
        (
            "overlap_includes_pause",
            Json::Bool(outcome.overlap_includes_pause),
        ),
        (
            "original_ends_at_s",
            Json::seconds(outcome.original_ends_at),
        ),
        ("original_end", text(original_end)),
        (
            "writes",
            Json::Array(outcome.writes.iter().map(write_json).collect()),
        ),
        (
            "events",
            Json::Array(
                outcome
                    .events
                    .iter()
                    .map(|event| event_json(event, outcome, cadence))
                    .collect(),
            ),
        ),
    ])
}

fn write_json(write: &WriteDecision) -> Json {
    let decision = if write.accepted {
        "accepted"
    } else {
        "rejected"
    };
    Json::object([
        ("at_s", Json::seconds(write.at)),
        ("worker", worker_letter(write.worker)),
        ("token", whole(write.token)),
        ("decision", text(decision)),
        ("evidence", text(&evidence(write.evidence))),
    ])
}

fn event_json(event: &Event, outcome: &Outcome, cadence: Millis) -> Json {
    let mut pairs = vec![
        ("at_s".to_owned(), Json::seconds(event.at)),
        ("actor".to_owned(), worker_letter(event.actor)),
        ("kind".to_owned(), text(event.kind.name())),
    ];
    if let EventKind::HeartbeatAccepted { count, last_at, .. } = event.kind {
        pairs.push(("count".to_owned(), whole(count)));
        pairs.push(("last_at_s".to_owned(), Json::seconds(last_at)));
    }
    pairs.push((
        "text".to_owned(),
        text(&event_sentence(event, outcome, cadence)),
    ));
    Json::Object(pairs)
}

/// Why a file was refused. `Display` is the one message the page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError(pub String);

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ImportError {}

fn refuse<T>(message: impl Into<String>) -> Result<T, ImportError> {
    Err(ImportError(message.into()))
}

/// The fields of a JSON object by key, refusing duplicates and any key not
/// in `allowed` (reported with `path` in front, as "scenario.foo").
fn fields<'a>(
    pairs: &'a [(String, Json)],
    allowed: &[&str],
    path: &str,
) -> Result<Vec<(&'a str, &'a Json)>, ImportError> {
    let mut seen: Vec<(&str, &Json)> = Vec::with_capacity(pairs.len());
    for (key, value) in pairs {
        if !allowed.contains(&key.as_str()) {
            return refuse(format!("{path}{key}: unknown field."));
        }
        if seen.iter().any(|(k, _)| k == key) {
            return refuse(format!("{path}{key}: appears twice."));
        }
        seen.push((key, value));
    }
    Ok(seen)
}

fn get<'a>(fields: &[(&str, &'a Json)], key: &str) -> Option<&'a Json> {
    fields.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
}

/// Reads a JSON worksheet strictly: every problem gives one message that
/// names it, and nothing partial is ever returned.
pub fn from_json(text: &str) -> Result<Worksheet, ImportError> {
    if text.len() > MAX_BYTES {
        return refuse("The file is larger than 1 MB; a worksheet is far smaller.");
    }
    let value = parse(text, MAX_DEPTH).map_err(|e| match e.message {
        "nesting is too deep" => ImportError(format!(
            "The file nests more than {MAX_DEPTH} levels deep; a worksheet never does."
        )),
        _ => ImportError(format!("This file is not valid JSON ({e}).")),
    })?;
    let Json::Object(pairs) = value else {
        return refuse(format!(
            "A worksheet is a JSON object; this file holds {}.",
            value.kind()
        ));
    };
    let root = fields(
        &pairs,
        &[
            "format",
            "version",
            "scenario",
            "outcome",
            "prediction",
            "notes",
        ],
        "",
    )?;
    match get(&root, "format") {
        Some(Json::String(format)) if format == FORMAT => {}
        Some(Json::String(other)) => {
            return refuse(format!("format: expected \"{FORMAT}\", found \"{other}\"."))
        }
        Some(other) => {
            return refuse(format!(
                "format: expected \"{FORMAT}\", found {}.",
                other.kind()
            ))
        }
        None => {
            return refuse(format!(
                "format: missing; a worksheet says \"format\": \"{FORMAT}\"."
            ))
        }
    }
    let version = match get(&root, "version") {
        Some(Json::Number(number)) => match exact_millis(number, u64::MAX / 10) {
            Ok(1_000) => 1,
            Ok(2_000) => VERSION,
            _ => {
                return refuse(format!(
                    "version: unknown version {number}; this page reads versions 1 and {VERSION}."
                ))
            }
        },
        Some(other) => {
            return refuse(format!(
                "version: must be the number 1 or {VERSION}, not {}.",
                other.kind()
            ))
        }
        None => return refuse("version: missing."),
    };
    // Version 1 had no prediction; version 2 always has one (maybe null).
    let prediction = match (version, get(&root, "prediction")) {
        (1, None) => None,
        (1, Some(_)) => return refuse(
            "prediction: not a field of version 1; a file with a prediction says \"version\": 2.",
        ),
        (_, None) => return refuse("prediction: missing (null when lesson mode was not used)."),
        (_, Some(Json::Null)) => None,
        (_, Some(Json::Object(pairs))) => Some(read_prediction(pairs)?),
        (_, Some(other)) => {
            return refuse(format!(
                "prediction: must be an object or null, not {}.",
                other.kind()
            ))
        }
    };
    let notes = match get(&root, "notes") {
        Some(Json::String(notes)) => notes.clone(),
        Some(other) => return refuse(format!("notes: must be text, not {}.", other.kind())),
        None => return refuse("notes: missing."),
    };
    let scenario = match get(&root, "scenario") {
        Some(Json::Object(pairs)) => read_scenario(pairs)?,
        Some(other) => {
            return refuse(format!(
                "scenario: must be an object, not {}.",
                other.kind()
            ))
        }
        None => return refuse("scenario: missing."),
    };
    Ok(Worksheet {
        scenario,
        notes,
        prediction,
    })
}

/// The `prediction` object: all four keys once, each answer one of its
/// options or `null`.
fn read_prediction(pairs: &[(String, Json)]) -> Result<Prediction, ImportError> {
    let given = fields(
        pairs,
        &[
            "takeover",
            "applied_increments",
            "original_write",
            "revealed",
        ],
        "prediction.",
    )?;
    // Each answer: `null`, or a value `read` accepts; else the rule.
    fn answer<T>(
        given: &[(&str, &Json)],
        key: &str,
        rule: &str,
        read: impl Fn(&Json) -> Option<T>,
    ) -> Result<Option<T>, ImportError> {
        match get(given, key) {
            None => refuse(format!("prediction.{key}: missing.")),
            Some(Json::Null) => Ok(None),
            Some(value) => match read(value) {
                Some(answer) => Ok(Some(answer)),
                None => refuse(format!("prediction.{key}: must be {rule} or null.")),
            },
        }
    }
    let takeover = answer(&given, "takeover", "\"yes\", \"no\"", |v| match v {
        Json::String(s) if s == "yes" => Some(true),
        Json::String(s) if s == "no" => Some(false),
        _ => None,
    })?;
    let applied_increments = answer(&given, "applied_increments", "0, 1, 2", |v| match v {
        Json::Number(n) => match exact_millis(n, 2_000) {
            Ok(0) => Some(0),
            Ok(1_000) => Some(1),
            Ok(2_000) => Some(2),
            _ => None,
        },
        _ => None,
    })?;
    let original_write = answer(
        &given,
        "original_write",
        "\"accepted\", \"rejected\", \"never_made\"",
        |v| match v {
            Json::String(s) => OriginalWrite::from_key(s),
            _ => None,
        },
    )?;
    let revealed = match get(&given, "revealed") {
        Some(Json::Bool(revealed)) => *revealed,
        Some(other) => {
            return refuse(format!(
                "prediction.revealed: must be true or false, not {}.",
                other.kind()
            ))
        }
        None => return refuse("prediction.revealed: missing."),
    };
    Ok(Prediction {
        takeover,
        applied_increments,
        original_write,
        revealed,
    })
}

/// The `scenario` object: every input present once, each value valid.
fn read_scenario(pairs: &[(String, Json)]) -> Result<Scenario, ImportError> {
    let given = fields(pairs, &Input::ALL.map(Input::key), "")?;
    let enforcement = match get(&given, Input::Enforcement.key()) {
        Some(Json::String(key)) => Enforcement::from_key(key).ok_or_else(|| {
            ImportError(format!(
                "enforcement: must be \"none\", \"watermark\" or \"current_epoch\", not \"{key}\"."
            ))
        })?,
        Some(other) => {
            return refuse(format!(
                "enforcement: must be \"none\", \"watermark\" or \"current_epoch\", not {}.",
                other.kind()
            ))
        }
        None => return refuse("enforcement: missing."),
    };
    let mut scenario = Scenario {
        enforcement,
        ..Scenario::default()
    };
    for field in Field::ALL {
        let key = field.json_key();
        let value = match get(&given, key) {
            None => return refuse(format!("{key}: missing.")),
            Some(Json::Null) if field.is_optional() => None,
            Some(Json::Number(number)) => {
                Some(exact_millis(number, MAX_MS).map_err(|problem| {
                    let rule = match problem {
                        SecondsError::Negative => "use 0 s or more",
                        SecondsError::TooManyDecimals => "use at most 3 decimal places",
                        SecondsError::OverMaximum => "at most 86 400 s",
                    };
                    ImportError(format!("{key}: {rule}."))
                })?)
            }
            Some(other) if field.is_optional() => {
                return refuse(format!(
                    "{key}: must be a number of seconds or null, not {}.",
                    other.kind()
                ))
            }
            Some(other) => {
                return refuse(format!(
                    "{key}: must be a number of seconds, not {}.",
                    other.kind()
                ))
            }
        };
        let checked = field
            .check(value)
            .map_err(|e| ImportError(format!("{key}: {}.", e.rule())))?;
        field.set(&mut scenario, checked);
    }
    Ok(scenario)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Map, Value};

    fn default_json() -> String {
        to_json(&Worksheet {
            scenario: Scenario::default(),
            notes: "my answer".into(),
            prediction: None,
        })
    }

    #[test]
    fn default_export_matches_the_documented_shape() {
        let value: Value = serde_json::from_str(&default_json()).unwrap_or_default();
        assert_eq!(value["format"], "lease-lab-worksheet");
        assert_eq!(value["version"], 2);
        assert_eq!(value["prediction"], Value::Null);
        let scenario = &value["scenario"];
        assert_eq!(scenario["original_work_s"].to_string(), "12");
        assert_eq!(scenario["enforcement"], "current_epoch");
        assert_eq!(scenario["shutdown_at_s"], Value::Null);
        let outcome = &value["outcome"];
        assert_eq!(outcome["applied_increments"], 1);
        assert_eq!(outcome["takeover_at_s"].to_string(), "13");
        assert_eq!(outcome["overlap_s"].to_string(), "5");
        assert_eq!(outcome["overlap_includes_pause"], true);
        assert_eq!(outcome["original_ends_at_s"].to_string(), "26");
        assert_eq!(outcome["original_end"], "wrote");
        assert_eq!(
            outcome["writes"][1]["evidence"],
            "Token 1 does not match registered epoch 2"
        );
        assert_eq!(outcome["writes"][1]["decision"], "rejected");
        assert_eq!(outcome["writes"][0]["worker"], "B");
        let kinds: Vec<_> = outcome["events"]
            .as_array()
            .map(|a| a.iter().map(|e| e["kind"].as_str().unwrap_or("")).collect())
            .unwrap_or_default();
        assert_eq!(
            kinds,
            [
                "lease_acquired",
                "heartbeat_accepted",
                "paused",
                "takeover",
                "resumed",
                "heartbeat_rejected",
                "write_accepted",
                "write_rejected"
            ]
        );
        assert_eq!(outcome["events"][1]["count"], 1);
        assert_eq!(outcome["events"][1]["last_at_s"].to_string(), "3");
        assert!(outcome["events"][0].get("count").is_none());
        assert_eq!(value["notes"], "my answer");
    }

    #[test]
    fn fractional_seconds_are_exact_json_numbers() {
        let scenario = Scenario {
            lease: 250,
            heartbeat_every: 1,
            pause_at: 7_213_500,
            shutdown_at: Some(86_399_999),
            ..Scenario::default()
        };
        let json = to_json(&Worksheet {
            scenario,
            notes: String::new(),
            prediction: None,
        });
        assert!(json.contains("\"lease_s\": 0.25"), "{json}");
        assert!(json.contains("\"heartbeat_every_s\": 0.001"), "{json}");
        assert!(json.contains("\"pause_at_s\": 7213.5"), "{json}");
        assert!(json.contains("\"shutdown_at_s\": 86399.999"), "{json}");
        assert_eq!(from_json(&json).map(|w| w.scenario), Ok(scenario));
    }

    #[track_caller]
    fn refused(text: &str, message: &str) {
        match from_json(text) {
            Err(error) => assert!(
                error.0.contains(message),
                "expected {message:?} in {:?}",
                error.0
            ),
            Ok(worksheet) => panic!("accepted {text}: {worksheet:?}"),
        }
    }

    fn with(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
        let mut value: Value = serde_json::from_str(&default_json()).unwrap_or_default();
        if let Value::Object(root) = &mut value {
            edit(root);
        }
        value.to_string()
    }

    fn with_scenario(key: &str, field: Value) -> String {
        with(|root| {
            if let Some(Value::Object(scenario)) = root.get_mut("scenario") {
                scenario.insert(key.to_owned(), field);
            }
        })
    }

    #[test]
    fn every_bad_file_is_refused_with_a_message_that_names_the_problem() {
        refused("not json", "not valid JSON");
        refused("[1, 2]", "JSON object");
        refused(
            &with(|r| {
                r.insert("format".into(), "other".into());
            }),
            "format: expected",
        );
        refused(
            &with(|r| {
                r.remove("format");
            }),
            "format: missing",
        );
        refused(
            &with(|r| {
                r.insert("version".into(), 3.into());
            }),
            "version: unknown version 3",
        );
        refused(
            &with(|r| {
                r.insert("extra".into(), 1.into());
            }),
            "extra: unknown field",
        );
        refused(
            &with(|r| {
                r.remove("notes");
            }),
            "notes: missing",
        );
        refused(
            &with(|r| {
                r.insert("notes".into(), 5.into());
            }),
            "notes: must be text",
        );
        refused(
            &with(|r| {
                r.remove("scenario");
            }),
            "scenario: missing",
        );
        refused(
            &with_scenario("lease_s", 0.into()),
            "lease_s: must be greater than 0 s",
        );
        refused(
            &with_scenario("heartbeat_every_s", 0.into()),
            "heartbeat_every_s: must be greater than 0 s",
        );
        refused(
            &with_scenario("lease_s", "10".into()),
            "lease_s: must be a number of seconds",
        );
        refused(
            &with_scenario("lease_s", Value::Null),
            "lease_s: must be a number of seconds",
        );
        refused(
            &with_scenario("pause_at_s", (-1).into()),
            "pause_at_s: use 0 s or more",
        );
        refused(
            &with_scenario("pause_at_s", 0.0001.into()),
            "pause_at_s: use at most 3 decimal places",
        );
        refused(
            &with_scenario("pause_at_s", 86_400.001.into()),
            "pause_at_s: at most 86 400 s",
        );
        refused(
            &with_scenario("shutdown_at_s", "soon".into()),
            "shutdown_at_s: must be a number of seconds or null",
        );
        refused(
            &with_scenario("enforcement", "strict".into()),
            "enforcement: must be",
        );
        refused(
            &with_scenario("bogus_s", 1.into()),
            "bogus_s: unknown field",
        );
        refused(
            &with(|r| {
                if let Some(Value::Object(s)) = r.get_mut("scenario") {
                    s.remove("lease_s");
                }
            }),
            "lease_s: missing",
        );
        refused(
            &format!("{}{}", "[".repeat(100), "]".repeat(100)),
            "nests more than",
        );
        refused(&" ".repeat(MAX_BYTES + 1), "larger than 1 MB");
    }

    /// The default export, with its prediction set to `prediction` (JSON).
    fn with_prediction(prediction: Value) -> String {
        with(|r| {
            r.insert("prediction".into(), prediction);
        })
    }

    fn v1(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
        with(|r| {
            r.insert("version".into(), 1.into());
            r.remove("prediction");
            edit(r);
        })
    }

    #[test]
    fn version_1_and_version_2_files_are_read_equally_strictly() {
        let answered = serde_json::json!({
            "takeover": "yes", "applied_increments": 2,
            "original_write": "never_made", "revealed": true
        });
        let open = serde_json::json!({
            "takeover": null, "applied_increments": null,
            "original_write": null, "revealed": false
        });
        let full = Prediction {
            takeover: Some(true),
            applied_increments: Some(2),
            original_write: Some(OriginalWrite::NeverMade),
            revealed: true,
        };
        // (file, the prediction it reads as)
        let accepted = [
            (v1(|_| {}), None),
            (with_prediction(Value::Null), None),
            (with_prediction(answered.clone()), Some(full)),
            (with_prediction(open), Some(Prediction::default())),
            (
                with_prediction(serde_json::json!({
                    "takeover": "no", "applied_increments": 0,
                    "original_write": "rejected", "revealed": false
                })),
                Some(Prediction {
                    takeover: Some(false),
                    applied_increments: Some(0),
                    original_write: Some(OriginalWrite::Rejected),
                    revealed: false,
                }),
            ),
        ];
        for (file, prediction) in accepted {
            let read = from_json(&file);
            assert_eq!(
                read.as_ref().map(|w| w.prediction),
                Ok(prediction),
                "{file}"
            );
            assert_eq!(read.map(|w| w.scenario), Ok(Scenario::default()));
        }
        let edited = |key: &str, value: Value| {
            let mut object = answered.clone();
            object[key] = value;
            with_prediction(object)
        };
        let without = |key: &str| {
            let mut object = answered.clone();
            if let Some(map) = object.as_object_mut() {
                map.remove(key);
            }
            with_prediction(object)
        };
        let refusals = [
            (
                v1(|r| {
                    r.insert("prediction".into(), Value::Null);
                }),
                "prediction: not a field of version 1",
            ),
            (
                with(|r| {
                    r.remove("prediction");
                }),
                "prediction: missing",
            ),
            (
                with_prediction(5.into()),
                "prediction: must be an object or null, not a number",
            ),
            (
                with_prediction(serde_json::json!([])),
                "prediction: must be an object or null",
            ),
            (
                edited("takeover", "maybe".into()),
                "prediction.takeover: must be \"yes\", \"no\" or null",
            ),
            (
                edited("takeover", true.into()),
                "prediction.takeover: must be",
            ),
            (
                edited("applied_increments", 3.into()),
                "prediction.applied_increments: must be 0, 1, 2 or null",
            ),
            (
                edited("applied_increments", (-1).into()),
                "prediction.applied_increments",
            ),
            (
                edited("applied_increments", 1.5.into()),
                "prediction.applied_increments",
            ),
            (
                edited("applied_increments", "1".into()),
                "prediction.applied_increments",
            ),
            (
                edited("original_write", "lost".into()),
                "prediction.original_write: must be",
            ),
            (
                edited("revealed", Value::Null),
                "prediction.revealed: must be true or false, not null",
            ),
            (
                edited("revealed", "yes".into()),
                "prediction.revealed: must be true or false",
            ),
            (
                edited("colour", 1.into()),
                "prediction.colour: unknown field",
            ),
            (without("takeover"), "prediction.takeover: missing"),
            (
                without("applied_increments"),
                "prediction.applied_increments: missing",
            ),
            (
                without("original_write"),
                "prediction.original_write: missing",
            ),
            (without("revealed"), "prediction.revealed: missing"),
            (
                v1(|r| {
                    r.remove("notes");
                }),
                "notes: missing",
            ),
            (
                v1(|r| {
                    r.insert("version".into(), 0.into());
                }),
                "version: unknown version 0",
            ),
            (
                v1(|r| {
                    r.insert("version".into(), "1".into());
                }),
                "version: must be the number 1 or 2, not text",
            ),
        ];
        for (file, message) in refusals {
            refused(&file, message);
        }
    }

    #[test]
    fn a_prediction_is_written_as_documented() {
        let json = to_json(&Worksheet {
            scenario: Scenario::default(),
            notes: String::new(),
            prediction: Some(Prediction {
                takeover: Some(false),
                applied_increments: Some(1),
                original_write: None,
                revealed: false,
            }),
        });
        let value: Value = serde_json::from_str(&json).unwrap_or_default();
        assert_eq!(
            value["prediction"],
            serde_json::json!({
                "takeover": "no", "applied_increments": 1,
                "original_write": null, "revealed": false
            })
        );
        // The documented order: the prediction between outcome and notes.
        let at = |key: &str| json.find(&format!("\n  \"{key}\"")).unwrap_or(usize::MAX);
        assert!(
            at("outcome") < at("prediction") && at("prediction") < at("notes"),
            "{json}"
        );
    }

    #[test]
    fn the_outcome_in_a_file_is_ignored() {
        let tampered = with(|r| {
            r.insert("outcome".into(), Value::from("forged"));
        });
        assert_eq!(
            from_json(&tampered).map(|w| w.scenario),
            Ok(Scenario::default())
        );
        let without = with(|r| {
            r.remove("outcome");
        });
        assert_eq!(
            from_json(&without).map(|w| w.notes),
            Ok("my answer".to_owned())
        );
    }
}
