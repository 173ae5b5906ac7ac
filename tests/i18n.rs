//! The catalog runtime (`lease_lab::i18n`): plural categories per
//! language, formatting with arguments and variants, refusal of what the
//! subset does not read, and agreement with Fluent's reference parser.

use lease_lab::i18n::plural::{PluralCategory, PluralRule};
use lease_lab::i18n::{Arg, Catalog};

#[track_caller]
fn check_plural(tag: &str, cases: &[(u64, PluralCategory)]) {
    let rule = PluralRule::for_tag(tag);
    for &(n, expected) in cases {
        assert_eq!(rule.category(n), expected, "{tag}: {n}");
    }
}

#[test]
fn each_language_names_the_cldr_category_of_a_whole_count() {
    use PluralCategory::*;
    for tag in ["en", "de"] {
        check_plural(
            tag,
            &[(0, Other), (1, One), (2, Other), (11, Other), (101, Other)],
        );
    }
    check_plural(
        "es",
        &[
            (0, Other),
            (1, One),
            (2, Other),
            (1_000_000, Many),
            (2_000_000, Many),
            (1_000_001, Other),
        ],
    );
    check_plural(
        "zh-Hans",
        &[(0, Other), (1, Other), (2, Other), (1_000_000, Other)],
    );
    check_plural(
        "ar",
        &[
            (0, Zero),
            (1, One),
            (2, Two),
            (3, Few),
            (10, Few),
            (11, Many),
            (99, Many),
            (100, Other),
            (102, Other),
            (103, Few),
            (111, Many),
            (1000, Other),
        ],
    );
}

fn sample(tag: &str) -> Catalog {
    match Catalog::parse(tag, include_str!("files/sample.ftl")) {
        Ok(catalog) => catalog,
        Err(error) => panic!("the sample catalog is refused: {error}"),
    }
}

#[test]
fn a_message_reads_its_arguments_terms_and_literals() {
    let catalog = sample("en");
    assert_eq!(
        catalog.format("takeover", &[("time", Arg::Text("13 s"))]),
        "B takes over at 13 s."
    );
    assert_eq!(
        catalog.format(
            "lease-expired",
            &[("time", Arg::Text("10 s")), ("worker", Arg::Text("A"))]
        ),
        "The lease expired at 10 s; A had not renewed it."
    );
    assert_eq!(catalog.format("braces", &[]), "A literal brace: {.");
    assert_eq!(
        catalog.format("two-lines", &[]),
        "The first line,\nand the second."
    );
}

#[test]
fn a_count_picks_an_exact_variant_first_then_its_plural_category() {
    let en = sample("en");
    let heartbeats =
        |catalog: &Catalog, n| catalog.format("heartbeats", &[("count", Arg::Count(n))]);
    assert_eq!(heartbeats(&en, 0), "no heartbeat");
    assert_eq!(heartbeats(&en, 1), "one heartbeat");
    assert_eq!(heartbeats(&en, 7), "7 heartbeats");
    // Chinese has no `one`: 1 falls to the default.
    assert_eq!(heartbeats(&sample("zh-Hans"), 1), "1 heartbeats");
}

#[test]
fn a_text_argument_picks_the_variant_of_its_word_and_text_follows_the_select() {
    let catalog = sample("en");
    let verdict = |word| catalog.format("verdict", &[("decision", Arg::Text(word))]);
    assert_eq!(
        verdict("accepted"),
        "The write was accepted by the resource."
    );
    assert_eq!(
        verdict("rejected"),
        "The write was rejected by the resource."
    );
    assert_eq!(
        verdict("unknown"),
        "The write was rejected by the resource."
    );
}

#[test]
fn a_missing_message_or_argument_shows_its_name_instead_of_failing() {
    let catalog = sample("en");
    assert_eq!(catalog.format("nowhere", &[]), "{nowhere}");
    assert_eq!(catalog.format("takeover", &[]), "B takes over at {$time}.");
}

#[test]
fn the_catalog_lists_its_messages_and_each_message_its_arguments() {
    let catalog = sample("en");
    assert!(
        catalog.has("heartbeats") && !catalog.has("lease"),
        "terms are not messages"
    );
    assert_eq!(catalog.arguments("lease-expired"), ["time", "worker"]);
    assert_eq!(catalog.arguments("heartbeats"), ["count"]);
    assert_eq!(catalog.ids().len(), 6);
}

#[test]
fn what_the_subset_does_not_read_is_refused_with_its_line() {
    let cases: &[(&str, usize, &str)] = &[
        ("a = one\na = two", 2, "defined twice"),
        ("  indented = x", 1, "belongs to no message"),
        ("no equals sign", 1, "expected `id = text`"),
        ("9lives = x", 1, "not a message id"),
        ("a = stray } brace", 1, "closes no placeable"),
        (
            "a = { $n ->\n  [one] x\n  [other] y\n}",
            1,
            "needs a `*[default]`",
        ),
        (
            "a = { $n ->\n *[one] x\n *[other] y\n}",
            1,
            "two default variants",
        ),
        (
            "a = { $n ->\n  *[no such key!] x\n}",
            1,
            "not a variant key",
        ),
        ("a = { \"open }", 1, "not closed"),
        ("a = { n }", 1, "expected `$`"),
    ];
    for &(source, line, message) in cases {
        match Catalog::parse("en", source) {
            Ok(_) => panic!("{source:?} was read"),
            Err(error) => {
                assert_eq!(error.line, line, "{source:?}: {error}");
                assert!(error.message.contains(message), "{source:?}: {error}");
            }
        }
    }
}

/// Every construct of the subset is standard Fluent: the reference parser
/// reads the sample without an error, and finds the same messages.
#[test]
fn the_reference_fluent_parser_reads_the_sample_alike() {
    let source = include_str!("files/sample.ftl");
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("fluent-syntax refuses the sample: {errors:?}"),
    };
    let mut ids: Vec<&str> = resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name),
            _ => None,
        })
        .collect();
    ids.sort_unstable();
    assert_eq!(ids, sample("en").ids());
}

/// The page formats the compiled form; it must say what the catalog says,
/// for every message of the sample, every count up to 120 and every word.
#[test]
fn the_compiled_form_formats_exactly_as_the_catalog() {
    use lease_lab::i18n::compiled;
    for tag in ["en", "es", "zh-Hans", "ar"] {
        let catalog = sample(tag);
        let rule = PluralRule::for_tag(tag);
        let messages = match catalog.compiled() {
            Ok(messages) => messages,
            Err(why) => panic!("{tag}: {why}"),
        };
        assert_eq!(messages.len(), catalog.ids().len());
        for (id, message) in &messages {
            let mut cases: Vec<Vec<(&str, Arg)>> = (0..=120)
                .map(|n| {
                    vec![
                        ("count", Arg::Count(n)),
                        ("time", Arg::Text("13 s")),
                        ("worker", Arg::Text("A")),
                    ]
                })
                .collect();
            for word in ["accepted", "rejected", "other"] {
                cases.push(vec![("decision", Arg::Text(word))]);
            }
            cases.push(vec![]);
            for args in &cases {
                assert_eq!(
                    compiled::format(message, rule, args),
                    catalog.format(id, args),
                    "{tag} {id} {args:?}"
                );
            }
        }
    }
}

