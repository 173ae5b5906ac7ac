# Lease Lab in Arabic (ar): translated from the English source catalog,
# src/locales/en/sentences.ftl. The sentences the page chooses while it
# runs (src/present). Unlike page.ftl, which only the pre-renderer reads,
# these messages reach the page as data (src/i18n/messages.rs), compiled,
# so each one costs its bytes on every load: keep them to what the page
# says. Same messages, same arguments; the terms follow docs/glossary/ar.md.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = لا تولّي: أنهى العامل الأصلي المهمة وكتب بينما كان تأجيره لا يزال ساريًا.
headline-original-rejected = تولّى العامل البديل المهمة وأنهاها؛ ورفض المورد الكتابة المتقادمة من العامل الأصلي.
headline-original-terminated = تولّى العامل البديل المهمة وأنهاها؛ وأُوقف العامل الأصلي قبل أن يتمكن من الكتابة.
headline-duplicate = أثر جانبي مكرّر: بعد التولّي، طُبّقت زيادة كلٍّ من العاملين.

## A short name for each outcome class, for legends and comparisons
## (present::report::class_name)

class-no-takeover = لا تولّي
class-original-rejected = تولٍّ مع رفض الكتابة المتقادمة
class-original-terminated = تولٍّ مع إنهاء العامل الأصلي
class-duplicate = زيادة مكرّرة

## The language menu (ui::language), when switching would lose what only
## the page holds; $language is the picked language's own name

language-would-lose = هذه الصفحة لا تحفظ شيئًا: في لغة أخرى سيضيع اسمك وإجاباتك وملاحظاتك. نزّل ورقة عمل لتحتفظ بها، أو اختر { $language } مرة أخرى لتنتقل إليها رغم ذلك.

## The four metric cards (present::report::metrics): each title, then the
## notes that explain its value; $at and $paused are durations ("3 s")

metric-increments = الزيادات المطبّقة
metric-increments-duplicate = أثر جانبي مكرّر
metric-increments-one = نيّة منطقية واحدة
metric-takeover = التولّي
metric-takeover-none = لا يوجد
metric-takeover-none-note = كتب العامل الأصلي ضمن تأجيره
metric-takeover-after-renewal = بعد آخر تجديد صالح عند { $at }
metric-takeover-no-renewal = انتهت مدة التأجير الأول دون تجديد
metric-overlap = التداخل أثناء التنفيذ
metric-overlap-single = جرت محاولة واحدة فقط
metric-overlap-never = لم تعمل المحاولتان في الوقت نفسه قط
metric-overlap-both = كانت المحاولتان قيد التنفيذ معًا
metric-overlap-paused-all = كان A متوقفًا مؤقتًا طوال هذه المدة
metric-overlap-paused = كان A متوقفًا مؤقتًا { $paused } من هذه المدة
metric-ends = نهاية المحاولة الأصلية
metric-ends-terminated = أُنهي قسرًا قبل الكتابة
metric-ends-own-lease = اكتمل ضمن تأجيره
metric-ends-stale-applied = انتهى العمل؛ وطُبّقت كتابته المتقادمة
metric-ends-rejected = انتهى العمل؛ ورُفضت كتابته
