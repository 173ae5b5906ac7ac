//! The Leptos page. Inputs are signals; everything computed from them is a
//! memo of [`Model`] (see `model/`); the components below only render
//! those memos and call one `Model` method per event. What only a browser
//! has (the URL fragment, the screen's width, an element's size, focus)
//! is read here and handed to the model through the same methods.

mod controls;
mod customize;
mod language;
mod lesson;
mod map;
pub mod model;
mod prose;
mod results;
mod share;
mod timeline;
mod worksheet;

use leptos::html::{Div, Tbody};
use leptos::prelude::*;
use leptos_meta::{Body, Html};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::Element;

pub use model::Model;

use crate::present::fragment::{Followed, Navigation};
use crate::present::lesson::Prediction;
use crate::present::markup::quantities;
use crate::present::svg::{child_edits, part_edits, svg_of, PartEdits};
use crate::sim::Scenario;
use model::Parts;

/// The interactive part of the page: controls, results and worksheet. The
/// browser hydrates only this (inside `#app`); the static text around it is
/// [`Page`], rendered at build time only, so its words never ship in the wasm.
#[component]
pub fn App() -> impl IntoView {
    // The sentences the page says, in its language: the pre-renderer
    // writes the ones it used into the page as Leptos' hydration data, and
    // the page takes them back before anything is said. The wasm carries
    // none, so one wasm serves every locale (src/i18n/messages.rs).
    let sentences = SharedValue::new_str(|| crate::i18n::messages::in_use().encoded().to_owned());
    crate::i18n::messages::use_messages(crate::i18n::Messages::decode(sentences.into_inner()));
    let model = Model::new(Scenario::default());
    // Runs once, after hydration, and follows the outside world: the URL
    // fragment (now and on every `hashchange`) and the screen's width. The
    // pre-rendered page always shows the default, and the fragment is
    // applied on top of it. Created before
    // the components' effects, so it runs first: lesson mode is on before
    // the lesson panel first decides whether to hide the results.
    Effect::new(move || start(model));
    // The controls and the run's results: a cell chosen on the outcome map
    // brings their top (the headline and timeline in every layout) into
    // view.
    let workbench = NodeRef::<Div>::new();
    // The results' part pinned over the controls on phones (`.live`): a
    // field typed into is kept clear of it (see `keep_uncovered`).
    let pinned = NodeRef::<Div>::new();
    view! {
        <RootAttributes model=model/>
        <div class="workbench" node_ref=workbench>
            <controls::Controls model=model pinned=pinned/>
            <results::Results model=model pinned=pinned/>
        </div>
        <results::Details model=model/>
        <map::OutcomeMap model=model workbench=workbench/>
        <worksheet::WorksheetPanel model=model/>
        <share::SharePanel model=model/>
        // Last in reading order, so a phone's first screen stays the
        // question, the headline and the timeline; a wide screen shows it
        // at the page's top corner (main.css).
        <language::LanguageMenu model=model/>
    }
}

/// Brings a text field that took focus fully into the window when the
/// browser left it partly outside: WebKit scrolls only a text field's inner
/// editor into view and ignores the field's scroll margin (the band below
/// the pinned results, see main.css), so a field reached from below ended
/// 7 px above the window, under the pinned part. Scrolling the field
/// itself applies its margin as the other engines already do. A field the
/// browser placed fully in view (as a click does) is left where it is, so
/// nothing moves under a pointer.
pub fn reveal_focused(ev: web_sys::FocusEvent) {
    let Some(control) = as_element(ev.target()) else {
        return;
    };
    let rect = control.get_bounding_client_rect();
    let height = window_height().unwrap_or(f64::MAX);
    if rect.top() < 0.0 || rect.bottom() > height {
        // Align its end (and its margin) with the window's end.
        control.scroll_into_view_with_bool(false);
    }
}

/// An event's target (or current target) as the element it is, if it is
/// one.
pub fn as_element(target: Option<web_sys::EventTarget>) -> Option<Element> {
    target.and_then(|target| target.dyn_into::<Element>().ok())
}

