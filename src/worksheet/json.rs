//! The JSON worksheet, version 1: export of a scenario with its outcome and
//! the learner's notes, and a strict import that reads back only the
//! scenario and notes (the outcome in a file is never trusted).

use serde::{Serialize, Serializer};
use serde_json::{Map, Value};

use crate::present::report::{event_sentence, headline};
use crate::sim::{
    simulate, Actor, Enforcement, EventKind, Field, Millis, OriginalEnd, Outcome, Scenario, MAX_MS,
    MS_PER_S,
};

use super::{Worksheet, FORMAT, MAX_BYTES, MAX_DEPTH, VERSION};

/// Seconds exact to the millisecond: an integer when whole (`12`), else the
/// shortest decimal (`0.25`, `7213.5`).
#[derive(Clone, Copy)]
struct Seconds(Millis);

impl Serialize for Seconds {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % MS_PER_S == 0 {
            serializer.serialize_u64(self.0 / MS_PER_S)
        } else {
            // ms / 1000 is the double nearest the 3-decimal value, and the
            // shortest round-trip formatting prints exactly that decimal.
            serializer.serialize_f64(self.0 as f64 / MS_PER_S as f64)
        }
    }
}

#[derive(Serialize)]
struct FileOut<'a> {
    format: &'static str,
    version: u32,
    scenario: ScenarioOut,
    outcome: OutcomeOut,
    notes: &'a str,
}

#[derive(Serialize)]
struct ScenarioOut {
    original_work_s: Seconds,
    lease_s: Seconds,
    heartbeat_every_s: Seconds,
    pause_at_s: Seconds,
    pause_for_s: Seconds,
    replacement_work_s: Seconds,
    enforcement: Enforcement,
    shutdown_at_s: Option<Seconds>,
    shutdown_grace_s: Seconds,
}

#[derive(Serialize)]
struct OutcomeOut {
    headline: &'static str,
    applied_increments: u8,
    takeover_at_s: Option<Seconds>,
    overlap_s: Seconds,
    overlap_includes_pause: bool,
    original_ends_at_s: Seconds,
    original_end: OriginalEnd,
    writes: Vec<WriteOut>,
    events: Vec<EventOut>,
}

#[derive(Serialize)]
struct WriteOut {
    at_s: Seconds,
    worker: Actor,
    token: u32,
    decision: &'static str,
    evidence: String,
}

#[derive(Serialize)]
struct EventOut {
    at_s: Seconds,
    actor: Actor,
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_at_s: Option<Seconds>,
    text: String,
}

