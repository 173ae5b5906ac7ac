# Lease Lab in Spanish (es): the sentences the page chooses while it runs
# (src/present), translated from the English source catalog,
# src/locales/en/sentences.ftl; the terms follow docs/glossary/es.md.
# Unlike page.ftl, which only the pre-renderer reads, these messages reach
# the page as data (src/i18n/messages.rs), compiled, so each one costs its
# bytes on every load: keep them to what the page says. It has the
# source's messages with the same arguments.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = Sin toma de control: el trabajador original terminó y escribió con su concesión aún vigente.
headline-original-rejected = El reemplazo tomó el control y terminó; el recurso rechazó la escritura obsoleta del original.
headline-original-terminated = El reemplazo tomó el control y terminó; el original fue detenido antes de escribir.
headline-duplicate = Efecto secundario duplicado: tras la toma de control, se aplicaron los incrementos de ambos.

## A short name for each outcome class, for legends and comparisons
## (present::report::class_name)

class-no-takeover = Sin toma de control
class-original-rejected = Toma de control, escritura obsoleta rechazada
class-original-terminated = Toma de control, original detenido
class-duplicate = Incremento duplicado

## The language menu (ui::language), when switching would lose what only
## the page holds; $language is the picked language's own name

language-would-lose = Esta página no guarda nada: en otro idioma se perderían tu nombre, tus respuestas y tus notas. Descarga una hoja de trabajo para conservarlos o vuelve a elegir { $language } para cambiar de todos modos.

## The four metric cards (present::report::metrics): each title, then the
## notes that explain its value; $at and $paused are durations ("3 s")

metric-increments = Incrementos aplicados
metric-increments-duplicate = Efecto secundario duplicado
metric-increments-one = Una sola intención lógica
metric-takeover = Toma de control
metric-takeover-none = Ninguna
metric-takeover-none-note = El original escribió con su propia concesión
metric-takeover-after-renewal = Última renovación válida: { $at }
metric-takeover-no-renewal = La primera concesión venció sin renovarse
metric-overlap = Ambos activos
metric-overlap-single = Solo hubo un intento
metric-overlap-never = Los intentos nunca coincidieron
metric-overlap-both = Ambos intentos, en curso a la vez
metric-overlap-paused-all = A estuvo en pausa todo ese tiempo
metric-overlap-paused = A estuvo en pausa { $paused } de ese tiempo
metric-ends = Fin del original
metric-ends-terminated = Terminación forzada antes de escribir
metric-ends-own-lease = Terminó con su propia concesión
metric-ends-stale-applied = Terminó; se aplicó su escritura obsoleta
metric-ends-rejected = Terminó; escritura rechazada

## The results tables (present::report): captions and column names, shared
## by the page, the pinned run's tables and the Markdown worksheet

table-writes = Decisiones de escritura del recurso protegido
table-writes-pinned = Decisiones de escritura del recurso protegido: ejecución fijada
table-events = Eventos de concesión, pausa, apagado y escritura en orden cronológico
table-contracts = La misma línea de tiempo, tres contratos
column-time = Tiempo
column-worker-token = Trabajador / token
column-decision = Decisión
column-evidence = Justificación del recurso
column-actor = Actor
column-event = Evento
column-enforcement = Comprobación en el recurso
column-applied = Incrementos aplicados
column-decisions = Decisiones de escritura
column-result = Resultado

## The two workers, in the tables and the step-through

worker-a = Trabajador A
worker-b = Trabajador B

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

write-accepted = Aceptada
write-rejected = Rechazada
evidence-unchecked = Incremento aplicado sin comprobación; no se tuvo en cuenta el token.
evidence-at-or-above-watermark = Incremento aplicado con la marca de agua de exclusión de la última escritura; la marca de agua queda en { $token }.
evidence-older-than-watermark = El token { $token } es más antiguo que la marca de agua { $watermark }
evidence-matches-epoch = Incremento aplicado con la comprobación de la época actual.
evidence-epoch-mismatch = El token { $token } no coincide con la época registrada { $epoch }

## The three-contract comparison (present::report::contract_table): each
## enforcement's name, the one in effect marked, and each write as
## "Worker B at 18 s: accepted"; $worker is a worker's name, $at a duration

enforcement-none = Sin comprobación
enforcement-watermark = Marca de agua de exclusión de la última escritura
enforcement-current-epoch = Época actual registrada
contract-current = { $enforcement } (en uso)
contract-write-accepted = { $worker } a los { $at }: aceptada
contract-write-rejected = { $worker } a los { $at }: rechazada

## The event log (present::report::event_sentence), one sentence per event
## in clock order; every $-argument but $token, $count and $grace is a
## duration ("3 s"), $grace one of the grace-* sentences, $evidence one of
## the evidence-* sentences

event-lease-acquired = Concesión obtenida con el token { $token }; vence a los { $expires }.
event-heartbeat-accepted = Latido aceptado; la concesión vence ahora a los { $expires }.
event-heartbeats-accepted = Latidos aceptados cada { $every } de los { $from } a los { $to } ({ $count ->
        [one] { $count } renovación
       *[other] { $count } renovaciones
    }); la concesión vence ahora a los { $expires }.
event-heartbeat-rejected = Latido rechazado: la concesión venció a los { $expired }, así que la propiedad de la tarea ya se ha perdido. El trabajador no hace caso y sigue adelante.
event-paused-to-the-end = Proceso en pausa: ni trabajo ni latidos. No se reanuda nunca: sigue en pausa cuando se fuerza su terminación a los { $terminated }.
event-paused = Proceso en pausa hasta los { $until }: ni trabajo ni latidos.
event-resumed = Proceso reanudado; su trabajo local continúa, siga o no siendo el propietario de la tarea.
event-takeover-registered = Toma de control de la concesión vencida con el token { $token }; el recurso registra ahora la época { $token }.
event-takeover-untold = Toma de control de la concesión vencida con el token { $token }; no se informa al recurso.
event-shutdown = Señal de apagado: dejar de consultar si hay tareas nuevas y terminar la que está en curso antes de la terminación forzada, prevista a los { $deadline }. { $grace }
grace-renewed = Durante el período de gracia, su concesión se sigue renovando.
grace-paused = Está en pausa y no envía ningún latido durante el período de gracia.
grace-silent = No envía ningún latido durante el período de gracia.
grace-refused = Durante el período de gracia no se acepta ninguna renovación de su concesión.
event-terminated-after-takeover = Terminación forzada antes de escribir. Su concesión ya había vencido: el trabajador B tomó el control a los { $takeover }.
event-terminated-as-it-expires = Terminación forzada antes de escribir; su concesión vence en este mismo instante.
event-terminated-unreleased = Terminación forzada antes de escribir; nadie libera su concesión, así que no vence hasta los { $expires }.
event-write-accepted = Escritura aceptada. { $evidence }
event-write-rejected = Escritura rechazada. { $evidence }.

