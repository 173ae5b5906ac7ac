//! The page's URL fragment, which only ever comes from a link: read at load
//! and on `hashchange`, never written by the page. It may carry a preset
//! (`preset=watermark-race`), the compact layout for iframes (`embed`),
//! lesson mode (`predict`: the learner answers before seeing results) and
//! any of the worksheet's nine scenario keys (`lease_s=30`,
//! `enforcement=watermark`, ...), `&`-separated in any order. The same keys
//! are written by [`scenario_fragment`] for "Copy link to this scenario".
//!
//! A link may also open a step through the run (`step=3`, 1-based), and
//! carry a lesson's customization (`fixed=lease_s&hidden=map,contracts`,
//! see `customize`).
//!
//! The groups of a fragment are taken or refused independently, each whole
//! or not at all: the scenario (its keys with `preset`; an unknown key
//! counts here), the step, the customization and the pinned run (the
//! `pin.` keys, see [`PIN_PREFIX`]). A refused scenario leaves
//! the page on the preset (or the default example); a refused step opens
//! the run unstepped, and so does a step of a lesson that hides the time
//! cursor; a refused customization shows the whole lab, and a refused pin
//! pins nothing. Each refused group
//! gets one notice line naming the key and the rule.

use crate::sim::{simulate, Enforcement, Input, OutcomeClass, Scenario};

use super::customize::{own_question, Customization, Section, ASK_KEYS, FIXED_KEY, HIDDEN_KEY};
use super::form::{link_rule, text_of};
use super::presets::{by_slug, Preset};
use super::report::class_name;
use crate::i18n::{say, Arg, Sentence};
use crate::sentence;

/// The key that asks for the compact layout.
pub const EMBED_KEY: &str = "embed";
/// The key that names a preset.
pub const PRESET_KEY: &str = "preset";
/// The key that opens a step through the run (1-based).
pub const STEP_KEY: &str = "step";
/// The prefix of the keys that carry a pinned run to compare with: the
/// nine scenario keys and `preset` (`pin.lease_s=10`, `pin.preset=healthy`).
pub const PIN_PREFIX: &str = "pin.";
/// The key that starts lesson mode. `index.html`'s head script looks for
/// the same key, to hide the results before the first paint.
pub const PREDICT_KEY: &str = "predict";

/// What a link can ask for beside the scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// Lesson mode: the results wait for the learner's prediction.
    pub predict: bool,
    /// The compact layout for iframes.
    pub embed: bool,
    /// The step through the run being shown (1-based), if any.
    pub step: Option<usize>,
    /// The lesson's shape of the page.
    pub customization: Customization,
    /// The pinned run the current one is compared with, if any.
    pub pin: Option<Scenario>,
    /// The lesson's own questions (`ask1`..`ask3`), each valid by
    /// [`own_question`].
    pub questions: Vec<String>,
}

/// What a fragment asks the page to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragmentRequest {
    /// The scenario to load: the preset (or the default example) with the
    /// fragment's keys on top, or without them when the fragment is refused.
    pub scenario: Scenario,
    /// The preset the scenario started from, if the fragment named one.
    pub preset: Option<&'static Preset>,
    /// Whether the compact layout for iframes was asked for.
    pub embed: bool,
    /// Whether lesson mode was asked for. Like `embed`, it is read even
    /// when the scenario is refused, so a broken link never shows results
    /// that were meant to wait.
    pub predict: bool,
    /// The step through the run to open (1-based; within the run).
    pub step: Option<usize>,
    /// The lesson's shape of the page (the whole lab when refused).
    pub customization: Customization,
    /// The run to pin: its `pin.` keys on `pin.preset` (or the default
    /// example); none when the link has no `pin.` key or it is refused.
    pub pin: Option<Scenario>,
    /// The lesson's own questions, in key order (`ask1` first), each taken
    /// or refused alone; none under `hidden=worksheet`, where nothing
    /// could answer them.
    pub questions: Vec<String>,
    /// The first rule the lesson's parts break (customization or a
    /// question), for a worksheet whose link is read for its lesson.
    pub lesson_refusal: Option<String>,
    /// Why parts of the fragment were not applied: one line per refused
    /// group, separated by newlines.
    pub notice: Option<String>,
}