/// The worksheet as pretty-printed JSON.
pub fn to_json(scenario: &Scenario, outcome: &Outcome, notes: &str) -> String {
    let file = FileOut {
        format: FORMAT,
        version: VERSION,
        scenario: ScenarioOut {
            original_work_s: Seconds(scenario.original_work),
            lease_s: Seconds(scenario.lease),
            heartbeat_every_s: Seconds(scenario.heartbeat_every),
            pause_at_s: Seconds(scenario.pause_at),
            pause_for_s: Seconds(scenario.pause_for),
            replacement_work_s: Seconds(scenario.replacement_work),
            enforcement: scenario.enforcement,
            shutdown_at_s: scenario.shutdown_at.map(Seconds),
            shutdown_grace_s: Seconds(scenario.shutdown_grace),
        },
        outcome: OutcomeOut {
            headline: headline(outcome.class),
            applied_increments: outcome.applied_increments,
            takeover_at_s: outcome.takeover_at.map(Seconds),
            overlap_s: Seconds(outcome.overlap),
            overlap_includes_pause: outcome.overlap_includes_pause,
            original_ends_at_s: Seconds(outcome.original_ends_at),
            original_end: outcome.original_end,
            writes: outcome
                .writes
                .iter()
                .map(|w| WriteOut {
                    at_s: Seconds(w.at),
                    worker: w.worker,
                    token: w.token,
                    decision: if w.accepted { "accepted" } else { "rejected" },
                    evidence: w.evidence.to_string(),
                })
                .collect(),
            events: outcome
                .events
                .iter()
                .map(|event| {
                    let (count, last_at_s) = match event.kind {
                        EventKind::HeartbeatAccepted { count, last_at, .. } => {
                            (Some(count), Some(Seconds(last_at)))
                        }
                        _ => (None, None),
                    };
                    EventOut {
                        at_s: Seconds(event.at),
                        actor: event.actor,
                        kind: event.kind.name(),
                        count,
                        last_at_s,
                        text: event_sentence(event, scenario.heartbeat_every),
                    }
                })
                .collect(),
        },
        notes,
    };
    // Serializing these plain structs cannot fail.
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// Exports the current page state: the scenario, its recomputed outcome
/// and the notes.
pub fn export(worksheet: &Worksheet) -> String {
    to_json(
        &worksheet.scenario,
        &simulate(&worksheet.scenario),
        &worksheet.notes,
    )
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

/// The deepest nesting of arrays and objects in a JSON text, counted without
/// parsing so that a hostile file cannot exhaust the parser.
fn nesting_depth(text: &str) -> usize {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for byte in text.bytes() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// Reads a JSON worksheet strictly: every problem gives one message that
/// names it, and nothing partial is ever returned.
pub fn from_json(text: &str) -> Result<Worksheet, ImportError> {
    if text.len() > MAX_BYTES {
        return refuse("The file is larger than 1 MB; a worksheet is far smaller.");
    }
    if nesting_depth(text) > MAX_DEPTH {
        return refuse(format!(
            "The file nests more than {MAX_DEPTH} levels deep; a worksheet never does."
        ));
    }
    let value: Value = serde_json::from_str(text)
        .map_err(|e| ImportError(format!("This file is not valid JSON ({e}).")))?;
    let Value::Object(root) = value else {
        return refuse("A worksheet is a JSON object; this file holds something else.");
    };
    match root.get("format") {
        Some(Value::String(format)) if format == FORMAT => {}
        Some(other) => return refuse(format!("format: expected \"{FORMAT}\", found {other}.")),
        None => {
            return refuse(format!(
                "format: missing; a worksheet says \"format\": \"{FORMAT}\"."
            ))
        }
    }
    match root.get("version") {
        Some(version) if version.as_u64() == Some(u64::from(VERSION)) => {}
        Some(other) => {
            return refuse(format!(
                "version: unknown version {other}; this page reads version {VERSION}."
            ))
        }
        None => return refuse("version: missing."),
    }
    for key in root.keys() {
        if !["format", "version", "scenario", "outcome", "notes"].contains(&key.as_str()) {
            return refuse(format!("{key}: unknown field."));
        }
    }
    let notes = match root.get("notes") {
        Some(Value::String(notes)) => notes.clone(),
        Some(_) => return refuse("notes: must be text."),
        None => return refuse("notes: missing."),
    };
    let scenario = match root.get("scenario") {
        Some(Value::Object(fields)) => scenario_from(fields)?,
        Some(_) => return refuse("scenario: must be an object."),
        None => return refuse("scenario: missing."),
    };
    Ok(Worksheet { scenario, notes })
}

fn scenario_from(fields: &Map<String, Value>) -> Result<Scenario, ImportError> {
    for key in fields.keys() {
        let known = key == "enforcement" || Field::ALL.iter().any(|f| f.json_key() == key);
        if !known {
            return refuse(format!("{key}: unknown field."));
        }
    }
    let mut scenario = Scenario::default();
    scenario.enforcement = match fields.get("enforcement") {
        Some(Value::String(key)) => Enforcement::from_key(key).ok_or_else(|| {
            ImportError(format!(
                "enforcement: must be \"none\", \"watermark\" or \"current_epoch\", not \"{key}\"."
            ))
        })?,
        Some(_) => {
            return refuse("enforcement: must be \"none\", \"watermark\" or \"current_epoch\".")
        }
        None => return refuse("enforcement: missing."),
    };
    for field in Field::ALL {
        let key = field.json_key();
        let value = match fields.get(key) {
            None => return refuse(format!("{key}: missing.")),
            Some(Value::Null) if field.is_optional() => None,
            Some(Value::Number(number)) => Some(exact_millis(key, number.as_f64())?),
            Some(_) if field.is_optional() => {
                return refuse(format!("{key}: must be a number of seconds or null."))
            }
            Some(_) => return refuse(format!("{key}: must be a number of seconds.")),
        };
        let checked = field
            .check(value)
            .map_err(|e| ImportError(format!("{key}: {}", e.rule())))?;
        field.set(&mut scenario, checked);
    }
    Ok(scenario)
}

/// Converts a JSON number of seconds to milliseconds, refusing negatives,
/// more than three decimals and values beyond the maximum.
fn exact_millis(key: &str, seconds: Option<f64>) -> Result<Millis, ImportError> {
    let Some(seconds) = seconds.filter(|s| s.is_finite()) else {
        return refuse(format!("{key}: must be a number of seconds."));
    };
    if seconds < 0.0 {
        return refuse(format!("{key}: use 0 s or more"));
    }
    if seconds > (MAX_MS / MS_PER_S) as f64 + 0.0005 {
        return refuse(format!("{key}: at most 86 400 s"));
    }
    let ms = (seconds * MS_PER_S as f64).round();
    if ms / MS_PER_S as f64 != seconds {
        return refuse(format!("{key}: use at most 3 decimal places"));
    }
    // In range and whole: the cast is exact.
    Ok(ms as Millis)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn default_json() -> String {
        export(&Worksheet {
            scenario: Scenario::default(),
            notes: "my answer".into(),
        })
    }

    #[test]
    fn default_export_matches_the_documented_shape() {
        let value: Value = serde_json::from_str(&default_json()).unwrap_or_default();
        assert_eq!(value["format"], "lease-lab-worksheet");
        assert_eq!(value["version"], 1);
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
        let json = export(&Worksheet {
            scenario,
            notes: String::new(),
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
                r.insert("version".into(), 2.into());
            }),
            "version: unknown version 2",
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

    #[test]
    fn nesting_depth_ignores_brackets_inside_strings() {
        assert_eq!(nesting_depth(r#"{"a": "[[[[", "b": [1, {"c": "\"]"}]}"#), 3);
    }
}
