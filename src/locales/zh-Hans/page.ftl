# Lease Lab in Simplified Chinese (zh-Hans): translated from the English
# source catalog, src/locales/en/page.ftl (issue 42, docs/i18n.md). It has
# the source's messages with the same arguments; the terms follow
# docs/glossary/zh-Hans.md. Read at build time by src/i18n (a subset of
# Fluent, checked against the reference parser by tests/i18n.rs).

## The page's head (src/ui/prose.rs, Intro)

# The controls' title, also named by the first step.
-controls-title = 设置所有权时间线
eyebrow = 后台任务 · 所有权探索器
page-title = 工作者所有权、租约与防护令牌
question = 一个工作者的租约到期了，替代工作者接管了这个任务。是什么阻止原工作者稍后醒来，照样写入？
privacy = 所有计算都在本页面内完成。没有账户，不上传任何内容，也没有实时连接。你输入的内容只留在本浏览器中：从不放进浏览器存储或统计分析，只有切换语言时才会放进网址。链接和练习单只有在你复制或下载时才会离开本页面。
embed-privacy = 一切都在本页面中运行：你输入的内容只有在你复制链接时才会离开页面。
js-note = 修改数值、先做预测以及课程中固定或隐藏的部分都需要 JavaScript；下面的示例不需要 JavaScript 也是完整的。
stopped = Lease Lab 已在此浏览器中停止运行：修改数值后，结果不会再更新。请先复制你输入过并想保留的内容，然后重新加载页面，从头开始。
offline-link = 将本实验下载为单个文件
offline-rest = 即可直接从磁盘打开，无需 Web 服务器，也无需联网。
# Keeps its markup: the span (hidden in narrow layouts), the strong and the
# link to the controls, with their classes and href.
first-step = 从这里开始：选择一个预设或调整一个数值<span class="first-step-why">（都在<strong>{ -controls-title }</strong>中），然后观察时间线和各项指标如何随之变化</span>。<a class="jump-to-controls" href="#controls-title">跳到设置区</a>

## The explanations below the results (src/ui/prose.rs)

explain-title = 时间线揭示了什么
explain-ownership-title = 拥有任务不等于停止进程
explain-ownership = 租约（队列的可见性超时就是一种租约）是一个有截止时间的承诺：在接下来的几秒内，这个任务归这个工作者所有。租约到期后，队列就可以把任务交给别人。到期本身并不会触及旧工作者，更不会让它停下。它的 CPU 照常运转，它已经发出的请求仍在途中，而当它从一次长时间暂停中醒来时，会从原处继续执行，全然不知自己已经成了僵尸。
explain-fence-title = 防护由受保护的资源检查
explain-fence = 每个新的所有者都会得到一个更大的防护令牌（fencing token）。只有被修改的对象（这里是一个计数器）在每次写入时都检查令牌，并拒绝令牌已过时的写入，令牌才有用处。工作者携带着却没有人检查的令牌，什么也保护不了；工作者规规矩矩地检查自己的租约同样无济于事，因为它可能恰好在检查之后暂停。
explain-watermark-title = 高水位为什么存在竞态，已登记纪元又依赖什么前提
explain-watermark = 按写入更新的高水位会记住它接受过的最大令牌，并拒绝任何更小的令牌。但它要等到工作者 B 写入时才会得知令牌 2。如果僵尸先用令牌 1 写入，高水位没有可比较的对象，就会接受这次写入，随后又接受 B 的写入：计数器递增了两次。已登记的当前纪元让资源在接管发生的那一刻就得知此事，从而关闭了这个窗口。但这只有在接管时资源确实以原子方式得到通知、并且每次写入都检查纪元时才成立；这是一种更强的契约，并非没有代价。
explain-shutdown-title = 关闭其实是四件彼此独立的事
explain-shutdown = 优雅关闭不再领取新工作，但手头已有的任务仍需续约、完成工作并记录完成。宽限期限定了这一切；只要截止时间先到，工作者就会在写入前被强制终止：宽限期短于剩余工作时如此，两者恰好等长时也如此（终止与写入同时发生时，终止优先），宽限期内的暂停占去一部分时间时同样如此。在默认示例中，信号在 5 秒发出，还剩 8 秒工作，宽限期为 10 秒，但到 15 秒的截止时间工作者仍在暂停，于是被强制终止。在这个模型里，终止能阻止写入，但在真实系统中，已在途中的请求仍可能送达，所以即便如此，防护依然重要。
assumptions-title = 假设与局限

## The page's foot (src/ui/prose.rs, Footer)

guide-link = 面向教师：<a href="teaching.html">教学指南</a>（课程链接、你自己的问题、练习单）。

## The teaching guide's own page (xtask/src/guide.rs): its title, its link back
## to the lab and the title of a lesson link in it. Plain text on one line.

guide-title = Lease Lab：教学指南
guide-back = 返回实验
guide-open-lesson = 在本指南旁的实验中打开此课程

## The app's fixed labels, buttons and notes (src/ui/*.rs, fixed_message
## and inert_message): written by the pre-renderer, adopted by the page.

# src/ui/language.rs: the menu's name for screen readers
language-menu = 语言

# src/ui/controls.rs
controls-title = { -controls-title }
controls-presets = 预设

