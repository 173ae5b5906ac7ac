//! The results: headline, timeline, metric cards and the three tables. All
//! of it is read from the model's one outcome memo.

use leptos::prelude::*;

use super::lesson::LessonPanel;
use super::patch::follow_rows;
use super::timeline::Timeline;
use super::{handler, memo, prerendered, Model};
use crate::present::markup::{column_headers_html, metric_rows, metrics_html, rows_html};
use crate::present::report::{
    event_table, headline, metrics, write_table, TableRow, CONTRACT_COLUMNS, EVENT_COLUMNS,
    WRITE_COLUMNS,
};

#[component]
pub fn Results(model: Model) -> impl IntoView {
    let outcome = model.outcome;
    let stale = move || model.is_stale();
    view! {
        <section
            class="results"
            class:stale=stale
            aria-labelledby="results-title"
            aria-describedby=move || stale().then_some("stale-notice")
        >
            <h2 id="results-title" class="visually-hidden">"Results"</h2>
            <LessonPanel model=model/>
            <p id="stale-notice" class="stale-notice" aria-live="polite">
                {move || stale().then_some("Out of date: these results are for the last valid values. Fix the highlighted field to update them.")}
            </p>
            <p class="headline" aria-live="polite" data-outcome=move || outcome.with(|o| o.class.key())>
                {move || headline(outcome.with(|o| o.class))}
            </p>
            <Timeline model=model/>
            <Metrics model=model/>
            <p class="survivable">{move || model.survivable.get()}</p>
            <DataTable
                class="writes"
                caption="Protected-resource write decisions"
                columns=&WRITE_COLUMNS
                rows=memo(move || model.outcome.with(write_table))
            />
            <EmbedMore/>
            <DataTable
                class="events"
                caption="Lease, pause, shutdown, and write events in clock order"
                columns=&EVENT_COLUMNS
                rows=memo(move || {
                    let cadence = model.scenario.with(|s| s.heartbeat_every);
                    model.outcome.with(|o| event_table(o, cadence))
                })
            />
            <DataTable
                class="contracts"
                caption="Same timeline, three contracts"
                columns=&CONTRACT_COLUMNS
                row_headers=true
                rows=model.contracts
            />
        </section>
    }
}

#[component]
fn Metrics(model: Model) -> impl IntoView {
    let cards = memo(move || model.outcome.with(|o| metric_rows(&metrics(o))));
    let list = NodeRef::<leptos::html::Dl>::new();
    let markup = follow_rows(move || list.get().map(Into::into), cards, metrics_html);
    view! { <dl class="metrics" node_ref=list inner_html=markup></dl> }
}

/// In the compact `#embed` layout, everything below the decision table is
/// collapsed; this disclosure brings it back. Hidden outside that layout.
#[component]
fn EmbedMore() -> impl IntoView {
    let open = RwSignal::new(false);
    let toggle = move |_| {
        let now_open = !open.get_untracked();
        open.set(now_open);
        if let Some(body) = document().body() {
            let _ = body.class_list().toggle_with_force("embed-open", now_open);
        }
    };
    view! {
        <button type="button" class="embed-more" aria-expanded=move || open.get().to_string() on:click=handler(toggle)>
            "Event log, contract comparison, worksheet and explanations"
        </button>
    }
}

/// A captioned table with column headers whose body follows `rows` cell by
/// cell (see [`follow_rows`]). `row_headers` makes each row's first cell a
/// row header.
#[component]
fn DataTable(
    class: &'static str,
    caption: &'static str,
    columns: &'static [&'static str],
    #[prop(optional)] row_headers: bool,
    rows: Memo<Vec<TableRow>>,
) -> impl IntoView {
    let body = NodeRef::<leptos::html::Tbody>::new();
    let markup = follow_rows(
        move || body.get().map(Into::into),
        rows,
        move |rows| rows_html(rows, row_headers),
    );
    view! {
        <table class=class>
            <caption>{caption}</caption>
            <thead>
                <tr inner_html=prerendered(|| column_headers_html(columns))></tr>
            </thead>
            <tbody node_ref=body inner_html=markup></tbody>
        </table>
    }
}