## El rechazo de un campo, bajo el campo

refusal-blank = Escribe un número de segundos
refusal-negative = Usa 0 s o más
refusal-comma-decimal = Usa un punto para los decimales, por ejemplo 5.5
refusal-not-a-number = Escribe solo segundos, por ejemplo 12 o 0,25
refusal-too-many-decimals = Usa como máximo 3 decimales
refusal-over-maximum = Como máximo 86400 s
refusal-lease-not-positive = La concesión debe durar más de 0 s
refusal-heartbeat-not-positive = La cadencia del latido debe ser mayor que 0 s
results-stale = Desactualizado: estos resultados son de los últimos valores válidos. Corrige el campo resaltado para actualizarlos.

## Los preajustes

preset-group-core = Ideas básicas
preset-group-real = Sistemas reales
preset-group-shutdown = Apagado
look-for = Fíjate en: { $lesson }
look-for-sourced = Fíjate en: { $lesson } Fuente: { $source }
look-for-own = Tu propio escenario. Un preajuste carga un escenario completo de una vez.
embed-own-tagline = Tu propio escenario.
preset-healthy = Ejecución sana
preset-healthy-lesson = Sin pausa y con una cadencia muy por debajo de la concesión: el original renueva, escribe una vez y nadie toma el control.
preset-healthy-tagline = Los latidos mantienen la concesión: una escritura y nadie la toma.
preset-boundary-heartbeat = Latido en el límite
preset-boundary-heartbeat-lesson = Con la cadencia igual a la concesión, cada latido llega justo en el vencimiento y ya es tarde: toma de control sin ninguna pausa.
preset-boundary-heartbeat-tagline = Cada latido llega justo en el vencimiento: tarde, y B toma el control.
preset-paused-zombie = Zombi en pausa
preset-paused-zombie-lesson = Una pausa de 14 s dura más que la concesión y B toma el control a los 13 s. A despierta a los 18 s y sigue trabajando como zombi; cuando por fin escribe a los 26 s, la época registrada rechaza la escritura.
preset-paused-zombie-tagline = La época rechaza la escritura tardía del zombi tras una pausa larga.
preset-no-enforcement = Sin comprobación
preset-no-enforcement-lesson = El recurso ignora los tokens, así que la escritura tardía del zombi también se aplica: un incremento duplicado.
preset-no-enforcement-tagline = El recurso ignora los tokens: la escritura del zombi también entra.
preset-watermark-race = Prueba la carrera de la marca de agua
preset-watermark-race-lesson = A escribe a los 22 s, antes de que el token 2 de B llegue al recurso a los 23 s: la marca de agua acepta ambos incrementos, mientras que la época registrada rechazaría a A.
preset-watermark-race-tagline = A escribe antes de que llegue el token nuevo de B: se aceptan ambas.
preset-gc-pause = Pausa de GC (la historia de Kleppmann)
preset-gc-pause-lesson = La clásica historia de los tokens de exclusión en nuestros términos: una pausa que lo detiene todo dura más que la concesión, el siguiente titular escribe primero con el token más nuevo y el antiguo envía su escritura en cuanto despierta, que la marca de agua del almacenamiento rechaza (A despierta a los 35 s y escribe a los 35,5 s).
preset-gc-pause-tagline = El antiguo titular escribe al despertar, después del nuevo: rechazada.
preset-gc-pause-source = Martin Kleppmann, "How to do distributed locking" (2016): el almacenamiento rechaza el token 33 porque ya aceptó el 34; los tokens 33 y 34 son nuestros tokens 1 y 2.
preset-kubernetes-lease = Concesión al estilo de Kubernetes
preset-kubernetes-lease-lesson = Renovar cada 2 s mantiene segura una concesión de 15 s, pero un trabajo de 40 s no puede terminar dentro de los 30 s del período de gracia de terminación: el pod se elimina y otra réplica rehace el trabajo.
preset-kubernetes-lease-tagline = Concesión segura, pero 30 s de gracia no bastan para 40 s de trabajo.
preset-kubernetes-lease-source = Kubernetes: kube-controller-manager y kube-scheduler usan por defecto una concesión de elección de líder de 15 s, un plazo de renovación de 10 s y un período de reintento de 2 s (client-go no fija valores por defecto); los pods reciben terminationGracePeriodSeconds = 30.
preset-sqs-visibility = Tiempo de visibilidad al estilo de SQS
preset-sqs-visibility-lesson = Un trabajo de 45 s con un tiempo de espera de visibilidad de 30 s y sin extensión: el mensaje reaparece, un segundo consumidor lo toma y, sin exclusión, ambos resultados se aplican.
preset-sqs-visibility-tagline = Sin extensión: el mensaje reaparece y ambos resultados se aplican.
preset-sqs-visibility-source = Amazon SQS: el tiempo de espera de visibilidad predeterminado es de 30 s; un consumidor debe ampliarlo (ChangeMessageVisibility) para trabajos más largos.
preset-two-hour-lease = Concesión de dos horas
preset-two-hour-lease-lesson = Una concesión de 2 h renovada cada 30 s sobrevive a cualquier bloqueo breve, pero una pausa de 2 h 5 min dura más que ella: el reemplazo toma el control y la época rechaza el resultado obsoleto.
preset-two-hour-lease-tagline = Una concesión de 2 h aguanta bloqueos breves, no 2 h 5 min de pausa.
preset-two-hour-lease-source = La concesión de un trabajador de transcripción, como en la lección sobre tokens de concesión: dos horas, mantenida con latidos.
preset-graceful-shutdown = Apagado ordenado
preset-graceful-shutdown-lesson = La señal de apagado a los 5 s detiene la búsqueda de trabajos, los latidos siguen renovando la concesión y el trabajo termina a los 12 s, antes del plazo de los 15 s: no hay terminación.
preset-graceful-shutdown-tagline = El trabajo termina dentro del período de gracia: no hay terminación.
preset-grace-too-short = Gracia demasiado corta
preset-grace-too-short-lesson = Solo 4 s de gracia: la terminación forzada a los 9 s impide la escritura, y B rehace el trabajo cuando vence la concesión.
preset-grace-too-short-tagline = La gracia termina antes: la terminación impide la escritura de A.
preset-sidekiq-shutdown = Apagado al estilo de Sidekiq
preset-sidekiq-shutdown-lesson = El apagado deja de tomar trabajos de inmediato; el trabajo en curso recibe 25 s de gracia, que no bastan para el resto de sus 40 s de trabajo, así que el trabajador sufre una terminación forzada al final de la gracia (35 s), el trabajo se reintenta y solo se aplica un incremento.
preset-sidekiq-shutdown-tagline = 25 s de gracia son pocos: el trabajo se mata y se reintenta.
preset-sidekiq-shutdown-source = Sidekiq espera 25 s a los trabajos en curso al apagarse (-t 25), dentro de los 30 s que Heroku y Kubernetes conceden antes de SIGKILL.

