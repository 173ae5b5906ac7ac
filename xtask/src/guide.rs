//! The teaching guide as a page of its own beside each locale's lab:
//! `dist/teaching.html` from `docs/teaching.md` (English, the source) and
//! `dist/<tag>/teaching.html` from `src/locales/<tag>/teaching.md` where a
//! locale has its translation (without one, its page links the English
//! guide: examples/prerender.rs). The Markdown is rendered at build time
//! (pulldown-cmark, tables on), in the lab's stylesheet, under a policy as
//! strict as the lab's (no script at all), in the page's language and
//! direction; the frame's few words (title, "Back to the lab", a lesson
//! link's title) are the locale's `guide-*` messages of `page.ftl`. The lab
//! links to it except while a lesson is on, since the guide gives a
//! lesson's answers away. It is not part of the byte budget: the lab never
//! loads it.

use std::fs;
use std::path::Path;

use pulldown_cmark::{html, Options, Parser};

use crate::csp::hash_source;
use crate::dist::{built_file, locale_pages};
use crate::{root, Result};

/// The guide's file name beside each locale's page (the lab's link points
/// here).
pub const FILE_NAME: &str = "teaching.html";

/// The words of the guide's frame, and its language, in one locale.
struct Frame {
    /// The page's `lang` (the locale's tag).
    lang: String,
    /// Written right to left (the page's `dir`).
    right_to_left: bool,
    title: String,
    back: String,
    open_lesson: String,
}

