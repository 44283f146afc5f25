-- desktop-notify-rtl: the desktop theme's notifications in Korean, right to left: the cards in the
-- top-left corner, the image at their right, the buttons from the right; a critical warning and
-- a download with progress below a message with two actions.
return toast.scenario {
  theme = "desktop",
  screen = "1440x900",
  background = "plain",
  locale = "ko",
  right_to_left = true,
  events = {
    { at = 0.0, notify = {
      app = "메일", summary = "박민아", body = "<b>오늘 저녁 괜찮아?</b> 강가에 있는 식당으로 예약했어.",
      image = "images/mina.png", actions = { { "default", "열기" }, { "reply", "답장" }, { "archive", "보관" } },
    } },
    { at = 0.6, notify = {
      app = "전원", summary = "배터리 부족", body = "약 <b>15분</b> 남았습니다. 곧 전원을 연결하세요.",
      urgency = "critical", category = "device.battery",
    } },
    { at = 1.2, notify = { app = "다운로드", summary = "holiday-photos.zip 다운로드 중", body = "248MB", progress = 60 } },
  },
  capture = { 2.0 },
}
