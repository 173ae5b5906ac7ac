//! Words and drawings for the exploration tools: the outcome map (SVG
//! markup, legend, text summary), the survivable-pause readout and the time
//! cursor's readout.

use std::fmt::Write;

use crate::sim::{
    Actor, Field, MapAxes, Millis, OutcomeClass, ResourceState, StateAt, SurvivablePause,
    WorkerState, MAP_CELLS,
};

use super::format::duration;
use super::report::{class_name, worker};
use super::svg::xml;
use super::timeline::N;

/// Side of the map's plotting square, and the margins for axis labels.
pub const MAP_SIZE: f32 = 400.0;
pub const MAP_LEFT: f32 = 56.0;
pub const MAP_TOP: f32 = 8.0;
pub const MAP_BOTTOM: f32 = 44.0;
/// The `viewBox` of the map SVG.
pub const MAP_VIEW_BOX: &str = "0 0 464 452";

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

/// The map as SVG markup: runs of equal cells as rectangles (rows from the
/// bottom up), axis labels, a ring at the current scenario and an outline
/// around the keyboard cursor's cell.
pub fn map_svg(
    cells: &[OutcomeClass],
    axes: &MapAxes,
    current: (usize, usize),
    cursor: (usize, usize),
) -> String {
    let cell = MAP_SIZE / MAP_CELLS as f32;
    let x_of = |column: usize| MAP_LEFT + column as f32 * cell;
    let y_of = |row: usize| MAP_TOP + MAP_SIZE - (row + 1) as f32 * cell;
    let mut s = String::with_capacity(24 * 1024);
    s.push_str(MAP_DEFS);
    for row in 0..MAP_CELLS {
        let line = &cells[row * MAP_CELLS..(row + 1) * MAP_CELLS];
        let mut start = 0;
        for column in 1..=MAP_CELLS {
            if column == MAP_CELLS || line[column] != line[start] {
                let _ = write!(
                    s,
                    r#"<rect class="{}" x="{}" y="{}" width="{}" height="{}"></rect>"#,
                    class_css(line[start]),
                    N(x_of(start)),
                    N(y_of(row)),
                    N((column - start) as f32 * cell),
                    N(cell)
                );
                start = column;
            }
        }
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
    let low = |field: Field| if field.must_be_positive() { 1 } else { 0 };
    let _ = write!(
        s,
        r#"<text class="map-tick" x="{}" y="{}">{}</text><text class="map-tick end" x="{}" y="{1}">{}</text>"#,
        N(MAP_LEFT),
        N(bottom + 14.0),
        duration(low(axes.x)),
        N(MAP_LEFT + MAP_SIZE),
        duration(axes.x_max)
    );
    let _ = write!(
        s,
        r#"<text class="map-axis" x="{}" y="{}">{} →</text>"#,
        N(MAP_LEFT + MAP_SIZE / 2.0),
        N(bottom + 34.0),
        xml(axes.x.label())
    );
    let _ = write!(
        s,
        r#"<text class="map-tick end" x="{}" y="{}">{}</text><text class="map-tick end" x="{0}" y="{}">{}</text>"#,
        N(MAP_LEFT - 4.0),
        N(bottom),
        duration(low(axes.y)),
        N(MAP_TOP + 10.0),
        duration(axes.y_max)
    );
    let _ = write!(
        s,
        r#"<text class="map-axis" transform="translate(14 {}) rotate(-90)">{} →</text>"#,
        N(MAP_TOP + MAP_SIZE / 2.0),
        xml(axes.y.label())
    );
    let (cx, cy) = (x_of(current.0) + cell / 2.0, y_of(current.1) + cell / 2.0);
    let _ = write!(
        s,
        r#"<g class="map-here"><circle cx="{}" cy="{}" r="7"></circle><path d="M{} {1}H{} M{0} {}V{}"></path></g>"#,
        N(cx),
        N(cy),
        N(cx - 11.0),
        N(cx + 11.0),
        N(cy - 11.0),
        N(cy + 11.0)
    );
    let _ = write!(
        s,
        r#"<rect class="map-cursor" x="{}" y="{}" width="{}" height="{2}"></rect>"#,
        N(x_of(cursor.0) - 1.0),
        N(y_of(cursor.1) - 1.0),
        N(cell + 2.0)
    );
    s
}

/// The cell under a point of the drawn map, given the point's position as a
/// fraction of the SVG's width and height (what a click reports).
pub fn cell_at_fraction(fx: f64, fy: f64) -> Option<(usize, usize)> {
    let (width, height) = (464.0, 452.0);
    let x = (fx * width - f64::from(MAP_LEFT)) / f64::from(MAP_SIZE);
    let y = (fy * height - f64::from(MAP_TOP)) / f64::from(MAP_SIZE);
    if !(0.0..1.0).contains(&x) || !(0.0..1.0).contains(&y) {
        return None;
    }
    let column = (x * MAP_CELLS as f64) as usize;
    let row = MAP_CELLS - 1 - (y * MAP_CELLS as f64) as usize;
    Some((column.min(MAP_CELLS - 1), row.min(MAP_CELLS - 1)))
}

/// One sentence per class present on the map: where it occurs (the span of
/// both inputs over its cells) and how much of the map it covers.
pub fn map_summary(cells: &[OutcomeClass], axes: &MapAxes) -> Vec<String> {
    OutcomeClass::ALL
        .iter()
        .filter_map(|&class| {
            let mut count = 0;
            let (mut c0, mut c1, mut r0, mut r1) = (usize::MAX, 0, usize::MAX, 0);
            for (i, _) in cells.iter().enumerate().filter(|(_, c)| **c == class) {
                let (row, column) = (i / MAP_CELLS, i % MAP_CELLS);
                count += 1;
                (c0, c1, r0, r1) = (c0.min(column), c1.max(column), r0.min(row), r1.max(row));
            }
            (count > 0).then(|| {
                let span = |field: Field, max: Millis, a: usize, b: usize| {
                    format!(
                        "{} from {} to {}",
                        field.short_name().to_ascii_lowercase(),
                        duration(MapAxes::value(field, max, a)),
                        duration(MapAxes::value(field, max, b))
                    )
                };
                format!(
                    "{}: {}% of the map, with {} and {}.",
                    class_name(class),
                    count * 100 / cells.len().max(1),
                    span(axes.x, axes.x_max, c0, c1),
                    span(axes.y, axes.y_max, r0, r1)
                )
            })
        })
        .collect()
}

/// The readout for one cell: both values and the outcome.
pub fn cell_readout(
    axes: &MapAxes,
    cells: &[OutcomeClass],
    (column, row): (usize, usize),
) -> String {
    let class = cells
        .get(row * MAP_CELLS + column)
        .copied()
        .unwrap_or(OutcomeClass::NoTakeover);
    format!(
        "{} {}, {} {}: {}.",
        axes.x.short_name(),
        duration(MapAxes::value(axes.x, axes.x_max, column)),
        axes.y.short_name().to_ascii_lowercase(),
        duration(MapAxes::value(axes.y, axes.y_max, row)),
        class_name(class)
    )
}

/// The survivable-pause readout.
pub fn survivable_text(readout: &SurvivablePause, lease: Millis, cadence: Millis) -> String {
    match readout.longest {
        None => format!(
            "With a {} lease renewed every {}, the lease is lost at the first heartbeat even without a pause: renew more often than the lease lasts.",
            duration(lease),
            duration(cadence)
        ),
        Some(0) => format!(
            "With a {} lease renewed every {}, no pause is safe everywhere: one that starts exactly at a heartbeat (first at {}) loses the lease at once.",
            duration(lease),
            duration(cadence),
            duration(readout.worst_start)
        ),
        Some(longest) => format!(
            "With a {} lease renewed every {}, the original survives any pause up to {}, wherever it starts. The worst start is exactly at a heartbeat (first at {}): the pause swallows that renewal.",
            duration(lease),
            duration(cadence),
            duration(longest),
            duration(readout.worst_start)
        ),
    }
}

fn doing(state: WorkerState) -> &'static str {
    match state {
        WorkerState::NotStarted => "not started",
        WorkerState::Working => "working",
        WorkerState::Paused => "paused",
        WorkerState::Zombie => "working without a valid lease (zombie)",
        WorkerState::ZombiePaused => "paused, and its lease has been taken over",
        WorkerState::Wrote => "finished and wrote",
        WorkerState::Terminated => "terminated",
    }
}

