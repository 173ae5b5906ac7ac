//! The inputs of one simulation run: a [`Scenario`], its fields as data
//! ([`Field`]), and validation that names the field and the rule it breaks.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::seconds::{parse_seconds, Millis, SecondsProblem, MAX_MS, MS_PER_S};

/// How the protected resource checks the token that comes with a write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Enforcement {
    /// Every write is applied; tokens are ignored.
    None,
    /// A write whose token is lower than the highest token of an earlier
    /// accepted write is refused (a last-write fencing watermark).
    Watermark,
    /// A write is applied only if its token equals the epoch that the
    /// resource registered when ownership last changed.
    #[default]
    CurrentEpoch,
}

impl Enforcement {
    /// All modes, weakest first: the order of the page's comparison table.
    pub const ALL: [Enforcement; 3] = [
        Enforcement::None,
        Enforcement::Watermark,
        Enforcement::CurrentEpoch,
    ];

    /// The option text in the page (a public contract).
    pub fn label(self) -> &'static str {
        match self {
            Enforcement::None => "No enforcement",
            Enforcement::Watermark => "Last-write fencing watermark",
            Enforcement::CurrentEpoch => "Registered current epoch",
        }
    }

    /// The name used in worksheets and in the page's option values.
    pub fn key(self) -> &'static str {
        match self {
            Enforcement::None => "none",
            Enforcement::Watermark => "watermark",
            Enforcement::CurrentEpoch => "current_epoch",
        }
    }

    /// The inverse of [`Enforcement::key`].
    pub fn from_key(key: &str) -> Option<Enforcement> {
        Enforcement::ALL.into_iter().find(|mode| mode.key() == key)
    }
}

/// One scenario: everything the simulation needs, in integer milliseconds.
///
/// `Default` is the seed's example: a paused original worker that wakes up
/// after a replacement has taken over, under the registered-epoch contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scenario {
    /// Active time worker A needs to finish; a pause adds wall-clock time.
    pub original_work: Millis,
    /// How long a claim or renewal keeps the lease (the visibility timeout).
    pub lease: Millis,
    /// A heartbeats at every whole multiple of this.
    pub heartbeat_every: Millis,
    /// Wall-clock instant at which A's process stalls.
    pub pause_at: Millis,
    /// How long the stall lasts; 0 means no stall.
    pub pause_for: Millis,
    /// Time worker B needs after it takes over, before it writes.
    pub replacement_work: Millis,
    /// The contract the protected resource enforces on writes.
    pub enforcement: Enforcement,
    /// When A is told to shut down; `None` means never.
    pub shutdown_at: Option<Millis>,
    /// How long after the signal A is forcibly terminated.
    pub shutdown_grace: Millis,
}

impl Default for Scenario {
    fn default() -> Self {
        Scenario {
            original_work: 12 * MS_PER_S,
            lease: 10 * MS_PER_S,
            heartbeat_every: 3 * MS_PER_S,
            pause_at: 4 * MS_PER_S,
            pause_for: 14 * MS_PER_S,
            replacement_work: 5 * MS_PER_S,
            enforcement: Enforcement::CurrentEpoch,
            shutdown_at: None,
            shutdown_grace: 10 * MS_PER_S,
        }
    }
}

/// The numeric fields of a [`Scenario`], as data: labels, worksheet keys and
/// rules live here so the page, the worksheet and validation cannot drift.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    OriginalWork,
    Lease,
    HeartbeatEvery,
    PauseAt,
    PauseFor,
    ReplacementWork,
    ShutdownAt,
    ShutdownGrace,
}

impl Field {
    /// Every numeric field, in the page's order.
    pub const ALL: [Field; 8] = [
        Field::OriginalWork,
        Field::Lease,
        Field::HeartbeatEvery,
        Field::PauseAt,
        Field::PauseFor,
        Field::ReplacementWork,
        Field::ShutdownAt,
        Field::ShutdownGrace,
    ];

