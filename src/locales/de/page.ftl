# Lease Lab in German (de): translated from the English source catalog,
# src/locales/en/page.ftl (issue 42, docs/i18n.md). It has the source's
# messages with the same arguments; the terms follow docs/glossary/de.md.
# Read at build time by src/i18n (a subset of Fluent, checked against the
# reference parser by tests/i18n.rs).

## The page's head (src/ui/prose.rs, Intro)

# The controls' title, also named by the first step.
-controls-title = Besitz-Zeitleiste einstellen
eyebrow = Hintergrundjobs · Job-Besitz erkunden
page-title = Job-Besitz der Worker, Leases & Fencing
question = Die Lease eines Workers lief ab, und ein Ersatz übernahm den Job. Was hindert den ursprünglichen Worker, später aufzuwachen und doch zu schreiben?
privacy = Alles wird in dieser Seite berechnet, ohne Konten, Uploads oder Live-Verbindungen. Deine Eingaben bleiben in diesem Browser: nie im Browserspeicher, nie bei Analysediensten, in einer Adresse nur beim Sprachwechsel. Ein Link oder Arbeitsblatt verlässt sie nur, wenn du es kopierst oder herunterlädst.
embed-privacy = Alles läuft in dieser Seite: Was du eingibst, verlässt sie nur, wenn du einen Link kopierst.
js-note = Für das Ändern von Werten, die Vorhersage vorab und die festgelegten oder ausgeblendeten Teile einer Lektion ist JavaScript nötig; das Beispiel unten ist auch ohne JavaScript vollständig.
stopped = Lease Lab funktioniert in diesem Browser nicht mehr: Die Ergebnisse passen sich nicht mehr an, wenn du einen Wert änderst. Kopiere, was du geschrieben hast und behalten willst, und lade dann die Seite neu, um von vorn zu beginnen.
offline-link = Lade dieses Lab als eine Datei herunter
offline-rest = {" "}und öffne es direkt von der Festplatte, ohne Webserver und ohne Internet.
# Keeps its markup: the span (hidden in narrow layouts), the strong and the
# link to the controls, with their classes and href.
first-step = Beginne hier: Wähle eine Voreinstellung oder ändere einen Wert<span class="first-step-why"> unter <strong>{ -controls-title }</strong> und sieh zu, wie Zeitleiste und Kennzahlen darauf antworten</span>. <a class="jump-to-controls" href="#controls-title">Zu den Einstellungen</a>

## The explanations below the results (src/ui/prose.rs)

explain-title = Was die Zeitleiste zeigt
explain-ownership-title = Einen Job zu besitzen heißt nicht, einen Prozess anzuhalten
explain-ownership = Eine Lease (das Sichtbarkeits-Timeout einer Warteschlange ist eine solche) ist ein Versprechen mit Ablaufdatum: Für die nächsten Sekunden gehört der Job diesem Worker. Läuft die Lease ab, darf die Warteschlange den Job jemand anderem geben. Nichts an diesem Ablauf greift in den alten Worker ein und hält ihn an. Seine CPU rechnet weiter, eine bereits gesendete Anfrage ist weiter unterwegs, und wenn er aus einer langen Pause aufwacht, macht er genau dort weiter, wo er war – ohne zu ahnen, dass er zum Zombie geworden ist.
explain-fence-title = Über das Fencing entscheidet die geschützte Ressource
explain-fence = Jeder neue Besitzer erhält ein höheres Fencing-Token (Abgrenzungs-Token). Nützlich ist das Token nur, wenn das, was geändert wird, es bei jedem Schreibvorgang prüft und einen Schreibvorgang mit veraltetem Token ablehnt; hier ist das ein Zähler. Ein Token, das der Worker mit sich trägt, das aber niemand prüft, schützt nichts; ebenso wenig ein Worker, der brav seine eigene Lease prüft, denn er kann direkt nach der Prüfung pausieren.
explain-watermark-title = Warum die Hochwassermarke einen Wettlauf zulässt und was die registrierte Epoche voraussetzt
explain-watermark = Eine Hochwassermarke merkt sich das höchste Token, das sie bei einem Schreibvorgang angenommen hat, und lehnt jedes niedrigere ab. Von Token 2 erfährt sie aber erst, wenn Worker B schreibt. Schreibt der Zombie zuerst, mit Token 1, hat die Hochwassermarke nichts zum Vergleichen und nimmt den Schreibvorgang an – und danach auch den von B: zwei Inkremente. Die registrierte aktuelle Epoche schließt dieses Zeitfenster, denn die Ressource erfährt von der Übernahme in dem Moment, in dem sie geschieht. Das funktioniert nur, wenn die Ressource bei der Übernahme wirklich atomar informiert wird und die Epoche bei jedem Schreibvorgang prüft; es ist ein stärkerer Vertrag, und der ist nicht umsonst zu haben.
explain-shutdown-title = Herunterfahren besteht aus vier getrennten Aufgaben
explain-shutdown = Beim geordneten Herunterfahren fragt der Worker nicht mehr nach neuer Arbeit, doch für den Job, den er schon hat, muss die Lease weiter verlängert, die Arbeit zu Ende gebracht und der Abschluss festgehalten werden. Die Schonfrist begrenzt all das, und der Worker wird vor dem Schreiben zwangsweise beendet, wann immer die Frist zuerst abläuft: wenn die Schonfrist kürzer ist als die restliche Arbeit, wenn sie genau gleich lang ist (bei Gleichstand gewinnt das Beenden gegen den Schreibvorgang) und wenn eine Pause innerhalb der Schonfrist einen Teil davon aufzehrt. Im Standardbeispiel mit dem Signal bei 5 s bleiben 8 s Arbeit, und die Schonfrist beträgt 10 s; trotzdem pausiert der Worker bei der Frist von 15 s noch und wird zwangsweise beendet. In diesem Modell verhindert das Beenden den Schreibvorgang, aber in echten Systemen kann eine Anfrage, die schon unterwegs ist, trotzdem ankommen; deshalb zählt das Fencing auch dann.
assumptions-title = Annahmen und Grenzen

