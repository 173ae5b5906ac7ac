//! Strict JSON reading on top of serde_json, for imports that must refuse a
//! hostile file with one exact message and never read a number as a float.
//!
//! serde_json does all of the JSON; this module adds only what a worksheet
//! needs and serde_json does not give directly:
//!
//! - a nesting bound ([`MAX_DEPTH`](super::MAX_DEPTH), 16) checked before
//!   anything is read, reported as its own rule rather than as serde_json's
//!   recursion limit of 128 (which its skipping code does not apply at all);
//! - numbers kept as the text the file holds (`raw_value`), never parsed to
//!   `f64`: a float would round `0.1` and refuse `1e400` as not JSON, where
//!   the worksheet's rule says "at most 86 400 s";
//! - every string decoded, even those nothing reads: skipping leaves a lone
//!   surrogate escape (`"\ud800"`) unnoticed, and the file is not JSON;
//! - objects read against a list of the keys they may hold, each value
//!   kept as its text, refusing the first unknown or repeated key by name
//!   (one function for every object: a derived `Deserialize` per object
//!   compiled its own copy of serde's map machinery).
//!
//! Why not serde_json's `arbitrary_precision`: it would change
//! `serde_json::Number` for every crate in the build (leptos uses serde_json
//! too), and `raw_value` is additive.

use std::fmt;

use serde::de::{Deserialize, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::value::RawValue;

/// Why a text was refused before its meaning was looked at.
#[derive(Debug)]
pub enum Malformed {
    /// An array or object opens deeper than the bound.
    TooDeep,
    /// Not one JSON value (serde_json's reason, with line and column).
    NotJson(serde_json::Error),
}

/// Checks that `text` is exactly one JSON value nesting at most `max_depth`
/// levels, every string in it decodable, and returns the value's text
/// without the surrounding whitespace.
///
/// A text with several of these problems is refused for the one a reader
/// meets first, left to right.
pub fn well_formed(text: &str, max_depth: usize) -> Result<&str, Malformed> {
    let Some((at, open)) = first_too_deep(text, max_depth) else {
        return decoded(text).map_err(Malformed::NotJson);
    };
    // Up to and including the bracket: a syntax error there is a syntax
    // error in the file; otherwise the prefix only runs out (end of text).
    let through = text.get(..=at).unwrap_or(text);
    if let Err(error) = serde_json::from_str::<IgnoredAny>(through) {
        if error.is_syntax() {
            return Err(Malformed::NotJson(error));
        }
    }
    // Then a value may start at the bracket: the text before it, completed
    // with `null` and the brackets still open, is JSON, and its strings are
    // the file's strings before the bracket.
    let before = text.get(..at).unwrap_or_default();
    if before.contains("\\u") {
        let closing: String = open
            .iter()
            .rev()
            .map(|&bracket| if bracket == b'[' { ']' } else { '}' })
            .collect();
        decoded(&format!("{before}null{closing}")).map_err(Malformed::NotJson)?;
    }
    Err(Malformed::TooDeep)
}

/// One JSON value (nesting at most the bound, so [`decode_strings`]
/// recursion is bounded) with every string decodable; its text without the
/// surrounding whitespace.
fn decoded(text: &str) -> serde_json::Result<&str> {
    let value: &RawValue = serde_json::from_str(text)?;
    // Only a `\u` escape can fail to decode once the syntax is right.
    if text.contains("\\u") {
        decode_strings(value.get())?;
    }
    Ok(value.get())
}

/// Where the first array or object opens deeper than `max_depth`, counting
/// brackets outside strings, with the brackets open there. Exact wherever
/// the text before it is valid JSON, the only case where it decides
/// anything.
fn first_too_deep(text: &str, max_depth: usize) -> Option<(usize, Vec<u8>)> {
    let mut open = Vec::with_capacity(max_depth);
    let (mut in_string, mut escaped) = (false, false);
    for (at, byte) in text.bytes().enumerate() {
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
            b'[' | b'{' if open.len() >= max_depth => return Some((at, open)),
            b'[' | b'{' => open.push(byte),
            b']' | b'}' => {
                open.pop();
            }
            _ => {}
        }
    }
    None
}

/// Decodes every string in `value` (the text of one well-formed value),
/// keys included.
fn decode_strings(value: &str) -> serde_json::Result<()> {
    match value.as_bytes().first() {
        Some(b'"') => serde_json::from_str::<String>(value).map(drop),
        Some(b'[') => serde_json::from_str::<Vec<&RawValue>>(value)?
            .iter()
            .try_for_each(|item| decode_strings(item.get())),
        // Keys are decoded as `Members` reads them.
        Some(b'{') => serde_json::from_str::<Members>(value)?
            .0
            .iter()
            .try_for_each(|(_, item)| decode_strings(item.get())),
        _ => Ok(()),
    }
}

