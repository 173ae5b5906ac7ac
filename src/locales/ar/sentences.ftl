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
