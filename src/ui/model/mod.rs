//! The page's state and every change a learner makes to it. The signals are
//! what the learner (or a link, or a file) set; the memos are everything
//! computed from them; the methods of [`Model`] are the only writers, each
//! named for what the learner did ("reveal", "next step", "pin this run",
//! "open a worksheet"). Components render the memos and call one method per
//! event; the browser-only side (timers, the window's size, `hashchange`,
//! files, the clipboard) stays in `ui` and reaches the model through these
//! methods, so `tests/model.rs` drives every transition natively.

mod field;
mod files;
mod map;
mod playback;

use leptos::prelude::*;

pub use field::FieldModel;
pub use files::{FigureFile, WorksheetFormat};
pub use map::MapModel;
pub use playback::{Parts, Playback};

pub use crate::present::status::Opened;
use crate::present::status::Shared;

use crate::i18n::{locale_in_use, say, Arg, Locale};
use crate::present::compare::{self, change_sentence};
use crate::present::customize::composed_questions;
use crate::present::customize::{Availability, Customization, Section};
use crate::present::explore::{state_lines, survivable_text};
use crate::present::form::{field_text, parse_form, texts_of};
use crate::present::fragment::{read_fragment, scenario_fragment, scenario_link, Flags};
use crate::present::lesson::{graded, record_attempt, scenario_sentence, Attempt, Prediction};
use crate::present::markup::{metric_cards, readout_lines, table_rows, MetricCard, ReadoutLine};
use crate::present::presets::{Preset, PRESETS};
use crate::present::report::{contract_table, enforcement_name, event_table, metrics, write_table};
use crate::present::slider;
use crate::present::steps::{step, Step};
use crate::present::timeline::{layout_both, Frame, TextSize, PRERENDERED_WIDTH};
use crate::sentence;
use crate::sim::{
    nearest_of_class, simulate, state_at, survivable_pause, Enforcement, Field, FieldError, Input,
    MapAxes, MapStep, Millis, Outcome, OutcomeClass, Scenario,
};
use crate::worksheet::{from_json, OwnQuestion, Worksheet};

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
    /// The lesson's own questions (a link's `ask1`..`ask3`).
    pub questions: RwSignal<Vec<String>>,
    /// One answer per own question, in order.
    pub own_answers: [RwSignal<String>; 3],
    /// A one-line notice about the page's URL fragment (an unknown preset).
    pub notice: RwSignal<Option<String>>,
    /// Each numeric input's field and slider, in [`Field::ALL`] order.
    pub fields: [FieldModel; 8],
    /// The typed scenario, or every field error that stops it.
    pub draft: Memo<Result<Scenario, Vec<FieldError>>>,
    /// The last scenario that was valid: results keep showing it while a
    /// field is broken.
    pub scenario: Memo<Scenario>,
    /// The one simulation every view of the current scenario reads.
    pub outcome: Memo<Outcome>,
    /// The write-decision table's rows, as markup.
    pub writes_table: Memo<Vec<String>>,
    /// The scenario of the details below the results (the longest
    /// survivable pause, the event log, the three contracts): the
    /// current one, except while a pointer drags a slider and they are
    /// off screen, when they show the scenario the drag started from
    /// until it ends (see [`Model::catch_up_drag`]) or they scroll near.
    /// The drag's start, not the last run they showed: a drag that comes
    /// back to where it began ends with no `change`, and the current
    /// scenario is then its start again (found by a helper: the details,
    /// seen mid-drag and left, kept that mid-drag run).
    pub details_scenario: Memo<Scenario>,
    /// Whether the details are on screen or half a screen from it.
    details_in_view: RwSignal<bool>,
    /// The scenario before a drag's first move, while the drag's moves
    /// have changed the run since the last other change of an input (only
    /// the drag's end, or another change, clears it).
    drag_from: RwSignal<Option<Scenario>>,
    /// The event log's rows, as markup (the step's row marked).
    pub events_table: Memo<Vec<String>>,
    /// The scenario under all three contracts (three more runs), as the
    /// table's rows.
    pub contracts_table: Memo<Vec<String>>,
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
    /// Every prediction attempt, oldest first: empty until lesson mode is
    /// first used, then kept (for the worksheet) even when the mode is
    /// switched off. The last one is the prediction on the page.
    pub attempts: RwSignal<Vec<Attempt>>,
    /// Whether the results wait for the learner's prediction: lesson mode
    /// is on and the last attempt is open. The one place this is decided
    /// (the step, the lesson panel, the preset descriptions, the downloads
    /// and `<html data-lesson>` read it).
    pub results_hidden: Memo<bool>,
    /// The preset a lesson's link started from: it names the downloads
    /// even after the learner changed inputs.
    pub lesson_preset: RwSignal<Option<&'static Preset>>,
    /// The lesson panel's view of the prediction.
    pub quiz: Quiz,
    /// A step through the run, as asked for (a button or a link).
    pub stepping: RwSignal<Option<Stepping>>,
    /// The step shown: only of the run on the page and after a lesson's
    /// reveal, with its row index and the number of rows.
    pub step: Memo<Option<ShownStep>>,
    /// The timeline's drawings and the time cursor.
    pub playback: Playback,
    /// The state at the cursor's instant (or just after the step's
    /// event), as label and text rows.
    pub readout: Memo<Vec<ReadoutLine>>,
    /// The lesson's shape of the page, from the link.
    pub customization: RwSignal<Customization>,
    /// The shape "Customize for your class" composes for copied links; the
    /// page itself keeps `customization` until a link is opened.
    pub composing: RwSignal<Customization>,
    /// The own questions the panel composes, one per line as typed
    /// (`present::customize::composed_questions` reads them).
    pub composing_questions: RwSignal<String>,
    /// Whether copied links ask for a prediction first ("Ask for a
    /// prediction first"; follows lesson mode until changed there).
    pub composing_predict: RwSignal<bool>,
    /// The run pinned to compare with ("Pin this run"), if any.
    pub pin: RwSignal<Option<Scenario>>,
    /// What changed from the pinned run to the current one, in words;
    /// empty while nothing is pinned.
    pub comparison: Memo<String>,
    /// The pinned run's write decisions as table markup; empty while
    /// nothing is pinned.
    pub pinned_writes: Memo<String>,
    /// The four metric cards, with the pinned run's values while one is
    /// pinned.
    pub metric_cards: Memo<Vec<MetricCard>>,
    /// The share panel's status line ("Copied"), if any.
    pub share_status: RwSignal<Option<String>>,
    /// The text to copy by hand, and what it is, while the clipboard is
    /// unavailable and the read-only field shows it.
    pub copy_field: RwSignal<Option<(Shared, String)>>,
    /// The worksheet panel's status line: what a download or an opened
    /// file did.
    pub worksheet_status: RwSignal<Option<String>>,
    /// A slider's move that the results have not caught up with yet
    /// ([`Model::slide_ahead`]).
    dragged_ahead: StoredValue<Option<(Field, String)>>,
    /// The language the learner picked while a name, answers or notes
    /// would be lost by switching: the menu then says so, and the same
    /// pick again switches.
    pub leaving_for: RwSignal<Option<Locale>>,
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

