# Lease Lab in Arabic (ar): translated from the English source catalog,
# src/locales/en/page.ftl (issue 42, docs/i18n.md). Same messages, same
# arguments; the terms follow docs/glossary/ar.md. Read at build time by
# src/i18n (a subset of Fluent, checked against the reference parser by
# tests/i18n.rs).

## The page's head (src/ui/prose.rs, Intro)

# The controls' title, also named by the first step.
-controls-title = اضبط الخط الزمني للملكية
eyebrow = المهام الخلفية · مستكشف الملكية
page-title = ملكية العامل للمهمة، والتأجير، ورموز الحماية (fencing tokens)
question = انتهت مدة تأجير أحد العمّال، وتولّى عامل بديل المهمة. فما الذي يمنع العامل الأصلي من أن يستيقظ لاحقًا ويكتب رغم ذلك؟
privacy = كل شيء يُحسب داخل هذه الصفحة. لا حسابات، ولا رفع ملفات، ولا اتصالات حيّة. ما تُدخله يبقى في هذا المتصفح: لا يوضع أبدًا في التخزين ولا في أدوات التحليلات، ولا في عنوانٍ إلا حين تغيّر اللغة. ولا يغادر رابطٌ أو ورقة عمل الصفحةَ إلا حين تنسخه أو تنزّله.
embed-privacy = كل شيء يعمل داخل هذه الصفحة: ما تُدخله لا يغادرها إلا إذا نسخت رابطًا.
js-note = يحتاج تغيير القيم، والتوقّع أولًا، والأجزاء الثابتة أو المخفية من الدرس إلى JavaScript؛ أما المثال أدناه فمكتمل من دونها.
stopped = توقّف Lease Lab عن العمل في هذا المتصفح: لم تعد النتائج تُحدَّث حين تغيّر قيمة. انسخ ما كتبته وتريد الاحتفاظ به، ثم أعد تحميل الصفحة لتبدأ من جديد.
offline-link = نزّل هذا المختبر في ملف واحد
offline-rest = {" "}لتفتحه من القرص، بلا خادم ويب ولا إنترنت.
# Keeps its markup: the span (hidden in narrow layouts), the strong and the
# link to the controls, with their classes and href.
first-step = ابدأ من هنا: اختر إعدادًا مسبقًا أو حرّك قيمةً<span class="first-step-why"> ضمن <strong>{ -controls-title }</strong>، وراقب كيف يستجيب الخط الزمني والمقاييس</span>. <a class="jump-to-controls" href="#controls-title">انتقل إلى عناصر التحكم</a>

## The explanations below the results (src/ui/prose.rs)

explain-title = ما يعلّمه الخط الزمني
explain-ownership-title = امتلاك المهمة ليس كإيقاف العملية
explain-ownership = التأجير (ومهلة الرؤية في قائمة الانتظار أحد أشكاله) وعدٌ له تاريخ انتهاء: في الثواني القليلة القادمة يملك هذا العامل المهمة. وحين تنتهي مدة التأجير، يحق لقائمة الانتظار أن تسلّم المهمة إلى غيره. ولا شيء في هذا الانتهاء يمتد إلى العامل القديم فيوقفه: يظل معالجه يعمل، ويظل طلبٌ أرسله من قبل في طريقه، وحين يستيقظ من توقف مؤقت طويل يكمل من حيث كان تمامًا، غير مدرك أنه تحوّل إلى زومبي.
explain-fence-title = رمز الحماية يتحقق منه المورد المحمي
explain-fence = كل مالك جديد يحصل على رمز أعلى. ولا ينفع الرمز إلا إذا كان الشيء الذي يتغيّر، وهو هنا عدّاد، يتحقق منه عند كل كتابة ويرفض أي كتابة رمزها متقادم. فالرمز الذي يحمله العامل ولا يتحقق منه أحد لا يحمي شيئًا؛ ولا يحمي شيئًا كذلك عاملٌ يتحقق من تأجيره بنفسه بحسن نية، لأنه قد يتوقف مؤقتًا بعد التحقق مباشرةً.
explain-watermark-title = لماذا تقع العلامة العليا في حالة سباق، وما الذي تفترضه الحقبة المسجّلة
explain-watermark = تتذكّر العلامة العليا لآخر كتابة أعلى رمز قبلته، وترفض كل ما هو أدنى منه. لكنها لا تعرف بالرمز 2 إلا حين يكتب العامل B. فإذا كتب الزومبي أولًا، بالرمز 1، لم يكن لدى العلامة العليا ما تقارنه به فتقبل كتابته، ثم تقبل كتابة B أيضًا: زيادتان. أما الحقبة الحالية المسجّلة فتسدّ هذه الثغرة بأن تجعل المورد يعلم بالتولّي لحظة حدوثه. ولا ينجح ذلك إلا إذا أُبلغ المورد فعلًا بشكل ذرّي عند التولّي، وتحقق من الحقبة عند كل كتابة؛ فهو عقد أقوى، لا عقد بلا ثمن.
explain-shutdown-title = إيقاف العامل أربعة أعمال منفصلة
explain-shutdown = في الإيقاف المنظّم يكفّ العامل عن طلب عمل جديد، لكن المهمة التي بين يديه ما زالت تحتاج إلى تجديد تأجيرها وإنهاء عملها وتسجيل اكتمالها. ومهلة السماح تحدّ ذلك كله، فيُنهى العامل قسرًا قبل أن يكتب كلما حلّ الموعد النهائي أولًا: حين تكون المهلة أقصر من العمل المتبقي، وحين تساويه تمامًا (فالإنهاء يسبق الكتابة عند التعادل)، وحين يقتطع منها توقف مؤقت داخلها. ففي المثال الافتراضي، مع الإشارة عند 5 ث، يتبقى 8 ث من العمل والمهلة 10 ث، ومع ذلك يظل العامل متوقفًا مؤقتًا عند الموعد النهائي 15 ث فيُنهى قسرًا. في هذا النموذج يمنع الإنهاءُ الكتابة، لكن في الأنظمة الحقيقية قد يصل طلبٌ كان في طريقه عبر الشبكة، ولهذا يظل رمز الحماية مهمًا حتى عندئذ.
assumptions-title = الافتراضات والحدود