#[test]
fn a_select_inside_a_select_is_refused_when_compiled() {
    let source = "a = { $n ->\n  [one] { $m ->\n    *[x] y\n  }\n *[other] z\n}";
    match Catalog::parse("en", source).map(|c| c.compiled()) {
        Ok(Err(why)) => assert!(why.contains("`a`: a select inside a select"), "{why}"),
        other => panic!("a nested select compiled: {other:?}"),
    }
    let catalog = Catalog::parse("en", "a = { -missing }");
    match catalog.map(|c| c.compiled()) {
        Ok(Err(why)) => assert!(why.contains("no term `-missing`"), "{why}"),
        other => panic!("a missing term compiled: {other:?}"),
    }
}

/// The marks that delimit the compiled form's parts are printable (the
/// page receives the catalog inside an escaped string literal, where a
/// control character took six bytes), so a text holding one is refused
/// when the site is built, not misread on the page.
#[test]
fn a_message_holding_a_mark_of_the_compiled_form_is_refused() {
    for mark in lease_lab::i18n::compiled::RESERVED {
        let source = format!("price = costs {mark} 5\n");
        let catalog = Catalog::parse("en", &source).expect("plain Fluent");
        match catalog.compiled() {
            Err(why) => assert!(why.contains(&format!("`{mark}`")), "{why}"),
            Ok(messages) => panic!("{mark} compiled: {messages:?}"),
        }
    }
    let fine = Catalog::parse("en", "price = costs 5 { $unit }\n").expect("plain Fluent");
    assert!(fine.compiled().is_ok());
}

#[test]
fn spanish_and_german_show_a_decimal_comma_and_every_locale_latin_digits() {
    use lease_lab::i18n::numbers::show;
    for (tag, shown) in [
        ("en", "1.5"),
        ("es", "1,5"),
        ("de", "1,5"),
        ("zh-Hans", "1.5"),
        ("ar", "1.5"),
    ] {
        assert_eq!(show("1.5", tag), shown, "{tag}");
        assert_eq!(
            show("30", tag),
            "30",
            "{tag}: a whole number has no separator"
        );
    }
}

#[test]
fn a_field_reads_its_locales_decimal_comma_and_never_guesses_a_thousands_separator() {
    use lease_lab::i18n::numbers::read;
    // A comma is the decimal separator in es and de, a dot in all five.
    assert_eq!(read("1,5", "de"), "1.5");
    assert_eq!(read("0,25", "es"), "0.25");
    assert_eq!(read("1.5", "de"), "1.5");
    // "1.000" is one second everywhere: there are no thousands separators.
    for tag in ["en", "es", "de", "zh-Hans", "ar"] {
        assert_eq!(read("1.000", tag), "1.000", "{tag}");
    }
    // Where a dot is shown, a comma is left for the field to refuse; and
    // two separators are never resolved by a guess.
    assert_eq!(read("1,5", "en"), "1,5");
    assert_eq!(read("1,5", "zh-Hans"), "1,5");
    assert_eq!(read("1.000,5", "de"), "1.000,5");
    assert_eq!(read("1,000,5", "es"), "1,000,5");
}

/// The source catalog's two files read, in our subset and in the
/// reference parser alike, and hold every message the pre-rendered page
/// asks for (a missing one would show as `{id}` on the page).
#[test]
fn the_english_catalog_reads_and_has_every_message_the_page_uses() {
    let mut ids = Vec::new();
    for (file, source) in [
        ("page.ftl", lease_lab::i18n::ENGLISH_PAGE),
        ("sentences.ftl", lease_lab::i18n::ENGLISH_SENTENCES),
    ] {
        match Catalog::parse("en", source) {
            Ok(catalog) => ids.extend(catalog.ids().into_iter().map(str::to_owned)),
            Err(error) => panic!("src/locales/en/{file}: {error}"),
        }
        if let Err((_, errors)) = fluent_syntax::parser::parse(source) {
            panic!("fluent-syntax refuses src/locales/en/{file}: {errors:?}");
        }
    }
    ids.sort();
    let catalog = lease_lab::i18n::english();
    assert_eq!(
        ids,
        catalog.ids(),
        "a message defined in both files, or lost"
    );
    // Every `message("...")` of the page's fixed text, and every
    // `fixed_message("...")` and `inert_message(r#"<tag>"#, "...", ...)` of
    // the app's.
    let mut used: Vec<(&str, &str)> = Vec::new();
    let prose = include_str!("../src/ui/prose.rs");
    used.extend(ids_after(prose, "message(\"").map(|id| ("prose", id)));
    for (file, source) in [
        ("controls", include_str!("../src/ui/controls.rs")),
        ("customize", include_str!("../src/ui/customize.rs")),
        ("lesson", include_str!("../src/ui/lesson.rs")),
        ("map", include_str!("../src/ui/map.rs")),
        ("results", include_str!("../src/ui/results.rs")),
        ("share", include_str!("../src/ui/share.rs")),
        ("timeline", include_str!("../src/ui/timeline.rs")),
        ("worksheet", include_str!("../src/ui/worksheet.rs")),
    ] {
        used.extend(ids_after(source, "fixed_message(\"").map(|id| (file, id)));
        used.extend(ids_after(source, "\"#, \"").map(|id| (file, id)));
    }
    assert!(used.len() >= 50, "{used:?}");
    for (file, id) in used {
        assert!(
            catalog.has(id),
            "src/ui/{file}.rs asks for {id}, which src/locales/en/page.ftl lacks"
        );
        assert!(!catalog.format(id, &[]).contains('{'), "{id}");
    }
}

