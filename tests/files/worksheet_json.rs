//! The JSON worksheet through its public API, `to_json` and `from_json`:
//! the documented shape and key order (byte for byte against a golden
//! file, and the example in `docs/worksheet-format.md`), exact seconds,
//! versions 1, 2 and 3 read as strictly as before version 4, a lesson's
//! outcome left out before its reveal and where the lesson hides it, the
//! attempts, the questions, the link's lesson and the lesson's preset, and
//! every refusal's message, key by key and rule by rule. (`json_reader.rs`
//! and `worksheet_properties.rs` check the same functions over generated
//! and mutated files.)

use lease_lab::present::copy::prompts;
use lease_lab::present::customize::Customization;
use lease_lab::present::fragment::read_fragment;
use lease_lab::present::lesson::{Attempt, OriginalWrite, Prediction, MAX_ATTEMPTS};
use lease_lab::present::presets::by_slug;
use lease_lab::sim::{Enforcement, Input, Scenario};
use lease_lab::worksheet::{from_json, to_json, ImportError, OwnQuestion, Worksheet, MAX_BYTES};
use serde_json::{json, Map, Value};

use super::older::{as_version, to_v3, v3_text, V3_FILE_KEYS};

/// A version 4 file's keys, in the documented order.
const FILE_KEYS: [&str; 10] = [
    "format",
    "version",
    "learner",
    "link",
    "preset",
    "scenario",
    "outcome",
    "attempts",
    "questions",
    "notes",
];

/// An attempt's keys, in the documented order.
const ATTEMPT_KEYS: [&str; 6] = [
    "takeover",
    "applied_increments",
    "original_write",
    "revealed",
    "seen_before_reveal",
    "scenario",
];

/// A question's keys, in the documented order.
const QUESTION_KEYS: [&str; 2] = ["text", "answer"];

/// The healthy preset's scenario: another scenario than the default one.
fn healthy() -> Scenario {
    by_slug("healthy").map(|p| p.scenario).unwrap_or_default()
}

/// The page's three questions with these answers, as the file writes them.
fn page_questions(answers: [&str; 3]) -> Value {
    prompts()
        .iter()
        .zip(answers)
        .map(|(text, answer)| json!({"text": text, "answer": answer}))
        .collect()
}

fn default_json() -> String {
    to_json(&Worksheet {
        notes: "my answer".into(),
        ..Worksheet::default()
    })
}

