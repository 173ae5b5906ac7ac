//! The simulation core: one pure, deterministic function from a [`Scenario`]
//! to an [`Outcome`], in integer milliseconds.
//!
//! This module never imports leptos, web-sys or wasm-bindgen; the page, the
//! worksheet and the tests all call [`simulate`] and nothing else decides what
//! happens. The rules are in `MODEL.md`.

mod engine;
mod explore;
mod outcome;
mod scenario;
mod seconds;

pub use engine::simulate;
pub use explore::{
    nearest_of_class, outcome_map, sampled_outcome_map, state_after_event, state_at,
    survivable_pause, MapAxes, MapStep, Owner, ResourceState, StateAt, SurvivablePause,
    WorkerState, MAP_CELLS,
};
pub use outcome::{
    Actor, Event, EventKind, Evidence, GraceHeartbeats, OriginalEnd, Outcome, OutcomeClass, Span,
    Token, WriteDecision,
};
pub use scenario::{Enforcement, Field, FieldError, Input, Problem, Scenario};
pub use seconds::{decimal_seconds, parse_seconds, Millis, SecondsProblem, MAX_MS, MS_PER_S};
