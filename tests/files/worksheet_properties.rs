//! Worksheet and link round trips over generated scenarios, names, answers,
//! predictions and notes: what is exported (a JSON worksheet, a scenario
//! link) is exactly what is imported, the same file as version 2 or 1 still
//! opens, the Markdown never lets a note escape into markup, and reading a
//! URL fragment never panics.

use lease_lab::present::customize::{Availability, Customization, Section};
use lease_lab::present::fragment::{read_fragment, scenario_fragment, scenario_link, Flags};
use lease_lab::present::lesson::{OriginalWrite, Prediction};
use lease_lab::sim::{Enforcement, Input, Scenario, MAX_MS};
use lease_lab::worksheet::{escape_text, from_json, to_json, to_markdown, Worksheet};
use proptest::prelude::*;
use serde_json::Value;

use super::common;

fn config(cases: u32) -> proptest::test_runner::Config {
    common::fixed(cases, 0x5ee7)
}

fn time() -> impl Strategy<Value = u64> {
    prop_oneof![
        0..=MAX_MS,
        (0..=86_400u64).prop_map(|s| s * 1_000),
        Just(MAX_MS),
        0..=1_000u64
    ]
}

fn scenario() -> impl Strategy<Value = Scenario> {
    (
        (
            time(),
            time().prop_map(|t| t.max(1)),
            time().prop_map(|t| t.max(1)),
            time(),
            time(),
        ),
        (time(), 0..3usize, proptest::option::of(time()), time()),
    )
        .prop_map(
            |(
                (original_work, lease, heartbeat_every, pause_at, pause_for),
                (replacement_work, mode, shutdown_at, shutdown_grace),
            )| Scenario {
                original_work,
                lease,
                heartbeat_every,
                pause_at,
                pause_for,
                replacement_work,
                enforcement: Enforcement::ALL[mode],
                shutdown_at,
                shutdown_grace,
            },
        )
}

/// When a prediction was revealed: not yet, for the worksheet's own
/// scenario, or for another one (the learner explored after the reveal).
#[derive(Clone, Copy, Debug)]
enum Revealed {
    No,
    ForThisScenario,
    ForAnother(Scenario),
}

/// Any prediction the page can hold for a worksheet of `scenario`, or none
/// (lesson mode never used).
fn prediction() -> impl Strategy<Value = Option<(Prediction, Revealed)>> {
    proptest::option::of((
        (
            proptest::option::of(any::<bool>()),
            proptest::option::of(0..=2u8),
            proptest::option::of(0..3usize),
        )
            .prop_map(|(takeover, applied_increments, write)| Prediction {
                takeover,
                applied_increments,
                original_write: write.map(|i| OriginalWrite::ALL[i]),
                revealed_for: None,
            }),
        prop_oneof![
            Just(Revealed::No),
            Just(Revealed::ForThisScenario),
            scenario().prop_map(Revealed::ForAnother),
        ],
    ))
}

/// Any worksheet the page can write: every key in use or not.
fn worksheet() -> impl Strategy<Value = Worksheet> {
    (
        scenario(),
        proptest::option::of(any::<String>()),
        any::<String>(),
        prediction(),
        [any::<String>(), any::<String>(), any::<String>()],
        any::<String>(),
    )
        .prop_map(|(scenario, learner, link, prediction, answers, notes)| {
            let prediction = prediction.map(|(answers, revealed)| Prediction {
                revealed_for: match revealed {
                    Revealed::No => None,
                    Revealed::ForThisScenario => Some(scenario),
                    Revealed::ForAnother(other) => Some(other),
                },
                ..answers
            });
            Worksheet {
                scenario,
                learner,
                link,
                prediction,
                answers,
                notes,
                customization: Customization::default(),
                pinned: None,
            }
        })
}

