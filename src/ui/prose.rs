//! The page's fixed text: the title and privacy promise, the explanations
//! and the model's assumptions. No logic lives here. The explanations'
//! words are data, in `src/locales/en.ftl` (issue 42); the rest follows.

use leptos::prelude::*;

use super::message;
use crate::i18n::say;
use crate::present::copy::ASSUMPTIONS;

#[component]
pub fn Intro() -> impl IntoView {
    view! {
        <header class="intro">
            <p class="eyebrow">{message("eyebrow")}</p>
            <h1>{message("page-title")}</h1>
            <p class="question">{message("question")}</p>
            // What to do first, on the first screen of every layout; on a
            // phone the controls are far below the pinned results, so a
            // link brings the learner there (the fragment names an
            // element, so the page reads it as navigation, not a scenario).
            // One message with its markup: a translation may order the
            // words around the link and the controls' title as its
            // language needs (the catalog is build-time data, not input).
            <p class="first-step" inner_html=message("first-step")></p>
            // Static and shown only without JavaScript: a note that vanished
            // when the app started would shift the page under the reader.
            <noscript>
                <p class="js-note">{message("js-note")}</p>
            </noscript>
            <p class="privacy">{message("privacy")}</p>
            // The compact layout's one line of it (the paragraph above is
            // hidden there).
            <p class="embed-privacy">{message("embed-privacy")}</p>
            // The one-file copy that `cargo xtask dist` writes beside the
            // page (issue 17); it drops this paragraph from itself.
            <p class="offline">
                <a href="lease-lab-offline.html" download>{message("offline-link")}</a>
                // One text node, the space (where the language sets one:
                // `{" "}` in the catalog, as Fluent drops a value's leading
                // space; Chinese none) with the words.
                {message("offline-rest")}
            </p>
        </header>
    }
}

/// The page's foot: the link to the teaching guide, away from the first
/// screen (a learner starts above; an instructor finds it at the end).
#[component]
pub fn Footer() -> impl IntoView {
    view! {
        <footer class="page-foot">
            // The teaching guide, `dist/teaching.html` (xtask's guide.rs);
            // the stylesheet hides it while a lesson is on, since it gives
            // a lesson's answers away.
            <p class="guide-link" inner_html=message("guide-link")></p>
        </footer>
    }
}

#[component]
pub fn Explanations() -> impl IntoView {
    view! {
        <section class="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">{message("explain-title")}</h2>
            <h3>{message("explain-ownership-title")}</h3>
            <p>{message("explain-ownership")}</p>
            <h3>{message("explain-fence-title")}</h3>
            <p>{message("explain-fence")}</p>
            <h3>{message("explain-watermark-title")}</h3>
            <p>{message("explain-watermark")}</p>
            <h3>{message("explain-shutdown-title")}</h3>
            <p>{message("explain-shutdown")}</p>
            <details class="assumptions" open>
                <summary>
                    <h2>{message("assumptions-title")}</h2>
                </summary>
                <ul>
                    {ASSUMPTIONS.map(|assumption| view! { <li>{say(assumption, &[])}</li> }).collect_view()}
                </ul>
            </details>
        </section>
    }
}
