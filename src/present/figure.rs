//! A figure for slides: the timeline (both runs while one is pinned) with
//! a title, the current run's headline and the legend, as one standalone
//! SVG in the light theme's colours whatever the page's theme, and the
//! `tEXt` chunk that carries the scenario's link in the PNG made from it.
//! The drawing and the legend's swatches are the page's own markup
//! ([`figure_parts`], [`legend_swatch`]), laid out at a fixed width in the
//! projector's text size.

use crate::i18n::{isolated, say, Arg};
use crate::sentence;
use crate::sim::{simulate, Scenario};

use super::compare::{current_caption, pinned_caption};
use super::report::headline;
use super::svg::{figure_parts, legend_swatch, xml, Figure};
use super::timeline::{layout_both, legend, Frame, TextSize, N};

/// The figure's width in SVG units; the PNG is drawn at twice this, 1920
/// device pixels.
pub const WIDTH: f32 = 960.0;
/// The PNG's width in device pixels.
pub const PNG_WIDTH: u32 = 1920;
const MARGIN: f32 = 24.0;

/// The light theme's rules for the classes the drawing and the swatches
/// use (`style/main.css`, its `:root` colours written out), so the file
/// reads the same on any viewer and on a projector.
const STYLE: &str = "text{font-family:system-ui,sans-serif;fill:#1d232b}.lane-label,.title{font-weight:600}.lane-rule,.grid{stroke:#d9dde3}.grid{stroke-dasharray:2 3}.axis-line,.tick-line{stroke:#566170}.tick-label{fill:#566170;text-anchor:middle}.tick-label.end{text-anchor:end}.tick-label.start{text-anchor:start}.bar-label{paint-order:stroke;stroke:#fff;stroke-width:2px;stroke-linejoin:round}.work-a rect,.lease-a rect{fill:#cfe0f3;stroke:#2f6fb3}.lease-a rect{opacity:.7}.zombie rect{fill:#fff;stroke:#a33b3b;stroke-width:2;stroke-dasharray:5 3}.bar-label.zombie{fill:#a33b3b}.bar-label.zombie,.bar-label.paused,.note{font-weight:700}.paused rect{fill:url(#hatch);stroke:#8a6d1d}.grace rect{fill:#8a6d1d}.work-b rect{fill:#cdebd9;stroke:#2f8f5b}.state-old rect{fill:#fff;stroke:#566170}.state-new rect{fill:url(#dots);stroke:#2f8f5b}.renewal-run rect{fill:url(#ticks);stroke:#2f6fb3}.hatch-bg{fill:#fff}.hatch-line{stroke:#8a6d1d;stroke-width:2}.dots-bg{fill:#cdebd9}.dots-dot{fill:#2f8f5b}.ticks-line{stroke:#2f6fb3}.mark path{fill:none;stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}.renewal path{stroke:#2f6fb3;stroke-width:2}.refused path,.rejected path{stroke:#b3261e;stroke-width:3}.accepted path{stroke:#1f7a44}.takeover path{stroke:#2f8f5b;fill:#2f8f5b}.signal path{stroke:#8a6d1d;fill:#8a6d1d}.pause-start path{stroke:#8a6d1d;stroke-width:3}.terminated path{stroke:#b3261e;fill:#b3261e}.acquired path,.resume path{stroke:#2f6fb3;fill:#2f6fb3}.hit{fill:none}.differs{fill:none;stroke:#1d232b;stroke-width:1.5;stroke-dasharray:3 2}.note{fill:#1f7a44}.grace-note{fill:#8a6d1d;paint-order:stroke;stroke:#fff;stroke-width:2px;stroke-linejoin:round}";

/// The figure's title: the timeline's, with the preset's name when the
/// scenario is one.
pub fn figure_title(preset: Option<&str>) -> String {
    match preset {
        Some(name) => say(
            sentence!("figure-timeline-preset"),
            &[("preset", Arg::Text(name))],
        ),
        None => say(sentence!("figure-timeline"), &[]),
    }
}

