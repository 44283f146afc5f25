-- progress: an upload toast updated by its tag from 0 to 100 %, then turned into "Uploaded"
-- (like a promise toast: one toast follows the work to its end).
--
-- The app shows the kind `upload` with the tag "upload" and the percentage as its message
-- ("0", "40", "100"). The filter turns the number into text and into the toast's progress
-- (0 to 1), which the `upload` kind draws as a bar under the message (its `toast.progress`
-- node). A toast with a tag that is already visible or waiting is updated in place,
-- not queued again (an `updated` event).
-- The `updated` handler sees the new message and, at 100 %, turns the toast into the kind
-- `uploaded` with toast.update(tag, { kind = … }).
return toast.plugin {
  name = "progress",
  api = 1,
  description = "Upload progress in one toast, ending as 'Uploaded'.",
  kinds = {
    upload = {
      message = "progress.uploading", icon = "⏳", duration = 10,
      layout = toast.hstack {
        spacing = 10,
        toast.icon {},
        toast.vstack {
          spacing = 8,
          toast.text "message",
          toast.progress { width = 200, height = 4, track = "#FFFFFF40", fill = "systemGreen" },
        },
      },
    },
    uploaded = { message = "progress.uploaded", icon = "✅", haptic = "success" },
  },
  strings = {
    en = { ["progress.uploading"] = "Uploading…", ["progress.uploaded"] = "Uploaded" },
    ko = { ["progress.uploading"] = "업로드 중…", ["progress.uploaded"] = "업로드했습니다" },
  },
  filter = function(r)
    local percent = tonumber(r.message)
    if r.kind == "upload" and percent then
      local clamped = math.max(0, math.min(percent, 100))
      return { message = "Uploading " .. math.floor(clamped) .. " %", progress = clamped / 100 }
    end
  end,
  on = {
    updated = function(_, t)
      if t.kind == "upload" and t.message == "Uploading 100 %" then
        toast.update(t.tag, { kind = "uploaded" })
      end
    end,
  },
}
