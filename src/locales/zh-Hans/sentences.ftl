# Lease Lab in Simplified Chinese (zh-Hans): the sentences the page chooses
# while it runs (src/present), translated from the English source catalog,
# src/locales/en/sentences.ftl; the terms follow docs/glossary/zh-Hans.md.
# Unlike page.ftl, which only the pre-renderer reads, these messages reach
# the page as data (src/i18n/messages.rs), compiled, so each one costs its
# bytes on every load: keep them to what the page says. It has the
# source's messages with the same arguments.

## The headline above the results (present::report::headline), one per
## outcome class

headline-no-takeover = 没有发生接管：原工作者在租约仍然有效时完成了工作并写入。
headline-original-rejected = B 接管并完成了任务；资源拒绝了 A 过时的写入。
headline-original-terminated = B 接管并完成了任务；A 在写入之前就被停止了。
headline-duplicate = 重复的副作用：接管之后，两个工作者的递增都生效了。

## A short name for each outcome class, for legends and comparisons
## (present::report::class_name)

class-no-takeover = 没有接管
class-original-rejected = 接管，过时写入被拒绝
class-original-terminated = 接管，原工作者被终止
class-duplicate = 重复递增

## The language menu (ui::language), when switching would lose what only
## the page holds; $language is the picked language's own name

language-would-lose = 本页面不保存任何内容：换成另一种语言后，你的名字、答案和笔记都将丢失。请先下载练习单来保留它们；如仍要切换，请再次选择 { $language }。

## The four metric cards (present::report::metrics): each title, then the
## notes that explain its value; $at and $paused are durations ("3 s")

metric-increments = 已生效的递增
metric-increments-duplicate = 重复的副作用
metric-increments-one = 对应一个逻辑意图
metric-takeover = 接管
metric-takeover-none = 无
metric-takeover-none-note = 原工作者在自己的租约内写入
metric-takeover-after-renewal = 在 { $at } 的最后一次有效续约之后
metric-takeover-no-renewal = 第一份租约未续约就到期了
metric-overlap = 在途重叠
metric-overlap-single = 只运行过一次尝试
metric-overlap-never = 两次尝试从未同时运行
metric-overlap-both = 两次尝试曾同时进行
metric-overlap-paused-all = 其间 A 全程处于暂停
metric-overlap-paused = 其中 A 暂停了 { $paused }
metric-ends = 原尝试结束于
metric-ends-terminated = 在写入前被强制终止
metric-ends-own-lease = 在自己的租约内完成
metric-ends-stale-applied = 工作完成；其过时的写入生效了
metric-ends-rejected = 工作完成；其写入被拒绝

## The results tables (present::report): captions and column names, shared
## by the page, the pinned run's tables and the Markdown worksheet

table-writes = 受保护资源的写入判定
table-writes-pinned = 受保护资源的写入判定：已固定的运行
table-events = 按时间顺序排列的租约、暂停、关闭与写入事件
table-contracts = 同一时间线，三种契约
column-time = 时间
column-worker-token = 工作者 / 令牌
column-decision = 判定
column-evidence = 资源依据
column-actor = 参与者
column-event = 事件
column-enforcement = 资源端校验
column-applied = 已生效的递增
column-decisions = 写入判定
column-result = 结果

## The two workers, in the tables and the step-through

worker-a = 工作者 A
worker-b = 工作者 B

## How a sentence ends where the page adds the full stop (a rejection's
## evidence in the write table)

full-stop = 。
# Between the writes in one cell of the three-contract table.
list-separator = ；
# Units of time after a number (present::format::duration): "13 s",
# "1 min 30 s", "2 h 5 min".
unit-hours = 小时
unit-minutes = 分
unit-seconds = 秒

## The resource's decisions (present::report::write_row, evidence); a
## rejection's evidence has no full stop of its own. $token, $watermark
## and $epoch are whole numbers

write-accepted = 已接受
write-rejected = 已拒绝
evidence-unchecked = 未做任何校验，递增直接生效；令牌没有被检查。
evidence-at-or-above-watermark = 在按写入更新的防护高水位校验下，递增生效；高水位现为 { $token }。
evidence-older-than-watermark = 令牌 { $token } 比高水位 { $watermark } 更旧
evidence-matches-epoch = 在当前纪元校验下，递增生效。
evidence-epoch-mismatch = 令牌 { $token } 与已登记纪元 { $epoch } 不符

## The three-contract comparison (present::report::contract_table): each
## enforcement's name, the one in effect marked, and each write as
## "Worker B at 18 s: accepted"; $worker is a worker's name, $at a duration

enforcement-none = 无校验
enforcement-watermark = 按写入更新的防护高水位
enforcement-current-epoch = 已登记的当前纪元
contract-current = { $enforcement }（当前）
contract-write-accepted = { $worker } 在 { $at } 写入：已接受
contract-write-rejected = { $worker } 在 { $at } 写入：已拒绝

## The event log (present::report::event_sentence), one sentence per event
## in clock order; every $-argument but $token, $count and $grace is a
## duration ("3 s"), $grace one of the grace-* sentences, $evidence one of
## the evidence-* sentences

event-lease-acquired = 以令牌 { $token } 获得租约；租约在 { $expires } 到期。
event-heartbeat-accepted = 心跳被接受；租约到期时间延至 { $expires }。
event-heartbeats-accepted = 从 { $from } 到 { $to }，每 { $every } 一次的心跳均被接受（{ $count ->
       *[other] { $count } 次续约
    }）；租约到期时间延至 { $expires }。
