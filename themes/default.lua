-- default: a neutral translucent pill at the bottom, fading in and out.
-- The starting point for a theme of your own: plain text on dark glass, one toast at a time,
-- in order, 2 seconds each; `loading` shows a spinner, `linked` rich text with a link.
return toast.theme {
  name = "default",
  description = "Neutral translucent pill",
  style = {
    background = "light-dark(#1C1C1EE6, #F2F2F7E6)",
    foreground = "light-dark(#FFFFFF, #000000)",
    font = { family = "Inter", size = 15, weight = "semibold" },
    corner_radius = 22,
    padding = { 12, 20 },
    max_width = 0.85,
    shadow = { color = "#00000033", radius = 12, x = 0, y = 4 },
  },
  motion = {
    enter = { "fade", "scale", scale = 0.92, duration = 0.25 },
    exit = { "fade", duration = 0.2 },
    hold = 2.0,
    curve = "easeOut",
  },
  queue = { policy = "serial" },
  position = "bottom",
  kinds = {
    info = { message = "toast.info" },
    success = { icon = "✓", message = "toast.success", haptic = "success" },
    error = { icon = "!", message = "toast.error", haptic = "error" },
    -- Work under way: a spinner beside the message, held until the work's outcome replaces it
    -- (a promise toast shows this kind, then success or error).
    loading = {
      message = "toast.loading",
      duration = 30,
      layout = toast.hstack {
        spacing = 10,
        toast.spinner { size = 18 },
        toast.text "message",
      },
    },
    -- Rich text: bold, code and a link (a tap on the link reports it; the toast stays).
    linked = {
      title = "toast.linked.title",
      message = "toast.linked",
      duration = 4,
      markup = true,
      link_color = "light-dark(#64D2FF, #0058B0)",
      font = { family = "Inter", size = 15, weight = "regular" },
      title_font = { family = "Inter", size = 15, weight = "semibold" },
      text_alignment = "natural",
    },
  },
  strings = {
    en = {
      ["toast.info"] = "Copied to clipboard", ["toast.success"] = "Done", ["toast.error"] = "Something went wrong",
      ["toast.loading"] = "Uploading…",
      ["toast.linked.title"] = "<b>Build</b> finished",
      ["toast.linked"] = "Ran <code>swift test</code>: all passed. <a href=\"https://example.com/runs/42\">Open the log</a>",
    },
    ko = {
      ["toast.info"] = "클립보드에 복사했습니다", ["toast.success"] = "완료", ["toast.error"] = "문제가 발생했습니다",
      ["toast.loading"] = "업로드하는 중…",
      ["toast.linked.title"] = "<b>빌드</b> 완료",
      ["toast.linked"] = "<code>swift test</code>: 모두 통과. <a href=\"https://example.com/runs/42\">기록 보기</a>",
    },
    he = {
      ["toast.info"] = "הועתק ללוח", ["toast.success"] = "בוצע", ["toast.error"] = "משהו השתבש",
      ["toast.loading"] = "מעלה…",
      ["toast.linked.title"] = "<b>הבנייה</b> הסתיימה",
      ["toast.linked"] = "הרצנו <code>swift test</code>: הכול עבר. <a href=\"https://example.com/runs/42\">לפתיחת היומן</a>",
    },
  },
}
