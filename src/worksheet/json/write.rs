//! The worksheet's export, [`to_json`]: each object written key by key in
//! the documented order by one small writer with serde_json's pretty
//! layout (two-space indent), filled from a worksheet and the outcome
//! recomputed from its scenario. Seconds are written as exact decimal text
//! (`decimal_seconds`), never as floats. Before a lesson's reveal the
//! outcome is `null`, and so is each part of it the lesson hides
//! (`Worksheet::shows`). (Derived `Serialize` structs and serde_json's
//! serializer cost about 2 KB of gzip more in the page.)

use crate::present::copy::prompts;
use crate::present::customize::Section;
use crate::present::lesson::{Attempt, OriginalWrite};
use crate::present::report::{event_sentence, evidence, headline};
use crate::sim::{
    decimal_seconds, simulate, Event, EventKind, Millis, OriginalEnd, Outcome, Scenario,
    WriteDecision,
};
use crate::worksheet::{Worksheet, FORMAT, VERSION};

/// JSON text in serde_json's pretty layout: a member or item on a line of
/// its own, indented two spaces a level; an empty list is `[]`.
struct Json {
    out: String,
    depth: usize,
    /// Whether the open object or list has no member or item yet.
    empty: bool,
}

impl Json {
    /// Opens an object (`{`) or a list (`[`).
    fn open(&mut self, bracket: char) {
        self.out.push(bracket);
        self.depth += 1;
        self.empty = true;
    }

    /// Closes what [`Json::open`] opened with `bracket` (`}` or `]`).
    fn close(&mut self, bracket: char) {
        self.depth -= 1;
        if !self.empty {
            self.line();
        }
        self.out.push(bracket);
        self.empty = false;
    }

    fn line(&mut self) {
        self.out.push('\n');
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
    }

    /// Starts the next item of a list.
    fn item(&mut self) {
        if !self.empty {
            self.out.push(',');
        }
        self.empty = false;
        self.line();
    }

    /// Starts the member `key` of an object.
    fn key(&mut self, key: &str) {
        self.item();
        self.text(key);
        self.out.push_str(": ");
    }