event-heartbeat-rejected = 心跳被拒绝：租约已在 { $expired } 到期，所有权已经丧失。工作者对此置之不理，继续运行。
event-paused-to-the-end = 进程暂停：不工作，也不发送心跳。它再也没有恢复：在 { $terminated } 被强制终止时，它仍处于暂停状态。
event-paused = 进程暂停至 { $until }：不工作，也不发送心跳。
event-resumed = 进程恢复；无论它是否仍拥有该任务，它的本地工作都会继续进行。
event-takeover-registered = 以令牌 { $token } 接管已到期的租约；资源此刻登记纪元 { $token }。
event-takeover-untold = 以令牌 { $token } 接管已到期的租约；资源没有得到通知。
event-shutdown = 关闭信号：停止轮询新任务，并在 { $deadline } 的强制终止期限之前完成在途的任务。{ $grace }
grace-renewed = 宽限期内，它仍在续约。
grace-paused = 宽限期内，它处于暂停状态，不发送心跳。
grace-silent = 宽限期内，它不发送心跳。
grace-refused = 宽限期内，它的任何续约都不会被接受。
event-terminated-after-takeover = 在写入前被强制终止。它的租约早已到期：工作者 B 已在 { $takeover } 接管。
event-terminated-as-it-expires = 在写入前被强制终止；它的租约恰好在同一时刻到期。
event-terminated-unreleased = 在写入前被强制终止；没有人释放它的租约，因此租约要到 { $expires } 才到期。
event-write-accepted = 写入被接受：{ $evidence }
event-write-rejected = 写入被拒绝：{ $evidence }。

## 字段拒绝输入时显示在字段下方的提示

refusal-blank = 请输入秒数
refusal-negative = 请使用 0 秒或更大的值
refusal-comma-decimal = 小数请用小数点，例如 5.5
refusal-not-a-number = 请只输入秒数，例如 12 或 0.25
refusal-too-many-decimals = 最多保留 3 位小数
refusal-over-maximum = 最多 86400 秒
refusal-lease-not-positive = 租约必须大于 0 秒
refusal-heartbeat-not-positive = 心跳间隔必须大于 0 秒
results-stale = 已过期：这些结果对应最后一组有效值。请修正高亮的字段以更新结果。

## 预设

preset-group-core = 核心概念
preset-group-real = 真实系统
preset-group-shutdown = 关闭
look-for = 注意：{ $lesson }
look-for-sourced = 注意：{ $lesson } 来源：{ $source }
look-for-own = 你自己的场景。预设会一次载入整个场景。
embed-own-tagline = 你自己的场景。
preset-healthy = 健康运行
preset-healthy-lesson = 没有暂停，心跳间隔远小于租约：原始工作者按时续约、写入一次，没有人接管。
preset-healthy-tagline = 心跳保住了租约：一次写入，没有接管。
preset-boundary-heartbeat = 边界上的心跳
preset-boundary-heartbeat-lesson = 心跳间隔等于租约时长时，每次心跳都恰好在到期那一刻到达，已经太晚：即使没有任何暂停也会被接管。
preset-boundary-heartbeat-tagline = 每次心跳都恰好在到期时到达：太晚了，于是 B 接管。
preset-paused-zombie = 暂停的僵尸
preset-paused-zombie-lesson = 14 秒的暂停比租约更长，B 在 13 秒接管。A 在 18 秒醒来，作为僵尸继续工作；当它终于在 26 秒写入时，已登记的纪元拒绝了这次写入。
preset-paused-zombie-tagline = 长时间暂停后，纪元拒绝了僵尸迟到的写入。
preset-no-enforcement = 无校验
preset-no-enforcement-lesson = 资源忽略令牌，所以僵尸迟到的写入也被应用：重复递增。
preset-no-enforcement-tagline = 资源忽略令牌：僵尸迟到的写入也生效了。
preset-watermark-race = 试试高水位竞争
preset-watermark-race-lesson = A 在 22 秒写入，早于 B 的令牌 2 在 23 秒到达资源：高水位接受了两次递增，而已登记的纪元会拒绝 A。
preset-watermark-race-tagline = A 在 B 的新令牌到达前写入：高水位两次都接受。
preset-gc-pause = GC 暂停（Kleppmann 的防护故事）
preset-gc-pause-lesson = 用我们的术语讲述经典的防护故事：一次全停顿（stop-the-world）暂停比租约更长，下一个持有者先用较新的令牌写入，旧持有者一醒来就发送它的写入，被存储的高水位拒绝（A 在 35 秒醒来，在 35.5 秒写入）。
preset-gc-pause-tagline = 旧持有者醒来即写入，晚于新持有者：被拒绝。
preset-gc-pause-source = Martin Kleppmann，《How to do distributed locking》（2016）：存储拒绝令牌 33，因为它已经接受了 34；令牌 33 和 34 就是我们的令牌 1 和 2。
preset-kubernetes-lease = Kubernetes 式租约
preset-kubernetes-lease-lesson = 每 2 秒续约一次能让 15 秒的租约保持安全，但 40 秒的任务无法在 30 秒的终止宽限期内完成：pod 被杀死，另一个副本重做这项工作。
preset-kubernetes-lease-tagline = 租约是安全的，但 30 秒宽限期不够完成 40 秒的任务。
preset-kubernetes-lease-source = Kubernetes：kube-controller-manager 和 kube-scheduler 默认使用 15 秒的领导者选举租约、10 秒的续约期限和 2 秒的重试周期（client-go 本身不设默认值）；pod 的 terminationGracePeriodSeconds = 30。
preset-sqs-visibility = SQS 式可见性超时
preset-sqs-visibility-lesson = 45 秒的任务配上 30 秒的可见性超时且不延长：消息重新出现，第二个消费者取走它，没有防护时两个结果都会生效。
preset-sqs-visibility-tagline = 不延长：消息重新出现，两个结果都生效。
preset-sqs-visibility-source = Amazon SQS：默认可见性超时为 30 秒；任务更长时，消费者必须延长它（ChangeMessageVisibility）。
preset-two-hour-lease = 两小时租约
preset-two-hour-lease-lesson = 每 30 秒续约一次的 2 小时租约能撑过任何短暂停顿，但 2 小时 5 分的暂停比它更长：替代者接管，纪元拒绝了过期的结果。
preset-two-hour-lease-tagline = 2 小时租约撑得过短暂停顿，撑不过 2 小时 5 分的暂停。
preset-two-hour-lease-source = 一个转录工作者的租约，与租约令牌课程中的一样：两小时，靠心跳维持。
preset-graceful-shutdown = 优雅关闭
preset-graceful-shutdown-lesson = 5 秒的关闭信号停止拉取新任务，心跳继续续约，工作在 12 秒完成，早于 15 秒的截止时间：没有被终止。
preset-graceful-shutdown-tagline = 工作在宽限期内完成：没有被终止。
preset-grace-too-short = 宽限期太短
preset-grace-too-short-lesson = 只有 4 秒宽限期：9 秒的强制终止阻止了写入，租约到期后 B 重做这项任务。
preset-grace-too-short-tagline = 宽限期先结束：终止阻止了 A 的写入。
preset-sidekiq-shutdown = Sidekiq 式关闭
preset-sidekiq-shutdown-lesson = 关闭会立即停止取任务；正在执行的任务获得 25 秒宽限期，不够完成剩下的 40 秒工作，因此工作者在宽限期结束时（35 秒）被强制终止，任务被重试，只有一次递增生效。
preset-sidekiq-shutdown-tagline = 25 秒宽限期太少：任务被杀死并重试。
preset-sidekiq-shutdown-source = Sidekiq 在关闭时等待正在运行的任务 25 秒（-t 25），在 Heroku 和 Kubernetes 发送 SIGKILL 前允许的 30 秒之内。

