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
# Units of time after a number (present::format::duration): "13 s",
# "1 min 30 s", "2 h 5 min".
unit-hours = h
unit-minutes = min
unit-seconds = s

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

## The presets (present::presets): each button's name, what to look for
## in its run, its one line for the compact layout and, for presets
## modelled on real systems, where the numbers come from; the lesson and
## the source quote the run's numbers, checked natively in English
## (tests/sentences.rs)

preset-group-core = Core ideas
preset-group-real = Real systems
preset-group-shutdown = Shutdown
look-for = Look for: { $lesson }
look-for-sourced = Look for: { $lesson } Source: { $source }
look-for-own = Your own scenario. A preset loads a whole scenario at once.
embed-own-tagline = Your own scenario.
preset-healthy = Healthy run
preset-healthy-lesson = No pause and a cadence well under the lease: the original renews, writes once, and nobody takes over.
preset-healthy-tagline = Heartbeats keep the lease: one write, no takeover.
preset-boundary-heartbeat = Heartbeat at the boundary
preset-boundary-heartbeat-lesson = With the cadence equal to the lease, each heartbeat lands exactly at expiry and is too late: takeover without any pause.
preset-boundary-heartbeat-tagline = Each heartbeat lands exactly at expiry: too late, so B takes over.
preset-paused-zombie = Paused zombie
preset-paused-zombie-lesson = A 14 s pause outlives the lease and B takes over at 13 s. A wakes at 18 s and works on as a zombie; when it finally writes at 26 s, the registered epoch rejects the write.
preset-paused-zombie-tagline = The epoch rejects the zombie's late write after a long pause.
preset-no-enforcement = No enforcement
preset-no-enforcement-lesson = The resource ignores tokens, so the zombie's late write is applied too: a duplicate increment.
preset-no-enforcement-tagline = The resource ignores tokens: the zombie's late write lands too.
preset-watermark-race = Try the watermark race
preset-watermark-race-lesson = A writes at 22 s, before B's token 2 reaches the resource at 23 s: the watermark accepts both increments, while the registered epoch would reject A.
preset-watermark-race-tagline = A writes before B's newer token arrives: the watermark accepts both.
preset-gc-pause = GC pause (Kleppmann's fencing story)
preset-gc-pause-lesson = The classic fencing story in our terms: a stop-the-world pause outlives the lease, the next holder writes first with the newer token, and the old holder sends its write as soon as it wakes, which the storage's watermark refuses (A wakes at 35 s and writes at 35.5 s).
preset-gc-pause-tagline = The old holder writes as it wakes, after the new one: refused.
preset-gc-pause-source = Martin Kleppmann, "How to do distributed locking" (2016): the storage refuses token 33 because it has already accepted 34; tokens 33 and 34 are our tokens 1 and 2.
preset-kubernetes-lease = Kubernetes-style lease
preset-kubernetes-lease-lesson = Renewing every 2 s keeps a 15 s lease safe, but a 40 s job cannot finish inside the 30 s termination grace: the pod is killed and another replica redoes the work.
preset-kubernetes-lease-tagline = A safe lease, but a 30 s grace is too short for a 40 s job.
preset-kubernetes-lease-source = Kubernetes: kube-controller-manager and kube-scheduler default to a 15 s leader-election lease, a 10 s renew deadline and a 2 s retry period (client-go itself sets no defaults); pods get terminationGracePeriodSeconds = 30.
preset-sqs-visibility = SQS-style visibility timeout
preset-sqs-visibility-lesson = A 45 s job under a 30 s visibility timeout with no extension: the message reappears, a second consumer takes it, and without a fence both results land.
preset-sqs-visibility-tagline = No extension: the message reappears and both results land.
preset-sqs-visibility-source = Amazon SQS: the default visibility timeout is 30 s; a consumer must extend it (ChangeMessageVisibility) for longer jobs.
preset-two-hour-lease = Two-hour lease
preset-two-hour-lease-lesson = A 2 h lease renewed every 30 s survives any short stall, but a pause of 2 h 5 min outlives it: the replacement takes over and the epoch refuses the stale result.
preset-two-hour-lease-tagline = A 2 h lease survives short stalls, not a 2 h 5 min pause.
preset-two-hour-lease-source = A transcription worker's lease as in the lease-token lesson: two hours, kept warm by heartbeats.
preset-graceful-shutdown = Graceful shutdown
preset-graceful-shutdown-lesson = The shutdown signal at 5 s stops polling, heartbeats keep renewing the lease, and the work finishes at 12 s, before the deadline at 15 s: no termination.
preset-graceful-shutdown-tagline = The work finishes inside the grace: no termination.
preset-grace-too-short = Grace too short
preset-grace-too-short-lesson = Only 4 s of grace: forced termination at 9 s prevents the write, and B redoes the job after the lease runs out.
preset-grace-too-short-tagline = The grace ends first: termination prevents A's write.
preset-sidekiq-shutdown = Sidekiq-style shutdown
preset-sidekiq-shutdown-lesson = Shutdown stops fetching at once; the job in flight gets 25 s of grace, not enough for the rest of its 40 s of work, so the worker is forcibly terminated at the end of the grace (35 s), the job is retried, and only one increment lands.
preset-sidekiq-shutdown-tagline = 25 s of grace is too little: the job is killed and retried.
preset-sidekiq-shutdown-source = Sidekiq waits 25 s for running jobs on shutdown (-t 25), inside the 30 s that Heroku and Kubernetes allow before SIGKILL.

## The time cursor (present::status::play_button_name, present::compare::cursor_note):
## the button that plays the run or pauses it, named for what a press
## does, and what the cursor reads while a run is pinned

cursor-play = Play
cursor-pause = Pause
cursor-reads-current = reads the current run

## The ownership timeline (present::timeline, present::figure): the
## figure's captions, the lanes' names, the words on bars and notes
## (where two are given, the drawing keeps the longer one when it fits),
## each shape's title (what a pointer or a screen reader gets from a
## mark), the drawing's description and the legend. $from, $to, $at and
## the like are instants or durations ("3 s"); $token is 1 or 2.

figure-timeline = Ownership timeline
figure-timeline-preset = Ownership timeline: { $preset }
figure-current-run = Current run
figure-pinned-run = Pinned run
lane-lease-a = A's lease
lane-resource = Resource
bar-working = working
bar-zombie = zombie
bar-paused = paused
bar-token-valid = token { $token } valid
bar-token-working = token { $token } working
bar-token = token { $token }
state-unchecked = checks no token
state-epoch = epoch { $token }
state-no-watermark = no watermark
state-watermark = watermark { $token }
note-grace = { $grace } grace
note-grace-then-terminated = { $grace } grace, then terminated
note-grace-terminated = { $grace } grace, terminated
note-count = count { $count }
title-a-working = Worker A working from { $from } to { $to }
title-a-zombie = Worker A still working from { $from } to { $to } after losing its lease: a zombie
title-a-paused = Worker A paused from { $from } to { $to }: no work, no heartbeats
title-a-paused-to-the-end = Worker A paused from { $from } until it is terminated at { $to }: no work, no heartbeats
title-grace = Shutdown grace from { $from } to { $to }: no new polling; { $heartbeats ->
    [renewed] its lease is still renewed
    [paused] A is paused and sends no heartbeat
    [silent] A sends no heartbeat
   *[refused] no renewal is accepted
}
title-signal = Shutdown signal at { $at }; forced-termination deadline { $deadline }
title-terminated = Worker A forcibly terminated at { $at } before writing
title-pauses = Worker A pauses at { $at }
title-resumes = Worker A resumes at { $at }
title-lease-released = A's lease (token 1) held from { $from } to { $to }, released when A's write completed the job
title-lease-valid = A's lease (token 1) valid from { $from } to { $to }
title-acquired = A acquires the lease at 0 s with token 1, until { $to }
title-renewals = { $count ->
    [one] { $count } renewal
   *[other] { $count } renewals
} every { $every } from { $from } to { $to }; lease then expires at { $expires }
title-renewal = Heartbeat at { $at } accepted; lease extended to { $to }
title-refusal = Heartbeat at { $at } rejected: the lease expired at { $expired }
title-b-working = Worker B holds token 2 and works from { $from } to { $to }
title-takeover = Worker B takes over at { $at } with token { $token }
title-resource-state = Resource { $state } from { $from } to { $to }
title-write-accepted = { $worker } writes at { $at } with token { $token }: accepted
title-write-rejected = { $worker } writes at { $at } with token { $token }: rejected
title-resource-accepts = The resource accepts { $worker }'s write at { $at } (token { $token })
title-resource-rejects = The resource rejects { $worker }'s write at { $at } (token { $token })
timeline-summary = Ownership timeline from 0 s to { $end }. { $ownership } { $count ->
    [one] { $count } increment
   *[other] { $count } increments
} applied. The tables below list every event.
summary-takeover = A's lease expires at { $at } and worker B takes over.
summary-no-takeover = Worker A writes at { $at } under its own lease.
legend-work-a = A working
legend-zombie = Zombie: A works on without its lease
legend-paused = A paused, no heartbeats
legend-grace = Shutdown grace
legend-lease-a = A's lease valid (token 1)
legend-renewal-run = Heartbeats, many accepted
legend-work-b = B working (token 2)
legend-state-old = Resource before token 2
legend-state-unchecked = Resource checks no token
legend-state-old-or-unchecked = Resource before token 2, or checking no token
legend-state-new = Resource knows token 2
legend-acquired = Lease acquired
legend-renewal = Heartbeat accepted
legend-refused = Heartbeat refused
legend-takeover = B takes over
legend-pause-start = A pauses
legend-resume = A resumes
legend-signal = Shutdown signal
legend-terminated = Forced termination
legend-accepted = Write accepted
legend-rejected = Write rejected
legend-note = count: increments applied
legend-differs = Not in the other run

## The time cursor's readout (present::explore::state_lines): what holds
## at the cursor's instant. The lines' names, then the lease's owner
## ($worker is worker-a or worker-b, $until an instant), the resource's
## state, and what each worker is doing (with bar-working and bar-paused
## above).

readout-lease = Lease
readout-counter = Counter
readout-owner-until = { $worker } (token { $token }), valid until { $until }
readout-owner-writing = { $worker } (token { $token }), renewed until it writes
readout-released = Released: the job is complete
readout-unchecked = Checks no token
readout-watermark-unset = Watermark not set yet
readout-watermark = Watermark { $token }
readout-epoch = Registered epoch { $token }
doing-not-started = not started
doing-zombie = working without a valid lease (zombie)
doing-zombie-paused = paused, and its lease has been taken over
doing-wrote-accepted = finished; its write was accepted
doing-wrote-rejected = finished; its write was rejected
doing-terminated = terminated

## Step through the run (present::steps): the step's number, then why each
## event happens, told from the run's facts in one or more of these
## sentences one after another. A sentence ending in a colon is followed
## by one that starts in lower case (why-due-*, why-unsent-*), which
## says why the lease ran out. Instants and
## durations ("3 s") are written by the code; $token, $epoch and
## $watermark are 1 or 2; $count is a number of heartbeats.

step-of = Step { $step } of { $count }
why-claim = A claim lasts one lease, { $lease }: A owns the job until { $until } unless a heartbeat renews it before then.
why-claim-epoch = The resource has registered epoch 1, A's token.
why-claim-watermark = The resource's watermark is empty: it has accepted no write yet.
why-claim-unchecked = The resource checks no token at all.
why-renewal = It arrives before the expiry at { $expiry }, so it counts: the lease now lasts { $lease } from { $at }, to { $until }.
why-renewals = All { $count } heartbeats, { $every } apart, arrive before the { $lease } lease set by the one before runs out; the last, at { $last }, moves the expiry to { $until }.
why-renewal-in-grace = The shutdown grace allows this: A still has its job in flight.
why-refusal-expired = The lease expired at { $expired }:
why-refusal-late = A renewal counts only strictly before the expiry, so this one is too late.
why-b-holds = B has held the job with token 2 since { $takeover }.
why-resumed-terminated = Nothing tells a paused process that its lease ran out: B took over at { $takeover }, so A carries on as a zombie until it is forcibly terminated at { $terminated }.
why-resumed-zombie = Nothing tells a paused process that its lease ran out: B took over at { $takeover }, so A carries on as a zombie; its work is done at { $done }.
why-resumed-owner = Its lease, valid until { $until }, outlasted the pause, so A carries on as the owner.
why-takeover-renewed = A's lease ran out at { $at }, { $lease } after its last renewal at { $renewed }:
why-takeover-never-renewed = A's lease ran out at { $at }, { $lease } after the claim, never renewed:
why-takeover-claim = An expired lease is free, so B claims it with the next token, { $token }.
why-takeover-epoch = The resource is told at once: epoch { $token } from now on.
why-takeover-watermark-empty = The resource is not told: its watermark stays empty until B writes.
why-takeover-watermark = The resource is not told: its watermark stays { $token } until B writes.
why-takeover-unchecked = The resource checks no token, so nothing changes there.
why-signal = The signal gives A a grace of { $grace }, until { $deadline }, to finish the job in flight.
why-signal-too-short = Its work will not be done by then.
why-signal-enough = Its work is done within the grace.
why-terminated-paused = The grace that began at { $signal } ended before A wrote: it was still paused.
why-terminated-unfinished = The grace that began at { $signal } ended before A wrote: its work was not finished.
why-write-b = B's { $work } of work since the takeover at { $takeover } is done, and it writes with token { $token }.
why-write-zombie = A finishes its work after losing its lease at { $takeover }, and writes with its old token, { $token }.
why-write-owner = A finishes its work while its lease is valid, and writes with token { $token }.
why-due-as-expired = heartbeats come every { $every }, and the next was due at { $due }, just as the { $lease } lease ran out.
why-due-after-expired = heartbeats come every { $every }, and the next was due at { $due }, after the { $lease } lease ran out.
why-unsent-paused = the heartbeat due at { $due } was never sent, because A was paused from { $from } to { $to }.
why-unsent-terminated = the heartbeat due at { $due } was never sent, because A was forcibly terminated at { $terminated }.
why-pause-none-due = A paused process neither works nor renews, but no heartbeat falls due in its { $pause } pause.
why-pause-one-due = A paused process neither works nor renews: in its { $pause } pause the heartbeat due at { $due } is never sent.
why-pause-many-due = A paused process neither works nor renews: in its { $pause } pause the { $count } heartbeats due from { $from } to { $to } are never sent.
why-pause-taken-over = The lease is no longer A's anyway: B took over at { $takeover }.
why-pause-outlived = The lease, valid until { $until }, runs out before A can renew it.
why-pause-outlasted = The lease, valid until { $until }, outlasts the pause.
why-unchecked = The resource checks no token, so it applies every write.
why-watermark-passes = Token { $token } is not lower than the watermark, { $watermark }, so it passes; it is now { $token }.
why-watermark-empty = No write was accepted before, so the empty watermark lets token { $token } pass; it is now { $token }.
why-watermark-unseen = It has not seen token 2: B has not written yet.
why-epoch-registered = Token 2 matches the epoch the resource registered at the takeover at { $takeover }.
why-epoch-held = Token { $token } matches the epoch the resource has held since the claim.
why-watermark-refuses-b = The watermark is { $watermark }, set by B's accepted write at { $at }; token { $token } is lower, so the resource refuses it.
why-watermark-refuses = The watermark is { $watermark }; token { $token } is lower, so the resource refuses it.
why-epoch-refuses-takeover = The resource registered epoch { $epoch } at the takeover at { $takeover } and accepts no other token; token { $token } is not it.

## Two runs compared (present::compare): the sentence under the headline
## while a run is pinned, one part per input that differs ($name an
## input-* name, $old and $new its values) and per outcome fact that
## differs ($name a fact-* name or a metric card's title); the values
## words; a metric card's pinned value ($value as the card writes it);
## and the note a heartbeat cadence gets when the lease runs out first,
## beside its value and under its field.

change-input = { $name } { $old } → { $new }.
change-fact = { $name }: { $old } → { $new }.
change-same-inputs = Same inputs as the pinned run: change a value to compare the two.
change-same-outcome = Every outcome fact is as in the pinned run.
input-original-work = Original work
input-lease = Lease
input-heartbeat-every = Heartbeat cadence
input-pause-at = Pause start
input-pause-for = Pause duration
input-replacement-work = Replacement work
input-shutdown-at = Shutdown signal
input-shutdown-grace = Shutdown grace
input-enforcement = Enforcement
fact-outcome = Outcome
fact-write-a = A's write
fact-write-b = B's write
value-none = none
value-no-write = none
value-no-signal = none
value-at = at { $at }
value-accepted = accepted
value-rejected = rejected
value-with-note = { $value } ({ $note })
value-note-no-heartbeat = no heartbeat comes before the lease expires
field-note-no-heartbeat = Here no heartbeat comes before the lease expires.
pinned-same = Pinned: { $value } (same)
pinned-changed = Pinned: { $value } (changed)

## Status lines (present::status): after a copy, why the share buttons
## wait, after a worksheet's download started or failed ($name is the
## file's name), and after opening a worksheet file: what it restored
## ($restored selects the parts), or why it was refused ($error is the
## file reader's reason, in English; $input a fragment key such as
## "lease").

status-copied = Copied
status-fix-field-first = Fix the highlighted field first: a link must never carry a scenario the page would refuse.
status-downloaded = Downloaded { $name }.
status-downloaded-stale = Downloaded { $name }. It holds the last valid values, because a field is invalid.
status-download-failed = Could not start the download of { $name }.
status-opened = Opened { $name }: { $restored ->
    [lesson-predictions] scenario, lesson, predictions, answers and notes
    [lesson] scenario, lesson, answers and notes
    [predictions] scenario, predictions, answers and notes
   *[scenario] scenario, answers and notes
} restored, results recomputed.
status-unreadable = Could not open { $name }: { $error } Nothing was changed.

## Why a file is not a worksheet, said as $error above
## (worksheet::json::read). $line and $column say where the JSON stops,
## $depth how deep a worksheet may nest, $kind what the file holds
## instead of an object (json-kind, below).

file-markdown = This is the Markdown worksheet, which is for reading and printing; open the .json worksheet instead.
file-not-json-ends = This file is not valid JSON (it ends too early at line { $line }, column { $column }).
file-not-json = This file is not valid JSON (it breaks off at line { $line }, column { $column }).
file-too-deep = The file nests more than { $depth } levels deep; a worksheet never does.
file-not-object = A worksheet is a JSON object; this file holds { $kind }.
file-too-large = The file is larger than 1 MB; a worksheet is far smaller.

## A refusal that names one of the file's keys: key-rule (below) and a
## full stop, its $rule one of the rule-* messages (these and the link's). $key is the key's
## path in the file ("attempts[2].scenario.lease_s"); keys, and values in
## quotes, are the file's own JSON and stay as written. $kind is json-kind;
## $version, $added, $latest, $most, $count and $number are whole numbers.

json-kind = { $kind ->
    [null] null
    [boolean] true or false
    [number] a number
    [text] text
    [object] an object
   *[list] a list
}
rule-missing = missing
rule-missing-why = missing ({ $why ->
    [learner] null when no name was given
    [link] the link that reopens the scenario
    [preset] null for a custom scenario
    [prediction] null when lesson mode was not used
    [attempts] [] when lesson mode was not used
    [answers] one text per question, empty when unanswered
    [questions] each question with its answer, empty when unanswered
   *[scenario] the scenario the prediction was made for
})
rule-kind = must be { $want ->
    [text] text
    [text-or-null] text or null
    [slug] a preset's slug (text) or null
    [object-or-null] an object or null
    [attempts] a list of attempts
    [answers] a list of texts, one per question
    [questions] a list of questions
    [flag] true or false
    [seconds-or-null] a number of seconds or null
    [seconds] a number of seconds
    [enforcement] "none", "watermark" or "current_epoch"
   *[object] an object
}, not { $kind }
rule-format = expected "{ $format }", found { $found }
rule-format-missing = missing; a worksheet says "format": "{ $format }"
rule-version = unknown version { $number }; this page reads versions 1, 2, 3 and { $latest }
rule-version-kind = must be the number 1, 2, 3 or { $latest }, not { $kind }
rule-newer-key = not a field of version { $version }; a file with { $what ->
    [learner] a name
    [link] a link
    [preset] a preset
    [prediction] a prediction
    [answers] answers
    [questions] questions
    [scenario] a prediction's scenario
   *[attempts] attempts
} says "version": { $added }
rule-replaced-key = not a field of version { $version }; it has "{ $instead }"
rule-attempts-count = must hold at most { $most } attempts, not { $count }
rule-attempt-open = only the last attempt may be open (neither revealed nor seen before its reveal)
rule-questions-count = must hold the page's 3 questions and at most 3 of the lesson's own, not { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
rule-answers-count = must hold { $most } texts, one per question, not { $count }
rule-answer-text = answer { $number } must be text, not { $kind }
rule-prediction-open = must be the worksheet's scenario while the prediction is not revealed ("revealed": false)
rule-attempt-open-scenario = must be the worksheet's scenario while the attempt is open
rule-answer-or-null = must be { $options ->
    [takeover] "yes", "no"
    [increments] 0, 1, 2
   *[write] "accepted", "rejected", "never_made"
} or null
rule-enforcement-given = must be "none", "watermark" or "current_epoch", not "{ $given }"
rule-unknown-field = unknown field
rule-appears-twice = appears twice
status-changes-set-input = Could not open { $name }: its { $input } differs from the value this lesson set. Nothing was changed.
status-too-large = Could not open { $name }: the file is larger than 1 MB. Nothing was changed.
status-not-read = Could not read { $name }. Nothing was changed.

## Each number field's label, written by the pre-renderer beside the
## field and said at run time as an option of the outcome map's axes
## (present::report::field_label). The map's axis titles are these
## labels without the unit in brackets at their end.

field-original-work = Original active work (seconds)
field-lease = Lease / visibility duration (seconds)
field-heartbeat-every = Heartbeat cadence (seconds)
field-pause-at = Pause starts at (seconds)
field-pause-for = Pause duration (seconds)
field-replacement-work = Replacement work (seconds)
field-shutdown-at = Shutdown signal at (seconds, optional)
field-shutdown-grace = Shutdown grace (seconds)

## The outcome map (present::explore). An axis's title ($name is the
## field's label without its unit, $unit a map-unit-*; the arrow points
## the way the values grow, which is to the right in every language: the
## map, like the timeline, is drawn left to right); a note when the
## current value is beyond an axis ($beyond: map-beyond parts joined by
## list-separator); one summary line per outcome class on the map ($class
## a class-* name, $share a percentage such as "<1%", $cell the two
## values of the nearest such cell, map-cell-values); the readout of the
## cell under the cursor; the status after "Nearest duplicate"
## ($enforcement an enforcement-* name); and, while the exact map is
## being computed, the line in place of the summary. $input is a field's
## fragment key without "_s" and with "-" for "_" (pause-at).

map-axis = { $name } ({ $unit }) →
map-unit-hours = hours
map-unit-minutes = minutes
map-unit-seconds = seconds
map-beyond = { $name } { $value } is beyond this map (up to { $max })
map-at-edge = { $beyond }: the crosshair sits at the edge.
map-summary = { $class }: { $count } of { $total } runs ({ $share }); nearest here at { $cell }.
map-cell-values = { $x } { $x-value }, { $y } { $y-value }
map-cell-readout = { $x } { $x-value }, { $y } { $y-value }: { $class }.
input-in-sentence = { $input ->
    [original-work] original work
    [lease] lease
    [heartbeat-every] heartbeat cadence
    [pause-at] pause start
    [pause-for] pause duration
    [replacement-work] replacement work
    [shutdown-at] shutdown signal
   *[shutdown-grace] shutdown grace
}
map-refining = Refining the map while the inputs change…
map-moved-to-duplicate = Moved to the nearest scenario on the map that applies the increment twice.
map-no-duplicate = No scenario on this map applies the increment twice under "{ $enforcement }".

## The longest pause the original survives (present::explore::survivable_text),
## under the outcome map: $lease and $cadence are the inputs; with no
## heartbeat before expiry; with none safe ($first the first heartbeat,
## $next the one after it); or with a longest pause $longest.

survivable-never-extended = With a { $lease } lease and no heartbeat before it expires (one exactly at expiry is too late), the lease is never extended. Pause or not, any job that is not finished before { $lease } loses the lease then: renew more often than the lease lasts.
survivable-none-safe = With a { $lease } lease and a heartbeat every { $cadence }, no pause is safe everywhere: even 1 ms that starts exactly at a heartbeat (first at { $first }) swallows that renewal, the next one comes at { $next }, too late, and the lease is lost at { $lease }.
survivable-up-to = With a { $lease } lease and a heartbeat every { $cadence }, the original survives any pause up to { $longest }, wherever it starts. The worst start is exactly at a heartbeat (first at { $first }): the pause swallows that renewal.

## Lesson mode, "Predict first" (present::lesson): the three questions
## and their options (the worksheet repeats them); the scenario in words
## before the reveal (lesson-scenario with the scenario-* parts: $work,
## $lease, $replacement and $cadence are durations, $enforcement an
## enforcement-* name; scenario-shutdown follows as a sentence of its own
## when there is a shutdown); each answer's mark and the reason it gives
## ($at an instant, $renewed the last valid renewal, $token A's token,
## $first and $second a reason-write-by each); the score ($right of 3);
## the switch's hint; and the note once the learner explores past the
## predicted scenario.

question-takeover = Will worker B take over?
question-applied-increments = How many increments will the resource apply?
question-original-write = What happens to worker A's write?
answer-yes = Yes
answer-no = No
answer-accepted = Accepted
answer-rejected = Rejected
answer-never-made = Never made
lesson-scenario = Worker A needs { $work } of work; its { $lease } lease { $renewal }; { $pause }. A replacement, worker B, needs { $replacement } of work once it holds the lease, and the resource applies "{ $enforcement }".
scenario-renewed = is renewed every { $cadence }
scenario-never-extended = is never extended (no heartbeat comes before it runs out)
scenario-no-pause = it never pauses
scenario-pause = a { $pause } pause starts at { $at }
scenario-shutdown = A shutdown signal arrives at { $at }, with { $grace } of grace before A is forcibly stopped.
mark-correct = Correct
mark-not-this-time = Not this time
mark-not-answered = Not answered
mark-then-reason = .{" "}
reason-takeover-after-renewal = B took over at { $at }, when A's lease ran out after its last valid renewal at { $renewed }.
reason-takeover-no-renewal = B took over at { $at }, when A's lease ran out without a single valid renewal.
reason-no-takeover = A's attempt ended at { $at } while it still held the lease, so B never started.
reason-accepted-one = The resource accepted one write: { $first }.
reason-accepted-two = The resource accepted 2 writes: { $first } and { $second }.
reason-write-by = { $worker ->
    [a] A's at { $at }
   *[b] B's at { $at }
}
reason-a-accepted = A wrote at { $at } and the resource accepted it.
reason-a-refused = A wrote at { $at } with token { $token }, and the resource refused it.
reason-a-terminated = A was forcibly terminated at { $at }, before it could write.
lesson-score = You predicted { $right } of 3 correctly; each answer's mark says why. The results are now shown.
lesson-switch-locked = Answer the three questions and reveal the outcome first; then you can switch this off.
lesson-switch-hint = Answer three questions before you see the results.
lesson-moved-on = The results below are for a changed scenario. Your marks are for the scenario you predicted; "Predict again" starts a new round.

## The customize panel's summaries (present::customize): what links
## copied now do ($fixed and $hidden of 9 inputs, $sections of 12
## sections), how many questions of their own they ask ($count), and
## which lines of the questions box were left out ($lines: the
## customize-line-* parts joined by list-separator; $number a line's
## number).

customize-whole-lab = Links copied now open the whole lab.
customize-composed = Links copied now fix { $fixed } of 9 inputs, hide { $hidden } of 9 inputs and hide { $sections } of 12 sections.
customize-no-questions = Links copied now ask no questions of their own.
customize-questions = { $count ->
    [one] Links copied now ask { $count } question of their own.
   *[other] Links copied now ask { $count } questions of their own.
}
customize-left-out = Left out: { $lines }.
customize-line-extra = line { $number }: only three are asked
customize-line-control = line { $number }: it must be one line of plain text, without control characters
customize-line-length = line { $number }: it must be 1 to 200 characters

## The note above the controls on a page a lesson link has shaped
## (present::customize::Customization::learner_note)

lesson-note-fixed = Parts of this lab are set for this lesson: some inputs are fixed.
lesson-note-hidden = Parts of this lab are set for this lesson: some are hidden.
lesson-note-fixed-and-hidden = Parts of this lab are set for this lesson: some inputs are fixed and some parts hidden.

## The embed code's frame title (present::fragment::embed_code): $title is
## the run's outcome (a class-* name), or says nothing of it when the
## frame asks for a prediction or a lesson hides a part of the page.

embed-title = Lease Lab: { $title }
embed-title-predict = predict the outcome
embed-title-lesson = a lesson on worker ownership

## The model's assumptions and limits: the pre-renderer writes them
## under "Assumptions and limits", and the Markdown worksheet repeats
## them (present::copy::ASSUMPTIONS).

assumption-1 = Two attempts perform one non-idempotent increment on a modelled resource. Time is virtual: there is no real broker, network or clock skew.
assumption-2 = Heartbeats follow a fixed cadence. A pause stops both work and heartbeats, and missed heartbeats are not sent late. The original worker ignores a failed renewal and keeps going.
assumption-3 = At the same instant, expiry and forced termination happen before a write, and the replacement's write comes before the original's. The replacement always renews its own lease in time.
assumption-4 = The watermark refuses tokens older than one it has already accepted; it cannot refuse the old owner before the newer token has reached it.
assumption-5 = The registered-epoch option assumes the resource records every change of owner atomically and checks the epoch on every write.
assumption-6 = Graceful shutdown stops polling and keeps renewing the one job in flight. Forced termination prevents a write that has not started yet, not a request already in flight.
assumption-7 = An accepted write by the current owner and its acknowledgement count as one completion. Lost acknowledgements and idempotent providers are different contracts, left to other labs.

## The worksheet's three questions for the learner's own answers, shown
## above their boxes and written into both worksheets
## (present::copy::PROMPTS).

prompt-1 = Where in your own work does a worker, cron job or process take a task and work on it?
prompt-2 = Could two of them act on the same task at once, or could one stall, resume and carry on?
prompt-3 = With a lease and a token checked on every change, where exactly would a stale holder's write now be rejected?

## The Markdown worksheet (worksheet::markdown), a printable document:
## its title and first line; the table of who it is from ($inputs is a
## list of field labels joined by list-separator); the headings of its
## sections (md-heading-*; the tables' captions are said elsewhere) and
## the names of its tables' columns (md-column-*); a missing value
## (md-none-*); the scenario a prediction was made for; how many earlier
## attempts there were ($count, of which $seen had their results seen);
## $headline is the pinned run's headline, in bold.

md-title = Lease Lab worksheet
md-intro = Worker ownership, leases and fencing: one job, an original worker A and a replacement B.
md-column-item = Item
md-column-value = Value
md-column-setting = Setting
md-column-pinned-run = Pinned run
md-column-current-run = Current run
md-column-question = Question
md-column-your-answer = Your answer
md-column-metric = Metric
md-column-meaning = Meaning
md-column-step = Step
md-column-why = Why
md-your-name = Your name
md-link = Link to this scenario
md-preset = Preset
md-none-name = Not given
md-none-link = Not recorded
md-none-preset = None (a custom scenario)
md-none-shutdown = none (no shutdown)
md-none-answer = No answer
md-none-revealed = Not revealed yet
md-none-answer-yet = No answer yet.
md-none-notes = No notes yet.
md-heading-scenario = Scenario
md-heading-prediction = Your prediction
md-heading-result = Result
md-heading-compared = Compared with the pinned run
md-heading-steps = The run, step by step
md-heading-assumptions = Assumptions and limits
md-heading-answers = Your answers
md-heading-notes = Your notes
md-fixed = Fixed for this lesson: { $inputs }.
md-hidden = Hidden for this lesson: { $inputs }.
md-made-for-another = Made for another scenario than the one above (the inputs changed after the reveal); the results are that scenario's:
md-made-for-this = Made for the scenario above.
md-seen-before-reveal = The results were seen before this prediction's reveal: the lesson ended first.
md-earlier-attempts = Earlier attempts: { $count }, of which { $seen } had their results seen before the reveal.
md-results-wait = The results are shown after the reveal: answer the questions first.
md-pinned-headline = Pinned run: { $headline }

## Beside an input a lesson link fixed (ui::controls)

fixed-note = Fixed for this lesson

## A link's part the page refused, one line each above the controls
## (present::fragment::read_fragment): $why is the reason, which quotes
## the link's keys and values as they are; $preset a preset's name; $key
## the question's key in the link ("ask1").

link-scenario-refused = This link's scenario was not applied ({ $why }); showing the default example.
link-scenario-refused-preset = This link's scenario was not applied ({ $why }); showing the preset "{ $preset }".
link-step-refused = This link's step was not applied ({ $why }); the run is shown whole.
link-customization-refused = This link's customization was not applied ({ $why }); the whole lab is shown.
link-pin-refused = This link's pinned run was not applied ({ $why }); no run is pinned.
link-question-refused = This link's question { $key } was not applied ({ $why }); it is left out.

## Why a part of a link was refused: the rule its key breaks, said after
## the key inside the line above ("lease_s: must be greater than 0 s";
## present::fragment, present::customize). Keys, names and the values in
## quotes are the link's own and stay as written: $name is a name the
## link gave, $count the number of steps of the run. key-rule puts the
## key before its rule.

key-rule = { $key }: { $rule }
rule-given-twice = given twice
rule-not-a-key = not a key this page reads
rule-no-preset = there is no preset called "{ $name }"
rule-enforcement = must be "none", "watermark" or "current_epoch"
rule-blank = enter a number of seconds
rule-negative = use 0 s or more
rule-comma-decimal = use a point for decimals, such as 5.5
rule-not-a-number = enter plain seconds, such as 12 or 0.25
rule-too-many-decimals = use at most 3 decimal places
rule-over-maximum = at most 86 400 s
rule-not-positive = must be greater than 0 s
rule-step = must be a whole number from 1 to { $count }
rule-cursor-hidden = this lesson hides the time cursor
rule-worksheet-hidden = this lesson hides the worksheet, where it would be answered
rule-name-empty = a name is empty
rule-no-input = no input named { $name }
rule-no-section-or-input = no section or input named { $name }
rule-named-twice = { $name } is named twice
rule-fixed-too = { $name } is in fixed too
rule-question-length = must be 1 to 200 characters
rule-question-one-line = must be one line of plain text, without control characters
