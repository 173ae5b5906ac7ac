//! Words and drawings for the exploration tools: the outcome map (SVG
//! markup, legend, text summary), the survivable-pause readout and the time
//! cursor's readout.

use std::fmt::Write;

use crate::sim::{
    nearest_of_class, simulate, Actor, Field, Input, MapAxes, MapStep, Millis, OutcomeClass,
    ResourceState, Scenario, StateAt, SurvivablePause, WorkerState, MAP_CELLS, MAX_MS, MS_PER_S,
};

use super::compare::input_name;
use super::format::{duration, listed, say_at, say_texts, NICE_STEPS};
use super::report::{class_name, field_label, field_value, worker_name};
use super::svg::xml;
use super::timeline::N;
use crate::i18n::{isolated, say, Arg, Sentence};
use crate::sentence;

/// Side of the map's plotting square, and the margins for axis labels.
pub const MAP_SIZE: f32 = 400.0;
pub const MAP_LEFT: f32 = 62.0;
pub const MAP_TOP: f32 = 8.0;
pub const MAP_RIGHT: f32 = 8.0;
pub const MAP_BOTTOM: f32 = 50.0;
/// The map SVG's user-space size.
pub const MAP_WIDTH: f32 = MAP_LEFT + MAP_SIZE + MAP_RIGHT;
pub const MAP_HEIGHT: f32 = MAP_TOP + MAP_SIZE + MAP_BOTTOM;

/// The `viewBox` of the map SVG (and of its overlay).
pub fn map_view_box() -> String {
    format!("0 0 {} {}", N(MAP_WIDTH), N(MAP_HEIGHT))
}

/// The instant beyond which changing `field` no longer changes the outcome
/// of `scenario` (roughly: later events only happen after everything that
/// matters). The map's axes stop a little past it, so the whole map is
/// spent where outcomes can differ.
fn outcome_horizon(field: Field, s: &Scenario) -> Millis {
    let finish = s.original_work.saturating_add(s.pause_for);
    match field {
        // After the work is done a pause or a signal changes nothing.
        Field::PauseAt => s.original_work,
        // Past lease + replacement work, A's write always comes after B's.
        Field::PauseFor => s.lease.saturating_add(s.replacement_work),
        // A lease longer than A's whole attempt is never lost; a cadence at
        // least the lease never renews in time.
        Field::Lease => finish,
        Field::HeartbeatEvery => s.lease,
        Field::ReplacementWork | Field::ShutdownAt | Field::ShutdownGrace => finish,
        Field::OriginalWork => s
            .pause_at
            .saturating_add(s.pause_for)
            .saturating_add(s.lease)
            .saturating_add(s.replacement_work),
    }
}

/// The largest value on a map axis for `field`: a tenth past where
/// outcomes stop changing, rounded up so the cells sit on round values: the
/// cell spacing is one of the nice steps the sliders use, and the axis is
/// 100 of them. It never depends on the field's own value (clicking a cell
/// must not rescale the map), so a typed value beyond it puts the marker at
/// the edge ([`map_note`]).
pub fn map_axis_max(field: Field, scenario: &Scenario) -> Millis {
    let wanted = (outcome_horizon(field, scenario).saturating_mul(11) / 10).clamp(MS_PER_S, MAX_MS);
    let cells = MAP_CELLS as Millis - 1;
    let spacing = NICE_STEPS
        .iter()
        .copied()
        .find(|&step| step.saturating_mul(cells) >= wanted)
        .unwrap_or(MAX_MS);
    spacing.saturating_mul(cells).min(MAX_MS)
}

/// The map's axes for two fields around `scenario`, from the inputs that
/// are not axes only, so exploring the map never rescales it. Where one
/// axis's range depends on the other axis's field (the cadence's on the
/// lease, the pause's on the lease and the lease's on the pause), it covers
/// the other axis's whole range: each range is first found with the other
/// axis field at its minimum, then again with it at the top of that first
/// range.
pub fn map_axes(scenario: &Scenario, x: Field, y: Field) -> MapAxes {
    let with = |field: Field, value: Millis| {
        let mut s = *scenario;
        field.set(&mut s, Some(value));
        s
    };
    let first_x = map_axis_max(x, &with(y, y.min()));
    let first_y = map_axis_max(y, &with(x, x.min()));
    MapAxes {
        x,
        y,
        x_max: map_axis_max(x, &with(y, first_y)),
        y_max: map_axis_max(y, &with(x, first_x)),
    }
}

/// A note for a marker held at the map's edge: the scenario's value of an
/// axis field is beyond that axis's range.
pub fn map_note(scenario: &Scenario, axes: &MapAxes) -> Option<String> {
    let beyond: Vec<String> = [(axes.x, axes.x_max), (axes.y, axes.y_max)]
        .into_iter()
        .filter_map(|(field, max)| {
            let value = field.get(scenario)?;
            (value > max).then(|| {
                say(
                    sentence!("map-beyond"),
                    &[
                        ("name", Arg::Text(&input_name(Input::Seconds(field)))),
                        ("value", Arg::Text(&duration(value))),
                        ("max", Arg::Text(&duration(max))),
                    ],
                )
            })
        })
        .collect();
    (!beyond.is_empty()).then(|| {
        say(
            sentence!("map-at-edge"),
            &[("beyond", Arg::Text(&listed(&beyond)))],
        )
    })
}

