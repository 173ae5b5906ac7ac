//! The page's state: the signals a learner writes, and every memo computed
//! from them. Components read these memos and never call the model
//! themselves, so all computation lives here and in `present`/`sim`.

use std::time::Duration;

use leptos::prelude::*;

use super::{effect, memo};
use crate::present::compare::{self, change_sentence};
use crate::present::customize::{Availability, Customization};
use crate::present::explore::{
    map_axes, map_cells_input, map_note, map_position, map_summary, survivable_text,
};
use crate::present::form::{parse_form, texts_of};
use crate::present::fragment::Flags;
use crate::present::lesson::Prediction;
use crate::present::markup::{list_items, metric_rows};
use crate::present::presets::{Preset, PRESETS};
use crate::present::report::{contract_table, metrics, TableRow};
use crate::present::steps::{step, Step};
use crate::present::timeline::{Frame, TextSize, PRERENDERED_WIDTH};
use crate::sim::{
    outcome_map, sampled_outcome_map, simulate, survivable_pause, Enforcement, Field, FieldError,
    Input, MapAxes, Outcome, OutcomeClass, Scenario,
};

/// The page's whole state: what the learner typed, and what follows from it.
#[derive(Clone, Copy)]
pub struct Model {
    /// The text of each numeric field, in [`Field::ALL`] order.
    pub texts: [RwSignal<String>; 8],
    pub enforcement: RwSignal<Enforcement>,
    /// The learner's worksheet notes (page memory only).
    pub notes: RwSignal<String>,
    /// The learner's name for the worksheet, if given (page memory only).
    pub learner: RwSignal<String>,
    /// One answer per worksheet question (`present::copy::PROMPTS`).
    pub answers: [RwSignal<String>; 3],
    /// A one-line notice about the page's URL fragment (an unknown preset).
    pub notice: RwSignal<Option<String>>,
    /// The typed scenario, or every field error that stops it.
    pub draft: Memo<Result<Scenario, Vec<FieldError>>>,
    /// The last scenario that was valid: results keep showing it while a
    /// field is broken.
    pub scenario: Memo<Scenario>,
    /// The one simulation every view of the current scenario reads.
    pub outcome: Memo<Outcome>,
    /// The scenario under all three contracts (three more runs).
    pub contracts: Memo<Vec<TableRow>>,
    /// The preset whose scenario is the current one, if any.
    pub preset: Memo<Option<&'static Preset>>,
    /// The longest pause this lease and cadence survive, in words.
    pub survivable: Memo<String>,
    /// The outcome map over two inputs.
    pub map: MapModel,
    /// The timeline's shown width in CSS px: its drawing is laid out at
    /// exactly this width, so its text is never scaled down. Measured
    /// after hydration and on every resize.
    pub timeline_width: RwSignal<u32>,
    /// Whether the screen is as wide as a projected slide (the embed's
    /// large-text layout, a media query).
    pub projector: RwSignal<bool>,
    /// Whether the page is in its compact `#embed` layout (a copied link
    /// keeps it).
    pub embed: RwSignal<bool>,
    /// Whether the compact layout's disclosure shows everything below the
    /// decision table.
    pub embed_open: RwSignal<bool>,
    /// Set once the URL fragment is applied and shown (`data-ready`).
    pub ready: RwSignal<bool>,
    /// Whether lesson mode ("Predict first") is on (a copied link keeps it).
    pub lesson: RwSignal<bool>,
    /// The learner's prediction: `None` until lesson mode is first used,
    /// then kept (for the worksheet) even when the mode is switched off.
    pub prediction: RwSignal<Option<Prediction>>,
    /// A step through the run, as asked for (a button or a link).
    pub stepping: RwSignal<Option<Stepping>>,
    /// The step shown: only of the run on the page and after a lesson's
    /// reveal, with its row index and the number of rows.
    pub step: Memo<Option<ShownStep>>,
    /// The lesson's shape of the page, from the link.
    pub customization: RwSignal<Customization>,
    /// The shape "Customize for your class" composes for copied links; the
    /// page itself keeps `customization` until a link is opened.
    pub composing: RwSignal<Customization>,
    /// What the panel's controls show when drawn: the link's shape, or the
    /// whole lab after "Reset customization" (the browser keeps their
    /// state in between; see `ui::customize`).
    pub panel_start: RwSignal<Customization>,
    /// The run pinned to compare with ("Pin this run"), if any.
    pub pin: RwSignal<Option<Scenario>>,
    /// What changed from the pinned run to the current one, in words;
    /// empty while nothing is pinned.
    pub comparison: Memo<String>,
    /// The pinned run's write decisions as table markup; empty while
    /// nothing is pinned.
    pub pinned_writes: Memo<String>,
    /// The four metric cards as rows of title, value, note and the pinned
    /// run's value (empty while nothing is pinned).
    pub metric_cards: Memo<Vec<TableRow>>,
}

