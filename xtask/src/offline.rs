//! The single-file build (`dist/lease-lab-offline.html`): the built page
//! with its stylesheet, icon, JavaScript glue and WebAssembly inside it, so
//! it works opened from disk, from any static host or as an LMS attachment,
//! and makes no request at all.
//!
//! The wasm travels gzip-compressed and base64-encoded in a data block (a
//! `<script>` whose type no browser executes); the inline module decodes it
//! with `atob` and the browser's own `DecompressionStream`, so the file costs
//! about what the hosted page costs over a gzip connection. Every inline
//! script and style is then hashed into a Content-Security-Policy as strict
//! as the hosted one: nothing may load from anywhere, not even the page's
//! own origin.
//!
//! Each piece of the built page is found by an exact pattern and must be
//! there exactly once, so a changed Trunk output stops the build with a
//! message instead of shipping a half-inlined file.

use base64::Engine;

use crate::csp::{hash_source, hash_sources, inline_elements};

type Result<T = ()> = std::result::Result<T, String>;

/// The file's name, also the hosted page's download link target.
pub const FILE_NAME: &str = "lease-lab-offline.html";

/// The id of the data block that holds the compressed wasm.
const WASM_BLOCK_ID: &str = "wasm-gz";

/// The built files the page refers to, read by the caller.
pub struct Built<'a> {
    pub page: &'a str,
    pub css: &'a str,
    pub icon_svg: &'a str,
    pub glue: &'a str,
    pub wasm_gzip: &'a [u8],
}