## The time cursor (present::status::play_button_name, present::compare::cursor_note):
## the button that plays the run or pauses it, named for what a press
## does, and what the cursor reads while a run is pinned

cursor-play = 播放
cursor-pause = 暂停
cursor-reads-current = 读取当前运行

## The ownership timeline (present::timeline, present::figure): the
## figure's captions, the lanes' names, the words on bars and notes
## (where two are given, the drawing keeps the longer one when it fits),
## each shape's title (what a pointer or a screen reader gets from a
## mark), the drawing's description and the legend. $from, $to, $at and
## the like are instants or durations ("3 s"); $token is 1 or 2.

figure-timeline = 所有权时间线
figure-timeline-preset = 所有权时间线：{ $preset }
figure-current-run = 当前运行
figure-pinned-run = 已固定的运行
lane-lease-a = A 的租约
lane-resource = 资源
bar-working = 工作中
bar-zombie = 僵尸
bar-paused = 暂停中
bar-token-valid = 令牌 { $token } 有效
bar-token-working = 令牌 { $token } 工作中
bar-token = 令牌 { $token }
state-unchecked = 不检查令牌
state-epoch = 纪元 { $token }
state-no-watermark = 无高水位
state-watermark = 高水位 { $token }
note-grace = { $grace } 宽限期
note-grace-then-terminated = { $grace } 宽限期，随后被终止
note-grace-terminated = { $grace } 宽限期，被终止
note-count = 计数 { $count }
title-a-working = 工作者 A 从 { $from } 工作到 { $to }
title-a-zombie = 工作者 A 失去租约后仍从 { $from } 工作到 { $to }：成了僵尸
title-a-paused = 工作者 A 从 { $from } 暂停到 { $to }：不工作，也不发送心跳
title-a-paused-to-the-end = 工作者 A 从 { $from } 起暂停，直到在 { $to } 被终止：不工作，也不发送心跳
title-grace = 关闭宽限期从 { $from } 到 { $to }：不再轮询新任务；{ $heartbeats ->
    [renewed] 它的租约仍在续约
    [paused] A 处于暂停状态，不发送心跳
    [silent] A 不发送心跳
   *[refused] 任何续约都不会被接受
}
title-signal = 在 { $at } 发出关闭信号；强制终止期限为 { $deadline }
title-terminated = 工作者 A 在 { $at } 被强制终止，尚未写入
title-pauses = 工作者 A 在 { $at } 暂停
title-resumes = 工作者 A 在 { $at } 恢复
title-lease-released = A 的租约（令牌 1）从 { $from } 持有到 { $to }，在 A 的写入完成任务时释放
title-lease-valid = A 的租约（令牌 1）从 { $from } 到 { $to } 有效
title-acquired = A 在 0 秒以令牌 1 获得租约，有效至 { $to }
title-renewals = 从 { $from } 到 { $to }，每 { $every } 一次，共 { $count ->
       *[other] { $count } 次续约
    }；随后租约在 { $expires } 到期
title-renewal = { $at } 的心跳被接受；租约到期时间延至 { $to }
title-refusal = { $at } 的心跳被拒绝：租约已在 { $expired } 到期
title-b-working = 工作者 B 持有令牌 2，从 { $from } 工作到 { $to }
title-takeover = 工作者 B 在 { $at } 以令牌 { $token } 接管
title-resource-state = 资源从 { $from } 到 { $to }：{ $state }
title-write-accepted = { $worker } 在 { $at } 以令牌 { $token } 写入：已接受
title-write-rejected = { $worker } 在 { $at } 以令牌 { $token } 写入：已拒绝
title-resource-accepts = 资源接受{ $worker } 在 { $at } 的写入（令牌 { $token }）
title-resource-rejects = 资源拒绝{ $worker } 在 { $at } 的写入（令牌 { $token }）
timeline-summary = 所有权时间线，从 0 秒到 { $end }。{ $ownership }共有 { $count ->
       *[other] { $count } 次递增
    }生效。下方的表格列出了每一个事件。
