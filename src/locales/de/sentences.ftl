# Lease Lab in German (de): the sentences the page chooses while it runs
# (src/present), translated from the English source catalog,
# src/locales/en/sentences.ftl; the terms follow docs/glossary/de.md.
# Unlike page.ftl, which only the pre-renderer reads, these messages reach
# the page as data (src/i18n/messages.rs), compiled, so each one costs its
# bytes on every load: keep them to what the page says. It has the
# source's messages with the same arguments.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = Keine Übernahme: Der ursprüngliche Worker schrieb, solange seine Lease gültig war.
headline-original-rejected = B übernahm und war fertig; die Ressource wies den veralteten Schreibvorgang von A ab.
headline-original-terminated = B übernahm und war fertig; A wurde beendet, bevor er schreiben konnte.
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

metric-increments = Wirksame Inkremente
metric-increments-duplicate = Doppelter Nebeneffekt
metric-increments-one = Eine logische Absicht
metric-takeover = Übernahme
metric-takeover-none = Keine
metric-takeover-none-note = Der ursprüngliche Worker schrieb mit eigener Lease
metric-takeover-after-renewal = Letzte gültige Verlängerung: { $at }
metric-takeover-no-renewal = Die erste Lease lief ohne Verlängerung ab
metric-overlap = Beide aktiv
metric-overlap-single = Es lief nur ein Versuch
metric-overlap-never = Die Versuche liefen nie gleichzeitig
metric-overlap-both = Beide Versuche liefen gleichzeitig
metric-overlap-paused-all = A war die ganze Zeit pausiert
metric-overlap-paused = A war davon { $paused } pausiert
metric-ends = A endet
metric-ends-terminated = Erzwungenes Beenden vor dem Schreiben
metric-ends-own-lease = Mit eigener Lease abgeschlossen
metric-ends-stale-applied = Fertig; veralteter Schreibvorgang angewendet
metric-ends-rejected = Fertig; Schreibvorgang abgelehnt

## The results tables (present::report): captions and column names, shared
## by the page, the pinned run's tables and the Markdown worksheet

table-writes = Schreibentscheidungen der geschützten Ressource
table-writes-pinned = Schreibentscheidungen der geschützten Ressource: angehefteter Lauf
table-events = Ereignisse zu Lease, Pause, Herunterfahren und Schreiben in zeitlicher Reihenfolge
table-contracts = Dieselbe Zeitleiste, drei Verträge
column-time = Zeit
column-worker-token = Worker / Token
column-decision = Entscheidung
column-evidence = Befund der Ressource
column-actor = Akteur
column-event = Ereignis
column-enforcement = Prüfung der Ressource
column-applied = Wirksame Inkremente
column-decisions = Schreibentscheidungen
column-result = Ergebnis

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

write-accepted = Angenommen
write-rejected = Abgelehnt
evidence-unchecked = Inkrement ohne Prüfung angewendet; das Token wurde nicht beachtet.
evidence-at-or-above-watermark = Inkrement angewendet, geprüft gegen die Fencing-Hochwassermarke des letzten Schreibvorgangs; die Hochwassermarke ist jetzt { $token }.
evidence-older-than-watermark = Token { $token } ist älter als die Hochwassermarke { $watermark }
evidence-matches-epoch = Inkrement angewendet, geprüft gegen die registrierte aktuelle Epoche.
evidence-epoch-mismatch = Token { $token } entspricht nicht der registrierten Epoche { $epoch }

## The three-contract comparison (present::report::contract_table): each
## enforcement's name, the one in effect marked, and each write as
## "Worker B at 18 s: accepted"; $worker is a worker's name, $at a duration

enforcement-none = Keine Prüfung
enforcement-watermark = Fencing-Hochwassermarke
enforcement-current-epoch = Registrierte aktuelle Epoche
contract-current = { $enforcement } (eingestellt)
contract-write-accepted = { $worker } bei { $at }: angenommen
contract-write-rejected = { $worker } bei { $at }: abgelehnt

## The event log (present::report::event_sentence), one sentence per event
## in clock order; every $-argument but $token, $count and $grace is a
## duration ("3 s"), $grace one of the grace-* sentences, $evidence one of
## the evidence-* sentences

event-lease-acquired = Lease mit Token { $token } erhalten; sie läuft bei { $expires } ab.
event-heartbeat-accepted = Heartbeat angenommen; die Lease läuft jetzt bei { $expires } ab.
event-heartbeats-accepted = Heartbeats alle { $every } von { $from } bis { $to } angenommen ({ $count ->
        [one] { $count } Verlängerung
       *[other] { $count } Verlängerungen
    }); die Lease läuft jetzt bei { $expires } ab.
event-heartbeat-rejected = Heartbeat abgelehnt: Die Lease ist bei { $expired } abgelaufen, der Besitz ist also schon verloren. Der Worker ignoriert das und arbeitet weiter.
event-paused-to-the-end = Prozess pausiert: keine Arbeit und keine Heartbeats. Er wird nie fortgesetzt: Er ist noch pausiert, wenn er bei { $terminated } zwangsweise beendet wird.
event-paused = Prozess bis { $until } pausiert: keine Arbeit und keine Heartbeats.
event-resumed = Prozess fortgesetzt; seine lokale Arbeit läuft weiter, ob ihm der Job noch gehört oder nicht.
event-takeover-registered = Abgelaufene Lease mit Token { $token } übernommen; die Ressource registriert jetzt Epoche { $token }.
event-takeover-untold = Abgelaufene Lease mit Token { $token } übernommen; die Ressource erfährt davon nichts.
event-shutdown = Signal zum Herunterfahren: keine neuen Jobs mehr abfragen und den laufenden Job abschließen, bevor bei { $deadline } die Frist bis zum erzwungenen Beenden abläuft. { $grace }
grace-renewed = Seine Lease wird während der Schonfrist weiter verlängert.
grace-paused = Er ist pausiert und sendet während der Schonfrist keinen Heartbeat.
grace-silent = Er sendet während der Schonfrist keinen Heartbeat.
grace-refused = Während der Schonfrist wird keine Verlängerung seiner Lease angenommen.
event-terminated-after-takeover = Vor dem Schreiben zwangsweise beendet. Seine Lease war bereits abgelaufen: Worker B hat bei { $takeover } übernommen.
event-terminated-as-it-expires = Vor dem Schreiben zwangsweise beendet; seine Lease läuft genau in diesem Moment ab.
event-terminated-unreleased = Vor dem Schreiben zwangsweise beendet; niemand gibt seine Lease frei, daher läuft sie bei { $expires } ab.
event-write-accepted = Schreibvorgang angenommen: { $evidence }
event-write-rejected = Schreibvorgang abgelehnt: { $evidence }.

