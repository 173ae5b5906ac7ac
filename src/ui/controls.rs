//! The inputs: a number field and a slider per numeric value, the
//! enforcement select, and the preset buttons.

use leptos::html::Div;
use leptos::prelude::*;

use web_sys::KeyboardEvent;

use super::{
    erased_handler, fixed_message, fixed_sentence, inert_message, keep_uncovered, quantity_markup,
    reveal_focused, sliding_handler, Model,
};
use crate::present::customize::fixed_note;
use crate::present::presets::{embed_context, look_for, PRESETS, PRESET_GROUPS};
use crate::present::report::{enforcement_name, field_note};
use crate::present::slider;
use crate::sentence;
use crate::sim::{decimal_seconds, Enforcement, Field, Input};

/// The catalog's ids (page.ftl) of a field's label, its slider's
/// accessible name and its hint, in that order. The slider's name is the
/// label without its unit plus "slider" in English, so it never contains
/// the number field's exact label; a translation names it as its
/// language does.
pub(super) fn words_of(field: Field) -> [&'static str; 3] {
    match field {
        Field::OriginalWork => [
            "field-original-work",
            "slider-original-work",
            "hint-original-work",
        ],
        Field::Lease => ["field-lease", "slider-lease", "hint-lease"],
        Field::HeartbeatEvery => [
            "field-heartbeat-every",
            "slider-heartbeat-every",
            "hint-heartbeat-every",
        ],
        Field::PauseAt => ["field-pause-at", "slider-pause-at", "hint-pause-at"],
        Field::PauseFor => ["field-pause-for", "slider-pause-for", "hint-pause-for"],
        Field::ReplacementWork => [
            "field-replacement-work",
            "slider-replacement-work",
            "hint-replacement-work",
        ],
        Field::ShutdownAt => [
            "field-shutdown-at",
            "slider-shutdown-at",
            "hint-shutdown-at",
        ],
        Field::ShutdownGrace => [
            "field-shutdown-grace",
            "slider-shutdown-grace",
            "hint-shutdown-grace",
        ],
    }
}

