//! "Customize for your class", a disclosure in "Share this scenario": an
//! instructor chooses, for each input, whether learners may change it, only
//! read it or not see it, and which sections to hide. It composes
//! `Model::composing`, which the copied link and embed code carry; the page
//! itself keeps its own shape until such a link is opened, so composing a
//! lesson never hides anything from the instructor composing it.

use leptos::prelude::*;

use super::{handler, Model};
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
            <div class="customize-inputs">
                {Input::ALL
                    .into_iter()
                    .map(|input| {
                        view! {
                            <fieldset role="radiogroup">
                                <legend>{input.label()}</legend>
                                {Availability::ALL
                                    .into_iter()
                                    .map(|choice| {
                                        view! {
                                            <Choice
                                                kind="radio"
                                                name=input.key()
                                                text=choice.label()
                                                checked=Box::new(move || composing.with(|c| c.of(input) == choice))
                                                pick=Box::new(move |_| composing.update(|c| c.set(input, choice)))
                                            />
                                        }
                                    })
                                    .collect_view()}
                            </fieldset>
                        }
                    })
                    .collect_view()}
            </div>
            <fieldset class="customize-sections">
                <legend>"Hide these sections"</legend>
                {Section::ALL
                    .into_iter()
                    .map(|section| {
                        view! {
                            <Choice
                                kind="checkbox"
                                name=section.name()
                                text=section.heading()
                                checked=Box::new(move || composing.with(|c| c.hides(section)))
                                pick=Box::new(move |hidden| composing.update(|c| c.set_hidden(section, hidden)))
                            />
                        }
                    })
                    .collect_view()}
            </fieldset>
            <p class="customize-summary" aria-live="polite">
                {move || composing.with(Customization::composed_summary)}
            </p>
            <button
                type="button"
                class="reset-customization"
                on:click=handler(move |_| composing.set(Customization::default()))
            >
                "Reset customization"
            </button>
        </details>
    }
}

/// One labelled radio button or checkbox of the panel, `checked` while the
/// composed shape says so; `pick` gets its new state when the learner
/// changes it. One component with boxed closures for both kinds compiles
/// one copy of the view for 39 controls.
#[component]
fn Choice(
    kind: &'static str,
    name: &'static str,
    text: &'static str,
    checked: Box<dyn Fn() -> bool + Send + Sync>,
    pick: Box<dyn Fn(bool)>,
) -> impl IntoView {
    view! {
        <label>
            <input
                type=kind
                name=name
                prop:checked=checked
                on:change=handler(move |ev| pick(event_target_checked(&ev)))
            />
            {text}
        </label>
    }
}
