//! The worksheet's strict import, [`from_json`]: the keys each object may
//! hold (`*_KEYS`, read by `strict::read_object`), each value kept as the
//! file's text (`Slot`), and the
//! hand-written rules that read those values in the documented order, each
//! refusal one message that names the key and its rule, in the page's
//! language (the key as the file writes it). Versions 1 to 3
//! are read here too, by the version that added (or removed) each key,
//! and a version 3 file becomes the version 4 worksheet it would have
//! been (its prediction the only attempt, its answers the page's three).

use crate::i18n::{say, Arg, Sentence};
use crate::present::customize::own_question;
use crate::present::form::link_rule;
use crate::present::fragment::{key_rule, read_fragment};
use crate::present::lesson::{Attempt, OriginalWrite, Prediction, MAX_ATTEMPTS};
use crate::present::presets::by_slug;
use crate::sentence;
use crate::sim::{Enforcement, Field, Scenario, MAX_MS};
use crate::worksheet::seconds::{exact_millis, SecondsError};
use crate::worksheet::strict::{items, read_object, well_formed, KeyError, Malformed, Slot, Value};
use crate::worksheet::{OwnQuestion, Worksheet, FORMAT, MAX_BYTES, MAX_DEPTH, VERSION};

use super::ImportError;

fn refuse<T>(message: impl Into<String>) -> Result<T, ImportError> {
    Err(ImportError(message.into()))
}

/// Where serde_json stopped, not its wording: formatting its messages
/// (`Display` of its error codes and of serde's `Unexpected`) cost 2 KB of
/// gzip, and a position is what a learner needs to find the fault.
fn not_json(error: serde_json::Error) -> ImportError {
    let problem = if error.is_eof() {
        sentence!("file-not-json-ends")
    } else {
        sentence!("file-not-json")
    };
    let (line, column) = (error.line() as u64, error.column() as u64);
    ImportError(say(
        problem,
        &[("line", Arg::Count(line)), ("column", Arg::Count(column))],
    ))
}

/// `key: rule.`, every refusal that names one of the file's keys: the
/// key as the file writes it, then the rule it breaks in the page's
/// language. One function for every key (each message written out at its
/// key cost its own formatting code).
fn keyed(key: &str, rule: Sentence, args: &[(&str, Arg)]) -> ImportError {
    keyed_text(key, &say(rule, args))
}

/// [`keyed`] with the rule already said.
#[inline(never)]
fn keyed_text(key: &str, rule: &str) -> ImportError {
    ImportError(key_rule(key, rule) + &say(sentence!("full-stop"), &[]))
}

/// What a value is, in the page's language ("a number").
fn kind_of(value: &Value<'_>) -> String {
    say(sentence!("json-kind"), &[("kind", Arg::Text(value.kind()))])
}

/// `key: must be WANT, not KIND.`: the refusal of a value of the wrong
/// kind; `want` is a variant of `rule-kind` ("text-or-null").
fn not_kind(key: &str, want: &str, value: &Value<'_>) -> ImportError {
    keyed(
        key,
        sentence!("rule-kind"),
        &[
            ("want", Arg::Text(want)),
            ("kind", Arg::Text(&kind_of(value))),
        ],
    )
}

/// `key: missing.`
fn missing(key: &str) -> ImportError {
    keyed(key, sentence!("rule-missing"), &[])
}

/// `key: missing (WHY).`, `why` a variant of `rule-missing-why` saying
/// what the key holds when there is nothing to say.
fn missing_why(key: &str, why: &str) -> ImportError {
    keyed(
        key,
        sentence!("rule-missing-why"),
        &[("why", Arg::Text(why))],
    )
}

/// A key's text: the value must be text.
fn text_of(slot: Slot<'_>, key: &str) -> Result<String, ImportError> {
    match value_of(slot)? {
        Some(Value::Text(text)) => Ok(text),
        Some(other) => Err(not_kind(key, "text", &other)),
        None => Err(missing(key)),
    }
}

/// The values of an object whose keys may be `names`, in `names`' order;
/// `path` is in front of each key in a refusal ("prediction.").
fn keys<'a, const N: usize>(
    object: &'a str,
    path: &str,
    names: &[&'static str; N],
) -> Result<[Slot<'a>; N], ImportError> {
    read_object(object, names).map_err(|error| key_refusal(error, path))
}