## Die Ablehnung eines Felds, unter dem Feld

refusal-blank = Gib eine Zahl von Sekunden ein
refusal-negative = Nimm 0 s oder mehr
refusal-comma-decimal = Schreib Dezimalstellen mit Punkt, zum Beispiel 5.5
refusal-not-a-number = Gib nur Sekunden ein, zum Beispiel 12 oder 0,25
refusal-too-many-decimals = Höchstens 3 Nachkommastellen
refusal-over-maximum = Höchstens 86400 s
refusal-lease-not-positive = Die Lease muss länger als 0 s sein
refusal-heartbeat-not-positive = Das Heartbeat-Intervall muss größer als 0 s sein
results-stale = Veraltet: Diese Ergebnisse gehören zu den letzten gültigen Werten. Korrigiere das markierte Feld, um sie zu aktualisieren.

## Die Voreinstellungen

preset-group-core = Grundideen
preset-group-real = Echte Systeme
preset-group-shutdown = Herunterfahren
look-for = Achte auf: { $lesson }
look-for-sourced = Achte auf: { $lesson } Quelle: { $source }
look-for-own = Dein eigenes Szenario. Eine Voreinstellung lädt ein ganzes Szenario auf einmal.
embed-own-tagline = Dein eigenes Szenario.
preset-healthy = Gesunder Lauf
preset-healthy-lesson = Keine Pause und ein Intervall deutlich unter der Lease: Der ursprüngliche Worker verlängert, schreibt einmal, und niemand übernimmt.
preset-healthy-tagline = Heartbeats halten die Lease: ein Schreibvorgang, keine Übernahme.
preset-boundary-heartbeat = Heartbeat an der Grenze
preset-boundary-heartbeat-lesson = Ist das Intervall so lang wie die Lease, kommt jeder Heartbeat genau beim Ablauf an und damit zu spät: Übernahme ganz ohne Pause.
preset-boundary-heartbeat-tagline = Jeder Heartbeat kommt genau beim Ablauf: zu spät, also übernimmt B.
preset-paused-zombie = Pausierter Zombie
preset-paused-zombie-lesson = Eine Pause von 14 s überdauert die Lease, und B übernimmt bei 13 s. A wacht bei 18 s auf und arbeitet als Zombie weiter; als A schließlich bei 26 s schreibt, lehnt die registrierte Epoche den Schreibvorgang ab.
preset-paused-zombie-tagline = Die Epoche lehnt den späten Schreibvorgang des Zombies ab.
preset-no-enforcement = Keine Prüfung
preset-no-enforcement-lesson = Die Ressource ignoriert Tokens, also wird auch der späte Schreibvorgang des Zombies angewendet: ein doppeltes Inkrement.
preset-no-enforcement-tagline = Die Ressource ignoriert Tokens: Auch der Zombie schreibt noch.
preset-watermark-race = Das Rennen um die Hochwassermarke
preset-watermark-race-lesson = A schreibt bei 22 s, bevor das Token 2 von B bei 23 s die Ressource erreicht: Die Hochwassermarke nimmt beide Inkremente an, die registrierte Epoche würde A dagegen ablehnen.
preset-watermark-race-tagline = A schreibt vor dem neueren Token von B: Beide werden angenommen.
preset-gc-pause = GC-Pause (Kleppmanns Fencing-Geschichte)
preset-gc-pause-lesson = Die klassische Fencing-Geschichte in unseren Begriffen: Eine Stop-the-World-Pause überdauert die Lease, der nächste Halter schreibt zuerst mit dem neueren Token, und der alte Halter schickt seinen Schreibvorgang, sobald er aufwacht; die Hochwassermarke des Speichers weist ihn ab (A wacht bei 35 s auf und schreibt bei 35,5 s).
preset-gc-pause-tagline = Der alte Halter schreibt beim Aufwachen, nach dem neuen: abgewiesen.
preset-gc-pause-source = Martin Kleppmann, „How to do distributed locking“ (2016): Der Speicher weist Token 33 ab, weil er 34 schon angenommen hat; die Tokens 33 und 34 sind unsere Tokens 1 und 2.
preset-kubernetes-lease = Lease wie bei Kubernetes
preset-kubernetes-lease-lesson = Eine Verlängerung alle 2 s hält eine Lease von 15 s sicher, aber ein Job von 40 s wird in der Schonfrist von 30 s nicht fertig: Der Pod wird beendet, und ein anderes Replikat erledigt die Arbeit noch einmal.
preset-kubernetes-lease-tagline = Sichere Lease, aber 30 s Schonfrist reichen nicht für 40 s Arbeit.
preset-kubernetes-lease-source = Kubernetes: kube-controller-manager und kube-scheduler nutzen standardmäßig eine Leader-Election-Lease von 15 s, eine Verlängerungsfrist von 10 s und ein Wiederholungsintervall von 2 s (client-go selbst setzt keine Standardwerte); Pods erhalten terminationGracePeriodSeconds = 30.
preset-sqs-visibility = Sichtbarkeits-Timeout wie bei SQS
preset-sqs-visibility-lesson = Ein Job von 45 s unter einem Sichtbarkeits-Timeout von 30 s ohne Verlängerung: Die Nachricht taucht wieder auf, ein zweiter Consumer nimmt sie, und ohne Fencing kommen beide Ergebnisse an.
preset-sqs-visibility-tagline = Keine Verlängerung: Die Nachricht kehrt zurück, beide zählen.
preset-sqs-visibility-source = Amazon SQS: Das Standard-Sichtbarkeits-Timeout beträgt 30 s; für längere Jobs muss ein Consumer es verlängern (ChangeMessageVisibility).
preset-two-hour-lease = Zwei-Stunden-Lease
preset-two-hour-lease-lesson = Eine Lease von 2 h, alle 30 s verlängert, übersteht jedes kurze Stocken, aber eine Pause von 2 h 5 min überdauert sie: Der Ersatz übernimmt, und die Epoche weist das veraltete Ergebnis ab.
preset-two-hour-lease-tagline = Eine 2-h-Lease übersteht kurzes Stocken, keine Pause von 2 h 5 min.
preset-two-hour-lease-source = Die Lease eines Transkriptions-Workers wie in der Lektion über Lease-Tokens: zwei Stunden, durch Heartbeats am Leben gehalten.
preset-graceful-shutdown = Geordnetes Herunterfahren
preset-graceful-shutdown-lesson = Das Signal zum Herunterfahren bei 5 s beendet das Abholen neuer Jobs, Heartbeats verlängern die Lease weiter, und die Arbeit ist bei 12 s fertig, vor der Frist bei 15 s: kein erzwungenes Beenden.
preset-graceful-shutdown-tagline = Die Arbeit wird in der Schonfrist fertig: kein erzwungenes Beenden.
preset-grace-too-short = Schonfrist zu kurz
preset-grace-too-short-lesson = Nur 4 s Schonfrist: Das erzwungene Beenden bei 9 s verhindert den Schreibvorgang, und B erledigt den Job noch einmal, nachdem die Lease abgelaufen ist.
preset-grace-too-short-tagline = Die Schonfrist endet zuerst: A wird vor dem Schreiben beendet.
preset-sidekiq-shutdown = Herunterfahren wie bei Sidekiq
preset-sidekiq-shutdown-lesson = Beim Herunterfahren werden sofort keine Jobs mehr abgeholt; der laufende Job bekommt 25 s Schonfrist, zu wenig für den Rest seiner 40 s Arbeit. Also wird der Worker am Ende der Schonfrist (35 s) zwangsweise beendet, der Job wird wiederholt, und nur ein Inkrement kommt an.
preset-sidekiq-shutdown-tagline = 25 s Schonfrist sind zu wenig: Der Job wird beendet und wiederholt.
preset-sidekiq-shutdown-source = Sidekiq wartet beim Herunterfahren 25 s auf laufende Jobs (-t 25), innerhalb der 30 s, die Heroku und Kubernetes vor SIGKILL gewähren.