/// A step through the run: a row of the event log, and the run it is a row
/// of (a step is never shown for another run).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stepping {
    pub scenario: Scenario,
    pub index: usize,
}

/// The step on the page: its row (0-based), how many rows the log has, and
/// what the step says.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownStep {
    pub index: usize,
    pub count: usize,
    pub step: Step,
}

impl ShownStep {
    pub fn is_first(&self) -> bool {
        self.index == 0
    }

    pub fn is_last(&self) -> bool {
        self.index + 1 >= self.count
    }
}

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
}

/// Cells between samples of the sketch drawn while the inputs move.
const SKETCH_STEP: usize = 4;
/// The inputs count as resting this long after their last change; then the
/// exact map is drawn.
const REST_MS: u64 = 150;
/// A sketch is drawn only from the third quick change in a row: a drag
/// makes dozens, while a click and a typed value make one or two.
const SKETCH_AFTER: u32 = 2;

impl MapModel {
    fn new(initial: Scenario) -> Self {
        let scenario = RwSignal::new(initial);
        let x_field = RwSignal::new(Field::PauseAt);
        let y_field = RwSignal::new(Field::PauseFor);
        let exact = RwSignal::new(true);
        let axes = memo(move || map_axes(&scenario.get(), x_field.get(), y_field.get()));
        // What the cells depend on, and the step: moving only an axis field
        // moves the marker and runs nothing.
        let inputs = memo(move || {
            let step = if exact.get() { 1 } else { SKETCH_STEP };
            let (base, axes) = scenario.with(|s| map_cells_input(s, x_field.get(), y_field.get()));
            (base, axes, step)
        });
        let cells =
            memo(move || inputs.with(|(base, axes, step)| sampled_outcome_map(base, axes, *step)));
        let here = memo(move || {
            let (scenario, axes) = (scenario.get(), axes.get());
            let index = |field: Field, max| {
                MapAxes::index_of(field, max, field.get(&scenario).unwrap_or(0))
            };
            (index(axes.x, axes.x_max), index(axes.y, axes.y_max))
        });
        let position = memo(move || map_position(&scenario.get(), &axes.get()));
        let note = memo(move || map_note(&scenario.get(), &axes.get()));
        let summary = memo(move || {
            let lines = if exact.get() {
                cells.with(|cells| map_summary(&scenario.get(), cells, &axes.get()))
            } else {
                vec!["Refining the map while the inputs change…".to_owned()]
            };
            list_items(&lines)
        });
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
        }
    }

    /// Follows `current`. A change that leaves the cells as they are (only
    /// an axis field moved) reaches the map at once: its marker moves with
    /// the metrics. A change that needs new cells reaches it in a task of
    /// its own after the next frame, once per frame however many changes
    /// came in it, so the metrics paint first. From the third such change
    /// in a quick row (a drag) the map is a sketch; the exact map follows
    /// once the inputs rest.
    fn follow(self, current: Memo<Scenario>) {
        let pending = StoredValue::new(false);
        let rest_timer = StoredValue::new(None::<TimeoutHandle>);
        // Changes in a row, each within REST_MS of the one before.
        let streak = StoredValue::new(0u32);
        let catch_up = move || {
            pending.set_value(false);
            self.scenario.set(current.get_untracked());
        };
        effect(move || {
            let now = current.get();
            if !self.needs_new_cells(&now) {
                self.scenario.set(now);
                return;
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
                },
                Duration::from_millis(REST_MS),
            );
            rest_timer.set_value(timer.ok());
            // A drag, not a click followed by a typed value.
            if streak.get_value() >= SKETCH_AFTER && self.exact.get_untracked() {
                self.exact.set(false);
            }
            if !pending.get_value() {
                pending.set_value(true);
                request_animation_frame(move || set_timeout(catch_up, Duration::ZERO));
            }
        });
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
        if self.exact.get_untracked() && !self.needs_new_cells(current) {
            (self.axes.get_untracked(), self.cells.get_untracked())
        } else {
            let (x, y) = (self.x_field.get_untracked(), self.y_field.get_untracked());
            let axes = map_axes(current, x, y);
            (axes, outcome_map(current, &axes))
        }
    }
}