#[test]
fn default_export_matches_the_documented_shape() {
    let value: Value = serde_json::from_str(&default_json()).unwrap_or_default();
    assert_eq!(value["format"], "lease-lab-worksheet");
    assert_eq!(value["version"], 4);
    assert_eq!(value["learner"], Value::Null);
    assert_eq!(value["link"], "");
    // The default example is the paused zombie's scenario.
    assert_eq!(value["preset"], "paused-zombie");
    assert_eq!(value["attempts"], json!([]));
    assert_eq!(value["questions"], page_questions(["", "", ""]));
    assert!(value.get("prediction").is_none() && value.get("answers").is_none());
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
        ..Worksheet::default()
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
            r.insert("version".into(), 5.into());
        }),
        "version: unknown version 5; this page reads versions 1, 2, 3 and 4.",
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
    // A field that refuses 0 says so of a negative value too.
    refused(
        &with_scenario("lease_s", (-5).into()),
        "lease_s: must be greater than 0 s",
    );
    refused(
        &with_scenario("heartbeat_every_s", (-1).into()),
        "heartbeat_every_s: must be greater than 0 s",
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

/// The keys version 3 added at the top of the file.
const ADDED_IN_3: [&str; 4] = ["learner", "link", "preset", "answers"];

/// The default export as version 2: the version 3 file it would have
/// been, without version 3's keys.
fn v2(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    let mut root = to_v3(&default_json());
    root.insert("version".into(), 2.into());
    for key in ADDED_IN_3 {
        root.remove(key);
    }
    edit(&mut root);
    v3_text(&root)
}

/// The default export as version 2, with its prediction set to
/// `prediction` (JSON).
fn with_prediction(prediction: Value) -> String {
    v2(|r| {
        r.insert("prediction".into(), prediction);
    })
}

fn v1(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    v2(|r| {
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
    // A version 2 prediction is for the worksheet's own scenario.
    let full = Prediction {
        takeover: Some(true),
        applied_increments: Some(2),
        original_write: Some(OriginalWrite::NeverMade),
        revealed_for: Some(Scenario::default()),
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
                revealed_for: None,
            }),
        ),
    ];
    for (file, prediction) in accepted {
        let read = from_json(&file);
        assert_eq!(
            read.as_ref().map(|w| w.prediction().copied()),
            Ok(prediction),
            "{file}"
        );
        // The prediction is the only attempt, and lesson mode is on with it.
        let attempts: Vec<Attempt> = prediction
            .into_iter()
            .map(|prediction| Attempt {
                prediction,
                ended_for: None,
            })
            .collect();
        assert_eq!(
            read.as_ref().map(|w| (&w.attempts, w.lesson)),
            Ok((&attempts, prediction.is_some())),
            "{file}"
        );
        assert_eq!(read.as_ref().map(|w| w.scenario), Ok(Scenario::default()));
        // What version 3 added reads as empty.
        assert_eq!(
            read.map(|w| (w.learner, w.link, w.answers)),
            Ok((None, String::new(), Default::default()))
        );
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
            v2(|r| {
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
            "version: must be the number 1, 2, 3 or 4, not text",
        ),
        (
            with_prediction(serde_json::json!({
                "takeover": "yes", "applied_increments": 2,
                "original_write": "never_made", "revealed": true,
                "scenario": {}
            })),
            "prediction.scenario: not a field of version 2; a file with a prediction's scenario says \"version\": 3.",
        ),
        (
            with_prediction(serde_json::json!({
                "takeover": "yes", "applied_increments": 2,
                "original_write": "never_made", "revealed": true,
                "seen_before_reveal": false
            })),
            "prediction.seen_before_reveal: not a field of version 2; a file with attempts says \"version\": 4.",
        ),
    ];
    for (file, message) in refusals {
        refused(&file, message);
    }
    // Each key version 4 added is refused by name in older files.
    for version in 1..=3 {
        for key in ["attempts", "questions"] {
            let file = as_version(&default_json(), version);
            let mut root = match serde_json::from_str(&file) {
                Ok(Value::Object(root)) => root,
                _ => Map::new(),
            };
            root.insert(key.into(), json!([]));
            assert_eq!(
                from_json(&v3_text(&root)),
                Err(ImportError(format!(
                    "{key}: not a field of version {version}; a file with {key} says \"version\": 4."
                )))
            );
        }
    }
    // Each key version 3 added is refused by name in older files.
    for key in ADDED_IN_3 {
        for (old, file) in [
            (
                1,
                v1(|r| {
                    r.insert(key.into(), Value::Null);
                }),
            ),
            (
                2,
                v2(|r| {
                    r.insert(key.into(), Value::Null);
                }),
            ),
        ] {
            refused(
                &file,
                &format!("{key}: not a field of version {old}; a file with "),
            );
        }
    }
}

/// A worksheet with every key version 3 can carry in use: a name,
/// answers, a lesson's link and a prediction (the one attempt) revealed
/// for another scenario than the worksheet's.
fn collected() -> Worksheet {
    Worksheet {
        scenario: Scenario {
            lease: 11_000,
            ..Scenario::default()
        },
        learner: Some("Ada Lovelace".into()),
        link: "https://example.edu/lab/#lease_s=11&predict".into(),
        lesson: true,
        attempts: vec![Attempt {
            prediction: Prediction {
                takeover: Some(false),
                applied_increments: Some(1),
                original_write: Some(OriginalWrite::Accepted),
                revealed_for: Some(healthy()),
            },
            ended_for: None,
        }],
        answers: [
            "A cron job".into(),
            String::new(),
            "At the \"resource\"".into(),
        ],
        notes: "More later.".into(),
        ..Worksheet::default()
    }
}

/// `collected()` as the version 3 file it would have been, with `edit`
/// applied to its root object.
fn v3(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    let mut root = to_v3(&to_json(&collected()));
    edit(&mut root);
    v3_text(&root)
}

/// `collected()`'s file with `edit` applied to its prediction object.
fn v3_prediction(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    v3(|r| {
        if let Some(Value::Object(prediction)) = r.get_mut("prediction") {
            edit(prediction);
        }
    })
}

#[test]
fn a_version_3_worksheet_opens_with_everything_it_carries() {
    let worksheet = collected();
    let json = v3(|_| {});
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    assert_eq!(value["version"], 3);
    assert_eq!(value["learner"], "Ada Lovelace");
    assert_eq!(value["link"], "https://example.edu/lab/#lease_s=11&predict");
    assert_eq!(value["preset"], Value::Null);
    assert_eq!(value["prediction"]["revealed"], true);
    assert_eq!(value["prediction"]["scenario"]["pause_for_s"], 0);
    assert_eq!(
        value["answers"],
        serde_json::json!(["A cron job", "", "At the \"resource\""])
    );
    assert_eq!(from_json(&json), Ok(worksheet.clone()));
    // No name is `null`; the preset is recomputed, whatever the file says.
    let accepted = [
        (
            v3(|r| {
                r.insert("learner".into(), Value::Null);
            }),
            Worksheet {
                learner: None,
                ..collected()
            },
        ),
        (
            v3(|r| {
                r.insert("preset".into(), "healthy".into());
            }),
            collected(),
        ),
        (
            v3(|r| {
                r.insert("preset".into(), "no-such-preset".into());
            }),
            collected(),
        ),
        // A prediction turns lesson mode on, whatever the link says.
        (
            v3(|r| {
                r.insert("link".into(), "".into());
            }),
            Worksheet {
                link: String::new(),
                ..collected()
            },
        ),
        // An open prediction for the worksheet's own scenario.
        (
            v3_prediction(|p| {
                p.insert("revealed".into(), false.into());
                p.insert("scenario".into(), value["scenario"].clone());
            }),
            Worksheet {
                attempts: collected()
                    .attempts
                    .into_iter()
                    .map(|attempt| Attempt {
                        prediction: Prediction {
                            revealed_for: None,
                            ..attempt.prediction
                        },
                        ..attempt
                    })
                    .collect(),
                ..collected()
            },
        ),
        // No prediction: no attempt, and lesson mode as the link says.
        (
            v3(|r| {
                r.insert("prediction".into(), Value::Null);
            }),
            Worksheet {
                attempts: Vec::new(),
                ..collected()
            },
        ),
        (
            v3(|r| {
                r.insert("prediction".into(), Value::Null);
                r.insert("link".into(), "https://example.edu/lab/#lease_s=11".into());
            }),
            Worksheet {
                link: "https://example.edu/lab/#lease_s=11".into(),
                lesson: false,
                attempts: Vec::new(),
                ..collected()
            },
        ),
    ];
    for (file, expected) in accepted {
        assert_eq!(from_json(&file), Ok(expected), "{file}");
    }
}

#[test]
fn a_version_3_worksheet_is_refused_by_key_and_rule() {
    let without = |key: &'static str| {
        v3(move |r| {
            r.remove(key);
        })
    };
    let set = |key: &'static str, value: Value| {
        v3(move |r| {
            r.insert(key.into(), value);
        })
    };
    let open_elsewhere = v3_prediction(|p| {
        p.insert("revealed".into(), false.into());
    });
    let refusals = [
        (without("learner"), "learner: missing (null when no name was given)."),
        (without("link"), "link: missing (the link that reopens the scenario)."),
        (without("preset"), "preset: missing (null for a custom scenario)."),
        (without("answers"), "answers: missing (one text per question, empty when unanswered)."),
        (without("prediction"), "prediction: missing (null when lesson mode was not used)."),
        (
            v3_prediction(|p| {
                p.remove("scenario");
            }),
            "prediction.scenario: missing (the scenario the prediction was made for).",
        ),
        (set("learner", 5.into()), "learner: must be text or null, not a number."),
        (set("learner", serde_json::json!(["Ada"])), "learner: must be text or null, not a list."),
        (set("link", Value::Null), "link: must be text, not null."),
        (set("link", serde_json::json!({})), "link: must be text, not an object."),
        (set("preset", true.into()), "preset: must be a preset's slug (text) or null, not true or false."),
        (set("answers", "all of them".into()), "answers: must be a list of texts, one per question, not text."),
        (set("answers", Value::Null), "answers: must be a list of texts, one per question, not null."),
        (set("answers", serde_json::json!(["", ""])), "answers: must hold 3 texts, one per question, not 2."),
        (set("answers", serde_json::json!(["", "", "", ""])), "answers: must hold 3 texts, one per question, not 4."),
        (set("answers", serde_json::json!(["", null, ""])), "answers: answer 2 must be text, not null."),
        (set("answers", serde_json::json!(["", "", ["x"]])), "answers: answer 3 must be text, not a list."),
        (
            v3_prediction(|p| {
                p.insert("scenario".into(), Value::Null);
            }),
            "prediction.scenario: must be an object, not null.",
        ),
        (
            v3_prediction(|p| {
                if let Some(Value::Object(s)) = p.get_mut("scenario") {
                    s.insert("lease_s".into(), 0.into());
                }
            }),
            "prediction.scenario.lease_s: must be greater than 0 s.",
        ),
        (
            v3_prediction(|p| {
                if let Some(Value::Object(s)) = p.get_mut("scenario") {
                    s.remove("enforcement");
                }
            }),
            "prediction.scenario.enforcement: missing.",
        ),
        (
            v3_prediction(|p| {
                if let Some(Value::Object(s)) = p.get_mut("scenario") {
                    s.insert("colour".into(), 1.into());
                }
            }),
            "prediction.scenario.colour: unknown field.",
        ),
        (
            open_elsewhere,
            "prediction.scenario: must be the worksheet's scenario while the prediction is not revealed (\"revealed\": false).",
        ),
        (set("learnr", "Ada".into()), "learnr: unknown field."),
        (set("version", 5.into()), "version: unknown version 5; this page reads versions 1, 2, 3 and 4."),
        (set("version", 3.5.into()), "version: unknown version 3.5; this page reads versions 1, 2, 3 and 4."),
        // A version 3 file does not become version 4 by its number.
        (set("version", 4.into()), "prediction: not a field of version 4; it has \"attempts\"."),
        // Nor does a key of version 4 make it one.
        (set("attempts", json!([])), "attempts: not a field of version 3; a file with attempts says \"version\": 4."),
        (set("questions", page_questions(["", "", ""])), "questions: not a field of version 3; a file with questions says \"version\": 4."),
        (
            v3_prediction(|p| {
                p.insert("seen_before_reveal".into(), false.into());
            }),
            "prediction.seen_before_reveal: not a field of version 3; a file with attempts says \"version\": 4.",
        ),
        // The link's lesson is read in version 3 too.
        (
            set("link", "https://example.edu/lab/#hidden=nonsense".into()),
            "link: hidden: no section or input named nonsense.",
        ),
    ];
    for (file, message) in refusals {
        assert_eq!(from_json(&file), Err(ImportError(message.into())), "{file}");
    }
}

