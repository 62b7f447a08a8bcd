import Foundation
import Testing

@testable import UserCode

/// Holds an exclusive `flock` on `url` as another run would, until `release`.
private final class Holder {
  private let descriptor: Int32

  init(_ url: URL) {
    descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    precondition(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
  }

  func release() { close(descriptor) }
}

/// Whether `url` can be locked now (no one holds it).
private func isFree(_ url: URL) -> Bool {
  let fd = open(url.path, O_RDONLY | O_CLOEXEC)
  defer { if fd >= 0 { close(fd) } }
  return fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0
}

@Suite("The code cache's housekeeping tells a live run's files by their lock, not by the PID")
struct CacheEntryTests {
  private func makeCache() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturerender-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("A run this process cannot see keeps its files while it holds them; a killed run's go")
  func liveRunInAnotherContainer() throws {
    let cache = try makeCache()
    defer { try? FileManager.default.removeItem(at: cache) }
    // PIDs above Linux's largest (4,194,304): processes that do not run here, as a run in
    // another container sharing the cache is not seen here.
    let building = cache.appendingPathComponent(".building-99999999-A")
    let progress = cache.appendingPathComponent(".progress-99999999-B")
    let killedBuilding = cache.appendingPathComponent(".building-99999998-C")
    let killedProgress = cache.appendingPathComponent(".progress-99999998-D")
    for folder in [building, killedBuilding] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      try Data("x".utf8).write(to: folder.appendingPathComponent("Card.swift"))
    }
    for file in [progress, killedProgress] { try Data().write(to: file) }
    let holders = [Holder(building), Holder(progress)]
    CacheEntry.removeAbandoned(in: cache)
    let fileManager = FileManager.default
    #expect(fileManager.fileExists(atPath: building.appendingPathComponent("Card.swift").path))
    #expect(fileManager.fileExists(atPath: progress.path))
    #expect(!fileManager.fileExists(atPath: killedBuilding.path))
    #expect(!fileManager.fileExists(atPath: killedProgress.path))
    // Once the run ends (its locks with it), they are leftovers.
    for holder in holders { holder.release() }
    CacheEntry.removeAbandoned(in: cache)
    #expect(!fileManager.fileExists(atPath: building.path))
    #expect(!fileManager.fileExists(atPath: progress.path))
  }

  @Test("A run's own progress file and build folder are locked from the moment they exist")
  func ownItemsAreLocked() throws {
    let cache = try makeCache()
    defer { try? FileManager.default.removeItem(at: cache) }
    let progress = try CacheEntry.makeProgressFile(in: cache)
    let staging = try CacheEntry.makeStagingFolder(in: cache)
    #expect(progress.url.lastPathComponent.hasPrefix(".progress-\(getpid())-"))
    #expect(staging.url.lastPathComponent.hasPrefix(".building-\(getpid())-"))
    #expect(!isFree(progress.url))
    #expect(!isFree(staging.url))
    CacheEntry.removeAbandoned(in: cache)
    #expect(FileManager.default.fileExists(atPath: progress.url.path))
    #expect(FileManager.default.fileExists(atPath: staging.url.path))
    // Readable by all, writable by its owner alone, whatever the umask.
    var info = stat()
    #expect(stat(staging.url.path, &info) == 0 && info.st_mode & 0o777 == 0o755)
    progress.remove()
    staging.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [])
  }

  @Test("A folder another run's cleaner removes before it is locked is made again, not an error")
  func lostBeforeLockIsMadeAgain() throws {
    let cache = try makeCache()
    defer { try? FileManager.default.removeItem(at: cache) }
    var attempts = 0
    let item = try CacheEntry.makeLocked(in: cache, prefix: ".building-") { path in
      attempts += 1
      guard mkdir(path, 0o755) == 0 else { return -1 }
      if attempts == 1 {
        rmdir(path)  // the cleaner's removal, between the mkdir and the open
        return CacheEntry.lostBeforeLock
      }
      return open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    #expect(attempts == 2)
    #expect(!isFree(item.url))
    item.remove()
    #expect(throws: POSIXError.self) {
      try CacheEntry.makeLocked(in: cache, prefix: ".building-") { _ in CacheEntry.lostBeforeLock }
    }
  }
}