/// Where the current scenario sits on the map, in cells from the low end
/// of each axis (fractional: the crosshair marks the exact values, between
/// cells too), held at the edge when a value is beyond the axis.
pub fn map_position(scenario: &Scenario, axes: &MapAxes) -> (f32, f32) {
    let at = |field: Field, max: Millis| {
        let (min, value) = (field.min(), field.get(scenario).unwrap_or(0));
        let span = max.saturating_sub(min).max(1);
        let fraction = value.saturating_sub(min).min(span) as f32 / span as f32;
        fraction * (MAP_CELLS as f32 - 1.0)
    };
    (at(axes.x, axes.x_max), at(axes.y, axes.y_max))
}

/// The cell of the map nearest to `scenario` (where the keyboard cursor
/// starts and the readout begins).
pub fn here_cell(scenario: &Scenario, axes: &MapAxes) -> (usize, usize) {
    let index = |field: Field, max| MapAxes::index_of(field, max, field.get(scenario).unwrap_or(0));
    (index(axes.x, axes.x_max), index(axes.y, axes.y_max))
}

/// What a map's cells depend on, for `scenario` mapped over `x` and `y`:
/// the scenario with both axis fields at the first cell (every cell
/// overwrites them), and the axes. Two scenarios with equal inputs have
/// the same cells, so moving only an axis field moves the marker alone.
pub fn map_cells_input(scenario: &Scenario, x: Field, y: Field) -> (Scenario, MapAxes) {
    let axes = map_axes(scenario, x, y);
    (axes.scenario_at(scenario, 0, 0), axes)
}

/// The map cursor's step for a key, or `None` for a key the map ignores.
pub fn map_step_for_key(key: &str) -> Option<MapStep> {
    match key {
        "ArrowRight" => Some(MapStep::Right),
        "ArrowLeft" => Some(MapStep::Left),
        "ArrowUp" => Some(MapStep::Up),
        "ArrowDown" => Some(MapStep::Down),
        _ => None,
    }
}

/// The map's legend: a swatch and the name of each outcome class, as the
/// `<li>` items of its list (escaped markup, like the timeline's legend).
pub fn map_legend_markup() -> String {
    OutcomeClass::ALL
        .iter()
        .map(|&class| {
            format!(
                r#"<li><svg class="swatch" viewBox="0 0 16 16" aria-hidden="true"><rect class="{}" width="16" height="16"></rect></svg>{}</li>"#,
                class_css(class),
                xml(&class_name(class))
            )
        })
        .collect()
}

/// CSS class (fill pattern) of each outcome class.
pub fn class_css(class: OutcomeClass) -> &'static str {
    match class {
        OutcomeClass::NoTakeover => "map-none",
        OutcomeClass::OriginalRejected => "map-rejected",
        OutcomeClass::OriginalTerminated => "map-terminated",
        OutcomeClass::Duplicate => "map-duplicate",
    }
}

/// Fill patterns, so the four classes differ by texture as well as colour.
const MAP_DEFS: &str = concat!(
    r#"<defs><pattern id="map-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"#,
    r#"<rect class="map-hatch-bg" width="5" height="5"></rect><line class="map-hatch-line" x1="0" y1="0" x2="0" y2="5"></line></pattern>"#,
    r#"<pattern id="map-dots" width="5" height="5" patternUnits="userSpaceOnUse"><rect class="map-dots-bg" width="5" height="5"></rect>"#,
    r#"<circle class="map-dots-dot" cx="2.5" cy="2.5" r="1.3"></circle></pattern>"#,
    r#"<pattern id="map-cross" width="6" height="6" patternUnits="userSpaceOnUse"><rect class="map-cross-bg" width="6" height="6"></rect>"#,
    r#"<path class="map-cross-line" d="M0 0L6 6M6 0L0 6"></path></pattern></defs>"#,
);

/// The x of a column's left edge and the y of a row's top edge (rows are
/// drawn from the bottom up), and the side of one cell.
const MAP_CELL: f32 = MAP_SIZE / MAP_CELLS as f32;
/// Cells between two tick labels on each axis.
const TICK_CELLS: usize = 20;
fn column_x(column: usize) -> f32 {
    MAP_LEFT + column as f32 * MAP_CELL
}
fn row_y(row: usize) -> f32 {
    MAP_TOP + MAP_SIZE - (row + 1) as f32 * MAP_CELL
}

