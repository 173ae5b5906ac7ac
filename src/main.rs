//! Browser entry point: hydrates the pre-rendered `#app` (`hydrate`) or
//! mounts the app from scratch (`csr`). Without either feature there is no UI.

/// Talc instead of Rust's default dlmalloc: the same allocations in a
/// smaller module (0.7 KB less gzip in the shipped build, commit 280b518).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        lease_lab::ui::report_panics();
        let root = leptos::prelude::document()
            .get_element_by_id(lease_lab::ui::APP_ROOT_ID)
            .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok());
        match root {
            // The pre-rendered markup is taken over in place.
            Some(root) => leptos::mount::hydrate_from(root, lease_lab::ui::App).forget(),
            None => web_sys::console::error_1(
                &"Lease Lab: the pre-rendered #app element is missing".into(),
            ),
        }
    }
    #[cfg(all(feature = "csr", not(feature = "hydrate")))]
    {
        lease_lab::ui::report_panics();
        leptos::mount::mount_to_body(lease_lab::ui::App);
    }
}
