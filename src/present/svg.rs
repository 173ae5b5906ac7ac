//! The ownership timeline as SVG markup: one string written from the
//! geometry in [`super::timeline`]. The page sets it as the `<svg>`'s
//! content, which keeps hundreds of element bindings (and their code) out of
//! the wasm; the pre-renderer writes the same string.

use std::fmt::Write;

use crate::i18n::isolated;
use crate::sim::Millis;
use crate::small_sort::sort_small_by_key;

use super::timeline::{
    cursor_label, in_both, note_baseline, Anchor, Frame, Lane, Shape, Symbol, Timeline,
    MARK_TARGET, N,
};

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
    // No drawing (no run pinned) is no markup.
    if open.is_empty() {
        return String::new();
    }
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
///
/// `step` is the row of the event log a step through the run is at: its
/// mark carries `aria-current="step"` and a ring (a shape, not a colour).
pub fn timeline_parts(timeline: &Timeline, step: Option<usize>) -> (String, Vec<String>) {
    figure_parts(timeline, step, Figure::CURRENT, None)
}

/// Which of the two drawings markup is for, while a run is pinned: its ids
/// (`<id>-title`, `<id>-desc`) and the run its marks are compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub id: &'static str,
    /// How a mark's label names the other run.
    pub other_run: &'static str,
}

impl Figure {
    /// The current run's drawing (the only one until a run is pinned). It
    /// carries the fill patterns both drawings use.
    pub const CURRENT: Figure = Figure {
        id: "timeline",
        other_run: "pinned run",
    };
    /// The pinned run's drawing.
    pub const PINNED: Figure = Figure {
        id: "pinned",
        other_run: "current run",
    };
}

/// [`timeline_parts`] for one of two drawings: with `other`, the other
/// run's drawing, every mark that is not also there (see
/// [`in_both`](super::timeline::in_both): the same kind, worker and
/// instant) gets a dashed square (a shape, not a colour) and says so in its
/// label.
pub fn figure_parts(
    timeline: &Timeline,
    step: Option<usize>,
    figure: Figure,
    other: Option<&Timeline>,
) -> (String, Vec<String>) {
    let frame = timeline.frame;
    // The text size is the frame's, as a presentation attribute (the CSP
    // forbids inline styles), so the drawing's estimates of text widths and
    // the text drawn agree.
    let open = format!(
        r#"<svg viewBox="{}" font-size="{}" role="img" aria-labelledby="{id}-title {id}-desc" class="timeline-svg{}">"#,
        frame.view_box(),
        N(frame.text),
        narrow_class(frame),
        id = figure.id
    );
    let mut parts = Vec::with_capacity(16 + timeline.shapes.len() + timeline.ticks.len());
    // Writing into a String cannot fail.
    let _ = write_parts(&mut parts, timeline, step, figure, other);
    (open, parts)
}

/// How to turn the drawn children (`shown`) into the `wanted` ones while
/// keeping every child of the longest sequence the two have in common, in
/// order: typing a new lease moves the bars and marks but leaves the lanes,
/// grid, ticks and many labels as they were, and a slider step leaves most
/// marks too. `None` when the whole drawing must be written anew (another
/// `<svg>` tag, or drawings too long to compare cheaply).
#[derive(Debug, PartialEq, Eq)]
pub struct PartEdits {
    /// The drawn children to remove, by place among the drawn ones, last
    /// first (so that each place still holds when it is removed).
    pub remove: Vec<usize>,
    /// The wanted children to insert, by place among the wanted ones,
    /// first first: each goes before the child then at its place, or last.
    pub insert: Vec<usize>,
}

/// Above this many comparisons, [`part_edits`] gives up (a whole drawing is
/// written faster than a table this size is filled).
const MAX_COMPARISONS: usize = 100_000;

/// See [`PartEdits`].
pub fn part_edits(
    shown: &(String, Vec<String>),
    wanted: &(String, Vec<String>),
) -> Option<PartEdits> {
    if shown.0 != wanted.0 {
        return None;
    }
    child_edits(&shown.1, &wanted.1)
}