/// Each answer's mark (right, wrong or open) and why the right answer is
/// right, once revealed.
pub type Marked = ([Option<bool>; 3], [String; 3]);

/// What the lesson panel shows of the prediction.
#[derive(Clone, Copy)]
pub struct Quiz {
    /// The prediction being made (an empty one before lesson mode is used).
    pub prediction: Memo<Prediction>,
    /// Whether lesson mode is on and the prediction revealed.
    pub revealed: Memo<bool>,
    /// The scenario in words, kept current only while lesson mode is on
    /// (the pre-rendered page shows the default example's).
    pub sentence: Memo<String>,
    /// Each mark with its reason, only after the reveal, and always
    /// against the run that was revealed, whatever the learner explores
    /// next.
    pub marked: Memo<Option<Marked>>,
    /// Whether the results on screen are for another scenario than the
    /// one revealed.
    pub moved_on: Memo<bool>,
}

impl Quiz {
    fn new(
        lesson: RwSignal<bool>,
        attempts: RwSignal<Vec<Attempt>>,
        scenario: Memo<Scenario>,
    ) -> Quiz {
        let prediction = erased_memo(move |_| {
            attempts.with(|a| a.last().map(|a| a.prediction).unwrap_or_default())
        });
        let revealed =
            erased_memo(move |_| lesson.get() && prediction.with(Prediction::is_revealed));
        let sentence = erased_memo(move |shown: Option<&String>| match shown {
            Some(shown) if !lesson.get() => shown.clone(),
            _ => scenario_sentence(&scenario.get()),
        });
        let marked = erased_memo(move |_| {
            if revealed.get() {
                prediction.with(graded)
            } else {
                None
            }
        });
        let moved_on = erased_memo(move |_| {
            revealed.get() && scenario.with(|s| prediction.with(|p| p.revealed_for_other(s)))
        });
        Quiz {
            prediction,
            revealed,
            sentence,
            marked,
            moved_on,
        }
    }
}