summary-takeover = A 的租约在 { $at } 到期，工作者 B 接管。
summary-no-takeover = 工作者 A 于 { $at } 在自己的租约内写入。
legend-work-a = A 工作中
legend-zombie = 僵尸：A 没有租约仍继续工作
legend-paused = A 暂停，不发送心跳
legend-grace = 关闭宽限期
legend-lease-a = A 的租约有效（令牌 1）
legend-renewal-run = 心跳，多次被接受
legend-work-b = B 工作中（令牌 2）
legend-state-old = 资源：令牌 2 之前
legend-state-unchecked = 资源：不检查令牌
legend-state-old-or-unchecked = 资源：令牌 2 之前，或不检查令牌
legend-state-new = 资源：已知令牌 2
legend-acquired = 获得租约
legend-renewal = 心跳被接受
legend-refused = 心跳被拒绝
legend-takeover = B 接管
legend-pause-start = A 暂停
legend-resume = A 恢复
legend-signal = 关闭信号
legend-terminated = 强制终止
legend-accepted = 写入被接受
legend-rejected = 写入被拒绝
legend-note = 计数：已生效的递增
legend-differs = 另一次运行中没有

## The time cursor's readout (present::explore::state_lines): what holds
## at the cursor's instant. The lines' names, then the lease's owner
## ($worker is worker-a or worker-b, $until an instant), the resource's
## state, and what each worker is doing (with bar-working and bar-paused
## above).

readout-lease = 租约
readout-counter = 计数器
readout-owner-until = { $worker }（令牌 { $token }），有效至 { $until }
readout-owner-writing = { $worker }（令牌 { $token }），续约至其写入为止
readout-released = 已释放：任务已完成
readout-unchecked = 不检查令牌
readout-watermark-unset = 尚未设定高水位
readout-watermark = 高水位 { $token }
readout-epoch = 已登记纪元 { $token }
doing-not-started = 未开始
doing-zombie = 工作中，但没有有效租约（僵尸）
doing-zombie-paused = 暂停中，其租约已被接管
doing-wrote-accepted = 已完成；其写入被接受
doing-wrote-rejected = 已完成；其写入被拒绝
doing-terminated = 已终止

## Step through the run (present::steps): the step's number, then why each
## event happens, told from the run's facts in one or more of these
## sentences one after another. A sentence ending in a colon is followed
## by one that starts in lower case (why-due-*, why-unsent-*), which
## says why the lease ran out. Instants and
## durations ("3 s") are written by the code; $token, $epoch and
## $watermark are 1 or 2; $count is a number of heartbeats.

step-of = 第 { $step } 步，共 { $count } 步
why-claim = 获得的租约持续一个租约时长，即 { $lease }：除非在此之前有心跳为它续约，A 拥有该任务至 { $until }。
why-claim-epoch = 资源已登记纪元 1，即 A 的令牌。
why-claim-watermark = 资源的高水位为空：它尚未接受任何写入。
why-claim-unchecked = 资源完全不检查令牌。
why-renewal = 它在 { $expiry } 到期之前到达，因此有效：租约现在从 { $at } 起持续 { $lease }，至 { $until }。
why-renewals = 全部 { $count } 次心跳相隔 { $every }，每次都在前一次设定的 { $lease } 租约到期之前到达；最后一次在 { $last }，将租约到期时间延至 { $until }。
why-renewal-in-grace = 关闭宽限期允许续约：A 仍有在途的任务。
why-refusal-expired = 租约已在 { $expired } 到期：
why-refusal-late = 续约只有严格早于到期时刻才有效，因此这一次太晚了。
why-b-holds = 自 { $takeover } 起，B 已用令牌 2 持有该任务。
why-resumed-terminated = 没有任何机制会告诉暂停的进程它的租约已到期：B 已在 { $takeover } 接管，于是 A 作为僵尸继续工作，直到在 { $terminated } 被强制终止。
why-resumed-zombie = 没有任何机制会告诉暂停的进程它的租约已到期：B 已在 { $takeover } 接管，于是 A 作为僵尸继续工作；它的工作在 { $done } 完成。
why-resumed-owner = 它的租约有效至 { $until }，撑过了这次暂停，因此 A 作为持有者继续工作。
why-takeover-renewed = A 的租约在 { $at } 到期，距它在 { $renewed } 的最后一次续约已过 { $lease }：
why-takeover-never-renewed = A 的租约在 { $at } 到期，距获得租约已过 { $lease }，期间从未续约：
why-takeover-claim = 已到期的租约是空闲的，因此 B 以下一个令牌 { $token } 获得它。
why-takeover-epoch = 资源立即得到通知：从现在起是纪元 { $token }。
why-takeover-watermark-empty = 资源没有得到通知：它的高水位一直为空，直到 B 写入。
why-takeover-watermark = 资源没有得到通知：它的高水位一直保持为 { $token }，直到 B 写入。
why-takeover-unchecked = 资源不检查令牌，因此它那边没有任何变化。
why-signal = 信号给了 A { $grace } 宽限期，到 { $deadline } 为止，用来完成在途的任务。
why-signal-too-short = 到那时，它的工作还完成不了。
why-signal-enough = 它的工作在宽限期内完成。
why-terminated-paused = 从 { $signal } 开始的宽限期在 A 写入之前就结束了：A 仍处于暂停状态。
why-terminated-unfinished = 从 { $signal } 开始的宽限期在 A 写入之前就结束了：它的工作尚未完成。
why-write-b = B 自 { $takeover } 接管以来的 { $work } 工作已经完成，它以令牌 { $token } 写入。
why-write-zombie = A 在 { $takeover } 失去租约之后完成工作，并用它的旧令牌 { $token } 写入。
why-write-owner = A 在租约有效期间完成工作，并以令牌 { $token } 写入。
why-due-as-expired = 心跳每 { $every } 一次，下一次定于 { $due }，恰好在 { $lease } 租约到期之时。
why-due-after-expired = 心跳每 { $every } 一次，下一次定于 { $due }，晚于 { $lease } 租约到期之时。
why-unsent-paused = 定于 { $due } 的心跳从未发出，因为 A 从 { $from } 到 { $to } 处于暂停状态。
why-unsent-terminated = 定于 { $due } 的心跳从未发出，因为 A 在 { $terminated } 被强制终止了。
why-pause-none-due = 暂停的进程既不工作也不续约，但在它 { $pause } 的暂停期间，没有任何心跳应当发出。
why-pause-one-due = 暂停的进程既不工作也不续约：在它 { $pause } 的暂停期间，定于 { $due } 的心跳永远不会发出。
why-pause-many-due = 暂停的进程既不工作也不续约：在它 { $pause } 的暂停期间，定于 { $from } 到 { $to } 的 { $count } 次心跳都不会发出。
why-pause-taken-over = 反正租约已经不属于 A 了：B 已在 { $takeover } 接管。
why-pause-outlived = 有效至 { $until } 的租约会在 A 能够续约之前到期。
why-pause-outlasted = 有效至 { $until } 的租约撑得过这次暂停。
why-unchecked = 资源不检查令牌，因此每一次写入都会生效。
why-watermark-passes = 令牌 { $token } 不低于高水位 { $watermark }，因此通过；高水位现为 { $token }。
why-watermark-empty = 此前没有写入被接受，所以空的高水位让令牌 { $token } 通过；高水位现为 { $token }。
why-watermark-unseen = 资源还没见过令牌 2：B 尚未写入。
why-epoch-registered = 令牌 2 与资源在 { $takeover } 接管时登记的纪元相符。
why-epoch-held = 令牌 { $token } 与资源自获得租约以来一直保持的纪元相符。
why-watermark-refuses-b = 高水位是 { $watermark }，由 B 在 { $at } 被接受的写入设定；令牌 { $token } 更低，因此被资源拒绝。
why-watermark-refuses = 高水位是 { $watermark }；令牌 { $token } 更低，因此被资源拒绝。
why-epoch-refuses-takeover = 资源在 { $takeover } 接管时登记了纪元 { $epoch }，不接受其他任何令牌；令牌 { $token } 与之不符。

