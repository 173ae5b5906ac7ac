//! Pre-renders the page at build time: renders `App` with Leptos SSR (the
//! same components and core as the browser app) and writes the HTML right
//! after `<body>` in Trunk's built `index.html`, so the seed's example is
//! readable before, and without, WebAssembly. The browser build then
//! hydrates this DOM instead of replacing it.
//!
//! After the app it writes Leptos' hydration data (the page's sentences,
//! `ui::App`) as the inline script Leptos' server would stream.
//!
//! It also completes the Content-Security-Policy: Trunk's inline module
//! loader names the hashed files, and the data holds the page's words, so
//! their sha256 values change with every build and are filled into the
//! `'sha256-LOADER'` placeholder here.
//!
//! Run by Trunk's post_build hook (`Trunk.toml`), which sets
//! `TRUNK_STAGING_DIR`; or by hand with the dist folder as the argument.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use futures::StreamExt;
use hydration_context::{SharedContext, SsrSharedContext};
use lease_lab::ui::{App, Page, APP_ROOT_ID};
use leptos::prelude::*;

#[path = "../xtask/src/csp.rs"]
mod csp;

fn main() -> ExitCode {
    let dir = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("TRUNK_STAGING_DIR").ok())
        .map(PathBuf::from);
    let Some(dir) = dir else {
        eprintln!("prerender: pass the dist folder, or run from Trunk's post_build hook");
        return ExitCode::FAILURE;
    };
    let path = dir.join("index.html");
    let page = match std::fs::read_to_string(&path) {
        Ok(page) => page,
        Err(error) => {
            eprintln!("prerender: cannot read {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    // The static page and the app are rendered apart: the browser hydrates
    // only `#app`, so the app's markup must be exactly what `App` renders.
    let page_html = Owner::new_root(None).with(|| view! { <Page/> }.to_html());
    let shared = Arc::new(SsrSharedContext::new());
    let owner = Owner::new_root(Some(shared.clone()));
    let app_html = owner.with(|| view! { <App/> }.to_html());
    // Everything the app shares is ready at once (no resource waits), so
    // the stream ends as soon as it is read.
    let data: String = shared
        .pending_data()
        .map(|stream| futures::executor::block_on(stream.collect::<Vec<_>>()).concat())
        .unwrap_or_default();
    let empty_root = format!(r#"<main id="{APP_ROOT_ID}"></main>"#);
    if !page_html.contains(&empty_root) {
        eprintln!("prerender: the page has no empty {empty_root}");
        return ExitCode::FAILURE;
    }
    let app = page_html.replacen(
        &empty_root,
        &format!(r#"<main id="{APP_ROOT_ID}">{app_html}</main><script>{data}</script>"#),
        1,
    );
    let Some(rendered) = insert_after_body_tag(&page, &app) else {
        eprintln!(
            "prerender: {} has no <body> tag, or is already pre-rendered",
            path.display()
        );
        return ExitCode::FAILURE;
    };
    match hash_inline_scripts(&rendered) {
        Ok(rendered) => match std::fs::write(&path, rendered) {
            Ok(()) => {
                println!(
                    "prerender: wrote {} bytes of HTML into {}",
                    app.len(),
                    path.display()
                );
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("prerender: cannot write {}: {error}", path.display());
                ExitCode::FAILURE
            }
        },
        Err(message) => {
            eprintln!("prerender: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Puts `html` immediately after the opening `<body>` tag. Hydration needs
/// the app's root to be the body's first child: no whitespace in between.
fn insert_after_body_tag(page: &str, html: &str) -> Option<String> {
    let start = page.find("<body")?;
    let end = start + page[start..].find('>')? + 1;
    if page[end..].trim_start().starts_with("<div class=\"page\"") {
        return None;
    }
    Some(format!(
        "{}{}{}",
        &page[..end],
        html,
        page[end..].trim_start()
    ))
}

/// Replaces the CSP's `'sha256-LOADER'` placeholder with the hashes of the
/// page's inline scripts (the rule of `xtask/src/csp.rs`, shared with the
/// one-file copy).
fn hash_inline_scripts(page: &str) -> Result<String, String> {
    const PLACEHOLDER: &str = "'sha256-LOADER'";
    if !page.contains(PLACEHOLDER) {
        return Err(format!(
            "index.html's Content-Security-Policy has no {PLACEHOLDER} placeholder"
        ));
    }
    let hashes = csp::hash_sources(page, "script")?;
    if hashes.is_empty() {
        return Err("no inline loader script found to hash".to_owned());
    }
    Ok(page.replace(PLACEHOLDER, &hashes.join(" ")))
}
