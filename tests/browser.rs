//! Component tests in headless Chromium, Firefox ESR and WebKitGTK: mount
//! the app, change inputs with real DOM events, and check that metrics,
//! tables and the SVG follow. Run by `cargo xtask test`, once per engine
//! (wasm-bindgen-test-runner with chromedriver, geckodriver, and
//! WebKitWebDriver as its Safari driver).

#![cfg(target_arch = "wasm32")]

use lease_lab::ui::App;
use leptos::task::tick;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a fresh app in its own container and returns the container.
fn mount() -> Element {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let container: HtmlElement = document
        .create_element("div")
        .expect("a div")
        .unchecked_into();
    document
        .body()
        .expect("a body")
        .append_child(&container)
        .expect("appended");
    let handle = leptos::mount::mount_to(container.clone(), App);
    // The app lives as long as the test page.
    std::mem::forget(handle);
    container.into()
}

fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn texts(root: &Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|node| node.text_content().unwrap_or_default().trim().to_owned())
        .collect()
}

/// Types into a field the way a learner does: set the value, fire `input`.
async fn type_into(root: &Element, key: &str, value: &str) {
    let input: HtmlInputElement = find(root, &format!("#{key}-input")).unchecked_into();
    input.set_value(value);
    fire(&input, "input");
    settle().await;
}

/// Lets Leptos run every effect the last event scheduled.
async fn settle() {
    for _ in 0..3 {
        tick().await;
    }
}

fn fire(target: &Element, kind: &str) {
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict(kind, &init).expect("an event");
    target.dispatch_event(&event).expect("dispatched");
}

#[wasm_bindgen_test]
async fn default_example_is_rendered() {
    let app = mount();
    tick().await;
    assert_eq!(texts(&app, ".metric-value"), ["1", "13 s", "5 s", "26 s"]);
    assert_eq!(
        texts(&app, ".writes tbody tr td:nth-child(2)"),
        ["Worker B / 2", "Worker A / 1"]
    );
    assert_eq!(
        texts(&app, ".writes tbody tr td:nth-child(3)"),
        ["Accepted", "Rejected"]
    );
    assert_eq!(texts(&app, ".events tbody tr").len(), 8);
    assert!(find(&app, ".timeline-svg")
        .inner_html()
        .contains("Worker B takes over at 13 s with token 2"));
}

#[wasm_bindgen_test]
async fn a_shorter_pause_avoids_the_takeover() {
    let app = mount();
    type_into(&app, "pause_for_s", "5").await;
    assert_eq!(texts(&app, ".metric-value"), ["1", "None", "0 s", "17 s"]);
    assert_eq!(texts(&app, ".writes tbody tr").len(), 1);
    assert!(!find(&app, ".timeline-svg")
        .inner_html()
        .contains("takes over"));
}

#[wasm_bindgen_test]
async fn an_invalid_value_keeps_the_last_result_and_says_why() {
    let app = mount();
    type_into(&app, "lease_s", "0").await;
    let lease = find(&app, "#lease_s-input");
    assert_eq!(lease.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        texts(&app, "#lease_s-error"),
        ["Lease must be greater than 0 s"]
    );
    assert!(lease
        .get_attribute("aria-describedby")
        .unwrap_or_default()
        .contains("lease_s-error"));
    assert!(find(&app, ".results").class_list().contains("stale"));
    assert_eq!(texts(&app, ".metric-value"), ["1", "13 s", "5 s", "26 s"]);
    let pause: HtmlInputElement = find(&app, "#pause_for_s-input").unchecked_into();
    assert_eq!(pause.value(), "14");

    type_into(&app, "lease_s", "20").await;
    assert!(!find(&app, ".results").class_list().contains("stale"));
    assert_eq!(texts(&app, "#lease_s-error"), [""]);
    assert_eq!(texts(&app, ".metric-value")[1], "None");
}

#[wasm_bindgen_test]
async fn changing_enforcement_changes_the_decisions() {
    let app = mount();
    let select: HtmlSelectElement = find(&app, "#enforcement-input").unchecked_into();
    select.set_value("none");
    fire(&select, "change");
    tick().await;
    assert_eq!(texts(&app, ".metric-value")[0], "2");
    assert_eq!(
        texts(&app, ".writes tbody tr td:nth-child(3)"),
        ["Accepted", "Accepted"]
    );
}

#[wasm_bindgen_test]
async fn the_slider_and_the_field_move_together() {
    let app = mount();
    let slider: HtmlInputElement =
        find(&app, "input[aria-label='Pause duration slider']").unchecked_into();
    slider.set_value("5");
    fire(&slider, "input");
    settle().await;
    let field: HtmlInputElement = find(&app, "#pause_for_s-input").unchecked_into();
    assert_eq!(field.value(), "5");
    type_into(&app, "pause_for_s", "75.5").await;
    assert_eq!(
        (slider.value(), slider.max()),
        ("75.5".to_owned(), "90".to_owned())
    );
}

