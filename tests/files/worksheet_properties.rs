//! Worksheet and link round trips over generated scenarios, names, lessons
//! (their links, shapes, own questions and presets), attempts, answers and
//! notes: what is exported (a JSON worksheet, a scenario link) is exactly
//! what is imported, the same file as version 3, 2 or 1 still opens, the
//! Markdown never lets a note escape into markup, and reading a URL
//! fragment never panics.

use lease_lab::present::customize::{own_question, Availability, Customization, Section};
use lease_lab::present::fragment::{read_fragment, scenario_fragment, scenario_link, Flags};
use lease_lab::present::lesson::{Attempt, OriginalWrite, Prediction, MAX_ATTEMPTS};
use lease_lab::present::presets::PRESETS;
use lease_lab::sim::{Enforcement, Input, Scenario, MAX_MS};
use lease_lab::worksheet::{escape_text, from_json, to_json, to_markdown, OwnQuestion, Worksheet};
use proptest::prelude::*;
use serde_json::Value;

use super::common;
use super::older::as_version;

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

/// How an attempt ended: revealed, or seen before its reveal (a link or
/// an opened file ended the lesson), each for the worksheet's own
/// scenario (`None`) or another one (the learner explored).
#[derive(Clone, Copy, Debug)]
enum Ended {
    Revealed(Option<Scenario>),
    Seen(Option<Scenario>),
}

/// Any answers to the three questions, each possibly open.
fn answers() -> impl Strategy<Value = Prediction> {
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
        })
}

/// Any attempts the page can hold: up to [`MAX_ATTEMPTS`], every one
/// ended but the last, which may be open (`None`).
fn attempts() -> impl Strategy<Value = Vec<(Prediction, Option<Ended>)>> {
    let other = proptest::option::of(scenario());
    let ended = prop_oneof![
        other.prop_map(Ended::Revealed),
        proptest::option::of(scenario()).prop_map(Ended::Seen),
    ];
    (
        proptest::collection::vec((answers(), ended), 0..=MAX_ATTEMPTS),
        proptest::option::of(answers()),
    )
        .prop_map(|(ended, open)| {
            let mut attempts: Vec<_> = ended
                .into_iter()
                .map(|(answers, ended)| (answers, Some(ended)))
                .collect();
            if let Some(open) = open {
                if attempts.len() == MAX_ATTEMPTS {
                    attempts.remove(0);
                }
                attempts.push((open, None));
            }
            attempts
        })
}

/// An instructor's own question as a link asks it (1 to 200 characters,
/// one line, no spaces around it).
fn own_question_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[a-z?&#%= ]{190,205}",
        "[a-z ]{0,3}[?&#%+=/]{1,3}[a-z ]{0,3}",
    ]
    .prop_filter_map("an own question", |text| own_question(&text).ok())
}

/// A lesson's shape: mostly the whole lab, otherwise any fixed, hidden
/// and adjustable inputs and hidden sections.
fn customization() -> impl Strategy<Value = Customization> {
    prop_oneof![
        Just(Customization::default()),
        (
            proptest::array::uniform9(0..Availability::ALL.len()),
            proptest::array::uniform12(any::<bool>()),
        )
            .prop_map(|(inputs, sections)| {
                let mut customization = Customization::default();
                for (input, pick) in Input::ALL.into_iter().zip(inputs) {
                    customization.set(input, Availability::ALL[pick]);
                }
                for (section, hidden) in Section::ALL.into_iter().zip(sections) {
                    customization.set_hidden(section, hidden);
                }
                customization
            }),
    ]
}

