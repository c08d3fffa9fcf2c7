// XibWatcher — placeholder; see issue.
