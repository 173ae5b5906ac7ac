//! The view model: pure functions that turn a scenario and its outcome into
//! what the page and the worksheet show (text, rows, SVG geometry, presets).
//! Like `sim`, nothing here touches the DOM, so all of it is tested natively.

pub mod compare;
pub mod copy;
pub mod customize;
pub mod explore;
pub mod figure;
pub mod form;
pub mod format;
pub mod fragment;
pub mod lesson;
pub mod markup;
pub mod presets;
pub mod report;
pub mod slider;
pub mod status;
pub mod steps;
pub mod svg;
pub mod timeline;
