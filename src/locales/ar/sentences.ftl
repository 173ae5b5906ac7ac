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

## The results tables (present::report): captions and column names, shared
## by the page, the pinned run's tables and the Markdown worksheet

table-writes = قرارات الكتابة في المورد المحمي
table-writes-pinned = قرارات الكتابة في المورد المحمي: التشغيل المثبّت
table-events = أحداث التأجير والتوقف المؤقت والإيقاف والكتابة بترتيبها الزمني
table-contracts = الخط الزمني نفسه بثلاثة عقود
column-time = الوقت
column-worker-token = العامل / الرمز
column-decision = القرار
column-evidence = تعليل المورد
column-actor = الفاعل
column-event = الحدث
column-enforcement = تحقّق المورد
column-applied = الزيادات المطبّقة
column-decisions = قرارات الكتابة
column-result = النتيجة

## The two workers, in the tables and the step-through

worker-a = العامل A
worker-b = العامل B

## How a sentence ends where the page adds the full stop (a rejection's
## evidence in the write table)

full-stop = .
# Between the writes in one cell of the three-contract table.
list-separator = ؛{" "}
# Units of time after a number (present::format::duration): "13 s",
# "1 min 30 s", "2 h 5 min".
unit-hours = س
unit-minutes = د
unit-seconds = ث

## The resource's decisions (present::report::write_row, evidence); a
## rejection's evidence has no full stop of its own. $token, $watermark
## and $epoch are whole numbers

write-accepted = مقبولة
write-rejected = مرفوضة
evidence-unchecked = طُبّقت الزيادة بلا أي تحقّق؛ فالرمز لم يُفحص.
evidence-at-or-above-watermark = طُبّقت الزيادة وفق العلامة العليا لآخر كتابة؛ وأصبحت العلامة العليا الآن { $token }.
evidence-older-than-watermark = الرمز { $token } أقدم من العلامة العليا { $watermark }
evidence-matches-epoch = طُبّقت الزيادة وفق التحقّق من الحقبة الحالية.
evidence-epoch-mismatch = الرمز { $token } لا يطابق الحقبة المسجّلة { $epoch }

## The three-contract comparison (present::report::contract_table): each
## enforcement's name, the one in effect marked, and each write as
## "Worker B at 18 s: accepted"; $worker is a worker's name, $at a duration

enforcement-none = بلا تحقّق
enforcement-watermark = العلامة العليا لآخر كتابة
enforcement-current-epoch = الحقبة الحالية المسجّلة
contract-current = { $enforcement } (الإعداد الحالي)
contract-write-accepted = { $worker } عند { $at }: مقبولة
contract-write-rejected = { $worker } عند { $at }: مرفوضة

## The event log (present::report::event_sentence), one sentence per event
## in clock order; every $-argument but $token, $count and $grace is a
## duration ("3 s"), $grace one of the grace-* sentences, $evidence one of
## the evidence-* sentences

event-lease-acquired = حصل على التأجير بالرمز { $token }؛ وتنتهي مدته عند { $expires }.
event-heartbeat-accepted = قُبلت النبضة؛ وتنتهي مدة التأجير الآن عند { $expires }.
event-heartbeats-accepted = قُبلت النبضات كل { $every } من { $from } إلى { $to } ({ $count ->
        [one] تجديد واحد
        [two] تجديدان
        [few] { $count } تجديدات
        [many] { $count } تجديدًا
       *[other] { $count } تجديد
    })؛ وتنتهي مدة التأجير الآن عند { $expires }.
event-heartbeat-rejected = رُفضت النبضة: انتهت مدة التأجير عند { $expired }، فلم يعد العامل يملك المهمة. لكنه يتجاهل ذلك ويمضي في عمله.
event-paused-to-the-end = توقفت العملية مؤقتًا: لا عمل ولا نبضات. ولا تُستأنف أبدًا: فهي لا تزال متوقفة حين تُنهى قسرًا عند { $terminated }.
event-paused = توقفت العملية مؤقتًا حتى { $until }: لا عمل ولا نبضات.
event-resumed = استُؤنفت العملية؛ ويستمر عملها المحلي سواء أكانت لا تزال تملك المهمة أم لا.
event-takeover-registered = تولّى بالرمز { $token } التأجير المنتهية مدته؛ ويسجّل المورد الحقبة { $token } الآن.
event-takeover-untold = تولّى بالرمز { $token } التأجير المنتهية مدته؛ ولا يُبلَّغ المورد بذلك.
event-shutdown = إشارة الإيقاف: يكفّ عن استطلاع مهام جديدة ويُنهي المهمة الجارية قبل الموعد النهائي للإنهاء القسري عند { $deadline }. { $grace }
grace-renewed = يظل تأجيره يتجدّد خلال مهلة السماح.
grace-paused = يكون متوقفًا مؤقتًا خلال مهلة السماح، فلا يرسل أي نبضة.
grace-silent = لا يرسل أي نبضة خلال مهلة السماح.
grace-refused = لا يُقبل أي تجديد لتأجيره خلال مهلة السماح.
event-terminated-after-takeover = أُنهي قسرًا قبل الكتابة. وكانت مدة تأجيره قد انتهت من قبل: إذ تولّى العامل B المهمة عند { $takeover }.
event-terminated-as-it-expires = أُنهي قسرًا قبل الكتابة؛ وتنتهي مدة تأجيره في اللحظة نفسها.
event-terminated-unreleased = أُنهي قسرًا قبل الكتابة؛ ولا يحرّر أحدٌ تأجيره، فتنتهي مدته عند { $expires }.
event-write-accepted = قُبلت الكتابة: { $evidence }
event-write-rejected = رُفضت الكتابة: { $evidence }.

## رفض الحقل لقيمة، تحت الحقل

