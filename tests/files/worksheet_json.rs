//! The JSON worksheet through its public API, `to_json` and `from_json`:
//! the documented shape and key order (byte for byte against a golden
//! file, and the example in `docs/worksheet-format.md`), exact seconds,
//! versions 1 and 2 read as strictly as version 3, and every refusal's
//! message, key by key and rule by rule. (`json_reader.rs` and
//! `worksheet_properties.rs` check the same functions over generated and
//! mutated files.)

use lease_lab::present::customize::Customization;
use lease_lab::present::lesson::{OriginalWrite, Prediction};
use lease_lab::sim::{Enforcement, Input, Scenario};
use lease_lab::worksheet::{from_json, to_json, ImportError, Worksheet, MAX_BYTES};
use serde_json::{Map, Value};

/// A version 3 file's keys, in the documented order.
const FILE_KEYS: [&str; 10] = [
    "format",
    "version",
    "learner",
    "link",
    "preset",
    "scenario",
    "outcome",
    "prediction",
    "answers",
    "notes",
];

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
    assert_eq!(value["version"], 3);
    assert_eq!(value["learner"], Value::Null);
    assert_eq!(value["link"], "");
    // The default example is the paused zombie's scenario.
    assert_eq!(value["preset"], "paused-zombie");
    assert_eq!(value["prediction"], Value::Null);
    assert_eq!(value["answers"], serde_json::json!(["", "", ""]));
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
            r.insert("version".into(), 4.into());
        }),
        "version: unknown version 4; this page reads versions 1, 2 and 3.",
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

/// The keys version 3 added at the top of the file.
const ADDED_IN_3: [&str; 4] = ["learner", "link", "preset", "answers"];

/// The default export as version 2: without version 3's keys.
fn v2(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    with(|r| {
        r.insert("version".into(), 2.into());
        for key in ADDED_IN_3 {
            r.remove(key);
        }
        edit(r);
    })
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
            read.as_ref().map(|w| w.prediction),
            Ok(prediction),
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
            "version: must be the number 1, 2 or 3, not text",
        ),
        (
            with_prediction(serde_json::json!({
                "takeover": "yes", "applied_increments": 2,
                "original_write": "never_made", "revealed": true,
                "scenario": {}
            })),
            "prediction.scenario: not a field of version 2; a file with a prediction's scenario says \"version\": 3.",
        ),
    ];
    for (file, message) in refusals {
        refused(&file, message);
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

/// A version 3 worksheet with every key in use: a name, answers, a link
/// and a prediction revealed for another scenario than the worksheet's.
fn collected() -> Worksheet {
    let healthy = lease_lab::present::presets::by_slug("healthy")
        .map(|p| p.scenario)
        .unwrap_or_default();
    Worksheet {
        scenario: Scenario {
            lease: 11_000,
            ..Scenario::default()
        },
        learner: Some("Ada Lovelace".into()),
        link: "https://example.edu/lab/#lease_s=11".into(),
        prediction: Some(Prediction {
            takeover: Some(false),
            applied_increments: Some(1),
            original_write: Some(OriginalWrite::Accepted),
            revealed_for: Some(healthy),
        }),
        answers: [
            "A cron job".into(),
            String::new(),
            "At the \"resource\"".into(),
        ],
        notes: "More later.".into(),
        customization: Customization::default(),
        pinned: None,
    }
}

/// `collected()`'s file with `edit` applied to its root object.
fn v3(edit: impl FnOnce(&mut Map<String, Value>)) -> String {
    let mut value: Value = serde_json::from_str(&to_json(&collected())).unwrap_or_default();
    if let Value::Object(root) = &mut value {
        edit(root);
    }
    value.to_string()
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
    let json = to_json(&worksheet);
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    assert_eq!(value["learner"], "Ada Lovelace");
    assert_eq!(value["link"], "https://example.edu/lab/#lease_s=11");
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
                prediction: collected().prediction.map(|p| Prediction {
                    revealed_for: None,
                    ..p
                }),
                ..collected()
            },
        ),
        (
            v3(|r| {
                r.insert("prediction".into(), Value::Null);
            }),
            Worksheet {
                prediction: None,
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
        (set("version", 4.into()), "version: unknown version 4; this page reads versions 1, 2 and 3."),
        (set("version", 3.5.into()), "version: unknown version 3.5; this page reads versions 1, 2 and 3."),
    ];
    for (file, message) in refusals {
        assert_eq!(from_json(&file), Err(ImportError(message.into())), "{file}");
    }
}

/// The example in `docs/worksheet-format.md` is a file this page opens,
/// and its keys are in the order the page writes them.
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
    let written = to_json(&read.unwrap_or_default());
    let order = |json: &str| -> Vec<String> {
        let value: Value = serde_json::from_str(json).unwrap_or_default();
        let mut keys: Vec<(usize, String)> = value
            .as_object()
            .map(|root| {
                root.keys()
                    .map(|key| (json.find(&format!("\"{key}\":")).unwrap_or(0), key.clone()))
                    .collect()
            })
            .unwrap_or_default();
        keys.sort();
        keys.into_iter().map(|(_, key)| key).collect()
    };
    assert_eq!(order(example), order(&written));
}

