//! The drawing's frame: its width and vertical sizes for one text size,
//! where each lane, bar, text and mark sits in it, and the estimated boxes
//! of texts and marks ([`Rect`]) that keep labels clear of each other.
//!
//! Everything that depends on the font and the screen is here, so the lanes
//! and the label placement ask the frame instead of measuring.

use crate::sim::Millis;

use super::shapes::{Lane, Symbol, N};

/// How large the drawing's text is. The drawing is laid out at the width it
/// is shown at (one user unit is one CSS pixel), so text keeps its size on
/// every screen: 12 px on the page, 11 px in the compact embed, 16 px on a
/// projected embed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextSize {
    Page,
    Embed,
    Projector,
}

/// Below this width the lanes' names go above the lanes (phones, narrow
/// columns), so the plot takes the whole width.
pub const LABELS_ABOVE_BELOW: u32 = 520;

/// The drawing's proportions, in user units (CSS px): its shown width and
/// the vertical sizes for one text size. The stylesheet gives the `<svg>`
/// the same height ([`Frame::height`]) for each case, so the box never
/// changes size when hydration lays the drawing out again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f32,
    /// Font size of every text in the drawing.
    pub text: f32,
    /// Where the first lane starts; above it is room for the cursor's label.
    pub top: f32,
    pub lane_height: f32,
    pub bar_height: f32,
    pub axis_height: f32,
    /// Lane names above each lane instead of at the left.
    pub labels_above: bool,
    /// Where the plot starts, and the room left at its right (for a flag or
    /// a mark's target at the last instant).
    pub plot_left: f32,
    pub right_margin: f32,
}

/// The frame the page is pre-rendered with (and the tests' usual one).
pub const WIDE: Frame = Frame {
    width: 960.0,
    text: 12.0,
    top: 24.0,
    lane_height: 46.0,
    bar_height: 22.0,
    axis_height: 30.0,
    labels_above: false,
    plot_left: 98.0,
    right_margin: 16.0,
};

/// The width the page is pre-rendered at, before it can measure.
pub const PRERENDERED_WIDTH: u32 = 960;

/// Estimated advance of one character, in ems: generous for the wide
/// sans-serif faces (DejaVu Sans, the Linux default, is the widest), so a
/// label judged to fit does fit.
const CHAR_EM: f32 = 0.6;
const BOLD_CHAR_EM: f32 = 0.68;
/// Han characters, kana, Hangul and full-width forms are square: a whole
/// em each, bold or not (issue 42 gives each script's widths as data; the
/// browser is never asked). Other scripts keep the generous Latin
/// estimate above; Arabic letters are narrower than it in the common faces.
const FULL_WIDTH_EM: f32 = 1.0;
/// The Unicode blocks drawn a full em wide, inclusive.
const FULL_WIDTH: [(char, char); 9] = [
    ('\u{1100}', '\u{115F}'), // Hangul Jamo (leading consonants)
    ('\u{2E80}', '\u{303E}'), // CJK radicals, symbols and punctuation
    ('\u{3041}', '\u{33FF}'), // kana, bopomofo, CJK compatibility
    ('\u{3400}', '\u{4DBF}'), // CJK Extension A
    ('\u{4E00}', '\u{9FFF}'), // CJK Unified Ideographs
    ('\u{AC00}', '\u{D7A3}'), // Hangul syllables
    ('\u{F900}', '\u{FAFF}'), // CJK compatibility ideographs
    ('\u{FE30}', '\u{FE4F}'), // CJK compatibility forms
    ('\u{FF00}', '\u{FF60}'), // full-width forms ("：", "（")
];
/// A text's box around its baseline, in ems: the box Firefox reports for
/// DejaVu Sans (the tallest of the engines and common faces; Chromium's is
/// 0.93 and 0.25).
const ASCENT_EM: f32 = 1.09;
const DESCENT_EM: f32 = 0.34;
/// Room for a bar label's halo (a 2 px stroke, half of it outside the
/// glyphs; the stylesheet's `.bar-label`).
pub(super) const HALO: f32 = 1.0;
/// How far past a mark's target square its glyph and stroke may reach as
/// an engine measures them (Firefox counts the stroke generously).
const MARK_REACH: f32 = 1.0;

/// The side of a focusable mark's target square: 24 CSS px (WCAG 2.2's
/// 2.5.8), now that the drawing is never scaled down.
pub const MARK_TARGET: f32 = 24.0;