fn key_refusal(error: KeyError, path: &str) -> ImportError {
    match error {
        KeyError::Json(error) => not_json(error),
        KeyError::Unknown(key) => keyed(
            &format!("{path}{key}"),
            sentence!("rule-unknown-field"),
            &[],
        ),
        KeyError::Twice(key) => keyed(
            &format!("{path}{key}"),
            sentence!("rule-appears-twice"),
            &[],
        ),
    }
}

/// A key's value, or `None` when the key is absent.
fn value_of(slot: Slot<'_>) -> Result<Option<Value<'_>>, ImportError> {
    slot.0.map(Value::of).transpose().map_err(not_json)
}

/// The keys a worksheet may hold (the file's keys, in the documented
/// order). `preset` is type-checked (and names a lesson's downloads);
/// `outcome` is accepted and never read: it is recomputed from the
/// scenario.
const FILE_KEYS: [&str; 12] = [
    "format",
    "version",
    "learner",
    "link",
    "preset",
    "scenario",
    "outcome",
    "prediction",
    "attempts",
    "answers",
    "questions",
    "notes",
];

/// A scenario's keys: its seconds in [`Field::ALL`] order, then the
/// enforcement.
const SCENARIO_KEYS: [&str; 9] = [
    "original_work_s",
    "lease_s",
    "heartbeat_every_s",
    "pause_at_s",
    "pause_for_s",
    "replacement_work_s",
    "shutdown_at_s",
    "shutdown_grace_s",
    "enforcement",
];

/// A prediction's keys (an attempt's, in version 4).
const PREDICTION_KEYS: [&str; 6] = [
    "takeover",
    "applied_increments",
    "original_write",
    "revealed",
    "seen_before_reveal",
    "scenario",
];

/// A question's keys, in version 4's `questions`.
const QUESTION_KEYS: [&str; 2] = ["text", "answer"];

/// Reads a JSON worksheet strictly: every problem gives one message that
/// names it, and nothing partial is ever returned. The checks run in a
/// fixed order: size, JSON (with nesting), the file's keys, then `format`,
/// `version`, `learner`, `link`, `preset`, `prediction`, `answers`,
/// `notes`, `scenario` and the prediction's scenario against the
/// worksheet's.
pub fn from_json(text: &str) -> Result<Worksheet, ImportError> {
    if text.len() > MAX_BYTES {
        return refuse(say(sentence!("file-too-large"), &[]));
    }
    // The other download, in any language ("# Lease Lab: Arbeitsblatt",
    // "# ورقة عمل Lease Lab"): no JSON starts with `#`, and each title
    // names the lab. Say which file to open instead.
    let first_line = text.trim_start().lines().next().unwrap_or_default();
    if first_line.starts_with("# ") && first_line.contains("Lease Lab") {
        return refuse(say(sentence!("file-markdown"), &[]));
    }
    let root = well_formed(text, MAX_DEPTH).map_err(|problem| match problem {
        Malformed::TooDeep => ImportError(say(
            sentence!("file-too-deep"),
            &[("depth", Arg::Count(MAX_DEPTH as u64))],
        )),
        Malformed::NotJson(error) => not_json(error),
    })?;
    let object = match Value::of(root).map_err(not_json)? {
        Value::Object(object) => object,
        other => {
            return refuse(say(
                sentence!("file-not-object"),
                &[("kind", Arg::Text(&kind_of(&other)))],
            ));
        }
    };
    let [format, version, learner, link, preset, scenario, _outcome, prediction, attempts, answers, questions, notes] =
        keys(object, "", &FILE_KEYS)?;
    let found = match value_of(format)? {
        Some(Value::Text(format)) if format == FORMAT => None,
        Some(Value::Text(other)) => Some(format!("\"{other}\"")),
        Some(other) => Some(kind_of(&other)),
        None => {
            return Err(keyed(
                "format",
                sentence!("rule-format-missing"),
                &[("format", Arg::Text(FORMAT))],
            ))
        }
    };
    if let Some(found) = found {
        return Err(keyed(
            "format",
            sentence!("rule-format"),
            &[("format", Arg::Text(FORMAT)), ("found", Arg::Text(&found))],
        ));
    }
    let version = match value_of(version)? {
        Some(Value::Number(number)) => match exact_millis(number, u64::MAX / 10) {
            Ok(1_000) => 1,
            Ok(2_000) => 2,
            Ok(3_000) => 3,
            Ok(4_000) => VERSION,
            _ => {
                return Err(keyed(
                    "version",
                    sentence!("rule-version"),
                    &[
                        ("number", Arg::Text(number)),
                        ("latest", Arg::Count(VERSION.into())),
                    ],
                ))
            }
        },
        Some(other) => {
            return Err(keyed(
                "version",
                sentence!("rule-version-kind"),
                &[
                    ("latest", Arg::Count(VERSION.into())),
                    ("kind", Arg::Text(&kind_of(&other))),
                ],
            ))
        }
        None => return Err(missing("version")),
    };
    let learner = match added_key(version, COLLECTED, learner, "learner", "learner")? {
        Added::Older => None,
        Added::Missing => return Err(missing_why("learner", "learner")),
        Added::Given(Value::Null) => None,
        Added::Given(Value::Text(name)) => Some(name),
        Added::Given(other) => return Err(not_kind("learner", "text-or-null", &other)),
    };
    let link = match added_key(version, COLLECTED, link, "link", "link")? {
        Added::Older => String::new(),
        Added::Missing => return Err(missing_why("link", "link")),
        Added::Given(Value::Text(link)) => link,
        Added::Given(other) => return Err(not_kind("link", "text", &other)),
    };
    // The preset names the download of a lesson that started from one; a
    // version 3 file's is only type-checked (recomputed from the scenario).
    let preset = match added_key(version, COLLECTED, preset, "preset", "preset")? {
        Added::Given(Value::Text(slug)) if version >= ATTEMPTS => match by_slug(&slug) {
            Some(preset) => Some(preset),
            None => {
                return Err(keyed(
                    "preset",
                    sentence!("rule-no-preset"),
                    &[("name", Arg::Text(&slug))],
                ))
            }
        },
        Added::Older | Added::Given(Value::Null | Value::Text(_)) => None,
        Added::Missing => return Err(missing_why("preset", "preset")),
        Added::Given(other) => return Err(not_kind("preset", "slug", &other)),
    };
    let prediction = match removed_key(version, 2, prediction, "prediction", "attempts")? {
        Added::Older | Added::Given(Value::Null) => None,
        Added::Missing => return Err(missing_why("prediction", "prediction")),
        Added::Given(Value::Object(object)) => Some(read_prediction(
            keys(object, "prediction.", &PREDICTION_KEYS)?,
            version,
            "prediction.",
        )?),
        Added::Given(other) => return Err(not_kind("prediction", "object-or-null", &other)),
    };
    let attempts = match added_key(version, ATTEMPTS, attempts, "attempts", "attempts")? {
        Added::Older => Vec::new(),
        Added::Missing => return Err(missing_why("attempts", "attempts")),
        Added::Given(Value::List(list)) => read_attempts(list, version)?,
        Added::Given(other) => return Err(not_kind("attempts", "attempts", &other)),
    };
    let answers = match removed_key(version, COLLECTED, answers, "answers", "questions")? {
        Added::Older => Default::default(),
        Added::Missing => return Err(missing_why("answers", "answers")),
        Added::Given(Value::List(list)) => read_answers(list)?,
        Added::Given(other) => return Err(not_kind("answers", "answers", &other)),
    };
    let (answers, own_questions) =
        match added_key(version, ATTEMPTS, questions, "questions", "questions")? {
            Added::Older => (answers, Vec::new()),
            Added::Missing => return Err(missing_why("questions", "questions")),
            Added::Given(Value::List(list)) => read_questions(list)?,
            Added::Given(other) => return Err(not_kind("questions", "questions", &other)),
        };
    let notes = text_of(notes, "notes")?;
    let scenario = match value_of(scenario)? {
        Some(Value::Object(object)) => read_scenario(keys(object, "", &SCENARIO_KEYS)?, "")?,
        Some(other) => return Err(not_kind("scenario", "object", &other)),
        None => return Err(missing("scenario")),
    };
    // The lesson the file came from, as its link gives it.
    let lesson = match link.split_once('#') {
        Some((_, fragment)) => {
            let request = read_fragment(fragment);
            if let Some(why) = request.lesson_refusal {
                return Err(keyed_text("link", &why));
            }
            Some(request)
        }
        None => None,
    };
    let (customization, predict) = lesson
        .map(|request| (request.customization, request.predict))
        .unwrap_or_default();
    let (attempts, lesson) = match prediction {
        // Version 2 or 3: the prediction is the one attempt, and lesson
        // mode is on with it.
        Some(read) => (
            vec![Attempt {
                prediction: read.made_for(&scenario)?,
                ended_for: None,
            }],
            true,
        ),
        None => {
            let attempts = attempts
                .into_iter()
                .map(|read| read.attempt_of(&scenario))
                .collect::<Result<Vec<_>, _>>()?;
            let open_last = attempts.last().is_some_and(Attempt::is_open);
            (attempts, predict || open_last)
        }
    };
    let lesson_preset =
        preset.filter(|_| lesson || !customization.is_whole_lab() || !own_questions.is_empty());
    Ok(Worksheet {
        scenario,
        learner,
        link,
        lesson,
        attempts,
        answers,
        own_questions,
        lesson_preset,
        notes,
        customization,
        pinned: None,
    })
}

/// The version that replaced `prediction` with `attempts` and `answers`
/// with `questions`.
const ATTEMPTS: u32 = 4;

/// Reads the key `key` that version `added_in` introduced and version
/// [`ATTEMPTS`] replaced with `instead`: a file of version 4 must not have
/// it.
fn removed_key<'a>(
    version: u32,
    added_in: u32,
    slot: Slot<'a>,
    key: &str,
    instead: &str,
) -> Result<Added<'a>, ImportError> {
    if version >= ATTEMPTS {
        return match value_of(slot)? {
            None => Ok(Added::Older),
            Some(_) => Err(keyed(
                key,
                sentence!("rule-replaced-key"),
                &[
                    ("version", Arg::Count(version.into())),
                    ("instead", Arg::Text(instead)),
                ],
            )),
        };
    }
    added_key(version, added_in, slot, key, key)
}