refusal-blank = أدخل عددًا من الثواني
refusal-negative = استخدم 0 ث أو أكثر
refusal-comma-decimal = استخدم النقطة للكسور العشرية، مثل 5.5
refusal-not-a-number = أدخل ثواني فقط، مثل 12 أو 0.25
refusal-too-many-decimals = استخدم 3 منازل عشرية على الأكثر
refusal-over-maximum = 86400 ث على الأكثر
refusal-lease-not-positive = يجب أن تكون مدة التأجير أكبر من 0 ث
refusal-heartbeat-not-positive = يجب أن تكون وتيرة النبضات أكبر من 0 ث
results-stale = قديمة: هذه النتائج لآخر قيم صالحة. صحّح الحقل المميَّز لتحديثها.

## الإعدادات المسبقة

preset-group-core = أفكار أساسية
preset-group-real = أنظمة حقيقية
preset-group-shutdown = الإيقاف
look-for = انتبه إلى: { $lesson }
look-for-sourced = انتبه إلى: { $lesson } المصدر: { $source }
look-for-own = سيناريو من إعدادك. يحمّل الإعداد المسبق سيناريو كاملًا دفعة واحدة.
embed-own-tagline = سيناريو من إعدادك.
preset-healthy = تشغيل سليم
preset-healthy-lesson = لا توقف مؤقت، ووتيرة أقصر بكثير من مدة التأجير: يجدّد العامل الأصلي ويكتب مرة واحدة، ولا يتولّى أحد العمل.
preset-healthy-tagline = النبضات تحفظ التأجير: كتابة واحدة بلا تولٍّ.
preset-boundary-heartbeat = نبضة على الحدّ
preset-boundary-heartbeat-lesson = حين تساوي الوتيرة مدة التأجير تصل كل نبضة عند الانتهاء تمامًا فتكون متأخرة: تولٍّ دون أي توقف مؤقت.
preset-boundary-heartbeat-tagline = تصل كل نبضة عند الانتهاء تمامًا: متأخرة، فيتولّى B العمل.
preset-paused-zombie = زومبي متوقف مؤقتًا
preset-paused-zombie-lesson = توقف مؤقت مدته 14 ث يتجاوز مدة التأجير، فيتولّى B العمل عند 13 ث. يستيقظ A عند 18 ث ويواصل العمل كزومبي؛ وحين يكتب أخيرًا عند 26 ث ترفض الحقبة المسجّلة الكتابة.
preset-paused-zombie-tagline = ترفض الحقبة كتابة الزومبي المتأخرة بعد توقف طويل.
preset-no-enforcement = بلا تحقّق
preset-no-enforcement-lesson = يتجاهل المورد الرموز، فتُطبَّق كتابة الزومبي المتأخرة أيضًا: زيادة مكرّرة.
preset-no-enforcement-tagline = يتجاهل المورد الرموز: تمرّ كتابة الزومبي المتأخرة أيضًا.
preset-watermark-race = جرّب سباق العلامة العليا
preset-watermark-race-lesson = يكتب A عند 22 ث، قبل أن يصل الرمز 2 الخاص بـ B إلى المورد عند 23 ث: تقبل العلامة العليا الزيادتين، بينما كانت الحقبة المسجّلة سترفض A.
preset-watermark-race-tagline = يكتب A قبل وصول رمز B الأحدث: تقبل العلامة العليا الكتابتين.
preset-gc-pause = توقف GC (قصة Kleppmann)
preset-gc-pause-lesson = قصة رموز الحماية الكلاسيكية بمصطلحاتنا: توقف شامل (stop-the-world) يتجاوز مدة التأجير، فيكتب الحامل التالي أولًا بالرمز الأحدث، ويرسل الحامل القديم كتابته فور استيقاظه، فترفضها العلامة العليا للتخزين (يستيقظ A عند 35 ث ويكتب عند 35.5 ث).
preset-gc-pause-tagline = يكتب الحامل القديم فور استيقاظه، بعد الجديد: مرفوضة.
preset-gc-pause-source = Martin Kleppmann، «How to do distributed locking» (2016): يرفض التخزين الرمز 33 لأنه قبل الرمز 34 من قبل؛ والرمزان 33 و34 هما الرمزان 1 و2 عندنا.
preset-kubernetes-lease = تأجير على طريقة Kubernetes
preset-kubernetes-lease-lesson = التجديد كل 2 ث يُبقي تأجيرًا مدته 15 ث آمنًا، لكن مهمة مدتها 40 ث لا يمكن أن تنتهي خلال مهلة سماح الإنهاء البالغة 30 ث: يُقتل الـ pod وتعيد نسخة أخرى العمل.
preset-kubernetes-lease-tagline = تأجير آمن، لكن مهلة سماح 30 ث لا تكفي لعمل مدته 40 ث.
preset-kubernetes-lease-source = Kubernetes: يستخدم kube-controller-manager وkube-scheduler افتراضيًا تأجيرًا لانتخاب القائد مدته 15 ث، ومهلة تجديد 10 ث، وفترة إعادة محاولة 2 ث (لا يضع client-go نفسه قيمًا افتراضية)؛ وتحصل الـ pods على terminationGracePeriodSeconds = 30.
preset-sqs-visibility = مهلة رؤية على طريقة SQS
preset-sqs-visibility-lesson = مهمة مدتها 45 ث تحت مهلة رؤية 30 ث دون تمديد: تعود الرسالة للظهور، ويأخذها مستهلك ثانٍ، ودون حماية تُطبَّق النتيجتان كلتاهما.
preset-sqs-visibility-tagline = دون تمديد: تعود الرسالة للظهور وتُطبَّق النتيجتان.
preset-sqs-visibility-source = Amazon SQS: مهلة الرؤية الافتراضية 30 ث؛ وعلى المستهلك تمديدها (ChangeMessageVisibility) للمهام الأطول.
preset-two-hour-lease = تأجير لساعتين
preset-two-hour-lease-lesson = تأجير مدته 2 س يُجدَّد كل 30 ث يصمد أمام أي تعطل قصير، لكن توقفًا مؤقتًا مدته 2 س 5 د يتجاوزه: يتولّى البديل العمل وترفض الحقبة النتيجة القديمة.
preset-two-hour-lease-tagline = تأجير 2 س يصمد أمام التعطل القصير، لا أمام توقف 2 س 5 د.
preset-two-hour-lease-source = تأجير عامل نسخ نصي كما في درس رموز التأجير: ساعتان، تُبقيه النبضات حيًّا.
preset-graceful-shutdown = إيقاف سلس
preset-graceful-shutdown-lesson = توقف إشارة الإيقاف عند 5 ث جلب المهام الجديدة، وتواصل النبضات تجديد التأجير، وينتهي العمل عند 12 ث قبل المهلة عند 15 ث: لا إنهاء قسري.
preset-graceful-shutdown-tagline = ينتهي العمل داخل مهلة السماح: لا إنهاء قسري.
preset-grace-too-short = مهلة سماح قصيرة جدًا
preset-grace-too-short-lesson = مهلة سماح 4 ث فقط: الإنهاء القسري عند 9 ث يمنع الكتابة، ويعيد B المهمة بعد انتهاء التأجير.
preset-grace-too-short-tagline = تنتهي مهلة السماح أولًا: الإنهاء يمنع كتابة A.
preset-sidekiq-shutdown = إيقاف على طريقة Sidekiq
preset-sidekiq-shutdown-lesson = يوقف الإيقاف جلب المهام فورًا؛ وتحصل المهمة الجارية على مهلة سماح 25 ث لا تكفي لبقية عملها البالغ 40 ث، فيُنهى العامل قسرًا عند نهاية المهلة (35 ث)، وتُعاد محاولة المهمة، ولا تُطبَّق إلا زيادة واحدة.
preset-sidekiq-shutdown-tagline = مهلة 25 ث لا تكفي: تُقتل المهمة وتُعاد محاولتها.
preset-sidekiq-shutdown-source = ينتظر Sidekiq المهام الجارية 25 ث عند الإيقاف (-t 25)، ضمن مهلة 30 ث التي يمنحها Heroku وKubernetes قبل SIGKILL.

