-- korean: a long Korean message wraps to three lines and is cut with an ellipsis.
return toast.scenario {
  theme = "diary",
  screen = "iphone-15",
  locale = "ko",
  events = {
    { at = 0.0, show = "saved",
      message = "오늘의 감정 일기가 저장되었습니다. 내일도 잊지 말고 하루를 돌아보며 마음을 기록해 보세요. 작은 기록이 모여 큰 힘이 됩니다." },
  },
  capture = { 1.0 },
}
