//! The part of wasm-streams' API that server_fn's browser client names,
//! for a page that calls no server function.
//!
//! Lease Lab is a static page: Leptos links server_fn's fetch client, and
//! with it wasm-streams, whose `#[wasm_bindgen]` classes are exports the
//! linker must keep (4.5 KB of wasm and 1.3 KB of glue, gzipped) though
//! nothing calls them. This crate, patched in by the workspace's
//! `Cargo.toml`, has the same names and no exports. Should a server
//! function ever be called, streaming bodies fail with an error instead of
//! panicking; a page that needs them removes the patch.

use futures_util::stream::{self, Stream};
use wasm_bindgen::JsValue;

/// A web `ReadableStream`, as wasm-streams wraps it.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    /// Wraps a stream the browser made.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    /// The raw stream. Without wasm-streams' exported source, it does not
    /// carry `_stream`'s items: see the module's documentation.
    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        Self {
            raw: web_sys::ReadableStream::new()
                .unwrap_or_else(|_| JsValue::UNDEFINED.into()),
        }
    }

    /// The browser's stream.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// One error: reading a streamed body needs the real wasm-streams.
    pub fn into_stream(self) -> impl Stream<Item = Result<JsValue, JsValue>> + Unpin {
        stream::once(std::future::ready(Err(JsValue::from_str(
            "Lease Lab is built without streamed server-function bodies",
        ))))
    }
}
