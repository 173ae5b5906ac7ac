//! The rows of the small read-only blocks of the results: the metric cards
//! and the time cursor's readout, as rows of cells like a table's, so the
//! page renders each cell as reactive text (`ui::results::cell_text`); and
//! read-only lists as escaped markup.

use super::report::{Metric, TableRow};
use super::svg::xml;

/// How many metric cards the results show.
pub const METRIC_COUNT: usize = 4;

/// The metric cards as rows of title, value and note.
pub fn metric_rows(cards: &[Metric; METRIC_COUNT]) -> Vec<TableRow> {
    cards
        .iter()
        .map(|card| TableRow {
            class: "metric",
            cells: vec![card.title.to_owned(), card.value.clone(), card.note.clone()],
        })
        .collect()
}

/// Label and text pairs as rows of two cells.
pub fn definition_rows(lines: &[(&str, String)]) -> Vec<TableRow> {
    lines
        .iter()
        .map(|(label, text)| TableRow {
            class: "",
            cells: vec![(*label).to_owned(), text.clone()],
        })
        .collect()
}

/// Lines of text as the `<li>` items of a read-only list, escaped: the
/// page sets them as the list's content. (A keyed list of views compiled
/// 4 KB of wasm of its own for a list nobody edits.)
pub fn list_items(lines: &[String]) -> String {
    lines
        .iter()
        .map(|line| format!("<li>{}</li>", xml(line)))
        .collect()
}

/// `<option>` elements of a select whose choices change (the outcome
/// map's axes offer only a lesson's adjustable inputs): `(value, text)`
/// pairs, escaped, with `selected` marked.
pub fn option_items(choices: &[(&str, &str)], selected: &str) -> String {
    choices
        .iter()
        .map(|&(value, text)| {
            let mark = if value == selected { " selected" } else { "" };
            format!(
                r#"<option value="{}"{mark}>{}</option>"#,
                xml(value),
                xml(text)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::report::metrics;
    use crate::sim::{simulate, Scenario};

    #[test]
    fn lists_and_options_are_escaped_markup() {
        assert_eq!(
            list_items(&["a < b".to_owned(), "\"q\"".to_owned()]),
            "<li>a &lt; b</li><li>&quot;q&quot;</li>"
        );
        assert_eq!(
            option_items(&[("x", "X & Y"), ("y", "Y")], "y"),
            r#"<option value="x">X &amp; Y</option><option value="y" selected>Y</option>"#
        );
    }

    #[test]
    fn cards_and_definitions_are_rows_of_their_cells() {
        let cards = metric_rows(&metrics(&simulate(&Scenario::default())));
        assert_eq!(cards.len(), METRIC_COUNT);
        assert_eq!(cards[1].cells[1], "13 s");
        assert_eq!(
            definition_rows(&[("A<", "b&".to_owned())])[0].cells,
            ["A<", "b&"]
        );
    }
}