/// The figure as a standalone SVG document: `title`, the run's headline,
/// the current run's drawing (and the pinned run's under it, on one axis,
/// each captioned as on the page), then the legend of both; `link` (the
/// scenario's) in its `<desc>`. Every text is escaped. The page offers it
/// only where the lesson shows the timeline; nothing else of the page is in
/// it.
pub fn figure_svg(
    scenario: &Scenario,
    pinned: Option<&Scenario>,
    title: &str,
    link: &str,
) -> String {
    let frame = Frame::fitted(WIDTH as u32, TextSize::Projector);
    let outcome = simulate(scenario);
    let drawings = layout_both((scenario, &outcome), pinned, frame);
    let mut body = String::new();
    let mut y = MARGIN;
    // Each text is isolated on a right-to-left page, as the drawing's own
    // are: a line of Arabic holding "B" or "(الرمز 2)" keeps its order in
    // the figure's left-to-right document.
    let text = |y: f32, class: &str, size: u32, line: &str| {
        format!(
            r#"<text class="{class}" x="{}" y="{}" font-size="{size}">{}</text>"#,
            N(MARGIN),
            N(y),
            xml(&isolated(line.to_owned()))
        )
    };
    y += 24.0;
    body.push_str(&text(y, "title", 26, title));
    for line in wrap(&headline(outcome.class), frame, WIDTH - 2.0 * MARGIN) {
        y += 24.0;
        body.push_str(&text(y, "headline", 17, &line));
    }
    y += 12.0;
    let other = drawings.pinned.as_ref();
    let runs = [
        (
            Some(&drawings.current),
            Figure::CURRENT,
            other,
            current_caption(other.is_some()),
        ),
        (
            other,
            Figure::PINNED,
            Some(&drawings.current),
            pinned_caption(),
        ),
    ];
    for (drawing, figure, other, caption) in runs {
        let Some(drawing) = drawing else { continue };
        if drawings.pinned.is_some() {
            y += 22.0;
            body.push_str(&text(y, "title", 17, &caption));
        }
        body.push_str(&format!(
            r#"<g transform="translate(0 {})" font-size="{}">"#,
            N(y),
            N(frame.text)
        ));
        body.extend(figure_parts(drawing, None, figure, other).1);
        body.push_str("</g>");
        y += frame.height();
    }
    // The legend in two columns of swatches and meanings.
    let entries = legend(&drawings);
    let column = (WIDTH - 2.0 * MARGIN) / 2.0;
    for (i, entry) in entries.iter().enumerate() {
        let (x, row) = (
            MARGIN + column * (i % 2) as f32,
            y + 8.0 + 28.0 * (i / 2) as f32,
        );
        body.push_str(&format!(
            r#"<g transform="translate({} {})">{}<text x="28" y="15" font-size="15">{}</text></g>"#,
            N(x),
            N(row),
            legend_swatch(entry.key),
            xml(&isolated(entry.text.clone()))
        ));
    }
    // Through `N`: formatting an `f32` itself pulls 10 KB of formatter
    // into the wasm.
    let height = N((y + 8.0 + 28.0 * entries.len().div_ceil(2) as f32 + MARGIN).ceil());
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{height}" viewBox="0 0 {w} {height}"><title>{}</title><desc>{}</desc><style>{STYLE}</style><rect width="{w}" height="{height}" fill="#fff"></rect>{body}</svg>"##,
        xml(title),
        xml(link),
        w = N(WIDTH),
    )
}

/// `text` in lines no wider than `width` by the frame's estimate of its
/// font, at the headline's size (a little larger than the drawing's).
fn wrap(text: &str, frame: Frame, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line)
                if frame.text_width(&format!("{line} {word}"), false) * 17.0 / frame.text
                    <= width =>
            {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// `png` with a `tEXt` chunk (keyword `Source`, `link` as Latin-1) right
/// after its header chunk, with its CRC-32. `None` when `png` is not a PNG
/// that starts with its header, or `link` is not Latin-1 text without NUL.
pub fn png_with_source(png: &[u8], link: &str) -> Option<Vec<u8>> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR";
    // The signature, then IHDR: length 13, type, 13 bytes, CRC.
    const AFTER_HEADER: usize = 8 + 4 + 4 + 13 + 4;
    if !png.starts_with(SIGNATURE) || png.len() < AFTER_HEADER {
        return None;
    }
    let mut chunk = b"tEXtSource\0".to_vec();
    for ch in link.chars() {
        chunk.push(u8::try_from(u32::from(ch)).ok().filter(|&b| b != 0)?);
    }
    let mut out = Vec::with_capacity(png.len() + chunk.len() + 8);
    out.extend_from_slice(&png[..AFTER_HEADER]);
    out.extend_from_slice(&u32::try_from(chunk.len() - 4).ok()?.to_be_bytes());
    out.extend_from_slice(&chunk);
    out.extend_from_slice(&crc32(&chunk).to_be_bytes());
    out.extend_from_slice(&png[AFTER_HEADER..]);
    Some(out)
}

