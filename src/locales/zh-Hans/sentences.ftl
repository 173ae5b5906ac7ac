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