/// Starts the app from the data block: Trunk's loader fetches the wasm by
/// URL, this decodes it in memory. The glue's `__wbg_init` (wasm-bindgen's
/// name for its default export) is in the same module; the event is the
/// one Trunk's loader sends.
const LOADER: &str = r#"
const offlineText=atob(document.getElementById("wasm-gz").textContent),offlineBytes=new Uint8Array(offlineText.length);
for(let i=0;i<offlineText.length;i++)offlineBytes[i]=offlineText.charCodeAt(i);
const offlineWasm=await __wbg_init({module_or_path:await new Response(new Blob([offlineBytes]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer()});
dispatchEvent(new CustomEvent("TrunkApplicationStarted",{detail:{wasm:offlineWasm}}));
"#;

/// The one-file page built from the hosted page's parts.
pub fn assemble(built: &Built) -> Result<String> {
    let mut page = built.page.to_owned();
    for text in [built.css, built.glue] {
        for forbidden in ["</style", "</script", "<!--"] {
            if text.to_ascii_lowercase().contains(forbidden) {
                return Err(format!(
                    "a built file contains {forbidden:?}, which would end its inline element"
                ));
            }
        }
    }
    // The loader shares the glue's module scope: its names must be free.
    if built.glue.contains("offline") {
        return Err("the glue uses the name prefix `offline`, which the loader needs".to_owned());
    }
    let stylesheet = one_tag(&page, "<link", "rel=stylesheet")?;
    page = page.replacen(&stylesheet, &format!("<style>{}</style>", built.css), 1);
    let icon = one_tag(&page, "<link", "rel=icon")?;
    let icon_data = format!(
        "data:image/svg+xml;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(built.icon_svg.trim())
    );
    page = page.replacen(&icon, &format!("<link href=\"{icon_data}\" rel=icon>"), 1);
    // The glue's preload; the wasm's too, should Trunk's loader preload it.
    let tag = one_tag(&page, "<link", "rel=modulepreload")?;
    page = page.replacen(&tag, "", 1);
    if let Ok(tag) = one_tag(&page, "<link", "rel=preload") {
        page = page.replacen(&tag, "", 1);
    }
    let loader_tag = one_tag(&page, "<script", "type=module")?;
    let loader = one_element(&page, &loader_tag, "</script>")?;
    let wasm_base64 = base64::engine::general_purpose::STANDARD.encode(built.wasm_gzip);
    page = page.replacen(
        &loader,
        &format!(
            "<script type=module>{}{LOADER}</script><script type=application/octet-stream id={WASM_BLOCK_ID}>{wasm_base64}</script>",
            built.glue.trim_end()
        ),
        1,
    );
    // The other locales' addresses (hreflang) mean nothing on disk, where
    // no other page is beside the file, and the policy allows no link.
    while let Some(at) = page.find("<link rel=\"alternate\"") {
        let end = page[at..].find('>').map_or(page.len(), |end| at + end + 1);
        page.replace_range(at..end, "");
    }
    // So do the language menu's links: the menu is hidden, not removed,
    // since the app adopts the page as built.
    let menu = one_tag(&page, "<nav", "languages")?;
    page = page.replacen(&menu, &menu.replacen("<nav", "<nav hidden", 1), 1);
    // The hosted page's links to this file and to the teaching guide mean
    // nothing inside it (the guide is not beside it on disk).
    for start in ["<p class=\"offline\">", "<p class=\"guide-link\">"] {
        let link = one_element(&page, start, "</p>")?;
        page = page.replacen(&link, "", 1);
    }
    with_policy(&page)
}

/// The one opening tag `<name ...>` (Trunk's minified HTML: attributes in
/// any order, unquoted where it can) that contains `attribute`; it must be
/// the only one.
fn one_tag(page: &str, name: &str, attribute: &str) -> Result<String> {
    let tags: Vec<&str> = page
        .match_indices(name)
        .filter_map(|(at, _)| page[at..].find('>').map(|end| &page[at..=at + end]))
        .filter(|tag| tag[name.len()..].starts_with([' ', '>']) && tag.contains(attribute))
        .collect();
    match tags.as_slice() {
        [tag] => Ok((*tag).to_owned()),
        _ => Err(format!(
            "the built page has {} {name} tags with {attribute}, not one: did Trunk's output change?",
            tags.len()
        )),
    }
}

/// The text from `start` to the first `end` after it, which must occur
/// exactly once.
fn one_element(page: &str, start: &str, end: &str) -> Result<String> {
    let count = page.matches(start).count();
    if count != 1 {
        return Err(format!(
            "the built page has {count} `{start}`, not one: did Trunk's output change?"
        ));
    }
    let at = page.find(start).unwrap_or_default();
    let length = page[at..]
        .find(end)
        .ok_or_else(|| format!("`{start}` is not closed by `{end}`"))?;
    Ok(page[at..at + length + end.len()].to_owned())
}

/// The policy: only the inline scripts and styles of this file, by hash;
/// the icon as a data URL and the figure's SVG as a blob URL (drawn into
/// a PNG); no connection, font, frame or worker at all.
fn with_policy(page: &str) -> Result<String> {
    let csp = one_tag(page, "<meta", "http-equiv=Content-Security-Policy")?;
    let hashes = |kind: &str| -> Result<String> {
        Ok(hash_sources(page, kind)?
            .iter()
            .map(|source| format!(" {source}"))
            .collect())
    };
    let policy = format!(
        "default-src 'none'; script-src 'wasm-unsafe-eval'{}; style-src{}; img-src data: blob:; connect-src 'none'; font-src 'none'; object-src 'none'; frame-src 'none'; worker-src 'none'; manifest-src 'none'; media-src 'none'; base-uri 'none'; form-action 'none'",
        hashes("script")?,
        hashes("style")?
    );
    Ok(page.replacen(
        &csp,
        &format!("<meta content=\"{policy}\" http-equiv=Content-Security-Policy>"),
        1,
    ))
}

/// The sources one directive of the page's policy allows.
fn policy_sources(page: &str, directive: &str) -> Result<Vec<String>> {
    let csp = one_tag(page, "<meta", "http-equiv=Content-Security-Policy")?;
    let content = csp
        .split("content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .ok_or("the policy has no content")?;
    Ok(content
        .split(';')
        .map(str::trim)
        .find_map(|part| part.strip_prefix(directive)?.strip_prefix(' '))
        .map(|sources| sources.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default())
}

/// Checks the one-file copy as written (the dist step runs this on
/// `dist/lease-lab-offline.html`): it runs nothing its policy does not
/// name, its policy names nothing it does not run, loads nothing from
/// anywhere, and its data block decodes to a gzip stream of a wasm module.
pub fn check(page: &str) -> Result {
    // The head script, the page's hydration data (its sentences) and the
    // module; the stylesheet.
    for (kind, directive, fixed, count) in [
        (
            "script",
            "script-src",
            vec!["'wasm-unsafe-eval'".to_owned()],
            4,
        ),
        ("style", "style-src", vec![], 1),
    ] {
        let mut expected = fixed;
        expected.extend(
            inline_elements(page, kind)?
                .iter()
                .map(|text| hash_source(text)),
        );
        if expected.len() != count {
            return Err(format!(
                "the one-file copy should allow {count} {kind} sources, not {}: {expected:?}",
                expected.len()
            ));
        }
        let allowed = policy_sources(page, directive)?;
        if allowed != expected {
            return Err(format!(
                "the one-file copy's {directive} allows {allowed:?}, but its inline code needs {expected:?}"
            ));
        }
    }
    if policy_sources(page, "default-src")? != ["'none'"] {
        return Err("the one-file copy's default-src must be 'none'".to_owned());
    }
    let block = one_element(page, "<script type=application/octet-stream", "</script>")?;
    let base64_text = block
        .split_once('>')
        .map(|(_, rest)| rest.trim_end_matches("</script>"))
        .unwrap_or_default();
    let packed = base64::engine::general_purpose::STANDARD
        .decode(base64_text)
        .map_err(|e| format!("the one-file copy's wasm block is not base64: {e}"))?;
    let mut wasm = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::GzDecoder::new(packed.as_slice()),
        &mut wasm,
    )
    .map_err(|e| format!("the one-file copy's wasm block is not gzip: {e}"))?;
    if !wasm.starts_with(b"\0asm") {
        return Err("the one-file copy's wasm block is not a wasm module".to_owned());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Trunk's minified shape of the built page.
    const PAGE: &str = concat!(
        "<!doctype html><html lang=en><head>",
        "<meta content=\"default-src 'none'; script-src 'self' 'sha256-x'\" http-equiv=Content-Security-Policy>",
        "<script>first()</script>",
        "<link href=./favicon-1.svg rel=icon>",
        "<link href=./style-1.css rel=stylesheet>",
        "<script type=module>import init from './app-1.js';await init({module_or_path:'./app-1_bg.wasm'});</script>",
        "<link crossorigin href=./app-1.js rel=modulepreload>",
        "<link as=fetch crossorigin href=./app-1_bg.wasm rel=preload type=application/wasm>",
        "<link rel=\"alternate\" hreflang=\"es\" href=\"es/\">",
        "</head><body><main>page<nav aria-label=\"Language\" class=\"languages\"><a hreflang=\"es\" href=\"../es/\">Español</a></nav></main><script>__RESOLVED_RESOURCES=[];</script><p class=\"offline\"><a href=\"lease-lab-offline.html\" download>Get it</a></p><footer><p class=\"guide-link\"><a href=\"teaching.html\">guide</a></p></footer></body></html>",
    );

    fn built<'a>(page: &'a str, glue: &'a str) -> Built<'a> {
        Built {
            page,
            css: "body{color:red}",
            icon_svg: "<svg/>",
            glue,
            wasm_gzip: &[1, 2, 3],
        }
    }

    #[test]
    fn everything_is_inline_and_hashed_into_the_policy() {
        let page = assemble(&built(PAGE, "export default function __wbg_init(){}")).unwrap();
        assert!(!page.contains("href=./"), "{page}");
        assert!(!page.contains("import "), "{page}");
        assert!(!page.contains("lease-lab-offline.html"), "{page}");
        assert!(page.contains("<style>body{color:red}</style>"));
        assert!(page.contains("<script type=application/octet-stream id=wasm-gz>AQID</script>"));
        assert!(page.contains("href=\"data:image/svg+xml;base64,PHN2Zy8+\""));
        assert!(
            page.contains("<nav hidden aria-label=\"Language\" class=\"languages\">"),
            "the language menu leads to pages that are not beside the file"
        );
        let scripts = inline_elements(&page, "script").unwrap();
        assert_eq!(scripts.len(), 3, "the data block is not a script that runs");
        assert_eq!(scripts[0], "first()");
        assert!(scripts[1].starts_with("export default function __wbg_init(){}\nconst offlineText"));
        assert_eq!(scripts[2], "__RESOLVED_RESOURCES=[];", "the hydration data");
        let allowed = policy_sources(&page, "script-src").unwrap();
        assert_eq!(allowed[0], "'wasm-unsafe-eval'");
        for script in &scripts {
            assert!(allowed.contains(&hash_source(script)));
        }
        assert_eq!(allowed.len(), 4, "no 'self', no other source");
        assert_eq!(
            policy_sources(&page, "style-src").unwrap(),
            [hash_source("body{color:red}")]
        );
        assert_eq!(policy_sources(&page, "connect-src").unwrap(), ["'none'"]);
        assert_eq!(
            policy_sources(&page, "img-src").unwrap(),
            ["data:", "blob:"]
        );
    }

    #[test]
    fn the_check_passes_an_assembled_file_and_refuses_a_tampered_one() {
        let gzipped = crate::dist::gzip(b"\0asm\x01\0\0\0").unwrap();
        let glue = "export default function __wbg_init(){}";
        let page = assemble(&Built {
            wasm_gzip: &gzipped,
            ..built(PAGE, glue)
        })
        .unwrap();
        assert_eq!(check(&page), Ok(()));
        assert!(
            !page.contains("<link rel=\"alternate\""),
            "the other locales' pages are not beside it"
        );
        let unhashed = page.replace("first()", "second()");
        assert!(check(&unhashed).unwrap_err().contains("script-src"));
        let not_wasm = assemble(&built(PAGE, glue)).unwrap();
        assert!(check(&not_wasm).unwrap_err().contains("gzip"));
        let loose = page.replace("default-src 'none'", "default-src 'self'");
        assert!(check(&loose).unwrap_err().contains("default-src"));
    }

    #[test]
    fn a_changed_build_output_stops_the_build() {
        let glue = "export default function __wbg_init(){}";
        let no_preload = PAGE.replace("rel=modulepreload", "rel=prefetch");
        assert!(assemble(&built(&no_preload, glue))
            .unwrap_err()
            .contains("preload"));
        let two_loaders = PAGE.replace("</head>", "<script type=module>x()</script></head>");
        assert!(assemble(&built(&two_loaders, glue)).is_err());
        assert!(assemble(&built(PAGE, "const s = '</script>';")).is_err());
    }
}
