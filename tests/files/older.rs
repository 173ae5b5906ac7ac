//! Files of the versions before 4, built from what the page writes now:
//! the page no longer writes them, but it still opens them exactly as
//! strictly as it did, so the tests of versions 1 to 3 need their files.

use serde_json::{Map, Value};

/// A version 3 file's keys, in the order version 3 wrote them.
pub const V3_FILE_KEYS: [&str; 10] = [
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

/// The root of `v4` (a file as `to_json` writes it) as the version 3 file
/// it would have been: `attempts` becomes `prediction` (`null` when there
/// is none, else the last attempt without `seen_before_reveal`) and
/// `questions` becomes `answers` (the answers to the page's three).
pub fn to_v3(v4: &str) -> Map<String, Value> {
    let mut root = match serde_json::from_str(v4) {
        Ok(Value::Object(root)) => root,
        _ => Map::new(),
    };
    root.insert("version".into(), 3.into());
    let prediction = match root.remove("attempts") {
        Some(Value::Array(mut attempts)) => attempts.pop().map_or(Value::Null, |mut last| {
            if let Value::Object(attempt) = &mut last {
                attempt.remove("seen_before_reveal");
            }
            last
        }),
        _ => Value::Null,
    };
    root.insert("prediction".into(), prediction);
    let answers: Vec<Value> = match root.remove("questions") {
        Some(Value::Array(questions)) => questions
            .into_iter()
            .take(3)
            .map(|question| question["answer"].clone())
            .collect(),
        _ => Vec::new(),
    };
    root.insert("answers".into(), answers.into());
    root
}

/// `root` as a file's text, the keys version 3 knew first and in its
/// order, then any others (serde_json's `Map` would sort them).
pub fn v3_text(root: &Map<String, Value>) -> String {
    let known = V3_FILE_KEYS
        .iter()
        .filter_map(|&key| root.get(key).map(|value| (key, value)));
    let others = root
        .iter()
        .filter(|(key, _)| !V3_FILE_KEYS.contains(&key.as_str()))
        .map(|(key, value)| (key.as_str(), value));
    let members: Vec<String> = known
        .chain(others)
        .map(|(key, value)| format!("{}:{value}", Value::from(key)))
        .collect();
    format!("{{{}}}", members.join(","))
}

/// `v4` (a file as `to_json` writes it) as the older `version` (1 to 3)
/// would have written it: version 3 as [`to_v3`], version 2 without the
/// keys version 3 added (the learner, link, preset, answers and the
/// prediction's scenario), version 1 without the prediction too.
pub fn as_version(v4: &str, version: u8) -> String {
    let mut root = to_v3(v4);
    if version < 3 {
        root.insert("version".into(), version.into());
        for key in ["learner", "link", "preset", "answers"] {
            root.remove(key);
        }
        match root.get_mut("prediction") {
            Some(Value::Object(prediction)) => {
                prediction.remove("scenario");
            }
            _ if version == 1 => {
                root.remove("prediction");
            }
            _ => {}
        }
    }
    v3_text(&root)
}
