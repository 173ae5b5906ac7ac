//! The outcome map: the result of the full model over two chosen inputs,
//! 101 x 101 = 10 201 scenarios (computed by [`super::model::MapModel`]),
//! redrawn as the learner moves any control. Clicking a cell (or pressing
//! Enter on the keyboard cursor) sets those two inputs.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent};

use super::{handler, memo, string, text, Model};
use crate::present::explore::{
    cell_at_fraction, cell_readout, map_legend_markup, map_overlay_svg, map_step_for_key, map_svg,
    map_view_box,
};
use crate::present::markup::option_items;
use crate::sim::{decimal_seconds, nearest_of_class, Field, MapAxes, OutcomeClass};

#[component]
pub fn OutcomeMap(model: Model) -> impl IntoView {
    let map = model.map;
    let (axes, cells, here) = (map.axes, map.cells, map.here);
    // The cell the keyboard cursor (or the pointer) is on.
    let cursor = RwSignal::new(None::<(usize, usize)>);
    let pointed = memo(move || cursor.get().unwrap_or_else(|| here.get()));
    let markup = memo(move || cells.with(|c| map_svg(c, &axes.get())));
    let overlay = memo(move || map_overlay_svg(map.position.get(), pointed.get()));
    let readout = memo(move || cell_readout(&map.scenario.get(), &axes.get(), pointed.get()));
    let message = RwSignal::new(String::new());

    let apply_on = move |axes: MapAxes, (column, row): (usize, usize)| {
        model.set_field(
            axes.x,
            decimal_seconds(MapAxes::value(axes.x, axes.x_max, column)),
        );
        model.set_field(
            axes.y,
            decimal_seconds(MapAxes::value(axes.y, axes.y_max, row)),
        );
        cursor.set(None);
    };
    let apply = move |cell: (usize, usize)| apply_on(axes.get_untracked(), cell);
    let cell_of = move |ev: &MouseEvent| {
        let target: Element = ev.current_target()?.dyn_into().ok()?;
        let rect = target.get_bounding_client_rect();
        let fx = (f64::from(ev.client_x()) - rect.left()) / rect.width();
        let fy = (f64::from(ev.client_y()) - rect.top()) / rect.height();
        cell_at_fraction(fx, fy)
    };
    let on_key = move |ev: KeyboardEvent| {
        let key = ev.key();
        let cell = pointed.get_untracked();
        if key == "Enter" || key == " " {
            ev.prevent_default();
            apply(cell);
        } else if let Some(step) = map_step_for_key(&key) {
            ev.prevent_default();
            cursor.set(Some(step.from_cell(cell)));
        }
    };
    let find_duplicate = move |_| {
        let scenario = model.scenario.get_untracked();
        let (axes, cells) = map.exact_for(&scenario);
        match nearest_of_class(&scenario, &axes, &cells, OutcomeClass::Duplicate) {
            Some(cell) => {
                apply_on(axes, cell);
                message.set(
                    "Moved to the nearest scenario on the map that applies the increment twice."
                        .to_owned(),
                );
            }
            None => message.set(format!(
                "No scenario on this map applies the increment twice under \"{}\".",
                model.enforcement.get_untracked().label()
            )),
        }
    };
    // Only inputs a learner may change: a cell sets both of its axes.
    let axis_options = move |signal: RwSignal<Field>| {
        let choices: Vec<(&str, &str)> = model
            .customization
            .with(|c| c.adjustable_fields())
            .into_iter()
            .map(|f| (f.json_key(), f.label()))
            .collect();
        option_items(&choices, signal.get().json_key())
    };
    let axis_select = move |label: &'static str, signal: RwSignal<Field>| {
        view! {
            <label class="map-axis-choice">
                {label}
                <select
                    inner_html=string(move || axis_options(signal))
                    prop:value=string(move || signal.get().json_key())
                    on:change=handler(move |ev| {
                        if let Some(field) = Field::from_json_key(&event_target_value(&ev)) {
                            signal.set(field);
                            cursor.set(None);
                        }
                    })
                ></select>
            </label>
        }
    };

    view! {
        <section class="outcome-map" aria-labelledby="map-title">
            <h2 id="map-title">"Outcome map"</h2>
            <p class="map-intro">
                "Every cell is the whole model run with two inputs changed; everything else stays as set above. Click a cell, or focus the map and use the arrow keys and Enter, to load it."
            </p>
            <div class="map-axes">
                {axis_select("Map horizontal axis", map.x_field)}
                {axis_select("Map vertical axis", map.y_field)}
                <button type="button" class="nearest" on:click=handler(find_duplicate)>
                    "Nearest duplicate"
                </button>
            </div>
            <p class="map-message" aria-live="polite">{text(move || message.get())}</p>
            <p class="map-note">{text(move || map.note.get())}</p>
            <div class="map-layout">
                <div
                    class="map-focus"
                    tabindex="0"
                    role="group"
                    aria-label="Outcome map: arrow keys move the cursor, Enter loads the cell"
                    aria-describedby="map-readout"
                    on:keydown=handler(on_key)
                >
                    <div class="map-frame-box">
                    <svg
                        viewBox=map_view_box()
                        class="map-svg"
                        aria-hidden="true"
                        inner_html=string(move || markup.get())
                        on:click=handler(move |ev: MouseEvent| {
                            if let Some(cell) = cell_of(&ev) {
                                apply(cell);
                            }
                        })
                        on:mousemove=handler(move |ev: MouseEvent| {
                            if let Some(cell) = cell_of(&ev) {
                                cursor.set(Some(cell));
                            }
                        })
                    ></svg>
                    <svg
                        viewBox=map_view_box()
                        class="map-overlay"
                        aria-hidden="true"
                        inner_html=string(move || overlay.get())
                    ></svg>
                    </div>
                </div>
                <div class="map-side">
                    <p id="map-readout" class="map-readout" aria-live="polite">{text(move || readout.get())}</p>
                    <ul class="map-legend" inner_html=map_legend_markup()></ul>
                    <ul class="map-summary" inner_html=string(move || map.summary.get())></ul>
                </div>
            </div>
        </section>
    }
}
