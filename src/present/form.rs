//! The form as text: turning what the learner typed into a scenario (or the
//! errors that stop it), and a scenario back into field texts.

use crate::sim::{decimal_seconds, Enforcement, Field, FieldError, Scenario};

/// The text each numeric field shows for a scenario, in [`Field::ALL`] order.
/// A disabled shutdown is blank.
pub fn texts_of(scenario: &Scenario) -> [String; 8] {
    Field::ALL.map(|field| text_of(field, scenario))
}

/// The text of one field for `scenario`: its canonical decimal seconds, or
/// empty for no shutdown.
pub fn text_of(field: Field, scenario: &Scenario) -> String {
    field.get(scenario).map(decimal_seconds).unwrap_or_default()
}

/// Parses every field. All errors are returned, so each field can show its
/// own message at once.
pub fn parse_form(
    texts: &[String; 8],
    enforcement: Enforcement,
) -> Result<Scenario, Vec<FieldError>> {
    let mut scenario = Scenario {
        enforcement,
        ..Scenario::default()
    };
    let mut errors = Vec::new();
    for (field, text) in Field::ALL.into_iter().zip(texts) {
        match field.parse(text) {
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
}
