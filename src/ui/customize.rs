//! "Customize for your class", a disclosure in "Share this scenario": an
//! instructor chooses, for each input, whether learners may change it, only
//! read it or not see it, and which sections to hide. It composes
//! `Model::composing`, which the copied link and embed code carry; the page
//! itself keeps its own shape until such a link is opened, so composing a
//! lesson never hides anything from the instructor composing it.
//!
//! The controls are markup from `present::customize::panel_markup` (39
//! reactive views cost 3.5 KB of gzip), drawn from `Model::panel_start`:
//! the browser keeps each control's state as the instructor clicks, one
//! change handler writes it to the model, and the controls are drawn
//! afresh only when a link is opened or the panel is reset (a form's
//! reset button, so the browser itself puts every control back).

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

use super::{handler, string, text, Model};
use crate::present::customize::{panel_markup, Customization};

#[component]
pub fn CustomizePanel(model: Model) -> impl IntoView {
    let composing = model.composing;
    // Pre-rendered as well: hydration keeps the page's markup as shipped.
    let controls = move || model.panel_start.with(panel_markup);
    let on_change = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        model.compose(&input.name(), &input.value(), input.checked());
    };
    view! {
        <details class="customize">
            <summary>"Customize for your class"</summary>
            <p>
                "Choose what learners may change and what they see. The link and embed code you copy carry your choices; this page stays as it is until such a link is opened. A link shapes the lab but locks nothing: anyone can edit it."
            </p>
            // A reset button resets the form's controls to the markup's
            // (the shape the panel started from); the model then starts it
            // afresh from the whole lab, which redraws the controls if the
            // start was another shape.
            <form class="customize-form" on:reset=handler(move |_| model.reset_composing())>
                <div inner_html=string(controls) on:change=handler(on_change)></div>
                <p class="customize-summary" aria-live="polite">
                    {text(move || composing.with(Customization::composed_summary))}
                </p>
                <button type="reset" class="reset-customization">"Reset customization"</button>
            </form>
        </details>
    }
}
