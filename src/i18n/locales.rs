//! The page's languages. Each is a catalog folder, `src/locales/<tag>/`
//! (`page.ftl`, the pre-rendered text; `sentences.ftl`, what the page says
//! while it runs), and one line of [`LOCALES`]; nothing else changes to
//! add one. English is the source and the site's root page; every other
//! locale's page is `<tag>/index.html` beside it.

/// One language of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Locale {
    /// The BCP 47 tag: the page's `lang`, its folder and its catalogs'.
    pub tag: &'static str,
    /// The language's name in itself, as the language menu shows it.
    pub name: &'static str,
    /// Written right to left (the page's `dir`).
    pub right_to_left: bool,
}

/// Every locale, English (the source) first.
pub const LOCALES: [Locale; 5] = [
    Locale {
        tag: "en",
        name: "English",
        right_to_left: false,
    },
    Locale {
        tag: "es",
        name: "Español",
        right_to_left: false,
    },
    Locale {
        tag: "de",
        name: "Deutsch",
        right_to_left: false,
    },
    Locale {
        tag: "zh-Hans",
        name: "简体中文",
        right_to_left: false,
    },
    Locale {
        tag: "ar",
        name: "العربية",
        right_to_left: true,
    },
];

/// English, the source.
pub const ENGLISH: Locale = LOCALES[0];

impl Locale {
    /// The locale tagged `tag`, if the page has it.
    pub fn of(tag: &str) -> Option<Locale> {
        LOCALES.into_iter().find(|locale| locale.tag == tag)
    }

    /// The page's `dir`.
    pub fn dir(self) -> &'static str {
        if self.right_to_left {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The locale's folder in the built site, with a trailing slash; the
    /// source's page is the root (`dist/index.html`), so its folder is "".
    pub fn folder(self) -> String {
        if self == ENGLISH {
            String::new()
        } else {
            format!("{}/", self.tag)
        }
    }

    /// The address of `to`'s page relative to this locale's page: from
    /// the root `es/`, from `es/` `../` and `../de/`. Relative, so the site
    /// works under any path, from disk and in a frame.
    pub fn path_to(self, to: Locale) -> String {
        let up = if self == ENGLISH { "" } else { "../" };
        match (up, to.folder()) {
            ("", folder) if folder.is_empty() => "./".to_owned(),
            (up, folder) => format!("{up}{folder}"),
        }
    }
}

/// The catalog of `locale`: both of its files, read from the source tree
/// (the build and the native tests; the page gets its messages compiled).
#[cfg(not(target_arch = "wasm32"))]
pub fn catalog(locale: Locale) -> Result<super::Catalog, String> {
    if locale == ENGLISH {
        return super::Catalog::parse(
            "en",
            &[super::ENGLISH_PAGE, super::ENGLISH_SENTENCES].join("\n"),
        )
        .map_err(|e| format!("src/locales/en: {e}"));
    }
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join("locales")
        .join(locale.tag);
    let mut source = String::new();
    for file in ["page.ftl", "sentences.ftl"] {
        let path = folder.join(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        // Each file must read on its own, so an error names the right line.
        super::Catalog::parse(locale.tag, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        source.push_str(&text);
        source.push('\n');
    }
    super::Catalog::parse(locale.tag, &source).map_err(|e| format!("{}: {e}", folder.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_reaches_every_other_by_a_relative_path() {
        let (en, es, ar) = (ENGLISH, LOCALES[1], LOCALES[4]);
        assert_eq!(en.path_to(es), "es/");
        assert_eq!(es.path_to(en), "../");
        assert_eq!(es.path_to(ar), "../ar/");
        assert_eq!(es.path_to(es), "../es/");
        assert_eq!(en.path_to(en), "./");
    }

    #[test]
    fn tags_are_unique_and_only_arabic_is_right_to_left() {
        for (i, locale) in LOCALES.iter().enumerate() {
            assert_eq!(Locale::of(locale.tag), Some(*locale));
            assert!(LOCALES[..i].iter().all(|other| other.tag != locale.tag));
            assert_eq!(locale.dir() == "rtl", locale.tag == "ar");
        }
        assert_eq!(Locale::of("fr"), None);
    }
}
