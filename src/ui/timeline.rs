//! The ownership timeline SVG, drawn from the geometry in
//! `present::timeline`. Fills are CSS classes with patterns, never inline
//! styles (the CSP forbids them), and every mark carries a title.

use leptos::prelude::*;

use super::Model;
use crate::present::timeline::{
    layout, Lane, Shape, AXIS_HEIGHT, BAR_HEIGHT, HEIGHT, LABEL_WIDTH, RIGHT_MARGIN, TOP, WIDTH,
};

/// Labels are drawn inside a bar only when it is wide enough for them.
const CHAR_WIDTH: f32 = 6.6;

#[component]
pub fn Timeline(model: Model) -> impl IntoView {
    let geometry = Memo::new(move |_| model.outcome.with(|o| layout(&model.scenario.get(), o)));
    let axis_y = TOP + 4.0 * crate::present::timeline::LANE_HEIGHT;
    view! {
        <figure class="timeline">
            <figcaption id="timeline-title">"Ownership timeline"</figcaption>
            <svg
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-labelledby="timeline-title timeline-desc"
                class="timeline-svg"
            >
                <desc id="timeline-desc">{move || geometry.with(|g| g.summary.clone())}</desc>
                <defs>
                    <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                        <rect class="hatch-bg" width="6" height="6"></rect>
                        <line class="hatch-line" x1="0" y1="0" x2="0" y2="6"></line>
                    </pattern>
                    <pattern id="dots" width="5" height="5" patternUnits="userSpaceOnUse">
                        <rect class="dots-bg" width="5" height="5"></rect>
                        <circle class="dots-dot" cx="2.5" cy="2.5" r="1.2"></circle>
                    </pattern>
                    <pattern id="ticks" width="3" height="8" patternUnits="userSpaceOnUse">
                        <line class="ticks-line" x1="1" y1="0" x2="1" y2="8"></line>
                    </pattern>
                </defs>
                <g class="lanes">
                    {Lane::ALL
                        .map(|lane| {
                            view! {
                                <g class="lane">
                                    <line class="lane-rule" x1=LABEL_WIDTH x2=WIDTH - RIGHT_MARGIN y1=lane.mid_y() y2=lane.mid_y()></line>
                                    <text class="lane-label" x="4" y=lane.mid_y() + 4.0>{lane.label()}</text>
                                </g>
                            }
                        })
                        .collect_view()}
                </g>
                <g class="axis">
                    <line class="axis-line" x1=LABEL_WIDTH x2=WIDTH - RIGHT_MARGIN y1=axis_y y2=axis_y></line>
                    {move || {
                        geometry
                            .with(|g| g.ticks.clone())
                            .into_iter()
                            .map(|tick| {
                                view! {
                                    <g class="tick">
                                        <line class="grid" x1=tick.x x2=tick.x y1=TOP y2=axis_y + 4.0></line>
                                        <text class="tick-label" x=tick.x y=axis_y + AXIS_HEIGHT - 10.0>{tick.label}</text>
                                    </g>
                                }
                            })
                            .collect_view()
                    }}
                </g>
                <g class="shapes">
                    {move || geometry.with(|g| g.shapes.clone()).into_iter().map(shape_view).collect_view()}
                </g>
            </svg>
        </figure>
    }
}

fn shape_view(shape: Shape) -> impl IntoView {
    match shape {
        Shape::Bar {
            lane,
            x,
            width,
            class,
            label,
            title,
        } => {
            let (y, height) = if class == "grace" {
                (lane.bar_y() - 8.0, 5.0)
            } else if class == "renewal-run" {
                (lane.bar_y() - 4.0, BAR_HEIGHT + 8.0)
            } else {
                (lane.bar_y(), BAR_HEIGHT)
            };
            let fits = !label.is_empty() && label.len() as f32 * CHAR_WIDTH + 8.0 < width;
            let text_x = x + 4.0;
            let text_y = lane.mid_y() + 4.0;
            let label_view =
                fits.then(|| view! { <text class="bar-label" x=text_x y=text_y>{label}</text> });
            view! {
                <g class=format!("bar {class}")>
                    <title>{title}</title>
                    <rect x=x y=y width=width height=height rx="3"></rect>
                    {label_view}
                </g>
            }
            .into_any()
        }
        Shape::Mark {
            lane,
            x,
            symbol,
            class,
            title,
        } => {
            let focusable = class != "renewal";
            let aria_label = focusable.then(|| title.clone());
            view! {
                <g class=format!("mark {class}") tabindex=focusable.then_some("0") aria-label=aria_label>
                    <title>{title}</title>
                    <path d=symbol.path(x, lane.mid_y())></path>
                </g>
            }
            .into_any()
        }
        Shape::Note { lane, x, text } => {
            view! { <text class="note" x=x y=lane.bar_y() - 3.0>{text}</text> }.into_any()
        }
    }
}
