//! "Customize for your class", a disclosure in "Share this scenario": an
//! instructor chooses, for each input, whether learners may change it, only
//! read it or not see it, and which sections to hide. It composes
//! `Model::composing`, which the copied link and embed code carry; the page
//! itself keeps its own shape until such a link is opened, so composing a
//! lesson never hides anything from the instructor composing it.
//!
//! It also composes the lesson's own questions (`ask1`..`ask3`, with a
//! character count and the rule a question breaks) and "Ask for a
//! prediction first", and opens the composed lesson in a new tab to try it
//! (the link "Copy link to this scenario" would give).
//!
//! Every control is a view of `Model::composing` and its companions
//! (checked as it says) whose change calls one method of `Model`:
//! `compose_input`, `compose_section`, `compose_questions`,
//! `compose_predict` or `reset_composing`.

use leptos::prelude::*;

use super::controls::words_of;
use super::{erased_handler, fixed_message, fixed_sentence, inert_message, Model};
use crate::present::customize::{questions_summary, Availability, Customization, Section};
use crate::present::fragment::private_free;
use crate::present::status::Shared;
use crate::sim::Input;

#[component]
pub fn CustomizePanel(model: Model) -> impl IntoView {
    let composing = model.composing;
    view! {
        <details class="customize">
            {inert_message(r#"<summary>"#, "customize-summary", "</summary>")}
            {inert_message(r#"<p>"#, "customize-choose-what-learners-may-change", "</p>")}
            <div class="customize-form">
                <div class="customize-inputs">
                    {Input::ALL
                        .into_iter()
                        .map(|input| view! { <InputChoice model=model input=input/> })
                        .collect_view()}
                </div>
                <fieldset class="customize-sections">
                    {inert_message(r#"<legend>"#, "customize-hide-these-sections", "</legend>")}
                    {Section::ALL
                        .into_iter()
                        .map(|section| {
                            let hidden = move || composing.with(|c| c.hides(section));
                            view! {
                                <label>
                                    <input
                                        type="checkbox"
                                        name=section.name()
                                        checked=hidden()
                                        prop:checked=Signal::derive(hidden)
                                        on:change=erased_handler(move |ev| model.compose_section(section, event_target_checked(&ev)))
                                    />
                                    {section_words(section)}
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                {inert_message(r#"<label class="customize-questions-label" for="customize-questions">"#, "customize-your-own-questions-one-per", "</label>")}
                <textarea
                    id="customize-questions"
                    rows="3"
                    dir="auto"
                    aria-describedby="customize-questions-summary"
                    prop:value=model.composing_questions
                    on:input=erased_handler(move |ev| model.compose_questions(event_target_value(&ev)))
                ></textarea>
                <p class="hint" id="customize-questions-summary">
                    {fixed_message("customize-each-at-most-200-characters")}
                    {Signal::derive(move || model.composing_questions.with(|t| questions_summary(t)))}
                </p>
                <label class="customize-predict">
                    <input
                        type="checkbox"
                        prop:checked=model.composing_predict
                        on:change=erased_handler(move |ev| model.compose_predict(event_target_checked(&ev)))
                    />
                    {fixed_message("customize-ask-for-a-prediction-first")}
                </label>
                <p class="customize-summary" aria-live="polite">
                    {Signal::derive(move || composing.with(Customization::composed_summary))}
                </p>
                // A button, not a link kept in step with every choice: the
                // lesson's address is made once, when it is pressed.
                <button type="button" class="try-lesson" on:click=erased_handler(move |_| {
                    let page = private_free(&window().location().href().unwrap_or_default());
                    if let Some(link) = model.start_copy(Shared::Link, &page) {
                        // A blocked pop-up leaves the page as it is.
                        let _ = window().open_with_url_and_target(&link, "_blank");
                    }
                })>
                    {fixed_message("customize-open-this-lesson-in-a")}
                </button>
                <button type="button" class="reset-customization" on:click=erased_handler(move |_| model.reset_composing())>
                    {fixed_message("customize-reset-customization")}
                </button>
            </div>
        </details>
    }
}

/// One input's three choices, a radio group named by the input's label.
#[component]
fn InputChoice(model: Model, input: Input) -> impl IntoView {
    view! {
        <fieldset role="radiogroup">
            <legend>
                {match input {
                    Input::Seconds(field) => fixed_message(words_of(field)[0]),
                    Input::Enforcement => fixed_sentence(crate::sentence!("column-enforcement")),
                }}
            </legend>
            {Availability::ALL
                .into_iter()
                .map(|choice| {
                    let chosen = move || model.composing.with(|c| c.of(input) == choice);
                    view! {
                        <label>
                            <input
                                type="radio"
                                name=input.key()
                                value=choice.value()
                                checked=chosen()
                                prop:checked=Signal::derive(chosen)
                                on:change=erased_handler(move |_: web_sys::Event| model.compose_input(input, choice))
                            />
                            {fixed_message(choice_words(choice))}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}

/// The catalog's id (page.ftl) of a choice's label; English reads
/// [`Availability::label`], the public contract (tests/i18n.rs).
pub(super) fn choice_words(choice: Availability) -> &'static str {
    match choice {
        Availability::Adjustable => "customize-adjustable",
        Availability::Fixed => "customize-fixed",
        Availability::Hidden => "customize-hidden",
    }
}

/// A section's name beside its checkbox, in the page's language: the
/// words its heading has on the page where the catalog has them, the
/// panel's own for the others. English reads [`Section::heading`]
/// (tests/i18n.rs).
pub(super) fn section_words(section: Section) -> String {
    use crate::sentence;
    match section {
        Section::Presets => fixed_message("controls-presets"),
        Section::Timeline => fixed_message("customize-section-timeline"),
        Section::Cursor => fixed_message("customize-section-cursor"),
        Section::Metrics => fixed_message("customize-section-metrics"),
        Section::Survivable => fixed_message("customize-section-survivable"),
        Section::Decisions => fixed_sentence(sentence!("table-writes")),
        Section::Events => fixed_sentence(sentence!("table-events")),
        Section::Contracts => fixed_sentence(sentence!("table-contracts")),
        Section::Map => fixed_message("map-title"),
        Section::Worksheet => fixed_message("worksheet-title"),
        Section::Share => fixed_message("share-title"),
        Section::Explanations => fixed_message("explain-title"),
    }
}