/// Reactive `text` as markup that keeps each number with its unit
/// ([`quantities`]), for an element's `inner_html`: a sentence in a narrow
/// column breaks between words, never between "26" and "s".
pub fn quantity_markup(text: impl Fn() -> String + Send + Sync + 'static) -> Signal<String> {
    Signal::derive(move || quantities(&text()))
}

/// The window's height in CSS px (its layout viewport), if the browser
/// gives one.
pub fn window_height() -> Option<f64> {
    window()
        .inner_height()
        .ok()
        .and_then(|height| height.as_f64())
}

/// Keeps a number field being typed into uncovered. An edit can shorten
/// what stands above the field (a preset's "Look for" line becomes the
/// generic one): Chromium and Firefox keep the field where it was by
/// scroll anchoring (main.css), but WebKit has none, and on a phone the
/// field slid under the pinned results by the lines the note lost. The
/// pinned part can also grow over a field that stays still (a longer
/// headline), in every engine. Once the edit is drawn, a field the pinned
/// part (`pinned`) covers goes to the band below it, where focusing it
/// puts it; a field in view stays put. The test is a point just inside
/// the field's top edge (on the Chinese page the field slid 6 px under, its
/// middle still clear), against the pinned part's box: the page's one
/// thing drawn over the controls. (A hit test, `elementFromPoint`, asked
/// the browser to bring the whole page's painting up to date first: about
/// 5 % of a typed key's work at 4x CPU, docs/performance.md.)
///
/// A field whose text breaks a rule has its message just above it (the
/// field's `.error`, before its inputs): where the pinned part covers the
/// message (at 320 x 568 it left "or 0.25" of it), the page moves down to
/// bring the message just below the pinned part, as long as the field
/// stays on the screen.
pub fn keep_uncovered(ev: &web_sys::Event, pinned: NodeRef<Div>) {
    let Some(field) = as_element(ev.target()) else {
        return;
    };
    request_animation_frame(move || {
        let Some(pinned) = pinned.get_untracked() else {
            return;
        };
        let (over, rect) = (
            pinned.get_bounding_client_rect(),
            field.get_bounding_client_rect(),
        );
        let covers = |y: f64| {
            let x = rect.x() + rect.width() / 2.0;
            x >= over.left() && x < over.right() && y >= over.top() && y < over.bottom()
        };
        if covers(rect.y() + 1.0) {
            field.scroll_into_view_with_bool(false);
            return;
        }
        let message = field
            .parent_element()
            .and_then(|inputs| inputs.previous_element_sibling())
            .map(|message| message.get_bounding_client_rect())
            .filter(|message| message.height() > 0.0);
        if let Some(message) = message.filter(|message| covers(message.y() + 1.0)) {
            let down = over.bottom() - message.y() + 4.0;
            let screen_height = window_height().unwrap_or(0.0);
            if rect.bottom() + down <= screen_height {
                window().scroll_by_with_x_and_y(0.0, -down);
            }
        }
    });
}