## The time cursor (present::status::play_button_name, present::compare::cursor_note):
## the button that plays the run or pauses it, named for what a press
## does, and what the cursor reads while a run is pinned

cursor-play = Start
cursor-pause = Pause
cursor-reads-current = liest den aktuellen Lauf

## The ownership timeline (present::timeline, present::figure): the
## figure's captions, the lanes' names, the words on bars and notes
## (where two are given, the drawing keeps the longer one when it fits),
## each shape's title (what a pointer or a screen reader gets from a
## mark), the drawing's description and the legend. $from, $to, $at and
## the like are instants or durations ("3 s"); $token is 1 or 2.

figure-timeline = Besitz-Zeitleiste
figure-timeline-preset = Besitz-Zeitleiste: { $preset }
figure-current-run = Aktueller Lauf
figure-pinned-run = Angehefteter Lauf
lane-lease-a = Lease A
lane-resource = Ressource
bar-working = arbeitet
bar-zombie = Zombie
bar-paused = pausiert
bar-token-valid = Token { $token } gültig
bar-token-working = Token { $token } arbeitet
bar-token = Token { $token }
state-unchecked = prüft kein Token
state-epoch = Epoche { $token }
state-no-watermark = keine Hochwassermarke
state-watermark = Hochwassermarke { $token }
note-grace = { $grace } Schonfrist
note-grace-then-terminated = { $grace } Schonfrist, dann beendet
note-grace-terminated = { $grace } Schonfrist, beendet
note-count = Zähler { $count }
title-a-working = Worker A arbeitet von { $from } bis { $to }
title-a-zombie = Worker A arbeitet von { $from } bis { $to } weiter, nachdem er seine Lease verloren hat: ein Zombie
title-a-paused = Worker A pausiert von { $from } bis { $to }: keine Arbeit, keine Heartbeats
title-a-paused-to-the-end = Worker A pausiert ab { $from }, bis er bei { $to } beendet wird: keine Arbeit, keine Heartbeats
title-grace = Schonfrist beim Herunterfahren von { $from } bis { $to }: kein Abfragen neuer Jobs; { $heartbeats ->
    [renewed] seine Lease wird weiter verlängert
    [paused] A ist pausiert und sendet keinen Heartbeat
    [silent] A sendet keinen Heartbeat
   *[refused] es wird keine Verlängerung angenommen
}
title-signal = Signal zum Herunterfahren bei { $at }; Frist bis zum erzwungenen Beenden: { $deadline }
title-terminated = Worker A wird bei { $at } vor dem Schreiben zwangsweise beendet
title-pauses = Worker A pausiert bei { $at }
title-resumes = Worker A macht bei { $at } weiter
title-lease-released = Lease von A (Token 1), gehalten von { $from } bis { $to } und freigegeben, als der Schreibvorgang von A den Job abschloss
title-lease-valid = Lease von A (Token 1), gültig von { $from } bis { $to }
title-acquired = A erhält bei 0 s die Lease mit Token 1, gültig bis { $to }
title-renewals = { $count ->
    [one] { $count } Verlängerung
   *[other] { $count } Verlängerungen
} alle { $every } von { $from } bis { $to }; die Lease läuft danach bei { $expires } ab
title-renewal = Heartbeat bei { $at } angenommen; Lease verlängert bis { $to }
title-refusal = Heartbeat bei { $at } abgelehnt: Die Lease ist bei { $expired } abgelaufen
title-b-working = Worker B hält Token 2 und arbeitet von { $from } bis { $to }
title-takeover = Worker B übernimmt bei { $at } mit Token { $token }
title-resource-state = Ressource von { $from } bis { $to }: { $state }
title-write-accepted = { $worker } schreibt bei { $at } mit Token { $token }: angenommen
title-write-rejected = { $worker } schreibt bei { $at } mit Token { $token }: abgelehnt
title-resource-accepts = Die Ressource nimmt den Schreibvorgang von { $worker } bei { $at } an (Token { $token })
title-resource-rejects = Die Ressource lehnt den Schreibvorgang von { $worker } bei { $at } ab (Token { $token })
timeline-summary = Besitz-Zeitleiste von 0 s bis { $end }. { $ownership } { $count ->
    [one] { $count } Inkrement wurde
   *[other] { $count } Inkremente wurden
} angewendet. Die Tabellen unten führen jedes Ereignis auf.
summary-takeover = Die Lease von A läuft bei { $at } ab, und Worker B übernimmt.
summary-no-takeover = Worker A schreibt bei { $at } mit eigener Lease.
legend-work-a = A arbeitet
legend-zombie = Zombie: A arbeitet ohne seine Lease weiter
legend-paused = A pausiert, keine Heartbeats
legend-grace = Schonfrist beim Herunterfahren
legend-lease-a = Lease von A gültig (Token 1)
legend-renewal-run = Heartbeats, viele angenommen
legend-work-b = B arbeitet (Token 2)
legend-state-old = Ressource vor Token 2
legend-state-unchecked = Ressource prüft kein Token
legend-state-old-or-unchecked = Ressource vor Token 2 oder ohne Token-Prüfung
legend-state-new = Ressource kennt Token 2
legend-acquired = Lease erhalten
legend-renewal = Heartbeat angenommen
legend-refused = Heartbeat abgelehnt
legend-takeover = B übernimmt
legend-pause-start = A pausiert
legend-resume = A macht weiter
legend-signal = Signal zum Herunterfahren
legend-terminated = Erzwungenes Beenden
legend-accepted = Schreibvorgang angenommen
legend-rejected = Schreibvorgang abgelehnt
legend-note = Zähler: wirksame Inkremente
legend-differs = Nicht im anderen Lauf

