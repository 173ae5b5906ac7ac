//! The Markdown worksheet: a printable document an instructor can collect,
//! with the learner's name (only when given), the scenario's link and
//! preset, the scenario, the prediction with the scenario it was made for,
//! the results, the three-contract comparison, the assumptions, the
//! learner's answers to the worksheet questions and the notes. Before a
//! lesson's reveal nothing of the run is written, and a section the lesson
//! hides is left out (`Worksheet::shows`). Nothing else identifying is
//! written (no date), and every piece of text is escaped so a name, an
//! answer, a question, a note or a link cannot break the document or
//! inject markup.

use crate::i18n::{say, Arg, Sentence};
use crate::present::compare::change_sentence;
use crate::present::copy::{prompts, ASSUMPTIONS};
use crate::present::customize::{Availability, Customization, Section};
use crate::present::format::{duration, listed};
use crate::present::lesson::{
    graded, mark_then_reason, mark_word, option_text, Attempt, Prediction, QUESTIONS,
};
use crate::present::presets::Preset;
use crate::present::report::{
    contract_table, enforcement_name, event_table, field_label, field_value, headline, metrics,
    said, worker_name, write_table, CONTRACTS_CAPTION, CONTRACT_COLUMNS, EVENTS_CAPTION,
    EVENT_COLUMNS, WRITES_CAPTION, WRITE_COLUMNS,
};
use crate::present::steps::steps;
use crate::sentence;
use crate::sim::{simulate, Input, Scenario};

use super::Worksheet;

/// Escapes text for Markdown: HTML becomes entities; inline markup
/// characters (emphasis, code, links, strikethrough, table pipes, escapes)
/// are backslash-escaped everywhere; and a line may not start with block
/// markup (heading, list, quote, fence, setext rule) or a spreadsheet
/// formula character (`=`, `+`, `-`, `@`).
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut at_line_start = true;
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        // A list marker is digits, then "." or ")", then a space or the
        // line's end: "35.5 s" starts no list and keeps its dot as it is.
        let starts_ordered_item = ch.is_ascii_digit() && at_line_start && {
            let mut rest = chars.clone().skip_while(char::is_ascii_digit);
            matches!(rest.next(), Some('.' | ')'))
                && matches!(rest.next(), None | Some(' ' | '\t' | '\n' | '\r'))
        };
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '|' | '~' => {
                out.push('\\');
                out.push(ch);
            }
            '#' | '-' | '+' | '=' | '@' | '!' | ':' if at_line_start => {
                out.push('\\');
                out.push(ch);
            }
            '\t' => out.push(' '),
            '\n' => out.push('\n'),
            _ if ch.is_control() => {}
            _ if starts_ordered_item => {
                // "1." would start a numbered list: escape the dot after the digits.
                out.push(ch);
                while let Some(&digit) = chars.peek().filter(|c| c.is_ascii_digit()) {
                    out.push(digit);
                    chars.next();
                }
                if let Some(mark) = chars.next() {
                    out.push('\\');
                    out.push(mark);
                }
            }
            _ => out.push(ch),
        }
        at_line_start = ch == '\n' || (at_line_start && matches!(ch, ' ' | '\t'));
    }
    out
}

/// Escapes text for one table cell: as [`escape_text`], with line breaks
/// turned into spaces so the row stays one row.
pub fn escape_cell(text: &str) -> String {
    escape_text(&text.replace(['\r', '\n'], " "))
}

/// Notes (or an answer) as Markdown lines: each line escaped and ended with a hard break,
/// blank lines kept as paragraph breaks.
fn notes_block(notes: &str) -> String {
    let lines: Vec<String> = notes
        .lines()
        .map(|line| escape_text(line.trim_end()))
        .collect();
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        out.push_str(line);
        let next_is_text = lines.get(i + 1).is_some_and(|next| !next.is_empty());
        if !line.is_empty() && next_is_text {
            out.push('\\');
        }
        out.push('\n');
    }
    out
}