/// The CRC-32 PNG uses (ISO-HDLC), bit by bit: no table, since a figure's
/// one chunk is a few hundred bytes.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// The bytes of a `data:` URL's base64 payload (what a canvas gives), or
/// `None` when it is not one.
pub fn data_url_bytes(url: &str) -> Option<Vec<u8>> {
    let payload = url.split_once(";base64,")?.1.trim_end_matches('=');
    let mut out = Vec::with_capacity(payload.len() * 3 / 4);
    let (mut bits, mut count) = (0u32, 0);
    for byte in payload.bytes() {
        let value = match byte {
            b'A'..=b'Z' => byte - b'A',
            b'a'..=b'z' => byte - b'a' + 26,
            b'0'..=b'9' => byte - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(value);
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::presets::PRESETS;

    fn preset(slug: &str) -> Scenario {
        PRESETS
            .iter()
            .find(|p| p.slug == slug)
            .map(|p| p.scenario)
            .expect("a preset")
    }

    /// Every tag opened is closed in order (quick-xml checks the names),
    /// every `&` starts one of XML's own entities.
    #[track_caller]
    fn assert_well_formed(svg: &str) {
        let mut reader = quick_xml::Reader::from_str(svg);
        let mut depth = 0usize;
        loop {
            match reader.read_event() {
                Ok(quick_xml::events::Event::Start(_)) => depth += 1,
                Ok(quick_xml::events::Event::End(_)) => depth -= 1,
                Ok(quick_xml::events::Event::GeneralRef(entity)) => {
                    let name = entity.into_inner();
                    assert!(
                        ["amp", "lt", "gt", "quot", "#39"].contains(&&*name),
                        "&{name};"
                    );
                }
                Ok(quick_xml::events::Event::Eof) => break,
                Ok(_) => {}
                Err(error) => panic!("not well-formed at {}: {error}", reader.buffer_position()),
            }
        }
        assert_eq!(depth, 0);
    }

    const LINK: &str = "https://example.org/lab/#preset=healthy&lease_s=10&ask1=%3Cb%3E";

    #[test]
    fn the_figure_is_a_standalone_svg_with_its_link_in_desc() {
        for p in PRESETS {
            let svg = figure_svg(&p.scenario, None, &figure_title(Some(&p.name())), LINK);
            assert_well_formed(&svg);
            assert!(
                svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="960" height=""#)
            );
            assert!(
                svg.contains(&format!("<desc>{}</desc>", xml(LINK))),
                "{svg}"
            );
            assert!(svg.contains(&format!(">Ownership timeline: {}<", xml(&p.name()))));
            // The headline, in lines.
            let lines: Vec<&str> = svg
                .split(r#"<text class="headline""#)
                .skip(1)
                .filter_map(|rest| rest.split_once('>')?.1.split("</text>").next())
                .collect();
            assert_eq!(lines.join(" "), xml(&headline(simulate(&p.scenario).class)));
            assert!(
                svg.contains("Heartbeat") || svg.contains("A working"),
                "the legend"
            );
            assert!(!svg.contains("Pinned run"));
        }
    }

    #[test]
    fn a_pinned_run_is_drawn_under_the_current_one() {
        let current = preset("paused-zombie");
        let pinned = preset("healthy");
        let svg = figure_svg(&current, Some(&pinned), &figure_title(None), LINK);
        assert_well_formed(&svg);
        assert!(svg.contains(">Current run<") && svg.contains(">Pinned run<"));
        assert!(svg.contains(r#"id="timeline-desc""#) && svg.contains(r#"id="pinned-desc""#));
        assert_eq!(svg.matches(r#"<pattern id="hatch""#).count(), 1);
        assert!(svg.contains("Not in the other run"));
        let alone = figure_svg(&current, None, &figure_title(None), LINK);
        let height = |svg: &str| {
            let at = svg.find(r#"height=""#).expect("a height") + 8;
            svg[at..]
                .split('"')
                .next()
                .and_then(|h| h.parse::<f32>().ok())
                .expect("a number")
        };
        assert!(height(&svg) > height(&alone) + 200.0);
    }

    #[test]
    fn the_figure_has_only_light_colours_and_escapes_every_text() {
        let dark = [
            "#14171c",
            "#1c2027",
            "#e7eaee",
            "#a3adba",
            "#343b45",
            "#6fa8e6",
            "#25405f",
            "#5cc48b",
            "#f08a8a",
            "#ff8f86",
            "var(",
            "prefers-color-scheme",
        ];
        let svg = figure_svg(
            &preset("gc-pause"),
            None,
            "A <b>&</b> \"title\"",
            "x?a=1&b=<2>",
        );
        assert_well_formed(&svg);
        for colour in dark {
            assert!(!svg.contains(colour), "{colour}");
        }
        assert!(svg.contains("<title>A &lt;b&gt;&amp;&lt;/b&gt; &quot;title&quot;</title>"));
        assert!(svg.contains("<desc>x?a=1&amp;b=&lt;2&gt;</desc>"));
        assert!(svg.contains(r##"fill="#fff""##));
    }

    #[test]
    fn the_headline_wraps_inside_the_figure() {
        let frame = Frame::fitted(WIDTH as u32, TextSize::Projector);
        let long = "word ".repeat(80);
        let lines = wrap(long.trim(), frame, 300.0);
        assert!(lines.len() > 5);
        assert!(lines
            .iter()
            .all(|l| frame.text_width(l, false) * 17.0 / frame.text <= 300.0));
        assert_eq!(lines.join(" "), long.trim());
    }

    /// A 1 x 1 PNG written by another encoder, with its own CRCs.
    const TINY: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

    fn chunks(png: &[u8]) -> Vec<(String, Vec<u8>, u32)> {
        let mut at = 8;
        let mut found = Vec::new();
        while at + 12 <= png.len() {
            let length = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
            let kind = String::from_utf8_lossy(&png[at + 4..at + 8]).into_owned();
            let data = png[at + 8..at + 8 + length].to_vec();
            let crc =
                u32::from_be_bytes(png[at + 8 + length..at + 12 + length].try_into().unwrap());
            found.push((kind, data, crc));
            at += 12 + length;
        }
        assert_eq!(at, png.len());
        found
    }

    #[test]
    fn crc32_agrees_with_another_implementation() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        for data in [&b""[..], b"IEND", b"tEXtSource\0https://example.org/#a=1"] {
            assert_eq!(crc32(data), crc32fast::hash(data));
        }
        let png = data_url_bytes(&format!("data:image/png;base64,{TINY}")).expect("base64");
        for (kind, data, crc) in chunks(&png) {
            assert_eq!(crc32(&[kind.as_bytes(), &data].concat()), crc, "{kind}");
        }
    }

    #[test]
    fn the_source_chunk_follows_the_header_with_a_correct_crc() {
        use base64::Engine;
        let png = base64::engine::general_purpose::STANDARD
            .decode(TINY)
            .expect("base64");
        assert_eq!(
            data_url_bytes(&format!("data:image/png;base64,{TINY}")),
            Some(png.clone())
        );
        let out = png_with_source(&png, LINK).expect("a PNG");
        let found = chunks(&out);
        let kinds: Vec<&str> = found.iter().map(|(k, _, _)| k.as_str()).collect();
        assert_eq!(kinds, ["IHDR", "tEXt", "IDAT", "IEND"]);
        let (_, data, crc) = &found[1];
        assert_eq!(data, &[&b"Source\0"[..], LINK.as_bytes()].concat());
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(b"tEXt");
        hasher.update(data);
        assert_eq!(*crc, hasher.finalize());
        assert_eq!(out.len(), png.len() + 12 + data.len());
        // Latin-1 is one byte a character.
        let latin = png_with_source(&png, "é").expect("Latin-1");
        assert_eq!(chunks(&latin)[1].1, b"Source\0\xe9");
    }

    #[test]
    fn only_a_png_gets_a_source() {
        use base64::Engine;
        let png = base64::engine::general_purpose::STANDARD
            .decode(TINY)
            .expect("base64");
        assert_eq!(png_with_source(b"GIF89a", LINK), None);
        assert_eq!(png_with_source(&png[..20], LINK), None);
        assert_eq!(png_with_source(&[], LINK), None);
        let mut jpeg = png.clone();
        jpeg[12..16].copy_from_slice(b"IDAT");
        assert_eq!(png_with_source(&jpeg, LINK), None);
        assert_eq!(png_with_source(&png, "no\0nul"), None);
        assert_eq!(png_with_source(&png, "漢"), None);
        assert_eq!(data_url_bytes("data:image/png,plain"), None);
        assert_eq!(data_url_bytes("data:image/png;base64,a*b"), None);
    }
}