/// The map as SVG markup: runs of equal cells as rectangles (rows from the
/// bottom up) and the axis labels. The marker at the current scenario and
/// the cursor are drawn apart (see [`MapOverlay`]), so moving them never
/// rewrites the cells.
pub fn map_svg(cells: &[OutcomeClass], axes: &MapAxes) -> String {
    let mut s = String::with_capacity(24 * 1024);
    s.push_str(MAP_DEFS);
    // Runs of equal cells along a row, and runs of identical rows stacked
    // into one taller rectangle: fewer elements for the browser to build
    // (a sketch, whose rows repeat in fours, becomes a quarter as many).
    let rows: Vec<&[OutcomeClass]> = cells.chunks(MAP_CELLS).collect();
    let mut first_row = 0;
    while first_row < rows.len() {
        let line = rows[first_row];
        let mut last_row = first_row;
        while last_row + 1 < rows.len() && rows[last_row + 1] == line {
            last_row += 1;
        }
        let height = (last_row - first_row + 1) as f32 * MAP_CELL;
        let mut start = 0;
        for column in 1..=line.len() {
            if column == line.len() || line[column] != line[start] {
                let _ = write!(
                    s,
                    r#"<rect class="{}" x="{}" y="{}" width="{}" height="{}"></rect>"#,
                    class_css(line[start]),
                    N(column_x(start)),
                    N(row_y(last_row)),
                    N((column - start) as f32 * MAP_CELL),
                    N(height)
                );
                start = column;
            }
        }
        first_row = last_row + 1;
    }
    let bottom = MAP_TOP + MAP_SIZE;
    let _ = write!(
        s,
        r#"<rect class="map-frame" x="{}" y="{}" width="{}" height="{}"></rect>"#,
        N(MAP_LEFT),
        N(MAP_TOP),
        N(MAP_SIZE),
        N(MAP_SIZE)
    );
    // Tick labels every 20 cells: round values, since a cell is a nice step,
    // as plain numbers in the unit the axis title names (durations such as
    // "3 h 20 min" did not fit between ticks nor in the left margin). Each
    // label is placed from an edge by `dy` in em, so the larger type a
    // phone's stylesheet gives them keeps clear of the cells and of each
    // other.
    let (x_unit, x_ms) = map_unit(axes.x_max);
    let (y_unit, y_ms) = map_unit(axes.y_max);
    let axis_title = |field: Field, unit: Sentence| {
        isolated(say(
            sentence!("map-axis"),
            &[
                ("name", Arg::Text(&axis_name(field))),
                ("unit", Arg::Text(&say(unit, &[]))),
            ],
        ))
    };
    for tick in (0..MAP_CELLS).step_by(TICK_CELLS) {
        let anchor = match tick {
            0 => "",
            t if t + 1 == MAP_CELLS => " end",
            _ => " middle",
        };
        let _ = write!(
            s,
            r#"<text class="map-tick{anchor}" x="{}" y="{}" dy="0.95em">{}</text>"#,
            N(match tick {
                0 => MAP_LEFT,
                t if t + 1 == MAP_CELLS => MAP_LEFT + MAP_SIZE,
                t => column_x(t) + MAP_CELL / 2.0,
            }),
            N(bottom + 3.0),
            tick_number(axes.x, axes.x_max, tick, x_ms)
        );
    }
    let _ = write!(
        s,
        r#"<text class="map-axis" x="{}" y="{}" dy="-0.3em">{}</text>"#,
        N(MAP_LEFT + MAP_SIZE / 2.0),
        N(MAP_HEIGHT - 1.5),
        xml(&axis_title(axes.x, x_unit))
    );
    for tick in (0..MAP_CELLS).step_by(TICK_CELLS) {
        // The lowest label sits on the bottom edge, the highest hangs from
        // the top one, the others are centred on their row.
        let (y, dy) = match tick {
            0 => (bottom, "0"),
            t if t + 1 == MAP_CELLS => (MAP_TOP, "0.9em"),
            t => (row_y(t) + MAP_CELL / 2.0, "0.35em"),
        };
        let _ = write!(
            s,
            r#"<text class="map-tick end" x="{}" y="{}" dy="{dy}">{}</text>"#,
            N(MAP_LEFT - 4.0),
            N(y),
            tick_number(axes.y, axes.y_max, tick, y_ms)
        );
    }
    let _ = write!(
        s,
        r#"<text class="map-axis" transform="translate(4 {}) rotate(-90)" dy="0.8em">{}</text>"#,
        N(MAP_TOP + MAP_SIZE / 2.0),
        xml(&axis_title(axes.y, y_unit))
    );
    s
}

/// The unit an axis up to `max` is labelled in, and its length: the
/// larger of hours and minutes that the axis spans at least twice and in
/// which every tick (a fifth of the axis) is a whole number or has one
/// decimal; seconds, exact to the millisecond, otherwise.
fn map_unit(max: Millis) -> (Sentence, Millis) {
    let tick = max / (MAP_CELLS as Millis - 1) * TICK_CELLS as Millis;
    [
        (sentence!("map-unit-hours"), 3_600 * MS_PER_S),
        (sentence!("map-unit-minutes"), 60 * MS_PER_S),
    ]
    .into_iter()
    .find(|&(_, unit)| max >= 2 * unit && tick % (unit / 10) == 0)
    .unwrap_or((sentence!("map-unit-seconds"), MS_PER_S))
}

/// A field's name on a map axis: its label without the unit in brackets
/// at its end (full-width brackets in Chinese).
fn axis_name(field: Field) -> String {
    let label = field_label(field);
    let name = label
        .rsplit_once(" (")
        .or_else(|| label.rsplit_once('（'))
        .map_or(label.as_str(), |(name, _)| name);
    name.to_owned()
}

/// The tick at cell `index` as a number of `unit` ms, exact (up to three
/// decimals). The first tick is the axis's origin, 0, also where the first
/// cell is 1 ms (a field that must be positive).
fn tick_number(field: Field, max: Millis, index: usize, unit: Millis) -> String {
    let value = if index == 0 {
        0
    } else {
        MapAxes::value(field, max, index)
    };
    let (whole, thousandths) = (value / unit, value % unit * 1_000 / unit);
    if thousandths == 0 {
        return whole.to_string();
    }
    let decimals = format!("{thousandths:03}");
    format!("{whole}.{}", decimals.trim_end_matches('0'))
}