/// [`part_edits`] for children with no tag around them (a table's rows);
/// `None` when there are too many to compare cheaply.
pub fn child_edits(old: &[String], new: &[String]) -> Option<PartEdits> {
    if old.len() * new.len() > MAX_COMPARISONS {
        return None;
    }
    // The longest common subsequence, by the classic table: `common[i][j]`
    // is its length for `old[i..]` and `new[j..]`.
    let width = new.len() + 1;
    let mut common = vec![0u16; (old.len() + 1) * width];
    for i in (0..old.len()).rev() {
        for j in (0..new.len()).rev() {
            common[i * width + j] = if old[i] == new[j] {
                common[(i + 1) * width + j + 1] + 1
            } else {
                common[(i + 1) * width + j].max(common[i * width + j + 1])
            };
        }
    }
    let (mut remove, mut insert) = (Vec::new(), Vec::new());
    let (mut i, mut j) = (0, 0);
    while i < old.len() || j < new.len() {
        if i < old.len() && j < new.len() && old[i] == new[j] {
            (i, j) = (i + 1, j + 1);
        } else if j == new.len()
            || (i < old.len() && common[(i + 1) * width + j] >= common[i * width + j + 1])
        {
            remove.push(i);
            i += 1;
        } else {
            insert.push(j);
            j += 1;
        }
    }
    remove.reverse();
    Some(PartEdits { remove, insert })
}

fn narrow_class(frame: Frame) -> &'static str {
    if frame.labels_above {
        " narrow"
    } else {
        ""
    }
}

/// The time cursor: its own small `<svg>`, laid over the timeline, with a
/// line and a label at `cursor`.
pub fn cursor_svg(timeline: &Timeline, cursor: Millis) -> String {
    let frame = timeline.frame;
    let x = frame.x_at(timeline.end, cursor);
    let (label, label_x, anchor) = cursor_label(timeline, cursor);
    let anchor = if anchor == Anchor::End {
        r#" text-anchor="end""#
    } else {
        ""
    };
    format!(
        r#"<svg viewBox="{7}" font-size="{8}" class="timeline-overlay" aria-hidden="true"><g class="cursor"><line x1="{0}" x2="{0}" y1="{1}" y2="{2}"></line><text class="cursor-label" x="{3}" y="{4}"{6}>{5}</text></g></svg>"#,
        N(x),
        N(frame.top - 2.0),
        N(frame.axis_y()),
        N(label_x),
        // Above the lanes, where nothing else is drawn.
        N(frame.cursor_text_y()),
        xml(&isolated(label)),
        anchor,
        frame.view_box(),
        N(frame.text)
    )
}

/// A legend item's swatch in its `<span>`, as the page's legend shows it.
pub fn legend_swatch_item(key: &str) -> String {
    format!(
        r#"<span class="legend-swatch">{}</span>"#,
        legend_swatch(key)
    )
}