## The time cursor (present::status::play_button_name, present::compare::cursor_note):
## the button that plays the run or pauses it, named for what a press
## does, and what the cursor reads while a run is pinned

cursor-play = Iniciar
cursor-pause = Pausa
cursor-reads-current = lee la ejecución actual

## The ownership timeline (present::timeline, present::figure): the
## figure's captions, the lanes' names, the words on bars and notes
## (where two are given, the drawing keeps the longer one when it fits),
## each shape's title (what a pointer or a screen reader gets from a
## mark), the drawing's description and the legend. $from, $to, $at and
## the like are instants or durations ("3 s"); $token is 1 or 2.

figure-timeline = Línea de tiempo de propiedad
figure-timeline-preset = Línea de tiempo de propiedad: { $preset }
figure-current-run = Ejecución actual
figure-pinned-run = Ejecución fijada
lane-lease-a = Concesión de A
lane-resource = Recurso
bar-working = trabajando
bar-zombie = zombi
bar-paused = en pausa
bar-token-valid = token { $token } vigente
bar-token-working = token { $token }, trabajando
bar-token = token { $token }
state-unchecked = no comprueba tokens
state-epoch = época { $token }
state-no-watermark = sin marca de agua
state-watermark = marca de agua { $token }
note-grace = { $grace } de gracia
note-grace-then-terminated = { $grace } de gracia, luego detenido
note-grace-terminated = { $grace } de gracia, detenido
note-count = total { $count }
title-a-working = El trabajador A trabaja de los { $from } a los { $to }
title-a-zombie = El trabajador A sigue trabajando de los { $from } a los { $to } tras perder su concesión: es un zombi
title-a-paused = El trabajador A está en pausa de los { $from } a los { $to }: ni trabajo ni latidos
title-a-paused-to-the-end = El trabajador A está en pausa desde los { $from } hasta que se fuerza su terminación a los { $to }: ni trabajo ni latidos
title-grace = Período de gracia del apagado de los { $from } a los { $to }: no se consultan tareas nuevas; { $heartbeats ->
        [renewed] su concesión se sigue renovando
        [paused] A está en pausa y no envía ningún latido
        [silent] A no envía ningún latido
       *[refused] no se acepta ninguna renovación
    }
title-signal = Señal de apagado a los { $at }; terminación forzada prevista a los { $deadline }
title-terminated = Terminación forzada del trabajador A a los { $at }, antes de escribir
title-pauses = El trabajador A entra en pausa a los { $at }
title-resumes = El trabajador A sale de la pausa a los { $at }
title-lease-released = Concesión de A (token 1) mantenida de los { $from } a los { $to }, liberada cuando la escritura de A completó la tarea
title-lease-valid = Concesión de A (token 1) vigente de los { $from } a los { $to }
title-acquired = A obtiene la concesión a los 0 s con el token 1, hasta los { $to }
title-renewals = { $count ->
        [one] { $count } renovación
       *[other] { $count } renovaciones
    } cada { $every } de los { $from } a los { $to }; después, la concesión vence a los { $expires }
title-renewal = Latido a los { $at } aceptado; la concesión se amplía hasta los { $to }
title-refusal = Latido a los { $at } rechazado: la concesión venció a los { $expired }
title-b-working = El trabajador B tiene el token 2 y trabaja de los { $from } a los { $to }
title-takeover = El trabajador B toma el control a los { $at } con el token { $token }
title-resource-state = El recurso, de los { $from } a los { $to }: { $state }
title-write-accepted = Escritura de { $worker } a los { $at } con el token { $token }: aceptada
title-write-rejected = Escritura de { $worker } a los { $at } con el token { $token }: rechazada
title-resource-accepts = El recurso acepta la escritura de { $worker } a los { $at } (token { $token })
title-resource-rejects = El recurso rechaza la escritura de { $worker } a los { $at } (token { $token })
timeline-summary = Línea de tiempo de propiedad de los 0 s a los { $end }. { $ownership } { $count ->
        [one] Se aplicó { $count } incremento.
       *[other] Se aplicaron { $count } incrementos.
    } Las tablas de abajo recogen todos los eventos.