/// Any worksheet the page can write: every key in use or not. Its link is
/// either any text without a fragment, or a lesson's link (`predict`,
/// `embed`, the lesson's shape and own questions) on any address.
fn worksheet() -> impl Strategy<Value = Worksheet> {
    (
        scenario(),
        proptest::option::of(any::<String>()),
        (
            any::<String>(),
            any::<bool>(),
            any::<[bool; 2]>(),
            customization(),
        ),
        attempts(),
        [any::<String>(), any::<String>(), any::<String>()],
        proptest::collection::vec((own_question_text(), any::<String>()), 0..=3),
        (proptest::option::of(0..PRESETS.len()), any::<String>()),
    )
        .prop_map(
            |(
                scenario,
                learner,
                (address, linked, [predict, embed], customization),
                attempts,
                answers,
                own,
                (preset, notes),
            )| {
                let address = address.replace('#', "");
                let customization = if linked {
                    customization
                } else {
                    Customization::default()
                };
                // Own questions come with a lesson's link that can ask them.
                let own_questions: Vec<OwnQuestion> = own
                    .into_iter()
                    .filter(|_| linked && !customization.hides(Section::Worksheet))
                    .map(|(text, answer)| OwnQuestion { text, answer })
                    .collect();
                let predict = linked && predict;
                let link = if linked {
                    let flags = Flags {
                        predict,
                        embed,
                        customization,
                        questions: own_questions.iter().map(|q| q.text.clone()).collect(),
                        ..Flags::default()
                    };
                    scenario_link(&address, &scenario, flags)
                } else {
                    address
                };
                let attempts: Vec<Attempt> = attempts
                    .into_iter()
                    .map(|(answers, ended)| {
                        let ended_for = match ended {
                            Some(Ended::Seen(other)) => Some(other.unwrap_or(scenario)),
                            _ => None,
                        };
                        let revealed_for = match ended {
                            Some(Ended::Revealed(other)) => Some(other.unwrap_or(scenario)),
                            _ => None,
                        };
                        Attempt {
                            prediction: Prediction {
                                revealed_for,
                                ..answers
                            },
                            ended_for,
                        }
                    })
                    .collect();
                let lesson = predict || attempts.last().is_some_and(Attempt::is_open);
                // A lesson that started from a preset names it: one in
                // lesson mode, with a shape or with own questions.
                let lesson_preset = preset
                    .filter(|_| {
                        lesson || !customization.is_whole_lab() || !own_questions.is_empty()
                    })
                    .map(|index| &PRESETS[index]);
                Worksheet {
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
                }
            },
        )
}

/// `worksheet` as it opens from the file `to_json` writes for it: the
/// file's `preset` names the preset of a lesson's scenario when the lesson
/// named none, so that one is the lesson's on import.
fn as_opened(worksheet: &Worksheet) -> Worksheet {
    let lesson = worksheet.lesson
        || !worksheet.customization.is_whole_lab()
        || !worksheet.own_questions.is_empty();
    Worksheet {
        lesson_preset: worksheet.named_preset().filter(|_| lesson),
        ..worksheet.clone()
    }
}

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn json_round_trips(worksheet in worksheet()) {
        let json = to_json(&worksheet);
        prop_assert_eq!(from_json(&json), Ok(as_opened(&worksheet)));
        let value: Value = serde_json::from_str(&json).unwrap_or_default();
        // An open attempt is written for the worksheet's own scenario,
        // which reading it back checks; while it is open there is no
        // outcome.
        if let Some(last) = worksheet.attempts.last().filter(|a| a.is_open()) {
            let at = worksheet.attempts.len() - 1;
            prop_assert_eq!(&value["attempts"][at]["scenario"], &value["scenario"]);
            prop_assert_eq!(&value["outcome"], &Value::Null, "{:?}", last);
        }
        // The same worksheet as version 3 opens too when version 3 can say
        // it (one attempt at most, never seen before its reveal, no own
        // question): lesson mode is on with its prediction, and its preset
        // is not read.
        let one = worksheet.attempts.len() <= 1
            && worksheet.attempts.iter().all(|a| !a.seen_before_reveal());
        if one && worksheet.own_questions.is_empty() {
            let predict = worksheet
                .link
                .split_once('#')
                .is_some_and(|(_, fragment)| read_fragment(fragment).predict);
            let v3 = Worksheet {
                lesson: predict || !worksheet.attempts.is_empty(),
                lesson_preset: None,
                ..worksheet.clone()
            };
            prop_assert_eq!(from_json(&as_version(&json, 3)), Ok(v3));
        }
        // As version 2 when version 2 can say it too (a version 2
        // prediction is for the worksheet's own scenario), and as version 1
        // when there is no attempt: without a name, link (so the whole
        // lab), preset or answers.
        let older = Worksheet {
            learner: None,
            link: String::new(),
            lesson: !worksheet.attempts.is_empty(),
            answers: Default::default(),
            own_questions: Vec::new(),
            lesson_preset: None,
            customization: Customization::default(),
            ..worksheet.clone()
        };
        let own = worksheet
            .attempts
            .iter()
            .all(|a| a.scenario(&worksheet.scenario) == worksheet.scenario);
        if one && own {
            prop_assert_eq!(from_json(&as_version(&json, 2)), Ok(older.clone()));
        }
        if worksheet.attempts.is_empty() {
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
        let flags = Flags { predict, embed, step, customization, pin, questions: Vec::new() };
        let request = read_fragment(&scenario_fragment(&scenario, flags.clone()));
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
        // A pinned run adds its comparison (not in the JSON, so not above),
        // once the results no longer wait for a lesson's reveal.
        let worksheet = Worksheet { pinned, ..worksheet };
        let doc = to_markdown(&worksheet);
        prop_assert_eq!(
            doc.contains("\n## Compared with the pinned run\n"),
            pinned.is_some() && !worksheet.results_wait()
        );
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
