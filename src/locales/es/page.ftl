# Lease Lab in Spanish (es): translated from the English source catalog,
# src/locales/en/page.ftl (issue 42, docs/i18n.md). It has the source's
# messages with the same arguments; the terms follow docs/glossary/es.md.
# Read at build time by src/i18n (a subset of Fluent, checked against the
# reference parser by tests/i18n.rs).

## The page's head (src/ui/prose.rs, Intro)

# The controls' title, also named by the first step.
-controls-title = Ajusta la línea de tiempo de propiedad
eyebrow = Tareas en segundo plano · Explorador de propiedad
page-title = Propiedad de tareas, concesiones y exclusión
question = Venció la concesión de un trabajador y un reemplazo tomó la tarea. ¿Qué impide que el original despierte después y escriba igualmente?
privacy = Todo se calcula dentro de esta página, sin cuentas, subidas ni conexiones en vivo. Lo que escribes queda en este navegador: nunca en su almacenamiento ni en analíticas, y en una dirección solo al cambiar de idioma. Un enlace o una hoja de trabajo solo salen de la página cuando los copias o descargas.
embed-privacy = Todo se ejecuta en esta página: lo que escribes solo sale de ella si copias un enlace.
js-note = Para cambiar valores, predecir primero y usar las partes fijas u ocultas de una lección hace falta JavaScript; el ejemplo de abajo está completo sin él.
stopped = Lease Lab ha dejado de funcionar en este navegador: los resultados ya no se actualizan cuando cambias un valor. Copia lo que hayas escrito y quieras conservar, y luego recarga la página para empezar de nuevo.
offline-link = Descarga este laboratorio como un solo archivo
offline-rest = {" "}para abrirlo desde el disco, sin servidor web ni internet.
# Keeps its markup: the span (hidden in narrow layouts), the strong and the
# link to the controls, with their classes and href.
first-step = Empieza aquí: elige un preajuste o cambia un valor<span class="first-step-why"> en <strong>{ -controls-title }</strong> y observa cómo responden la línea de tiempo y las métricas</span>. <a class="jump-to-controls" href="#controls-title">Ir a los controles</a>

## The explanations below the results (src/ui/prose.rs)

explain-title = Lo que enseña la línea de tiempo
explain-ownership-title = Poseer una tarea no es lo mismo que detener un proceso
explain-ownership = Una concesión (el tiempo de espera de visibilidad de una cola es un ejemplo) es una promesa con fecha de vencimiento: durante los próximos segundos, la tarea es de este trabajador. Cuando la concesión vence, la cola puede entregar la tarea a otro. Nada de ese vencimiento alcanza al trabajador antiguo ni lo detiene. Su CPU sigue en marcha, una solicitud que ya envió sigue en camino y, cuando despierta de una pausa larga, continúa exactamente donde estaba, sin saber que se ha convertido en un zombi.
explain-fence-title = El token de exclusión lo comprueba el recurso protegido
explain-fence = Cada nuevo propietario recibe un token de exclusión (fencing token) más alto. El token solo sirve si lo que se modifica, aquí un contador, lo comprueba en cada escritura y rechaza toda escritura con un token obsoleto. Un token que el trabajador lleva consigo pero que nadie comprueba no protege nada; tampoco un trabajador que comprueba con diligencia su propia concesión, porque puede quedar en pausa justo después de comprobarla.
explain-watermark-title = Por qué la marca de agua tiene una condición de carrera y qué supone la época registrada
explain-watermark = Una marca de agua de la última escritura recuerda el token más alto que ha aceptado y rechaza cualquiera inferior. Pero solo se entera del token 2 cuando escribe el trabajador B. Si el zombi escribe primero, con el token 1, la marca de agua no tiene con qué compararlo y acepta la escritura; después acepta también la de B: dos incrementos. La época actual registrada cierra esa ventana, porque hace que el recurso se entere de la toma de control en el momento en que ocurre. Eso solo funciona si de verdad se informa al recurso de forma atómica en la toma de control y este comprueba la época en cada escritura; es un contrato más fuerte, no uno gratuito.
explain-shutdown-title = El apagado abarca cuatro responsabilidades distintas
explain-shutdown = Un apagado ordenado deja de pedir trabajo nuevo, pero la tarea que ya tiene entre manos todavía necesita que se renueve su concesión, que se termine su trabajo y que se registre que se ha completado. El período de gracia pone límite a todo eso, y el trabajador sufre una terminación forzada antes de escribir siempre que el plazo llega primero: cuando la gracia es más corta que el trabajo que queda, cuando dura exactamente lo mismo (en el empate, la terminación gana a la escritura) y cuando una pausa dentro de la gracia consume parte de ella. En el ejemplo predeterminado, con la señal a los 5 s, quedan 8 s de trabajo y la gracia es de 10 s; aun así, el trabajador sigue en pausa al llegar el plazo de los 15 s y se fuerza su terminación. En este modelo la terminación impide la escritura, pero en los sistemas reales una solicitud que ya está en camino todavía puede llegar; por eso el token de exclusión importa incluso entonces.
assumptions-title = Supuestos y límites

