//! The language menu: a link to the page in each language. A pick carries
//! the page as it is (the scenario, the lesson, the pinned run), so a
//! learner switches without losing their place; the page keeps nothing,
//! so where a name, answers or notes would be lost the first pick only
//! warns, and the same pick again switches (`Model::pick_language`).
//!
//! The links are pre-rendered markup (`present::status::language_menu`),
//! each to its page's plain address, which is where a link opened in a
//! new tab, or before the app starts, goes. One handler on the menu takes
//! the picks: a menu of reactive links cost 3.7 KB of the wasm's gzip.

use leptos::prelude::*;

use super::{as_element, erased_handler, fixed_message, inert_markup, window_height, Model};
use crate::i18n::{locale_in_use, Locale};
use crate::present::status::{language_menu, switching_would_lose};

#[component]
pub fn LanguageMenu(model: Model) -> impl IntoView {
    // Gone as soon as nothing would be lost any more.
    let leaving_for = move || {
        model
            .leaving_for
            .get()
            .filter(|_| model.holds_unsaved_work())
    };
    let pick = move |ev: web_sys::MouseEvent| {
        // A pick to open in another tab or window is the browser's.
        if ev.button() != 0 || ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key() {
            return;
        }
        let Some(to) = picked(&ev) else {
            return;
        };
        ev.prevent_default();
        match model.pick_language(to) {
            Some(address) => {
                let _ = window().location().set_href(&address);
            }
            None => show_whole(&ev),
        }
    };
    view! {
        <nav class="languages" aria-label=fixed_message("language-menu") on:click=erased_handler(pick)>
            {inert_markup(language_menu(locale_in_use()))}
            <p class="language-warning" aria-live="polite">{move || leaving_for().map(switching_would_lose)}</p>
        </nav>
    }
}

/// Scrolls the menu up, in the next frame (when its warning is written),
/// until its end is in view: the warning opens under the links, which on a
/// phone sit at the page's end, often at the screen's bottom edge.
fn show_whole(ev: &web_sys::MouseEvent) {
    let Some(menu) = as_element(ev.current_target()) else {
        return;
    };
    request_animation_frame(move || {
        let screen_height = window_height().unwrap_or(f64::INFINITY);
        if menu.get_bounding_client_rect().bottom() > screen_height {
            menu.scroll_into_view_with_bool(false);
        }
    });
}

/// The language of the menu's link the click landed in, if any.
fn picked(ev: &web_sys::MouseEvent) -> Option<Locale> {
    let link = as_element(ev.target())?.closest("a[hreflang]").ok()??;
    Locale::of(&link.get_attribute("hreflang")?)
}
