# Lease Lab in English: the sentences the page chooses while it runs
# (src/present). Unlike page.ftl, which only the pre-renderer reads, these
# messages reach the page as data (src/i18n/messages.rs), compiled, so each
# one costs its bytes on every load: keep them to what the page says.
# Every other locale has these messages with the same arguments.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = No takeover: the original worker finished and wrote while its lease was still valid.
headline-original-rejected = The replacement took over and finished; the resource rejected the original worker's stale write.
headline-original-terminated = The replacement took over and finished; the original worker was stopped before it could write.
headline-duplicate = Duplicate side effect: after the takeover, both workers' increments were applied.

## A short name for each outcome class, for legends and comparisons
## (present::report::class_name)

class-no-takeover = No takeover
class-original-rejected = Takeover, stale write rejected
class-original-terminated = Takeover, original terminated
class-duplicate = Duplicate increment

## The language menu (ui::language), when switching would lose what only
## the page holds; $language is the picked language's own name

language-would-lose = This page keeps nothing: in another language your name, answers and notes would be gone. Download a worksheet to keep them, or choose { $language } again to switch anyway.

## The four metric cards (present::report::metrics): each title, then the
## notes that explain its value; $at and $paused are durations ("3 s")

metric-increments = Applied increments
metric-increments-duplicate = Duplicate side effect
metric-increments-one = One logical intent
metric-takeover = Takeover
metric-takeover-none = None
metric-takeover-none-note = The original wrote under its own lease
metric-takeover-after-renewal = After the last valid renewal at { $at }
metric-takeover-no-renewal = The first lease ran out without a renewal
metric-overlap = In-flight overlap
metric-overlap-single = Only one attempt ever ran
metric-overlap-never = The attempts never ran at the same time
metric-overlap-both = Both attempts were in flight at once
metric-overlap-paused-all = A was paused for all of it
metric-overlap-paused = A was paused for { $paused } of it
metric-ends = Original attempt ends
metric-ends-terminated = Forcibly terminated before its write
metric-ends-own-lease = Completed under its own lease
metric-ends-stale-applied = Work finished; its stale write was applied
metric-ends-rejected = Work finished; its write was rejected
