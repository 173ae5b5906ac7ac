//! Lesson mode, "Predict first": a switch, the scenario in words, three
//! questions and a reveal. While the results wait, the stylesheet hides them
//! (display: none, so they are out of the accessibility tree too), keyed on
//! `<html data-lesson="predict">`: `index.html`'s head script sets that
//! attribute before the first paint when the fragment has `predict`, and
//! from then on `ui::RootAttributes` keeps it equal to the model.
//!
//! Every part of the panel is a view of `Model::quiz`; each handler calls
//! one method of `Model` (`set_lesson`, `choose_answer`, `reveal`,
//! `predict_again`) and moves focus. While the results wait, "Predict
//! first" is `aria-disabled` (still focusable, its hint says why) and a
//! click on it changes nothing. The ids are for the labels, legends
//! and `aria-describedby` links, never looked up.

use leptos::html::{Button, Input};
use leptos::prelude::*;

use super::model::Quiz;
use super::{
    erased_handler, fixed_message, fixed_sentence, focus_after_update, inert_message, Model,
};
use crate::present::lesson::{
    mark_markup, moved_on_note, option_text, score_sentence, switch_hint, Prediction, Question,
    QUESTIONS,
};

#[component]
pub fn LessonPanel(model: Model) -> impl IntoView {
    let on = model.lesson;
    let locked = model.results_hidden;
    let Quiz {
        prediction,
        revealed,
        sentence,
        marked,
        moved_on,
    } = model.quiz;
    let again = NodeRef::<Button>::new();
    let first_radio = NodeRef::<Input>::new();

    let reveal = move |_| {
        if model.reveal() {
            // "Predict again" takes the place of the button pressed; its
            // scroll margin (main.css) brings the marks above it and the
            // summary below it into view with it.
            focus_after_update(again);
        }
    };
    let predict_again = move |_| {
        model.predict_again();
        focus_after_update(first_radio);
    };

    view! {
        <div class="lesson">
            <p class="lesson-switch">
                <input
                    type="checkbox"
                    role="switch"
                    id="predict-switch"
                    aria-describedby="predict-switch-hint"
                    prop:checked=on
                    aria-disabled=Signal::derive(move || locked.get().then_some("true"))
                    on:click=erased_handler(move |ev: web_sys::MouseEvent| {
                        // While the results wait the switch stays on: the
                        // click's toggle is undone before it shows.
                        if !model.set_lesson(event_target_checked(&ev)) {
                            ev.prevent_default();
                        }
                    })
                />
                {inert_message(r#"<label for="predict-switch">"#, "lesson-predict-first", "</label>")}
                <span class="hint" id="predict-switch-hint">
                    {Signal::derive(move || switch_hint(locked.get()))}
                </span>
            </p>
            <section class="lesson-questions" aria-labelledby="lesson-title">
                {inert_message(r#"<h3 id="lesson-title">"#, "lesson-what-will-happen", "</h3>")}
                <p class="lesson-scenario" id="lesson-scenario">{sentence}</p>
                <div class="questions">
                    {QUESTIONS
                        .iter()
                        .enumerate()
                        .map(|(index, question)| {
                            let first = (index == 0).then_some(first_radio);
                            view! {
                                <QuestionGroup
                                    model=model
                                    index=index
                                    question=question
                                    first_radio=first
                                />
                            }
                        })
                        .collect_view()}
                </div>
                <p class="lesson-actions">
                    <button
                        type="button"
                        id="reveal-outcome"
                        disabled=Signal::derive(move || !prediction.with(Prediction::is_complete) || revealed.get())
                        on:click=erased_handler(reveal)
                    >
                        {fixed_message("lesson-reveal-the-outcome")}
                    </button>
                    <button
                        type="button"
                        id="predict-again"
                        node_ref=again
                        hidden=Signal::derive(move || !revealed.get())
                        on:click=erased_handler(predict_again)
                    >
                        {fixed_message("lesson-predict-again")}
                    </button>
                </p>
                <p id="lesson-status" class="status" aria-live="polite">
                    {Signal::derive(move || marked.with(|m| m.as_ref().map(|(marks, _)| score_sentence(marks))))}
                </p>
                <p class="lesson-moved" aria-live="polite">
                    {Signal::derive(move || moved_on.get().then(moved_on_note))}
                </p>
            </section>
        </div>
    }
}

/// One question: a radio group named by its legend, described by its mark,
/// whose mark and reason appear after the reveal. After the reveal the
/// answers are locked: the worksheet records what was predicted, not what
/// was chosen after seeing the results.
#[component]
fn QuestionGroup(
    model: Model,
    index: usize,
    question: &'static Question,
    first_radio: Option<NodeRef<Input>>,
) -> impl IntoView {
    let Quiz {
        prediction,
        revealed,
        marked,
        ..
    } = model.quiz;
    let id = format!("predict-{}", question.key);
    let (name_id, mark_id) = (format!("{id}-name"), format!("{id}-mark"));
    let (labelled_by, described_by) = (name_id.clone(), mark_id.clone());
    // Markup from `present::lesson`: as a view of its own, the line cost
    // its own rendering code for three words and a sentence.
    let mark = move || {
        marked.with(|m| {
            m.as_ref().map_or(String::new(), |(marks, reasons)| {
                mark_markup(marks[index], &reasons[index])
            })
        })
    };
    view! {
        <fieldset role="radiogroup" aria-labelledby=labelled_by aria-describedby=described_by>
            <legend id=name_id>{fixed_sentence(question.name)}</legend>
            <div class="options">
                {(0..question.options.len())
                    .map(|option| {
                        let radio = match (option, first_radio) {
                            (0, Some(first)) => first,
                            _ => NodeRef::<Input>::new(),
                        };
                        view! {
                            <label>
                                <input
                                    type="radio"
                                    name=question.key
                                    id=format!("{id}-{option}")
                                    value=option.to_string()
                                    node_ref=radio
                                    prop:checked=Signal::derive(move || prediction.with(|p| p.chosen()[index] == Some(option)))
                                    disabled=revealed
                                    on:change=erased_handler(move |_: web_sys::Event| model.choose_answer(index, option))
                                />
                                {fixed_option(question, option)}
                            </label>
                        }
                    })
                    .collect_view()}
            </div>
            <p class="grade" id=mark_id inner_html=Signal::derive(mark)></p>
        </fieldset>
    }
}

/// An option's words, written by the pre-renderer only (as [`fixed_sentence`]).
fn fixed_option(question: &Question, option: usize) -> String {
    if cfg!(feature = "hydrate") {
        String::new()
    } else {
        option_text(question, option).unwrap_or_default()
    }
}