## The page's foot (src/ui/prose.rs, Footer)

guide-link = Para docentes: la <a href="teaching.html">guía didáctica</a> (enlaces a lecciones, tus propias preguntas, hojas de trabajo).

## The teaching guide's own page (xtask/src/guide.rs): its title, its link back
## to the lab and the title of a lesson link in it. Plain text on one line.

guide-title = Lease Lab: guía didáctica
guide-back = Volver al laboratorio
guide-open-lesson = Abrir esta lección en el laboratorio junto a esta guía

## The app's fixed labels, buttons and notes (src/ui/*.rs, fixed_message
## and inert_message): written by the pre-renderer, adopted by the page.

# src/ui/language.rs: the menu's name for screen readers
language-menu = Idioma

# src/ui/controls.rs
controls-title = { -controls-title }
controls-presets = Preajustes

# src/ui/customize.rs
customize-each-at-most-200-characters = Máximo 200 caracteres cada una; los estudiantes las responden en la hoja de trabajo.{" "}
customize-ask-for-a-prediction-first = Pedir primero una predicción
customize-open-this-lesson-in-a = Abrir la lección en otra pestaña
customize-reset-customization = Restablecer personalización
customize-summary = Personalizar para tu clase
customize-choose-what-learners-may-change = Elige qué pueden cambiar los estudiantes y qué ven. El enlace y el código de inserción que copies llevan tus elecciones; esta página se queda como está hasta que se abra uno de esos enlaces. Un enlace configura el laboratorio, pero no bloquea nada: cualquiera puede editarlo.
customize-hide-these-sections = Ocultar estas secciones
customize-your-own-questions-one-per = Tus propias preguntas, una por línea (hasta tres)
# Each input's three choices, and the sections' names the page gives no heading of its own.
customize-adjustable = Ajustable
customize-fixed = Fijo
customize-hidden = Oculto
customize-section-timeline = Línea de tiempo de propiedad
customize-section-cursor = Cursor, reproducción y paso a paso
customize-section-metrics = Métricas
customize-section-survivable = Pausa más larga que se sobrevive

# src/ui/lesson.rs
lesson-reveal-the-outcome = Mostrar el resultado
lesson-predict-again = Predecir de nuevo
lesson-predict-first = Predecir primero
lesson-what-will-happen = ¿Qué pasará?

# src/ui/map.rs
map-nearest-duplicate = Duplicado más cercano
map-horizontal-axis = Eje horizontal del mapa
map-vertical-axis = Eje vertical del mapa
map-keyboard = Mapa de resultados: las teclas de flecha mueven el cursor y Enter carga la celda
map-title = Mapa de resultados
map-every-cell-is-the-whole = Cada celda es una ejecución completa del modelo con dos valores de entrada cambiados; todo lo demás se mantiene como está ajustado arriba. Para cargar una celda, haz clic en ella, o enfoca el mapa y usa las teclas de flecha y Enter.

# src/ui/results.rs
results-pin-this-run = Fijar esta ejecución
results-unpin = Dejar de fijar
results-event-log-contract-comparison-worksheet = Registro de eventos, comparación de contratos, hoja de trabajo y explicaciones
results-title = Resultados