impl Model {
    pub fn new(initial: Scenario) -> Self {
        let texts = texts_of(&initial).map(RwSignal::new);
        let enforcement = RwSignal::new(initial.enforcement);
        let draft = erased_memo(move |_| {
            let typed = texts.map(|text| text.get());
            parse_form(&typed, enforcement.get())
        });
        let scenario = erased_memo(move |previous: Option<&Scenario>| match draft.get() {
            Ok(scenario) => scenario,
            Err(_) => previous.copied().unwrap_or(initial),
        });
        let fields = Field::ALL.map(|field| FieldModel::new(field, draft, scenario));
        let outcome = erased_memo(move |_| simulate(&scenario.get()));
        let writes_table =
            erased_memo(move |_| outcome.with(|o| table_rows(&write_table(o), false, None)));
        let details_in_view = RwSignal::new(true);
        let drag_from = RwSignal::new(None::<Scenario>);
        // Off screen during a drag, the event log's and the contracts'
        // rows were a fifth of each move's work at 4x CPU on a phone,
        // redrawn where nobody saw them (issue 41). A drag ends with the
        // slider's `change`, before anything can read the page.
        let details_scenario = erased_memo(move |_| match drag_from.get() {
            Some(start) if !details_in_view.get() => start,
            _ => scenario.get(),
        });
        let contracts_table =
            erased_memo(move |_| table_rows(&contract_table(&details_scenario.get()), true, None));
        let preset =
            erased_memo(move |_| scenario.with(|s| PRESETS.iter().find(|p| p.scenario == *s)));
        let survivable = erased_memo(move |_| {
            let s = details_scenario.get();
            survivable_text(
                &survivable_pause(s.lease, s.heartbeat_every),
                s.lease,
                s.heartbeat_every,
            )
        });
        let map = MapModel::new(initial);
        map.follow(scenario);
        let lesson = RwSignal::new(false);
        let attempts = RwSignal::new(Vec::<Attempt>::new());
        let results_hidden = erased_memo(move |_| {
            lesson.get() && attempts.with(|a| a.last().is_some_and(Attempt::is_open))
        });
        let stepping = RwSignal::new(None::<Stepping>);
        let step = erased_memo(move |_| {
            let asked = stepping
                .get()
                .filter(|s| !results_hidden.get() && s.scenario == scenario.get())?;
            outcome.with(|o| {
                Some(ShownStep {
                    index: asked.index,
                    count: o.events.len(),
                    step: step(&asked.scenario, o, asked.index),
                })
            })
        });
        // Each memo below runs the pinned scenario itself (as does the
        // timeline's layout): `simulate` is closed-form, well under a
        // microsecond, while a memo of its own value type costs about
        // 0.7 KB of wasm gzip.
        let pin = RwSignal::new(None::<Scenario>);
        let comparison = erased_memo(move |_| {
            pin.get()
                .map_or(String::new(), |pin| change_sentence(&pin, &scenario.get()))
        });
        let pinned_writes = erased_memo(move |_| {
            pin.get()
                .map_or(String::new(), |pin| compare::pinned_writes(&simulate(&pin)))
        });
        let metric_cards = erased_memo(move |_| {
            let pinned = pin.get().map(|pin| metrics(&simulate(&pin)));
            outcome.with(|o| metric_cards(&metrics(o), pinned.as_ref()))
        });
        let timeline_width = RwSignal::new(PRERENDERED_WIDTH);
        let projector = RwSignal::new(false);
        let embed = RwSignal::new(false);
        let drawings = erased_memo(move |_| {
            let size = match (embed.get(), projector.get()) {
                (false, _) => TextSize::Page,
                (true, false) => TextSize::Embed,
                (true, true) => TextSize::Projector,
            };
            let frame = Frame::fitted(timeline_width.get(), size);
            let pinned = pin.get();
            outcome.with(|o| layout_both((&scenario.get(), o), pinned.as_ref(), frame))
        });
        let events_table = erased_memo(move |_| {
            let shown = details_scenario.get();
            let current = step.with(|s| s.as_ref().map(|s| s.index));
            // One run of the shown scenario (under a microsecond), rather
            // than a branch reusing `outcome` when the two agree.
            table_rows(
                &event_table(&simulate(&shown), shown.heartbeat_every),
                false,
                current,
            )
        });
        let playback = Playback::new(drawings, step);
        let at = playback.at;
        // While stepping, the state just after the step's event, even when
        // later events share its instant.
        let readout = erased_memo(move |_| {
            if let Some(state) = step.with(|s| s.as_ref().map(|s| s.step.state.clone())) {
                return readout_lines(state_lines(&state));
            }
            let t = at.get();
            scenario.with(|s| outcome.with(|o| readout_lines(state_lines(&state_at(s, o, t)))))
        });
        Model {
            texts,
            enforcement,
            notes: RwSignal::new(String::new()),
            learner: RwSignal::new(String::new()),
            answers: std::array::from_fn(|_| RwSignal::new(String::new())),
            questions: RwSignal::new(Vec::new()),
            own_answers: std::array::from_fn(|_| RwSignal::new(String::new())),
            notice: RwSignal::new(None),
            fields,
            draft,
            scenario,
            outcome,
            writes_table,
            details_scenario,
            details_in_view,
            drag_from,
            events_table,
            contracts_table,
            preset,
            survivable,
            map,
            timeline_width,
            projector,
            embed,
            embed_open: RwSignal::new(false),
            ready: RwSignal::new(false),
            lesson,
            attempts,
            results_hidden,
            lesson_preset: RwSignal::new(None),
            quiz: Quiz::new(lesson, attempts, scenario),
            stepping,
            step,
            playback,
            readout,
            customization: RwSignal::new(Customization::default()),
            composing: RwSignal::new(Customization::default()),
            composing_questions: RwSignal::new(String::new()),
            composing_predict: RwSignal::new(false),
            pin,
            comparison,
            pinned_writes,
            metric_cards,
            share_status: RwSignal::new(None),
            copy_field: RwSignal::new(None),
            worksheet_status: RwSignal::new(None),
            dragged_ahead: StoredValue::new(None),
            leaving_for: RwSignal::new(None),
        }
    }

    // ---- What the page shows (reads) ----------------------------------

    /// Whether a run is pinned to compare with.
    pub fn is_pinned(&self) -> bool {
        self.pin.with(Option::is_some)
    }

    /// Whether the lesson fixed `input`.
    pub fn is_fixed(&self, input: Input) -> bool {
        self.customization
            .with(|c| c.of(input) == Availability::Fixed)
    }

    /// The row of the step shown, if any.
    pub fn step_index(&self) -> Option<usize> {
        self.step.with(|s| s.as_ref().map(|s| s.index))
    }

    /// The text signal of one field.
    pub fn text(&self, field: Field) -> RwSignal<String> {
        let index = Field::ALL.iter().position(|&f| f == field).unwrap_or(0);
        self.texts[index]
    }