    /// The label of the number field (a public contract).
    pub fn label(self) -> &'static str {
        match self {
            Field::OriginalWork => "Original active work (seconds)",
            Field::Lease => "Lease / visibility duration (seconds)",
            Field::HeartbeatEvery => "Heartbeat cadence (seconds)",
            Field::PauseAt => "Pause starts at (seconds)",
            Field::PauseFor => "Pause duration (seconds)",
            Field::ReplacementWork => "Replacement work (seconds)",
            Field::ShutdownAt => "Shutdown signal at (seconds, optional)",
            Field::ShutdownGrace => "Shutdown grace (seconds)",
        }
    }

    /// The one-line hint under the field: what the value means in the model.
    pub fn hint(self) -> &'static str {
        match self {
            Field::OriginalWork => "Active seconds A needs; a pause adds wall-clock time on top.",
            Field::Lease => "Ownership is temporary, and expiry does not stop the process.",
            Field::HeartbeatEvery => {
                "A renewal must arrive before expiry; one exactly at expiry is too late."
            }
            Field::PauseAt => "Has no effect if A's work is already done by then.",
            Field::PauseFor => "No work and no heartbeats while paused; 0 means no pause.",
            Field::ReplacementWork => "B renews reliably, then writes once after this long.",
            Field::ShutdownAt => "Leave blank for no shutdown; 0 sends the signal at once.",
            Field::ShutdownGrace => "After this long A is forcibly stopped, even while paused.",
        }
    }

    /// The field's name in a sentence ("Lease must be greater than 0 s").
    pub fn short_name(self) -> &'static str {
        match self {
            Field::OriginalWork => "Original work",
            Field::Lease => "Lease",
            Field::HeartbeatEvery => "Heartbeat cadence",
            Field::PauseAt => "Pause start",
            Field::PauseFor => "Pause duration",
            Field::ReplacementWork => "Replacement work",
            Field::ShutdownAt => "Shutdown signal",
            Field::ShutdownGrace => "Shutdown grace",
        }
    }

    /// The key of this field in a JSON worksheet's `scenario` object.
    pub fn json_key(self) -> &'static str {
        match self {
            Field::OriginalWork => "original_work_s",
            Field::Lease => "lease_s",
            Field::HeartbeatEvery => "heartbeat_every_s",
            Field::PauseAt => "pause_at_s",
            Field::PauseFor => "pause_for_s",
            Field::ReplacementWork => "replacement_work_s",
            Field::ShutdownAt => "shutdown_at_s",
            Field::ShutdownGrace => "shutdown_grace_s",
        }
    }

    /// The inverse of [`Field::json_key`].
    pub fn from_json_key(key: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|field| field.json_key() == key)
    }

    /// Whether a blank value is allowed (it disables the feature).
    pub fn is_optional(self) -> bool {
        self == Field::ShutdownAt
    }

    /// Whether 0 s is refused: a zero lease or cadence has no meaning.
    pub fn must_be_positive(self) -> bool {
        matches!(self, Field::Lease | Field::HeartbeatEvery)
    }

    /// The smallest value the field accepts: 1 ms for a lease or cadence,
    /// otherwise 0.
    pub fn min(self) -> Millis {
        Millis::from(self.must_be_positive())
    }

    /// Reads this field's value from a scenario (`None` only for a disabled
    /// shutdown).
    pub fn get(self, s: &Scenario) -> Option<Millis> {
        match self {
            Field::OriginalWork => Some(s.original_work),
            Field::Lease => Some(s.lease),
            Field::HeartbeatEvery => Some(s.heartbeat_every),
            Field::PauseAt => Some(s.pause_at),
            Field::PauseFor => Some(s.pause_for),
            Field::ReplacementWork => Some(s.replacement_work),
            Field::ShutdownAt => s.shutdown_at,
            Field::ShutdownGrace => Some(s.shutdown_grace),
        }
    }

    /// Writes this field's value into a scenario. `None` disables the
    /// shutdown; for any other field it is ignored.
    pub fn set(self, s: &mut Scenario, value: Option<Millis>) {
        let slot = match self {
            Field::ShutdownAt => {
                s.shutdown_at = value;
                return;
            }
            Field::OriginalWork => &mut s.original_work,
            Field::Lease => &mut s.lease,
            Field::HeartbeatEvery => &mut s.heartbeat_every,
            Field::PauseAt => &mut s.pause_at,
            Field::PauseFor => &mut s.pause_for,
            Field::ReplacementWork => &mut s.replacement_work,
            Field::ShutdownGrace => &mut s.shutdown_grace,
        };
        if let Some(value) = value {
            *slot = value;
        }
    }

    /// Checks a value against this field's rules.
    pub fn check(self, value: Option<Millis>) -> Result<Option<Millis>, FieldError> {
        let problem = match value {
            None if self.is_optional() => return Ok(None),
            None => Problem::Seconds(SecondsProblem::Blank),
            Some(ms) if ms > MAX_MS => Problem::Seconds(SecondsProblem::OverMaximum),
            Some(0) if self.must_be_positive() => Problem::NotPositive,
            Some(ms) => return Ok(Some(ms)),
        };
        Err(FieldError {
            field: self,
            problem,
        })
    }

    /// Parses what a learner typed into this field: seconds, or blank for an
    /// optional field.
    pub fn parse(self, text: &str) -> Result<Option<Millis>, FieldError> {
        match parse_seconds(text) {
            Ok(ms) => self.check(Some(ms)),
            Err(SecondsProblem::Blank) => self.check(None),
            // "Use 0 s or more" would invite a 0 this field refuses next.
            Err(SecondsProblem::Negative) if self.must_be_positive() => Err(FieldError {
                field: self,
                problem: Problem::NotPositive,
            }),
            Err(problem) => Err(FieldError {
                field: self,
                problem: Problem::Seconds(problem),
            }),
        }
    }
}