## The time cursor (present::status::play_button_name, present::compare::cursor_note):
## the button that plays the run or pauses it, named for what a press
## does, and what the cursor reads while a run is pinned

cursor-play = اعرض
cursor-pause = أوقف مؤقتًا
cursor-reads-current = يقرأ التشغيل الحالي

## The ownership timeline (present::timeline, present::figure): the
## figure's captions, the lanes' names, the words on bars and notes
## (where two are given, the drawing keeps the longer one when it fits),
## each shape's title (what a pointer or a screen reader gets from a
## mark), the drawing's description and the legend. $from, $to, $at and
## the like are instants or durations ("3 s"); $token is 1 or 2.

figure-timeline = الخط الزمني للملكية
figure-timeline-preset = الخط الزمني للملكية: { $preset }
figure-current-run = التشغيل الحالي
figure-pinned-run = التشغيل المثبّت
lane-lease-a = تأجير A
lane-resource = المورد
bar-working = يعمل
bar-zombie = زومبي
bar-paused = متوقف
bar-token-valid = الرمز { $token } سارٍ
bar-token-working = يعمل بالرمز { $token }
bar-token = الرمز { $token }
state-unchecked = لا يتحقق من الرموز
state-epoch = الحقبة { $token }
state-no-watermark = بلا علامة عليا
state-watermark = العلامة العليا { $token }
note-grace = مهلة سماح { $grace }
note-grace-then-terminated = مهلة سماح { $grace }، ثم أُنهي
note-grace-terminated = مهلة سماح { $grace }، أُنهي
note-count = العدد { $count }
title-a-working = يعمل العامل A من { $from } إلى { $to }
title-a-zombie = لا يزال العامل A يعمل من { $from } إلى { $to } بعد فقدان تأجيره: زومبي
title-a-paused = العامل A متوقف مؤقتًا من { $from } إلى { $to }: لا عمل ولا نبضات
title-a-paused-to-the-end = العامل A متوقف مؤقتًا من { $from } حتى إنهائه عند { $to }: لا عمل ولا نبضات
title-grace = مهلة سماح الإيقاف من { $from } إلى { $to }: لا استطلاع لمهام جديدة؛ { $heartbeats ->
    [renewed] يظل تأجيره يتجدّد
    [paused] A متوقف مؤقتًا ولا يرسل أي نبضة
    [silent] لا يرسل A أي نبضة
   *[refused] لا يُقبل أي تجديد
}
title-signal = إشارة الإيقاف عند { $at }؛ موعد الإنهاء القسري { $deadline }
title-terminated = أُنهي العامل A قسرًا عند { $at } قبل الكتابة
title-pauses = يتوقف العامل A مؤقتًا عند { $at }
title-resumes = يستأنف العامل A عند { $at }
title-lease-released = حمل A التأجير (الرمز 1) من { $from } إلى { $to }، وحُرّر حين أتمّت كتابته المهمة
title-lease-valid = تأجير A (الرمز 1) سارٍ من { $from } إلى { $to }
title-acquired = يحصل A على التأجير عند 0 ث بالرمز 1، حتى { $to }
title-renewals = { $count ->
    [one] تجديد واحد
    [two] تجديدان
    [few] { $count } تجديدات
    [many] { $count } تجديدًا
   *[other] { $count } تجديد
} كل { $every } من { $from } إلى { $to }؛ ثم تنتهي مدة التأجير عند { $expires }
title-renewal = قُبلت النبضة عند { $at }؛ وامتد التأجير حتى { $to }
title-refusal = رُفضت النبضة عند { $at }: انتهت مدة التأجير عند { $expired }
title-b-working = يحمل العامل B الرمز 2 ويعمل من { $from } إلى { $to }
title-takeover = يتولّى العامل B العمل عند { $at } بالرمز { $token }
title-resource-state = المورد: { $state } من { $from } إلى { $to }
title-write-accepted = يكتب { $worker } عند { $at } بالرمز { $token }: مقبولة
title-write-rejected = يكتب { $worker } عند { $at } بالرمز { $token }: مرفوضة
title-resource-accepts = يقبل المورد كتابة { $worker } عند { $at } (الرمز { $token })
title-resource-rejects = يرفض المورد كتابة { $worker } عند { $at } (الرمز { $token })
timeline-summary = الخط الزمني للملكية من 0 ث إلى { $end }. { $ownership } طُبّقت { $count ->
    [one] زيادة واحدة
    [two] زيادتان
    [few] { $count } زيادات
    [many] { $count } زيادة
   *[other] { $count } زيادة
}. تسرد الجداول أدناه كل الأحداث.
summary-takeover = تنتهي مدة تأجير A عند { $at } ويتولّى العامل B العمل.
summary-no-takeover = يكتب العامل A عند { $at } ضمن تأجيره.
legend-work-a = يعمل A
legend-zombie = زومبي: يواصل A العمل دون تأجيره
legend-paused = يتوقف A مؤقتًا، بلا نبضات
legend-grace = مهلة سماح الإيقاف
legend-lease-a = تأجير A سارٍ (الرمز 1)
legend-renewal-run = نبضات مقبولة كثيرة
legend-work-b = يعمل B (الرمز 2)
legend-state-old = المورد قبل الرمز 2
legend-state-unchecked = المورد لا يتحقق من الرموز
legend-state-old-or-unchecked = المورد قبل الرمز 2، أو لا يتحقق من الرموز
legend-state-new = المورد يعرف الرمز 2
legend-acquired = الحصول على التأجير
legend-renewal = نبضة مقبولة
legend-refused = نبضة مرفوضة
legend-takeover = يتولّى B العمل
legend-pause-start = يتوقف A مؤقتًا
legend-resume = يستأنف A
legend-signal = إشارة الإيقاف
legend-terminated = الإنهاء القسري
legend-accepted = كتابة مقبولة
legend-rejected = كتابة مرفوضة
legend-note = العدد: الزيادات المطبّقة
legend-differs = ليس في التشغيل الآخر

