//! Questions about many scenarios at once, answered by the model: the
//! longest pause a lease survives, the outcome map over two inputs, the
//! nearest scenario with a duplicate increment, and the state at an instant.

use super::engine::simulate;
use super::outcome::{Actor, EventKind, Outcome, OutcomeClass};
use super::scenario::{Enforcement, Field, Scenario};
use super::seconds::Millis;

/// The longest pause the original can survive with this lease and cadence,
/// wherever the pause starts, and the earliest start where that is tightest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SurvivablePause {
    /// The longest survivable pause, or `None` if the lease is lost even
    /// without a pause (the cadence is not shorter than the lease).
    pub longest: Option<Millis>,
    /// The worst start: a pause starting here survives the least.
    pub worst_start: Millis,
}

/// Worst-case pause tolerance, in closed form.
///
/// The last renewal before a pause at `P` is at `h`, the largest multiple of
/// the cadence `C` below `P` (the claim at 0 counts). The lease then lasts
/// until `h + L`, and the first renewal after resuming at `P + D` comes at
/// the next multiple of `C`; it is in time if it is at most the last
/// multiple of `C` strictly before `h + L`, that is `h + C * floor((L - 1) / C)`.
/// So a pause survives while `D <= h + C * floor((L - 1) / C) - P`, which is
/// smallest when `P` lands exactly on a renewal (`P - h = C`): the pause
/// swallows that renewal. The first such instant is `P = C`.
pub fn survivable_pause(lease: Millis, cadence: Millis) -> SurvivablePause {
    let (lease, cadence) = (lease.max(1), cadence.max(1));
    if cadence >= lease {
        return SurvivablePause {
            longest: None,
            worst_start: cadence,
        };
    }
    let renewals_per_lease = (lease - 1) / cadence;
    SurvivablePause {
        longest: Some(cadence * (renewals_per_lease - 1)),
        worst_start: cadence,
    }
}

/// The two inputs an outcome map varies, and the range of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapAxes {
    pub x: Field,
    pub y: Field,
    /// Largest value on each axis (the smallest is 0, or 1 ms for fields
    /// that must be positive).
    pub x_max: Millis,
    pub y_max: Millis,
}

/// Cells along each side of the outcome map: 101, so that the cells sit on
/// round values (every 0.6 s across a 60 s range) including both ends.
pub const MAP_CELLS: usize = 101;

impl MapAxes {
    /// The value of one axis at cell `index` (0 at the low end): evenly
    /// spaced from 0 to `max`, exact to the ms; a field that must be
    /// positive starts at 1 ms instead of 0.
    pub fn value(field: Field, max: Millis, index: usize) -> Millis {
        (max * index as Millis / (MAP_CELLS as Millis - 1)).max(field.min())
    }

    /// The scenario of cell `(column, row)`: the base with both inputs set.
    pub fn scenario_at(&self, base: &Scenario, column: usize, row: usize) -> Scenario {
        let mut scenario = *base;
        self.x
            .set(&mut scenario, Some(Self::value(self.x, self.x_max, column)));
        self.y
            .set(&mut scenario, Some(Self::value(self.y, self.y_max, row)));
        scenario
    }

    /// The cell nearest to a value on one axis.
    pub fn index_of(field: Field, max: Millis, value: Millis) -> usize {
        let min = field.min();
        let span = max.saturating_sub(min).max(1);
        let scaled =
            (value.saturating_sub(min).min(span) * (MAP_CELLS as Millis - 1) + span / 2) / span;
        scaled as usize
    }
}

/// One step of the map's cursor: a larger or smaller value on one axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapStep {
    /// A larger horizontal value.
    Right,
    Left,
    /// A larger vertical value.
    Up,
    Down,
}

impl MapStep {
    /// The cell one step from `(column, row)`, staying on the map.
    pub fn from_cell(self, (column, row): (usize, usize)) -> (usize, usize) {
        let last = MAP_CELLS - 1;
        match self {
            MapStep::Right => ((column + 1).min(last), row),
            MapStep::Left => (column.saturating_sub(1), row),
            MapStep::Up => (column, (row + 1).min(last)),
            MapStep::Down => (column, row.saturating_sub(1)),
        }
    }
}

