//! Numbers in each locale's own notation (issue 42): Latin digits
//! everywhere, a decimal comma shown in Spanish and German, and their
//! fields reading a comma or a dot as the decimal separator. There is no
//! thousands separator in any locale, so "1.000" is one second in every
//! one of them, and a field never has to guess.

use std::borrow::Cow;

/// The decimal separator the locale tagged `tag` shows.
pub fn decimal_separator(tag: &str) -> char {
    match tag.split(['-', '_']).next().unwrap_or_default() {
        "es" | "de" => ',',
        _ => '.',
    }
}

/// `number`, written with a dot by the page's formatting, in the
/// locale's notation ("1.5" is "1,5" in `de`).
pub fn show<'a>(number: &'a str, tag: &str) -> Cow<'a, str> {
    match decimal_separator(tag) {
        '.' => Cow::Borrowed(number),
        separator => Cow::Owned(number.replace('.', &separator.to_string())),
    }
}

/// What a learner typed, with the locale's decimal comma read as the dot
/// the field's parser takes. A locale that shows a dot takes the text as
/// it is (a comma there stays an error at the field), and so does text
/// with both a comma and a dot, or two commas: which one is the decimal
/// separator would be a guess, and the field's parser refuses it.
pub fn read<'a>(typed: &'a str, tag: &str) -> Cow<'a, str> {
    read_with(typed, decimal_separator(tag))
}

/// [`read`] with the locale's decimal separator already looked up.
pub fn read_with(typed: &str, separator: char) -> Cow<'_, str> {
    let commas = typed.matches(',').count();
    if separator == ',' && commas == 1 && !typed.contains('.') {
        Cow::Owned(typed.replace(',', "."))
    } else {
        Cow::Borrowed(typed)
    }
}