## The time cursor's readout (present::explore::state_lines): what holds
## at the cursor's instant. The lines' names, then the lease's owner
## ($worker is worker-a or worker-b, $until an instant), the resource's
## state, and what each worker is doing (with bar-working and bar-paused
## above).

readout-lease = التأجير
readout-counter = العدّاد
readout-owner-until = { $worker } (الرمز { $token })، سارٍ حتى { $until }
readout-owner-writing = { $worker } (الرمز { $token })، يُجدَّد حتى كتابته
readout-released = حُرّر: اكتملت المهمة
readout-unchecked = لا يتحقق من الرموز
readout-watermark-unset = لم تُحدَّد العلامة العليا بعد
readout-watermark = العلامة العليا { $token }
readout-epoch = الحقبة المسجّلة { $token }
doing-not-started = لم يبدأ
doing-zombie = يعمل دون تأجير سارٍ (زومبي)
doing-zombie-paused = متوقف، وقد تُوُلّي تأجيره
doing-wrote-accepted = انتهى عمله؛ وقُبلت كتابته
doing-wrote-rejected = انتهى عمله؛ ورُفضت كتابته
doing-terminated = أُنهي

## Step through the run (present::steps): the step's number, then why each
## event happens, told from the run's facts in one or more of these
## sentences one after another. A sentence ending in a colon is followed
## by one that starts in lower case (why-due-*, why-unsent-*), which
## says why the lease ran out. Instants and
## durations ("3 s") are written by the code; $token, $epoch and
## $watermark are 1 or 2; $count is a number of heartbeats.

step-of = الخطوة { $step } من { $count }
why-claim = يدوم الحصول على التأجير مدة تأجير واحدة، { $lease }: يملك A المهمة حتى { $until } ما لم تجدّده نبضة قبل ذلك.
why-claim-epoch = الحقبة المسجّلة لدى المورد هي 1، رمز A.
why-claim-watermark = العلامة العليا للمورد فارغة: لم يقبل أي كتابة بعد.
why-claim-unchecked = لا يتحقق المورد من أي رمز إطلاقًا.
why-renewal = تصل النبضة قبل الانتهاء عند { $expiry }، فتُحتسب: يدوم التأجير الآن { $lease } من { $at } حتى { $until }.
why-renewals = { $count ->
        [two] تصل النبضتان، بفاصل { $every }، كلتاهما
       *[other] تصل النبضات الـ{ $count }، بفاصل { $every }، كلها
    } قبل انتهاء التأجير البالغ { $lease } الذي حدّدته سابقتها؛ وتنقل الأخيرة، عند { $last }، الانتهاء إلى { $until }.
