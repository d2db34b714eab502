import Glibc
import Testing

@testable import ScoreboardPersistence

@Suite("why saving failed, in words")
struct SavingFailureTests {
  @Test("issue 25 item 29: a read-only file system, a full disk and a used-up quota are named plainly")
  func plainProblems() {
    #expect(
      FileOps.SystemError("open .snapshot.tmp-1-2", code: EROFS).description == "the file system is read-only"
    )
    #expect(FileOps.SystemError("write", code: ENOSPC).description == "the disk is full")
    #expect(FileOps.SystemError("write", code: EDQUOT).description == "the disk quota is used up")
  }

  @Test("other failures keep the call, since the file they are about matters")
  func otherFailures() {
    #expect(
      FileOps.SystemError("open journal", code: EACCES).description == "open journal: Permission denied")
  }
}