/// Reads a URL fragment, with or without its leading `#`. Never panics and
/// never loops more than once per `&`-separated part.
pub fn read_fragment(hash: &str) -> FragmentRequest {
    let mut request = FragmentRequest {
        scenario: Scenario::default(),
        preset: None,
        embed: false,
        predict: false,
        step: None,
        customization: Customization::default(),
        pin: None,
        questions: Vec::new(),
        lesson_refusal: None,
        notice: None,
    };
    let mut seen: Vec<String> = Vec::new();
    let mut values: Vec<(Input, String)> = Vec::new();
    let mut refusal: Option<String> = None;
    let mut step_text: Option<String> = None;
    let mut step_refusal: Option<String> = None;
    let (mut fixed_text, mut hidden_text) = (None::<String>, None::<String>);
    let mut custom_refusal: Option<String> = None;
    // The pin's keys without their prefix, as given.
    let mut pin_parts: Vec<(String, String)> = Vec::new();
    let mut pin_refusal: Option<String> = None;
    // Each own question's text as given, and why it is refused.
    let mut asked: [Option<String>; 3] = Default::default();
    let mut ask_refusals: [Option<String>; 3] = Default::default();
    for part in hash.strip_prefix('#').unwrap_or(hash).split('&') {
        if part.is_empty() {
            continue;
        }
        let (raw_key, raw_value) = part.split_once('=').unwrap_or((part, ""));
        let key = percent_decoded(raw_key);
        let value = percent_decoded(raw_value);
        let ask = ASK_KEYS.iter().position(|&k| k == key);
        if seen.contains(&key) {
            let group = match (key.as_str(), ask) {
                (_, Some(n)) => &mut ask_refusals[n],
                (STEP_KEY, _) => &mut step_refusal,
                (FIXED_KEY | HIDDEN_KEY, _) => &mut custom_refusal,
                _ if key.starts_with(PIN_PREFIX) => &mut pin_refusal,
                _ => &mut refusal,
            };
            group.get_or_insert_with(|| keyed(&shown(&key), sentence!("rule-given-twice"), &[]));
            continue;
        }
        seen.push(key.clone());
        if let Some(n) = ask {
            asked[n] = Some(value);
        } else if let Some(pin_key) = key.strip_prefix(PIN_PREFIX) {
            pin_parts.push((pin_key.to_owned(), value));
        } else if key == STEP_KEY {
            step_text = Some(value);
        } else if key == FIXED_KEY {
            fixed_text = Some(value);
        } else if key == HIDDEN_KEY {
            hidden_text = Some(value);
        } else if key == EMBED_KEY {
            request.embed = true;
        } else if key == PREDICT_KEY {
            request.predict = true;
        } else if key == PRESET_KEY {
            match by_slug(&value) {
                Some(preset) => request.preset = Some(preset),
                None => {
                    refusal.get_or_insert_with(|| no_preset(&value));
                }
            }
        } else if let Some(input) = Input::ALL.into_iter().find(|input| input.key() == key) {
            values.push((input, value));
        } else {
            refusal.get_or_insert_with(|| keyed(&shown(&key), sentence!("rule-not-a-key"), &[]));
        }
    }
    if let Some(preset) = request.preset {
        request.scenario = preset.scenario;
    }
    if refusal.is_none() {
        match with_values(request.scenario, &values, "") {
            Ok(scenario) => request.scenario = scenario,
            Err(why) => refusal = Some(why),
        }
    }
    if !pin_parts.is_empty() && pin_refusal.is_none() {
        match pinned_scenario(&pin_parts) {
            Ok(pin) => request.pin = Some(pin),
            Err(why) => pin_refusal = Some(why),
        }
    }
    if custom_refusal.is_none() {
        match Customization::from_lists(fixed_text.as_deref(), hidden_text.as_deref()) {
            Ok(customization) => request.customization = customization,
            Err(why) => custom_refusal = Some(why),
        }
    }
    let hides_worksheet = request.customization.hides(Section::Worksheet);
    for ((key, text), refusal) in ASK_KEYS.iter().zip(asked).zip(&mut ask_refusals) {
        let Some(text) = text.filter(|_| refusal.is_none()) else {
            continue;
        };
        match own_question(&text) {
            Ok(_) if hides_worksheet => {
                *refusal = Some(keyed(key, sentence!("rule-worksheet-hidden"), &[]))
            }
            Ok(question) => request.questions.push(question),
            Err(rule) => *refusal = Some(keyed(key, rule, &[])),
        }
    }
    request.lesson_refusal = custom_refusal
        .iter()
        .chain(ask_refusals.iter().flatten())
        .next()
        .cloned();
    if step_text.is_some() && request.customization.hides(Section::Cursor) {
        step_refusal.get_or_insert_with(|| keyed(STEP_KEY, sentence!("rule-cursor-hidden"), &[]));
    }
    // A step is checked against the run the page shows.
    if let (Some(text), None) = (step_text, &step_refusal) {
        let count = simulate(&request.scenario).events.len();
        match whole_number(&text).filter(|n| (1..=count).contains(n)) {
            Some(n) => request.step = Some(n),
            None => {
                let count = Arg::Count(count as u64);
                step_refusal = Some(keyed(STEP_KEY, sentence!("rule-step"), &[("count", count)]));
            }
        }
    }
    // Each part refused is one line, in the page's language; its reason
    // quotes the link's keys and text.
    let mut notice = refusal.map_or(String::new(), |why| match request.preset {
        Some(preset) => say(
            sentence!("link-scenario-refused-preset"),
            &[
                ("why", Arg::Text(&why)),
                ("preset", Arg::Text(&preset.name())),
            ],
        ),
        None => say(
            sentence!("link-scenario-refused"),
            &[("why", Arg::Text(&why))],
        ),
    });
    let questions = ASK_KEYS
        .iter()
        .zip(ask_refusals)
        .map(|(key, why)| (why, sentence!("link-question-refused"), *key));
    for (why, sentence, key) in [
        (step_refusal, sentence!("link-step-refused"), ""),
        (custom_refusal, sentence!("link-customization-refused"), ""),
        (pin_refusal, sentence!("link-pin-refused"), ""),
    ]
    .into_iter()
    .chain(questions)
    {
        let Some(why) = why else { continue };
        if !notice.is_empty() {
            notice.push('\n');
        }
        notice += &say(
            sentence,
            &[("why", Arg::Text(&why)), ("key", Arg::Text(key))],
        );
    }
    request.notice = (!notice.is_empty()).then_some(notice);
    request
}

/// `key: rule`, the reason a part of a link was refused: the link's key
/// as written, then the rule it breaks in the page's language.
fn keyed(key: &str, rule: Sentence, args: &[(&str, Arg)]) -> String {
    key_rule(key, &say(rule, args))
}

/// `key: rule` in the page's language (its colon, and the key isolated on
/// a right-to-left page): how a refused link or worksheet file names the
/// key, as written, before the rule it breaks.
#[inline(never)]
pub fn key_rule(key: &str, rule: &str) -> String {
    say(
        sentence!("key-rule"),
        &[
            ("key", Arg::Text(&crate::i18n::isolated(key.to_owned()))),
            ("rule", Arg::Text(rule)),
        ],
    )
}

/// The reason a link naming a preset that does not exist was refused.
fn no_preset(slug: &str) -> String {
    say(
        sentence!("rule-no-preset"),
        &[("name", Arg::Text(&shown(slug)))],
    )
}

/// A number written with ASCII digits only (no sign, no spaces), if it
/// fits a `usize`.
fn whole_number(text: &str) -> Option<usize> {
    if text.is_empty() {
        return None;
    }
    text.bytes().try_fold(0usize, |n, b| {
        let digit = (b as char).to_digit(10)?;
        n.checked_mul(10)?.checked_add(digit as usize)
    })
}

/// `scenario` with each of `values` set, or the first key (with `prefix`)
/// whose value breaks a rule, and the rule.
fn with_values(
    mut scenario: Scenario,
    values: &[(Input, String)],
    prefix: &str,
) -> Result<Scenario, String> {
    for (input, value) in values {
        apply(&mut scenario, *input, value)
            .map_err(|rule| key_rule(&format!("{prefix}{}", input.key()), &rule))?;
    }
    Ok(scenario)
}