fn row(cells: &[String]) -> String {
    let escaped: Vec<String> = cells.iter().map(|cell| escape_cell(cell)).collect();
    format!("| {} |\n", escaped.join(" | "))
}

fn table(header: &[impl AsRef<str>], rows: impl IntoIterator<Item = Vec<String>>) -> String {
    let mut out = row(&header
        .iter()
        .map(|h| h.as_ref().to_owned())
        .collect::<Vec<_>>());
    out.push_str(&format!("|{}\n", "---|".repeat(header.len())));
    for cells in rows {
        out.push_str(&row(&cells));
    }
    out
}

/// Every input with its value in each of `scenarios`, in the page's
/// order, under `header` (the setting's column, then one per scenario).
fn scenario_table<const N: usize>(header: [Sentence; N], scenarios: &[&Scenario]) -> String {
    let none = say(sentence!("md-none-shutdown"), &[]);
    let rows = Input::ALL.iter().map(|&input| {
        let values = scenarios.iter().map(|scenario| match input {
            Input::Seconds(field) => field_value(field, scenario, &none),
            Input::Enforcement => say(enforcement_name(scenario.enforcement), &[]),
        });
        std::iter::once(input_label(input)).chain(values).collect()
    });
    table(&said(header), rows)
}

/// An input's label in the page's language, as beside its control.
fn input_label(input: Input) -> String {
    match input {
        Input::Seconds(field) => field_label(field),
        Input::Enforcement => say(sentence!("column-enforcement"), &[]),
    }
}

/// `sentence` with no arguments, in the page's language.
fn word(sentence: Sentence) -> String {
    say(sentence, &[])
}

/// The pinned run beside the worksheet's: the change sentence, both
/// scenarios and the pinned run's headline (its tables are a link away:
/// the worksheet's link reopens both runs).
fn comparison_section(pinned: &Scenario, current: &Scenario) -> String {
    let mut out = format!("{}\n\n", escape_text(&change_sentence(pinned, current)));
    out += &scenario_table(
        [
            sentence!("md-column-setting"),
            sentence!("md-column-pinned-run"),
            sentence!("md-column-current-run"),
        ],
        &[pinned, current],
    );
    let headline = format!("**{}**", escape_text(&headline(simulate(pinned).class)));
    out += &format!(
        "\n{}\n",
        say(
            sentence!("md-pinned-headline"),
            &[("headline", Arg::Text(&headline))]
        )
    );
    out
}

/// The inputs a lesson fixed or hid, one line for each kind it used: the
/// learner could not change them (empty for the whole lab).
fn lesson_inputs(customization: &Customization) -> String {
    let mut out = String::new();
    for (availability, how) in [
        (Availability::Fixed, sentence!("md-fixed")),
        (Availability::Hidden, sentence!("md-hidden")),
    ] {
        let labels: Vec<String> = Input::ALL
            .into_iter()
            .filter(|&input| customization.of(input) == availability)
            .map(input_label)
            .collect();
        if !labels.is_empty() {
            let inputs = escape_text(&listed(&labels));
            out.push_str(&format!(
                "\n{}\n",
                say(how, &[("inputs", Arg::Text(&inputs))])
            ));
        }
    }
    out
}

/// Who the worksheet is from and where its scenario opens.
fn about_table(worksheet: &Worksheet) -> String {
    let learner = worksheet
        .learner
        .clone()
        .filter(|name| !name.trim().is_empty())
        .unwrap_or_else(|| word(sentence!("md-none-name")));
    let preset = worksheet
        .named_preset()
        .map_or_else(|| word(sentence!("md-none-preset")), Preset::name);
    // The link is written so a reader can follow or copy it as it is (an
    // escaped link is no longer the link); the other cells are escaped.
    let mut out = table(
        &said([sentence!("md-column-item"), sentence!("md-column-value")]),
        [vec![word(sentence!("md-your-name")), learner]],
    );
    out.push_str(&format!(
        "| {} | {} |\n",
        escape_cell(&word(sentence!("md-link"))),
        link_cell(&worksheet.link)
    ));
    out.push_str(&row(&[word(sentence!("md-preset")), preset]));
    out
}

