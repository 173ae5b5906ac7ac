//! The worksheet's strict import, [`from_json`]: derived `Deserialize`
//! structs (`*In`, `deny_unknown_fields`) that decide which keys each object
//! may hold, each value kept as the file's text (`Slot`), and the
//! hand-written rules that read those values in the documented order, each
//! refusal one message that names the key and its rule. Versions 1 and 2
//! are read here too, by the version that added each key.

use serde::Deserialize;

use crate::present::customize::Customization;
use crate::present::lesson::{OriginalWrite, Prediction};
use crate::sim::{Enforcement, Field, Scenario, MAX_MS};
use crate::worksheet::seconds::{exact_millis, SecondsError};
use crate::worksheet::strict::{items, read_object, well_formed, KeyError, Malformed, Slot, Value};
use crate::worksheet::{Worksheet, FORMAT, MAX_BYTES, MAX_DEPTH, VERSION};

use super::ImportError;

fn refuse<T>(message: impl Into<String>) -> Result<T, ImportError> {
    Err(ImportError(message.into()))
}

/// Where serde_json stopped, not its wording: formatting its messages
/// (`Display` of its error codes and of serde's `Unexpected`) cost 2 KB of
/// gzip, and a position is what a learner needs to find the fault.
fn not_json(error: serde_json::Error) -> ImportError {
    let problem = if error.is_eof() {
        "it ends too early"
    } else {
        "it breaks off"
    };
    ImportError(format!(
        "This file is not valid JSON ({problem} at line {}, column {}).",
        error.line(),
        error.column()
    ))
}

/// The keys of an object, `path` in front of each ("prediction.").
fn keys<'a, T: Deserialize<'a>>(object: &'a str, path: &str) -> Result<T, ImportError> {
    read_object(object).map_err(|error| match error {
        KeyError::Json(error) => not_json(error),
        key => ImportError(format!("{path}{key}.")),
    })
}

/// A key's value, or `None` when the key is absent.
fn value_of(slot: Slot<'_>) -> Result<Option<Value<'_>>, ImportError> {
    slot.0.map(Value::of).transpose().map_err(not_json)
}

/// The keys a worksheet may hold, each value as the file writes it.
#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct FileIn<'a> {
    #[serde(borrow)]
    format: Slot<'a>,
    #[serde(borrow)]
    version: Slot<'a>,
    #[serde(borrow)]
    learner: Slot<'a>,
    #[serde(borrow)]
    link: Slot<'a>,
    /// Type-checked and never read: the preset is recomputed from the scenario.
    #[serde(borrow)]
    preset: Slot<'a>,
    #[serde(borrow)]
    scenario: Slot<'a>,
    /// Accepted and never read: the outcome is recomputed from the scenario.
    #[serde(borrow)]
    outcome: Slot<'a>,
    #[serde(borrow)]
    prediction: Slot<'a>,
    #[serde(borrow)]
    answers: Slot<'a>,
    #[serde(borrow)]
    notes: Slot<'a>,
}

#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct ScenarioIn<'a> {
    #[serde(borrow)]
    original_work_s: Slot<'a>,
    #[serde(borrow)]
    lease_s: Slot<'a>,
    #[serde(borrow)]
    heartbeat_every_s: Slot<'a>,
    #[serde(borrow)]
    pause_at_s: Slot<'a>,
    #[serde(borrow)]
    pause_for_s: Slot<'a>,
    #[serde(borrow)]
    replacement_work_s: Slot<'a>,
    #[serde(borrow)]
    enforcement: Slot<'a>,
    #[serde(borrow)]
    shutdown_at_s: Slot<'a>,
    #[serde(borrow)]
    shutdown_grace_s: Slot<'a>,
}

impl<'a> ScenarioIn<'a> {
    fn seconds(&self, field: Field) -> Slot<'a> {
        match field {
            Field::OriginalWork => self.original_work_s,
            Field::Lease => self.lease_s,
            Field::HeartbeatEvery => self.heartbeat_every_s,
            Field::PauseAt => self.pause_at_s,
            Field::PauseFor => self.pause_for_s,
            Field::ReplacementWork => self.replacement_work_s,
            Field::ShutdownAt => self.shutdown_at_s,
            Field::ShutdownGrace => self.shutdown_grace_s,
        }
    }
}