#[test]
fn a_prediction_is_written_as_documented() {
    let json = to_json(&Worksheet {
        prediction: Some(Prediction {
            takeover: Some(false),
            applied_increments: Some(1),
            original_write: None,
            revealed_for: None,
        }),
        ..Worksheet::default()
    });
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    // An open prediction is for the worksheet's own scenario.
    assert_eq!(
        value["prediction"],
        serde_json::json!({
            "takeover": "no", "applied_increments": 1,
            "original_write": null, "revealed": false,
            "scenario": value["scenario"].clone()
        })
    );
    // The documented order.
    let at = |key: &str| json.find(&format!("\n  \"{key}\"")).unwrap_or(usize::MAX);
    let order = FILE_KEYS;
    assert!(
        order.windows(2).all(|pair| at(pair[0]) < at(pair[1])),
        "{json}"
    );
    // A revealed one, for the scenario it was revealed for.
    let healthy = lease_lab::present::presets::by_slug("healthy")
        .map(|p| p.scenario)
        .unwrap_or_default();
    let json = to_json(&Worksheet {
        prediction: Some(Prediction {
            revealed_for: Some(healthy),
            ..Prediction::default()
        }),
        ..Worksheet::default()
    });
    let value: Value = serde_json::from_str(&json).unwrap_or_default();
    assert_eq!(value["prediction"]["revealed"], true);
    assert_eq!(value["prediction"]["scenario"]["pause_for_s"], 0);
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
/// value; the sentences (`present::report`'s copy) are masked.
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
        link: "lease-lab-offline.html#lease_s=2.25".into(),
        prediction: Some(Prediction {
            takeover: Some(true),
            applied_increments: None,
            original_write: Some(OriginalWrite::Rejected),
            revealed_for: Some(Scenario::default()),
        }),
        answers: ["One".into(), String::new(), "Three\nlines".into()],
        notes: "\u{8}\u{c}\u{1}\u{1f}\u{7f}\"\\/é😀\n\r\t".into(),
        customization: Customization::default(),
        pinned: None,
    };
    let masked: Vec<String> = to_json(&worksheet)
        .lines()
        .map(|line| {
            for key in ["headline", "evidence", "text"] {
                let head = format!("\"{key}\": \"");
                if let Some(at) = line.find(&head) {
                    let comma = if line.ends_with(',') { "," } else { "" };
                    return format!("{}{head}…\"{comma}", &line[..at]);
                }
            }
            line.to_owned()
        })
        .collect();
    assert_eq!(masked.join("\n"), GOLDEN.replace("DEL", "\u{7f}"));
}

const GOLDEN: &str = r#"{
  "format": "lease-lab-worksheet",
  "version": 3,
  "learner": "Ada \"A.\" Lovelace",
  "link": "lease-lab-offline.html#lease_s=2.25",
  "preset": null,
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
  "prediction": {
    "takeover": "yes",
    "applied_increments": null,
    "original_write": "rejected",
    "revealed": true,
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
  },
  "answers": [
    "One",
    "",
    "Three\nlines"
  ],
  "notes": "\b\f\u0001\u001fDEL\"\\/é😀\n\r\t"
}"#;

/// Every key of the three objects the reader checks, given twice: the
/// derived code refuses it and the message names it with its path.
#[test]
fn a_repeated_key_is_refused_in_every_object_by_name() {
    let json = to_json(&Worksheet {
        prediction: Some(Prediction::default()),
        ..Worksheet::default()
    });
    // The prediction's own scenario opens after `"prediction": {`.
    let nested = "\"prediction\": {\n";
    let (head, tail) = json.split_at(json.find(nested).unwrap_or(0) + nested.len());
    // Inserts `member` after the first `opening` (of the prediction's
    // scenario when `in_prediction`).
    let insert = |opening: &str, in_prediction: bool, member: &str| {
        let put = |text: &str| text.replacen(opening, &format!("{opening}{member}"), 1);
        if in_prediction {
            format!("{head}{}", put(tail))
        } else {
            put(&json)
        }
    };
    let scenario_keys = Input::ALL.map(Input::key);
    let objects = [
        ("{\n", false, "", &FILE_KEYS[..]),
        ("\"scenario\": {\n", false, "", &scenario_keys[..]),
        (
            nested,
            false,
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
            "\"scenario\": {\n",
            true,
            "prediction.scenario.",
            &scenario_keys[..],
        ),
    ];
    for (opening, in_prediction, path, keys) in objects {
        for key in keys {
            let twice = insert(opening, in_prediction, &format!("\"{key}\": null,\n"));
            assert_ne!(twice, json);
            assert_eq!(
                from_json(&twice),
                Err(ImportError(format!("{path}{key}: appears twice."))),
            );
            let unknown = insert(opening, in_prediction, &format!("\"{key}x\": null,\n"));
            assert_eq!(
                from_json(&unknown),
                Err(ImportError(format!("{path}{key}x: unknown field."))),
            );
        }
    }
    // A key is the same key however it is escaped.
    let escaped = json.replacen("{\n", "{\"\\u006eotes\": \"\",\n", 1);
    assert_eq!(
        from_json(&escaped),
        Err(ImportError("notes: appears twice.".into()))
    );
    // Keys inside the outcome are never read.
    let outcome = json.replacen("\"outcome\": {\n", "\"outcome\": {\"x\": 1, \"x\": 2,\n", 1);
    assert!(from_json(&outcome).is_ok());
}

#[test]
fn hostile_numbers_are_refused_at_once_for_the_right_reason() {
    for (number, message) in [
        ("1e99999999999999999999", "lease_s: at most 86 400 s."),
        ("1e9223372036854775807", "lease_s: at most 86 400 s."),
        ("-1e9223372036854775807", "lease_s: use 0 s or more."),
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
    let file = default_json().replacen("\"version\": 3,", "\"version\": 3e9223372036854775807,", 1);
    assert_eq!(
        from_json(&file).map_err(|e| e.0),
        Err(
            "version: unknown version 3e9223372036854775807; this page reads versions 1, 2 and 3."
                .into()
        )
    );
    let file = default_json().replacen("\"version\": 3,", "\"version\": 0.3e1,", 1);
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
