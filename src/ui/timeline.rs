//! The ownership timeline: one `<svg>` whose content is the markup written
//! by `present::svg` from the outcome (see that module for why a string),
//! laid out at the width it is shown at; a small overlay `<svg>` with the
//! time cursor; and, apart (a phone keeps only the drawing in view), the
//! legend, the cursor's controls and its readout of the state at any
//! instant.

use leptos::prelude::*;

use web_sys::KeyboardEvent;

use super::model::ShownStep;
use super::{
    erased_handler, fixed_message, focus_after_update, follow_parts, follow_size, inert_markup,
    inert_message, item_text, quantity_markup, Model,
};
use crate::i18n::say;
use crate::present::compare::{current_caption, cursor_note};
use crate::present::explore::{PLAY_TICK_MS, STATE_LINES};
use crate::present::markup::ReadoutLine;
use crate::present::slider;
use crate::present::status::play_button_name;
use crate::present::steps::step_title;
use crate::present::svg::legend_swatch_item;
use crate::present::timeline::{drawn_text, LEGEND};
use crate::sim::{decimal_seconds, parse_seconds};

#[component]
pub fn Timeline(model: Model) -> impl IntoView {
    let playback = model.playback;
    let frame = NodeRef::<leptos::html::Div>::new();
    let picture = NodeRef::<leptos::html::Div>::new();
    let markup = follow_parts(picture, playback.current_parts);
    // A hidden drawing (lesson mode) measures 0: keep the last width.
    // Whole pixels, rounded down as the stylesheet's container query
    // compares them (`width < 520px`).
    follow_size(frame, move |frame| {
        let width = frame.get_bounding_client_rect().width().floor();
        if width > 0.0 {
            model.fit_timeline(width as u32);
        }
    });
    view! {
        // `compared` while a run is pinned: the compact layout then keeps
        // both captions, which tell the two drawings apart.
        <figure class="timeline" class:compared=Signal::derive(move || model.is_pinned())>
            <figcaption id="timeline-title">
                {Signal::derive(move || current_caption(model.is_pinned()))}
            </figcaption>
            <div class="timeline-frame" node_ref=frame>
                <div class="timeline-drawing" node_ref=picture inner_html=markup></div>
                <div class="timeline-cursor" inner_html=playback.cursor_markup></div>
            </div>
        </figure>
    }
}