/// The time cursor's readout: `(label, text)` lines.
pub fn state_lines(state: &StateAt) -> [(&'static str, String); 5] {
    let lease = match state.owner {
        Some(owner) => match owner.until {
            Some(until) => format!(
                "{} (token {}), valid until {}",
                worker(owner.worker),
                owner.worker.token(),
                duration(until)
            ),
            None => format!(
                "{} (token {}), renewed until it writes",
                worker(owner.worker),
                owner.worker.token()
            ),
        },
        None => "Released: the job is complete".to_owned(),
    };
    let resource = match state.resource {
        ResourceState::Unchecked => "Checks no token".to_owned(),
        ResourceState::Watermark(None) => "Watermark not set yet".to_owned(),
        ResourceState::Watermark(Some(token)) => format!("Watermark {token}"),
        ResourceState::Epoch(epoch) => format!("Registered epoch {epoch}"),
    };
    [
        ("Lease", lease),
        ("Resource", resource),
        ("Counter", state.counter.to_string()),
        (worker(Actor::A), doing(state.original).to_owned()),
        (worker(Actor::B), doing(state.replacement).to_owned()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::{outcome_map, simulate, state_at, survivable_pause, Enforcement, Scenario};

    fn axes() -> MapAxes {
        MapAxes {
            x: Field::PauseAt,
            y: Field::PauseFor,
            x_max: 60_000,
            y_max: 60_000,
        }
    }

    #[test]
    fn the_map_draws_runs_and_summarises_regions() {
        let base = Scenario {
            enforcement: Enforcement::None,
            ..Scenario::default()
        };
        let cells = outcome_map(&base, &axes());
        let svg = map_svg(&cells, &axes(), (6, 23), (0, 0));
        assert!(
            svg.matches("<rect class=\"map-").count() < 2_000,
            "runs are merged"
        );
        assert!(svg.contains("map-duplicate") && svg.contains("Pause starts at (seconds) →"));
        let summary = map_summary(&cells, &axes());
        let duplicates = summary
            .iter()
            .find(|line| line.starts_with("Duplicate increment"))
            .cloned()
            .unwrap_or_default();
        assert!(
            duplicates.contains("pause start from 0 s to"),
            "{duplicates}"
        );
    }

    #[test]
    fn clicks_map_to_cells() {
        assert_eq!(cell_at_fraction(0.0, 0.0), None);
        let fx = (f64::from(MAP_LEFT) + 1.0) / 464.0;
        let fy = (f64::from(MAP_TOP + MAP_SIZE) - 1.0) / 452.0;
        assert_eq!(cell_at_fraction(fx, fy), Some((0, 0)));
        let fy_top = (f64::from(MAP_TOP) + 1.0) / 452.0;
        assert_eq!(cell_at_fraction(fx, fy_top), Some((0, MAP_CELLS - 1)));
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
        let cells = outcome_map(&scenario, &axes());
        assert_eq!(
            cell_readout(&axes(), &cells, (0, 0)),
            "Pause start 0 s, pause duration 0 s: No takeover."
        );
    }
}