#[wasm_bindgen_test]
async fn a_preset_loads_a_whole_scenario() {
    let app = mount();
    let buttons = app.query_selector_all("button.preset").expect("buttons");
    let race = (0..buttons.length())
        .filter_map(|i| buttons.item(i))
        .find(|b| b.text_content().unwrap_or_default().trim() == "Try the watermark race")
        .expect("the watermark race preset");
    race.unchecked_ref::<HtmlElement>().click();
    tick().await;
    assert_eq!(texts(&app, ".metric-value")[0], "2");
    let select: HtmlSelectElement = find(&app, "#enforcement-input").unchecked_into();
    assert_eq!(select.value(), "watermark");
}

/// The element among `selector`'s matches whose text is `text`.
fn with_text(root: &Element, selector: &str, text: &str) -> HtmlElement {
    let list = root.query_selector_all(selector).expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .find(|node| node.text_content().unwrap_or_default().trim() == text)
        .unwrap_or_else(|| panic!("no {selector} reads {text:?}"))
        .unchecked_into()
}

#[wasm_bindgen_test]
async fn a_prediction_is_marked_once_revealed_in_each_mounted_app() {
    // Two apps on one page: each panel follows its own model (nothing is
    // looked up by id, so the second app's ids do not reach the first's).
    let (first, app) = (mount(), mount());
    let switch: HtmlInputElement = find(&app, "input[role=switch]").unchecked_into();
    // A click, as a learner's: the switch follows clicks (one that would
    // end a lesson before its reveal is undone).
    switch.click();
    settle().await;
    assert!(switch.checked());
    assert_eq!(
        texts(&app, ".lesson fieldset[role=radiogroup] legend"),
        [
            "Will worker B take over?",
            "How many increments will the resource apply?",
            "What happens to worker A's write?"
        ]
    );
    assert_eq!(texts(&app, ".lesson input[type=radio]").len(), 8);
    let reveal = with_text(&app, "button", "Reveal the outcome");
    assert!(reveal.has_attribute("disabled"), "waits for every answer");
    // The seed example: B takes over, one increment applied, A's write refused.
    for (question, option) in [
        ("takeover", 0),
        ("applied_increments", 2),
        ("original_write", 1),
    ] {
        let radio: HtmlInputElement =
            find(&app, &format!("input[name={question}][value='{option}']")).unchecked_into();
        radio.set_checked(true);
        fire(&radio, "change");
        settle().await;
    }
    assert!(!reveal.has_attribute("disabled"));
    reveal.click();
    settle().await;
    assert_eq!(
        texts(&app, ".lesson-questions .status"),
        ["You predicted 2 of 3 correctly; each answer's mark says why. The results are now shown."]
    );
    assert_eq!(
        texts(&app, ".grade strong"),
        ["Correct", "Not this time", "Correct"]
    );
    assert!(texts(&app, ".grade")[1].contains("The resource accepted one write"));
    let again = with_text(&app, "button", "Predict again");
    assert!(!again.hidden());
    // The first app was never touched.
    assert_eq!(texts(&first, ".lesson-questions .status"), [""]);
    assert!(with_text(&first, "button", "Predict again").hidden());
}

/// A panic's report marks the page as stopped (the attribute that shows
/// the pre-rendered notice, whose look and words `tests/e2e` checks) and
/// scrolls to the notice at the page's start: a stopped page must not keep
/// results that look current.
#[wasm_bindgen_test]
fn a_stopped_app_marks_the_page_for_its_notice_and_scrolls_to_it() {
    let window = web_sys::window().expect("a window");
    let document = window.document().expect("a document");
    let root = document.document_element().expect("a root element");
    assert!(!root.has_attribute(lease_lab::ui::STOPPED_ATTRIBUTE));
    // Room to be scrolled away from the start, whatever the other tests
    // mounted.
    let room: HtmlElement = document
        .create_element("div")
        .expect("a div")
        .unchecked_into();
    room.style()
        .set_property("height", "5000px")
        .expect("a height");
    document
        .body()
        .expect("a body")
        .append_child(&room)
        .expect("appended");
    window.scroll_to_with_x_and_y(0.0, 2000.0);
    let scrolled_away = window.scroll_y().unwrap_or(0.0);
    lease_lab::ui::show_stopped();
    let marked = root.has_attribute(lease_lab::ui::STOPPED_ATTRIBUTE);
    let scrolled_to = window.scroll_y().unwrap_or(-1.0);
    // The other tests share this page.
    root.remove_attribute(lease_lab::ui::STOPPED_ATTRIBUTE)
        .expect("removed");
    room.remove();
    assert!(scrolled_away > 0.0, "the page could be scrolled away");
    assert!(
        marked,
        "show_stopped sets {}",
        lease_lab::ui::STOPPED_ATTRIBUTE
    );
    assert_eq!(scrolled_to, 0.0, "show_stopped scrolls to the page's start");
}
