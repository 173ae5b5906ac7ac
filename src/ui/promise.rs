//! The two browser promises the page waits for (the clipboard's
//! `writeText` and a file's `text()`), bound by hand. Awaiting them through
//! js-sys and wasm-bindgen-futures cost about 10 KB of gzip in the wasm, and
//! gloo-file's callback reader 1.3 KB; one callback for both outcomes costs
//! next to nothing.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// A promise, as far as the page needs one.
    pub type Settling;

    #[wasm_bindgen(method)]
    fn then(this: &Settling, fulfilled: &JsValue, rejected: &JsValue);

    /// `navigator.clipboard.writeText`; an error when there is no
    /// clipboard API (an old browser, an insecure page).
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    pub fn write_to_clipboard(text: &str) -> Result<Settling, JsValue>;

    /// A `File`, seen as something with `text()`.
    type TextFile;

    /// `Blob.prototype.text`: the contents as UTF-8 text.
    #[wasm_bindgen(method)]
    fn text(this: &TextFile) -> Settling;
}

/// Starts reading `file` as UTF-8 text.
pub fn read_text(file: &web_sys::File) -> Settling {
    file.unchecked_ref::<TextFile>().text()
}

impl Settling {
    /// Calls `settled` once, with the promise's value or, when it is
    /// rejected, its reason. Both promises here tell the two apart by the
    /// value itself: `writeText` fulfils with `undefined`, `text()` with a
    /// string, and a rejection's reason is an error object. One callback
    /// serves both outcomes; only one ever calls it, which frees it.
    pub fn settle(&self, settled: impl FnOnce(JsValue) + 'static) {
        let callback = Closure::once_into_js(settled);
        self.then(&callback, &callback);
    }
}