why-renewal-in-grace = تسمح مهلة سماح الإيقاف بذلك: فلا يزال لدى A مهمة جارية.
why-refusal-expired = انتهت مدة التأجير عند { $expired }:
why-refusal-late = لا يُحتسب التجديد إلا قبل لحظة الانتهاء، لا عندها؛ لذا فات أوان هذا التجديد.
why-b-holds = يحمل B المهمة بالرمز 2 منذ { $takeover }.
why-resumed-terminated = لا شيء يُبلغ العملية المتوقفة مؤقتًا بانتهاء مدة تأجيرها: تولّى B العمل عند { $takeover }، فيواصل A العمل كزومبي حتى يُنهى قسرًا عند { $terminated }.
why-resumed-zombie = لا شيء يُبلغ العملية المتوقفة مؤقتًا بانتهاء مدة تأجيرها: تولّى B العمل عند { $takeover }، فيواصل A العمل كزومبي؛ وينتهي عمله عند { $done }.
why-resumed-owner = تأجيره الساري حتى { $until } دام أطول من التوقف المؤقت، فيواصل A العمل بصفته المالك.
why-takeover-renewed = انتهت مدة تأجير A عند { $at }، بعد { $lease } من آخر تجديد له عند { $renewed }:
why-takeover-never-renewed = انتهت مدة تأجير A عند { $at }، بعد { $lease } من الحصول عليه، ولم يُجدَّد قط:
why-takeover-claim = التأجير المنتهية مدته متاح، فيحصل عليه B بالرمز التالي، { $token }.
why-takeover-epoch = يُبلَّغ المورد فورًا: الحقبة { $token } من الآن فصاعدًا.
why-takeover-watermark-empty = لا يُبلَّغ المورد: تبقى علامته العليا فارغة حتى يكتب B.
why-takeover-watermark = لا يُبلَّغ المورد: تبقى علامته العليا { $token } حتى يكتب B.
why-takeover-unchecked = لا يتحقق المورد من أي رمز، فلا يتغير فيه شيء.
why-signal = يحصل A بالإشارة على مهلة سماح { $grace }، حتى { $deadline }، لينهي المهمة الجارية.
why-signal-too-short = لن ينتهي عمله بحلول ذلك الوقت.
why-signal-enough = ينتهي عمله ضمن مهلة السماح.
why-terminated-paused = انتهت مهلة السماح التي بدأت عند { $signal } قبل أن يكتب A: كان لا يزال متوقفًا مؤقتًا.
why-terminated-unfinished = انتهت مهلة السماح التي بدأت عند { $signal } قبل أن يكتب A: لم يكن عمله قد انتهى.
why-write-b = ينتهي عمل B الذي استغرق { $work } منذ التولّي عند { $takeover }، ويكتب بالرمز { $token }.
why-write-zombie = ينهي A عمله بعد أن فقد تأجيره عند { $takeover }، ويكتب برمزه القديم، { $token }.
why-write-owner = ينهي A عمله وتأجيره لا يزال ساريًا، ويكتب بالرمز { $token }.
why-due-as-expired = تأتي النبضات كل { $every }، وكانت التالية مستحقة عند { $due }، لحظةَ انتهاء التأجير البالغ { $lease } تمامًا.
why-due-after-expired = تأتي النبضات كل { $every }، وكانت التالية مستحقة عند { $due }، بعد انتهاء التأجير البالغ { $lease }.
why-unsent-paused = لم تُرسَل قط النبضة المستحقة عند { $due }، لأن A كان متوقفًا مؤقتًا من { $from } إلى { $to }.
why-unsent-terminated = لم تُرسَل قط النبضة المستحقة عند { $due }، لأن A أُنهي قسرًا عند { $terminated }.
why-pause-none-due = العملية المتوقفة مؤقتًا لا تعمل ولا تجدّد، لكن لا تستحق أي نبضة خلال توقفها البالغ { $pause }.
why-pause-one-due = العملية المتوقفة مؤقتًا لا تعمل ولا تجدّد: فخلال توقفها البالغ { $pause } لا تُرسَل أبدًا النبضة المستحقة عند { $due }.
why-pause-many-due = العملية المتوقفة مؤقتًا لا تعمل ولا تجدّد: فخلال توقفها البالغ { $pause } لا تُرسَل أبدًا { $count ->
        [two] النبضتان المستحقتان
       *[other] النبضات الـ{ $count } المستحقة
    } من { $from } إلى { $to }.
why-pause-taken-over = لم يعد A يملك التأجير على أي حال: فقد تولّى B العمل عند { $takeover }.
why-pause-outlived = التأجير الساري حتى { $until } تنتهي مدته قبل أن يتمكن A من تجديده.
why-pause-outlasted = التأجير الساري حتى { $until } يدوم أطول من التوقف المؤقت.
why-unchecked = لا يتحقق المورد من أي رمز، فيطبّق كل كتابة.
why-watermark-passes = الرمز { $token } ليس أدنى من العلامة العليا، { $watermark }، فيمرّ؛ وأصبحت الآن { $token }.
why-watermark-empty = لم تُقبل أي كتابة من قبل، فتسمح العلامة العليا الفارغة بمرور الرمز { $token }؛ وأصبحت الآن { $token }.
why-watermark-unseen = لم ترَ الرمز 2: لم يكتب B بعد.
why-epoch-registered = يطابق الرمز 2 الحقبة التي سجّلها المورد لحظة التولّي عند { $takeover }.
why-epoch-held = يطابق الرمز { $token } الحقبة التي يحملها المورد منذ الحصول على التأجير.
why-watermark-refuses-b = العلامة العليا هي { $watermark }، وقد حدّدتها كتابة B المقبولة عند { $at }؛ والرمز { $token } أدنى منها، فيرفضه المورد.
why-watermark-refuses = العلامة العليا هي { $watermark }؛ والرمز { $token } أدنى منها، فيرفضه المورد.
why-epoch-refuses-takeover = سجّل المورد الحقبة { $epoch } لحظة التولّي عند { $takeover } ولا يقبل أي رمز آخر؛ والرمز { $token } لا يطابقها.

## Two runs compared (present::compare): the sentence under the headline
## while a run is pinned, one part per input that differs ($name an
## input-* name, $old and $new its values) and per outcome fact that
## differs ($name a fact-* name or a metric card's title); the values
## words; a metric card's pinned value ($value as the card writes it);
## and the note a heartbeat cadence gets when the lease runs out first,
## beside its value and under its field.

change-input = { $name }: { $old } ← { $new }.
change-fact = { $name }: { $old } ← { $new }.
change-same-inputs = المدخلات نفسها كما في التشغيل المثبّت: غيّر قيمة لتقارن بين التشغيلين.
change-same-outcome = كل تفاصيل النتيجة كما في التشغيل المثبّت.
input-original-work = العمل الأصلي
input-lease = مدة التأجير
input-heartbeat-every = وتيرة النبضات
input-pause-at = بداية التوقف المؤقت
input-pause-for = مدة التوقف المؤقت
input-replacement-work = عمل البديل
input-shutdown-at = إشارة الإيقاف
input-shutdown-grace = مهلة السماح للإيقاف
input-enforcement = تحقّق المورد
fact-outcome = النتيجة
fact-write-a = كتابة A
fact-write-b = كتابة B
value-none = لا يوجد
value-at = عند { $at }
value-accepted = مقبولة
value-rejected = مرفوضة
value-with-note = { $value } ({ $note })
value-note-no-heartbeat = لا تأتي أي نبضة قبل انتهاء مدة التأجير
field-note-no-heartbeat = هنا لا تأتي أي نبضة قبل انتهاء مدة التأجير.
pinned-same = المثبّت: { $value } (بلا تغيير)
pinned-changed = المثبّت: { $value } (تغيّر)