## The time cursor's readout (present::explore::state_lines): what holds
## at the cursor's instant. The lines' names, then the lease's owner
## ($worker is worker-a or worker-b, $until an instant), the resource's
## state, and what each worker is doing (with bar-working and bar-paused
## above).

readout-lease = Lease
readout-counter = Zähler
readout-owner-until = { $worker } (Token { $token }), gültig bis { $until }
readout-owner-writing = { $worker } (Token { $token }), verlängert, bis er schreibt
readout-released = Freigegeben: Der Job ist abgeschlossen
readout-unchecked = Prüft kein Token
readout-watermark-unset = Hochwassermarke noch nicht gesetzt
readout-watermark = Hochwassermarke { $token }
readout-epoch = Registrierte Epoche { $token }
doing-not-started = nicht gestartet
doing-zombie = arbeitet ohne gültige Lease (Zombie)
doing-zombie-paused = pausiert, und seine Lease wurde übernommen
doing-wrote-accepted = fertig; sein Schreibvorgang wurde angenommen
doing-wrote-rejected = fertig; sein Schreibvorgang wurde abgelehnt
doing-terminated = beendet

## Step through the run (present::steps): the step's number, then why each
## event happens, told from the run's facts in one or more of these
## sentences one after another. A sentence ending in a colon is followed
## by one that starts in lower case (why-due-*, why-unsent-*), which
## says why the lease ran out. Instants and
## durations ("3 s") are written by the code; $token, $epoch and
## $watermark are 1 or 2; $count is a number of heartbeats.

step-of = Schritt { $step } von { $count }
why-claim = Eine erhaltene Lease gilt für eine Lease-Dauer von { $lease }: Der Job gehört A bis { $until }, es sei denn, ein Heartbeat verlängert die Lease vorher.
why-claim-epoch = Die Ressource hat Epoche 1 registriert, das Token von A.
why-claim-watermark = Die Hochwassermarke der Ressource ist leer: Sie hat noch keinen Schreibvorgang angenommen.
why-claim-unchecked = Die Ressource prüft überhaupt kein Token.
why-renewal = Der Heartbeat kommt vor dem Ablauf bei { $expiry } an, also zählt er: Die Lease gilt jetzt { $lease } ab { $at }, bis { $until }.
why-renewals = Alle { $count } Heartbeats im Abstand von { $every } kommen an, bevor die Lease von { $lease } abläuft, die der jeweils vorige gesetzt hat; der letzte bei { $last } verschiebt den Ablauf auf { $until }.
why-renewal-in-grace = Die Schonfrist erlaubt das: Der Job von A läuft noch.
why-refusal-expired = Die Lease ist bei { $expired } abgelaufen:
why-refusal-late = Eine Verlängerung zählt nur strikt vor dem Ablauf, diese kommt also zu spät.
why-b-holds = B hält den Job seit { $takeover } mit Token 2.
why-resumed-terminated = Nichts teilt einem pausierten Prozess mit, dass seine Lease abgelaufen ist: B hat bei { $takeover } übernommen, also arbeitet A als Zombie weiter, bis er bei { $terminated } zwangsweise beendet wird.
why-resumed-zombie = Nichts teilt einem pausierten Prozess mit, dass seine Lease abgelaufen ist: B hat bei { $takeover } übernommen, also arbeitet A als Zombie weiter; seine Arbeit ist bei { $done } fertig.
why-resumed-owner = Seine Lease, gültig bis { $until }, hat die Pause überdauert, also arbeitet A als Besitzer weiter.
why-takeover-renewed = Die Lease von A ist bei { $at } abgelaufen, { $lease } nach ihrer letzten Verlängerung bei { $renewed }:
why-takeover-never-renewed = Die Lease von A ist bei { $at } abgelaufen, { $lease } nach dem Erhalt, ohne je verlängert worden zu sein:
why-takeover-claim = Eine abgelaufene Lease ist frei, also übernimmt B sie mit dem nächsten Token, { $token }.
why-takeover-epoch = Die Ressource erfährt es sofort: Ab jetzt gilt Epoche { $token }.
why-takeover-watermark-empty = Die Ressource erfährt davon nichts: Ihre Hochwassermarke bleibt leer, bis B schreibt.
why-takeover-watermark = Die Ressource erfährt davon nichts: Ihre Hochwassermarke bleibt { $token }, bis B schreibt.
why-takeover-unchecked = Die Ressource prüft kein Token, dort ändert sich also nichts.
why-signal = Das Signal gibt A eine Schonfrist von { $grace }, bis { $deadline }, um den laufenden Job abzuschließen.
why-signal-too-short = Seine Arbeit wird bis dahin nicht fertig.
why-signal-enough = Seine Arbeit wird innerhalb der Schonfrist fertig.
why-terminated-paused = Die bei { $signal } begonnene Schonfrist endete, bevor A schrieb: Er war noch pausiert.
why-terminated-unfinished = Die bei { $signal } begonnene Schonfrist endete, bevor A schrieb: Seine Arbeit war nicht fertig.
why-write-b = B ist nach { $work } Arbeit seit der Übernahme bei { $takeover } fertig und schreibt mit Token { $token }.
why-write-zombie = A wird mit seiner Arbeit fertig, nachdem er bei { $takeover } seine Lease verloren hat, und schreibt mit seinem alten Token, { $token }.
why-write-owner = A wird mit seiner Arbeit fertig, solange seine Lease gültig ist, und schreibt mit Token { $token }.
why-due-as-expired = Heartbeats kommen alle { $every }, und der nächste war bei { $due } fällig, genau als die Lease von { $lease } ablief.
why-due-after-expired = Heartbeats kommen alle { $every }, und der nächste war bei { $due } fällig, nachdem die Lease von { $lease } abgelaufen war.
why-unsent-paused = Der bei { $due } fällige Heartbeat wurde nie gesendet, weil A von { $from } bis { $to } pausiert war.
why-unsent-terminated = Der bei { $due } fällige Heartbeat wurde nie gesendet, weil A bei { $terminated } zwangsweise beendet wurde.
why-pause-none-due = Ein pausierter Prozess arbeitet nicht und verlängert nicht, aber in seiner Pause von { $pause } wird kein Heartbeat fällig.
why-pause-one-due = Ein pausierter Prozess arbeitet nicht und verlängert nicht: In seiner Pause von { $pause } wird der bei { $due } fällige Heartbeat nie gesendet.
why-pause-many-due = Ein pausierter Prozess arbeitet nicht und verlängert nicht: In seiner Pause von { $pause } werden die { $count } Heartbeats, die von { $from } bis { $to } fällig sind, nie gesendet.
why-pause-taken-over = Die Lease gehört ohnehin nicht mehr A: B hat bei { $takeover } übernommen.
why-pause-outlived = Die Lease, gültig bis { $until }, läuft ab, bevor A sie verlängern kann.
why-pause-outlasted = Die Lease, gültig bis { $until }, überdauert die Pause.
why-unchecked = Die Ressource prüft kein Token, also wendet sie jeden Schreibvorgang an.
why-watermark-passes = Token { $token } ist nicht niedriger als die Hochwassermarke { $watermark }, also kommt es durch; die Hochwassermarke ist jetzt { $token }.
why-watermark-empty = Bisher wurde kein Schreibvorgang angenommen, also lässt die leere Hochwassermarke Token { $token } durch; sie ist jetzt { $token }.
why-watermark-unseen = Sie hat Token 2 nicht gesehen: B hat noch nicht geschrieben.
why-epoch-registered = Token 2 entspricht der Epoche, die die Ressource mit der Übernahme bei { $takeover } registriert hat.
why-epoch-held = Token { $token } entspricht der Epoche, die bei der Ressource seit dem Erhalt der Lease registriert ist.
why-watermark-refuses-b = Die Hochwassermarke ist { $watermark }, gesetzt durch den angenommenen Schreibvorgang von B bei { $at }; Token { $token } ist niedriger, also lehnt die Ressource es ab.
why-watermark-refuses = Die Hochwassermarke ist { $watermark }; Token { $token } ist niedriger, also lehnt die Ressource es ab.
why-epoch-refuses-takeover = Die Ressource hat mit der Übernahme bei { $takeover } Epoche { $epoch } registriert und nimmt kein anderes Token an; Token { $token } entspricht ihr nicht.