#[component]
pub fn Controls(model: Model, pinned: NodeRef<Div>) -> impl IntoView {
    // The page's order of inputs comes from `Input::ALL`: the numeric fields
    // with the enforcement select among them. (Two plain lists around one
    // select keep the wasm smaller than one list of type-erased views.)
    let (before, after) = Field::ALL.split_at(Input::ENFORCEMENT_POSITION);
    view! {
        <section class="controls" aria-labelledby="controls-title">
            {inert_message(r#"<h2 id="controls-title">"#, "controls-title", "</h2>")}
            // Shown only in the compact layout, where the presets are not.
            <p class="embed-context">
                <strong>{Signal::derive(move || embed_context(model.preset.get()).0)}</strong>
                " "
                <span class="embed-tagline">{Signal::derive(move || embed_context(model.preset.get()).1)}</span>
            </p>
            <p class="lesson-note">{Signal::derive(move || model.customization.with(|c| c.learner_note()))}</p>
            <Presets model=model/>
            // Outside the preset row, which a lesson may hide.
            <p class="hash-notice" aria-live="polite">{model.notice}</p>
            <div class="fields">
                {before.iter().map(|&field| view! { <NumberControl model=model field=field pinned=pinned/> }).collect_view()}
                <EnforcementSelect model=model/>
                {after.iter().map(|&field| view! { <NumberControl model=model field=field pinned=pinned/> }).collect_view()}
            </div>
        </section>
    }
}

#[component]
fn Presets(model: Model) -> impl IntoView {
    let current = model.preset;
    view! {
        <div class="presets" role="group" aria-labelledby="presets-title">
            {inert_message(r#"<h3 id="presets-title">"#, "controls-presets", "</h3>")}
            {PRESET_GROUPS
                .iter()
                .map(|(heading, range)| {
                    view! {
                        <h4>{fixed_sentence(*heading)}</h4>
                        <ul>
                            {PRESETS[range.clone()]
                                .iter()
                                .map(|preset| {
                                    let lesson_id = format!("preset-{}", preset.slug);
                                    view! {
                                        <li>
                                            <button
                                                type="button"
                                                class="preset"
                                                // What a preset's run does: not while lesson mode waits for a prediction.
                                                aria-describedby={
                                                    let id = lesson_id.clone();
                                                    Signal::derive(move || (!model.results_hidden.get()).then(|| id.clone()))
                                                }
                                                aria-pressed=Signal::derive(move || if current.get() == Some(preset) { "true" } else { "false" })
                                                on:click=erased_handler(move |_| model.choose_preset(preset))
                                            >
                                                {fixed_sentence(preset.name)}
                                            </button>
                                            <span class="visually-hidden" id=lesson_id>{fixed_sentence(preset.lesson)}</span>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                })
                .collect_view()}
            <p class="preset-lesson" inner_html=quantity_markup(move || look_for(current.get()))></p>
        </div>
    }
}

/// A number field and a slider for one value, with a hint and, when the
/// text breaks a rule, an inline message.
#[component]
fn NumberControl(model: Model, field: Field, pinned: NodeRef<Div>) -> impl IntoView {
    let key = field.json_key();
    let [label, slider_name, hint] = words_of(field);
    let (input_id, hint_id, error_id) = (
        format!("{key}-input"),
        format!("{key}-hint"),
        format!("{key}-error"),
    );
    let typed = model.text(field);
    let control = model.field(field);
    let (error, value, max) = (control.error, control.value, control.max);
    let fixed = move || model.is_fixed(Input::Seconds(field));
    let fixed_id = format!("{key}-fixed");
    let described_by = {
        let (hint_id, error_id, fixed_id) = (hint_id.clone(), error_id.clone(), fixed_id.clone());
        move || {
            let mut ids = hint_id.clone();
            if error.with(Option::is_some) {
                ids = format!("{error_id} {ids}");
            }
            if fixed() {
                ids = format!("{fixed_id} {ids}");
            }
            ids
        }
    };

    let position_text = move || control.position_text();

    view! {
        <div class="field" data-input=key class:invalid=Signal::derive(move || error.with(Option::is_some))>
            <label for=input_id.clone()>{fixed_message(label)}</label>
            <FixedNote id=fixed_id.clone() fixed=fixed/>
            // Between the label and the field: wherever the field is on
            // screen (a tap may leave it at the bottom edge), its message
            // is in view with it.
            <p class="error" id=error_id>{error}</p>
            <div class="field-inputs">
                <input
                    id=input_id
                    class="number"
                    type="text"
                    inputmode="decimal"
                    autocomplete="off"
                    spellcheck="false"
                    value=typed
                    prop:value=typed
                    aria-invalid=Signal::derive(move || if error.with(Option::is_some) { "true" } else { "false" })
                    aria-describedby=Signal::derive(described_by)
                    disabled=Signal::derive(fixed)
                    on:input=erased_handler(move |ev| {
                        model.set_field(field, event_target_value(&ev));
                        keep_uncovered(&ev, pinned);
                    })
                    on:focus=erased_handler(reveal_focused)
                />
                <input
                    class="slider"
                    type="range"
                    aria-label=fixed_message(slider_name)
                    aria-describedby=Signal::derive(move || fixed().then(|| fixed_id.clone()))
                    disabled=Signal::derive(fixed)
                    min=Signal::derive(move || slider::min_text(field, max.get()))
                    max=Signal::derive(move || decimal_seconds(max.get()))
                    step="0.001"
                    value=Signal::derive(position_text)
                    prop:value=Signal::derive(position_text)
                    aria-valuetext=Signal::derive(move || slider::value_text(value.get()))
                    // A drag starts with the pointer and ends with `change`,
                    // which a range input fires when it is let go.
                    on:pointerdown=erased_handler(move |_| model.start_drag(field))
                    on:change=erased_handler(move |_| model.end_drag(field))
                    on:input=sliding_handler(model, field)
                    on:keydown=erased_handler(move |ev: KeyboardEvent| {
                        if model.press_slider_key(field, &ev.key()) {
                            ev.prevent_default();
                        }
                    })
                />
            </div>
            <p class="hint" id=hint_id>
                {fixed_message(hint)}
                // What the value means in this run, when the number alone
                // misleads (issue 40: an SQS cadence of 86 400 s).
                <span class="field-note">{Signal::derive(move || model.scenario.with(|s| field_note(field, s)))}</span>
            </p>
        </div>
    }
}

/// "Fixed for this lesson", beside an input the lesson fixed (the input
/// names it in its description).
#[component]
fn FixedNote(id: String, fixed: impl Fn() -> bool + Send + Sync + 'static) -> impl IntoView {
    view! { <p class="fixed-note" id=id>{Signal::derive(move || fixed().then(fixed_note))}</p> }
}

#[component]
fn EnforcementSelect(model: Model) -> impl IntoView {
    let fixed = move || model.is_fixed(Input::Enforcement);
    view! {
        <div class="field" data-input="enforcement">
            <label for="enforcement-input">{fixed_sentence(sentence!("column-enforcement"))}</label>
            <FixedNote id="enforcement-fixed".to_owned() fixed=fixed/>
            <select
                id="enforcement-input"
                aria-describedby=Signal::derive(move || if fixed() { "enforcement-fixed enforcement-hint" } else { "enforcement-hint" })
                disabled=Signal::derive(fixed)
                prop:value=Signal::derive(move || model.enforcement.get().key())
                on:change=erased_handler(move |ev| {
                    if let Some(mode) = Enforcement::from_key(&event_target_value(&ev)) {
                        model.choose_enforcement(mode);
                    }
                })
            >
                // `selected` for the pre-rendered page; `prop:value` above follows every later change.
                {Enforcement::ALL
                    .map(|mode| {
                        let selected = model.enforcement.get_untracked() == mode;
                        view! { <option value=mode.key() selected=selected>{fixed_sentence(enforcement_name(mode))}</option> }
                    })
                    .collect_view()}
            </select>
            <p class="hint" id="enforcement-hint">{fixed_message("hint-enforcement")}</p>
        </div>
    }
}
