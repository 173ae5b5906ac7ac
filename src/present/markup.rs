//! The small blocks of the results as typed view data (the metric cards
//! and the time cursor's readout, whose every part the page renders as
//! reactive text), and read-only tables and lists as escaped markup.

use super::compare::pinned_value;
use super::report::{Metric, TableRow};
use super::svg::xml;

/// How many metric cards the results show.
pub const METRIC_COUNT: usize = 4;

/// One metric card as the page shows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MetricCard {
    pub title: String,
    pub value: String,
    /// `value` as the card shows it: [`quantities`].
    pub value_markup: String,
    pub note: String,
    /// The pinned run's value beside this one ("Pinned: 1 (same)"); empty
    /// while nothing is pinned.
    pub pinned: String,
    /// `pinned` as the card shows it ("Pinned: <span>5 s</span>
    /// (changed)"): [`quantities`].
    pub pinned_markup: String,
}

/// The metric cards, each with the pinned run's value beside it while a
/// run is pinned.
pub fn metric_cards(
    cards: &[Metric; METRIC_COUNT],
    pinned: Option<&[Metric; METRIC_COUNT]>,
) -> Vec<MetricCard> {
    cards
        .iter()
        .enumerate()
        .map(|(index, card)| {
            let pinned = pinned.map_or(String::new(), |old| {
                pinned_value(&old[index].value, &card.value)
            });
            MetricCard {
                title: card.title.clone(),
                value: card.value.clone(),
                value_markup: quantities(&card.value),
                note: card.note.clone(),
                pinned_markup: quantities(&pinned),
                pinned,
            }
        })
        .collect()
}

/// A value such as `2 h 9 min 30 s`, or a sentence, as escaped markup
/// with each quantity (a number and the unit after it) in one `<span>`,
/// which the stylesheet keeps on one line: a narrow card or column then
/// breaks between quantities and words, never between a number and its
/// unit ("2 h 9" over "min 30 s", or "at 26" over "s.", before). Its text
/// is the value's, unchanged; a text without units ("1", "None") is only
/// escaped.
pub fn quantities(value: &str) -> String {
    quantities_in(value, &units())
}

/// The page's language's units of time, as [`crate::present::format::Duration`]
/// writes them ("h", "min", "s"; "小时", "分", "秒").
fn units() -> [String; 3] {
    [
        crate::sentence!("unit-hours"),
        crate::sentence!("unit-minutes"),
        crate::sentence!("unit-seconds"),
    ]
    .map(|unit| crate::i18n::say(unit, &[]))
}

/// [`quantities`] with `units` looked up once for many texts (a table's
/// cells).
fn quantities_in(value: &str, units: &[String]) -> String {
    // "35", or "(35" in a sentence's brackets.
    let is_number = |word: &str| {
        word.trim_start_matches('(')
            .starts_with(|c: char| c.is_ascii_digit())
    };
    // A sentence's punctuation may follow the unit ("s.", "s,", "s)").
    let is_unit = |word: &str| {
        let unit = word.trim_end_matches(|c: char| ".,;:)!?".contains(c));
        units.iter().any(|known| known == unit)
    };
    let mut words = value.split(' ').peekable();
    let mut markup = String::new();
    while let Some(word) = words.next() {
        if !markup.is_empty() {
            markup.push(' ');
        }
        match words.next_if(|unit| is_number(word) && is_unit(unit)) {
            Some(unit) => {
                markup += "<span>";
                markup += &xml(word);
                markup.push(' ');
                markup += &xml(unit);
                markup += "</span>";
            }
            None => markup += &xml(word),
        }
    }
    markup
}

/// One line of the time cursor's readout: what it is about ("Lease") and
/// the state at the cursor's instant.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReadoutLine {
    pub label: String,
    pub text: String,
}

/// `(label, text)` lines (`explore::state_lines`) as readout lines.
pub fn readout_lines(lines: impl IntoIterator<Item = (String, String)>) -> Vec<ReadoutLine> {
    lines
        .into_iter()
        .map(|(label, text)| ReadoutLine { label, text })
        .collect()
}

/// Lines of text as the `<li>` items of a read-only list, escaped: the
/// page sets them as the list's content. (A keyed list of views compiled
/// 4 KB of wasm of its own for a list nobody edits.)
pub fn list_items(lines: &[String]) -> String {
    let units = units();
    lines
        .iter()
        .map(|line| format!("<li>{}</li>", quantities_in(line, &units)))
        .collect()
}

/// A read-only table's content as escaped markup: its caption, column
/// headers and one row per entry of `rows` (see [`table_rows`]). The page
/// writes the head once and keeps each table's rows (see
/// `ui::follow_rows`): as rows of reactive cells, the three tables compiled
/// several KB of wasm for text nobody edits.
pub fn table_markup(
    caption: &str,
    columns: &[impl AsRef<str>],
    rows: &[TableRow],
    row_headers: bool,
    current: Option<usize>,
) -> String {
    table_head(caption, columns)
        + "<tbody>"
        + &table_rows(rows, row_headers, current).concat()
        + "</tbody>"
}

/// A table's caption and column headers, as escaped markup.
pub fn table_head(caption: &str, columns: &[impl AsRef<str>]) -> String {
    format!(
        "<caption>{}</caption>{}",
        xml(caption),
        column_headers(columns)
    )
}

