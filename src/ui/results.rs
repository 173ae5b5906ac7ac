//! The results: headline, metric cards, timeline, time cursor and the three
//! tables. All of it is read from the model's one outcome memo, and every
//! table and card is a view whose cells are reactive text.

use leptos::prelude::*;

use leptos::either::Either;

use super::lesson::LessonPanel;
use super::model::ShownStep;
use super::timeline::{Drawing, Legend, StepButtons, StepThrough, TimeCursor, Timeline};
use super::{attr, flag, handler, memo, text, Model};
use crate::present::markup::{metric_rows, METRIC_COUNT};
use crate::present::report::{
    event_table, headline, metrics, write_table, TableRow, CONTRACT_COLUMNS, EVENT_COLUMNS,
    WRITE_COLUMNS,
};

/// The part of the results that answers a change at once: the headline,
/// the metric cards and the timeline (kept in view on phones, `.live`),
/// then the time cursor, the write decisions and the lesson panel. Beside
/// the controls on a wide screen, where the whole column stays in view.
#[component]
pub fn Results(model: Model) -> impl IntoView {
    let outcome = model.outcome;
    let stale = move || model.is_stale();
    let drawing = Drawing::new(model);
    let buttons = StepButtons::new();
    view! {
        // `tabindex="-1"`: where the column scrolls on its own, Firefox
        // would otherwise make it a tab stop of its own; its controls are
        // the stops, and focusing one scrolls it.
        <section
            class="results"
            tabindex="-1"
            class:stale=flag(stale)
            class:stepping=flag(move || model.step.with(Option::is_some))
            aria-labelledby="results-title"
            aria-describedby=attr(move || stale().then_some("stale-notice"))
        >
            <div class="live" class:stale=flag(stale)>
                <h2 id="results-title" class="visually-hidden">"Results"</h2>
                <p class="headline" aria-live="polite" data-outcome=attr(move || outcome.with(|o| o.class.key()))>
                    {text(move || headline(outcome.with(|o| o.class)))}
                </p>
                // After the headline: on a phone it lies over the metric
                // cards (see main.css), which are out of date with it.
                <p id="stale-notice" class="stale-notice" aria-live="polite">
                    {text(move || stale().then_some("Out of date: these results are for the last valid values. Fix the highlighted field to update them."))}
                </p>
                <Metrics model=model/>
                <Timeline model=model drawing=drawing/>
                <StepThrough model=model buttons=buttons/>
            </div>
            <TimeCursor model=model drawing=drawing buttons=buttons/>
            <Legend model=model drawing=drawing/>
            <DataTable
                class="writes"
                caption="Protected-resource write decisions"
                columns=&WRITE_COLUMNS
                rows=memo(move || model.outcome.with(write_table))
            />
            <LessonPanel model=model/>
        </section>
    }
}

/// Everything else about the run, below the controls and the results: the
/// longest survivable pause, the event log and the three contracts (in
/// the embed, behind its disclosure).
#[component]
pub fn Details(model: Model) -> impl IntoView {
    view! {
        <div class="details">
            <p class="survivable">{text(move || model.survivable.get())}</p>
            <EmbedMore model=model/>
            <DataTable
                class="events"
                caption="Lease, pause, shutdown, and write events in clock order"
                columns=&EVENT_COLUMNS
                current=model.step
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
        </div>
    }
}

#[component]
fn Metrics(model: Model) -> impl IntoView {
    let cards = memo(move || model.outcome.with(|o| metric_rows(&metrics(o))));
    view! {
        <dl class="metrics">
            {(0..METRIC_COUNT)
                .map(|card| {
                    view! {
                        <div class="metric">
                            <dt>{cell_text(cards, card, 0)}</dt>
                            <dd class="metric-value">{cell_text(cards, card, 1)}</dd>
                            <dd class="metric-note">{cell_text(cards, card, 2)}</dd>
                        </div>
                    }
                })
                .collect_view()}
        </dl>
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
            aria-expanded=attr(move || open.get().to_string())
            on:click=handler(move |_| open.update(|open| *open = !*open))
            on:keydown=handler(move |ev: web_sys::KeyboardEvent| {
                if ev.key() == "Escape" && open.get_untracked() {
                    open.set(false);
                }
            })
        >
            "Event log, contract comparison, worksheet and explanations"
        </button>
    }
}

/// A captioned table with column headers and one row per entry of `rows`.
/// Rows are keyed by position and every cell is reactive text, so a change
/// rewrites only the text nodes (and row classes) that differ, and adds or
/// removes rows only at the end. `row_headers` makes each row's first cell
/// a row header; `current` is the row a step through the run is at
/// (`aria-current="step"`).
#[component]
fn DataTable(
    class: &'static str,
    caption: &'static str,
    columns: &'static [&'static str],
    #[prop(optional)] row_headers: bool,
    #[prop(optional)] current: Option<Memo<Option<ShownStep>>>,
    rows: Memo<Vec<TableRow>>,
) -> impl IntoView {
    // Rows are rebuilt only when their number changes; each cell then
    // follows its own text.
    let row_count = memo(move || rows.with(Vec::len));
    view! {
        <table class=class>
            <caption>{caption}</caption>
            <thead>
                <tr>
                    {columns.iter().map(|&name| view! { <th scope="col">{name}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {move || {
                    (0..row_count.get())
                        .map(|row| {
                            view! {
                                <tr
                                    class=attr(move || rows.with(|r| r.get(row).map_or("", |r| r.class)))
                                    aria-current=attr(move || {
                                        current.and_then(|c| c.with(|s| s.as_ref().is_some_and(|s| s.index == row)).then_some("step"))
                                    })
                                >
                                    {(0..columns.len())
                                        .map(|column| {
                                            let text = cell_text(rows, row, column);
                                            if row_headers && column == 0 {
                                                Either::Left(view! { <th scope="row">{text}</th> })
                                            } else {
                                                Either::Right(view! { <td>{text}</td> })
                                            }
                                        })
                                        .collect_view()}
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}

/// Cell `column` of row `row` of `rows` as reactive text (empty when the
/// row is gone): Leptos rewrites its text node only when the text changes.
pub fn cell_text(
    rows: Memo<Vec<TableRow>>,
    row: usize,
    column: usize,
) -> impl Fn() -> String + Send + Sync + Copy + 'static {
    move || {
        rows.with(|rows| {
            rows.get(row)
                .and_then(|r| r.cells.get(column))
                .cloned()
                .unwrap_or_default()
        })
    }
}