    /// One numeric input's field and slider.
    pub fn field(&self, field: Field) -> FieldModel {
        let index = Field::ALL.iter().position(|&f| f == field).unwrap_or(0);
        self.fields[index]
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

    /// What a copied link keeps of the page's state: the compact layout,
    /// the step shown, the pinned run, and the lesson the panel composes
    /// (its shape, its own questions, a prediction first).
    pub fn link_flags(&self) -> Flags {
        Flags {
            predict: self.composing_predict.get_untracked(),
            embed: self.embed.get_untracked(),
            step: self
                .step
                .with_untracked(|s| s.as_ref().map(|s| s.index + 1)),
            customization: self.composing.get_untracked(),
            pin: self.pin.get_untracked(),
            questions: self
                .composing_questions
                .with_untracked(|t| composed_questions(t)),
        }
    }

    /// The address of `to`'s page carrying this page as it is: the
    /// scenario, the lesson in effect (its shape, questions and
    /// prediction), the compact layout, the step and the pinned run.
    pub fn language_link(&self, to: Locale) -> String {
        let flags = Flags {
            predict: self.lesson.get_untracked(),
            embed: self.embed.get_untracked(),
            step: self
                .step
                .with_untracked(|s| s.as_ref().map(|s| s.index + 1)),
            customization: self.customization.get_untracked(),
            pin: self.pin.get_untracked(),
            questions: self.questions.get_untracked(),
        };
        let fragment = self
            .scenario
            .with_untracked(|scenario| scenario_fragment(scenario, flags));
        format!("{}#{fragment}", locale_in_use().path_to(to))
    }

    /// Whether switching language would lose what only this page holds:
    /// a name, an answer, a prediction or notes (the page stores nothing,
    /// and a link carries none of them).
    /// Tracked: the menu's warning goes once nothing would be lost.
    pub fn holds_unsaved_work(&self) -> bool {
        let written = |text: &String| !text.trim().is_empty();
        // A prediction counts once anything of it is chosen: a lesson
        // link opens one, empty, before the learner does anything.
        let predicted = |p: &Prediction| {
            p.takeover.is_some() || p.applied_increments.is_some() || p.original_write.is_some()
        };
        self.learner.with(written)
            || self.notes.with(written)
            || self.answers.iter().any(|a| a.with(written))
            || self.own_answers.iter().any(|a| a.with(written))
            || self
                .attempts
                .with(|a| a.iter().any(|attempt| predicted(&attempt.prediction)))
    }

    /// Whether the page has a lesson of its own (a link's `fixed=`,
    /// `hidden=` or own questions): an opened worksheet's lesson then does
    /// not replace it.
    pub fn has_lesson(&self) -> bool {
        !self
            .customization
            .with_untracked(Customization::is_whole_lab)
            || self.questions.with_untracked(|q| !q.is_empty())
    }

    /// The worksheet of the page as it is now, its link made from `page`
    /// (the page's address without anything private): the last valid
    /// scenario, the learner's words, the prediction, the lesson's shape
    /// and the pinned run.
    pub fn worksheet(&self, page: &str) -> Worksheet {
        let scenario = self.scenario.get_untracked();
        let learner = self.learner.get_untracked();
        let customization = self.customization.get_untracked();
        let questions = self.questions.get_untracked();
        let link = scenario_link(
            page,
            &scenario,
            Flags {
                predict: self.lesson.get_untracked(),
                step: None,
                customization,
                questions: questions.clone(),
                ..self.link_flags()
            },
        );
        Worksheet {
            scenario,
            notes: self.notes.get_untracked(),
            lesson: self.lesson.get_untracked(),
            attempts: self.attempts.get_untracked(),
            learner: (!learner.trim().is_empty()).then_some(learner),
            answers: self.answers.map(|answer| answer.get_untracked()),
            own_questions: questions
                .into_iter()
                .zip(self.own_answers)
                .map(|(text, answer)| OwnQuestion {
                    text,
                    answer: answer.get_untracked(),
                })
                .collect(),
            lesson_preset: self.lesson_preset.get_untracked(),
            customization,
            pinned: self.pin.get_untracked(),
            link,
        }
    }

    // ---- What the browser reports ------------------------------------

    /// The fragment is applied and shown (`data-ready`; tests wait for it).
    pub fn mark_ready(&self) {
        self.ready.set(true);
    }

    /// The timeline is shown `width` CSS px wide (measured after hydration
    /// and on every resize): its drawing is laid out at that width.
    pub fn fit_timeline(&self, width: u32) {
        if self.timeline_width.get_untracked() != width {
            self.timeline_width.set(width);
        }
    }

    /// The screen is (or is no longer) as wide as a projected slide.
    pub fn fit_screen(&self, projector: bool) {
        if self.projector.get_untracked() != projector {
            self.projector.set(projector);
        }
    }

    // ---- What the learner does (the only writers) ---------------------

    /// The learner picks `to` in the language menu. Returns the address
    /// to go to now ([`Model::language_link`]), or `None` when a name,
    /// answers or notes would be lost: the first pick then only says so
    /// (`leaving_for`), and picking the same language again goes.
    pub fn pick_language(&self, to: Locale) -> Option<String> {
        if to == locale_in_use() {
            // The page's own: nothing is left, and a warning goes.
            self.leaving_for.set(None);
        } else if self.holds_unsaved_work() && self.leaving_for.get_untracked() != Some(to) {
            self.leaving_for.set(Some(to));
            return None;
        }
        Some(self.language_link(to))
    }

    /// Types `text` into `field`'s number field (or moves its slider, or
    /// picks a cell of the map, which types the cell's values).
    pub fn set_field(&self, field: Field, text: String) {
        self.catch_up_drag();
        self.text(field).set(text);
        self.end_step_of_another_run();
        self.catch_up_details();
    }

    /// Keeps a slider's move for [`Model::catch_up_drag`]; a move of
    /// another field's slider applies the kept one first. Returns whether
    /// nothing was kept before (the page then asks for the task).
    fn keep_ahead(&self, field: Field, text: String) -> bool {
        let waiting = self
            .dragged_ahead
            .with_value(|kept| kept.as_ref().map(|(f, _)| *f));
        if waiting.is_some_and(|other| other != field) {
            self.catch_up_drag();
        }
        self.dragged_ahead.set_value(Some((field, text)));
        // A task asked for by an earlier move is still to come.
        waiting.is_none()
    }

    /// The results catch up with a slider's kept move (see
    /// [`Model::slide_ahead`]); every other change the learner makes
    /// catches up first, so nothing ever acts on results older than the
    /// sliders.
    pub fn catch_up_drag(&self) {
        if let Some((field, text)) = self.dragged_ahead.try_update_value(Option::take).flatten() {
            if self.drag_from.with_untracked(Option::is_none) {
                self.drag_from.set(Some(self.scenario.get_untracked()));
            }
            self.text(field).set(text);
            self.end_step_of_another_run();
        }
    }

    /// The details show the current scenario again: a drag ended, or an
    /// input changed otherwise (a drag that comes back to where it began
    /// ends with no `change`; the next change of any kind ends it here).
    fn catch_up_details(&self) {
        if self.drag_from.with_untracked(Option::is_some) {
            self.drag_from.set(None);
        }
    }

    /// A pointer goes down on `field`'s slider: a drag starts.
    pub fn start_drag(&self, field: Field) {
        self.field(field).dragging.set(true);
    }

    /// The slider is let go (its `change`): the drag ends.
    pub fn end_drag(&self, field: Field) {
        self.catch_up_drag();
        self.field(field).dragging.set(false);
        self.catch_up_details();
    }

    /// `field`'s slider moved to `text` (its `value`): while dragging it
    /// snaps to the drag step, and below the minimum of an optional field
    /// is its "none" (a blank field).
    pub fn slide(&self, field: Field, text: &str) {
        if let Some(text) = self.slid_to(field, text) {
            self.set_field(field, text);
        }
    }

    /// As [`Model::slide`], for a person's drag: the results catch up in
    /// [`Model::catch_up_drag`], which the page calls in the browser's
    /// next task. Chromium hands a drag's pointer moves to the page inside
    /// the frame that draws them, so a move's run, layout and paint were
    /// one task (over 50 ms at 4x CPU on a phone); now the frame moves the
    /// thumb and the next task redraws the run. The drag's end (`change`,
    /// [`Model::end_drag`]) catches up at once, so a drag is over only
    /// when its results are. Returns whether the page should ask for that
    /// task.
    pub fn slide_ahead(&self, field: Field, text: &str) -> bool {
        self.slid_to(field, text)
            .is_some_and(|text| self.keep_ahead(field, text))
    }

    /// The field's text for a slider at `text`, if it is a position.
    fn slid_to(&self, field: Field, text: &str) -> Option<String> {
        let control = self.field(field);
        let (dragging, max) = (
            control.dragging.get_untracked(),
            control.max.get_untracked(),
        );
        slider::read_position(field, text, dragging, max)
            .map(|position| position.map(field_text).unwrap_or_default())
    }

    /// A key pressed on `field`'s slider: arrows, Page Up/Down, Home and
    /// End move it by the page's own steps. Returns whether the key moved
    /// it (the browser's own step is then not taken).
    pub fn press_slider_key(&self, field: Field, key: &str) -> bool {
        let control = self.field(field);
        let (position, max) = (control.value.get_untracked(), control.max.get_untracked());
        match slider::after_key_at(key, field, position, max) {
            Some(next) => {
                self.set_field(field, next.map(field_text).unwrap_or_default());
                true
            }
            None => false,
        }
    }

    /// Chooses how the resource enforces ownership.
    pub fn choose_enforcement(&self, mode: Enforcement) {
        self.enforcement.set(mode);
        self.end_step_of_another_run();
        self.catch_up_details();
    }

    /// Replaces every input with a whole scenario (a preset, a worksheet,
    /// a link).
    pub fn load(&self, scenario: &Scenario) {
        self.catch_up_drag();
        for (signal, text) in self.texts.iter().zip(texts_of(scenario)) {
            signal.set(text);
        }
        self.enforcement.set(scenario.enforcement);
        self.end_step_of_another_run();
        self.catch_up_details();
    }

    /// Presses a preset's button.
    pub fn choose_preset(&self, preset: &Preset) {
        self.load(&preset.scenario);
    }

    /// Changing an input leaves step mode: no step of an old run is ever
    /// shown, and none comes back if the input is changed back. (A typed
    /// value that breaks a rule is a change too.)
    fn end_step_of_another_run(&self) {
        let typed = self.draft.with_untracked(|d| d.as_ref().ok().copied());
        if self
            .stepping
            .with_untracked(|s| s.is_some_and(|s| Some(s.scenario) != typed))
        {
            self.stepping.set(None);
        }
    }

    /// Types the learner's name.
    pub fn write_name(&self, name: String) {
        self.learner.set(name);
    }

    /// Types the answer to worksheet question `index` (0-based).
    pub fn write_answer(&self, index: usize, text: String) {
        if let Some(answer) = self.answers.get(index) {
            answer.set(text);
        }
    }

    /// Types the answer to the lesson's own question `index` (0-based).
    pub fn write_own_answer(&self, index: usize, text: String) {
        if let Some(answer) = self.own_answers.get(index) {
            answer.set(text);
        }
    }

    /// Types the answer to question `index` of the worksheet panel: the
    /// page's three (0 to 2), then the lesson's own (3 to 5).
    pub fn write_any_answer(&self, index: usize, text: String) {
        match index.checked_sub(self.answers.len()) {
            None => self.write_answer(index, text),
            Some(own) => self.write_own_answer(own, text),
        }
    }

    /// Types the learner's notes.
    pub fn write_notes(&self, text: String) {
        self.notes.set(text);
    }

    /// Ticks or unticks "Predict first". On: a fresh attempt (results
    /// hidden, no answers). Off: only once the attempt is revealed, so the
    /// results wait for the learner's own prediction (the switch is
    /// `aria-disabled` until then); returns whether the switch moved.
    pub fn set_lesson(&self, on: bool) -> bool {
        if !on && self.results_hidden.get_untracked() {
            return false;
        }
        if on {
            self.start_attempt();
        }
        self.lesson.set(on);
        self.composing_predict.set(on);
        true
    }

    /// A fresh attempt, after the others, unless the last one is still
    /// open: its answers stay (a link followed back, such as "Jump to the
    /// controls" and the Back button, must not wipe them), and its results
    /// have not been seen.
    fn start_attempt(&self) {
        if !self
            .attempts
            .with_untracked(|a| a.last().is_some_and(Attempt::is_open))
        {
            self.attempts
                .update(|attempts| record_attempt(attempts, Attempt::default()));
        }
    }

    /// A link followed or a file opened ends the lesson while its results
    /// wait: allowed, and recorded on the open attempt as results seen
    /// before its reveal.
    /// `predicted` is the scenario the open attempt was made for: the one
    /// on the page before the link or file replaced it.
    fn end_lesson_early(&self, predicted: Scenario) {
        if self.results_hidden.get_untracked() {
            self.attempts.update(|attempts| {
                if let Some(open) = attempts.last_mut() {
                    open.ended_for = Some(predicted);
                }
            });
        }
        self.lesson.set(false);
        self.composing_predict.set(false);
    }

    /// Chooses `option` (0-based) for lesson question `question`; nothing
    /// once revealed or ended (the worksheet records what was predicted).
    pub fn choose_answer(&self, question: usize, option: usize) {
        self.attempts.update(|attempts| {
            if let Some(open) = attempts.last_mut().filter(|a| a.is_open()) {
                open.prediction.choose(question, option);
            }
        });
    }

    /// "Reveal the outcome": grades the prediction against the run on the
    /// page, and shows the results. Returns whether it did (every question
    /// must be answered first).
    pub fn reveal(&self) -> bool {
        let ready = self.attempts.with_untracked(|attempts| {
            attempts
                .last()
                .is_some_and(|a| a.is_open() && a.prediction.is_complete())
        });
        if ready {
            let scenario = self.scenario.get_untracked();
            self.attempts.update(|attempts| {
                if let Some(open) = attempts.last_mut() {
                    open.prediction.revealed_for = Some(scenario);
                }
            });
        }
        ready
    }

    /// "Predict again": a fresh attempt for the run on the page, kept
    /// after the earlier ones.
    pub fn predict_again(&self) {
        self.set_lesson(true);
    }

    /// "Step through the run": the first step (playback stops).
    pub fn start_steps(&self) {
        self.playback.stop();
        self.show_step(0);
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

    /// "Previous step"; nothing at the first step.
    pub fn previous_step(&self) {
        let at = self
            .step
            .with_untracked(|s| s.as_ref().filter(|s| !s.is_first()).map(|s| s.index));
        if let Some(index) = at {
            self.show_step(index - 1);
        }
    }

    /// "Next step"; nothing at the last step.
    pub fn next_step(&self) {
        let at = self
            .step
            .with_untracked(|s| s.as_ref().filter(|s| !s.is_last()).map(|s| s.index));
        if let Some(index) = at {
            self.show_step(index + 1);
        }
    }

    /// "Leave step-through" (or Escape): the cursor goes back to where the
    /// learner left it.
    pub fn leave_steps(&self) {
        self.stepping.set(None);
    }

    /// Leaves step mode for Play, which goes on from the step's instant.
    fn play_from_step(&self) {
        if self.stepping.get_untracked().is_some() {
            self.playback.cursor.set(self.playback.at.get_untracked());
            self.stepping.set(None);
        }
    }

    /// Moves the time cursor to `at` (leaving any step).
    pub fn move_cursor(&self, at: Millis) {
        self.stepping.set(None);
        self.playback.cursor.set(at);
    }

    /// Presses Play (or Pause while playing). With reduced motion there is
    /// no animation: the cursor jumps to the next event instead. The page's
    /// timer then calls [`Playback::tick`] while `playing` holds.
    pub fn play(&self, reduced_motion: bool) {
        self.play_from_step();
        let playback = self.playback;
        if playback.playing.get_untracked() {
            playback.stop();
        } else if reduced_motion {
            let now = playback.at.get_untracked();
            let next = self.outcome.with_untracked(|o| o.next_event_after(now));
            playback
                .cursor
                .set(next.unwrap_or(playback.end.get_untracked()));
        } else {
            if playback.at.get_untracked() >= playback.end.get_untracked() {
                playback.cursor.set(0);
            }
            playback.playing.set(true);
        }
    }

    /// Loads a cell of the outcome map (a click, or Enter on the map's
    /// cursor): its two inputs take the cell's values.
    pub fn choose_map_cell(&self, cell: (usize, usize)) {
        self.load_map_cell(self.map.axes.get_untracked(), cell);
    }

    /// Enter (or Space) on the map: loads the cell under its cursor.
    pub fn choose_pointed_cell(&self) {
        self.choose_map_cell(self.map.pointed.get_untracked());
    }

    fn load_map_cell(&self, axes: MapAxes, (column, row): (usize, usize)) {
        self.set_field(
            axes.x,
            field_text(MapAxes::value(axes.x, axes.x_max, column)),
        );
        self.set_field(axes.y, field_text(MapAxes::value(axes.y, axes.y_max, row)));
        self.map.cursor.set(None);
    }

    /// The pointer is over a cell of the map.
    pub fn point_map_at(&self, cell: (usize, usize)) {
        self.map.cursor.set(Some(cell));
    }

    /// An arrow key (or Page Up/Down, Home, End) on the map moves its
    /// cursor.
    pub fn move_map_cursor(&self, step: MapStep) {
        let from = self.map.pointed.get_untracked();
        self.map.cursor.set(Some(step.from_cell(from)));
    }

    /// The learner scrolled the outcome map into view (or out of it): in
    /// view, a map left behind by the inputs catches up at once.
    pub fn scroll_map(&self, in_view: bool) {
        self.map.scrolled(in_view, &self.scenario.get_untracked());
    }

    /// The details below the results came near the screen (or left it).
    pub fn scroll_details(&self, in_view: bool) {
        if self.details_in_view.get_untracked() != in_view {
            self.details_in_view.set(in_view);
        }
    }

    /// Chooses the input along the map's horizontal (`horizontal`) or
    /// vertical axis. The input on the other axis, if chosen here, takes
    /// this axis' old one: one input on both would draw bands of a single
    /// value.
    pub fn choose_map_axis(&self, horizontal: bool, field: Field) {
        let (axis, other) = if horizontal {
            (self.map.x_field, self.map.y_field)
        } else {
            (self.map.y_field, self.map.x_field)
        };
        self.map.wake();
        if other.get_untracked() == field {
            other.set(axis.get_untracked());
        }
        axis.set(field);
        self.map.cursor.set(None);
    }

    /// "Nearest duplicate": loads the nearest cell of this map whose run
    /// applies the increment twice, or says there is none.
    pub fn find_nearest_duplicate(&self) {
        let scenario = self.scenario.get_untracked();
        let (axes, cells) = self.map.exact_for(&scenario);
        match nearest_of_class(&scenario, &axes, &cells, OutcomeClass::Duplicate) {
            Some(cell) => {
                self.load_map_cell(axes, cell);
                self.map
                    .message
                    .set(say(sentence!("map-moved-to-duplicate"), &[]));
            }
            None => {
                let enforcement = say(enforcement_name(self.enforcement.get_untracked()), &[]);
                self.map.message.set(say(
                    sentence!("map-no-duplicate"),
                    &[("enforcement", Arg::Text(&enforcement))],
                ));
            }
        }
    }

    /// "Pin this run": keeps the run on the page to compare with.
    pub fn pin_run(&self) {
        self.pin.set(Some(self.scenario.get_untracked()));
    }

    /// "Unpin".
    pub fn unpin(&self) {
        self.pin.set(None);
    }

    /// Opens or closes the compact layout's disclosure.
    pub fn toggle_embed_details(&self) {
        self.embed_open.update(|open| *open = !*open);
    }

    /// Escape on the compact layout's disclosure (nothing when closed).
    pub fn close_embed_details(&self) {
        if self.embed_open.get_untracked() {
            self.embed_open.set(false);
        }
    }

    /// Follows a link to `hash` (the URL fragment, at load or on
    /// `hashchange`): its scenario, or the preset or default example with a
    /// notice when the fragment is refused; the compact layout, the
    /// lesson's shape, the pinned run, the step and lesson mode. At load
    /// the default example is not loaded again (a learner may already have
    /// typed), and a link without `predict` keeps whatever the learner
    /// has.
    pub fn apply_link(&self, hash: &str, at_load: bool) {
        let request = read_fragment(hash);
        // An open prediction the link ends was made for this run.
        let predicted = self.scenario.get_untracked();
        if !(at_load && request.scenario == Scenario::default()) {
            if at_load {
                self.map.start_from_link();
            }
            self.load(&request.scenario);
        }
        self.notice.set(request.notice);
        self.embed.set(request.embed);
        self.customize(request.customization);
        // A link's pin replaces the page's, or unpins it; in a lesson it
        // shows with the rest of the results, after the reveal.
        self.pin.set(request.pin);
        // In a lesson the step waits for the reveal (`Model::step`).
        self.stepping.set(request.step.map(|n| Stepping {
            scenario: request.scenario,
            index: n.saturating_sub(1),
        }));
        let is_lesson = request.predict
            || !request.customization.is_whole_lab()
            || !request.questions.is_empty();
        // A lesson names its preset: the link's, or the one whose scenario
        // the link gives (the panel's links write the nine keys, not
        // `preset=`), so the hand-ins are named for the lesson.
        let preset = request
            .preset
            .or_else(|| PRESETS.iter().find(|p| p.scenario == request.scenario));
        self.lesson_preset.set(preset.filter(|_| is_lesson));
        self.set_questions(request.questions);
        if request.predict {
            self.set_lesson(true);
        } else if !at_load {
            self.end_lesson_early(predicted);
        }
    }

    /// The lesson's own questions (and the panel's with them); answers to
    /// questions no longer asked go.
    fn set_questions(&self, questions: Vec<String>) {
        self.composing_questions.set(questions.join("\n"));
        for answer in &self.own_answers[questions.len()..] {
            answer.set(String::new());
        }
        self.questions.set(questions);
    }

    /// Shapes the page for a lesson (and the panel with it). The outcome
    /// map's axes move to adjustable inputs, keeping those that are.
    fn customize(&self, customization: Customization) {
        self.customization.set(customization);
        self.composing.set(customization);
        let map = self.map;
        let now = (map.x_field.get_untracked(), map.y_field.get_untracked());
        let (x, y) = customization.map_axes(now.0, now.1);
        if (x, y) != now {
            map.x_field.set(x);
            map.y_field.set(y);
        }
    }

    /// Chooses whether learners may change `input`, only read it, or not
    /// see it ("Customize for your class").
    pub fn compose_input(&self, input: Input, availability: Availability) {
        self.composing.update(|c| c.set(input, availability));
    }

    /// Hides `section` from learners, or shows it again.
    pub fn compose_section(&self, section: Section, hidden: bool) {
        self.composing.update(|c| c.set_hidden(section, hidden));
    }

    /// "Reset customization": the panel composes the whole lab again.
    pub fn reset_composing(&self) {
        self.composing.set(Customization::default());
        self.composing_questions.set(String::new());
        self.composing_predict.set(false);
    }

    /// Types the lesson's own questions in the panel, one per line.
    pub fn compose_questions(&self, text: String) {
        self.composing_questions.set(text);
    }

    /// Ticks or unticks "Ask for a prediction first" in the panel.
    pub fn compose_predict(&self, on: bool) {
        self.composing_predict.set(on);
    }

    /// Opens a worksheet file's `text`: its scenario, attempts, answers,
    /// name and notes replace the page's, and the results are recomputed.
    /// On a page without a lesson of its own the file's lesson (its link's
    /// shape, its own questions, lesson mode) comes back with it; on one
    /// with a lesson, the page's stays. Nothing changes when the file is
    /// refused: unreadable, or setting another value for an input this
    /// lesson set.
    pub fn open_worksheet(&self, text: &str) -> Opened {
        let worksheet = match from_json(text) {
            Ok(worksheet) => worksheet,
            Err(error) => return Opened::Unreadable(error.to_string()),
        };
        let set = self.customization.with_untracked(|c| {
            c.first_set_difference(&self.scenario.get_untracked(), &worksheet.scenario)
        });
        if let Some(input) = set {
            return Opened::ChangesSetInput(input);
        }
        let page_lesson = self.has_lesson();
        // The attempt this opening ends early, if the file shows results.
        let waiting = self
            .results_hidden
            .get_untracked()
            .then(|| {
                self.attempts
                    .with_untracked(|a| a.last().copied())
                    .map(|open| Attempt {
                        ended_for: Some(self.scenario.get_untracked()),
                        ..open
                    })
            })
            .flatten();
        let lesson = worksheet.lesson || (page_lesson && self.lesson.get_untracked());
        let file_lesson = !worksheet.customization.is_whole_lab()
            || !worksheet.own_questions.is_empty()
            || worksheet.lesson;
        if page_lesson {
            // Answers to the page's own questions, matched by their text.
            let page_questions = self.questions.get_untracked();
            for (answer, text) in self.own_answers.iter().zip(&page_questions) {
                let given = worksheet.own_questions.iter().find(|q| q.text == *text);
                answer.set(given.map(|q| q.answer.clone()).unwrap_or_default());
            }
        } else {
            self.customize(worksheet.customization);
            self.lesson_preset.set(worksheet.lesson_preset);
            let (texts, answers): (Vec<String>, Vec<String>) = worksheet
                .own_questions
                .into_iter()
                .map(|q| (q.text, q.answer))
                .unzip();
            self.set_questions(texts);
            for (signal, answer) in self.own_answers.iter().zip(answers) {
                signal.set(answer);
            }
        }
        self.load(&worksheet.scenario);
        self.notes.set(worksheet.notes);
        self.learner.set(worksheet.learner.unwrap_or_default());
        for (signal, answer) in self.answers.iter().zip(worksheet.answers) {
            signal.set(answer);
        }
        let prediction = !worksheet.attempts.is_empty();
        let mut attempts = worksheet.attempts;
        let shows_results = !(lesson && attempts.last().is_none_or(Attempt::is_open));
        if let Some(ended) = waiting.filter(|_| shows_results) {
            attempts.insert(0, ended);
            attempts.truncate(crate::present::lesson::MAX_ATTEMPTS);
        }
        self.attempts.set(attempts);
        self.lesson.set(false);
        // A lesson goes on from the file's last attempt, unless that one
        // ended early (its results were seen): then a fresh one starts.
        let ended = self
            .attempts
            .with_untracked(|a| a.last().is_none_or(Attempt::seen_before_reveal));
        if lesson && ended {
            self.start_attempt();
        }
        self.lesson.set(lesson);
        self.composing_predict.set(lesson);
        Opened::Restored {
            prediction,
            lesson: !page_lesson && file_lesson,
        }
    }
}

/// `Memo::new` with its computation boxed to one type per value type. Each
/// closure given to `Memo::new` compiles its own copy of the memo's
/// machinery (`ArcMemo::new_with_compare`'s closure, about 750 B of wasm
/// each); boxed, the model's 40 memos share one copy per value type
/// (measured in the shipped build, issue 39: see `erased_handler`'s note
/// in `ui/mod.rs` for the two together). The name follows Leptos' own
/// `RenderEffect::new_with_value_erased`.
pub(crate) fn erased_memo<T: PartialEq + Send + Sync + 'static>(
    compute: impl Fn(Option<&T>) -> T + Send + Sync + 'static,
) -> Memo<T> {
    let compute: ErasedCompute<T> = Box::new(compute);
    Memo::new(compute)
}

/// What [`erased_memo`] gives `Memo::new`: a memo's computation, which
/// sees the value it computed last.
type ErasedCompute<T> = Box<dyn Fn(Option<&T>) -> T + Send + Sync>;