    /// Text as a JSON string, escaped as serde_json escapes it.
    fn text(&mut self, text: &str) {
        self.out.push('"');
        for c in text.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                '\n' => self.out.push_str("\\n"),
                '\r' => self.out.push_str("\\r"),
                '\t' => self.out.push_str("\\t"),
                '\u{8}' => self.out.push_str("\\b"),
                '\u{c}' => self.out.push_str("\\f"),
                c if c < ' ' => self.out.push_str(&format!("\\u{:04x}", c as u32)),
                c => self.out.push(c),
            }
        }
        self.out.push('"');
    }

    /// The member `key` with a value written as it is (a number, `true`).
    fn raw(&mut self, key: &str, value: &str) {
        self.key(key);
        self.out.push_str(value);
    }

    /// The member `key` with text, or `null`.
    fn text_or_null(&mut self, key: &str, value: Option<&str>) {
        self.key(key);
        match value {
            Some(text) => self.text(text),
            None => self.out.push_str("null"),
        }
    }

    /// The member `key` with a number written by `to_string`, or `null`.
    fn number(&mut self, key: &str, value: Option<u64>) {
        self.raw(key, &value.map_or("null".to_owned(), |n| n.to_string()));
    }

    /// The member `key` with seconds, or `null`.
    fn seconds(&mut self, key: &str, value: Option<Millis>) {
        self.raw(key, &value.map_or("null".to_owned(), decimal_seconds));
    }

    fn flag(&mut self, key: &str, value: Option<bool>) {
        self.raw(
            key,
            match value {
                Some(true) => "true",
                Some(false) => "false",
                None => "null",
            },
        );
    }

    /// Every input under its key, in the page's order (`Input::ALL`).
    fn scenario(&mut self, key: &str, s: &Scenario) {
        self.key(key);
        self.open('{');
        self.seconds("original_work_s", Some(s.original_work));
        self.seconds("lease_s", Some(s.lease));
        self.seconds("heartbeat_every_s", Some(s.heartbeat_every));
        self.seconds("pause_at_s", Some(s.pause_at));
        self.seconds("pause_for_s", Some(s.pause_for));
        self.seconds("replacement_work_s", Some(s.replacement_work));
        self.text_or_null("enforcement", Some(s.enforcement.key()));
        self.seconds("shutdown_at_s", s.shutdown_at);
        self.seconds("shutdown_grace_s", Some(s.shutdown_grace));
        self.close('}');
    }

    /// The run of `worksheet`; each part its lesson hides is `null`: the
    /// six metric values under `hidden=metrics`, the writes under
    /// `hidden=decisions`, the events under `hidden=events`.
    fn outcome(&mut self, outcome: &Outcome, worksheet: &Worksheet) {
        let cadence = worksheet.scenario.heartbeat_every;
        let metrics = worksheet.shows(Section::Metrics);
        self.open('{');
        self.text_or_null("headline", Some(&headline(outcome.class)));
        self.number(
            "applied_increments",
            metrics.then_some(outcome.applied_increments.into()),
        );
        self.seconds("takeover_at_s", outcome.takeover_at.filter(|_| metrics));
        self.seconds("overlap_s", metrics.then_some(outcome.overlap));
        self.flag(
            "overlap_includes_pause",
            metrics.then_some(outcome.overlap_includes_pause),
        );
        self.seconds(
            "original_ends_at_s",
            metrics.then_some(outcome.original_ends_at),
        );
        self.text_or_null(
            "original_end",
            metrics.then_some(match outcome.original_end {
                OriginalEnd::Wrote => "wrote",
                OriginalEnd::Terminated => "terminated",
            }),
        );
        self.key("writes");
        if worksheet.shows(Section::Decisions) {
            self.open('[');
            for write in &outcome.writes {
                self.item();
                self.write(write);
            }
            self.close(']');
        } else {
            self.out.push_str("null");
        }
        self.key("events");
        if worksheet.shows(Section::Events) {
            self.open('[');
            for event in &outcome.events {
                self.item();
                self.event(event, outcome, cadence);
            }
            self.close(']');
        } else {
            self.out.push_str("null");
        }
        self.close('}');
    }

    fn write(&mut self, write: &WriteDecision) {
        self.open('{');
        self.seconds("at_s", Some(write.at));
        // "A" or "B", as worksheets name the workers.
        self.text_or_null("worker", Some(write.worker.letter()));
        self.number("token", Some(write.token.into()));
        self.text_or_null(
            "decision",
            Some(if write.accepted {
                "accepted"
            } else {
                "rejected"
            }),
        );
        self.text_or_null("evidence", Some(&evidence(write.evidence)));
        self.close('}');
    }

    fn event(&mut self, event: &Event, outcome: &Outcome, cadence: Millis) {
        self.open('{');
        self.seconds("at_s", Some(event.at));
        self.text_or_null("actor", Some(event.actor.letter()));
        self.text_or_null("kind", Some(event.kind.name()));
        // Only on `heartbeat_accepted`, which stands for a run of renewals.
        if let EventKind::HeartbeatAccepted { count, last_at, .. } = event.kind {
            self.number("count", Some(count));
            self.seconds("last_at_s", Some(last_at));
        }
        self.text_or_null("text", Some(&event_sentence(event, outcome, cadence)));
        self.close('}');
    }

    /// One attempt: the learner's answers (each `null` while open), whether
    /// the outcome was revealed, whether it was seen before that, and the
    /// scenario the attempt was made for (`worksheet` is the worksheet's
    /// own scenario, which an open attempt is always for).
    fn attempt(&mut self, attempt: &Attempt, worksheet: &Scenario) {
        let p = &attempt.prediction;
        self.open('{');
        self.text_or_null(
            "takeover",
            p.takeover.map(|yes| if yes { "yes" } else { "no" }),
        );
        self.number("applied_increments", p.applied_increments.map(u64::from));
        self.text_or_null("original_write", p.original_write.map(OriginalWrite::key));
        self.flag("revealed", Some(p.is_revealed()));
        self.flag("seen_before_reveal", Some(attempt.seen_before_reveal()));
        self.scenario("scenario", &attempt.scenario(worksheet));
        self.close('}');
    }
}

/// The worksheet as pretty-printed JSON, keys in the documented order: what
/// it is, whose it is and where it opens, the run, then the learner's
/// work. The outcome is recomputed from the scenario, never taken from
/// elsewhere, and is `null` while the results wait for the learner's
/// prediction.
pub fn to_json(worksheet: &Worksheet) -> String {
    let scenario = &worksheet.scenario;
    let mut json = Json {
        out: String::new(),
        depth: 0,
        empty: true,
    };
    json.open('{');
    json.text_or_null("format", Some(FORMAT));
    json.number("version", Some(VERSION.into()));
    json.text_or_null("learner", worksheet.learner.as_deref());
    json.text_or_null("link", Some(&worksheet.link));
    // The slug of the preset whose scenario this is, recomputed on import.
    json.text_or_null("preset", worksheet.named_preset().map(|preset| preset.slug));
    json.scenario("scenario", scenario);
    json.key("outcome");
    if worksheet.results_wait() {
        json.out.push_str("null");
    } else {
        json.outcome(&simulate(scenario), worksheet);
    }
    json.key("attempts");
    json.open('[');
    for attempt in &worksheet.attempts {
        json.item();
        json.attempt(attempt, scenario);
    }
    json.close(']');
    json.key("questions");
    json.open('[');
    let own_questions = worksheet
        .own_questions
        .iter()
        .map(|q| (q.text.as_str(), &q.answer));
    let prompts = prompts();
    for (text, answer) in prompts
        .iter()
        .map(String::as_str)
        .zip(&worksheet.answers)
        .chain(own_questions)
    {
        json.item();
        json.open('{');
        json.text_or_null("text", Some(text));
        json.text_or_null("answer", Some(answer));
        json.close('}');
    }
    json.close(']');
    json.text_or_null("notes", Some(&worksheet.notes));
    json.close('}');
    json.out
}
