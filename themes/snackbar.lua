-- snackbar: a Material Design snackbar.
-- Full width at the bottom (16 pt above the tab bar), left-aligned text with one action ("Undo") or two
-- ("Undo" and "View", 8 pt apart: the default row shows a kind's first two actions), 4 dp corners,
-- 250 ms fast-out-slow-in slide up, and a hold long enough to read it (longer with an action).
-- A new snackbar replaces the one showing.
return toast.theme {
  name = "snackbar",
  description = "Material snackbar with one action",
  style = {
    background = "light-dark(#313033, #E6E1E5)",
    foreground = "light-dark(#F4EFF4, #313033)",
    font = { family = "Inter", size = 14, weight = "regular" },
    corner_radius = 4,
    padding = { 14, 16 },
    fill_width = true,
    max_width = 600,
    max_lines = 2,
    text_alignment = "natural",
    margins = { bottom = 16, horizontal = 12 },
    -- Above the bottom navigation, as Material places snackbars; placed at the top, below the
    -- navigation bar, so that it never covers the title or the bar's buttons.
    keep_clear = { "keyboard", "tab_bar", "navigation_bar" },
    shadow = { color = "#00000040", radius = 6, x = 0, y = 3 },
    action = { foreground = "light-dark(#D0BCFF, #6750A4)", font = { size = 14, weight = "semibold" } },
  },
  motion = {
    enter = { "slide", "fade", distance = 48, duration = 0.25, curve = "fastOutSlowIn" },
    exit = { "fade", duration = 0.15, curve = "fastOutSlowIn" },
    hold = { base = 2, per_character = 0.05, action_bonus = 2, min = 4, max = 10 },
  },
  queue = { policy = "replace" },
  position = "bottom",
  kinds = {
    archived = { message = "snackbar.archived", action = { id = "undo", title = "snackbar.undo" } },
    sent = { message = "snackbar.sent" },
    offline = { message = "snackbar.offline", action = { id = "retry", title = "snackbar.retry" }, haptic = "warning" },
    deleted = {
      message = "snackbar.deleted",
      actions = { { id = "undo", title = "snackbar.undo" }, { id = "view", title = "snackbar.view" } },
    },
  },
  strings = {
    en = {
      ["snackbar.archived"] = "Conversation archived", ["snackbar.undo"] = "Undo",
      ["snackbar.sent"] = "Message sent", ["snackbar.offline"] = "You're offline. Changes will sync later.",
      ["snackbar.retry"] = "Retry",
      ["snackbar.deleted"] = "Photo deleted", ["snackbar.view"] = "View",
    },
    ko = {
      ["snackbar.archived"] = "대화를 보관했습니다", ["snackbar.undo"] = "실행 취소",
      ["snackbar.sent"] = "메시지를 보냈습니다", ["snackbar.offline"] = "오프라인입니다. 변경 사항은 나중에 동기화됩니다.",
      ["snackbar.retry"] = "다시 시도",
      ["snackbar.deleted"] = "사진을 삭제했습니다", ["snackbar.view"] = "보기",
    },
  },
}