## Two runs compared (present::compare): the sentence under the headline
## while a run is pinned, one part per input that differs ($name an
## input-* name, $old and $new its values) and per outcome fact that
## differs ($name a fact-* name or a metric card's title); the values
## words; a metric card's pinned value ($value as the card writes it);
## and the note a heartbeat cadence gets when the lease runs out first,
## beside its value and under its field.

change-input = { $name }：{ $old } → { $new }。
change-fact = { $name }：{ $old } → { $new }。
change-same-inputs = 输入与已固定的运行相同：修改一个数值即可比较两者。
change-same-outcome = 各项结果都与已固定的运行相同。
input-original-work = 原始任务的有效工作时间
input-lease = 租约
input-heartbeat-every = 心跳间隔
input-pause-at = 暂停开始于
input-pause-for = 暂停时长
input-replacement-work = 替代工作者的工作时间
input-shutdown-at = 关闭信号时间
input-shutdown-grace = 关闭宽限期
input-enforcement = 资源端校验
fact-outcome = 结果
fact-write-a = A 的写入
fact-write-b = B 的写入
value-none = 无
value-no-write = 无
value-no-signal = 无
value-at = { $at } 时
value-accepted = 已接受
value-rejected = 已拒绝
value-with-note = { $value }（{ $note }）
value-note-no-heartbeat = 租约到期之前不会有心跳到达
field-note-no-heartbeat = 在此设置下，租约到期之前不会有心跳到达。
pinned-same = 已固定：{ $value }（相同）
pinned-changed = 已固定：{ $value }（已变化）

## Status lines (present::status): after a copy, why the share buttons
## wait, after a worksheet's download started or failed ($name is the
## file's name), and after opening a worksheet file: what it restored
## ($restored selects the parts), or why it was refused ($error is the
## file reader's reason, in English; $input a fragment key such as
## "lease").

status-copied = 已复制
status-fix-field-first = 请先修正高亮的字段：链接绝不能带上页面会拒绝的场景。
status-downloaded = 已下载 { $name }。
status-downloaded-stale = 已下载 { $name }。由于有字段无效，其中保存的是最后一组有效值。
status-download-failed = 无法开始下载 { $name }。
status-opened = 已打开 { $name }：已恢复{ $restored ->
    [lesson-predictions] 场景、课程、预测、答案和笔记
    [lesson] 场景、课程、答案和笔记
    [predictions] 场景、预测、答案和笔记
   *[scenario] 场景、答案和笔记
}，结果已重新计算。
status-unreadable = 无法打开 { $name }：{ $error } 未做任何更改。

## Why a file is not a worksheet, said as $error above
## (worksheet::json::read). $line and $column say where the JSON stops,
## $depth how deep a worksheet may nest, $kind what the file holds
## instead of an object (json-kind, below).

file-markdown = 这是 Markdown 练习单，用于阅读和打印；请改为打开 .json 练习单。
file-not-json-ends = 此文件不是有效的 JSON（在第 { $line } 行第 { $column } 列过早结束）。
file-not-json = 此文件不是有效的 JSON（在第 { $line } 行第 { $column } 列中断）。
file-too-deep = 此文件的嵌套超过 { $depth } 层；练习单从不会这样。
file-not-object = 练习单是一个 JSON 对象；此文件包含的是 { $kind }。
file-too-large = 此文件大于 1 MB；练习单要小得多。

