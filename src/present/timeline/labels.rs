//! The drawing's texts: the time cursor's label, every text with its box
//! (what the layout tests check), and the placement of bars' labels and
//! the resource's counts clear of every mark, name and note.

use crate::present::format::duration;
use crate::sim::{Millis, Outcome};
use crate::small_sort::sort_small_by_key;

use super::frame::{round1, Rect, HALO};
use super::shapes::{Anchor, Label, Lane, Shape, Shapes};
use super::Timeline;

/// The time cursor's label at `cursor`: its text, x and anchor, to the
/// right of the line or, near the right edge, to its left.
pub fn cursor_label(timeline: &Timeline, cursor: Millis) -> (String, f32, Anchor) {
    let frame = timeline.frame;
    let x = frame.x_at(timeline.end, cursor);
    let text = duration(cursor.min(timeline.end));
    if x + 4.0 + frame.text_width(&text, true) > frame.width - 2.0 {
        (text, x - 4.0, Anchor::End)
    } else {
        (text, x + 4.0, Anchor::Start)
    }
}

/// Every text the drawing writes, with its box: the lanes' names, the
/// tick labels, the bars' labels and the notes (the cursor's label is
/// [`cursor_label`]). What the layout tests check for room and overlaps.
pub fn texts(timeline: &Timeline) -> Vec<(Rect, String)> {
    let frame = timeline.frame;
    let mut out: Vec<(Rect, String)> = Lane::ALL
        .iter()
        .map(|&lane| (frame.lane_label_rect(lane), lane.label().to_owned()))
        .collect();
    for tick in &timeline.ticks {
        let width = frame.text_width(&tick.label, false);
        let left = tick.anchor.left(tick.x, width);
        out.push((
            frame.text_rect(left, frame.tick_text_y(), &tick.label, false),
            tick.label.clone(),
        ));
    }
    for shape in &timeline.shapes {
        match shape {
            Shape::Bar {
                lane,
                class,
                label: Some(label),
                ..
            } => out.push((
                frame.bar_label_rect(label.x, *lane, &label.text, bold_label(class)),
                label.text.clone(),
            )),
            Shape::Note { lane, x, text } => out.push((
                frame.text_rect(*x, frame.note_text_y(*lane), text, true),
                text.clone(),
            )),
            _ => {}
        }
    }
    out
}

/// Whether a bar's label is bold (the stylesheet's `.bar.zombie` and
/// `.bar.paused` labels), which makes it wider.
pub fn bold_label(class: &str) -> bool {
    matches!(class, "zombie" | "paused")
}

/// Places the texts that move to stay readable: a count above the
/// resource's bar after each accepted write (the last one first, so the
/// final count is the one kept when two would collide), then each bar's
/// longest label that fits inside its bar clear of every mark, name and
/// note. A text that fits nowhere is left out; the legend and the marks'
/// titles still carry its meaning.
pub(super) fn place_texts(shapes: &mut Shapes, outcome: &Outcome) {
    let frame = shapes.frame;
    let mut taken: Vec<Rect> = Lane::ALL
        .iter()
        .map(|&lane| frame.lane_label_rect(lane))
        .collect();
    for shape in &shapes.list {
        if let Shape::Mark {
            lane, x, symbol, ..
        } = shape
        {
            taken.push(frame.mark_rect(*lane, *x, *symbol));
        }
    }
    let free = |rect: &Rect, taken: &[Rect]| taken.iter().all(|t| !t.overlaps(rect));
    let note_y = frame.note_text_y(Lane::Resource);
    let accepted: Vec<Millis> = outcome
        .writes
        .iter()
        .filter(|w| w.accepted)
        .map(|w| w.at)
        .collect();
    for (count, &at) in accepted.iter().enumerate().rev() {
        let text = format!("count {}", count + 1);
        let (mark_x, width) = (shapes.x(at), frame.text_width(&text, true));
        let (lowest, highest) = (2.0, frame.width - 2.0 - width);
        // Just right of the mark, ending just left of it, or slid inside
        // the drawing's edge.
        // (`max` and `min`, not `f32::clamp`: its panic message formats
        // floats, 10 KB of gzip the page would carry for nothing.)
        let place = [
            mark_x - 4.0,
            mark_x + 4.0 - width,
            mark_x.max(lowest).min(highest),
        ]
        .into_iter()
        .filter(|&x| (lowest..=highest).contains(&x))
        .map(|x| frame.text_rect(round1(x), note_y, &text, true))
        .find(|rect| free(rect, &taken));
        if let Some(rect) = place {
            taken.push(rect);
            shapes.list.push(Shape::Note {
                lane: Lane::Resource,
                x: rect.0,
                text,
            });
        }
    }
    for (index, texts) in std::mem::take(&mut shapes.wanted_labels) {
        let Some(Shape::Bar {
            lane,
            x,
            width,
            class,
            label,
            ..
        }) = shapes.list.get_mut(index)
        else {
            continue;
        };
        let (lane, bold) = (*lane, bold_label(class));
        let (from, to) = (*x + 4.0, (*x + *width - 3.0).min(frame.width - 2.0));
        // Try the bar's start, then just after each thing in the way.
        let mut starts: Vec<f32> = taken
            .iter()
            .map(|t| t.2 + 1.0 + HALO)
            .filter(|&r| r > from)
            .collect();
        starts.insert(0, from);
        sort_small_by_key(&mut starts, |&x| (x * 10.0) as i64);
        let placed = texts.iter().find_map(|text| {
            starts
                .iter()
                .map(|&start| {
                    let x = round1(start);
                    (x, frame.bar_label_rect(x, lane, text, bold))
                })
                .find(|(_, rect)| rect.2 - HALO <= to && free(rect, &taken))
                .map(|(x, rect)| (x, rect, text.clone()))
        });
        if let Some((x, rect, text)) = placed {
            taken.push(rect);
            *label = Some(Label { x, text });
        }
    }
}