/// The `attempts` list (`list` is its text): at most [`MAX_ATTEMPTS`]
/// objects, each read as a prediction with `attempts[n].` (1-based) in
/// front of its keys; only the last may be open.
fn read_attempts(list: &str, version: u32) -> Result<Vec<PredictionRead>, ImportError> {
    let given = items(list).map_err(not_json)?;
    if given.len() > MAX_ATTEMPTS {
        return Err(keyed(
            "attempts",
            sentence!("rule-attempts-count"),
            &[
                ("most", Arg::Count(MAX_ATTEMPTS as u64)),
                ("count", Arg::Count(given.len() as u64)),
            ],
        ));
    }
    let count = given.len();
    let mut attempts = Vec::with_capacity(count);
    for (number, item) in (1..).zip(given) {
        let path = format!("attempts[{number}].");
        let object = match Value::of(item).map_err(not_json)? {
            Value::Object(object) => object,
            other => return Err(not_kind(&format!("attempts[{number}]"), "object", &other)),
        };
        let read = read_prediction(keys(object, &path, &PREDICTION_KEYS)?, version, &path)?;
        if number < count && !read.revealed && !read.seen {
            return Err(keyed(
                &format!("attempts[{number}]"),
                sentence!("rule-attempt-open"),
                &[],
            ));
        }
        attempts.push(read);
    }
    Ok(attempts)
}

