-- group-by-app: each desktop notification gathers in a deck of its app's (the theme's queue
-- policy "deck": one deck per position and group).
--
-- The filter sets the request's `group` to the notification's app name, so that a program's
-- notifications stack behind one another ("+2") instead of among everyone's. A notification
-- without an app name, and a toast that shows no notification, keep the group they have.
return toast.plugin {
  name = "group-by-app",
  api = 1,
  description = "A deck per app: a notification's group is its app name.",
  filter = function(r)
    if r.app_name ~= nil and r.app_name ~= "" and r.group ~= r.app_name then
      return { group = r.app_name }
    end
  end,
}
