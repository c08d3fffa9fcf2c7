// XibGenerator — placeholder; see issue.
