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

## The results tables (present::report): captions and column names, shared
## by the page, the pinned run's tables and the Markdown worksheet

table-writes = Protected-resource write decisions
table-writes-pinned = Protected-resource write decisions: pinned run
table-events = Lease, pause, shutdown, and write events in clock order
table-contracts = Same timeline, three contracts
column-time = Time
column-worker-token = Worker / token
column-decision = Decision
column-evidence = Resource evidence
column-actor = Actor
column-event = Event
column-enforcement = Resource enforcement
column-applied = Applied increments
column-decisions = Write decisions
column-result = Result

## The two workers, in the tables and the step-through

worker-a = Worker A
worker-b = Worker B

## How a sentence ends where the page adds the full stop (a rejection's
## evidence in the write table)

full-stop = .
# Between the writes in one cell of the three-contract table.
list-separator = ;{" "}

## The resource's decisions (present::report::write_row, evidence); a
## rejection's evidence has no full stop of its own. $token, $watermark
## and $epoch are whole numbers

write-accepted = Accepted
write-rejected = Rejected
evidence-unchecked = Increment applied with no enforcement; the token was not checked.
evidence-at-or-above-watermark = Increment applied under the last-write fencing watermark; watermark now { $token }.
evidence-older-than-watermark = Token { $token } is older than watermark { $watermark }
evidence-matches-epoch = Increment applied under current-epoch enforcement.
evidence-epoch-mismatch = Token { $token } does not match registered epoch { $epoch }

## The three-contract comparison (present::report::contract_table): each
## enforcement's name, the one in effect marked, and each write as
## "Worker B at 18 s: accepted"; $worker is a worker's name, $at a duration

enforcement-none = No enforcement
enforcement-watermark = Last-write fencing watermark
enforcement-current-epoch = Registered current epoch
contract-current = { $enforcement } (current)
contract-write-accepted = { $worker } at { $at }: accepted
contract-write-rejected = { $worker } at { $at }: rejected

## The event log (present::report::event_sentence), one sentence per event
## in clock order; every $-argument but $token, $count and $grace is a
## duration ("3 s"), $grace one of the grace-* sentences, $evidence one of
## the evidence-* sentences

event-lease-acquired = Lease acquired with token { $token }; it expires at { $expires }.
event-heartbeat-accepted = Heartbeat accepted; lease now expires at { $expires }.
event-heartbeats-accepted = Heartbeats accepted every { $every } from { $from } to { $to } ({ $count ->
        [one] { $count } renewal
       *[other] { $count } renewals
    }); lease now expires at { $expires }.
event-heartbeat-rejected = Heartbeat rejected: the lease expired at { $expired }, so ownership is already lost. The worker ignores this and keeps going.
event-paused-to-the-end = Process paused: no work and no heartbeats. It never resumes: it is still paused when it is forcibly terminated at { $terminated }.
event-paused = Process paused until { $until }: no work and no heartbeats.
event-resumed = Process resumed; its local work carries on whether or not it still owns the job.
event-takeover-registered = Expired lease taken over with token { $token }; the resource registers epoch { $token } now.
event-takeover-untold = Expired lease taken over with token { $token }; the resource is not told.
event-shutdown = Shutdown signal: stop polling for new jobs and finish the one in flight before the forced-termination deadline at { $deadline }. { $grace }
grace-renewed = Its lease is still renewed during the grace.
grace-paused = It is paused and sends no heartbeat during the grace.
grace-silent = It sends no heartbeat during the grace.
grace-refused = No renewal of its lease is accepted during the grace.
event-terminated-after-takeover = Forcibly terminated before writing. Its lease had already expired: worker B took over at { $takeover }.
event-terminated-as-it-expires = Forcibly terminated before writing; its lease expires at this same instant.
event-terminated-unreleased = Forcibly terminated before writing; nobody releases its lease, so it runs out at { $expires }.
event-write-accepted = Write accepted: { $evidence }
event-write-rejected = Write rejected: { $evidence }.

## A field's refusal, shown under the field (present::form::refusal): the
## field keeps what was typed, and the results wait for a valid value,
## marked out of date (results-stale).

refusal-blank = Enter a number of seconds
refusal-negative = Use 0 s or more
refusal-comma-decimal = Use a point for decimals, such as 5.5
refusal-not-a-number = Enter plain seconds, such as 12 or 0.25
refusal-too-many-decimals = Use at most 3 decimal places
refusal-over-maximum = At most 86 400 s
refusal-lease-not-positive = Lease must be greater than 0 s
refusal-heartbeat-not-positive = Heartbeat cadence must be greater than 0 s
results-stale = Out of date: these results are for the last valid values. Fix the highlighted field to update them.
