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
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement,
    HtmlInputElement,
};

use super::model::{FigureFile, Opened, WorksheetFormat};
use super::{erased_handler, fixed_message, inert_message, Model};
use crate::i18n::say;
use crate::present::copy::PROMPTS;
use crate::present::figure::{data_url_bytes, png_with_source, PNG_WIDTH};
use crate::present::fragment::private_free;
use crate::worksheet::MAX_BYTES;

/// Hands `bytes` to the browser as a download named `name`. The returned
/// URL must stay alive until the download has started; dropping it revokes
/// it.
fn download(name: &str, mime: &str, bytes: &[u8]) -> Option<ObjectUrl> {
    let url = ObjectUrl::from(Blob::new_with_options(bytes, Some(mime)));
    let anchor: HtmlAnchorElement = document().create_element("a").ok()?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    Some(url)
}

/// The figure `svg` drawn [`PNG_WIDTH`] device pixels wide (its height by
/// its aspect), as PNG bytes: the SVG's blob URL loaded into an image
/// (`img-src blob:`), drawn onto a canvas.
async fn png_of(svg: &str) -> Option<Vec<u8>> {
    let url = ObjectUrl::from(Blob::new_with_options(
        svg.as_bytes(),
        Some("image/svg+xml"),
    ));
    let image = HtmlImageElement::new().ok()?;
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        image.set_onload(Some(&resolve));
        image.set_onerror(Some(&reject));
    });
    image.set_src(&url);
    JsFuture::from(loaded).await.ok()?;
    let width = f64::from(PNG_WIDTH);
    let height = (f64::from(image.natural_height()) * width
        / f64::from(image.natural_width().max(1)))
    .round();
    let canvas: HtmlCanvasElement = document().create_element("canvas").ok()?.unchecked_into();
    canvas.set_width(PNG_WIDTH);
    canvas.set_height(height as u32);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.unchecked_into();
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, width, height)
        .ok()?;
    data_url_bytes(&canvas.to_data_url().ok()?)
}

/// The latest download's URL; replacing it revokes the previous one.
type LiveUrl = StoredValue<Option<ObjectUrl>, LocalStorage>;

/// Starts the download `name` and keeps its URL alive; false when it
/// could not start, which leaves the previous download's URL alive (it may
/// still be downloading).
fn start_download(live_url: LiveUrl, name: &str, mime: &str, bytes: &[u8]) -> bool {
    let Some(url) = download(name, mime, bytes) else {
        return false;
    };
    live_url.set_value(Some(url));
    true
}

/// Hands `bytes` (none when they could not be made) to the browser as the
/// download `name` and says in the status line whether it started.
fn hand_over(model: Model, live_url: LiveUrl, name: &str, mime: &str, bytes: Option<Vec<u8>>) {
    let started = bytes.is_some_and(|bytes| start_download(live_url, name, mime, &bytes));
    model.report_download(name, started);
}

/// What waits for the browser: a figure's PNG to draw, or a chosen file
/// (named) to read. One future for both, so the wasm holds one copy of
/// its machinery.
enum Pending {
    Png(FigureFile),
    Read(File, String),
}

async fn finish(model: Model, live_url: LiveUrl, pending: Pending) {
    match pending {
        Pending::Png(figure) => {
            let bytes = png_of(&figure.svg).await;
            let bytes = bytes.and_then(|png| png_with_source(&png, &figure.link));
            hand_over(model, live_url, &figure.png_name, "image/png", bytes);
        }
        Pending::Read(file, name) => {
            let text = read_as_text(&file).await;
            model.open_file(&name, text.as_deref().map_err(|_| Opened::NotRead));
        }
    }
}

#[component]
pub fn WorksheetPanel(model: Model) -> impl IntoView {
    let live_url: LiveUrl = StoredValue::new_local(None);
    let save = move |format: WorksheetFormat| {
        // The link "Copy link to this scenario" gives, without anything
        // private in the page's address.
        let page = private_free(&window().location().href().unwrap_or_default());
        model.download_worksheet(format, &page, |name, mime, text| {
            start_download(live_url, name, mime, text.as_bytes())
        });
    };
    // "Download figure": the SVG at once; the PNG once the browser has
    // drawn it, with the scenario's link in its `Source` text.
    let save_figure = move |png: bool| {
        let page = private_free(&window().location().href().unwrap_or_default());
        let Some(figure) = model.figure(&page) else {
            return;
        };
        if png {
            spawn_local(finish(model, live_url, Pending::Png(figure)));
        } else {
            hand_over(
                model,
                live_url,
                &figure.svg_name,
                "image/svg+xml",
                Some(figure.svg.into_bytes()),
            );
        }
    };
    let no_figure = Signal::derive(move || !model.figure_offered());

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
        spawn_local(finish(model, live_url, Pending::Read(file, name)));
    };

    view! {
        <section class="worksheet" aria-labelledby="worksheet-title">
            {inert_message(r#"<h2 id="worksheet-title">"#, "worksheet-title", "</h2>")}
            {inert_message(r#"<p>"#, "worksheet-answer-these-for-a-system", "</p>")}
            {inert_message(r#"<label for="learner-input">"#, "worksheet-your-name", "</label>")}
            <input
                id="learner-input"
                class="learner"
                type="text"
                autocomplete="name"
                aria-describedby="learner-hint"
                prop:value=model.learner
                on:input=erased_handler(move |ev| model.write_name(event_target_value(&ev)))
            />
            {inert_message(r#"<p class="hint" id="learner-hint">"#, "worksheet-optional-it-goes-only-into", "</p>")}
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
                        None => PROMPTS.get(index).map(|prompt| say(*prompt, &[])).unwrap_or_default(),
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
            {inert_message(r#"<label for="notes-input">"#, "worksheet-your-notes", "</label>")}
            <textarea
                id="notes-input"
                rows="4"
                aria-describedby="notes-hint"
                prop:value=model.notes
                on:input=erased_handler(move |ev| model.write_notes(event_target_value(&ev)))
            >
                {model.notes.get_untracked()}
            </textarea>
            {inert_message(r#"<p class="hint" id="notes-hint">"#, "worksheet-anything-else-what-surprised-you", "</p>")}
            <div class="worksheet-actions">
                <button
                    type="button"
                    on:click=erased_handler(move |_| save(WorksheetFormat::Json))
                >
                    {fixed_message("worksheet-download-json-worksheet")}
                </button>
                <button
                    type="button"
                    on:click=erased_handler(move |_| save(WorksheetFormat::Markdown))
                >
                    {fixed_message("worksheet-download-markdown-worksheet")}
                </button>
                <button type="button" hidden=no_figure on:click=erased_handler(move |_| save_figure(false))>
                    {fixed_message("worksheet-download-figure-svg")}
                </button>
                <button type="button" hidden=no_figure on:click=erased_handler(move |_| save_figure(true))>
                    {fixed_message("worksheet-download-figure-png")}
                </button>
                <label class="open-file">
                    {inert_message(r#"<span>"#, "worksheet-open-worksheet", "</span>")}
                    <input type="file" accept=".json,application/json" on:change=erased_handler(open)/>
                </label>
            </div>
            <p class="status" role="status">{model.worksheet_status}</p>
        </section>
    }
}
