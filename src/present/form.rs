//! The form as text: turning what the learner typed into a scenario (or the
//! errors that stop it), and a scenario back into field texts.

use crate::i18n::{say, Sentence};
use crate::sentence;
use crate::sim::{
    decimal_seconds, Enforcement, Field, FieldError, Millis, Problem, Scenario, SecondsProblem,
};

/// The text each numeric field shows for a scenario, in [`Field::ALL`]
/// order, in the page's language. A disabled shutdown is blank.
pub fn texts_of(scenario: &Scenario) -> [String; 8] {
    Field::ALL.map(|field| field.get(scenario).map(field_text).unwrap_or_default())
}

/// The text a field shows for `ms`: its decimal seconds with the page's
/// decimal separator ("0,5" in Spanish and German, issue 42), which
/// [`parse_form`] reads back.
pub fn field_text(ms: Millis) -> String {
    let text = decimal_seconds(ms);
    // The separators are a dot and a comma ([`crate::i18n::numbers`]).
    match crate::i18n::decimal_separator() {
        ',' => text.replace('.', ","),
        _ => text,
    }
}

/// The text of one field for `scenario` in links: its canonical decimal
/// seconds with a dot in every language, or empty for no shutdown.
pub fn text_of(field: Field, scenario: &Scenario) -> String {
    field.get(scenario).map(decimal_seconds).unwrap_or_default()
}

/// What the results say while a field refuses its value: they are the
/// last valid values' (the field's own refusal says what to fix).
pub const STALE_NOTICE: Sentence = sentence!("results-stale");

/// What a field says under itself when it refuses its value, in the
/// page's language (in English, [`FieldError::message`], which a
/// worksheet's refusals also use).
pub fn refusal(error: &FieldError) -> String {
    let sentence = match error.problem {
        Problem::Seconds(SecondsProblem::Blank) => sentence!("refusal-blank"),
        Problem::Seconds(SecondsProblem::Negative) => sentence!("refusal-negative"),
        Problem::Seconds(SecondsProblem::CommaDecimal) => sentence!("refusal-comma-decimal"),
        Problem::Seconds(SecondsProblem::NotANumber) => sentence!("refusal-not-a-number"),
        Problem::Seconds(SecondsProblem::TooManyDecimals) => {
            sentence!("refusal-too-many-decimals")
        }
        Problem::Seconds(SecondsProblem::OverMaximum) => sentence!("refusal-over-maximum"),
        // Only a lease and a cadence must be above zero
        // (`Field::must_be_positive`); each has its own grammar.
        Problem::NotPositive if error.field == Field::HeartbeatEvery => {
            sentence!("refusal-heartbeat-not-positive")
        }
        Problem::NotPositive => sentence!("refusal-lease-not-positive"),
    };
    say(sentence, &[])
}

/// The rule a link's value for a field breaks, said after its key
/// (`lease_s: must be greater than 0 s`): [`refusal`]'s rules, lower-case
/// where the language has case, in the page's language.
pub fn link_rule(error: &FieldError) -> String {
    let sentence = match error.problem {
        Problem::Seconds(SecondsProblem::Blank) => sentence!("rule-blank"),
        Problem::Seconds(SecondsProblem::Negative) => sentence!("rule-negative"),
        Problem::Seconds(SecondsProblem::CommaDecimal) => sentence!("rule-comma-decimal"),
        Problem::Seconds(SecondsProblem::NotANumber) => sentence!("rule-not-a-number"),
        Problem::Seconds(SecondsProblem::TooManyDecimals) => sentence!("rule-too-many-decimals"),
        Problem::Seconds(SecondsProblem::OverMaximum) => sentence!("rule-over-maximum"),
        Problem::NotPositive => sentence!("rule-not-positive"),
    };
    say(sentence, &[])
}

