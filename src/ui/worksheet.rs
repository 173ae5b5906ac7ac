//! The worksheet panel: learner notes, the two downloads and the import.
//! Formats are built by `crate::worksheet`; this file only moves strings
//! between the page and files the learner chooses.

use gloo_file::futures::read_as_text;
use gloo_file::{Blob, File, ObjectUrl};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use web_sys::{HtmlAnchorElement, HtmlInputElement};

use super::{handler, Model};
use crate::present::copy::PROMPTS;
use crate::worksheet::{
    from_json, to_json, to_markdown, Worksheet, JSON_FILE_NAME, MARKDOWN_FILE_NAME, MAX_BYTES,
};

/// Hands `text` to the browser as a download named `name`. The returned URL
/// must stay alive until the download has started; dropping it revokes it.
fn download(name: &str, mime: &str, text: &str) -> Option<ObjectUrl> {
    let url = ObjectUrl::from(Blob::new_with_options(text, Some(mime)));
    let anchor: HtmlAnchorElement = document().create_element("a").ok()?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    Some(url)
}

#[component]
pub fn WorksheetPanel(model: Model) -> impl IntoView {
    let status = RwSignal::new(String::new());
    // The latest download's URL; replacing it revokes the previous one.
    let live_url = StoredValue::new_local(None::<ObjectUrl>);
    let current = move || Worksheet {
        scenario: model.scenario.get_untracked(),
        notes: model.notes.get_untracked(),
        prediction: model.prediction.get_untracked(),
        // Not yet asked for on the page: no name, no answers, no link.
        learner: None,
        answers: Default::default(),
        link: String::new(),
    };
    let stale_warning = move || {
        if model.is_stale() {
            " It holds the last valid values, because a field is invalid."
        } else {
            ""
        }
    };

    let save = move |name: &'static str, mime: &'static str, text: String| match download(
        name, mime, &text,
    ) {
        Some(url) => {
            live_url.set_value(Some(url));
            status.set(format!("Downloaded {name}.{}", stale_warning()));
        }
        None => status.set(format!("Could not start the download of {name}.")),
    };

    let open = move |ev: leptos::ev::Event| {
        let input: HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Clearing lets the learner open the same file again later.
        input.set_value("");
        let file = File::from(file);
        let name = file.name();
        if file.size() > MAX_BYTES as u64 {
            status.set(format!(
                "Could not open {name}: the file is larger than 1 MB. Nothing was changed."
            ));
            return;
        }
        spawn_local(async move {
            let message = match read_as_text(&file).await {
                Err(_) => format!("Could not read {name}. Nothing was changed."),
                Ok(text) => match from_json(&text) {
                    Err(error) => format!("Could not open {name}: {error} Nothing was changed."),
                    Ok(worksheet) => {
                        model.load(&worksheet.scenario);
                        model.notes.set(worksheet.notes);
                        // The file's lesson as it was: its answers, hidden
                        // results until revealed; none switches lesson mode off.
                        let restored = if worksheet.prediction.is_some() {
                            "scenario, prediction and notes"
                        } else {
                            "scenario and notes"
                        };
                        model.lesson.set(worksheet.prediction.is_some());
                        model.prediction.set(worksheet.prediction);
                        format!("Opened {name}: {restored} restored, results recomputed.")
                    }
                },
            };
            status.set(message);
        });
    };

    view! {
        <section class="worksheet" aria-labelledby="worksheet-title">
            <h2 id="worksheet-title">"Worksheet"</h2>
            <p>
                "Answer these for a system you know. Your notes stay in this page's memory and leave it only in a worksheet you download."
            </p>
            <ol class="prompts" id="notes-prompts">
                {PROMPTS.map(|prompt| view! { <li>{prompt}</li> }).collect_view()}
            </ol>
            <label for="notes-input">"Your notes"</label>
            <textarea
                id="notes-input"
                rows="6"
                aria-describedby="notes-prompts"
                prop:value=move || model.notes.get()
                on:input=handler(move |ev| model.notes.set(event_target_value(&ev)))
            >
                {model.notes.get_untracked()}
            </textarea>
            <div class="worksheet-actions">
                <button
                    type="button"
                    on:click=handler(move |_| save(JSON_FILE_NAME, "application/json", to_json(&current())))
                >
                    "Download JSON worksheet"
                </button>
                <button
                    type="button"
                    on:click=handler(move |_| save(MARKDOWN_FILE_NAME, "text/markdown", to_markdown(&current())))
                >
                    "Download Markdown worksheet"
                </button>
                <label class="open-file">
                    <span>"Open worksheet"</span>
                    <input type="file" accept=".json,application/json" on:change=handler(open)/>
                </label>
            </div>
            <p class="status" role="status">{move || status.get()}</p>
        </section>
    }
}