/// The `questions` list (`list` is its text): the page's three, then at
/// most three of the lesson's own, each `{text, answer}`. The first three
/// are matched by position (their text is the page's, in any language);
/// the rest must be questions a link could ask.
fn read_questions(list: &str) -> Result<([String; 3], Vec<OwnQuestion>), ImportError> {
    let given = items(list).map_err(not_json)?;
    if !(3..=6).contains(&given.len()) {
        return Err(keyed(
            "questions",
            sentence!("rule-questions-count"),
            &[("count", Arg::Count(given.len() as u64))],
        ));
    }
    let mut answers: [String; 3] = Default::default();
    let mut own = Vec::new();
    for (number, item) in (1..).zip(given) {
        let object = match Value::of(item).map_err(not_json)? {
            Value::Object(object) => object,
            other => return Err(not_kind(&format!("questions[{number}]"), "object", &other)),
        };
        let path = format!("questions[{number}].");
        let [text, answer] = keys(object, &path, &QUESTION_KEYS)?;
        let text = text_of(text, &format!("{path}text"))?;
        let answer = text_of(answer, &format!("{path}answer"))?;
        match answers.get_mut(number - 1) {
            Some(slot) => *slot = answer,
            None => {
                let text =
                    own_question(&text).map_err(|rule| keyed(&format!("{path}text"), rule, &[]))?;
                own.push(OwnQuestion { text, answer });
            }
        }
    }
    Ok((answers, own))
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
/// `what`, a variant of `rule-newer-key`, names the key's content in the
/// refusal.
fn added_key<'a>(
    version: u32,
    added_in: u32,
    slot: Slot<'a>,
    key: &str,
    what: &str,
) -> Result<Added<'a>, ImportError> {
    match (version >= added_in, value_of(slot)?) {
        (false, None) => Ok(Added::Older),
        (false, Some(_)) => Err(keyed(
            key,
            sentence!("rule-newer-key"),
            &[
                ("version", Arg::Count(version.into())),
                ("what", Arg::Text(what)),
                ("added", Arg::Count(added_in.into())),
            ],
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
        return Err(keyed(
            "answers",
            sentence!("rule-answers-count"),
            &[
                ("most", Arg::Count(answers.len() as u64)),
                ("count", Arg::Count(given.len() as u64)),
            ],
        ));
    }
    for (number, (answer, item)) in (1..).zip(answers.iter_mut().zip(given)) {
        match Value::of(item).map_err(not_json)? {
            Value::Text(text) => *answer = text,
            other => {
                return Err(keyed(
                    "answers",
                    sentence!("rule-answer-text"),
                    &[
                        ("number", Arg::Count(number)),
                        ("kind", Arg::Text(&kind_of(&other))),
                    ],
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
    /// `seen_before_reveal` (version 4; false before).
    seen: bool,
    /// Where its keys are, for messages: `prediction.` or `attempts[2].`.
    path: String,
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
            return Err(keyed(
                "prediction.scenario",
                sentence!("rule-prediction-open"),
                &[],
            ));
        }
        Ok(Prediction {
            revealed_for: self.revealed.then_some(made_for),
            ..self.answers
        })
    }

    /// A version 4 attempt of a worksheet of scenario `worksheet`: an open
    /// one must be for the worksheet's own scenario; one seen before its
    /// reveal ended for the scenario it names.
    fn attempt_of(self, worksheet: &Scenario) -> Result<Attempt, ImportError> {
        let made_for = self.scenario.unwrap_or(*worksheet);
        let open = !self.revealed && !self.seen;
        if open && made_for != *worksheet {
            return Err(keyed(
                &format!("{}scenario", self.path),
                sentence!("rule-attempt-open-scenario"),
                &[],
            ));
        }
        Ok(Attempt {
            prediction: Prediction {
                revealed_for: self.revealed.then_some(made_for),
                ..self.answers
            },
            ended_for: self.seen.then_some(made_for),
        })
    }
}

/// The `prediction` object of a file of `version` (or an attempt of
/// version 4, `path` in front of its keys): each key once (four in version
/// 2, five in version 3, six in version 4), each answer one of its options
/// or `null`, from version 3 the scenario it was made for, and in version
/// 4 whether it was seen before its reveal.
fn read_prediction(
    [takeover, applied_increments, original_write, revealed, seen_before_reveal, scenario]: [Slot<'_>;
        6],
    version: u32,
    path: &str,
) -> Result<PredictionRead, ImportError> {
    // Each answer: `null`, or a value `read` accepts; else the rule, whose
    // `options` is a variant of `rule-answer-or-null` (the values, joined
    // as the page's language lists them).
    fn answer<T>(
        slot: Slot<'_>,
        key: &str,
        options: &str,
        read: impl Fn(&Value<'_>) -> Option<T>,
    ) -> Result<Option<T>, ImportError> {
        match value_of(slot)? {
            None => Err(missing(key)),
            Some(Value::Null) => Ok(None),
            Some(value) => match read(&value) {
                Some(answer) => Ok(Some(answer)),
                None => Err(keyed(
                    key,
                    sentence!("rule-answer-or-null"),
                    &[("options", Arg::Text(options))],
                )),
            },
        }
    }
    let takeover = answer(
        takeover,
        &format!("{path}takeover"),
        "takeover",
        |v| match v {
            Value::Text(s) if s == "yes" => Some(true),
            Value::Text(s) if s == "no" => Some(false),
            _ => None,
        },
    )?;
    let applied_increments = answer(
        applied_increments,
        &format!("{path}applied_increments"),
        "increments",
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
        original_write,
        &format!("{path}original_write"),
        "write",
        |v| match v {
            Value::Text(s) => OriginalWrite::from_key(s),
            _ => None,
        },
    )?;
    let flag = |slot, key: &str| match value_of(slot)? {
        Some(Value::Bool(flag)) => Ok(flag),
        Some(other) => Err(not_kind(&format!("{path}{key}"), "flag", &other)),
        None => Err(missing(&format!("{path}{key}"))),
    };
    let revealed = flag(revealed, "revealed")?;
    let seen_key = format!("{path}seen_before_reveal");
    let seen = match added_key(version, ATTEMPTS, seen_before_reveal, &seen_key, "attempts")? {
        Added::Older => false,
        Added::Missing | Added::Given(_) => flag(seen_before_reveal, "seen_before_reveal")?,
    };
    let scenario_key = format!("{path}scenario");
    let scenario = match added_key(version, COLLECTED, scenario, &scenario_key, "scenario")? {
        Added::Older => None,
        Added::Missing => return Err(missing_why(&scenario_key, "scenario")),
        Added::Given(Value::Object(object)) => {
            let path = format!("{scenario_key}.");
            Some(read_scenario(keys(object, &path, &SCENARIO_KEYS)?, &path)?)
        }
        Added::Given(other) => return Err(not_kind(&scenario_key, "object", &other)),
    };
    Ok(PredictionRead {
        answers: Prediction {
            takeover,
            applied_increments,
            original_write,
            revealed_for: None,
        },
        revealed,
        seen,
        path: path.to_owned(),
        scenario,
    })
}

/// A scenario object (`scenario`, or `prediction.scenario` with `path`
/// `"prediction.scenario."` in front of each key in the messages): every
/// input present once, each value valid.
fn read_scenario(given: [Slot<'_>; 9], path: &str) -> Result<Scenario, ImportError> {
    let [seconds @ .., enforcement] = given;
    let enforcement = match value_of(enforcement)? {
        Some(Value::Text(key)) => Enforcement::from_key(&key).ok_or_else(|| {
            keyed(
                &format!("{path}enforcement"),
                sentence!("rule-enforcement-given"),
                &[("given", Arg::Text(&key))],
            )
        })?,
        Some(other) => {
            return Err(not_kind(
                &format!("{path}enforcement"),
                "enforcement",
                &other,
            ))
        }
        None => return Err(missing(&format!("{path}enforcement"))),
    };
    let mut scenario = Scenario {
        enforcement,
        ..Scenario::default()
    };
    for (field, slot) in Field::ALL.into_iter().zip(seconds) {
        let key = format!("{path}{}", field.json_key());
        let value = match value_of(slot)? {
            None => return Err(missing(&key)),
            Some(Value::Null) if field.is_optional() => None,
            Some(Value::Number(number)) => {
                Some(exact_millis(number, MAX_MS).map_err(|problem| {
                    let rule = match problem {
                        // As the field says: "use 0 s or more" would invite
                        // the 0 a lease or a cadence refuses next.
                        SecondsError::Negative if field.must_be_positive() => {
                            sentence!("rule-not-positive")
                        }
                        SecondsError::Negative => sentence!("rule-negative"),
                        SecondsError::TooManyDecimals => sentence!("rule-too-many-decimals"),
                        SecondsError::OverMaximum => sentence!("rule-over-maximum"),
                    };
                    keyed(&key, rule, &[])
                })?)
            }
            Some(other) if field.is_optional() => {
                return Err(not_kind(&key, "seconds-or-null", &other))
            }
            Some(other) => return Err(not_kind(&key, "seconds", &other)),
        };
        let checked = field
            .check(value)
            .map_err(|e| keyed_text(&key, &link_rule(&e)))?;
        field.set(&mut scenario, checked);
    }
    Ok(scenario)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scenarios_keys_are_its_fields_keys_in_order_then_the_enforcement() {
        let fields = Field::ALL.map(Field::json_key);
        assert_eq!(SCENARIO_KEYS[..8], fields);
        assert_eq!(SCENARIO_KEYS[8], "enforcement");
    }
}
