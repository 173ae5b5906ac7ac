// Which engine this process drives (LEASE_LAB_ENGINE: chromium, firefox or
// webkit), checked once at import, and `skipIn`, the test option that skips
// a test in some engines. A module of its own because every other part of
// the harness asks it (the server adds the WebKit console probe, sessions
// start that engine's driver, the page helpers work around its gaps) and
// none of those parts is the others' base: each imports it, and it imports
// nothing.

/** The engine this run drives: `chromium`, `firefox` or `webkit`. */
export const ENGINE = process.env.LEASE_LAB_ENGINE ?? 'chromium';
if (!['chromium', 'firefox', 'webkit'].includes(ENGINE)) throw new Error(`LEASE_LAB_ENGINE=${ENGINE}: not an engine`);

/** Test options that skip a test in the listed engines, with the reason
 *  shown in the report. */
export function skipIn(engines, reason) {
  return { skip: engines.includes(ENGINE) ? `not in ${ENGINE}: ${reason}` : false };
}
