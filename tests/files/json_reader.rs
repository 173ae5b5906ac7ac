//! The worksheet reader on random and mutated texts, judged by serde_json's
//! own `Value` (an independent reading of the same text): it never panics,
//! it calls a text "not valid JSON" exactly when serde_json does, it names
//! the nesting and the root's kind as serde_json sees them, and a file it
//! accepts says what the worksheet it returns says (its scenario,
//! attempts, answers, own questions and notes).
//!
//! The reader is serde_json underneath too, but not through `Value`: it
//! keeps numbers as text, reads keys through derived structs and bounds the
//! nesting itself, so these are the places where it could disagree.

use lease_lab::present::lesson::{Attempt, Prediction};
use lease_lab::sim::{Input, Scenario};
use lease_lab::worksheet::{from_json, to_json, OwnQuestion, Worksheet};
use proptest::prelude::*;
use serde_json::Value;

use super::common;

const NOT_JSON: &str = "This file is not valid JSON (";
const TOO_DEEP: &str = "The file nests more than 16 levels deep; a worksheet never does.";

fn depth(value: &Value) -> usize {
    match value {
        Value::Array(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
        Value::Object(map) => 1 + map.values().map(depth).max().unwrap_or(0),
        _ => 0,
    }
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// Numbers compared by value (`1e1` and `10` are the same seconds).
fn same_meaning(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_meaning(x, y))
        }
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .all(|(key, x)| b.get(key).is_some_and(|y| same_meaning(x, y)))
        }
        _ => a == b,
    }
}

/// What serde_json says the reader must have said about `text`, and, for
/// an accepted file, that the worksheet re-exports to the same meaning.
fn judge(text: &str) -> Result<(), TestCaseError> {
    let ours = from_json(text);
    let message = ours.as_ref().err().map(|e| e.0.as_str()).unwrap_or("");
    match serde_json::from_str::<Value>(text) {
        // serde_json stops at its first error; a text that opens 17 levels
        // before it may be refused for the nesting instead.
        Err(theirs) => prop_assert!(
            message.starts_with(NOT_JSON) || message == TOO_DEEP,
            "serde_json refused ({theirs}), we said {ours:?}"
        ),
        Ok(value) if depth(&value) > 16 => prop_assert_eq!(message, TOO_DEEP),
        Ok(value) if !value.is_object() => prop_assert_eq!(
            message,
            format!(
                "A worksheet is a JSON object; this file holds {}.",
                kind(&value)
            )
        ),
        Ok(value) => {
            prop_assert!(
                !message.starts_with(NOT_JSON) && message != TOO_DEEP,
                "serde_json read it, we said {message:?}"
            );
            if let Ok(worksheet) = &ours {
                let again: Value = serde_json::from_str(&to_json(worksheet))
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
                for key in ["scenario", "notes"] {
                    prop_assert!(same_meaning(&value[key], &again[key]), "{key} in {text}");
                }
                // Every attempt as the file gives it; an older file's
                // prediction is the one attempt (a version 1 file has none).
                let attempts = match (value.get("attempts"), value.get("prediction")) {
                    (Some(attempts), _) => attempts.clone(),
                    (None, Some(Value::Object(prediction))) => {
                        let mut attempt = prediction.clone();
                        attempt.insert("seen_before_reveal".into(), false.into());
                        attempt
                            .entry("scenario")
                            .or_insert_with(|| value["scenario"].clone());
                        Value::Array(vec![Value::Object(attempt)])
                    }
                    _ => Value::Array(Vec::new()),
                };
                prop_assert!(same_meaning(&attempts, &again["attempts"]), "{text}");
                // Every answer, and the own questions' texts as a link's
                // (trimmed); the page's three texts are its own.
                let answers = |value: &Value| -> Vec<Value> {
                    match (value.get("questions"), value.get("answers")) {
                        (Some(Value::Array(questions)), _) => {
                            questions.iter().map(|q| q["answer"].clone()).collect()
                        }
                        (None, Some(Value::Array(answers))) => answers.clone(),
                        _ => vec![Value::from(""); 3],
                    }
                };
                prop_assert_eq!(answers(&value), answers(&again), "{}", text);
                let own = |value: &Value| -> Vec<String> {
                    value["questions"]
                        .as_array()
                        .map(|questions| {
                            questions
                                .iter()
                                .skip(3)
                                .map(|q| q["text"].as_str().unwrap_or("").trim().to_owned())
                                .collect()
                        })
                        .unwrap_or_default()
                };
                prop_assert_eq!(own(&value), own(&again), "{}", text);
                prop_assert_eq!(&from_json(&to_json(worksheet)), &Ok(worksheet.clone()));
            }
        }
    }
    Ok(())
}

