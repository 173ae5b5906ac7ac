# Lease Lab in English: the source catalog (issue 42, docs/i18n.md).
# Every other locale has these messages with the same arguments; the
# terms follow docs/glossary/. Read at build time by src/i18n (a subset
# of Fluent, checked against the reference parser by tests/i18n.rs).

## The page's head (src/ui/prose.rs, Intro)

# The controls' title, also named by the first step.
-controls-title = Set the ownership timeline
eyebrow = Background jobs · Ownership explorer
page-title = Worker ownership, leases & fencing
question = A worker's lease ran out and a replacement took the job. What stops the original worker from waking up later and writing anyway?
privacy = Everything is calculated inside this page. There are no accounts, uploads or live connections. What you enter stays in this browser: never in storage or analytics, and in an address only when you switch language. A link or a worksheet leaves the page only when you copy or download it.
embed-privacy = Everything runs in this page: what you enter leaves it only if you copy a link.
js-note = Changing values, predicting first and a lesson's fixed or hidden parts need JavaScript; the example below is complete without it.
# Shown only when the app has stopped (a panic: the wasm cannot go on), first
# on the page, which is scrolled to it.
stopped = Lease Lab has stopped working in this browser: the results no longer update when you change a value. Copy anything you typed and want to keep, then reload the page to start again.
offline-link = Download this lab as one file
offline-rest = {" "}to open it from disk, with no web server or internet.
# Keeps its markup: the span (hidden in narrow layouts), the strong and the
# link to the controls, with their classes and href.
first-step = Start here: pick a preset or move a value<span class="first-step-why"> under <strong>{ -controls-title }</strong>, and watch the timeline and metrics answer</span>. <a class="jump-to-controls" href="#controls-title">Jump to the controls</a>

## The explanations below the results (src/ui/prose.rs)

