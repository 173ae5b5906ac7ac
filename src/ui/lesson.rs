//! Lesson mode, "Predict first": a switch, the scenario in words, three
//! questions and a reveal. While the results wait, the stylesheet hides them
//! (display: none, so they are out of the accessibility tree too), keyed on
//! `<html data-lesson="predict">`: `index.html`'s head script sets that
//! attribute before the first paint when the fragment has `predict`, and
//! from then on `ui::RootAttributes` keeps it equal to the model.
//!
//! Every part of the panel is a view of `Model::lesson` and
//! `Model::prediction`; the handlers only write those signals. The ids are
//! for the labels, legends and `aria-describedby` links, never looked up.

use leptos::html::{Button, Input};
use leptos::prelude::*;

use super::{flag, focus_after_update, handler, memo, string, text, Model};
use crate::present::lesson::{
    graded, mark_markup, scenario_sentence, score_sentence, Prediction, Question, MOVED_ON,
    QUESTIONS,
};

/// Each answer's mark (right, wrong or open) and why the right answer is
/// right, once revealed.
type Marked = ([Option<bool>; 3], [String; 3]);

#[component]
pub fn LessonPanel(model: Model) -> impl IntoView {
    let on = model.lesson;
    let prediction = memo(move || model.prediction.get().unwrap_or_default());
    let revealed = memo(move || on.get() && prediction.with(Prediction::is_revealed));
    // The scenario in words, kept current only while it is shown (the
    // pre-rendered page shows the default example's).
    let sentence = Memo::new(move |shown: Option<&String>| match shown {
        Some(shown) if !on.get() => shown.clone(),
        _ => scenario_sentence(&model.scenario.get()),
    });
    // Each mark with its reason, and the score: only after the reveal, and
    // always against the run that was revealed, whatever the learner
    // explores next.
    let marked = memo(move || {
        if revealed.get() {
            prediction.with(graded)
        } else {
            None
        }
    });
    // Whether the results on screen are for another scenario than the one
    // predicted.
    let moved_on = memo(move || {
        revealed.get()
            && model
                .scenario
                .with(|s| prediction.with(|p| p.revealed_for_other(s)))
    });
    let again = NodeRef::<Button>::new();
    let first_radio = NodeRef::<Input>::new();

    let reveal = move |_| {
        let current = model.prediction.get_untracked();
        if let Some(prediction) = current.filter(Prediction::is_complete) {
            model.prediction.set(Some(Prediction {
                revealed_for: Some(model.scenario.get_untracked()),
                ..prediction
            }));
            // "Predict again" takes the place of the button pressed.
            focus_after_update(again);
        }
    };
    let predict_again = move |_| {
        model.set_lesson(true);
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
                    prop:checked=flag(move || on.get())
                    on:change=handler(move |ev| model.set_lesson(event_target_checked(&ev)))
                />
                <label for="predict-switch">"Predict first"</label>
                <span class="hint" id="predict-switch-hint">
                    "Answer three questions before you see the results."
                </span>
            </p>
            <section class="lesson-questions" aria-labelledby="lesson-title">
                <h3 id="lesson-title">"What will happen?"</h3>
                <p class="lesson-scenario" id="lesson-scenario">{text(move || sentence.get())}</p>
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
                                    prediction=prediction
                                    revealed=revealed
                                    marked=marked
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
                        disabled=flag(move || !prediction.with(Prediction::is_complete) || revealed.get())
                        on:click=handler(reveal)
                    >
                        "Reveal the outcome"
                    </button>
                    <button
                        type="button"
                        id="predict-again"
                        node_ref=again
                        hidden=flag(move || !revealed.get())
                        on:click=handler(predict_again)
                    >
                        "Predict again"
                    </button>
                </p>
                <p id="lesson-status" class="status" aria-live="polite">
                    {text(move || marked.with(|m| m.as_ref().map(|(marks, _)| score_sentence(marks))))}
                </p>
                <p class="lesson-moved" aria-live="polite">
                    {text(move || moved_on.get().then_some(MOVED_ON))}
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
    prediction: Memo<Prediction>,
    revealed: Memo<bool>,
    marked: Memo<Option<Marked>>,
    first_radio: Option<NodeRef<Input>>,
) -> impl IntoView {
    let id = format!("predict-{}", question.key);
    let (name_id, mark_id) = (format!("{id}-name"), format!("{id}-mark"));
    let (labelled_by, described_by) = (name_id.clone(), mark_id.clone());
    let choose = move |option: usize| {
        if let Some(mut current) = model.prediction.get_untracked() {
            current.choose(index, option);
            model.prediction.set(Some(current));
        }
    };
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
            <legend id=name_id>{question.name}</legend>
            <div class="options">
                {question
                    .options
                    .iter()
                    .enumerate()
                    .map(|(option, text)| {
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
                                    prop:checked=flag(move || prediction.with(|p| p.chosen()[index] == Some(option)))
                                    disabled=flag(move || revealed.get())
                                    on:change=handler(move |_: web_sys::Event| choose(option))
                                />
                                {*text}
                            </label>
                        }
                    })
                    .collect_view()}
            </div>
            <p class="grade" id=mark_id inner_html=string(mark)></p>
        </fieldset>
    }
}