impl Model {
    pub fn new(initial: Scenario) -> Self {
        let texts = texts_of(&initial).map(RwSignal::new);
        let enforcement = RwSignal::new(initial.enforcement);
        let draft = memo(move || {
            let typed = texts.map(|text| text.get());
            parse_form(&typed, enforcement.get())
        });
        let scenario = Memo::new(move |previous: Option<&Scenario>| match draft.get() {
            Ok(scenario) => scenario,
            Err(_) => previous.copied().unwrap_or(initial),
        });
        let outcome = memo(move || simulate(&scenario.get()));
        let contracts = memo(move || contract_table(&scenario.get()));
        let preset = memo(move || scenario.with(|s| PRESETS.iter().find(|p| p.scenario == *s)));
        let survivable = memo(move || {
            let s = scenario.get();
            survivable_text(
                &survivable_pause(s.lease, s.heartbeat_every),
                s.lease,
                s.heartbeat_every,
            )
        });
        let map = MapModel::new(initial);
        map.follow(scenario);
        let lesson = RwSignal::new(false);
        let prediction = RwSignal::new(None::<Prediction>);
        let stepping = RwSignal::new(None::<Stepping>);
        let step = memo(move || {
            let hidden = lesson.get() && prediction.with(|p| p.is_some_and(|p| !p.is_revealed()));
            let asked = stepping
                .get()
                .filter(|s| !hidden && s.scenario == scenario.get())?;
            outcome.with(|o| {
                Some(ShownStep {
                    index: asked.index,
                    count: o.events.len(),
                    step: step(&asked.scenario, o, asked.index),
                })
            })
        });
        // Changing an input leaves step mode: no step of an old run is
        // ever shown, and none comes back if the input is changed back.
        effect(move || {
            let typed = draft.with(|d| d.as_ref().ok().copied());
            if stepping.with_untracked(|s| s.is_some_and(|s| Some(s.scenario) != typed)) {
                stepping.set(None);
            }
        });
        // Each memo below runs the pinned scenario itself (as does the
        // timeline's layout): `simulate` is closed-form, well under a
        // microsecond, while a memo of its own value type costs about
        // 0.7 KB of wasm gzip.
        let pin = RwSignal::new(None::<Scenario>);
        let comparison = memo(move || {
            pin.get()
                .map_or(String::new(), |pin| change_sentence(&pin, &scenario.get()))
        });
        let pinned_writes = memo(move || {
            pin.get()
                .map_or(String::new(), |pin| compare::pinned_writes(&simulate(&pin)))
        });
        let metric_cards = memo(move || {
            let pinned = pin.get().map(|pin| metrics(&simulate(&pin)));
            outcome.with(|o| metric_rows(&metrics(o), pinned.as_ref()))
        });
        Model {
            texts,
            enforcement,
            notes: RwSignal::new(String::new()),
            learner: RwSignal::new(String::new()),
            answers: std::array::from_fn(|_| RwSignal::new(String::new())),
            notice: RwSignal::new(None),
            draft,
            scenario,
            outcome,
            contracts,
            preset,
            survivable,
            map,
            timeline_width: RwSignal::new(PRERENDERED_WIDTH),
            projector: RwSignal::new(false),
            embed: RwSignal::new(false),
            embed_open: RwSignal::new(false),
            ready: RwSignal::new(false),
            lesson,
            prediction,
            stepping,
            step,
            customization: RwSignal::new(Customization::default()),
            composing: RwSignal::new(Customization::default()),
            panel_start: RwSignal::new(Customization::default()),
            pin,
            comparison,
            pinned_writes,
            metric_cards,
        }
    }

    /// Shapes the page for a lesson (and the panel with it). The outcome
    /// map's axes move to adjustable inputs, keeping those that are.
    pub fn customize(&self, customization: Customization) {
        self.customization.set(customization);
        self.composing.set(customization);
        self.panel_start.set(customization);
        let map = self.map;
        let now = (map.x_field.get_untracked(), map.y_field.get_untracked());
        let (x, y) = customization.map_axes(now.0, now.1);
        if (x, y) != now {
            map.x_field.set(x);
            map.y_field.set(y);
        }
    }

