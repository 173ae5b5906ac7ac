//! Small read-only blocks of the results written as HTML strings: the
//! metric cards, the time cursor's readout, the map legend and summary.
//! Each is one binding in the page instead of a dozen, which keeps the wasm
//! small; every piece of text is escaped.

use std::fmt::Write;

use crate::sim::OutcomeClass;

use super::explore::class_css;
use super::report::{class_name, Metric};
use super::svg::xml;

/// The four metric cards as `<div class="metric">` groups of a `<dl>`.
pub fn metrics_html(cards: &[Metric; 4]) -> String {
    let mut s = String::with_capacity(1024);
    for card in cards {
        let _ = write!(
            s,
            r#"<div class="metric"><dt>{}</dt><dd class="metric-value">{}</dd><dd class="metric-note">{}</dd></div>"#,
            xml(card.title),
            xml(&card.value),
            xml(&card.note)
        );
    }
    s
}

/// Label and text pairs as `<div><dt/><dd/></div>` groups of a `<dl>`.
pub fn definitions_html(lines: &[(&str, String)]) -> String {
    let mut s = String::with_capacity(512);
    for (label, text) in lines {
        let _ = write!(
            s,
            "<div><dt>{}</dt><dd>{}</dd></div>",
            xml(label),
            xml(text)
        );
    }
    s
}

/// Lines as `<li>` items.
pub fn items_html(lines: &[String]) -> String {
    let mut s = String::with_capacity(512);
    for line in lines {
        let _ = write!(s, "<li>{}</li>", xml(line));
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

/// The cells of one table row; with `row_header` the first is a `<th>`.
pub fn row_cells_html(cells: &[String], row_header: bool) -> String {
    let mut s = String::with_capacity(256);
    for (i, cell) in cells.iter().enumerate() {
        if i == 0 && row_header {
            let _ = write!(s, r#"<th scope="row">{}</th>"#, xml(cell));
        } else {
            let _ = write!(s, "<td>{}</td>", xml(cell));
        }
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
        let html = metrics_html(&metrics(&simulate(&Scenario::default())));
        assert!(html.contains(r#"<dd class="metric-value">13 s</dd>"#));
        assert_eq!(html.matches(r#"class="metric""#).count(), 4);
        assert_eq!(
            definitions_html(&[("A<", "b&".to_owned())]),
            "<div><dt>A&lt;</dt><dd>b&amp;</dd></div>"
        );
        assert_eq!(items_html(&["x".to_owned()]), "<li>x</li>");
        assert_eq!(
            row_cells_html(&["a".to_owned(), "<b>".to_owned()], true),
            r#"<th scope="row">a</th><td>&lt;b&gt;</td>"#
        );
        assert_eq!(legend_html().matches("<li>").count(), 4);
        assert_eq!(
            options_html(&[("a", "A"), ("b", "B")], "b"),
            r#"<option value="a">A</option><option value="b" selected>B</option>"#
        );
    }
}
