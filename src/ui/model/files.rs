//! What leaves or enters the page at the learner's request: copying a link
//! or embed code, downloading a worksheet, opening one. The clipboard, the
//! download and reading a file are the browser's (`ui/share.rs`,
//! `ui/worksheet.rs`); they report to these methods, and a download is
//! handed to the browser through a `save` closure, so `tests/model.rs`
//! drives every case natively. The status sentences are `present::status`'s.

use leptos::prelude::*;

use super::{Model, Opened};
use crate::present::customize::Section;
use crate::present::figure::{figure_svg, figure_title};
use crate::present::fragment::{embed_code, scenario_link};
use crate::present::presets::Preset;
use crate::present::status::{self, Shared};
use crate::worksheet::{file_name, to_json, to_markdown};

/// The two worksheet downloads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorksheetFormat {
    Json,
    Markdown,
}

impl WorksheetFormat {
    pub fn extension(self) -> &'static str {
        match self {
            WorksheetFormat::Json => "json",
            WorksheetFormat::Markdown => "md",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            WorksheetFormat::Json => "application/json",
            WorksheetFormat::Markdown => "text/markdown",
        }
    }
}

/// What "Download figure (SVG)" and "(PNG)" save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FigureFile {
    pub svg_name: String,
    pub png_name: String,
    /// The figure as a standalone SVG document.
    pub svg: String,
    /// The scenario's link, which the PNG carries in its `Source` text.
    pub link: String,
}

impl Model {
    /// A share button pressed: the link or embed code of the current
    /// scenario on `page` (the page's address), to hand to the clipboard.
    /// `None` while a field is invalid: a link must never carry a scenario
    /// the page would refuse (the buttons are disabled then, too).
    pub fn start_copy(&self, what: Shared, page: &str) -> Option<String> {
        if self.is_stale() {
            return None;
        }
        self.share_status.set(None);
        let scenario = self.scenario.get_untracked();
        // A lesson's link and frame ask for a prediction too; a link keeps
        // the compact layout.
        let flags = self.link_flags();
        Some(match what {
            Shared::Link => scenario_link(page, &scenario, flags),
            Shared::EmbedCode => {
                let class = self.outcome.with_untracked(|o| o.class);
                embed_code(page, &scenario, class, flags)
            }
        })
    }

    /// The clipboard took the text.
    pub fn copied(&self) {
        self.copy_field.set(None);
        self.share_status.set(Some(status::copied()));
    }

    /// The clipboard is missing or refused: the text is shown in a
    /// read-only field to copy by hand.
    pub fn copy_by_hand(&self, what: Shared, text: String) {
        self.copy_field.set(Some((what, text)));
    }

    /// Escape in the copy-by-hand field closes it; returns what it held, so
    /// focus can go back to the button that opened it.
    pub fn close_copy_field(&self) -> Option<Shared> {
        let held = self
            .copy_field
            .with_untracked(|field| field.as_ref().map(|(what, _)| *what));
        self.copy_field.set(None);
        held
    }

    /// A download button pressed: the worksheet of the page as it is now
    /// (its link made from `page`), written as `format` and handed to
    /// `save(name, mime, text)`, the browser's download, which returns
    /// false when it could not start. The status line says which, and
    /// warns when a field is invalid (the file holds the last valid
    /// values).
    pub fn download_worksheet(
        &self,
        format: WorksheetFormat,
        page: &str,
        save: impl FnOnce(&str, &str, &str) -> bool,
    ) {
        let worksheet = self.worksheet(page);
        // lease-lab-<lesson's preset, or the scenario's, or "custom">[-<name>].<extension>
        let name = file_name(
            worksheet.named_preset().map(|p| p.slug),
            worksheet.learner.as_deref(),
            format.extension(),
        );
        let text = match format {
            WorksheetFormat::Json => to_json(&worksheet),
            WorksheetFormat::Markdown => to_markdown(&worksheet),
        };
        self.report_download(&name, save(&name, format.mime(), &text));
    }

    /// A download was handed to the browser (`saved`) or could not start:
    /// the worksheet panel's status line says which, and warns when a
    /// field is invalid (the file holds the last valid values).
    pub fn report_download(&self, name: &str, saved: bool) {
        let line = if saved {
            status::downloaded(name, self.is_stale())
        } else {
            status::download_failed(name)
        };
        self.worksheet_status.set(Some(line));
    }

    /// Whether the figure downloads are offered (tracked): not while a
    /// lesson's results wait for the prediction, nor where the lesson hides
    /// the timeline.
    pub fn figure_offered(&self) -> bool {
        !self.results_hidden.get() && !self.customization.with(|c| c.hides(Section::Timeline))
    }

    /// "Download figure": the timeline of the last valid scenario (and the
    /// pinned run's) as a standalone SVG with its title, headline and
    /// legend, the scenario's link (made from `page`) in it, and the names
    /// of both downloads. `None` where the figure is not offered.
    pub fn figure(&self, page: &str) -> Option<FigureFile> {
        if !untrack(|| self.figure_offered()) {
            return None;
        }
        let worksheet = self.worksheet(page);
        // lease-lab-<lesson's preset, or the scenario's, or "custom">-figure.<extension>
        let slug = worksheet.named_preset().map(|p| p.slug);
        let name = |extension| file_name(slug, Some("figure"), extension);
        // The title names a preset only while the scenario is that preset.
        let title = figure_title(self.preset.get_untracked().map(Preset::name).as_deref());
        Some(FigureFile {
            svg_name: name("svg"),
            png_name: name("png"),
            svg: figure_svg(
                &worksheet.scenario,
                worksheet.pinned.as_ref(),
                &title,
                &worksheet.link,
            ),
            link: worksheet.link,
        })
    }

    /// A file chosen in "Open worksheet", named `name`: its text, or why
    /// the browser did not give it (too large, unreadable). The worksheet
    /// is opened as [`Model::open_worksheet`] does, and the status line
    /// says what happened.
    pub fn open_file(&self, name: &str, contents: Result<&str, Opened>) -> Opened {
        let opened = match contents {
            Ok(text) => self.open_worksheet(text),
            Err(refused) => refused,
        };
        self.worksheet_status
            .set(Some(status::opened(name, &opened)));
        opened
    }
}