## Two runs compared (present::compare): the sentence under the headline
## while a run is pinned, one part per input that differs ($name an
## input-* name, $old and $new its values) and per outcome fact that
## differs ($name a fact-* name or a metric card's title); the values
## words; a metric card's pinned value ($value as the card writes it);
## and the note a heartbeat cadence gets when the lease runs out first,
## beside its value and under its field.

change-input = { $name } { $old } → { $new }.
change-fact = { $name }: { $old } → { $new }.
change-same-inputs = Gleiche Eingaben wie im angehefteten Lauf: Ändere einen Wert, um die beiden zu vergleichen.
change-same-outcome = Jede Angabe zum Ergebnis ist wie im angehefteten Lauf.
input-original-work = Ursprüngliche aktive Arbeit
input-lease = Lease
input-heartbeat-every = Heartbeat-Intervall
input-pause-at = Pausenbeginn
input-pause-for = Pausendauer
input-replacement-work = Arbeit des Ersatzes
input-shutdown-at = Signal zum Herunterfahren
input-shutdown-grace = Schonfrist beim Herunterfahren
input-enforcement = Prüfung der Ressource
fact-outcome = Ergebnis
fact-write-a = Schreibvorgang von A
fact-write-b = Schreibvorgang von B
value-none = keine
value-no-write = keiner
value-no-signal = keins
value-at = bei { $at }
value-accepted = angenommen
value-rejected = abgelehnt
value-with-note = { $value } ({ $note })
value-note-no-heartbeat = kein Heartbeat kommt, bevor die Lease abläuft
field-note-no-heartbeat = Hier kommt kein Heartbeat, bevor die Lease abläuft.
pinned-same = Vergleich: { $value } (gleich)
pinned-changed = Vergleich: { $value } (anders)

## Status lines (present::status): after a copy, why the share buttons
## wait, after a worksheet's download started or failed ($name is the
## file's name), and after opening a worksheet file: what it restored
## ($restored selects the parts), or why it was refused ($error is the
## file reader's reason, in English; $input a fragment key such as
## "lease").

status-copied = Kopiert
status-fix-field-first = Korrigiere zuerst das markierte Feld: Ein Link darf nie ein Szenario enthalten, das die Seite ablehnen würde.
status-downloaded = { $name } heruntergeladen.
status-downloaded-stale = { $name } heruntergeladen. Die Datei enthält die letzten gültigen Werte, weil ein Feld ungültig ist.
status-download-failed = Der Download von { $name } konnte nicht gestartet werden.
status-opened = { $name } geöffnet: { $restored ->
    [lesson-predictions] Szenario, Lektion, Vorhersagen, Antworten und Notizen
    [lesson] Szenario, Lektion, Antworten und Notizen
    [predictions] Szenario, Vorhersagen, Antworten und Notizen
   *[scenario] Szenario, Antworten und Notizen
} wiederhergestellt, Ergebnisse neu berechnet.
status-unreadable = { $name } konnte nicht geöffnet werden: { $error } Es wurde nichts geändert.

## Why a file is not a worksheet, said as $error above
## (worksheet::json::read). $line and $column say where the JSON stops,
## $depth how deep a worksheet may nest, $kind what the file holds
## instead of an object (json-kind, below).

file-markdown = Das ist das Markdown-Arbeitsblatt, das zum Lesen und Drucken gedacht ist; öffne stattdessen das .json-Arbeitsblatt.
file-not-json-ends = Diese Datei ist kein gültiges JSON (sie endet zu früh in Zeile { $line }, Spalte { $column }).
file-not-json = Diese Datei ist kein gültiges JSON (sie bricht in Zeile { $line }, Spalte { $column } ab).
file-too-deep = Die Datei ist tiefer als { $depth } Ebenen verschachtelt; ein Arbeitsblatt ist das nie.
file-not-object = Ein Arbeitsblatt ist ein JSON-Objekt; diese Datei enthält { $kind }.
file-too-large = Die Datei ist größer als 1 MB; ein Arbeitsblatt ist viel kleiner.

## A refusal that names one of the file's keys: key-rule (below) and a
## full stop, its $rule one of the rule-* messages (these and the link's). $key is the key's
## path in the file ("attempts[2].scenario.lease_s"); keys, and values in
## quotes, are the file's own JSON and stay as written. $kind is json-kind;
## $version, $added, $latest, $most, $count and $number are whole numbers.

