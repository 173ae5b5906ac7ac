//! The ownership timeline as SVG markup: one string written from the
//! geometry in [`super::timeline`]. The page sets it as the `<svg>`'s
//! content, which keeps hundreds of element bindings (and their code) out of
//! the wasm; the pre-renderer writes the same string.

use std::fmt::Write;

use crate::sim::Millis;
use crate::small_sort::sort_small_by_key;

use super::format::duration;
use super::timeline::{Frame, Lane, Shape, Timeline, AXIS_HEIGHT, BAR_HEIGHT, N};

/// Fill patterns: hatching for the pause, dots for the new epoch, ticks for
/// a dense run of renewals. Colours come from CSS classes. Only one of the
/// two frames is ever in the page, so the ids are unique.
const DEFS: &str = concat!(
    r#"<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"#,
    r#"<rect class="hatch-bg" width="6" height="6"></rect><line class="hatch-line" x1="0" y1="0" x2="0" y2="6"></line></pattern>"#,
    r#"<pattern id="dots" width="5" height="5" patternUnits="userSpaceOnUse"><rect class="dots-bg" width="5" height="5"></rect>"#,
    r#"<circle class="dots-dot" cx="2.5" cy="2.5" r="1.2"></circle></pattern>"#,
    r#"<pattern id="ticks" width="3" height="8" patternUnits="userSpaceOnUse"><line class="ticks-line" x1="1" y1="0" x2="1" y2="8"></line></pattern></defs>"#,
);

/// Escapes text for XML content and attribute values.
pub fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(ch),
        }
    }
    out
}

/// A whole `<svg>` from its opening tag and its children's markup.
pub fn svg_of((open, parts): &(String, Vec<String>)) -> String {
    let mut s = open.clone();
    for part in parts {
        s.push_str(part);
    }
    s.push_str("</svg>");
    s
}

/// The timeline's opening `<svg>` tag and the markup of each of its
/// children, in paint order ([`svg_of`] joins them). The page rewrites only
/// the children that changed: a slider step moves a few bars and marks, not
/// the lanes. The time cursor is drawn apart, over it (see [`cursor_svg`]),
/// so playing the cursor never rewrites this markup or drops keyboard focus
/// from its marks.
pub fn timeline_parts(timeline: &Timeline) -> (String, Vec<String>) {
    let frame = timeline.frame;
    let open = format!(
        r#"<svg viewBox="{}" role="img" aria-labelledby="timeline-title timeline-desc" class="timeline-svg{}">"#,
        frame.view_box(),
        narrow_class(frame)
    );
    let mut parts = Vec::with_capacity(16 + timeline.shapes.len() + timeline.ticks.len());
    // Writing into a String cannot fail.
    let _ = write_parts(&mut parts, timeline);
    (open, parts)
}

/// Which children to rewrite to turn the drawn `shown` parts into
/// `wanted`, or `None` when the whole drawing must be rewritten (another
/// `<svg>` tag or another number of children).
pub fn part_changes(
    shown: &(String, Vec<String>),
    wanted: &(String, Vec<String>),
) -> Option<Vec<usize>> {
    if shown.0 != wanted.0 || shown.1.len() != wanted.1.len() {
        return None;
    }
    Some(
        (0..wanted.1.len())
            .filter(|&i| shown.1[i] != wanted.1[i])
            .collect(),
    )
}

fn narrow_class(frame: Frame) -> &'static str {
    if frame.labels_above {
        " narrow"
    } else {
        ""
    }
}

/// The side of a focusable mark's target square, in user units: 24 CSS px
/// or more wherever the drawing is at 71% scale or more. The 760 px embed
/// draws it at about 74%, or a little less where a scrollbar takes width
/// (Firefox measured 23.8 px with 32 units).
const MARK_TARGET: f32 = 34.0;

