//! What the timeline is made of: the lanes, the marks' symbols, the shapes
//! (bars, marks, notes), axis ticks and text anchors, with [`N`], the one
//! way a number is written into SVG; and the private `Shapes` builder the
//! lanes add to.

use crate::i18n::say;
use crate::present::report::worker_name;
use crate::sentence;
use crate::sim::{Actor, Millis};

use super::frame::{round1, Frame, Rect};

/// The four rows of the timeline, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    WorkerA,
    LeaseA,
    WorkerB,
    Resource,
}

impl Lane {
    pub const ALL: [Lane; 4] = [Lane::WorkerA, Lane::LeaseA, Lane::WorkerB, Lane::Resource];

    /// The lane's name in the page's language.
    pub fn label(self) -> String {
        match self {
            Lane::WorkerA => worker_name(Actor::A),
            Lane::LeaseA => say(sentence!("lane-lease-a"), &[]),
            Lane::WorkerB => worker_name(Actor::B),
            Lane::Resource => say(sentence!("lane-resource"), &[]),
        }
    }
}

/// What a point mark looks like. Each has its own shape, so colour is never
/// the only signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A short vertical stroke: an accepted renewal.
    Renewal,
    /// A cross: a refused renewal or a refused write.
    Cross,
    /// A circle with a check: an accepted write.
    Check,
    /// A flag: a takeover or shutdown signal.
    Flag,
    /// A bold bar: forced termination.
    Stop,
    /// A diamond: the lease acquired.
    Acquire,
    /// Two bars: the process pauses.
    Pause,
    /// A triangle pointing right: the process resumes.
    Resume,
}

impl Symbol {
    /// SVG path data for the symbol centred at `(x, y)`.
    pub fn path(self, x: f32, y: f32) -> String {
        // Each path is its start point and relative steps from it, so it
        // formats two numbers (the wasm keeps one formatting call each).
        let (start_x, start_y, steps) = match self {
            Symbol::Renewal => (x, y - 8.0, "v16"),
            Symbol::Cross => (x - 5.0, y - 5.0, "l10 10m0-10-10 10"),
            Symbol::Check => (
                x - 7.0,
                y,
                "a7 7 0 1 0 14 0a7 7 0 1 0-14 0m3.5 .5 2.5 3 5-6.5",
            ),
            Symbol::Flag => (x, y + 11.0, "v-22l10 4-10 4"),
            Symbol::Stop => (x - 2.5, y - 11.0, "h5v22h-5z"),
            Symbol::Acquire => (x, y - 7.0, "l7 7-7 7-7-7z"),
            Symbol::Pause => (x - 3.0, y - 7.0, "v14m6-14v14"),
            Symbol::Resume => (x - 4.0, y - 7.0, "l10 7-10 7z"),
        };
        format!("M{} {}{steps}", N(start_x), N(start_y))
    }
}

/// An SVG number with at most one decimal, written with integer arithmetic:
/// formatting floats would pull a large formatter into the wasm, and this
/// also makes the pre-rendered and the hydrated markup byte-identical.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct N(pub f32);

impl std::fmt::Display for N {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, fraction) = (tenths.abs() / 10, tenths.abs() % 10);
        if fraction == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{fraction}")
        }
    }
}

/// One shape of the timeline.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A span drawn as a bar; `class` picks its fill pattern. `label` is
    /// the text written on it, where one fits clear of the lane's marks.
    Bar {
        lane: Lane,
        x: f32,
        width: f32,
        class: &'static str,
        label: Option<Label>,
        title: String,
        /// The row of the event log this bar stands for (a dense run of
        /// renewals), which a step through the run highlights.
        event: Option<usize>,
    },
    /// An instant drawn as a symbol.
    Mark {
        lane: Lane,
        x: f32,
        /// The instant it marks, and the worker whose event it is (the
        /// writer, on the resource's lane): with `class`, what
        /// [`in_both`](super::in_both) compares between two runs.
        at: Millis,
        actor: Actor,
        symbol: Symbol,
        class: &'static str,
        title: String,
        /// The row of the event log this mark stands for, if any.
        event: Option<usize>,
    },
    /// A short text above a lane's bars, such as the counter after a
    /// write, starting at `x`.
    Note { lane: Lane, x: f32, text: String },
}

/// A bar's text and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f32,
    pub text: String,
}

/// One labelled axis tick. `anchor` is where its label is anchored: the
/// last ends at its tick, and the first starts at it where centring would
/// cross the drawing's edge.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub x: f32,
    pub label: String,
    pub anchor: Anchor,
}

/// How a text is anchored at its x (SVG's `text-anchor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    /// The left edge of a text `width` wide anchored at `x`.
    pub fn left(self, x: f32, width: f32) -> f32 {
        match self {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        }
    }
}

