//! Worksheet and link round trips over generated scenarios and notes: what
//! is exported (a JSON worksheet, a scenario link) is exactly what is
//! imported, the Markdown never lets a note escape into markup, and reading
//! a URL fragment never panics.

use lease_lab::present::fragment::{read_fragment, scenario_fragment, scenario_link, Flags};
use lease_lab::present::lesson::{OriginalWrite, Prediction};
use lease_lab::sim::{Enforcement, Scenario, MAX_MS};
use lease_lab::worksheet::{escape_text, from_json, to_json, to_markdown, Worksheet};
use proptest::prelude::*;

mod common;

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

/// Any prediction the page can hold, or none (lesson mode never used).
fn prediction() -> impl Strategy<Value = Option<Prediction>> {
    proptest::option::of(
        (
            proptest::option::of(any::<bool>()),
            proptest::option::of(0..=2u8),
            proptest::option::of(0..3usize),
            any::<bool>(),
        )
            .prop_map(
                |(takeover, applied_increments, write, revealed)| Prediction {
                    takeover,
                    applied_increments,
                    original_write: write.map(|i| OriginalWrite::ALL[i]),
                    revealed,
                },
            ),
    )
}

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn json_round_trips(scenario in scenario(), notes in any::<String>(), prediction in prediction()) {
        let worksheet = Worksheet { scenario, notes, prediction };
        let json = to_json(&worksheet);
        prop_assert_eq!(from_json(&json), Ok(worksheet.clone()));
        // The same file as version 1 (no prediction) opens too, without one.
        if prediction.is_none() {
            let v1 = json
                .replacen("\"version\": 2,", "\"version\": 1,", 1)
                .replacen("  \"prediction\": null,\n", "", 1);
            prop_assert_eq!(from_json(&v1), Ok(worksheet));
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
    fn links_round_trip(scenario in scenario(), embed in any::<bool>(), predict in any::<bool>()) {
        let flags = Flags { predict, embed };
        let request = read_fragment(&scenario_fragment(&scenario, flags));
        prop_assert_eq!(request.scenario, scenario);
        prop_assert_eq!(request.embed, embed);
        prop_assert_eq!(request.predict, predict);
        prop_assert_eq!(request.notice, None);
        let link = scenario_link("https://example.edu/lab/#lease_s=1", &scenario, flags);
        let (address, fragment) = link.split_once('#').unwrap_or_default();
        prop_assert_eq!(address, "https://example.edu/lab/");
        prop_assert_eq!(read_fragment(fragment).scenario, scenario);
    }

    #[test]
    fn reading_any_fragment_is_total(
        text in any::<String>(),
        parts in proptest::collection::vec("(lease_s|preset|embed|predict|pause_for_s|enforcement|%[0-9A-Fa-f]{0,2}|[a-z_]{0,8})(=[-0-9.%a-z_]{0,12})?", 0..8),
    ) {
        let _ = read_fragment(&text);
        let request = read_fragment(&parts.join("&"));
        // Whatever it holds, the page is left on a scenario it accepts.
        prop_assert_eq!(request.scenario.validate(), Ok(()));
    }

    #[test]
    fn markdown_is_total(scenario in scenario(), notes in any::<String>(), prediction in prediction()) {
        let doc = to_markdown(&Worksheet { scenario, notes, prediction });
        prop_assert!(doc.starts_with("# Lease Lab worksheet\n"));
    }
}