json-kind = { $kind ->
    [null] null
    [boolean] true oder false
    [number] eine Zahl
    [text] Text
    [object] ein Objekt
   *[list] eine Liste
}
rule-missing = fehlt
rule-missing-why = fehlt ({ $why ->
    [learner] null, wenn kein Name angegeben wurde
    [link] der Link, der das Szenario wieder öffnet
    [preset] null bei einem eigenen Szenario
    [prediction] null, wenn „Erst vorhersagen“ nicht genutzt wurde
    [attempts] [], wenn „Erst vorhersagen“ nicht genutzt wurde
    [answers] ein Text je Frage, leer, wenn unbeantwortet
    [questions] jede Frage mit ihrer Antwort, leer, wenn unbeantwortet
   *[scenario] das Szenario, für das die Vorhersage abgegeben wurde
})
rule-kind = muss { $want ->
    [text] Text
    [text-or-null] Text oder null
    [slug] die Kennung einer Voreinstellung (Text) oder null
    [object-or-null] ein Objekt oder null
    [attempts] eine Liste von Versuchen
    [answers] eine Liste mit einem Text je Frage
    [questions] eine Liste von Fragen
    [flag] true oder false
    [seconds-or-null] eine Zahl von Sekunden oder null
    [seconds] eine Zahl von Sekunden
    [enforcement] "none", "watermark" oder "current_epoch"
   *[object] ein Objekt
} sein, ist aber { $kind }
rule-format = muss "{ $format }" sein, ist aber { $found }
rule-format-missing = fehlt; ein Arbeitsblatt enthält "format": "{ $format }"
rule-version = unbekannte Version { $number }; diese Seite liest die Versionen 1, 2, 3 und { $latest }
rule-version-kind = muss die Zahl 1, 2, 3 oder { $latest } sein, ist aber { $kind }
rule-newer-key = kein Feld der Version { $version }; eine Datei mit { $what ->
    [learner] einem Namen
    [link] einem Link
    [preset] einer Voreinstellung
    [prediction] einer Vorhersage
    [answers] Antworten
    [questions] Fragen
    [scenario] dem Szenario einer Vorhersage
   *[attempts] Versuchen
} hat "version": { $added }
rule-replaced-key = kein Feld der Version { $version }; sie hat stattdessen "{ $instead }"
rule-attempts-count = darf höchstens { $most } Versuche enthalten, nicht { $count }
rule-attempt-open = nur der letzte Versuch darf offen sein (weder aufgedeckt noch vor dem Aufdecken gesehen)
rule-questions-count = muss die 3 Fragen der Seite und höchstens 3 eigene Fragen der Lektion enthalten, nicht { $count ->
    [one] { $count } Frage
   *[other] { $count } Fragen
}
rule-answers-count = muss { $most } Texte enthalten, einen je Frage, nicht { $count }
rule-answer-text = Antwort { $number } muss Text sein, ist aber { $kind }
rule-prediction-open = muss das Szenario des Arbeitsblatts sein, solange die Vorhersage nicht aufgedeckt ist ("revealed": false)
rule-attempt-open-scenario = muss das Szenario des Arbeitsblatts sein, solange der Versuch offen ist
rule-answer-or-null = muss { $options ->
    [takeover] "yes", "no"
    [increments] 0, 1, 2
   *[write] "accepted", "rejected", "never_made"
} oder null sein
rule-enforcement-given = muss "none", "watermark" oder "current_epoch" sein, nicht "{ $given }"
rule-unknown-field = unbekanntes Feld
rule-appears-twice = kommt zweimal vor
status-changes-set-input = { $name } konnte nicht geöffnet werden: Darin weicht { $input } von dem Wert ab, den diese Lektion festgelegt hat. Es wurde nichts geändert.
status-too-large = { $name } konnte nicht geöffnet werden: Die Datei ist größer als 1 MB. Es wurde nichts geändert.
status-not-read = { $name } konnte nicht gelesen werden. Es wurde nichts geändert.

## Each number field's label, written by the pre-renderer beside the
## field and said at run time as an option of the outcome map's axes
## (present::report::field_label). The map's axis titles are these
## labels without the unit in brackets at their end.

field-original-work = Ursprüngliche aktive Arbeit (Sekunden)
field-lease = Dauer der Lease / Sichtbarkeit (Sekunden)
field-heartbeat-every = Heartbeat-Intervall (Sekunden)
field-pause-at = Pause beginnt bei (Sekunden)
field-pause-for = Pausendauer (Sekunden)
field-replacement-work = Arbeit des Ersatzes (Sekunden)
field-shutdown-at = Signal zum Herunterfahren bei (Sekunden, optional)
field-shutdown-grace = Schonfrist beim Herunterfahren (Sekunden)

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
map-unit-hours = Stunden
map-unit-minutes = Minuten
map-unit-seconds = Sekunden
map-beyond = { $name } { $value } liegt außerhalb dieser Karte (bis { $max })
map-at-edge = { $beyond }: Das Fadenkreuz steht am Rand.
map-summary = { $class }: { $count } von { $total } Läufen ({ $share }); der nächste von hier aus: { $cell }.
map-cell-values = { $x } { $x-value }, { $y } { $y-value }
map-cell-readout = { $x } { $x-value }, { $y } { $y-value }: { $class }.
input-in-sentence = { $input ->
    [original-work] ursprüngliche aktive Arbeit
    [lease] Lease
    [heartbeat-every] Heartbeat-Intervall
    [pause-at] Pausenbeginn
    [pause-for] Pausendauer
    [replacement-work] Arbeit des Ersatzes
    [shutdown-at] Signal zum Herunterfahren
   *[shutdown-grace] Schonfrist beim Herunterfahren
}
map-refining = Die Karte wird verfeinert, während sich die Eingaben ändern…
map-moved-to-duplicate = Zum nächstgelegenen Szenario der Karte gewechselt, in dem das Inkrement zweimal angewendet wird.
map-no-duplicate = Bei „{ $enforcement }“ wendet kein Szenario auf dieser Karte das Inkrement zweimal an.

## The longest pause the original survives (present::explore::survivable_text),
## under the outcome map: $lease and $cadence are the inputs; with no
## heartbeat before expiry; with none safe ($first the first heartbeat,
## $next the one after it); or with a longest pause $longest.

survivable-never-extended = Bei einer Lease von { $lease } ohne Heartbeat vor ihrem Ablauf (einer genau beim Ablauf ist zu spät) wird die Lease nie verlängert. Mit oder ohne Pause verliert jeder Job, der vor { $lease } nicht fertig ist, dann die Lease: Verlängere in kürzeren Abständen, als die Lease dauert.
survivable-none-safe = Bei einer Lease von { $lease } und einem Heartbeat alle { $cadence } ist keine Pause überall sicher: Schon eine Pause von 1 ms, die genau bei einem Heartbeat beginnt (der erste bei { $first }), verschluckt diese Verlängerung; die nächste kommt bei { $next }, zu spät, und die Lease geht bei { $lease } verloren.
survivable-up-to = Bei einer Lease von { $lease } und einem Heartbeat alle { $cadence } übersteht A jede Pause bis zu { $longest }, wo auch immer sie beginnt. Am ungünstigsten beginnt sie genau bei einem Heartbeat (der erste bei { $first }): Die Pause verschluckt diese Verlängerung.

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

