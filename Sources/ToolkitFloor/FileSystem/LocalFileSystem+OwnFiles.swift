import Glibc

/// The tool's own files on the real file system, never reached through a planted link (docs/files.md):
/// a token, session or cache entry is read with `O_NOFOLLOW`, and a state, cache or profile directory is
/// judged by `lstat`, on what is really there.
extension LocalFileSystem {
    public func readOwnFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        // O_NOFOLLOW fails with ELOOP on a link; the rest (type, size) is readFile's, on the same path,
        // which can no longer be a link unless one is planted in between: then the type check refuses
        // anything but a regular file, and the worst is reading another of the user's own files.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else {
            let code = errno
            throw code == ELOOP ? .notRegularFile(path, kind: "a symbolic link") : Self.error(code, path)
        }
        close(fd)
        return try readFile(at: path, limit: limit)
    }

    public func ownDirectoryProblem(at path: String) -> String? {
        ownDirectoryProblem(at: path, owner: geteuid())
    }

    /// `ownDirectoryProblem(at:)` for the user `owner` (tests name another user instead of needing root).
    public func ownDirectoryProblem(at path: String, owner: uid_t) -> String? {
        var info = stat()
        // Missing, or under something that is no directory (ENOTDIR), or out of reach: nothing is there to
        // be fooled by, and the write that would need it fails with its own reason (a session not saved).
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "is a symbolic link"
        default: return "is not a directory"
        }
        if info.st_uid != owner { return "is owned by another user (uid \(info.st_uid))" }
        // Writable by everyone without the sticky bit: anyone could plant a link in it.
        if info.st_mode & S_IWOTH != 0, info.st_mode & S_ISVTX == 0 {
            return "is writable by every user (mode \(String(info.st_mode & 0o7777, radix: 8)))"
        }
        return nil
    }
}
