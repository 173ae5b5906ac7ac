//! Pre-renders the page at build time, once per locale: renders `App` with
//! Leptos SSR (the same components and core as the browser app) and writes
//! the HTML right after `<body>` in a copy of Trunk's built `index.html`,
//! so the seed's example is readable before, and without, WebAssembly. The
//! browser build then hydrates this DOM instead of replacing it. English
//! is `index.html`; every other locale `<tag>/index.html`, with its `lang`,
//! `dir`, title, description and `hreflang` links (src/i18n/locales.rs).
//!
//! After the app it writes Leptos' hydration data (the page's sentences,
//! `ui::App`) as the inline script Leptos' server would stream.
//!
//! It also completes the Content-Security-Policy: Trunk's inline module
//! loader names the hashed files, and the data holds the page's words, so
//! their sha256 values change with every build and are filled into the
//! `'sha256-LOADER'` placeholder here.
//!
//! Run by Trunk's post_build hook (`Trunk.toml`: `cargo xtask prerender`),
//! which sets `TRUNK_STAGING_DIR`; or by hand with the dist folder as the
//! argument.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use futures::StreamExt;
use hydration_context::{SharedContext, SsrSharedContext};
use lease_lab::i18n::locales::ENGLISH;
use lease_lab::i18n::{page_word, use_locale, Locale, LOCALES};
use lease_lab::present::svg::xml;
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
    // Trunk's page, the template of every locale's; English, the root
    // page, is written over it last.
    let path = dir.join("index.html");
    let template = match std::fs::read_to_string(&path) {
        Ok(page) => page,
        Err(error) => {
            eprintln!("prerender: cannot read {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    for locale in LOCALES.into_iter().rev() {
        let written = use_locale(locale)
            .and_then(|()| render(&template, locale))
            .and_then(|page| {
                let folder = dir.join(locale.folder());
                let path = folder.join("index.html");
                std::fs::create_dir_all(&folder)
                    .and_then(|()| std::fs::write(&path, &page))
                    .map_err(|error| format!("cannot write {}: {error}", path.display()))
                    .map(|()| (path, page.len()))
            });
        match written {
            Ok((path, bytes)) => println!("prerender: wrote {} ({bytes} bytes)", path.display()),
            Err(message) => {
                eprintln!("prerender: {}: {message}", locale.tag);
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// `template` (Trunk's page) in `locale`, with the app pre-rendered.
fn render(template: &str, locale: Locale) -> Result<String, String> {
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
        return Err(format!("the page has no empty {empty_root}"));
    }
    let mut body = page_html.replacen(
        &empty_root,
        &format!(r#"<main id="{APP_ROOT_ID}">{app_html}</main><script>{data}</script>"#),
        1,
    );
    let mut head = localised_head(template, locale)?;
    if locale != ENGLISH {
        // One folder down: the shared files are one level up (Trunk
        // writes the files' addresses as ./name, unquoted by its minifier,
        // and the loader's as './name'). The one-file copy is written
        // beside each locale's page, and so is the teaching guide where
        // the locale has its translation (xtask's guide.rs); without one,
        // the link leads to the English guide.
        head = head
            .replace("=./", "=../")
            .replace("=\"./", "=\"../")
            .replace("'./", "'../");
        let own_guide = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/locales")
            .join(locale.tag)
            .join("teaching.md");
        if !own_guide.is_file() {
            body = body.replace(r#"href="teaching.html""#, r#"href="../teaching.html""#);
        }
    }
    let rendered = insert_after_body_tag(&head, &body)
        .ok_or("Trunk's page has no <body> tag, or is already pre-rendered")?;
    hash_inline_scripts(&rendered)
}

/// Trunk's page with `locale`'s language, direction, title and
/// description, and the addresses of its other locales for search engines
/// (`hreflang`; English is also the default).
fn localised_head(template: &str, locale: Locale) -> Result<String, String> {
    let swap = |page: String, open: &str, close: &str, text: &str| -> Result<String, String> {
        let start = page
            .find(open)
            .ok_or(format!("Trunk's page has no {open}"))?
            + open.len();
        let end = start
            + page[start..]
                .find(close)
                .ok_or(format!("{open} is not closed"))?;
        Ok(format!("{}{}{}", &page[..start], text, &page[end..]))
    };
    let page = swap(
        template.to_owned(),
        "<html",
        ">",
        &format!(r#" lang="{}" dir="{}""#, locale.tag, locale.dir()),
    )?;
    let page = swap(page, "<title>", "</title>", &xml(&page_word("head-title")))?;
    // Trunk's minifier reorders and unquotes attributes: the description
    // is found as the `<meta>` that names it, and written anew.
    let description = page
        .match_indices("<meta ")
        .map(|(at, _)| (at, at + page[at..].find('>').unwrap_or(0) + 1))
        .find(|&(at, end)| page[at..end].contains("name=description"))
        .ok_or("Trunk's page has no description")?;
    let page = format!(
        r#"{}<meta name="description" content="{}">{}"#,
        &page[..description.0],
        xml(&page_word("head-description")),
        &page[description.1..]
    );
    let mut alternates = String::new();
    for other in LOCALES {
        alternates.push_str(&format!(
            r#"<link rel="alternate" hreflang="{}" href="{}">"#,
            other.tag,
            locale.path_to(other)
        ));
    }
    alternates.push_str(&format!(
        r#"<link rel="alternate" hreflang="x-default" href="{}">"#,
        locale.path_to(ENGLISH)
    ));
    let at = page.find("</head>").ok_or("Trunk's page has no </head>")?;
    Ok(format!("{}{alternates}{}", &page[..at], &page[at..]))
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