/// Every sentence `present` says while the page runs is in
/// `sentences.ftl`, the part of the catalog that reaches the page (a
/// missing one would show as `{id}`), and nothing there goes unsaid: each
/// shipped message, its arguments aside, is some sentence of some run of
/// a grid of scenarios that reaches every branch.
#[test]
fn every_sentence_present_says_is_shipped_and_every_shipped_one_is_said() {
    use lease_lab::present::report::{
        class_name, contract_table, event_table, headline, metrics, said as words, write_table,
        CONTRACTS_CAPTION, CONTRACT_COLUMNS, EVENTS_CAPTION, EVENT_COLUMNS, WRITES_CAPTION,
        WRITE_COLUMNS,
    };
    use lease_lab::sim::{simulate, Enforcement, OutcomeClass, Scenario};
    let classes = [
        OutcomeClass::NoTakeover,
        OutcomeClass::OriginalRejected,
        OutcomeClass::OriginalTerminated,
        OutcomeClass::Duplicate,
    ];
    let mut said: Vec<String> = Vec::new();
    for class in classes {
        said.push(headline(class));
        said.push(class_name(class));
    }
    said.extend(words([
        WRITES_CAPTION,
        EVENTS_CAPTION,
        CONTRACTS_CAPTION,
        lease_lab::sentence!("table-writes-pinned"),
    ]));
    said.extend(words(WRITE_COLUMNS));
    said.extend(words(EVENT_COLUMNS));
    said.extend(words(CONTRACT_COLUMNS));
    // Two runs compared: every input and fact changed one way and back,
    // a fresh pin, an unchanged outcome, the pinned values, a field's note.
    {
        use lease_lab::present::compare::{change_sentence, pinned_value};
        use lease_lab::sim::{Enforcement, Field, Scenario};
        let base = Scenario::default();
        let mut others = vec![
            base,
            Scenario {
                enforcement: Enforcement::None,
                ..base
            },
            Scenario {
                shutdown_at: Some(5_000),
                shutdown_grace: 2_000,
                ..base
            },
            Scenario {
                lease: 30_000,
                ..base
            },
            Scenario {
                heartbeat_every: 20_000,
                ..base
            },
        ];
        for field in Field::ALL {
            let mut changed = base;
            field.set(
                &mut changed,
                field.get(&base).map(|ms| ms + 1_000).or(Some(1_000)),
            );
            others.push(changed);
        }
        for one in &others {
            for other in &others {
                said.push(change_sentence(one, other));
            }
        }
        said.extend([pinned_value("13 s", "13 s"), pinned_value("None", "13 s")]);
        let rare = Scenario {
            heartbeat_every: 20_000,
            ..base
        };
        said.extend(lease_lab::present::report::field_note(
            Field::HeartbeatEvery,
            &rare,
        ));
    }
    // The status lines after a copy, a download and opening a file.
    {
        use lease_lab::present::status::{
            copied, download_failed, downloaded, opened, why_sharing_waits, Opened,
        };
        said.extend([
            copied(),
            why_sharing_waits(),
            downloaded("w.json", false),
            downloaded("w.json", true),
            download_failed("w.json"),
        ]);
        for prediction in [true, false] {
            for lesson in [true, false] {
                said.push(opened("w.json", &Opened::Restored { prediction, lesson }));
            }
        }
        for refusal in [
            Opened::Unreadable("Not JSON.".to_owned()),
            Opened::ChangesSetInput(lease_lab::sim::Input::Enforcement),
            Opened::TooLarge,
            Opened::NotRead,
        ] {
            said.push(opened("w.json", &refusal));
        }
    }
    // The figure's captions and titles.
    use lease_lab::present::compare::{current_caption, pinned_caption};
    said.extend([
        current_caption(true),
        current_caption(false),
        pinned_caption(),
    ]);
    said.extend([
        lease_lab::present::figure::figure_title(None),
        lease_lab::present::figure::figure_title(Some("Grace too short")),
    ]);
    said.push(lease_lab::present::status::switching_would_lose(
        lease_lab::i18n::LOCALES[1],
    ));
    // A field's refusal of every kind of text, and the results' notice
    // while it stands.
    for field in lease_lab::sim::Field::ALL {
        for text in ["", "-1", "1,5", "abc", "0.0001", "90000", "0"] {
            if let Err(error) = field.parse(text) {
                said.push(lease_lab::present::form::refusal(&error));
            }
        }
    }
    said.extend(words([lease_lab::present::form::STALE_NOTICE]));
    // The time cursor's button both ways, and its note beside a pinned run.
    said.extend([true, false].map(lease_lab::present::status::play_button_name));
    said.extend(lease_lab::present::compare::cursor_note(true));
    // The presets: each button, its line under the row and in the compact
    // layout, and the row's headings.
    use lease_lab::present::presets::{embed_context, look_for, PRESETS, PRESET_GROUPS};
    for preset in &PRESETS {
        said.extend(drawing_words(&preset.scenario, None));
        said.extend([look_for(Some(preset)), preset.lesson()]);
        let (name, tagline) = embed_context(Some(preset));
        said.extend([name, tagline]);
    }
    said.push(look_for(None));
    said.push(embed_context(None).1);
    said.extend(words(PRESET_GROUPS.map(|(heading, _)| heading)));
    let enforcements = [
        Enforcement::None,
        Enforcement::Watermark,
        Enforcement::CurrentEpoch,
    ];
    for pause_for in [0, 2_000, 6_000, 14_000, 40_000] {
        for heartbeat_every in [1_000, 3_000, 20_000] {
            for enforcement in enforcements {
                for shutdown_at in [None, Some(5_000), Some(8_000), Some(16_000)] {
                    let scenario = Scenario {
                        pause_for,
                        heartbeat_every,
                        enforcement,
                        shutdown_at,
                        shutdown_grace: 2_000,
                        ..Scenario::default()
                    };
                    let outcome = simulate(&scenario);
                    said.push(lease_lab::present::lesson::scenario_sentence(&scenario));
                    said.extend(lease_lab::present::lesson::reasons(&outcome));
                    for card in metrics(&outcome) {
                        said.extend([card.title, card.value, card.note]);
                    }
                    for row in write_table(&outcome)
                        .into_iter()
                        .chain(event_table(&outcome, scenario.heartbeat_every))
                        .chain(contract_table(&scenario))
                    {
                        said.extend(row.cells);
                    }
                    said.extend(drawing_words(&scenario, None));
                    if pause_for == 0 && heartbeat_every == 3_000 && shutdown_at.is_none() {
                        // Pinned beside a run with another contract: the
                        // legend's words for two runs.
                        let pinned = Scenario {
                            enforcement: Enforcement::None,
                            pause_for: 14_000,
                            ..Scenario::default()
                        };
                        said.extend(drawing_words(&scenario, Some(&pinned)));
                    }
                }
            }
        }
    }
    said.extend(words_of_lessons_maps_and_links());
    // A shutdown after the lease is lost, with heartbeats in the grace
    // that the lease no longer takes.
    let late_shutdown = Scenario {
        shutdown_at: Some(19_000),
        shutdown_grace: 10_000,
        ..Scenario::default()
    };
    let outcome = simulate(&late_shutdown);
    said.extend(
        event_table(&outcome, late_shutdown.heartbeat_every)
            .into_iter()
            .flat_map(|row| row.cells),
    );
    said.extend(drawing_words(&late_shutdown, None));
    // Renewals too many to draw one by one: a band.
    let dense = Scenario {
        heartbeat_every: 100,
        pause_for: 0,
        ..Scenario::default()
    };
    said.extend(drawing_words(&dense, None));
    // A zombie that pauses after the takeover.
    let late_pause = Scenario {
        heartbeat_every: 20_000,
        pause_at: 11_000,
        pause_for: 2_000,
        ..Scenario::default()
    };
    said.extend(drawing_words(&late_pause, None));
    for sentence in &said {
        assert!(!sentence.contains('{'), "{sentence}");
    }
    // The grid says the same lines many times over (the readout's above
    // all): each shipped message is looked for among the distinct ones.
    said.sort_unstable();
    said.dedup();
    // The outcome map's status after "Nearest duplicate" and its line
    // while the exact map is computed are said by `Model` (tests/model.rs
    // reads both).
    const SAID_BY_MODEL: [&str; 3] = ["map-refining", "map-moved-to-duplicate", "map-no-duplicate"];
    // Messages said only inside other sentences: the full stop a
    // rejection's evidence gets in the write table, the separator between
    // a contract's writes, and what a shutdown's grace brings, which ends
    // the shutdown's sentence; a preset's source, said after its lesson;
    // the sentences a step's "why" is made of (why-*); and the names and
    // values a comparison's sentence is made of (input-*, fact-*,
    // value-*), with what it says when no outcome fact changed.
    const PIECES: [&str; 11] = [
        "change-same-outcome",
        "mark-then-reason",
        "embed-title-predict",
        "embed-title-lesson",
        "scenario-no-pause",
        "full-stop",
        "list-separator",
        "grace-renewed",
        "grace-paused",
        "grace-silent",
        "grace-refused",
    ];
    let english = lease_lab::i18n::english_sentences();
    for (place, id) in lease_lab::i18n::sentence_ids().into_iter().enumerate() {
        // The message's words around its arguments, in order.
        let names = lease_lab::i18n::english().arguments(id);
        let args: Vec<(&str, lease_lab::i18n::Arg)> = names
            .iter()
            .map(|name| (name.as_str(), lease_lab::i18n::Arg::Text("\u{0}")))
            .collect();
        let shipped = english.format(place, &args);
        let words: Vec<&str> = shipped.split('\u{0}').filter(|w| !w.is_empty()).collect();
        // A message whose arguments only pick a variant (a file's kind) is
        // said whole, as its default variant reads.
        let picks_only = !names.is_empty() && !shipped.contains('\u{0}');
        let found = said.iter().any(|sentence| {
            let mut rest = sentence.as_str();
            words.iter().all(|word| match rest.find(word) {
                Some(at) => {
                    rest = &rest[at + word.len()..];
                    true
                }
                None => false,
            }) && ((names.is_empty()
                && !PIECES.contains(&id)
                && !id.ends_with("-source")
                && ![
                    "why-",
                    "input-",
                    "fact-",
                    "value-",
                    "map-unit-",
                    "unit-",
                    "rule-",
                    "scenario-never",
                    "mark-",
                    "md-",
                    "assumption-",
                    "prompt-",
                ]
                .iter()
                .any(|piece| id.starts_with(piece)))
                == (sentence == &shipped)
                || picks_only && sentence == &shipped)
        });
        assert!(
            found || SAID_BY_MODEL.contains(&id),
            "sentences.ftl has {id} ({shipped}), which nothing says"
        );
    }
}