/// A link for a table cell, usable as it is: `<https://...>` (Markdown's
/// autolink, which is not unescaped, so the address stays exact) for a web
/// address, in backticks for the one-file copy's `lease-lab-offline.html#...`;
/// escaped text when it holds a character either would let out (a file's
/// link may hold anything until the page writes its own).
fn link_cell(link: &str) -> String {
    let plain = |c: char| c.is_ascii_graphic() && !matches!(c, '<' | '>' | '`' | '|' | '\\');
    if link.is_empty() {
        escape_cell(&word(sentence!("md-none-link")))
    } else if !link.chars().all(plain) {
        escape_cell(link)
    } else if link.starts_with("https://") || link.starts_with("http://") {
        format!("<{link}>")
    } else {
        format!("`{link}`")
    }
}

/// The three questions with the learner's answers and, once revealed,
/// each mark with the reason from the run of the scenario the prediction
/// was made for (never another run).
fn prediction_table(prediction: &Prediction) -> String {
    let graded = graded(prediction);
    let rows =
        QUESTIONS
            .iter()
            .zip(prediction.chosen())
            .enumerate()
            .map(|(index, (question, chosen))| {
                let answer = chosen
                    .and_then(|option| option_text(question, option))
                    .unwrap_or_else(|| word(sentence!("md-none-answer")));
                let result = match &graded {
                    Some((marks, reasons)) => {
                        format!(
                            "{}{}{}",
                            mark_word(marks[index]),
                            mark_then_reason(),
                            reasons[index]
                        )
                    }
                    None => word(sentence!("md-none-revealed")),
                };
                vec![say(question.name, &[]), answer, result]
            });
    let columns = [
        sentence!("md-column-question"),
        sentence!("md-column-your-answer"),
        sentence!("column-result"),
    ];
    table(&said(columns), rows)
}

/// The attempts before the last, in one sentence: how many, and how many
/// had their results seen before their reveal (the JSON lists each).
fn earlier_attempts(earlier: &[Attempt]) -> String {
    let seen = earlier.iter().filter(|a| a.seen_before_reveal()).count();
    let text = say(
        sentence!("md-earlier-attempts"),
        &[
            ("count", Arg::Count(earlier.len() as u64)),
            ("seen", Arg::Count(seen as u64)),
        ],
    );
    format!("{text}\n")
}

/// The prediction section: which scenario it was made for, then the table.
fn prediction_section(prediction: &Prediction, worksheet: &Scenario) -> String {
    let mut out = String::new();
    match prediction.revealed_for {
        Some(made_for) if made_for != *worksheet => {
            out.push_str(&paragraph(sentence!("md-made-for-another")));
            out.push_str(&scenario_table(SETTING_VALUE, &[&made_for]));
            out.push('\n');
        }
        _ => out.push_str(&paragraph(sentence!("md-made-for-this"))),
    }
    out.push_str(&prediction_table(prediction));
    out
}

/// A learner's text, or `missing` (already Markdown) when it is blank.
fn text_block(text: &str, missing: &str) -> String {
    if text.trim().is_empty() {
        format!("{missing}\n")
    } else {
        notes_block(text)
    }
}

/// Columns of "The run, step by step": each row of the event log with why
/// it happens in this run.
const STEP_COLUMNS: [Sentence; 4] = [
    sentence!("md-column-step"),
    sentence!("column-time"),
    sentence!("column-actor"),
    sentence!("md-column-why"),
];

/// Columns of a scenario alone.
const SETTING_VALUE: [Sentence; 2] = [sentence!("md-column-setting"), sentence!("md-column-value")];

/// `sentence` as a paragraph of its own.
fn paragraph(sentence: Sentence) -> String {
    format!("{}\n\n", escape_text(&word(sentence)))
}

/// `sentence` as a section's heading.
fn heading(sentence: Sentence) -> String {
    format!("\n## {}\n\n", escape_cell(&word(sentence)))
}