summary-takeover = La concesión de A vence a los { $at } y el trabajador B toma el control.
summary-no-takeover = El trabajador A escribe a los { $at } con su propia concesión.
legend-work-a = A trabajando
legend-zombie = Zombi: A sigue trabajando sin su concesión
legend-paused = A en pausa, sin latidos
legend-grace = Período de gracia del apagado
legend-lease-a = Concesión de A vigente (token 1)
legend-renewal-run = Latidos, muchos aceptados
legend-work-b = B trabajando (token 2)
legend-state-old = Recurso antes del token 2
legend-state-unchecked = Recurso que no comprueba tokens
legend-state-old-or-unchecked = Recurso antes del token 2, o que no comprueba tokens
legend-state-new = Recurso que conoce el token 2
legend-acquired = Concesión obtenida
legend-renewal = Latido aceptado
legend-refused = Latido rechazado
legend-takeover = B toma el control
legend-pause-start = A entra en pausa
legend-resume = A sale de la pausa
legend-signal = Señal de apagado
legend-terminated = Terminación forzada
legend-accepted = Escritura aceptada
legend-rejected = Escritura rechazada
legend-note = total: incrementos aplicados
legend-differs = No está en la otra ejecución

## The time cursor's readout (present::explore::state_lines): what holds
## at the cursor's instant. The lines' names, then the lease's owner
## ($worker is worker-a or worker-b, $until an instant), the resource's
## state, and what each worker is doing (with bar-working and bar-paused
## above).

readout-lease = Concesión
readout-counter = Contador
readout-owner-until = { $worker } (token { $token }), vigente hasta los { $until }
readout-owner-writing = { $worker } (token { $token }), renovada hasta que escriba
readout-released = Liberada: la tarea está completa
readout-unchecked = No comprueba tokens
readout-watermark-unset = Marca de agua aún sin fijar
readout-watermark = Marca de agua { $token }
readout-epoch = Época registrada { $token }
doing-not-started = sin empezar
doing-zombie = trabajando sin una concesión vigente (zombi)
doing-zombie-paused = en pausa, y se ha tomado el control de su concesión
doing-wrote-accepted = terminó; se aceptó su escritura
doing-wrote-rejected = terminó; se rechazó su escritura
doing-terminated = detenido

## Step through the run (present::steps): the step's number, then why each
## event happens, told from the run's facts in one or more of these
## sentences one after another. A sentence ending in a colon is followed
## by one that starts in lower case (why-due-*, why-unsent-*), which
## says why the lease ran out. Instants and
## durations ("3 s") are written by the code; $token, $epoch and
## $watermark are 1 or 2; $count is a number of heartbeats.

step-of = Paso { $step } de { $count }
why-claim = La concesión obtenida dura { $lease }: A es el propietario de la tarea hasta los { $until }, salvo que un latido la renueve antes.
why-claim-epoch = El recurso ha registrado la época 1, el token de A.
why-claim-watermark = La marca de agua del recurso está vacía: aún no ha aceptado ninguna escritura.
why-claim-unchecked = El recurso no comprueba ningún token.
why-renewal = Llega antes del vencimiento, a los { $expiry }, así que cuenta: la concesión dura ahora { $lease } desde los { $at }, hasta los { $until }.
why-renewals = Los { $count } latidos, separados por { $every }, llegan todos antes de que venza la concesión de { $lease } que fijó el anterior; el último, a los { $last }, lleva el vencimiento a los { $until }.
why-renewal-in-grace = El período de gracia del apagado lo permite: A aún tiene su tarea en curso.
why-refusal-expired = La concesión venció a los { $expired }:
why-refusal-late = Una renovación solo cuenta si llega estrictamente antes del vencimiento, así que esta llega demasiado tarde.
why-b-holds = B tiene la tarea con el token 2 desde los { $takeover }.
why-resumed-terminated = Nada avisa a un proceso en pausa de que su concesión venció: B tomó el control a los { $takeover }, así que A sigue trabajando como zombi hasta que se fuerza su terminación a los { $terminated }.
why-resumed-zombie = Nada avisa a un proceso en pausa de que su concesión venció: B tomó el control a los { $takeover }, así que A sigue trabajando como zombi; su trabajo termina a los { $done }.
why-resumed-owner = Su concesión, vigente hasta los { $until }, duró más que la pausa, así que A continúa como propietario.
why-takeover-renewed = La concesión de A venció a los { $at }, { $lease } después de su última renovación, a los { $renewed }:
why-takeover-never-renewed = La concesión de A venció a los { $at }, { $lease } después de obtenerla, sin renovarse nunca:
why-takeover-claim = Una concesión vencida está libre, así que B la obtiene con el siguiente token, el { $token }.
why-takeover-epoch = Se informa al recurso de inmediato: a partir de ahora, época { $token }.
why-takeover-watermark-empty = No se informa al recurso: su marca de agua sigue vacía hasta que B escriba.
why-takeover-watermark = No se informa al recurso: su marca de agua sigue en { $token } hasta que B escriba.
why-takeover-unchecked = El recurso no comprueba ningún token, así que en él no cambia nada.
why-signal = La señal da a A un período de gracia de { $grace }, hasta los { $deadline }, para terminar la tarea en curso.
why-signal-too-short = Su trabajo no habrá terminado para entonces.
why-signal-enough = Su trabajo termina dentro del período de gracia.
why-terminated-paused = El período de gracia que empezó a los { $signal } terminó antes de que A escribiera: seguía en pausa.
why-terminated-unfinished = El período de gracia que empezó a los { $signal } terminó antes de que A escribiera: su trabajo no había terminado.
why-write-b = B termina los { $work } de trabajo que empezó con la toma de control, a los { $takeover }, y escribe con el token { $token }.
why-write-zombie = A termina su trabajo después de perder su concesión a los { $takeover } y escribe con su token antiguo, el { $token }.
why-write-owner = A termina su trabajo con su concesión aún vigente y escribe con el token { $token }.
why-due-as-expired = los latidos llegan cada { $every } y el siguiente estaba previsto a los { $due }, justo cuando vencía la concesión de { $lease }.
why-due-after-expired = los latidos llegan cada { $every } y el siguiente estaba previsto a los { $due }, después de que venciera la concesión de { $lease }.
why-unsent-paused = el latido previsto a los { $due } nunca se envió, porque A estuvo en pausa de los { $from } a los { $to }.
why-unsent-terminated = el latido previsto a los { $due } nunca se envió, porque se forzó la terminación de A a los { $terminated }.
why-pause-none-due = Un proceso en pausa ni trabaja ni renueva, pero durante su pausa de { $pause } no está previsto ningún latido.
why-pause-one-due = Un proceso en pausa ni trabaja ni renueva: en su pausa de { $pause }, el latido previsto a los { $due } nunca se envía.
why-pause-many-due = Un proceso en pausa ni trabaja ni renueva: en su pausa de { $pause }, los { $count } latidos previstos de los { $from } a los { $to } nunca se envían.
why-pause-taken-over = De todos modos, la concesión ya no es de A: B tomó el control a los { $takeover }.
why-pause-outlived = La concesión, vigente hasta los { $until }, vence antes de que A pueda renovarla.
why-pause-outlasted = La concesión, vigente hasta los { $until }, dura más que la pausa.
why-unchecked = El recurso no comprueba ningún token, así que aplica todas las escrituras.
why-watermark-passes = El token { $token } no es menor que la marca de agua, { $watermark }, así que pasa; ahora la marca de agua es { $token }.
why-watermark-empty = No se había aceptado ninguna escritura, así que la marca de agua vacía deja pasar el token { $token }; ahora es { $token }.
why-watermark-unseen = No ha visto el token 2: B aún no ha escrito.
why-epoch-registered = El token 2 coincide con la época que el recurso registró en la toma de control, a los { $takeover }.
why-epoch-held = El token { $token } coincide con la época que el recurso tiene registrada desde que se obtuvo la concesión.
why-watermark-refuses-b = La marca de agua es { $watermark }, fijada por la escritura aceptada de B a los { $at }; el token { $token } es menor, así que el recurso lo rechaza.
why-watermark-refuses = La marca de agua es { $watermark }; el token { $token } es menor, así que el recurso lo rechaza.
why-epoch-refuses-takeover = El recurso registró la época { $epoch } en la toma de control, a los { $takeover }, y no acepta ningún otro token; el token { $token } no es ese.