/// The outcome class of every cell, row by row from `y = min` up;
/// `MAP_CELLS * MAP_CELLS` full simulations.
pub fn outcome_map(base: &Scenario, axes: &MapAxes) -> Vec<OutcomeClass> {
    sampled_outcome_map(base, axes, 1)
}

/// A quick sketch of the map: only every `step`-th cell along each axis is
/// simulated (26 x 26 = 676 runs for a step of 4) and each cell takes the
/// class of the sample at or below it. Same layout as [`outcome_map`]; a
/// step of 1 is the exact map.
pub fn sampled_outcome_map(base: &Scenario, axes: &MapAxes, step: usize) -> Vec<OutcomeClass> {
    let step = step.clamp(1, MAP_CELLS - 1);
    let samples: Vec<usize> = (0..MAP_CELLS).step_by(step).collect();
    let mut sampled = Vec::with_capacity(samples.len() * samples.len());
    for &row in &samples {
        for &column in &samples {
            sampled.push(simulate(&axes.scenario_at(base, column, row)).class);
        }
    }
    let side = samples.len();
    let mut cells = Vec::with_capacity(MAP_CELLS * MAP_CELLS);
    for row in 0..MAP_CELLS {
        for column in 0..MAP_CELLS {
            cells.push(sampled[(row / step) * side + column / step]);
        }
    }
    cells
}

/// The cell of `class` closest to the current scenario's cell (in cells,
/// ties to the lower row, then column), or `None` when the map has none.
pub fn nearest_of_class(
    base: &Scenario,
    axes: &MapAxes,
    cells: &[OutcomeClass],
    class: OutcomeClass,
) -> Option<(usize, usize)> {
    let here_column = axes
        .x
        .get(base)
        .map_or(0, |v| MapAxes::index_of(axes.x, axes.x_max, v)) as i64;
    let here_row = axes
        .y
        .get(base)
        .map_or(0, |v| MapAxes::index_of(axes.y, axes.y_max, v)) as i64;
    cells
        .iter()
        .enumerate()
        .filter(|(_, cell)| **cell == class)
        .map(|(i, _)| (i / MAP_CELLS, i % MAP_CELLS))
        .min_by_key(|&(row, column)| {
            let (dr, dc) = (row as i64 - here_row, column as i64 - here_column);
            (dr * dr + dc * dc, row, column)
        })
        .map(|(row, column)| (column, row))
}

/// What each party is doing at one instant of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateAt {
    /// Who holds the lease, or `None` once the job is complete (or, between
    /// expiry and takeover, never: takeover is instant).
    pub owner: Option<Owner>,
    /// The resource's check at that instant: the registered epoch, the
    /// watermark (None before any accepted write), or nothing.
    pub resource: ResourceState,
    /// Accepted writes so far.
    pub counter: u8,
    pub original: WorkerState,
    pub replacement: WorkerState,
}

/// The lease holder at an instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Owner {
    pub worker: Actor,
    /// When the lease runs out unless renewed; `None` for B, which renews
    /// reliably until it writes.
    pub until: Option<Millis>,
}

/// The resource's contract state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResourceState {
    Unchecked,
    Watermark(Option<u32>),
    Epoch(u32),
}

/// One worker's activity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkerState {
    NotStarted,
    Working,
    Paused,
    /// Still running after it lost its lease.
    Zombie,
    ZombiePaused,
    /// Finished and wrote; `accepted` is the resource's decision (a
    /// rejected write is a finished attempt, not a finished job).
    Wrote {
        accepted: bool,
    },
    Terminated,
}

/// The state of a run at instant `t`, after everything scheduled at `t`.
pub fn state_at(scenario: &Scenario, outcome: &Outcome, t: Millis) -> StateAt {
    let happened = outcome.events.iter().take_while(|e| e.at <= t).count();
    state_through(scenario, outcome, happened, t)
}

/// The state just after event `index` of the log, at its instant: what a
/// step through the run shows. Other events at the same instant that the
/// log tells later (rule 8) have not happened yet.
pub fn state_after_event(scenario: &Scenario, outcome: &Outcome, index: usize) -> StateAt {
    let at = outcome.events.get(index).map_or(0, |event| event.at);
    state_through(scenario, outcome, index + 1, at)
}

