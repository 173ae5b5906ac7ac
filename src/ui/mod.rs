//! The Leptos page. Inputs are signals; the outcome is one memo of
//! [`simulate`]; every component below only renders values derived from it.

mod controls;
mod prose;
mod results;
mod timeline;
mod worksheet;

use leptos::prelude::*;

use crate::present::form::{scenario_from, texts_of};
use crate::present::presets::Preset;
use crate::sim::{simulate, Enforcement, Field, FieldError, Outcome, Scenario};

/// The page's whole state: what the learner typed, and what follows from it.
#[derive(Clone, Copy)]
pub struct Model {
    /// The text of each numeric field, in [`Field::ALL`] order.
    pub texts: [RwSignal<String>; 8],
    pub enforcement: RwSignal<Enforcement>,
    /// The learner's worksheet notes (page memory only).
    pub notes: RwSignal<String>,
    /// The typed scenario, or every field error that stops it.
    pub draft: Memo<Result<Scenario, Vec<FieldError>>>,
    /// The last scenario that was valid: results keep showing it while a
    /// field is broken.
    pub scenario: Memo<Scenario>,
    /// The one simulation every view reads.
    pub outcome: Memo<Outcome>,
}

impl Model {
    pub fn new(initial: Scenario) -> Self {
        let texts = texts_of(&initial).map(RwSignal::new);
        let enforcement = RwSignal::new(initial.enforcement);
        let draft = Memo::new(move |_| {
            let typed = texts.map(|text| text.get());
            scenario_from(&typed, enforcement.get())
        });
        let scenario = Memo::new(move |previous: Option<&Scenario>| match draft.get() {
            Ok(scenario) => scenario,
            Err(_) => previous.copied().unwrap_or(initial),
        });
        let outcome = Memo::new(move |_| simulate(&scenario.get()));
        Model {
            texts,
            enforcement,
            notes: RwSignal::new(String::new()),
            draft,
            scenario,
            outcome,
        }
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

/// The interactive part of the page: controls, results and worksheet. The
/// browser hydrates only this (inside `#app`); the static text around it is
/// [`Page`], rendered at build time only, so its words never ship in the wasm.
#[component]
pub fn App() -> impl IntoView {
    let model = Model::new(Scenario::default());
    Effect::new(move |_| {
        // The page is interactive from here on; tests wait for this.
        if let Some(body) = document().body() {
            let _ = body.set_attribute("data-ready", "");
        }
    });
    view! {
        <div class="workbench">
            <controls::Controls model=model/>
            <results::Results model=model/>
        </div>
        <worksheet::WorksheetPanel model=model/>
    }
}

/// The id of the element the app is hydrated into.
pub const APP_ROOT_ID: &str = "app";

/// The static page around the app: title, privacy promise, explanations and
/// assumptions, with an empty `#app` that the pre-renderer fills with
/// [`App`]'s markup.
#[component]
pub fn Page() -> impl IntoView {
    view! {
        <div class="page">
            <prose::Intro/>
            <main id=APP_ROOT_ID></main>
            <prose::Explanations/>
        </div>
    }
}
