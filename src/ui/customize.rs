//! "Customize for your class", a disclosure in "Share this scenario": an
//! instructor chooses, for each input, whether learners may change it, only
//! read it or not see it, and which sections to hide. It composes
//! `Model::composing`, which the copied link and embed code carry; the page
//! itself keeps its own shape until such a link is opened, so composing a
//! lesson never hides anything from the instructor composing it.
//!
//! Every control is a view of `Model::composing` (checked as it says) whose
//! change calls one method of `Model`: `compose_input`, `compose_section`
//! or `reset_composing`.

use leptos::prelude::*;

use super::{erased_handler, Model};
use crate::present::customize::{Availability, Customization, Section};
use crate::sim::Input;

#[component]
pub fn CustomizePanel(model: Model) -> impl IntoView {
    let composing = model.composing;
    view! {
        <details class="customize">
            <summary>"Customize for your class"</summary>
            <p>
                "Choose what learners may change and what they see. The link and embed code you copy carry your choices; this page stays as it is until such a link is opened. A link shapes the lab but locks nothing: anyone can edit it."
            </p>
            <div class="customize-form">
                <div class="customize-inputs">
                    {Input::ALL
                        .into_iter()
                        .map(|input| view! { <InputChoice model=model input=input/> })
                        .collect_view()}
                </div>
                <fieldset class="customize-sections">
                    <legend>"Hide these sections"</legend>
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
                                    {section.heading()}
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <p class="customize-summary" aria-live="polite">
                    {Signal::derive(move || composing.with(Customization::composed_summary))}
                </p>
                <button type="button" class="reset-customization" on:click=erased_handler(move |_| model.reset_composing())>
                    "Reset customization"
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
            <legend>{input.label()}</legend>
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
                            {choice.label()}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}