/// Every text of the drawing of `scenario` (beside `pinned`'s) at a
/// phone's, a laptop's and a projector's width: lanes, the words on bars,
/// notes, every shape's title, the description and the legend.
fn drawing_words(
    scenario: &lease_lab::sim::Scenario,
    pinned: Option<&lease_lab::sim::Scenario>,
) -> Vec<String> {
    use lease_lab::present::timeline::{layout_both, legend, texts, Frame, Shape, TextSize};
    let outcome = lease_lab::sim::simulate(scenario);
    let mut words = Vec::new();
    for (width, size) in [
        (343, TextSize::Page),
        (700, TextSize::Page),
        (960, TextSize::Page),
        (1920, TextSize::Projector),
    ] {
        let drawings = layout_both((scenario, &outcome), pinned, Frame::fitted(width, size));
        for timeline in drawings.all() {
            words.extend(texts(timeline).into_iter().map(|(_, text)| text));
            words.push(timeline.summary.clone());
            for shape in &timeline.shapes {
                if let Shape::Bar { title, .. } | Shape::Mark { title, .. } = shape {
                    words.push(title.clone());
                }
            }
        }
        words.extend(legend(&drawings).into_iter().map(|entry| entry.text));
    }
    // Each step through the run: its caption and why it happens.
    let walk = lease_lab::present::steps::steps(scenario, &outcome);
    for (index, step) in walk.iter().enumerate() {
        words.extend([
            lease_lab::present::steps::step_title(index, walk.len()),
            step.when(),
            step.why.clone(),
        ]);
    }
    // The time cursor's readout at every half second of the run.
    let end = lease_lab::present::timeline::horizon(&outcome);
    for at in (0..=end).step_by(500) {
        let state = lease_lab::sim::state_at(scenario, &outcome, at);
        for (label, text) in lease_lab::present::explore::state_lines(&state) {
            words.extend([label, text]);
        }
    }
    words
}

/// The quoted ids that follow each `marker` in `source`.
fn ids_after<'a>(source: &'a str, marker: &'a str) -> impl Iterator<Item = &'a str> {
    source
        .split(marker)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
}

/// Every locale's catalog reads (in our subset and in the reference
/// parser) and has exactly English's messages, each with the same
/// arguments and the same markup in the same order, and Latin digits only
/// (issue 42).
#[test]
fn every_locale_has_every_message_with_the_same_arguments_and_markup() {
    use lease_lab::i18n::locales::{catalog, ENGLISH};
    use lease_lab::i18n::{Arg, LOCALES};
    let english = lease_lab::i18n::english();
    let tags = |text: &str| -> Vec<String> {
        text.split('<')
            .skip(1)
            .filter_map(|rest| rest.split_once('>'))
            .map(|(tag, _)| tag.to_owned())
            .collect()
    };
    for locale in LOCALES.into_iter().filter(|l| *l != ENGLISH) {
        let tag = locale.tag;
        let translated = catalog(locale).unwrap_or_else(|error| panic!("{tag}: {error}"));
        for file in ["page.ftl", "sentences.ftl"] {
            let path = format!("{}/src/locales/{tag}/{file}", env!("CARGO_MANIFEST_DIR"));
            let source = std::fs::read_to_string(&path).unwrap_or_default();
            if let Err((_, errors)) = fluent_syntax::parser::parse(source.as_str()) {
                panic!("fluent-syntax refuses {path}: {errors:?}");
            }
        }
        assert_eq!(
            translated.ids(),
            english.ids(),
            "{tag}: the messages differ from English's"
        );
        for id in english.ids() {
            let names = english.arguments(id);
            assert_eq!(
                translated.arguments(id),
                names,
                "{tag} {id}: other arguments"
            );
            let args: Vec<(&str, Arg)> = names
                .iter()
                .map(|name| (name.as_str(), Arg::Count(7)))
                .collect();
            let (theirs, ours) = (translated.format(id, &args), english.format(id, &args));
            assert_eq!(
                tags(&theirs),
                tags(&ours),
                "{tag} {id}: other markup in {theirs}"
            );
            assert!(!theirs.contains(['{', '}']), "{tag} {id}: {theirs}");
            assert!(!theirs.trim().is_empty(), "{tag} {id} is empty");
            assert!(
                !theirs
                    .chars()
                    .any(|c| matches!(c, '\u{660}'..='\u{669}' | '\u{6f0}'..='\u{6f9}')),
                "{tag} {id}: digits must be Latin: {theirs}"
            );
            // A significant space at either end ({" "}) is kept, unless
            // the language's own full-width punctuation takes its room
            // (Chinese "；" where English writes "; ").
            let full_width = theirs
                .chars()
                .last()
                .is_some_and(|c| matches!(c, '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}'));
            assert!(
                theirs.ends_with(' ') == ours.ends_with(' ') || full_width,
                "{tag} {id}: {theirs:?}"
            );
        }
    }
}

