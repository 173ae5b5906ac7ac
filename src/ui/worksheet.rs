//! The worksheet panel: the learner's name, an answer per question (the
//! lesson's own questions too), notes,
//! the two downloads and the import. What a download holds, its name and
//! what an opened file changes are the model's (`model/files.rs`, formats
//! from `crate::worksheet`); this file is the browser's half: it starts a
//! download and reads the file the learner chose.

use gloo_file::futures::read_as_text;
use gloo_file::{Blob, File, ObjectUrl};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use web_sys::{HtmlAnchorElement, HtmlInputElement};

use super::model::{Opened, WorksheetFormat};
use super::{erased_handler, Model};
use crate::present::copy::PROMPTS;
use crate::present::fragment::private_free;
use crate::worksheet::MAX_BYTES;

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
    // The latest download's URL; replacing it revokes the previous one.
    let live_url = StoredValue::new_local(None::<ObjectUrl>);
    let save = move |format: WorksheetFormat| {
        // The link "Copy link to this scenario" gives, without anything
        // private in the page's address.
        let page = private_free(&window().location().href().unwrap_or_default());
        model.download_worksheet(format, &page, |name, mime, text| {
            // A download that could not start leaves the previous one's
            // URL alive: it may still be downloading.
            let Some(url) = download(name, mime, text) else {
                return false;
            };
            live_url.set_value(Some(url));
            true
        });
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
            model.open_file(&name, Err(Opened::TooLarge));
            return;
        }
        spawn_local(async move {
            let text = read_as_text(&file).await;
            model.open_file(&name, text.as_deref().map_err(|_| Opened::NotRead));
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
                prop:value=model.learner
                on:input=erased_handler(move |ev| model.write_name(event_target_value(&ev)))
            />
            <p class="hint" id="learner-hint">"Optional. It goes only into the worksheets you download, and their file names."</p>
            // The page's three questions, then the lesson's own (a link's
            // `ask1`..`ask3`), each shown while the lesson asks that many:
            // one structure for all six, so the pre-rendered page and every
            // lesson hydrate alike (and the six share one view's code).
            {model
                .answers
                .into_iter()
                .chain(model.own_answers)
                .enumerate()
                .map(|(index, answer)| {
                    let id = format!("answer-{}", index + 1);
                    let own = index.checked_sub(PROMPTS.len());
                    let question = move || match own {
                        None => PROMPTS[index].to_owned(),
                        Some(own) => model.questions.with(|q| q.get(own).cloned().unwrap_or_default()),
                    };
                    let absent = move || own.is_some_and(|own| model.questions.with(|q| q.len() <= own));
                    view! {
                        <div class="answer" hidden=Signal::derive(absent)>
                            <label for=id.clone() dir="auto">{Signal::derive(question)}</label>
                            <textarea
                                id=id
                                rows="3"
                                dir="auto"
                                prop:value=answer
                                on:input=erased_handler(move |ev| model.write_any_answer(index, event_target_value(&ev)))
                            ></textarea>
                        </div>
                    }
                })
                .collect_view()}
            <label for="notes-input">"Your notes"</label>
            <textarea
                id="notes-input"
                rows="4"
                aria-describedby="notes-hint"
                prop:value=model.notes
                on:input=erased_handler(move |ev| model.write_notes(event_target_value(&ev)))
            >
                {model.notes.get_untracked()}
            </textarea>
            <p class="hint" id="notes-hint">"Anything else: what surprised you, what to try next."</p>
            <div class="worksheet-actions">
                <button
                    type="button"
                    on:click=erased_handler(move |_| save(WorksheetFormat::Json))
                >
                    "Download JSON worksheet"
                </button>
                <button
                    type="button"
                    on:click=erased_handler(move |_| save(WorksheetFormat::Markdown))
                >
                    "Download Markdown worksheet"
                </button>
                <label class="open-file">
                    <span>"Open worksheet"</span>
                    <input type="file" accept=".json,application/json" on:change=erased_handler(open)/>
                </label>
            </div>
            <p class="status" role="status">{model.worksheet_status}</p>
        </section>
    }
}