/// The pinned run's drawing, under the current one's and on its axis,
/// while a run is pinned; like it, markup rewritten child by child.
#[component]
pub fn PinnedTimeline(model: Model) -> impl IntoView {
    let picture = NodeRef::<leptos::html::Div>::new();
    let markup = follow_parts(picture, model.playback.pinned_parts);
    view! {
        <figure class="timeline pinned-timeline" hidden=Signal::derive(move || !model.is_pinned())>
            {inert_message(r#"<figcaption id="pinned-title">"#, "timeline-pinned-run", "</figcaption>")}
            <div class="timeline-frame">
                <div class="timeline-drawing" node_ref=picture inner_html=markup></div>
            </div>
            {inert_message(r#"<p class="compare-note">"#, "timeline-a-dashed-square-marks-an", "</p>")}
        </figure>
    }
}

/// What every glyph and fill of the drawing means, for the kinds it draws.
/// Apart from the figure, so that a phone keeps only the drawing pinned.
/// Every item of the full legend is on the page, hidden unless drawn: a
/// new run shows or hides an item or two (rewriting the whole list on
/// each key re-created some 75 elements), and the items need no keyed
/// list (which cost 4 KB of wasm).
#[component]
pub fn Legend(model: Model) -> impl IntoView {
    let entries = model.playback.legend;
    view! {
        <ul class="timeline-legend" aria-label=fixed_message("timeline-legend-label")>
            {LEGEND
                .iter()
                .enumerate()
                .map(|(index, &(key, text))| {
                    // Its words when drawn (the resource's first state has
                    // three), none when not.
                    let drawn = move || entries.with(|e| drawn_text(e, index));
                    view! {
                        <li hidden=move || drawn().is_none()>
                            {inert_markup(legend_swatch_item(key))}
                            {move || drawn().unwrap_or_else(|| say(text, &[]))}
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

/// Whether the learner asked for reduced motion (a media query, read when
/// Play is pressed).
fn prefers_reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// Runs the page's Play timer while `Playback::playing` holds: an effect
/// that follows the model out to the browser (an interval), calling
/// `Playback::tick` each time it fires and cleared when Play stops.
fn run_play_timer(model: Model) {
    let playback = model.playback;
    let timer = StoredValue::new(None::<IntervalHandle>);
    Effect::new(move || {
        let playing = playback.playing.get();
        if let Some(handle) = timer.get_value() {
            handle.clear();
            timer.set_value(None);
        }
        if playing {
            let handle = set_interval_with_handle(
                move || playback.tick(),
                std::time::Duration::from_millis(PLAY_TICK_MS),
            );
            timer.set_value(handle.ok());
        }
    });
}

/// The time cursor, Play and the playback speed, and the readout of the
/// state at the cursor's instant.
#[component]
pub fn TimeCursor(model: Model, buttons: StepButtons) -> impl IntoView {
    let playback = model.playback;
    let (end, at, playing) = (playback.end, playback.at, playback.playing);
    let readout = model.readout;
    let part = move |line: usize, pick: fn(&ReadoutLine) -> &str| item_text(readout, line, pick);
    run_play_timer(model);
    let step = move || decimal_seconds(slider::drag_step(end.get()));

    view! {
        <div class="cursor-tools">
            <div class="scrubber">
                <label class="cursor-control">
                    <span>{fixed_message("timeline-time-cursor")}</span>
                    <span class="cursor-run">{Signal::derive(move || cursor_note(model.is_pinned()))}</span>
                    <input
                        type="range"
                        aria-label=fixed_message("timeline-time-cursor")
                        min="0"
                        max=Signal::derive(move || decimal_seconds(end.get()))
                        step=Signal::derive(step)
                        value="0"
                        prop:value=Signal::derive(move || decimal_seconds(at.get()))
                        aria-valuetext=Signal::derive(move || crate::present::format::duration(at.get()))
                        on:input=erased_handler(move |ev| {
                            if let Ok(ms) = parse_seconds(&event_target_value(&ev)) {
                                model.move_cursor(ms);
                            }
                        })
                        on:keydown=erased_handler(move |ev: KeyboardEvent| {
                            if let Some(ms) = playback.after_key(&ev.key()) {
                                ev.prevent_default();
                                model.move_cursor(ms);
                            }
                        })
                    />
                </label>
                <button type="button" class="play" class:playing=playing on:click=erased_handler(move |_| model.play(prefers_reduced_motion()))>
                    {Signal::derive(move || play_button_name(playing.get()))}
                </button>
                <label class="speed">
                    {fixed_message("timeline-playback-speed")}
                    <select on:change=erased_handler(move |ev| playback.choose_speed(event_target_value(&ev).parse().unwrap_or(1)))>
                        <option value="1">"1x"</option>
                        <option value="2">"2x"</option>
                        <option value="4">"4x"</option>
                    </select>
                </label>
                <StepStart model=model buttons=buttons/>
            </div>
            // Always the same five lines (`state_lines`), so a plain list of
            // reactive texts: a keyed `<For>` cost 4 KB of wasm of its own.
            <dl class="cursor-readout">
                {(0..STATE_LINES)
                    .map(|line| {
                        view! {
                            <div>
                                <dt>{part(line, |l| &l.label)}</dt>
                                <dd inner_html=quantity_markup(part(line, |l| &l.text))></dd>
                            </div>
                        }
                    })
                    .collect_view()}
            </dl>
        </div>
    }
}

/// The two buttons focus moves between when a walk starts and ends.
#[derive(Clone, Copy)]
pub struct StepButtons {
    start: NodeRef<leptos::html::Button>,
    next: NodeRef<leptos::html::Button>,
}

impl StepButtons {
    pub fn new() -> StepButtons {
        StepButtons {
            start: NodeRef::new(),
            next: NodeRef::new(),
        }
    }
}

/// "Step through the run", beside Play. It needs the app: the stylesheet
/// keeps it invisible (holding its place, so nothing shifts) until the body
/// is `data-ready`, so the page without JavaScript shows no button that
/// does nothing.
#[component]
fn StepStart(model: Model, buttons: StepButtons) -> impl IntoView {
    let begin = move |_| {
        model.start_steps();
        // The pressed button gives way to the step's own buttons.
        focus_after_update(buttons.next);
    };
    view! {
        <button
            type="button"
            class="step-start"
            node_ref=buttons.start
            hidden=Signal::derive(move || model.step.with(Option::is_some))
            on:click=erased_handler(begin)
        >
            {fixed_message("timeline-step-through-the-run")}
        </button>
    }
}

/// The step being shown, under the timeline (and pinned with it on a
/// phone, so neither the caption nor its buttons ever leave the screen):
/// the caption, a polite live region with "Step N of M", the time and
/// actor, what happens and why; then "Previous step", "Next step" and
/// "Leave step-through". At either end a button is `aria-disabled`, not
/// disabled, so focus stays on it; Escape leaves. Empty, and hidden by the
/// stylesheet, while not stepping.
#[component]
pub fn StepThrough(model: Model, buttons: StepButtons) -> impl IntoView {
    // One closure type for the caption's four texts.
    let part = move |pick: fn(&ShownStep) -> String| {
        move || {
            model
                .step
                .with(|s| s.as_ref().map(pick).unwrap_or_default())
        }
    };
    // "true" at the step's end `at_end` names (`ShownStep::is_first` or
    // `is_last`).
    let at_end = move |end: fn(&ShownStep) -> bool| {
        move || {
            let ended = model.step.with(|s| s.as_ref().is_some_and(end));
            if ended {
                "true"
            } else {
                "false"
            }
        }
    };
    let leave = move || {
        model.leave_steps();
        focus_after_update(buttons.start);
    };
    view! {
        // A named region, so a screen reader can jump to the walk.
        <section class="step-through" aria-label=fixed_message("timeline-step-through-the-run")>
            <div class="step-caption" aria-live="polite">
                <p class="step-title">
                    <strong>{part(|s| step_title(s.index, s.count))}</strong>
                    " "
                    <span class="step-when" inner_html=quantity_markup(part(|s| s.step.when()))></span>
                </p>
                <p class="step-what" inner_html=quantity_markup(part(|s| s.step.what.clone()))></p>
                <p class="step-why" inner_html=quantity_markup(part(|s| s.step.why.clone()))></p>
            </div>
            <div
                class="stepper"
                role="group"
                aria-label=fixed_message("timeline-steps-label")
                on:keydown=erased_handler(move |ev: web_sys::KeyboardEvent| {
                    if ev.key() == "Escape" {
                        leave();
                    }
                })
            >
                <button
                    type="button"
                    aria-disabled=Signal::derive(at_end(ShownStep::is_first))
                    on:click=erased_handler(move |_| model.previous_step())
                >
                    {fixed_message("timeline-previous-step")}
                </button>
                <button
                    type="button"
                    node_ref=buttons.next
                    aria-disabled=Signal::derive(at_end(ShownStep::is_last))
                    on:click=erased_handler(move |_| model.next_step())
                >
                    {fixed_message("timeline-next-step")}
                </button>
                <button type="button" on:click=erased_handler(move |_| leave())>
                    {fixed_message("timeline-leave-step-through")}
                </button>
            </div>
        </section>
    }
}