/// Shapes being laid out in `frame` on an axis ending at `end`, with the
/// texts each bar could carry (longest first), placed once every mark is
/// known (see [`place_texts`](super::labels::place_texts)).
pub(super) struct Shapes {
    pub(super) frame: Frame,
    pub(super) end: Millis,
    pub(super) list: Vec<Shape>,
    pub(super) wanted_labels: Vec<(usize, Vec<String>)>,
}

impl Shapes {
    pub(super) fn x(&self, at: Millis) -> f32 {
        self.frame.x_at(self.end, at)
    }

    /// A bar for `[from, to)` that carries the first of `labels` that
    /// fits; nothing for an empty span.
    pub(super) fn bar(
        &mut self,
        lane: Lane,
        (from, to): (Millis, Millis),
        class: &'static str,
        labels: Vec<String>,
        title: String,
    ) {
        if to > from {
            let (x0, x1) = (self.x(from), self.x(to));
            if !labels.is_empty() {
                self.wanted_labels.push((self.list.len(), labels));
            }
            self.list.push(Shape::Bar {
                lane,
                x: x0,
                width: round1((x1 - x0).max(0.5)),
                class,
                label: None,
                title,
                event: None,
            });
        }
    }

    /// A mark at `at` of an event of the lane's worker (A on A's lease);
    /// `event` is the row of the event log it stands for.
    pub(super) fn mark(
        &mut self,
        lane: Lane,
        at: Millis,
        symbol: Symbol,
        class: &'static str,
        title: String,
        event: Option<usize>,
    ) {
        let actor = if lane == Lane::WorkerB {
            Actor::B
        } else {
            Actor::A
        };
        self.mark_by(actor, (lane, at), symbol, class, title, event);
    }

    /// A mark at `at` on `lane` of an event of `actor`.
    pub(super) fn mark_by(
        &mut self,
        actor: Actor,
        (lane, at): (Lane, Millis),
        symbol: Symbol,
        class: &'static str,
        title: String,
        event: Option<usize>,
    ) {
        let x = self.x(at);
        self.list.push(Shape::Mark {
            lane,
            x,
            at,
            actor,
            symbol,
            class,
            title,
            event,
        });
    }

    /// Moves marks whose symbols would overlap apart, so each reads on
    /// its own (two writes a second apart on a phone were one blot). The
    /// renewal ticks stay where they are, a comb by design; every other
    /// mark, in time order, moves right just past the symbols it would
    /// cover, or left when that would leave the drawing. A moved mark
    /// keeps its instant (`at`) and its title; only its x changes.
    pub(super) fn separate_marks(&mut self) {
        let frame = self.frame;
        let glyph = |shape: &Shape, x: f32| match shape {
            Shape::Mark { lane, symbol, .. } => Some(frame.glyph_rect(*lane, x, *symbol)),
            _ => None,
        };
        let mut placed: Vec<Rect> = Vec::new();
        let mut movable: Vec<usize> = Vec::new();
        for (index, shape) in self.list.iter().enumerate() {
            match shape {
                Shape::Mark {
                    class: "renewal",
                    x,
                    ..
                } => placed.extend(glyph(shape, *x)),
                Shape::Mark { .. } => movable.push(index),
                _ => {}
            }
        }
        crate::small_sort::sort_small_by_key(&mut movable, |&index| match &self.list[index] {
            Shape::Mark { at, .. } => *at,
            _ => 0,
        });
        for index in movable {
            let shape = &self.list[index];
            let Shape::Mark { x: start, .. } = *shape else {
                continue;
            };
            // Past whatever it covers, one way; each step passes one symbol.
            let free = |toward_right: bool| {
                let mut x = start;
                for _ in 0..=placed.len() {
                    let Some(rect) = glyph(shape, x) else { break };
                    match placed.iter().find(|p| p.overlaps(&rect)) {
                        None => return Some((x, rect)),
                        Some(p) if toward_right => x += p.2 + 1.0 - rect.0,
                        Some(p) => x -= rect.2 - (p.0 - 1.0),
                    }
                }
                None
            };
            let inside = |found: &Option<(f32, Rect)>| {
                found.is_some_and(|(_, rect)| rect.0 >= 0.0 && rect.2 <= frame.width)
            };
            let right = free(true);
            let chosen = if inside(&right) {
                right
            } else {
                free(false).or(right)
            };
            if let Some((x, rect)) = chosen {
                placed.push(rect);
                if let Shape::Mark { x: drawn, .. } = &mut self.list[index] {
                    *drawn = round1(x);
                }
            }
        }
    }
}
