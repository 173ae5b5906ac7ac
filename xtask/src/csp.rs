//! The Content-Security-Policy hashes of a page's inline code, shared by
//! the pre-renderer (`examples/prerender.rs`, the hosted page) and the
//! one-file copy (`offline.rs`), so both policies name exactly what runs by
//! one rule. The pre-renderer compiles this file with `#[path]`: a crate of
//! its own for two functions would be more ceremony than sharing.

use base64::Engine;
use sha2::{Digest, Sha256};

/// The text of every inline `<script>` a browser runs (no `src`, and no
/// `type` or `type=module`: a data block is not run) or every `<style>`
/// (`kind` is "script" or "style"), in page order.
pub fn inline_elements(page: &str, kind: &str) -> Result<Vec<String>, String> {
    let (open, close) = (format!("<{kind}"), format!("</{kind}>"));
    let mut found = Vec::new();
    let mut rest = page;
    while let Some(at) = rest.find(&open) {
        let element = &rest[at..];
        let tag_end = element
            .find('>')
            .ok_or_else(|| format!("an unclosed {open} tag"))?
            + 1;
        let tag = &element[..tag_end];
        let body = &element[tag_end..];
        let length = body
            .find(&close)
            .ok_or_else(|| format!("{open} without {close}"))?;
        let runs =
            !tag.contains(" src=") && (!tag.contains(" type=") || tag.contains("type=module"));
        if runs {
            found.push(body[..length].to_owned());
        }
        rest = &body[length..];
    }
    Ok(found)
}

/// The policy's source for one inline text: `'sha256-<base64>'`.
pub fn hash_source(text: &str) -> String {
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(Sha256::digest(text.as_bytes()))
    )
}

/// The sources that allow every inline element of `kind` in `page`.
pub fn hash_sources(page: &str, kind: &str) -> Result<Vec<String>, String> {
    Ok(inline_elements(page, kind)?
        .iter()
        .map(|text| hash_source(text))
        .collect())
}
