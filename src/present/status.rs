//! The status lines of "Share this scenario", of the worksheet panel and
//! of the language menu: what a copy, a download, an opened file or a
//! language switch did or would do, in the learner's words.
//! The model decides what happened; this chooses the sentence, so the
//! sentences are tested natively beside the rest of `present`.

use crate::i18n::{say, Arg, Locale, LOCALES};
use crate::present::svg::xml;
use crate::sentence;

/// The language menu's links, from the page in `here`: each names its
/// language in that language (`lang`), and the page's own is marked
/// current.
pub fn language_menu(here: Locale) -> String {
    let mut html = String::from("<ul>");
    for to in LOCALES {
        html.push_str(&format!(
            r#"<li><a href="{}" hreflang="{tag}" lang="{tag}"{}>{}</a></li>"#,
            here.path_to(to),
            if to == here {
                r#" aria-current="page""#
            } else {
                ""
            },
            xml(to.name),
            tag = to.tag,
        ));
    }
    html.push_str("</ul>");
    html
}
use crate::sim::Input;

/// Why picking `to` in the language menu has not switched yet: the page
/// holds a name, answers or notes that no link carries.
pub fn switching_would_lose(to: Locale) -> String {
    say(
        sentence!("language-would-lose"),
        &[("language", Arg::Text(to.name))],
    )
}

/// The time cursor's Play button, named for what a press does: "Pause"
/// while the run plays (a toggle's `aria-pressed` was read as "Play,
/// pressed", which says the opposite).
pub fn play_button_name(playing: bool) -> String {
    let name = if playing {
        sentence!("cursor-pause")
    } else {
        sentence!("cursor-play")
    };
    say(name, &[])
}

/// What a share button copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shared {
    Link,
    EmbedCode,
}

impl Shared {
    /// Both, in the page's order.
    pub const ALL: [Shared; 2] = [Shared::Link, Shared::EmbedCode];

    /// The name of the button that copies this (a public contract).
    pub fn button_name(self) -> &'static str {
        match self {
            Shared::Link => "Copy link to this scenario",
            Shared::EmbedCode => "Copy embed code",
        }
    }

    /// The button's class: the compact layout offers no embed code (a
    /// frame's learners embed nothing).
    pub fn class_name(self) -> &'static str {
        match self {
            Shared::Link => "copy-link",
            Shared::EmbedCode => "copy-embed",
        }
    }

    /// The name of the copy-by-hand field when it holds this.
    pub fn field_label(self) -> &'static str {
        match self {
            Shared::Link => "Link to this scenario",
            Shared::EmbedCode => "Embed code",
        }
    }
}

/// After the clipboard took the text.
pub fn copied() -> String {
    say(sentence!("status-copied"), &[])
}

/// Why the share buttons wait while a field is invalid.
pub fn why_sharing_waits() -> String {
    say(sentence!("status-fix-field-first"), &[])
}

/// After a worksheet download started; `stale` when a field is invalid,
/// so the file holds the last valid values rather than what is typed.
pub fn downloaded(name: &str, stale: bool) -> String {
    let sentence = if stale {
        sentence!("status-downloaded-stale")
    } else {
        sentence!("status-downloaded")
    };
    say(sentence, &[("name", Arg::Text(name))])
}

/// When the browser would not start a download.
pub fn download_failed(name: &str) -> String {
    say(
        sentence!("status-download-failed"),
        &[("name", Arg::Text(name))],
    )
}

/// What opening a worksheet file did.
#[derive(Clone, Debug, PartialEq)]
pub enum Opened {
    /// Restored; with or without a prediction, and with the lesson it came
    /// from when the page had none of its own.
    Restored { prediction: bool, lesson: bool },
    /// Refused: not a worksheet this page reads (the reader's reason).
    Unreadable(String),
    /// Refused: it would change an input this lesson set.
    ChangesSetInput(Input),
    /// Refused before reading: larger than the page opens.
    TooLarge,
    /// The browser could not read the file.
    NotRead,
}

/// The status line after opening the file `name`.
pub fn opened(name: &str, opened: &Opened) -> String {
    let name = ("name", Arg::Text(name));
    match opened {
        Opened::Restored { prediction, lesson } => {
            let restored = match (lesson, prediction) {
                (true, true) => "lesson-predictions",
                (true, false) => "lesson",
                (false, true) => "predictions",
                (false, false) => "scenario",
            };
            say(
                sentence!("status-opened"),
                &[name, ("restored", Arg::Text(restored))],
            )
        }
        Opened::Unreadable(error) => say(
            sentence!("status-unreadable"),
            &[name, ("error", Arg::Text(error))],
        ),
        Opened::ChangesSetInput(input) => say(
            sentence!("status-changes-set-input"),
            &[name, ("input", Arg::Text(input.key()))],
        ),
        Opened::TooLarge => say(sentence!("status-too-large"), &[name]),
        Opened::NotRead => say(sentence!("status-not-read"), &[name]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_says_when_it_holds_older_values() {
        assert_eq!(downloaded("a.json", false), "Downloaded a.json.");
        assert!(downloaded("a.json", true).contains("last valid values"));
    }

    #[test]
    fn every_refusal_says_nothing_changed_and_only_a_restore_says_opened() {
        let refusals = [
            Opened::Unreadable("Not JSON.".to_owned()),
            Opened::ChangesSetInput(Input::Enforcement),
            Opened::TooLarge,
            Opened::NotRead,
        ];
        for refusal in &refusals {
            let line = opened("w.json", refusal);
            assert!(line.ends_with("Nothing was changed."), "{line}");
            assert!(!line.starts_with("Opened"), "{line}");
        }
        let restored = opened(
            "w.json",
            &Opened::Restored {
                prediction: false,
                lesson: false,
            },
        );
        assert!(restored.starts_with("Opened w.json: scenario, answers and notes"));
        let both = Opened::Restored {
            prediction: true,
            lesson: true,
        };
        assert!(opened("w.json", &both).contains("lesson, predictions"));
        assert!(
            opened("w.json", &Opened::ChangesSetInput(Input::Enforcement))
                .contains(Input::Enforcement.key())
        );
    }
}