/// The time cursor: its own small `<svg>`, laid over the timeline, with a
/// line and a label at `cursor`.
pub fn cursor_svg(timeline: &Timeline, cursor: Millis) -> String {
    let frame = timeline.frame;
    let x = frame.x_at(timeline.end, cursor);
    // Near the right edge the label goes to the left of the line.
    let (label_x, anchor) = if x + 40.0 > frame.width {
        (x - 4.0, r#" text-anchor="end""#)
    } else {
        (x + 4.0, "")
    };
    format!(
        r#"<svg viewBox="{7}" class="timeline-overlay{8}" aria-hidden="true"><g class="cursor"><line x1="{0}" x2="{0}" y1="{1}" y2="{2}"></line><text class="cursor-label" x="{3}" y="{4}"{6}>{5}</text></g></svg>"#,
        N(x),
        N(frame.top - 2.0),
        N(frame.axis_y()),
        N(label_x),
        // Inside the first lane beside the line, or above the lanes when
        // the lanes' names are there.
        N(if frame.labels_above {
            frame.top - 6.0
        } else {
            frame.top + 8.0
        }),
        xml(&duration(cursor.min(timeline.end))),
        anchor,
        frame.view_box(),
        narrow_class(frame)
    )
}

fn write_parts(parts: &mut Vec<String>, timeline: &Timeline) -> std::fmt::Result {
    parts.push(format!(
        r#"<desc id="timeline-desc">{}</desc>"#,
        xml(&timeline.summary)
    ));
    parts.push(DEFS.to_owned());
    let frame = timeline.frame;
    let (left, right) = (N(frame.plot_left), N(frame.plot_right()));
    for lane in Lane::ALL {
        let mid = N(frame.mid_y(lane));
        let (label_x, label_y) = if frame.labels_above {
            (frame.plot_left, frame.lane_y(lane) + 13.0)
        } else {
            (4.0, frame.mid_y(lane) + 4.0)
        };
        parts.push(format!(
            r#"<g class="lane"><line class="lane-rule" x1="{left}" x2="{right}" y1="{mid}" y2="{mid}"></line><text class="lane-label" x="{}" y="{}">{}</text></g>"#,
            N(label_x),
            N(label_y),
            xml(lane.label())
        ));
    }
    let axis_y = frame.axis_y();
    parts.push(format!(
        r#"<line class="axis-line" x1="{left}" x2="{right}" y1="{0}" y2="{0}"></line>"#,
        N(axis_y)
    ));
    for (i, tick) in timeline.ticks.iter().enumerate() {
        let x = N(tick.x);
        // The last label ends at its tick, so a long one stays in the frame.
        let anchor = if i + 1 == timeline.ticks.len() {
            " end"
        } else {
            ""
        };
        parts.push(format!(
            r#"<g class="tick"><line class="grid" x1="{x}" x2="{x}" y1="{}" y2="{}"></line><text class="tick-label{anchor}" x="{x}" y="{}">{}</text></g>"#,
            N(frame.top),
            N(axis_y + 4.0),
            N(axis_y + AXIS_HEIGHT - 10.0),
            xml(&tick.label)
        ));
    }
    // Bars under notes under marks, so no bar ever hides a mark; marks from
    // left to right, which is also their keyboard order.
    let bars = timeline
        .shapes
        .iter()
        .filter(|shape| matches!(shape, Shape::Bar { .. }));
    let notes = timeline
        .shapes
        .iter()
        .filter(|shape| matches!(shape, Shape::Note { .. }));
    let mut marks: Vec<&Shape> = timeline
        .shapes
        .iter()
        .filter(|shape| matches!(shape, Shape::Mark { .. }))
        .collect();
    sort_small_by_key(&mut marks, |shape| (mark_x(shape) * 10.0).round() as i64);
    for shape in bars.chain(notes).chain(marks) {
        let mut s = String::with_capacity(256);
        write_shape(&mut s, frame, shape)?;
        parts.push(s);
    }
    Ok(())
}

fn mark_x(shape: &Shape) -> f32 {
    match shape {
        Shape::Mark { x, .. } => *x,
        _ => 0.0,
    }
}

fn write_shape(s: &mut String, frame: Frame, shape: &Shape) -> std::fmt::Result {
    match shape {
        Shape::Bar {
            lane,
            x,
            width,
            class,
            label,
            title,
        } => {
            let bar_y = frame.bar_y(*lane);
            let (y, height) = match *class {
                // The grace is a thin strip beside A's bar: above it, or
                // below it when the lane's name is above.
                "grace" if frame.labels_above => (bar_y + BAR_HEIGHT + 1.0, 5.0),
                "grace" => (bar_y - 8.0, 5.0),
                "renewal-run" => (bar_y - 4.0, BAR_HEIGHT + 8.0),
                _ => (bar_y, BAR_HEIGHT),
            };
            write!(
                s,
                r#"<g class="bar {class}"><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="3"></rect>"#,
                xml(title),
                N(*x),
                N(y),
                N(*width),
                N(height)
            )?;
            let fits = !label.is_empty() && label.len() as f32 * frame.char_width + 8.0 < *width;
            if fits {
                write!(
                    s,
                    r#"<text class="bar-label" x="{}" y="{}">{}</text>"#,
                    N(x + 4.0),
                    N(frame.mid_y(*lane) + 4.0),
                    xml(label)
                )?;
            }
            s.push_str("</g>");
        }
        Shape::Mark {
            lane,
            x,
            symbol,
            class,
            title,
        } => {
            // Key instants are focusable so keyboard users can read their
            // titles; a transparent square makes each one a target of at
            // least 24 CSS px (see `MARK_TARGET`).
            let mid = frame.mid_y(*lane);
            let (focus, hit) = if *class == "renewal" {
                (String::new(), String::new())
            } else {
                let half = MARK_TARGET / 2.0;
                (
                    format!(r#" tabindex="0" role="img" aria-label="{}""#, xml(title)),
                    format!(
                        r#"<rect class="hit" x="{}" y="{}" width="{2}" height="{2}"></rect>"#,
                        N(x - half),
                        N(mid - half),
                        N(MARK_TARGET)
                    ),
                )
            };
            write!(
                s,
                r#"<g class="mark {class}"{focus}><title>{}</title>{hit}<path d="{}"></path></g>"#,
                xml(title),
                symbol.path(*x, mid)
            )?;
        }
        Shape::Note {
            lane,
            x,
            text,
            below,
        } => {
            let y = if *below {
                frame.bar_y(*lane) + BAR_HEIGHT + 11.0
            } else {
                frame.bar_y(*lane) - 3.0
            };
            write!(
                s,
                r#"<text class="note" x="{}" y="{}">{}</text>"#,
                N(*x),
                N(y),
                xml(text)
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn part_changes_name_only_the_children_that_differ() {
        let parts = |open: &str, children: &[&str]| {
            (
                open.to_owned(),
                children.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>(),
            )
        };
        let shown = parts("<svg>", &["<desc>a</desc>", "<g/>", "<rect/>"]);
        let wanted = parts("<svg>", &["<desc>b</desc>", "<g/>", "<line/>"]);
        assert_eq!(part_changes(&shown, &wanted), Some(vec![0, 2]));
        assert_eq!(part_changes(&shown, &shown), Some(vec![]));
        assert_eq!(
            part_changes(&shown, &parts("<svg class=\"narrow\">", &["", "", ""])),
            None
        );
        assert_eq!(part_changes(&shown, &parts("<svg>", &["", ""])), None);
        // The parts make the whole drawing.
        let timeline = layout(&Scenario::default(), &simulate(&Scenario::default()), WIDE);
        let (open, children) = timeline_parts(&timeline);
        let whole = svg_of(&(open.clone(), children.clone()));
        assert!(whole.starts_with(&open) && whole.ends_with("</svg>"));
        assert_eq!(
            whole.len(),
            open.len() + children.iter().map(String::len).sum::<usize>() + 6
        );
        assert!(children
            .iter()
            .all(|c| c.starts_with('<') && c.ends_with('>')));
    }

    use super::*;
    use crate::present::timeline::{layout, NARROW, WIDE};
    use crate::sim::{simulate, Scenario};

    #[test]
    fn numbers_are_written_without_float_formatting() {
        assert_eq!(N(12.0).to_string(), "12");
        assert_eq!(N(12.34).to_string(), "12.3");
        assert_eq!(N(-0.25).to_string(), "-0.3");
        assert_eq!(N(0.04).to_string(), "0");
        assert_eq!(WIDE.view_box(), "0 0 960 224");
        assert_eq!(NARROW.view_box(), "0 0 300 238");
    }

    #[test]
    fn markup_escapes_text_and_carries_every_title() {
        assert_eq!(
            xml(r#"A's <b> & "c""#),
            "A&#39;s &lt;b&gt; &amp; &quot;c&quot;"
        );
        let scenario = Scenario::default();
        let timeline = layout(&scenario, &simulate(&scenario), WIDE);
        let markup = svg_of(&timeline_parts(&timeline));
        let cursor = cursor_svg(&timeline, 13_000);
        let x = N(WIDE.x_at(30_000, 13_000));
        assert!(
            cursor.contains(&format!(r#"<line x1="{x}" x2="{x}""#)),
            "{cursor}"
        );
        assert!(cursor.ends_with(">13 s</text></g></svg>"), "{cursor}");
        assert!(
            cursor.starts_with(
                r#"<svg viewBox="0 0 960 224" class="timeline-overlay" aria-hidden="true">"#
            ),
            "{cursor}"
        );
        assert!(!markup.contains("cursor"), "the cursor is drawn apart");
        assert!(markup.starts_with(r#"<svg viewBox="0 0 960 224" role="img" aria-labelledby="timeline-title timeline-desc" class="timeline-svg"><desc id="timeline-desc">Ownership timeline from 0 s to 30 s."#), "{markup}");
        assert!(markup.contains("<title>Worker B takes over at 13 s with token 2</title>"));
        assert!(markup.contains(r#"aria-label="Worker A writes at 26 s with token 1: rejected""#));
        assert!(markup.contains("A&#39;s lease"));
        assert_eq!(markup.matches("<g").count(), markup.matches("</g>").count());
        assert!(!markup.contains("style="), "inline styles break the CSP");
    }
}