## A refusal that names one of the file's keys: key-rule (below) and a
## full stop, its $rule one of the rule-* messages (these and the link's). $key is the key's
## path in the file ("attempts[2].scenario.lease_s"); keys, and values in
## quotes, are the file's own JSON and stay as written. $kind is json-kind;
## $version, $added, $latest, $most, $count and $number are whole numbers.

json-kind = { $kind ->
    [null] null
    [boolean] true 或 false
    [number] 数字
    [text] 文本
    [object] 对象
   *[list] 列表
}
rule-missing = 缺失
rule-missing-why = 缺失（{ $why ->
    [learner] 未填写名字时为 null
    [link] 重新打开此场景的链接
    [preset] 自定义场景时为 null
    [prediction] 未使用课程模式时为 null
    [attempts] 未使用课程模式时为 []
    [answers] 每个问题一段文本，未作答时为空
    [questions] 每个问题及其答案，未作答时为空
   *[scenario] 该预测所针对的场景
}）
rule-kind = 必须是 { $want ->
    [text] 文本
    [text-or-null] 文本或 null
    [slug] 预设的短名（文本）或 null
    [object-or-null] 对象或 null
    [attempts] 尝试的列表
    [answers] 文本的列表，每个问题一项
    [questions] 问题的列表
    [flag] true 或 false
    [seconds-or-null] 秒数或 null
    [seconds] 秒数
    [enforcement] "none"、"watermark" 或 "current_epoch"
   *[object] 对象
}，而不是 { $kind }
rule-format = 应为 "{ $format }"，实际为 { $found }
rule-format-missing = 缺失；练习单中应有 "format": "{ $format }"
rule-version = 未知的版本 { $number }；本页面读取版本 1、2、3 和 { $latest }
rule-version-kind = 必须是数字 1、2、3 或 { $latest }，而不是 { $kind }
rule-newer-key = 不是版本 { $version } 的字段；带有{ $what ->
    [learner] 名字
    [link] 链接
    [preset] 预设
    [prediction] 预测
    [answers] 答案
    [questions] 问题
    [scenario] 预测的场景
   *[attempts] 尝试
}的文件写的是 "version": { $added }
rule-replaced-key = 不是版本 { $version } 的字段；该版本用的是 "{ $instead }"
rule-attempts-count = 最多只能有 { $most } 次尝试，而不是 { $count } 次
rule-attempt-open = 只有最后一次尝试可以未结束（既未揭晓，也未在揭晓前看过结果）
rule-questions-count = 必须包含本页面的 3 个问题，以及最多 3 个课程自己的问题，而不是 { $count ->
   *[other] { $count } 个问题
}
rule-answers-count = 必须包含 { $most } 段文本，每个问题一段，而不是 { $count } 段
rule-answer-text = 第 { $number } 个答案必须是文本，而不是 { $kind }
rule-prediction-open = 预测尚未揭晓（"revealed": false）时，必须是练习单的场景
rule-attempt-open-scenario = 尝试尚未结束时，必须是练习单的场景
rule-answer-or-null = 必须是 { $options ->
    [takeover] "yes"、"no"
    [increments] 0、1、2
   *[write] "accepted"、"rejected"、"never_made"
} 或 null
rule-enforcement-given = 必须是 "none"、"watermark" 或 "current_epoch"，而不是 "{ $given }"
rule-unknown-field = 未知字段
rule-appears-twice = 出现了两次
status-changes-set-input = 无法打开 { $name }：其中的 { $input } 与本课程设定的值不同。未做任何更改。
status-too-large = 无法打开 { $name }：文件大于 1 MB。未做任何更改。
status-not-read = 无法读取 { $name }。未做任何更改。

## Each number field's label, written by the pre-renderer beside the
## field and said at run time as an option of the outcome map's axes
## (present::report::field_label). The map's axis titles are these
## labels without the unit in brackets at their end.

field-original-work = 原始任务的有效工作时间（秒）
field-lease = 租约 / 可见性时长（秒）
field-heartbeat-every = 心跳间隔（秒）
field-pause-at = 暂停开始于（秒）
field-pause-for = 暂停时长（秒）
field-replacement-work = 替代工作者的工作时间（秒）
field-shutdown-at = 关闭信号时间（秒，可选）
field-shutdown-grace = 关闭宽限期（秒）

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

map-axis = { $name }（{ $unit }）→
map-unit-hours = 小时
map-unit-minutes = 分钟
map-unit-seconds = 秒
map-beyond = { $name } { $value } 超出了本图的范围（最大 { $max }）
map-at-edge = { $beyond }：十字线停在图的边缘。
map-summary = { $class }：{ $total } 次运行中有 { $count } 次（{ $share }）；离此处最近的一格为 { $cell }。
map-cell-values = { $x } { $x-value }，{ $y } { $y-value }
map-cell-readout = { $x } { $x-value }，{ $y } { $y-value }：{ $class }。
input-in-sentence = { $input ->
    [original-work] 原始任务的有效工作时间
    [lease] 租约
    [heartbeat-every] 心跳间隔
    [pause-at] 暂停开始于
    [pause-for] 暂停时长
    [replacement-work] 替代工作者的工作时间
    [shutdown-at] 关闭信号时间
   *[shutdown-grace] 关闭宽限期
}
map-refining = 正在随输入的变化细化结果图……
map-moved-to-duplicate = 已移到图上最近的、使递增生效两次的场景。
map-no-duplicate = 在“{ $enforcement }”下，本图上没有任何场景会使递增生效两次。

## The longest pause the original survives (present::explore::survivable_text),
## under the outcome map: $lease and $cadence are the inputs; with no
## heartbeat before expiry; with none safe ($first the first heartbeat,
## $next the one after it); or with a longest pause $longest.

