//! The drawing's texts: the time cursor's label, every text with its box
//! (what the layout tests check), and the placement of bars' labels and
//! the resource's counts clear of every mark, name and note.

use crate::i18n::{say, Arg, Sentence};
use crate::present::format::duration;
use crate::sentence;
use crate::sim::{Millis, Outcome};
use crate::small_sort::sort_small_by_key;

use super::frame::{round1, Frame, Rect, HALO};
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
        .map(|&lane| (frame.lane_label_rect(lane), lane.label()))
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
                frame.text_rect(*x, note_baseline(&frame, *lane), text, true),
                text.clone(),
            )),
            _ => {}
        }
    }
    out
}

/// The baseline of a lane's notes: the resource's counts above its bar,
/// A's grace note on its bar's row, where A no longer works (above it, the
/// time cursor's label would run into it).
pub fn note_baseline(frame: &Frame, lane: Lane) -> f32 {
    match lane {
        Lane::WorkerA => frame.bar_text_y(lane),
        _ => frame.note_text_y(lane),
    }
}

/// Whether `rect` is clear of everything `taken`.
fn free(rect: &Rect, taken: &[Rect]) -> bool {
    taken.iter().all(|t| !t.overlaps(rect))
}

/// Where a text may start, from left to right: at `first`, then just
/// after each thing in the way up to `last`.
fn starts_from(first: f32, last: f32, taken: &[Rect]) -> Vec<f32> {
    let mut starts: Vec<f32> = taken
        .iter()
        .map(|t| t.2 + 1.0 + HALO)
        .filter(|&x| x > first && x <= last)
        .collect();
    starts.push(first);
    sort_small_by_key(&mut starts, |&x| (x * 10.0) as i64);
    starts
}

/// Names the shutdown's grace in words on A's row, after A's attempt ends:
/// how long the grace was and, when it ran out, that A was terminated.
/// Flag, strip and termination mark alone sit too close to read on a
/// phone ("Grace too short" puts all three within 50 px). After the
/// attempt's last mark, or else inside the grace; left out where there is
/// no room (the marks' titles and the legend remain).
fn place_grace_note(shapes: &mut Shapes, outcome: &Outcome, taken: &mut Vec<Rect>) {
    let Some((signal_at, deadline)) = outcome.shutdown() else {
        return;
    };
    let frame = shapes.frame;
    let grace = duration(deadline.saturating_sub(signal_at));
    let endings: &[Sentence] = match outcome.terminated_at() {
        Some(_) => &[
            sentence!("note-grace-then-terminated"),
            sentence!("note-grace-terminated"),
            sentence!("note-grace"),
        ],
        None => &[sentence!("note-grace")],
    };
    let (signal, end) = (
        shapes.x(signal_at),
        shapes.x(deadline.min(outcome.original_ends_at)),
    );
    let y = note_baseline(&frame, Lane::WorkerA);
    // Where A's row is empty, after its attempt; else on A's bar under the
    // strip, with the halo bar labels have.
    let mut starts = starts_from(end + 4.0, f32::MAX, taken);
    starts.extend(starts_from(signal + 4.0, end, taken));
    let placed = endings.iter().find_map(|ending| {
        let text = say(*ending, &[("grace", Arg::Text(&grace))]);
        let width = frame.text_width(&text, true);
        starts
            .iter()
            .copied()
            .filter(|&x| x + width <= frame.width - 2.0)
            .map(|x| frame.label_room(frame.text_rect(round1(x), y, &text, true), &text))
            .find(|rect| free(rect, taken))
            .map(|rect| (rect, text))
    });
    if let Some((rect, text)) = placed {
        taken.push(rect);
        shapes.list.push(Shape::Note {
            lane: Lane::WorkerA,
            x: rect.0,
            text,
        });
    }
}

/// Whether a bar's label is bold (the stylesheet's `.bar.zombie` and
/// `.bar.paused` labels), which makes it wider.
pub fn bold_label(class: &str) -> bool {
    matches!(class, "zombie" | "paused")
}

/// Places the texts that move to stay readable: a count above the
/// resource's bar after each accepted write (the last one first, so the
/// final count is the one kept when two would collide), the shutdown's
/// grace above A's bar ([`place_grace_note`]), then each bar's
/// longest label that fits inside its bar clear of every mark, name and
/// note. A text that fits nowhere is left out; the legend and the marks'
/// titles still carry its meaning.
pub(super) fn place_texts(shapes: &mut Shapes, outcome: &Outcome) {
    let frame = shapes.frame;
    let lane_names: Vec<Rect> = Lane::ALL
        .iter()
        .map(|&lane| frame.lane_label_rect(lane))
        .collect();
    let mut taken = lane_names.clone();
    for shape in &shapes.list {
        if let Shape::Mark {
            lane, x, symbol, ..
        } = shape
        {
            taken.push(frame.mark_rect(*lane, *x, *symbol));
        }
    }
    let note_y = frame.note_text_y(Lane::Resource);
    let accepted: Vec<Millis> = outcome
        .writes
        .iter()
        .filter(|w| w.accepted)
        .map(|w| w.at)
        .collect();
    // The texts already placed, apart from the marks: an Arabic or Chinese
    // count's taller room ([`Frame::label_room`]) keeps clear of them, while
    // its own box keeps clear of the marks' targets. Those targets reach
    // a third of an em past their glyphs, so the taller room would meet the
    // very marks a count sits on and no count was ever drawn.
    let mut texts = lane_names;
    for (count, &at) in accepted.iter().enumerate().rev() {
        let text = say(
            sentence!("note-count"),
            &[("count", Arg::Count(count as u64 + 1))],
        );
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
        .map(|rect| (rect, frame.label_room(rect, &text)))
        .find(|(rect, room)| free(rect, &taken) && free(room, &texts))
        .map(|(_, room)| room);
        if let Some(rect) = place {
            texts.push(rect);
            taken.push(rect);
            shapes.list.push(Shape::Note {
                lane: Lane::Resource,
                x: rect.0,
                text,
            });
        }
    }
    place_grace_note(shapes, outcome, &mut taken);
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
        let starts = starts_from(from, f32::MAX, &taken);
        let placed = texts.iter().find_map(|text| {
            starts
                .iter()
                .map(|&start| {
                    let x = round1(start);
                    (
                        x,
                        frame.label_room(frame.bar_label_rect(x, lane, text, bold), text),
                    )
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