#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct PredictionIn<'a> {
    #[serde(borrow)]
    takeover: Slot<'a>,
    #[serde(borrow)]
    applied_increments: Slot<'a>,
    #[serde(borrow)]
    original_write: Slot<'a>,
    #[serde(borrow)]
    revealed: Slot<'a>,
    #[serde(borrow)]
    scenario: Slot<'a>,
}

/// Reads a JSON worksheet strictly: every problem gives one message that
/// names it, and nothing partial is ever returned. The checks run in a
/// fixed order: size, JSON (with nesting), the file's keys, then `format`,
/// `version`, `learner`, `link`, `preset`, `prediction`, `answers`,
/// `notes`, `scenario` and the prediction's scenario against the
/// worksheet's.
pub fn from_json(text: &str) -> Result<Worksheet, ImportError> {
    if text.len() > MAX_BYTES {
        return refuse("The file is larger than 1 MB; a worksheet is far smaller.");
    }
    let root = well_formed(text, MAX_DEPTH).map_err(|problem| match problem {
        Malformed::TooDeep => ImportError(format!(
            "The file nests more than {MAX_DEPTH} levels deep; a worksheet never does."
        )),
        Malformed::NotJson(error) => not_json(error),
    })?;
    let object = match Value::of(root).map_err(not_json)? {
        Value::Object(object) => object,
        other => {
            return refuse(format!(
                "A worksheet is a JSON object; this file holds {}.",
                other.kind()
            ))
        }
    };
    let root: FileIn = keys(object, "")?;
    match value_of(root.format)? {
        Some(Value::Text(format)) if format == FORMAT => {}
        Some(Value::Text(other)) => {
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
    let version = match value_of(root.version)? {
        Some(Value::Number(number)) => match exact_millis(number, u64::MAX / 10) {
            Ok(1_000) => 1,
            Ok(2_000) => 2,
            Ok(3_000) => VERSION,
            _ => {
                return refuse(format!(
                "version: unknown version {number}; this page reads versions 1, 2 and {VERSION}."
            ))
            }
        },
        Some(other) => {
            return refuse(format!(
                "version: must be the number 1, 2 or {VERSION}, not {}.",
                other.kind()
            ))
        }
        None => return refuse("version: missing."),
    };
    let learner = match added_key(version, COLLECTED, root.learner, "learner", "a name")? {
        Added::Older => None,
        Added::Missing => return refuse("learner: missing (null when no name was given)."),
        Added::Given(Value::Null) => None,
        Added::Given(Value::Text(name)) => Some(name),
        Added::Given(other) => {
            return refuse(format!(
                "learner: must be text or null, not {}.",
                other.kind()
            ))
        }
    };
    let link = match added_key(version, COLLECTED, root.link, "link", "a link")? {
        Added::Older => String::new(),
        Added::Missing => return refuse("link: missing (the link that reopens the scenario)."),
        Added::Given(Value::Text(link)) => link,
        Added::Given(other) => return refuse(format!("link: must be text, not {}.", other.kind())),
    };
    // Only the type: the preset is recomputed from the scenario below.
    match added_key(version, COLLECTED, root.preset, "preset", "a preset")? {
        Added::Older | Added::Given(Value::Null | Value::Text(_)) => {}
        Added::Missing => return refuse("preset: missing (null for a custom scenario)."),
        Added::Given(other) => {
            return refuse(format!(
                "preset: must be a preset's slug (text) or null, not {}.",
                other.kind()
            ))
        }
    }
    let prediction = match added_key(version, 2, root.prediction, "prediction", "a prediction")? {
        Added::Older | Added::Given(Value::Null) => None,
        Added::Missing => {
            return refuse("prediction: missing (null when lesson mode was not used).")
        }
        Added::Given(Value::Object(object)) => {
            Some(read_prediction(keys(object, "prediction.")?, version)?)
        }
        Added::Given(other) => {
            return refuse(format!(
                "prediction: must be an object or null, not {}.",
                other.kind()
            ))
        }
    };
    let answers = match added_key(version, COLLECTED, root.answers, "answers", "answers")? {
        Added::Older => Default::default(),
        Added::Missing => {
            return refuse("answers: missing (one text per question, empty when unanswered).")
        }
        Added::Given(Value::List(list)) => read_answers(list)?,
        Added::Given(other) => {
            return refuse(format!(
                "answers: must be a list of texts, one per question, not {}.",
                other.kind()
            ))
        }
    };
    let notes = match value_of(root.notes)? {
        Some(Value::Text(notes)) => notes,
        Some(other) => return refuse(format!("notes: must be text, not {}.", other.kind())),
        None => return refuse("notes: missing."),
    };
    let scenario = match value_of(root.scenario)? {
        Some(Value::Object(object)) => read_scenario(keys(object, "")?, "")?,
        Some(other) => {
            return refuse(format!(
                "scenario: must be an object, not {}.",
                other.kind()
            ))
        }
        None => return refuse("scenario: missing."),
    };
    let prediction = prediction
        .map(|read| read.made_for(&scenario))
        .transpose()?;
    Ok(Worksheet {
        scenario,
        learner,
        link,
        prediction,
        answers,
        notes,
        customization: Customization::default(),
        pinned: None,
    })
}

/// The version that added what an instructor collects: the learner's name,
/// the link, the preset, the answers and the prediction's scenario.
const COLLECTED: u32 = 3;

/// A key that some version added, as a file of `version` gives it.
enum Added<'a> {
    /// Absent from a file older than the key, as it must be.
    Older,
    /// Absent from a file that must have it.
    Missing,
    Given(Value<'a>),
}

/// Reads the key `key` that version `added_in` introduced: an older file
/// must not have it (it would say a version it is not), a newer one must.
/// `what` names the key's content in the refusal.
fn added_key<'a>(
    version: u32,
    added_in: u32,
    slot: Slot<'a>,
    key: &str,
    what: &str,
) -> Result<Added<'a>, ImportError> {
    match (version >= added_in, value_of(slot)?) {
        (false, None) => Ok(Added::Older),
        (false, Some(_)) => refuse(format!(
            "{key}: not a field of version {version}; a file with {what} says \"version\": {added_in}."
        )),
        (true, None) => Ok(Added::Missing),
        (true, Some(value)) => Ok(Added::Given(value)),
    }
}

