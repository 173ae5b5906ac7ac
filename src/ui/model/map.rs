//! The outcome map's state: two axes, every cell's class, and the throttle
//! that keeps its 10 201 runs from delaying the metrics (a sketch while the
//! inputs move, none while the map is scrolled out of view, the exact map
//! once they rest).

use std::time::Duration;

use leptos::prelude::*;

use super::erased_memo;

use crate::i18n::say;
use crate::present::explore::{
    cell_readout, map_axes, map_cells_input, map_note, map_overlay_svg, map_position, map_summary,
    map_svg,
};
use crate::present::markup::list_items;
use crate::sentence;
use crate::sim::{outcome_map, sampled_outcome_map, Field, MapAxes, OutcomeClass, Scenario};

/// The outcome map's state. It follows the scenario (see
/// [`MapModel::follow`]) so its runs never delay the metrics, and while the
/// inputs keep changing it draws a 26 x 26 sketch instead of all 10 201.
#[derive(Clone, Copy)]
pub struct MapModel {
    /// The scenario the map was last drawn for.
    pub scenario: RwSignal<Scenario>,
    pub x_field: RwSignal<Field>,
    pub y_field: RwSignal<Field>,
    /// Whether the map is exact (every cell run) or a sketch (every 4th).
    pub exact: RwSignal<bool>,
    pub axes: Memo<MapAxes>,
    /// Every cell's outcome class, row by row from the bottom.
    pub cells: Memo<Vec<OutcomeClass>>,
    /// The cell of the current scenario (where the keyboard cursor starts).
    pub here: Memo<(usize, usize)>,
    /// The current scenario's exact place on the map, in cells, for the
    /// crosshair.
    pub position: Memo<(f32, f32)>,
    /// Why the crosshair sits at an edge, when a value is beyond an axis.
    pub note: Memo<Option<String>>,
    /// One sentence per class on the map, as list items; none while it is
    /// a sketch, whose counts would not be true.
    pub summary: Memo<String>,
    /// The cell the keyboard cursor (or the pointer) is on, when moved
    /// off the current scenario's.
    pub cursor: RwSignal<Option<(usize, usize)>>,
    /// The cell the readout describes: the cursor's, else the scenario's.
    pub pointed: Memo<(usize, usize)>,
    /// The cells as SVG markup (read-only, from `present::explore`).
    /// Empty until the map wakes, and while it shows the pre-rendered
    /// cells: the page keeps those.
    pub markup: Memo<String>,
    /// The crosshair and the cursor's square, as SVG markup.
    pub overlay: Memo<String>,
    /// The pointed cell's inputs and outcome, in words.
    pub readout: Memo<String>,
    /// What "Nearest duplicate" did, in words.
    pub message: RwSignal<String>,
    /// Whether the map is on screen (or about to be). Off screen, a change
    /// that needs new cells waits until the inputs rest.
    pub in_view: RwSignal<bool>,
    /// Whether this page has drawn the map. The pre-rendered page comes
    /// with the map of its scenario drawn; until the map is in view or
    /// needs other cells, its 10 201 runs are left out of the page's
    /// start (cells, markup and summary are empty, and hydration keeps the
    /// pre-rendered ones).
    pub awake: RwSignal<bool>,
    /// Whether a drag left the map behind while off screen: its summary
    /// then says it is being refined, as during a sketch, rather than
    /// count the runs of a scenario no longer on the page.
    pub behind: RwSignal<bool>,
    /// Whether the next change is the link followed at load: the page's
    /// start, which the map draws at once wherever it is, never a change
    /// that waits for the inputs to rest.
    starting: StoredValue<bool>,
}

/// Cells between samples of the sketch drawn while the inputs move.
const SKETCH_STEP: usize = 4;
/// The inputs count as resting this long after their last change; then the
/// exact map is drawn.
const REST_MS: u64 = 150;
/// Off screen the map waits longer: at 4x CPU a phone takes 75-230 ms from
/// one typed key to the next, so 150 ms of rest came between keys 9 to 16
/// times in 60 and redrew a map nobody saw (a 20-30 ms task the next key
/// waited for, issue 41); with 300 ms, none did. Scrolling to the map
/// catches up at once.
const OFF_SCREEN_REST_MS: u64 = 300;
/// A sketch is drawn only from the third quick change in a row: a drag
/// makes dozens, while a click and a typed value make one or two.
const SKETCH_AFTER: u32 = 2;