# src/ui/share.rs
share-title = Comparte este escenario
share-a-link-carries-the-nine = Un enlace lleva los nueve valores de entrada tras la dirección de la página, así que abre exactamente este escenario. No se envía nada a ninguna parte: el texto solo sale de la página cuando lo pegas.
share-copying-is-not-allowed-here = Aquí no se permite copiar. El texto está seleccionado: cópialo con Ctrl+C (⌘C en un Mac) o con el comando Copiar de tu dispositivo.
# The two copy buttons.
share-copy-link = Copiar el enlace a este escenario
share-copy-embed-code = Copiar el código de inserción

# src/ui/timeline.rs
timeline-time-cursor = Cursor de tiempo
timeline-playback-speed = Velocidad{" "}
timeline-step-through-the-run = Recorrer paso a paso
timeline-previous-step = Paso anterior
timeline-next-step = Paso siguiente
timeline-leave-step-through = Salir del paso a paso
timeline-legend-label = Leyenda de la línea de tiempo
timeline-steps-label = Pasos
timeline-pinned-run = Ejecución fijada
timeline-a-dashed-square-marks-an = Un cuadrado discontinuo marca un evento que la otra ejecución no tiene en ese momento.

# src/ui/worksheet.rs
worksheet-download-json-worksheet = Descargar hoja de trabajo (JSON)
worksheet-download-markdown-worksheet = Descargar hoja de trabajo (Markdown)
worksheet-download-figure-svg = Descargar figura (SVG)
worksheet-download-figure-png = Descargar figura (PNG)
worksheet-title = Hoja de trabajo
worksheet-answer-these-for-a-system = Responde estas preguntas pensando en un sistema que conozcas. Lo que escribes se queda en la memoria de esta página y solo sale de ella en una hoja de trabajo que descargues.
worksheet-your-name = Tu nombre
worksheet-optional-it-goes-only-into = Opcional. Solo aparece en las hojas de trabajo que descargues y en sus nombres de archivo.
worksheet-your-notes = Tus notas
worksheet-anything-else-what-surprised-you = Cualquier otra cosa: qué te sorprendió, qué probar a continuación.
worksheet-open-worksheet = Abrir hoja de trabajo

## The controls (src/ui/controls.rs, map.rs, customize.rs): each number
## field's label, its slider's accessible name and its hint; the
## enforcement select's hint (its label and options are sentences).

slider-original-work = Control deslizante del trabajo activo original
hint-original-work = Segundos activos que A necesita; una pausa añade tiempo de reloj encima.
slider-lease = Control deslizante de la duración de la concesión / visibilidad
hint-lease = La propiedad es temporal, y el vencimiento no detiene el proceso.
slider-heartbeat-every = Control deslizante de la cadencia del latido
hint-heartbeat-every = Una renovación debe llegar antes del vencimiento; una justo al vencer llega tarde.
slider-pause-at = Control deslizante del inicio de la pausa
hint-pause-at = No tiene efecto si A ya terminó su trabajo para entonces.
slider-pause-for = Control deslizante de la duración de la pausa
hint-pause-for = Sin trabajo ni latidos durante la pausa; 0 significa sin pausa.
slider-replacement-work = Control deslizante del trabajo del reemplazo
hint-replacement-work = B renueva de forma fiable y escribe una vez pasado este tiempo.
slider-shutdown-at = Control deslizante de la señal de apagado
hint-shutdown-at = Déjalo vacío para no apagar; 0 envía la señal de inmediato.
slider-shutdown-grace = Control deslizante del período de gracia
hint-shutdown-grace = Pasado este tiempo, A se detiene a la fuerza, incluso en pausa.
hint-enforcement = La época registrada es el contrato más fuerte: el recurso debe enterarse de cada toma de control.

## The page's head (examples/prerender.rs): the browser tab's title and
## the description search engines show

head-title = Lease Lab: propiedad de tareas, concesiones y tokens de exclusión
head-description = Un explorador interactivo de concesiones, latidos, toma de control y tokens de exclusión (fencing tokens) para tareas en segundo plano. Todo se ejecuta en tu navegador.
