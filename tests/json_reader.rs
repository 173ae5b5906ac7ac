//! The worksheet's own JSON reader against serde_json on random and mutated
//! texts: both accept the same texts and read the same values.

use lease_lab::sim::Scenario;
use lease_lab::worksheet::json_text::{parse, Json};
use lease_lab::worksheet::{to_json, Worksheet};
use proptest::prelude::*;

mod common;
use serde_json::Value;

fn to_serde(value: &Json) -> Option<Value> {
    Some(match value {
        Json::Null => Value::Null,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(text) => serde_json::from_str(text).ok()?,
        Json::String(s) => Value::String(s.clone()),
        Json::Array(items) => Value::Array(items.iter().map(to_serde).collect::<Option<_>>()?),
        Json::Object(pairs) => {
            let mut map = serde_json::Map::new();
            for (key, item) in pairs {
                // serde_json keeps the last of duplicate keys.
                map.insert(key.clone(), to_serde(item)?);
            }
            Value::Object(map)
        }
    })
}

fn jsonish() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("{".to_owned()),
            Just("}".to_owned()),
            Just("[".to_owned()),
            Just("]".to_owned()),
            Just(",".to_owned()),
            Just(":".to_owned()),
            Just("\"".to_owned()),
            Just("\\".to_owned()),
            Just("\"a\"".to_owned()),
            Just("\"\\u00e9\"".to_owned()),
            Just("\"\\ud83d\\ude00\"".to_owned()),
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
        0..24,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(common::fixed(12_000, 0x7e57))]

    #[test]
    fn agrees_with_serde_json(text in jsonish()) {
        let ours = parse(&text, 64);
        let theirs = serde_json::from_str::<Value>(&text);
        prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: ours {:?}, serde {:?}", text, ours, theirs.as_ref().err());
        if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
            prop_assert_eq!(to_serde(&ours), Some(theirs));
        }
    }

    #[test]
    fn agrees_on_mutated_worksheets(cut in 0usize..2_000, insert in any::<char>()) {
        let mut text = to_json(&Worksheet { scenario: Scenario::default(), notes: "n\"o\\tes é".into(), prediction: None });
        let at = text.char_indices().map(|(i, _)| i).nth(cut % text.chars().count()).unwrap_or(0);
        text.insert(at, insert);
        let ours = parse(&text, 64);
        let theirs = serde_json::from_str::<Value>(&text);
        prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}", text);
        if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
            prop_assert_eq!(to_serde(&ours), Some(theirs));
        }
    }
}
