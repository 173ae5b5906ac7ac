//! CLDR plural categories for whole counts, one rule per language. The
//! catalogs choose a sentence's wording by category (`[one] 1 heartbeat`
//! `*[other] { $count } heartbeats`); a count in the lab is always a whole
//! number (heartbeats, runs, increments), so only the rules' integer
//! branches (`v = 0`) are written. Source: the Unicode CLDR plural rules
//! (<https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html>).

/// A plural category, as named by CLDR and by Fluent's variant keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralCategory {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl PluralCategory {
    /// The variant key that names the category.
    pub fn key(self) -> &'static str {
        match self {
            Self::Zero => "zero",
            Self::One => "one",
            Self::Two => "two",
            Self::Few => "few",
            Self::Many => "many",
            Self::Other => "other",
        }
    }

    /// The category a Fluent variant key names (`[few]`), if it names one.
    pub fn from_key(key: &str) -> Option<Self> {
        Some(match key {
            "zero" => Self::Zero,
            "one" => Self::One,
            "two" => Self::Two,
            "few" => Self::Few,
            "many" => Self::Many,
            "other" => Self::Other,
            _ => return None,
        })
    }
}

/// Which language's rule a catalog follows, from its tag's primary
/// language (`zh-Hans` follows `zh`). A language without a rule here
/// has only `other`, as Chinese does: a new locale whose language needs
/// more adds one arm below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralRule {
    /// `one` for 1, else `other`: English, German.
    OneOther,
    /// Spanish: `one` for 1, `many` for a non-zero multiple of a million.
    Spanish,
    /// Arabic's six: 0, 1, 2, 3-10 and 11-99 (of the last two digits), other.
    Arabic,
    /// Chinese: `other` always.
    OtherOnly,
}

impl PluralRule {
    pub fn for_tag(tag: &str) -> Self {
        match tag.split(['-', '_']).next().unwrap_or_default() {
            "en" | "de" => Self::OneOther,
            "es" => Self::Spanish,
            "ar" => Self::Arabic,
            _ => Self::OtherOnly,
        }
    }

    /// The category of the whole number `n`.
    pub fn category(self, n: u64) -> PluralCategory {
        use PluralCategory::*;
        match self {
            Self::OneOther if n == 1 => One,
            Self::Spanish if n == 1 => One,
            Self::Spanish if n != 0 && n % 1_000_000 == 0 => Many,
            Self::Arabic => match (n, n % 100) {
                (0, _) => Zero,
                (1, _) => One,
                (2, _) => Two,
                (_, 3..=10) => Few,
                (_, 11..=99) => Many,
                _ => Other,
            },
            _ => Other,
        }
    }
}