## The page's foot (src/ui/prose.rs, Footer)

guide-link = للمدرّسين: <a href="teaching.html">دليل التدريس</a> (روابط الدروس، وأسئلتك الخاصة، وأوراق العمل).

## The teaching guide's own page (xtask/src/guide.rs): its title, its link back
## to the lab and the title of a lesson link in it. Plain text on one line.

guide-title = Lease Lab: دليل التدريس
guide-back = العودة إلى المختبر
guide-open-lesson = افتح هذا الدرس في المختبر بجانب هذا الدليل

## The app's fixed labels, buttons and notes (src/ui/*.rs, fixed_message
## and inert_message): written by the pre-renderer, adopted by the page.

# src/ui/language.rs: the menu's name for screen readers
language-menu = اللغة

# src/ui/controls.rs
controls-title = { -controls-title }
controls-presets = الإعدادات المسبقة

# src/ui/customize.rs
customize-each-at-most-200-characters = كلٌّ منها 200 حرف على الأكثر؛ ويجيب عنها المتعلّمون في ورقة العمل.{" "}
customize-ask-for-a-prediction-first = اطلب توقّعًا أولًا
customize-open-this-lesson-in-a = افتح هذا الدرس في علامة تبويب جديدة
customize-reset-customization = أعِد ضبط التخصيص
customize-summary = خصّص المختبر لصفّك
customize-choose-what-learners-may-change = اختر ما يمكن للمتعلّمين تغييره وما يرونه. الرابط وشيفرة التضمين اللذان تنسخهما يحملان اختياراتك؛ وتبقى هذه الصفحة كما هي إلى أن يُفتح رابط كهذا. الرابط يشكّل المختبر لكنه لا يقفل شيئًا: إذ يمكن لأي أحد تعديله.
customize-hide-these-sections = أخفِ هذه الأقسام
customize-your-own-questions-one-per = أسئلتك الخاصة، سؤال في كل سطر (ثلاثة على الأكثر)
# Each input's three choices, and the sections' names the page gives no heading of its own.
customize-adjustable = قابل للتعديل
customize-fixed = ثابت
customize-hidden = مخفي
customize-section-timeline = الخط الزمني للملكية
customize-section-cursor = مؤشر الزمن والتشغيل والعرض خطوة بخطوة
customize-section-metrics = المقاييس
customize-section-survivable = أطول توقّف مؤقت يمكن تحمّله

# src/ui/lesson.rs
lesson-reveal-the-outcome = اكشف النتيجة
lesson-predict-again = توقّع مجددًا
lesson-predict-first = توقّع أولًا
lesson-what-will-happen = ماذا سيحدث؟

# src/ui/map.rs
map-nearest-duplicate = أقرب حالة تكرار
map-horizontal-axis = المحور الأفقي للخريطة
map-vertical-axis = المحور الرأسي للخريطة
map-keyboard = خريطة النتائج: تحرك مفاتيح الأسهم المؤشر، ويحمل Enter الخلية
map-title = خريطة النتائج
map-every-cell-is-the-whole = كل خلية هي تشغيل كامل للنموذج مع تغيير مدخلين اثنين؛ وكل ما عدا ذلك يبقى كما ضُبط أعلاه. لتحميل خلية، انقر عليها، أو ضع التركيز على الخريطة واستخدم مفاتيح الأسهم ومفتاح Enter.