## Two runs compared (present::compare): the sentence under the headline
## while a run is pinned, one part per input that differs ($name an
## input-* name, $old and $new its values) and per outcome fact that
## differs ($name a fact-* name or a metric card's title); the values
## words; a metric card's pinned value ($value as the card writes it);
## and the note a heartbeat cadence gets when the lease runs out first,
## beside its value and under its field.

change-input = { $name } { $old } → { $new }.
change-fact = { $name }: { $old } → { $new }.
change-same-inputs = Mismos valores de entrada que la ejecución fijada: cambia un valor para comparar las dos.
change-same-outcome = Todos los datos del resultado son iguales que en la ejecución fijada.
input-original-work = Trabajo activo original
input-lease = Duración de la concesión
input-heartbeat-every = Cadencia del latido
input-pause-at = Inicio de la pausa
input-pause-for = Duración de la pausa
input-replacement-work = Trabajo del reemplazo
input-shutdown-at = Señal de apagado
input-shutdown-grace = Período de gracia del apagado
input-enforcement = Comprobación en el recurso
fact-outcome = Resultado
fact-write-a = Escritura de A
fact-write-b = Escritura de B
value-none = ninguna
value-no-write = ninguna
value-no-signal = ninguna
value-at = a los { $at }
value-accepted = aceptada
value-rejected = rechazada
value-with-note = { $value } ({ $note })
value-note-no-heartbeat = no llega ningún latido antes de que venza la concesión
field-note-no-heartbeat = Aquí no llega ningún latido antes de que venza la concesión.
pinned-same = Ejecución fijada: { $value } (igual)
pinned-changed = Ejecución fijada: { $value } (distinto)

## Status lines (present::status): after a copy, why the share buttons
## wait, after a worksheet's download started or failed ($name is the
## file's name), and after opening a worksheet file: what it restored
## ($restored selects the parts), or why it was refused ($error is the
## file reader's reason, in English; $input a fragment key such as
## "lease").

status-copied = Copiado
status-fix-field-first = Corrige primero el campo resaltado: un enlace nunca debe llevar un escenario que la página rechazaría.
status-downloaded = Se descargó { $name }.
status-downloaded-stale = Se descargó { $name }. Contiene los últimos valores válidos, porque hay un campo no válido.
status-download-failed = No se pudo iniciar la descarga de { $name }.
status-opened = Se abrió { $name }: se restauraron { $restored ->
        [lesson-predictions] el escenario, la lección, las predicciones, las respuestas y las notas
        [lesson] el escenario, la lección, las respuestas y las notas
        [predictions] el escenario, las predicciones, las respuestas y las notas
       *[scenario] el escenario, las respuestas y las notas
    } y se recalcularon los resultados.
status-unreadable = No se pudo abrir { $name }: { $error } No se cambió nada.

## Why a file is not a worksheet, said as $error above
## (worksheet::json::read). $line and $column say where the JSON stops,
## $depth how deep a worksheet may nest, $kind what the file holds
## instead of an object (json-kind, below).

file-markdown = Esta es la hoja de trabajo en Markdown, que sirve para leer e imprimir; abre en su lugar la hoja de trabajo .json.
file-not-json-ends = Este archivo no es JSON válido (termina antes de tiempo en la línea { $line }, columna { $column }).
file-not-json = Este archivo no es JSON válido (se interrumpe en la línea { $line }, columna { $column }).
file-too-deep = El archivo anida más de { $depth } niveles; una hoja de trabajo nunca lo hace.
file-not-object = Una hoja de trabajo es un objeto JSON; este archivo contiene { $kind }.
file-too-large = El archivo ocupa más de 1 MB; una hoja de trabajo es mucho más pequeña.

## A refusal that names one of the file's keys: key-rule (below) and a
## full stop, its $rule one of the rule-* messages (these and the link's). $key is the key's
## path in the file ("attempts[2].scenario.lease_s"); keys, and values in
## quotes, are the file's own JSON and stay as written. $kind is json-kind;
## $version, $added, $latest, $most, $count and $number are whole numbers.

