//! The results: headline, metric cards, timeline, time cursor and the three
//! tables, all memos of `Model`: every card is a view whose parts are
//! reactive text, every table's rows read-only markup from
//! `present::markup::table_rows` (see ARCHITECTURE.md for why markup),
//! kept by `follow_rows`.

use leptos::html::Div;
use leptos::prelude::*;

use super::lesson::LessonPanel;
use super::timeline::{Legend, PinnedTimeline, StepButtons, StepThrough, TimeCursor, Timeline};
use super::{
    erased_handler, fixed_message, fixed_sentence, focus_after_update, follow_rows, follow_view,
    inert_markup, inert_message, item_text, quantity_markup, Model,
};
use crate::i18n::{say, Sentence};
use crate::present::form::STALE_NOTICE;
use crate::present::markup::{column_headers, MetricCard, METRIC_COUNT};
use crate::present::report::{
    headline, CONTRACTS_CAPTION, CONTRACT_COLUMNS, EVENTS_CAPTION, EVENT_COLUMNS, WRITES_CAPTION,
    WRITE_COLUMNS,
};

/// The part of the results that answers a change at once: the headline,
/// the metric cards and the timeline (kept in view on phones, `.live`),
/// then the time cursor, the write decisions and the lesson panel. Beside
/// the controls on a wide screen, where the whole column stays in view.
#[component]
pub fn Results(model: Model, pinned: NodeRef<Div>) -> impl IntoView {
    let outcome = model.outcome;
    let stale = move || model.is_stale();
    let buttons = StepButtons::new();
    view! {
        // `tabindex="-1"`: where the column scrolls on its own, Firefox
        // would otherwise make it a tab stop of its own; its controls are
        // the stops, and focusing one scrolls it.
        <section
            class="results"
            tabindex="-1"
            class:stale=Signal::derive(stale)
            class:stepping=Signal::derive(move || model.step.with(Option::is_some))
            class:pinned=Signal::derive(move || model.is_pinned())
            aria-labelledby="results-title"
            aria-describedby=Signal::derive(move || stale().then_some("stale-notice"))
        >
            <div class="live" node_ref=pinned class:stale=Signal::derive(stale)>
                {inert_message(r#"<h2 id="results-title" class="visually-hidden">"#, "results-title", "</h2>")}
                <p class="headline" aria-live="polite" data-outcome=Signal::derive(move || outcome.with(|o| o.class.key()))>
                    {Signal::derive(move || headline(outcome.with(|o| o.class)))}
                </p>
                // What changed since the pinned run (empty while none is).
                <p class="change-sentence" aria-live="polite" inner_html=quantity_markup(move || model.comparison.get())></p>
                // After the headline: on a phone it lies over the metric
                // cards (see main.css), which are out of date with it.
                <p id="stale-notice" class="stale-notice" aria-live="polite">
                    {Signal::derive(move || stale().then(|| say(STALE_NOTICE, &[])))}
                </p>
                <Metrics model=model/>
                <Timeline model=model/>
                <StepThrough model=model buttons=buttons/>
            </div>
            <PinnedTimeline model=model/>
            // Right under the drawings it explains, both runs' glyphs
            // (issue 40: it sat below the cursor and step controls).
            <Legend model=model/>
            <TimeCursor model=model buttons=buttons/>
            <PinTools model=model/>
            {rows_table("writes", WRITES_CAPTION, WRITE_COLUMNS, model.writes_table)}
            <table
                class="writes pinned-writes"
                hidden=Signal::derive(move || !model.is_pinned())
                inner_html=model.pinned_writes
            ></table>
            <LessonPanel model=model/>
        </section>
    }
}

/// Everything else about the run, below the controls and the results: the
/// longest survivable pause, the event log and the three contracts (in
/// the embed, behind its disclosure).
#[component]
pub fn Details(model: Model) -> impl IntoView {
    let details = NodeRef::<leptos::html::Div>::new();
    follow_view(details, move |in_view| model.scroll_details(in_view));
    view! {
        <div class="details" node_ref=details>
            <p class="survivable">{model.survivable}</p>
            <EmbedMore model=model/>
            {rows_table("events", EVENTS_CAPTION, EVENT_COLUMNS, model.events_table)}
            {rows_table("contracts", CONTRACTS_CAPTION, CONTRACT_COLUMNS, model.contracts_table)}
        </div>
    }
}

#[component]
fn Metrics(model: Model) -> impl IntoView {
    let cards = model.metric_cards;
    let part = move |card: usize, pick: fn(&MetricCard) -> &str| item_text(cards, card, pick);
    view! {
        <dl class="metrics">
            {(0..METRIC_COUNT)
                .map(|card| {
                    view! {
                        <div class="metric">
                            <dt>{part(card, |c| &c.title)}</dt>
                            <dd class="metric-value" inner_html=Signal::derive(part(card, |c| &c.value_markup))></dd>
                            <dd class="metric-note">{part(card, |c| &c.note)}</dd>
                            <dd class="metric-pinned" inner_html=Signal::derive(part(card, |c| &c.pinned_markup))></dd>
                        </div>
                    }
                })
                .collect_view()}
        </dl>
    }
}
/// "Pin this run" and "Unpin", with the run's other tools under the
/// timeline: in the pinned part of a phone's screen, or in the results
/// column's first screen, a row of its own would push the timeline out of
/// view (screens.test). Pinning again replaces the pinned run.
///
/// Each hands focus to the other: "Unpin" hides itself, and pinning moves
/// "Pin this run" below the pinned drawing (off the screen in the embed
/// and the laptop's results column), where a keyboard's focus would be
/// hidden. A pointer's press leaves focus (which it does not show) where
/// it is: moving it scrolled the column to "Unpin", and both drawings out
/// of view, just as the learner meant to compare them.
#[component]
fn PinTools(model: Model) -> impl IntoView {
    let (pin, unpin) = (NodeRef::new(), NodeRef::new());
    view! {
        <div class="pin-tools">
            <button type="button" node_ref=pin on:click=erased_handler(move |ev: web_sys::MouseEvent| {
                model.pin_run();
                // A click from Enter or Space counts no presses.
                if ev.detail() == 0 {
                    focus_after_update(unpin);
                }
            })>
                {fixed_message("results-pin-this-run")}
            </button>
            <button type="button" node_ref=unpin hidden=Signal::derive(move || !model.is_pinned()) on:click=erased_handler(move |_| {
                model.unpin();
                focus_after_update(pin);
            })>
                {fixed_message("results-unpin")}
            </button>
        </div>
    }
}

/// In the compact `#embed` layout, everything below the decision table is
/// collapsed; this disclosure brings it back (the stylesheet keys on the
/// body's `embed-open` class, see `ui::RootAttributes`). Hidden outside
/// that layout. Escape closes it, with focus staying on the button.
#[component]
fn EmbedMore(model: Model) -> impl IntoView {
    let open = model.embed_open;
    view! {
        <button
            type="button"
            class="embed-more"
            aria-expanded=Signal::derive(move || open.get().to_string())
            on:click=erased_handler(move |_| model.toggle_embed_details())
            on:keydown=erased_handler(move |ev: web_sys::KeyboardEvent| {
                if ev.key() == "Escape" {
                    model.close_embed_details();
                }
            })
        >
            {fixed_message("results-event-log-contract-comparison-worksheet")}
        </button>
    }
}

/// A read-only table: its caption and column headers, written once, and
/// its rows, kept equal to `rows` (see `follow_rows`).
fn rows_table<const N: usize>(
    class: &'static str,
    caption: Sentence,
    columns: [Sentence; N],
    rows: Memo<Vec<String>>,
) -> impl IntoView {
    let body = NodeRef::new();
    view! {
        <table class=class>
            <caption>{fixed_sentence(caption)}</caption>
            {inert_markup(column_headers(&columns.map(fixed_sentence)))}
            <tbody node_ref=body inner_html=follow_rows(body, rows)></tbody>
        </table>
    }
}
