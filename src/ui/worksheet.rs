//! The worksheet panel: the learner's name, an answer per question, notes,
//! the two downloads and the import. Formats and file names are built by
//! `crate::worksheet`; this file only moves strings between the page and
//! files the learner chooses.

use gloo_file::futures::read_as_text;
use gloo_file::{Blob, File, ObjectUrl};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use web_sys::{HtmlAnchorElement, HtmlInputElement};

use super::model::Opened;
use super::{handler, string, text, Model};
use crate::present::copy::PROMPTS;
use crate::present::fragment::private_free;
use crate::worksheet::{file_name, preset_of, to_json, to_markdown, Worksheet, MAX_BYTES};

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
    let current = move || {
        // The link "Copy link to this scenario" gives, without anything
        // private in the page's address.
        model.worksheet(&private_free(
            &window().location().href().unwrap_or_default(),
        ))
    };
    // lease-lab-<preset or "custom">[-<name>].<extension>
    let file_name_for = move |worksheet: &Worksheet, extension: &str| {
        file_name(
            preset_of(&worksheet.scenario).map(|p| p.slug),
            worksheet.learner.as_deref(),
            extension,
        )
    };
    let stale_warning = move || {
        if model.is_stale() {
            " It holds the last valid values, because a field is invalid."
        } else {
            ""
        }
    };

    let save = move |extension: &'static str| {
        let worksheet = current();
        let name = file_name_for(&worksheet, extension);
        let (mime, text) = match extension {
            "md" => ("text/markdown", to_markdown(&worksheet)),
            _ => ("application/json", to_json(&worksheet)),
        };
        match download(&name, mime, &text) {
            Some(url) => {
                live_url.set_value(Some(url));
                status.set(format!("Downloaded {name}.{}", stale_warning()));
            }
            None => status.set(format!("Could not start the download of {name}.")),
        }
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
                Ok(text) => match model.open_worksheet(&text) {
                    Opened::Unreadable(error) => {
                        format!("Could not open {name}: {error} Nothing was changed.")
                    }
                    Opened::ChangesSetInput(input) => format!(
                        "Could not open {name}: its {} differs from the value this lesson set. Nothing was changed.",
                        input.key()
                    ),
                    Opened::Restored { prediction } => {
                        let restored = if prediction {
                            "scenario, prediction, answers and notes"
                        } else {
                            "scenario, answers and notes"
                        };
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
                "Answer these for a system you know. What you write stays in this page's memory and leaves it only in a worksheet you download."
            </p>
            <label for="learner-input">"Your name"</label>
            <input
                id="learner-input"
                class="learner"
                type="text"
                autocomplete="name"
                aria-describedby="learner-hint"
                prop:value=string(move || model.learner.get())
                on:input=handler(move |ev| model.write_name(event_target_value(&ev)))
            />
            <p class="hint" id="learner-hint">"Optional. It goes only into the worksheets you download, and their file names."</p>
            {PROMPTS
                .iter()
                .zip(model.answers)
                .enumerate()
                .map(|(index, (&question, answer))| {
                    let id = format!("answer-{}", index + 1);
                    view! {
                        <label for=id.clone()>{question}</label>
                        <textarea
                            id=id
                            rows="3"
                            prop:value=string(move || answer.get())
                            on:input=handler(move |ev| model.write_answer(index, event_target_value(&ev)))
                        ></textarea>
                    }
                })
                .collect_view()}
            <label for="notes-input">"Your notes"</label>
            <textarea
                id="notes-input"
                rows="4"
                aria-describedby="notes-hint"
                prop:value=string(move || model.notes.get())
                on:input=handler(move |ev| model.write_notes(event_target_value(&ev)))
            >
                {model.notes.get_untracked()}
            </textarea>
            <p class="hint" id="notes-hint">"Anything else: what surprised you, what to try next."</p>
            <div class="worksheet-actions">
                <button
                    type="button"
                    on:click=handler(move |_| save("json"))
                >
                    "Download JSON worksheet"
                </button>
                <button
                    type="button"
                    on:click=handler(move |_| save("md"))
                >
                    "Download Markdown worksheet"
                </button>
                <label class="open-file">
                    <span>"Open worksheet"</span>
                    <input type="file" accept=".json,application/json" on:change=handler(open)/>
                </label>
            </div>
            <p class="status" role="status">{text(move || status.get())}</p>
        </section>
    }
}