json-kind = { $kind ->
    [null] null
    [boolean] true o false
    [number] un número
    [text] un texto
    [object] un objeto
   *[list] una lista
}
rule-missing = falta
rule-missing-why = falta ({ $why ->
        [learner] null si no se dio ningún nombre
        [link] el enlace que vuelve a abrir el escenario
        [preset] null en un escenario personalizado
        [prediction] null si no se usó el modo lección
        [attempts] [] si no se usó el modo lección
        [answers] un texto por pregunta, vacío si no hay respuesta
        [questions] cada pregunta con su respuesta, vacía si no hay respuesta
       *[scenario] el escenario para el que se hizo la predicción
    })
rule-kind = debe ser { $want ->
        [text] texto
        [text-or-null] texto o null
        [slug] el identificador de un preajuste (texto) o null
        [object-or-null] un objeto o null
        [attempts] una lista de intentos
        [answers] una lista de textos, uno por pregunta
        [questions] una lista de preguntas
        [flag] true o false
        [seconds-or-null] un número de segundos o null
        [seconds] un número de segundos
        [enforcement] "none", "watermark" o "current_epoch"
       *[object] un objeto
    }, no { $kind }
rule-format = se esperaba "{ $format }" y se encontró { $found }
rule-format-missing = falta; una hoja de trabajo lleva "format": "{ $format }"
rule-version = versión { $number } desconocida; esta página lee las versiones 1, 2, 3 y { $latest }
rule-version-kind = debe ser el número 1, 2, 3 o { $latest }, no { $kind }
rule-newer-key = no es un campo de la versión { $version }; un archivo con { $what ->
        [learner] un nombre
        [link] un enlace
        [preset] un preajuste
        [prediction] una predicción
        [answers] respuestas
        [questions] preguntas
        [scenario] el escenario de una predicción
       *[attempts] intentos
    } lleva "version": { $added }
rule-replaced-key = no es un campo de la versión { $version }, que tiene "{ $instead }"
rule-attempts-count = debe contener como máximo { $most } intentos, no { $count }
rule-attempt-open = solo el último intento puede estar abierto (sin mostrar el resultado ni ver los resultados antes)
rule-questions-count = debe contener las 3 preguntas de la página y como máximo 3 propias de la lección, no { $count ->
        [one] { $count } pregunta
       *[other] { $count } preguntas
    }
rule-answers-count = debe contener { $most } textos, uno por pregunta, no { $count }
rule-answer-text = la respuesta { $number } debe ser texto, no { $kind }
rule-prediction-open = debe ser el escenario de la hoja de trabajo mientras no se muestre el resultado de la predicción ("revealed": false)
rule-attempt-open-scenario = debe ser el escenario de la hoja de trabajo mientras el intento esté abierto
rule-answer-or-null = debe ser { $options ->
    [takeover] "yes", "no"
    [increments] 0, 1, 2
   *[write] "accepted", "rejected", "never_made"
} o null
rule-enforcement-given = debe ser "none", "watermark" o "current_epoch", no "{ $given }"
rule-unknown-field = campo desconocido
rule-appears-twice = aparece dos veces
status-changes-set-input = No se pudo abrir { $name }: su { $input } difiere del valor que fija esta lección. No se cambió nada.
status-too-large = No se pudo abrir { $name }: el archivo ocupa más de 1 MB. No se cambió nada.
status-not-read = No se pudo leer { $name }. No se cambió nada.

## Each number field's label, written by the pre-renderer beside the
## field and said at run time as an option of the outcome map's axes
## (present::report::field_label). The map's axis titles are these
## labels without the unit in brackets at their end.

field-original-work = Trabajo activo original (segundos)
field-lease = Duración de la concesión / visibilidad (segundos)
field-heartbeat-every = Cadencia del latido (segundos)
field-pause-at = La pausa empieza a los (segundos)
field-pause-for = Duración de la pausa (segundos)
field-replacement-work = Trabajo del reemplazo (segundos)
field-shutdown-at = Señal de apagado a los (segundos, opcional)
field-shutdown-grace = Período de gracia del apagado (segundos)

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
map-unit-hours = horas
map-unit-minutes = minutos
map-unit-seconds = segundos
map-beyond = { $name } { $value } está fuera de este mapa (máximo { $max })
map-at-edge = { $beyond }: la cruz se queda en el borde.
map-summary = { $class }: { $count } de { $total } ejecuciones ({ $share }); la más cercana aquí, con { $cell }.
map-cell-values = { $x } { $x-value }, { $y } { $y-value }
map-cell-readout = { $x } { $x-value }, { $y } { $y-value }: { $class }.
input-in-sentence = { $input ->
    [original-work] trabajo activo original
    [lease] duración de la concesión
    [heartbeat-every] cadencia del latido
    [pause-at] inicio de la pausa
    [pause-for] duración de la pausa
    [replacement-work] trabajo del reemplazo
    [shutdown-at] señal de apagado
   *[shutdown-grace] período de gracia del apagado
}
map-refining = Afinando el mapa mientras cambian los valores de entrada…
map-moved-to-duplicate = Movido al escenario más cercano del mapa que aplica el incremento dos veces.
map-no-duplicate = Ningún escenario de este mapa aplica el incremento dos veces con "{ $enforcement }".

## The longest pause the original survives (present::explore::survivable_text),
## under the outcome map: $lease and $cadence are the inputs; with no
## heartbeat before expiry; with none safe ($first the first heartbeat,
## $next the one after it); or with a longest pause $longest.

survivable-never-extended = Con una concesión de { $lease } y ningún latido antes de que venza (uno justo al vencer llega tarde), la concesión nunca se amplía. Con pausa o sin ella, toda tarea que no termine antes de los { $lease } pierde entonces la concesión: renueva más a menudo de lo que dura la concesión.
survivable-none-safe = Con una concesión de { $lease } y un latido cada { $cadence }, ninguna pausa es segura empiece cuando empiece: incluso una de 1 ms que empiece justo en un latido (el primero, a los { $first }) anula esa renovación; la siguiente llega a los { $next }, demasiado tarde, y la concesión se pierde a los { $lease }.
survivable-up-to = Con una concesión de { $lease } y un latido cada { $cadence }, el original sobrevive a cualquier pausa de hasta { $longest }, empiece cuando empiece. El peor inicio es justo en un latido (el primero, a los { $first }): la pausa anula esa renovación.

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