/// In every locale the page tells the four outcomes apart (headline and
/// short name), the language menu links every locale once with the page's
/// own marked, and the sentences come from that locale's catalog.
#[test]
fn every_locale_tells_the_outcomes_apart_and_links_every_other() {
    use lease_lab::i18n::{locale_in_use, use_locale, LOCALES};
    use lease_lab::present::report::{class_name, headline};
    use lease_lab::present::status::language_menu;
    use lease_lab::sim::OutcomeClass::*;
    let english: Vec<String> = [NoTakeover, OriginalRejected, OriginalTerminated, Duplicate]
        .map(headline)
        .to_vec();
    for locale in LOCALES {
        use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(locale_in_use(), locale);
        let classes = [NoTakeover, OriginalRejected, OriginalTerminated, Duplicate];
        for said in [classes.map(headline), classes.map(class_name)] {
            for (i, sentence) in said.iter().enumerate() {
                assert!(!sentence.contains('{'), "{}: {sentence}", locale.tag);
                assert!(
                    !said[..i].contains(sentence),
                    "{}: {sentence} twice",
                    locale.tag
                );
            }
        }
        if locale.tag != "en" {
            assert!(
                classes.map(headline).iter().all(|h| !english.contains(h)),
                "{}",
                locale.tag
            );
        }
        let menu = language_menu(locale);
        assert_eq!(menu.matches("aria-current=\"page\"").count(), 1);
        for other in LOCALES {
            let link = format!(
                r#"href="{}" hreflang="{}""#,
                locale.path_to(other),
                other.tag
            );
            assert_eq!(menu.matches(&link).count(), 1, "{menu}");
        }
    }
}

/// A contract's writes in one cell of the three-contract table are listed
/// with the language's own separator: "؛" in Arabic, "；" in Chinese.
#[test]
fn a_contracts_writes_are_listed_with_the_languages_separator() {
    use lease_lab::i18n::{use_locale, LOCALES};
    use lease_lab::present::report::contract_table;
    // The seed's example: without enforcement both workers' writes apply.
    let scenario = lease_lab::sim::Scenario::default();
    for (tag, separator) in [("en", "; "), ("de", "; "), ("zh-Hans", "；"), ("ar", "؛ ")] {
        let locale = LOCALES
            .into_iter()
            .find(|l| l.tag == tag)
            .expect("a locale");
        use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        let rows = contract_table(&scenario);
        let decisions = &rows[0].cells[2];
        assert_eq!(
            decisions.matches(separator).count(),
            1,
            "{tag}: {decisions}"
        );
    }
}

/// The controls' words moved to page.ftl (issue 42) read exactly as the
/// English page's labels, slider names and hints did (a public contract),
/// and every id src/ui/controls.rs asks for is in the catalog.
#[test]
fn the_english_controls_read_as_before() {
    use lease_lab::sim::{Field, Input};
    let catalog = lease_lab::i18n::english();
    for field in Field::ALL {
        let key = field.json_key().trim_end_matches("_s").replace('_', "-");
        assert_eq!(catalog.format(&format!("field-{key}"), &[]), field.label());
        assert_eq!(catalog.format(&format!("hint-{key}"), &[]), field.hint());
        let base = field.label().split(" (").next().unwrap_or_default();
        assert_eq!(
            catalog.format(&format!("slider-{key}"), &[]),
            format!("{base} slider")
        );
    }
    assert_eq!(
        catalog.format("hint-enforcement", &[]),
        Input::Enforcement.hint()
    );
    assert_eq!(
        catalog.format("column-enforcement", &[]),
        Input::Enforcement.label()
    );
    let controls = include_str!("../src/ui/controls.rs");
    // The ids are listed in one function, `words_of`.
    let controls = controls
        .split("fn words_of")
        .nth(1)
        .and_then(|rest| rest.split("\n}\n").next())
        .unwrap_or_default();
    let mut asked = 0;
    for marker in ["\"field-", "\"slider-", "\"hint-"] {
        for rest in controls.split(marker).skip(1) {
            let id = format!(
                "{}{}",
                &marker[1..],
                rest.split('"').next().unwrap_or_default()
            );
            assert!(catalog.has(&id), "src/ui/controls.rs asks for {id}");
            asked += 1;
        }
    }
    assert_eq!(asked, 24, "eight fields' three words");
}

/// On the Arabic page a translated outcome name inside a map line still
/// in English is isolated, so its count stays after it; the English page's
/// lines are unchanged.
#[test]
fn a_translated_name_in_an_english_map_line_is_isolated_on_the_arabic_page() {
    use lease_lab::i18n::{use_locale, LOCALES};
    use lease_lab::present::explore::{map_axes, map_summary};
    use lease_lab::sim::{outcome_map, Field, Scenario};
    let scenario = Scenario::default();
    let axes = map_axes(&scenario, Field::PauseAt, Field::PauseFor);
    let cells = outcome_map(&scenario, &axes);
    for locale in [LOCALES[0], LOCALES[4]] {
        use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        let lines = map_summary(&scenario, &cells, &axes);
        assert!(!lines.is_empty());
        for line in lines {
            assert_eq!(
                line.starts_with('\u{2068}'),
                locale.right_to_left,
                "{}: {line}",
                locale.tag
            );
        }
    }
}

/// The compact layout has one line for a preset's tagline: in every
/// language each one fits it (70 Latin letters, a Chinese character
/// counting as two) and is a whole sentence.
#[test]
fn every_locale_s_preset_taglines_fit_one_line_of_the_embed() {
    for locale in lease_lab::i18n::LOCALES {
        std::thread::spawn(move || {
            lease_lab::i18n::use_locale(locale).expect("the locale's catalog");
            let stop = lease_lab::i18n::say(lease_lab::sentence!("full-stop"), &[]);
            for preset in &lease_lab::present::presets::PRESETS {
                let tagline = preset.tagline();
                let width: usize = tagline
                    .chars()
                    .map(|c| if c >= '\u{2E80}' { 2 } else { 1 })
                    .sum();
                assert!(
                    width <= 70 && tagline.ends_with(stop.trim()),
                    "{}: {} ({width})",
                    locale.tag,
                    tagline
                );
            }
        })
        .join()
        .expect("every tagline fits");
    }
}

