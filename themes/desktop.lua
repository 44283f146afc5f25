-- desktop: notification cards in the top-trailing corner of a desktop screen, as GNOME, KDE and
-- macOS draw them: an app's icon beside a semibold summary over a body of up to three lines, on a
-- near-opaque card with a hairline border and a soft shadow, 360 pt wide. Newest on top, at most
-- four; older cards move down. A card slides in from its side (the right, or the left right to
-- left) and a swipe or a drag toward that side or up sends it away. Light and dark; English and
-- Korean. The desktop notification server (tartine notifyd) maps notifications to these kinds.
-- The notification kinds' layout: the image beside the summary, the body and a progress bar
-- (left out without progress), then the action buttons along the bottom from the start edge, as
-- the text (left out without actions). Their buttons: the link colour on a quiet fill.
local notification_action = {
    foreground = "light-dark(#0058B0, #64D2FF)", background = "light-dark(#E5E5EA, #3A3A3C)",
    font = { family = "Inter", size = 13, weight = "medium" }, corner_radius = 8, padding = { 5, 12 },
}
local notification_layout = toast.vstack {
    spacing = 10,
    alignment = "start",
    toast.hstack {
      spacing = 12,
      alignment = "start",
      toast.image { size = 36, corner_radius = 8 },
      toast.vstack {
        spacing = 2,
        toast.text { "title", max_lines = 1 },
        toast.text { "message", max_lines = 4 },
        toast.progress { height = 4, margin = { top = 6 } },
      },
    },
    toast.hstack {
      spacing = 8,
      toast.button { action = 1 },
      toast.button { action = 2 },
      toast.button { action = 3 },
    },
  }

return toast.theme {
  name = "desktop",
  description = "Desktop notification cards in the top-trailing corner",
  style = {
    background = "light-dark(#F7F7F9F5, #2B2B30F2)",
    foreground = "light-dark(#1C1C1E, #F2F2F7)",
    font = { family = "Inter", size = 13, weight = "regular" },
    title_font = { family = "Inter", size = 14, weight = "semibold" },
    corner_radius = 14,
    padding = { 12, 14 },
    max_width = 360,
    fill_width = true,
    text_alignment = "natural",
    icon_size = 32,
    margins = { top = 12, bottom = 12, horizontal = 12 },
    border = { width = 1, color = "light-dark(#00000014, #FFFFFF1F)" },
    shadow = { color = "#00000040", radius = 20, x = 0, y = 8 },
    stack_spacing = 10,
    tap_to_dismiss = true,
    pause_on_touch = "resume",
    layout = toast.hstack {
      spacing = 12,
      alignment = "start",
      toast.image { size = 36, corner_radius = 8 },
      toast.vstack {
        spacing = 2,
        toast.text { "title", max_lines = 1 },
        toast.text { "message", max_lines = 3 },
      },
    },
  },
  motion = {
    -- "slide" with no edge: a corner toast comes from its side and leaves toward it.
    enter = { "slide", "fade", duration = 0.35, curve = toast.spring { damping = 0.86, duration = 0.35 } },
    exit = { "slide", "fade", duration = 0.22, curve = "easeIn" },
    hold = 5.0,
  },
  -- Four cards at once; the rest wait their turn, however many a burst brings: a desktop server
  -- shows every notification (a critical one takes the place of the oldest card at once, which
  -- waits again). The hard cap, 5,000 waiting, only stops a flood (a notification server's clients
  -- are any program on the bus): past it the oldest waiting goes.
  queue = { policy = "stack", max_visible = 4, max_pending = 5000, overflow = "drop_oldest" },
  position = "top_trailing",
  kinds = {
    -- Desktop notifications (tartine notifyd, a scenario's notify): the app's image or icon, the
    -- summary over the body (markup on: bold, italic, links in the link colour), a progress bar
    -- when the notification has progress, and its action buttons along the bottom.
    notification = {
      icon = "🔔", message = "",
      markup = true,
      link_color = "light-dark(#0058B0, #64D2FF)",
      layout = notification_layout,
    },
    -- Critical urgency: a red edge, and it stays until it is dealt with (the rules below).
    critical = {
      icon = "⚠️", message = "", markup = true, link_color = "light-dark(#0058B0, #64D2FF)",
      layout = notification_layout,
      border = { width = 2, color = "light-dark(#D70015, #FF453A)" },
      duration = "forever",
    },
    -- Low urgency: quieter (smaller, dimmer text) and shorter.
    low = {
      icon = "💬", message = "", markup = true, link_color = "light-dark(#0058B0, #64D2FF)",
      layout = notification_layout,
      foreground = "light-dark(#3A3A3C, #C7C7CC)",
      font = { family = "Inter", size = 12, weight = "regular" },
      duration = 3,
    },
    message = {
      icon = { image = "images/mina.png" }, title = "desktop.message.title", message = "desktop.message.body",
    },
    download = { icon = "📥", title = "desktop.download.title", message = "desktop.download.body" },
    battery = {
      icon = "🪫", title = "desktop.battery.title", message = "desktop.battery.body", haptic = "warning",
      -- Urgent: stays until it is dealt with, and only a swipe toward the side clears it.
      duration = 30, swipe_directions = { "trailing" },
    },
  },
  -- The notification kinds' buttons.
  rules = {
    { match = { kind = "notification" }, style = { action = notification_action } },
    { match = { kind = "critical" }, style = { action = notification_action } },
    { match = { kind = "low" }, style = { action = notification_action } },
  },
  -- How notifications become these kinds: critical and low urgency by name, a battery warning
  -- by its category or summary (grouped by app), everything else the notification kind.
  notifications = {
    kind = "notification",
    rules = {
      { urgency = "critical", kind = "critical" },
      { urgency = "low", kind = "low" },
      { category = "device.*", summary = "*[Bb]attery*", kind = "battery", group = "app" },
    },
  },
  strings = {
    en = {
      ["desktop.message.title"] = "Mina",
      ["desktop.message.body"] = "Are we still on for dinner tonight? I booked the place by the river.",
      ["desktop.download.title"] = "Download complete", ["desktop.download.body"] = "holiday-photos.zip (248 MB) is in Downloads",
      ["desktop.battery.title"] = "Battery low", ["desktop.battery.body"] = "About 15 minutes left. Plug in your computer soon.",
    },
    ko = {
      ["desktop.message.title"] = "민아", ["desktop.message.body"] = "오늘 저녁 약속 그대로지? 강가에 있는 식당으로 예약했어.",
      ["desktop.download.title"] = "다운로드 완료", ["desktop.download.body"] = "holiday-photos.zip (248MB)이 다운로드 폴더에 있습니다",
      ["desktop.battery.title"] = "배터리 부족", ["desktop.battery.body"] = "약 15분 남았습니다. 곧 전원을 연결하세요.",
    },
  },
}