/// The map's overlay, drawn in its own small `<svg>` over the cells: a
/// ring and cross at the current scenario's cell and an outline around the
/// cursor's cell.
pub fn map_overlay_svg(here: (f32, f32), cursor: (usize, usize)) -> String {
    let (cx, cy) = (
        MAP_LEFT + (here.0 + 0.5) * MAP_CELL,
        MAP_TOP + MAP_SIZE - (here.1 + 0.5) * MAP_CELL,
    );
    format!(
        r#"<path class="map-here" d="M{} {} a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 M{} {1} H{} M{} {} V{}"></path><rect class="map-cursor" x="{}" y="{}" width="{}" height="{9}"></rect>"#,
        N(cx - 7.0),
        N(cy),
        N(cx - 11.0),
        N(cx + 11.0),
        N(cx),
        N(cy - 11.0),
        N(cy + 11.0),
        N(column_x(cursor.0) - 1.0),
        N(row_y(cursor.1) - 1.0),
        N(MAP_CELL + 2.0),
    )
}

/// The cell under a point of the drawn map, given the point's position as a
/// fraction of the SVG's width and height (what a click reports).
pub fn cell_at_fraction(fx: f64, fy: f64) -> Option<(usize, usize)> {
    let (width, height) = (f64::from(MAP_WIDTH), f64::from(MAP_HEIGHT));
    let x = (fx * width - f64::from(MAP_LEFT)) / f64::from(MAP_SIZE);
    let y = (fy * height - f64::from(MAP_TOP)) / f64::from(MAP_SIZE);
    if !(0.0..1.0).contains(&x) || !(0.0..1.0).contains(&y) {
        return None;
    }
    let column = (x * MAP_CELLS as f64) as usize;
    let row = MAP_CELLS - 1 - (y * MAP_CELLS as f64) as usize;
    Some((column.min(MAP_CELLS - 1), row.min(MAP_CELLS - 1)))
}

/// A share of the map that never reads as "never" or "always" when it is
/// not: a class with any cell is at least "<1%", and one that misses any
/// cell is at most ">99%".
pub fn share(count: usize, total: usize) -> String {
    let total = total.max(1);
    match count * 100 / total {
        _ if count == 0 => "0%".to_owned(),
        _ if count == total => "100%".to_owned(),
        0 => "<1%".to_owned(),
        99.. => ">99%".to_owned(),
        percent => format!("{percent}%"),
    }
}

/// One sentence per class present on the map: how many runs fall in it and
/// the one nearest to the current scenario (a cell that truly has that
/// outcome; a region's outer bounds would take in cells of other classes).
pub fn map_summary(base: &Scenario, cells: &[OutcomeClass], axes: &MapAxes) -> Vec<String> {
    OutcomeClass::ALL
        .iter()
        .filter_map(|&class| {
            let count = cells.iter().filter(|&&cell| cell == class).count();
            let (column, row) = nearest_of_class(base, axes, cells, class)?;
            Some(say(
                sentence!("map-summary"),
                &[
                    ("class", Arg::Text(&isolated(class_name(class)))),
                    ("count", Arg::Count(count as u64)),
                    ("total", Arg::Count(cells.len() as u64)),
                    ("share", Arg::Text(&share(count, cells.len()))),
                    (
                        "cell",
                        Arg::Text(&cell_values(axes, &axes.scenario_at(base, column, row))),
                    ),
                ],
            ))
        })
        .collect()
}

/// How many lines the time cursor's readout has.
pub const STATE_LINES: usize = 5;

/// "pause start 4.2 s, pause duration 13.8 s": the two inputs of a cell's
/// scenario `cell`, each with its [`value_note`](super::report::value_note).
fn cell_values(axes: &MapAxes, cell: &Scenario) -> String {
    say_texts(
        sentence!("map-cell-values"),
        &two_values(in_sentence(axes.x), axes, cell),
    )
}

/// A field's name inside a sentence ("pause start" in English, where
/// [`input_name`] says "Pause start"; German keeps its capital).
fn in_sentence(field: Field) -> String {
    let key = field.json_key().trim_end_matches("_s").replace('_', "-");
    say(
        sentence!("input-in-sentence"),
        &[("input", Arg::Text(&key))],
    )
}

/// The arguments `x`, `x-value`, `y` and `y-value` of a cell's sentence:
/// the x axis's name as given (`x_name`), the y axis's inside a sentence.
fn two_values(x_name: String, axes: &MapAxes, cell: &Scenario) -> Vec<(&'static str, String)> {
    // Only the shutdown's signal may be absent.
    let none = say(sentence!("value-no-signal"), &[]);
    vec![
        ("x", x_name),
        ("x-value", field_value(axes.x, cell, &none)),
        ("y", in_sentence(axes.y)),
        ("y-value", field_value(axes.y, cell, &none)),
    ]
}

/// The readout for one cell: both values and the outcome, from a run of
/// that cell's own scenario (exact even while the map is a sketch).
///
/// The current run's own cell reads the current run, with its exact values:
/// the cell's round values may differ from them by up to half a cell.
pub fn cell_readout(base: &Scenario, axes: &MapAxes, (column, row): (usize, usize)) -> String {
    let cell = if (column, row) == here_cell(base, axes) {
        *base
    } else {
        axes.scenario_at(base, column, row)
    };
    let class = class_name(simulate(&cell).class);
    let mut args = two_values(input_name(Input::Seconds(axes.x)), axes, &cell);
    args.push(("class", class));
    say_texts(sentence!("map-cell-readout"), &args)
}