/// The whole Markdown document.
pub fn to_markdown(worksheet: &Worksheet) -> String {
    let scenario = &worksheet.scenario;
    let outcome = simulate(scenario);
    let shows = |section| worksheet.shows(section);
    let mut doc = format!("# {}\n\n", escape_cell(&word(sentence!("md-title"))));
    doc.push_str(&paragraph(sentence!("md-intro")));
    doc.push_str(&about_table(worksheet));

    doc.push_str(&heading(sentence!("md-heading-scenario")));
    doc.push_str(&scenario_table(SETTING_VALUE, &[scenario]));
    doc.push_str(&lesson_inputs(&worksheet.customization));

    if let Some((current, earlier)) = worksheet.attempts.split_last() {
        doc.push_str(&heading(sentence!("md-heading-prediction")));
        doc.push_str(&prediction_section(&current.prediction, scenario));
        if current.seen_before_reveal() {
            doc.push('\n');
            doc.push_str(paragraph(sentence!("md-seen-before-reveal")).trim_end());
            doc.push('\n');
        }
        if !earlier.is_empty() {
            doc.push('\n');
            doc.push_str(&earlier_attempts(earlier));
        }
    }

    doc.push_str(&heading(sentence!("md-heading-result")));
    if worksheet.results_wait() {
        doc.push_str(paragraph(sentence!("md-results-wait")).trim_end());
        doc.push('\n');
    } else {
        doc.push_str(&format!("**{}**\n", escape_text(&headline(outcome.class))));
    }
    if shows(Section::Metrics) {
        doc.push('\n');
        doc.push_str(&table(
            &said([
                sentence!("md-column-metric"),
                sentence!("md-column-value"),
                sentence!("md-column-meaning"),
            ]),
            metrics(&outcome)
                .into_iter()
                .map(|m| vec![m.title, m.value, m.note]),
        ));
    }

    if shows(Section::Decisions) {
        doc.push_str(&format!("\n## {}\n\n", say(WRITES_CAPTION, &[])));
        doc.push_str(&table(
            &said(WRITE_COLUMNS),
            write_table(&outcome).into_iter().map(|r| r.cells),
        ));
    }

    if let Some(pinned) = worksheet
        .pinned
        .as_ref()
        .filter(|_| !worksheet.results_wait())
    {
        doc.push_str(&heading(sentence!("md-heading-compared")));
        doc.push_str(&comparison_section(pinned, scenario));
    }

    if shows(Section::Events) {
        doc.push_str(&format!("\n## {}\n\n", say(EVENTS_CAPTION, &[])));
        doc.push_str(&table(
            &said(EVENT_COLUMNS),
            event_table(&outcome, scenario.heartbeat_every)
                .into_iter()
                .map(|r| r.cells),
        ));
    }

    if shows(Section::Events) && shows(Section::Cursor) {
        doc.push_str(&heading(sentence!("md-heading-steps")));
        doc.push_str(&table(
            &said(STEP_COLUMNS),
            steps(scenario, &outcome)
                .into_iter()
                .zip(1..)
                .map(|(step, number)| {
                    vec![
                        number.to_string(),
                        duration(step.at),
                        worker_name(step.actor),
                        step.why,
                    ]
                }),
        ));
    }

    if shows(Section::Contracts) {
        doc.push_str(&format!("\n## {}\n\n", say(CONTRACTS_CAPTION, &[])));
        doc.push_str(&table(
            &said(CONTRACT_COLUMNS),
            contract_table(scenario).into_iter().map(|r| r.cells),
        ));
    }

    if !worksheet.customization.hides(Section::Explanations) {
        doc.push_str(&heading(sentence!("md-heading-assumptions")));
        for assumption in ASSUMPTIONS {
            doc.push_str(&format!("- {}\n", escape_text(&word(assumption))));
        }
    }

    doc.push_str(heading(sentence!("md-heading-answers")).trim_end());
    doc.push('\n');
    let own = worksheet
        .own_questions
        .iter()
        .map(|q| (q.text.as_str(), &q.answer));
    let prompts = prompts();
    let no_answer = format!("_{}_", escape_text(&word(sentence!("md-none-answer-yet"))));
    for (number, (prompt, answer)) in (1..).zip(
        prompts
            .iter()
            .map(String::as_str)
            .zip(&worksheet.answers)
            .chain(own),
    ) {
        doc.push_str(&format!("\n### {number}. {}\n\n", escape_text(prompt)));
        doc.push_str(&text_block(answer, &no_answer));
    }

    doc.push_str(&heading(sentence!("md-heading-notes")));
    let no_notes = format!("_{}_", escape_text(&word(sentence!("md-none-notes"))));
    doc.push_str(&text_block(&worksheet.notes, &no_notes));
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text under `heading` (a `## ` heading), up to the next one.
    fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
        doc.split(&format!("\n## {heading}\n\n"))
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
            .unwrap_or_default()
    }

    #[test]
    fn the_run_is_told_step_by_step_after_the_event_log() {
        let doc = to_markdown(&Worksheet {
            scenario: Scenario::default(),
            ..Worksheet::default()
        });
        let section = section(&doc, "The run, step by step");
        assert!(doc.find("## Lease, pause, shutdown") < doc.find("## The run, step by step"));
        let rows: Vec<&str> = section.lines().skip(2).collect();
        assert_eq!(
            section.lines().next(),
            Some("| Step | Time | Actor | Why |")
        );
        assert_eq!(rows.len(), 8, "{section}");
        assert!(
            rows[3].starts_with("| 4 | 13 s | Worker B | A's lease ran out at 13 s"),
            "{}",
            rows[3]
        );
        assert!(
            rows[7].contains("registered epoch 2 at the takeover at 13 s"),
            "{}",
            rows[7]
        );
    }
    use crate::present::lesson::OriginalWrite;
    use crate::sim::Scenario;

    #[test]
    fn a_pinned_run_is_compared_after_the_write_decisions() {
        let pinned = Scenario {
            lease: 30_000,
            ..Scenario::default()
        };
        let worksheet = Worksheet {
            pinned: Some(pinned),
            ..Worksheet::default()
        };
        let doc = to_markdown(&worksheet);
        let section = section(&doc, "Compared with the pinned run");
        assert!(
            section.starts_with("Lease 30 s → 10 s. Outcome: No takeover → "),
            "{section}"
        );
        assert!(section.contains("| Setting | Pinned run | Current run |\n|---|---|---|\n| Original active work (seconds) | 12 s | 12 s |\n| Lease / visibility duration (seconds) | 30 s | 10 s |"), "{section}");
        assert!(section.contains("Pinned run: **No takeover: "), "{section}");
        assert!(doc.find("## Protected-resource write decisions") < doc.find("## Compared with"));
        assert!(!to_markdown(&Worksheet::default()).contains("## Compared with"));
    }

    #[test]
    fn a_lesson_s_fixed_and_hidden_inputs_are_named_under_the_scenario() {
        let mut customization = Customization::default();
        customization.set(
            Input::Seconds(crate::sim::Field::Lease),
            Availability::Fixed,
        );
        customization.set(Input::Enforcement, Availability::Fixed);
        customization.set(
            Input::Seconds(crate::sim::Field::PauseAt),
            Availability::Hidden,
        );
        let doc = to_markdown(&Worksheet {
            customization,
            ..Worksheet::default()
        });
        let scenario = section(&doc, "Scenario");
        assert!(
            scenario.ends_with("\nFixed for this lesson: Lease / visibility duration (seconds); Resource enforcement.\n\nHidden for this lesson: Pause starts at (seconds).\n"),
            "{scenario}"
        );
        let whole = to_markdown(&Worksheet::default());
        assert!(!whole.contains("for this lesson"));
    }

    fn doc(notes: &str) -> String {
        to_markdown(&Worksheet {
            notes: notes.to_owned(),
            ..Worksheet::default()
        })
    }

    #[test]
    fn a_prediction_lists_the_questions_answers_and_marks_once_revealed() {
        let mut prediction = Prediction {
            takeover: Some(true),
            applied_increments: Some(2),
            original_write: None,
            revealed_for: None,
        };
        let with = |prediction| {
            to_markdown(&Worksheet {
                attempts: vec![Attempt {
                    prediction,
                    ended_for: None,
                }],
                ..Worksheet::default()
            })
        };
        let hidden = with(prediction);
        assert!(hidden.contains("## Your prediction\n"), "{hidden}");
        assert!(hidden.contains("| Will worker B take over? | Yes | Not revealed yet |"));
        assert!(hidden
            .contains("| How many increments will the resource apply? | 2 | Not revealed yet |"));
        assert!(
            hidden.contains("| What happens to worker A's write? | No answer | Not revealed yet |")
        );
        assert!(
            hidden.contains("## Your prediction\n\nMade for the scenario above.\n\n| Question |")
        );
        prediction.revealed_for = Some(Scenario::default());
        let shown = with(prediction);
        assert!(shown.contains("Made for the scenario above."));
        assert!(shown.contains(
            "| Will worker B take over? | Yes | Correct. B took over at 13 s, when A's lease ran out after its last valid renewal at 3 s. |"
        ), "{shown}");
        assert!(
            shown.contains("| 2 | Not this time. The resource accepted one write: B's at 18 s. |")
        );
        assert!(shown.contains("| No answer | Not answered. A wrote at 26 s with token 1, and the resource refused it. |"));
        assert!(!doc("").contains("## Your prediction"));
    }

    /// Issue 27, defect 1: after the reveal the marks stay those of the
    /// revealed scenario, whatever the worksheet's scenario is now.
    #[test]
    fn a_prediction_is_marked_against_the_scenario_it_was_made_for() {
        let healthy = crate::present::presets::by_slug("healthy")
            .map(|p| p.scenario)
            .unwrap_or_default();
        let doc = to_markdown(&Worksheet {
            scenario: healthy,
            attempts: vec![Attempt {
                prediction: Prediction {
                    takeover: Some(true),
                    applied_increments: Some(2),
                    original_write: Some(OriginalWrite::Rejected),
                    revealed_for: Some(Scenario::default()),
                },
                ended_for: None,
            }],
            ..Worksheet::default()
        });
        let Some(section) = doc
            .split("## Your prediction\n")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
        else {
            panic!("no prediction section in {doc}");
        };
        assert!(
            section.starts_with("\nMade for another scenario than the one above"),
            "{section}"
        );
        // The settings of the scenario the prediction was made for.
        assert!(
            section.contains("| Pause duration (seconds) | 14 s |"),
            "{section}"
        );
        // Graded against the paused zombie (B takes over), not the healthy run.
        assert!(
            section.contains("| Will worker B take over? | Yes | Correct. B took over at 13 s"),
            "{section}"
        );
        assert!(
            section.contains("| Rejected | Correct. A wrote at 26 s with token 1"),
            "{section}"
        );
        assert!(doc.contains("| Preset | Healthy run |"), "{doc}");
    }

    #[test]
    fn the_name_link_preset_and_answers_are_carried_and_escaped() {
        let doc = to_markdown(&Worksheet {
            learner: Some("<b>Ada</b> | *Lovelace*".into()),
            link: "https://example.edu/lab/#original_work_s=12&lease_s=10".into(),
            answers: [
                "Our cron job.\n# not a heading".into(),
                String::new(),
                "=HYPERLINK(\"x\")".into(),
            ],
            notes: "More.".into(),
            ..Worksheet::default()
        });
        assert!(
            doc.contains("| Your name | &lt;b&gt;Ada&lt;/b&gt; \\| \\*Lovelace\\* |"),
            "{doc}"
        );
        // Issue 40, point 5: the link is usable as it is, not escaped.
        assert!(
            doc.contains(
                "| Link to this scenario | <https://example.edu/lab/#original_work_s=12&lease_s=10> |"
            ),
            "{doc}"
        );
        assert!(doc.contains("| Preset | Paused zombie |"), "{doc}");
        let Some(answers) = doc
            .split("## Your answers\n")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
        else {
            panic!("no answers section in {doc}");
        };
        assert_eq!(
            answers,
            format!(
                "\n### 1. {}\n\nOur cron job.\\\n\\# not a heading\n\n### 2. {}\n\n_No answer yet._\n\n### 3. {}\n\n\\=HYPERLINK(\"x\")\n",
                prompts()[0], prompts()[1], prompts()[2]
            )
        );
        assert!(doc.ends_with("## Your notes\n\nMore.\n"), "{doc}");
        let anonymous = to_markdown(&Worksheet {
            scenario: Scenario {
                lease: 10_001,
                ..Scenario::default()
            },
            ..Worksheet::default()
        });
        assert!(anonymous.contains("| Your name | Not given |"));
        assert!(anonymous.contains("| Link to this scenario | Not recorded |"));
        assert!(anonymous.contains("| Preset | None (a custom scenario) |"));
        assert!(anonymous.contains("### 3. "), "{anonymous}");
        assert!(anonymous.ends_with("## Your notes\n\n_No notes yet._\n"));
    }

    #[test]
    fn the_document_has_every_section_and_the_default_numbers() {
        let doc = doc("");
        for heading in [
            "# Lease Lab worksheet",
            "## Scenario",
            "## Result",
            "## Protected-resource write decisions",
            "## Lease, pause, shutdown, and write events in clock order",
            "## Same timeline, three contracts",
            "## Assumptions and limits",
            "## Your answers",
            "## Your notes",
        ] {
            assert!(doc.contains(&format!("{heading}\n")), "missing {heading}");
        }
        assert!(doc.contains("| 18 s | Worker B / 2 | Accepted |"), "{doc}");
        assert!(
            doc.contains(
                "| 26 s | Worker A / 1 | Rejected | Token 1 does not match registered epoch 2. |"
            ),
            "{doc}"
        );
        assert!(doc.contains("| Takeover | 13 s |"));
    }

    #[test]
    fn notes_cannot_inject_markup_or_break_tables() {
        let doc = doc("<script>alert(1)</script>\n| a | b |\n=SUM(A1)\n# heading\n```code```\n[link](http://x)");
        assert!(!doc.contains("<script>"));
        assert!(doc.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(doc.contains("\\| a \\| b \\|"));
        assert!(doc.contains("\\=SUM(A1)"));
        assert!(doc.contains("\\# heading"));
        assert!(doc.contains("\\`\\`\\`code\\`\\`\\`"));
        assert!(doc.contains("\\[link\\](http://x)"));
        assert_eq!(escape_text("1. not a list"), "1\\. not a list");
        assert_eq!(escape_text("2)\nx"), "2\\)\nx");
        assert_eq!(escape_cell("35.5 s"), "35.5 s");
        assert_eq!(escape_cell("2.25 s, 3) later"), "2.25 s, 3) later");
        assert_eq!(escape_text("> not a quote"), "&gt; not a quote");
        let Some(notes) = doc.split("## Your notes").nth(1) else {
            panic!("no notes section in {doc}");
        };
        assert!(notes.lines().all(|line| !line.starts_with('|')
            && !line.starts_with('#')
            && !line.starts_with('=')));
    }

    #[test]
    fn a_cell_never_spans_lines() {
        assert_eq!(escape_cell("a\nb|c"), "a b\\|c");
        for formula in ["=1+1", "+1", "-1", "@x"] {
            assert!(escape_cell(formula).starts_with('\\'), "{formula}");
        }
    }

    /// Without a name, nothing identifies the learner (the name is the one
    /// thing they choose to write).
    #[test]
    fn nothing_identifying_is_written() {
        let doc = doc("");
        assert!(!doc.to_lowercase().contains("date"));
        assert!(!doc.contains("202"));
    }

    /// Issue 40, point 5: the link cell is the link itself, for a web
    /// address, the one-file copy and a hostile file's link alike.
    #[test]
    fn a_link_cell_is_the_link_a_reader_can_follow() {
        let cases = [
            (
                "https://a.edu/lab/#lease_s=1&ask1=Why%3F",
                "<https://a.edu/lab/#lease_s=1&ask1=Why%3F>",
            ),
            (
                "lease-lab-offline.html#lease_s=1&predict",
                "`lease-lab-offline.html#lease_s=1&predict`",
            ),
            ("", "Not recorded"),
            (
                "https://a.edu/#x> <script>",
                "https://a.edu/#x&gt; &lt;script&gt;",
            ),
            ("javascript:x|y", "javascript:x\\|y"),
        ];
        for (link, cell) in cases {
            assert_eq!(link_cell(link), cell, "{link}");
        }
    }

    fn lesson(customization: &str, revealed: bool) -> Worksheet {
        let shape = crate::present::fragment::read_fragment(customization).customization;
        Worksheet {
            lesson: true,
            customization: shape,
            attempts: vec![Attempt {
                prediction: Prediction {
                    takeover: Some(true),
                    applied_increments: Some(1),
                    original_write: Some(OriginalWrite::Rejected),
                    revealed_for: revealed.then_some(Scenario::default()),
                },
                ended_for: None,
            }],
            pinned: Some(Scenario::default()),
            ..Worksheet::default()
        }
    }

    /// Issue 40, point 1: before the reveal the worksheet holds nothing of
    /// the run: no result, metrics, decisions, comparison, events, steps
    /// or contracts.
    #[test]
    fn before_the_reveal_nothing_of_the_run_is_written() {
        let before = to_markdown(&lesson("", false));
        let headline = headline(simulate(&Scenario::default()).class);
        for given_away in [
            headline.as_str(),
            "## Protected-resource write decisions",
            "## Compared with the pinned run",
            "## Lease, pause, shutdown, and write events",
            "## The run, step by step",
            "## Same timeline, three contracts",
            "| Metric |",
            "Token 1 does not match",
            "Correct",
        ] {
            assert!(!before.contains(given_away), "{given_away} in {before}");
        }
        assert!(before.contains("The results are shown after the reveal"));
        assert!(before.contains("Not revealed yet"));
        let after = to_markdown(&lesson("", true));
        for shown in [
            headline.as_str(),
            "## Same timeline, three contracts",
            "| Metric |",
            "Correct",
        ] {
            assert!(after.contains(shown), "{shown} missing from {after}");
        }
    }

    /// Issue 40, point 3: a section the lesson hides is not in the
    /// download either.
    #[test]
    fn a_hidden_section_is_left_out() {
        let sections = [
            ("contracts", "## Same timeline, three contracts"),
            ("explanations", "## Assumptions and limits"),
            ("decisions", "## Protected-resource write decisions"),
            ("events", "## Lease, pause, shutdown, and write events"),
            ("events", "## The run, step by step"),
            ("cursor", "## The run, step by step"),
            ("metrics", "| Metric |"),
        ];
        for (name, heading) in sections {
            let whole = to_markdown(&lesson("", true));
            let shaped = to_markdown(&lesson(&format!("hidden={name}"), true));
            assert!(whole.contains(heading), "{heading}");
            assert!(
                !shaped.contains(heading),
                "hidden={name} still has {heading}"
            );
        }
    }

    /// Issue 40, points 1 and 4: earlier attempts and the lesson's own
    /// questions are in the document, escaped.
    #[test]
    fn earlier_attempts_and_own_questions_are_written() {
        let mut worksheet = lesson("", true);
        let first = Attempt {
            prediction: Prediction {
                takeover: Some(false),
                ..Prediction::default()
            },
            ended_for: Some(Scenario::default()),
        };
        worksheet.attempts.insert(0, first);
        worksheet.own_questions = vec![crate::worksheet::OwnQuestion {
            text: "# Where is *your* fence?".into(),
            answer: "At the <db>.".into(),
        }];
        let doc = to_markdown(&worksheet);
        assert!(
            doc.contains(
                "Earlier attempts: 1, of which 1 had their results seen before the reveal."
            ),
            "{doc}"
        );
        assert!(
            doc.contains("### 4. \\# Where is \\*your\\* fence?\n\nAt the &lt;db&gt;.\n"),
            "{doc}"
        );
    }
}