## Status lines (present::status): after a copy, why the share buttons
## wait, after a worksheet's download started or failed ($name is the
## file's name), and after opening a worksheet file: what it restored
## ($restored selects the parts), or why it was refused ($error is the
## file reader's reason, in English; $input a fragment key such as
## "lease").

status-copied = تم النسخ
status-fix-field-first = صحّح الحقل المميَّز أولًا: يجب ألا يحمل الرابط أبدًا سيناريو سترفضه الصفحة.
status-downloaded = تم تنزيل { $name }.
status-downloaded-stale = تم تنزيل { $name }. وهو يحمل آخر قيم صالحة، لأن أحد الحقول غير صالح.
status-download-failed = تعذّر بدء تنزيل { $name }.
status-opened = تم فتح { $name }: تمت استعادة { $restored ->
    [lesson-predictions] السيناريو والدرس والتوقّعات والإجابات والملاحظات
    [lesson] السيناريو والدرس والإجابات والملاحظات
    [predictions] السيناريو والتوقّعات والإجابات والملاحظات
   *[scenario] السيناريو والإجابات والملاحظات
}، وأُعيد حساب النتائج.
status-unreadable = تعذّر فتح { $name }: { $error } لم يُغيَّر شيء.
status-changes-set-input = تعذّر فتح { $name }: قيمة { $input } فيه تختلف عن القيمة التي حدّدها هذا الدرس. لم يُغيَّر شيء.
status-too-large = تعذّر فتح { $name }: حجم الملف أكبر من 1 MB. لم يُغيَّر شيء.
status-not-read = تعذّرت قراءة { $name }. لم يُغيَّر شيء.

## Each number field's label, written by the pre-renderer beside the
## field and said at run time as an option of the outcome map's axes
## (present::report::field_label). The map's axis titles are these
## labels without the unit in brackets at their end.

field-original-work = العمل الفعلي الأصلي (بالثواني)
field-lease = مدة التأجير / الرؤية (بالثواني)
field-heartbeat-every = وتيرة النبضات (بالثواني)
field-pause-at = يبدأ التوقف المؤقت عند (بالثواني)
field-pause-for = مدة التوقف المؤقت (بالثواني)
field-replacement-work = عمل البديل (بالثواني)
field-shutdown-at = إشارة الإيقاف عند (بالثواني، اختياري)
field-shutdown-grace = مهلة السماح للإيقاف (بالثواني)

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

map-axis = → { $name } ({ $unit })
map-unit-hours = بالساعات
map-unit-minutes = بالدقائق
map-unit-seconds = بالثواني
map-beyond = { $name } { $value } خارج هذه الخريطة (حتى { $max })
map-at-edge = { $beyond }: تقف علامة التقاطع عند الحافة.
map-summary = { $class }: { $count } من { $total } تشغيل ({ $share })؛ وأقربها إلى هنا عند { $cell }.
map-cell-values = { $x } { $x-value }، { $y } { $y-value }
map-cell-readout = { $x } { $x-value }، { $y } { $y-value }: { $class }.
input-in-sentence = { $input ->
    [original-work] العمل الأصلي
    [lease] مدة التأجير
    [heartbeat-every] وتيرة النبضات
    [pause-at] بداية التوقف المؤقت
    [pause-for] مدة التوقف المؤقت
    [replacement-work] عمل البديل
    [shutdown-at] إشارة الإيقاف
   *[shutdown-grace] مهلة السماح للإيقاف
}
map-refining = جار تحسين الخريطة بينما تتغير المدخلات…
map-moved-to-duplicate = تم الانتقال إلى أقرب سيناريو على الخريطة يطبق الزيادة مرتين.
map-no-duplicate = لا يوجد على هذه الخريطة سيناريو يطبق الزيادة مرتين مع «{ $enforcement }».

## The longest pause the original survives (present::explore::survivable_text),
## under the outcome map: $lease and $cadence are the inputs; with no
## heartbeat before expiry; with none safe ($first the first heartbeat,
## $next the one after it); or with a longest pause $longest.

survivable-never-extended = مع تأجير مدته { $lease } وبلا نبضة قبل انتهائه (فالنبضة عند لحظة الانتهاء تماما متأخرة)، لا يمدد التأجير أبدا. بتوقف مؤقت أو بدونه، كل مهمة لا تنتهي قبل { $lease } تفقد التأجير عندها: جدد على فترات أقصر من مدة التأجير.
survivable-none-safe = مع تأجير مدته { $lease } ونبضة كل { $cadence }، لا يوجد توقف مؤقت آمن أينما بدأ: حتى 1 ms يبدأ عند نبضة تماما (أولاها عند { $first }) يبتلع ذلك التجديد، وتأتي التالية عند { $next }، متأخرة، فيضيع التأجير عند { $lease }.
survivable-up-to = مع تأجير مدته { $lease } ونبضة كل { $cadence }، يصمد العامل الأصلي أمام أي توقف مؤقت حتى { $longest }، أينما بدأ. وأسوأ بداية هي عند نبضة تماما (أولاها عند { $first }): يبتلع التوقف ذلك التجديد.

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