    /// "Reset customization": the panel composes the whole lab again.
    pub fn reset_composing(&self) {
        self.composing.set(Customization::default());
        self.panel_start.set(Customization::default());
    }

    /// Whether a run is pinned to compare with.
    pub fn is_pinned(&self) -> bool {
        self.pin.with(Option::is_some)
    }

    /// Whether the lesson fixed `input`.
    pub fn is_fixed(&self, input: Input) -> bool {
        self.customization
            .with(|c| c.of(input) == Availability::Fixed)
    }

    /// Shows step `index` (0-based, kept within the log) of the run on the
    /// page.
    pub fn show_step(&self, index: usize) {
        let count = self.outcome.with_untracked(|o| o.events.len());
        self.stepping.set(Some(Stepping {
            scenario: self.scenario.get_untracked(),
            index: index.min(count.saturating_sub(1)),
        }));
    }

    /// The step before the one shown; nothing at the first step.
    pub fn previous_step(&self) {
        let at = self
            .step
            .with_untracked(|s| s.as_ref().filter(|s| !s.is_first()).map(|s| s.index));
        if let Some(index) = at {
            self.show_step(index - 1);
        }
    }

    /// The step after the one shown; nothing at the last step.
    pub fn next_step(&self) {
        let at = self
            .step
            .with_untracked(|s| s.as_ref().filter(|s| !s.is_last()).map(|s| s.index));
        if let Some(index) = at {
            self.show_step(index + 1);
        }
    }

    /// The row of the step shown, if any.
    pub fn step_index(&self) -> Option<usize> {
        self.step.with(|s| s.as_ref().map(|s| s.index))
    }

    /// The frame the timeline is laid out in: its measured width, with
    /// the text size of the page, the compact embed or a projected embed.
    pub fn timeline_frame(&self) -> Frame {
        let size = match (self.embed.get(), self.projector.get()) {
            (false, _) => TextSize::Page,
            (true, false) => TextSize::Embed,
            (true, true) => TextSize::Projector,
        };
        Frame::fitted(self.timeline_width.get(), size)
    }

    /// Turns lesson mode on with a fresh prediction (results hidden, no
    /// answers), or off (results shown; the prediction is kept).
    pub fn set_lesson(&self, on: bool) {
        if on {
            self.prediction.set(Some(Prediction::default()));
        }
        self.lesson.set(on);
    }

    /// What a copied link keeps of the page's state: lesson mode, the
    /// compact layout, the step shown, the customization composed and the
    /// pinned run.
    pub fn link_flags(&self) -> Flags {
        Flags {
            predict: self.lesson.get_untracked(),
            embed: self.embed.get_untracked(),
            step: self
                .step
                .with_untracked(|s| s.as_ref().map(|s| s.index + 1)),
            customization: self.composing.get_untracked(),
            pin: self.pin.get_untracked(),
        }
    }

    /// Whether the results wait for the learner's prediction.
    pub fn results_hidden(&self) -> bool {
        self.lesson.get()
            && self
                .prediction
                .with(|p| p.is_some_and(|p| !p.is_revealed()))
    }

    /// The text signal of one field.
    pub fn text(&self, field: Field) -> RwSignal<String> {
        let index = Field::ALL.iter().position(|&f| f == field).unwrap_or(0);
        self.texts[index]
    }

    /// Whether the results show an older scenario than the one typed.
    pub fn is_stale(&self) -> bool {
        self.draft.with(Result::is_err)
    }

    /// The error of one field, if its text breaks a rule.
    pub fn error(&self, field: Field) -> Option<FieldError> {
        self.draft.with(|draft| {
            draft
                .as_ref()
                .err()
                .and_then(|errors| errors.iter().find(|e| e.field == field).copied())
        })
    }

    /// Replaces every input with a whole scenario (a preset or a worksheet).
    pub fn load(&self, scenario: &Scenario) {
        for (signal, text) in self.texts.iter().zip(texts_of(scenario)) {
            signal.set(text);
        }
        self.enforcement.set(scenario.enforcement);
    }

    /// Loads a preset.
    pub fn load_preset(&self, preset: &Preset) {
        self.load(&preset.scenario);
    }
}
