//! The outcome map: the result of the full model over two chosen inputs,
//! 101 x 101 = 10 201 scenarios (computed by [`super::model::MapModel`]),
//! redrawn as the learner moves any control. Clicking a cell (or pressing
//! Enter on the keyboard cursor) sets those two inputs. Everything shown is
//! a memo of `MapModel`; each event calls one method of `Model`.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent};

use super::{
    erased_handler, fixed_message, follow_view, inert_message, non_empty, quantity_markup, Model,
};
use crate::present::explore::{
    cell_at_fraction, map_legend_markup, map_step_for_key, map_view_box,
};
use crate::present::report::field_label;
use crate::sim::Field;

#[component]
pub fn OutcomeMap(model: Model, workbench: NodeRef<leptos::html::Div>) -> impl IntoView {
    let map = model.map;
    let drawing = NodeRef::<leptos::html::Div>::new();
    follow_view(drawing, move |in_view| model.scroll_map(in_view));
    let cell_of = move |ev: &MouseEvent| {
        let target: Element = ev.current_target()?.dyn_into().ok()?;
        let rect = target.get_bounding_client_rect();
        let fx = (f64::from(ev.client_x()) - rect.left()) / rect.width();
        let fy = (f64::from(ev.client_y()) - rect.top()) / rect.height();
        cell_at_fraction(fx, fy)
    };
    let on_key = move |ev: KeyboardEvent| {
        let key = ev.key();
        if key == "Enter" || key == " " {
            ev.prevent_default();
            model.choose_pointed_cell();
        } else if let Some(step) = map_step_for_key(&key) {
            ev.prevent_default();
            model.move_map_cursor(step);
        }
    };
    let axis_select = move |label: &'static str, signal: RwSignal<Field>, horizontal: bool| {
        view! {
            <label class="map-axis-choice">
                {fixed_message(label)}
                <select
                    prop:value=Signal::derive(move || signal.get().json_key())
                    on:change=erased_handler(move |ev| {
                        if let Some(field) = Field::from_json_key(&event_target_value(&ev)) {
                            model.choose_map_axis(horizontal, field);
                        }
                    })
                >
                    // Only inputs a learner may change: a cell sets both of
                    // its axes. `selected` marks the chosen one in a list
                    // drawn anew (a lesson fixed an input); `prop:value`
                    // above follows every later choice.
                    {move || {
                        model
                            .customization
                            .with(|c| c.adjustable_fields())
                            .into_iter()
                            .map(|field| {
                                let selected = signal.get_untracked() == field;
                                view! { <option value=field.json_key() selected=selected>{field_label(field)}</option> }
                            })
                            .collect_view()
                    }}
                </select>
            </label>
        }
    };

    view! {
        <section class="outcome-map" aria-labelledby="map-title">
            {inert_message(r#"<h2 id="map-title">"#, "map-title", "</h2>")}
            {inert_message(r#"<p class="map-intro">"#, "map-every-cell-is-the-whole", "</p>")}
            <div class="map-axes">
                {axis_select("map-horizontal-axis", map.x_field, true)}
                {axis_select("map-vertical-axis", map.y_field, false)}
                <button type="button" class="nearest" on:click=erased_handler(move |_| model.find_nearest_duplicate())>
                    {fixed_message("map-nearest-duplicate")}
                </button>
            </div>
            <p class="map-message" aria-live="polite">{Signal::derive(move || non_empty(map.message.get()))}</p>
            <p class="map-note">{map.note}</p>
            <div class="map-layout" node_ref=drawing>
                <div
                    class="map-focus"
                    tabindex="0"
                    role="group"
                    aria-label=fixed_message("map-keyboard")
                    aria-describedby="map-readout"
                    on:keydown=erased_handler(on_key)
                >
                    <div class="map-frame-box">
                    <svg
                        viewBox=map_view_box()
                        class="map-svg"
                        aria-hidden="true"
                        inner_html=map.markup
                        on:click=erased_handler(move |ev: MouseEvent| {
                            if let Some(cell) = cell_of(&ev) {
                                model.choose_map_cell(cell);
                                // The chosen run is shown far above the map
                                // on a laptop: bring its headline and
                                // timeline to the learner (a pointer's
                                // choice only: Enter keeps the focused map,
                                // and its readout, in view).
                                if let Some(workbench) = workbench.get_untracked() {
                                    workbench.scroll_into_view_with_bool(true);
                                }
                            }
                        })
                        // A pointer's choice scrolls to the chosen run: the
                        // map must not keep the focus it would then hide.
                        on:mousedown=erased_handler(|ev: MouseEvent| ev.prevent_default())
                        on:mousemove=erased_handler(move |ev: MouseEvent| {
                            if let Some(cell) = cell_of(&ev) {
                                model.point_map_at(cell);
                            }
                        })
                    ></svg>
                    <svg
                        viewBox=map_view_box()
                        class="map-overlay"
                        aria-hidden="true"
                        inner_html=map.overlay
                    ></svg>
                    </div>
                </div>
                <div class="map-side">
                    <p id="map-readout" class="map-readout" aria-live="polite" inner_html=quantity_markup(move || map.readout.get())></p>
                    <ul class="map-legend" inner_html=map_legend_markup()></ul>
                    <ul class="map-summary" inner_html=map.summary></ul>
                </div>
            </div>
        </section>
    }
}