question-takeover = هل سيتولى العامل B العمل؟
question-applied-increments = كم زيادة سيطبق المورد؟
question-original-write = ماذا سيحدث لكتابة العامل A؟
answer-yes = نعم
answer-no = لا
answer-accepted = مقبولة
answer-rejected = مرفوضة
answer-never-made = لا تحدث أصلا
lesson-scenario = يحتاج العامل A إلى { $work } من العمل؛ وتأجيره البالغ { $lease } { $renewal }؛ و{ $pause }. ويحتاج البديل، العامل B، إلى { $replacement } من العمل بعد أن يحمل التأجير، ويطبق المورد «{ $enforcement }».
scenario-renewed = يجدد كل { $cadence }
scenario-never-extended = لا يمدد أبدا (لا تأتي نبضة قبل انتهائه)
scenario-no-pause = لا يتوقف مؤقتا أبدا
scenario-pause = يبدأ توقف مؤقت مدته { $pause } عند { $at }
scenario-shutdown = تصل إشارة إيقاف عند { $at }، مع مهلة سماح { $grace } قبل أن يوقف A قسرا.
mark-correct = صحيح
mark-not-this-time = ليس هذه المرة
mark-not-answered = بلا إجابة
mark-then-reason = .{" "}
reason-takeover-after-renewal = تولى B العمل عند { $at }، حين انتهت مدة تأجير A بعد آخر تجديد صالح له عند { $renewed }.
reason-takeover-no-renewal = تولى B العمل عند { $at }، حين انتهت مدة تأجير A دون أي تجديد صالح.
reason-no-takeover = انتهت محاولة A عند { $at } وهو لا يزال يحمل التأجير، فلم يبدأ B أبدا.
reason-accepted-one = قبل المورد كتابة واحدة: { $first }.
reason-accepted-two = قبل المورد كتابتين: { $first } و{ $second }.
reason-write-by = { $worker ->
    [a] كتابة A عند { $at }
   *[b] كتابة B عند { $at }
}
reason-a-accepted = كتب A عند { $at } وقبل المورد كتابته.
reason-a-refused = كتب A عند { $at } بالرمز { $token }، ورفض المورد كتابته.
reason-a-terminated = أنهي A قسرا عند { $at }، قبل أن يتمكن من الكتابة.
lesson-score = أصبت في { $right } من 3 توقعات؛ وتقييم كل إجابة يبين السبب. النتائج معروضة الآن.
lesson-switch-locked = أجب عن الأسئلة الثلاثة واكشف النتيجة أولا؛ ثم يمكنك إيقاف هذا الخيار.
lesson-switch-hint = أجب عن ثلاثة أسئلة قبل أن ترى النتائج.
lesson-moved-on = النتائج أدناه لسيناريو معدل. وتقييماتك للسيناريو الذي توقعته؛ و«توقع مجددا» يبدأ جولة جديدة.

## The customize panel's summaries (present::customize): what links
## copied now do ($fixed and $hidden of 9 inputs, $sections of 12
## sections), how many questions of their own they ask ($count), and
## which lines of the questions box were left out ($lines: the
## customize-line-* parts joined by list-separator; $number a line's
## number).

customize-whole-lab = الروابط المنسوخة الآن تفتح المختبر كاملا.
customize-composed = الروابط المنسوخة الآن تثبت { $fixed } من 9 مدخلات، وتخفي { $hidden } من 9 مدخلات، وتخفي { $sections } من 12 قسما.
customize-no-questions = الروابط المنسوخة الآن لا تطرح أي سؤال خاص بها.
customize-questions = الروابط المنسوخة الآن تطرح { $count ->
    [one] سؤالا واحدا خاصا بها
    [two] سؤالين خاصين بها
    [few] { $count } أسئلة خاصة بها
    [many] { $count } سؤالا خاصا بها
   *[other] { $count } سؤال خاص بها
}.
customize-left-out = المستبعد: { $lines }.
customize-line-extra = السطر { $number }: لا يطرح إلا ثلاثة أسئلة
customize-line-control = السطر { $number }: يجب أن يكون سطرا واحدا من نص عادي، بلا محارف تحكم
customize-line-length = السطر { $number }: يجب أن يكون من 1 إلى 200 حرف

## The note above the controls on a page a lesson link has shaped
## (present::customize::Customization::learner_note)

lesson-note-fixed = أجزاء من هذا المختبر مضبوطة لهذا الدرس: بعض المدخلات ثابتة.
lesson-note-hidden = أجزاء من هذا المختبر مضبوطة لهذا الدرس: بعضها مخفي.
lesson-note-fixed-and-hidden = أجزاء من هذا المختبر مضبوطة لهذا الدرس: بعض المدخلات ثابتة وبعض الأجزاء مخفية.

## The embed code's frame title (present::fragment::embed_code): $title is
## the run's outcome (a class-* name), or says nothing of it when the
## frame asks for a prediction or a lesson hides a part of the page.

embed-title = Lease Lab: { $title }
embed-title-predict = توقع النتيجة
embed-title-lesson = درس عن ملكية العامل للمهمة

## The model's assumptions and limits: the pre-renderer writes them
## under "Assumptions and limits", and the Markdown worksheet repeats
## them (present::copy::ASSUMPTIONS).

assumption-1 = تنفّذ محاولتان زيادةً واحدة غير متساوية القوى (non-idempotent) على مورد مُنمذَج. والزمن افتراضي: لا وسيط رسائل حقيقي ولا شبكة ولا انحراف في الساعات.
assumption-2 = تتبع النبضات وتيرة ثابتة. والتوقف المؤقت يوقف العمل والنبضات معًا، والنبضات الفائتة لا تُرسَل متأخرة. ويتجاهل العامل الأصلي فشل التجديد ويمضي في عمله.
assumption-3 = في اللحظة نفسها، يقع انتهاء مدة التأجير والإنهاء القسري قبل الكتابة، وتسبق كتابةُ العامل البديل كتابةَ العامل الأصلي. ويجدّد العامل البديل تأجيره دائمًا في الوقت المناسب.
assumption-4 = ترفض العلامة العليا الرموز الأقدم من رمز قبلته من قبل؛ ولا يمكنها رفض المالك القديم قبل أن يصلها الرمز الأحدث.
assumption-5 = يفترض خيار الحقبة المسجّلة أن المورد يسجّل كل تغيير للمالك بشكل ذرّي، ويتحقق من الحقبة عند كل كتابة.
assumption-6 = في الإيقاف المنظّم يكفّ العامل عن الاستطلاع ويواصل تجديد المهمة الوحيدة الجارية. والإنهاء القسري يمنع كتابة لم تبدأ بعد، لا طلبًا صار في طريقه.
assumption-7 = الكتابة المقبولة من المالك الحالي وإقرار استلامها يُحسبان اكتمالًا واحدًا. أما الإقرارات الضائعة والمزوّدون متساوو القوى فعقود مختلفة، متروكة لمختبرات أخرى.

## The worksheet's three questions for the learner's own answers, shown
## above their boxes and written into both worksheets
## (present::copy::PROMPTS).