impl Frame {
    /// The frame for a drawing shown `width` CSS px wide.
    pub fn fitted(width: u32, size: TextSize) -> Frame {
        let labels_above = width < LABELS_ABOVE_BELOW && size != TextSize::Projector;
        let (text, top, lane_height, bar_height, axis_height) = match (size, labels_above) {
            (TextSize::Page, false) => (12.0, 24.0, 46.0, 22.0, 30.0),
            (TextSize::Page, true) => (12.0, 24.0, 50.0, 20.0, 26.0),
            (TextSize::Embed, false) => (11.0, 20.0, 44.0, 18.0, 26.0),
            (TextSize::Embed, true) => (11.0, 20.0, 46.0, 16.0, 26.0),
            (TextSize::Projector, _) => (16.0, 28.0, 52.0, 26.0, 36.0),
        };
        let mut frame = Frame {
            width: width.clamp(240, 8_000) as f32,
            text,
            top,
            lane_height,
            bar_height,
            axis_height,
            labels_above,
            plot_left: 14.0,
            right_margin: 16.0,
        };
        if !labels_above {
            // The longest lane name (at least nine letters, as "A's lease"
            // in English), bold, a gap, and half a mark's target for a mark
            // at 0 s.
            let longest = Lane::ALL
                .iter()
                .map(|lane| frame.text_width(&lane.label(), true))
                .fold(9.0 * BOLD_CHAR_EM * text, f32::max);
            frame.plot_left = (4.0 + longest + 8.0 + MARK_TARGET / 2.0).ceil();
        }
        frame
    }

    /// The SVG's `viewBox`.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", N(self.width), N(self.height()))
    }

    pub fn height(&self) -> f32 {
        self.axis_y() + self.axis_height
    }

    /// Top edge of a lane.
    pub fn lane_y(&self, lane: Lane) -> f32 {
        let index = Lane::ALL.iter().position(|&l| l == lane).unwrap_or(0);
        self.top + index as f32 * self.lane_height
    }

    /// The axis line, below the last lane.
    pub fn axis_y(&self) -> f32 {
        self.top + 4.0 * self.lane_height
    }

    /// The right end of the plot.
    pub fn plot_right(&self) -> f32 {
        self.width - self.right_margin
    }

    /// The x coordinate of an instant on an axis ending at `end`.
    pub fn x_at(&self, end: Millis, at: Millis) -> f32 {
        let plot = self.plot_right() - self.plot_left;
        round1(self.plot_left + plot * (at.min(end) as f64 / end.max(1) as f64) as f32)
    }

    /// Top edge of a lane's bars: centred in the lane, or at the bottom of
    /// it, below its name and the grace strip's row.
    pub fn bar_y(&self, lane: Lane) -> f32 {
        if self.labels_above {
            self.lane_y(lane) + self.lane_height - self.bar_height - 3.0
        } else {
            self.lane_y(lane) + (self.lane_height - self.bar_height) / 2.0
        }
    }

    /// Vertical centre of a lane's bars and marks.
    pub fn mid_y(&self, lane: Lane) -> f32 {
        self.bar_y(lane) + self.bar_height / 2.0
    }

    /// The baseline of a text centred on a lane's bars.
    pub fn bar_text_y(&self, lane: Lane) -> f32 {
        self.mid_y(lane) + (ASCENT_EM - DESCENT_EM) / 2.0 * self.text
    }

    /// Where a lane's name is written: `(x, baseline)`. Above the lanes it
    /// starts a few px right of the time axis' start, so the time cursor
    /// at 0 s (a 2 px line there) does not run through its first letter.
    pub fn lane_label_at(&self, lane: Lane) -> (f32, f32) {
        if self.labels_above {
            (self.plot_left + 4.0, self.lane_y(lane) + 1.1 * self.text)
        } else {
            (4.0, self.bar_text_y(lane))
        }
    }

    /// The baseline of the axis' tick labels.
    pub fn tick_text_y(&self) -> f32 {
        self.axis_y() + self.axis_height - DESCENT_EM * self.text - 3.0
    }

    /// The baseline of the time cursor's label, above the lanes.
    pub fn cursor_text_y(&self) -> f32 {
        self.top - 6.0
    }

    /// The baseline of a note above a lane's bars, clear of the marks'
    /// targets on them.
    pub fn note_text_y(&self, lane: Lane) -> f32 {
        let top_of_marks = self.bar_y(lane).min(self.mid_y(lane) - MARK_TARGET / 2.0);
        top_of_marks - DESCENT_EM * self.text - 1.0
    }

    /// The grace strip: `(top, height)`, just above A's bar.
    pub fn strip(&self, lane: Lane) -> (f32, f32) {
        let bar_y = self.bar_y(lane);
        if self.labels_above {
            (bar_y - 5.0, 4.0)
        } else {
            (bar_y - 7.0, 4.0)
        }
    }

    /// A renewal tick's vertical extent: just above the bar, never across
    /// the bar's label.
    pub fn renewal_tick(&self, lane: Lane) -> (f32, f32) {
        let bar_y = self.bar_y(lane);
        (bar_y - 7.0, bar_y - 1.5)
    }

    /// The estimated width of `text` in this frame's font.
    pub fn text_width(&self, text: &str, bold: bool) -> f32 {
        let em = if bold { BOLD_CHAR_EM } else { CHAR_EM };
        let full = text.chars().filter(|&c| is_full_width(c)).count();
        let other = text.chars().count() - full;
        // Counted, not summed per character, so a Latin label's width is
        // exactly what it always was (`+ 0.0`).
        (other as f32 * em + full as f32 * FULL_WIDTH_EM) * self.text
    }

    /// A text's vertical extent around its baseline `y`.
    pub fn text_span(&self, y: f32) -> (f32, f32) {
        (y - ASCENT_EM * self.text, y + DESCENT_EM * self.text)
    }
}

