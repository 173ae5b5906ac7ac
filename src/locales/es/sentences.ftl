# Lease Lab in Spanish (es): the sentences the page chooses while it runs
# (src/present), translated from the English source catalog,
# src/locales/en/sentences.ftl; the terms follow docs/glossary/es.md.
# Unlike page.ftl, which only the pre-renderer reads, these messages reach
# the page as data (src/i18n/messages.rs), compiled, so each one costs its
# bytes on every load: keep them to what the page says. It has the
# source's messages with the same arguments.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = Sin toma de control: el trabajador original terminó y escribió mientras su concesión seguía vigente.
headline-original-rejected = El trabajador de reemplazo tomó el control y terminó; el recurso rechazó la escritura obsoleta del trabajador original.
headline-original-terminated = El trabajador de reemplazo tomó el control y terminó; el trabajador original fue detenido antes de poder escribir.
headline-duplicate = Efecto secundario duplicado: tras la toma de control, se aplicaron los incrementos de ambos trabajadores.

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
metric-takeover-after-renewal = Tras la última renovación válida a los { $at }
metric-takeover-no-renewal = La primera concesión venció sin renovarse
metric-overlap = Solapamiento de intentos
metric-overlap-single = Solo hubo un intento
metric-overlap-never = Los intentos nunca coincidieron en el tiempo
metric-overlap-both = Ambos intentos estuvieron en curso a la vez
metric-overlap-paused-all = A estuvo en pausa todo ese tiempo
metric-overlap-paused = A estuvo en pausa { $paused } de ese tiempo
metric-ends = Fin del intento original
metric-ends-terminated = Terminación forzada antes de escribir
metric-ends-own-lease = Terminó con su propia concesión
metric-ends-stale-applied = Trabajo terminado; se aplicó su escritura obsoleta
metric-ends-rejected = Trabajo terminado; se rechazó su escritura