/// The survivable-pause readout. Each sentence is true of every job long
/// enough to need the lease: a shorter one writes before any of this matters.
pub fn survivable_text(readout: &SurvivablePause, lease: Millis, cadence: Millis) -> String {
    let first = readout.worst_start;
    let setting = [("lease", lease), ("cadence", cadence), ("first", first)];
    match readout.longest {
        // The cadence is never quoted here: no heartbeat at that cadence
        // ever happens in the lease's lifetime.
        None => say_at(sentence!("survivable-never-extended"), &setting[..1], &[]),
        Some(0) => say_at(
            sentence!("survivable-none-safe"),
            &[
                setting[0],
                setting[1],
                setting[2],
                ("next", first.saturating_mul(2)),
            ],
            &[],
        ),
        Some(longest) => say_at(
            sentence!("survivable-up-to"),
            &[setting[0], setting[1], setting[2], ("longest", longest)],
            &[],
        ),
    }
}

/// Play moves the time cursor this often, in ms of real time ...
pub const PLAY_TICK_MS: u64 = 50;
/// ... and crosses the whole timeline in this many ticks at 1x (ten
/// seconds).
pub const TICKS_PER_RUN: u64 = 200;

/// Where one Play tick moves the time cursor at `speed`x: at least 1 ms
/// further, never past the end.
pub fn next_play_position(at: Millis, end: Millis, speed: u64) -> Millis {
    let step = (end.saturating_mul(speed) / TICKS_PER_RUN).max(1);
    at.saturating_add(step).min(end)
}

fn doing(state: WorkerState) -> String {
    let sentence = match state {
        WorkerState::NotStarted => sentence!("doing-not-started"),
        WorkerState::Working => sentence!("bar-working"),
        WorkerState::Paused => sentence!("bar-paused"),
        WorkerState::Zombie => sentence!("doing-zombie"),
        WorkerState::ZombiePaused => sentence!("doing-zombie-paused"),
        WorkerState::Wrote { accepted: true } => sentence!("doing-wrote-accepted"),
        WorkerState::Wrote { accepted: false } => sentence!("doing-wrote-rejected"),
        WorkerState::Terminated => sentence!("doing-terminated"),
    };
    say(sentence, &[])
}

