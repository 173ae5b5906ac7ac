//! The Leptos page. Inputs are signals; everything computed from them is a
//! memo of [`Model`] (see `model.rs`); the components below only render
//! those memos and turn events into signal writes.

mod controls;
mod map;
mod model;
mod patch;
mod prose;
mod results;
mod timeline;
mod worksheet;

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

pub use model::Model;

use crate::present::presets::parse_hash;
use crate::sim::Scenario;

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
    if request.embed {
        // On the root too, so the projector layout can size the root font
        // without `:root:has(...)`, which made every DOM change restyle the
        // whole page.
        let root = document().document_element();
        for element in [body.clone().map(Into::into), root].into_iter().flatten() {
            let _ = element.class_list().add_1("embed");
        }
    }
    follow_screen_width(model);
    // The next frame shows whatever the fragment loaded; tests wait for this.
    request_animation_frame(move || {
        if let Some(body) = body {
            let _ = body.set_attribute("data-ready", "");
        }
    });
}

/// Screens at most this wide get the timeline's narrow frame (lane names
/// above the lanes); the same width as the stylesheet's phone layout.
const NARROW_QUERY: &str = "(max-width: 560px)";

/// Keeps `model.narrow` equal to the media query, now and whenever it
/// changes (a rotated phone, a resized window).
fn follow_screen_width(model: Model) {
    let Some(query) = window().match_media(NARROW_QUERY).ok().flatten() else {
        return;
    };
    model.narrow.set(query.matches());
    let watched = query.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || model.narrow.set(watched.matches()));
    query.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    // The listener lives as long as the page.
    on_change.forget();
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