/// The keys of `object` (the object `json` holds from `from` on) in the
/// order `json` writes them.
fn key_order(json: &str, from: usize, object: &Value) -> Vec<String> {
    let text = json.get(from..).unwrap_or_default();
    let mut keys: Vec<(usize, String)> = object
        .as_object()
        .map(|map| {
            map.keys()
                .map(|key| {
                    let at = text.find(&format!("\"{key}\":")).unwrap_or(usize::MAX);
                    (at, key.clone())
                })
                .collect()
        })
        .unwrap_or_default();
    keys.sort();
    keys.into_iter().map(|(_, key)| key).collect()
}

/// The example in `docs/worksheet-format.md` is a file this page opens,
/// with everything it carries, and its keys (in the file, in an attempt
/// and in a question) are in the order the page writes them.
#[test]
fn the_documented_example_opens() {
    let doc = include_str!("../../docs/worksheet-format.md");
    let example = doc
        .split("```json\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_default();
    let read = from_json(example);
    assert_eq!(
        read.as_ref().map(|w| (w.scenario, w.learner.as_deref())),
        Ok((Scenario::default(), Some("Ada Lovelace")))
    );
    // Its lesson: `hidden=contracts`, `predict` and one own question.
    assert_eq!(
        read.as_ref().map(|w| (w.lesson, w.customization)),
        Ok((true, read_fragment("hidden=contracts").customization))
    );
    assert_eq!(
        read.as_ref().map(|w| w.own_questions.clone()),
        Ok(vec![OwnQuestion {
            text: "Where would your queue fence this?".into(),
            answer: "At the ledger's insert.".into(),
        }])
    );
    assert_eq!(
        read.as_ref().map(|w| w.answers.clone()),
        Ok(["A nightly export job.".into(), String::new(), "...".into()])
    );
    assert_eq!(
        read.as_ref().map(|w| w.attempts.clone()),
        Ok(vec![Attempt {
            prediction: Prediction {
                takeover: Some(true),
                applied_increments: Some(2),
                original_write: Some(OriginalWrite::Accepted),
                revealed_for: Some(Scenario::default()),
            },
            ended_for: None,
        }])
    );
    let written = to_json(&read.unwrap_or_default());
    let (documented, page): (Value, Value) = (
        serde_json::from_str(example).unwrap_or_default(),
        serde_json::from_str(&written).unwrap_or_default(),
    );
    assert_eq!(
        key_order(example, 0, &documented),
        key_order(&written, 0, &page)
    );
    assert_eq!(key_order(&written, 0, &page), FILE_KEYS);
    // Inside the first attempt and the first question too.
    for (list, keys) in [
        ("attempts", &ATTEMPT_KEYS[..]),
        ("questions", &QUESTION_KEYS[..]),
    ] {
        let head = format!("\"{list}\": [");
        let (in_example, in_written) = (
            example.find(&head).unwrap_or(usize::MAX),
            written.find(&head).unwrap_or(usize::MAX),
        );
        assert_eq!(
            key_order(example, in_example, &documented[list][0]),
            keys,
            "{list}"
        );
        assert_eq!(
            key_order(&written, in_written, &page[list][0]),
            keys,
            "{list}"
        );
    }
}

#[test]
fn a_prediction_is_written_as_documented() {
    let open = Attempt {
        prediction: Prediction {
            takeover: Some(false),
            applied_increments: Some(1),
            original_write: None,
            revealed_for: None,
        },
        ended_for: None,
    };
    let json = to_json(&Worksheet {
        lesson: true,
        attempts: vec![open],
        ..Worksheet::default()
    });
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    // An open attempt is for the worksheet's own scenario.
    assert_eq!(
        value["attempts"],
        json!([{
            "takeover": "no", "applied_increments": 1,
            "original_write": null, "revealed": false,
            "seen_before_reveal": false,
            "scenario": value["scenario"].clone()
        }])
    );
    // The documented order, in the file and in the attempt.
    let at = |key: &str| json.find(&format!("\n  \"{key}\"")).unwrap_or(usize::MAX);
    let order = FILE_KEYS;
    assert!(
        order.windows(2).all(|pair| at(pair[0]) < at(pair[1])),
        "{json}"
    );
    let attempt = json.find("\"attempts\": [").unwrap_or(usize::MAX);
    let at = |key: &str| {
        json.get(attempt..)
            .and_then(|text| text.find(&format!("\n      \"{key}\"")))
            .unwrap_or(usize::MAX)
    };
    assert!(
        ATTEMPT_KEYS
            .windows(2)
            .all(|pair| at(pair[0]) < at(pair[1])),
        "{json}"
    );
    // A revealed one, for the scenario it was revealed for, and one ended
    // early, for the scenario on the page when it ended.
    let json = to_json(&Worksheet {
        attempts: vec![
            Attempt {
                prediction: Prediction {
                    revealed_for: Some(healthy()),
                    ..Prediction::default()
                },
                ended_for: None,
            },
            Attempt {
                prediction: Prediction::default(),
                ended_for: Some(healthy()),
            },
        ],
        ..Worksheet::default()
    });
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    assert_eq!(value["attempts"][0]["revealed"], true);
    assert_eq!(value["attempts"][0]["seen_before_reveal"], false);
    assert_eq!(value["attempts"][0]["scenario"]["pause_for_s"], 0);
    assert_eq!(value["attempts"][1]["revealed"], false);
    assert_eq!(value["attempts"][1]["seen_before_reveal"], true);
    assert_eq!(value["attempts"][1]["scenario"]["pause_for_s"], 0);
    assert_eq!(value["scenario"]["pause_for_s"], 14);
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

/// Every byte the writer decides, for a worksheet that uses each kind of
/// value; the sentences (`present::report`'s copy, and the page's own
/// questions) are masked. It reads back as it was written.
#[test]
fn the_layout_is_byte_for_byte_the_format() {
    let worksheet = Worksheet {
        scenario: Scenario {
            original_work: 4_000,
            lease: 2_250,
            heartbeat_every: 1_000,
            pause_at: 1_500,
            pause_for: 3_000,
            replacement_work: 1_000,
            enforcement: Enforcement::Watermark,
            shutdown_at: Some(500),
            shutdown_grace: 9_999,
        },
        learner: Some("Ada \"A.\" Lovelace".into()),
        link: "lease-lab-offline.html#lease_s=2.25&ask1=Why%3F&predict".into(),
        lesson: true,
        attempts: vec![
            Attempt {
                prediction: Prediction {
                    applied_increments: Some(0),
                    ..Prediction::default()
                },
                ended_for: Some(Scenario {
                    enforcement: Enforcement::None,
                    ..Scenario::default()
                }),
            },
            Attempt {
                prediction: Prediction {
                    takeover: Some(true),
                    applied_increments: None,
                    original_write: Some(OriginalWrite::Rejected),
                    revealed_for: Some(Scenario::default()),
                },
                ended_for: None,
            },
        ],
        answers: ["One".into(), String::new(), "Three\nlines".into()],
        own_questions: vec![OwnQuestion {
            text: "Why?".into(),
            answer: "Because \"B\"".into(),
        }],
        lesson_preset: by_slug("watermark-race"),
        notes: "\u{8}\u{c}\u{1}\u{1f}\u{7f}\"\\/é😀\n\r\t".into(),
        customization: Customization::default(),
        pinned: None,
    };
    let masked: Vec<String> = to_json(&worksheet)
        .lines()
        .map(|line| {
            for key in ["headline", "evidence", "text"] {
                let head = format!("\"{key}\": \"");
                // The lesson's own question is the worksheet's, not copy.
                if line.ends_with("\"text\": \"Why?\",") {
                    break;
                }
                if let Some(at) = line.find(&head) {
                    let comma = if line.ends_with(',') { "," } else { "" };
                    return format!("{}{head}…\"{comma}", &line[..at]);
                }
            }
            line.to_owned()
        })
        .collect();
    assert_eq!(masked.join("\n"), GOLDEN.replace("DEL", "\u{7f}"));
    assert_eq!(from_json(&to_json(&worksheet)), Ok(worksheet));
}

const GOLDEN: &str = r#"{
  "format": "lease-lab-worksheet",
  "version": 4,
  "learner": "Ada \"A.\" Lovelace",
  "link": "lease-lab-offline.html#lease_s=2.25&ask1=Why%3F&predict",
  "preset": "watermark-race",
  "scenario": {
    "original_work_s": 4,
    "lease_s": 2.25,
    "heartbeat_every_s": 1,
    "pause_at_s": 1.5,
    "pause_for_s": 3,
    "replacement_work_s": 1,
    "enforcement": "watermark",
    "shutdown_at_s": 0.5,
    "shutdown_grace_s": 9.999
  },
  "outcome": {
    "headline": "…",
    "applied_increments": 1,
    "takeover_at_s": 3.25,
    "overlap_s": 1,
    "overlap_includes_pause": true,
    "original_ends_at_s": 7,
    "original_end": "wrote",
    "writes": [
      {
        "at_s": 4.25,
        "worker": "B",
        "token": 2,
        "decision": "accepted",
        "evidence": "…"
      },
      {
        "at_s": 7,
        "worker": "A",
        "token": 1,
        "decision": "rejected",
        "evidence": "…"
      }
    ],
    "events": [
      {
        "at_s": 0,
        "actor": "A",
        "kind": "lease_acquired",
        "text": "…"
      },
      {
        "at_s": 0.5,
        "actor": "A",
        "kind": "shutdown_signal",
        "text": "…"
      },
      {
        "at_s": 1,
        "actor": "A",
        "kind": "heartbeat_accepted",
        "count": 1,
        "last_at_s": 1,
        "text": "…"
      },
      {
        "at_s": 1.5,
        "actor": "A",
        "kind": "paused",
        "text": "…"
      },
      {
        "at_s": 3.25,
        "actor": "B",
        "kind": "takeover",
        "text": "…"
      },
      {
        "at_s": 4.25,
        "actor": "B",
        "kind": "write_accepted",
        "text": "…"
      },
      {
        "at_s": 4.5,
        "actor": "A",
        "kind": "resumed",
        "text": "…"
      },
      {
        "at_s": 5,
        "actor": "A",
        "kind": "heartbeat_rejected",
        "text": "…"
      },
      {
        "at_s": 7,
        "actor": "A",
        "kind": "write_rejected",
        "text": "…"
      }
    ]
  },
  "attempts": [
    {
      "takeover": null,
      "applied_increments": 0,
      "original_write": null,
      "revealed": false,
      "seen_before_reveal": true,
      "scenario": {
        "original_work_s": 12,
        "lease_s": 10,
        "heartbeat_every_s": 3,
        "pause_at_s": 4,
        "pause_for_s": 14,
        "replacement_work_s": 5,
        "enforcement": "none",
        "shutdown_at_s": null,
        "shutdown_grace_s": 10
      }
    },
    {
      "takeover": "yes",
      "applied_increments": null,
      "original_write": "rejected",
      "revealed": true,
      "seen_before_reveal": false,
      "scenario": {
        "original_work_s": 12,
        "lease_s": 10,
        "heartbeat_every_s": 3,
        "pause_at_s": 4,
        "pause_for_s": 14,
        "replacement_work_s": 5,
        "enforcement": "current_epoch",
        "shutdown_at_s": null,
        "shutdown_grace_s": 10
      }
    }
  ],
  "questions": [
    {
      "text": "…",
      "answer": "One"
    },
    {
      "text": "…",
      "answer": ""
    },
    {
      "text": "…",
      "answer": "Three\nlines"
    },
    {
      "text": "Why?",
      "answer": "Because \"B\""
    }
  ],
  "notes": "\b\f\u0001\u001fDEL\"\\/é😀\n\r\t"
}"#;

/// `json` with `member` inserted after the first `opening` that follows
/// the first `after` (`""`: from the start).
fn insert_member(json: &str, after: &str, opening: &str, member: &str) -> String {
    let start = json.find(after).map_or(json.len(), |at| at + after.len());
    let (head, tail) = json.split_at(start);
    format!(
        "{head}{}",
        tail.replacen(opening, &format!("{opening}{member}"), 1)
    )
}

/// Every key of `objects` (where each opens in `json`, the path its keys
/// are named with, and its keys) given twice, and misspelt: the derived
/// code refuses it and the message names it with its path.
#[track_caller]
fn each_key_twice(json: &str, objects: &[(&str, &str, &str, &[&str])]) {
    for &(after, opening, path, keys) in objects {
        for key in keys {
            let twice = insert_member(json, after, opening, &format!("\"{key}\": null,\n"));
            assert_ne!(twice, json, "{after} {opening}");
            assert_eq!(
                from_json(&twice),
                Err(ImportError(format!("{path}{key}: appears twice."))),
            );
            let unknown = insert_member(json, after, opening, &format!("\"{key}x\": null,\n"));
            assert_eq!(
                from_json(&unknown),
                Err(ImportError(format!("{path}{key}x: unknown field."))),
            );
        }
    }
}

/// Every key of the objects the reader checks (the file, its scenario, an
/// attempt, its scenario and a question; in version 3 the prediction and
/// its scenario), given twice: the derived code refuses it and the message
/// names it with its path.
#[test]
fn a_repeated_key_is_refused_in_every_object_by_name() {
    // A revealed attempt, so the outcome is written too.
    let json = to_json(&Worksheet {
        attempts: vec![Attempt {
            prediction: Prediction {
                revealed_for: Some(healthy()),
                ..Prediction::default()
            },
            ended_for: None,
        }],
        own_questions: vec![OwnQuestion {
            text: "Why?".into(),
            answer: String::new(),
        }],
        ..Worksheet::default()
    });
    let scenario_keys = Input::ALL.map(Input::key);
    let attempts = "\"attempts\": [\n";
    let questions = "\"questions\": [\n";
    each_key_twice(
        &json,
        &[
            ("", "{\n", "", &FILE_KEYS[..]),
            ("", "\"scenario\": {\n", "", &scenario_keys[..]),
            (attempts, "{\n", "attempts[1].", &ATTEMPT_KEYS[..]),
            (
                attempts,
                "\"scenario\": {\n",
                "attempts[1].scenario.",
                &scenario_keys[..],
            ),
            (questions, "{\n", "questions[1].", &QUESTION_KEYS[..]),
            // The lesson's own question, the fourth: after the third.
            (&prompts()[2], "{\n", "questions[4].", &QUESTION_KEYS[..]),
        ],
    );
    // Version 3's prediction, as the page wrote it.
    let mut root = to_v3(&json);
    let prediction = root.remove("prediction").unwrap_or_default();
    let v3 = format!(
        "{}, \"prediction\": {}}}",
        v3_text(&root).trim_end_matches('}'),
        serde_json::to_string_pretty(&prediction).unwrap_or_default()
    );
    assert!(from_json(&v3).is_ok(), "{v3}");
    let nested = "\"prediction\": ";
    each_key_twice(
        &v3,
        &[
            ("", "{", "", &V3_FILE_KEYS[..]),
            (
                nested,
                "{\n",
                "prediction.",
                &[
                    "takeover",
                    "applied_increments",
                    "original_write",
                    "revealed",
                    "scenario",
                ][..],
            ),
            (
                nested,
                "\"scenario\": {\n",
                "prediction.scenario.",
                &scenario_keys[..],
            ),
        ],
    );
    // A key is the same key however it is escaped.
    let escaped = json.replacen("{\n", "{\"\\u006eotes\": \"\",\n", 1);
    assert_eq!(
        from_json(&escaped),
        Err(ImportError("notes: appears twice.".into()))
    );
    // Keys inside the outcome are never read.
    let outcome = json.replacen("\"outcome\": {\n", "\"outcome\": {\"x\": 1, \"x\": 2,\n", 1);
    assert_ne!(outcome, json);
    assert!(from_json(&outcome).is_ok());
}

#[test]
fn hostile_numbers_are_refused_at_once_for_the_right_reason() {
    for (number, message) in [
        ("1e99999999999999999999", "lease_s: at most 86 400 s."),
        ("1e9223372036854775807", "lease_s: at most 86 400 s."),
        // The lease's own rule, not "0 s or more", which 0 breaks too.
        (
            "-1e9223372036854775807",
            "lease_s: must be greater than 0 s.",
        ),
        (
            "1e-9223372036854775808",
            "lease_s: use at most 3 decimal places.",
        ),
        (
            "0e9223372036854775807",
            "lease_s: must be greater than 0 s.",
        ),
    ] {
        let file =
            default_json().replacen("\"lease_s\": 10,", &format!("\"lease_s\": {number},"), 1);
        assert_eq!(
            from_json(&file),
            Err(ImportError(message.into())),
            "{number}"
        );
    }
    let file = default_json().replacen("\"version\": 4,", "\"version\": 4e9223372036854775807,", 1);
    assert_eq!(
        from_json(&file).map_err(|e| e.0),
        Err(
            "version: unknown version 4e9223372036854775807; this page reads versions 1, 2, 3 and 4."
                .into()
        )
    );
    let file = default_json().replacen("\"version\": 4,", "\"version\": 0.4e1,", 1);
    assert_eq!(from_json(&file).map(|w| w.notes), Ok("my answer".into()));
}

#[test]
fn the_json_is_judged_before_its_keys() {
    let json = default_json();
    // A lone surrogate escape in the ignored outcome, after an unknown key.
    let file = json.replacen("{\n", "{\"extra\": 1,\n", 1).replacen(
        "\"headline\": \"",
        "\"headline\": \"\\ud800",
        1,
    );
    assert!(from_json(&file).is_err_and(|e| e.0.starts_with("This file is not valid JSON (")));
    // Cut short after an unknown key.
    let file = json.replacen("{\n", "{\"extra\": 1,\n", 1);
    let cut = &file[..file.len() - 2];
    assert!(from_json(cut).is_err_and(|e| e.0.starts_with("This file is not valid JSON (")));
    assert_eq!(
        from_json(&file),
        Err(ImportError("extra: unknown field.".into()))
    );
}

/// The outcome `to_json` writes for `worksheet`.
fn outcome_of(worksheet: &Worksheet) -> Value {
    let value: Value = serde_json::from_str(&to_json(worksheet)).unwrap_or_default();
    value["outcome"].clone()
}

/// An open attempt (answers given, not revealed).
fn open_attempt() -> Attempt {
    Attempt {
        prediction: Prediction {
            takeover: Some(true),
            applied_increments: Some(2),
            original_write: Some(OriginalWrite::Accepted),
            revealed_for: None,
        },
        ended_for: None,
    }
}

#[test]
fn before_a_lesson_s_reveal_the_file_carries_no_outcome() {
    let whole = outcome_of(&Worksheet::default());
    assert!(whole["headline"].is_string() && whole["events"].is_array());
    let revealed = Attempt {
        prediction: Prediction {
            revealed_for: Some(Scenario::default()),
            ..open_attempt().prediction
        },
        ended_for: None,
    };
    let ended = Attempt {
        ended_for: Some(Scenario::default()),
        ..open_attempt()
    };
    // The results wait: lesson mode on and no attempt yet, or the last
    // one open (after earlier ones that were revealed or ended early).
    for attempts in [
        vec![],
        vec![open_attempt()],
        vec![revealed, ended, open_attempt()],
    ] {
        // A custom scenario: the file names no preset to restore.
        let worksheet = Worksheet {
            scenario: Scenario {
                lease: 12_000,
                ..Scenario::default()
            },
            link: "https://example.edu/lab/#predict".into(),
            lesson: true,
            attempts,
            ..Worksheet::default()
        };
        let json = to_json(&worksheet);
        let value: Value = serde_json::from_str(&json).unwrap_or_default();
        assert_eq!(value["outcome"], Value::Null, "{json}");
        // Nothing of the run anywhere else in the file either.
        for word in ["headline", "writes", "events", "takeover_at_s", "Token"] {
            assert!(!json.contains(word), "{word} in {json}");
        }
        if let Some(last) = worksheet.attempts.len().checked_sub(1) {
            assert_eq!(value["attempts"][last]["revealed"], false);
        }
        // It opens as it was written: with the results still waiting.
        assert_eq!(from_json(&json), Ok(worksheet));
    }
    // After the reveal, or once the results were seen before it, whole.
    for last in [revealed, ended] {
        let worksheet = Worksheet {
            lesson: true,
            attempts: vec![last],
            ..Worksheet::default()
        };
        assert_eq!(outcome_of(&worksheet), whole);
    }
}

#[test]
fn a_section_a_lesson_hides_is_null_in_the_outcome() {
    let outcome = |hidden: &str| {
        outcome_of(&Worksheet {
            customization: read_fragment(hidden).customization,
            ..Worksheet::default()
        })
    };
    let metrics = [
        "applied_increments",
        "takeover_at_s",
        "overlap_s",
        "overlap_includes_pause",
        "original_ends_at_s",
        "original_end",
    ];
    let whole = outcome("");
    for key in metrics.iter().chain(&["headline", "writes", "events"]) {
        assert!(!whole[key].is_null(), "{key}");
    }
    let hidden = outcome("hidden=metrics,decisions");
    assert_eq!(hidden["headline"], whole["headline"]);
    for key in metrics {
        assert_eq!(hidden.get(key), Some(&Value::Null), "{key}");
    }
    assert_eq!(hidden.get("writes"), Some(&Value::Null));
    assert_eq!(hidden["events"], whole["events"]);
    let hidden = outcome("hidden=events");
    assert_eq!(hidden.get("events"), Some(&Value::Null));
    for key in metrics.iter().chain(&["headline", "writes"]) {
        assert_eq!(hidden[key], whole[key], "{key}");
    }
    // Hiding another section leaves the outcome whole.
    assert_eq!(outcome("hidden=contracts,explanations"), whole);
}

/// A lesson's worksheet with three attempts: one revealed for another
/// scenario, one ended early (seen before its reveal) for another, and the
/// last open, for the worksheet's own scenario (a custom one, so the file
/// names no preset).
fn attempted() -> Worksheet {
    Worksheet {
        scenario: Scenario {
            lease: 12_000,
            ..Scenario::default()
        },
        link: "https://example.edu/lab/#lease_s=12&predict".into(),
        lesson: true,
        attempts: vec![
            Attempt {
                prediction: Prediction {
                    takeover: Some(true),
                    applied_increments: Some(2),
                    original_write: Some(OriginalWrite::NeverMade),
                    revealed_for: Some(healthy()),
                },
                ended_for: None,
            },
            Attempt {
                prediction: Prediction {
                    takeover: Some(false),
                    ..Prediction::default()
                },
                ended_for: Some(Scenario {
                    lease: 11_000,
                    ..Scenario::default()
                }),
            },
            Attempt {
                prediction: Prediction {
                    applied_increments: Some(1),
                    ..Prediction::default()
                },
                ended_for: None,
            },
        ],
        ..Worksheet::default()
    }
}

/// `attempted()`'s file with `edit` applied to its root object.
fn attempted_with(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    let mut value: Value = serde_json::from_str(&to_json(&attempted())).unwrap_or_default();
    if let Value::Object(root) = &mut value {
        edit(root);
    }
    value.to_string()
}

/// `attempted()`'s file with `edit` applied to its attempts.
fn attempts_with(edit: impl FnOnce(&mut Vec<Value>)) -> String {
    attempted_with(|r| {
        if let Some(Value::Array(attempts)) = r.get_mut("attempts") {
            edit(attempts);
        }
    })
}

#[test]
fn every_attempt_opens_with_the_scenario_it_was_made_for() {
    let worksheet = attempted();
    let json = to_json(&worksheet);
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    let leases: Vec<&Value> = (0..3)
        .map(|n| &value["attempts"][n]["scenario"]["lease_s"])
        .collect();
    assert_eq!(leases, [&json!(10), &json!(11), &json!(12)]);
    assert_eq!(value["attempts"][1]["seen_before_reveal"], true);
    assert_eq!(from_json(&json), Ok(worksheet.clone()));
    // The last one revealed (the results shown), for the worksheet's own
    // scenario or, after exploring, for another one.
    for revealed_for in [worksheet.scenario, healthy()] {
        let mut attempts = attempted().attempts;
        if let Some(last) = attempts.last_mut() {
            last.prediction.revealed_for = Some(revealed_for);
        }
        let revealed = Worksheet {
            attempts,
            ..attempted()
        };
        assert_eq!(from_json(&to_json(&revealed)), Ok(revealed));
    }
    // Without lesson mode and without a link, an empty list.
    let none = Worksheet::default();
    assert_eq!(from_json(&to_json(&none)), Ok(none));
}

#[test]
fn a_file_holds_at_most_20_attempts() {
    assert_eq!(MAX_ATTEMPTS, 20);
    let revealed = attempted().attempts[0];
    let twenty = Worksheet {
        attempts: vec![revealed; MAX_ATTEMPTS],
        ..attempted()
    };
    let json = to_json(&twenty);
    assert_eq!(from_json(&json), Ok(twenty));
    let mut value: Value = serde_json::from_str(&json).unwrap_or_default();
    if let Some(Value::Array(attempts)) = value.get_mut("attempts") {
        attempts.push(attempts[0].clone());
    }
    assert_eq!(
        from_json(&value.to_string()),
        Err(ImportError(
            "attempts: must hold at most 20 attempts, not 21.".into()
        ))
    );
}

#[test]
fn only_the_last_attempt_may_be_open() {
    for (edit, message) in [
        (
            attempts_with(|a| {
                a[0]["revealed"] = false.into();
            }),
            "attempts[1]: only the last attempt may be open (neither revealed nor seen before its reveal).",
        ),
        (
            attempts_with(|a| {
                a[1]["seen_before_reveal"] = false.into();
                a[1]["scenario"] = a[2]["scenario"].clone();
            }),
            "attempts[2]: only the last attempt may be open (neither revealed nor seen before its reveal).",
        ),
    ] {
        assert_eq!(from_json(&edit), Err(ImportError(message.into())), "{edit}");
    }
}

#[test]
fn an_open_attempt_is_for_the_worksheet_s_scenario() {
    // The open one, second of two, for the scenario the first ended for.
    let elsewhere = attempts_with(|a| {
        a.remove(0);
        a[1]["scenario"] = a[0]["scenario"].clone();
    });
    assert_eq!(
        from_json(&elsewhere),
        Err(ImportError(
            "attempts[2].scenario: must be the worksheet's scenario while the attempt is open."
                .into()
        ))
    );
    // Ended early or revealed, any scenario.
    let ended_elsewhere = attempts_with(|a| {
        a[1]["scenario"] = a[0]["scenario"].clone();
    });
    assert!(from_json(&ended_elsewhere).is_ok(), "{ended_elsewhere}");
}

#[test]
fn an_attempt_s_values_are_refused_with_their_path() {
    let refusals = [
        (
            attempts_with(|a| a[0]["applied_increments"] = 3.into()),
            "attempts[1].applied_increments: must be 0, 1, 2 or null.",
        ),
        (
            attempts_with(|a| a[0]["takeover"] = "maybe".into()),
            "attempts[1].takeover: must be \"yes\", \"no\" or null.",
        ),
        (
            attempts_with(|a| a[2]["original_write"] = "lost".into()),
            "attempts[3].original_write: must be \"accepted\", \"rejected\", \"never_made\" or null.",
        ),
        (
            attempts_with(|a| a[1]["seen_before_reveal"] = Value::Null),
            "attempts[2].seen_before_reveal: must be true or false, not null.",
        ),
        (
            attempts_with(|a| {
                if let Some(attempt) = a[1].as_object_mut() {
                    attempt.remove("seen_before_reveal");
                }
            }),
            "attempts[2].seen_before_reveal: missing.",
        ),
        (
            attempts_with(|a| a[2]["revealed"] = "no".into()),
            "attempts[3].revealed: must be true or false, not text.",
        ),
        (
            attempts_with(|a| a[0]["scenario"]["lease_s"] = 0.into()),
            "attempts[1].scenario.lease_s: must be greater than 0 s.",
        ),
        (
            attempts_with(|a| a[1]["scenario"]["enforcement"] = "strict".into()),
            "attempts[2].scenario.enforcement: must be \"none\", \"watermark\" or \"current_epoch\", not \"strict\".",
        ),
        (
            attempts_with(|a| {
                if let Some(attempt) = a[0].as_object_mut() {
                    attempt.remove("scenario");
                }
            }),
            "attempts[1].scenario: missing (the scenario the prediction was made for).",
        ),
        (
            attempts_with(|a| a[0]["colour"] = 1.into()),
            "attempts[1].colour: unknown field.",
        ),
        (
            attempts_with(|a| a[1] = 5.into()),
            "attempts[2]: must be an object, not a number.",
        ),
        (
            attempted_with(|r| {
                r.insert("attempts".into(), Value::Null);
            }),
            "attempts: must be a list of attempts, not null.",
        ),
        (
            attempted_with(|r| {
                r.remove("attempts");
            }),
            "attempts: missing ([] when lesson mode was not used).",
        ),
    ];
    for (file, message) in refusals {
        assert_eq!(from_json(&file), Err(ImportError(message.into())), "{file}");
    }
}

#[test]
fn a_version_4_file_refuses_the_keys_version_4_replaced() {
    for (file, message) in [
        (
            with(|r| {
                r.insert("prediction".into(), Value::Null);
            }),
            "prediction: not a field of version 4; it has \"attempts\".",
        ),
        (
            with(|r| {
                r.insert("answers".into(), json!(["", "", ""]));
            }),
            "answers: not a field of version 4; it has \"questions\".",
        ),
        // In place of the new keys too.
        (
            with(|r| {
                r.remove("attempts");
                r.insert("prediction".into(), Value::Null);
            }),
            "prediction: not a field of version 4; it has \"attempts\".",
        ),
    ] {
        assert_eq!(from_json(&file), Err(ImportError(message.into())), "{file}");
    }
}

/// The default export with `edit` applied to its questions.
fn questions_with(edit: impl FnOnce(&mut Vec<Value>)) -> String {
    with(|r| {
        if let Some(Value::Array(questions)) = r.get_mut("questions") {
            edit(questions);
        }
    })
}

#[test]
fn the_lesson_s_own_questions_open_after_the_page_s_three() {
    let longest = format!("{}?", "q".repeat(199));
    for count in 0..=3 {
        let worksheet = Worksheet {
            answers: ["One".into(), String::new(), "Three".into()],
            own_questions: [
                (
                    "Where would your queue fence this?",
                    "At the ledger's insert.",
                ),
                ("你的队列在哪里？", ""),
                (longest.as_str(), "Line one\nline two"),
            ]
            .into_iter()
            .take(count)
            .map(|(text, answer)| OwnQuestion {
                text: text.into(),
                answer: answer.into(),
            })
            .collect(),
            ..Worksheet::default()
        };
        let json = to_json(&worksheet);
        let value: Value = serde_json::from_str(&json).unwrap_or_default();
        let questions = value["questions"].as_array().cloned().unwrap_or_default();
        assert_eq!(questions.len(), 3 + count);
        assert_eq!(
            Value::from(questions[..3].to_vec()),
            page_questions(["One", "", "Three"])
        );
        for (question, own) in questions[3..].iter().zip(&worksheet.own_questions) {
            assert_eq!(question, &json!({"text": own.text, "answer": own.answer}));
        }
        // Own questions make a lesson: the file's preset (the default
        // example's) opens as the lesson's.
        let lesson_preset =
            lease_lab::worksheet::preset_of(&worksheet.scenario).filter(|_| count > 0);
        assert_eq!(
            from_json(&json),
            Ok(Worksheet {
                lesson_preset,
                ..worksheet
            })
        );
    }
    // An own question is read as a link's: the spaces around it go.
    let padded = questions_with(|q| q.push(json!({"text": "  Why?  ", "answer": "a"})));
    assert_eq!(
        from_json(&padded).map(|w| w.own_questions),
        Ok(vec![OwnQuestion {
            text: "Why?".into(),
            answer: "a".into(),
        }])
    );
}

#[test]
fn a_file_holds_the_page_s_3_questions_and_at_most_3_more() {
    let own = json!({"text": "Why?", "answer": ""});
    let refusals = [
        (
            questions_with(|q| {
                q.pop();
            }),
            "questions: must hold the page's 3 questions and at most 3 of the lesson's own, not 2 questions.",
        ),
        (
            questions_with(|q| q.clear()),
            "questions: must hold the page's 3 questions and at most 3 of the lesson's own, not 0 questions.",
        ),
        (
            questions_with(|q| q.extend([own.clone(), own.clone(), own.clone(), own.clone()])),
            "questions: must hold the page's 3 questions and at most 3 of the lesson's own, not 7 questions.",
        ),
        (
            questions_with(|q| q[1] = "".into()),
            "questions[2]: must be an object, not text.",
        ),
        (
            questions_with(|q| q[2]["answer"] = Value::Null),
            "questions[3].answer: must be text, not null.",
        ),
        (
            questions_with(|q| {
                if let Some(question) = q[0].as_object_mut() {
                    question.remove("text");
                }
            }),
            "questions[1].text: missing.",
        ),
        (
            questions_with(|q| q[0]["hint"] = "".into()),
            "questions[1].hint: unknown field.",
        ),
        (
            with(|r| {
                r.insert("questions".into(), json!(["", "", ""]));
            }),
            "questions[1]: must be an object, not text.",
        ),
        (
            with(|r| {
                r.insert("questions".into(), Value::Null);
            }),
            "questions: must be a list of questions, not null.",
        ),
        (
            with(|r| {
                r.remove("questions");
            }),
            "questions: missing (each question with its answer, empty when unanswered).",
        ),
    ];
    for (file, message) in refusals {
        assert_eq!(from_json(&file), Err(ImportError(message.into())), "{file}");
    }
    // Six opens.
    let six = questions_with(|q| q.extend([own.clone(), own.clone(), own.clone()]));
    assert_eq!(from_json(&six).map(|w| w.own_questions.len()), Ok(3));
}

#[test]
fn an_own_question_is_refused_as_a_link_would_refuse_it() {
    let own = |text: &str| questions_with(|q| q.push(json!({"text": text, "answer": ""})));
    let at_most = format!("{}?", "龙".repeat(199));
    assert!(from_json(&own(&at_most)).is_ok());
    for (text, message) in [
        (
            format!("{}?", "龙".repeat(200)),
            "questions[4].text: must be 1 to 200 characters.",
        ),
        (
            String::new(),
            "questions[4].text: must be 1 to 200 characters.",
        ),
        (
            "   ".into(),
            "questions[4].text: must be 1 to 200 characters.",
        ),
        (
            "Why?\nWhy not?".into(),
            "questions[4].text: must be one line of plain text, without control characters.",
        ),
        (
            "Why?\u{7}".into(),
            "questions[4].text: must be one line of plain text, without control characters.",
        ),
    ] {
        assert_eq!(
            from_json(&own(&text)),
            Err(ImportError(message.into())),
            "{text:?}"
        );
    }
    // The fifth is named as the fifth.
    let fifth = questions_with(|q| {
        q.push(json!({"text": "Why?", "answer": ""}));
        q.push(json!({"text": "", "answer": ""}));
    });
    assert_eq!(
        from_json(&fifth),
        Err(ImportError(
            "questions[5].text: must be 1 to 200 characters.".into()
        ))
    );
}

#[test]
fn the_page_s_three_questions_are_matched_by_position_not_by_text() {
    let long = "x".repeat(500);
    let translated = questions_with(|q| {
        let texts = [
            "Wo in Ihrer eigenen Arbeit nimmt ein Prozess eine Aufgabe an?",
            "",
            long.as_str(),
        ];
        for ((question, text), answer) in q.iter_mut().zip(texts).zip(["Eins", "Zwei", "Drei"]) {
            question["text"] = text.into();
            question["answer"] = answer.into();
        }
    });
    let read = from_json(&translated);
    assert_eq!(
        read.as_ref()
            .map(|w| (w.answers.clone(), w.own_questions.len())),
        Ok((["Eins".into(), "Zwei".into(), "Drei".into()], 0))
    );
    // Written again, they read as the page's.
    let again: Value =
        serde_json::from_str(&to_json(&read.unwrap_or_default())).unwrap_or_default();
    assert_eq!(again["questions"], page_questions(["Eins", "Zwei", "Drei"]));
}

#[test]
fn a_file_s_link_restores_the_lesson_it_came_from() {
    let link = "https://example.edu/lab/#lease_s=11&fixed=lease_s&hidden=contracts&predict";
    let customization = read_fragment("fixed=lease_s&hidden=contracts").customization;
    assert!(!customization.is_whole_lab());
    let worksheet = Worksheet {
        scenario: Scenario {
            lease: 11_000,
            ..Scenario::default()
        },
        link: link.into(),
        lesson: true,
        customization,
        ..Worksheet::default()
    };
    let json = to_json(&worksheet);
    assert_eq!(from_json(&json), Ok(worksheet.clone()));
    // From a file the page did not write, with no attempt yet.
    let given = with(|r| {
        r.insert("link".into(), link.into());
    });
    assert_eq!(
        from_json(&given).map(|w| (w.customization, w.lesson)),
        Ok((customization, true))
    );
    // Version 3 too, without a prediction.
    assert_eq!(
        from_json(&as_version(&json, 3)).map(|w| (w.customization, w.lesson, w.attempts)),
        Ok((customization, true, Vec::new()))
    );
    // Without `predict`, the lesson's shape alone.
    let shaped = with(|r| {
        r.insert(
            "link".into(),
            "lease-lab-offline.html#fixed=lease_s&hidden=contracts".into(),
        );
    });
    assert_eq!(
        from_json(&shaped).map(|w| (w.customization, w.lesson)),
        Ok((customization, false))
    );
    // A link without a fragment is the whole lab.
    let plain = with(|r| {
        r.insert("link".into(), "https://example.edu/lab/?predict".into());
    });
    assert_eq!(
        from_json(&plain).map(|w| (w.customization, w.lesson)),
        Ok((Customization::default(), false))
    );
}

#[test]
fn a_link_whose_lesson_the_page_would_refuse_is_refused() {
    let long = format!("ask1={}", "q".repeat(201));
    for (fragment, message) in [
        (
            "hidden=nonsense",
            "link: hidden: no section or input named nonsense.",
        ),
        ("fixed=contracts", "link: fixed: no input named contracts."),
        (
            "fixed=lease_s&hidden=lease_s",
            "link: hidden: lease_s is in fixed too.",
        ),
        ("hidden=metrics&hidden=events", "link: hidden: given twice."),
        (long.as_str(), "link: ask1: must be 1 to 200 characters."),
        (
            "hidden=worksheet&ask1=Why%3F",
            "link: ask1: this lesson hides the worksheet, where it would be answered.",
        ),
    ] {
        let link = format!("https://example.edu/lab/#{fragment}&predict");
        let v4 = with(|r| {
            r.insert("link".into(), link.clone().into());
        });
        let read = from_json(&v4);
        assert!(
            read.as_ref().is_err_and(|e| e.0.starts_with("link: ")),
            "{read:?}"
        );
        assert_eq!(read, Err(ImportError(message.into())), "{fragment}");
        let mut v3 = to_v3(&default_json());
        v3.insert("link".into(), link.into());
        assert_eq!(
            from_json(&v3_text(&v3)),
            Err(ImportError(message.into())),
            "{fragment}"
        );
    }
}

#[test]
fn a_version_4_preset_is_one_of_the_page_s() {
    assert_eq!(
        from_json(&with(|r| {
            r.insert("preset".into(), "x".into());
        })),
        Err(ImportError(
            "preset: there is no preset called \"x\".".into()
        ))
    );
    assert_eq!(
        from_json(&with(|r| {
            r.insert("preset".into(), 1.into());
        })),
        Err(ImportError(
            "preset: must be a preset's slug (text) or null, not a number.".into()
        ))
    );
    // A version 3 file's preset is only type-checked, as before.
    let mut v3 = to_v3(&default_json());
    v3.insert("preset".into(), "x".into());
    assert!(from_json(&v3_text(&v3)).is_ok());
}

#[test]
fn a_lesson_s_preset_opens_with_its_lesson() {
    // A lesson that started from a preset; the learner changed an input
    // since, and the download is still named after the preset.
    let from_preset = |link: &str, lesson: bool, customization: Customization| Worksheet {
        scenario: Scenario {
            lease: healthy().lease + 1,
            ..healthy()
        },
        link: link.into(),
        lesson,
        customization,
        lesson_preset: by_slug("healthy"),
        ..Worksheet::default()
    };
    let lessons = [
        from_preset(
            "https://example.edu/lab/#predict",
            true,
            Customization::default(),
        ),
        from_preset(
            "https://example.edu/lab/#hidden=contracts",
            false,
            read_fragment("hidden=contracts").customization,
        ),
    ];
    for worksheet in lessons {
        let json = to_json(&worksheet);
        let value: Value = serde_json::from_str(&json).unwrap_or_default();
        assert_eq!(value["preset"], "healthy");
        assert_eq!(from_json(&json), Ok(worksheet.clone()));
        // Version 3 never restored it.
        assert_eq!(
            from_json(&as_version(&json, 3)).map(|w| w.lesson_preset),
            Ok(None)
        );
    }
    // Without a lesson the preset names nothing on import: it is the
    // scenario's, recomputed.
    let custom = with(|r| {
        r.insert("preset".into(), "healthy".into());
    });
    assert_eq!(from_json(&custom).map(|w| w.lesson_preset), Ok(None));
}

/// A lesson of own questions alone is a lesson too: its preset names the
/// downloads after the file is opened (found by the v4 test rewrite).
#[test]
fn a_lesson_of_own_questions_alone_keeps_its_preset() {
    use lease_lab::present::presets::by_slug;
    use lease_lab::worksheet::OwnQuestion;
    let healthy = by_slug("healthy").map(|p| p.scenario).unwrap_or_default();
    let worksheet = Worksheet {
        scenario: Scenario {
            lease: healthy.lease + 1,
            ..healthy
        },
        link: "https://example.edu/lab/#ask1=Why%3F".into(),
        own_questions: vec![OwnQuestion {
            text: "Why?".into(),
            answer: String::new(),
        }],
        lesson_preset: by_slug("healthy"),
        ..Worksheet::default()
    };
    let json = to_json(&worksheet);
    assert!(json.contains("\"preset\": \"healthy\""));
    assert_eq!(
        from_json(&json).map(|w| w.lesson_preset),
        Ok(by_slug("healthy"))
    );
}

/// Found by a walk through the page: a learner who picks the Markdown
/// download in "Open worksheet" is told which file to open, not that the
/// file "breaks off at line 1".
#[test]
fn the_markdown_worksheet_is_refused_by_name() {
    let markdown = lease_lab::worksheet::to_markdown(&Worksheet::default());
    refused(
        &markdown,
        "This is the Markdown worksheet, which is for reading and printing; open the .json worksheet instead.",
    );
}