/// The pinned run from its keys (each without `pin.`): the scenario keys
/// on `pin.preset`, or on the default example, by the scenario's rules.
fn pinned_scenario(parts: &[(String, String)]) -> Result<Scenario, String> {
    let mut base = Scenario::default();
    let mut values = Vec::new();
    for (key, value) in parts {
        if key == PRESET_KEY {
            base = by_slug(value)
                .map(|p| p.scenario)
                .ok_or_else(|| key_rule(&format!("{PIN_PREFIX}{PRESET_KEY}"), &no_preset(value)))?;
        } else if let Some(input) = Input::ALL.into_iter().find(|input| input.key() == key) {
            values.push((input, value.clone()));
        } else {
            let key = format!("{PIN_PREFIX}{}", shown(key));
            return Err(keyed(&key, sentence!("rule-not-a-key"), &[]));
        }
    }
    with_values(base, &values, PIN_PREFIX)
}

/// Sets one input from its fragment text, or says which rule it breaks.
fn apply(scenario: &mut Scenario, input: Input, text: &str) -> Result<(), String> {
    match input {
        Input::Enforcement => {
            scenario.enforcement = Enforcement::from_key(text)
                .ok_or_else(|| say(sentence!("rule-enforcement"), &[]))?;
        }
        Input::Seconds(field) => {
            let value = field.parse(text).map_err(|error| link_rule(&error))?;
            field.set(scenario, value);
        }
    }
    Ok(())
}

/// The fragment (without `#`) that reopens `scenario`: all nine keys with
/// the fields' canonical texts (`12`, `0.25`, an empty shutdown for none),
/// then the step, the customization, the lesson's own questions
/// (percent-encoded), the pinned run's nine `pin.` keys, and `predict`
/// and `embed` when asked.
pub fn scenario_fragment(scenario: &Scenario, flags: Flags) -> String {
    let mut parts = scenario_parts(scenario, "");
    if let Some(step) = flags.step {
        parts.push(format!("{STEP_KEY}={step}"));
    }
    parts.extend(flags.customization.fragment_parts());
    for (key, question) in ASK_KEYS.iter().zip(&flags.questions) {
        parts.push(format!("{key}={}", percent_encoded(question)));
    }
    if let Some(pin) = &flags.pin {
        parts.extend(scenario_parts(pin, PIN_PREFIX));
    }
    for (key, on) in [(PREDICT_KEY, flags.predict), (EMBED_KEY, flags.embed)] {
        if on {
            parts.push(key.to_owned());
        }
    }
    parts.join("&")
}

/// The nine scenario keys (with `prefix`) and their canonical texts.
fn scenario_parts(scenario: &Scenario, prefix: &str) -> Vec<String> {
    Input::ALL
        .into_iter()
        .map(|input| {
            let value = match input {
                Input::Enforcement => scenario.enforcement.key().to_owned(),
                Input::Seconds(field) => text_of(field, scenario),
            };
            format!("{prefix}{}={value}", input.key())
        })
        .collect()
}

/// The link that reopens `scenario`: the page's address `page` without its
/// fragment, then [`scenario_fragment`].
pub fn scenario_link(page: &str, scenario: &Scenario, flags: Flags) -> String {
    let address = page.split('#').next().unwrap_or(page);
    format!("{address}#{}", scenario_fragment(scenario, flags))
}

/// The page's address `page` (as `location.href` gives it) with nothing
/// private left in it, for the link a worksheet carries: no query string
/// (an LMS may put a session token there), no fragment, no user name or
/// password before the host, and for a `file:` address (the one-file copy
/// opened from disk) only the file's name, never the folders of the
/// learner's disk. The worksheet's link is
/// `scenario_link(&private_free(page), scenario, flags)` with the same
/// flags as "Copy link to this scenario" (`predict` in lesson mode, `embed`
/// in the compact layout): neither says anything about the learner, and
/// the link then reopens the scenario the way the learner saw it.
pub fn private_free(page: &str) -> String {
    // The query ends at the fragment, so a `?` inside the fragment is not one.
    let before_fragment = page.split('#').next().unwrap_or(page);
    let address = before_fragment.split('?').next().unwrap_or(before_fragment);
    let is_file = address
        .get(..5)
        .is_some_and(|scheme| scheme.eq_ignore_ascii_case("file:"));
    if is_file {
        // `location.href` writes `/` on every system, Windows included.
        return address.rsplit('/').next().unwrap_or_default().to_owned();
    }
    match address.split_once("://") {
        Some((scheme, rest)) => {
            let host_end = rest.find('/').unwrap_or(rest.len());
            let (authority, path) = rest.split_at(host_end);
            let host = authority.rsplit('@').next().unwrap_or(authority);
            format!("{scheme}://{host}{path}")
        }
        None => address.to_owned(),
    }
}

/// A complete `<iframe>` that embeds `scenario` in the compact layout, at
/// the size the embed layout is made for, titled with the run's outcome,
/// with the lesson's `predict` and customization of `flags` (not its step:
/// a frame opens on the run). In lesson mode the frame asks for a
/// prediction, and its title gives nothing away; nor does it when the
/// lesson hides a section, which might be the one that shows the outcome.
pub fn embed_code(page: &str, scenario: &Scenario, class: OutcomeClass, flags: Flags) -> String {
    let flags = Flags {
        embed: true,
        step: None,
        ..flags
    };
    let hides_a_section = Section::ALL
        .into_iter()
        .any(|s| flags.customization.hides(s));
    let title = if flags.predict {
        say(sentence!("embed-title-predict"), &[])
    } else if hides_a_section {
        say(sentence!("embed-title-lesson"), &[])
    } else {
        class_name(class)
    };
    let title = say(sentence!("embed-title"), &[("title", Arg::Text(&title))]);
    format!(
        r#"<iframe src="{}" title="{}" width="760" height="560" style="border:0" loading="lazy"></iframe>"#,
        attribute_text(&scenario_link(page, scenario, flags)),
        super::svg::xml(&title),
    )
}