/// The `answers` list (`list` is its text): one text per question.
fn read_answers(list: &str) -> Result<[String; 3], ImportError> {
    let given = items(list).map_err(not_json)?;
    let mut answers: [String; 3] = Default::default();
    if given.len() != answers.len() {
        return refuse(format!(
            "answers: must hold {} texts, one per question, not {}.",
            answers.len(),
            given.len()
        ));
    }
    for (number, (answer, item)) in (1..).zip(answers.iter_mut().zip(given)) {
        match Value::of(item).map_err(not_json)? {
            Value::Text(text) => *answer = text,
            other => {
                return refuse(format!(
                    "answers: answer {number} must be text, not {}.",
                    other.kind()
                ))
            }
        }
    }
    Ok(answers)
}

/// A `prediction` object as read, before it is tied to the worksheet's
/// scenario.
struct PredictionRead {
    /// The answers, with `revealed_for` still `None`.
    answers: Prediction,
    revealed: bool,
    /// `prediction.scenario`; `None` in version 2, where a prediction is
    /// for the worksheet's own scenario.
    scenario: Option<Scenario>,
}

impl PredictionRead {
    /// The prediction for a worksheet of scenario `worksheet`: a revealed
    /// one keeps the scenario it was revealed for; an open one must be for
    /// the worksheet's own, the only scenario the page can hold it for.
    fn made_for(self, worksheet: &Scenario) -> Result<Prediction, ImportError> {
        let made_for = self.scenario.unwrap_or(*worksheet);
        if !self.revealed && made_for != *worksheet {
            return refuse(
                "prediction.scenario: must be the worksheet's scenario while the prediction is not revealed (\"revealed\": false).",
            );
        }
        Ok(Prediction {
            revealed_for: self.revealed.then_some(made_for),
            ..self.answers
        })
    }
}