/// An object's members in file order, repeated keys included, each value as
/// the exact text the file holds.
struct Members<'a>(Vec<(String, &'a RawValue)>);

impl<'de: 'a, 'a> Deserialize<'de> for Members<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct InOrder;
        impl<'de> Visitor<'de> for InOrder {
            type Value = Members<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut members = Vec::new();
                while let Some(member) = map.next_entry()? {
                    members.push(member);
                }
                Ok(Members(members))
            }
        }
        deserializer.deserialize_map(InOrder)
    }
}

/// A member's value as the file writes it (`12`, `"text"`, `null`), or
/// `None` when the key is absent: what [`read_object`] gives for each key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slot<'a>(pub Option<&'a str>);

/// Why an object's keys were refused: the key, and the rule it broke.
#[derive(Debug)]
pub enum KeyError {
    /// A key the object may not hold.
    Unknown(String),
    /// A key given twice.
    Twice(&'static str),
    /// Not an object of members (not reachable for a text from
    /// [`well_formed`]).
    Json(serde_json::Error),
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::Unknown(key) => write!(f, "{key}: unknown field"),
            KeyError::Twice(key) => write!(f, "{key}: appears twice"),
            KeyError::Json(error) => write!(f, "not JSON at line {}", error.line()),
        }
    }
}

impl std::error::Error for KeyError {}

/// Reads the object `text` (from [`well_formed`]), whose keys may be
/// `names`: each name's value as the file writes it, in `names`' order
/// (an empty [`Slot`] for a key the file leaves out). The first unknown or
/// repeated key in file order is refused.
pub fn read_object<'a, const N: usize>(
    text: &'a str,
    names: &[&'static str; N],
) -> Result<[Slot<'a>; N], KeyError> {
    let mut slots = [Slot(None); N];
    fill_slots(text, names, &mut slots)?;
    Ok(slots)
}