/// Applies the page's URL fragment now and on every `hashchange`, then
/// marks the page ready. The fragment is only read, never written.
fn start(model: Model) {
    let followed = StoredValue::new_local(Followed::default());
    apply_fragment(model, followed, true);
    let on_hash_change =
        Closure::<dyn FnMut()>::new(move || apply_fragment(model, followed, false));
    let _ = window()
        .add_event_listener_with_callback("hashchange", on_hash_change.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    on_hash_change.forget();
    follow_screen_width(model);
    // The next frame shows whatever the fragment loaded; tests wait for this.
    request_animation_frame(move || model.mark_ready());
}

/// The attributes of `<html>` and `<body>` that follow the model (the
/// stylesheet keys on them): the compact layout (`embed`, on the root too,
/// so the projector layout can size the root font without
/// `:root:has(...)`, which made every DOM change restyle the whole page),
/// its open disclosure, lesson mode ("predict" while the results wait,
/// "revealed" after; the head script may have set "predict" before the
/// first paint), what a lesson hides (`data-hidden`, which the head script
/// also sets from the link before the first paint), whether it asks its
/// own questions (`data-asks`) and `data-ready` once
/// the fragment is applied.
#[component]
fn RootAttributes(model: Model) -> impl IntoView {
    let embed = move || model.embed.get();
    let lesson = move || {
        model
            .attempts
            .with(|a| Prediction::lesson_attribute(a.last(), model.lesson.get()))
    };
    // What the head script wrote from the link stays until the link is
    // read (hydration never writes an attribute's first value, and this
    // one differs from every later one); from then on the app's own list,
    // so a refused list is always taken away.
    let hidden = move || {
        if model.ready.get() {
            model.customization.with(|c| c.hidden_attribute())
        } else {
            Some("as the link says".to_owned())
        }
    };
    // A lesson of the instructor's own questions alone is a lesson too: the
    // stylesheet hides the teaching guide's link under it.
    let asks = move || model.questions.with(|q| (!q.is_empty()).then_some(""));
    view! {
        <Html
            {..}
            class:embed=Signal::derive(embed)
            data-lesson=Signal::derive(lesson)
            data-hidden=Signal::derive(hidden)
            data-asks=Signal::derive(asks)
        />
        <Body
            {..}
            class:embed=Signal::derive(embed)
            class:embed-open=model.embed_open
            data-ready=Signal::derive(move || model.ready.get().then_some(""))
        />
    }
}

/// Loads what the URL fragment asks for (see `present::fragment`): a
/// scenario, or the preset or default example with a notice when the
/// fragment is refused, and the embed layout and lesson mode on or off. A
/// fragment that is the id of an element on the page (a link to a heading)
/// is navigation, not a scenario, and leaves the inputs alone
/// ([`Followed::follow`]): the one question this page asks the document by
/// id. At load, the pre-rendered default example is not loaded again: a
/// learner may already have typed.
fn apply_fragment(model: Model, followed: StoredValue<Followed, LocalStorage>, at_load: bool) {
    let hash = window().location().hash().unwrap_or_default();
    let id = hash.trim_start_matches('#');
    let names_an_element = !id.is_empty() && document().get_element_by_id(id).is_some();
    match followed.try_update_value(|followed| followed.follow(id, names_an_element)) {
        Some(Navigation::Apply) => model.apply_link(&hash, at_load),
        // No element has that id: the page does not scroll, and the
        // hashchange it fires is `Stay`.
        Some(Navigation::Restore(link)) => {
            let _ = window().location().replace(&format!("#{link}"));
        }
        _ => {}
    }
}

/// Screens at least this wide show an embed as a projected slide, with
/// large text (the stylesheet's query of the same width).
const PROJECTOR_QUERY: &str = "(min-width: 1100px)";

/// Keeps `model.projector` equal to the media query, now and whenever it
/// changes (a resized window, a projector plugged in).
fn follow_screen_width(model: Model) {
    let Some(query) = window().match_media(PROJECTOR_QUERY).ok().flatten() else {
        return;
    };
    model.fit_screen(query.matches());
    let watched = query.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || model.fit_screen(watched.matches()));
    query.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    // The listener lives as long as the page.
    on_change.forget();
}

/// Calls `measure` with `element` once it is on the page and whenever it
/// changes size (a rotated phone, a resized window, a banner appearing):
/// the browser's `ResizeObserver`, which reports layout without polling.
/// A size is an input like any other; `measure` writes it to a signal.
pub fn follow_size(element: NodeRef<Div>, measure: impl Fn(&Element) + 'static) {
    observe(element, Observer::Size, Rc::new(measure));
}

/// Calls `seen` with whether `element` is on screen or within half a
/// screen of it, whenever that changes: the browser's
/// `IntersectionObserver`, which reports it without a scroll handler.
pub fn follow_view(element: NodeRef<Div>, seen: impl Fn(bool) + 'static) {
    observe(
        element,
        Observer::View,
        Rc::new(move |node: &Element| {
            let screen = window_height().unwrap_or(0.0);
            let rect = node.get_bounding_client_rect();
            seen(rect.bottom() > -screen / 2.0 && rect.top() < screen * 1.5);
        }),
    );
}