/// A legend entry's swatch: the shape `key` names, drawn small in its own
/// `<svg>` with the timeline's classes (and its fill patterns), so it looks
/// exactly like what it explains.
pub fn legend_swatch(key: &str) -> String {
    let symbol = match key {
        "renewal" => Some(Symbol::Renewal),
        "refused" | "rejected" => Some(Symbol::Cross),
        "accepted" => Some(Symbol::Check),
        "takeover" | "signal" => Some(Symbol::Flag),
        "terminated" => Some(Symbol::Stop),
        "acquired" => Some(Symbol::Acquire),
        "pause-start" => Some(Symbol::Pause),
        "resume" => Some(Symbol::Resume),
        _ => None,
    };
    let shape = match (symbol, key) {
        (Some(symbol), _) => {
            // The flag's pole is at its left; the others are centred.
            let x = if symbol == Symbol::Flag { 8.0 } else { 12.0 };
            format!(
                r#"<g class="mark {key}"><path d="{}"></path></g>"#,
                symbol.path(x, 12.0)
            )
        }
        (None, "differs") => {
            r#"<rect class="differs" x="2" y="2" width="20" height="20"></rect>"#.to_owned()
        }
        (None, "note") => r#"<text class="note" x="1" y="16" font-size="12">n</text>"#.to_owned(),
        (None, "grace") => {
            r#"<g class="bar grace"><rect x="1" y="9" width="22" height="5" rx="2"></rect></g>"#
                .to_owned()
        }
        (None, _) => format!(
            r#"<g class="bar {key}"><rect x="1" y="4" width="22" height="16" rx="3"></rect></g>"#
        ),
    };
    format!(r#"<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">{shape}</svg>"#)
}

fn write_parts(
    parts: &mut Vec<String>,
    timeline: &Timeline,
    step: Option<usize>,
    figure: Figure,
    other: Option<&Timeline>,
) -> std::fmt::Result {
    parts.push(format!(
        r#"<desc id="{}-desc">{}</desc>"#,
        figure.id,
        xml(&timeline.summary)
    ));
    // One copy of the patterns' ids in the page: the pinned drawing uses
    // the current one's.
    if figure == Figure::CURRENT {
        parts.push(DEFS.to_owned());
    }
    let frame = timeline.frame;
    let (left, right) = (N(frame.plot_left), N(frame.plot_right()));
    for lane in Lane::ALL {
        let mid = N(frame.mid_y(lane));
        let (label_x, label_y) = frame.lane_label_at(lane);
        parts.push(format!(
            r#"<g class="lane"><line class="lane-rule" x1="{left}" x2="{right}" y1="{mid}" y2="{mid}"></line><text class="lane-label" x="{}" y="{}">{}</text></g>"#,
            N(label_x),
            N(label_y),
            xml(&isolated(lane.label()))
        ));
    }
    let axis_y = frame.axis_y();
    parts.push(format!(
        r#"<line class="axis-line" x1="{left}" x2="{right}" y1="{0}" y2="{0}"></line>"#,
        N(axis_y)
    ));
    // Grid lines through the lanes, apart from the ticks: a tick is the
    // short stroke on the axis and its label, nothing in the lanes.
    for tick in &timeline.ticks {
        let x = N(tick.x);
        parts.push(format!(
            r#"<line class="grid" x1="{x}" x2="{x}" y1="{}" y2="{}"></line>"#,
            N(frame.top),
            N(axis_y)
        ));
    }
    for tick in &timeline.ticks {
        let x = N(tick.x);
        let anchor = match tick.anchor {
            Anchor::End => " end",
            Anchor::Start => " start",
            Anchor::Middle => "",
        };
        parts.push(format!(
            r#"<g class="tick"><line class="tick-line" x1="{x}" x2="{x}" y1="{}" y2="{}"></line><text class="tick-label{anchor}" x="{x}" y="{}">{}</text></g>"#,
            N(axis_y),
            N(axis_y + 4.0),
            N(frame.tick_text_y()),
            // "13 ث" reads right to left on the Arabic page's
            // left-to-right axis.
            xml(&isolated(tick.label.clone()))
        ));
    }
    // Bars under notes under marks, so no bar ever hides a mark; marks from
    // left to right, which is also their keyboard order. The bars' labels
    // come last, over everything: layout keeps them clear of the marks, but
    // not of the dashed squares of marks missing from the pinned run (a
    // row of heartbeats covered "token 1 valid" at every width).
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
    for shape in bars.clone().chain(notes).chain(marks) {
        let mut s = String::with_capacity(256);
        let differs = other
            .filter(|other| !in_both(shape, other))
            .map(|_| figure.other_run);
        write_shape(&mut s, frame, shape, step, differs)?;
        parts.push(s);
    }
    for shape in bars {
        if let Shape::Bar {
            lane,
            class,
            label: Some(label),
            ..
        } = shape
        {
            parts.push(format!(
                r#"<text class="bar-label {class}" x="{}" y="{}">{}</text>"#,
                N(label.x),
                N(frame.bar_text_y(*lane)),
                xml(&isolated(label.text.clone()))
            ));
        }
    }
    Ok(())
}

fn mark_x(shape: &Shape) -> f32 {
    match shape {
        Shape::Mark { x, .. } => *x,
        _ => 0.0,
    }
}

/// ` aria-current="step"` on the shape of the step's event.
fn current(event: &Option<usize>, step: Option<usize>) -> &'static str {
    if event.is_some() && *event == step {
        r#" aria-current="step""#
    } else {
        ""
    }
}