/// The `prediction` object of a file of `version`: each key once (four in
/// version 2, five from version 3), each answer one of its options or
/// `null`, and from version 3 the scenario it was made for.
fn read_prediction(given: PredictionIn<'_>, version: u32) -> Result<PredictionRead, ImportError> {
    // Each answer: `null`, or a value `read` accepts; else the rule.
    fn answer<T>(
        slot: Slot<'_>,
        key: &str,
        rule: &str,
        read: impl Fn(&Value<'_>) -> Option<T>,
    ) -> Result<Option<T>, ImportError> {
        match value_of(slot)? {
            None => refuse(format!("prediction.{key}: missing.")),
            Some(Value::Null) => Ok(None),
            Some(value) => match read(&value) {
                Some(answer) => Ok(Some(answer)),
                None => refuse(format!("prediction.{key}: must be {rule} or null.")),
            },
        }
    }
    let takeover = answer(given.takeover, "takeover", "\"yes\", \"no\"", |v| match v {
        Value::Text(s) if s == "yes" => Some(true),
        Value::Text(s) if s == "no" => Some(false),
        _ => None,
    })?;
    let applied_increments = answer(
        given.applied_increments,
        "applied_increments",
        "0, 1, 2",
        |v| match v {
            Value::Number(n) => match exact_millis(n, 2_000) {
                Ok(0) => Some(0),
                Ok(1_000) => Some(1),
                Ok(2_000) => Some(2),
                _ => None,
            },
            _ => None,
        },
    )?;
    let original_write = answer(
        given.original_write,
        "original_write",
        "\"accepted\", \"rejected\", \"never_made\"",
        |v| match v {
            Value::Text(s) => OriginalWrite::from_key(s),
            _ => None,
        },
    )?;
    let revealed = match value_of(given.revealed)? {
        Some(Value::Bool(revealed)) => revealed,
        Some(other) => {
            return refuse(format!(
                "prediction.revealed: must be true or false, not {}.",
                other.kind()
            ))
        }
        None => return refuse("prediction.revealed: missing."),
    };
    let scenario = match added_key(
        version,
        COLLECTED,
        given.scenario,
        "prediction.scenario",
        "a prediction's scenario",
    )? {
        Added::Older => None,
        Added::Missing => {
            return refuse(
                "prediction.scenario: missing (the scenario the prediction was made for).",
            )
        }
        Added::Given(Value::Object(object)) => Some(read_scenario(
            keys(object, "prediction.scenario.")?,
            "prediction.scenario.",
        )?),
        Added::Given(other) => {
            return refuse(format!(
                "prediction.scenario: must be an object, not {}.",
                other.kind()
            ))
        }
    };
    Ok(PredictionRead {
        answers: Prediction {
            takeover,
            applied_increments,
            original_write,
            revealed_for: None,
        },
        revealed,
        scenario,
    })
}

/// A scenario object (`scenario`, or `prediction.scenario` with `path`
/// `"prediction.scenario."` in front of each key in the messages): every
/// input present once, each value valid.
fn read_scenario(given: ScenarioIn<'_>, path: &str) -> Result<Scenario, ImportError> {
    let enforcement = match value_of(given.enforcement)? {
        Some(Value::Text(key)) => Enforcement::from_key(&key).ok_or_else(|| {
            ImportError(format!(
                "{path}enforcement: must be \"none\", \"watermark\" or \"current_epoch\", not \"{key}\"."
            ))
        })?,
        Some(other) => {
            return refuse(format!(
                "{path}enforcement: must be \"none\", \"watermark\" or \"current_epoch\", not {}.",
                other.kind()
            ))
        }
        None => return refuse(format!("{path}enforcement: missing.")),
    };
    let mut scenario = Scenario {
        enforcement,
        ..Scenario::default()
    };
    for field in Field::ALL {
        let key = format!("{path}{}", field.json_key());
        let value = match value_of(given.seconds(field))? {
            None => return refuse(format!("{key}: missing.")),
            Some(Value::Null) if field.is_optional() => None,
            Some(Value::Number(number)) => {
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
