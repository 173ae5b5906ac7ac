//! The teaching guide as a page of its own, `dist/teaching.html`: the
//! Markdown of `docs/teaching.md` rendered at build time (pulldown-cmark,
//! tables on), in the lab's stylesheet, under a policy as strict as the
//! lab's (no script at all). The lab links to it except while a lesson is
//! on, since the guide gives a lesson's answers away. It is not part of the
//! byte budget: the lab never loads it.

use std::fs;
use std::path::Path;

use pulldown_cmark::{html, Options, Parser};

use crate::csp::hash_source;
use crate::dist::built_file;
use crate::{root, Result};

/// The guide's file name in `dist/` (the lab's link points here).
pub const FILE_NAME: &str = "teaching.html";

/// Writes `dist/teaching.html` from `docs/teaching.md`.
pub fn write_teaching_guide(dist: &Path) -> Result {
    let source = root().join("docs").join("teaching.md");
    let markdown = fs::read_to_string(&source)
        .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let css = built_file(dist, ".css")?;
    let css = css
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .ok_or("the stylesheet has no file name")?;
    let page = guide_page(&markdown, &css);
    let out = dist.join(FILE_NAME);
    fs::write(&out, page).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    Ok(())
}

/// The host docs/teaching.md writes its example lessons for.
const EXAMPLE_HOST: &str = "https://example.edu/lab/";

/// What the guide needs beyond the lab's stylesheet, inline (so the lab's
/// budget pays nothing for it): wide tables scroll inside themselves and
/// long links and code wrap anywhere, so a phone never scrolls sideways.
const GUIDE_STYLE: &str = ".guide main{max-width:60rem}.guide table{display:block;overflow-x:auto;font-size:.85rem}.guide td,.guide th{border-bottom:1px solid var(--rule);padding:.3rem .4rem;text-align:left;vertical-align:top}.guide code,.guide a{overflow-wrap:anywhere}";

/// The whole page: the rendered guide inside the lab's page frame. Raw
/// HTML in the Markdown is written as text, so the guide can hold nothing
/// the policy would have to allow.
fn guide_page(markdown: &str, stylesheet: &str) -> String {
    use pulldown_cmark::{CowStr, Event, LinkType, Tag, TagEnd};
    let events = Parser::new_ext(markdown, Options::ENABLE_TABLES).flat_map(|event| match event {
        Event::Html(text) | Event::InlineHtml(text) => vec![Event::Text(text)],
        // An example lesson's address, written for the instructor's own
        // host, also opens here: a link to the lab beside the guide.
        Event::Code(text) if text.starts_with(EXAMPLE_HOST) => {
            let here = format!("./{}", &text[EXAMPLE_HOST.len()..]);
            vec![
                Event::Start(Tag::Link {
                    link_type: LinkType::Inline,
                    dest_url: CowStr::from(here),
                    title: CowStr::from("Open this lesson in the lab beside this guide"),
                    id: CowStr::from(""),
                }),
                Event::Code(text),
                Event::End(TagEnd::Link),
            ]
        }
        other => vec![other],
    });
    let mut body = String::new();
    html::push_html(&mut body, events);
    let style_hash = hash_source(GUIDE_STYLE);
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self' {style_hash}; img-src 'self'; base-uri 'none'; form-action 'none'">
<title>Lease Lab: teaching guide</title>
<link rel="stylesheet" href="{stylesheet}">
<style>{GUIDE_STYLE}</style>
</head>
<body>
<div class="page guide">
<p><a href="./">Back to the lab</a></p>
<main>
{body}</main>
</div>
</body>
</html>
"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guide_renders_its_tables_and_never_passes_raw_html_through() {
        let page = guide_page(
            "# Guide\n\n| Key | Example |\n|---|---|\n| `predict` | `#predict` |\n\n<script>alert(1)</script>\n",
            "main.css",
        );
        assert!(page.contains("<h1>Guide</h1>"), "{page}");
        assert!(
            page.contains("<table>") && page.contains("<code>predict</code>"),
            "{page}"
        );
        assert!(
            page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{page}"
        );
        assert!(!page.contains("<script"), "{page}");
        assert!(page.contains(r#"<link rel="stylesheet" href="main.css">"#));
        assert!(page.contains("default-src 'none'"));
    }

    #[test]
    fn an_example_lesson_opens_in_the_lab_beside_the_guide() {
        let page = guide_page(
            "Try `https://example.edu/lab/#preset=watermark-race&predict`, not `#predict`.\n",
            "main.css",
        );
        assert!(
            page.contains(r#"<a href="./#preset=watermark-race&amp;predict" title="Open this lesson in the lab beside this guide"><code>https://example.edu/lab/#preset=watermark-race&amp;predict</code></a>"#),
            "{page}"
        );
        assert!(!page.contains(r#"<a href="./#predict""#), "{page}");
    }

    /// The guide as shipped: every heading of `docs/teaching.md` is in it.
    #[test]
    fn the_shipped_guide_has_every_heading() {
        let markdown = include_str!("../../docs/teaching.md");
        let page = guide_page(markdown, "main.css");
        for line in markdown.lines().filter(|l| l.starts_with("## ")) {
            let heading = line.trim_start_matches("## ").replace('&', "&amp;");
            assert!(page.contains(&heading), "{heading}");
        }
    }
}