/// The time cursor's readout: `(label, text)` lines.
pub fn state_lines(state: &StateAt) -> [(String, String); STATE_LINES] {
    let lease = match state.owner {
        Some(owner) => {
            let name = worker_name(owner.worker);
            let args = [
                ("worker", Arg::Text(&name)),
                ("token", Arg::Count(owner.worker.token().into())),
            ];
            match owner.until {
                Some(until) => say_at(sentence!("readout-owner-until"), &[("until", until)], &args),
                None => say(sentence!("readout-owner-writing"), &args),
            }
        }
        None => say(sentence!("readout-released"), &[]),
    };
    let resource = match state.resource {
        ResourceState::Unchecked => say(sentence!("readout-unchecked"), &[]),
        ResourceState::Watermark(None) => say(sentence!("readout-watermark-unset"), &[]),
        ResourceState::Watermark(Some(token)) => say(
            sentence!("readout-watermark"),
            &[("token", Arg::Count(token.into()))],
        ),
        ResourceState::Epoch(epoch) => say(
            sentence!("readout-epoch"),
            &[("token", Arg::Count(epoch.into()))],
        ),
    };
    [
        (say(sentence!("readout-lease"), &[]), lease),
        (say(sentence!("lane-resource"), &[]), resource),
        (
            say(sentence!("readout-counter"), &[]),
            state.counter.to_string(),
        ),
        (worker_name(Actor::A), doing(state.original)),
        (worker_name(Actor::B), doing(state.replacement)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::{outcome_map, state_at, survivable_pause, Enforcement};

    fn axes() -> MapAxes {
        MapAxes {
            x: Field::PauseAt,
            y: Field::PauseFor,
            x_max: 60_000,
            y_max: 60_000,
        }
    }

    #[test]
    fn the_map_draws_runs_and_the_overlays_apart() {
        let base = Scenario {
            enforcement: Enforcement::None,
            ..Scenario::default()
        };
        let cells = outcome_map(&base, &axes());
        let svg = map_svg(&cells, &axes());
        let rects = svg.matches("<rect class=\"map-").count();
        assert!(rects < 600, "runs and rows are merged: {rects}");
        let sketch = map_svg(&crate::sim::sampled_outcome_map(&base, &axes(), 4), &axes());
        let sketch_rects = sketch.matches("<rect class=\"map-").count();
        assert!(sketch_rects * 3 < rects, "{sketch_rects} of {rects}");
        assert!(svg.contains("map-duplicate") && svg.contains("Pause starts at (seconds) →"));
        assert!(!svg.contains("map-here") && !svg.contains("map-cursor"));
        let overlay = map_overlay_svg((0.0, 0.0), (MAP_CELLS - 1, MAP_CELLS - 1));
        let ring_x = N(MAP_LEFT + MAP_SIZE / MAP_CELLS as f32 / 2.0 - 7.0);
        assert!(
            overlay.starts_with(&format!(r#"<path class="map-here" d="M{ring_x} "#)),
            "{overlay}"
        );
        assert!(
            overlay.contains(&format!(r#"y="{}""#, N(MAP_TOP - 1.0))),
            "{overlay}"
        );
        assert_eq!(map_view_box(), "0 0 470 458");
    }

    #[test]
    fn map_axes_end_a_little_past_where_outcomes_change_on_round_cells() {
        let default = Scenario::default();
        // Work ends at 12 s: pause starts up to 13.2 s; cells every 0.2 s.
        assert_eq!(map_axis_max(Field::PauseAt, &default), 20_000);
        // Lease 10 s + replacement 5 s: durations up to 16.5 s, then 20 s.
        assert_eq!(map_axis_max(Field::PauseFor, &default), 20_000);
        // Every cell sits on a multiple of one of the sliders' nice steps.
        for field in Field::ALL {
            let max = map_axis_max(field, &default);
            let spacing = max / (MAP_CELLS as Millis - 1);
            assert!(
                NICE_STEPS.contains(&spacing) && spacing * 100 == max,
                "{field:?}: {max}"
            );
        }
        let huge = Scenario {
            original_work: MAX_MS,
            ..default
        };
        assert_eq!(map_axis_max(Field::PauseAt, &huge), MAX_MS);
        // At the default the map is no longer mostly "no takeover".
        let axes = map_axes(&default, Field::PauseAt, Field::PauseFor);
        let cells = outcome_map(&default, &axes);
        let none = cells
            .iter()
            .filter(|&&c| c == OutcomeClass::NoTakeover)
            .count();
        // 82 % with the slider ranges (0 to 60 s on both axes).
        assert!(none * 100 / cells.len() < 65, "{none} of {}", cells.len());
    }

    #[test]
    fn exploring_the_map_never_rescales_it() {
        let default = Scenario::default();
        // Issue 27: a click on heartbeat cadence x lease rescaled the
        // cadence axis, so the next click landed elsewhere.
        for x in Field::ALL {
            for y in Field::ALL.into_iter().filter(|&y| y != x) {
                let axes = map_axes(&default, x, y);
                for (column, row) in [(0, 0), (3, 97), (50, 50), (100, 100), (77, 1)] {
                    let clicked = axes.scenario_at(&default, column, row);
                    assert_eq!(
                        map_axes(&clicked, x, y),
                        axes,
                        "{x:?} x {y:?} at {column}, {row}"
                    );
                }
            }
        }
        // Where an axis's range depends on the other axis, it covers the
        // other's whole range: a cadence up to the longest lease shown.
        let axes = map_axes(&default, Field::HeartbeatEvery, Field::Lease);
        assert!(axes.x_max >= axes.y_max, "{axes:?}");
    }

    #[test]
    fn the_crosshair_marks_the_exact_scenario_and_waits_at_the_edge() {
        let default = Scenario::default();
        let axes = map_axes(&default, Field::PauseAt, Field::PauseFor);
        // 4 s of 20 s and 14 s of 20 s: cells 20 and 70 exactly.
        assert_eq!(map_position(&default, &axes), (20.0, 70.0));
        assert_eq!(map_note(&default, &axes), None);
        let between = Scenario {
            pause_at: 4_100,
            ..default
        };
        assert_eq!(map_position(&between, &axes).0, 20.5);
        let far = Scenario {
            pause_at: 50_000,
            ..default
        };
        let far_axes = map_axes(&far, Field::PauseAt, Field::PauseFor);
        assert_eq!(far_axes, axes, "the typed value does not stretch the axis");
        assert_eq!(map_position(&far, &far_axes).0, 100.0);
        assert_eq!(
            map_note(&far, &far_axes).as_deref(),
            Some(
                "Pause start 50 s is beyond this map (up to 20 s): the crosshair sits at the edge."
            )
        );
        // Clicks load round numbers: the cell under 4 s, 14 s is 4 s, 14 s.
        let cell = axes.scenario_at(&default, 20, 70);
        assert_eq!((cell.pause_at, cell.pause_for), (4_000, 14_000));
        let svg = map_svg(&outcome_map(&default, &axes), &axes);
        for tick in ["0", "4", "8", "12", "16", "20"] {
            assert!(svg.contains(&format!(">{tick}</text>")), "{tick}");
        }
    }

    /// Every preset's scenario with every pair of axes.
    fn every_map() -> Vec<(&'static str, Scenario, MapAxes)> {
        let mut maps = Vec::new();
        for preset in crate::present::presets::PRESETS {
            for x in Field::ALL {
                for y in Field::ALL.into_iter().filter(|&y| y != x) {
                    maps.push((
                        preset.slug,
                        preset.scenario,
                        map_axes(&preset.scenario, x, y),
                    ));
                }
            }
        }
        maps
    }

    /// The texts of map markup: `(class, x, y, text)`, with `y` the
    /// baseline's for type `em` units tall (`dy` is in em).
    fn map_texts(svg: &str, em: f32) -> Vec<(String, f32, f32, String)> {
        svg.split("<text class=\"")
            .skip(1)
            .filter_map(|part| {
                let (class, rest) = part.split_once('"')?;
                let number = |name: &str| -> Option<f32> {
                    let from = rest.split_once(&format!(" {name}=\""))?.1;
                    from.split_once('"')?.0.parse().ok()
                };
                let text = rest.split_once('>')?.1.split_once("</text>")?.0;
                let dy = rest
                    .split_once(" dy=\"")
                    .and_then(|(_, from)| from.split_once('"'))
                    .map_or(0.0, |(dy, _)| {
                        dy.trim_end_matches("em").parse::<f32>().unwrap_or(0.0)
                    });
                Some((
                    class.to_owned(),
                    number("x").unwrap_or(0.0),
                    number("y").unwrap_or(0.0) + dy * em,
                    text.to_owned(),
                ))
            })
            .collect()
    }

    /// Issue 40, point 11: on the long presets' maps the tick labels were
    /// clipped ("h 20 min") and ran together ("2 h 40 min3 h 20 min"),
    /// under a title that said "(seconds)". Each axis now names one unit in
    /// its title, and its ticks are plain numbers in that unit, equal to
    /// the cells' values, whole inside the drawing, off the cells, clear
    /// of the titles and apart, at each size the stylesheet gives them
    /// (11 units; 15 on phones, where the map is drawn small).
    #[test]
    fn map_ticks_are_whole_apart_and_in_the_unit_their_title_names() {
        let units = [
            ("(seconds)", 1_000.0),
            ("(minutes)", 60_000.0),
            ("(hours)", 3_600_000.0),
        ];
        // (tick, title) sizes: a laptop's, then a phone's.
        let sizes = [(11.0, 12.0), (15.0, 13.0)];
        for ((slug, _, axes), (tick_em, title_em)) in every_map()
            .into_iter()
            .flat_map(|map| sizes.map(|size| (map, size)))
        {
            let texts = map_texts(&map_svg(&[], &axes), tick_em);
            let titles: Vec<&str> = texts
                .iter()
                .filter(|t| t.0 == "map-axis")
                .map(|t| t.3.as_str())
                .collect();
            let ticks: Vec<_> = texts
                .iter()
                .filter(|t| t.0.starts_with("map-tick"))
                .collect();
            assert_eq!(titles.len(), 2, "{slug}");
            assert_eq!(ticks.len(), 12, "{slug}");
            for (axis, (field, max, title)) in [
                (axes.x, axes.x_max, titles[0]),
                (axes.y, axes.y_max, titles[1]),
            ]
            .into_iter()
            .enumerate()
            {
                let Some(&(_, unit)) = units
                    .iter()
                    .find(|(name, _)| title.ends_with(&format!("{name} →")))
                else {
                    panic!("{slug}: {title} names no unit");
                };
                for (i, tick) in ticks[axis * 6..axis * 6 + 6].iter().enumerate() {
                    let value = MapAxes::value(field, max, i * TICK_CELLS);
                    let Ok(shown) = tick.3.parse::<f64>() else {
                        panic!(
                            "{slug} {field:?}: tick {} is not a number in {title}",
                            tick.3
                        );
                    };
                    let wanted = if value == 1 { 0.0 } else { value as f64 / unit };
                    assert!(
                        (shown - wanted).abs() < 1e-9,
                        "{slug} {field:?}: {} for {value} ms in {title}",
                        tick.3
                    );
                }
            }
            let boxes: Vec<(f32, f32, f32, f32)> = ticks
                .iter()
                .map(|(class, x, y, text)| {
                    let width = text.chars().count() as f32 * 0.6 * tick_em;
                    let left = if class.ends_with(" end") {
                        x - width
                    } else if class.ends_with(" middle") {
                        x - width / 2.0
                    } else {
                        *x
                    };
                    (left, y - 1.09 * tick_em, left + width, y + 0.34 * tick_em)
                })
                .collect();
            for (i, b) in boxes.iter().enumerate() {
                assert!(
                    b.0 >= 0.0 && b.2 <= MAP_WIDTH && b.1 >= 0.0 && b.3 <= MAP_HEIGHT,
                    "{slug} {axes:?}: {} cut at {b:?} ({tick_em} units)",
                    ticks[i].3
                );
                // The titles run along the bottom edge and, turned, the left
                // one: the ticks keep above and right of them.
                let title_top = MAP_HEIGHT - 1.5 - 0.3 * title_em - 1.09 * title_em;
                let title_right = 4.0 + 0.8 * title_em + 0.34 * title_em;
                assert!(
                    b.3 <= title_top && b.0 >= title_right + 2.0,
                    "{slug} {axes:?}: {} meets a title at {b:?} ({tick_em} units)",
                    ticks[i].3
                );
                let on_cells = b.2 > MAP_LEFT
                    && b.0 < MAP_LEFT + MAP_SIZE
                    && b.3 > MAP_TOP
                    && b.1 < MAP_TOP + MAP_SIZE;
                assert!(
                    !on_cells,
                    "{slug} {axes:?}: {} on the cells at {b:?} ({tick_em} units)",
                    ticks[i].3
                );
                for (j, other) in boxes.iter().enumerate().skip(i + 1) {
                    let apart = b.2 + 4.0 <= other.0
                        || other.2 + 4.0 <= b.0
                        || b.3 <= other.1
                        || other.3 <= b.1;
                    assert!(
                        apart,
                        "{slug} {axes:?}: {} and {} collide ({tick_em} units)",
                        ticks[i].3, ticks[j].3
                    );
                }
            }
        }
    }

    /// Issue 40, point 11: the readout of the current run's cell read
    /// "pause duration 2 h 6 min" (the cell's value) for the two-hour
    /// lease's 2 h 5 min. The run's own cell reads the run's exact values.
    #[test]
    fn the_run_s_own_cell_reads_the_run_s_exact_values() {
        for (slug, scenario, axes) in every_map() {
            let text = cell_readout(&scenario, &axes, here_cell(&scenario, &axes));
            let values = format!(
                "{} {}, {} {}: {}.",
                axes.x.short_name(),
                field_value(axes.x, &scenario, "none"),
                axes.y.short_name().to_ascii_lowercase(),
                field_value(axes.y, &scenario, "none"),
                class_name(simulate(&scenario).class)
            );
            assert_eq!(text, values, "{slug}");
        }
    }

    #[test]
    fn map_shares_never_read_as_never_or_always() {
        assert_eq!(share(36, 10_201), "<1%");
        assert_eq!(share(0, 10_201), "0%");
        assert_eq!(share(10_201, 10_201), "100%");
        assert_eq!(share(10_200, 10_201), ">99%");
        assert_eq!(share(5_100, 10_201), "49%");
    }

    #[test]
    fn the_summary_names_a_cell_that_has_each_outcome() {
        // Issue 19, point 3: 36 duplicate cells under the watermark at the
        // default were once summarised as "0%" with a misleading region.
        let base = Scenario {
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        let cells = outcome_map(&base, &axes());
        let summary = map_summary(&base, &cells, &axes());
        let duplicates = cells
            .iter()
            .filter(|&&c| c == OutcomeClass::Duplicate)
            .count();
        assert!(duplicates > 0 && duplicates * 100 < cells.len());
        let Some(line) = summary
            .iter()
            .find(|line| line.starts_with("Duplicate increment"))
        else {
            panic!("no duplicate line in {summary:?}");
        };
        assert!(
            line.contains(&format!("{duplicates} of 10201 runs (<1%)")),
            "{line}"
        );
        for class in OutcomeClass::ALL {
            if let Some(cell) = nearest_of_class(&base, &axes(), &cells, class) {
                let run = simulate(&axes().scenario_at(&base, cell.0, cell.1));
                assert_eq!(run.class, class);
                let line = summary.iter().find(|l| l.starts_with(&class_name(class)));
                let values = cell_values(&axes(), &axes().scenario_at(&base, cell.0, cell.1));
                assert!(line.is_some_and(|l| l.contains(&values)));
            }
        }
    }

    #[test]
    fn clicks_map_to_cells() {
        assert_eq!(cell_at_fraction(0.0, 0.0), None);
        let fx = (f64::from(MAP_LEFT) + 1.0) / f64::from(MAP_WIDTH);
        let fy = (f64::from(MAP_TOP + MAP_SIZE) - 1.0) / f64::from(MAP_HEIGHT);
        assert_eq!(cell_at_fraction(fx, fy), Some((0, 0)));
        let fy_top = (f64::from(MAP_TOP) + 1.0) / f64::from(MAP_HEIGHT);
        assert_eq!(cell_at_fraction(fx, fy_top), Some((0, MAP_CELLS - 1)));
        assert_eq!(map_step_for_key("ArrowUp"), Some(MapStep::Up));
        assert_eq!(map_step_for_key("Enter"), None);
    }

    #[test]
    fn survivable_readout_when_no_renewal_lands_in_time() {
        // Issue 19, point 1: the SQS preset never sends a heartbeat.
        let text = survivable_text(&survivable_pause(30_000, 86_400_000), 30_000, 86_400_000);
        assert!(!text.contains("first heartbeat"), "{text}");
        assert!(
            text.contains("not finished before 30 s loses the lease then"),
            "{text}"
        );
        // (5, 10, 10, 4, 0, 5): A finishes at 5 s, before the lease ends.
        let short = simulate(&Scenario {
            original_work: 5_000,
            heartbeat_every: 10_000,
            pause_for: 0,
            ..Scenario::default()
        });
        assert_eq!(short.takeover_at, None);
        assert!(short.original_ends_at < 10_000);
    }

    #[test]
    fn zero_tolerance_readout_gives_the_true_instant() {
        // Issue 19, point 2: (12, 10, 5, 5, 0.001, 5) loses the lease at 10 s.
        let text = survivable_text(&survivable_pause(10_000, 5_000), 10_000, 5_000);
        assert!(!text.contains("at once"), "{text}");
        assert!(
            text.contains("first at 5 s")
                && text.contains("next one comes at 10 s")
                && text.contains("lease is lost at 10 s"),
            "{text}"
        );
        let outcome = simulate(&Scenario {
            heartbeat_every: 5_000,
            pause_at: 5_000,
            pause_for: 1,
            ..Scenario::default()
        });
        assert_eq!(outcome.takeover_at, Some(10_000));
    }

    #[test]
    fn play_crosses_the_timeline_in_ten_seconds_at_1x() {
        assert_eq!(next_play_position(0, 30_000, 1), 150);
        assert_eq!(next_play_position(29_900, 30_000, 4), 30_000);
        assert_eq!(next_play_position(0, 10, 1), 1);
        let ticks = (0..).scan(0, |at, _| {
            *at = next_play_position(*at, 30_000, 1);
            Some(*at)
        });
        assert_eq!(
            ticks.take_while(|&at| at < 30_000).count() + 1,
            TICKS_PER_RUN as usize
        );
    }

    #[test]
    fn readouts_read_well() {
        let text = survivable_text(&survivable_pause(10_000, 3_000), 10_000, 3_000);
        assert!(
            text.contains("any pause up to 6 s") && text.contains("first at 3 s"),
            "{text}"
        );
        let scenario = Scenario::default();
        let outcome = simulate(&scenario);
        let lines = state_lines(&state_at(&scenario, &outcome, 14_000));
        assert_eq!(lines[0].1, "Worker B (token 2), renewed until it writes");
        assert_eq!(lines[1].1, "Registered epoch 2");
        assert_eq!(lines[3].1, "paused, and its lease has been taken over");
        assert_eq!(
            cell_readout(&scenario, &axes(), (0, 0)),
            "Pause start 0 s, pause duration 0 s: No takeover."
        );
    }
}