/// Parses every field as typed on the page, in the page's language: in
/// Spanish and German a decimal comma reads as the dot (issue 42; see
/// [`crate::i18n::numbers::read`]). All errors are returned, so each field
/// can show its own message at once. Links and worksheets keep the dot in
/// every language and never come through here.
pub fn parse_form(
    texts: &[String; 8],
    enforcement: Enforcement,
) -> Result<Scenario, Vec<FieldError>> {
    let mut scenario = Scenario {
        enforcement,
        ..Scenario::default()
    };
    let mut errors = Vec::new();
    let separator = crate::i18n::decimal_separator();
    for (field, text) in Field::ALL.into_iter().zip(texts) {
        match field.parse(&crate::i18n::numbers::read_with(text, separator)) {
            Ok(value) => field.set(&mut scenario, value),
            Err(error) => errors.push(error),
        }
    }
    if errors.is_empty() {
        Ok(scenario)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_english_refusal_reads_as_the_field_error_it_says() {
        let typed = ["", "-1", "1,5", "abc", "0.0001", "90000", "0"];
        let mut said = 0;
        for field in Field::ALL {
            for text in typed {
                if let Err(error) = field.parse(text) {
                    assert_eq!(refusal(&error), error.message(), "{field:?} given {text:?}");
                    said += 1;
                }
            }
        }
        // Every problem, the comma and zero included, was met at least once.
        assert!(said >= 7 * 7, "only {said} refusals");
    }

    #[test]
    fn texts_round_trip_through_the_form() {
        let scenario = Scenario {
            shutdown_at: Some(250),
            lease: 7_213_500,
            ..Scenario::default()
        };
        let texts = texts_of(&scenario);
        assert_eq!(texts[1], "7213.5");
        assert_eq!(texts[6], "0.25");
        assert_eq!(parse_form(&texts, scenario.enforcement), Ok(scenario));
        assert_eq!(texts_of(&Scenario::default())[6], "");
    }

    #[test]
    fn every_broken_field_is_reported() {
        let mut texts = texts_of(&Scenario::default());
        texts[1] = "0".into();
        texts[3] = "abc".into();
        let errors = parse_form(&texts, Enforcement::None).unwrap_err();
        let fields: Vec<_> = errors.iter().map(|e| e.field).collect();
        assert_eq!(fields, [Field::Lease, Field::PauseAt]);
    }

    /// The table the browser tests once walked field by field (they now
    /// keep four cases, at four fields, to prove the wiring): every field
    /// refuses every kind of bad text with its rule, names only itself, and
    /// accepts its value again with spaces around it.
    #[test]
    fn every_field_explains_every_bad_value_and_nothing_else_breaks() {
        let valid = texts_of(&Scenario::default());
        let mut tried = 0;
        for (index, field) in Field::ALL.into_iter().enumerate() {
            let mut cases = vec![
                ("abc", "Enter plain seconds"),
                ("1e999", "Enter plain seconds"),
                ("NaN", "Enter plain seconds"),
                ("Infinity", "Enter plain seconds"),
                ("+5", "Enter plain seconds"),
                ("0.0001", "Use at most 3 decimal places"),
                ("86400.001", "At most 86 400 s"),
                ("5,5", "Use a point for decimals"),
            ];
            let optional = field == Field::ShutdownAt;
            if !optional {
                cases.push(("", "Enter a number of seconds"));
                cases.push(("   ", "Enter a number of seconds"));
            }
            let positive = matches!(field, Field::Lease | Field::HeartbeatEvery);
            let not_positive = format!("{} must be greater than 0 s", field.short_name());
            if positive {
                cases.push(("0", &not_positive));
                cases.push(("0.000", &not_positive));
                // Not "Use 0 s or more", which would invite the 0 refused next.
                cases.push(("-1", &not_positive));
            } else {
                cases.push(("-1", "Use 0 s or more"));
            }
            for (bad, rule) in cases {
                let mut texts = valid.clone();
                texts[index] = bad.to_owned();
                let errors = parse_form(&texts, Enforcement::CurrentEpoch).unwrap_err();
                assert_eq!(errors.len(), 1, "{field:?} given {bad:?}: only that field");
                assert_eq!(errors[0].field, field, "{field:?} given {bad:?}");
                let message = errors[0].message();
                assert!(message.contains(rule), "{field:?} given {bad:?}: {message}");
                tried += 1;
            }
            let mut spaced = valid.clone();
            let text = if valid[index].is_empty() {
                "5"
            } else {
                valid[index].as_str()
            };
            spaced[index] = format!(" {text} ");
            assert!(
                parse_form(&spaced, Enforcement::CurrentEpoch).is_ok(),
                "{field:?} with spaces"
            );
        }
        assert!(tried >= 80, "{tried} bad values tried");
    }
}