/// One shape's markup. `differs` names the other run when this mark is
/// not in it.
fn write_shape(
    s: &mut String,
    frame: Frame,
    shape: &Shape,
    step: Option<usize>,
    differs: Option<&str>,
) -> std::fmt::Result {
    match shape {
        Shape::Bar {
            lane,
            x,
            width,
            class,
            title,
            event,
            ..
        } => {
            let bar_y = frame.bar_y(*lane);
            let (y, height) = match *class {
                // The grace is a thin strip just above A's bar.
                "grace" => frame.strip(*lane),
                // A band as tall as the renewal ticks it stands for.
                "renewal-run" => {
                    let (top, bottom) = frame.renewal_tick(*lane);
                    let (top, bottom) = (top.min(bar_y), bottom.max(bar_y + frame.bar_height));
                    (top, bottom - top)
                }
                _ => (bar_y, frame.bar_height),
            };
            write!(
                s,
                r#"<g class="bar {class}"{}><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="3"></rect>"#,
                current(event, step),
                xml(title),
                N(*x),
                N(y),
                N(*width),
                N(height)
            )?;
            s.push_str("</g>");
        }
        Shape::Mark {
            lane,
            x,
            symbol,
            class,
            title,
            event,
            ..
        } => {
            // Key instants are focusable so keyboard users can read their
            // titles; a transparent square makes each one a target of at
            // least 24 CSS px (see `MARK_TARGET`).
            let mid = frame.mid_y(*lane);
            let half = MARK_TARGET / 2.0;
            let (title, square) = match differs {
                Some(run) => (
                    format!("{title} (not in the {run})"),
                    format!(
                        r#"<rect class="differs" x="{}" y="{}" width="{2}" height="{2}"></rect>"#,
                        N(x - half + 1.0),
                        N(mid - half + 1.0),
                        N(MARK_TARGET - 2.0)
                    ),
                ),
                None => (title.clone(), String::new()),
            };
            let (focus, hit) = if *class == "renewal" {
                (String::new(), String::new())
            } else {
                (
                    format!(r#" tabindex="0" role="img" aria-label="{}""#, xml(&title)),
                    format!(
                        r#"<rect class="hit" x="{}" y="{}" width="{2}" height="{2}"></rect>"#,
                        N(x - half),
                        N(mid - half),
                        N(MARK_TARGET)
                    ),
                )
            };
            let path = if *symbol == Symbol::Renewal {
                let (top, bottom) = frame.renewal_tick(*lane);
                format!("M{} {} V{}", N(*x), N(top), N(bottom))
            } else {
                symbol.path(*x, mid)
            };
            let current = current(event, step);
            let ring = if current.is_empty() {
                String::new()
            } else {
                format!(
                    r#"<circle class="step-ring" cx="{}" cy="{}" r="{}"></circle>"#,
                    N(*x),
                    N(mid),
                    N(MARK_TARGET / 2.0)
                )
            };
            write!(
                s,
                r#"<g class="mark {class}"{focus}{current}><title>{}</title>{hit}{square}{ring}<path d="{path}"></path></g>"#,
                xml(&title)
            )?;
        }
        Shape::Note { lane, x, text } => {
            let y = note_baseline(&frame, *lane);
            let class = if *lane == Lane::WorkerA {
                "note grace-note"
            } else {
                "note"
            };
            write!(
                s,
                r#"<text class="{class}" x="{}" y="{}">{}</text>"#,
                N(*x),
                N(y),
                xml(&isolated(text.clone()))
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    /// `shown` with `edits` applied, as the page applies them.
    fn applied(shown: &[String], edits: &PartEdits, wanted: &[String]) -> Vec<String> {
        let mut children = shown.to_vec();
        for &i in &edits.remove {
            children.remove(i);
        }
        for &j in &edits.insert {
            children.insert(j, wanted[j].clone());
        }
        children
    }

    #[test]
    fn part_edits_keep_what_both_drawings_share_and_write_only_the_rest() {
        let parts = |open: &str, children: &[&str]| {
            (
                open.to_owned(),
                children.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>(),
            )
        };
        let shown = parts("<svg>", &["<desc>a</desc>", "<g/>", "<rect/>", "<text/>"]);
        let wanted = parts(
            "<svg>",
            &["<desc>b</desc>", "<g/>", "<line/>", "<line/>", "<text/>"],
        );
        let Some(edits) = part_edits(&shown, &wanted) else {
            panic!("the same tag")
        };
        assert_eq!(
            edits,
            PartEdits {
                remove: vec![2, 0],
                insert: vec![0, 2, 3]
            }
        );
        assert_eq!(applied(&shown.1, &edits, &wanted.1), wanted.1);
        assert_eq!(
            part_edits(&shown, &shown),
            Some(PartEdits {
                remove: vec![],
                insert: vec![]
            })
        );
        assert_eq!(
            part_edits(&shown, &parts("<svg class=\"narrow\">", &[])),
            None
        );

        // Typing a lease of 1 s, then 11 s, 1 s, 10 s: each drawing
        // becomes the next, and what they share (lanes, grid, ticks) stays.
        let drawing = |lease: &str| {
            let mut scenario = Scenario::default();
            Field::Lease.set(&mut scenario, Field::Lease.parse(lease).ok().flatten());
            timeline_parts(&layout(&scenario, &simulate(&scenario), WIDE), None)
        };
        let drawings: Vec<_> = ["10", "1", "11", "1", "10"].map(drawing).into();
        for pair in drawings.windows(2) {
            let (shown, wanted) = (&pair[0], &pair[1]);
            let Some(edits) = part_edits(shown, wanted) else {
                panic!("the same frame")
            };
            assert_eq!(applied(&shown.1, &edits, &wanted.1), wanted.1);
            let kept = wanted.1.len() - edits.insert.len();
            assert!(
                kept >= 15,
                "only {kept} of {} children kept",
                wanted.1.len()
            );
            assert_eq!(kept, shown.1.len() - edits.remove.len());
        }
    }

    #[test]
    fn the_parts_make_the_whole_drawing() {
        // The parts make the whole drawing.
        let timeline = layout(&Scenario::default(), &simulate(&Scenario::default()), WIDE);
        let (open, children) = timeline_parts(&timeline, None);
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
    use crate::present::timeline::{layout, Frame, TextSize, WIDE};
    use crate::sim::{simulate, Field, Scenario};

    #[test]
    fn numbers_are_written_without_float_formatting() {
        assert_eq!(N(12.0).to_string(), "12");
        assert_eq!(N(12.34).to_string(), "12.3");
        assert_eq!(N(-0.25).to_string(), "-0.3");
        assert_eq!(N(0.04).to_string(), "0");
        // The heights the stylesheet gives the drawing's box, one per
        // frame (main.css, "Timeline"): keep them equal.
        assert_eq!(WIDE.view_box(), "0 0 960 238");
        assert_eq!(Frame::fitted(960, TextSize::Page), WIDE);
        assert_eq!(Frame::fitted(343, TextSize::Page).view_box(), "0 0 343 250");
        assert_eq!(
            Frame::fitted(740, TextSize::Embed).view_box(),
            "0 0 740 222"
        );
        assert_eq!(
            Frame::fitted(400, TextSize::Embed).view_box(),
            "0 0 400 230"
        );
        assert_eq!(
            Frame::fitted(900, TextSize::Projector).view_box(),
            "0 0 900 272"
        );
    }

    #[test]
    fn two_figures_have_their_own_ids_and_square_the_marks_the_other_lacks() {
        use crate::present::timeline::{layout_both, WIDE};
        use crate::sim::{simulate, Scenario};
        let current = Scenario::default();
        let pinned = Scenario {
            lease: 30_000,
            ..current
        };
        let drawings = layout_both((&current, &simulate(&current)), Some(&pinned), WIDE);
        let Some(other) = drawings.pinned.as_ref() else {
            panic!("no pinned drawing")
        };
        assert_eq!(drawings.current.end, other.end, "one shared axis");
        let now = svg_of(&figure_parts(
            &drawings.current,
            None,
            Figure::CURRENT,
            Some(other),
        ));
        let then = svg_of(&figure_parts(
            other,
            None,
            Figure::PINNED,
            Some(&drawings.current),
        ));
        assert!(now.contains(r#"aria-labelledby="timeline-title timeline-desc""#));
        assert!(
            then.contains(r#"aria-labelledby="pinned-title pinned-desc""#)
                && then.contains(r#"<desc id="pinned-desc">"#)
        );
        assert!(
            now.contains("<defs>") && !then.contains("<defs>"),
            "one copy of the pattern ids"
        );
        // B takes over only in the current run; A is paused at 4 s in both.
        assert!(
            now.contains(
                r#"aria-label="Worker B takes over at 13 s with token 2 (not in the pinned run)""#
            ),
            "{now}"
        );
        assert!(!then.contains("takes over"));
        let (focusable, squared) = (
            now.matches("tabindex").count(),
            now.matches(r#"<rect class="differs""#).count(),
        );
        assert!(
            squared >= 1 && squared < focusable,
            "{squared} of {focusable}"
        );
        assert_eq!(
            now.matches(r#"<rect class="differs""#).count(),
            now.matches("(not in the pinned run)</title>").count()
        );
        assert!(then.contains("(not in the current run)"));
        // Unpinned, nothing is squared.
        let alone = svg_of(&timeline_parts(&drawings.current, None));
        assert!(!alone.contains("differs") && !alone.contains("(not in"));
        assert_eq!(svg_of(&(String::new(), Vec::new())), "");
    }

    #[test]
    fn markup_escapes_text_and_carries_every_title() {
        assert_eq!(
            xml(r#"A's <b> & "c""#),
            "A&#39;s &lt;b&gt; &amp; &quot;c&quot;"
        );
        let scenario = Scenario::default();
        let timeline = layout(&scenario, &simulate(&scenario), WIDE);
        let markup = svg_of(&timeline_parts(&timeline, None));
        let cursor = cursor_svg(&timeline, 13_000);
        let x = N(WIDE.x_at(30_000, 13_000));
        assert!(
            cursor.contains(&format!(r#"<line x1="{x}" x2="{x}""#)),
            "{cursor}"
        );
        assert!(cursor.ends_with(">13 s</text></g></svg>"), "{cursor}");
        assert!(
            cursor.starts_with(
                r#"<svg viewBox="0 0 960 238" font-size="12" class="timeline-overlay" aria-hidden="true">"#
            ),
            "{cursor}"
        );
        assert!(!markup.contains("cursor"), "the cursor is drawn apart");
        assert!(markup.starts_with(r#"<svg viewBox="0 0 960 238" font-size="12" role="img" aria-labelledby="timeline-title timeline-desc" class="timeline-svg"><desc id="timeline-desc">Ownership timeline from 0 s to 30 s."#), "{markup}");
        assert!(markup.contains("<title>Worker B takes over at 13 s with token 2</title>"));
        assert!(markup.contains(r#"aria-label="Worker A writes at 26 s with token 1: rejected""#));
        assert!(markup.contains("A&#39;s lease"));
        assert_eq!(markup.matches("<g").count(), markup.matches("</g>").count());
        assert!(!markup.contains("style="), "inline styles break the CSP");
    }
}