question-takeover = ¿Tomará el control el trabajador B?
question-applied-increments = ¿Cuántos incrementos aplicará el recurso?
question-original-write = ¿Qué pasará con la escritura del trabajador A?
answer-yes = Sí
answer-no = No
answer-accepted = Aceptada
answer-rejected = Rechazada
answer-never-made = No llega a producirse
lesson-scenario = El trabajador A necesita { $work } de trabajo; su concesión de { $lease } { $renewal }; { $pause }. Un reemplazo, el trabajador B, necesita { $replacement } de trabajo una vez que tiene la concesión, y el recurso aplica "{ $enforcement }".
scenario-renewed = se renueva cada { $cadence }
scenario-never-extended = nunca se amplía (no llega ningún latido antes de que venza)
scenario-no-pause = A nunca entra en pausa
scenario-pause = a los { $at } empieza una pausa de { $pause }
scenario-shutdown = A los { $at } llega una señal de apagado, con { $grace } de gracia antes de que se fuerce la terminación de A.
mark-correct = Correcto
mark-not-this-time = Esta vez no
mark-not-answered = Sin responder
mark-then-reason = .{" "}
reason-takeover-after-renewal = B tomó el control a los { $at }, cuando la concesión de A venció tras su última renovación válida, a los { $renewed }.
reason-takeover-no-renewal = B tomó el control a los { $at }, cuando la concesión de A venció sin ninguna renovación válida.
reason-no-takeover = El intento de A terminó a los { $at }, cuando aún tenía la concesión, así que B nunca empezó.
reason-accepted-one = El recurso aceptó una escritura: { $first }.
reason-accepted-two = El recurso aceptó 2 escrituras: { $first } y { $second }.
reason-write-by = { $worker ->
    [a] la de A a los { $at }
   *[b] la de B a los { $at }
}
reason-a-accepted = A escribió a los { $at } y el recurso aceptó la escritura.
reason-a-refused = A escribió a los { $at } con el token { $token } y el recurso rechazó la escritura.
reason-a-terminated = Se forzó la terminación de A a los { $at }, antes de que pudiera escribir.
lesson-score = Acertaste { $right } de 3 predicciones; la calificación de cada respuesta explica por qué. Ya se muestran los resultados.
lesson-switch-locked = Primero responde las tres preguntas y muestra el resultado; después podrás desactivar esto.
lesson-switch-hint = Responde tres preguntas antes de ver los resultados.
lesson-moved-on = Los resultados de abajo son de un escenario cambiado. Tus calificaciones son del escenario que predijiste; "Predecir de nuevo" empieza una ronda nueva.

## The customize panel's summaries (present::customize): what links
## copied now do ($fixed and $hidden of 9 inputs, $sections of 12
## sections), how many questions of their own they ask ($count), and
## which lines of the questions box were left out ($lines: the
## customize-line-* parts joined by list-separator; $number a line's
## number).

customize-whole-lab = Los enlaces que copies ahora abren el laboratorio completo.
customize-composed = Los enlaces que copies ahora fijan { $fixed } de 9 entradas, ocultan { $hidden } de 9 entradas y ocultan { $sections } de 12 secciones.
customize-no-questions = Los enlaces que copies ahora no hacen preguntas propias.
customize-questions = { $count ->
    [one] Los enlaces que copies ahora hacen { $count } pregunta propia.
   *[other] Los enlaces que copies ahora hacen { $count } preguntas propias.
}
customize-left-out = Sin incluir: { $lines }.
customize-line-extra = línea { $number }: solo se hacen tres
customize-line-control = línea { $number }: debe ser una sola línea de texto sin formato, sin caracteres de control
customize-line-length = línea { $number }: debe tener de 1 a 200 caracteres

## The note above the controls on a page a lesson link has shaped
## (present::customize::Customization::learner_note)

lesson-note-fixed = Esta lección ajusta partes del laboratorio: algunos valores de entrada están fijos.
lesson-note-hidden = Esta lección ajusta partes del laboratorio: algunas están ocultas.
lesson-note-fixed-and-hidden = Esta lección ajusta partes del laboratorio: algunos valores de entrada están fijos y algunas partes, ocultas.

## The embed code's frame title (present::fragment::embed_code): $title is
## the run's outcome (a class-* name), or says nothing of it when the
## frame asks for a prediction or a lesson hides a part of the page.

embed-title = Lease Lab: { $title }
embed-title-predict = predice el resultado
embed-title-lesson = una lección sobre la propiedad de tareas

## The model's assumptions and limits: the pre-renderer writes them
## under "Assumptions and limits", and the Markdown worksheet repeats
## them (present::copy::ASSUMPTIONS).

assumption-1 = Dos intentos realizan un mismo incremento no idempotente sobre un recurso modelado. El tiempo es virtual: no hay bróker ni red reales, ni desfase de relojes.
assumption-2 = Los latidos siguen una cadencia fija. Una pausa detiene tanto el trabajo como los latidos, y los latidos perdidos no se envían con retraso. El trabajador original ignora una renovación fallida y sigue adelante.
assumption-3 = En un mismo instante, el vencimiento y la terminación forzada ocurren antes que una escritura, y la escritura del reemplazo va antes que la del original. El reemplazo siempre renueva su propia concesión a tiempo.
assumption-4 = La marca de agua rechaza los tokens más antiguos que uno que ya ha aceptado; no puede rechazar al propietario antiguo antes de que le llegue el token más nuevo.
assumption-5 = La opción de la época registrada supone que el recurso registra de forma atómica cada cambio de propietario y comprueba la época en cada escritura.
assumption-6 = El apagado ordenado deja de consultar si hay tareas nuevas y sigue renovando la única tarea en curso. La terminación forzada impide una escritura que aún no ha empezado, no una solicitud que ya está en camino.
assumption-7 = Una escritura aceptada del propietario actual y su confirmación cuentan como una sola finalización. Las confirmaciones perdidas y los proveedores idempotentes son contratos distintos, que quedan para otros laboratorios.

