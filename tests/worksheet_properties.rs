//! Worksheet round trips over generated scenarios and notes: what is
//! exported is exactly what is imported, and the Markdown never lets a note
//! escape into markup.

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

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn json_round_trips(scenario in scenario(), notes in any::<String>()) {
        let worksheet = Worksheet { scenario, notes };
        let json = to_json(&worksheet);
        prop_assert_eq!(from_json(&json), Ok(worksheet));
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
    fn markdown_is_total(scenario in scenario(), notes in any::<String>()) {
        let doc = to_markdown(&Worksheet { scenario, notes });
        prop_assert!(doc.starts_with("# Lease Lab worksheet\n"));
    }
}
