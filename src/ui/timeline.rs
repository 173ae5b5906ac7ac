//! The ownership timeline: one `<svg>` whose content is the markup written
//! by `present::svg` from the outcome (see that module for why a string).

use leptos::prelude::*;

use super::Model;
use crate::present::svg::{svg_inner, VIEW_BOX};
use crate::present::timeline::layout;

#[component]
pub fn Timeline(model: Model) -> impl IntoView {
    let markup = Memo::new(move |_| {
        model
            .outcome
            .with(|o| svg_inner(&layout(&model.scenario.get(), o)))
    });
    view! {
        <figure class="timeline">
            <figcaption id="timeline-title">"Ownership timeline"</figcaption>
            <svg
                viewBox=VIEW_BOX
                role="img"
                aria-labelledby="timeline-title timeline-desc"
                class="timeline-svg"
                inner_html=move || markup.get()
            ></svg>
        </figure>
    }
}
