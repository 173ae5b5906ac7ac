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
use super::{erased_handler, fixed_message, inert_message, Model};
use crate::present::status::{why_sharing_waits, Shared};

#[component]
pub fn SharePanel(model: Model) -> impl IntoView {
    let stale = move || model.is_stale();
    let (link_button, embed_button) = (NodeRef::<Button>::new(), NodeRef::<Button>::new());
    let field = NodeRef::<Textarea>::new();

    let copy = move |what: Shared| {
        let page = window().location().href().unwrap_or_default();
        let Some(text) = model.start_copy(what, &page) else {
            return;
        };
        spawn_local(async move {
            if write_to_clipboard(&text).await {
                model.copied();
                return;
            }
            model.copy_by_hand(what, text);
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
        let opener = match model.close_copy_field() {
            Some(Shared::EmbedCode) => embed_button,
            _ => link_button,
        };
        if let Some(button) = opener.get_untracked() {
            let _ = button.focus();
        }
    };
    let held = model.copy_field;

    view! {
        <section class="share" aria-labelledby="share-title">
            {inert_message(r#"<h2 id="share-title">"#, "share-title", "</h2>")}
            {inert_message(r#"<p>"#, "share-a-link-carries-the-nine", "</p>")}
            <CustomizePanel model=model/>
            <div class="worksheet-actions">
                {Shared::ALL
                    .into_iter()
                    .zip([link_button, embed_button])
                    .map(|(what, node)| {
                        view! {
                            <button
                                type="button"
                                class=what.class_name()
                                node_ref=node
                                aria-describedby="share-why"
                                disabled=Signal::derive(stale)
                                on:click=erased_handler(move |_| copy(what))
                            >
                                {fixed_message(button_words(what))}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <p id="share-why" class="share-why">{Signal::derive(move || stale().then(why_sharing_waits))}</p>
            <p class="status" aria-live="polite">{model.share_status}</p>
            <div class="share-fallback" hidden=Signal::derive(move || held.with(Option::is_none))>
                <label for="share-text">
                    {Signal::derive(move || held.with(|f| f.as_ref().map_or("", |(what, _)| what.field_label())))}
                </label>
                <textarea
                    id="share-text"
                    node_ref=field
                    readonly
                    rows="3"
                    aria-describedby="share-hint"
                    prop:value=Signal::derive(move || held.with(|f| f.as_ref().map(|(_, text)| text.clone()).unwrap_or_default()))
                    on:keydown=erased_handler(close_on_escape)
                ></textarea>
                {inert_message(r#"<p id="share-hint" class="hint">"#, "share-copying-is-not-allowed-here", "</p>")}
            </div>
        </section>
    }
}

/// The catalog's id (page.ftl) of the button that copies `what`; English
/// reads [`Shared::button_name`], the public contract (tests/i18n.rs).
pub(super) fn button_words(what: Shared) -> &'static str {
    match what {
        Shared::Link => "share-copy-link",
        Shared::EmbedCode => "share-copy-embed-code",
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