/// The share buttons' names and the customize panel's choices and section
/// names, moved to the catalogs (issue 42), read exactly as the English
/// page's did (public contracts: `Shared::button_name`,
/// `Availability::label`, `Section::heading`), and every id the page asks
/// for is in the catalog.
#[test]
fn the_english_share_and_customize_words_read_as_before() {
    use lease_lab::present::customize::{Availability, Section};
    use lease_lab::present::status::Shared;
    let catalog = lease_lab::i18n::english();
    // The `Variant => ...("id")` lines of the function `name` in `source`:
    // each variant's name and the id it asks for.
    let ids_in = |source: &str, name: &str| -> Vec<(String, String)> {
        let body = source
            .split(&format!("fn {name}"))
            .nth(1)
            .and_then(|rest| rest.split("\n}\n").next())
            .unwrap_or_default();
        body.lines()
            .filter_map(|line| {
                let (variant, rest) = line.trim().split_once(" => ")?;
                let id = rest.split('"').nth(1)?;
                Some((variant.rsplit("::").next()?.to_owned(), id.to_owned()))
            })
            .collect()
    };
    let share = include_str!("../src/ui/share.rs");
    let customize = include_str!("../src/ui/customize.rs");
    // The ids asked for, in the order of the contract's variants.
    let check = |asked: Vec<(String, String)>, contracts: Vec<(String, &str)>| {
        assert_eq!(asked.len(), contracts.len(), "{asked:?}");
        for ((variant, id), (name, english)) in asked.iter().zip(&contracts) {
            assert_eq!(variant, name, "in the contract's order");
            assert!(catalog.has(id), "{variant} asks for {id}");
            assert_eq!(catalog.format(id, &[]), *english, "{id}");
        }
    };
    check(
        ids_in(share, "button_words"),
        Shared::ALL
            .map(|s| (format!("{s:?}"), s.button_name()))
            .into(),
    );
    check(
        ids_in(customize, "choice_words"),
        Availability::ALL
            .map(|a| (format!("{a:?}"), a.label()))
            .into(),
    );
    check(
        ids_in(customize, "section_words"),
        Section::ALL.map(|s| (format!("{s:?}"), s.heading())).into(),
    );
}

/// The time cursor's words, moved to the catalogs (issue 42), read as the
/// English page's did: its label and slider name, its button both ways
/// (public contracts) and its note beside a pinned run.
#[test]
fn the_english_time_cursor_reads_as_before() {
    use lease_lab::present::{compare::cursor_note, status::play_button_name};
    let catalog = lease_lab::i18n::english();
    assert_eq!(catalog.format("timeline-time-cursor", &[]), "Time cursor");
    assert_eq!(play_button_name(false), "Play");
    assert_eq!(play_button_name(true), "Pause");
    assert_eq!(cursor_note(true).as_deref(), Some("reads the current run"));
    assert_eq!(cursor_note(false), None);
}

/// Sentences said one after another are apart by a space, except after
/// full-width punctuation, which Chinese follows with none (a step's
/// "why", the comparison's sentence).
#[test]
fn sentences_follow_full_width_punctuation_without_a_space() {
    use lease_lab::i18n::sentence_gap;
    assert_eq!(sentence_gap("The lease expired at 13 s:"), " ");
    assert_eq!(sentence_gap("Lease 10 s → 30 s."), " ");
    assert_eq!(sentence_gap("租约 10 s → 30 s。"), "");
    assert_eq!(sentence_gap("租约已于 13 s 到期："), "");
    assert_eq!(sentence_gap(""), " ");
}

/// Chinese sets a Latin word or a number apart with a space, never a Han
/// character from another: now that a duration ends in "秒", the
/// catalog's `{ $at } 接管` would read "13 秒 接管" unless the page closes
/// the gap (`Messages::format`). Every sentence of the presets' runs,
/// drawings, steps, lessons, maps and worksheets, in Chinese.
#[test]
fn chinese_sets_no_space_between_two_han_characters() {
    use lease_lab::present::report::{event_table, headline, metrics, write_table};
    let locale = lease_lab::i18n::Locale::of("zh-Hans").expect("a locale of the page");
    lease_lab::i18n::use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
    let mut said = words_of_lessons_maps_and_links();
    said.extend(markdown_worksheets());
    for preset in lease_lab::present::presets::PRESETS {
        let outcome = lease_lab::sim::simulate(&preset.scenario);
        said.push(headline(outcome.class));
        for card in metrics(&outcome) {
            said.extend([card.title, card.value, card.note]);
        }
        for row in write_table(&outcome)
            .into_iter()
            .chain(event_table(&outcome, preset.scenario.heartbeat_every))
        {
            said.extend(row.cells);
        }
        said.extend(drawing_words(&preset.scenario, None));
    }
    let han =
        |c: char| ('\u{2e80}'..='\u{9fff}').contains(&c) || ('\u{ff00}'..='\u{ffef}').contains(&c);
    let spaced: Vec<&String> = said
        .iter()
        .filter(|text| {
            let chars: Vec<char> = text.chars().collect();
            chars
                .windows(3)
                .any(|w| han(w[0]) && w[1] == ' ' && han(w[2]))
        })
        .collect();
    assert!(said.len() > 1_000, "{} sentences", said.len());
    assert!(spaced.is_empty(), "{spaced:#?}");
}