/// Whether `c` is drawn a full em wide ([`FULL_WIDTH`]).
fn is_full_width(c: char) -> bool {
    FULL_WIDTH
        .iter()
        .any(|&(first, last)| (first..=last).contains(&c))
}

pub(super) fn round1(value: f32) -> f32 {
    (value * 10.0).round() / 10.0
}

/// An axis-aligned box in user units, to keep texts off marks and off each
/// other: `(left, top, right, bottom)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect(pub f32, pub f32, pub f32, pub f32);

impl Rect {
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.0 < other.2 && other.0 < self.2 && self.1 < other.3 && other.1 < self.3
    }
}

impl Frame {
    /// The box of `text` starting at `x` on the baseline `y`.
    pub fn text_rect(&self, x: f32, y: f32, text: &str, bold: bool) -> Rect {
        let (top, bottom) = self.text_span(y);
        Rect(x, top, x + self.text_width(text, bold), bottom)
    }

    /// The room a movable text (a bar's label, a note) is placed in:
    /// `rect`, the text's box, made taller for Arabic and Han text, whose
    /// fonts draw taller boxes than Latin ones (measured in Firefox: an
    /// Arabic label 2.1 em tall with its marks below the line, a Chinese
    /// one 1.75 em), so such a label keeps clear of the ticks above it
    /// and the lane name below it, or gives way. Latin text keeps `rect`.
    pub fn label_room(&self, rect: Rect, text: &str) -> Rect {
        let (above, below) = if text.chars().any(|c| ('\u{600}'..='\u{6ff}').contains(&c)) {
            (0.3, 0.4)
        } else if text.chars().any(is_full_width) {
            (0.15, 0.2)
        } else {
            (0.0, 0.0)
        };
        let Rect(left, top, right, bottom) = rect;
        Rect(
            left,
            top - above * self.text,
            right,
            bottom + below * self.text,
        )
    }

    /// The box of a bar's label starting at `x`, with its halo.
    pub fn bar_label_rect(&self, x: f32, lane: Lane, text: &str, bold: bool) -> Rect {
        let Rect(left, top, right, bottom) = self.text_rect(x, self.bar_text_y(lane), text, bold);
        Rect(left - HALO, top - HALO, right + HALO, bottom + HALO)
    }

    /// The box a mark covers as any engine measures it: its tick, or its
    /// whole target square.
    pub fn mark_rect(&self, lane: Lane, x: f32, symbol: Symbol) -> Rect {
        if symbol == Symbol::Renewal {
            let (top, bottom) = self.renewal_tick(lane);
            Rect(x - 2.0, top - MARK_REACH, x + 2.0, bottom + MARK_REACH)
        } else {
            let (mid, half) = (self.mid_y(lane), MARK_TARGET / 2.0 + MARK_REACH);
            Rect(x - half, mid - half, x + half, mid + half)
        }
    }

    /// The box a mark's symbol is drawn in (its stroke included): what a
    /// reader sees, narrower than its target square. Two marks whose
    /// glyphs overlap read as one.
    pub fn glyph_rect(&self, lane: Lane, x: f32, symbol: Symbol) -> Rect {
        let (left, right, half_height) = match symbol {
            Symbol::Renewal => {
                let (top, bottom) = self.renewal_tick(lane);
                return Rect(x - 1.0, top, x + 1.0, bottom);
            }
            Symbol::Cross => (-5.0, 5.0, 5.0),
            Symbol::Check | Symbol::Acquire => (-7.0, 7.0, 7.0),
            Symbol::Flag => (0.0, 10.0, 11.0),
            Symbol::Stop => (-2.5, 2.5, 11.0),
            Symbol::Pause => (-3.0, 3.0, 7.0),
            Symbol::Resume => (-4.0, 6.0, 7.0),
        };
        let (mid, stroke) = (self.mid_y(lane), 1.0);
        Rect(
            x + left - stroke,
            mid - half_height - stroke,
            x + right + stroke,
            mid + half_height + stroke,
        )
    }

    /// The box of a lane's name.
    pub fn lane_label_rect(&self, lane: Lane) -> Rect {
        let (x, y) = self.lane_label_at(lane);
        self.text_rect(x, y, &lane.label(), true)
    }
}