/// Writes the guide beside every locale's page that has one.
pub fn write_teaching_guide(dist: &Path) -> Result {
    let css = built_file(dist, ".css")?;
    let css = css
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .ok_or("the stylesheet has no file name")?;
    for folder in locale_pages(dist)? {
        let (tag, source, stylesheet) = if folder == dist {
            (
                "en".to_owned(),
                root().join("docs").join("teaching.md"),
                css.clone(),
            )
        } else {
            let tag = folder
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .ok_or("a locale's folder has no name")?;
            let source = root().join("src/locales").join(&tag).join("teaching.md");
            (tag, source, format!("../{css}"))
        };
        if !source.is_file() {
            continue;
        }
        let read = |path: &Path| {
            fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
        };
        let markdown = read(&source)?;
        let catalog = read(&root().join("src/locales").join(&tag).join("page.ftl"))?;
        let lab_page = read(&folder.join("index.html"))?;
        let frame = Frame {
            right_to_left: written_right_to_left(&lab_page)?,
            title: page_message(&catalog, "guide-title")?,
            back: page_message(&catalog, "guide-back")?,
            open_lesson: page_message(&catalog, "guide-open-lesson")?,
            lang: tag,
        };
        let out = folder.join(FILE_NAME);
        fs::write(&out, guide_page(&markdown, &stylesheet, &frame))
            .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    Ok(())
}

/// The text of the one-line message `id` of a `page.ftl`. The guide's
/// frame words are plain text on one line (no placeable, no continuation),
/// which is all this reads; tests/i18n.rs checks every locale has them.
fn page_message(catalog: &str, id: &str) -> Result<String> {
    let prefix = format!("{id} = ");
    let mut lines = catalog.lines();
    while let Some(line) = lines.next() {
        if let Some(text) = line.strip_prefix(&prefix) {
            let continued = lines.next().is_some_and(|next| next.starts_with(' '));
            if continued || text.contains('{') {
                return Err(format!("page.ftl's {id} must be plain text on one line"));
            }
            return Ok(text.trim().to_owned());
        }
    }
    Err(format!("a page.ftl has no {id}"))
}

/// Whether the lab's page, as the pre-renderer wrote it, is right to left
/// (its `<html>` tag's `dir`, quoted or not after Trunk's minifier).
fn written_right_to_left(page: &str) -> Result<bool> {
    let start = page
        .find("<html")
        .ok_or("a locale's page has no <html> tag")?;
    let tag = &page[start..];
    let tag = &tag[..tag.find('>').ok_or("a locale's <html> tag is not closed")?];
    Ok(tag.contains("dir=rtl") || tag.contains("dir=\"rtl\""))
}

/// The host docs/teaching.md writes its example lessons for.
const EXAMPLE_HOST: &str = "https://example.edu/lab/";

/// What the guide needs beyond the lab's stylesheet, inline (so the lab's
/// budget pays nothing for it): wide tables scroll inside themselves and
/// long links and code wrap anywhere, so a phone never scrolls sideways.
const GUIDE_STYLE: &str = ".guide main{max-width:60rem}.guide table{display:block;overflow-x:auto;font-size:.85rem}.guide td,.guide th{border-bottom:1px solid var(--rule);padding:.3rem .4rem;text-align:start;vertical-align:top}.guide code,.guide a{overflow-wrap:anywhere}";

/// The whole page: the rendered guide inside the lab's page frame. Raw
/// HTML in the Markdown is written as text, so the guide can hold nothing
/// the policy would have to allow.
fn guide_page(markdown: &str, stylesheet: &str, frame: &Frame) -> String {
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
                    title: CowStr::from(frame.open_lesson.clone()),
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
    let (lang, title, back) = (&frame.lang, escaped(&frame.title), escaped(&frame.back));
    let dir = if frame.right_to_left {
        r#" dir="rtl""#
    } else {
        ""
    };
    format!(
        r#"<!DOCTYPE html>
<html lang="{lang}"{dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self' {style_hash}; img-src 'self'; base-uri 'none'; form-action 'none'">
<title>{title}</title>
<link rel="stylesheet" href="{stylesheet}">
<style>{GUIDE_STYLE}</style>
</head>
<body>
<div class="page guide">
<p><a href="./">{back}</a></p>
<main>
{body}</main>
</div>
</body>
</html>
"#
    )
}

/// `text` as HTML text, escaped by pulldown-cmark as in the guide's body.
fn escaped(text: &str) -> String {
    let mut out = String::new();
    html::push_html(
        &mut out,
        std::iter::once(pulldown_cmark::Event::Text(text.into())),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English frame, as `src/locales/en/page.ftl` gives it.
    fn english() -> Frame {
        let catalog = include_str!("../../src/locales/en/page.ftl");
        Frame {
            lang: "en".to_owned(),
            right_to_left: false,
            title: page_message(catalog, "guide-title").expect("guide-title"),
            back: page_message(catalog, "guide-back").expect("guide-back"),
            open_lesson: page_message(catalog, "guide-open-lesson").expect("guide-open-lesson"),
        }
    }

    #[test]
    fn the_guide_renders_its_tables_and_never_passes_raw_html_through() {
        let page = guide_page(
            "# Guide\n\n| Key | Example |\n|---|---|\n| `predict` | `#predict` |\n\n<script>alert(1)</script>\n",
            "main.css",
            &english(),
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
        // The English frame reads as it did before the guide had locales.
        assert!(page.contains(r#"<html lang="en">"#), "{page}");
        assert!(page.contains("<title>Lease Lab: teaching guide</title>"));
        assert!(page.contains(r#"<p><a href="./">Back to the lab</a></p>"#));
    }

    #[test]
    fn an_example_lesson_opens_in_the_lab_beside_the_guide() {
        let page = guide_page(
            "Try `https://example.edu/lab/#preset=watermark-race&predict`, not `#predict`.\n",
            "main.css",
            &english(),
        );
        assert!(
            page.contains(r#"<a href="./#preset=watermark-race&amp;predict" title="Open this lesson in the lab beside this guide"><code>https://example.edu/lab/#preset=watermark-race&amp;predict</code></a>"#),
            "{page}"
        );
        assert!(!page.contains(r#"<a href="./#predict""#), "{page}");
    }

    #[test]
    fn a_right_to_left_guide_says_so_and_its_frame_is_escaped_text() {
        let frame = Frame {
            lang: "ar".to_owned(),
            right_to_left: true,
            title: "دليل <1> & 2".to_owned(),
            back: "العودة".to_owned(),
            open_lesson: "افتح".to_owned(),
        };
        let page = guide_page("# دليل\n", "../main.css", &frame);
        assert!(page.contains(r#"<html lang="ar" dir="rtl">"#), "{page}");
        assert!(
            page.contains("<title>دليل &lt;1&gt; &amp; 2</title>"),
            "{page}"
        );
        assert!(page.contains(r#"<link rel="stylesheet" href="../main.css">"#));
        assert!(page.contains(r#"<a href="./">العودة</a>"#));
    }

    #[test]
    fn the_frame_words_are_one_line_messages_of_page_ftl() {
        let catalog = "a = one\nguide-back = Back to the lab\nb = { $x }\nc = first\n    second\n";
        assert_eq!(
            page_message(catalog, "guide-back").as_deref(),
            Ok("Back to the lab")
        );
        assert!(page_message(catalog, "b").is_err(), "a placeable");
        assert!(page_message(catalog, "c").is_err(), "a continued message");
        assert!(
            page_message(catalog, "guide-title").is_err(),
            "a missing message"
        );
        assert_eq!(
            written_right_to_left("<html lang=ar dir=rtl><body>"),
            Ok(true)
        );
        assert_eq!(
            written_right_to_left(r#"<html lang="ar" dir="rtl">"#),
            Ok(true)
        );
        assert_eq!(
            written_right_to_left("<html lang=de><body dir=rtl>"),
            Ok(false)
        );
    }

    /// The guides as shipped: every heading of each is in its page, and
    /// each translation keeps the English guide's shape (its headings,
    /// list items and table rows) and every code span byte for byte, so
    /// its fragment keys, preset slugs and lesson links are the tested
    /// English ones (src/present/fragment.rs reads those).
    #[test]
    fn every_shipped_guide_has_every_heading_and_the_english_links() {
        let english_source = include_str!("../../docs/teaching.md");
        let shape = |markdown: &str| {
            let count =
                |pick: fn(&str) -> bool| markdown.lines().filter(|l| pick(l.trim_start())).count();
            (
                count(|l| l.starts_with("## ")),
                count(|l| l.starts_with("### ")),
                count(|l| l.starts_with("- ")),
                count(|l| l.starts_with('|')),
            )
        };
        let code_spans = |markdown: &str| {
            let mut spans: Vec<String> = markdown
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect();
            spans.sort();
            spans
        };
        // Every locale folder's guide, English's own among them.
        let mut guides = vec![("en".to_owned(), english_source.to_owned())];
        let locales = fs::read_dir(root().join("src/locales")).expect("src/locales");
        for folder in locales.flatten().map(|entry| entry.path()) {
            if let Ok(markdown) = fs::read_to_string(folder.join("teaching.md")) {
                let tag = folder.file_name().map(|n| n.to_string_lossy().into_owned());
                guides.push((tag.unwrap_or_default(), markdown));
            }
        }
        assert!(
            guides.len() >= 5,
            "the guides of en, es, de, zh-Hans and ar"
        );
        for (tag, markdown) in &guides {
            let markdown = markdown.as_str();
            let page = guide_page(markdown, "main.css", &english());
            for line in markdown.lines().filter(|l| l.starts_with("## ")) {
                let heading = line.trim_start_matches("## ").replace('&', "&amp;");
                assert!(page.contains(&heading), "{tag}: {heading}");
            }
            assert_eq!(
                shape(markdown),
                shape(english_source),
                "{tag}'s headings, list items, table rows"
            );
            assert_eq!(
                code_spans(markdown),
                code_spans(english_source),
                "{tag}'s code spans"
            );
        }
    }
}