## The page's foot (src/ui/prose.rs, Footer)

guide-link = Für Lehrende: der <a href="teaching.html">Leitfaden für den Unterricht</a> (Links zu Lektionen, eigene Fragen, Arbeitsblätter).

## The teaching guide's own page (xtask/src/guide.rs): its title, its link back
## to the lab and the title of a lesson link in it. Plain text on one line.

guide-title = Lease Lab: Leitfaden für den Unterricht
guide-back = Zurück zum Lab
guide-open-lesson = Diese Lektion im Lab neben diesem Leitfaden öffnen

## The app's fixed labels, buttons and notes (src/ui/*.rs, fixed_message
## and inert_message): written by the pre-renderer, adopted by the page.

# src/ui/language.rs: the menu's name for screen readers
language-menu = Sprache

# src/ui/controls.rs
controls-title = { -controls-title }
controls-presets = Voreinstellungen

# src/ui/customize.rs
customize-each-at-most-200-characters = Jeweils höchstens 200 Zeichen; die Lernenden beantworten sie im Arbeitsblatt.{" "}
customize-ask-for-a-prediction-first = Zuerst eine Vorhersage verlangen
customize-open-this-lesson-in-a = Lektion in neuem Tab öffnen
customize-reset-customization = Anpassung zurücksetzen
customize-summary = Für deinen Kurs anpassen
customize-choose-what-learners-may-change = Wähle, was Lernende ändern dürfen und was sie sehen. Der Link und der Einbettungscode, die du kopierst, enthalten deine Auswahl; diese Seite bleibt, wie sie ist, bis ein solcher Link geöffnet wird. Ein Link richtet das Lab ein, sperrt aber nichts: Wer ihn hat, kann ihn ändern.
customize-hide-these-sections = Diese Abschnitte ausblenden
customize-your-own-questions-one-per = Eigene Fragen, eine pro Zeile (höchstens drei)
# Each input's three choices, and the sections' names the page gives no heading of its own.
customize-adjustable = Änderbar
customize-fixed = Festgelegt
customize-hidden = Ausgeblendet
customize-section-timeline = Besitz-Zeitleiste
customize-section-cursor = Zeitcursor, Abspielen und Schrittansicht
customize-section-metrics = Kennzahlen
customize-section-survivable = Längste überstehbare Pause

# src/ui/lesson.rs
lesson-reveal-the-outcome = Ergebnis aufdecken
lesson-predict-again = Neu vorhersagen
lesson-predict-first = Erst vorhersagen
lesson-what-will-happen = Was wird passieren?

# src/ui/map.rs
map-nearest-duplicate = Nächstgelegenes Duplikat
map-horizontal-axis = Horizontale Achse der Karte
map-vertical-axis = Vertikale Achse der Karte
map-keyboard = Ergebniskarte: Pfeiltasten bewegen den Cursor, die Eingabetaste lädt die Zelle
map-title = Ergebniskarte
map-every-cell-is-the-whole = Jede Zelle ist ein vollständiger Lauf des Modells mit zwei geänderten Eingaben; alles andere bleibt wie oben eingestellt. Klicke auf eine Zelle oder fokussiere die Karte und nutze die Pfeiltasten und die Eingabetaste, um sie zu laden.

