-- banner: a top banner that springs down from above the screen.
-- Spring slide (damping 0.8, 0.4 s), swipe up to dismiss, a touch pauses the countdown.
-- Several banners stack, newest on top. The icon is an avatar (a round image) beside the
-- sender's name over the message, as in a messaging notification.
return toast.theme {
  name = "banner",
  description = "Top banner with a spring slide",
  style = {
    background = "light-dark(#FFFFFFF2, #2C2C2EF2)",
    foreground = "light-dark(#1C1C1E, #FFFFFF)",
    font = { family = "Inter", size = 14, weight = "regular" },
    title_font = { family = "Inter", size = 15, weight = "semibold" },
    corner_radius = 18,
    padding = { 14, 16 },
    max_width = 0.94,
    fill_width = true,
    text_alignment = "natural",
    icon_size = 28,
    icon_spacing = 12,
    margins = { top = 8, horizontal = 8 },
    border = { width = 0.5, color = "light-dark(#0000001A, #FFFFFF1F)" },
    shadow = { color = "#00000026", radius = 16, x = 0, y = 6 },
    pause_on_touch = "resume",
    layout = toast.hstack {
      spacing = 12,
      toast.image { size = 40 },
      toast.vstack { spacing = 2, toast.text { "title", max_lines = 1 }, toast.text "message" },
    },
  },
  motion = {
    enter = { "slide", from = "top", curve = toast.spring { damping = 0.8, velocity = 0, duration = 0.4 } },
    exit = { "slide", "fade", from = "top", duration = 0.25, curve = "easeIn" },
    hold = 3.0,
  },
  queue = { policy = "stack", max_visible = 3 },
  position = "top",
  rules = {
    -- Increase Contrast: an opaque card with a strong edge instead of a hairline, as iOS draws
    -- its own chrome then.
    {
      match = { increase_contrast = true },
      style = {
        background = "light-dark(#FFFFFF, #1C1C1E)",
        border = { width = 1, color = "light-dark(#3C3C43, #EBEBF5)" },
      },
    },
  },
  kinds = {
    message = {
      icon = { image = "images/mina.png" }, title = "banner.message.title", message = "banner.message.body",
      haptic = "light",
    },
    reminder = { icon = "⏰", title = "banner.reminder.title", message = "banner.reminder.body", haptic = "warning" },
  },
  strings = {
    en = {
      ["banner.message.title"] = "Mina", ["banner.message.body"] = "Are we still on for dinner tonight?",
      ["banner.reminder.title"] = "Reminder", ["banner.reminder.body"] = "Write in your diary before bed",
    },
    ko = {
      ["banner.message.title"] = "민아", ["banner.message.body"] = "오늘 저녁 약속 그대로지?",
      ["banner.reminder.title"] = "알림", ["banner.reminder.body"] = "자기 전에 일기를 써 보세요",
    },
  },
}