survivable-never-extended = 租约为 { $lease }，且到期之前没有心跳（恰好在到期时到达的心跳已经太晚），因此租约永远不会被延长。无论是否暂停，任何在 { $lease } 之前没有完成的任务都会在那时失去租约：续约间隔必须短于租约时长。
survivable-none-safe = 租约为 { $lease }、每 { $cadence } 一次心跳时，没有哪种暂停在任何位置都安全：哪怕只有 1 ms，只要恰好从一次心跳（第一次在 { $first }）开始，就会吞掉那次续约；下一次心跳在 { $next }，已经太晚，租约在 { $lease } 丢失。
survivable-up-to = 租约为 { $lease }、每 { $cadence } 一次心跳时，原工作者能撑过任何不超过 { $longest } 的暂停，无论暂停从何时开始。最坏的开始时刻恰好是一次心跳（第一次在 { $first }）：暂停吞掉了那次续约。

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

question-takeover = 工作者 B 会接管吗？
question-applied-increments = 资源会应用几次递增？
question-original-write = 工作者 A 的写入会怎样？
answer-yes = 会
answer-no = 不会
answer-accepted = 被接受
answer-rejected = 被拒绝
answer-never-made = 从未写入
lesson-scenario = 工作者 A 需要 { $work } 的工作；它 { $lease } 的租约{ $renewal }；{ $pause }。替代工作者 B 持有租约后需要 { $replacement } 的工作，资源采用“{ $enforcement }”。
scenario-renewed = 每 { $cadence } 续约一次
scenario-never-extended = 不会被延长（到期之前没有心跳到达）
scenario-no-pause = 它不会暂停
scenario-pause = { $at } 时开始一次 { $pause } 的暂停
scenario-shutdown = 关闭信号在 { $at } 到达，A 被强制停止之前有 { $grace } 的宽限期。
mark-correct = 正确
mark-not-this-time = 这次不对
mark-not-answered = 未作答
mark-then-reason = 。
reason-takeover-after-renewal = B 在 { $at } 接管，此时 A 的租约在 { $renewed } 的最后一次有效续约之后到期。
reason-takeover-no-renewal = B 在 { $at } 接管，此时 A 的租约一次有效续约都没有就到期了。
reason-no-takeover = A 的尝试在 { $at } 结束，当时它仍持有租约，因此 B 从未开始。
reason-accepted-one = 资源接受了一次写入：{ $first }。
reason-accepted-two = 资源接受了 2 次写入：{ $first } 和 { $second }。
reason-write-by = { $worker ->
    [a] A 在 { $at } 的写入
   *[b] B 在 { $at } 的写入
}
reason-a-accepted = A 在 { $at } 写入，资源接受了这次写入。
reason-a-refused = A 在 { $at } 以令牌 { $token } 写入，资源拒绝了这次写入。
reason-a-terminated = A 在 { $at } 被强制终止，还没来得及写入。
lesson-score = 3 题中你预测对了 { $right } 题；每个答案的评判都说明了原因。结果现已显示。
lesson-switch-locked = 请先回答三个问题并揭晓结果，然后才能关闭此开关。
lesson-switch-hint = 先回答三个问题，再查看结果。
lesson-moved-on = 下方的结果对应一个已改变的场景。你的评判针对的是你预测的那个场景；“重新预测”会开始新的一轮。

## The customize panel's summaries (present::customize): what links
## copied now do ($fixed and $hidden of 9 inputs, $sections of 12
## sections), how many questions of their own they ask ($count), and
## which lines of the questions box were left out ($lines: the
## customize-line-* parts joined by list-separator; $number a line's
## number).

customize-whole-lab = 现在复制的链接会打开完整的实验。
customize-composed = 现在复制的链接会固定 9 个输入中的 { $fixed } 个、隐藏 9 个输入中的 { $hidden } 个，并隐藏 12 个部分中的 { $sections } 个。
customize-no-questions = 现在复制的链接不会提出你自己的问题。
customize-questions = { $count ->
   *[other] 现在复制的链接会提出 { $count } 个你自己的问题。
}
customize-left-out = 已略去：{ $lines }。
customize-line-extra = 第 { $number } 行（只会提出三个问题）
customize-line-control = 第 { $number } 行（必须是一行纯文本，不含控制字符）
customize-line-length = 第 { $number } 行（必须为 1 到 200 个字符）

## The note above the controls on a page a lesson link has shaped
## (present::customize::Customization::learner_note)

lesson-note-fixed = 本实验的部分内容已为本课程设定：有些输入是固定的。
lesson-note-hidden = 本实验的部分内容已为本课程设定：有些部分被隐藏了。
lesson-note-fixed-and-hidden = 本实验的部分内容已为本课程设定：有些输入是固定的，有些部分被隐藏了。

## The embed code's frame title (present::fragment::embed_code): $title is
## the run's outcome (a class-* name), or says nothing of it when the
## frame asks for a prediction or a lesson hides a part of the page.

embed-title = Lease Lab：{ $title }
embed-title-predict = 预测结果
embed-title-lesson = 一节关于工作者所有权的课程

## The model's assumptions and limits: the pre-renderer writes them
## under "Assumptions and limits", and the Markdown worksheet repeats
## them (present::copy::ASSUMPTIONS).

assumption-1 = 两次尝试对一个模拟的资源执行同一次非幂等递增。时间是虚拟的：没有真实的消息代理和网络，也没有时钟偏差。
assumption-2 = 心跳按固定间隔发送。暂停会同时停止工作和心跳，错过的心跳不会补发。原工作者无视续约失败，继续运行。
assumption-3 = 在同一时刻，到期和强制终止先于写入发生，替代工作者的写入先于原工作者的写入。替代工作者总能按时为自己的租约续约。
assumption-4 = 高水位拒绝比它已接受过的令牌更旧的令牌；在较新的令牌到达之前，它无法拒绝旧所有者。
assumption-5 = “已登记的当前纪元”选项假设资源以原子方式记录每一次所有者变更，并在每次写入时检查纪元。
assumption-6 = 优雅关闭停止轮询，并继续为唯一的在途任务续约。强制终止能阻止尚未开始的写入，但不能阻止已在途中的请求。
assumption-7 = 当前所有者被接受的写入及其确认算作一次完成。确认丢失和幂等的服务提供方属于不同的契约，留给其他实验。