/// Which browser observer [`observe`] uses.
enum Observer {
    Size,
    View,
}

/// Calls `call` with `element` once it is on the page and whenever
/// `observer` reports it. One function for both observers, each callback
/// reading the element itself, not the observer's entries: every other
/// instance of the effect and of its closures cost over 1 KB of gzip.
fn observe(element: NodeRef<Div>, observer: Observer, call: Rc<dyn Fn(&Element)>) {
    Effect::new(move || {
        let Some(node) = element.get() else {
            return;
        };
        let node = Element::from(node);
        let (observed, call) = (node.clone(), call.clone());
        let on_change = Closure::<dyn FnMut()>::new(move || call(&observed));
        let callback = on_change.as_ref().unchecked_ref();
        match observer {
            Observer::Size => {
                if let Ok(observer) = web_sys::ResizeObserver::new(callback) {
                    observer.observe(&node);
                }
            }
            Observer::View => {
                let options = web_sys::IntersectionObserverInit::new();
                // Half a screen ahead: the map is ready as it scrolls in.
                options.set_root_margin("50% 0px");
                if let Ok(observer) =
                    web_sys::IntersectionObserver::new_with_options(callback, &options)
                {
                    observer.observe(&node);
                }
            }
        }
        // The observer and its callback live as long as the page.
        on_change.forget();
    });
}

/// Returns the first markup for the drawing inside the element `frame`
/// and keeps it equal to `parts` from then on, removing and inserting only
/// the children that differ (see [`part_edits`]). The drawing is read-only
/// markup from `present::svg`; rewriting it whole on every slider step or
/// typed key re-created its 60 to 100 elements and was the slowest part of
/// a drag.
pub fn follow_parts(frame: NodeRef<Div>, parts: Memo<Parts>) -> String {
    let first = parts.get_untracked();
    let markup = svg_of(&first);
    Effect::new(move |shown: Option<Parts>| {
        let shown = shown.unwrap_or_else(|| first.clone());
        let wanted = parts.get();
        if let Some(frame) = frame.get().map(Element::from) {
            match (part_edits(&shown, &wanted), frame.first_element_child()) {
                (Some(edits), Some(svg)) => apply_edits(&svg, edits, &wanted.1),
                _ => frame.set_inner_html(&svg_of(&wanted)),
            }
        }
        wanted
    });
    markup
}

/// [`follow_parts`] for a table's body: its first rows, kept equal to
/// `rows` by removing and inserting only the rows that differ (a new run
/// shares the head and often most rows with the last).
pub fn follow_rows(body: NodeRef<Tbody>, rows: Memo<Vec<String>>) -> String {
    let first = rows.get_untracked();
    let markup = first.concat();
    Effect::new(move |shown: Option<Vec<String>>| {
        let shown = shown.unwrap_or_else(|| first.clone());
        let wanted = rows.get();
        if let Some(body) = body.get().map(Element::from) {
            match child_edits(&shown, &wanted) {
                Some(edits) => apply_edits(&body, edits, &wanted),
                None => body.set_inner_html(&wanted.concat()),
            }
        }
        wanted
    });
    markup
}

/// Turns the children of `parent`, drawn from the markup `edits` was made
/// from, into `wanted`'s.
fn apply_edits(parent: &Element, edits: PartEdits, wanted: &[String]) {
    let children = parent.children();
    for i in edits.remove {
        if let Some(child) = children.item(i as u32) {
            child.remove();
        }
    }
    if edits.insert.is_empty() {
        return;
    }
    // One parse for all the new children (about 20 a typed key), appended
    // together and then each moved to its place: at 4x CPU a typed key's
    // HTML parsing went from 2.2 to 1.5 ms and its script from 16.2 to
    // 15.1 ms (docs/performance.md). Parsed in the context of `parent`:
    // SVG elements in a drawing, rows in a table's body.
    let kept = children.length();
    let markup: String = edits.insert.iter().map(|&j| wanted[j].as_str()).collect();
    let _ = parent.insert_adjacent_html("beforeend", &markup);
    let added: Vec<Element> = (kept..children.length())
        .filter_map(|k| children.item(k))
        .collect();
    // First place first: every place before `j` already holds its child,
    // so the child now at `j` is the first kept one still to follow, or
    // this new child itself when none follows.
    for (&j, child) in edits.insert.iter().zip(&added) {
        if let Some(next) = children.item(j as u32).filter(|next| next != child) {
            let _ = parent.insert_before(child, Some(&next));
        }
    }
}