# src/ui/results.rs
results-pin-this-run = ثبّت هذا التشغيل
results-unpin = ألغِ التثبيت
results-event-log-contract-comparison-worksheet = سجل الأحداث، ومقارنة العقود، وورقة العمل، والشروح
results-title = النتائج

# src/ui/share.rs
share-title = شارك هذا السيناريو
share-a-link-carries-the-nine = يحمل الرابط المدخلات التسعة بعد عنوان الصفحة، فيُفتح على هذا السيناريو بعينه. لا يُرسَل شيء إلى أي مكان: لا يغادر النص الصفحة إلا حين تلصقه.
share-copying-is-not-allowed-here = النسخ غير مسموح به هنا. النص محدَّد: انسخه بالضغط على Ctrl+C (أو ⌘C على Mac) أو بأمر النسخ في جهازك.
# The two copy buttons.
share-copy-link = انسخ رابط هذا السيناريو
share-copy-embed-code = انسخ شيفرة التضمين

# src/ui/timeline.rs
timeline-time-cursor = مؤشر الزمن
timeline-playback-speed = سرعة العرض{" "}
timeline-step-through-the-run = تابع التشغيل خطوة بخطوة
timeline-previous-step = الخطوة السابقة
timeline-next-step = الخطوة التالية
timeline-leave-step-through = اخرج من العرض خطوة بخطوة
timeline-legend-label = مفتاح الخط الزمني
timeline-steps-label = الخطوات
timeline-pinned-run = التشغيل المثبّت
timeline-a-dashed-square-marks-an = يدل المربع المتقطّع على حدث لا يقع في التشغيل الآخر في تلك اللحظة.

# src/ui/worksheet.rs
worksheet-download-json-worksheet = نزّل ورقة العمل بصيغة JSON
worksheet-download-markdown-worksheet = نزّل ورقة العمل بصيغة Markdown
worksheet-download-figure-svg = نزّل الشكل (SVG)
worksheet-download-figure-png = نزّل الشكل (PNG)
worksheet-title = ورقة العمل
worksheet-answer-these-for-a-system = أجب عن هذه الأسئلة لنظام تعرفه. ما تكتبه يبقى في ذاكرة هذه الصفحة، ولا يغادرها إلا في ورقة عمل تنزّلها.
worksheet-your-name = اسمك
worksheet-optional-it-goes-only-into = اختياري. لا يُكتب إلا في أوراق العمل التي تنزّلها وفي أسماء ملفاتها.
worksheet-your-notes = ملاحظاتك
worksheet-anything-else-what-surprised-you = أي شيء آخر: ما الذي فاجأك، وما الذي ستجرّبه بعد ذلك.
worksheet-open-worksheet = افتح ورقة العمل

## The controls (src/ui/controls.rs, map.rs, customize.rs): each number
## field's label, its slider's accessible name and its hint; the
## enforcement select's hint (its label and options are sentences).

slider-original-work = شريط تمرير العمل الفعلي الأصلي
hint-original-work = الثواني الفعلية التي يحتاجها A؛ والتوقف المؤقت يضيف وقتًا فعليًا فوقها.
slider-lease = شريط تمرير مدة التأجير / الرؤية
hint-lease = الملكية مؤقتة، وانتهاؤها لا يوقف العملية.
slider-heartbeat-every = شريط تمرير وتيرة النبضات
hint-heartbeat-every = يجب أن يصل التجديد قبل الانتهاء؛ والتجديد عند لحظة الانتهاء تمامًا متأخر.
slider-pause-at = شريط تمرير بداية التوقف المؤقت
hint-pause-at = لا أثر له إذا كان A قد أنهى عمله قبل ذلك.
slider-pause-for = شريط تمرير مدة التوقف المؤقت
hint-pause-for = لا عمل ولا نبضات أثناء التوقف المؤقت؛ و0 يعني بلا توقف.
slider-replacement-work = شريط تمرير عمل البديل
hint-replacement-work = يجدّد B بانتظام، ثم يكتب مرة واحدة بعد هذه المدة.
slider-shutdown-at = شريط تمرير إشارة الإيقاف
hint-shutdown-at = اتركه فارغًا لعدم الإيقاف؛ و0 يرسل الإشارة فورًا.
slider-shutdown-grace = شريط تمرير مهلة السماح
hint-shutdown-grace = بعد هذه المدة يُوقَف A قسرًا، حتى وهو متوقف مؤقتًا.
hint-enforcement = الحقبة المسجّلة هي العقد الأقوى: يجب أن يعلم المورد بكل تولٍّ.

## The page's head (examples/prerender.rs): the browser tab's title and
## the description search engines show

head-title = Lease Lab: ملكية العامل للمهمة، والتأجير، ورموز الحماية
head-description = مستكشف تفاعلي للتأجير والنبضات والتولّي ورموز الحماية (fencing tokens) في المهام الخلفية. كل شيء يعمل في متصفحك.