impl MapModel {
    pub(super) fn new(initial: Scenario) -> Self {
        let scenario = RwSignal::new(initial);
        let x_field = RwSignal::new(Field::PauseAt);
        let y_field = RwSignal::new(Field::PauseFor);
        let exact = RwSignal::new(true);
        let awake = RwSignal::new(!cfg!(feature = "hydrate"));
        let behind = RwSignal::new(false);
        let axes = erased_memo(move |_| map_axes(&scenario.get(), x_field.get(), y_field.get()));
        // What the cells depend on, and the step: moving only an axis field
        // moves the marker and runs nothing.
        let inputs = erased_memo(move |_| {
            let step = if exact.get() { 1 } else { SKETCH_STEP };
            let (base, axes) = scenario.with(|s| map_cells_input(s, x_field.get(), y_field.get()));
            (base, axes, step)
        });
        // What the page's cells are drawn from: until the map wakes, the
        // pre-rendered ones (exact, the initial scenario over the initial
        // axes). The markup follows this alone, so the map waking for the
        // cells the page already shows writes nothing: the first change on
        // a fresh page parsed and laid out again 11 KB of the same cells, in
        // the frame of a drag's first move (issue 41).
        let prerendered = inputs.get_untracked();
        let drawn_from = erased_memo(move |_| {
            if awake.get() {
                inputs.get()
            } else {
                prerendered
            }
        });
        let cells = erased_memo(move |_| {
            if !awake.get() {
                return Vec::new();
            }
            inputs.with(|(base, axes, step)| sampled_outcome_map(base, axes, *step))
        });
        let here = erased_memo(move |_| {
            let (scenario, axes) = (scenario.get(), axes.get());
            let index = |field: Field, max| {
                MapAxes::index_of(field, max, field.get(&scenario).unwrap_or(0))
            };
            (index(axes.x, axes.x_max), index(axes.y, axes.y_max))
        });
        let position = erased_memo(move |_| map_position(&scenario.get(), &axes.get()));
        let note = erased_memo(move |_| map_note(&scenario.get(), &axes.get()));
        let summary = erased_memo(move |_| {
            if !awake.get() && !behind.get() {
                return String::new();
            }
            let lines = if exact.get() && !behind.get() {
                cells.with(|cells| map_summary(&scenario.get(), cells, &axes.get()))
            } else {
                vec![say(sentence!("map-refining"), &[])]
            };
            list_items(&lines)
        });
        let cursor = RwSignal::new(None::<(usize, usize)>);
        let pointed = erased_memo(move |_| cursor.get().unwrap_or_else(|| here.get()));
        let markup = erased_memo(move |_| {
            let (_, axes, _) = drawn_from.get();
            if !awake.get_untracked() {
                return String::new();
            }
            // Awake, `cells` are those of `drawn_from`.
            cells.with_untracked(|c| map_svg(c, &axes))
        });
        let overlay = erased_memo(move |_| map_overlay_svg(position.get(), pointed.get()));
        let readout =
            erased_memo(move |_| cell_readout(&scenario.get(), &axes.get(), pointed.get()));
        MapModel {
            scenario,
            x_field,
            y_field,
            exact,
            axes,
            cells,
            here,
            position,
            note,
            summary,
            cursor,
            pointed,
            markup,
            overlay,
            readout,
            message: RwSignal::new(String::new()),
            // Until the browser says otherwise: the first screen shows the
            // controls and results, never the map.
            in_view: RwSignal::new(false),
            awake,
            behind,
            starting: StoredValue::new(false),
        }
    }