# src/ui/results.rs
results-pin-this-run = Diesen Lauf anheften
results-unpin = Lösen
results-event-log-contract-comparison-worksheet = Ereignisprotokoll, Vertragsvergleich, Arbeitsblatt und Erklärungen
results-title = Ergebnisse

# src/ui/share.rs
share-title = Dieses Szenario teilen
share-a-link-carries-the-nine = Ein Link enthält die neun Eingaben im Anschluss an die Adresse der Seite und öffnet daher genau dieses Szenario. Nichts wird irgendwohin gesendet: Der Text verlässt die Seite erst, wenn du ihn einfügst.
share-copying-is-not-allowed-here = Kopieren ist hier nicht erlaubt. Der Text ist markiert: Kopiere ihn mit Strg+C (⌘C auf dem Mac) oder mit dem Kopierbefehl deines Geräts.
# The two copy buttons.
share-copy-link = Link zu diesem Szenario kopieren
share-copy-embed-code = Einbettungscode kopieren

# src/ui/timeline.rs
timeline-time-cursor = Zeitcursor
timeline-playback-speed = Wiedergabetempo{" "}
timeline-step-through-the-run = Schrittweise durchgehen
timeline-previous-step = Vorheriger Schritt
timeline-next-step = Nächster Schritt
timeline-leave-step-through = Schrittansicht beenden
timeline-legend-label = Legende der Zeitleiste
timeline-steps-label = Schritte
timeline-pinned-run = Angehefteter Lauf
timeline-a-dashed-square-marks-an = Ein gestricheltes Quadrat markiert ein Ereignis, das der andere Lauf in diesem Moment nicht hat.

# src/ui/worksheet.rs
worksheet-download-json-worksheet = JSON-Arbeitsblatt herunterladen
worksheet-download-markdown-worksheet = Markdown-Arbeitsblatt herunterladen
worksheet-download-figure-svg = Abbildung herunterladen (SVG)
worksheet-download-figure-png = Abbildung herunterladen (PNG)
worksheet-title = Arbeitsblatt
worksheet-answer-these-for-a-system = Beantworte diese Fragen für ein System, das du kennst. Was du schreibst, bleibt im Arbeitsspeicher dieser Seite und verlässt sie nur in einem Arbeitsblatt, das du herunterlädst.
worksheet-your-name = Dein Name
worksheet-optional-it-goes-only-into = Optional. Er erscheint nur in den Arbeitsblättern, die du herunterlädst, und in deren Dateinamen.
worksheet-your-notes = Deine Notizen
worksheet-anything-else-what-surprised-you = Alles Weitere: Was hat dich überrascht, was willst du als Nächstes ausprobieren?
worksheet-open-worksheet = Arbeitsblatt öffnen

## The controls (src/ui/controls.rs, map.rs, customize.rs): each number
## field's label, its slider's accessible name and its hint; the
## enforcement select's hint (its label and options are sentences).

slider-original-work = Schieberegler ursprüngliche aktive Arbeit
hint-original-work = Aktive Sekunden, die A braucht; eine Pause kommt als verstrichene Zeit hinzu.
slider-lease = Schieberegler Dauer der Lease / Sichtbarkeit
hint-lease = Besitz ist befristet, und der Ablauf stoppt den Prozess nicht.
slider-heartbeat-every = Schieberegler Heartbeat-Intervall
hint-heartbeat-every = Eine Verlängerung muss vor dem Ablauf ankommen; genau beim Ablauf ist zu spät.
slider-pause-at = Schieberegler Pausenbeginn
hint-pause-at = Wirkt nicht, wenn A seine Arbeit bis dahin schon erledigt hat.
slider-pause-for = Schieberegler Pausendauer
hint-pause-for = Während der Pause weder Arbeit noch Heartbeats; 0 heißt keine Pause.
slider-replacement-work = Schieberegler Arbeit des Ersatzes
hint-replacement-work = B verlängert zuverlässig und schreibt nach dieser Zeit einmal.
slider-shutdown-at = Schieberegler Signal zum Herunterfahren
hint-shutdown-at = Leer lassen für kein Herunterfahren; 0 sendet das Signal sofort.
slider-shutdown-grace = Schieberegler Schonfrist
hint-shutdown-grace = Danach wird A erzwungen beendet, auch wenn er pausiert.
hint-enforcement = Die registrierte Epoche ist der stärkere Vertrag: Die Ressource muss von jeder Übernahme erfahren.

## The page's head (examples/prerender.rs): the browser tab's title and
## the description search engines show

head-title = Lease Lab: Job-Besitz der Worker, Leases & Fencing
head-description = Eine interaktive Erkundung von Leases, Heartbeats, Übernahme und Fencing-Tokens (Abgrenzungs-Tokens) bei Hintergrundjobs. Alles läuft in deinem Browser.