## The worksheet's three questions for the learner's own answers, shown
## above their boxes and written into both worksheets
## (present::copy::PROMPTS).

prompt-1 = 在你自己的工作中，哪里有工作者、cron 任务或进程领取一项任务并处理它？
prompt-2 = 其中会不会有两个同时处理同一项任务，或者有一个卡住、恢复后又继续运行？
prompt-3 = 有了租约，并在每次变更时检查令牌，旧持有者过时的写入现在具体会在哪里被拒绝？

## The Markdown worksheet (worksheet::markdown), a printable document:
## its title and first line; the table of who it is from ($inputs is a
## list of field labels joined by list-separator); the headings of its
## sections (md-heading-*; the tables' captions are said elsewhere) and
## the names of its tables' columns (md-column-*); a missing value
## (md-none-*); the scenario a prediction was made for; how many earlier
## attempts there were ($count, of which $seen had their results seen);
## $headline is the pinned run's headline, in bold.

md-title = Lease Lab 练习单
md-intro = 工作者所有权、租约与防护：一项任务，原工作者 A 和替代工作者 B。
md-column-item = 项目
md-column-value = 值
md-column-setting = 设置
md-column-pinned-run = 已固定的运行
md-column-current-run = 当前运行
md-column-question = 问题
md-column-your-answer = 你的答案
md-column-metric = 指标
md-column-meaning = 含义
md-column-step = 步骤
md-column-why = 原因
md-your-name = 你的名字
md-link = 此场景的链接
md-preset = 预设
md-none-name = 未填写
md-none-link = 未记录
md-none-preset = 无（自定义场景）
md-none-shutdown = 无（不关闭）
md-none-answer = 未作答
md-none-revealed = 尚未揭晓
md-none-answer-yet = 尚未作答。
md-none-notes = 尚无笔记。
md-heading-scenario = 场景
md-heading-prediction = 你的预测
md-heading-result = 结果
md-heading-compared = 与已固定的运行比较
md-heading-steps = 逐步查看此次运行
md-heading-assumptions = 假设与局限
md-heading-answers = 你的答案
md-heading-notes = 你的笔记
md-fixed = 本课程中固定的输入：{ $inputs }。
md-hidden = 本课程中隐藏的输入：{ $inputs }。
md-made-for-another = 这次预测针对的是另一个场景，而非上方的场景（揭晓之后输入有所改变）；结果按那个场景计算：
md-made-for-this = 这次预测针对的是上方的场景。
md-seen-before-reveal = 在这次预测揭晓之前，结果就已被看到：课程先结束了。
md-earlier-attempts = 此前的尝试：{ $count } 次，其中 { $seen } 次在揭晓之前就看到了结果。
md-results-wait = 结果会在揭晓之后显示：请先回答问题。
md-pinned-headline = 已固定的运行：{ $headline }

## Beside an input a lesson link fixed (ui::controls)

fixed-note = 本课程中固定

## A link's part the page refused, one line each above the controls
## (present::fragment::read_fragment): $why is the reason, which quotes
## the link's keys and values as they are; $preset a preset's name; $key
## the question's key in the link ("ask1").

link-scenario-refused = 此链接的场景未被应用（{ $why }）；显示默认示例。
link-scenario-refused-preset = 此链接的场景未被应用（{ $why }）；显示预设“{ $preset }”。
link-step-refused = 此链接的步骤未被应用（{ $why }）；显示完整的运行。
link-customization-refused = 此链接的定制未被应用（{ $why }）；显示完整的实验。
link-pin-refused = 此链接中已固定的运行未被应用（{ $why }）；没有固定任何运行。
link-question-refused = 此链接的问题 { $key } 未被应用（{ $why }）；该问题已略去。

## Why a part of a link was refused: the rule its key breaks, said after
## the key inside the line above ("lease_s: must be greater than 0 s";
## present::fragment, present::customize). Keys, names and the values in
## quotes are the link's own and stay as written: $name is a name the
## link gave, $count the number of steps of the run. key-rule puts the
## key before its rule.

key-rule = { $key }：{ $rule }
rule-given-twice = 出现了两次
rule-not-a-key = 不是本页面读取的键
rule-no-preset = 没有名为“{ $name }”的预设
rule-enforcement = 必须是 "none"、"watermark" 或 "current_epoch"
rule-blank = 请输入秒数
rule-negative = 请使用 0 秒或更大的值
rule-comma-decimal = 小数请用小数点，例如 5.5
rule-not-a-number = 请只输入秒数，例如 12 或 0.25
rule-too-many-decimals = 最多保留 3 位小数
rule-over-maximum = 最多 86400 秒
rule-not-positive = 必须大于 0 秒
rule-step = 必须是 1 到 { $count } 之间的整数
rule-cursor-hidden = 本课程隐藏了时间游标
rule-worksheet-hidden = 本课程隐藏了练习单，而该问题要在练习单中作答
rule-name-empty = 有一个名称为空
rule-no-input = 没有名为 { $name } 的输入
rule-no-section-or-input = 没有名为 { $name } 的部分或输入
rule-named-twice = { $name } 被列出了两次
rule-fixed-too = { $name } 也在 fixed 中
rule-question-length = 必须为 1 到 200 个字符
rule-question-one-line = 必须是一行纯文本，不含控制字符
