// XibPipeline — placeholder; see issue.