/// Focuses `element` once the changes of the event being handled are on
/// the page (an element that is still hidden cannot take focus).
pub fn focus_after_update<E>(element: NodeRef<E>)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    leptos::task::spawn_local(async move {
        leptos::task::tick().await;
        if let Some(element) = element.get_untracked() {
            if let Ok(element) = element.dyn_into::<web_sys::HtmlElement>() {
                let _ = element.focus();
            }
        }
    });
}

/// Part `pick` of item `index` of `items` as reactive text (empty when the
/// item is gone): the metric cards and the cursor readout read their named
/// fields through this one closure type.
pub fn item_text<T: Send + Sync + 'static>(
    items: Memo<Vec<T>>,
    index: usize,
    pick: fn(&T) -> &str,
) -> impl Fn() -> String + Send + Sync + Copy + 'static {
    move || {
        items.with(|items| {
            items
                .get(index)
                .map(|item| pick(item).to_owned())
                .unwrap_or_default()
        })
    }
}

/// An `on:` handler boxed to one type per event type. Each closure given
/// to `on:` directly compiles its own copy of the listener code
/// (`On::attach`'s closure, about 200 B of wasm each, 40 handlers); boxed,
/// each event type has one copy. (The view macro's `on:` takes any
/// `FnMut(E)`, so tachys' own erased `SharedEventCallback` does not fit
/// it; a box does.) Measured in the shipped build (issue 39), together
/// with `model::erased_memo`: see `ARCHITECTURE.md`, "The byte budget".
/// Every handler lets the results catch up with a slider's move just
/// before it (see [`sliding_handler`]), so nothing acts on results older
/// than the sliders.
pub fn erased_handler<E: 'static>(mut handler: impl FnMut(E) + 'static) -> Box<dyn FnMut(E)> {
    Box::new(move |event| {
        catch_up_drag();
        handler(event)
    })
}

thread_local! {
    /// The page's model while a slider's move waits for the results
    /// ([`Model::slide_ahead`]): the handlers above are built before any
    /// drag, and this is how they find it.
    static DRAGGED_AHEAD: std::cell::Cell<Option<Model>> = const { std::cell::Cell::new(None) };
}

/// A slider's `input`. A person's drag reaches the results in the
/// browser's next task ([`Model::slide_ahead`] says why). An `input` a
/// script fires applies at once: the script may read the page right after
/// it. (Typed keys apply at once too: a WebDriver read right after typing
/// saw the results of the key before in 3 to 7 of 48 tries in Chromium
/// when keys waited for a task; a drag ends with `change`, which catches
/// up.)
pub fn sliding_handler(model: Model, field: crate::sim::Field) -> Box<dyn FnMut(web_sys::Event)> {
    Box::new(move |event| {
        let text = event_target_value(&event);
        if !event.is_trusted() {
            model.slide(field, &text);
        } else if model.slide_ahead(field, &text) {
            DRAGGED_AHEAD.set(Some(model));
            set_timeout(catch_up_drag, std::time::Duration::ZERO);
        }
    })
}

fn catch_up_drag() {
    if let Some(model) = DRAGGED_AHEAD.take() {
        model.catch_up_drag();
    }
}

/// A fixed element inside the app (no reactive part, never rebuilt), as
/// its HTML. The pre-renderer writes it and the component tests build it;
/// the shipped build only adopts the pre-rendered element, so it carries
/// none of its text (the view macro's own inert elements keep theirs:
/// long paragraphs cost their gzipped size twice, once in the page and
/// once in the wasm). Only for elements outside any `move ||` branch.
pub fn inert(html: &'static str) -> leptos::tachys::html::InertElement {
    leptos::tachys::html::InertElement::new(if cfg!(feature = "hydrate") { "" } else { html })
}