/// [`read_object`]'s work, one copy for every object.
fn fill_slots<'a>(
    text: &'a str,
    names: &[&'static str],
    slots: &mut [Slot<'a>],
) -> Result<(), KeyError> {
    let members: Members<'a> = serde_json::from_str(text).map_err(KeyError::Json)?;
    for (key, value) in members.0 {
        let Some(at) = names.iter().position(|name| *name == key) else {
            return Err(KeyError::Unknown(key));
        };
        let (Some(name), Some(slot)) = (names.get(at), slots.get_mut(at)) else {
            continue;
        };
        if slot.0.is_some() {
            return Err(KeyError::Twice(name));
        }
        *slot = Slot(Some(value.get()));
    }
    Ok(())
}

/// The items of the list `text` (from [`well_formed`]), each as the exact
/// text the file holds, in order.
pub fn items(text: &str) -> serde_json::Result<Vec<&str>> {
    let items: Vec<&RawValue> = serde_json::from_str(text)?;
    Ok(items.into_iter().map(RawValue::get).collect())
}

/// A member's value, read only as far as a rule needs: its kind, and the
/// characters of a text. A number stays exactly as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    Null,
    Bool(bool),
    Number(&'a str),
    Text(String),
    /// The list's text, for [`items`].
    List(&'a str),
    /// The object's text, for [`read_object`].
    Object(&'a str),
}

impl<'a> Value<'a> {
    /// Reads the text of one well-formed value.
    pub fn of(text: &'a str) -> serde_json::Result<Value<'a>> {
        Ok(match text.as_bytes().first() {
            Some(b'n') => Value::Null,
            Some(b't') => Value::Bool(true),
            Some(b'f') => Value::Bool(false),
            Some(b'"') => Value::Text(serde_json::from_str(text)?),
            Some(b'[') => Value::List(text),
            Some(b'{') => Value::Object(text),
            _ => Value::Number(text),
        })
    }

    /// The value's type, a variant of the message `json-kind`, which
    /// says it in the page's language.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(_) => "number",
            Value::Text(_) => "text",
            Value::List(_) => "list",
            Value::Object(_) => "object",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str, depth: usize) -> Option<&'static str> {
        match well_formed(text, depth) {
            Ok(_) => None,
            Err(Malformed::TooDeep) => Some("too deep"),
            Err(Malformed::NotJson(_)) => Some("not JSON"),
        }
    }

    #[test]
    fn reads_every_kind_of_value_and_keeps_numbers_as_written() {
        let text = r#" {"a": [1, -0.5e+2, 1e99999999999999999999, true, false, null], "b\u00e9\n": "x\"\\\/\ud83d\ude00", "c": {}} "#;
        let root = well_formed(text, 8).map_err(|e| format!("{e:?}"));
        assert_eq!(root, Ok(text.trim()));
        let members = serde_json::from_str::<Members>(text.trim()).map(|m| {
            m.0.iter()
                .map(|(k, v)| (k.clone(), v.get().to_owned()))
                .collect::<Vec<_>>()
        });
        assert_eq!(
            members.ok(),
            Some(vec![
                (
                    "a".to_owned(),
                    "[1, -0.5e+2, 1e99999999999999999999, true, false, null]".to_owned()
                ),
                ("bé\n".to_owned(), r#""x\"\\\/\ud83d\ude00""#.to_owned()),
                ("c".to_owned(), "{}".to_owned()),
            ])
        );
        assert_eq!(
            Value::of(r#""x\"\\\/\ud83d\ude00""#).ok(),
            Some(Value::Text("x\"\\/😀".into()))
        );
        assert_eq!(Value::of("-0.5e+2").ok(), Some(Value::Number("-0.5e+2")));
        assert_eq!(Value::of("{}").map(|v| v.kind()).ok(), Some("object"));
        assert_eq!(
            items(r#"[1, "a\u00e9", null, [2], {"b": 3}]"#).ok(),
            Some(vec!["1", r#""a\u00e9""#, "null", "[2]", r#"{"b": 3}"#])
        );
        assert_eq!(items("[]").ok(), Some(vec![]));
    }

    #[test]
    fn refuses_what_json_refuses() {
        for bad in [
            "",
            "01",
            "1.",
            ".5",
            "-",
            "+1",
            "1e",
            "[1,]",
            "{\"a\" 1}",
            "{a: 1}",
            "\"\\x\"",
            "\"\u{1}\"",
            "[1] x",
            "tru",
            "\"\\ud800\"",
            "\"\\udc00\"",
            "\"\\ud800\\u0041\"",
            "{\"\\ud800\": 1}",
            "[[\"ok\", {\"deep\": [\"\\ud800x\"]}]]",
            "\"abc",
            "NaN",
            "\u{feff}{}",
        ] {
            assert_eq!(refused(bad, 8), Some("not JSON"), "{bad:?}");
        }
        assert_eq!(refused("\"\\ud83d\\ude00\"", 8), None);
    }

    #[test]
    fn nesting_is_bounded_and_the_first_problem_is_named() {
        assert_eq!(refused("[[[]]]", 3), None);
        assert_eq!(refused("[[[{}]]]", 3), Some("too deep"));
        assert_eq!(refused("[\"[[[[\", {\"]]\": 1}]", 2), None);
        assert_eq!(refused(&"[".repeat(100_000), 16), Some("too deep"));
        assert_eq!(
            refused(&format!("{}{}", "[".repeat(5000), "]".repeat(5000)), 16),
            Some("too deep")
        );
        // A syntax error before the deep bracket, or at it, comes first.
        assert_eq!(refused("x[[[[", 3), Some("not JSON"));
        assert_eq!(refused("[1 [[[", 3), Some("not JSON"));
        assert_eq!(refused("[[[tru[", 3), Some("not JSON"));
        assert_eq!(refused("{{{{", 3), Some("not JSON"));
        assert_eq!(refused("[\"\\ud800\", [[[", 3), Some("not JSON"));
        assert_eq!(refused("{\"\\ud800\": [[[", 3), Some("not JSON"));
        // ... and one after it does not.
        assert_eq!(refused("[[[[ x", 3), Some("too deep"));
        assert_eq!(refused("[[[[\"\\ud800\"", 3), Some("too deep"));
        assert_eq!(refused("[{\"\\u0061\": [[", 3), Some("too deep"));
    }

    #[test]
    fn objects_are_read_against_their_keys_naming_the_key_refused() {
        let read = |text| read_object(text, &["a", "b"]).map_err(|e| e.to_string());
        assert_eq!(
            read(r#"{"b": null, "a": [1, 2]}"#),
            Ok([Slot(Some("[1, 2]")), Slot(Some("null"))])
        );
        assert_eq!(read("{}"), Ok([Slot(None), Slot(None)]));
        assert_eq!(
            read(r#"{"a": 1, "\u0061": 2}"#),
            Err("a: appears twice".into())
        );
        // In file order: the unknown key comes before the repeat.
        assert_eq!(
            read(r#"{"a": 1, "c`, expected \"": 2, "a": 3}"#),
            Err("c`, expected \": unknown field".into())
        );
        assert_eq!(
            read(r#"{"a": 1, "a": 2, "c": 3}"#),
            Err("a: appears twice".into())
        );
    }
}
