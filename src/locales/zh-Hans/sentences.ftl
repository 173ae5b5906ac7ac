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
headline-original-rejected = 替代工作者接管并完成了任务；资源拒绝了原工作者过时的写入。
headline-original-terminated = 替代工作者接管并完成了任务；原工作者在写入之前就被停止了。
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
refusal-negative = 请使用 0 s 或更大的值
refusal-comma-decimal = 小数请用小数点，例如 5.5
refusal-not-a-number = 请只输入秒数，例如 12 或 0.25
refusal-too-many-decimals = 最多保留 3 位小数
refusal-over-maximum = 最多 86400 s
refusal-lease-not-positive = 租约必须大于 0 s
refusal-heartbeat-not-positive = 心跳间隔必须大于 0 s
results-stale = 已过期：这些结果对应最后一组有效值。请修正高亮的字段以更新结果。