/// One input of a scenario, in the page's (and the worksheet's) order: the
/// numeric fields, with the enforcement choice after the replacement work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Input {
    Seconds(Field),
    Enforcement,
}

impl Input {
    /// Where the enforcement choice sits among the inputs: after this many
    /// numeric fields.
    pub const ENFORCEMENT_POSITION: usize = 6;

    /// Every input, in order.
    pub const ALL: [Input; 9] = [
        Input::Seconds(Field::OriginalWork),
        Input::Seconds(Field::Lease),
        Input::Seconds(Field::HeartbeatEvery),
        Input::Seconds(Field::PauseAt),
        Input::Seconds(Field::PauseFor),
        Input::Seconds(Field::ReplacementWork),
        Input::Enforcement,
        Input::Seconds(Field::ShutdownAt),
        Input::Seconds(Field::ShutdownGrace),
    ];

    /// The key in a worksheet's `scenario` object (a public contract).
    pub fn key(self) -> &'static str {
        match self {
            Input::Seconds(field) => field.json_key(),
            Input::Enforcement => "enforcement",
        }
    }

    /// The control's label (a public contract).
    pub fn label(self) -> &'static str {
        match self {
            Input::Seconds(field) => field.label(),
            Input::Enforcement => "Resource enforcement",
        }
    }

    /// The one-line hint under the control.
    pub fn hint(self) -> &'static str {
        match self {
            Input::Seconds(field) => field.hint(),
            Input::Enforcement => {
                "The registered epoch is the stronger contract: the resource must learn of every takeover."
            }
        }
    }
}

/// A rule that a field's value breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A rule every field shares (see [`SecondsProblem`]).
    Seconds(SecondsProblem),
    /// 0 s where the field needs a positive duration.
    NotPositive,
}

/// A field and the rule its value breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: Field,
    pub problem: Problem,
}

impl FieldError {
    /// The message shown under the field: "Lease must be greater than 0 s",
    /// "Use at most 3 decimal places".
    pub fn message(&self) -> String {
        match self.problem {
            Problem::Seconds(problem) => problem.message().to_owned(),
            Problem::NotPositive => format!("{} must be greater than 0 s", self.field.short_name()),
        }
    }

