//! The Leptos page. Inputs are signals; the outcome is one memo of
//! [`simulate`]; every component below only renders values derived from it.

mod controls;
mod map;
mod prose;
mod results;
mod timeline;
mod worksheet;

use leptos::prelude::*;

use crate::present::form::{scenario_from, texts_of};
use crate::present::presets::{parse_hash, Preset};
use crate::sim::{simulate, Enforcement, Field, FieldError, Outcome, Scenario};

/// The page's whole state: what the learner typed, and what follows from it.
#[derive(Clone, Copy)]
pub struct Model {
    /// The text of each numeric field, in [`Field::ALL`] order.
    pub texts: [RwSignal<String>; 8],
    pub enforcement: RwSignal<Enforcement>,
    /// The learner's worksheet notes (page memory only).
    pub notes: RwSignal<String>,
    /// A one-line notice about the page's URL fragment (an unknown preset).
    pub notice: RwSignal<Option<String>>,
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
            notice: RwSignal::new(None),
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
    // Runs once, after hydration: the pre-rendered page always shows the
    // default, and the URL fragment is applied on top of it.
    Effect::new(move |_| start(model));
    view! {
        <div class="workbench">
            <controls::Controls model=model/>
            <results::Results model=model/>
        </div>
        <map::OutcomeMap model=model/>
        <worksheet::WorksheetPanel model=model/>
    }
}

/// Applies the page's URL fragment (`#preset=…`, `#embed`) and then marks
/// the page ready. The fragment is only read, never written.
fn start(model: Model) {
    let hash = window().location().hash().unwrap_or_default();
    let request = parse_hash(&hash);
    match request.preset {
        Some(Ok(preset)) => model.load_preset(preset),
        Some(Err(name)) => model.notice.set(Some(format!(
            "There is no preset called \"{name}\"; showing the default example."
        ))),
        None => {}
    }
    let body = document().body();
    if let Some(body) = &body {
        if request.embed {
            let _ = body.class_list().add_1("embed");
        }
    }
    // The next frame shows whatever the fragment loaded; tests wait for this.
    request_animation_frame(move || {
        if let Some(body) = body {
            let _ = body.set_attribute("data-ready", "");
        }
    });
}

/// Sends any panic's message to the browser console, so a panic can never
/// fail silently (a panic aborts the wasm; the page then stops updating).
pub fn report_panics_to_console() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Lease Lab stopped: {info}").into());
    }));
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