question-takeover = Wird Worker B übernehmen?
question-applied-increments = Wie viele Inkremente wird die Ressource anwenden?
question-original-write = Was geschieht mit dem Schreibvorgang von Worker A?
answer-yes = Ja
answer-no = Nein
answer-accepted = Angenommen
answer-rejected = Abgelehnt
answer-never-made = Findet nie statt
lesson-scenario = Worker A braucht { $work } Arbeit; seine Lease von { $lease } { $renewal }; { $pause }. Ein Ersatz, Worker B, braucht { $replacement } Arbeit, sobald er die Lease hält, und bei der Ressource gilt „{ $enforcement }“.
scenario-renewed = wird alle { $cadence } verlängert
scenario-never-extended = wird nie verlängert (vor ihrem Ablauf kommt kein Heartbeat)
scenario-no-pause = er pausiert nie
scenario-pause = eine Pause von { $pause } beginnt bei { $at }
scenario-shutdown = Bei { $at } kommt ein Signal zum Herunterfahren, mit { $grace } Schonfrist, bevor A zwangsweise beendet wird.
mark-correct = Richtig
mark-not-this-time = Diesmal nicht
mark-not-answered = Nicht beantwortet
mark-then-reason = .{" "}
reason-takeover-after-renewal = B übernahm bei { $at }, als die Lease von A nach ihrer letzten gültigen Verlängerung bei { $renewed } ablief.
reason-takeover-no-renewal = B übernahm bei { $at }, als die Lease von A ohne eine einzige gültige Verlängerung ablief.
reason-no-takeover = Der Versuch von A endete bei { $at }, während A die Lease noch hielt; B startete also nie.
reason-accepted-one = Die Ressource nahm einen Schreibvorgang an: { $first }.
reason-accepted-two = Die Ressource nahm 2 Schreibvorgänge an: { $first } und { $second }.
reason-write-by = { $worker ->
    [a] den von A bei { $at }
   *[b] den von B bei { $at }
}
reason-a-accepted = A schrieb bei { $at }, und die Ressource nahm den Schreibvorgang an.
reason-a-refused = A schrieb bei { $at } mit Token { $token }, und die Ressource lehnte den Schreibvorgang ab.
reason-a-terminated = A wurde bei { $at } zwangsweise beendet, bevor er schreiben konnte.
lesson-score = Du hast { $right } von 3 richtig vorhergesagt; bei jeder Antwort steht, warum. Die Ergebnisse werden jetzt angezeigt.
lesson-switch-locked = Beantworte erst die drei Fragen und decke das Ergebnis auf; dann kannst du dies ausschalten.
lesson-switch-hint = Beantworte drei Fragen, bevor du die Ergebnisse siehst.
lesson-moved-on = Die Ergebnisse unten gehören zu einem geänderten Szenario. Deine Bewertungen gelten für das vorhergesagte Szenario; „Neu vorhersagen“ startet eine neue Runde.

## The customize panel's summaries (present::customize): what links
## copied now do ($fixed and $hidden of 9 inputs, $sections of 12
## sections), how many questions of their own they ask ($count), and
## which lines of the questions box were left out ($lines: the
## customize-line-* parts joined by list-separator; $number a line's
## number).

customize-whole-lab = Jetzt kopierte Links öffnen das ganze Lab.
customize-composed = Jetzt kopierte Links legen { $fixed } von 9 Eingaben fest und blenden { $hidden } von 9 Eingaben sowie { $sections } von 12 Abschnitten aus.
customize-no-questions = Jetzt kopierte Links stellen keine eigenen Fragen.
customize-questions = { $count ->
    [one] Jetzt kopierte Links stellen { $count } eigene Frage.
   *[other] Jetzt kopierte Links stellen { $count } eigene Fragen.
}
customize-left-out = Weggelassen: { $lines }.
customize-line-extra = Zeile { $number }: Es werden nur drei gestellt
customize-line-control = Zeile { $number }: Sie muss eine Zeile einfacher Text ohne Steuerzeichen sein
customize-line-length = Zeile { $number }: Sie muss 1 bis 200 Zeichen lang sein

## The note above the controls on a page a lesson link has shaped
## (present::customize::Customization::learner_note)

lesson-note-fixed = Teile dieses Labs sind für diese Lektion eingerichtet: Einige Eingaben sind festgelegt.
lesson-note-hidden = Teile dieses Labs sind für diese Lektion eingerichtet: Einige sind ausgeblendet.
lesson-note-fixed-and-hidden = Teile dieses Labs sind für diese Lektion eingerichtet: Einige Eingaben sind festgelegt, einige Teile ausgeblendet.

## The embed code's frame title (present::fragment::embed_code): $title is
## the run's outcome (a class-* name), or says nothing of it when the
## frame asks for a prediction or a lesson hides a part of the page.

embed-title = Lease Lab: { $title }
embed-title-predict = Ergebnis vorhersagen
embed-title-lesson = eine Lektion zum Job-Besitz der Worker

## The model's assumptions and limits: the pre-renderer writes them
## under "Assumptions and limits", and the Markdown worksheet repeats
## them (present::copy::ASSUMPTIONS).

assumption-1 = Zwei Versuche führen ein und dasselbe nicht idempotente Inkrement auf einer modellierten Ressource aus. Die Zeit ist virtuell: Es gibt keinen echten Broker, kein echtes Netzwerk und keinen Uhrenversatz.
assumption-2 = Heartbeats folgen einem festen Intervall. Eine Pause stoppt Arbeit und Heartbeats zugleich, und verpasste Heartbeats werden nicht nachgeholt. Der ursprüngliche Worker ignoriert eine fehlgeschlagene Verlängerung und arbeitet weiter.
assumption-3 = Im selben Moment kommen Ablauf und erzwungenes Beenden vor einem Schreibvorgang, und der Schreibvorgang des Ersatz-Workers kommt vor dem des ursprünglichen. Der Ersatz-Worker verlängert seine eigene Lease immer rechtzeitig.
assumption-4 = Die Hochwassermarke lehnt Tokens ab, die älter sind als eines, das sie bereits angenommen hat; den alten Besitzer kann sie erst ablehnen, wenn das neuere Token sie erreicht hat.
assumption-5 = Die Option „Registrierte aktuelle Epoche“ setzt voraus, dass die Ressource jeden Besitzerwechsel atomar festhält und die Epoche bei jedem Schreibvorgang prüft.
assumption-6 = Geordnetes Herunterfahren beendet das Abfragen und verlängert weiter die Lease des einen laufenden Jobs. Erzwungenes Beenden verhindert einen Schreibvorgang, der noch nicht begonnen hat, aber keine Anfrage, die schon unterwegs ist.
assumption-7 = Ein angenommener Schreibvorgang des aktuellen Besitzers und seine Bestätigung zählen als ein Abschluss. Verlorene Bestätigungen und idempotente Anbieter sind andere Verträge und bleiben anderen Labs überlassen.

