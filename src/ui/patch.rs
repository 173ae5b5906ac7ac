//! Read-only blocks of rows (a table body, the metric cards, the time
//! cursor's readout) kept equal to a memo of rows. The block is written
//! once as markup; after that only the cells (and row classes) that changed
//! are rewritten, and the block is rebuilt only when its shape changes, so
//! a slider drag re-creates, re-styles and re-measures no element.

use leptos::prelude::*;
use web_sys::Element;

use crate::present::report::{cell_changes, CellChange, TableRow};
use crate::present::svg::{part_changes, svg_of};

/// Returns the first markup for the block that `block` finds (once it is
/// mounted) and keeps that block equal to `rows` from then on; `html`
/// writes a whole block.
pub fn follow_rows(
    block: impl Fn() -> Option<Element> + 'static,
    rows: Memo<Vec<TableRow>>,
    html: impl Fn(&[TableRow]) -> String + Copy + 'static,
) -> String {
    let first = rows.get_untracked();
    let markup = html(&first);
    Effect::new(move |shown: Option<Vec<TableRow>>| {
        let shown = shown.unwrap_or_else(|| first.clone());
        let wanted = rows.get();
        if let Some(block) = block() {
            patch(&block, &shown, &wanted, html);
        }
        wanted
    });
    markup
}

/// Turns the shown rows of `block` into `wanted` (see [`cell_changes`]).
fn patch(
    block: &Element,
    shown: &[TableRow],
    wanted: &[TableRow],
    html: impl Fn(&[TableRow]) -> String,
) {
    let Some(changes) = cell_changes(shown, wanted) else {
        block.set_inner_html(&html(wanted));
        return;
    };
    let rows = block.children();
    for change in changes {
        match change {
            CellChange::Class { row, class } => {
                if let Some(row) = rows.item(row as u32) {
                    let _ = row.set_attribute("class", class);
                }
            }
            CellChange::Text { row, column, text } => {
                let cell = rows
                    .item(row as u32)
                    .and_then(|row| row.children().item(column as u32));
                if let Some(cell) = cell {
                    cell.set_text_content(Some(text));
                }
            }
        }
    }
}

/// An `<svg>` drawing as its opening tag and its children's markup.
pub type Parts = (String, Vec<String>);

/// Returns the first markup for the drawing inside the element `frame`
/// finds and keeps it equal to `parts` from then on, rewriting only the
/// children that changed (see [`part_changes`]).
pub fn follow_parts(frame: impl Fn() -> Option<Element> + 'static, parts: Memo<Parts>) -> String {
    let first = parts.get_untracked();
    let markup = svg_of(&first);
    Effect::new(move |shown: Option<Parts>| {
        let shown = shown.unwrap_or_else(|| first.clone());
        let wanted = parts.get();
        if let Some(frame) = frame() {
            let svg = frame.first_element_child();
            match (part_changes(&shown, &wanted), svg) {
                (Some(changed), Some(svg)) => {
                    let children = svg.children();
                    for i in changed {
                        if let Some(child) = children.item(i as u32) {
                            child.set_outer_html(&wanted.1[i]);
                        }
                    }
                }
                _ => frame.set_inner_html(&svg_of(&wanted)),
            }
        }
        wanted
    });
    markup
}
