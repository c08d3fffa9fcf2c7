import XibPlatform

/// A cache record kept with the stamp of the file it describes (the memo's source and output
/// entries, the owner-sources records). The record stands for the file only while the file's
/// stamp is the recorded one: same size, mtime, inode and ctime (see `HashMemo` for why the ctime).
protocol StampedRecord {
    var size: Int64 { get }
    var mtime: Int64 { get }
    var inode: UInt64 { get }
    var ctime: Int64 { get }
}

extension StampedRecord {
    /// Whether `stamp` is the stamp this record was kept with.
    func matches(_ stamp: FileStamp) -> Bool {
        size == stamp.size && mtime == stamp.mtimeNanos && inode == stamp.inode && ctime == stamp.ctimeNanos
    }
}
