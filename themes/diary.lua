-- diary: the emotion-diary toasts of the seed post.
-- saved / updated / deleted with 💾 ✏️ 🗑️ on green / blue / red at 0.9 alpha, darker than the
-- seed's systemGreen / systemBlue / systemRed so that white text reads at 4.5:1 (WCAG) in light and
-- dark appearance (the seed's green gave 2.06:1), white bold 14 pt text, 12 pt corners, English and
-- Korean strings, a 0.25 s fade in, a 2 s hold and a 0.25 s fade out, one after another. Deleted shows in the centre.
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
    saved = { icon = "💾", message = "toast.saved", background = "light-dark(#1B7430, #248A3D)@0.9", haptic = "success" },
    updated = { icon = "✏️", message = "toast.updated", background = "light-dark(#0058D0, #0A6CD9)@0.9", haptic = "success" },
    deleted = { icon = "🗑️", message = "toast.deleted", background = "light-dark(#C8101E, #D70015)@0.9", haptic = "warning",
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