    /// Follows `current`. A change that leaves the cells as they are (only
    /// an axis field moved) reaches the map at once: its marker moves with
    /// the metrics. A change that needs new cells reaches it in a task of
    /// its own after the next frame, once per frame however many changes
    /// came in it, so the metrics paint first. From the third change of
    /// either kind in a quick row (a drag) the map is a sketch; the exact
    /// map follows once the inputs rest. Out of view there is no sketch:
    /// a change that needs new cells, and during a drag any change (the
    /// marker, readout and summary included), waits for the rest, or for
    /// the learner to scroll to it, its summary saying the map is being
    /// refined meanwhile (typing on a phone redrew a map nobody saw; dragging
    /// the pause, an axis, moved its marker and recounted its summary on
    /// every move).
    pub(super) fn follow(self, current: Memo<Scenario>) {
        let pending = StoredValue::new(false);
        let rest_timer = StoredValue::new(None::<TimeoutHandle>);
        // Changes in a row, each within REST_MS of the one before.
        let streak = StoredValue::new(0u32);
        let catch_up = move || {
            pending.set_value(false);
            self.scenario.set(current.get_untracked());
            self.wake();
            self.caught_up();
        };
        Effect::new(move || {
            let now = current.get();
            let new_cells = self.needs_new_cells(&now);
            let moved = self.scenario.with_untracked(|drawn| *drawn != now);
            if !new_cells && !moved {
                return;
            }
            let starting = self.starting.get_value();
            if starting {
                self.starting.set_value(false);
            }
            let timer = rest_timer.get_value();
            streak.set_value(if timer.is_some() {
                streak.get_value() + 1
            } else {
                0
            });
            if let Some(timer) = timer {
                timer.clear();
            }
            let timer = set_timeout_with_handle(
                move || {
                    rest_timer.set_value(None);
                    if !self.exact.get_untracked() {
                        self.exact.set(true);
                    }
                    if self
                        .scenario
                        .with_untracked(|drawn| *drawn != current.get_untracked())
                    {
                        self.wake();
                        catch_up();
                    }
                    // A drag back to where it began needs no new cells.
                    self.caught_up();
                },
                Duration::from_millis(if self.in_view.get_untracked() {
                    REST_MS
                } else {
                    OFF_SCREEN_REST_MS
                }),
            );
            rest_timer.set_value(timer.ok());
            // Off screen, new cells wait for the rest: typing a value on a
            // phone redrew a map nobody saw for its first two keys, each a
            // task over 50 ms at 4x CPU that the next key waited for
            // (issue 41). In view, a drag draws sketches.
            let drag = streak.get_value() >= SKETCH_AFTER;
            if (drag || new_cells) && !starting && !self.in_view.get_untracked() {
                if new_cells && !self.behind.get_untracked() {
                    self.behind.set(true);
                }
                return;
            }
            if !new_cells && self.awake.get_untracked() {
                // The same cells: the marker moves with the metrics, and
                // the summary's nearest runs and the readout follow.
                self.scenario.set(now);
                return;
            }
            // New cells, or the page's first change (the map still shows
            // its pre-rendered cells, its runs left out of the start):
            // the map wakes in the task after the next frame, with the
            // scenario it must show. Woken here, it computed and parsed
            // again the 10 201 runs of the scenario just left, inside the
            // input's own task (a long task at 4x CPU, issue 41).
            if drag && new_cells && self.exact.get_untracked() {
                self.exact.set(false);
            }
            if !pending.get_value() {
                pending.set_value(true);
                request_animation_frame(move || set_timeout(catch_up, Duration::ZERO));
            }
        });
    }

    /// The link followed at load changes the scenario next: the page's
    /// start, drawn at once (see [`MapModel::follow`]).
    pub(super) fn start_from_link(self) {
        self.starting.set_value(true);
    }

    /// The map came into view (or left it): a map behind the page catches
    /// up at once.
    pub(super) fn scrolled(self, in_view: bool, current: &Scenario) {
        self.in_view.set(in_view);
        if !in_view {
            return;
        }
        self.wake();
        if self.needs_new_cells(current) {
            self.exact.set(true);
        }
        if self.scenario.with_untracked(|drawn| drawn != current) {
            self.scenario.set(*current);
        }
        self.caught_up();
    }

    /// The map shows the page's scenario again (see [`MapModel::behind`]).
    fn caught_up(self) {
        if self.behind.get_untracked() {
            self.behind.set(false);
        }
    }

    /// Draws the map from now on (see [`MapModel::awake`]).
    pub(super) fn wake(self) {
        if !self.awake.get_untracked() {
            self.awake.set(true);
        }
    }

    /// Whether the map drawn now would need other cells for `scenario`.
    fn needs_new_cells(&self, scenario: &Scenario) -> bool {
        let (x, y) = (self.x_field.get_untracked(), self.y_field.get_untracked());
        self.scenario
            .with_untracked(|drawn| map_cells_input(drawn, x, y) != map_cells_input(scenario, x, y))
    }

    /// The axes and exact classes of every cell for `current`, the scenario
    /// on the page: the drawn ones when the map shows exactly that, else
    /// computed now. "Nearest duplicate" must search neither a sketch nor
    /// the cells of a scenario the map has not caught up with yet (a press
    /// within a frame of a change did, in WebKit).
    pub fn exact_for(&self, current: &Scenario) -> (MapAxes, Vec<OutcomeClass>) {
        if self.awake.get_untracked()
            && self.exact.get_untracked()
            && !self.needs_new_cells(current)
        {
            (self.axes.get_untracked(), self.cells.get_untracked())
        } else {
            let (x, y) = (self.x_field.get_untracked(), self.y_field.get_untracked());
            let axes = map_axes(current, x, y);
            (axes, outcome_map(current, &axes))
        }
    }
}