# src/ui/customize.rs
customize-each-at-most-200-characters = 每个最多 200 个字符；学习者在练习单中作答。{" "}
customize-ask-for-a-prediction-first = 要求先做预测
customize-open-this-lesson-in-a = 在新标签页中打开此课程
customize-reset-customization = 重置定制
customize-summary = 为你的班级定制
customize-choose-what-learners-may-change = 选择学习者可以修改什么、可以看到什么。你复制的链接和嵌入代码会带上你的选择；在有人打开这样的链接之前，本页面保持原样。链接能决定实验的样子，但不会锁定任何东西：任何人都可以编辑它。
customize-hide-these-sections = 隐藏这些部分
customize-your-own-questions-one-per = 你自己的问题，每行一个（最多三个）
# Each input's three choices, and the sections' names the page gives no heading of its own.
customize-adjustable = 可调整
customize-fixed = 固定
customize-hidden = 隐藏
customize-section-timeline = 所有权时间线
customize-section-cursor = 时间游标、播放和逐步查看
customize-section-metrics = 指标
customize-section-survivable = 可承受的最长暂停

# src/ui/lesson.rs
lesson-reveal-the-outcome = 揭晓结果
lesson-predict-again = 重新预测
lesson-predict-first = 先预测
lesson-what-will-happen = 会发生什么？

# src/ui/map.rs
map-nearest-duplicate = 最近的重复递增
map-horizontal-axis = 结果图横轴
map-vertical-axis = 结果图纵轴
map-keyboard = 结果图：用方向键移动光标，按 Enter 键加载所在格子
map-title = 结果图
map-every-cell-is-the-whole = 每个格子都是整个模型的一次完整运行，只改变了其中两个输入，其余一切保持上方的设置。点击一个格子，或让结果图获得焦点后使用方向键和 Enter 键，即可加载该格子。

# src/ui/results.rs
results-pin-this-run = 固定此次运行
results-unpin = 取消固定
results-event-log-contract-comparison-worksheet = 事件日志、契约对比、练习单和解释
results-title = 结果

# src/ui/share.rs
share-title = 分享此场景
share-a-link-carries-the-nine = 链接把九个输入附在页面地址之后，因此打开的正是这个场景。不会向任何地方发送任何内容：只有在你粘贴时，这段文字才会离开页面。
share-copying-is-not-allowed-here = 此处不允许复制。文字已选中：请用 Ctrl+C（Mac 上为 ⌘C）或设备的“复制”命令复制。
# The two copy buttons.
share-copy-link = 复制此场景的链接
share-copy-embed-code = 复制嵌入代码

# src/ui/timeline.rs
timeline-time-cursor = 时间游标
timeline-playback-speed = 播放速度{" "}
timeline-step-through-the-run = 逐步查看此次运行
timeline-previous-step = 上一步
timeline-next-step = 下一步
timeline-leave-step-through = 退出逐步查看
timeline-legend-label = 时间线图例
timeline-steps-label = 步骤
timeline-pinned-run = 已固定的运行
timeline-a-dashed-square-marks-an = 虚线方框标出的是另一次运行在该时刻没有的事件。

# src/ui/worksheet.rs
worksheet-download-json-worksheet = 下载 JSON 练习单
worksheet-download-markdown-worksheet = 下载 Markdown 练习单
worksheet-download-figure-svg = 下载图示（SVG）
worksheet-download-figure-png = 下载图示（PNG）
worksheet-title = 练习单
worksheet-answer-these-for-a-system = 请结合你熟悉的某个系统回答这些问题。你写下的内容只保存在本页面的内存中，只会随你下载的练习单离开本页面。
worksheet-your-name = 你的名字
worksheet-optional-it-goes-only-into = 选填。它只会出现在你下载的练习单及其文件名中。
worksheet-your-notes = 你的笔记
worksheet-anything-else-what-surprised-you = 其他想法：什么让你感到意外，接下来想尝试什么。
worksheet-open-worksheet = 打开练习单

## The controls (src/ui/controls.rs, map.rs, customize.rs): each number
## field's label, its slider's accessible name and its hint; the
## enforcement select's hint (its label and options are sentences).

slider-original-work = 原始任务有效工作时间滑块
hint-original-work = A 需要的有效工作秒数；暂停会在此之外增加实际经过的时间。
slider-lease = 租约 / 可见性时长滑块
hint-lease = 所有权是暂时的，到期并不会停止进程。
slider-heartbeat-every = 心跳间隔滑块
hint-heartbeat-every = 续约必须在到期之前到达；恰好在到期时到达就太迟了。
slider-pause-at = 暂停开始时间滑块
hint-pause-at = 如果 A 的工作在此之前已经完成，则没有影响。
slider-pause-for = 暂停时长滑块
hint-pause-for = 暂停期间既不工作也不发送心跳；0 表示不暂停。
slider-replacement-work = 替代工作者工作时间滑块
hint-replacement-work = B 可靠地续约，并在这段时间后写入一次。
slider-shutdown-at = 关闭信号时间滑块
hint-shutdown-at = 留空表示不关闭；0 表示立即发送信号。
slider-shutdown-grace = 关闭宽限期滑块
hint-shutdown-grace = 超过这段时间后 A 会被强制停止，即使处于暂停中。
hint-enforcement = 登记的纪元是更强的约定：资源必须得知每一次接管。

## The page's head (examples/prerender.rs): the browser tab's title and
## the description search engines show

head-title = Lease Lab：工作者所有权、租约与防护令牌
head-description = 一个交互式探索工具，讲解后台任务中的租约、心跳、接管与防护令牌（fencing token）。一切都在你的浏览器中运行。
