//! Lesson mode, "Predict first": a switch, the scenario in words, three
//! questions and a reveal. While the results wait, the stylesheet hides them
//! (display: none, so they are out of the accessibility tree too), keyed on
//! `<html data-lesson="predict">`. `index.html`'s head script sets that
//! attribute before the first paint when the fragment has `predict`; from
//! then on the panel's effect keeps it equal to the model.
//!
//! The panel is one block of markup (`lesson::panel_html`) with delegated
//! `change` and `click` handlers and effects that keep the sentence,
//! radios, buttons and marks equal to the model: as a Leptos view of its
//! 30-odd elements it cost several KB of the wasm.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

use super::{effect, element, handler, prerendered, target_id, Model};
use crate::present::lesson::{
    mark_html, mark_id, marks, panel_html, radio_id, reasons, scenario_sentence, score_sentence,
    Prediction, AGAIN_ID, QUESTIONS, REVEAL_ID, SENTENCE_ID, STATUS_ID, SWITCH_ID,
};

fn input(id: &str) -> Option<HtmlInputElement> {
    element(id).and_then(|e| e.dyn_into().ok())
}

#[component]
pub fn LessonPanel(model: Model) -> impl IntoView {
    effect(move || show_prediction(model));
    let on_change = move |ev: web_sys::Event| {
        let Some(target) = ev
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        if target.id() == SWITCH_ID {
            model.set_lesson(target.checked());
            return;
        }
        let question = QUESTIONS.iter().position(|q| q.key == target.name());
        let option = target.value().parse::<usize>().ok();
        let current = model.prediction.get_untracked();
        if let (Some(question), Some(option), Some(mut prediction)) = (question, option, current) {
            prediction.choose(question, option);
            model.prediction.set(Some(prediction));
        }
    };
    let on_click = move |ev: web_sys::MouseEvent| match target_id(&ev).as_str() {
        REVEAL_ID => reveal(model),
        AGAIN_ID => predict_again(model),
        _ => {}
    };
    // Rendered with the scenario at hand (the default example when
    // pre-rendered); the effect above follows it.
    let html = prerendered(|| panel_html(&scenario_sentence(&model.scenario.get_untracked())));
    view! {
        <div class="lesson" inner_html=html on:change=handler(on_change) on:click=handler(on_click)></div>
    }
}

/// Shows the results and the marks. Focus moves to "Predict again", which
/// takes the place of the button that was pressed.
fn reveal(model: Model) {
    if let Some(prediction) = model.prediction.get_untracked().filter(|p| p.is_complete()) {
        model.prediction.set(Some(Prediction {
            revealed: true,
            ..prediction
        }));
    }
    // Shown now (the effect that would show it runs later): a hidden
    // button cannot take focus.
    if let Some(again) = element(AGAIN_ID).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        again.set_hidden(false);
        let _ = again.focus();
    }
}

/// Hides the results again and clears the answers; focus goes to the first
/// question.
fn predict_again(model: Model) {
    model.set_lesson(true);
    if let Some(radio) = input(&radio_id(&QUESTIONS[0], 0)) {
        let _ = radio.focus();
    }
}

/// Keeps the panel equal to the model: the scenario sentence, the switch,
/// the chosen radios, the two buttons and, once revealed, each mark with its
/// reason and the score. Inputs are read only while lesson mode is on, and
/// the outcome only after the reveal.
fn show_prediction(model: Model) {
    let on = model.lesson.get();
    // The scenario in words, kept current only while it is shown.
    if on {
        let sentence = scenario_sentence(&model.scenario.get());
        if let Some(line) = element(SENTENCE_ID) {
            line.set_text_content(Some(&sentence));
        }
    }
    let prediction = model.prediction.get().unwrap_or_default();
    if let Some(switch) = input(SWITCH_ID) {
        switch.set_checked(on);
    }
    let revealed = on && prediction.revealed;
    // "predict" while the results wait, "revealed" after, none when off.
    // The head script may have set "predict" before the first paint; the
    // fragment is applied (turning the mode on) before this first runs.
    if let Some(root) = document().document_element() {
        let _ = match (on, revealed) {
            (false, _) => root.remove_attribute("data-lesson"),
            (true, false) => root.set_attribute("data-lesson", "predict"),
            (true, true) => root.set_attribute("data-lesson", "revealed"),
        };
    }
    // After the reveal the answers are locked: the worksheet records what
    // was predicted, not what was chosen after seeing the results.
    for (question, chosen) in QUESTIONS.iter().zip(prediction.chosen()) {
        for option in 0..question.options.len() {
            if let Some(radio) = input(&radio_id(question, option)) {
                radio.set_checked(chosen == Some(option));
                radio.set_disabled(revealed);
            }
        }
    }
    if let Some(button) = element(REVEAL_ID) {
        let waiting = !prediction.is_complete() || revealed;
        let _ = button.toggle_attribute_with_force("disabled", waiting);
    }
    if let Some(button) = element(AGAIN_ID) {
        let _ = button.toggle_attribute_with_force("hidden", !revealed);
    }
    let (marks, reasons) = if revealed {
        model
            .outcome
            .with(|o| (Some(marks(&prediction, o)), Some(reasons(o))))
    } else {
        (None, None)
    };
    for (index, question) in QUESTIONS.iter().enumerate() {
        let html = match (&marks, &reasons) {
            (Some(marks), Some(reasons)) => mark_html(marks[index], &reasons[index]),
            _ => String::new(),
        };
        if let Some(mark) = element(&mark_id(question)) {
            mark.set_inner_html(&html);
        }
    }
    // Set only when it changes: the status is a live region.
    let status = marks.map(|m| score_sentence(&m)).unwrap_or_default();
    if let Some(line) = element(STATUS_ID) {
        if line.text_content().unwrap_or_default() != status {
            line.set_text_content(Some(&status));
        }
    }
}