/// A table's column headers, as the escaped markup of its `<thead>`.
pub fn column_headers(columns: &[impl AsRef<str>]) -> String {
    let mut out = String::from("<thead><tr>");
    for column in columns {
        out += &format!(r#"<th scope="col">{}</th>"#, xml(column.as_ref()));
    }
    out + "</tr></thead>"
}

/// One `<tr>` of escaped markup per entry of `rows` (with the row's class,
/// if any). `row_headers` makes each row's first cell a row header;
/// `current` is the row a step through the run is at
/// (`aria-current="step"`).
pub fn table_rows(rows: &[TableRow], row_headers: bool, current: Option<usize>) -> Vec<String> {
    let units = units();
    let mut all = Vec::with_capacity(rows.len());
    for (index, row) in rows.iter().enumerate() {
        let mut out = String::from("<tr");
        if !row.class.is_empty() {
            out += &format!(r#" class="{}""#, row.class);
        }
        if current == Some(index) {
            out += r#" aria-current="step""#;
        }
        out += ">";
        for (column, cell) in row.cells.iter().enumerate() {
            out += &if row_headers && column == 0 {
                format!(r#"<th scope="row">{}</th>"#, xml(cell))
            } else {
                format!("<td>{}</td>", quantities_in(cell, &units))
            };
        }
        out += "</tr>";
        all.push(out);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::report::metrics;
    use crate::sim::{simulate, Scenario};

    #[test]
    fn list_items_are_escaped_markup() {
        assert_eq!(
            list_items(&["a < b".to_owned(), "\"q\"".to_owned()]),
            "<li>a &lt; b</li><li>&quot;q&quot;</li>"
        );
    }

    #[test]
    fn a_table_is_its_caption_headers_and_escaped_rows() {
        let rows = [
            TableRow {
                class: "current",
                cells: vec!["A<".to_owned(), "1".to_owned()],
            },
            TableRow {
                class: "",
                cells: vec!["B".to_owned(), "2 & 3".to_owned()],
            },
        ];
        assert_eq!(
            table_markup("Cap", &["Name", "N"], &rows, true, Some(1)),
            r#"<caption>Cap</caption><thead><tr><th scope="col">Name</th><th scope="col">N</th></tr></thead><tbody><tr class="current"><th scope="row">A&lt;</th><td>1</td></tr><tr aria-current="step"><th scope="row">B</th><td>2 &amp; 3</td></tr></tbody>"#
        );
        assert!(table_markup("C", &["X"], &rows[..1], false, None)
            .contains("<tr class=\"current\"><td>A&lt;</td>"));
    }

    #[test]
    fn a_value_breaks_only_between_its_quantities() {
        assert_eq!(
            quantities("2 h 9 min 30 s"),
            "<span>2 h</span> <span>9 min</span> <span>30 s</span>"
        );
        assert_eq!(quantities("0.25 s"), "<span>0.25 s</span>");
        let chinese = ["小时", "分", "秒"].map(String::from);
        assert_eq!(
            quantities_in("1 分 30 秒", &chinese),
            "<span>1 分</span> <span>30 秒</span>"
        );
        assert_eq!(quantities("1"), "1");
        assert_eq!(quantities("None"), "None");
        assert_eq!(quantities("1 2 <b"), "1 2 &lt;b");
        assert_eq!(quantities("Vergleich: 1 (gleich)"), "Vergleich: 1 (gleich)");
        assert_eq!(
            quantities("Pinned: 5 s (changed)"),
            "Pinned: <span>5 s</span> (changed)"
        );
        assert_eq!(
            quantities_in("2 小时 5 分", &chinese),
            "<span>2 小时</span> <span>5 分</span>"
        );
        // In a sentence, with its punctuation.
        assert_eq!(
            quantities("A wrote at 26 s, then at 1 h 6 min."),
            "A wrote at <span>26 s,</span> then at <span>1 h</span> <span>6 min.</span>"
        );
        assert_eq!(quantities("at 3 s. 4"), "at <span>3 s.</span> 4");
        assert_eq!(quantities("grace (35 s)."), "grace <span>(35 s).</span>");
        // Only units: not "8 of" in "8 of 10201 runs".
        assert_eq!(quantities("8 of 10201 runs"), "8 of 10201 runs");
        assert_eq!(quantities("2 ."), "2 .");
    }

    #[test]
    fn cards_carry_the_pinned_value_and_readout_lines_their_text() {
        let now = metrics(&simulate(&Scenario::default()));
        let cards = metric_cards(&now, None);
        assert_eq!(cards.len(), METRIC_COUNT);
        assert_eq!(cards[1].value, "13 s");
        assert_eq!(cards[1].title, now[1].title);
        assert_eq!(cards[1].pinned, "");
        let then = metrics(&simulate(&Scenario {
            lease: 30_000,
            ..Scenario::default()
        }));
        let compared = metric_cards(&now, Some(&then));
        assert_eq!(compared[1].pinned, "Pinned: None (changed)");
        assert_eq!(compared[0].pinned, "Pinned: 1 (same)");
        assert_eq!(
            readout_lines([("A<".to_owned(), "b&".to_owned())]),
            [ReadoutLine {
                label: "A<".to_owned(),
                text: "b&".to_owned()
            }]
        );
    }
}