/// The state at instant `t` once the first `happened` events of the log
/// have happened (all of them at or before `t`). Everything is read from
/// those events, so a state between two events of one instant is exact;
/// only the lease's expiry also depends on `t` (a run of renewals counts up
/// to `t`, and an expiry needs no event).
fn state_through(scenario: &Scenario, outcome: &Outcome, happened: usize, t: Millis) -> StateAt {
    let mut expires_at = scenario.lease;
    let (mut taken_over, mut paused, mut b_wrote) = (false, false, None);
    let mut a_end = None;
    let (mut counter, mut watermark) = (0u8, None::<u32>);
    for event in outcome.events.iter().take(happened) {
        match event.kind {
            EventKind::HeartbeatAccepted { last_at, .. } => {
                // Only the renewals of a run up to `t` count.
                let cadence = scenario.heartbeat_every.max(1);
                let upto = if last_at <= t {
                    last_at
                } else {
                    event.at + t.saturating_sub(event.at) / cadence * cadence
                };
                expires_at = upto.saturating_add(scenario.lease);
            }
            EventKind::Takeover { .. } => taken_over = true,
            EventKind::Paused { .. } => paused = true,
            EventKind::Resumed => paused = false,
            EventKind::Terminated => a_end = Some(WorkerState::Terminated),
            EventKind::WriteAccepted { .. } | EventKind::WriteRejected { .. } => {
                let accepted = matches!(event.kind, EventKind::WriteAccepted { .. });
                if let EventKind::WriteAccepted { token, .. } = event.kind {
                    counter += 1;
                    watermark = watermark.max(Some(token));
                }
                match event.actor {
                    Actor::A => a_end = Some(WorkerState::Wrote { accepted }),
                    Actor::B => b_wrote = Some(accepted),
                }
            }
            _ => {}
        }
    }
    let owner = if taken_over {
        // B renews reliably until its write completes the job.
        b_wrote.is_none().then_some(Owner {
            worker: Actor::B,
            until: None,
        })
    } else {
        // A's accepted write without a takeover completes the job.
        let completed = matches!(a_end, Some(WorkerState::Wrote { .. }));
        (!completed && t < expires_at).then_some(Owner {
            worker: Actor::A,
            until: Some(expires_at),
        })
    };
    let resource = match scenario.enforcement {
        Enforcement::None => ResourceState::Unchecked,
        Enforcement::Watermark => ResourceState::Watermark(watermark),
        Enforcement::CurrentEpoch => ResourceState::Epoch(if taken_over { 2 } else { 1 }),
    };
    let original = a_end.unwrap_or(match (taken_over, paused) {
        (false, false) => WorkerState::Working,
        (false, true) => WorkerState::Paused,
        (true, false) => WorkerState::Zombie,
        (true, true) => WorkerState::ZombiePaused,
    });
    let replacement = match (taken_over, b_wrote) {
        (_, Some(accepted)) => WorkerState::Wrote { accepted },
        (true, None) => WorkerState::Working,
        (false, None) => WorkerState::NotStarted,
    };
    StateAt {
        owner,
        resource,
        counter,
        original,
        replacement,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_lease_survives_six_seconds_at_worst() {
        let readout = survivable_pause(10_000, 3_000);
        assert_eq!(
            readout,
            SurvivablePause {
                longest: Some(6_000),
                worst_start: 3_000
            }
        );
        assert_eq!(survivable_pause(10_000, 10_000).longest, None);
        assert_eq!(survivable_pause(10_000, 5_000).longest, Some(0));
    }

    #[test]
    fn map_steps_stay_within_the_map() {
        assert_eq!(MapStep::Up.from_cell((3, 4)), (3, 5));
        assert_eq!(MapStep::Down.from_cell((3, 0)), (3, 0));
        assert_eq!(MapStep::Left.from_cell((0, 4)), (0, 4));
        assert_eq!(
            MapStep::Right.from_cell((MAP_CELLS - 1, 0)),
            (MAP_CELLS - 1, 0)
        );
    }

    #[test]
    fn map_axes_cover_the_range_exactly() {
        assert_eq!(MapAxes::value(Field::PauseAt, 60_000, 0), 0);
        assert_eq!(
            MapAxes::value(Field::PauseAt, 60_000, MAP_CELLS - 1),
            60_000
        );
        assert_eq!(MapAxes::value(Field::Lease, 60_000, 0), 1);
        assert_eq!(MapAxes::value(Field::PauseAt, 60_000, 7), 4_200);
        assert_eq!(MapAxes::index_of(Field::PauseAt, 60_000, 30_000), 50);
        assert_eq!(
            MapAxes::index_of(Field::PauseAt, 60_000, 99_000),
            MAP_CELLS - 1
        );
    }

    fn default_axes() -> MapAxes {
        MapAxes {
            x: Field::PauseAt,
            y: Field::PauseFor,
            x_max: 60_000,
            y_max: 60_000,
        }
    }

    #[test]
    fn the_map_classifies_every_cell_like_simulate() {
        let base = Scenario {
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        let cells = outcome_map(&base, &default_axes());
        assert_eq!(cells.len(), MAP_CELLS * MAP_CELLS);
        for (column, row) in [(0, 0), (7, 23), (99, 99), (12, 50)] {
            let expected = simulate(&default_axes().scenario_at(&base, column, row)).class;
            assert_eq!(cells[row * MAP_CELLS + column], expected);
        }
        // No pause (row 0): the original keeps its lease.
        assert_eq!(cells[0], OutcomeClass::NoTakeover);
    }

    #[test]
    fn a_sketch_agrees_with_the_map_at_its_samples() {
        let base = Scenario {
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        let full = outcome_map(&base, &default_axes());
        assert_eq!(sampled_outcome_map(&base, &default_axes(), 1), full);
        let sketch = sampled_outcome_map(&base, &default_axes(), 4);
        assert_eq!(sketch.len(), full.len());
        for row in (0..MAP_CELLS).step_by(4) {
            for column in (0..MAP_CELLS).step_by(4) {
                let i = row * MAP_CELLS + column;
                assert_eq!(sketch[i], full[i], "sample ({column}, {row})");
                // The cells after a sample copy it.
                if column + 1 < MAP_CELLS && (column + 1) % 4 != 0 {
                    assert_eq!(sketch[i + 1], sketch[i]);
                }
            }
        }
        assert_ne!(sketch, full, "a sketch is coarser than the map");
    }

    #[test]
    fn nearest_duplicate_exists_only_without_the_registered_epoch() {
        let axes = default_axes();
        let epoch = Scenario::default();
        let duplicate = OutcomeClass::Duplicate;
        assert_eq!(
            nearest_of_class(&epoch, &axes, &outcome_map(&epoch, &axes), duplicate),
            None
        );
        let none = Scenario {
            enforcement: Enforcement::None,
            ..Scenario::default()
        };
        let cells = outcome_map(&none, &axes);
        // The default itself is a duplicate under no enforcement.
        let (column, row) = nearest_of_class(&none, &axes, &cells, duplicate).unwrap_or((0, 0));
        assert_eq!(
            (column, row),
            (
                MapAxes::index_of(axes.x, 60_000, 4_000),
                MapAxes::index_of(axes.y, 60_000, 14_000)
            )
        );
        let found = axes.scenario_at(&none, column, row);
        assert_eq!(simulate(&found).applied_increments, 2);
    }

    #[test]
    fn state_at_follows_the_seed_example() {
        let scenario = Scenario::default();
        let outcome = simulate(&scenario);
        let at = |t| state_at(&scenario, &outcome, t);
        assert_eq!(
            at(2_000).owner,
            Some(Owner {
                worker: Actor::A,
                until: Some(10_000)
            })
        );
        assert_eq!(
            at(5_000).owner,
            Some(Owner {
                worker: Actor::A,
                until: Some(13_000)
            })
        );
        assert_eq!(at(5_000).original, WorkerState::Paused);
        assert_eq!(
            at(13_000).owner,
            Some(Owner {
                worker: Actor::B,
                until: None
            })
        );
        assert_eq!(at(13_000).resource, ResourceState::Epoch(2));
        assert_eq!(at(14_000).original, WorkerState::ZombiePaused);
        assert_eq!(at(20_000).original, WorkerState::Zombie);
        assert_eq!(
            (at(20_000).counter, at(20_000).replacement),
            (1, WorkerState::Wrote { accepted: true })
        );
        assert_eq!(at(20_000).owner, None);
        assert_eq!(at(26_000).original, WorkerState::Wrote { accepted: false });
        assert_eq!(at(26_000).counter, 1);
    }
}