/// As [`inert`], for markup written at run time (from `present`).
pub fn inert_markup(html: String) -> leptos::tachys::html::InertElement {
    leptos::tachys::html::InertElement::new(if cfg!(feature = "hydrate") {
        String::new()
    } else {
        html
    })
}

/// As [`inert`], for an element whose words are the catalog's message
/// `id` (`src/locales/en.ftl`): `open` and `close` are its tags, and the
/// message is its text. The shipped build carries neither.
pub fn inert_message(
    open: &'static str,
    id: &'static str,
    close: &'static str,
) -> leptos::tachys::html::InertElement {
    leptos::tachys::html::InertElement::new(if cfg!(feature = "hydrate") {
        String::new()
    } else {
        format!("{open}{}{close}", crate::present::svg::xml(&message(id)))
    })
}

/// As [`fixed`], for the catalog's message `id`.
pub fn fixed_message(id: &'static str) -> String {
    if cfg!(feature = "hydrate") {
        String::new()
    } else {
        message(id)
    }
}

/// As [`fixed_message`], for a run-time sentence said with no arguments
/// (a table's caption and column names, which the Markdown worksheet says
/// too).
pub fn fixed_sentence(sentence: crate::i18n::Sentence) -> String {
    if cfg!(feature = "hydrate") {
        String::new()
    } else {
        crate::i18n::say(sentence, &[])
    }
}

/// The catalog's message `id`, with no arguments, in the language the
/// page is being written in (the page's fixed words; the pre-renderer's
/// only).
fn message(id: &str) -> String {
    crate::i18n::page_word(id)
}

/// A fixed text node inside the app: as with [`inert`], the shipped build
/// adopts the pre-rendered text and carries none of it.
pub fn fixed(text: &'static str) -> &'static str {
    if cfg!(feature = "hydrate") {
        ""
    } else {
        text
    }
}

/// `text` when it has any, else `None`: empty text then renders as no
/// text node at all, so the stylesheet's `:empty` still matches (an empty
/// `String` is pre-rendered as a space, which would show the element's
/// margins before hydration).
pub fn non_empty(text: impl Into<String>) -> Option<String> {
    Some(text.into()).filter(|text| !text.is_empty())
}

/// Sends any panic's message to the browser console and tells the learner
/// (see [`show_stopped`]), so a panic can never fail silently: it aborts
/// the wasm, and the page then stops following its inputs.
pub fn report_panics() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Lease Lab stopped: {info}").into());
        show_stopped();
    }));
}

/// The root element's attribute that shows the pre-rendered notice that the
/// app has stopped (`.stopped`, in [`Page`]).
pub const STOPPED_ATTRIBUTE: &str = "data-stopped";

/// Shows the notice that the app has stopped and the results no longer
/// follow the values: without it, a stopped page keeps results that look
/// current while its fields move on alone. Set on the root element, which
/// needs no lookup: the reactive system cannot run after a panic, and the
/// notice's words were written in the page's language at build time. The
/// notice is first on the page, in its flow (laid over the window's foot,
/// it hid the band where a focused control lands on a phone), so the page
/// is scrolled to its start. (WebKitGTK's compiled wasm has panicked where
/// the module cannot: see the README.)
pub fn show_stopped() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(root) = window.document().and_then(|d| d.document_element()) {
        // A panic is already being reported: a failure here has no one
        // left to tell.
        let _ = root.set_attribute(STOPPED_ATTRIBUTE, "");
    }
    window.scroll_to_with_x_and_y(0.0, 0.0);
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
            // Hidden until the app stops (see `show_stopped`).
            <p class="stopped" role="alert">{message("stopped")}</p>
            <prose::Intro/>
            <main id=APP_ROOT_ID></main>
            <prose::Explanations/>
            <prose::Footer/>
        </div>
    }
}