fn jsonish() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("{".to_owned()),
            Just("}".to_owned()),
            Just("[".to_owned()),
            Just("]".to_owned()),
            Just("[[[[[[".to_owned()),
            Just(",".to_owned()),
            Just(":".to_owned()),
            Just("\"".to_owned()),
            Just("\\".to_owned()),
            Just("\"a\"".to_owned()),
            Just("\"format\"".to_owned()),
            Just("\"\\u00e9\"".to_owned()),
            Just("\"\\ud83d\\ude00\"".to_owned()),
            Just("\"\\ud800\"".to_owned()),
            Just("true".to_owned()),
            Just("null".to_owned()),
            Just("fals".to_owned()),
            Just("-".to_owned()),
            Just("0".to_owned()),
            Just("12".to_owned()),
            Just(".5".to_owned()),
            Just("e".to_owned()),
            Just("E+3".to_owned()),
            Just(" ".to_owned()),
            Just("\n".to_owned()),
            any::<char>().prop_map(String::from),
        ],
        0..32,
    )
    .prop_map(|parts| parts.concat())
}

/// A worksheet's text with one small change: a character inserted or
/// removed, or a line repeated, removed or swapped with the next.
fn mutated() -> impl Strategy<Value = String> {
    let worksheet =
        (0..4u8, any::<bool>(), "[a-z\"\\\\é\n]{0,6}").prop_map(|(attempted, asked, notes)| {
            let answered = Prediction {
                takeover: Some(true),
                ..Prediction::default()
            };
            let revealed = Attempt {
                prediction: Prediction {
                    revealed_for: Some(Scenario::default()),
                    ..answered
                },
                ended_for: None,
            };
            let open = Attempt {
                prediction: answered,
                ended_for: None,
            };
            let seen = Attempt {
                ended_for: Some(Scenario::default()),
                ..open
            };
            let attempts = match attempted {
                0 => vec![],
                1 => vec![open],
                2 => vec![revealed, open],
                _ => vec![seen, revealed],
            };
            Worksheet {
                scenario: Scenario::default(),
                link: "lease-lab-offline.html#hidden=metrics&ask1=Why%3F&predict".into(),
                lesson: true,
                attempts,
                own_questions: asked
                    .then(|| OwnQuestion {
                        text: "Why?".into(),
                        answer: "x".into(),
                    })
                    .into_iter()
                    .collect(),
                customization: lease_lab::present::fragment::read_fragment("hidden=metrics")
                    .customization,
                notes,
                ..Worksheet::default()
            }
        });
    let insert = prop_oneof![
        Just('['),
        Just('{'),
        Just('"'),
        Just(','),
        Just('.'),
        Just('e'),
        Just('-'),
        Just('0'),
        Just('\\'),
        any::<char>(),
    ];
    (worksheet, 0..5u8, any::<usize>(), insert).prop_map(|(worksheet, how, at, insert)| {
        let text = to_json(&worksheet);
        let chars: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        let char_at = chars.get(at % chars.len().max(1)).copied().unwrap_or(0);
        let mut lines: Vec<&str> = text.lines().collect();
        let line = at % lines.len().max(1);
        match how {
            0 => {
                let mut text = text.clone();
                text.insert(char_at, insert);
                return text;
            }
            1 => {
                let mut text = text.clone();
                text.remove(char_at);
                return text;
            }
            2 => lines.insert(line, lines[line]),
            3 => {
                lines.remove(line);
            }
            _ => {
                let next = (line + 1).min(lines.len() - 1);
                lines.swap(line, next);
            }
        }
        lines.join("\n")
    })
}

proptest! {
    #![proptest_config(common::fixed(3_000, 0x7e57))]

    #[test]
    fn random_texts_are_judged_as_serde_json_judges_them(text in jsonish()) {
        judge(&text)?;
    }

    #[test]
    fn mutated_worksheets_are_judged_as_serde_json_judges_them(text in mutated()) {
        judge(&text)?;
    }
}

proptest! {
    #![proptest_config(common::fixed(1_000, 0xdee9))]

    #[test]
    fn deep_texts_are_refused_for_their_nesting(depth in 14usize..20, at in any::<usize>(), insert in jsonish()) {
        let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        judge(&text)?;
        let mut text = text;
        text.insert_str(at % (2 * depth + 1), &insert);
        judge(&text)?;
    }
}

#[test]
fn the_keys_the_reader_knows_are_the_keys_the_writer_writes() {
    let value: Value = serde_json::from_str(&to_json(&Worksheet::default())).unwrap_or_default();
    let mut keys: Vec<&str> = value["scenario"]
        .as_object()
        .map(|map| map.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let mut expected = Input::ALL.map(Input::key);
    keys.sort_unstable();
    expected.sort_unstable();
    assert_eq!(keys, expected);
}

#[test]
fn the_writer_writes_the_scenario_keys_in_the_page_s_order() {
    let json = to_json(&Worksheet::default());
    let scenario = json.find("\"scenario\": {").unwrap_or(0);
    let at: Vec<usize> = Input::ALL
        .iter()
        .map(|input| {
            json[scenario..]
                .find(&format!("\"{}\":", input.key()))
                .unwrap_or(usize::MAX)
        })
        .collect();
    assert!(
        at.windows(2).all(|pair| pair[0] < pair[1]) && at[8] < usize::MAX,
        "{at:?} in {json}"
    );
}