## The worksheet's three questions for the learner's own answers, shown
## above their boxes and written into both worksheets
## (present::copy::PROMPTS).

prompt-1 = Wo in deiner eigenen Arbeit nimmt sich ein Worker, ein Cronjob oder ein Prozess eine Aufgabe und arbeitet daran?
prompt-2 = Könnten zwei davon zugleich an derselben Aufgabe arbeiten, oder könnte einer stocken, wieder anlaufen und einfach weitermachen?
prompt-3 = Mit einer Lease und einem Token, das bei jeder Änderung geprüft wird: Wo genau würde der Schreibvorgang eines veralteten Halters jetzt abgelehnt?

## The Markdown worksheet (worksheet::markdown), a printable document:
## its title and first line; the table of who it is from ($inputs is a
## list of field labels joined by list-separator); the headings of its
## sections (md-heading-*; the tables' captions are said elsewhere) and
## the names of its tables' columns (md-column-*); a missing value
## (md-none-*); the scenario a prediction was made for; how many earlier
## attempts there were ($count, of which $seen had their results seen);
## $headline is the pinned run's headline, in bold.

md-title = Lease Lab: Arbeitsblatt
md-intro = Job-Besitz der Worker, Leases und Fencing: ein Job, ein ursprünglicher Worker A und ein Ersatz-Worker B.
md-column-item = Angabe
md-column-value = Wert
md-column-setting = Einstellung
md-column-pinned-run = Angehefteter Lauf
md-column-current-run = Aktueller Lauf
md-column-question = Frage
md-column-your-answer = Deine Antwort
md-column-metric = Kennzahl
md-column-meaning = Bedeutung
md-column-step = Schritt
md-column-why = Warum
md-your-name = Dein Name
md-link = Link zu diesem Szenario
md-preset = Voreinstellung
md-none-name = Nicht angegeben
md-none-link = Nicht erfasst
md-none-preset = Keine (eigenes Szenario)
md-none-shutdown = keines (kein Herunterfahren)
md-none-answer = Keine Antwort
md-none-revealed = Noch nicht aufgedeckt
md-none-answer-yet = Noch keine Antwort.
md-none-notes = Noch keine Notizen.
md-heading-scenario = Szenario
md-heading-prediction = Deine Vorhersage
md-heading-result = Ergebnis
md-heading-compared = Vergleich mit dem angehefteten Lauf
md-heading-steps = Der Lauf, Schritt für Schritt
md-heading-assumptions = Annahmen und Grenzen
md-heading-answers = Deine Antworten
md-heading-notes = Deine Notizen
md-fixed = In dieser Lektion festgelegt: { $inputs }.
md-hidden = In dieser Lektion ausgeblendet: { $inputs }.
md-made-for-another = Für ein anderes Szenario als das obige abgegeben (die Eingaben wurden nach dem Aufdecken geändert); die Ergebnisse gehören zu jenem Szenario:
md-made-for-this = Für das obige Szenario abgegeben.
md-seen-before-reveal = Die Ergebnisse wurden vor dem Aufdecken dieser Vorhersage gesehen: Die Lektion endete vorher.
md-earlier-attempts = Frühere Versuche: { $count }, davon { $seen } mit Ergebnissen, die vor dem Aufdecken gesehen wurden.
md-results-wait = Die Ergebnisse erscheinen nach dem Aufdecken: Beantworte zuerst die Fragen.
md-pinned-headline = Angehefteter Lauf: { $headline }

## Beside an input a lesson link fixed (ui::controls)

fixed-note = In dieser Lektion festgelegt

## A link's part the page refused, one line each above the controls
## (present::fragment::read_fragment): $why is the reason, which quotes
## the link's keys and values as they are; $preset a preset's name; $key
## the question's key in the link ("ask1").

link-scenario-refused = Das Szenario dieses Links wurde nicht übernommen ({ $why }); gezeigt wird das Standardbeispiel.
link-scenario-refused-preset = Das Szenario dieses Links wurde nicht übernommen ({ $why }); gezeigt wird die Voreinstellung „{ $preset }“.
link-step-refused = Der Schritt dieses Links wurde nicht übernommen ({ $why }); der Lauf wird vollständig gezeigt.
link-customization-refused = Die Anpassung dieses Links wurde nicht übernommen ({ $why }); das ganze Lab wird gezeigt.
link-pin-refused = Der angeheftete Lauf dieses Links wurde nicht übernommen ({ $why }); kein Lauf ist angeheftet.
link-question-refused = Die Frage { $key } dieses Links wurde nicht übernommen ({ $why }); sie wird weggelassen.

## Why a part of a link was refused: the rule its key breaks, said after
## the key inside the line above ("lease_s: must be greater than 0 s";
## present::fragment, present::customize). Keys, names and the values in
## quotes are the link's own and stay as written: $name is a name the
## link gave, $count the number of steps of the run. key-rule puts the
## key before its rule.

key-rule = { $key }: { $rule }
rule-given-twice = zweimal angegeben
rule-not-a-key = kein Schlüssel, den diese Seite liest
rule-no-preset = es gibt keine Voreinstellung namens „{ $name }“
rule-enforcement = muss "none", "watermark" oder "current_epoch" sein
rule-blank = gib eine Zahl von Sekunden ein
rule-negative = nimm 0 s oder mehr
rule-comma-decimal = schreib Dezimalstellen mit Punkt, zum Beispiel 5.5
rule-not-a-number = gib nur Sekunden ein, zum Beispiel 12 oder 0.25
rule-too-many-decimals = höchstens 3 Nachkommastellen
rule-over-maximum = höchstens 86400 s
rule-not-positive = muss größer als 0 s sein
rule-step = muss eine ganze Zahl von 1 bis { $count } sein
rule-cursor-hidden = diese Lektion blendet den Zeitcursor aus
rule-worksheet-hidden = diese Lektion blendet das Arbeitsblatt aus, in dem sie beantwortet würde
rule-name-empty = ein Name ist leer
rule-no-input = keine Eingabe namens { $name }
rule-no-section-or-input = kein Abschnitt und keine Eingabe namens { $name }
rule-named-twice = { $name } wird zweimal genannt
rule-fixed-too = { $name } steht auch in fixed
rule-question-length = muss 1 bis 200 Zeichen lang sein
rule-question-one-line = muss eine Zeile einfacher Text ohne Steuerzeichen sein
