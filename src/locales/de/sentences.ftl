# Lease Lab in German (de): the sentences the page chooses while it runs
# (src/present), translated from the English source catalog,
# src/locales/en/sentences.ftl; the terms follow docs/glossary/de.md.
# Unlike page.ftl, which only the pre-renderer reads, these messages reach
# the page as data (src/i18n/messages.rs), compiled, so each one costs its
# bytes on every load: keep them to what the page says. It has the
# source's messages with the same arguments.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = Keine Übernahme: Der ursprüngliche Worker hat fertig gearbeitet und geschrieben, während seine Lease noch gültig war.
headline-original-rejected = Der Ersatz-Worker hat übernommen und den Job abgeschlossen; die Ressource hat den veralteten Schreibvorgang des ursprünglichen Workers abgelehnt.
headline-original-terminated = Der Ersatz-Worker hat übernommen und den Job abgeschlossen; der ursprüngliche Worker wurde beendet, bevor er schreiben konnte.
headline-duplicate = Doppelter Nebeneffekt: Nach der Übernahme wurden die Inkremente beider Worker angewendet.

## A short name for each outcome class, for legends and comparisons
## (present::report::class_name)

class-no-takeover = Keine Übernahme
class-original-rejected = Übernahme, veralteter Schreibvorgang abgelehnt
class-original-terminated = Übernahme, ursprünglicher Worker beendet
class-duplicate = Doppeltes Inkrement

## The language menu (ui::language), when switching would lose what only
## the page holds; $language is the picked language's own name

language-would-lose = Diese Seite speichert nichts: In einer anderen Sprache wären dein Name, deine Antworten und deine Notizen verloren. Lade ein Arbeitsblatt herunter, um sie zu behalten, oder wähle { $language } noch einmal, um trotzdem zu wechseln.

## The four metric cards (present::report::metrics): each title, then the
## notes that explain its value; $at and $paused are durations ("3 s")

metric-increments = Angewendete Inkremente
metric-increments-duplicate = Doppelter Nebeneffekt
metric-increments-one = Eine logische Absicht
metric-takeover = Übernahme
metric-takeover-none = Keine
metric-takeover-none-note = Der ursprüngliche Worker schrieb mit eigener Lease
metric-takeover-after-renewal = Nach der letzten gültigen Verlängerung bei { $at }
metric-takeover-no-renewal = Die erste Lease lief ohne Verlängerung ab
metric-overlap = Überlappung der Versuche
metric-overlap-single = Es lief nur ein Versuch
metric-overlap-never = Die Versuche liefen nie gleichzeitig
metric-overlap-both = Beide Versuche liefen gleichzeitig
metric-overlap-paused-all = A war die ganze Zeit pausiert
metric-overlap-paused = A war davon { $paused } pausiert
metric-ends = Ende des ursprünglichen Versuchs
metric-ends-terminated = Erzwungenes Beenden vor dem Schreiben
metric-ends-own-lease = Mit eigener Lease abgeschlossen
metric-ends-stale-applied = Arbeit fertig; sein veralteter Schreibvorgang wurde angewendet
metric-ends-rejected = Arbeit fertig; sein Schreibvorgang wurde abgelehnt