/// What the lesson panel, the outcome map, the customize panel and the
/// embed code say: every question and option, every mark, the score, the
/// switch's hints; the map's axes in every unit, its summary, a cell's
/// readout, a value beyond an axis, the longest survivable pause in each
/// of its three cases; the panel's summaries with lines left out; the
/// note a lesson link's page shows; the embed code's three titles.
fn words_of_lessons_maps_and_links() -> Vec<String> {
    use lease_lab::present::customize::{questions_summary, Availability, Customization, Section};
    use lease_lab::present::explore::{
        cell_readout, map_axes, map_note, map_summary, map_svg, survivable_text,
    };
    use lease_lab::present::fragment::{embed_code, Flags};
    use lease_lab::present::lesson::{
        mark_markup, moved_on_note, option_text, score_sentence, switch_hint, QUESTIONS,
    };
    use lease_lab::sim::{outcome_map, survivable_pause, Field, Input, OutcomeClass, Scenario};
    let mut said: Vec<String> = Field::ALL
        .into_iter()
        .map(lease_lab::present::report::field_label)
        .collect();
    said.extend(markdown_worksheets());
    said.push(lease_lab::present::customize::fixed_note());
    // Links with every part refused, one whose preset stands, and
    // between them every rule a link's part can break.
    for fragment in [
        "lease_s=-1&step=0&fixed=nothing&pin.lease_s=x&ask1=%07",
        "preset=healthy&lease_s=x&hidden=worksheet&ask1=Why%3F",
        "lease_s=&fixed=lease_s,lease_s",
        "lease_s=1,5&hidden=timeline,&pin.colour=1",
        "lease_s=0.0001&fixed=lease_s&hidden=lease_s&pin.preset=nope",
        "lease_s=86401&hidden=cursor&step=1",
        "lease_s=0&hidden=bogus",
        "enforcement=maybe",
        "pause_for_s=-1",
        "lease_s=1&lease_s=2",
        "preset=nope&ask1=",
    ] {
        said.extend(lease_lab::present::fragment::read_fragment(fragment).notice);
    }
    said.extend(refused_files().into_iter().map(|(_, refusal)| refusal));
    for question in &QUESTIONS {
        said.push(lease_lab::i18n::say(question.name, &[]));
        said.extend((0..question.options.len()).filter_map(|o| option_text(question, o)));
    }
    for mark in [Some(true), Some(false), None] {
        said.push(mark_markup(mark, "Why."));
        said.push(score_sentence(&[mark, mark, mark]));
    }
    said.extend([switch_hint(true), switch_hint(false), moved_on_note()]);
    let base = Scenario::default();
    for (x, y) in [
        (Field::PauseAt, Field::PauseFor),
        (Field::Lease, Field::HeartbeatEvery),
        (Field::ShutdownAt, Field::ShutdownGrace),
        (Field::OriginalWork, Field::ReplacementWork),
    ] {
        let axes = map_axes(&base, x, y);
        let cells = outcome_map(&base, &axes);
        said.push(map_svg(&cells, &axes));
        said.extend(map_summary(&base, &cells, &axes));
        said.push(cell_readout(&base, &axes, (3, 5)));
    }
    // An axis in minutes and one in hours: a two-hour lease.
    let long = Scenario {
        lease: 7_200_000,
        original_work: 7_000_000,
        pause_at: 60_000,
        pause_for: 600_000,
        ..base
    };
    for (x, y) in [
        (Field::PauseAt, Field::PauseFor),
        (Field::Lease, Field::OriginalWork),
    ] {
        let axes = map_axes(&long, x, y);
        said.push(map_svg(&outcome_map(&long, &axes), &axes));
    }
    let far = Scenario {
        pause_at: 50_000,
        pause_for: 90_000,
        ..base
    };
    said.extend(map_note(
        &far,
        &map_axes(&base, Field::PauseAt, Field::PauseFor),
    ));
    for (lease, cadence) in [(10_000, 3_000), (10_000, 10_000), (10_000, 5_000)] {
        said.push(survivable_text(
            &survivable_pause(lease, cadence),
            lease,
            cadence,
        ));
    }
    let mut shaped = Customization::default();
    said.push(shaped.composed_summary());
    shaped.set(Input::Seconds(Field::Lease), Availability::Fixed);
    said.extend([shaped.composed_summary()]);
    said.extend(shaped.learner_note());
    shaped.set_hidden(Section::ALL[0], true);
    said.extend(shaped.learner_note());
    let mut hidden_only = Customization::default();
    hidden_only.set_hidden(Section::ALL[0], true);
    said.extend(hidden_only.learner_note());
    let long_line = "x".repeat(201);
    for text in [
        "",
        "One?",
        "One?\nTwo?",
        &format!("A?\nB?\nC?\nD?\n{long_line}\nE\u{7}F"),
    ] {
        said.push(questions_summary(text));
    }
    for flags in [
        Flags::default(),
        Flags {
            predict: true,
            ..Flags::default()
        },
        Flags {
            customization: hidden_only,
            ..Flags::default()
        },
    ] {
        said.push(embed_code(
            "https://example.edu/lab/",
            &base,
            OutcomeClass::Duplicate,
            flags,
        ));
    }
    said
}

/// Markdown worksheets of every shape: with nothing given, and with a
/// name, a link, a lesson's fixed and hidden inputs, a pinned run, answers
/// and notes, three attempts (one ended before its reveal, the last
/// revealed for another scenario), and a lesson whose results still wait.
fn markdown_worksheets() -> Vec<String> {
    use lease_lab::present::customize::{Availability, Customization};
    use lease_lab::present::lesson::{Attempt, Prediction};
    use lease_lab::sim::{Field, Input, Scenario};
    use lease_lab::worksheet::{to_markdown, OwnQuestion, Worksheet};
    let base = Scenario::default();
    let other = Scenario {
        lease: 30_000,
        ..base
    };
    let mut customization = Customization::default();
    customization.set(Input::Seconds(Field::Lease), Availability::Fixed);
    customization.set(Input::Seconds(Field::PauseAt), Availability::Hidden);
    let revealed = Prediction {
        takeover: Some(true),
        applied_increments: Some(1),
        original_write: None,
        revealed_for: Some(other),
    };
    let ended = Attempt {
        prediction: Prediction::default(),
        ended_for: Some(base),
    };
    let full = Worksheet {
        scenario: Scenario {
            lease: 12_345,
            ..base
        },
        learner: Some("Ada".to_owned()),
        link: "https://example.edu/lab/#lease_s=10".to_owned(),
        lesson: true,
        attempts: vec![
            ended,
            ended,
            Attempt {
                prediction: revealed,
                ended_for: None,
            },
        ],
        answers: ["One.".to_owned(), String::new(), String::new()],
        own_questions: vec![OwnQuestion {
            text: "Ours?".to_owned(),
            answer: String::new(),
        }],
        notes: "Notes.".to_owned(),
        customization,
        pinned: Some(other),
        ..Worksheet::default()
    };
    let waiting = Worksheet {
        lesson: true,
        attempts: vec![ended, Attempt::default()],
        ..Worksheet::default()
    };
    let made_here = Worksheet {
        scenario: other,
        attempts: vec![Attempt {
            prediction: revealed,
            ended_for: None,
        }],
        ..Worksheet::default()
    };
    let ended_early = Worksheet {
        attempts: vec![ended],
        ..Worksheet::default()
    };
    [Worksheet::default(), full, waiting, made_here, ended_early]
        .iter()
        .map(to_markdown)
        .collect()
}

/// A missing value agrees with what is missing where the language asks:
/// German "keine Übernahme", "keiner" for a write (der Schreibvorgang),
/// "keins" for the shutdown's signal (das Signal); Arabic "لا توجد" for a
/// write and a signal (feminine). English says "none" for all three.
#[test]
fn a_missing_value_agrees_with_what_is_missing() {
    use lease_lab::present::compare::{input_value, Fact};
    use lease_lab::sim::{simulate, Actor, Field, Input, Scenario};
    let healthy = Scenario {
        lease: 30_000,
        ..Scenario::default()
    };
    let outcome = simulate(&healthy);
    let missing = || {
        [
            Fact::Takeover.of(&outcome),
            Fact::Write(Actor::B).of(&outcome),
            input_value(Input::Seconds(Field::ShutdownAt), &healthy),
        ]
    };
    for (tag, words) in [
        ("en", ["none", "none", "none"]),
        ("de", ["keine", "keiner", "keins"]),
        ("ar", ["لا يوجد", "لا توجد", "لا توجد"]),
    ] {
        let locale = lease_lab::i18n::Locale::of(tag).expect("a locale of the page");
        lease_lab::i18n::use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(missing(), words.map(String::from), "{tag}");
    }
}