## The worksheet's three questions for the learner's own answers, shown
## above their boxes and written into both worksheets
## (present::copy::PROMPTS).

prompt-1 = ¿En qué parte de tu propio trabajo toma un trabajador, un cron o un proceso una tarea y trabaja en ella?
prompt-2 = ¿Podrían dos de ellos actuar sobre la misma tarea a la vez, o podría uno quedarse parado, reanudarse y seguir adelante?
prompt-3 = Con una concesión y un token comprobado en cada cambio, ¿dónde exactamente se rechazaría ahora la escritura de un titular obsoleto?

## The Markdown worksheet (worksheet::markdown), a printable document:
## its title and first line; the table of who it is from ($inputs is a
## list of field labels joined by list-separator); the headings of its
## sections (md-heading-*; the tables' captions are said elsewhere) and
## the names of its tables' columns (md-column-*); a missing value
## (md-none-*); the scenario a prediction was made for; how many earlier
## attempts there were ($count, of which $seen had their results seen);
## $headline is the pinned run's headline, in bold.

md-title = Lease Lab: hoja de trabajo
md-intro = Propiedad de tareas, concesiones y exclusión: una tarea, un trabajador original A y un trabajador de reemplazo B.
md-column-item = Elemento
md-column-value = Valor
md-column-setting = Ajuste
md-column-pinned-run = Ejecución fijada
md-column-current-run = Ejecución actual
md-column-question = Pregunta
md-column-your-answer = Tu respuesta
md-column-metric = Métrica
md-column-meaning = Significado
md-column-step = Paso
md-column-why = Por qué
md-your-name = Tu nombre
md-link = Enlace a este escenario
md-preset = Preajuste
md-none-name = Sin indicar
md-none-link = Sin registrar
md-none-preset = Ninguno (un escenario propio)
md-none-shutdown = ninguna (sin apagado)
md-none-answer = Sin respuesta
md-none-revealed = Aún sin mostrar
md-none-answer-yet = Aún no hay respuesta.
md-none-notes = Aún no hay notas.
md-heading-scenario = Escenario
md-heading-prediction = Tu predicción
md-heading-result = Resultado
md-heading-compared = Comparación con la ejecución fijada
md-heading-steps = La ejecución, paso a paso
md-heading-assumptions = Supuestos y límites
md-heading-answers = Tus respuestas
md-heading-notes = Tus notas
md-fixed = Entradas fijas en esta lección: { $inputs }.
md-hidden = Entradas ocultas en esta lección: { $inputs }.
md-made-for-another = Se hizo para un escenario distinto del de arriba (las entradas cambiaron después de mostrar el resultado); los resultados son los de ese escenario:
md-made-for-this = Se hizo para el escenario de arriba.
md-seen-before-reveal = Los resultados se vieron antes de que se mostrara el resultado de esta predicción: la lección terminó antes.
md-earlier-attempts = Intentos anteriores: { $count }; en { $seen } de ellos se vieron los resultados antes de mostrar el resultado.
md-results-wait = Los resultados aparecen después de mostrar el resultado: primero responde las preguntas.
md-pinned-headline = Ejecución fijada: { $headline }

## Beside an input a lesson link fixed (ui::controls)

fixed-note = Fijo en esta lección

## A link's part the page refused, one line each above the controls
## (present::fragment::read_fragment): $why is the reason, which quotes
## the link's keys and values as they are; $preset a preset's name; $key
## the question's key in the link ("ask1").

link-scenario-refused = No se aplicó el escenario de este enlace ({ $why }); se muestra el ejemplo predeterminado.
link-scenario-refused-preset = No se aplicó el escenario de este enlace ({ $why }); se muestra el preajuste "{ $preset }".
link-step-refused = No se aplicó el paso de este enlace ({ $why }); la ejecución se muestra completa.
link-customization-refused = No se aplicó la personalización de este enlace ({ $why }); se muestra el laboratorio completo.
link-pin-refused = No se aplicó la ejecución fijada de este enlace ({ $why }); no hay ninguna ejecución fijada.
link-question-refused = No se aplicó la pregunta { $key } de este enlace ({ $why }); se omite.

## Why a part of a link was refused: the rule its key breaks, said after
## the key inside the line above ("lease_s: must be greater than 0 s";
## present::fragment, present::customize). Keys, names and the values in
## quotes are the link's own and stay as written: $name is a name the
## link gave, $count the number of steps of the run. key-rule puts the
## key before its rule.

key-rule = { $key }: { $rule }
rule-given-twice = aparece dos veces
rule-not-a-key = no es una clave que lea esta página
rule-no-preset = no hay ningún preajuste llamado "{ $name }"
rule-enforcement = debe ser "none", "watermark" o "current_epoch"
rule-blank = escribe un número de segundos
rule-negative = usa 0 s o más
rule-comma-decimal = usa un punto para los decimales, por ejemplo 5.5
rule-not-a-number = escribe solo segundos, por ejemplo 12 o 0.25
rule-too-many-decimals = usa como máximo 3 decimales
rule-over-maximum = como máximo 86400 s
rule-not-positive = debe ser mayor que 0 s
rule-step = debe ser un número entero del 1 al { $count }
rule-cursor-hidden = esta lección oculta el cursor de tiempo
rule-worksheet-hidden = esta lección oculta la hoja de trabajo, donde se respondería
rule-name-empty = hay un nombre vacío
rule-no-input = no hay ninguna entrada llamada { $name }
rule-no-section-or-input = no hay ninguna sección ni entrada llamada { $name }
rule-named-twice = { $name } aparece dos veces
rule-fixed-too = { $name } también está en fixed
rule-question-length = debe tener de 1 a 200 caracteres
rule-question-one-line = debe ser una sola línea de texto sin formato, sin caracteres de control
