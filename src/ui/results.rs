//! The results: headline, timeline, metric cards and the three tables. All
//! of it is read from the model's one outcome memo.

use leptos::prelude::*;

use super::timeline::Timeline;
use super::Model;
use crate::present::report::{self, class_name, compare_contracts, event_rows, headline, metrics};

#[component]
pub fn Results(model: Model) -> impl IntoView {
    let outcome = model.outcome;
    let stale = move || model.is_stale();
    view! {
        <section class="results" class:stale=stale aria-labelledby="results-title">
            <h2 id="results-title" class="visually-hidden">"Results"</h2>
            <p class="stale-notice" aria-live="polite">
                {move || stale().then_some("Out of date: these results are for the last valid values. Fix the highlighted field to update them.")}
            </p>
            <p class="headline" aria-live="polite" data-class=move || format!("{:?}", outcome.with(|o| o.class))>
                {move || headline(outcome.with(|o| o.class))}
            </p>
            <Timeline model=model/>
            <Metrics model=model/>
            <WriteTable model=model/>
            <EventTable model=model/>
            <ContractTable model=model/>
        </section>
    }
}

#[component]
fn Metrics(model: Model) -> impl IntoView {
    let cards = Memo::new(move |_| model.outcome.with(metrics));
    view! {
        <dl class="metrics">
            {(0..4)
                .map(|i| {
                    let card = move || cards.with(|cards| cards[i].clone());
                    view! {
                        <div class="metric">
                            <dt>{move || card().title}</dt>
                            <dd class="metric-value">{move || card().value}</dd>
                            <dd class="metric-note">{move || card().note}</dd>
                        </div>
                    }
                })
                .collect_view()}
        </dl>
    }
}

#[component]
fn WriteTable(model: Model) -> impl IntoView {
    let rows = move || {
        model
            .outcome
            .with(|o| o.writes.iter().map(report::write_row).collect::<Vec<_>>())
    };
    view! {
        <table class="writes">
            <caption>"Protected-resource write decisions"</caption>
            <thead>
                <tr>
                    <th scope="col">"Time"</th>
                    <th scope="col">"Worker / token"</th>
                    <th scope="col">"Decision"</th>
                    <th scope="col">"Resource evidence"</th>
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows()
                        .into_iter()
                        .map(|row| {
                            let class = row.decision.to_lowercase();
                            view! {
                                <tr class=class>
                                    <td>{row.time}</td>
                                    <td>{row.worker_token}</td>
                                    <td class="decision">{row.decision}</td>
                                    <td>{row.evidence}</td>
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}

#[component]
fn EventTable(model: Model) -> impl IntoView {
    let rows = move || {
        let cadence = model.scenario.with(|s| s.heartbeat_every);
        model.outcome.with(|o| event_rows(o, cadence))
    };
    view! {
        <table class="events">
            <caption>"Lease, pause, shutdown, and write events in clock order"</caption>
            <thead>
                <tr>
                    <th scope="col">"Time"</th>
                    <th scope="col">"Actor"</th>
                    <th scope="col">"Event"</th>
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows()
                        .into_iter()
                        .map(|row| {
                            view! {
                                <tr>
                                    <td>{row.time}</td>
                                    <td>{row.actor}</td>
                                    <td>{row.text}</td>
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}

#[component]
fn ContractTable(model: Model) -> impl IntoView {
    let rows = Memo::new(move |_| compare_contracts(&model.scenario.get()));
    view! {
        <table class="contracts">
            <caption>"Same timeline, three contracts"</caption>
            <thead>
                <tr>
                    <th scope="col">"Resource enforcement"</th>
                    <th scope="col">"Applied increments"</th>
                    <th scope="col">"Write decisions"</th>
                    <th scope="col">"Result"</th>
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows.get()
                        .into_iter()
                        .map(|row| {
                            view! {
                                <tr class:current=row.is_current>
                                    <th scope="row">
                                        {row.enforcement.label()}
                                        {row.is_current.then_some(" (current)")}
                                    </th>
                                    <td>{row.applied_increments}</td>
                                    <td>{row.decisions.join("; ")}</td>
                                    <td>{class_name(row.class)}</td>
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}
