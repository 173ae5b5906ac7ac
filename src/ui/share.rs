//! "Share this scenario": the current inputs as a link or as embed code,
//! copied to the clipboard only when the learner clicks. Where the
//! clipboard is unavailable or refused, the text is shown selected in a
//! read-only field to copy by hand. The page itself never writes its
//! address, storage or anything else.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::promise::write_to_clipboard;
use super::{effect, element, handler, prerendered, target_id, Model};
use crate::present::fragment::{embed_code, scenario_link, Flags};

/// What a share button copies.
#[derive(Clone, Copy)]
enum Shared {
    Link,
    EmbedCode,
}

/// The panel's markup. One static block with a delegated click handler and
/// one effect instead of a Leptos view of its eleven elements: the view
/// cost about 8 KB of gzip in the wasm; this costs well under one.
const PANEL_HTML: &str = concat!(
    r#"<h2 id="share-title">Share this scenario</h2>"#,
    "<p>A link carries the nine inputs after the page's address, so it opens on exactly this scenario. Nothing is sent anywhere: the text leaves the page only when you paste it.</p>",
    r#"<div class="worksheet-actions">"#,
    r#"<button type="button" id="copy-link" aria-describedby="share-why">Copy link to this scenario</button>"#,
    r#"<button type="button" id="copy-embed" aria-describedby="share-why">Copy embed code</button>"#,
    "</div>",
    r#"<p id="share-why" class="share-why"></p>"#,
    r#"<p id="share-status" class="status" aria-live="polite"></p>"#,
    r#"<div id="share-fallback" class="share-fallback" hidden>"#,
    r#"<label for="share-text" id="share-label">Link to this scenario</label>"#,
    r#"<textarea id="share-text" readonly rows="3" aria-describedby="share-hint"></textarea>"#,
    r#"<p id="share-hint" class="hint">Copying is not allowed here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.</p>"#,
    "</div>",
);

/// Why the buttons wait while a field is invalid.
const WHY_DISABLED: &str =
    "Fix the highlighted field first: a link must never carry a scenario the page would refuse.";

fn set_text(id: &str, text: &str) {
    if let Some(element) = element(id) {
        element.set_text_content(Some(text));
    }
}

#[component]
pub fn SharePanel(model: Model) -> impl IntoView {
    // The buttons wait, and say why, while a field is invalid.
    effect(move || {
        let stale = model.is_stale();
        for id in ["copy-link", "copy-embed"] {
            if let Some(button) = element(id) {
                let _ = button.toggle_attribute_with_force("disabled", stale);
            }
        }
        set_text("share-why", if stale { WHY_DISABLED } else { "" });
    });
    let on_click = move |ev: web_sys::MouseEvent| {
        let what = match target_id(&ev).as_str() {
            "copy-link" => Shared::Link,
            "copy-embed" => Shared::EmbedCode,
            _ => return,
        };
        if model.is_stale() {
            return;
        }
        copy(model, what);
    };
    view! {
        <section class="share" aria-labelledby="share-title" inner_html=prerendered(|| PANEL_HTML.to_owned()) on:click=handler(on_click)></section>
    }
}

/// Copies the link or the embed code for the current scenario, or shows it
/// selected to copy by hand where the clipboard is refused.
fn copy(model: Model, what: Shared) {
    let page = window().location().href().unwrap_or_default();
    let scenario = model.scenario.get_untracked();
    // A lesson's link and frame ask for a prediction too.
    let predict = model.lesson.get_untracked();
    let (text, name) = match what {
        Shared::Link => {
            let flags = Flags {
                predict,
                embed: model.embed.get_untracked(),
            };
            (
                scenario_link(&page, &scenario, flags),
                "Link to this scenario",
            )
        }
        Shared::EmbedCode => {
            let class = model.outcome.with_untracked(|o| o.class);
            (embed_code(&page, &scenario, class, predict), "Embed code")
        }
    };
    set_text("share-status", "");
    let written = write_to_clipboard(&text);
    // Called with nothing when the text was copied, with the reason when
    // not; then the text is shown, selected, to copy by hand.
    let settle = move |refusal: JsValue| {
        if refusal.is_undefined() {
            hide_fallback(true);
            set_text("share-status", "Copied");
            return;
        }
        set_text("share-label", name);
        let field =
            element("share-text").and_then(|f| f.dyn_into::<web_sys::HtmlTextAreaElement>().ok());
        if let Some(field) = field {
            field.set_value(&text);
            hide_fallback(false);
            let _ = field.focus();
            field.select();
        }
    };
    match written {
        Ok(promise) => promise.settle(settle),
        Err(refusal) => settle(refusal),
    }
}

fn hide_fallback(hidden: bool) {
    if let Some(fallback) = element("share-fallback") {
        let _ = fallback.toggle_attribute_with_force("hidden", hidden);
    }
}
