// Shared set-up for the end-to-end tests: a static server for dist/ and one
// WebDriver client, WebdriverIO, for all three engines: Debian's Chromium
// (chromedriver, with WebDriver BiDi), Firefox ESR (geckodriver, with BiDi)
// and WebKitGTK's MiniBrowser (WebKitWebDriver, classic WebDriver, under
// the Xvfb display that `cargo xtask test` starts). No driver downloads
// anything: every binary is given by path.
//
// WebDriver costs a round trip per command (a few ms in Chromium and
// WebKit, more in Firefox), so the helpers here read many things in one
// `browser.execute`, wait with a condition polled inside the page, and find
// controls by their accessible name in one script. Where classic WebDriver
// lacks what BiDi gives (WebKit), the test server stands in: it records
// every request, adds a console probe to HTML pages, and shows viewports
// narrower than MiniBrowser's smallest window in an iframe of exactly that
// size.
//
// The harness is in harness/, one module per part, and this file re-exports
// all of it, so a test imports every helper from './harness.mjs':
// - engine.mjs: ENGINE, the engine this process drives, and `skipIn`;
// - server.mjs: the static server (`serve`, DIST), its WebKit console probe
//   and exact-size viewport frame page, and `hostPage`;
// - sessions.mjs: WebDriver sessions per engine and option set
//   (`startBrowser`, `consoleProblems`) and the process's shared lab
//   (`sharedLab`, `closeLab`), the harness's one module-level state;
// - page.mjs: everything done on a session's page: the viewport, `openPage`,
//   `labAt`/`goTo`, SETTLED and the other in-page waits, controls found by
//   role and label, and values read in one script;
// - presets.mjs: the presets and field labels, read from the Rust source.
// Each module imports only modules listed before it here, with page.mjs
// before sessions.mjs (sessions.mjs uses `nextFrames`), and presets.mjs
// none: no cycle.
export * from './harness/engine.mjs';
export * from './harness/server.mjs';
export * from './harness/sessions.mjs';
export * from './harness/page.mjs';
export * from './harness/presets.mjs';
