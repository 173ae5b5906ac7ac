//! Small read-only blocks of the results written as HTML strings: the
//! metric cards, the time cursor's readout, the map legend and summary.
//! Each is one binding in the page instead of a dozen, which keeps the wasm
//! small; every piece of text is escaped.

use std::fmt::Write;

use crate::sim::OutcomeClass;

use super::explore::class_css;
use super::report::{class_name, Metric, TableRow};
use super::svg::xml;

/// The four metric cards as rows of title, value and note, for
/// [`metrics_html`] (rows, so the page can rewrite only changed cells).
pub fn metric_rows(cards: &[Metric; 4]) -> Vec<TableRow> {
    cards
        .iter()
        .map(|card| TableRow {
            class: "metric",
            cells: vec![card.title.to_owned(), card.value.clone(), card.note.clone()],
        })
        .collect()
}

/// Metric rows as `<div class="metric">` groups of a `<dl>`.
pub fn metrics_html(rows: &[TableRow]) -> String {
    block_html(
        rows,
        &[
            "dt",
            r#"dd class="metric-value""#,
            r#"dd class="metric-note""#,
        ],
    )
}

/// Label and text pairs as rows, for [`definitions_html`].
pub fn definition_rows(lines: &[(&str, String)]) -> Vec<TableRow> {
    lines
        .iter()
        .map(|(label, text)| TableRow {
            class: "",
            cells: vec![(*label).to_owned(), text.clone()],
        })
        .collect()
}

/// Definition rows as `<div><dt/><dd/></div>` groups of a `<dl>`.
pub fn definitions_html(rows: &[TableRow]) -> String {
    block_html(rows, &["dt", "dd"])
}

/// Rows as `<div class="..">` groups whose cells are the elements opened by
/// `cells` (a name and its attributes), in order.
fn block_html(rows: &[TableRow], cells: &[&str]) -> String {
    let mut s = String::with_capacity(256 * rows.len());
    for row in rows {
        if row.class.is_empty() {
            s.push_str("<div>");
        } else {
            let _ = write!(s, r#"<div class="{}">"#, row.class);
        }
        for (open, text) in cells.iter().zip(&row.cells) {
            let name = open.split(' ').next().unwrap_or(open);
            let _ = write!(s, "<{open}>{}</{name}>", xml(text));
        }
        s.push_str("</div>");
    }
    s
}

/// Lines as `<li>` items.
pub fn items_html(lines: &[impl AsRef<str>]) -> String {
    let mut s = String::with_capacity(512);
    for line in lines {
        let _ = write!(s, "<li>{}</li>", xml(line.as_ref()));
    }
    s
}

/// The map legend: a patterned swatch and a name per outcome class.
pub fn legend_html() -> String {
    let mut s = String::with_capacity(512);
    for class in OutcomeClass::ALL {
        let _ = write!(
            s,
            r#"<li><svg class="swatch" viewBox="0 0 16 16" aria-hidden="true"><rect class="{}" width="16" height="16"></rect></svg>{}</li>"#,
            class_css(class),
            xml(class_name(class))
        );
    }
    s
}

/// The rows of a table body; with `row_headers` each row's first cell is a
/// `<th>`.
pub fn rows_html(rows: &[TableRow], row_headers: bool) -> String {
    let mut s = String::with_capacity(256 * rows.len());
    for row in rows {
        let _ = write!(s, r#"<tr class="{}">"#, row.class);
        for (i, cell) in row.cells.iter().enumerate() {
            if i == 0 && row_headers {
                let _ = write!(s, r#"<th scope="row">{}</th>"#, xml(cell));
            } else {
                let _ = write!(s, "<td>{}</td>", xml(cell));
            }
        }
        s.push_str("</tr>");
    }
    s
}

/// A table's column headers: one `<th scope="col">` per column.
pub fn column_headers_html(columns: &[&str]) -> String {
    let mut s = String::with_capacity(64 * columns.len());
    for column in columns {
        let _ = write!(s, r#"<th scope="col">{}</th>"#, xml(column));
    }
    s
}

/// `<option>` elements for a select: `(value, text)` pairs, with
/// `selected` marked in the markup (what the page shows before and without
/// WebAssembly; afterwards the select's `value` property follows the state).
pub fn options_html(options: &[(&str, &str)], selected: &str) -> String {
    let mut s = String::with_capacity(512);
    for (value, text) in options {
        let mark = if *value == selected { " selected" } else { "" };
        let _ = write!(
            s,
            r#"<option value="{}"{mark}>{}</option>"#,
            xml(value),
            xml(text)
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::report::metrics;
    use crate::sim::{simulate, Scenario};

    #[test]
    fn blocks_carry_escaped_text() {
        let html = metrics_html(&metric_rows(&metrics(&simulate(&Scenario::default()))));
        assert!(html.contains(r#"<dd class="metric-value">13 s</dd>"#));
        assert_eq!(html.matches(r#"class="metric""#).count(), 4);
        assert_eq!(
            definitions_html(&definition_rows(&[("A<", "b&".to_owned())])),
            "<div><dt>A&lt;</dt><dd>b&amp;</dd></div>"
        );
        assert_eq!(items_html(&["x".to_owned()]), "<li>x</li>");
        let row = TableRow {
            class: "current",
            cells: vec!["a".to_owned(), "<b>".to_owned()],
        };
        assert_eq!(
            rows_html(&[row], true),
            r#"<tr class="current"><th scope="row">a</th><td>&lt;b&gt;</td></tr>"#
        );
        assert_eq!(legend_html().matches("<li>").count(), 4);
        assert_eq!(
            options_html(&[("a", "A"), ("b", "B")], "b"),
            r#"<option value="a">A</option><option value="b" selected>B</option>"#
        );
    }
}
