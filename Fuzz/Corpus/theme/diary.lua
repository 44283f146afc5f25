-- diary: the emotion-diary toasts of the seed post.
-- saved / updated / deleted with 💾 ✏️ 🗑️ on systemGreen / systemBlue / systemRed at 0.9 alpha,
-- white bold 14 pt text, 12 pt corners, English and Korean strings, a 0.25 s fade in,
-- a 2 s hold and a 0.25 s fade out, one after another. Deleted shows in the centre.
return toast.theme {
  name = "diary",
  description = "Saved / updated / deleted, as in the seed post",
  style = {
    background = "#000000CC",
    foreground = "#FFFFFF",
    corner_radius = 12,
    font = { family = "Inter", size = 14, weight = "bold" },
    max_lines = 3,
    padding = { 12, 16 },
    max_width = 0.85,
    margins = { top = 20, bottom = 40 },
  },
  motion = {
    enter = { "fade", duration = 0.25 },
    exit = { "fade", duration = 0.25 },
    hold = 2.0,
    curve = "easeOut",
  },
  queue = { policy = "serial" },
  position = "bottom",
  kinds = {
    saved = { icon = "💾", message = "toast.saved", background = "systemGreen@0.9", haptic = "success" },
    updated = { icon = "✏️", message = "toast.updated", background = "systemBlue@0.9", haptic = "success" },
    deleted = { icon = "🗑️", message = "toast.deleted", background = "systemRed@0.9", haptic = "warning",
                position = "center" },
  },
  strings = {
    en = { ["toast.saved"] = "Saved", ["toast.updated"] = "Updated", ["toast.deleted"] = "Deleted" },
    ko = { ["toast.saved"] = "저장되었습니다", ["toast.updated"] = "수정했습니다", ["toast.deleted"] = "삭제되었습니다" },
  },
  rules = {
    { match = { locale = "ko" }, style = { font = { family = "Noto Sans CJK KR" } } },
  },
}
