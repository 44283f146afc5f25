-- deck: sonner's stack of cards at the bottom.
-- White cards with a hairline border in light, black ones in dark, 8 pt corners, 13 pt text with a
-- semibold title. Up to four toasts show at once, collapsed behind the newest: each card behind is
-- 5 % smaller and peeks 14 pt above the one in front, two show behind it, and the front card counts
-- the others ("+3"). Hovering (or tapping) the deck expands it into a stack 14 pt apart in 0.4 s,
-- and its toasts wait while it is expanded; it collapses when the pointer leaves, or 4 s after a tap.
-- Messages gather in a deck of their own (group "messages").
return toast.theme {
  name = "deck",
  description = "Sonner-like deck of cards that expands on hover",
  style = {
    background = "light-dark(#FFFFFF, #0A0A0A)",
    foreground = "light-dark(#171717, #EDEDED)",
    font = { family = "Inter", size = 13, weight = "regular" },
    title_font = { family = "Inter", size = 13, weight = "semibold" },
    corner_radius = 8,
    padding = { 16, 16 },
    max_width = 356,
    fill_width = true,
    max_lines = 2,
    text_alignment = "natural",
    icon_size = 16,
    icon_spacing = 8,
    margins = { bottom = 24, horizontal = 16 },
    -- Above the tab bar and the keyboard, as an app's own toasts sit.
    keep_clear = { "keyboard", "tab_bar" },
    stack_spacing = 14,
    border = { width = 1, color = "light-dark(#EDEDED, #333333)" },
    shadow = { color = "#0000001A", radius = 12, x = 0, y = 4 },
    pause_on_touch = "resume",
  },
  motion = {
    enter = { "slide", "fade", from = "bottom", distance = 40, duration = 0.4, curve = "easeOut" },
    exit = { "fade", duration = 0.2, curve = "easeIn" },
    hold = 4.0,
  },
  queue = {
    policy = "deck",
    max_visible = 4,
    deck = {
      scale_step = 0.05, offset_step = 14, visible_behind = 2,
      expand_duration = 0.4, expand_curve = "easeOut", collapse_after = 4,
    },
  },
  position = "bottom",
  kinds = {
    saved = { icon = "✅", title = "deck.saved.title", message = "deck.saved.body" },
    synced = { icon = "🔄", title = "deck.synced.title", message = "deck.synced.body" },
    invited = { icon = "📅", title = "deck.invited.title", message = "deck.invited.body" },
    message = {
      icon = "💬", title = "deck.message.title", message = "deck.message.body", group = "messages",
      haptic = "light",
    },
  },
  strings = {
    en = {
      ["deck.saved.title"] = "Event has been created", ["deck.saved.body"] = "Sunday, December 03 at 9:00 AM",
      ["deck.synced.title"] = "Calendar synced", ["deck.synced.body"] = "12 events are up to date",
      ["deck.invited.title"] = "Invitation sent", ["deck.invited.body"] = "Mina will get an email",
      ["deck.message.title"] = "Mina", ["deck.message.body"] = "See you at nine!",
    },
    ko = {
      ["deck.saved.title"] = "일정을 만들었습니다", ["deck.saved.body"] = "12월 3일 일요일 오전 9:00",
      ["deck.synced.title"] = "캘린더를 동기화했습니다", ["deck.synced.body"] = "일정 12개가 최신 상태입니다",
      ["deck.invited.title"] = "초대를 보냈습니다", ["deck.invited.body"] = "민아에게 이메일이 갑니다",
      ["deck.message.title"] = "민아", ["deck.message.body"] = "아홉 시에 봐!",
    },
  },
  rules = {
    { match = { locale = "ko" }, style = { font = { family = "Noto Sans CJK KR" } } },
  },
}