/// Files the worksheet reader refuses, each with its refusal in the
/// language in use, between them every rule a file can break: files that
/// are no worksheet as a whole (the Markdown one, broken or too deep JSON,
/// JSON that is no object, of each kind, a file over 1 MB), then
/// worksheets of versions 3 and 4 with one key broken each.
fn refused_files() -> Vec<(String, String)> {
    use serde_json::{json, Value};
    let deep = format!("{}{}", "[".repeat(20), "]".repeat(20));
    let mut files: Vec<String> = [
        "# Lease Lab worksheet\n",
        "{\"format\": ",
        "{\"format\" 1}",
        &deep,
        "null",
        "true",
        "12",
        "\"text\"",
        "[]",
    ]
    .map(str::to_owned)
    .into();
    files.push(format!("\"{}\"", "x".repeat(1_100_000)));
    let v4 = lease_lab::worksheet::to_json(&lease_lab::worksheet::Worksheet::default());
    let base: Value = serde_json::from_str(&v4).unwrap_or_else(|error| panic!("{error}: {v4}"));
    let scenario = base["scenario"].clone();
    let mut other_scenario = scenario.clone();
    other_scenario["lease_s"] = json!(11);
    let attempt = |revealed: bool, scenario: &Value| {
        json!({
            "takeover": null,
            "applied_increments": null,
            "original_write": null,
            "revealed": revealed,
            "seen_before_reveal": false,
            "scenario": scenario,
        })
    };
    // `value` (an object) without `keys`.
    let without = |mut value: Value, keys: &[&str]| {
        if let Some(object) = value.as_object_mut() {
            for key in keys {
                object.remove(*key);
            }
        }
        value
    };
    // A version 3 worksheet: a prediction and three answers, no attempts
    // or questions.
    let v3 = |prediction: Value, answers: Value| {
        let mut file = without(base.clone(), &["attempts", "questions"]);
        file["version"] = json!(3);
        file["prediction"] = prediction;
        file["answers"] = answers;
        file
    };
    let no_scenario = without(attempt(true, &scenario), &["scenario"]);
    let v3_prediction = without(attempt(false, &other_scenario), &["seen_before_reveal"]);
    for key in [
        "notes",
        "learner",
        "link",
        "preset",
        "attempts",
        "questions",
        "format",
    ] {
        files.push(without(base.clone(), &[key]).to_string());
    }
    for (key, value) in [
        ("attempts", json!([no_scenario])),
        ("scenario", json!(5)),
        ("learner", json!([])),
        ("preset", json!(true)),
        ("preset", json!("nope")),
        ("format", json!("x")),
        ("format", json!(1)),
        ("version", json!(9)),
        ("version", json!("4")),
        ("prediction", Value::Null),
        ("attempts", json!(vec![Value::Null; 50])),
        (
            "attempts",
            json!([attempt(false, &scenario), attempt(false, &scenario)]),
        ),
        ("attempts", json!([attempt(false, &other_scenario)])),
        ("attempts", json!([{"takeover": "maybe"}])),
        (
            "attempts",
            json!([{"takeover": null, "applied_increments": 5}]),
        ),
        (
            "attempts",
            json!([{"takeover": null, "applied_increments": null, "original_write": "maybe"}]),
        ),
        ("attempts", json!([7])),
        ("attempts", json!("all")),
        ("questions", json!([])),
        (
            "questions",
            json!([{"text": "a", "answer": 1}, {"text": "b", "answer": ""}, {"text": "c", "answer": ""}]),
        ),
        ("notes", json!(false)),
        ("extra", json!(1)),
    ] {
        let mut file = base.clone();
        file[key] = value;
        files.push(file.to_string());
    }
    for (key, value) in [
        ("pause_for_s", json!(-1)),
        ("lease_s", json!(0)),
        ("lease_s", json!(0.0001)),
        ("lease_s", json!(86_401)),
        ("lease_s", json!("12")),
        ("shutdown_at_s", json!("12")),
        ("enforcement", json!("strict")),
        ("enforcement", json!(2)),
    ] {
        let mut file = base.clone();
        file["scenario"][key] = value;
        files.push(file.to_string());
    }
    for file in [
        v3(v3_prediction, json!(["", "", ""])),
        v3(Value::Null, json!([])),
        v3(Value::Null, json!(["", 1, ""])),
        v3(Value::Null, json!({})),
        {
            let mut file = v3(Value::Null, json!(["", "", ""]));
            file["attempts"] = json!([]);
            file
        },
    ] {
        files.push(file.to_string());
    }
    files.push(v4.replacen('{', "{\"notes\": \"\", ", 1));
    files
        .into_iter()
        .map(|file| match lease_lab::worksheet::from_json(&file) {
            Err(error) => (file, error.0),
            Ok(_) => panic!("accepted: {file}"),
        })
        .collect()
}

#[test]
fn a_refused_file_is_said_in_the_page_s_language() {
    use lease_lab::i18n::{locales::ENGLISH, use_locale, LOCALES};
    use_locale(ENGLISH).unwrap_or_else(|error| panic!("{error}"));
    let english = refused_files();
    // Each file breaks a rule of its own.
    let mut reasons: Vec<&str> = english.iter().map(|(_, reason)| reason.as_str()).collect();
    reasons.sort_unstable();
    let alike: Vec<_> = reasons.windows(2).filter(|w| w[0] == w[1]).collect();
    assert!(alike.is_empty(), "files refused alike: {alike:?}");
    for locale in LOCALES.into_iter().filter(|l| *l != ENGLISH) {
        use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        for ((file, theirs), (_, ours)) in refused_files().iter().zip(&english) {
            // A file's keys stay as written, the rule is the language's.
            assert_ne!(theirs, ours, "{}: {file:.200}", locale.tag);
            assert!(!theirs.contains('{'), "{}: {theirs}", locale.tag);
        }
    }
    use_locale(ENGLISH).unwrap_or_else(|error| panic!("{error}"));
}

/// A Markdown worksheet written on any language's page, opened on any
/// language's page, is named as the wrong download, not as broken JSON.
#[test]
fn a_markdown_worksheet_in_any_language_is_named_as_such() {
    use lease_lab::i18n::{locales::ENGLISH, say, use_locale, LOCALES};
    use lease_lab::worksheet::{from_json, to_markdown, Worksheet};
    let mut files = Vec::new();
    for locale in LOCALES {
        use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        files.push(to_markdown(&Worksheet::default()));
    }
    for locale in LOCALES {
        use_locale(locale).unwrap_or_else(|error| panic!("{error}"));
        let wanted = say(lease_lab::sentence!("file-markdown"), &[]);
        for file in &files {
            let refusal = from_json(file).err().map(|error| error.0);
            assert_eq!(
                refusal.as_ref(),
                Some(&wanted),
                "{}: {file:.80}",
                locale.tag
            );
        }
    }
    use_locale(ENGLISH).unwrap_or_else(|error| panic!("{error}"));
}