prompt-1 = في عملك أنت، أين يأخذ عامل أو مهمة cron أو عملية مهمة ما ويعمل عليها؟
prompt-2 = هل يمكن أن يعمل اثنان منها على المهمة نفسها في الوقت نفسه، أو أن يتعطل أحدها ثم يستأنف ويمضي في عمله؟
prompt-3 = مع تأجير ورمز يتحقق منه عند كل تغيير، أين بالضبط سترفض الآن كتابة الحامل القديم؟

## The Markdown worksheet (worksheet::markdown), a printable document:
## its title and first line; the table of who it is from ($inputs is a
## list of field labels joined by list-separator); the headings of its
## sections (md-heading-*; the tables' captions are said elsewhere) and
## the names of its tables' columns (md-column-*); a missing value
## (md-none-*); the scenario a prediction was made for; how many earlier
## attempts there were ($count, of which $seen had their results seen);
## $headline is the pinned run's headline, in bold.

md-title = ورقة عمل Lease Lab
md-intro = ملكية العامل للمهمة والتأجير ورموز الحماية: مهمة واحدة، وعامل أصلي A، وعامل بديل B.
md-column-item = البند
md-column-value = القيمة
md-column-setting = الإعداد
md-column-pinned-run = التشغيل المثبت
md-column-current-run = التشغيل الحالي
md-column-question = السؤال
md-column-your-answer = إجابتك
md-column-metric = المقياس
md-column-meaning = المعنى
md-column-step = الخطوة
md-column-why = السبب
md-your-name = اسمك
md-link = رابط هذا السيناريو
md-preset = الإعداد المسبق
md-none-name = غير مذكور
md-none-link = غير مسجل
md-none-preset = لا يوجد (سيناريو مخصص)
md-none-shutdown = لا يوجد (بلا إيقاف)
md-none-answer = لا إجابة
md-none-revealed = لم تكشف بعد
md-none-answer-yet = لا إجابة بعد.
md-none-notes = لا ملاحظات بعد.
md-heading-scenario = السيناريو
md-heading-prediction = توقعك
md-heading-result = النتيجة
md-heading-compared = مقارنة بالتشغيل المثبت
md-heading-steps = التشغيل خطوة بخطوة
md-heading-assumptions = الافتراضات والحدود
md-heading-answers = إجاباتك
md-heading-notes = ملاحظاتك
md-fixed = المدخلات الثابتة في هذا الدرس: { $inputs }.
md-hidden = المدخلات المخفية في هذا الدرس: { $inputs }.
md-made-for-another = هذا التوقع لسيناريو غير السيناريو أعلاه (تغيرت المدخلات بعد الكشف)؛ والنتائج نتائج ذلك السيناريو:
md-made-for-this = هذا التوقع للسيناريو أعلاه.
md-seen-before-reveal = شوهدت النتائج قبل كشف هذا التوقع: انتهى الدرس أولا.
md-earlier-attempts = محاولات سابقة: { $count }، شوهدت نتائج { $seen } منها قبل الكشف.
md-results-wait = تعرض النتائج بعد الكشف: أجب عن الأسئلة أولا.
md-pinned-headline = التشغيل المثبت: { $headline }

## Beside an input a lesson link fixed (ui::controls)

fixed-note = ثابت في هذا الدرس

## A link's part the page refused, one line each above the controls
## (present::fragment::read_fragment): $why is the reason, which quotes
## the link's keys and values as they are; $preset a preset's name; $key
## the question's key in the link ("ask1").

link-scenario-refused = لم يطبق سيناريو هذا الرابط ({ $why })؛ ويعرض المثال الافتراضي.
link-scenario-refused-preset = لم يطبق سيناريو هذا الرابط ({ $why })؛ ويعرض الإعداد المسبق «{ $preset }».
link-step-refused = لم تطبق خطوة هذا الرابط ({ $why })؛ ويعرض التشغيل كاملا.
link-customization-refused = لم يطبق تخصيص هذا الرابط ({ $why })؛ ويعرض المختبر كاملا.
link-pin-refused = لم يطبق التشغيل المثبت في هذا الرابط ({ $why })؛ ولا يوجد تشغيل مثبت.
link-question-refused = لم يطبق السؤال { $key } من هذا الرابط ({ $why })؛ ولم يدرج.

## Why a part of a link was refused: the rule its key breaks, said after
## the key inside the line above ("lease_s: must be greater than 0 s";
## present::fragment, present::customize). Keys, names and the values in
## quotes are the link's own and stay as written: $name is a name the
## link gave, $count the number of steps of the run.

rule-given-twice = ورد مرتين
rule-not-a-key = ليس مفتاحا تقرؤه هذه الصفحة
rule-no-preset = لا يوجد إعداد مسبق اسمه "{ $name }"
rule-enforcement = يجب أن يكون "none" أو "watermark" أو "current_epoch"
rule-blank = أدخل عددا من الثواني
rule-negative = استخدم 0 ث أو أكثر
rule-comma-decimal = استخدم النقطة للكسور العشرية، مثل 5.5
rule-not-a-number = أدخل ثواني فقط، مثل 12 أو 0.25
rule-too-many-decimals = استخدم 3 منازل عشرية على الأكثر
rule-over-maximum = 86400 ث على الأكثر
rule-not-positive = يجب أن يكون أكبر من 0 ث
rule-step = يجب أن يكون عددا صحيحا من 1 إلى { $count }
rule-cursor-hidden = هذا الدرس يخفي مؤشر الزمن
rule-worksheet-hidden = هذا الدرس يخفي ورقة العمل التي يجاب فيها عن السؤال
rule-name-empty = أحد الأسماء فارغ
rule-no-input = لا يوجد مدخل اسمه { $name }
rule-no-section-or-input = لا يوجد قسم أو مدخل اسمه { $name }
rule-named-twice = { $name } مذكور مرتين
rule-fixed-too = { $name } موجود في fixed أيضا
rule-question-length = يجب أن يكون من 1 إلى 200 حرف
rule-question-one-line = يجب أن يكون سطرا واحدا من نص عادي، بلا محارف تحكم