/// Text for a double-quoted attribute. `&` stays as it is, so the copied
/// `src` reads exactly like the link (an `&key=` in an attribute is never a
/// character reference).
fn attribute_text(text: &str) -> String {
    text.replace('"', "%22")
        .replace('<', "%3C")
        .replace('>', "%3E")
}

/// A key or value as quoted in a notice: at most 40 characters, so a
/// hostile link cannot fill the page. (Leptos escapes it as text.)
fn shown(text: &str) -> String {
    text.chars().take(40).collect()
}

/// `text` with every byte but ASCII letters, digits and `-._~` written as
/// `%XX` (UTF-8), so a question's spaces, `&`, `=`, `#` and any script
/// travel in a link, and a Markdown or HTML reader sees no markup in it.
pub fn percent_encoded(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// `%XX` escapes decoded as UTF-8 (invalid bytes become U+FFFD); a `%` not
/// followed by two hex digits is kept as it is.
pub fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let hex = |at: usize| bytes.get(at).and_then(|&b| char::from(b).to_digit(16));
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        match (byte, hex(i + 1), hex(i + 2)) {
            (b'%', Some(high), Some(low)) => {
                out.push((high * 16 + low) as u8);
                i += 3;
            }
            _ => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What the page does when its address's fragment changes ([`Followed`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Navigation {
    /// Read the fragment as a link and load it.
    Apply,
    /// Nothing: Back from a heading to the link already applied keeps the
    /// learner's edits.
    Stay,
    /// A link to a heading ("Jump to the controls"): the address goes back
    /// to this fragment, the link already applied, so that a reload or a
    /// copied address keeps the lesson.
    Restore(String),
}

/// The fragment the page last applied as a link, and whether the page has
/// since followed a link to a heading.
#[derive(Clone, Debug, Default)]
pub struct Followed {
    link: String,
    at_heading: bool,
}

impl Followed {
    /// The address's fragment is now `fragment` (without `#`);
    /// `names_an_element` when it is the id of an element on the page,
    /// which makes it navigation, not a scenario.
    pub fn follow(&mut self, fragment: &str, names_an_element: bool) -> Navigation {
        if names_an_element {
            self.at_heading = true;
            return match self.link.as_str() {
                "" => Navigation::Stay,
                link => Navigation::Restore(link.to_owned()),
            };
        }
        let back = self.at_heading && self.link == fragment;
        self.link = fragment.to_owned();
        self.at_heading = false;
        if back {
            Navigation::Stay
        } else {
            Navigation::Apply
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::MS_PER_S;

    #[test]
    fn a_heading_link_gives_the_address_back_and_back_keeps_the_edits() {
        let mut followed = Followed::default();
        assert_eq!(followed.follow("", false), Navigation::Apply);
        // A heading before any link: nothing to give back.
        assert_eq!(followed.follow("controls-title", true), Navigation::Stay);
        assert_eq!(followed.follow("lease_s=25", false), Navigation::Apply);
        assert_eq!(
            followed.follow("controls-title", true),
            Navigation::Restore("lease_s=25".to_owned())
        );
        // The restored address (or Back) is the link already applied.
        assert_eq!(followed.follow("lease_s=25", false), Navigation::Stay);
        // Any other link, and the same one followed again, load.
        assert_eq!(followed.follow("lease_s=30", false), Navigation::Apply);
        assert_eq!(followed.follow("lease_s=30", false), Navigation::Apply);
    }

    #[test]
    fn the_issue_example_reads_every_key_it_names() {
        let request =
            read_fragment("#lease_s=30&original_work_s=45&pause_at_s=10&pause_for_s=20&enforcement=watermark&embed");
        let expected = Scenario {
            lease: 30 * MS_PER_S,
            original_work: 45 * MS_PER_S,
            pause_at: 10 * MS_PER_S,
            pause_for: 20 * MS_PER_S,
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        assert_eq!(request.scenario, expected);
        assert!(request.embed);
        assert_eq!(request.notice, None);
    }

    #[test]
    fn the_fragment_selects_a_preset_and_the_embed_layout() {
        let request = read_fragment("#preset=watermark-race&embed");
        assert_eq!(request.preset.map(|p| p.slug), Some("watermark-race"));
        assert_eq!(
            Some(request.scenario),
            by_slug("watermark-race").map(|p| p.scenario)
        );
        assert!(request.embed);
        let embed_only = read_fragment("#embed&");
        assert_eq!(
            (embed_only.preset, embed_only.embed, embed_only.notice),
            (None, true, None)
        );
        assert_eq!(read_fragment(""), read_fragment("#"));
        assert!(!read_fragment("").embed);
        assert!(!read_fragment("").predict);
    }

    #[test]
    fn predict_combines_with_every_other_key_and_survives_a_refusal() {
        let request = read_fragment("#preset=watermark-race&predict&embed");
        assert!(request.predict && request.embed);
        assert_eq!(request.preset.map(|p| p.slug), Some("watermark-race"));
        assert_eq!(request.notice, None);
        let with_keys = read_fragment("predict&lease_s=30");
        assert!(with_keys.predict && !with_keys.embed);
        assert_eq!(with_keys.scenario.lease, 30 * MS_PER_S);
        // A refused scenario still waits for the prediction.
        let refused = read_fragment("predict&lease_s=0");
        assert!(refused.predict);
        assert_eq!(refused.scenario, Scenario::default());
        assert!(refused.notice.is_some());
        assert!(read_fragment("predict&predict").notice.is_some());
    }

    #[test]
    fn missing_keys_come_from_the_preset() {
        let request = read_fragment("preset=healthy&lease_s=8");
        let preset = by_slug("healthy").map(|p| p.scenario).unwrap_or_default();
        assert_eq!(
            request.scenario,
            Scenario {
                lease: 8 * MS_PER_S,
                ..preset
            }
        );
        assert_eq!(request.notice, None);
        assert!(!request.embed);
    }

    #[test]
    fn a_refused_fragment_changes_nothing_and_says_why() {
        let cases = [
            ("lease_s=0", "lease_s: must be greater than 0 s"),
            ("lease_s=1&lease_s=2", "lease_s: given twice"),
            ("colour=red", "colour: not a key this page reads"),
            ("enforcement=maybe", "enforcement: must be \"none\""),
            (
                "pause_for_s=1.2345",
                "pause_for_s: use at most 3 decimal places",
            ),
            ("pause_for_s=86401", "pause_for_s: "),
            (
                "preset=nope&lease_s=30",
                "there is no preset called \"nope\"",
            ),
        ];
        for (fragment, why) in cases {
            let request = read_fragment(fragment);
            assert_eq!(request.scenario, Scenario::default(), "{fragment}");
            let notice = request.notice.unwrap_or_default();
            assert!(notice.contains(why), "{fragment}: {notice}");
            assert!(notice.contains("the default example"), "{notice}");
        }
        let with_preset = read_fragment("preset=healthy&lease_s=0&embed");
        assert_eq!(
            with_preset.scenario,
            by_slug("healthy").map(|p| p.scenario).unwrap_or_default()
        );
        assert!(with_preset.embed);
        assert!(with_preset
            .notice
            .unwrap_or_default()
            .contains("Healthy run"));
    }

    #[test]
    fn shutdown_may_be_empty_and_values_are_percent_decoded() {
        let on = read_fragment("shutdown_at_s=5");
        assert_eq!(on.scenario.shutdown_at, Some(5 * MS_PER_S));
        let off = read_fragment("preset=graceful-shutdown&shutdown_at_s=");
        assert_eq!(off.scenario.shutdown_at, None);
        let encoded = read_fragment("lease%5Fs=12%2E5&enforcement=current%5fepoch");
        assert_eq!(encoded.scenario.lease, 12_500);
        assert_eq!(encoded.notice, None);
        assert_eq!(percent_decoded("%3Cb%3E%zz%"), "<b>%zz%");
        assert_eq!(percent_decoded("%E2%9C%93%FF"), "✓\u{fffd}");
    }

    #[test]
    fn links_and_embed_code_reopen_the_scenario() {
        let scenario = by_slug("watermark-race")
            .map(|p| p.scenario)
            .unwrap_or_default();
        let page = "https://example.edu/lab/index.html?x=1#preset=healthy";
        let link = scenario_link(page, &scenario, Flags::default());
        assert!(link.starts_with("https://example.edu/lab/index.html?x=1#original_work_s="));
        let (_, fragment) = link.split_once('#').unwrap_or_default();
        assert_eq!(read_fragment(fragment).scenario, scenario);
        let embed = Flags {
            embed: true,
            ..Flags::default()
        };
        let code = embed_code(page, &scenario, OutcomeClass::Duplicate, Flags::default());
        assert_eq!(
            code,
            format!(
                r#"<iframe src="{}" title="Lease Lab: Duplicate increment" width="760" height="560" style="border:0" loading="lazy"></iframe>"#,
                scenario_link(page, &scenario, embed)
            )
        );
        assert!(embed_code(
            "https://x/\"><script>",
            &scenario,
            OutcomeClass::Duplicate,
            Flags::default()
        )
        .starts_with(r#"<iframe src="https://x/%22%3E%3Cscript%3E#"#));
        // A lesson's frame asks for a prediction and its title tells nothing.
        let predict = Flags {
            predict: true,
            ..Flags::default()
        };
        let lesson = embed_code(page, &scenario, OutcomeClass::Duplicate, predict);
        assert!(
            lesson.contains(r#"&predict&embed" title="Lease Lab: predict the outcome""#),
            "{lesson}"
        );
    }

    #[test]
    fn a_worksheet_link_keeps_nothing_private() {
        // (location.href, what a worksheet's link starts with)
        let cases = [
            ("https://example.edu/lab/", "https://example.edu/lab/"),
            (
                "https://example.edu/lab/index.html?token=s3cret&user=42",
                "https://example.edu/lab/index.html",
            ),
            (
                "https://example.edu/courses/ds-101/week-3/lease-lab/#preset=healthy&predict",
                "https://example.edu/courses/ds-101/week-3/lease-lab/",
            ),
            (
                "https://lms.example.org/mod/lab/view.php?id=7#lease_s=3?x",
                "https://lms.example.org/mod/lab/view.php",
            ),
            (
                "https://ada:pw@example.edu:8443/lab/?a#b",
                "https://example.edu:8443/lab/",
            ),
            ("http://localhost:8080", "http://localhost:8080"),
            (
                "file:///home/x/Downloads/lease-lab-offline.html?x#y",
                "lease-lab-offline.html",
            ),
            (
                "file:///C:/Users/Ada%20Lovelace/Desktop/lease-lab-offline.html#lease_s=30",
                "lease-lab-offline.html",
            ),
            (
                "FILE://fileserver/share/course/lease%20lab.html",
                "lease%20lab.html",
            ),
            ("", ""),
        ];
        for (page, expected) in cases {
            assert_eq!(private_free(page), expected, "{page}");
        }
        let scenario = Scenario::default();
        let link = scenario_link(
            &private_free("file:///home/x/Downloads/lease-lab-offline.html?x#y"),
            &scenario,
            Flags::default(),
        );
        assert_eq!(
            link,
            format!(
                "lease-lab-offline.html#{}",
                scenario_fragment(&scenario, Flags::default())
            )
        );
    }

    #[test]
    fn a_customization_is_its_own_group_read_as_strictly_as_the_rest() {
        use crate::present::customize::Availability::{Fixed, Hidden};
        use crate::sim::{Field, Input};
        let lease = Input::Seconds(Field::Lease);
        // (fragment, refusal in the notice or None, what the request holds)
        type Holds<'a> = dyn Fn(&FragmentRequest) -> bool + 'a;
        let cases: [(&str, Option<&str>, &Holds<'_>); 16] = [
            ("fixed=lease_s", None, &|r| {
                r.customization.of(lease) == Fixed
            }),
            ("hidden=lease_s,map", None, &|r| {
                r.customization.of(lease) == Hidden && r.customization.hides(Section::Map)
            }),
            (
                "fixed=enforcement&hidden=contracts&preset=watermark-race&predict&embed",
                None,
                &|r| {
                    r.customization.of(Input::Enforcement) == Fixed
                        && r.customization.hides(Section::Contracts)
                        && r.preset.is_some()
                        && r.predict
                        && r.embed
                },
            ),
            // Names may come in any order; a step is fine with a cursor.
            ("hidden=explanations,presets,timeline&step=2", None, &|r| {
                r.step == Some(2)
            }),
            (
                "hidden=bogus",
                Some("hidden: no section or input named bogus"),
                &|_| true,
            ),
            ("fixed=map", Some("fixed: no input named map"), &|_| true),
            ("fixed=lease", Some("fixed: no input named lease"), &|_| {
                true
            }),
            (
                "hidden=map,map",
                Some("hidden: map is named twice"),
                &|_| true,
            ),
            (
                "fixed=lease_s,lease_s",
                Some("fixed: lease_s is named twice"),
                &|_| true,
            ),
            (
                "fixed=lease_s&hidden=lease_s",
                Some("hidden: lease_s is in fixed too"),
                &|_| true,
            ),
            ("fixed=", Some("fixed: a name is empty"), &|_| true),
            ("hidden=map,", Some("hidden: a name is empty"), &|_| true),
            (
                "hidden=Map",
                Some("hidden: no section or input named Map"),
                &|_| true,
            ),
            (
                "fixed=lease_s&fixed=grace",
                Some("fixed: given twice"),
                &|_| true,
            ),
            // Each group on its own: a refused scenario keeps the lesson ...
            ("lease_s=0&fixed=lease_s", None, &|r| {
                r.customization.of(lease) == Fixed
                    && r.notice
                        .as_deref()
                        .is_some_and(|n| n.contains("scenario was not applied"))
            }),
            // ... and a refused lesson keeps the scenario.
            (
                "lease_s=30&hidden=nothing",
                Some("hidden: no section or input named nothing"),
                &|r| r.scenario.lease == 30 * MS_PER_S,
            ),
        ];
        for (fragment, refusal, holds) in cases {
            let request = read_fragment(fragment);
            let notice = request.notice.clone().unwrap_or_default();
            match refusal {
                Some(why) => {
                    assert!(
                        notice.contains(&format!(
                            "This link's customization was not applied ({why}); the whole lab is shown."
                        )),
                        "{fragment}: {notice}"
                    );
                    assert!(request.customization.is_whole_lab(), "{fragment}");
                }
                None => assert!(!notice.contains("customization"), "{fragment}: {notice}"),
            }
            assert!(holds(&request), "{fragment}: {request:?}");
        }
    }

    #[test]
    fn a_lesson_that_hides_the_cursor_refuses_a_step() {
        let request = read_fragment("hidden=cursor&step=2&lease_s=0");
        assert_eq!(request.step, None);
        assert!(request.customization.hides(Section::Cursor));
        let notice = request.notice.unwrap_or_default();
        let lines: Vec<&str> = notice.lines().collect();
        assert_eq!(lines.len(), 2, "{notice}");
        assert!(lines[0].contains("scenario was not applied (lease_s:"));
        assert_eq!(
            lines[1],
            "This link's step was not applied (step: this lesson hides the time cursor); the run is shown whole."
        );
        // A refused customization hides nothing, so the step opens.
        let refused = read_fragment("hidden=cursor,cursor&step=2");
        assert_eq!(refused.step, Some(2));
    }

    #[test]
    fn a_copied_link_and_embed_code_carry_the_customization() {
        let asked = read_fragment(
            "preset=watermark-race&hidden=contracts,heartbeat_every_s&fixed=pause_for_s,lease_s",
        );
        let flags = Flags {
            customization: asked.customization,
            ..Flags::default()
        };
        let fragment = scenario_fragment(&asked.scenario, flags.clone());
        assert!(
            fragment.ends_with("&fixed=lease_s,pause_for_s&hidden=heartbeat_every_s,contracts"),
            "{fragment}"
        );
        let reopened = read_fragment(&fragment);
        assert_eq!(
            (reopened.scenario, reopened.customization, reopened.notice),
            (asked.scenario, asked.customization, None)
        );
        // The frame's title says nothing a hidden section would show.
        let code = embed_code(
            "https://x/",
            &asked.scenario,
            OutcomeClass::Duplicate,
            flags,
        );
        assert!(
            code.contains("&hidden=heartbeat_every_s,contracts&embed\" title=\"Lease Lab: a lesson on worker ownership\""),
            "{code}"
        );
        let fixed_only = read_fragment("fixed=lease_s").customization;
        let code = embed_code(
            "https://x/",
            &asked.scenario,
            OutcomeClass::Duplicate,
            Flags {
                customization: fixed_only,
                ..Flags::default()
            },
        );
        assert!(
            code.contains("title=\"Lease Lab: Duplicate increment\""),
            "{code}"
        );
    }

    #[test]
    fn a_pinned_run_is_its_own_group_on_pin_preset_or_the_default() {
        use crate::sim::{Field, Input};
        let healthy = by_slug("healthy").map(|p| p.scenario).unwrap_or_default();
        // (fragment, the pin it holds, or the refusal its notice names)
        let cases: [(&str, Result<Scenario, &str>); 11] = [
            (
                "pin.lease_s=30",
                Ok(Scenario {
                    lease: 30 * MS_PER_S,
                    ..Scenario::default()
                }),
            ),
            ("pin.preset=healthy", Ok(healthy)),
            (
                "pin.pause_for_s=2&pin.preset=healthy",
                Ok(Scenario {
                    pause_for: 2 * MS_PER_S,
                    ..healthy
                }),
            ),
            (
                "pin.enforcement=none&pin.shutdown_at_s=",
                Ok(Scenario {
                    enforcement: Enforcement::None,
                    ..Scenario::default()
                }),
            ),
            (
                "pin.lease_s=0",
                Err("pin.lease_s: must be greater than 0 s"),
            ),
            (
                "pin.lease_s=3&pin.lease_s=4",
                Err("pin.lease_s: given twice"),
            ),
            (
                "pin.preset=bogus",
                Err("pin.preset: there is no preset called \"bogus\""),
            ),
            ("pin.lease=3", Err("pin.lease: not a key this page reads")),
            ("pin.step=2", Err("pin.step: not a key this page reads")),
            ("pin.=2", Err("pin.: not a key this page reads")),
            (
                "pin.enforcement=fenced",
                Err("pin.enforcement: must be \"none\", \"watermark\" or \"current_epoch\""),
            ),
        ];
        for (fragment, expected) in cases {
            let request = read_fragment(fragment);
            match expected {
                Ok(pin) => assert_eq!(
                    (request.pin, request.notice),
                    (Some(pin), None),
                    "{fragment}"
                ),
                Err(why) => {
                    assert_eq!(request.pin, None, "{fragment}");
                    assert_eq!(
                        request.notice.as_deref(),
                        Some(
                            format!(
                                "This link's pinned run was not applied ({why}); no run is pinned."
                            )
                            .as_str()
                        ),
                        "{fragment}"
                    );
                }
            }
        }
        // Each group on its own: a refused pin keeps the scenario, the step
        // and the lesson; a refused scenario keeps the pin.
        let request = read_fragment("lease_s=30&step=2&fixed=lease_s&pin.lease_s=0");
        assert_eq!(request.scenario.lease, 30 * MS_PER_S);
        assert_eq!(request.step, Some(2));
        assert_eq!(
            request.customization.of(Input::Seconds(Field::Lease)),
            crate::present::customize::Availability::Fixed
        );
        assert_eq!(request.pin, None);
        let request = read_fragment("lease_s=0&pin.lease_s=30&predict");
        assert_eq!(request.scenario, Scenario::default());
        assert_eq!(request.pin.map(|p| p.lease), Some(30 * MS_PER_S));
        assert!(request.predict);
        assert_eq!(
            request.notice.as_deref().map(|n| n.lines().count()),
            Some(1)
        );
    }

    #[test]
    fn a_copied_link_and_embed_code_carry_the_pinned_run_last_but_the_flags() {
        let pin = Scenario {
            lease: 30 * MS_PER_S,
            enforcement: Enforcement::Watermark,
            ..Scenario::default()
        };
        let flags = Flags {
            pin: Some(pin),
            predict: true,
            ..Flags::default()
        };
        let fragment = scenario_fragment(&Scenario::default(), flags.clone());
        assert!(
            fragment.ends_with(
                "&pin.original_work_s=12&pin.lease_s=30&pin.heartbeat_every_s=3&pin.pause_at_s=4\
             &pin.pause_for_s=14&pin.replacement_work_s=5&pin.enforcement=watermark\
             &pin.shutdown_at_s=&pin.shutdown_grace_s=10&predict"
            ),
            "{fragment}"
        );
        let reopened = read_fragment(&fragment);
        assert_eq!(
            (reopened.scenario, reopened.pin, reopened.notice),
            (Scenario::default(), Some(pin), None)
        );
        let code = embed_code(
            "https://x/",
            &Scenario::default(),
            OutcomeClass::Duplicate,
            flags,
        );
        assert!(
            code.contains("&pin.shutdown_grace_s=10&predict&embed\""),
            "{code}"
        );
    }

    /// Every link and example in the instructors' guide opens as written.
    #[test]
    fn the_guide_s_links_are_accepted() {
        let guide = include_str!("../../docs/teaching.md");
        let fragments: Vec<&str> = guide
            .split('#')
            .skip(1)
            .filter_map(|rest| rest.split(['`', ' ', '\n']).next())
            .filter(|f| f.contains('=') || *f == "embed")
            .collect();
        assert!(fragments.len() >= 17, "{fragments:?}");
        for fragment in fragments {
            let request = read_fragment(fragment);
            assert_eq!(request.notice, None, "#{fragment}");
        }
        let lessons: Vec<_> = guide
            .lines()
            .filter_map(|line| line.trim().strip_prefix("`https://example.edu/lab/#"))
            .map(|f| read_fragment(f.trim_end_matches('`')))
            .collect();
        assert_eq!(lessons.len(), 3);
        assert!(lessons.iter().all(|l| !l.customization.is_whole_lab()));
        // The first lesson leaves only the pause to move.
        use crate::sim::{Field, Input};
        let first = &lessons[0].customization;
        assert_eq!(first.adjustable_fields(), [Field::PauseAt, Field::PauseFor]);
        assert_ne!(
            first.of(Input::Enforcement),
            crate::present::customize::Availability::Adjustable
        );
    }

    #[test]
    fn a_step_is_its_own_group() {
        // (fragment, step taken, scenario notice, step notice)
        let cases: [(&str, Option<usize>, bool, Option<&str>); 12] = [
            ("step=4", Some(4), false, None),
            ("step=1", Some(1), false, None),
            ("step=8", Some(8), false, None),
            ("preset=healthy&step=3&embed", Some(3), false, None),
            (
                "step=0",
                None,
                false,
                Some("step: must be a whole number from 1 to 8"),
            ),
            (
                "step=9",
                None,
                false,
                Some("step: must be a whole number from 1 to 8"),
            ),
            ("preset=healthy&step=4", None, false, Some("from 1 to 3")),
            ("step=two", None, false, Some("from 1 to 8")),
            ("step=+2", None, false, Some("from 1 to 8")),
            ("step", None, false, Some("from 1 to 8")),
            ("step=2&step=3", None, false, Some("step: given twice")),
            // Each group is refused on its own: the step of the default run.
            ("lease_s=0&step=2", Some(2), true, None),
        ];
        for (fragment, step, scenario_refused, step_notice) in cases {
            let request = read_fragment(fragment);
            assert_eq!(request.step, step, "{fragment}");
            let notice = request.notice.unwrap_or_default();
            assert_eq!(
                notice.contains("scenario was not applied"),
                scenario_refused,
                "{fragment}: {notice}"
            );
            match step_notice {
                Some(why) => {
                    assert!(
                        notice.contains(&format!("This link's step was not applied ({why}"))
                            || notice.contains(why),
                        "{fragment}: {notice}"
                    );
                    assert!(
                        notice.contains("step was not applied"),
                        "{fragment}: {notice}"
                    );
                }
                None => assert!(!notice.contains("step was not"), "{fragment}: {notice}"),
            }
        }
        // Two refused groups: two lines.
        let both = read_fragment("lease_s=0&step=0").notice.unwrap_or_default();
        assert_eq!(both.lines().count(), 2, "{both}");
        // A step keeps the scenario, and the scenario keeps its step.
        let kept = read_fragment("preset=watermark-race&step=7&predict");
        assert_eq!(
            (kept.step, kept.predict, kept.notice),
            (Some(7), true, None)
        );
    }

    #[test]
    fn the_written_fragment_is_canonical() {
        assert_eq!(
            scenario_fragment(
                &Scenario::default(),
                Flags {
                    predict: true,
                    embed: true,
                    step: Some(4),
                    ..Flags::default()
                }
            ),
            "original_work_s=12&lease_s=10&heartbeat_every_s=3&pause_at_s=4&pause_for_s=14&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10&step=4&predict&embed"
        );
        let quarter = Scenario {
            heartbeat_every: 250,
            ..Scenario::default()
        };
        assert!(scenario_fragment(&quarter, Flags::default()).contains("heartbeat_every_s=0.25&"));
    }

    /// The table the browser tests once loaded link by link (they now keep
    /// three of these cases to prove the wiring): every key alone, all
    /// together, keys on top of a preset, percent-encoding, and each kind of
    /// refusal, with the layout flag and the notice each must give.
    #[test]
    fn every_link_case_gives_its_scenario_layout_and_notice() {
        let s = MS_PER_S;
        let default = Scenario::default();
        let healthy = by_slug("healthy").map(|p| p.scenario).unwrap_or_default();
        let everything = Scenario {
            original_work: 45 * s,
            lease: 30 * s,
            heartbeat_every: 5 * s,
            pause_at: 10 * s,
            pause_for: 20 * s,
            replacement_work: 9 * s,
            enforcement: Enforcement::None,
            shutdown_at: Some(2 * s),
            shutdown_grace: 4 * s,
        };
        // [fragment, scenario, embed, a part of the notice (None: no notice)]
        let cases: Vec<(&str, Scenario, bool, Option<&str>)> = vec![
            ("original_work_s=20", Scenario { original_work: 20 * s, ..default }, false, None),
            ("lease_s=30", Scenario { lease: 30 * s, ..default }, false, None),
            ("heartbeat_every_s=2.5", Scenario { heartbeat_every: 2_500, ..default }, false, None),
            ("pause_at_s=6", Scenario { pause_at: 6 * s, ..default }, false, None),
            ("pause_for_s=0", Scenario { pause_for: 0, ..default }, false, None),
            ("replacement_work_s=7.125", Scenario { replacement_work: 7_125, ..default }, false, None),
            ("enforcement=watermark", Scenario { enforcement: Enforcement::Watermark, ..default }, false, None),
            ("shutdown_at_s=5", Scenario { shutdown_at: Some(5 * s), ..default }, false, None),
            ("shutdown_grace_s=3", Scenario { shutdown_grace: 3 * s, ..default }, false, None),
            (
                "shutdown_grace_s=4&shutdown_at_s=2&enforcement=none&replacement_work_s=9&pause_for_s=20&pause_at_s=10&heartbeat_every_s=5&lease_s=30&original_work_s=45&embed",
                everything,
                true,
                None,
            ),
            ("preset=healthy&lease_s=8", Scenario { lease: 8 * s, ..healthy }, false, None),
            ("lease_s=8&preset=healthy&embed", Scenario { lease: 8 * s, ..healthy }, true, None),
            ("shutdown_at_s=&preset=healthy", healthy, false, None),
            ("lease%5Fs=12%2E5&enforcement=current%5Fepoch", Scenario { lease: 12_500, ..default }, false, None),
            ("lease_s=0", default, false, Some("lease_s: must be greater than 0 s")),
            ("lease_s=30&lease_s=31", default, false, Some("lease_s: given twice")),
            ("lease_s=30&colour=red", default, false, Some("colour: not a key this page reads")),
            ("enforcement=maybe", default, false, Some("enforcement: must be")),
            ("pause_for_s=1.2345", default, false, Some("pause_for_s: use at most 3 decimal places")),
            ("pause_for_s=86400.5", default, false, Some("pause_for_s:")),
            ("heartbeat_every_s=abc", default, false, Some("heartbeat_every_s:")),
            ("preset=nope&lease_s=30", default, false, Some("there is no preset called \"nope\"")),
            ("preset=healthy&lease_s=-1&embed", healthy, true, Some("lease_s:")),
        ];
        for (fragment, scenario, embed, why) in cases {
            let request = read_fragment(&format!("#{fragment}"));
            assert_eq!(request.scenario, scenario, "#{fragment}");
            assert_eq!(request.embed, embed, "#{fragment}");
            match (why, request.notice.as_deref()) {
                (None, None) => {}
                (Some(why), Some(notice)) => {
                    assert!(notice.contains(why), "#{fragment}: {notice}");
                    let showing = if scenario == healthy {
                        "the preset \"Healthy run\""
                    } else {
                        "the default example"
                    };
                    assert!(
                        notice.contains(&format!("showing {showing}")),
                        "#{fragment}: {notice}"
                    );
                }
                (why, notice) => panic!("#{fragment}: expected notice {why:?}, got {notice:?}"),
            }
        }
    }

    /// Every preset has a link, `#preset=<slug>`, that loads exactly its
    /// scenario with no notice, alone and beside `embed` (the browser tests
    /// open three of these links).
    #[test]
    fn every_preset_has_a_link_that_loads_it() {
        for preset in &crate::present::presets::PRESETS {
            for fragment in [
                format!("#preset={}", preset.slug),
                format!("#embed&preset={}", preset.slug),
            ] {
                let request = read_fragment(&fragment);
                assert_eq!(request.scenario, preset.scenario, "{fragment}");
                assert_eq!(
                    request.preset.map(|p| p.slug),
                    Some(preset.slug),
                    "{fragment}"
                );
                assert_eq!(request.notice, None, "{fragment}");
                assert_eq!(request.embed, fragment.contains("embed"), "{fragment}");
            }
        }
    }
}
