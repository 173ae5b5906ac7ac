//! The page's fixed text: the title and privacy promise, the explanations
//! and the model's assumptions. No logic lives here.

use leptos::prelude::*;

use crate::present::copy::{ASSUMPTIONS, SHUTDOWN_EXPLANATION};

#[component]
pub fn Intro() -> impl IntoView {
    view! {
        <header class="intro">
            <p class="eyebrow">"Background jobs · Ownership explorer"</p>
            <h1>"Worker ownership, leases & fencing"</h1>
            <p class="question">
                "A worker's lease ran out and a replacement took the job. What stops the original worker from waking up later and writing anyway?"
            </p>
            // What to do first, on the first screen of every layout; on a
            // phone the controls are far below the pinned results, so a
            // link brings the learner there (the fragment names an
            // element, so the page reads it as navigation, not a scenario).
            <p class="first-step">
                "Start here: pick a preset or move a value"
                <span class="first-step-why">
                    " under " <strong>"Set the ownership timeline"</strong>
                    ", and watch the timeline and metrics answer"
                </span>
                ". "
                <a class="jump-to-controls" href="#controls-title">"Jump to the controls"</a>
            </p>
            // Static and shown only without JavaScript: a note that vanished
            // when the app started would shift the page under the reader.
            <noscript>
                <p class="js-note">"Changing values, predicting first and a lesson's fixed or hidden parts need JavaScript; the example below is complete without it."</p>
            </noscript>
            <p class="privacy">
                "Everything is calculated inside this page. There are no accounts, uploads or live connections. What you enter stays in the page's memory: the page never puts it in its own address, in storage or in analytics. A link or a worksheet leaves the page only when you copy or download it."
            </p>
            // The compact layout's one line of it (the paragraph above is
            // hidden there).
            <p class="embed-privacy">
                "Everything runs in this page: what you enter leaves it only if you copy a link."
            </p>
            // The one-file copy that `cargo xtask dist` writes beside the
            // page (issue 17); it drops this paragraph from itself.
            <p class="offline">
                <a href="lease-lab-offline.html" download>"Download this lab as one file"</a>
                " to open it from disk, with no web server or internet."
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
            <p class="guide-link">
                "For instructors: the "
                <a href="teaching.html">"teaching guide"</a>
                " (lesson links, your own questions, worksheets)."
            </p>
        </footer>
    }
}

#[component]
pub fn Explanations() -> impl IntoView {
    view! {
        <section class="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">"What the timeline teaches"</h2>
            <h3>"Owning a job is not the same as stopping a process"</h3>
            <p>
                "A lease (a queue's visibility timeout is one) is a promise with an end date: for the next few seconds, this worker owns the job. When the lease expires, the queue is free to hand the job to someone else. Nothing about the expiry reaches into the old worker and stops it. Its CPU keeps running, a request it already sent keeps travelling, and when it wakes from a long pause it carries on exactly where it was, unaware that it has become a zombie."
            </p>
            <h3>"A fence is checked by the protected resource"</h3>
            <p>
                "Each new owner gets a higher token. The token is only useful if the thing being changed, here a counter, checks it on every write and refuses a write whose token is stale. A token the worker carries but nobody checks protects nothing; neither does a worker politely checking its own lease, because it can pause right after the check."
            </p>
            <h3>"Why the watermark has a race, and what the registered epoch assumes"</h3>
            <p>
                "A last-write watermark remembers the highest token it has accepted and refuses anything lower. But it only learns about token 2 when worker B writes. If the zombie writes first, with token 1, the watermark has nothing to compare against and accepts it, and then accepts B too: two increments. The registered current epoch closes that window by making the resource learn about the takeover the moment it happens. That only works if the resource really is told atomically at takeover and checks the epoch on every write; it is a stronger contract, not a free one."
            </p>
            <h3>"Shutting down is four separate jobs"</h3>
            <p>{SHUTDOWN_EXPLANATION}</p>
            <details class="assumptions" open>
                <summary>
                    <h2>"Assumptions and limits"</h2>
                </summary>
                <ul>
                    {ASSUMPTIONS.map(|text| view! { <li>{text}</li> }).collect_view()}
                </ul>
            </details>
        </section>
    }
}