    /// The rule in lower case, for messages prefixed by the field's key
    /// ("lease_s: must be greater than 0 s").
    pub fn rule(&self) -> String {
        match self.problem {
            Problem::Seconds(problem) => lowercase_first(problem.message()),
            Problem::NotPositive => "must be greater than 0 s".to_owned(),
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for FieldError {}

/// Lower-cases the first letter (the messages are ASCII; Unicode case
/// tables would add kilobytes to the wasm).
fn lowercase_first(text: &str) -> String {
    let mut out = text.to_owned();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    out
}

impl Scenario {
    /// Checks every field; the first broken rule, in the page's field order,
    /// is returned. [`crate::sim::simulate`] is meant for scenarios that pass.
    pub fn validate(&self) -> Result<(), FieldError> {
        for field in Field::ALL {
            field.check(field.get(self))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(field: Field, text: &str, expected: Result<Option<Millis>, &str>) {
        let got = field.parse(text).map_err(|error| error.message());
        assert_eq!(
            got,
            expected.map_err(str::to_owned),
            "{field:?} given {text:?}"
        );
    }

    #[test]
    fn default_is_the_seed_example_and_valid() {
        let s = Scenario::default();
        assert_eq!(s.validate(), Ok(()));
        assert_eq!(
            (s.original_work, s.lease, s.heartbeat_every),
            (12_000, 10_000, 3_000)
        );
        assert_eq!(
            (s.pause_at, s.pause_for, s.replacement_work),
            (4_000, 14_000, 5_000)
        );
        assert_eq!(
            (s.enforcement, s.shutdown_at, s.shutdown_grace),
            (Enforcement::CurrentEpoch, None, 10_000)
        );
    }

    #[test]
    fn lease_and_cadence_must_be_positive() {
        check(Field::Lease, "0", Err("Lease must be greater than 0 s"));
        check(
            Field::HeartbeatEvery,
            "0.000",
            Err("Heartbeat cadence must be greater than 0 s"),
        );
        check(Field::Lease, "0.001", Ok(Some(1)));
        check(Field::PauseFor, "0", Ok(Some(0)));
        check(Field::OriginalWork, "0", Ok(Some(0)));
        check(Field::ShutdownGrace, "0", Ok(Some(0)));
    }

    #[test]
    fn only_the_shutdown_signal_may_be_blank() {
        check(Field::ShutdownAt, "", Ok(None));
        check(Field::ShutdownAt, "  ", Ok(None));
        check(Field::ShutdownAt, "0", Ok(Some(0)));
        for field in Field::ALL.into_iter().filter(|f| !f.is_optional()) {
            check(field, "", Err("Enter a number of seconds"));
        }
    }

    #[test]
    fn every_field_has_the_same_bounds_and_precision() {
        for field in Field::ALL {
            check(field, "86400", Ok(Some(MAX_MS)));
            check(field, "86400.001", Err("At most 86 400 s"));
            check(field, "1.0001", Err("Use at most 3 decimal places"));
            let negative = if field.must_be_positive() {
                format!("{} must be greater than 0 s", field.short_name())
            } else {
                "Use 0 s or more".to_owned()
            };
            check(field, "-1", Err(&negative));
        }
    }

    #[test]
    fn validate_names_the_first_broken_field() {
        let mut s = Scenario {
            heartbeat_every: 0,
            ..Scenario::default()
        };
        let error = s.validate().unwrap_err();
        assert_eq!(error.field, Field::HeartbeatEvery);
        assert_eq!(
            error.to_string(),
            "Heartbeat cadence must be greater than 0 s"
        );
        assert_eq!(error.rule(), "must be greater than 0 s");
        s.heartbeat_every = 1;
        s.shutdown_at = Some(MAX_MS + 1);
        let error = s.validate().unwrap_err();
        assert_eq!(
            (error.field, error.rule()),
            (Field::ShutdownAt, "at most 86 400 s".to_owned())
        );
    }

    #[test]
    fn set_and_get_are_inverse_for_every_field() {
        for field in Field::ALL {
            let mut s = Scenario::default();
            field.set(&mut s, Some(1_234));
            assert_eq!(field.get(&s), Some(1_234), "{field:?}");
        }
        let mut s = Scenario {
            shutdown_at: Some(3),
            ..Scenario::default()
        };
        Field::ShutdownAt.set(&mut s, None);
        assert_eq!(s.shutdown_at, None);
    }

    #[test]
    fn inputs_list_every_field_once_in_order_with_enforcement_seventh() {
        let fields: Vec<Field> = Input::ALL
            .iter()
            .filter_map(|input| match input {
                Input::Seconds(field) => Some(*field),
                Input::Enforcement => None,
            })
            .collect();
        assert_eq!(fields, Field::ALL);
        assert_eq!(Input::ALL[Input::ENFORCEMENT_POSITION], Input::Enforcement);
        assert_eq!(Input::ALL[1].key(), "lease_s");
        assert_eq!(Input::Enforcement.label(), "Resource enforcement");
    }

    #[test]
    fn enforcement_keys_round_trip() {
        for mode in Enforcement::ALL {
            assert_eq!(Enforcement::from_key(mode.key()), Some(mode));
        }
        assert_eq!(Enforcement::from_key("epoch"), None);
    }
}
