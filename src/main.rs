//! Browser entry point: hydrates the pre-rendered page (`hydrate`) or mounts
//! the app from scratch (`csr`). Without either feature there is no UI.

fn main() {
    #[cfg(feature = "hydrate")]
    {
        console_error_panic_hook::set_once();
        leptos::mount::hydrate_body(lease_lab::ui::App);
    }
    #[cfg(all(feature = "csr", not(feature = "hydrate")))]
    {
        console_error_panic_hook::set_once();
        leptos::mount::mount_to_body(lease_lab::ui::App);
    }
}
