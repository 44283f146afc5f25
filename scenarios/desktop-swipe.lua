-- desktop-swipe: a finger drags a card and the card follows it. First a short drag toward the
-- trailing side that is let go: the card springs back and its countdown resumes. Then a drag
-- down (an edge this card may not leave by) is held back by resistance. Last a drag 140 pt toward
-- the side: let go, the card leaves from where the finger left it.
return toast.scenario {
  theme = "desktop",
  screen = "macbook-air-13",
  locale = "en",
  events = {
    { at = 0.0, show = "message" },
    { at = 1.0, drag = { x = 16, y = 0 } },
    { at = 1.1, drag = { x = 32, y = 2 } },
    { at = 1.5, drag = "end" },
    { at = 2.0, drag = { x = 0, y = 60 } },
    { at = 2.3, drag = "end" },
    { at = 3.0, drag = { x = 40, y = 0 } },
    { at = 3.1, drag = { x = 90, y = 4 } },
    { at = 3.2, drag = { x = 140, y = 6 } },
    { at = 3.3, drag = "end" },
  },
  capture = { 1.2, 1.65, 2.2, 3.2, 3.4 },
}
