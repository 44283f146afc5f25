-- diary: the emotion-diary toasts of the seed post.
-- saved / updated / deleted with 💾 ✏️ 🗑️ on green / blue / red at 0.9 alpha, darker than the
-- seed's systemGreen / systemBlue / systemRed so that white text reads at 4.5:1 (WCAG) in light and
-- dark appearance (the seed's green gave 2.06:1), white bold 14 pt text, 12 pt corners, English and
-- Korean strings, a 0.25 s fade in, a 2 s hold and a 0.25 s fade out, one after another. Deleted shows in the centre.
-- loading and failed serve promise toasts (scenarios/promise.lua), away is quiet mode's summary (scenarios/quiet.lua).
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
  -- Quiet mode shows one summary toast for the toasts it held ("3 while you were away").
  queue = { policy = "serial", quiet_summary = "away" },
  position = "bottom",
  kinds = {
    saved = { icon = "💾", message = "toast.saved", background = "light-dark(#1B7430, #248A3D)@0.9", haptic = "success" },
    updated = { icon = "✏️", message = "toast.updated", background = "light-dark(#0058D0, #0A6CD9)@0.9", haptic = "success" },
    deleted = { icon = "🗑️", message = "toast.deleted", background = "light-dark(#C8101E, #D70015)@0.9", haptic = "warning",
                position = "center" },
    -- A promise's loading toast (shown sticky until its work ends), its error kind, and quiet mode's summary.
    loading = {
      message = "toast.loading",
      layout = toast.hstack { spacing = 8, toast.spinner { size = 16 }, toast.text "message" },
    },
    failed = { icon = "⚠️", message = "toast.failed", background = "light-dark(#C8101E, #D70015)@0.9", haptic = "error" },
    away = { icon = "🌙", message = "toast.away", background = "light-dark(#3A3A8C, #4B4BA8)@0.9" },
  },
  strings = {
    en = { ["toast.saved"] = "Saved", ["toast.updated"] = "Updated", ["toast.deleted"] = "Deleted",
           ["toast.loading"] = "Saving…", ["toast.failed"] = "Could not save", ["toast.away"] = "%d while you were away" },
    ko = { ["toast.saved"] = "저장되었습니다", ["toast.updated"] = "수정했습니다", ["toast.deleted"] = "삭제되었습니다",
           ["toast.loading"] = "저장하는 중…", ["toast.failed"] = "저장하지 못했습니다", ["toast.away"] = "자리를 비운 동안 알림 %d개" },
  },
  rules = {
    { match = { locale = "ko" }, style = { font = { family = "Noto Sans CJK KR" } } },
  },
}
