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