explain-title = What the timeline teaches
explain-ownership-title = Owning a job is not the same as stopping a process
explain-ownership = A lease (a queue's visibility timeout is one) is a promise with an end date: for the next few seconds, this worker owns the job. When the lease expires, the queue is free to hand the job to someone else. Nothing about the expiry reaches into the old worker and stops it. Its CPU keeps running, a request it already sent keeps travelling, and when it wakes from a long pause it carries on exactly where it was, unaware that it has become a zombie.
explain-fence-title = A fence is checked by the protected resource
explain-fence = Each new owner gets a higher token. The token is only useful if the thing being changed, here a counter, checks it on every write and refuses a write whose token is stale. A token the worker carries but nobody checks protects nothing; neither does a worker politely checking its own lease, because it can pause right after the check.
explain-watermark-title = Why the watermark has a race, and what the registered epoch assumes
explain-watermark = A last-write watermark remembers the highest token it has accepted and refuses anything lower. But it only learns about token 2 when worker B writes. If the zombie writes first, with token 1, the watermark has nothing to compare against and accepts it, and then accepts B too: two increments. The registered current epoch closes that window by making the resource learn about the takeover the moment it happens. That only works if the resource really is told atomically at takeover and checks the epoch on every write; it is a stronger contract, not a free one.
explain-shutdown-title = Shutting down is four separate jobs
explain-shutdown = A graceful shutdown stops asking for new work, but the job already in hand still needs its lease renewed, its work finished and its completion recorded. The grace period bounds all of that, and the worker is killed before it writes whenever the deadline comes first: when the grace is shorter than the remaining work, when it is exactly as long (termination wins the tie with the write), and when a pause inside the grace eats into it. In the default example with the signal at 5 s, 8 s of work remain and the grace is 10 s, yet the worker is still paused at the 15 s deadline and is killed. In this model the kill prevents the write, but in real systems a request already on the wire can still land, which is why the fence matters even then.
assumptions-title = Assumptions and limits

## The page's foot (src/ui/prose.rs, Footer)

guide-link = For instructors: the <a href="teaching.html">teaching guide</a> (lesson links, your own questions, worksheets).

## The teaching guide's own page (xtask/src/guide.rs): its title, its link back
## to the lab and the title of a lesson link in it. Plain text on one line.

guide-title = Lease Lab: teaching guide
guide-back = Back to the lab
guide-open-lesson = Open this lesson in the lab beside this guide

## The app's fixed labels, buttons and notes (src/ui/*.rs, fixed_message
## and inert_message): written by the pre-renderer, adopted by the page.

# src/ui/language.rs: the menu's name for screen readers
language-menu = Language

# src/ui/controls.rs
controls-title = { -controls-title }
controls-presets = Presets

# src/ui/customize.rs
customize-each-at-most-200-characters = Each at most 200 characters; learners answer them in the worksheet.{" "}
customize-ask-for-a-prediction-first = Ask for a prediction first
customize-open-this-lesson-in-a = Open this lesson in a new tab
customize-reset-customization = Reset customization
customize-summary = Customize for your class
customize-choose-what-learners-may-change = Choose what learners may change and what they see. The link and embed code you copy carry your choices; this page stays as it is until such a link is opened. A link shapes the lab but locks nothing: anyone can edit it.
customize-hide-these-sections = Hide these sections
customize-your-own-questions-one-per = Your own questions, one per line (up to three)
# Each input's three choices, and the sections' names the page gives no heading of its own.
customize-adjustable = Adjustable
customize-fixed = Fixed
customize-hidden = Hidden
customize-section-timeline = Ownership timeline
customize-section-cursor = Cursor, Play and step-through
customize-section-metrics = Metrics
customize-section-survivable = Longest survivable pause

# src/ui/lesson.rs
lesson-reveal-the-outcome = Reveal the outcome
lesson-predict-again = Predict again
lesson-predict-first = Predict first
lesson-what-will-happen = What will happen?

# src/ui/map.rs
map-nearest-duplicate = Nearest duplicate
map-horizontal-axis = Map horizontal axis
map-vertical-axis = Map vertical axis
map-keyboard = Outcome map: arrow keys move the cursor, Enter loads the cell
map-title = Outcome map
map-every-cell-is-the-whole = Every cell is the whole model run with two inputs changed; everything else stays as set above. Click a cell, or focus the map and use the arrow keys and Enter, to load it.

# src/ui/results.rs
results-pin-this-run = Pin this run
results-unpin = Unpin
results-event-log-contract-comparison-worksheet = Event log, contract comparison, worksheet and explanations
results-title = Results

# src/ui/share.rs
share-title = Share this scenario
share-a-link-carries-the-nine = A link carries the nine inputs after the page's address, so it opens on exactly this scenario. Nothing is sent anywhere: the text leaves the page only when you paste it.
share-copying-is-not-allowed-here = Copying is not allowed here. The text is selected: copy it with Ctrl+C (⌘C on a Mac) or your device's Copy command.
# The two copy buttons.
share-copy-link = Copy link to this scenario
share-copy-embed-code = Copy embed code

# src/ui/timeline.rs
timeline-time-cursor = Time cursor
timeline-playback-speed = Playback speed{" "}
timeline-step-through-the-run = Step through the run
timeline-previous-step = Previous step
timeline-next-step = Next step
timeline-leave-step-through = Leave step-through
timeline-legend-label = Timeline legend
timeline-steps-label = Steps
timeline-pinned-run = Pinned run
timeline-a-dashed-square-marks-an = A dashed square marks an event that the other run does not have at that moment.

# src/ui/worksheet.rs
worksheet-download-json-worksheet = Download JSON worksheet
worksheet-download-markdown-worksheet = Download Markdown worksheet
worksheet-download-figure-svg = Download figure (SVG)
worksheet-download-figure-png = Download figure (PNG)
worksheet-title = Worksheet
worksheet-answer-these-for-a-system = Answer these for a system you know. What you write stays in this page's memory and leaves it only in a worksheet you download.
worksheet-your-name = Your name
worksheet-optional-it-goes-only-into = Optional. It goes only into the worksheets you download, and their file names.
worksheet-your-notes = Your notes
worksheet-anything-else-what-surprised-you = Anything else: what surprised you, what to try next.
worksheet-open-worksheet = Open worksheet

## The controls (src/ui/controls.rs, map.rs, customize.rs): each number
## field's label, its slider's accessible name and its hint; the
## enforcement select's hint (its label and options are sentences).

slider-original-work = Original active work slider
hint-original-work = Active seconds A needs; a pause adds wall-clock time on top.
slider-lease = Lease / visibility duration slider
hint-lease = Ownership is temporary, and expiry does not stop the process.
slider-heartbeat-every = Heartbeat cadence slider
hint-heartbeat-every = A renewal must arrive before expiry; one exactly at expiry is too late.
slider-pause-at = Pause starts at slider
hint-pause-at = Has no effect if A's work is already done by then.
slider-pause-for = Pause duration slider
hint-pause-for = No work and no heartbeats while paused; 0 means no pause.
slider-replacement-work = Replacement work slider
hint-replacement-work = B renews reliably, then writes once after this long.
slider-shutdown-at = Shutdown signal at slider
hint-shutdown-at = Leave blank for no shutdown; 0 sends the signal at once.
slider-shutdown-grace = Shutdown grace slider
hint-shutdown-grace = After this long A is forcibly stopped, even while paused.
hint-enforcement = The registered epoch is the stronger contract: the resource must learn of every takeover.

## The page's head (examples/prerender.rs): the browser tab's title and
## the description search engines show

head-title = Lease Lab: worker ownership, leases & fencing
head-description = An interactive explorer of leases, heartbeats, takeover and fencing tokens for background jobs. Everything runs in your browser.
