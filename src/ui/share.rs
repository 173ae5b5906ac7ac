//! "Share this scenario": the current inputs as a link or as embed code,
//! copied to the clipboard only when the learner clicks. Where the
//! clipboard is unavailable or refused, the text is shown selected in a
//! read-only field to copy by hand; Escape closes that field and returns
//! focus to the button that opened it. The page itself never writes its
//! address, storage or anything else.

use leptos::html::{Button, Textarea};
use leptos::prelude::*;
use leptos::task::{spawn_local, tick};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use super::customize::CustomizePanel;
use super::{flag, handler, string, text, Model};
use crate::present::fragment::{embed_code, scenario_link};

/// What a share button copies.
#[derive(Clone, Copy, PartialEq)]
enum Shared {
    Link,
    EmbedCode,
}

impl Shared {
    /// The name of the button that copies this (a public contract).
    fn button_name(self) -> &'static str {
        match self {
            Shared::Link => "Copy link to this scenario",
            Shared::EmbedCode => "Copy embed code",
        }
    }

    /// The button's class: the compact layout offers no embed code (a
    /// frame's learners embed nothing).
    fn class_name(self) -> &'static str {
        match self {
            Shared::Link => "copy-link",
            Shared::EmbedCode => "copy-embed",
        }
    }

    /// The name of the copy-by-hand field when it holds this.
    fn field_label(self) -> &'static str {
        match self {
            Shared::Link => "Link to this scenario",
            Shared::EmbedCode => "Embed code",
        }
    }
}

/// Why the buttons wait while a field is invalid.
const WHY_DISABLED: &str =
    "Fix the highlighted field first: a link must never carry a scenario the page would refuse.";

/// The text to copy by hand, and what it is.
type Fallback = Option<(Shared, String)>;

#[component]
pub fn SharePanel(model: Model) -> impl IntoView {
    let stale = move || model.is_stale();
    let status = RwSignal::new("");
    let fallback = RwSignal::new(None as Fallback);
    let (link_button, embed_button) = (NodeRef::<Button>::new(), NodeRef::<Button>::new());
    let field = NodeRef::<Textarea>::new();

    let copy = move |what: Shared| {
        if model.is_stale() {
            return;
        }
        let text = shared_text(model, what);
        status.set("");
        spawn_local(async move {
            if write_to_clipboard(&text).await {
                fallback.set(None);
                status.set("Copied");
                return;
            }
            fallback.set(Some((what, text)));
            // Once the field is shown, the text is selected in it.
            tick().await;
            if let Some(field) = field.get_untracked() {
                let _ = field.focus();
                field.select();
            }
        });
    };
    let close_on_escape = move |ev: web_sys::KeyboardEvent| {
        if ev.key() != "Escape" {
            return;
        }
        let opener = match fallback.with_untracked(|f| f.as_ref().map(|(what, _)| *what)) {
            Some(Shared::EmbedCode) => embed_button,
            _ => link_button,
        };
        fallback.set(None);
        if let Some(button) = opener.get_untracked() {
            let _ = button.focus();
        }
    };

    view! {
        <section class="share" aria-labelledby="share-title">
            <h2 id="share-title">"Share this scenario"</h2>
            <p>
                "A link carries the nine inputs after the page's address, so it opens on exactly this scenario. Nothing is sent anywhere: the text leaves the page only when you paste it."
            </p>
            <CustomizePanel model=model/>
            <div class="worksheet-actions">
                {[(Shared::Link, link_button), (Shared::EmbedCode, embed_button)]
                    .into_iter()
                    .map(|(what, node)| {
                        view! {
                            <button
                                type="button"
                                class=what.class_name()
                                node_ref=node
                                aria-describedby="share-why"
                                disabled=flag(stale)
                                on:click=handler(move |_| copy(what))
                            >
                                {what.button_name()}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <p id="share-why" class="share-why">{text(move || stale().then_some(WHY_DISABLED))}</p>
            <p class="status" aria-live="polite">{text(move || status.get())}</p>
            <div class="share-fallback" hidden=flag(move || fallback.with(Option::is_none))>
                <label for="share-text">
                    {text(move || fallback.with(|f| f.as_ref().map_or("", |(what, _)| what.field_label())))}
                </label>
                <textarea
                    id="share-text"
                    node_ref=field
                    readonly
                    rows="3"
                    aria-describedby="share-hint"
                    prop:value=string(move || fallback.with(|f| f.as_ref().map(|(_, text)| text.clone()).unwrap_or_default()))
                    on:keydown=handler(close_on_escape)
                ></textarea>
                <p id="share-hint" class="hint">
                    "Copying is not allowed here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it."
                </p>
            </div>
        </section>
    }
}

/// The link or the embed code for the current scenario. A lesson's link and
/// frame ask for a prediction too; a link keeps the compact layout.
fn shared_text(model: Model, what: Shared) -> String {
    let page = window().location().href().unwrap_or_default();
    let scenario = model.scenario.get_untracked();
    let flags = model.link_flags();
    match what {
        Shared::Link => scenario_link(&page, &scenario, flags),
        Shared::EmbedCode => {
            let class = model.outcome.with_untracked(|o| o.class);
            embed_code(&page, &scenario, class, flags)
        }
    }
}

/// Writes `text` to the clipboard; false when the page has no clipboard
/// (an old browser, an insecure page) or the browser refused.
async fn write_to_clipboard(text: &str) -> bool {
    let navigator = window().navigator();
    // `navigator.clipboard` is missing outside secure contexts; calling
    // through a missing object would throw past the wasm.
    let present = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|clipboard| !clipboard.is_undefined() && !clipboard.is_null());
    if !present {
        return false;
    }
    let written = navigator.clipboard().write_text(text);
    JsFuture::from(written).await.is_ok()
}