/// `json` (a version 3 worksheet) as the older `version` would have
/// written it: without the keys the later versions added.
fn as_version(json: &str, version: u8) -> String {
    let mut value: Value = serde_json::from_str(json).unwrap_or_default();
    if let Value::Object(root) = &mut value {
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
    value.to_string()
}

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn json_round_trips(worksheet in worksheet()) {
        let json = to_json(&worksheet);
        prop_assert_eq!(from_json(&json), Ok(worksheet.clone()));
        // An open prediction is written for the worksheet's own scenario,
        // which reading it back checks.
        let value: Value = serde_json::from_str(&json).unwrap_or_default();
        if worksheet.prediction.is_some_and(|p| !p.is_revealed()) {
            prop_assert_eq!(&value["prediction"]["scenario"], &value["scenario"]);
        }
        // The same file as version 2 opens too when version 2 can say it
        // (a version 2 prediction is for the worksheet's own scenario), and
        // as version 1 when there is no prediction.
        let older = Worksheet {
            learner: None,
            link: String::new(),
            answers: Default::default(),
            ..worksheet.clone()
        };
        let own = worksheet
            .prediction
            .is_none_or(|p| p.revealed_for.is_none_or(|s| s == worksheet.scenario));
        if own {
            prop_assert_eq!(from_json(&as_version(&json, 2)), Ok(older.clone()));
        }
        if worksheet.prediction.is_none() {
            prop_assert_eq!(from_json(&as_version(&json, 1)), Ok(older));
        }
    }

    #[test]
    fn escaped_text_has_no_raw_markup(text in any::<String>()) {
        let escaped = escape_text(&text);
        prop_assert!(!escaped.contains('<') && !escaped.contains('>'));
        for line in escaped.lines() {
            let first = line.trim_start_matches(' ').chars().next();
            prop_assert!(!matches!(first, Some('#' | '-' | '+' | '=' | '@' | '|' | '`' | '~' | '*')), "line {:?}", line);
        }
        // Every pipe is escaped, so no note can open a table cell.
        let unescaped_pipe = escaped.as_bytes().windows(2).any(|w| w[1] == b'|' && w[0] != b'\\');
        prop_assert!(!unescaped_pipe && !escaped.starts_with('|'));
    }

    #[test]
    fn links_round_trip(
        scenario in scenario(),
        embed in any::<bool>(),
        predict in any::<bool>(),
        step in proptest::option::of(any::<proptest::sample::Index>()),
        inputs in proptest::array::uniform9(0..Availability::ALL.len()),
        sections in proptest::array::uniform12(any::<bool>()),
        pin in proptest::option::of(scenario()),
    ) {
        let mut customization = Customization::default();
        for (input, pick) in Input::ALL.into_iter().zip(inputs) {
            customization.set(input, Availability::ALL[pick]);
        }
        for (section, hidden) in Section::ALL.into_iter().zip(sections) {
            customization.set_hidden(section, hidden);
        }
        // A step of this run, 1-based, when the link keeps one (a lesson
        // without the time cursor has none).
        let steps = lease_lab::sim::simulate(&scenario).events.len();
        let step = step
            .filter(|_| !customization.hides(Section::Cursor))
            .map(|pick| pick.index(steps) + 1);
        let flags = Flags { predict, embed, step, customization, pin };
        let request = read_fragment(&scenario_fragment(&scenario, flags));
        prop_assert_eq!(request.scenario, scenario);
        prop_assert_eq!(request.embed, embed);
        prop_assert_eq!(request.predict, predict);
        prop_assert_eq!(request.step, step);
        prop_assert_eq!(request.customization, customization);
        prop_assert_eq!(request.pin, pin);
        prop_assert_eq!(request.notice, None);
        let link = scenario_link("https://example.edu/lab/#lease_s=1", &scenario, flags);
        let (address, fragment) = link.split_once('#').unwrap_or_default();
        prop_assert_eq!(address, "https://example.edu/lab/");
        prop_assert_eq!(read_fragment(fragment).scenario, scenario);
    }

    #[test]
    fn reading_any_fragment_is_total(
        text in any::<String>(),
        parts in proptest::collection::vec("(lease_s|preset|embed|predict|pause_for_s|enforcement|step|fixed|hidden|pin\\.lease_s|pin\\.preset|pin\\.enforcement|pin\\.|%[0-9A-Fa-f]{0,2}|[a-z_]{0,8})(=[-0-9.%a-z_,]{0,16})?", 0..8),
    ) {
        let _ = read_fragment(&text);
        let request = read_fragment(&parts.join("&"));
        // Whatever it holds, the page is left on a scenario it accepts,
        // and so is a pinned run.
        prop_assert_eq!(request.scenario.validate(), Ok(()));
        prop_assert_eq!(request.pin.map_or(Ok(()), |pin| pin.validate()), Ok(()));
    }

    #[test]
    fn markdown_is_total(worksheet in worksheet(), pinned in proptest::option::of(scenario())) {
        // A pinned run adds its comparison (not in the JSON, so not above).
        let worksheet = Worksheet { pinned, ..worksheet };
        let doc = to_markdown(&worksheet);
        prop_assert_eq!(doc.contains("\n## Compared with the pinned run\n"), pinned.is_some());
        prop_assert!(doc.starts_with("# Lease Lab worksheet\n"));
        // Every learner-controlled line is escaped: none opens a heading
        // beyond the document's own, which all start with "# " or "## " or
        // "### <number>.".
        for line in doc.lines() {
            let first = line.trim_start_matches(' ').chars().next();
            if line.starts_with('#') {
                let own = line.starts_with("# Lease Lab worksheet")
                    || line.starts_with("## ")
                    || line.strip_prefix("### ").is_some_and(|rest| rest.starts_with(char::is_numeric));
                prop_assert!(own, "line {:?}", line);
            } else {
                prop_assert!(!matches!(first, Some('=' | '@' | '+' | '`' | '~' | '<')), "line {:?}", line);
            }
        }
    }
}
